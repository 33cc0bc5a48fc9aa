//! Chess equipment checked against the standards of FIDE Interpretations 21 (1957) and
//! 21 (1975): the pieces' pattern, material, king size and proportions, colours and finish;
//! the board's material, finish and square size; the clock's flag.

use crate::laws::articles::{model, ModelPoint};
use crate::laws::Citation;
use serde::{Deserialize, Serialize};

/// The equipment offered for an event, as measured.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Equipment {
    /// `staunton` or another pattern's name.
    pub pattern: String,
    /// `wood`, `plastic`, `imitation` (of these) or another material.
    pub piece_material: String,
    pub king_height_cm: f64,
    pub king_base_cm: f64,
    pub pieces_shiny: bool,
    /// `wood`, `plastic`, `cardboard`, `cloth`, `stone` or another.
    pub board_material: String,
    pub board_shiny: bool,
    pub square_cm: f64,
    /// Whether the clock's flag fall can be clearly seen.
    pub flag_visible: bool,
    /// A player or team captain asks for the prescribed (Staunton) pattern.
    #[serde(default)]
    pub staunton_demanded: bool,
}

/// One finding: the standard, whether it is met, and the figures.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Finding {
    pub rule: String,
    pub source: String,
    pub ok: bool,
    pub detail: String,
}

fn find(rule: &str, source: &str, ok: bool, detail: String) -> Finding {
    Finding {
        rule: rule.into(),
        source: source.into(),
        ok,
        detail,
    }
}

/// Checks equipment against the standards; the chief arbiter approves it only if every
/// finding is met (21 (1975) (b)).
pub fn check(e: &Equipment) -> Vec<Finding> {
    let s75 = &model(ModelPoint::EquipmentApproved).label();
    let ratio = if e.king_height_cm > 0.0 {
        e.king_base_cm / e.king_height_cm * 100.0
    } else {
        0.0
    };
    let staunton = e.pattern.eq_ignore_ascii_case("staunton");
    vec![
        find(
            "pattern",
            &model(ModelPoint::StauntonPattern).label(),
            staunton || !e.staunton_demanded,
            if staunton {
                "Staunton pattern, as recommended".into()
            } else if e.staunton_demanded {
                format!("{} pattern, but the Staunton pattern was demanded: its use is obligatory", e.pattern)
            } else {
                format!("{} pattern: allowed while nobody demands the Staunton pattern", e.pattern)
            },
        ),
        find(
            "piece material",
            s75,
            ["wood", "plastic", "imitation"].contains(&e.piece_material.to_ascii_lowercase().as_str()),
            format!("pieces of {}: wood, plastic or an imitation of these", e.piece_material),
        ),
        find(
            "king height",
            s75,
            (8.5..=10.5).contains(&e.king_height_cm),
            format!("king {:.1} cm high: 8.5 to 10.5 cm", e.king_height_cm),
        ),
        find(
            "king base",
            s75,
            (40.0..=50.0).contains(&ratio),
            format!("base {:.1} cm, {:.0} % of the height: 40 to 50 %", e.king_base_cm, ratio),
        ),
        find("pieces' finish", s75, !e.pieces_shiny, (if e.pieces_shiny { "shiny pieces: they should not be" } else { "not shiny" }).into()),
        find(
            "board material",
            s75,
            ["wood", "plastic", "cardboard", "cloth", "stone"].contains(&e.board_material.to_ascii_lowercase().as_str()),
            format!("board of {}: wood, plastic, cardboard or cloth (stone if the chief arbiter accepts it)", e.board_material),
        ),
        find("board finish", s75, !e.board_shiny, (if e.board_shiny { "shiny board: the finish must be dull or neutral" } else { "dull finish" }).into()),
        find(
            "square size",
            s75,
            (5.0..=6.5).contains(&e.square_cm),
            format!("squares of {:.1} cm: 5.0 to 6.5 cm recommended", e.square_cm),
        ),
        find(
            "king against square",
            s75,
            e.king_base_cm <= e.square_cm * 0.8,
            format!("king base {:.1} cm on a {:.1} cm square: pieces neither too crowded nor too lonely", e.king_base_cm, e.square_cm),
        ),
        find("clock flag", s75, e.flag_visible, (if e.flag_visible { "the flag's fall can be clearly seen" } else { "the flag's fall cannot be clearly seen" }).into()),
    ]
}

/// The rulings on the equipment offered: the pattern (21 (1957)), where the set is not of
/// the Staunton pattern or a player demands it, and the chief arbiter's approval of the
/// rest (21 (1975) (b)), as (citation, decision).
pub fn rulings(e: &Equipment, findings: &[Finding]) -> Vec<(Citation, String)> {
    let mut out = Vec::new();
    let staunton = e.pattern.eq_ignore_ascii_case("staunton");
    if !staunton {
        out.push((
            model(ModelPoint::StauntonPattern),
            if e.staunton_demanded {
                format!("a {} set is offered and a player or team captain demands the Staunton pattern: its use becomes obligatory, and the {} set may not be used", e.pattern, e.pattern)
            } else {
                format!("a {} set is offered and nobody demands the Staunton pattern: that pattern is only recommended, so the {} set may be used", e.pattern, e.pattern)
            },
        ));
    }
    let failed: Vec<String> = findings
        .iter()
        .filter(|f| !f.ok && f.source == model(ModelPoint::EquipmentApproved).label())
        .map(|f| f.detail.clone())
        .collect();
    out.push((
        model(ModelPoint::EquipmentApproved),
        if failed.is_empty() {
            "the organizers' pieces, board and clock meet the standards: the chief arbiter may approve them".into()
        } else {
            format!("the chief arbiter should not approve the organizers' equipment ({})", failed.join("; "))
        },
    ));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn standard() -> Equipment {
        Equipment {
            pattern: "Staunton".into(),
            piece_material: "wood".into(),
            king_height_cm: 9.5,
            king_base_cm: 4.0,
            pieces_shiny: false,
            board_material: "wood".into(),
            board_shiny: false,
            square_cm: 5.5,
            flag_visible: true,
            staunton_demanded: false,
        }
    }

    #[test]
    fn a_standard_set_passes_every_check() {
        assert!(check(&standard()).iter().all(|f| f.ok));
    }

    #[test]
    fn a_small_king_on_big_squares_fails_the_figures() {
        let e = Equipment {
            king_height_cm: 7.0,
            king_base_cm: 3.9,
            square_cm: 7.0,
            ..standard()
        };
        let failed: Vec<String> = check(&e)
            .into_iter()
            .filter(|f| !f.ok)
            .map(|f| f.rule)
            .collect();
        assert_eq!(failed, vec!["king height", "king base", "square size"]);
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
    }
}
