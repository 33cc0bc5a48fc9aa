//! What a click does in the play view ([`Mode`]), what the player to move has said he will
//! do with his next move ([`Intent`]), and a move left on the arbiter's board not yet
//! judged ([`PendingMove`]).

use crate::Square;

/// A move left on the arbiter's board and not yet judged: an illegal one, judged when the
/// clock is pressed (as completed) or before another act (as not completed).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PendingMove {
    /// The move as the engine gets it (the squares, or the notation typed).
    pub text: String,
    /// Where the piece was taken from and put down, when the record says.
    pub squares: Option<(Square, Square)>,
}

/// What a click on the board does: the play view's mode.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Mode {
    /// Casual play: a click picks a piece up (no touched-piece rule), a second click moves
    /// it and presses the mover's clock.
    #[default]
    Quick,
    /// A click touches the piece, and the touched-piece rule binds; a second click moves it
    /// and presses the mover's clock.
    TouchMove,
    /// The arbiter's board: a click touches a piece, a second click puts it down on any
    /// square, legal or not; the player presses his clock himself, and may offer a draw or
    /// claim between the two. An illegal move is judged when the clock is pressed.
    Board,
}

impl Mode {
    pub const ALL: [Mode; 3] = [Mode::Quick, Mode::TouchMove, Mode::Board];

    /// The mode's name in saved games and the app's controls.
    pub fn name(self) -> &'static str {
        match self {
            Mode::Quick => "quick",
            Mode::TouchMove => "touch-move",
            Mode::Board => "board",
        }
    }

    pub fn from_name(name: &str) -> Option<Mode> {
        Mode::ALL.into_iter().find(|m| m.name() == name)
    }

    /// A click on a piece touches it.
    pub fn touches(self) -> bool {
        self != Mode::Quick
    }
}

/// What the player to move has said he will do with the next move he makes by clicks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Intent {
    /// Offer a draw with it: the move is made, the offer made, then his clock pressed
    /// (the order 2018 Art. 9.1.2.1 prescribes), in the modes that press the clock.
    Offer,
    /// Write it on the scoresheet without playing it, for a claim (the intended move).
    Write,
}
