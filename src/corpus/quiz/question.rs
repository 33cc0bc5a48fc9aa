//! A question and its choices, and where each choice was computed: the quiz's data, as
//! `quiz.json` holds it.

use crate::corpus::lesson::Case;
use crate::edition::Edition;
use serde::ser::{SerializeMap, Serializer};
use serde::Serialize;

/// One question: the board after `before` events of a case, and what to decide next.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Question {
    /// `"12.3-1964/demo"`: the ruling and the case.
    pub key: String,
    pub ruling: String,
    #[serde(serialize_with = "case_name")]
    pub case: Case,
    #[serde(serialize_with = "edition_year")]
    pub edition: Edition,
    /// The events played before the decisive one: the board is shown after them.
    pub before: usize,
    /// The decisive event, in words.
    pub event: String,
    /// Three to five outcomes, each different.
    pub choices: Vec<Choice>,
    /// Index into `choices` of the engine's decision.
    pub answer: usize,
}

/// One outcome offered, where the engine decided it and why.
#[derive(Clone, Debug, PartialEq)]
pub struct Choice {
    /// The outcome in an arbiter's words ([`Resolution::words`]).
    pub text: String,
    pub source: Origin,
    /// Why it is or is not the decision, for after the answer: the engine's decision
    /// where it was computed, with its citations, or the misreading it is.
    pub reason: String,
    /// The citations of the rulings it comes from (none for a misreading).
    pub cited: Vec<String>,
}

/// Where a choice was computed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Origin {
    /// The same events judged under this edition (the question's own: the answer).
    Edition(Edition),
    /// The lesson's other case: the one fact the ruling turns on changed.
    OtherCase(Case),
    Misreading(Misreading),
}

/// A misreading of the decision a trainee makes, computed from the answer's outcome.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Misreading {
    /// A claim upheld that the Laws refuse here.
    Upheld,
    /// A claim refused that the Laws uphold here.
    Refused,
    /// The penalty, or the change to the clocks, left out.
    NoPenalty,
    /// The clocks set right, the penalty left out (where the answer does both).
    ClockOnly,
    /// The penalty given, the clocks left as they were (where the answer does both).
    PenaltyOnly,
    /// A touch taken as binding nothing: the touched-piece rule's requirement left out.
    Unbound,
    /// A fallen flag misjudged: the game lost on time where it is not, or drawn where it is
    /// lost.
    Flag,
}

impl Misreading {
    pub const ALL: [Misreading; 7] = [
        Misreading::Upheld,
        Misreading::Refused,
        Misreading::NoPenalty,
        Misreading::ClockOnly,
        Misreading::PenaltyOnly,
        Misreading::Unbound,
        Misreading::Flag,
    ];

    pub fn code(self) -> &'static str {
        match self {
            Misreading::Upheld => "upheld",
            Misreading::Refused => "refused",
            Misreading::NoPenalty => "no-penalty",
            Misreading::ClockOnly => "clock-only",
            Misreading::PenaltyOnly => "penalty-only",
            Misreading::Unbound => "unbound",
            Misreading::Flag => "flag",
        }
    }

    pub(super) fn words(self) -> &'static str {
        match self {
            Misreading::Upheld => "It upholds a claim that the Laws refuse here",
            Misreading::Refused => "It refuses a claim that the Laws uphold here",
            Misreading::NoPenalty => "It leaves out the penalty or the change to the clocks",
            Misreading::ClockOnly => "It sets the clocks right but leaves out the penalty",
            Misreading::PenaltyOnly => "It gives the penalty but leaves the clocks as they were",
            Misreading::Unbound => "It takes the touch as binding the player to nothing",
            Misreading::Flag => "It mistakes what follows from the fallen flag",
        }
    }
}

/// `{"text", "source": "edition"|"demo"|"contrast"|"misreading", "edition"?, "misreading"?,
/// "reason", "cited"}`.
impl Serialize for Choice {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut m = s.serialize_map(None)?;
        m.serialize_entry("text", &self.text)?;
        match self.source {
            Origin::Edition(e) => {
                m.serialize_entry("source", "edition")?;
                m.serialize_entry("edition", e.year())?;
            }
            Origin::OtherCase(c) => m.serialize_entry("source", c.name())?,
            Origin::Misreading(x) => {
                m.serialize_entry("source", "misreading")?;
                m.serialize_entry("misreading", x.code())?;
            }
        }
        m.serialize_entry("reason", &self.reason)?;
        m.serialize_entry("cited", &self.cited)?;
        m.end()
    }
}

fn case_name<S: Serializer>(c: &Case, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(c.name())
}

fn edition_year<S: Serializer>(e: &Edition, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(e.year())
}
