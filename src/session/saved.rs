//! What a game starts from, and what is kept of it across a reload.

use super::mode::Mode;
use crate::laws::{Event, Scenario};
use serde::{Deserialize, Serialize};

/// What a game starts from, as the user gave it (the saved format keeps these texts).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameSetup {
    /// A year, as [`crate::Edition::from_year`] reads it.
    pub edition: String,
    pub fen: String,
    /// A time control as `clock::TimeControl` reads it; `None`: no clock.
    pub control: Option<String>,
    /// The clock times at the start (White, Black), when a scenario gave them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clock: Option<(u64, u64)>,
}

impl Default for GameSetup {
    fn default() -> GameSetup {
        GameSetup {
            edition: "2018".into(),
            fen: "startpos".into(),
            control: Some("5400+30".into()),
            clock: None,
        }
    }
}

/// What is saved across a reload. The events are written in the scenario format
/// ([`Event`]'s serde), so a saved game is read back as the laws engine reads a scenario.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Saved {
    pub setup: GameSetup,
    pub events: Vec<Event>,
    /// Wall-clock time (ms since 1970) of the last event: the clock runs on from it.
    pub last_ts: f64,
    /// Whether the game has begun (its clock running); `None` in saves from before this
    /// field, read as begun when the save has events.
    #[serde(default)]
    pub started: Option<bool>,
    #[serde(default)]
    pub touch_move: bool,
    #[serde(default)]
    pub physical: bool,
    #[serde(default)]
    pub flipped: bool,
    #[serde(default)]
    pub notation: Option<String>,
    /// A move left on the arbiter's board, not yet judged (an illegal one, judged when the
    /// clock is pressed), as the engine will get it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pending: Option<String>,
}

impl Saved {
    /// A new game from `setup`, its clock starting at `now`.
    pub fn new(setup: GameSetup, now: f64) -> Saved {
        Saved {
            setup,
            events: Vec::new(),
            last_ts: now,
            started: Some(false),
            touch_move: false,
            physical: false,
            flipped: false,
            notation: None,
            pending: None,
        }
    }

    /// A saved game from a scenario, with its first `upto` events (all of them when
    /// `None`), the clock running on from `now`.
    pub fn from_scenario(scenario: &Scenario, upto: Option<usize>, now: f64) -> Saved {
        let n = upto
            .unwrap_or(scenario.events.len())
            .min(scenario.events.len());
        Saved {
            events: scenario.events[..n].to_vec(),
            // a scenario with events has begun
            started: Some(n > 0),
            ..Saved::new(
                GameSetup {
                    edition: scenario.edition.year().into(),
                    fen: scenario.fen.clone(),
                    control: scenario.control.as_ref().map(ToString::to_string),
                    clock: scenario.clock,
                },
                now,
            )
        }
    }

    /// What a click does in the saved game's view (saves keep the two flags they always had).
    pub fn mode(&self) -> Mode {
        match (self.physical, self.touch_move) {
            (true, _) => Mode::Board,
            (false, true) => Mode::TouchMove,
            (false, false) => Mode::Quick,
        }
    }

    /// Reads a saved game.
    ///
    /// # Errors
    /// What is wrong with the text, in words, for the message shown instead of the game.
    pub fn parse(text: &str) -> Result<Saved, String> {
        crate::json::parse(text).map_err(|e| e.to_string())
    }

    /// The text [`Saved::parse`] reads.
    pub fn to_text(&self) -> String {
        crate::json::text(self)
    }
}
