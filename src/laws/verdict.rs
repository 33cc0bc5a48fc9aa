//! The engine's answers as types: each [`Ruling`] with its [`Citation`] and [`Effect`],
//! the game's [`Outcome`] (a [`GameResult`] and its [`Termination`]), and the
//! [`Verdict`] on a whole scenario. serde writes the protocol's JSON (see
//! `docs/scenarios.md`); the app matches the types.

use super::citation::Citation;
use crate::chess::types::Color;
use crate::edition::Edition;
use serde::ser::{SerializeMap, SerializeStruct, Serializer};
use serde::Serialize;

/// A claim of a draw.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClaimKind {
    /// Repetition of position (1977 Art. 12.3, 1993 10.10, 2018 9.2).
    Repetition,
    /// The fifty-move rule (1977 Art. 12.4, 1993 10.12, 2018 9.3).
    Fifty,
}

/// The result of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameResult {
    /// One side wins (`1-0` or `0-1`).
    Win(Color),
    /// `1/2-1/2`.
    Draw,
    /// `0-0`: both players lose (both late, 1977/1980 Art. 17.4, 1993 10.17, 2018 6.7.1).
    BothLose,
    /// The game is annulled and replayed (colours reversed, 2018 Art. 7.3…).
    Annulled,
}

impl GameResult {
    /// The protocol's code: `1-0`, `0-1`, `1/2-1/2`, `0-0` or `annulled`.
    pub fn code(self) -> &'static str {
        match self {
            GameResult::Win(c) => c.fold_wb("1-0", "0-1"),
            GameResult::Draw => "1/2-1/2",
            GameResult::BothLose => "0-0",
            GameResult::Annulled => "annulled",
        }
    }

    /// The winner, if one side wins.
    pub fn winner(self) -> Option<Color> {
        match self {
            GameResult::Win(c) => Some(c),
            _ => None,
        }
    }
}

/// Why a game ended. The protocol writes the kebab-case names (`"repetition-claim"`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Termination {
    Checkmate,
    Stalemate,
    Resignation,
    Agreement,
    RepetitionClaim,
    FiftyMoveClaim,
    Fivefold,
    SeventyFiveMoves,
    DeadPosition,
    InsufficientMaterial,
    TimeForfeit,
    TimeForfeitDraw,
    IllegalMoves,
    SealedMove,
    Late,
    ColoursReversed,
    /// The initial position of the pieces was incorrect (1977/1980 Art. 9.4).
    InitialPosition,
    /// 1977/1980 Art. 16.5: the envelope lost, the position and times not re-established.
    EnvelopeLost,
    /// The game was sent for adjudication and its result registered.
    Adjudication,
}

impl Termination {
    /// How a game ended, in words for people, as the words after "by": "checkmate",
    /// "repetition (claimed)".
    pub fn words(self) -> &'static str {
        match self {
            Termination::Checkmate => "checkmate",
            Termination::Stalemate => "stalemate",
            Termination::Resignation => "resignation",
            Termination::Agreement => "agreement",
            Termination::RepetitionClaim => "repetition (claimed)",
            Termination::FiftyMoveClaim => "the fifty-move rule (claimed)",
            Termination::Fivefold => "fivefold repetition",
            Termination::SeventyFiveMoves => "the seventy-five-move rule",
            Termination::DeadPosition => "dead position",
            Termination::InsufficientMaterial => "insufficient material",
            Termination::TimeForfeit => "time forfeit",
            Termination::TimeForfeitDraw => "a fallen flag (the opponent cannot checkmate)",
            Termination::IllegalMoves => "illegal moves",
            Termination::SealedMove => "an invalid sealed move",
            Termination::Late => "late arrival",
            Termination::ColoursReversed => "colours reversed",
            Termination::InitialPosition => "incorrect initial position",
            Termination::EnvelopeLost => "the loss of the sealed-move envelope",
            Termination::Adjudication => "adjudication",
        }
    }

    /// Every termination, in the order of the protocol's documentation.
    pub const ALL: [Termination; 19] = [
        Termination::Checkmate,
        Termination::Stalemate,
        Termination::Resignation,
        Termination::Agreement,
        Termination::RepetitionClaim,
        Termination::FiftyMoveClaim,
        Termination::Fivefold,
        Termination::SeventyFiveMoves,
        Termination::DeadPosition,
        Termination::InsufficientMaterial,
        Termination::TimeForfeit,
        Termination::TimeForfeitDraw,
        Termination::IllegalMoves,
        Termination::SealedMove,
        Termination::Late,
        Termination::ColoursReversed,
        Termination::InitialPosition,
        Termination::EnvelopeLost,
        Termination::Adjudication,
    ];

    /// The protocol's code (`"repetition-claim"`).
    pub fn code(self) -> &'static str {
        match self {
            Termination::Checkmate => "checkmate",
            Termination::Stalemate => "stalemate",
            Termination::Resignation => "resignation",
            Termination::Agreement => "agreement",
            Termination::RepetitionClaim => "repetition-claim",
            Termination::FiftyMoveClaim => "fifty-move-claim",
            Termination::Fivefold => "fivefold",
            Termination::SeventyFiveMoves => "seventy-five-moves",
            Termination::DeadPosition => "dead-position",
            Termination::InsufficientMaterial => "insufficient-material",
            Termination::TimeForfeit => "time-forfeit",
            Termination::TimeForfeitDraw => "time-forfeit-draw",
            Termination::IllegalMoves => "illegal-moves",
            Termination::SealedMove => "sealed-move",
            Termination::Late => "late",
            Termination::ColoursReversed => "colours-reversed",
            Termination::InitialPosition => "initial-position",
            Termination::EnvelopeLost => "envelope-lost",
            Termination::Adjudication => "adjudication",
        }
    }
}

/// How a game ended, and the citation that ended it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Outcome {
    pub result: GameResult,
    pub termination: Termination,
    pub citation: Citation,
}

/// What a ruling changes besides the words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Effect {
    /// Time added to a side's remaining time.
    AddTime { color: Color, ms: u64 },
    /// Time charged to (subtracted from) a side.
    ChargeTime { color: Color, ms: u64 },
    /// The remaining times set (a side left out keeps its time): the arbiter's correction,
    /// a replaced clock, the proportional times after an irregularity.
    SetTime {
        white: Option<u64>,
        black: Option<u64>,
    },
    /// A side's count of moves corrected.
    SetMoves { color: Color, moves: u32 },
    /// The clocks are stopped (the arbiter restarts them).
    ClockStopped,
    /// The clock is started again: `color`'s side runs.
    ClockStarted { color: Color },
    /// The action is refused: the position and the clocks stay as they were.
    Refused,
    /// The position before an illegal move is reinstated (its FEN).
    Reinstated { fen: String },
    /// The arbiter may penalise this player (a warning or a penalty at his discretion:
    /// 1977 Art. 19.2, 1993 Art. 13.4, 2018 Art. 12.9).
    Penalty { color: Color },
    /// The arbiter may penalise both players (a draw agreed against the principles on
    /// premature draws, 1977/1980 Interpretations 18.1).
    PenaltyBoth,
    /// The ruling ends the game (the verdict's `result`, `reason` and `article`).
    GameOver {
        result: GameResult,
        termination: Termination,
    },
}

/// `{"add_ms":{"white":120000}}`, `{"charge_ms":{…}}`,
/// `{"set_ms":{"white":4200000,"black":4800000}}`, `{"set_moves":{"white":40}}`,
/// `{"clock":"stopped"}`, `{"clock":"started","running":"black"}`, `{"refused":true}`,
/// `{"penalty":"white"}`,
/// `{"reinstated":"<fen>"}`, `{"game_over":{"result":"0-1","reason":"time-forfeit"}}`.
impl Serialize for Effect {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        struct Side(Color, u64);
        impl Serialize for Side {
            fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                let mut m = s.serialize_map(Some(1))?;
                m.serialize_entry(self.0.name(), &self.1)?;
                m.end()
            }
        }
        struct Times(Option<u64>, Option<u64>);
        impl Serialize for Times {
            fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                let n = usize::from(self.0.is_some()) + usize::from(self.1.is_some());
                let mut m = s.serialize_map(Some(n))?;
                if let Some(w) = self.0 {
                    m.serialize_entry("white", &w)?;
                }
                if let Some(b) = self.1 {
                    m.serialize_entry("black", &b)?;
                }
                m.end()
            }
        }
        struct Over(GameResult, Termination);
        impl Serialize for Over {
            fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                let mut m = s.serialize_map(Some(2))?;
                m.serialize_entry("result", self.0.code())?;
                m.serialize_entry("reason", &self.1)?;
                m.end()
            }
        }
        let n = if matches!(self, Effect::ClockStarted { .. }) {
            2
        } else {
            1
        };
        let mut m = s.serialize_map(Some(n))?;
        match self {
            Effect::AddTime { color, ms } => m.serialize_entry("add_ms", &Side(*color, *ms))?,
            Effect::ChargeTime { color, ms } => {
                m.serialize_entry("charge_ms", &Side(*color, *ms))?
            }
            Effect::SetTime { white, black } => {
                m.serialize_entry("set_ms", &Times(*white, *black))?
            }
            Effect::SetMoves { color, moves } => {
                m.serialize_entry("set_moves", &Side(*color, u64::from(*moves)))?
            }
            Effect::ClockStopped => m.serialize_entry("clock", "stopped")?,
            Effect::ClockStarted { color } => {
                m.serialize_entry("clock", "started")?;
                m.serialize_entry("running", color.name())?;
            }
            Effect::Refused => m.serialize_entry("refused", &true)?,
            Effect::Reinstated { fen } => m.serialize_entry("reinstated", fen)?,
            Effect::Penalty { color } => m.serialize_entry("penalty", color.name())?,
            Effect::PenaltyBoth => m.serialize_entry("penalty", "both")?,
            Effect::GameOver {
                result,
                termination,
            } => m.serialize_entry("game_over", &Over(*result, *termination))?,
        }
        m.end()
    }
}

/// One decision of the engine, tied to the event that caused it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ruling {
    /// 0-based index of the event.
    pub event: usize,
    /// What decided it.
    pub citation: Citation,
    /// The decision in words.
    pub decision: String,
    pub effect: Option<Effect>,
}

/// `{"event", "article", "interprets"?, "decision", "effect"?}`.
impl Serialize for Ruling {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        ruling_map(
            s,
            Some(self.event),
            &self.citation,
            &self.decision,
            &self.effect,
        )
    }
}

/// A ruling as JSON: `{"event"?, "article", "interprets"?, "decision", "effect"?}`, with its
/// event ([`Ruling`]) or without ([`Decision`](super::decision::Decision)).
pub(crate) fn ruling_map<S: Serializer>(
    s: S,
    event: Option<usize>,
    citation: &Citation,
    words: &str,
    effect: &Option<Effect>,
) -> Result<S::Ok, S::Error> {
    let interprets = citation.interpretation().and(citation.article_number());
    let n = 2
        + usize::from(event.is_some())
        + usize::from(interprets.is_some())
        + usize::from(effect.is_some());
    let mut m = s.serialize_map(Some(n))?;
    if let Some(i) = event {
        m.serialize_entry("event", &i)?;
    }
    m.serialize_entry("article", citation)?;
    if let Some(a) = interprets {
        m.serialize_entry("interprets", a)?;
    }
    m.serialize_entry("decision", words)?;
    if let Some(e) = effect {
        m.serialize_entry("effect", e)?;
    }
    m.end()
}

/// The remaining times when the scenario ends. A fallen flag is a state,
/// never a negative time: the time shows 0 and the flag is listed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ClockTimes {
    pub white_ms: u64,
    pub black_ms: u64,
    /// The sides whose flag has fallen (`"white"`, `"black"`).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub flags: Vec<&'static str>,
}

/// The answer to a scenario.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    pub edition: Edition,
    /// How the game ended; `None` while it goes on.
    pub outcome: Option<Outcome>,
    /// The position on the board (FEN).
    pub fen: String,
    /// The moves played, in SAN.
    pub san: Vec<String>,
    pub clock: Option<ClockTimes>,
    pub rulings: Vec<Ruling>,
}

impl Verdict {
    /// The protocol's result code: `1-0`, `0-1`, `1/2-1/2`, `0-0`, `annulled`, or `*`
    /// while the game goes on.
    pub fn result_code(&self) -> &'static str {
        self.outcome.map_or("*", |o| o.result.code())
    }

    /// The protocol's reason code, when the game has ended.
    pub fn reason_code(&self) -> Option<&'static str> {
        self.outcome.map(|o| o.termination.code())
    }

    /// The label of the citation that ended the game.
    pub fn article_label(&self) -> Option<String> {
        self.outcome.map(|o| o.citation.label())
    }
}

/// `{"result", "reason"?, "edition", "article"?, "interprets"?, "fen", "san", "clock",
/// "rulings"}`: the protocol's verdict.
impl Serialize for Verdict {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut m = s.serialize_struct("Verdict", 9)?;
        m.serialize_field("result", self.result_code())?;
        if let Some(o) = &self.outcome {
            m.serialize_field("reason", &o.termination)?;
        }
        m.serialize_field("edition", self.edition.year())?;
        if let Some(o) = &self.outcome {
            m.serialize_field("article", &o.citation)?;
            if let (Some(_), Some(a)) = (o.citation.interpretation(), o.citation.article_number()) {
                m.serialize_field("interprets", a)?;
            }
        }
        m.serialize_field("fen", &self.fen)?;
        m.serialize_field("san", &self.san)?;
        m.serialize_field("clock", &self.clock)?;
        m.serialize_field("rulings", &self.rulings)?;
        m.end()
    }
}
