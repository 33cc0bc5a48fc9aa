//! The two notations of 1980 Supplement No. 2: the correspondence (numeric)
//! notation and the telecommunications notation (Uedemann code).
//!
//! Correspondence notation names a square by two digits, file then rank
//! (e2 = 52). A move is departure and arrival, `5254`; castling is the king's
//! move (`5171`, `5878`); a promotion is departure square, file of arrival,
//! then 1–4 for queen, rook, bishop, knight (`3731`, `6264`).
//!
//! The Uedemann code names a square by two letters: a consonant for the file
//! (B C D F G H K L on ranks 1–4, M N P R S T W Z on ranks 5–8) and a vowel
//! for the rank counted from the nearer edge (A E I O = 1 2 3 4 on White's
//! half, 8 7 6 5 on Black's). e2-e4 = GEGO, White's O-O = GAKA, Black's = SAWA.
//! The Supplement gives no form for promotions; we append the correspondence
//! digit of the new piece (`MEMA1` = b7-b8=Q), and say so.

use super::san::SanError;
use super::uci::RawMove;
use crate::chess::position::Position;
use crate::chess::types::{Move, Role, Square};

fn promotion_digit(role: Role) -> char {
    match role {
        Role::Queen => '1',
        Role::Rook => '2',
        Role::Bishop => '3',
        _ => '4',
    }
}

fn digit_promotion(c: char) -> Option<Role> {
    Some(match c {
        '1' => Role::Queen,
        '2' => Role::Rook,
        '3' => Role::Bishop,
        '4' => Role::Knight,
        _ => return None,
    })
}

fn square_digits(sq: Square) -> String {
    format!("{}{}", sq.file() + 1, sq.rank() + 1)
}

/// Writes a move in correspondence notation (1980 Supplement 2A).
pub fn to_correspondence(m: Move) -> String {
    let (from, to) = (m.from(), m.to());
    match m.promotion() {
        Some(r) => format!(
            "{}{}{}",
            square_digits(from),
            to.file() + 1,
            promotion_digit(r)
        ),
        None => format!("{}{}", square_digits(from), square_digits(to)),
    }
}

fn digits_square(f: u8, r: u8) -> Option<Square> {
    if (b'1'..=b'8').contains(&f) && (b'1'..=b'8').contains(&r) {
        Square::from_coords(f - b'1', r - b'1')
    } else {
        None
    }
}

fn find(
    pos: &Position,
    text: &str,
    from: Square,
    to: Square,
    promotion: Option<Role>,
) -> Result<Move, SanError> {
    pos.legal_moves()
        .iter()
        .copied()
        .find(|m| m.from() == from && m.to() == to && m.promotion() == promotion)
        .ok_or_else(|| match pos.judge(from, to, promotion) {
            Err(reason) => SanError::Illegal(format!("{}: {}", text, reason)),
            Ok(_) => SanError::Illegal(format!("{} is not a legal move in this position", text)),
        })
}

/// Reads correspondence notation.
///
/// # Errors
/// [`SanError::Syntax`] unless four digits 1–8 (a promotion's last digit 1–4);
/// [`SanError::Illegal`] with the article when the move is not legal.
pub fn parse_correspondence(pos: &Position, text: &str) -> Result<Move, SanError> {
    let (from, to, promotion) = correspondence_squares(pos, text)?;
    find(pos, text, from, to, promotion)
}

/// The squares a correspondence move names, legal or not, as a hand made it.
pub fn raw_correspondence(pos: &Position, text: &str) -> Option<RawMove> {
    correspondence_squares(pos, text)
        .ok()
        .map(|(from, to, promotion)| RawMove {
            from,
            to,
            promotion,
        })
}

fn correspondence_squares(
    pos: &Position,
    text: &str,
) -> Result<(Square, Square, Option<Role>), SanError> {
    let t = text.trim();
    let b = t.as_bytes();
    if b.len() != 4 || !b.iter().all(u8::is_ascii_digit) {
        return Err(SanError::Syntax(format!(
            "{}: correspondence notation is four digits, like 5254",
            text
        )));
    }
    let from = digits_square(b[0], b[1])
        .ok_or_else(|| SanError::Syntax(format!("{}: digits must be 1-8", text)))?;
    // a pawn on its seventh rank moving to the file digit + piece digit is a promotion
    let pawn_promotes = pos.board().piece_at(from).is_some_and(|p| {
        p.role == Role::Pawn && p.color == pos.turn() && from.relative_rank(p.color) == 6
    });
    if pawn_promotes {
        let file = b[2];
        let promotion = digit_promotion(b[3] as char).ok_or_else(|| {
            SanError::Syntax(format!("{}: promotion piece digit must be 1-4", text))
        })?;
        let to = digits_square(file, b'1' + pos.turn().promotion_rank())
            .ok_or_else(|| SanError::Syntax(format!("{}: bad file digit", text)))?;
        return Ok((from, to, Some(promotion)));
    }
    let to = digits_square(b[2], b[3])
        .ok_or_else(|| SanError::Syntax(format!("{}: digits must be 1-8", text)))?;
    Ok((from, to, None))
}

const LOW: [char; 8] = ['B', 'C', 'D', 'F', 'G', 'H', 'K', 'L'];
const HIGH: [char; 8] = ['M', 'N', 'P', 'R', 'S', 'T', 'W', 'Z'];
const VOWELS: [char; 4] = ['A', 'E', 'I', 'O'];

/// The two Uedemann letters of a square (e4 = GO, e8 = SA).
pub fn uedemann_square(sq: Square) -> String {
    let (f, r) = (sq.file() as usize, sq.rank() as usize);
    if r < 4 {
        format!("{}{}", LOW[f], VOWELS[r])
    } else {
        format!("{}{}", HIGH[f], VOWELS[7 - r])
    }
}

fn parse_uedemann_square(c: char, v: char) -> Option<Square> {
    let vi = VOWELS.iter().position(|&x| x == v)? as u8;
    if let Some(f) = LOW.iter().position(|&x| x == c) {
        return Square::from_coords(f as u8, vi);
    }
    let f = HIGH.iter().position(|&x| x == c)?;
    Square::from_coords(f as u8, 7 - vi)
}

/// Writes a move in the telecommunications notation (1980 Supplement 2B).
pub fn to_telecom(m: Move) -> String {
    let mut s = format!("{}{}", uedemann_square(m.from()), uedemann_square(m.to()));
    if let Some(r) = m.promotion() {
        s.push(promotion_digit(r));
    }
    s
}

/// Reads the telecommunications notation (four letters, plus a promotion digit).
///
/// # Errors
/// [`SanError::Syntax`] unless the letters name squares; [`SanError::Illegal`]
/// with the article when the move is not legal.
pub fn parse_telecom(pos: &Position, text: &str) -> Result<Move, SanError> {
    let (from, to, promotion) = telecom_squares(text)?;
    find(pos, text, from, to, promotion)
}

/// The squares a Uedemann code names, legal or not, as a hand made it.
pub fn raw_telecom(text: &str) -> Option<RawMove> {
    telecom_squares(text)
        .ok()
        .map(|(from, to, promotion)| RawMove {
            from,
            to,
            promotion,
        })
}

fn telecom_squares(text: &str) -> Result<(Square, Square, Option<Role>), SanError> {
    let t: Vec<char> = text
        .trim()
        .chars()
        .map(|c| c.to_ascii_uppercase())
        .collect();
    if !(t.len() == 4 || t.len() == 5) {
        return Err(SanError::Syntax(format!(
            "{}: the Uedemann code is four letters, like GEGO",
            text
        )));
    }
    let bad = || {
        SanError::Syntax(format!(
            "{}: not Uedemann squares (consonant for the file, vowel A E I O for the rank)",
            text
        ))
    };
    let from = parse_uedemann_square(t[0], t[1]).ok_or_else(bad)?;
    let to = parse_uedemann_square(t[2], t[3]).ok_or_else(bad)?;
    let promotion =
        match t.get(4) {
            Some(&c) => Some(digit_promotion(c).ok_or_else(|| {
                SanError::Syntax(format!("{}: promotion digit must be 1-4", text))
            })?),
            None => None,
        };
    Ok((from, to, promotion))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fen;

    fn play(pos: &mut Position, san: &str) {
        let m = crate::notation::san::parse_san(pos, san).expect(san);
        pos.play_unchecked(m);
    }

    /// Every example of 1980 Supplement No. 2.
    #[test]
    fn supplement_2_examples() {
        let start = Position::new();
        assert_eq!(
            to_correspondence(parse_correspondence(&start, "5254").expect("e2-e4")),
            "5254"
        );
        assert_eq!(
            crate::notation::san::to_san(&start, parse_correspondence(&start, "5254").expect("e4")),
            "e4"
        );
        assert_eq!(
            crate::notation::san::to_san(&start, parse_telecom(&start, "GEGO").expect("GEGO")),
            "e4"
        );

        let castle_w = fen::parse("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").expect("fen");
        let oo = parse_correspondence(&castle_w, "5171").expect("O-O");
        assert!(matches!(oo, Move::Castle { .. }));
        assert_eq!(to_correspondence(oo), "5171");
        assert_eq!(to_telecom(oo), "GAKA");
        assert_eq!(parse_telecom(&castle_w, "GAKA").expect("GAKA"), oo);

        let castle_b = fen::parse("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1").expect("fen");
        let oo = parse_correspondence(&castle_b, "5878").expect("O-O");
        assert_eq!(to_telecom(oo), "SAWA");
        assert_eq!(parse_telecom(&castle_b, "SAWA").expect("SAWA"), oo);

        // "if a pawn moves from square 37 to square 38 and is promoted to a queen, the move is written 3731"
        let w = fen::parse("7k/2P5/8/8/8/8/8/K7 w - - 0 1").expect("fen");
        let m = parse_correspondence(&w, "3731").expect("3731");
        assert_eq!(crate::notation::san::to_san(&w, m), "c8=Q+");
        assert_eq!(to_correspondence(m), "3731");
        // "if Black moves a pawn from 62 to 61 and promotes a knight, the move is written 6264"
        let b = fen::parse("7k/8/8/8/8/8/5p2/K7 b - - 0 1").expect("fen");
        let m = parse_correspondence(&b, "6264").expect("6264");
        assert_eq!(crate::notation::san::to_san(&b, m), "f1=N");
        assert_eq!(to_correspondence(m), "6264");
    }

    #[test]
    fn uedemann_squares_follow_the_stated_rule() {
        let sq = |s: &str| Square::parse(s).expect("square");
        assert_eq!(uedemann_square(sq("e8")), "SA");
        assert_eq!(uedemann_square(sq("e7")), "SE");
        assert_eq!(uedemann_square(sq("e5")), "SO");
        assert_eq!(uedemann_square(sq("a1")), "BA");
        assert_eq!(uedemann_square(sq("h4")), "LO");
        assert_eq!(uedemann_square(sq("h5")), "ZO");
        for s in Square::all() {
            let u: Vec<char> = uedemann_square(s).chars().collect();
            assert_eq!(parse_uedemann_square(u[0], u[1]), Some(s));
        }
    }

    #[test]
    fn errors() {
        let mut p = Position::new();
        assert!(matches!(
            parse_correspondence(&p, "52"),
            Err(SanError::Syntax(_))
        ));
        assert!(matches!(
            parse_correspondence(&p, "5255"),
            Err(SanError::Illegal(_))
        ));
        assert!(matches!(
            parse_telecom(&p, "GEXO"),
            Err(SanError::Syntax(_))
        ));
        play(&mut p, "e4");
        assert!(matches!(
            parse_telecom(&p, "GOGI"),
            Err(SanError::Illegal(_))
        ));
    }
}
