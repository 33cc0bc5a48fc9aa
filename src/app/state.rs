//! The app's state and the actions that change it. Every rule is asked of the
//! core; this file only keeps track of what the user has selected and played.

use crate::notation::{self, san, uci};
use crate::{Move, Position, Role, Square};
use std::rc::Rc;
use yew::Reducible;

/// The play view's state.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct PlayState {
    pub position: Position,
    pub selected: Option<Square>,
    /// The moves of the game, from the initial position.
    pub moves: Vec<Move>,
    pub san: Vec<String>,
    /// The last entry that could not be played, with the reason.
    pub error: Option<String>,
}

/// What the user did.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// A square was clicked: select a piece, or move the selected piece there.
    ClickSquare(Square),
    /// A move typed in any notation the core reads.
    EnterMove(String),
    /// Start a new game.
    Reset,
}

impl PlayState {
    /// Replays saved moves (UCI) from the initial position; stops at the
    /// first one that is not legal, so a damaged save never breaks the app.
    pub fn from_uci(moves: &[String]) -> PlayState {
        let mut s = PlayState::default();
        for m in moves {
            match uci::parse_uci(&s.position, m) {
                Ok(mv) => s.play(mv),
                Err(e) => {
                    s.error = Some(format!("saved game: {e}"));
                    break;
                }
            }
        }
        s
    }

    /// The moves in UCI, for saving.
    pub fn uci(&self) -> Vec<String> {
        self.moves.iter().map(|&m| uci::to_uci(m)).collect()
    }

    fn play(&mut self, m: Move) {
        self.san.push(san::to_san(&self.position, m));
        self.position.play_unchecked(m);
        self.moves.push(m);
        self.selected = None;
        self.error = None;
    }

    /// The last move's squares.
    pub fn last_move(&self) -> Option<(Square, Square)> {
        self.moves.last().map(|m| (m.from(), m.to()))
    }

    /// The FEN letter of the piece on each square, a1 first.
    pub fn squares(&self) -> Vec<Option<char>> {
        Square::all()
            .map(|s| self.position.board().piece_at(s).map(|p| p.char()))
            .collect()
    }

    /// Legal destinations of the selected piece, from the core.
    pub fn dests(&self) -> Vec<Square> {
        match self.selected {
            Some(from) => self.moves_from(from).map(|m| m.to()).collect(),
            None => Vec::new(),
        }
    }

    fn moves_from(&self, from: Square) -> impl Iterator<Item = Move> {
        self.position
            .legal_moves()
            .into_iter()
            .filter(move |m| m.from() == from)
    }

    /// A one-line description of the game state.
    pub fn status(&self) -> String {
        let p = &self.position;
        if p.is_checkmate() {
            format!("Checkmate: {} wins (2018 Art. 5.1.1)", p.turn().other())
        } else if p.is_stalemate() {
            "Stalemate: the game is drawn (2018 Art. 5.2.1)".to_string()
        } else if p.is_check() {
            format!("{} to move, in check", p.turn())
        } else {
            format!("{} to move", p.turn())
        }
    }
}

impl Reducible for PlayState {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut next = (*self).clone();
        match action {
            Action::Reset => return Rc::new(PlayState::default()),
            Action::EnterMove(text) => match notation::parse_move(&next.position, &text) {
                Ok(m) => next.play(m),
                Err(e) => next.error = Some(e.to_string()),
            },
            Action::ClickSquare(sq) => {
                let own = next
                    .position
                    .board()
                    .piece_at(sq)
                    .is_some_and(|p| p.color == next.position.turn());
                if let Some(from) = next.selected {
                    // a pawn reaching the last rank becomes a queen until the picker lands
                    let chosen = next
                        .moves_from(from)
                        .filter(|m| m.to() == sq)
                        .find(|m| m.promotion().is_none_or(|r| r == Role::Queen));
                    if let Some(m) = chosen {
                        next.play(m);
                        return Rc::new(next);
                    }
                }
                next.selected = if own && next.selected != Some(sq) {
                    Some(sq)
                } else {
                    None
                };
            }
        }
        Rc::new(next)
    }
}
