//! Forsyth–Edwards Notation: read into an unchecked [`Setup`], validate with
//! [`Position::from_setup`], write back.
//!
//! Castling is read as `KQkq`, `-`, or the Shredder/X-FEN file letters
//! (`HAha`), which name the rook's file; only the standard rook squares are
//! accepted, since the Laws know only standard chess.

use crate::chess::board::{CastlingRights, Setup};
use crate::chess::position::{Position, PositionError};
use crate::chess::types::{CastlingSide, Color, Piece, Square};
use core::fmt;

/// The FEN of the initial position.
pub const INITIAL_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// What is wrong with a FEN string.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FenError {
    /// Syntax: the field (1 = placement … 6 = move number) and what is wrong.
    Syntax { field: usize, message: String },
    /// The FEN is well formed but the position is not legal.
    Position(PositionError),
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FenError::Syntax { field, message } => {
                let name = [
                    "placement",
                    "side to move",
                    "castling",
                    "en passant",
                    "halfmove clock",
                    "move number",
                ]
                .get(field.saturating_sub(1))
                .copied()
                .unwrap_or("fen");
                write!(f, "invalid fen: field {} ({}): {}", field, name, message)
            }
            FenError::Position(e) => write!(f, "illegal position: {}", e),
        }
    }
}

impl std::error::Error for FenError {}

fn syntax(field: usize, message: impl Into<String>) -> FenError {
    FenError::Syntax {
        field,
        message: message.into(),
    }
}

/// Reads a FEN into a [`Setup`] without checking that the position is legal.
/// The halfmove clock and move number may be missing (default 0 and 1).
/// `"startpos"` stands for the initial position.
///
/// # Errors
/// [`FenError::Syntax`] naming the field.
pub fn parse_setup(fen: &str) -> Result<Setup, FenError> {
    let fen = fen.trim();
    if fen == "startpos" {
        return Ok(Setup::initial());
    }
    let fields: Vec<&str> = fen.split_whitespace().collect();
    if fields.is_empty() {
        return Err(syntax(1, "empty"));
    }
    if fields.len() > 6 {
        return Err(syntax(
            7,
            format!("unexpected extra text \"{}\"", fields[6]),
        ));
    }
    let mut setup = Setup::empty();
    let ranks: Vec<&str> = fields[0].split('/').collect();
    if ranks.len() != 8 {
        return Err(syntax(
            1,
            format!("expected 8 ranks separated by '/', found {}", ranks.len()),
        ));
    }
    for (i, row) in ranks.iter().enumerate() {
        let rank = 7 - i as u8;
        let mut file = 0u8;
        for c in row.chars() {
            if let Some(d) = c.to_digit(10) {
                if d == 0 || d > 8 {
                    return Err(syntax(
                        1,
                        format!("rank {}: bad empty-square count '{}'", rank + 1, c),
                    ));
                }
                file += d as u8;
            } else if let Some(p) = Piece::from_char(c) {
                let Some(s) = Square::from_coords(file, rank) else {
                    return Err(syntax(
                        1,
                        format!("rank {} has more than 8 squares", rank + 1),
                    ));
                };
                setup.board.put(s, p);
                file += 1;
            } else {
                return Err(syntax(
                    1,
                    format!("rank {}: unknown piece letter '{}'", rank + 1, c),
                ));
            }
            if file > 8 {
                return Err(syntax(
                    1,
                    format!("rank {} has more than 8 squares", rank + 1),
                ));
            }
        }
        if file != 8 {
            return Err(syntax(
                1,
                format!("rank {} has {} squares, not 8", rank + 1, file),
            ));
        }
    }
    setup.turn = match fields.get(1).copied().unwrap_or("w") {
        "w" | "W" => Color::White,
        "b" | "B" => Color::Black,
        other => {
            return Err(syntax(
                2,
                format!("expected 'w' or 'b', found \"{}\"", other),
            ))
        }
    };
    setup.castling = parse_castling(fields.get(2).copied().unwrap_or("-"), &setup)?;
    setup.ep_square = match fields.get(3).copied().unwrap_or("-") {
        "-" => None,
        s => Some(
            Square::parse(s)
                .ok_or_else(|| syntax(4, format!("expected a square or '-', found \"{}\"", s)))?,
        ),
    };
    setup.halfmoves = match fields.get(4) {
        None => 0,
        Some(s) => s
            .parse()
            .map_err(|_| syntax(5, format!("expected a number, found \"{}\"", s)))?,
    };
    setup.fullmoves = match fields.get(5) {
        None => 1,
        Some(s) => {
            let n: u32 = s
                .parse()
                .map_err(|_| syntax(6, format!("expected a number, found \"{}\"", s)))?;
            if n == 0 {
                return Err(syntax(6, "the move number starts at 1"));
            }
            n
        }
    };
    Ok(setup)
}

fn parse_castling(s: &str, setup: &Setup) -> Result<CastlingRights, FenError> {
    let mut rights = CastlingRights::NONE;
    if s == "-" {
        return Ok(rights);
    }
    for c in s.chars() {
        let color = if c.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        let side = match c.to_ascii_lowercase() {
            'k' => CastlingSide::KingSide,
            'q' => CastlingSide::QueenSide,
            'h' => CastlingSide::KingSide,
            'a' => CastlingSide::QueenSide,
            'b'..='g' => {
                return Err(syntax(
                    3,
                    format!("'{}' names a rook on the {}-file: only standard castling (rooks on a and h) exists in the Laws", c, c.to_ascii_lowercase()),
                ))
            }
            _ => return Err(syntax(3, format!("unknown castling letter '{}'", c))),
        };
        if rights.has(color, side) {
            return Err(syntax(3, format!("castling letter '{}' repeated", c)));
        }
        rights.set(color, side, true);
    }
    let _ = setup;
    Ok(rights)
}

/// Reads and validates a FEN.
///
/// # Errors
/// [`FenError`] naming the field or the illegality.
///
/// # Examples
/// ```
/// let pos = fide_laws::fen::parse("startpos").unwrap();
/// assert_eq!(pos.legal_moves().len(), 20);
/// ```
pub fn parse(fen: &str) -> Result<Position, FenError> {
    Position::from_setup(parse_setup(fen)?).map_err(FenError::Position)
}

/// Writes a FEN; the en passant square is given only when an en passant
/// capture is legal (as python-chess and most tools do).
pub fn write(pos: &Position) -> String {
    format!(
        "{} {} {} {} {} {}",
        pos.board().board_fen(),
        pos.turn().char(),
        pos.castling_rights().fen(),
        pos.legal_ep_square()
            .map_or("-".to_string(), |s| s.to_string()),
        pos.halfmoves(),
        pos.fullmoves()
    )
}

/// Writes an unchecked setup as FEN (en passant square as stored).
pub fn write_setup(setup: &Setup) -> String {
    format!(
        "{} {} {} {} {} {}",
        setup.board.board_fen(),
        setup.turn.char(),
        setup.castling.fen(),
        setup.ep_square.map_or("-".to_string(), |s| s.to_string()),
        setup.halfmoves,
        setup.fullmoves
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn initial_round_trip() {
        assert_eq!(write(&parse(INITIAL_FEN).expect("initial")), INITIAL_FEN);
    }

    #[test]
    fn errors_name_the_field() {
        let e = parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1").unwrap_err();
        assert!(e.to_string().contains("field 1"), "{e}");
        let e = parse("8/8/8/8/8/8/8/K6k x - - 0 1").unwrap_err();
        assert!(e.to_string().contains("field 2"), "{e}");
        let e = parse("8/8/8/8/8/8/8/KK5k w - - 0 1").unwrap_err();
        assert_eq!(
            e,
            FenError::Position(PositionError::Kings {
                color: Color::White,
                count: 2
            })
        );
        let e = parse("4k3/8/8/8/8/8/8/4K2R w KQ - 0 1").unwrap_err();
        assert!(matches!(
            e,
            FenError::Position(PositionError::Castling {
                side: CastlingSide::QueenSide,
                ..
            })
        ));
        let e = parse("4k3/8/8/8/8/8/8/P3K3 w - - 0 1").unwrap_err();
        assert!(matches!(
            e,
            FenError::Position(PositionError::PawnOnBackRank { .. })
        ));
        let e = parse("4k3/8/8/8/8/8/4R3/4K3 w - - 0 1").unwrap_err();
        assert_eq!(e, FenError::Position(PositionError::OppositeCheck));
        let e = parse("4k3/8/8/8/8/8/8/4K3 w - e6 0 1").unwrap_err();
        assert!(matches!(
            e,
            FenError::Position(PositionError::EnPassant { .. })
        ));
    }

    #[test]
    fn shredder_letters() {
        let a = parse("r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1").expect("shredder");
        assert_eq!(a.castling_rights(), CastlingRights::ALL);
        assert!(parse("r3k2r/8/8/8/8/8/8/R3K2R w GAha - 0 1").is_err());
    }
}
