//! UCI (`e2e4`, `e7e8q`, castling as the king's two-square move `e1g1`) and
//! long algebraic notation (`Ng1-f3`, `e4xd5`, `e7-e8=Q`, 1980 Supplement 1).

use super::san::{strip_suffixes, PieceLetters, SanError};
use crate::chess::position::Position;
use crate::chess::types::{Move, Role, Square};

/// A move as a hand makes it: from a square to a square, with the piece a
/// pawn is exchanged for. Not necessarily legal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RawMove {
    pub from: Square,
    pub to: Square,
    pub promotion: Option<Role>,
}

impl RawMove {
    /// The UCI text.
    pub fn uci(self) -> String {
        let mut s = format!("{}{}", self.from, self.to);
        if let Some(p) = self.promotion {
            s.push(p.char());
        }
        s
    }

    /// The move in words, as the hand made it in `pos` (before it): "the king from e1 to
    /// e3", "White's knight from f3 to g5" (a piece of the opponent's of the player to
    /// move), "the pawn from b7 to b8, left a pawn", "the king from e1 to g1, to castle".
    pub fn describe(self, pos: &Position) -> String {
        let board = pos.board();
        let Some(piece) = board.piece_at(self.from) else {
            return format!("from {} to {}", self.from, self.to);
        };
        let whose = if piece.color == pos.turn() {
            "the".to_string()
        } else {
            format!("{}'s", piece.color)
        };
        let mut s = format!(
            "{} {} from {} to {}",
            whose,
            piece.role.name(),
            self.from,
            self.to
        );
        let on_last_rank = self.to.rank() == piece.color.promotion_rank();
        match (piece.role, self.promotion) {
            (Role::Pawn, Some(r)) => s.push_str(&format!(", exchanged for a {}", r.name())),
            (Role::Pawn, None) if on_last_rank => s.push_str(", left a pawn"),
            (Role::King, _)
                if self.from.rank() == self.to.rank()
                    && self.from.file().abs_diff(self.to.file()) == 2 =>
            {
                s.push_str(", to castle")
            }
            _ => {}
        }
        s
    }
}

/// Reads UCI syntax without judging legality.
pub fn parse_raw_uci(s: &str) -> Option<RawMove> {
    let s = s.trim();
    if !(s.len() == 4 || s.len() == 5) || !s.is_ascii() {
        return None;
    }
    let from = Square::parse(&s[0..2])?;
    let to = Square::parse(&s[2..4])?;
    let promotion = match s.len() {
        5 => Some(Role::from_char(s.as_bytes()[4] as char)?),
        _ => None,
    };
    Some(RawMove {
        from,
        to,
        promotion,
    })
}

/// Writes a legal move in UCI; castling as the king's move (`e1g1`).
pub fn to_uci(m: Move) -> String {
    RawMove {
        from: m.from(),
        to: m.to(),
        promotion: m.promotion(),
    }
    .uci()
}

/// Reads a UCI move and finds the legal move it names. `e1h1` (king takes
/// own rook) is also read as castling.
///
/// # Errors
/// [`SanError::Syntax`] when not UCI, [`SanError::Illegal`] with the article
/// when illegal.
pub fn parse_uci(pos: &Position, s: &str) -> Result<Move, SanError> {
    let raw = parse_raw_uci(s).ok_or_else(|| SanError::Syntax(format!("{}: not a uci move", s)))?;
    let legal = pos.legal_moves();
    if let Some(m) = legal.iter().find(|m| {
        m.castling_side().is_some()
            && m.from() == raw.from
            && (m.to() == raw.to || matches!(m, Move::Castle { rook, .. } if *rook == raw.to))
    }) {
        return Ok(*m);
    }
    pos.judge(raw.from, raw.to, raw.promotion)
        .map_err(|r| SanError::Illegal(format!("{}: {}", s, r)))
}

/// Writes long algebraic notation: `Ng1-f3`, `e4xd5`, `e7-e8=Q`, `O-O`.
pub fn to_lan(pos: &Position, m: Move, letters: &PieceLetters) -> String {
    let mut s = if let Some(side) = m.castling_side() {
        side.san().to_string()
    } else {
        let mut s = String::new();
        s.push_str(letters.of(m.role()));
        s.push_str(&m.from().to_string());
        s.push(if m.is_capture() { 'x' } else { '-' });
        s.push_str(&m.to().to_string());
        if let Some(p) = m.promotion() {
            s.push('=');
            s.push_str(letters.of(p));
        }
        s
    };
    let after = pos.after(m);
    if after.is_check() {
        s.push(if after.has_legal_move() { '+' } else { '#' });
    }
    s
}

/// The piece letter (if written) and the squares of a long algebraic move, legal or not,
/// as a hand made it (`Ng1-f3`, `e2xe5`, `e7-e8=Q`); castling is not read here.
pub fn raw_lan(text: &str) -> Option<(Option<Role>, RawMove)> {
    lan_squares(text).ok()
}

fn lan_squares(text: &str) -> Result<(Option<Role>, RawMove), SanError> {
    let s = strip_suffixes(text);
    let mut chars: Vec<char> = s.chars().collect();
    let mut role = None;
    if let Some(&c) = chars.first() {
        if c.is_ascii_uppercase() {
            role = Some(
                Role::from_char(c)
                    .ok_or_else(|| SanError::Syntax(format!("{}: unknown piece '{}'", text, c)))?,
            );
            chars.remove(0);
        }
    }
    let rest: String = chars.into_iter().collect();
    if rest.len() < 5 || !rest.is_ascii() {
        return Err(SanError::Syntax(format!(
            "{}: expected square, '-' or 'x', square",
            text
        )));
    }
    let from = Square::parse(&rest[0..2])
        .ok_or_else(|| SanError::Syntax(format!("{}: bad departure square", text)))?;
    let sep = rest.as_bytes()[2];
    if !matches!(sep, b'-' | b'x' | b':') {
        return Err(SanError::Syntax(format!(
            "{}: expected '-' or 'x' after the departure square",
            text
        )));
    }
    let to = Square::parse(&rest[3..5])
        .ok_or_else(|| SanError::Syntax(format!("{}: bad arrival square", text)))?;
    let promo_text = rest[5..]
        .trim_start_matches(['=', '/', '('])
        .trim_end_matches(')');
    let promotion = if promo_text.is_empty() {
        None
    } else {
        Some(
            Role::from_char(promo_text.chars().next().unwrap_or('?'))
                .ok_or_else(|| SanError::Syntax(format!("{}: bad promotion piece", text)))?,
        )
    };
    Ok((
        role,
        RawMove {
            from,
            to,
            promotion,
        },
    ))
}

/// Reads long algebraic notation.
///
/// # Errors
/// [`SanError`] for syntax or an illegal move.
pub fn parse_lan(pos: &Position, text: &str) -> Result<Move, SanError> {
    let s = strip_suffixes(text);
    if matches!(s, "O-O" | "0-0" | "O-O-O" | "0-0-0") {
        return super::san::parse_san(pos, s);
    }
    let letters = PieceLetters::english();
    let (named, raw) = lan_squares(text)?;
    let role = named.unwrap_or(Role::Pawn);
    let RawMove {
        from,
        to,
        promotion,
    } = raw;
    let m = pos
        .judge(from, to, promotion)
        .map_err(|r| SanError::Illegal(format!("{}: {}", text, r)))?;
    if m.role() != role && m.castling_side().is_none() {
        return Err(SanError::Illegal(format!(
            "{}: the piece on {} is not a {}",
            text,
            from,
            letters.of(role)
        )));
    }
    Ok(m)
}
