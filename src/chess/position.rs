//! A validated, playable position and the legal moves of 2018 Art. 3
//! (the same in substance in 1977/1980 Art. 5–7 and 1993 Art. 4–6).

use crate::chess::bitboard::{self, Bitboard};
use crate::chess::board::{sq, Board, CastlingRights, Setup};
use crate::chess::types::{CastlingSide, Color, Move, Piece, Role, Square};
use crate::chess::zobrist;
use arrayvec::ArrayVec;
use core::fmt;

/// A fixed-capacity list of moves: move generation never allocates.
pub type MoveList = ArrayVec<Move, 256>;

/// A legal position: exactly one king per side, the side not to move not in
/// check, no pawns on the first or last rank, consistent castling rights and
/// en passant square.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    board: Board,
    turn: Color,
    castling: CastlingRights,
    ep_square: Option<Square>,
    halfmoves: u32,
    fullmoves: u32,
    /// The Zobrist hash of the pieces, the player to move and the castling rights
    /// ([`zobrist::hash`]), kept up to date by [`Position::play_unchecked`]; the en passant
    /// file is added by [`Position::repetition_key`] when a capture there is legal.
    key: u64,
}

/// What is wrong with a [`Setup`] that [`Position::from_setup`] refuses.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionError {
    /// A side has no king, or more than one (2018 Art. 2.2: one king each).
    Kings { color: Color, count: u32 },
    /// A pawn on the first or last rank (a pawn there would have promoted, 3.7.5).
    PawnOnBackRank { square: Square },
    /// More than 16 pieces of one colour, or more than 8 pawns.
    TooManyPieces { color: Color },
    /// The side that does not have the move is in check: the last move left
    /// its own king in check (3.9.2).
    OppositeCheck,
    /// Three or more checkers, or two that no single move could give.
    ImpossibleCheck,
    /// A castling right whose king or rook is not on its original square.
    Castling { color: Color, side: CastlingSide },
    /// The en passant square is not one a pawn of the other side can just have
    /// passed over by a double step.
    EnPassant { square: Square },
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::Kings { color, count } => {
                write!(f, "{} has {} kings (exactly one is required)", color, count)
            }
            PositionError::PawnOnBackRank { square } => {
                write!(
                    f,
                    "pawn on {} (no pawn can stand on the first or last rank)",
                    square
                )
            }
            PositionError::TooManyPieces { color } => {
                write!(f, "{} has more than 16 pieces or more than 8 pawns", color)
            }
            PositionError::OppositeCheck => f.write_str("the side not to move is in check"),
            PositionError::ImpossibleCheck => {
                f.write_str("the side to move is in a check no single move can give")
            }
            PositionError::Castling { color, side } => write!(
                f,
                "castling right {} for {} without king and rook on their original squares",
                side.san(),
                color
            ),
            PositionError::EnPassant { square } => write!(
                f,
                "en passant square {} is impossible (no pawn can just have passed over it)",
                square
            ),
        }
    }
}

impl std::error::Error for PositionError {}

/// Why a move given as squares is not legal, with the article of the Laws it
/// breaks (2018 numbering; the same rules stand in 1977/1980 Art. 5–7 and 1993 Art. 4–6).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IllegalReason {
    NoPiece,
    NotYourPiece,
    CapturesOwnPiece,
    BishopNotDiagonal,
    RookNotStraight,
    QueenNotStraightOrDiagonal,
    KnightNotKnightMove,
    KingTooFar,
    JumpsOverPiece,
    PawnBackwards,
    PawnSideways,
    PawnForwardBlocked,
    PawnDoubleStepNotFromStart,
    PawnCaptureNothing,
    PawnTooFar,
    EnPassantNotImmediate,
    PromotionMissing,
    PromotionInvalidPiece,
    PromotionNotOnLastRank,
    CastlingKingMoved,
    CastlingRookMoved,
    CastlingPiecesBetween,
    CastlingOutOfCheck,
    CastlingThroughAttack,
    CastlingIntoCheck,
    KingLeftInCheck,
    KingExposedToCheck,
    /// The move's details (captured piece, kind) do not match the board.
    Inconsistent,
}

impl IllegalReason {
    /// What the move breaks, in words that name the piece and what it cannot do (the
    /// article is the caller's: it differs by edition).
    pub fn describe(self) -> &'static str {
        use IllegalReason::*;
        match self {
            NoPiece => "there is no piece on the square it is moved from",
            NotYourPiece => "the piece belongs to the opponent",
            CapturesOwnPiece => "a piece may not move to a square occupied by a piece of its own colour",
            BishopNotDiagonal => "a bishop moves only along a diagonal",
            RookNotStraight => "a rook moves only along a file or a rank",
            QueenNotStraightOrDiagonal => "a queen moves only along a file, a rank or a diagonal",
            KnightNotKnightMove => "a knight moves only to one of the nearest squares not on its own rank, file or diagonal",
            KingTooFar => "a king moves only to an adjoining square (or castles)",
            JumpsOverPiece => "a bishop, rook or queen may not move over another piece",
            PawnBackwards => "a pawn never moves backwards",
            PawnSideways => "a pawn never moves sideways",
            PawnForwardBlocked => "a pawn moves straight forward only onto an empty square",
            PawnDoubleStepNotFromStart => {
                "a pawn advances two squares only on its first move, and never over a piece"
            }
            PawnCaptureNothing => "a pawn moves diagonally only to capture",
            PawnTooFar => "a pawn moves one square forward, or two on its first move",
            EnPassantNotImmediate => {
                "a pawn may capture en passant only on the move right after the opponent's two-square advance"
            }
            PromotionMissing => {
                "a pawn reaching the last rank must be exchanged for a queen, rook, bishop or knight"
            }
            PromotionInvalidPiece => {
                "a pawn may be exchanged only for a queen, rook, bishop or knight of its own colour"
            }
            PromotionNotOnLastRank => {
                "a pawn is exchanged for a new piece only on the rank furthest from its start"
            }
            CastlingKingMoved => "the king may not castle once he has moved",
            CastlingRookMoved => "the king may not castle with a rook that has moved",
            CastlingPiecesBetween => "the king may not castle with a piece between him and the rook",
            CastlingOutOfCheck => "the king may not castle out of check",
            CastlingThroughAttack => "the king may not castle across a square attacked by the opponent",
            CastlingIntoCheck => "the king may not castle into check",
            KingLeftInCheck => "the move leaves the king in check",
            KingExposedToCheck => "the move exposes the king to check",
            Inconsistent => "the move does not match the pieces on the board",
        }
    }
}

impl fmt::Display for IllegalReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.describe())
    }
}

impl Default for Position {
    fn default() -> Position {
        Position::new()
    }
}

/// A position in 32 bytes, for a search that keeps many of them (the dead-position
/// analysis's exhaustive search): the occupied squares, a 4-bit code (colour and role) per
/// occupied square in square order, the side to move, the castling rights and the
/// en-passant square. The move counters are not kept: [`Packed::unpack`] gives 0 and 1.
#[derive(Clone, Copy)]
pub(crate) struct Packed {
    occupied: u64,
    /// 32 codes of 4 bits, the first in the low bits of the first word
    codes: [u64; 2],
    /// bit 7: Black to move; bits 0–3: castling rights
    flags: u8,
    /// the en-passant square's index, or 64
    ep: u8,
}

impl Packed {
    pub(crate) fn unpack(&self) -> Position {
        let mut board = Board::empty();
        for (i, sq) in Bitboard(self.occupied).into_iter().enumerate() {
            let code = ((self.codes[i / 16] >> (4 * (i % 16))) & 15) as usize;
            let color = if code >= 6 {
                Color::Black
            } else {
                Color::White
            };
            board.put(
                sq,
                Piece {
                    color,
                    role: Role::ALL[code % 6],
                },
            );
        }
        let turn = if self.flags & 128 != 0 {
            Color::Black
        } else {
            Color::White
        };
        let castling = CastlingRights::from_bits(self.flags);
        Position {
            key: zobrist::hash(&board, turn, castling),
            board,
            turn,
            castling,
            ep_square: Square::new(self.ep),
            halfmoves: 0,
            fullmoves: 1,
        }
    }
}

impl Position {
    /// This position in 32 bytes (see [`Packed`]).
    pub(crate) fn pack(&self) -> Packed {
        let mut codes = [0u64; 2];
        for (i, sq) in self.board.occupied().into_iter().enumerate() {
            let p = self.board.piece_at(sq).expect("occupied");
            codes[i / 16] |= ((p.color as u64) * 6 + p.role as u64) << (4 * (i % 16));
        }
        Packed {
            occupied: self.board.occupied().0,
            codes,
            flags: ((self.turn == Color::Black) as u8) << 7 | self.castling.bits(),
            ep: self.ep_square.map_or(64, |s| s.index() as u8),
        }
    }

    /// The initial position (2018 Art. 2.3).
    pub fn new() -> Position {
        Position::from_setup(Setup::initial())
            .unwrap_or_else(|_| unreachable!("the initial position is legal"))
    }

    /// Whether `ep` can be the square a pawn of the side not to move has just passed over
    /// by a double step in `setup`: on that side's third rank, the pawn beyond it, it and
    /// the pawn's start square empty.
    pub fn en_passant_possible(setup: &Setup, ep: Square) -> bool {
        let b = &setup.board;
        let us = setup.turn;
        let them = us.other();
        // the square passed over is on the 6th rank from the mover's view
        ep.relative_rank(us) == 5
            && b.piece_at(sq(ep.file(), if us == Color::White { 4 } else { 3 }))
                == Some(Piece {
                    color: them,
                    role: Role::Pawn,
                })
            && !b.occupied().contains(ep)
            && !b
                .occupied()
                .contains(sq(ep.file(), if us == Color::White { 6 } else { 1 }))
    }

    /// Validates a setup.
    ///
    /// # Errors
    /// The first [`PositionError`] found.
    pub fn from_setup(setup: Setup) -> Result<Position, PositionError> {
        let b = &setup.board;
        for color in Color::ALL {
            let kings = (b.by_role(Role::King) & b.by_color(color)).count();
            if kings != 1 {
                return Err(PositionError::Kings {
                    color,
                    count: kings,
                });
            }
            if b.by_color(color).count() > 16
                || b.by_piece(Piece {
                    color,
                    role: Role::Pawn,
                })
                .count()
                    > 8
            {
                return Err(PositionError::TooManyPieces { color });
            }
        }
        if let Some(s) = (b.by_role(Role::Pawn) & (Bitboard::rank(0) | Bitboard::rank(7))).first() {
            return Err(PositionError::PawnOnBackRank { square: s });
        }
        for color in Color::ALL {
            for side in CastlingSide::ALL {
                if setup.castling.has(color, side) {
                    let r = color.back_rank();
                    let king_ok = b.piece_at(sq(4, r))
                        == Some(Piece {
                            color,
                            role: Role::King,
                        });
                    let rook_ok = b.piece_at(sq(side.rook_from_file(), r))
                        == Some(Piece {
                            color,
                            role: Role::Rook,
                        });
                    if !king_ok || !rook_ok {
                        return Err(PositionError::Castling { color, side });
                    }
                }
            }
        }
        if let Some(ep) = setup.ep_square {
            if !Position::en_passant_possible(&setup, ep) {
                return Err(PositionError::EnPassant { square: ep });
            }
        }
        let pos = Position {
            key: zobrist::hash(&setup.board, setup.turn, setup.castling),
            board: setup.board,
            turn: setup.turn,
            castling: setup.castling,
            ep_square: setup.ep_square,
            halfmoves: setup.halfmoves,
            fullmoves: setup.fullmoves.max(1),
        };
        let them = pos.turn.other();
        let their_king = pos.board.king_of(them).expect("one king checked");
        if pos
            .board
            .attacks_to(their_king, pos.turn, pos.board.occupied())
            .any()
        {
            return Err(PositionError::OppositeCheck);
        }
        let checkers = pos.checkers();
        if checkers.count() > 2 {
            return Err(PositionError::ImpossibleCheck);
        }
        if checkers.count() == 2 {
            // two checkers never both stand on lines a single move could open
            // if they are of the same sliding kind on one line with the king
            let mut it = checkers;
            let (a, c) = (it.next().expect("two"), it.next().expect("two"));
            let king = pos.our_king();
            if bitboard::aligned(a, c, king) {
                return Err(PositionError::ImpossibleCheck);
            }
            let ra = pos.board.role_at(a);
            let rc = pos.board.role_at(c);
            if ra == rc && matches!(ra, Some(Role::Pawn) | Some(Role::Knight)) {
                return Err(PositionError::ImpossibleCheck);
            }
        }
        Ok(pos)
    }

    /// The unchecked setup of this position.
    pub fn to_setup(&self) -> Setup {
        Setup {
            board: self.board,
            turn: self.turn,
            castling: self.castling,
            ep_square: self.ep_square,
            halfmoves: self.halfmoves,
            fullmoves: self.fullmoves,
        }
    }

    #[inline]
    pub fn board(&self) -> &Board {
        &self.board
    }
    /// The player who has the move.
    #[inline]
    pub fn turn(&self) -> Color {
        self.turn
    }
    #[inline]
    pub fn castling_rights(&self) -> CastlingRights {
        self.castling
    }
    /// The square passed over by a pawn's double step on the last move, whether
    /// or not an en passant capture is possible (see [`Position::legal_ep_square`]).
    #[inline]
    pub fn ep_square(&self) -> Option<Square> {
        self.ep_square
    }
    /// Moves since the last capture or pawn move, counting each player's (2018 Art. 9.3).
    #[inline]
    pub fn halfmoves(&self) -> u32 {
        self.halfmoves
    }
    #[inline]
    pub fn fullmoves(&self) -> u32 {
        self.fullmoves
    }
    /// Sets the counters (used when a game record gives them).
    pub fn set_counters(&mut self, halfmoves: u32, fullmoves: u32) {
        self.halfmoves = halfmoves;
        self.fullmoves = fullmoves.max(1);
    }

    #[inline]
    fn our_king(&self) -> Square {
        self.board
            .king_of(self.turn)
            .expect("validated position has a king")
    }

    /// Pieces giving check to the side to move (2018 Art. 3.9.1).
    #[inline]
    pub fn checkers(&self) -> Bitboard {
        self.board
            .attacks_to(self.our_king(), self.turn.other(), self.board.occupied())
    }

    /// The side to move is in check (2018 Art. 3.9.1).
    #[inline]
    pub fn is_check(&self) -> bool {
        self.checkers().any()
    }

    /// Whether the legal move `m` checks the other king: `self.after(m).is_check()`, without
    /// making the move (castling and en passant are made). The moved piece checks from its
    /// new square, or a piece of the mover's checks through the square it left (the other
    /// king is not in check before the move, so nothing else can).
    pub fn gives_check(&self, m: Move) -> bool {
        let Move::Normal {
            role,
            from,
            to,
            promotion,
            ..
        } = m
        else {
            return self.after(m).is_check();
        };
        let Some(king) = self.board.king_of(self.turn.other()) else {
            return false;
        };
        let occupied = self.board.occupied().without(from).with(to);
        let piece = Piece {
            color: self.turn,
            role: promotion.unwrap_or(role),
        };
        let direct = match piece.role {
            Role::Pawn => bitboard::pawn_attacks(self.turn, to),
            Role::Knight => bitboard::knight_attacks(to),
            Role::Bishop => bitboard::bishop_attacks(to, occupied),
            Role::Rook => bitboard::rook_attacks(to, occupied),
            Role::Queen => bitboard::queen_attacks(to, occupied),
            Role::King => bitboard::king_attacks(to),
        };
        direct.contains(king)
            || self
                .board
                .attacks_to(king, self.turn, occupied)
                .without(from)
                .any()
    }

    /// Checkmate: the side to move is in check and has no legal move (2018 Art. 1.2, 5.1.1).
    pub fn is_checkmate(&self) -> bool {
        self.is_check() && !self.has_legal_move()
    }

    /// Stalemate: the side to move has no legal move and is not in check (2018 Art. 5.2.1).
    pub fn is_stalemate(&self) -> bool {
        !self.is_check() && !self.has_legal_move()
    }

    /// Whether the side to move has any legal move. The king's steps are tried first: one
    /// of them is usually legal, and then nothing is listed or counted.
    pub fn has_legal_move(&self) -> bool {
        let king = self.our_king();
        let without_king = self.board.occupied().without(king);
        for to in bitboard::king_attacks(king) & !self.board.by_color(self.turn) {
            if self
                .board
                .attacks_to(to, self.turn.other(), without_king)
                .is_empty()
            {
                return true;
            }
        }
        self.count_legal_moves() > 0
    }

    /// The pieces of `us` that are the only piece between their king and an
    /// enemy slider.
    fn blockers(&self) -> Bitboard {
        let king = self.our_king();
        let them = self.board.by_color(self.turn.other());
        let snipers = ((bitboard::rook_attacks(king, Bitboard::EMPTY)
            & self.board.rooks_and_queens())
            | (bitboard::bishop_attacks(king, Bitboard::EMPTY) & self.board.bishops_and_queens()))
            & them;
        let mut blockers = Bitboard::EMPTY;
        for s in snipers {
            let b = bitboard::between(king, s) & self.board.occupied();
            if !b.more_than_one() {
                blockers |= b;
            }
        }
        blockers & self.board.by_color(self.turn)
    }

    /// All legal moves (2018 Art. 3.10.1), without allocating.
    pub fn legal_moves(&self) -> MoveList {
        let mut moves = MoveList::new();
        self.gen_legal(&mut moves);
        moves
    }

    /// Appends the legal moves to `moves`.
    pub fn gen_legal(&self, moves: &mut MoveList) {
        let king = self.our_king();
        let us = self.board.by_color(self.turn);
        let checkers = self.checkers();
        let start = moves.len();
        if checkers.is_empty() {
            let target = !us;
            self.gen_non_king(target, moves);
            self.gen_king(king, target, moves);
            self.gen_castling(king, moves);
        } else {
            self.gen_king(king, !us, moves);
            if let Some(checker) = checkers.single_square() {
                let target = bitboard::between(king, checker).with(checker);
                self.gen_non_king(target, moves);
            }
        }
        let blockers = self.blockers();
        if blockers.any() {
            let mut i = start;
            while i < moves.len() {
                let m = moves[i];
                if blockers.contains(m.from()) && !bitboard::aligned(m.from(), m.to(), king) {
                    moves.swap_remove(i);
                } else {
                    i += 1;
                }
            }
        }
        self.gen_en_passant(king, moves);
    }

    /// The number of legal moves, counted without listing them (perft's last
    /// ply). Always equals `legal_moves().len()`; the perft suite checks both.
    pub fn count_legal_moves(&self) -> usize {
        let b = &self.board;
        let king = self.our_king();
        let us = b.by_color(self.turn);
        let them = b.by_color(self.turn.other());
        let occ = b.occupied();
        let checkers = self.checkers();
        let mut n = 0usize;
        let occ_without_king = occ.without(king);
        for to in bitboard::king_attacks(king) & !us {
            if b.attacks_to(to, self.turn.other(), occ_without_king)
                .is_empty()
            {
                n += 1;
            }
        }
        let target = match checkers.count() {
            0 => {
                for side in CastlingSide::ALL {
                    if self.castling.has(self.turn, side) && self.castling_obstacle(side).is_none()
                    {
                        n += 1;
                    }
                }
                !us
            }
            1 => {
                let checker = checkers.first().expect("one checker");
                bitboard::between(king, checker).with(checker)
            }
            _ => return n,
        };
        let blockers = self.blockers();
        let restrict = |from: Square, att: Bitboard| {
            if blockers.contains(from) {
                att & bitboard::line(from, king)
            } else {
                att
            }
        };
        for from in b.by_role(Role::Knight) & us & !blockers {
            n += (bitboard::knight_attacks(from) & target).count() as usize;
        }
        for from in b.bishops_and_queens() & us {
            n += restrict(from, bitboard::bishop_attacks(from, occ) & target).count() as usize;
        }
        for from in b.rooks_and_queens() & us {
            n += restrict(from, bitboard::rook_attacks(from, occ) & target).count() as usize;
        }
        let (fwd, start_rank): (i8, u8) = self.turn.fold_wb((8, 1), (-8, 6));
        let promo_rank = Bitboard::rank(self.turn.promotion_rank());
        for from in b.by_role(Role::Pawn) & us {
            let mut dests = bitboard::pawn_attacks(self.turn, from) & them;
            let one = Square::from_index_unchecked((from.index() as i8 + fwd) as u8);
            if !occ.contains(one) {
                dests.set(one);
                if from.rank() == start_rank {
                    let two = Square::from_index_unchecked((one.index() as i8 + fwd) as u8);
                    if !occ.contains(two) {
                        dests.set(two);
                    }
                }
            }
            let dests = restrict(from, dests & target);
            n += (dests & !promo_rank).count() as usize + 4 * (dests & promo_rank).count() as usize;
        }
        if self.ep_square.is_some() {
            let mut ep = MoveList::new();
            self.gen_en_passant(king, &mut ep);
            n += ep.len();
        }
        n
    }

    fn push_pawn_moves(
        &self,
        from: Square,
        to: Square,
        capture: Option<Role>,
        moves: &mut MoveList,
    ) {
        if to.rank() == self.turn.promotion_rank() {
            for role in Role::PROMOTIONS {
                moves.push(Move::Normal {
                    role: Role::Pawn,
                    from,
                    capture,
                    to,
                    promotion: Some(role),
                });
            }
        } else {
            moves.push(Move::Normal {
                role: Role::Pawn,
                from,
                capture,
                to,
                promotion: None,
            });
        }
    }

    fn gen_non_king(&self, target: Bitboard, moves: &mut MoveList) {
        let b = &self.board;
        let us = b.by_color(self.turn);
        let them = b.by_color(self.turn.other());
        let occ = b.occupied();
        for (role, attacks) in [
            (Role::Knight, 0u8),
            (Role::Bishop, 1),
            (Role::Rook, 2),
            (Role::Queen, 3),
        ] {
            for from in b.by_role(role) & us {
                let att = match attacks {
                    0 => bitboard::knight_attacks(from),
                    1 => bitboard::bishop_attacks(from, occ),
                    2 => bitboard::rook_attacks(from, occ),
                    _ => bitboard::queen_attacks(from, occ),
                } & target;
                for to in att {
                    moves.push(Move::Normal {
                        role,
                        from,
                        capture: if them.contains(to) {
                            b.role_at(to)
                        } else {
                            None
                        },
                        to,
                        promotion: None,
                    });
                }
            }
        }
        let pawns = b.by_role(Role::Pawn) & us;
        let (fwd, start_rank): (i8, u8) = self.turn.fold_wb((8, 1), (-8, 6));
        for from in pawns {
            for to in bitboard::pawn_attacks(self.turn, from) & them & target {
                self.push_pawn_moves(from, to, b.role_at(to), moves);
            }
            let one = Square::from_index_unchecked((from.index() as i8 + fwd) as u8);
            if occ.contains(one) {
                continue;
            }
            if target.contains(one) {
                self.push_pawn_moves(from, one, None, moves);
            }
            if from.rank() == start_rank {
                let two = Square::from_index_unchecked((one.index() as i8 + fwd) as u8);
                if !occ.contains(two) && target.contains(two) {
                    moves.push(Move::Normal {
                        role: Role::Pawn,
                        from,
                        capture: None,
                        to: two,
                        promotion: None,
                    });
                }
            }
        }
    }

    fn gen_king(&self, king: Square, target: Bitboard, moves: &mut MoveList) {
        let occ_without_king = self.board.occupied().without(king);
        let them = self.turn.other();
        for to in bitboard::king_attacks(king) & target {
            if self.board.attacks_to(to, them, occ_without_king).is_empty() {
                moves.push(Move::Normal {
                    role: Role::King,
                    from: king,
                    capture: self.board.role_at(to),
                    to,
                    promotion: None,
                });
            }
        }
    }

    fn castling_obstacle(&self, side: CastlingSide) -> Option<IllegalReason> {
        let color = self.turn;
        if !self.castling.has(color, side) {
            // which right is gone: the king's move or the rook's
            let other = match side {
                CastlingSide::KingSide => CastlingSide::QueenSide,
                CastlingSide::QueenSide => CastlingSide::KingSide,
            };
            let r = color.back_rank();
            let king_home = self.board.piece_at(sq(4, r))
                == Some(Piece {
                    color,
                    role: Role::King,
                });
            return Some(if !king_home || !self.castling.has(color, other) {
                IllegalReason::CastlingKingMoved
            } else {
                IllegalReason::CastlingRookMoved
            });
        }
        let r = color.back_rank();
        let king = sq(4, r);
        let rook = sq(side.rook_from_file(), r);
        let king_to = sq(side.king_to_file(), r);
        let rook_to = sq(side.rook_to_file(), r);
        let must_be_empty = (bitboard::between(king, rook)
            | Bitboard::from_square(king_to)
            | Bitboard::from_square(rook_to))
        .without(king)
        .without(rook);
        if (must_be_empty & self.board.occupied()).any() {
            return Some(IllegalReason::CastlingPiecesBetween);
        }
        let them = color.other();
        let occ = self.board.occupied();
        if self.board.attacks_to(king, them, occ).any() {
            return Some(IllegalReason::CastlingOutOfCheck);
        }
        for s in bitboard::between(king, king_to) {
            if self.board.attacks_to(s, them, occ).any() {
                return Some(IllegalReason::CastlingThroughAttack);
            }
        }
        let occ_after = occ.without(king).without(rook).with(king_to).with(rook_to);
        if self.board.attacks_to(king_to, them, occ_after).any() {
            return Some(IllegalReason::CastlingIntoCheck);
        }
        None
    }

    fn gen_castling(&self, king: Square, moves: &mut MoveList) {
        for side in CastlingSide::ALL {
            if self.castling.has(self.turn, side) && self.castling_obstacle(side).is_none() {
                moves.push(Move::Castle {
                    king,
                    rook: sq(side.rook_from_file(), self.turn.back_rank()),
                });
            }
        }
    }

    fn ep_is_safe(&self, king: Square, from: Square, to: Square) -> bool {
        let captured = sq(to.file(), from.rank());
        let occ = self
            .board
            .occupied()
            .without(from)
            .without(captured)
            .with(to);
        let them = self.board.by_color(self.turn.other()).without(captured);
        ((bitboard::rook_attacks(king, occ) & self.board.rooks_and_queens())
            | (bitboard::bishop_attacks(king, occ) & self.board.bishops_and_queens())
            | (bitboard::knight_attacks(king) & self.board.by_role(Role::Knight))
            | (bitboard::pawn_attacks(self.turn, king) & self.board.by_role(Role::Pawn))
            | (bitboard::king_attacks(king) & self.board.by_role(Role::King)))
            & them
            == Bitboard::EMPTY
    }

    fn gen_en_passant(&self, king: Square, moves: &mut MoveList) {
        let Some(to) = self.ep_square else { return };
        let pawns = self.board.by_piece(Piece {
            color: self.turn,
            role: Role::Pawn,
        });
        for from in bitboard::pawn_attacks(self.turn.other(), to) & pawns {
            if self.ep_is_safe(king, from, to) {
                moves.push(Move::EnPassant { from, to });
            }
        }
    }

    /// The en passant square only when an en passant capture is legal now:
    /// what counts for the identity of positions (2018 Art. 9.2.2) and for FEN output.
    pub fn legal_ep_square(&self) -> Option<Square> {
        let to = self.ep_square?;
        let king = self.our_king();
        let pawns = self.board.by_piece(Piece {
            color: self.turn,
            role: Role::Pawn,
        });
        let checkers = self.checkers();
        for from in bitboard::pawn_attacks(self.turn.other(), to) & pawns {
            if self.ep_is_safe(king, from, to) && (checkers.count() < 2) {
                return Some(to);
            }
        }
        None
    }

    /// Whether `m` is legal here (2018 Art. 3.10.1).
    pub fn is_legal(&self, m: Move) -> bool {
        self.legal_moves().contains(&m)
    }

    /// Judges a move given as the squares a hand moved a piece between, with
    /// the piece it was exchanged for on the last rank (if any); returns the
    /// legal [`Move`] or the article it breaks.
    ///
    /// A king moving two squares from its original square towards a rook is
    /// read as castling (2018 Art. 3.8.2).
    ///
    /// # Errors
    /// [`IllegalReason`] naming the rule the move breaks.
    pub fn judge(
        &self,
        from: Square,
        to: Square,
        promotion: Option<Role>,
    ) -> Result<Move, IllegalReason> {
        use IllegalReason::*;
        let b = &self.board;
        let piece = b.piece_at(from).ok_or(NoPiece)?;
        if piece.color != self.turn {
            return Err(NotYourPiece);
        }
        let legal = self.legal_moves();
        // castling by the king's two-square move
        if piece.role == Role::King
            && from == sq(4, self.turn.back_rank())
            && to.rank() == from.rank()
            && (to.file() == 6 || to.file() == 2)
        {
            let side = if to.file() == 6 {
                CastlingSide::KingSide
            } else {
                CastlingSide::QueenSide
            };
            if let Some(m) = legal.iter().find(|m| m.castling_side() == Some(side)) {
                return Ok(*m);
            }
            return Err(self.castling_obstacle(side).unwrap_or(KingTooFar));
        }
        if let Some(m) = legal.iter().find(|m| {
            m.from() == from
                && m.to() == to
                && m.castling_side().is_none()
                && m.promotion() == promotion
        }) {
            return Ok(*m);
        }
        if b.by_color(self.turn).contains(to) {
            return Err(CapturesOwnPiece);
        }
        let df = to.file() as i8 - from.file() as i8;
        let dr = to.rank() as i8 - from.rank() as i8;
        let occ = b.occupied();
        let on_line = df == 0 || dr == 0;
        let on_diag = df.abs() == dr.abs() && df != 0;
        let blocked = (bitboard::between(from, to) & occ).any();
        let geometry = match piece.role {
            Role::Bishop if !on_diag => Err(BishopNotDiagonal),
            Role::Rook if !on_line || from == to => Err(RookNotStraight),
            Role::Queen if !(on_line || on_diag) || from == to => Err(QueenNotStraightOrDiagonal),
            Role::Bishop | Role::Rook | Role::Queen if blocked => Err(JumpsOverPiece),
            Role::Knight if !(df.abs() == 1 && dr.abs() == 2 || df.abs() == 2 && dr.abs() == 1) => {
                Err(KnightNotKnightMove)
            }
            Role::King if df.abs() > 1 || dr.abs() > 1 || from == to => Err(KingTooFar),
            Role::Pawn => self.judge_pawn(from, to, df, dr),
            _ => Ok(()),
        };
        geometry?;
        if piece.role == Role::Pawn {
            let last = to.rank() == self.turn.promotion_rank();
            match promotion {
                None if last => return Err(PromotionMissing),
                Some(Role::King) | Some(Role::Pawn) if last => return Err(PromotionInvalidPiece),
                Some(_) if !last => return Err(PromotionNotOnLastRank),
                _ => {}
            }
        } else if promotion.is_some() {
            return Err(PromotionNotOnLastRank);
        }
        // the geometry is right: the move must leave or place the king in check
        Err(if self.is_check() {
            KingLeftInCheck
        } else {
            KingExposedToCheck
        })
    }

    fn judge_pawn(&self, from: Square, to: Square, df: i8, dr: i8) -> Result<(), IllegalReason> {
        use IllegalReason::*;
        let dir: i8 = self.turn.fold_wb(1, -1);
        let dr = dr * dir;
        let occ = self.board.occupied();
        if dr < 0 {
            return Err(PawnBackwards);
        }
        if dr == 0 {
            return Err(PawnSideways);
        }
        if df == 0 {
            if dr == 1 {
                if occ.contains(to) {
                    return Err(PawnForwardBlocked);
                }
                return Ok(());
            }
            if dr == 2 {
                let start = self.turn.fold_wb(1, 6);
                if from.rank() != start || (bitboard::between(from, to).with(to) & occ).any() {
                    return Err(PawnDoubleStepNotFromStart);
                }
                return Ok(());
            }
            return Err(PawnTooFar);
        }
        if df.abs() == 1 && dr == 1 {
            if occ.contains(to) {
                return Ok(());
            }
            // an empty diagonal square: en passant at the wrong time, or nothing
            let beside = sq(to.file(), from.rank());
            let their_pawn = Piece {
                color: self.turn.other(),
                role: Role::Pawn,
            };
            if self.board.piece_at(beside) == Some(their_pawn)
                && from.relative_rank(self.turn) == 4
                && self.ep_square != Some(to)
            {
                return Err(EnPassantNotImmediate);
            }
            if self.ep_square == Some(to) {
                return Ok(());
            }
            return Err(PawnCaptureNothing);
        }
        Err(PawnTooFar)
    }

    /// Plays a legal move. The caller guarantees legality (use
    /// [`Position::play`] for a checked version); an illegal move yields a
    /// position that may break the invariants.
    pub fn play_unchecked(&mut self, m: Move) {
        let (us, them) = (self.turn, self.turn.other());
        let z = zobrist::keys();
        let mut key = self.key ^ z.turn(us) ^ z.turn(them) ^ z.castling(self.castling);
        let b = &mut self.board;
        // every change to the board goes through here, so that the key follows it
        self.castling = changes(us, self.castling, m, |sq, piece| {
            b.toggle(sq, piece);
            key ^= z.piece(piece, sq);
        });
        self.key = key ^ z.castling(self.castling);
        self.halfmoves = if m.role() == Role::Pawn || m.is_capture() {
            0
        } else {
            self.halfmoves + 1
        };
        self.ep_square = passed_square(m);
        if us == Color::Black {
            self.fullmoves += 1;
        }
        self.turn = them;
    }

    /// The [`Position::repetition_key`] and the occupied squares after the legal move `m`,
    /// without making it (cheaper than [`Position::after`] where only the identity is
    /// wanted); `None` after a pawn's double step, when the key depends on whether an en
    /// passant capture is then legal.
    pub fn identity_after(&self, m: Move) -> Option<(u64, Bitboard)> {
        if passed_square(m).is_some() {
            return None;
        }
        let (us, them) = (self.turn, self.turn.other());
        let z = zobrist::keys();
        let mut key = self.key ^ z.turn(us) ^ z.turn(them) ^ z.castling(self.castling);
        let mut occupied = self.board.occupied();
        let castling = changes(us, self.castling, m, |sq, piece| {
            occupied.toggle(sq);
            key ^= z.piece(piece, sq);
        });
        Some((key ^ z.castling(castling), occupied))
    }

    /// Plays `m` if it is legal.
    ///
    /// # Errors
    /// Returns the unchanged position's reason when the move is illegal.
    pub fn play(&mut self, m: Move) -> Result<(), IllegalReason> {
        if self.is_legal(m) {
            self.play_unchecked(m);
            Ok(())
        } else {
            let promo = m.promotion();
            let to = m.to();
            self.judge(m.from(), to, promo)?;
            // the squares make a legal move, but not the one described
            Err(IllegalReason::Inconsistent)
        }
    }

    /// A copy after playing `m` (unchecked).
    pub fn after(&self, m: Move) -> Position {
        let mut p = self.clone();
        p.play_unchecked(m);
        p
    }

    /// A key for the identity of positions under 2018 Art. 9.2.2 (and 1993 10.10,
    /// interpretation 12.3 (1964)): equal exactly when the same player has the
    /// move, the same pieces occupy the same squares, the castling rights are the
    /// same and an en passant capture is possible in both or neither (on the
    /// same square).
    pub fn repetition_key(&self) -> u64 {
        self.key ^ zobrist::keys().ep(self.legal_ep_square())
    }

    /// [`Position::repetition_key`] computed from the pieces rather than kept up to date
    /// move by move: the two are always equal (the tests check it over random games).
    #[doc(hidden)]
    pub fn repetition_key_from_scratch(&self) -> u64 {
        zobrist::hash(&self.board, self.turn, self.castling)
            ^ zobrist::keys().ep(self.legal_ep_square())
    }
}

/// The square a pawn's double step `m` passes over (`None` for any other move).
fn passed_square(m: Move) -> Option<Square> {
    match m {
        Move::Normal {
            role: Role::Pawn,
            from,
            to,
            ..
        } if from.rank().abs_diff(to.rank()) == 2 => {
            Square::new(((from.index() + to.index()) / 2) as u8)
        }
        _ => None,
    }
}

/// What the move `m` of `us` changes on the board: `toggle` is called with each square and
/// the piece that leaves or reaches it (a capture's victim first), and the castling rights
/// that `castling` becomes are returned (a king's or a rook's move, or a rook captured on its
/// original square, discards rights). [`Position::play_unchecked`] and
/// [`Position::identity_after`] follow the same changes through it.
#[inline(always)]
fn changes(
    us: Color,
    mut castling: CastlingRights,
    m: Move,
    mut toggle: impl FnMut(Square, Piece),
) -> CastlingRights {
    let them = us.other();
    let mine = |role| Piece { color: us, role };
    match m {
        Move::Normal {
            role,
            from,
            capture,
            to,
            promotion,
        } => {
            if let Some(victim) = capture {
                castling.discard_rook_square(to);
                toggle(
                    to,
                    Piece {
                        color: them,
                        role: victim,
                    },
                );
            }
            match role {
                Role::King => castling.discard_color(us),
                Role::Rook => castling.discard_rook_square(from),
                _ => {}
            }
            toggle(from, mine(role));
            toggle(to, mine(promotion.unwrap_or(role)));
        }
        Move::EnPassant { from, to } => {
            toggle(
                sq(to.file(), from.rank()),
                Piece {
                    color: them,
                    role: Role::Pawn,
                },
            );
            toggle(from, mine(Role::Pawn));
            toggle(to, mine(Role::Pawn));
        }
        Move::Castle { king, rook } => {
            let side = m.castling_side().expect("castle");
            let r = king.rank();
            toggle(king, mine(Role::King));
            toggle(rook, mine(Role::Rook));
            toggle(sq(side.king_to_file(), r), mine(Role::King));
            toggle(sq(side.rook_to_file(), r), mine(Role::Rook));
            castling.discard_color(us);
        }
    }
    castling
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Packing keeps everything but the move counters: over the positions of a game with
    /// castling, en passant and a promotion, the unpacked position has the same FEN up to
    /// the counters, the same repetition key and the same legal moves.
    #[test]
    fn a_packed_position_unpacks_to_the_same_position() {
        let game = "e4 d5 exd5 c5 dxc6 Nf6 cxb7 e5 bxa8=Q Bc5 Qxb8 O-O Nf3 Qe7 Be2 e4 d4 exd3";
        let mut p = Position::new();
        let mut seen = 0;
        for san in game.split(' ') {
            let m = crate::notation::san::parse_san(&p, san).expect("san");
            p.play_unchecked(m);
            let q = p.pack().unpack();
            let strip = |f: String| f.rsplitn(3, ' ').nth(2).expect("fen").to_string();
            assert_eq!(
                strip(crate::notation::fen::write(&q)),
                strip(crate::notation::fen::write(&p)),
                "{san}"
            );
            assert_eq!(q.repetition_key(), p.repetition_key(), "{san}");
            assert_eq!(
                q.legal_moves().as_slice(),
                p.legal_moves().as_slice(),
                "{san}"
            );
            seen += usize::from(p.ep_square.is_some()) + usize::from(p.castling.bits() != 15);
        }
        assert!(seen > 0);
        assert_eq!(core::mem::size_of::<Packed>(), 32);
    }

    #[test]
    fn twenty_moves_in_the_initial_position() {
        assert_eq!(Position::new().legal_moves().len(), 20);
    }

    #[test]
    fn pawn_backwards_is_named() {
        let mut p = Position::new();
        let e2 = Square::parse("e2").expect("e2");
        let e4 = Square::parse("e4").expect("e4");
        let m = p.judge(e2, e4, None).expect("e2-e4 is legal");
        p.play_unchecked(m);
        let e7 = Square::parse("e7").expect("e7");
        let e5 = Square::parse("e5").expect("e5");
        let m = p.judge(e7, e5, None).expect("e7-e5 is legal");
        p.play_unchecked(m);
        let e3 = Square::parse("e3").expect("e3");
        assert_eq!(p.judge(e4, e3, None), Err(IllegalReason::PawnBackwards));
    }
}
