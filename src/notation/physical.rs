//! Reading a move as a hand made it, legal or not: the squares it went from and to, and
//! the piece a pawn was exchanged for. An illegal move is something a player can
//! physically do, and the arbiter rules on it (1977/1980 Art. 9.1, 1993 Art. 8.1, 2018
//! Art. 7.5), so a scenario may record it in any notation: `Ke2` with the king boxed in,
//! `P-K5`, `e2-e5`, `5255`, `O-O` when castling is illegal, `b8` for a pawn left
//! unexchanged, `b8=K`.
//!
//! A notation that names the squares (UCI, long algebraic, the correspondence digits, the
//! Uedemann code) gives them directly. One that names a piece and a square (SAN, figurine,
//! descriptive) is read among the moves the player's pieces could make by their own way
//! of moving, with nothing in between, no check and no occupied square considered: the
//! piece that can reach the square that way is the one the record means. When none or
//! several can, the record does not say which piece moved, and the move must be given in
//! squares.

use super::san::{self, strip_suffixes, PieceLetters, SanError};
use super::uci::{self, RawMove};
use super::{descriptive, numeric};
use crate::chess::position::Position;
use crate::chess::types::{Color, Move, Piece, Role, Square};

/// The moves the player to move could make with a hand by each piece's own way of moving
/// (lines to the edge of the board, whatever stands between; a pawn straight ahead any
/// number of squares or one square diagonally forward; the king two squares along his
/// rank from his starting square, as in castling), legal or not, with every piece a
/// pawn could be exchanged for on the last rank (a king included) or none.
pub fn physical_moves(pos: &Position) -> Vec<Move> {
    let board = pos.board();
    let color = pos.turn();
    let mut out = Vec::new();
    let on = |f: i8, r: i8| -> Option<Square> {
        if (0..8).contains(&f) && (0..8).contains(&r) {
            Square::from_coords(f as u8, r as u8)
        } else {
            None
        }
    };
    for from in all_squares() {
        let Some(piece) = board.piece_at(from).filter(|p| p.color == color) else {
            continue;
        };
        let (f, r) = (from.file() as i8, from.rank() as i8);
        let mut targets: Vec<Square> = Vec::new();
        let lines = |dirs: &[(i8, i8)], targets: &mut Vec<Square>| {
            for &(df, dr) in dirs {
                let mut k = 1;
                while let Some(t) = on(f + df * k, r + dr * k) {
                    targets.push(t);
                    k += 1;
                }
            }
        };
        const STRAIGHT: [(i8, i8); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
        const DIAGONAL: [(i8, i8); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];
        match piece.role {
            Role::Rook => lines(&STRAIGHT, &mut targets),
            Role::Bishop => lines(&DIAGONAL, &mut targets),
            Role::Queen => {
                lines(&STRAIGHT, &mut targets);
                lines(&DIAGONAL, &mut targets);
            }
            Role::Knight => {
                for (df, dr) in [
                    (1, 2),
                    (2, 1),
                    (2, -1),
                    (1, -2),
                    (-1, -2),
                    (-2, -1),
                    (-2, 1),
                    (-1, 2),
                ] {
                    targets.extend(on(f + df, r + dr));
                }
            }
            Role::King => {
                for (df, dr) in STRAIGHT.iter().chain(DIAGONAL.iter()) {
                    targets.extend(on(f + df, r + dr));
                }
            }
            Role::Pawn => {
                let dr = if color == Color::White { 1 } else { -1 };
                let mut k = 1;
                while let Some(t) = on(f, r + dr * k) {
                    targets.push(t);
                    k += 1;
                }
                targets.extend(on(f - 1, r + dr));
                targets.extend(on(f + 1, r + dr));
            }
        }
        for to in targets {
            // onto the opponent's king is an illegal move the arbiter rules on; no hand
            // takes its own king
            if board.piece_at(to)
                == Some(Piece {
                    color,
                    role: Role::King,
                })
            {
                continue;
            }
            let capture = board.piece_at(to).map(|p| p.role);
            let last_rank = piece.role == Role::Pawn && to.rank() == color.promotion_rank();
            let promotions: &[Option<Role>] = if last_rank {
                &[
                    None,
                    Some(Role::Queen),
                    Some(Role::Rook),
                    Some(Role::Bishop),
                    Some(Role::Knight),
                    Some(Role::King),
                ]
            } else {
                &[None]
            };
            for &promotion in promotions {
                out.push(Move::Normal {
                    role: piece.role,
                    from,
                    capture,
                    to,
                    promotion,
                });
            }
        }
        // castling, as the king's two-square move from his starting square
        if piece.role == Role::King && from == king_home(color) {
            for rook_file in [0, 7] {
                if let Some(rook) = Square::from_coords(rook_file, from.rank()) {
                    out.push(Move::Castle { king: from, rook });
                }
            }
        }
    }
    out
}

/// Every move of a piece of the player to move to any other square, whatever its way of
/// moving (no promotion): for a record that names the piece, when only one could be meant.
fn anywhere_moves(pos: &Position) -> Vec<Move> {
    let board = pos.board();
    let mut out = Vec::new();
    for from in all_squares() {
        let Some(piece) = board.piece_at(from).filter(|p| p.color == pos.turn()) else {
            continue;
        };
        if piece.role == Role::Pawn {
            continue;
        }
        let own_king = board.king_of(pos.turn());
        for to in all_squares().filter(|&to| to != from && Some(to) != own_king) {
            out.push(Move::Normal {
                role: piece.role,
                from,
                capture: board.piece_at(to).map(|p| p.role),
                to,
                promotion: None,
            });
        }
    }
    out
}

fn all_squares() -> impl Iterator<Item = Square> {
    (0..64).filter_map(Square::new)
}

fn king_home(color: Color) -> Square {
    Square::from_coords(4, color.back_rank()).unwrap_or_else(|| unreachable!())
}

/// The squares and promotion piece of a move as the hand made it (see [`physical_moves`]):
/// castling is the king's two-square move.
fn raw(m: Move) -> RawMove {
    RawMove {
        from: m.from(),
        to: m.to(),
        promotion: m.promotion(),
    }
}

/// Reads a move as the player to move made it, legal or not.
///
/// # Errors
/// [`SanError::Syntax`] when the text is in no notation; [`SanError::Illegal`] when it
/// names a piece the player does not have, or one that cannot reach the square by its own
/// way of moving; [`SanError::Ambiguous`] when several pieces could have made it.
pub fn read_physical(pos: &Position, text: &str) -> Result<RawMove, SanError> {
    let t = text.trim();
    if let Some(r) = uci::parse_raw_uci(t) {
        return Ok(r);
    }
    if let Some(r) = numeric::raw_correspondence(pos, t) {
        return Ok(r);
    }
    if let Some(r) = numeric::raw_telecom(t) {
        return Ok(r);
    }
    if let Some((role, r)) = uci::raw_lan(t) {
        return match (role, pos.board().piece_at(r.from)) {
            (Some(named), Some(p)) if p.role != named => Err(SanError::Illegal(format!(
                "{}: the piece on {} is not a {}",
                text,
                r.from,
                PieceLetters::english().of(named)
            ))),
            _ => Ok(r),
        };
    }
    let moves = physical_moves(pos);
    let english = PieceLetters::english();
    let san = san::parse_san_among(pos, t, &english, &moves, true);
    let first = match san {
        Ok(m) => return Ok(raw(m)),
        Err(SanError::Ambiguous(_)) => {
            return Err(SanError::Ambiguous(format!(
                "{}: more than one of {}'s pieces could have made this move; the record does not say which",
                text,
                pos.turn()
            )))
        }
        Err(SanError::Illegal(_)) => SanError::Illegal(format!(
            "{}: none of {}'s pieces can make this move by its own way of moving, so the record does not say which piece moved",
            text,
            pos.turn()
        )),
        Err(e) => e,
    };
    if let Ok(m) = san::parse_san_among(pos, t, &PieceLetters::figurine(), &moves, true) {
        return Ok(raw(m));
    }
    // no piece reaches the square by its own way of moving, but the record names the piece:
    // when the player has one piece of that kind (his king, say), it is the one moved
    let anywhere = anywhere_moves(pos);
    for letters in [english.clone(), PieceLetters::figurine()] {
        if let Ok(m) = san::parse_san_among(pos, t, &letters, &anywhere, true) {
            return Ok(raw(m));
        }
    }
    let lang = descriptive::DescriptiveLang::english();
    if let Ok(found) = descriptive::matches_among(pos, t, &lang, &moves, true) {
        // "P-K4" means the same pawn move whatever piece the player meant to promote to
        let mut squares: Vec<RawMove> = found
            .into_iter()
            .map(raw)
            .filter(|r| r.promotion.is_none() || strip_suffixes(t).contains('/'))
            .collect();
        squares.dedup();
        match squares.len() {
            1 => return Ok(squares[0]),
            0 => {}
            n => {
                return Err(SanError::Ambiguous(format!(
                    "{}: {} pieces could have made it",
                    text, n
                )))
            }
        }
    }
    Err(first)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fen;

    fn read(f: &str, text: &str) -> Result<String, SanError> {
        let pos = fen::parse(f).expect("fen");
        read_physical(&pos, text).map(RawMove::uci)
    }

    const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    #[test]
    fn every_notation_gives_the_squares_of_an_illegal_move() {
        for (text, want) in [
            ("Ke2", "e1e2"),
            ("e5", "e2e5"),
            ("e2-e5", "e2e5"),
            ("Pe2-e5", "e2e5"),
            ("e2xe5", "e2e5"),
            ("5255", "e2e5"),
            ("GESO", "e2e5"),
            ("P-K5", "e2e5"),
            ("Bb5", "f1b5"),
            ("B-QN5", "f1b5"),
            ("Qh5", "d1h5"),
            ("O-O", "e1g1"),
            ("O-O-O", "e1c1"),
        ] {
            assert_eq!(read(START, text).as_deref(), Ok(want), "{text}");
        }
    }

    #[test]
    fn promotions_left_out_or_to_a_king() {
        let f = "8/1P6/8/8/8/8/4k3/K7 w - - 0 1";
        assert_eq!(read(f, "b8").as_deref(), Ok("b7b8"));
        assert_eq!(read(f, "b8=K").as_deref(), Ok("b7b8k"));
        assert_eq!(read(f, "b8=Q").as_deref(), Ok("b7b8q"));
    }

    #[test]
    fn a_record_that_names_the_only_piece_of_its_kind() {
        // the king cannot reach e3 by a king's move, but White has one king
        assert_eq!(read(START, "Ke3").as_deref(), Ok("e1e3"));
        assert_eq!(read(START, "Qd4").as_deref(), Ok("d1d4"));
        assert_eq!(read(START, "♕d4").as_deref(), Ok("d1d4"));
    }

    #[test]
    fn a_record_onto_the_opponents_king_is_a_move_to_rule_on() {
        // after 1.d4 Nf6 2.c4 e5 3.dxe5 Ng4 4.Bf4 Nc6: the queen or the pawn put on the
        // black king's square, an illegal move and no position to follow it
        let f = "r1bqkb1r/pppp1ppp/2n5/4P3/2P2Bn1/8/PP2PPPP/RN1QKBNR w KQkq - 3 5";
        assert_eq!(read(f, "Qxe8").as_deref(), Ok("d1e8"));
        assert_eq!(read(f, "e5e8q").as_deref(), Ok("e5e8q"));
        // two pawns could have gone straight to e8: the record does not say which
        assert!(matches!(read(f, "e8=Q"), Err(SanError::Ambiguous(_))));
        // no hand takes its own king
        assert!(read(START, "QxK").is_err());
    }

    #[test]
    fn a_record_that_does_not_say_which_piece_moved() {
        // no knight of White's reaches f6 by a knight's move
        assert!(matches!(read(START, "Nf6"), Err(SanError::Illegal(_))));
        // both rooks could have gone to d1, each through a piece
        let f = "4k3/8/8/8/8/8/8/R1N1K1NR w - - 0 1";
        assert!(matches!(read(f, "Rd1"), Err(SanError::Ambiguous(_))));
        // the long algebraic names a knight on g1, where a bishop stands
        assert!(matches!(
            read("4k3/8/8/8/8/8/8/4K1B1 w - - 0 1", "Ng1-f3"),
            Err(SanError::Illegal(_))
        ));
        assert!(matches!(read(START, "Zz9"), Err(SanError::Syntax(_))));
    }
}
