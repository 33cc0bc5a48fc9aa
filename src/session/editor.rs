//! The position editor's state and reducer: an unchecked [`chess::Setup`](crate::Setup)
//! built piece by piece, and the core's verdict on it (a legal [`Position`], or the reason
//! it cannot be one). Plain Rust, tested natively; the app's `#/editor` only draws it and
//! turns clicks into [`EditorAction`]s.

use crate::chess::board::Setup;
use crate::notation::fen;
use crate::{CastlingSide, Color, Piece, Position, PositionError, Square};

/// The editor: the position being built (the initial position by default) and the piece a
/// click puts down (none chosen by default).
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Editor {
    pub setup: Setup,
    /// What a click on a square does: put this piece there, or (`Some(None)`, the eraser)
    /// clear the square; nothing until a piece or the eraser is chosen (`None`), so that a
    /// first click never puts down a piece nobody chose.
    pub brush: Option<Option<Piece>>,
}

/// What the user did in the editor.
#[derive(Clone, Debug, PartialEq)]
pub enum EditorAction {
    /// Chose the piece to put down (`None`: the eraser).
    Brush(Option<Piece>),
    /// Clicked a square: the brush's piece goes there; the same piece again, or the
    /// eraser, clears it.
    Square(Square),
    Turn(Color),
    Castling(Color, CastlingSide, bool),
    /// The square a pawn has just passed over, or none.
    EnPassant(Option<Square>),
    /// The moves since the last capture or pawn move (half-moves, for the fifty-move rule)
    /// and the number of the next move.
    Counters {
        halfmoves: u32,
        fullmoves: u32,
    },
    /// An empty board (the side to move kept).
    Clear,
    /// The initial position.
    Initial,
    /// A FEN to start from; a bad one is refused with the reason, the board unchanged.
    Fen(String),
}

impl Editor {
    /// The editor on a position given as FEN.
    ///
    /// # Errors
    /// The FEN's error, named.
    pub fn from_fen(text: &str) -> Result<Editor, String> {
        let setup = if text.trim() == "startpos" {
            Setup::initial()
        } else {
            fen::parse_setup(text.trim()).map_err(|e| e.to_string())?
        };
        Ok(Editor {
            setup,
            ..Editor::default()
        })
    }

    /// The editor after `action`.
    ///
    /// # Errors
    /// Only [`EditorAction::Fen`] can fail: the FEN's error, the editor unchanged.
    pub fn apply(&self, action: EditorAction) -> Result<Editor, String> {
        let mut next = self.clone();
        let s = &mut next.setup;
        match action {
            EditorAction::Brush(b) => next.brush = Some(b),
            EditorAction::Square(sq) => match self.brush {
                None => {}
                Some(Some(p)) if s.board.piece_at(sq) != Some(p) => s.board.put(sq, p),
                Some(_) => {
                    s.board.remove(sq);
                }
            },
            EditorAction::Turn(c) => s.turn = c,
            EditorAction::Castling(c, side, on) => s.castling.set(c, side, on),
            EditorAction::EnPassant(sq) => s.ep_square = sq,
            EditorAction::Counters {
                halfmoves,
                fullmoves,
            } => {
                s.halfmoves = halfmoves;
                s.fullmoves = fullmoves.max(1);
            }
            EditorAction::Clear => {
                let turn = s.turn;
                *s = Setup {
                    turn,
                    ..Setup::empty()
                };
            }
            EditorAction::Initial => *s = Setup::initial(),
            EditorAction::Fen(text) => {
                return Editor::from_fen(&text).map(|e| Editor {
                    brush: self.brush,
                    ..e
                })
            }
        }
        // an en-passant square the position no longer allows (its pawn moved away, the side
        // to move changed) is dropped, so the choice shown is the one set
        if let Some(ep) = next.setup.ep_square {
            if !Position::en_passant_possible(&next.setup, ep) {
                next.setup.ep_square = None;
            }
        }
        Ok(next)
    }

    /// The position as FEN (as set, whether legal or not).
    pub fn fen(&self) -> String {
        fen::write_setup(&self.setup)
    }

    /// The core's verdict: the legal position, or why the setup cannot be one.
    ///
    /// # Errors
    /// The reason, as the core gives it (a side without its king, a pawn on the first or
    /// last rank, the side not to move in check, a castling right without its king and
    /// rook at home…).
    pub fn position(&self) -> Result<Position, PositionError> {
        Position::from_setup(self.setup.clone())
    }

    /// The squares that can be set as the en-passant square in this position, as the core
    /// allows them ([`Position::en_passant_possible`]).
    pub fn en_passant_squares(&self) -> Vec<Square> {
        Square::all()
            .filter(|&sq| Position::en_passant_possible(&self.setup, sq))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Role;

    fn sq(s: &str) -> Square {
        s.parse().expect("square")
    }

    #[test]
    fn a_click_puts_down_nothing_until_a_piece_is_chosen() {
        let e = Editor::default();
        assert_eq!(e.brush, None);
        let after = e.apply(EditorAction::Square(sq("e4"))).unwrap();
        assert_eq!(after.setup, e.setup, "no piece nobody chose");
        let eraser = e.apply(EditorAction::Brush(None)).unwrap();
        let cleared = eraser.apply(EditorAction::Square(sq("e2"))).unwrap();
        assert_eq!(cleared.setup.board.piece_at(sq("e2")), None);
    }

    #[test]
    fn a_position_built_piece_by_piece_is_checked_by_the_core() {
        let e = Editor::default().apply(EditorAction::Clear).unwrap();
        assert_eq!(e.fen(), "8/8/8/8/8/8/8/8 w - - 0 1");
        assert!(matches!(e.position(), Err(PositionError::Kings { .. })));
        let king = |color| Piece {
            color,
            role: Role::King,
        };
        let e = e
            .apply(EditorAction::Brush(Some(king(Color::White))))
            .and_then(|e| e.apply(EditorAction::Square(sq("e1"))))
            .and_then(|e| e.apply(EditorAction::Brush(Some(king(Color::Black)))))
            .and_then(|e| e.apply(EditorAction::Square(sq("e8"))))
            .unwrap();
        assert_eq!(e.fen(), "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
        assert!(e.position().is_ok());
        // a white rook giving check with Black not to move: the side not to move in check
        let rook = Piece {
            color: Color::White,
            role: Role::Rook,
        };
        let e = e
            .apply(EditorAction::Brush(Some(rook)))
            .and_then(|e| e.apply(EditorAction::Square(sq("e4"))))
            .and_then(|e| e.apply(EditorAction::Turn(Color::White)))
            .unwrap();
        // Black in check with White to move: the last move left Black's king in check
        assert_eq!(e.position().err(), Some(PositionError::OppositeCheck));
        let e = e.apply(EditorAction::Turn(Color::Black)).unwrap();
        assert!(e.position().is_ok());
        let e = e
            .apply(EditorAction::Brush(Some(Piece {
                color: Color::Black,
                role: Role::Rook,
            })))
            .and_then(|e| e.apply(EditorAction::Square(sq("e2"))))
            .unwrap();
        assert_eq!(e.position().err(), Some(PositionError::OppositeCheck));
        // the same piece again clears the square; so does the eraser
        let e = e.apply(EditorAction::Square(sq("e2"))).unwrap();
        assert!(e.setup.board.piece_at(sq("e2")).is_none());
        let e = e
            .apply(EditorAction::Brush(None))
            .and_then(|e| e.apply(EditorAction::Square(sq("e4"))))
            .unwrap();
        assert_eq!(e.fen(), "4k3/8/8/8/8/8/8/4K3 b - - 0 1");
        // a castling right without its rook at home
        let e = e
            .apply(EditorAction::Castling(
                Color::White,
                CastlingSide::KingSide,
                true,
            ))
            .unwrap();
        assert!(matches!(e.position(), Err(PositionError::Castling { .. })));
        // a bad FEN is refused, the editor unchanged
        assert!(e.apply(EditorAction::Fen("8/8 w".into())).is_err());
        let e = e.apply(EditorAction::Initial).unwrap();
        assert_eq!(
            e.fen(),
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
        );
    }

    #[test]
    fn en_passant_squares_follow_the_pawns_that_can_have_just_moved() {
        let e = Editor::from_fen("4k3/8/8/3pP3/8/8/8/4K3 w - - 0 1").unwrap();
        assert_eq!(e.en_passant_squares(), vec![sq("d6")]);
        let e = e.apply(EditorAction::EnPassant(Some(sq("d6")))).unwrap();
        assert!(e.position().is_ok());
        assert_eq!(e.fen(), "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
        // a piece on the square the pawn started from: it cannot have just passed over d6
        let blocked = Editor::from_fen("4k3/3n4/8/3pP3/8/8/8/4K3 w - - 0 1").unwrap();
        assert!(blocked.en_passant_squares().is_empty());
        // the side to move changed: the square is dropped, not left set and refused
        let e = e.apply(EditorAction::Turn(Color::Black)).unwrap();
        assert_eq!(e.setup.ep_square, None);
        assert!(e.position().is_ok());
        // the counters
        let e = e
            .apply(EditorAction::Counters {
                halfmoves: 99,
                fullmoves: 80,
            })
            .unwrap();
        assert_eq!(e.fen(), "4k3/8/8/3pP3/8/8/8/4K3 b - - 99 80");
    }
}
