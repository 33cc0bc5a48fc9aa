//! Sessions for adjourned games, checked against FIDE Interpretations 15 (1979), 15.1 (1973)
//! and 16.1 (1973A–C) (1977/1980 Laws, Articles 15–16). Each interpretation is asked only
//! about the facts the schedule gives for it, and answers with its decision.

use crate::laws::articles::{model, ModelPoint as M};
use crate::laws::Citation;
use crate::laws::Decision;
use serde::{Deserialize, Serialize};

/// A day's plan for adjourned games, as the arbiter sets it. Every field is optional:
/// a question the plan does not raise is not answered.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Schedule {
    /// How the session for adjourned games is timed: `wall clock` or `chess clock`.
    #[serde(default)]
    pub timed_by: Option<String>,
    /// Whether the competition's regulations clearly state that the chess clock times it.
    #[serde(default)]
    pub regulations_allow_chess_clock: bool,
    /// Whether the session's start and finish are announced in advance (default yes).
    #[serde(default)]
    pub times_announced: Option<bool>,
    /// How many minutes before the time fixed for adjourning the games are adjourned.
    #[serde(default)]
    pub adjourned_early_minutes: Option<u32>,
    /// Whether the arbiter allows games to be adjourned more than an hour early.
    #[serde(default)]
    pub arbiter_allows_early: bool,
    /// Games still adjourned when the last round starts.
    #[serde(default)]
    pub adjourned_at_last_round: Option<u32>,
    /// Whether the arbiter interrupts a game of presumed long duration so that quicker
    /// adjourned games can finish.
    #[serde(default)]
    pub long_game_interrupted: Option<bool>,
    /// Whether that happens on the day reserved for adjourned games (default yes).
    #[serde(default)]
    pub on_day_for_adjourned_games: Option<bool>,
    /// By how many minutes the session for adjourned games is prolonged.
    #[serde(default)]
    pub prolonged_minutes: Option<u32>,
    /// Whether the players concerned were warned of the prolongation in advance (default no).
    #[serde(default)]
    pub players_warned: bool,
    /// Minutes of play a player faces that day, adjourned games included.
    #[serde(default)]
    pub minutes_per_day: Option<u32>,
}

/// One finding: the interpretation, whether the plan meets it, and the decision in words.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ScheduleCheck {
    pub source: Citation,
    pub ok: bool,
    pub detail: String,
    /// What happens to the game of presumed long duration (Interpretation 16.1 (1973B)):
    /// `interrupted` or `goes on`; absent for the other findings.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub long_game: Option<&'static str>,
}

/// The schedule's findings, each also a ruling, and whether the plan meets them all.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Plan {
    pub findings: Vec<ScheduleCheck>,
    pub rulings: Vec<Decision>,
    pub ok: bool,
}

/// The findings on a schedule as the model's answer.
///
/// # Errors
/// As [`check`].
pub fn plan(s: &Schedule) -> Result<Plan, String> {
    let findings = check(s)?;
    Ok(Plan {
        ok: findings.iter().all(|f| f.ok),
        rulings: findings
            .iter()
            .map(|f| Decision::says(f.source, f.detail.clone()))
            .collect(),
        findings,
    })
}

fn hours(minutes: u32) -> String {
    match (minutes / 60, minutes % 60) {
        (h, 0) => format!("{} h", h),
        (0, m) => format!("{} min", m),
        (h, m) => format!("{} h {} min", h, m),
    }
}

/// Checks a schedule: one finding for each interpretation the plan's facts concern.
///
/// # Errors
/// A `timed_by` other than `wall clock` or `chess clock`; a prolongation without the
/// day's minutes of play.
pub fn check(s: &Schedule) -> Result<Vec<ScheduleCheck>, String> {
    let mut out = Vec::new();
    let mut find = |point: M, ok: bool, detail: String| {
        out.push(ScheduleCheck {
            source: model(point),
            ok,
            detail,
            long_game: None,
        })
    };
    if let Some(t) = &s.timed_by {
        let wall = match t.to_ascii_lowercase().as_str() {
            "wall clock" => true,
            "chess clock" => false,
            other => {
                return Err(format!(
                    "\"timed_by\" must be \"wall clock\" or \"chess clock\", found {:?}",
                    other
                ))
            }
        };
        let announced = s.times_announced.unwrap_or(true);
        let (ok, detail) = match (wall, announced, s.regulations_allow_chess_clock) {
            (true, true, _) => (true, "the session for adjourned games is controlled by the wall clock, its start and finish announced in advance".to_string()),
            (true, false, _) => (false, "the session is controlled by the wall clock, but its start and finish must be announced in advance".to_string()),
            (false, _, true) => (true, "the chess clock controls the session: an exception, allowed because the competition's regulations clearly state it".to_string()),
            (false, _, false) => (false, "the chess clock controls the session though the regulations do not clearly state it: the wall clock must control it, with start and finish announced in advance".to_string()),
        };
        find(M::SessionTimedBy, ok, detail);
    }
    if let Some(early) = s.adjourned_early_minutes {
        let (ok, detail) = match (early, s.arbiter_allows_early) {
            (0, _) => (true, "the games are adjourned at the time fixed for adjourning".to_string()),
            (m, _) if m <= 60 => (true, format!("the games are adjourned {} before the time fixed, not more than an hour early", hours(m))),
            (m, true) => (true, format!("the games are adjourned {} before the time fixed, more than an hour early: the arbiter allows it, and that is his decision to make", hours(m))),
            (m, false) => (false, format!("the games are adjourned {} before the time fixed, more than an hour early: the arbiter, whose decision it is, has not allowed that, so play goes on", hours(m))),
        };
        find(M::AdjournedEarly, ok, detail);
    }
    if let Some(n) = s.adjourned_at_last_round {
        let (ok, detail) = match n {
            0 => (true, "all adjourned games are finished before the last round starts, as the Commission recommends".to_string()),
            1 => (false, "one adjourned game is unfinished when the last round starts: the Commission recommends finishing all adjourned games first".to_string()),
            n => (false, format!("{} adjourned games are unfinished when the last round starts: the Commission recommends finishing all adjourned games first", n)),
        };
        find(M::AdjournedAtLastRound, ok, detail);
    }
    if let Some(interrupted) = s.long_game_interrupted {
        let day = s.on_day_for_adjourned_games.unwrap_or(true);
        let (ok, detail) = match (interrupted, day) {
            (false, true) => (true, "on the day reserved for adjourned games the arbiter lets the game of presumed long duration go on, and the quicker adjourned games wait: interrupting it or not is left to his discretion".to_string()),
            (false, false) => (true, "no game is interrupted: the adjourned games are played in turn".to_string()),
            (true, true) => (true, "on the day reserved for adjourned games the arbiter interrupts a game of presumed long duration so that quicker adjourned games can finish: that is within his discretion".to_string()),
            (true, false) => (false, "the arbiter interrupts a game of presumed long duration on an ordinary round day in favour of adjourned games: the interpretation leaves that to his discretion on the day reserved for adjourned games only, and no article gives him the right on another day".to_string()),
        };
        find(M::LongGameInterrupted, ok, detail);
    }
    if let Some(p) = s.prolonged_minutes {
        let day = s.minutes_per_day.ok_or(
            "\"prolonged_minutes\" needs \"minutes_per_day\": the play a player faces that day",
        )?;
        let (ok, detail) = if p == 0 {
            (
                true,
                "the session for adjourned games is not prolonged".to_string(),
            )
        } else if p > 120 {
            (false, format!("the session for adjourned games is prolonged by {}: by not more than two hours", hours(p)))
        } else if !s.players_warned {
            (false, format!("the session for adjourned games is prolonged by {} without the players concerned being warned in advance: they must be", hours(p)))
        } else if day > 7 * 60 {
            (false, format!("the session for adjourned games is prolonged by {}, and a player's day comes to {} of play. No player in a FIDE tournament should be forced to play more than seven hours a day: for him, the prolongation is beyond the arbiter's discretion", hours(p), hours(day)))
        } else {
            (true, format!("the session for adjourned games is prolonged by {}, the players warned in advance, {} of play that day: within the arbiter's discretion", hours(p), hours(day)))
        };
        find(M::HoursOfPlay, ok, detail);
    }
    // the long game's fate is data, not only words (the findings are in the facts' order)
    if let Some(interrupted) = s.long_game_interrupted {
        let source = model(M::LongGameInterrupted);
        if let Some(f) = out.iter_mut().find(|f| f.source == source) {
            f.long_game = Some(if interrupted {
                "interrupted"
            } else {
                "goes on"
            });
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sources(s: &Schedule, ok: bool) -> Vec<String> {
        check(s)
            .expect("a schedule")
            .into_iter()
            .filter(|f| f.ok == ok)
            .map(|f| f.source.label())
            .collect()
    }

    #[test]
    fn the_chess_clock_needs_the_regulations_and_seven_hours_is_the_limit() {
        let s = Schedule {
            timed_by: Some("chess clock".into()),
            prolonged_minutes: Some(60),
            players_warned: true,
            minutes_per_day: Some(480),
            ..Schedule::default()
        };
        assert_eq!(
            sources(&s, false),
            vec!["Interpretation 15 (1979)", "Interpretation 16.1 (1973C)"]
        );
        let s = Schedule {
            regulations_allow_chess_clock: true,
            minutes_per_day: Some(420),
            ..s
        };
        assert!(sources(&s, false).is_empty());
        let s = Schedule {
            players_warned: false,
            ..s
        };
        assert_eq!(sources(&s, false), vec!["Interpretation 16.1 (1973C)"]);
    }

    #[test]
    fn only_the_questions_the_plan_raises_are_answered() {
        assert!(check(&Schedule::default()).expect("empty").is_empty());
        let s = Schedule {
            adjourned_early_minutes: Some(75),
            ..Schedule::default()
        };
        assert_eq!(sources(&s, false), vec!["Interpretation 15.1 (1973)"]);
        let s = Schedule {
            arbiter_allows_early: true,
            ..s
        };
        assert_eq!(sources(&s, true), vec!["Interpretation 15.1 (1973)"]);
        let s = Schedule {
            long_game_interrupted: Some(true),
            on_day_for_adjourned_games: Some(false),
            ..Schedule::default()
        };
        assert_eq!(sources(&s, false), vec!["Interpretation 16.1 (1973B)"]);
        assert!(check(&Schedule {
            timed_by: Some("sundial".into()),
            ..Schedule::default()
        })
        .is_err());
    }
}
