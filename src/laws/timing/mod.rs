//! The rule functions of the time family (1977/1980 Art. 13, 14, 17.1 and 17.2; 1993
//! Art. 10.14–10.17, 11 and 12; 2018 Art. 6 and 8): a flag, a late arrival, the arbiter's
//! clock actions, a defective clock, the proportional times after an irregularity. Each
//! takes the facts as plain data and returns its decision as [`Step`]s; `Game` gathers the
//! facts (`laws/time.rs`, `laws/arbiter.rs`) and applies the steps in order.

pub mod arbiter;
pub mod defect;
pub mod flag;
pub mod late;

use super::articles::{cite, Topic};
use super::citation::Citation;
use super::verdict::{Effect, GameResult, Termination};
use crate::chess::types::Color;
use crate::edition::Edition;

/// One ruling of a decision: what decides it, the words, what it changes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Said {
    pub citation: Citation,
    pub decision: String,
    pub effect: Option<Effect>,
}

/// What a decision does to the clock (applied by `Game`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClockOp {
    /// The clocks are stopped.
    Stop,
    /// This side's clock is started.
    Start(Color),
    /// The side is taken to have passed the time control: the next period's time, the
    /// flag up again (Interpretations 13.2 (1967), 17.1 (1979B)).
    PassControl(Color),
    /// 1993 Art. 12.8: both flags down, the next move the first of the next period.
    BothFlagsFallen,
    /// The remaining times are set (a side left out keeps its time).
    Set {
        white: Option<u64>,
        black: Option<u64>,
    },
    /// The move counter of a side is corrected.
    SetMoves { color: Color, moves: u32 },
    /// Units of the clock stop through a defect.
    Stick { white: bool, black: bool },
    /// The defective clock is replaced by one that works.
    Replace,
}

/// What a decision remembers for later rulings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Note {
    /// The player made his move and forgot to stop his clock (at this count of plies).
    Forgot { by: Color, plies: u32 },
    /// A defective clock is in the arbiter's hands (or no longer: `None`).
    Defect(Option<Defect>),
    /// The proportional times of an irregularity (or none left to set).
    Proportional(Option<Proportional>),
}

/// A defective clock being dealt with: the arbiter sets the new clock's times.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Defect {
    /// The correction by the formula would have had a disastrous result, so the arbiter
    /// sets the times by his own judgement (Interpretation 14.5 (1973)).
    pub disastrous: bool,
}

/// The times the proportional rule gives after an irregularity found later (1977/1980
/// Art. 14.7, 1993 Art. 12.6): the remaining times each player is allotted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Proportional {
    pub remaining_ms: [u64; 2],
    /// Who made the illegal move, if the record says.
    pub offender: Option<Color>,
}

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
    /// The record after `note`.
    pub fn note(&mut self, note: Note) {
        match note {
            Note::Forgot { by, plies } => self.forgot = Some((by, plies)),
            Note::Defect(d) => self.defect = d,
            Note::Proportional(p) => self.proportional = p,
        }
    }
}

/// One step of a decision.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// A ruling.
    Rule(Said),
    /// The game ends with its ruling (the first ending stands).
    End {
        result: GameResult,
        termination: Termination,
        citation: Citation,
        decision: String,
    },
    /// A change to the clock.
    Clock(ClockOp),
    /// Something to remember.
    Note(Note),
}

/// A ruling step.
pub fn said(citation: Citation, decision: impl Into<String>, effect: Option<Effect>) -> Step {
    Step::Rule(Said {
        citation,
        decision: decision.into(),
        effect,
    })
}

/// A game without a clock: the flag or clock action `what` has nothing to act on. The
/// action is refused and the game goes on.
pub fn no_clock(edition: Edition, what: &str) -> Vec<Step> {
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

#[cfg(test)]
mod tests;
