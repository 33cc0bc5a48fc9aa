//! A late arrival (1977/1980 Art. 17.2, 17.4 and their interpretations; 1993 Art. 10.15,
//! 10.17; 2018 Art. 6.7).

use super::{ends, said, Act};
use crate::chess::types::Color;
use crate::clock::rules as clock_rules;
use crate::edition::Edition;
use crate::laws::articles::{cite, Topic};
use crate::laws::editions::Policy;
use crate::laws::verdict::{GameResult, Termination};

/// The facts of a late arrival.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LateFacts {
    pub edition: Edition,
    /// Who arrives late (`None`: both players).
    pub color: Option<Color>,
    /// How long after the start of the session.
    pub ms: u64,
    /// The event's default time (2018 Art. 6.7.1).
    pub default_ms: Option<u64>,
    /// The arbiter excused this player's lateness (Interpretation 17.2 (1958)).
    pub excused: bool,
}

/// The ruling on a late arrival.
pub fn rule(f: &LateFacts) -> Vec<Act> {
    let e = f.edition;
    let p = Policy::of(e);
    let loses = clock_rules::late_arrival(e, f.ms, f.default_ms);
    let minutes = f.ms / 60_000;
    let lose = |c: Color, topic: Topic, decision: String| {
        vec![ends(
            GameResult::Win(c.other()),
            Termination::Late,
            cite(e, topic),
            decision,
        )]
    };
    if let (Some(c), true, true) = (f.color, loses, p.lateness_excuse_stands()) {
        if f.excused {
            // Interpretation 17.2 (1958): the concession granted stands
            return vec![said(cite(e, Topic::LateExcused), format!("{} arrives {} min late, through no fault of his own: the concession granted stands; the game is not forfeited and is played", c, minutes), None)];
        }
    }
    match (f.color, loses) {
        (None, true) => vec![ends(GameResult::BothLose, Termination::Late, cite(e, Topic::BothLate), format!(
                "both players arrive {} min late: the game is lost by both",
                minutes
            ))],
        (Some(c), true) => lose(
            c,
            Topic::LateLoss,
            format!("{} arrives {} min late: the game is lost", c, minutes),
        ),
        // Interpretation 14.3 (1958): White's clock was started at the set time
        (None, false) if p.both_late_time_is_whites() => vec![said(cite(e, Topic::BothLateWithinLimit), format!("both players arrive {} min late, within the limit: White's clock was started at the time set for the game all the same, so the time elapsed is White's alone; Black's clock starts only after White's first move", minutes), None)],
        (c, false) => {
            let who = c.map_or("both players arrive".to_string(), |c| {
                format!("{} arrives", c)
            });
            vec![said(
                cite(e, Topic::LateWithinLimit),
                format!(
                    "{} {} min late, within the limit: the game goes on, the time elapsed stays on the clock",
                    who, minutes
                ),
                None,
            )]
        }
    }
}
