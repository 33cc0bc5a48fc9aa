//! Standard algebraic notation, as 1980 Supplement 1 and 2018 Appendix C
//! describe it: piece letter, departure file or rank only when needed,
//! `x` for captures, the arrival square, `=Q` for promotions, `+` and `#`.

use crate::chess::position::Position;
use crate::chess::types::{CastlingSide, Move, Role, Square};
use core::fmt;

/// The letters (or symbols) written for the pieces. English by default; the
/// 1980 Supplement 1 allows each country's own letters (e.g. `L` or `F` for
/// the bishop), and figurines.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PieceLetters {
    /// Knight, bishop, rook, queen, king (the pawn has no letter in SAN).
    pub letters: [String; 5],
}

impl Default for PieceLetters {
    fn default() -> Self {
        PieceLetters::english()
    }
}

impl PieceLetters {
    /// `N B R Q K`.
    pub fn english() -> PieceLetters {
        PieceLetters::from_chars(['N', 'B', 'R', 'Q', 'K'])
    }
    /// Figurines for the pieces of White (`♘ ♗ ♖ ♕ ♔`), as 2018 Appendix C.13 allows.
    pub fn figurine() -> PieceLetters {
        PieceLetters::from_chars(['♘', '♗', '♖', '♕', '♔'])
    }
    /// German letters: `S L T D K`.
    pub fn german() -> PieceLetters {
        PieceLetters::from_chars(['S', 'L', 'T', 'D', 'K'])
    }
    /// French letters: `C F T D R`.
    pub fn french() -> PieceLetters {
        PieceLetters::from_chars(['C', 'F', 'T', 'D', 'R'])
    }
    /// From five characters: knight, bishop, rook, queen, king.
    pub fn from_chars(c: [char; 5]) -> PieceLetters {
        PieceLetters {
            letters: c.map(|c| c.to_string()),
        }
    }
    /// The letter of a role ("" for the pawn).
    pub fn of(&self, role: Role) -> &str {
        match role {
            Role::Pawn => "",
            r => &self.letters[r as usize - 1],
        }
    }
    fn role_of(&self, s: &str) -> Option<Role> {
        self.letters
            .iter()
            .position(|l| l == s)
            .map(|i| Role::ALL[i + 1])
    }
}

/// Why a SAN string was not accepted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SanError {
    /// Not SAN syntax; the message says what is wrong.
    Syntax(String),
    /// Well formed, but no legal move matches.
    Illegal(String),
    /// Several legal moves match.
    Ambiguous(String),
}

impl fmt::Display for SanError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SanError::Syntax(m) => write!(f, "not a move: {}", m),
            SanError::Illegal(m) => f.write_str(m),
            SanError::Ambiguous(m) => write!(f, "an ambiguous move: {}", m),
        }
    }
}

impl std::error::Error for SanError {}

/// Writes `m` in SAN, with `+` or `#`.
pub fn to_san(pos: &Position, m: Move) -> String {
    to_san_with(pos, m, &PieceLetters::english())
}

/// Writes `m` in SAN with the given piece letters.
pub fn to_san_with(pos: &Position, m: Move, letters: &PieceLetters) -> String {
    let mut s = san_body(pos, m, letters);
    let after = pos.after(m);
    if after.is_check() {
        s.push(if after.has_legal_move() { '+' } else { '#' });
    }
    s
}

/// SAN without the check suffix.
pub fn san_body(pos: &Position, m: Move, letters: &PieceLetters) -> String {
    if let Some(side) = m.castling_side() {
        return side.san().to_string();
    }
    let mut s = String::with_capacity(8);
    let (from, to) = (m.from(), m.to());
    if m.role() == Role::Pawn {
        if m.is_capture() {
            s.push(from.file_char());
            s.push('x');
        }
        s.push_str(&to.to_string());
        if let Some(p) = m.promotion() {
            s.push('=');
            s.push_str(letters.of(p));
        }
        return s;
    }
    s.push_str(letters.of(m.role()));
    let others: Vec<Square> = pos
        .legal_moves()
        .iter()
        .filter(|o| {
            o.role() == m.role() && o.to() == to && o.from() != from && o.castling_side().is_none()
        })
        .map(|o| o.from())
        .collect();
    if !others.is_empty() {
        if others.iter().all(|o| o.file() != from.file()) {
            s.push(from.file_char());
        } else if others.iter().all(|o| o.rank() != from.rank()) {
            s.push(from.rank_char());
        } else {
            s.push_str(&from.to_string());
        }
    }
    if m.is_capture() {
        s.push('x');
    }
    s.push_str(&to.to_string());
    s
}

/// Removes check, mate and annotation marks and an `e.p.` suffix.
pub(crate) fn strip_suffixes(s: &str) -> &str {
    let mut s = s.trim();
    loop {
        let before = s.len();
        for suffix in ["e.p.", "ep", "+", "#", "!", "?", "‡", "†"] {
            if let Some(rest) = s.strip_suffix(suffix) {
                s = rest.trim_end();
            }
        }
        if s.len() == before {
            return s;
        }
    }
}

/// Reads a SAN move and finds the legal move it names.
///
/// Accepts `O-O`/`0-0`, `=Q` and a bare `Q` promotion suffix, `:` for `x`,
/// and trailing `+`, `#`, `++`, `e.p.`, `!`, `?`.
///
/// # Errors
/// [`SanError`]: syntax, illegal or ambiguous.
pub fn parse_san(pos: &Position, san: &str) -> Result<Move, SanError> {
    parse_san_with(pos, san, &PieceLetters::english())
}

/// [`parse_san`] with the given piece letters.
///
/// # Errors
/// [`SanError`]: syntax, illegal or ambiguous.
pub fn parse_san_with(pos: &Position, san: &str, letters: &PieceLetters) -> Result<Move, SanError> {
    parse_san_among(pos, san, letters, &pos.legal_moves(), false)
}

/// [`parse_san_with`] among `moves` instead of the legal moves. `physical`: the moves a
/// hand can make, legal or not (see [`super::physical`]): a promotion to a king is read,
/// and a capture sign need not match a capture.
pub(crate) fn parse_san_among(
    pos: &Position,
    san: &str,
    letters: &PieceLetters,
    moves: &[Move],
    physical: bool,
) -> Result<Move, SanError> {
    let original = san;
    let s = strip_suffixes(san);
    if s.is_empty() {
        return Err(SanError::Syntax("empty move".into()));
    }
    let castle = match s {
        "O-O" | "0-0" | "o-o" => Some(CastlingSide::KingSide),
        "O-O-O" | "0-0-0" | "o-o-o" => Some(CastlingSide::QueenSide),
        _ => None,
    };
    let legal = moves;
    if let Some(side) = castle {
        return legal
            .iter()
            .find(|m| m.castling_side() == Some(side))
            .copied()
            .ok_or_else(|| {
                SanError::Illegal(format!(
                    "{}: castling {} is not legal here",
                    original,
                    side.san()
                ))
            });
    }
    let chars: Vec<char> = s.chars().collect();
    let mut i = 0;
    // piece letter
    let mut role = Role::Pawn;
    if let Some(r) = letters.role_of(&chars[0].to_string()) {
        // a lowercase 'b' is a file, never a bishop
        if chars[0].is_ascii_uppercase() || !chars[0].is_ascii() {
            role = r;
            i = 1;
        }
    }
    // promotion at the end: "=Q", "(Q)", "/Q" or a bare "Q"
    let mut end = chars.len();
    let mut promotion = None;
    if end >= 1 {
        let last = chars[end - 1].to_string();
        let last_role = letters.role_of(&last).or_else(|| {
            Role::from_char(chars[end - 1]).filter(|_| chars[end - 1].is_ascii_uppercase())
        });
        if chars[end - 1] == ')' && end >= 3 && chars[end - 3] == '(' {
            promotion = letters.role_of(&chars[end - 2].to_string());
            end -= 3;
        } else if let Some(r) = last_role {
            if end >= 3 && role == Role::Pawn {
                promotion = Some(r);
                end -= 1;
                if end >= 1 && (chars[end - 1] == '=' || chars[end - 1] == '/') {
                    end -= 1;
                }
            }
        }
    }
    if promotion.is_some_and(|r| r == Role::Pawn || (r == Role::King && !physical)) {
        return Err(SanError::Syntax(format!(
            "{}: a pawn cannot promote to a king",
            original
        )));
    }
    let body: Vec<char> = chars[i..end]
        .iter()
        .copied()
        .filter(|&c| c != 'x' && c != ':' && c != '-')
        .collect();
    let capture_marked = chars[i..end].iter().any(|&c| c == 'x' || c == ':');
    if body.len() < 2 {
        return Err(SanError::Syntax(format!(
            "{}: expected an arrival square",
            original
        )));
    }
    let to_str: String = body[body.len() - 2..].iter().collect();
    let to = Square::parse(&to_str)
        .ok_or_else(|| SanError::Syntax(format!("{}: '{}' is not a square", original, to_str)))?;
    let mut from_file = None;
    let mut from_rank = None;
    for &c in &body[..body.len() - 2] {
        match c {
            'a'..='h' if from_file.is_none() => from_file = Some(c as u8 - b'a'),
            '1'..='8' if from_rank.is_none() => from_rank = Some(c as u8 - b'1'),
            _ => {
                return Err(SanError::Syntax(format!(
                    "{}: unexpected '{}'",
                    original, c
                )))
            }
        }
    }
    let candidates: Vec<Move> = legal
        .iter()
        .copied()
        .filter(|m| {
            m.castling_side().is_none()
                && m.role() == role
                && m.to() == to
                && from_file.is_none_or(|f| m.from().file() == f)
                && from_rank.is_none_or(|r| m.from().rank() == r)
                && m.promotion() == promotion
                && (physical || !capture_marked || m.is_capture())
        })
        .collect();
    match candidates.len() {
        1 => Ok(candidates[0]),
        0 => {
            // a missing promotion piece is an error of its own
            if promotion.is_none() && role == Role::Pawn && to.rank() == pos.turn().promotion_rank()
            {
                return Err(SanError::Illegal(format!(
                    "{}: a pawn reaching the last rank must be promoted (=Q, =R, =B or =N)",
                    original
                )));
            }
            Err(SanError::Illegal(format!(
                "{} is not a legal move in this position",
                original
            )))
        }
        _ => Err(SanError::Ambiguous(format!(
            "{}: {} legal moves match ({})",
            original,
            candidates.len(),
            candidates
                .iter()
                // a move as a hand made it may capture a king: no position follows it
                .map(|m| if physical {
                    san_body(pos, *m, letters)
                } else {
                    to_san(pos, *m)
                })
                .collect::<Vec<_>>()
                .join(", ")
        ))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fen;

    #[test]
    fn disambiguation_by_file_then_rank_then_both() {
        // knights on b1 and f1 can both reach d2; rooks on a1 and a5 both reach a3;
        // queens on h4, e4 and h1 all reach e1... a classic three-queen case
        let pos = fen::parse("2k5/8/8/R7/4Q2Q/5N2/6K1/RN5Q w - - 0 1").expect("fen");
        let sans: Vec<String> = pos.legal_moves().iter().map(|m| to_san(&pos, *m)).collect();
        assert!(sans.contains(&"Nbd2".to_string()), "{sans:?}");
        assert!(sans.contains(&"R1a3".to_string()), "{sans:?}");
        assert!(sans.contains(&"Qh4e1".to_string()), "{sans:?}");
    }

    #[test]
    fn reads_variants() {
        let pos = fen::parse("r3k3/1P6/8/8/8/8/8/R3K2R w KQq - 0 1").expect("fen");
        for s in ["b8=Q", "b8Q", "b8(Q)", "b8/Q"] {
            assert_eq!(to_san(&pos, parse_san(&pos, s).expect(s)), "b8=Q+", "{s}");
        }
        assert_eq!(
            parse_san(&pos, "0-0").expect("0-0").castling_side(),
            Some(CastlingSide::KingSide)
        );
        assert_eq!(
            parse_san(&pos, "O-O-O+").expect("O-O-O").castling_side(),
            Some(CastlingSide::QueenSide)
        );
        assert!(matches!(parse_san(&pos, "b8"), Err(SanError::Illegal(_))));
        assert!(matches!(parse_san(&pos, "Zz9"), Err(SanError::Syntax(_))));
    }
}
