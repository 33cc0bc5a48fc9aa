//! Reading and writing moves and positions in the notations the Laws describe.

pub mod fen;
pub mod san;
pub mod uci;

use crate::position::Position;
use crate::types::Move;
pub use san::SanError;

/// The notations a move can be written in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Notation {
    /// Short algebraic (SAN), 2018 Appendix C.
    San,
    /// Long algebraic, 1980 Supplement 1.
    Lan,
    /// UCI, the engines' notation.
    Uci,
    /// SAN with figurines, 2018 Appendix C.13.
    Figurine,
}

impl Notation {
    /// Parses the name used by the `fide` protocol (`san`, `lan`, `uci`, `figurine`).
    pub fn from_name(s: &str) -> Option<Notation> {
        Some(match s {
            "san" => Notation::San,
            "lan" | "long" => Notation::Lan,
            "uci" => Notation::Uci,
            "figurine" => Notation::Figurine,
            _ => return None,
        })
    }
}

/// Writes a legal move in the chosen notation.
pub fn write_move(pos: &Position, m: Move, notation: Notation) -> String {
    match notation {
        Notation::San => san::to_san(pos, m),
        Notation::Lan => uci::to_lan(pos, m, &san::PieceLetters::english()),
        Notation::Uci => uci::to_uci(m),
        Notation::Figurine => san::to_san_with(pos, m, &san::PieceLetters::figurine()),
    }
}

/// Reads a move in any notation the library reads: SAN, UCI, long algebraic, figurine.
///
/// # Errors
/// The most specific [`SanError`]: an illegal or ambiguous move is reported
/// as such rather than as a syntax error of another notation.
pub fn parse_move(pos: &Position, text: &str) -> Result<Move, SanError> {
    let text = text.trim();
    if uci::parse_raw_uci(text).is_some() {
        return uci::parse_uci(pos, text);
    }
    let san = san::parse_san(pos, text);
    let san_err = match san {
        Ok(m) => return Ok(m),
        Err(e @ (SanError::Illegal(_) | SanError::Ambiguous(_))) => return Err(e),
        Err(e) => e,
    };
    if let Ok(m) = san::parse_san_with(pos, text, &san::PieceLetters::figurine()) {
        return Ok(m);
    }
    match uci::parse_lan(pos, text) {
        Ok(m) => Ok(m),
        Err(e @ SanError::Illegal(_)) => Err(e),
        Err(_) => Err(san_err),
    }
}
