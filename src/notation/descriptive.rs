//! Descriptive notation as 1980 Supplement No. 1 describes it: the English
//! form (`P-K4`, `N-KB3`, `PxP`, `N/5-B3`, `PxR/Q`) and the continental form
//! used in non-English-speaking countries, where the rank precedes the
//! square of arrival without a hyphen (Spanish `P4AD`, `C3AR`).
//!
//! Files are named after the pieces that stand on them at the start (QR QN
//! QB Q K KB KN KR), ranks are counted from the mover's own side. The writer
//! uses the shortest form that names exactly one legal move; where a piece
//! must be told apart it uses the virgule and rank (`N/5-B3`, Supplement 1,
//! Descriptive 9(2)). The reader accepts `K`/`Q` prefixes as the side of the
//! board the piece now stands on.

use super::san::{strip_suffixes, SanError};
use crate::chess::position::Position;
use crate::chess::types::{Color, Move, Role, Square};

/// The letters of one language's descriptive notation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DescriptiveLang {
    /// Pawn, knight, bishop, rook, queen, king.
    pub pieces: [char; 6],
    /// The king's side and queen's side letters (English `K`, `Q`; Spanish `R`, `D`).
    pub king_side: char,
    pub queen_side: char,
    /// Continental form: rank before file, side letter after the piece letter
    /// (`P4AD`), no hyphen.
    pub continental: bool,
    /// What is written after a checking move (`ch`, or `+`).
    pub check: &'static str,
}

impl DescriptiveLang {
    /// English descriptive notation.
    pub fn english() -> DescriptiveLang {
        DescriptiveLang {
            pieces: ['P', 'N', 'B', 'R', 'Q', 'K'],
            king_side: 'K',
            queen_side: 'Q',
            continental: false,
            check: "ch",
        }
    }
    /// Spanish continental form (`P4AD`, `C3AR`, `P4D`).
    pub fn spanish() -> DescriptiveLang {
        DescriptiveLang {
            pieces: ['P', 'C', 'A', 'T', 'D', 'R'],
            king_side: 'R',
            queen_side: 'D',
            continental: true,
            check: "+",
        }
    }
    fn letter(&self, role: Role) -> char {
        self.pieces[role as usize]
    }
    fn role(&self, c: char) -> Option<Role> {
        self.pieces
            .iter()
            .position(|&p| p == c)
            .map(|i| Role::ALL[i])
    }
    /// The file's name: `QR` … `KR` (English), `TD` … `TR` (Spanish).
    fn file_name(&self, file: u8) -> String {
        let side = match file {
            0..=2 => Some(self.queen_side),
            3 | 4 => None,
            _ => Some(self.king_side),
        };
        let piece = self.letter(Role::BACK_RANK[file as usize]);
        match side {
            None => piece.to_string(),
            Some(s) if self.continental => format!("{}{}", piece, s),
            Some(s) => format!("{}{}", s, piece),
        }
    }
    /// The file name without the side letter (`B` for both bishops' files).
    fn short_file_name(&self, file: u8) -> String {
        self.letter(Role::BACK_RANK[file as usize]).to_string()
    }
}

/// The rank as the mover counts it (1–8 from his own side).
fn own_rank(sq: Square, color: Color) -> u8 {
    sq.relative_rank(color) + 1
}

fn square_name(lang: &DescriptiveLang, sq: Square, color: Color, short: bool) -> String {
    let file = if short {
        lang.short_file_name(sq.file())
    } else {
        lang.file_name(sq.file())
    };
    if lang.continental {
        format!("{}{}", own_rank(sq, color), file)
    } else {
        format!("{}{}", file, own_rank(sq, color))
    }
}

/// Ways of naming the piece on `sq`, shortest first.
fn piece_names(lang: &DescriptiveLang, pos: &Position, sq: Square, color: Color) -> Vec<String> {
    let Some(role) = pos.board().role_at(sq) else {
        return Vec::new();
    };
    let letter = lang.letter(role);
    if role == Role::Pawn {
        let short = lang.short_file_name(sq.file());
        let full = lang.file_name(sq.file());
        let mut v = vec![letter.to_string()];
        if lang.continental {
            v.push(format!("{}{}", letter, short));
            v.push(format!("{}{}", letter, full));
        } else {
            v.push(format!("{}{}", short, letter));
            v.push(format!("{}{}", full, letter));
        }
        v.dedup();
        v
    } else {
        vec![
            letter.to_string(),
            format!("{}/{}", letter, own_rank(sq, color)),
            format!("{}/{}", letter, lang.file_name(sq.file())),
        ]
    }
}

/// Writes a legal move in descriptive notation.
pub fn to_descriptive(pos: &Position, m: Move, lang: &DescriptiveLang) -> String {
    let color = pos.turn();
    let mut body = if let Some(side) = m.castling_side() {
        match side {
            crate::CastlingSide::KingSide => "O-O".to_string(),
            crate::CastlingSide::QueenSide => "O-O-O".to_string(),
        }
    } else {
        let movers = piece_names(lang, pos, m.from(), color);
        let targets: Vec<String> = if m.is_capture() {
            let victim = match m {
                Move::EnPassant { from, to } => {
                    Square::from_coords(to.file(), from.rank()).expect("ep square")
                }
                _ => m.to(),
            };
            piece_names(lang, pos, victim, color.other())
                .into_iter()
                .filter(|n| !n.contains('/'))
                .chain([square_name(lang, m.to(), color, false)])
                .collect()
        } else {
            vec![
                square_name(lang, m.to(), color, true),
                square_name(lang, m.to(), color, false),
            ]
        };
        let sep = if m.is_capture() {
            "x"
        } else if lang.continental {
            ""
        } else {
            "-"
        };
        let promo = m
            .promotion()
            .map(|r| format!("/{}", lang.letter(r)))
            .unwrap_or_default();
        let mut best: Option<String> = None;
        'outer: for t in &targets {
            for p in &movers {
                let candidate = format!("{}{}{}{}", p, sep, t, promo);
                if matches(pos, &candidate, lang)
                    .map(|v| v.len() == 1 && v[0] == m)
                    .unwrap_or(false)
                {
                    if best.as_ref().is_none_or(|b| candidate.len() < b.len()) {
                        best = Some(candidate);
                    }
                    continue 'outer;
                }
            }
        }
        let mut s = best.unwrap_or_else(|| {
            // always unambiguous: the piece by its file and rank, the full square
            format!(
                "{}{}{}{}",
                movers.last().cloned().unwrap_or_default(),
                if m.is_capture() { "x" } else { sep },
                square_name(lang, m.to(), color, false),
                promo
            )
        });
        if matches!(m, Move::EnPassant { .. }) {
            s.push_str(" e.p.");
        }
        s
    };
    let after = pos.after(m);
    if after.is_check() {
        body.push_str(lang.check);
    }
    body
}

struct Designation {
    role: Role,
    /// Allowed files (bit per file) for the piece or pawn.
    files: u8,
    rank: Option<u8>,
}

fn side_files(side: Option<char>, lang: &DescriptiveLang) -> u8 {
    match side {
        Some(c) if c == lang.king_side => 0xF0,
        Some(c) if c == lang.queen_side => 0x0F,
        _ => 0xFF,
    }
}

/// Files named by a file letter (R N B Q K) with an optional side.
fn files_of(role: Role, side: Option<char>, lang: &DescriptiveLang) -> u8 {
    let by_role: u8 = match role {
        Role::Rook => 0b1000_0001,
        Role::Knight => 0b0100_0010,
        Role::Bishop => 0b0010_0100,
        Role::Queen => 0b0000_1000,
        Role::King => 0b0001_0000,
        Role::Pawn => 0,
    };
    by_role & side_files(side, lang)
}

/// Parses a piece designation like `P`, `KP`, `QBP`, `N`, `KN`, `N/5`, `R/QR`.
fn parse_designation(s: &str, lang: &DescriptiveLang) -> Option<Designation> {
    let (head, qual) = match s.split_once('/') {
        Some((h, q)) => (h, Some(q)),
        None => (s, None),
    };
    let c: Vec<char> = head.chars().collect();
    let mut d = match c.as_slice() {
        [p] => Designation {
            role: lang.role(*p)?,
            files: 0xFF,
            rank: None,
        },
        // "KN" / "QR" (English side prefix) or "CR"/"TD" (continental suffix) for a piece,
        // "KP"/"QP"/"BP" for a pawn on that file
        [a, b] => {
            let (role_c, other) = if lang.continental { (*a, *b) } else { (*b, *a) };
            let role = lang.role(role_c)?;
            if role == Role::Pawn {
                // continental "PD" = pawn on the queen's file; English "QP"
                let file_role = lang.role(other)?;
                Designation {
                    role,
                    files: files_of(file_role, None, lang),
                    rank: None,
                }
            } else if other == lang.king_side || other == lang.queen_side {
                Designation {
                    role,
                    files: side_files(Some(other), lang),
                    rank: None,
                }
            } else {
                return None;
            }
        }
        // "QBP" / continental "PAD": pawn on a fully named file
        [a, b, p] if !lang.continental && lang.role(*p) == Some(Role::Pawn) => Designation {
            role: Role::Pawn,
            files: files_of(lang.role(*b)?, Some(*a), lang),
            rank: None,
        },
        [p, f, s2] if lang.continental && lang.role(*p) == Some(Role::Pawn) => Designation {
            role: Role::Pawn,
            files: files_of(lang.role(*f)?, Some(*s2), lang),
            rank: None,
        },
        _ => return None,
    };
    if let Some(q) = qual {
        if let Ok(r) = q.parse::<u8>() {
            if !(1..=8).contains(&r) {
                return None;
            }
            d.rank = Some(r);
        } else {
            let (fs, _) = parse_file(q, lang)?;
            d.files &= fs;
        }
    }
    Some(d)
}

/// Parses a file name (`QB`, `B`, `K`, `AD`) into the files it may mean.
fn parse_file(s: &str, lang: &DescriptiveLang) -> Option<(u8, usize)> {
    let c: Vec<char> = s.chars().collect();
    match c.as_slice() {
        [p] => Some((files_of(lang.role(*p)?, None, lang), 1)),
        [a, b] => {
            let (side, p) = if lang.continental { (*b, *a) } else { (*a, *b) };
            if side != lang.king_side && side != lang.queen_side {
                return None;
            }
            let role = lang.role(p)?;
            if matches!(role, Role::King | Role::Queen | Role::Pawn) {
                return None;
            }
            Some((files_of(role, Some(side), lang), 2))
        }
        _ => None,
    }
}

/// Parses a square name (`KB3`, `B3`, continental `3AR`) into candidate squares.
fn parse_square(s: &str, color: Color, lang: &DescriptiveLang) -> Option<Vec<Square>> {
    let (file_part, rank_part) = if lang.continental {
        let d = s.chars().next()?;
        (&s[d.len_utf8()..], d)
    } else {
        let d = s.chars().last()?;
        (&s[..s.len() - d.len_utf8()], d)
    };
    let r = rank_part.to_digit(10)? as u8;
    if !(1..=8).contains(&r) {
        return None;
    }
    let (files, _) = parse_file(file_part, lang)?;
    let rank = if color == Color::White { r - 1 } else { 8 - r };
    Some(
        (0..8)
            .filter(|f| files & (1 << f) != 0)
            .filter_map(|f| Square::from_coords(f, rank))
            .collect(),
    )
}

fn piece_matches(pos: &Position, sq: Square, d: &Designation, color: Color) -> bool {
    pos.board().role_at(sq) == Some(d.role)
        && d.files & (1 << sq.file()) != 0
        && d.rank.is_none_or(|r| own_rank(sq, color) == r)
}

/// All legal moves a descriptive move text can mean.
fn matches(pos: &Position, text: &str, lang: &DescriptiveLang) -> Result<Vec<Move>, SanError> {
    matches_among(pos, text, lang, &pos.legal_moves(), false)
}

/// The moves among `moves` a descriptive move text can mean. `physical`: the moves a
/// hand can make, legal or not (see [`super::physical`]): a capture need not match one.
pub(crate) fn matches_among(
    pos: &Position,
    text: &str,
    lang: &DescriptiveLang,
    moves: &[Move],
    physical: bool,
) -> Result<Vec<Move>, SanError> {
    let color = pos.turn();
    let syntax = |why: &str| SanError::Syntax(format!("{}: {}", text, why));
    let mut s = strip_suffixes(text);
    for suffix in [lang.check, "ch", "mate", "dbl ch"] {
        if let Some(r) = s.strip_suffix(suffix) {
            s = strip_suffixes(r);
        }
    }
    let s = s.replace(['—', '–'], "-").replace('X', "x");
    let legal = moves;
    let castle = match s.as_str() {
        "O-O" | "0-0" => Some(crate::CastlingSide::KingSide),
        "O-O-O" | "0-0-0" => Some(crate::CastlingSide::QueenSide),
        _ => None,
    };
    if castle.is_some() {
        return Ok(legal
            .iter()
            .copied()
            .filter(|m| m.castling_side() == castle)
            .collect());
    }
    // promotion "/Q" at the end (after the square or the captured piece)
    let (body, promotion) = match s.rsplit_once('/') {
        Some((b, p)) if p.chars().count() == 1 => {
            match lang.role(p.chars().next().unwrap_or('?')) {
                Some(r)
                    if !matches!(r, Role::Pawn | Role::King)
                        && (b.contains('-') || b.contains('x') || lang.continental) =>
                {
                    (b.to_string(), Some(r))
                }
                _ => (s.clone(), None),
            }
        }
        _ => (s.clone(), None),
    };
    let (mover_text, target_text, capture) = if let Some((a, b)) = body.split_once('x') {
        (a.to_string(), b.to_string(), true)
    } else if let Some((a, b)) = body.split_once('-') {
        (a.to_string(), b.to_string(), false)
    } else if lang.continental {
        // "P4AD": the piece letters, then the rank digit and file
        let i = body
            .find(|c: char| c.is_ascii_digit())
            .ok_or_else(|| syntax("expected a rank digit"))?;
        (body[..i].to_string(), body[i..].to_string(), false)
    } else {
        return Err(syntax(
            "expected '-' or 'x' between the piece and the square or captured piece",
        ));
    };
    let mover =
        parse_designation(&mover_text, lang).ok_or_else(|| syntax("unknown piece designation"))?;
    let out: Vec<Move> = if capture {
        let victim = parse_designation(&target_text, lang);
        let square = parse_square(&target_text, color, lang);
        if victim.is_none() && square.is_none() {
            return Err(syntax("expected the captured piece after 'x'"));
        }
        legal
            .iter()
            .copied()
            .filter(|m| {
                (physical || m.is_capture())
                    && piece_matches(pos, m.from(), &mover, color)
                    && m.promotion() == promotion
            })
            .filter(|m| {
                let vsq = match *m {
                    Move::EnPassant { from, to } => {
                        Square::from_coords(to.file(), from.rank()).expect("ep")
                    }
                    _ => m.to(),
                };
                victim
                    .as_ref()
                    .is_some_and(|v| piece_matches(pos, vsq, v, color.other()))
                    || square.as_ref().is_some_and(|sq| sq.contains(&m.to()))
            })
            .collect()
    } else {
        let squares =
            parse_square(&target_text, color, lang).ok_or_else(|| syntax("unknown square"))?;
        legal
            .iter()
            .copied()
            .filter(|m| {
                (physical || !m.is_capture())
                    && m.castling_side().is_none()
                    && piece_matches(pos, m.from(), &mover, color)
                    && squares.contains(&m.to())
                    && m.promotion() == promotion
            })
            .collect()
    };
    Ok(out)
}

/// Reads a move in descriptive notation.
///
/// # Errors
/// [`SanError`]: syntax, no legal move matches, or several do.
pub fn parse_descriptive(
    pos: &Position,
    text: &str,
    lang: &DescriptiveLang,
) -> Result<Move, SanError> {
    let v = matches(pos, text, lang)?;
    match v.len() {
        1 => Ok(v[0]),
        0 => Err(SanError::Illegal(format!(
            "{} is not a legal move in this position",
            text
        ))),
        n => Err(SanError::Ambiguous(format!(
            "{}: {} legal moves match",
            text, n
        ))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fen;

    #[test]
    fn supplement_examples() {
        let en = DescriptiveLang::english();
        let start = Position::new();
        let m = parse_descriptive(&start, "P-K4", &en).expect("P-K4");
        assert_eq!(crate::notation::san::to_san(&start, m), "e4");
        assert_eq!(to_descriptive(&start, m, &en), "P-K4");
        let m = parse_descriptive(&start, "N-KB3", &en).expect("N-KB3");
        assert_eq!(crate::notation::san::to_san(&start, m), "Nf3");
        assert_eq!(to_descriptive(&start, m, &en), "N-KB3");
        // "knights on the squares KN5 and KN1 ... N/5-B3 or N/1-B3"
        let p = fen::parse("4k3/8/8/6N1/8/8/8/4K1N1 w - - 0 1").expect("fen");
        let m = parse_descriptive(&p, "N/5-B3", &en).expect("N/5-B3");
        assert_eq!(m.from(), Square::parse("g5").expect("g5"));
        assert_eq!(to_descriptive(&p, m, &en), "N/5-B3");
        assert!(matches!(
            parse_descriptive(&p, "N-B3", &en),
            Err(SanError::Ambiguous(_))
        ));
        // PxR/Q
        let p = fen::parse("1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1").expect("fen");
        let m = parse_descriptive(&p, "PxR/Q", &en).expect("PxR/Q");
        assert_eq!(crate::notation::san::to_san(&p, m), "axb8=Q+");
        assert_eq!(to_descriptive(&p, m, &en), "PxR/Qch");

        let es = DescriptiveLang::spanish();
        let m = parse_descriptive(&start, "P4AD", &es).expect("P4AD");
        assert_eq!(crate::notation::san::to_san(&start, m), "c4");
        assert_eq!(to_descriptive(&start, m, &es), "P4AD");
        let m = parse_descriptive(&start, "C3AR", &es).expect("C3AR");
        assert_eq!(crate::notation::san::to_san(&start, m), "Nf3");
        let m = parse_descriptive(&start, "P4D", &es).expect("P4D");
        assert_eq!(crate::notation::san::to_san(&start, m), "d4");
    }
}
