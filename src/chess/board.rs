//! The physical board: any pieces on any squares, unchecked.
//!
//! The Laws need positions that are not legal chess (an arbiter's case may
//! begin with a wrongly set-up board, 2018 Art. 7.2; a physical illegal move
//! leaves the pieces where the hand put them). [`Board`] and [`Setup`] hold
//! such positions; only [`crate::Position::from_setup`] validates them.

use crate::chess::bitboard::{self, Bitboard};
use crate::chess::types::{CastlingSide, Color, Piece, Role, Square};

/// Piece placement only, not necessarily legal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    by_role: [Bitboard; 6],
    by_color: [Bitboard; 2],
    occupied: Bitboard,
}

impl Default for Board {
    fn default() -> Board {
        Board::new()
    }
}

impl Board {
    /// The initial position (2018 Art. 2.3).
    pub fn new() -> Board {
        let mut b = Board::empty();
        for (f, &role) in Role::BACK_RANK.iter().enumerate() {
            let f = f as u8;
            for color in Color::ALL {
                let r = color.back_rank();
                let pr = if color == Color::White { 1 } else { 6 };
                b.put(sq(f, r), Piece { color, role });
                b.put(
                    sq(f, pr),
                    Piece {
                        color,
                        role: Role::Pawn,
                    },
                );
            }
        }
        b
    }

    /// A board with no pieces.
    pub const fn empty() -> Board {
        Board {
            by_role: [Bitboard::EMPTY; 6],
            by_color: [Bitboard::EMPTY; 2],
            occupied: Bitboard::EMPTY,
        }
    }

    /// The piece on `sq`, if any.
    #[inline]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        if !self.occupied.contains(sq) {
            return None;
        }
        let color = if self.by_color[0].contains(sq) {
            Color::White
        } else {
            Color::Black
        };
        let role = self.role_at(sq)?;
        Some(Piece { color, role })
    }

    /// The role of the piece on `sq`, if any.
    #[inline]
    pub fn role_at(&self, sq: Square) -> Option<Role> {
        if !self.occupied.contains(sq) {
            return None;
        }
        Role::ALL
            .into_iter()
            .find(|&r| self.by_role[r as usize].contains(sq))
    }

    /// Puts `piece` on `sq`, replacing whatever stood there.
    #[inline]
    pub fn put(&mut self, sq: Square, piece: Piece) {
        self.remove(sq);
        self.by_role[piece.role as usize].set(sq);
        self.by_color[piece.color as usize].set(sq);
        self.occupied.set(sq);
    }

    /// Toggles `piece` on `sq` without looking at what stands there: the
    /// caller knows (used when playing a legal move).
    #[inline]
    pub(crate) fn toggle(&mut self, sq: Square, piece: Piece) {
        self.by_role[piece.role as usize].toggle(sq);
        self.by_color[piece.color as usize].toggle(sq);
        self.occupied.toggle(sq);
    }

    /// Removes and returns the piece on `sq`.
    #[inline]
    pub fn remove(&mut self, sq: Square) -> Option<Piece> {
        let p = self.piece_at(sq)?;
        self.by_role[p.role as usize].clear(sq);
        self.by_color[p.color as usize].clear(sq);
        self.occupied.clear(sq);
        Some(p)
    }

    /// Occupied squares.
    #[inline]
    pub fn occupied(&self) -> Bitboard {
        self.occupied
    }
    /// Squares of `color`'s pieces.
    #[inline]
    pub fn by_color(&self, color: Color) -> Bitboard {
        self.by_color[color as usize]
    }
    /// Squares of pieces of `role`, both colours.
    #[inline]
    pub fn by_role(&self, role: Role) -> Bitboard {
        self.by_role[role as usize]
    }
    /// Squares of `piece`.
    #[inline]
    pub fn by_piece(&self, piece: Piece) -> Bitboard {
        self.by_role[piece.role as usize] & self.by_color[piece.color as usize]
    }
    /// Rooks and queens.
    #[inline]
    pub fn rooks_and_queens(&self) -> Bitboard {
        self.by_role[Role::Rook as usize] | self.by_role[Role::Queen as usize]
    }
    /// Bishops and queens.
    #[inline]
    pub fn bishops_and_queens(&self) -> Bitboard {
        self.by_role[Role::Bishop as usize] | self.by_role[Role::Queen as usize]
    }
    /// The king of `color`, when there is exactly one.
    #[inline]
    pub fn king_of(&self, color: Color) -> Option<Square> {
        (self.by_role[Role::King as usize] & self.by_color[color as usize]).single_square()
    }

    /// Pieces of `attacker` that attack `sq` given `occupied` (2018 Art. 3.1.2–3.1.3:
    /// a pinned piece still attacks).
    #[inline]
    pub fn attacks_to(&self, sq: Square, attacker: Color, occupied: Bitboard) -> Bitboard {
        let them = self.by_color(attacker);
        ((bitboard::rook_attacks(sq, occupied) & self.rooks_and_queens())
            | (bitboard::bishop_attacks(sq, occupied) & self.bishops_and_queens())
            | (bitboard::knight_attacks(sq) & self.by_role(Role::Knight))
            | (bitboard::king_attacks(sq) & self.by_role(Role::King))
            | (bitboard::pawn_attacks(attacker.other(), sq) & self.by_role(Role::Pawn)))
            & them
    }

    /// Squares attacked by `piece` standing on `sq`.
    pub fn attacks_from(&self, sq: Square, piece: Piece) -> Bitboard {
        match piece.role {
            Role::Pawn => bitboard::pawn_attacks(piece.color, sq),
            Role::Knight => bitboard::knight_attacks(sq),
            Role::Bishop => bitboard::bishop_attacks(sq, self.occupied),
            Role::Rook => bitboard::rook_attacks(sq, self.occupied),
            Role::Queen => bitboard::queen_attacks(sq, self.occupied),
            Role::King => bitboard::king_attacks(sq),
        }
    }

    /// Iterates over `(square, piece)` pairs, a1 first.
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        self.occupied
            .map(move |sq| (sq, self.piece_at(sq).expect("occupied square has a piece")))
    }

    /// The placement field of a FEN.
    pub fn board_fen(&self) -> String {
        let mut s = String::with_capacity(64);
        for rank in (0..8).rev() {
            let mut empty = 0;
            for file in 0..8 {
                match self.piece_at(sq(file, rank)) {
                    Some(p) => {
                        if empty > 0 {
                            s.push((b'0' + empty) as char);
                            empty = 0;
                        }
                        s.push(p.char());
                    }
                    None => empty += 1,
                }
            }
            if empty > 0 {
                s.push((b'0' + empty) as char);
            }
            if rank > 0 {
                s.push('/');
            }
        }
        s
    }
}

#[inline]
pub(crate) fn sq(file: u8, rank: u8) -> Square {
    Square::from_coords(file, rank).expect("file and rank in range")
}

/// The four castling rights of 2018 Art. 3.8.2.1, as rights (not as the
/// temporary possibility of castling).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct CastlingRights(u8);

impl CastlingRights {
    pub const NONE: CastlingRights = CastlingRights(0);
    pub const ALL: CastlingRights = CastlingRights(15);

    /// The rights from [`CastlingRights::bits`] (see [`crate::chess::position::Packed`]).
    pub(crate) const fn from_bits(bits: u8) -> CastlingRights {
        CastlingRights(bits & 15)
    }

    #[inline]
    const fn bit(color: Color, side: CastlingSide) -> u8 {
        1 << (color as u8 * 2 + side as u8)
    }
    /// Whether `color` keeps the right to castle on `side`.
    #[inline]
    pub const fn has(self, color: Color, side: CastlingSide) -> bool {
        self.0 & Self::bit(color, side) != 0
    }
    #[inline]
    pub fn set(&mut self, color: Color, side: CastlingSide, on: bool) {
        if on {
            self.0 |= Self::bit(color, side);
        } else {
            self.0 &= !Self::bit(color, side);
        }
    }
    /// Removes both rights of `color` (its king moved: 3.8.2.1.1).
    #[inline]
    pub fn discard_color(&mut self, color: Color) {
        self.0 &= !(3 << (color as u8 * 2));
    }
    /// Removes the right tied to a rook's original square, if `sq` is one
    /// (3.8.2.1.2: that rook moved or was captured).
    #[inline]
    pub fn discard_rook_square(&mut self, sq: Square) {
        let mask = match sq.index() {
            0 => Self::bit(Color::White, CastlingSide::QueenSide),
            7 => Self::bit(Color::White, CastlingSide::KingSide),
            56 => Self::bit(Color::Black, CastlingSide::QueenSide),
            63 => Self::bit(Color::Black, CastlingSide::KingSide),
            _ => 0,
        };
        self.0 &= !mask;
    }
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }
    /// The raw four bits: White king side, White queen side, Black king side, Black queen side.
    #[inline]
    pub const fn bits(self) -> u8 {
        self.0
    }
    /// The FEN castling field (`KQkq`, or `-`).
    pub fn fen(self) -> String {
        let mut s = String::new();
        for (c, side, ch) in [
            (Color::White, CastlingSide::KingSide, 'K'),
            (Color::White, CastlingSide::QueenSide, 'Q'),
            (Color::Black, CastlingSide::KingSide, 'k'),
            (Color::Black, CastlingSide::QueenSide, 'q'),
        ] {
            if self.has(c, side) {
                s.push(ch);
            }
        }
        if s.is_empty() {
            s.push('-');
        }
        s
    }
}

/// A position that is not necessarily legal: what a FEN says, unchecked.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Setup {
    pub board: Board,
    /// The player who has the move.
    pub turn: Color,
    pub castling: CastlingRights,
    /// The square a pawn just passed over by a double step, if any.
    pub ep_square: Option<Square>,
    /// Moves by both players since the last capture or pawn move (2018 Art. 9.3).
    pub halfmoves: u32,
    /// The move number, starting at 1 and incremented after Black's move.
    pub fullmoves: u32,
}

impl Default for Setup {
    fn default() -> Setup {
        Setup::initial()
    }
}

impl Setup {
    /// The initial position (2018 Art. 2.3), White to move.
    pub fn initial() -> Setup {
        Setup {
            board: Board::new(),
            turn: Color::White,
            castling: CastlingRights::ALL,
            ep_square: None,
            halfmoves: 0,
            fullmoves: 1,
        }
    }

    /// An empty board, White to move, no rights.
    pub fn empty() -> Setup {
        Setup {
            board: Board::empty(),
            turn: Color::White,
            castling: CastlingRights::NONE,
            ep_square: None,
            halfmoves: 0,
            fullmoves: 1,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn initial_board_fen() {
        assert_eq!(
            Board::new().board_fen(),
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"
        );
    }

    #[test]
    fn put_replaces_and_remove_returns() {
        let mut b = Board::empty();
        let e4 = sq(4, 3);
        b.put(
            e4,
            Piece {
                color: Color::White,
                role: Role::Knight,
            },
        );
        b.put(
            e4,
            Piece {
                color: Color::Black,
                role: Role::Queen,
            },
        );
        assert_eq!(b.occupied().count(), 1);
        assert_eq!(b.remove(e4).map(|p| p.char()), Some('q'));
        assert!(b.occupied().is_empty());
    }
}
