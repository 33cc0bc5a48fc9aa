//! Sessions for adjourned games, checked against FIDE Interpretations 15 (1979), 15.1 (1973)
//! and 16.1 (1973A–C) (1977/1980 Laws, Articles 15–16).

use serde::{Deserialize, Serialize};

/// A day's plan for adjourned games, as the arbiter sets it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Schedule {
    /// Minutes of play a player may face that day, adjourned games included.
    pub minutes_per_day: u32,
    /// How the adjourned session is timed: `wall clock` or `chess clock`.
    pub timed_by: String,
    /// Whether the regulations allow the chess clock to time it.
    #[serde(default)]
    pub regulations_allow_chess_clock: bool,
    /// Games still adjourned when the last round starts.
    #[serde(default)]
    pub adjourned_at_last_round: u32,
    /// How many minutes before the set time the games are adjourned.
    #[serde(default)]
    pub adjourned_early_minutes: u32,
    /// A long adjourned game interrupted so that quicker ones can finish.
    #[serde(default)]
    pub long_game_interrupted: bool,
}

/// One finding: the interpretation, whether the plan meets it, and why.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Finding {
    pub source: &'static str,
    pub ok: bool,
    pub detail: String,
}

/// Checks a schedule.
pub fn check(s: &Schedule) -> Vec<Finding> {
    let wall = s.timed_by.eq_ignore_ascii_case("wall clock");
    let mut out = vec![
        Finding {
            source: "Interpretation 15 (1979)",
            ok: wall || s.regulations_allow_chess_clock,
            detail: if wall {
                "the adjourned session is controlled by the wall clock, start and finish announced in advance".into()
            } else if s.regulations_allow_chess_clock {
                "the chess clock times the session, as the regulations clearly state".into()
            } else {
                "the chess clock times the session without the regulations saying so: the wall clock should".into()
            },
        },
        Finding {
            source: "Interpretation 16.1 (1973C)",
            ok: s.minutes_per_day <= 7 * 60,
            detail: format!("{} h {} min of play that day: no player in a FIDE tournament should be forced to play more than seven hours a day", s.minutes_per_day / 60, s.minutes_per_day % 60),
        },
        Finding {
            source: "Interpretation 16.1 (1973A)",
            ok: s.adjourned_at_last_round == 0,
            detail: format!("{} game(s) still adjourned when the last round starts: recommended, all should be finished before", s.adjourned_at_last_round),
        },
    ];
    if s.adjourned_early_minutes > 60 {
        out.push(Finding {
            source: "Interpretation 15.1 (1973)",
            ok: true,
            detail: format!("games adjourned {} minutes early: more than an hour, left to the arbiter's discretion", s.adjourned_early_minutes),
        });
    }
    if s.long_game_interrupted {
        out.push(Finding {
            source: "Interpretation 16.1 (1973B)",
            ok: true,
            detail: "a game of presumed long duration is interrupted so that quicker adjourned games can finish: the arbiter's discretion".into(),
        });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn eight_hours_by_the_chess_clock_breaks_two_recommendations() {
        let s = Schedule {
            minutes_per_day: 480,
            timed_by: "chess clock".into(),
            regulations_allow_chess_clock: false,
            adjourned_at_last_round: 0,
            adjourned_early_minutes: 0,
            long_game_interrupted: false,
        };
        let bad: Vec<&str> = check(&s)
            .iter()
            .filter(|f| !f.ok)
            .map(|f| f.source)
            .collect();
        assert_eq!(
            bad,
            vec!["Interpretation 15 (1979)", "Interpretation 16.1 (1973C)"]
        );
        let s = Schedule {
            minutes_per_day: 420,
            timed_by: "wall clock".into(),
            ..s
        };
        assert!(check(&s).iter().all(|f| f.ok));
    }
}
