//! Zobrist hashing for the identity of positions (2018 Art. 9.2.2).

use crate::board::{Board, CastlingRights};
use crate::types::{Color, Square};

const fn splitmix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

/// Key `i` of the table seeded with `seed`: computed when needed rather than stored, so
/// the wasm build carries no 6 KB table of random (incompressible) numbers.
#[inline]
const fn key(seed: u64, i: usize) -> u64 {
    splitmix(seed.wrapping_add(i as u64 * 0x1000_0001))
}

/// Seeds of the tables: one key per (colour, role, square), per castling-rights set, per
/// en passant file, and the player to move.
const PIECES: u64 = 1;
const CASTLING: u64 = 2;
const EP_FILE: u64 = 3;
const BLACK_TO_MOVE: u64 = 4;

/// Hash of the position's identity: pieces, player to move, castling rights,
/// and the en passant file only when passed (the caller passes the square only
/// when a capture there is legal).
pub fn hash(board: &Board, turn: Color, castling: CastlingRights, ep: Option<Square>) -> u64 {
    let mut h = 0;
    for (sq, p) in board.pieces() {
        h ^= key(
            PIECES,
            (p.color as usize * 6 + p.role as usize) * 64 + sq.index(),
        );
    }
    if turn == Color::Black {
        h ^= splitmix(BLACK_TO_MOVE);
    }
    h ^= key(CASTLING, castling.bits() as usize);
    if let Some(ep) = ep {
        h ^= key(EP_FILE, ep.file() as usize);
    }
    h
}
