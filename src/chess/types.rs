//! The small types the Laws speak of: colours, pieces, squares, moves.
//!
//! Names follow the FIDE Laws of Chess (2018 Art. 2): the two players are
//! "White" and "Black", the eight vertical columns are *files*, the eight
//! horizontal rows are *ranks*.

use core::fmt;

/// One of the two players (2018 Art. 1.1: "White" and "Black").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Color {
    White = 0,
    Black = 1,
}

impl Color {
    /// Both colours, White first.
    pub const ALL: [Color; 2] = [Color::White, Color::Black];

    /// The opponent.
    #[inline]
    pub const fn other(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }

    /// Picks `white` or `black` according to the colour.
    #[inline]
    pub fn fold_wb<T>(self, white: T, black: T) -> T {
        match self {
            Color::White => white,
            Color::Black => black,
        }
    }

    /// `"white"` or `"black"`.
    pub const fn name(self) -> &'static str {
        match self {
            Color::White => "white",
            Color::Black => "black",
        }
    }

    /// The FEN letter, `w` or `b`.
    pub const fn char(self) -> char {
        match self {
            Color::White => 'w',
            Color::Black => 'b',
        }
    }

    /// Parses `"white"`/`"black"` or `w`/`b` (any case).
    pub fn from_name(s: &str) -> Option<Color> {
        match s.to_ascii_lowercase().as_str() {
            "white" | "w" => Some(Color::White),
            "black" | "b" => Some(Color::Black),
            _ => None,
        }
    }

    /// The rank on which this colour's pieces stand at the start (2018 Art. 2.3).
    pub const fn back_rank(self) -> u8 {
        match self {
            Color::White => 0,
            Color::Black => 7,
        }
    }

    /// The rank a pawn of this colour promotes on (2018 Art. 3.7.5).
    pub const fn promotion_rank(self) -> u8 {
        match self {
            Color::White => 7,
            Color::Black => 0,
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Color::White => "White",
            Color::Black => "Black",
        })
    }
}

/// A kind of piece (2018 Art. 2.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Role {
    Pawn = 0,
    Knight = 1,
    Bishop = 2,
    Rook = 3,
    Queen = 4,
    King = 5,
}

impl Role {
    /// All six roles, pawn first.
    pub const ALL: [Role; 6] = [
        Role::Pawn,
        Role::Knight,
        Role::Bishop,
        Role::Rook,
        Role::Queen,
        Role::King,
    ];

    /// The pieces a pawn may be exchanged for on promotion (2018 Art. 3.7.5.1),
    /// in the order the Laws list them.
    pub const PROMOTIONS: [Role; 4] = [Role::Queen, Role::Rook, Role::Bishop, Role::Knight];

    /// The pieces on the first rank at the start, file a to h (2018 Art. 2.3);
    /// the descriptive notation names the files after them.
    pub const BACK_RANK: [Role; 8] = [
        Role::Rook,
        Role::Knight,
        Role::Bishop,
        Role::Queen,
        Role::King,
        Role::Bishop,
        Role::Knight,
        Role::Rook,
    ];

    /// The English letter (uppercase) of the role, `P` for the pawn.
    pub const fn upper_char(self) -> char {
        match self {
            Role::Pawn => 'P',
            Role::Knight => 'N',
            Role::Bishop => 'B',
            Role::Rook => 'R',
            Role::Queen => 'Q',
            Role::King => 'K',
        }
    }

    /// The English letter (lowercase), as in UCI promotions.
    pub const fn char(self) -> char {
        self.upper_char().to_ascii_lowercase()
    }

    /// Parses an English piece letter in either case.
    pub fn from_char(c: char) -> Option<Role> {
        Some(match c.to_ascii_uppercase() {
            'P' => Role::Pawn,
            'N' => Role::Knight,
            'B' => Role::Bishop,
            'R' => Role::Rook,
            'Q' => Role::Queen,
            'K' => Role::King,
            _ => return None,
        })
    }

    /// The English name, lowercase.
    pub const fn name(self) -> &'static str {
        match self {
            Role::Pawn => "pawn",
            Role::Knight => "knight",
            Role::Bishop => "bishop",
            Role::Rook => "rook",
            Role::Queen => "queen",
            Role::King => "king",
        }
    }
}

/// A piece: a role and a colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    pub color: Color,
    pub role: Role,
}

impl Piece {
    /// The FEN letter: uppercase for White, lowercase for Black.
    pub fn char(self) -> char {
        match self.color {
            Color::White => self.role.upper_char(),
            Color::Black => self.role.char(),
        }
    }

    /// Parses a FEN letter.
    pub fn from_char(c: char) -> Option<Piece> {
        let role = Role::from_char(c)?;
        let color = if c.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        Some(Piece { color, role })
    }

    /// The figurine (Unicode chess symbol) of the piece.
    pub fn figurine(self) -> char {
        let white = ['♙', '♘', '♗', '♖', '♕', '♔'];
        let black = ['♟', '♞', '♝', '♜', '♛', '♚'];
        self.color.fold_wb(white, black)[self.role as usize]
    }
}

/// One of the 64 squares, `a1` = 0 … `h8` = 63 (2018 Art. 2.4 and Appendix C.2).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    /// Square from its index 0..64; `None` when out of range.
    #[inline]
    pub const fn new(index: u8) -> Option<Square> {
        if index < 64 {
            Some(Square(index))
        } else {
            None
        }
    }

    /// Square from file (0 = a) and rank (0 = first); `None` when out of range.
    #[inline]
    pub const fn from_coords(file: u8, rank: u8) -> Option<Square> {
        if file < 8 && rank < 8 {
            Some(Square(rank * 8 + file))
        } else {
            None
        }
    }

    /// # Safety-free constructor for indexes known to be in range.
    #[inline]
    pub(crate) const fn from_index_unchecked(index: u8) -> Square {
        Square(index & 63)
    }

    /// The index 0..64.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The file, 0 = a.
    #[inline]
    pub const fn file(self) -> u8 {
        self.0 & 7
    }

    /// The rank, 0 = first rank.
    #[inline]
    pub const fn rank(self) -> u8 {
        self.0 >> 3
    }

    /// The rank counted from `color`'s own side (0 = its first rank).
    #[inline]
    pub const fn relative_rank(self, color: Color) -> u8 {
        match color {
            Color::White => self.rank(),
            Color::Black => 7 - self.rank(),
        }
    }

    /// True for the light squares (h1 is light, 2018 Art. 2.1).
    #[inline]
    pub const fn is_light(self) -> bool {
        (self.file() + self.rank()) % 2 == 1
    }

    /// The square with file and rank offset; `None` off the board.
    pub const fn offset(self, df: i8, dr: i8) -> Option<Square> {
        let f = self.file() as i8 + df;
        let r = self.rank() as i8 + dr;
        if f >= 0 && f < 8 && r >= 0 && r < 8 {
            Some(Square((r * 8 + f) as u8))
        } else {
            None
        }
    }

    /// All 64 squares, a1 first.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..64).map(Square)
    }

    /// The file letter, `a`..`h`.
    pub const fn file_char(self) -> char {
        (b'a' + self.file()) as char
    }

    /// The rank digit, `1`..`8`.
    pub const fn rank_char(self) -> char {
        (b'1' + self.rank()) as char
    }

    /// Parses `e4` (lowercase file letter, as 2018 Appendix C.2 writes squares).
    pub fn parse(s: &str) -> Option<Square> {
        let b = s.as_bytes();
        if b.len() != 2 {
            return None;
        }
        let f = b[0].wrapping_sub(b'a');
        let r = b[1].wrapping_sub(b'1');
        Square::from_coords(f, r)
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.file_char(), self.rank_char())
    }
}

impl fmt::Debug for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl core::str::FromStr for Square {
    type Err = ParseSquareError;
    fn from_str(s: &str) -> Result<Square, ParseSquareError> {
        Square::parse(s).ok_or(ParseSquareError)
    }
}

/// A string that is not a square name like `e4`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParseSquareError;

impl fmt::Display for ParseSquareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("invalid square name (expected a file a-h and a rank 1-8, like e4)")
    }
}

impl std::error::Error for ParseSquareError {}

/// Which side a castling goes to (2018 Art. 3.8.2: "king's side" or "queen's side").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CastlingSide {
    KingSide = 0,
    QueenSide = 1,
}

impl CastlingSide {
    pub const ALL: [CastlingSide; 2] = [CastlingSide::KingSide, CastlingSide::QueenSide];

    /// The file the king goes to (g or c).
    pub const fn king_to_file(self) -> u8 {
        match self {
            CastlingSide::KingSide => 6,
            CastlingSide::QueenSide => 2,
        }
    }

    /// The file the rook goes to (f or d).
    pub const fn rook_to_file(self) -> u8 {
        match self {
            CastlingSide::KingSide => 5,
            CastlingSide::QueenSide => 3,
        }
    }

    /// The file the rook starts on (h or a).
    pub const fn rook_from_file(self) -> u8 {
        match self {
            CastlingSide::KingSide => 7,
            CastlingSide::QueenSide => 0,
        }
    }

    /// `O-O` or `O-O-O`.
    pub const fn san(self) -> &'static str {
        match self {
            CastlingSide::KingSide => "O-O",
            CastlingSide::QueenSide => "O-O-O",
        }
    }
}

/// A move on the board (2018 Art. 3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// Any move that is neither castling nor an en passant capture, including
    /// promotions (2018 Art. 3.7.5).
    Normal {
        role: Role,
        from: Square,
        capture: Option<Role>,
        to: Square,
        promotion: Option<Role>,
    },
    /// A pawn capturing en passant (2018 Art. 3.7.3.1).
    EnPassant { from: Square, to: Square },
    /// Castling (2018 Art. 3.8.2): the king's square and the rook's square.
    Castle { king: Square, rook: Square },
}

impl Move {
    /// The square the moving piece leaves (the king's for castling).
    #[inline]
    pub fn from(self) -> Square {
        match self {
            Move::Normal { from, .. } | Move::EnPassant { from, .. } => from,
            Move::Castle { king, .. } => king,
        }
    }

    /// The square the moving piece (the king, for castling) reaches.
    #[inline]
    pub fn to(self) -> Square {
        match self {
            Move::Normal { to, .. } | Move::EnPassant { to, .. } => to,
            Move::Castle { king, rook } => {
                let side = self.castling_side().expect("castle");
                Square::from_coords(side.king_to_file(), king.rank()).unwrap_or(rook)
            }
        }
    }

    /// The role of the moving piece.
    #[inline]
    pub fn role(self) -> Role {
        match self {
            Move::Normal { role, .. } => role,
            Move::EnPassant { .. } => Role::Pawn,
            Move::Castle { .. } => Role::King,
        }
    }

    /// The captured role, if any.
    #[inline]
    pub fn capture(self) -> Option<Role> {
        match self {
            Move::Normal { capture, .. } => capture,
            Move::EnPassant { .. } => Some(Role::Pawn),
            Move::Castle { .. } => None,
        }
    }

    /// True for captures, en passant included.
    #[inline]
    pub fn is_capture(self) -> bool {
        self.capture().is_some()
    }

    /// The promotion piece, if any.
    #[inline]
    pub fn promotion(self) -> Option<Role> {
        match self {
            Move::Normal { promotion, .. } => promotion,
            _ => None,
        }
    }

    /// For castling moves, the side.
    #[inline]
    pub fn castling_side(self) -> Option<CastlingSide> {
        match self {
            Move::Castle { king, rook } => Some(if rook.file() > king.file() {
                CastlingSide::KingSide
            } else {
                CastlingSide::QueenSide
            }),
            _ => None,
        }
    }

    /// True when the move resets the fifty-move count (a pawn move or a capture:
    /// 2018 Art. 9.3).
    #[inline]
    pub fn is_zeroing(self) -> bool {
        self.role() == Role::Pawn || self.is_capture()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn square_names_round_trip() {
        for sq in Square::all() {
            assert_eq!(Square::parse(&sq.to_string()), Some(sq));
        }
        assert_eq!(Square::parse("i1"), None);
        assert_eq!(Square::parse("a9"), None);
        assert_eq!(Square::parse("a"), None);
    }

    #[test]
    fn h1_is_light_a1_is_dark() {
        assert!(Square::parse("h1").expect("h1").is_light());
        assert!(!Square::parse("a1").expect("a1").is_light());
    }

    #[test]
    fn move_is_small() {
        assert!(core::mem::size_of::<Move>() <= 8);
    }
}
