//! Zobrist hashing for the identity of positions (2018 Art. 9.2.2).

use crate::chess::board::{Board, CastlingRights};
use crate::chess::types::{Color, Piece, Role, Square};

const fn splitmix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

/// Key `i` of the table seeded with `seed`.
const fn key(seed: u64, i: usize) -> u64 {
    splitmix(seed.wrapping_add(i as u64 * 0x1000_0001))
}

/// The keys: one per (colour, role, square), per castling-rights set, per en passant file,
/// and the player to move. Filled at first use rather than stored in the binary, so the
/// wasm build carries no 6 KB table of random (incompressible) numbers; looked up rather
/// than computed at each use, which made the dead-position search 9 % slower.
pub(crate) struct Keys {
    pieces: [u64; 768],
    castling: [u64; 16],
    ep_file: [u64; 8],
    black_to_move: u64,
}

impl Keys {
    /// The key of `piece` standing on `sq`.
    #[inline]
    pub(crate) fn piece(&self, piece: Piece, sq: Square) -> u64 {
        self.pieces[(piece.color as usize * 6 + piece.role as usize) * 64 + sq.index()]
    }

    /// The key of a set of castling rights.
    #[inline]
    pub(crate) fn castling(&self, castling: CastlingRights) -> u64 {
        self.castling[castling.bits() as usize]
    }

    /// The key of the player to move (none for White).
    #[inline]
    pub(crate) fn turn(&self, turn: Color) -> u64 {
        if turn == Color::Black {
            self.black_to_move
        } else {
            0
        }
    }

    /// The key of an en passant capture possible on `ep` (only its file counts).
    #[inline]
    pub(crate) fn ep(&self, ep: Option<Square>) -> u64 {
        ep.map_or(0, |ep| self.ep_file[ep.file() as usize])
    }
}

/// The keys, made at first use.
pub(crate) fn keys() -> &'static Keys {
    static KEYS: std::sync::OnceLock<Keys> = std::sync::OnceLock::new();
    KEYS.get_or_init(|| Keys {
        pieces: std::array::from_fn(|i| key(1, i)),
        castling: std::array::from_fn(|i| key(2, i)),
        ep_file: std::array::from_fn(|i| key(3, i)),
        black_to_move: splitmix(4),
    })
}

/// Hash of the position's identity without the en passant square: pieces, player to move
/// and castling rights. A position keeps it up to date move by move
/// (`Position::play_unchecked`) and adds the en passant file when a capture there is legal.
pub fn hash(board: &Board, turn: Color, castling: CastlingRights) -> u64 {
    let k = keys();
    let mut h = k.turn(turn) ^ k.castling(castling);
    // by colour and role, so that no square's piece is looked up
    for color in Color::ALL {
        for role in Role::ALL {
            let piece = Piece { color, role };
            for sq in board.by_piece(piece) {
                h ^= k.piece(piece, sq);
            }
        }
    }
    h
}
