//! The demos of rulings beyond board and clock run one of the core's small models: the
//! crosstable and tie-breaks ([`tournament`]), a Swiss event's pairings ([`swiss`]), prizes
//! in team events and matches ([`prizes`]), the equipment standards ([`equipment`]), the
//! clock formulas ([`clocks`]) and the adjournment schedule ([`adjournment`]).
//!
//! Each model reads a typed input (serde, from the demo's `input` in `notes.json`) and
//! answers with a typed output: its figures and its rulings, each ruling with the
//! [`Citation`] of the interpretation or article that decides it (the `ModelPoint` table of
//! `laws/editions/articles.rs`). serde writes the protocol's JSON; the app matches the types.
//! Scores are counted in half points and fractions are kept exact: no floating point.

use super::{adjournment, clocks, equipment, prizes, swiss, tournament};
use crate::laws::Decision;
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
    ProportionalTime(clocks::ProportionalTimes),
    DefectiveClock(clocks::Replacement),
    AdjournmentSchedule(adjournment::Plan),
}

impl Model {
    /// The model's rulings, in order.
    pub fn rulings(&self) -> &[Decision] {
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

#[cfg(test)]
mod tests {
    use super::super::common::{mixed, percent, Half};
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
