//! # fide-laws
//!
//! The FIDE Laws of Chess (1977, 1980, 1993 and 2018 editions) as executable
//! software. This crate is the rules core: plain Rust with no web
//! dependencies, the same natively and in WebAssembly.
//!
//! ```
//! use fide_laws::{fen, notation, Position};
//!
//! let mut pos = Position::new();
//! for san in ["f3", "e5", "g4", "Qh4"] {
//!     let m = notation::parse_move(&pos, san).expect("legal move");
//!     pos.play_unchecked(m);
//! }
//! assert!(pos.is_checkmate());
//! assert_eq!(fen::write(&pos), "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
//! ```

pub mod chess;
pub mod cli;
pub mod clock;
pub mod competition;
pub mod corpus;
pub mod edition;
pub mod json;
pub mod laws;
pub mod notation;
pub mod session;
pub mod unwinnable;

// The modules' former root paths, kept as the public API (as shakmaty re-exports its
// modules at the root).
pub use chess::{bitboard, board, perft, position, types};
pub use cli::protocol;
pub use competition::{adjournment, equipment, tournament};

#[cfg(all(target_arch = "wasm32", feature = "app"))]
pub mod app;

pub use board::{Board, CastlingRights, Setup};
pub use chess::perft::perft;
pub use edition::Edition;
pub use notation::fen;
pub use position::{IllegalReason, MoveList, Position, PositionError};
pub use types::{CastlingSide, Color, Move, Piece, Role, Square};

/// The crate version, shown by the app and `fide --version`.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");
