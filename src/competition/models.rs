//! The demos of rulings beyond board and clock run one of the core's small models: the
//! crosstable and tie-breaks ([`tournament`]), a Swiss event's pairings ([`swiss`]), prizes
//! in team events and matches ([`prizes`]), the equipment standards ([`equipment`]), the
//! clock formulas ([`clocks`]) and the adjournment schedule ([`adjournment`]).
//!
//! Each model reads a typed input (serde, from the demo's `input` in `notes.json`) and
//! answers with a typed output: its figures and its rulings, each ruling with the
//! [`Citation`] of the interpretation or article that decides it (the `ModelPoint` table of
//! `laws/articles.rs`). serde writes the protocol's JSON; the app matches the types.
//! Scores are counted in half points and fractions are kept exact: no floating point.

use super::{adjournment, clocks, equipment, prizes, swiss, tournament};
use crate::laws::Citation;
use serde::de::{self, Deserializer, Visitor};
use serde::ser::{SerializeStruct, Serializer};
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// The model kinds a demo may name.
pub const KINDS: &[&str] = &[
    "crosstable",
    "swiss",
    "team_sonnenborn_berger",
    "prize_eligibility",
    "match_withdrawal",
    "equipment",
    "proportional_time",
    "defective_clock",
    "adjournment_schedule",
];

/// One decision of a model, as a game's: what decided it and the decision in words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ruling {
    pub citation: Citation,
    pub decision: String,
}

impl Ruling {
    pub fn new(citation: Citation, decision: impl Into<String>) -> Ruling {
        Ruling {
            citation,
            decision: decision.into(),
        }
    }
}

/// `{"article", "interprets"?, "decision"}`, as a game's ruling without its event.
impl Serialize for Ruling {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let interprets = self
            .citation
            .interpretation()
            .and(self.citation.article_number());
        let mut m = s.serialize_struct("Ruling", 2 + usize::from(interprets.is_some()))?;
        m.serialize_field("article", &self.citation)?;
        if let Some(a) = interprets {
            m.serialize_field("interprets", a)?;
        }
        m.serialize_field("decision", &self.decision)?;
        m.end()
    }
}

/// A model's answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum Model {
    Crosstable(tournament::Crosstable),
    Swiss(swiss::Swiss),
    TeamSonnebornBerger(prizes::TeamSb),
    PrizeEligibility(prizes::Prize),
    MatchWithdrawal(prizes::MatchWithdrawal),
    Equipment(equipment::Approval),
    ProportionalTime(clocks::Proportional),
    DefectiveClock(clocks::Replacement),
    AdjournmentSchedule(adjournment::Plan),
}

impl Model {
    /// The model's rulings, in order.
    pub fn rulings(&self) -> &[Ruling] {
        match self {
            Model::Crosstable(m) => &m.rulings,
            Model::Swiss(m) => &m.rulings,
            Model::TeamSonnebornBerger(m) => &m.rulings,
            Model::PrizeEligibility(m) => &m.rulings,
            Model::MatchWithdrawal(m) => &m.rulings,
            Model::Equipment(m) => &m.rulings,
            Model::ProportionalTime(m) => &m.rulings,
            Model::DefectiveClock(m) => &m.rulings,
            Model::AdjournmentSchedule(m) => &m.rulings,
        }
    }
}

fn input<'a, T: Deserialize<'a>>(kind: &str, v: &'a Value) -> Result<T, String> {
    T::deserialize(v).map_err(|e| format!("{kind}: {e}"))
}

/// Runs model `kind` on `input`.
///
/// # Errors
/// An unknown model, or what is wrong with the input.
pub fn compute(kind: &str, v: &Value) -> Result<Model, String> {
    Ok(match kind {
        "crosstable" => Model::Crosstable(tournament::crosstable(&input(kind, v)?)?),
        "swiss" => Model::Swiss(swiss::run(&input(kind, v)?)?),
        "team_sonnenborn_berger" => {
            Model::TeamSonnebornBerger(prizes::team_sb_table(&input(kind, v)?)?)
        }
        "prize_eligibility" => Model::PrizeEligibility(prizes::prize(&input(kind, v)?)?),
        "match_withdrawal" => Model::MatchWithdrawal(prizes::match_withdrawal(&input(kind, v)?)?),
        "equipment" => Model::Equipment(equipment::approve(&input(kind, v)?)),
        "proportional_time" => Model::ProportionalTime(clocks::proportional(&input(kind, v)?)?),
        "defective_clock" => Model::DefectiveClock(clocks::replace(&input(kind, v)?)),
        "adjournment_schedule" => Model::AdjournmentSchedule(adjournment::plan(&input(kind, v)?)?),
        other => {
            return Err(format!(
                "unknown demo kind {:?} (game, {})",
                other,
                KINDS.join(", ")
            ))
        }
    })
}

/// Runs model `kind` on `input` and writes its answer as the protocol's JSON.
///
/// # Errors
/// As [`compute`].
pub fn run(kind: &str, v: &Value) -> Result<Value, String> {
    crate::json::value(&compute(kind, v)?).map_err(|e| e.to_string())
}

/// Points counted in half points: read from `"3½"`, `"3.5"`, `"3"` or `3`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
pub struct Half(pub u32);

impl Half {
    /// As printed: 5 → `2½`, 1 → `½`, 0 → `0`.
    pub fn points(self) -> String {
        points(self.0)
    }
}

/// Points in half points as printed: 5 → `2½`, 1 → `½`, 0 → `0`.
pub fn points(half: u32) -> String {
    match (half / 2, half % 2) {
        (0, 1) => "½".into(),
        (n, 1) => format!("{}½", n),
        (n, _) => n.to_string(),
    }
}

impl<'de> Deserialize<'de> for Half {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Half, D::Error> {
        struct V;
        impl Visitor<'_> for V {
            type Value = Half;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a score like \"3½\"")
            }
            fn visit_u64<E: de::Error>(self, n: u64) -> Result<Half, E> {
                u32::try_from(n)
                    .ok()
                    .and_then(|n| n.checked_mul(2))
                    .map(Half)
                    .ok_or_else(|| E::custom("a score too large"))
            }
            fn visit_str<E: de::Error>(self, s: &str) -> Result<Half, E> {
                let s = s.trim();
                let (whole, half) = match s.strip_suffix('½').or_else(|| s.strip_suffix(".5")) {
                    Some(w) => (w, 1),
                    None => (s, 0),
                };
                let w: u32 = if whole.is_empty() && half == 1 {
                    0
                } else {
                    whole
                        .parse()
                        .map_err(|_| E::custom(format!("{s:?} is not a score like 3½")))?
                };
                Ok(Half(w * 2 + half))
            }
        }
        d.deserialize_any(V)
    }
}

/// A game's result as reported: `1-0`, `1/2-1/2` (or `½-½`), `0-1`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
pub enum GameScore {
    #[serde(rename = "1-0")]
    WhiteWins,
    #[serde(rename = "1/2-1/2", alias = "½-½")]
    Draw,
    #[serde(rename = "0-1")]
    BlackWins,
}

impl GameScore {
    /// White's half points.
    pub const fn white_half(self) -> u32 {
        match self {
            GameScore::WhiteWins => 2,
            GameScore::Draw => 1,
            GameScore::BlackWins => 0,
        }
    }

    /// `a win for Birch`, `a draw`, `a win for Cedar`.
    pub fn words(self, white: &str, black: &str) -> String {
        match self {
            GameScore::WhiteWins => format!("a win for White, {}", white),
            GameScore::BlackWins => format!("a win for Black, {}", black),
            GameScore::Draw => "a draw".into(),
        }
    }
}

/// An exact fraction as a mixed number: `14⅔`, `87½`, `⅓`, `3 2/7`.
pub fn mixed(num: u64, den: u64) -> String {
    if den == 0 {
        return "—".into();
    }
    let (whole, rest) = (num / den, num % den);
    if rest == 0 {
        return whole.to_string();
    }
    let g = gcd(rest, den);
    let (n, d) = (rest / g, den / g);
    let glyph = match (n, d) {
        (1, 2) => "½",
        (1, 3) => "⅓",
        (2, 3) => "⅔",
        (1, 4) => "¼",
        (3, 4) => "¾",
        (1, 5) => "⅕",
        (2, 5) => "⅖",
        (3, 5) => "⅗",
        (4, 5) => "⅘",
        (1, 6) => "⅙",
        (5, 6) => "⅚",
        (1, 8) => "⅛",
        (3, 8) => "⅜",
        (5, 8) => "⅝",
        (7, 8) => "⅞",
        _ => "",
    };
    match (whole, glyph) {
        (0, "") => format!("{n}/{d}"),
        (w, "") => format!("{w} {n}/{d}"),
        (0, g) => g.to_string(),
        (w, g) => format!("{w}{g}"),
    }
}

/// A percentage rounded half up to one decimal, from an exact fraction: 7/9 → `77.8`.
pub fn percent(num: u64, den: u64) -> String {
    if den == 0 {
        return "—".into();
    }
    let tenths = (num * 2000 + den) / (2 * den);
    match tenths % 10 {
        0 => (tenths / 10).to_string(),
        d => format!("{}.{}", tenths / 10, d),
    }
}

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

/// `Amy and Zed`, `Amy, Max and Zed`.
pub fn and_list(names: &[String]) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {}", init.join(", "), last),
    }
}

/// `1 game`, `2 games`.
pub fn plural(n: usize, one: &str, many: &str) -> String {
    format!("{} {}", n, if n == 1 { one } else { many })
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn fractions_and_percentages_are_exact_or_rounded_correctly() {
        assert_eq!(mixed(44, 3), "14⅔");
        assert_eq!(mixed(175, 2), "87½");
        assert_eq!(mixed(1, 3), "⅓");
        assert_eq!(mixed(23, 7), "3 2/7");
        assert_eq!(mixed(16, 1), "16");
        assert_eq!(percent(7, 9), "77.8");
        assert_eq!(percent(17, 22), "77.3");
        assert_eq!(percent(11, 12), "91.7");
        assert_eq!(percent(2, 3), "66.7");
        assert_eq!(percent(1, 2), "50");
    }

    #[test]
    fn scores_read_as_half_points() {
        let h: Vec<Half> = serde_json::from_value(json!(["3½", "3.5", "3", 3, "½"])).unwrap();
        assert_eq!(h, vec![Half(7), Half(7), Half(6), Half(6), Half(1)]);
        assert!(serde_json::from_value::<Half>(json!("three")).is_err());
        assert_eq!(Half(5).points(), "2½");
    }

    #[test]
    fn bad_input_names_the_field() {
        let e = compute("proportional_time", &json!({})).unwrap_err();
        assert!(e.contains("missing field `white_used_ms`"), "{e}");
        assert!(compute("juggling", &json!({}))
            .unwrap_err()
            .contains("unknown demo kind"));
        assert!(compute(
            "crosstable",
            &json!({"players": ["A", "B"], "results": [["A", "C", "1-0"]]})
        )
        .unwrap_err()
        .contains("unknown player \"C\""));
        assert!(compute(
            "crosstable",
            &json!({"players": ["A", "B"], "corrections": []})
        )
        .unwrap_err()
        .contains("unknown field `corrections`"));
    }

    #[test]
    fn every_ruling_of_a_model_is_written_with_its_article() {
        let v = run(
            "team_sonnenborn_berger",
            &json!({"boards": 4, "opponent_points": "16", "score": "3"}),
        )
        .unwrap();
        assert_eq!(v["rulings"][0]["article"], "Interpretation 21 (1967)");
        assert_eq!(v["rulings"][0]["interprets"], "21");
        assert!(v["rulings"][0]["decision"].is_string());
    }
}
