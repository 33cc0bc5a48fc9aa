//! Zobrist hashing for the identity of positions (2018 Art. 9.2.2).

use crate::chess::board::{Board, CastlingRights};
use crate::chess::types::{Color, Square};

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
struct Keys {
    pieces: [u64; 768],
    castling: [u64; 16],
    ep_file: [u64; 8],
    black_to_move: u64,
}

fn keys() -> &'static Keys {
    static KEYS: std::sync::OnceLock<Keys> = std::sync::OnceLock::new();
    KEYS.get_or_init(|| Keys {
        pieces: std::array::from_fn(|i| key(1, i)),
        castling: std::array::from_fn(|i| key(2, i)),
        ep_file: std::array::from_fn(|i| key(3, i)),
        black_to_move: splitmix(4),
    })
}

/// Hash of the position's identity: pieces, player to move, castling rights,
/// and the en passant file only when passed (the caller passes the square only
/// when a capture there is legal).
pub fn hash(board: &Board, turn: Color, castling: CastlingRights, ep: Option<Square>) -> u64 {
    let k = keys();
    let mut h = 0;
    for (sq, p) in board.pieces() {
        h ^= k.pieces[(p.color as usize * 6 + p.role as usize) * 64 + sq.index()];
    }
    if turn == Color::Black {
        h ^= k.black_to_move;
    }
    h ^= k.castling[castling.bits() as usize];
    if let Some(ep) = ep {
        h ^= k.ep_file[ep.file() as usize];
    }
    h
}
