//! Chess equipment checked against the standards of FIDE Interpretations 21 (1957) and
//! 21 (1975): the pieces' pattern, material, king size and proportions, colour and finish;
//! the board's material, finish and square size; the clock's flag. Measures are read in
//! centimetres and kept in whole millimetres: no floating point in the checks.

use super::common::percent;
use crate::laws::articles::{model, ModelPoint};
use crate::laws::Citation;
use crate::laws::Decision;
use serde::de::{self, Deserializer, Visitor};
use serde::{Deserialize, Serialize};

/// A length read in centimetres (`9.5`), kept in millimetres (95).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Mm(pub u32);

impl Mm {
    /// `9.5 cm`, `9 cm`.
    pub fn cm(self) -> String {
        match self.0 % 10 {
            0 => format!("{} cm", self.0 / 10),
            d => format!("{}.{} cm", self.0 / 10, d),
        }
    }
}

impl<'de> Deserialize<'de> for Mm {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Mm, D::Error> {
        struct V;
        impl Visitor<'_> for V {
            type Value = Mm;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a length in centimetres")
            }
            fn visit_u64<E: de::Error>(self, n: u64) -> Result<Mm, E> {
                u32::try_from(n.saturating_mul(10))
                    .map(Mm)
                    .map_err(|_| E::custom("a length too large"))
            }
            fn visit_i64<E: de::Error>(self, n: i64) -> Result<Mm, E> {
                u64::try_from(n)
                    .map_err(|_| E::custom("a negative length"))
                    .and_then(|n| self.visit_u64(n))
            }
            fn visit_f64<E: de::Error>(self, x: f64) -> Result<Mm, E> {
                if !(0.0..1e6).contains(&x) {
                    return Err(E::custom("a length out of range"));
                }
                Ok(Mm((x * 10.0).round() as u32))
            }
        }
        d.deserialize_any(V)
    }
}

/// The equipment offered for an event, as measured.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Equipment {
    /// `staunton` or another pattern's name.
    pub pattern: String,
    /// `wood`, `plastic`, `imitation` (of these) or another material.
    pub piece_material: String,
    pub king_height_cm: Mm,
    pub king_base_cm: Mm,
    pub pieces_shiny: bool,
    /// The colour of the dark pieces, if given: brown or black, or a dark shade of these.
    #[serde(default)]
    pub dark_pieces: Option<String>,
    /// `wood`, `plastic`, `cardboard`, `cloth`, `stone` (or `marble`) or another.
    pub board_material: String,
    /// A stone board: the chief arbiter has found it acceptable.
    #[serde(default)]
    pub stone_accepted: bool,
    pub board_shiny: bool,
    pub square_cm: Mm,
    /// Whether the clock's flag fall can be clearly seen.
    pub flag_visible: bool,
    /// A player or team captain asks for the prescribed (Staunton) pattern.
    #[serde(default)]
    pub staunton_demanded: bool,
}

/// One finding: the standard, whether it is met, and the figures.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct EquipmentCheck {
    pub rule: &'static str,
    pub source: Citation,
    pub ok: bool,
    pub detail: String,
}

/// The equipment's findings and the rulings on it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Approval {
    pub findings: Vec<EquipmentCheck>,
    /// The chief arbiter may approve it: every finding is met.
    pub approved: bool,
    pub rulings: Vec<Decision>,
}

fn one_of(s: &str, list: &[&str]) -> bool {
    list.contains(&s.to_ascii_lowercase().as_str())
}

/// Checks equipment against the standards; the chief arbiter approves it only if every
/// finding is met (21 (1975) (b)).
pub fn check(e: &Equipment) -> Vec<EquipmentCheck> {
    let s57 = model(ModelPoint::StauntonPattern);
    let s75 = model(ModelPoint::EquipmentApproved);
    let find = |rule, source, ok, detail| EquipmentCheck {
        rule,
        source,
        ok,
        detail,
    };
    let (h, b, sq) = (e.king_height_cm, e.king_base_cm, e.square_cm);
    let staunton = e.pattern.eq_ignore_ascii_case("staunton");
    let stone = one_of(&e.board_material, &["stone", "marble"]);
    let mut out = vec![
        find(
            "pattern",
            s57,
            staunton || !e.staunton_demanded,
            if staunton {
                "Staunton pattern, as recommended".into()
            } else if e.staunton_demanded {
                format!(
                    "{} pattern, but the Staunton pattern was demanded: its use is obligatory",
                    e.pattern
                )
            } else {
                format!(
                    "{} pattern: allowed while nobody demands the Staunton pattern",
                    e.pattern
                )
            },
        ),
        find(
            "piece material",
            s75,
            one_of(&e.piece_material, &["wood", "plastic", "imitation"]),
            format!(
                "pieces of {}: wood, plastic or an imitation of these",
                e.piece_material
            ),
        ),
        find(
            "king height",
            s75,
            (85..=105).contains(&h.0),
            format!("king {} high: 8.5 to 10.5 cm", h.cm()),
        ),
        find(
            "king base",
            s75,
            h.0 > 0 && 40 * h.0 <= 100 * b.0 && 100 * b.0 <= 50 * h.0,
            format!(
                "base {}, {} % of the height: 40 to 50 %",
                b.cm(),
                percent(u64::from(b.0), u64::from(h.0))
            ),
        ),
        find(
            "pieces' finish",
            s75,
            !e.pieces_shiny,
            (if e.pieces_shiny {
                "shiny pieces: they should not be"
            } else {
                "not shiny"
            })
            .into(),
        ),
    ];
    if let Some(dark) = &e.dark_pieces {
        let d = dark.to_ascii_lowercase();
        out.push(find(
            "dark pieces",
            s75,
            d.contains("brown") || d.contains("black"),
            format!(
                "dark pieces {}: brown or black, or dark shades of these",
                dark
            ),
        ));
    }
    out.extend([
        find(
            "board material",
            s75,
            one_of(&e.board_material, &["wood", "plastic", "cardboard", "cloth"]) || (stone && e.stone_accepted),
            match (stone, e.stone_accepted) {
                (true, true) => format!("board of {}: acceptable, the chief arbiter having found it so", e.board_material),
                (true, false) => format!("board of {}: only if the chief arbiter has found it acceptable, and he has not", e.board_material),
                _ => format!("board of {}: wood, plastic, cardboard or cloth are recommended", e.board_material),
            },
        ),
        find("board finish", s75, !e.board_shiny, (if e.board_shiny { "shiny board: the finish must be dull or neutral" } else { "dull finish" }).into()),
        find(
            "square size",
            s75,
            (50..=65).contains(&sq.0),
            format!("squares of {}: 5.0 to 6.5 cm recommended", sq.cm()),
        ),
        find("clock flag", s75, e.flag_visible, (if e.flag_visible { "the flag's fall can be clearly seen" } else { "the flag's fall cannot be clearly seen" }).into()),
    ]);
    out
}

/// The rulings on the equipment offered: the pattern (21 (1957)), where the set is not of
/// the Staunton pattern, and the chief arbiter's approval of the rest (21 (1975) (b)).
pub fn approve(e: &Equipment) -> Approval {
    let findings = check(e);
    let mut rulings = Vec::new();
    let refused_pattern = !e.pattern.eq_ignore_ascii_case("staunton") && e.staunton_demanded;
    if !e.pattern.eq_ignore_ascii_case("staunton") {
        rulings.push(Decision::says(
            model(ModelPoint::StauntonPattern),
            if e.staunton_demanded {
                format!("a {} set is offered and a player or team captain demands the Staunton pattern: its use becomes obligatory, and the {} set may not be used", e.pattern, e.pattern)
            } else {
                format!("a {} set is offered and nobody demands the Staunton pattern: that pattern is only recommended, so the {} set may be used", e.pattern, e.pattern)
            },
        ));
    }
    let approval = model(ModelPoint::EquipmentApproved);
    let failed: Vec<&str> = findings
        .iter()
        .filter(|f| !f.ok && f.source == approval)
        .map(|f| f.detail.as_str())
        .collect();
    rulings.push(Decision::says(
        approval,
        if failed.is_empty() && refused_pattern {
            "apart from their pattern, the organizers' pieces, board and clock meet the standards of size, material and finish: the set is refused only for its pattern".to_string()
        } else if failed.is_empty() {
            "the organizers' pieces, board and clock meet the standards: the chief arbiter may approve them".to_string()
        } else {
            format!("the chief arbiter should not approve the organizers' equipment ({})", failed.join("; "))
        },
    ));
    Approval {
        approved: findings.iter().all(|f| f.ok),
        findings,
        rulings,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn standard() -> Equipment {
        serde_json::from_value(json!({"pattern": "Staunton", "piece_material": "wood",
            "king_height_cm": 9.5, "king_base_cm": 4, "pieces_shiny": false, "board_material": "wood",
            "board_shiny": false, "square_cm": 5.5, "flag_visible": true}))
        .unwrap()
    }

    fn failed(e: &Equipment) -> Vec<&'static str> {
        check(e)
            .into_iter()
            .filter(|f| !f.ok)
            .map(|f| f.rule)
            .collect()
    }

    #[test]
    fn a_standard_set_passes_every_check() {
        assert!(failed(&standard()).is_empty());
        assert_eq!(standard().king_height_cm, Mm(95));
        assert!(approve(&standard()).approved);
    }

    #[test]
    fn a_small_king_on_big_squares_fails_the_figures() {
        let e = Equipment {
            king_height_cm: Mm(70),
            king_base_cm: Mm(39),
            square_cm: Mm(70),
            ..standard()
        };
        assert_eq!(failed(&e), vec!["king height", "king base", "square size"]);
        let base = check(&e)
            .into_iter()
            .find(|f| f.rule == "king base")
            .unwrap();
        assert_eq!(base.detail, "base 3.9 cm, 55.7 % of the height: 40 to 50 %");
    }

    #[test]
    fn a_stone_board_needs_the_chief_arbiter_and_dark_pieces_are_brown_or_black() {
        let e = Equipment {
            board_material: "marble".into(),
            dark_pieces: Some("red".into()),
            ..standard()
        };
        assert_eq!(failed(&e), vec!["dark pieces", "board material"]);
        let e = Equipment {
            stone_accepted: true,
            dark_pieces: Some("dark brown".into()),
            ..e
        };
        assert!(failed(&e).is_empty());
    }

    #[test]
    fn another_pattern_is_allowed_until_someone_demands_staunton() {
        let e = Equipment {
            pattern: "Regency".into(),
            ..standard()
        };
        assert!(check(&e)[0].ok);
        let e = Equipment {
            staunton_demanded: true,
            ..e
        };
        assert!(!check(&e)[0].ok);
        assert!(!approve(&e).approved);
    }
}
