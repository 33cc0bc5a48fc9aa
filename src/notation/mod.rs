//! Reading and writing moves and positions in the notations the Laws describe.

pub mod descriptive;
pub mod fen;
pub mod numeric;
pub mod pgn;
pub mod physical;
pub mod san;
pub mod uci;

use crate::chess::position::Position;
use crate::chess::types::Move;
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
    /// English descriptive notation, 1980 Supplement 1.
    Descriptive,
    /// Correspondence numeric notation, 1980 Supplement 2A.
    Correspondence,
    /// Telecommunications notation (Uedemann code), 1980 Supplement 2B.
    Telecom,
}

impl Notation {
    /// All notations, in the order the app offers them.
    pub const ALL: [Notation; 7] = [
        Notation::San,
        Notation::Figurine,
        Notation::Lan,
        Notation::Uci,
        Notation::Descriptive,
        Notation::Correspondence,
        Notation::Telecom,
    ];

    /// The name used by the `fide` protocol.
    pub fn name(self) -> &'static str {
        match self {
            Notation::San => "san",
            Notation::Lan => "lan",
            Notation::Uci => "uci",
            Notation::Figurine => "figurine",
            Notation::Descriptive => "descriptive",
            Notation::Correspondence => "correspondence",
            Notation::Telecom => "telecom",
        }
    }

    /// Parses the name used by the `fide` protocol (`san`, `lan`, `uci`,
    /// `figurine`, `descriptive`, `correspondence`, `telecom`).
    pub fn from_name(s: &str) -> Option<Notation> {
        Some(match s {
            "san" => Notation::San,
            "lan" | "long" => Notation::Lan,
            "uci" => Notation::Uci,
            "figurine" => Notation::Figurine,
            "descriptive" => Notation::Descriptive,
            "correspondence" | "numeric" => Notation::Correspondence,
            "telecom" | "uedemann" => Notation::Telecom,
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
        Notation::Descriptive => {
            descriptive::to_descriptive(pos, m, &descriptive::DescriptiveLang::english())
        }
        Notation::Correspondence => numeric::to_correspondence(m),
        Notation::Telecom => numeric::to_telecom(m),
    }
}

/// Reads a move in any notation the library reads: SAN, UCI, long algebraic,
/// figurine, correspondence digits, Uedemann code, English descriptive.
///
/// # Errors
/// The most specific [`SanError`]: an illegal or ambiguous move is reported
/// as such rather than as a syntax error of another notation.
pub fn parse_move(pos: &Position, text: &str) -> Result<Move, SanError> {
    let text = text.trim();
    if uci::parse_raw_uci(text).is_some() {
        return uci::parse_uci(pos, text);
    }
    if text.len() == 4 && text.bytes().all(|b| b.is_ascii_digit()) {
        return numeric::parse_correspondence(pos, text);
    }
    if (text.len() == 4 || text.len() == 5) && text.bytes().take(4).all(|b| b.is_ascii_uppercase())
    {
        if let Ok(m) = numeric::parse_telecom(pos, text) {
            return Ok(m);
        }
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
        Ok(m) => return Ok(m),
        Err(e @ SanError::Illegal(_)) => return Err(e),
        Err(_) => {}
    }
    match descriptive::parse_descriptive(pos, text, &descriptive::DescriptiveLang::english()) {
        Ok(m) => Ok(m),
        Err(e @ (SanError::Illegal(_) | SanError::Ambiguous(_))) if looks_descriptive(text) => {
            Err(e)
        }
        Err(_) => Err(san_err),
    }
}

/// Descriptive moves name no file letter a–h (only piece letters and ranks).
fn looks_descriptive(text: &str) -> bool {
    let t = text.trim_end_matches("ch").trim_end_matches(" e.p.");
    t.contains(['-', 'x']) && !t.chars().any(|c| ('a'..='h').contains(&c))
}
