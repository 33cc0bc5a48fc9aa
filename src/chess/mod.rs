//! The game of chess itself: squares, pieces and moves ([`types`]), bitboards, the
//! unchecked [`board::Setup`] and the validated [`position::Position`] with its legal
//! moves, the Zobrist keys behind the identity of positions, and perft.
//! Nothing here depends on an edition of the Laws.

pub mod bitboard;
pub mod board;
pub mod perft;
pub mod position;
pub mod types;
pub(crate) mod zobrist;
