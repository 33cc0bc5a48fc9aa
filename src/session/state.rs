//! The play view's state ([`PlayState`]) and what the user does to it ([`Action`]). The
//! reducer is in `reduce.rs`; the acts at the board in `acts.rs`; the game rebuilt from
//! its events in `build.rs`; the scoresheet in `sheet.rs`.

use super::mode::{Intent, Mode, PendingMove};
use super::saved::{GameSetup, Saved};
use crate::laws::material::{AnalysisRequest, MatingChance};
use crate::laws::{Event, Game, Probe};
use crate::notation::Notation;
use crate::{Color, Edition, Role, Square};
use std::cell::RefCell;
use std::rc::Rc;

/// Nodes an analysis may take on the page's thread. The positions of real games need a few
/// hundred: 1 of the 13,882 sides of the benchmark's random and self-play games needs more.
/// In wasm (session 20) a side cut off here takes 18 ms (median of the CHA dev set's; 48 ms
/// at most), one answered under it at most 52 ms; at 10,000 nodes 19 ms at most, but 7 game
/// sides would wait for the worker, its notice showing, instead of 1.
pub const PROBE_NODES: u64 = 20_000;

/// A full answer to an analysis asked (from the app's worker), for [`Probe::remember`].
pub type Answer = (String, Color, MatingChance);

/// The play view's state.
#[derive(Clone, Debug)]
pub struct PlayState {
    pub setup: GameSetup,
    /// The scenario's events so far (what the laws engine replays and what is saved).
    pub events: Vec<Event>,
    /// The engine's game after the events.
    pub game: Game,
    pub last_ts: f64,
    /// Whether the game has begun: a new game's clock waits for its first event (a move,
    /// or the arbiter starting the clock), so no time passes before the players start.
    pub started: bool,
    pub selected: Option<Square>,
    /// What a click does.
    pub mode: Mode,
    /// What the player to move will do with his next move made by clicks.
    pub intent: Option<Intent>,
    /// The move written for a claim (typed, or made on the board with [`Intent::Write`]),
    /// not played.
    pub written: String,
    pub flipped: bool,
    pub notation: Notation,
    /// A pawn move to the last rank waiting for the piece to be chosen.
    pub promotion: Option<(Square, Square)>,
    /// The arbiter's board: an illegal move made on the board, not yet judged (it is when
    /// the clock is pressed: the engine then gets it as a completed move; a legal one goes
    /// to the engine at once, as made and not yet completed).
    pub pending: Option<PendingMove>,
    /// The half-move each draw offer is written with (1 = the game's first), for the
    /// scoresheet's `(=)`: the offerer's move, the one he made before offering or, offered
    /// before he moved, the one he makes next.
    pub offers: Vec<usize>,
    /// The last thing that could not be done, with the reason; the state is unchanged.
    pub error: Option<String>,
    /// An action waiting for dead-position analyses longer than the page's thread may run
    /// (the app's worker runs them); the game is unchanged until their answers come.
    pub analysing: Option<Analysing>,
    /// The dead-position analysis the engine is given: cut off at [`PROBE_NODES`], with
    /// the full answers found or received so far. Shared by the states of one play view
    /// (a state's clone, the next state, a new game), so an answer is never asked twice.
    pub probe: Rc<RefCell<Probe>>,
    /// How many games were loaded into the view ([`Action::Load`]): loading the game that is
    /// already shown is still a change, so an embedding host is told its rulings again.
    pub loads: u32,
}

/// An action waiting for analyses, and which.
#[derive(Clone, Debug, PartialEq)]
pub struct Analysing {
    pub action: Action,
    pub needs: Vec<AnalysisRequest>,
}

impl PartialEq for PlayState {
    fn eq(&self, o: &PlayState) -> bool {
        self.setup == o.setup
            && self.events == o.events
            && self.last_ts == o.last_ts
            && self.started == o.started
            && self.selected == o.selected
            && self.mode == o.mode
            && self.intent == o.intent
            && self.written == o.written
            && self.flipped == o.flipped
            && self.notation == o.notation
            && self.promotion == o.promotion
            && self.pending == o.pending
            && self.error == o.error
            && self.analysing == o.analysing
            && self.loads == o.loads
    }
}

/// What the user did; `now` is the wall-clock time in ms.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    Click {
        square: Square,
        now: f64,
    },
    Promote {
        role: Role,
        now: f64,
    },
    CancelPromotion,
    /// A move typed in any notation the core reads.
    Enter {
        text: String,
        now: f64,
    },
    /// A press of the clock's button (or Space): the player who made a move on the board
    /// completes it, or the player to move presses without a move.
    Press {
        now: f64,
    },
    /// The player to move says what he will do with his next move by clicks (`None`: he
    /// changes his mind).
    Intend(Option<Intent>),
    /// The move written for a claim, as typed.
    Write(String),
    /// Any scenario event (claims, offers, resignations, flags, seals, arbiter actions).
    Event {
        event: Event,
        now: f64,
    },
    /// The arbiter corrects the move counters, as typed in the panel.
    SetMoves {
        white: String,
        black: String,
        now: f64,
    },
    /// Another edition: this game's events judged under it (`keep`), or a new game.
    SetEdition {
        edition: Edition,
        keep: bool,
        now: f64,
    },
    /// A time control as typed or chosen (`none` or nothing: no clock): this game's events
    /// played again under it (`keep`), or a new game.
    SetControl {
        text: String,
        keep: bool,
        now: f64,
    },
    SetMode(Mode),
    Flip,
    SetNotation(Notation),
    ImportFen {
        text: String,
        now: f64,
    },
    ImportPgn {
        text: String,
        now: f64,
    },
    /// Load a whole saved game (a reload, or "play on from here").
    Load(Saved),
    /// The full answers of the analyses an action waits for, and which analyses were
    /// asked: the action is decided again.
    Analysed {
        asked: Vec<AnalysisRequest>,
        answers: Vec<Answer>,
    },
    Reset {
        now: f64,
    },
}

/// A probe with nothing known yet.
pub(super) fn new_probe() -> Rc<RefCell<Probe>> {
    Rc::new(RefCell::new(Probe::new(PROBE_NODES)))
}
