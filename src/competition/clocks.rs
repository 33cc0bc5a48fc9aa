//! The clock formulas as models: the proportional times of Art. 14.7 (and an appeals
//! committee's use of them, Interpretation 14.7 (1975)), and the replacement of a defective
//! clock (Interpretations 14.5 (1971) and (1973)). The arithmetic is
//! [`crate::clock::rules`]'s; times are milliseconds, written in clock format.

use crate::chess::types::Color;
use crate::clock::{format_ms, rules};
use crate::laws::articles::{model, ModelPoint as M};
use crate::laws::Citation;
use crate::laws::Decision;
use serde::{Deserialize, Serialize};

fn t(ms: u64) -> String {
    format_ms(ms as i64, 0)
}

/// The proportional-time model's input: the times the clocks show when the irregularity
/// is found, the move it happened at and the move it was found at; optionally the time of
/// the control (to give the times left) and what an appeals committee allotted instead.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ProportionalInput {
    pub white_used_ms: u64,
    pub black_used_ms: u64,
    pub irregular_move: u32,
    pub found_move: u32,
    #[serde(default)]
    pub control_ms: Option<u64>,
    /// `[white, black]`: times left when the control is given, else times used.
    #[serde(default)]
    pub appeal_committee_ms: Option<[u64; 2]>,
}

/// The times allotted by the formula, and the committee's, judged.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ProportionalTimes {
    /// The article whose formula it is.
    pub article: Citation,
    /// The times each player is taken to have used up to the irregular move.
    pub white_ms: u64,
    pub black_ms: u64,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub white_left_ms: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub black_left_ms: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub appeal_committee_ms: Option<[u64; 2]>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub appeal_committee_correct: Option<bool>,
    pub rulings: Vec<Decision>,
}

/// Art. 14.7's proportional times, and Interpretation 14.7 (1975) on a committee that
/// applied them to one player only.
///
/// # Errors
/// The irregular move after the move it was found at.
pub fn proportional(input: &ProportionalInput) -> Result<ProportionalTimes, String> {
    let (at, found) = (input.irregular_move, input.found_move);
    if at > found {
        return Err("\"irregular_move\" cannot come after \"found_move\"".into());
    }
    let allotted = rules::proportional([input.white_used_ms, input.black_used_ms], at, found);
    let mut rulings = vec![Decision::says(
        model(M::ProportionalTimeRule),
        format!("the time each player used up to move {} cannot be determined: each is allotted time in proportion to his clock, White {} and Black {}", at, t(allotted[0]), t(allotted[1])),
    )];
    let left = input
        .control_ms
        .map(|c| allotted.map(|u| c.saturating_sub(u)));
    let mut correct = None;
    if let Some(given) = input.appeal_committee_ms {
        let formula = left.unwrap_or(allotted);
        let ok = [given[0] == formula[0], given[1] == formula[1]];
        let words = match ok {
            [true, true] => format!("the committee applied the formula of Art. {} to both players: correct", model(M::ProportionalTimeRule)),
            [true, false] | [false, true] => {
                let (right, wrong) = if ok[0] { (Color::White, Color::Black) } else { (Color::Black, Color::White) };
                let w = wrong as usize;
                format!("the committee gave {} his proportional time but {} {} instead of {}: wrong; the formula applies to both players, and giving one less would be felt as a punishment, which must be avoided at all cost", right, wrong, t(given[w]), t(formula[w]))
            }
            [false, false] => format!("the committee gave White {} and Black {}, the formula to neither: wrong; it applies to both players", t(given[0]), t(given[1])),
        };
        correct = Some(ok == [true, true]);
        rulings.push(Decision::says(model(M::ProportionalTime), words));
    }
    Ok(ProportionalTimes {
        article: model(M::ProportionalTimeRule),
        white_ms: allotted[0],
        black_ms: allotted[1],
        white_left_ms: left.map(|l| l[0]),
        black_left_ms: left.map(|l| l[1]),
        appeal_committee_ms: input.appeal_committee_ms,
        appeal_committee_correct: correct,
        rulings,
    })
}

/// Which units of the defective clock had stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Stopped {
    White,
    Black,
    Both,
}

/// The defective-clock model's input: how long the session has lasted, the times the
/// defective clock shows used, which units stopped, whether the times used can be
/// determined (default yes), and the time limit.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DefectiveInput {
    pub session_ms: u64,
    pub white_used_ms: u64,
    pub black_used_ms: u64,
    pub stopped: Stopped,
    #[serde(default)]
    pub times_known: Option<bool>,
    #[serde(default)]
    pub limit_ms: Option<u64>,
}

/// How the new clock is set.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Replacement {
    /// The citation of the last ruling: what finally decides the setting.
    pub article: Citation,
    pub formula_white_used_ms: u64,
    pub formula_black_used_ms: u64,
    /// The new clock is set by the formula (else by the arbiter's judgement).
    pub set_by_formula: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub white_used_ms: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub black_used_ms: Option<u64>,
    pub rulings: Vec<Decision>,
}

/// Interpretation 14.5 (1971): the formula for the new clock; 14.5 (1973): not where it
/// would put a player past the time limit.
pub fn replace(input: &DefectiveInput) -> Replacement {
    let session = input.session_ms;
    let used = [input.white_used_ms, input.black_used_ms];
    let stopped = match input.stopped {
        Stopped::White => rules::StoppedUnits::One(Color::White),
        Stopped::Black => rules::StoppedUnits::One(Color::Black),
        Stopped::Both => rules::StoppedUnits::Both,
    };
    let set = rules::replace_defective_clock(session, used, stopped);
    let missing = session.saturating_sub(used[0] + used[1]);
    let how = match stopped {
        rules::StoppedUnits::One(c) => format!("{}'s unit stopped: it is advanced so that the two units show together the {} the session has lasted", c, t(session)),
        rules::StoppedUnits::Both => format!("both units stopped: the {} missing from the session's {} is divided in half, each unit advanced by {}", t(missing), t(session), t(missing / 2)),
    };
    let over: Vec<String> = Color::ALL
        .iter()
        .filter(|c| input.limit_ms.is_some_and(|l| set[**c as usize] >= l))
        .map(Color::to_string)
        .collect();
    let mut rulings = Vec::new();
    let result = if input.times_known == Some(false) {
        rulings.push(Decision::says(model(M::DefectiveClock), "the time each player used cannot be accurately determined: the arbiter sets the hands of the new clock by his best judgement"));
        None
    } else {
        rulings.push(Decision::says(
            model(M::DefectiveClock),
            format!(
                "{}: the new clock would show White {} and Black {} used",
                how,
                t(set[0]),
                t(set[1])
            ),
        ));
        match input.limit_ms {
            Some(l) if !over.is_empty() => {
                rulings.push(Decision::says(model(M::DefectiveClockDisaster), format!("so corrected, {} would have exceeded the time limit of {}: a disastrous result the correction must not have; the arbiter sets the hands of the new clock by his own judgement instead", over.join(" and "), t(l))));
                None
            }
            Some(l) => {
                rulings.push(Decision::says(model(M::DefectiveClockDisaster), format!("so corrected, both players stay within the time limit of {}: no disastrous result, and the new clock is set so", t(l))));
                Some(set)
            }
            None => Some(set),
        }
    };
    Replacement {
        article: rulings
            .last()
            .map_or(model(M::DefectiveClock), |r| r.citation),
        formula_white_used_ms: set[0],
        formula_black_used_ms: set[1],
        set_by_formula: result.is_some(),
        white_used_ms: result.map(|r| r[0]),
        black_used_ms: result.map(|r| r[1]),
        rulings,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn the_article_example_and_a_committee_that_applied_it_to_one_player() {
        let p = proportional(&serde_json::from_value(json!({"white_used_ms": 5400000, "black_used_ms": 3600000,
            "irregular_move": 20, "found_move": 30, "control_ms": 9000000, "appeal_committee_ms": [5400000, 0]})).unwrap()).unwrap();
        assert_eq!(
            (p.white_ms, p.black_ms),
            (3600000, 2400000),
            "60 and 40 minutes"
        );
        assert_eq!(
            (p.white_left_ms, p.black_left_ms),
            (Some(5400000), Some(6600000))
        );
        assert_eq!(p.appeal_committee_correct, Some(false));
        assert!(p.rulings[1].words.contains("Black 0:00 instead of 1:50:00"));
        assert!(proportional(
            &serde_json::from_value(json!({"white_used_ms": 1, "black_used_ms": 1,
            "irregular_move": 31, "found_move": 30}))
            .unwrap()
        )
        .is_err());
    }

    #[test]
    fn a_defective_clock_is_set_by_the_formula_unless_it_would_be_disastrous() {
        let r = |v: serde_json::Value| replace(&serde_json::from_value(v).unwrap());
        let both = r(
            json!({"session_ms": 9000000, "white_used_ms": 4200000, "black_used_ms": 3600000, "stopped": "both", "limit_ms": 9000000}),
        );
        assert_eq!(
            (both.white_used_ms, both.black_used_ms),
            (Some(4800000), Some(4200000))
        );
        assert!(both.set_by_formula);
        let over = r(
            json!({"session_ms": 16800000, "white_used_ms": 5400000, "black_used_ms": 7200000, "stopped": "white", "limit_ms": 9000000}),
        );
        assert!(!over.set_by_formula && over.white_used_ms.is_none());
        assert_eq!(over.article, model(M::DefectiveClockDisaster));
        let unknown = r(
            json!({"session_ms": 9000000, "white_used_ms": 1, "black_used_ms": 1, "stopped": "black", "times_known": false}),
        );
        assert!(!unknown.set_by_formula);
        assert_eq!(unknown.article, model(M::DefectiveClock));
    }
}
