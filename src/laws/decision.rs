//! The one decision type of the laws engine. Every rule family (draws, claims and offers,
//! the time rules, incidents, the adjournment, the competition's models) returns its
//! decision as [`Decision`]s (what decided it, the words, what the verdict reports it
//! changes) inside a list of [`Act`]s (what the game does, in order); `Game` applies the
//! list in one place (`laws/apply.rs`). Two decisions compare as data: a test, a demo's
//! contrast or a quiz choice asks what was decided, not how it was phrased.

use super::citation::Citation;
use super::verdict::{Effect, GameResult, Ruling, Termination};
use crate::chess::types::{Color, Move};
use serde::ser::Serializer;
use serde::Serialize;

/// One decision: what decided it, the decision in words, and what it changes besides the
/// words, as the verdict reports it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Decision {
    pub citation: Citation,
    pub words: String,
    pub effect: Option<Effect>,
}

impl Decision {
    pub fn new(citation: Citation, words: impl Into<String>, effect: Option<Effect>) -> Decision {
        Decision {
            citation,
            words: words.into(),
            effect,
        }
    }

    /// A decision with no effect beyond its words.
    pub fn says(citation: Citation, words: impl Into<String>) -> Decision {
        Decision::new(citation, words, None)
    }

    /// A decision that refuses what was asked or done: the position and the clocks stay
    /// as they were.
    pub fn refuses(citation: Citation, words: impl Into<String>) -> Decision {
        Decision::new(citation, words, Some(Effect::Refused))
    }

    /// The decision as the verdict records it, tied to the event (0-based) that caused it.
    pub fn at(self, event: usize) -> Ruling {
        Ruling {
            event,
            citation: self.citation,
            decision: self.words,
            effect: self.effect,
        }
    }

    /// The change to the clock its effect names, when it adds or charges time.
    pub fn clock_op(&self) -> Option<ClockOp> {
        match self.effect {
            Some(Effect::AddTime { color, ms }) => Some(ClockOp::Add(color, ms)),
            Some(Effect::ChargeTime { color, ms }) => Some(ClockOp::Charge(color, ms)),
            _ => None,
        }
    }
}

/// `{"article", "interprets"?, "decision", "effect"?}`: a ruling without its event (the
/// competition models' rulings are written so).
impl Serialize for Decision {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        super::verdict::ruling_map(s, None, &self.citation, &self.words, &self.effect)
    }
}

/// A decision that ends the game: its result, how it ended, and the decision.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ending {
    pub result: GameResult,
    pub termination: Termination,
    pub citation: Citation,
    pub words: String,
}

/// What the game does on a decision, in order. Every rule family returns a list of these;
/// `Game::apply_acts` applies them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Act {
    /// A ruling: its words and the effect the verdict reports. It changes nothing by
    /// itself; a change to the clock is its own act ([`Act::Clock`]).
    Rule(Decision),
    /// The game ends with this decision (the first ending stands).
    End(Ending),
    /// The declared move is made on the board.
    Play(Move),
    /// The declared move must be the next move.
    Compulsory(Move),
    /// A draw offer stands: by whom, and whether it was made before his move, his own
    /// clock running.
    Offer { by: Color, before_move: bool },
    /// No draw offer stands any more (declined, or refused with an agreement).
    NoOffer,
    /// A change to the clock (none without a clock).
    Clock(ClockOp),
    /// Something the game remembers for later decisions.
    Memo(Memo),
    /// A step of the adjournment: a move sealed, the envelope opened and played.
    Adjourn(AdjournOp),
}

impl Act {
    /// A ruling whose effect adds or charges time: the clock changed, then the ruling.
    pub fn timed(d: Decision) -> Vec<Act> {
        let mut acts = Vec::with_capacity(2);
        if let Some(op) = d.clock_op() {
            acts.push(Act::Clock(op));
        }
        acts.push(Act::Rule(d));
        acts
    }

    /// An ending reached with the clocks stopped first (a claim upheld, a draw agreed).
    pub fn stopped_end(x: Ending) -> [Act; 2] {
        [Act::Clock(ClockOp::Stop), Act::End(x)]
    }

    /// The ruling, when this act is one.
    pub fn decision(&self) -> Option<&Decision> {
        match self {
            Act::Rule(d) => Some(d),
            _ => None,
        }
    }
}

/// What a decision does to the clock (applied by `Game`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClockOp {
    /// The clocks are stopped.
    Stop,
    /// This side's clock is started.
    Start(Color),
    /// Time is added to a side's remaining time.
    Add(Color, u64),
    /// Time is charged to a side (taken from his remaining time).
    Charge(Color, u64),
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

/// What a decision of the adjournment does to the game (applied by `Game`, `adjourn/`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AdjournOp {
    /// A move put in the envelope with the clocks still running: not definitely made,
    /// the player may still change it (Interpretation 15.1 (1966)).
    Unsealed { mv: String },
    /// The move is sealed: the move made on the board (`on_board`) is completed first;
    /// then the clocks are stopped and the times recorded on the envelope.
    Seal {
        mv: String,
        sealer: Color,
        on_board: bool,
    },
    /// The reply is sealed while the sealer is absent: the replier's clock is stopped and
    /// the sealer's started (1977/1980 Art. 16.4, 1993 Art. 14.4).
    SealReply { mv: String, replier: Color },
    /// This side's clock runs (the other's stopped).
    RunClock(Color),
    /// The move in the envelope (in SAN) is made on the board by `mover` with the clock:
    /// his clock runs for it and his opponent's is started.
    Play { san: String, mover: Color },
    /// The game goes on from the position on the board, this side's clock running.
    Resume(Color),
    /// The envelope is gone (its game ended by it).
    ClearEnvelope,
    /// A clock shown wrongly at the resumption is corrected: time added (positive) or
    /// charged (negative). A correction the clock cannot take (beyond ten days) is left
    /// undone, as before this type existed; the ruling still says what the Laws require.
    Correct { color: Color, ms: i64 },
}

/// What a decision remembers for later decisions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Memo {
    /// The player made his move and forgot to stop his clock (at this count of plies).
    Forgot { by: Color, plies: u32 },
    /// A defective clock is in the arbiter's hands (or no longer: `None`).
    Defect(Option<Defect>),
    /// The proportional times of an irregularity (or none left to set).
    Proportional(Option<Proportional>),
    /// The player's lateness, should it pass the limit, does not forfeit the game.
    ExcusedLate(Color),
    /// The player knocked pieces over and pressed his clock without restoring them: the
    /// opponent may set the player's clock running again.
    PiecesDown(Color),
    /// The session is over: this player, having the move, must seal it; he may not press
    /// his clock and play on (Interpretation 15.1 (1978)).
    MustSeal(Color),
    /// Flags are established under the event's special regulations (true) or the
    /// procedure of the Laws (false).
    FlagRegulations(bool),
    /// The federation's rule applies: no draw may be agreed before this move.
    NoDrawBefore(u32),
    /// The tournament's regulations raise the fifty moves to so many plies for this game.
    FiftyRegulation(u32),
    /// The clocks' setting at the start has been corrected: nothing is left to correct.
    StartClockCorrected,
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
