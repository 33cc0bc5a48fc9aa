//! The rule functions of the time family (1977/1980 Art. 13, 14, 17.1 and 17.2; 1993
//! Art. 10.14–10.17, 11 and 12; 2018 Art. 6 and 8): a flag, a late arrival, the arbiter's
//! clock actions, a defective clock, the proportional times after an irregularity. Each
//! takes the facts as plain data and returns its decision as [`Act`]s; `Game` gathers the
//! facts (`laws/time.rs`, `laws/arbiter.rs`) and applies the acts in order
//! (`Game::apply_acts`, `laws/apply.rs`).

pub mod arbiter;
pub mod defect;
pub mod flag;
pub mod late;

use super::articles::{cite, Topic};
use super::citation::Citation;
pub use super::decision::{Act, ClockOp, Defect, Memo, Proportional};
use super::decision::{Decision, Ending};
use super::verdict::{Effect, GameResult, Termination};
use crate::chess::types::Color;
use crate::edition::Edition;

/// What the time rules remember between events.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Record {
    /// A player who made his move and forgot to stop his clock, and when (plies).
    pub forgot: Option<(Color, u32)>,
    /// A defective clock in the arbiter's hands.
    pub defect: Option<Defect>,
    /// Proportional times not yet set on the clock.
    pub proportional: Option<Proportional>,
}

impl Record {
    /// The record after `note`. `Game::apply_acts` hands it the time rules' memos only
    /// (the others are kept by their own families).
    pub fn note(&mut self, note: Memo) {
        match note {
            Memo::Forgot { by, plies } => self.forgot = Some((by, plies)),
            Memo::Defect(d) => self.defect = d,
            Memo::Proportional(p) => self.proportional = p,
            _ => {}
        }
    }
}

/// A ruling act.
pub fn said(citation: Citation, words: impl Into<String>, effect: Option<Effect>) -> Act {
    Act::Rule(Decision::new(citation, words, effect))
}

/// A game without a clock: the flag or clock action `what` has nothing to act on. The
/// action is refused and the game goes on.
pub fn no_clock(edition: Edition, what: &str) -> Vec<Act> {
    vec![said(
        cite(edition, Topic::NoClock),
        format!("this game is played without a clock: {}", what),
        Some(Effect::Refused),
    )]
}

/// A time as a clock shows it: `1:20:00`, `24:18`.
pub fn shows(ms: u64) -> String {
    crate::clock::format_ms(i64::try_from(ms).unwrap_or(i64::MAX), 0)
}

/// An ending act: the game ends with this decision.
pub fn ends(
    result: GameResult,
    termination: Termination,
    citation: Citation,
    words: impl Into<String>,
) -> Act {
    Act::End(Ending {
        result,
        termination,
        citation,
        words: words.into(),
    })
}

#[cfg(test)]
mod tests;
