//! Sets of squares as 64-bit masks, and the attack tables of the pieces
//! (2018 Art. 3.2–3.7: how each piece moves).

use crate::chess::types::{Color, Square};
use std::sync::OnceLock;

/// A set of squares, bit `i` for the square with index `i` (a1 = 0, h8 = 63).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Bitboard(pub u64);

impl Bitboard {
    pub const EMPTY: Bitboard = Bitboard(0);
    pub const FULL: Bitboard = Bitboard(!0);
    pub const LIGHT_SQUARES: Bitboard = Bitboard(0x55aa_55aa_55aa_55aa);
    pub const DARK_SQUARES: Bitboard = Bitboard(0xaa55_aa55_aa55_aa55);

    /// True when every square in the set has one colour (so also for no square): the test
    /// for "bishops of one colour".
    #[inline]
    pub const fn on_one_colour(self) -> bool {
        self.0 & Self::LIGHT_SQUARES.0 == self.0 || self.0 & Self::DARK_SQUARES.0 == self.0
    }

    #[inline]
    pub const fn from_square(sq: Square) -> Bitboard {
        Bitboard(1 << sq.index())
    }

    /// All squares of a rank (0 = first).
    #[inline]
    pub const fn rank(rank: u8) -> Bitboard {
        Bitboard(0xff << (8 * rank as u32))
    }

    /// All squares of a file (0 = a).
    #[inline]
    pub const fn file(file: u8) -> Bitboard {
        Bitboard(0x0101_0101_0101_0101 << file as u32)
    }

    #[inline]
    pub const fn contains(self, sq: Square) -> bool {
        self.0 & (1 << sq.index()) != 0
    }
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }
    #[inline]
    pub const fn any(self) -> bool {
        self.0 != 0
    }
    #[inline]
    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }
    #[inline]
    pub const fn more_than_one(self) -> bool {
        self.0 & self.0.wrapping_sub(1) != 0
    }
    /// The lowest square, if any.
    #[inline]
    pub const fn first(self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            Some(Square::from_index_unchecked(self.0.trailing_zeros() as u8))
        }
    }
    /// The only square, when the set has exactly one.
    #[inline]
    pub const fn single_square(self) -> Option<Square> {
        if self.0 != 0 && !self.more_than_one() {
            self.first()
        } else {
            None
        }
    }
    #[inline]
    pub fn with(self, sq: Square) -> Bitboard {
        Bitboard(self.0 | (1 << sq.index()))
    }
    #[inline]
    pub fn without(self, sq: Square) -> Bitboard {
        Bitboard(self.0 & !(1 << sq.index()))
    }
    #[inline]
    pub fn toggle(&mut self, sq: Square) {
        self.0 ^= 1 << sq.index();
    }
    #[inline]
    pub fn set(&mut self, sq: Square) {
        self.0 |= 1 << sq.index();
    }
    #[inline]
    pub fn clear(&mut self, sq: Square) {
        self.0 &= !(1 << sq.index());
    }
}

impl Iterator for Bitboard {
    type Item = Square;
    #[inline]
    fn next(&mut self) -> Option<Square> {
        let sq = self.first()?;
        self.0 &= self.0 - 1;
        Some(sq)
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

macro_rules! bitop {
    ($tr:ident, $f:ident, $atr:ident, $af:ident, $op:tt) => {
        impl core::ops::$tr for Bitboard {
            type Output = Bitboard;
            #[inline]
            fn $f(self, o: Bitboard) -> Bitboard { Bitboard(self.0 $op o.0) }
        }
        impl core::ops::$atr for Bitboard {
            #[inline]
            fn $af(&mut self, o: Bitboard) { self.0 = self.0 $op o.0; }
        }
    };
}
bitop!(BitAnd, bitand, BitAndAssign, bitand_assign, &);
bitop!(BitOr, bitor, BitOrAssign, bitor_assign, |);
bitop!(BitXor, bitxor, BitXorAssign, bitxor_assign, ^);

impl core::ops::Not for Bitboard {
    type Output = Bitboard;
    #[inline]
    fn not(self) -> Bitboard {
        Bitboard(!self.0)
    }
}

const fn step_table(steps: &[(i8, i8)]) -> [u64; 64] {
    let mut t = [0u64; 64];
    let mut sq = 0;
    while sq < 64 {
        let (f, r) = ((sq & 7) as i8, (sq >> 3) as i8);
        let mut i = 0;
        while i < steps.len() {
            let (nf, nr) = (f + steps[i].0, r + steps[i].1);
            if nf >= 0 && nf < 8 && nr >= 0 && nr < 8 {
                t[sq] |= 1 << (nr * 8 + nf);
            }
            i += 1;
        }
        sq += 1;
    }
    t
}

static KNIGHT: [u64; 64] = step_table(&[
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
]);
static KING: [u64; 64] = step_table(&[
    (1, 0),
    (1, 1),
    (0, 1),
    (-1, 1),
    (-1, 0),
    (-1, -1),
    (0, -1),
    (1, -1),
]);
static PAWN: [[u64; 64]; 2] = [
    step_table(&[(1, 1), (-1, 1)]),
    step_table(&[(1, -1), (-1, -1)]),
];

include!(concat!(env!("OUT_DIR"), "/magics.rs"));

struct Tables {
    rook_offset: [usize; 64],
    bishop_offset: [usize; 64],
    sliders: Vec<u64>,
    between: Vec<u64>,
    line: Vec<u64>,
}

fn slide_slow(sq: Square, occ: u64, dirs: &[(i8, i8)]) -> u64 {
    let mut att = 0;
    for &(df, dr) in dirs {
        let mut cur = sq;
        while let Some(n) = cur.offset(df, dr) {
            att |= 1 << n.index();
            if occ & (1 << n.index()) != 0 {
                break;
            }
            cur = n;
        }
    }
    att
}

const ROOK_DIRS: [(i8, i8); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const BISHOP_DIRS: [(i8, i8); 4] = [(1, 1), (-1, -1), (1, -1), (-1, 1)];

fn build_tables() -> Tables {
    let mut sliders = Vec::new();
    let mut rook_offset = [0; 64];
    let mut bishop_offset = [0; 64];
    for (magics, offsets, dirs) in [
        (&ROOK_MAGICS, &mut rook_offset, &ROOK_DIRS),
        (&BISHOP_MAGICS, &mut bishop_offset, &BISHOP_DIRS),
    ] {
        for (i, &(mask, magic, shift)) in magics.iter().enumerate() {
            let sq = Square::from_index_unchecked(i as u8);
            let base = sliders.len();
            offsets[i] = base;
            sliders.resize(base + (1usize << (64 - shift)), 0);
            let mut sub = 0u64;
            loop {
                let idx = (sub.wrapping_mul(magic) >> shift) as usize;
                sliders[base + idx] = slide_slow(sq, sub, dirs);
                sub = sub.wrapping_sub(mask) & mask;
                if sub == 0 {
                    break;
                }
            }
        }
    }
    let mut between = vec![0u64; 64 * 64];
    let mut line = vec![0u64; 64 * 64];
    for a in Square::all() {
        for dirs in [&ROOK_DIRS, &BISHOP_DIRS] {
            for &(df, dr) in dirs.iter() {
                let mut cur = a;
                let mut path = 0u64;
                while let Some(n) = cur.offset(df, dr) {
                    between[a.index() * 64 + n.index()] = path;
                    path |= 1 << n.index();
                    cur = n;
                }
            }
            // full lines through a (both directions), including a
            for pair in dirs.chunks(2) {
                let full = slide_slow(a, 0, pair) | (1 << a.index());
                for b in Bitboard(full & !(1 << a.index())) {
                    line[a.index() * 64 + b.index()] = full;
                }
            }
        }
    }
    Tables {
        rook_offset,
        bishop_offset,
        sliders,
        between,
        line,
    }
}

static TABLES: OnceLock<Tables> = OnceLock::new();

#[inline]
fn tables() -> &'static Tables {
    TABLES.get_or_init(build_tables)
}

/// Squares a knight on `sq` attacks (2018 Art. 3.6).
#[inline]
pub fn knight_attacks(sq: Square) -> Bitboard {
    Bitboard(KNIGHT[sq.index()])
}

/// Squares a king on `sq` attacks (2018 Art. 3.8.1).
#[inline]
pub fn king_attacks(sq: Square) -> Bitboard {
    Bitboard(KING[sq.index()])
}

/// Squares a pawn of `color` on `sq` attacks (2018 Art. 3.7.3).
#[inline]
pub fn pawn_attacks(color: Color, sq: Square) -> Bitboard {
    Bitboard(PAWN[color as usize][sq.index()])
}

/// The squares ahead of a pawn of `color` on `sq`, on its file (towards its last rank).
#[inline]
pub fn ahead_on_file(color: Color, sq: Square) -> Bitboard {
    let beyond = match color {
        Color::White => (!0u64).checked_shl(sq.index() as u32 + 1).unwrap_or(0),
        Color::Black => (1u64 << sq.index()) - 1,
    };
    Bitboard::file(sq.file()) & Bitboard(beyond)
}

/// Squares a rook on `sq` attacks given the occupied squares (2018 Art. 3.3):
/// it may not move over any intervening piece (3.5).
#[inline]
pub fn rook_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    let t = tables();
    let (mask, magic, shift) = ROOK_MAGICS[sq.index()];
    let idx = ((occupied.0 & mask).wrapping_mul(magic) >> shift) as usize;
    Bitboard(t.sliders[t.rook_offset[sq.index()] + idx])
}

/// Squares a bishop on `sq` attacks given the occupied squares (2018 Art. 3.2, 3.5).
#[inline]
pub fn bishop_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    let t = tables();
    let (mask, magic, shift) = BISHOP_MAGICS[sq.index()];
    let idx = ((occupied.0 & mask).wrapping_mul(magic) >> shift) as usize;
    Bitboard(t.sliders[t.bishop_offset[sq.index()] + idx])
}

/// Squares a queen on `sq` attacks (2018 Art. 3.4).
#[inline]
pub fn queen_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    rook_attacks(sq, occupied) | bishop_attacks(sq, occupied)
}

/// The squares strictly between `a` and `b` when they share a rank, file or
/// diagonal; empty otherwise.
#[inline]
pub fn between(a: Square, b: Square) -> Bitboard {
    Bitboard(tables().between[a.index() * 64 + b.index()])
}

/// The whole line (rank, file or diagonal) through `a` and `b`, edge to edge;
/// empty when they are not aligned.
#[inline]
pub fn line(a: Square, b: Square) -> Bitboard {
    Bitboard(tables().line[a.index() * 64 + b.index()])
}

/// True when `c` lies on the line through `a` and `b`.
#[inline]
pub fn aligned(a: Square, b: Square, c: Square) -> bool {
    line(a, b).contains(c)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        Square::parse(s).expect("valid square")
    }

    /// a1 is dark, h1 light; a square (file, rank) is dark when file + rank is even.
    /// The squares ahead of a pawn on its file: up the file for White, down for Black, none
    /// past the board's edge.
    #[test]
    fn the_squares_ahead_of_a_pawn_on_its_file() {
        let sq = |name: &str| Square::parse(name).expect("square");
        let set = |names: &[&str]| {
            names
                .iter()
                .fold(Bitboard::EMPTY, |b, n| b | Bitboard::from_square(sq(n)))
        };
        assert_eq!(
            ahead_on_file(Color::White, sq("e5")),
            set(&["e6", "e7", "e8"])
        );
        assert_eq!(
            ahead_on_file(Color::Black, sq("e5")),
            set(&["e4", "e3", "e2", "e1"])
        );
        assert_eq!(ahead_on_file(Color::White, sq("h8")), Bitboard::EMPTY);
        assert_eq!(ahead_on_file(Color::Black, sq("a1")), Bitboard::EMPTY);
        assert_eq!(ahead_on_file(Color::White, sq("a7")), set(&["a8"]));
    }

    #[test]
    fn squares_of_one_colour() {
        let set = |names: &[&str]| {
            names
                .iter()
                .fold(Bitboard::EMPTY, |b, n| b | Bitboard::from_square(sq(n)))
        };
        assert!(Bitboard::EMPTY.on_one_colour());
        assert!(set(&["a1", "c3", "h8", "b2"]).on_one_colour());
        assert!(set(&["h1", "a8", "f1", "g2"]).on_one_colour());
        assert!(!set(&["a1", "h1"]).on_one_colour());
        assert!(!set(&["c1", "f1"]).on_one_colour());
        assert_eq!(Bitboard::DARK_SQUARES.count(), 32);
        assert!(
            Bitboard::DARK_SQUARES.contains(sq("a1")) && Bitboard::LIGHT_SQUARES.contains(sq("h1"))
        );
    }

    #[test]
    fn magic_tables_agree_with_ray_walking() {
        let mut x = 0x1234_5678_9abc_def1u64;
        for _ in 0..2000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let occ = x & x.rotate_left(17);
            for s in Square::all() {
                assert_eq!(
                    rook_attacks(s, Bitboard(occ)).0,
                    slide_slow(s, occ, &ROOK_DIRS)
                );
                assert_eq!(
                    bishop_attacks(s, Bitboard(occ)).0,
                    slide_slow(s, occ, &BISHOP_DIRS)
                );
            }
        }
    }

    #[test]
    fn between_and_line() {
        assert_eq!(
            between(sq("a1"), sq("d4")),
            Bitboard::from_square(sq("b2")).with(sq("c3"))
        );
        assert!(between(sq("a1"), sq("b3")).is_empty());
        assert!(line(sq("a1"), sq("b3")).is_empty());
        assert!(aligned(sq("a1"), sq("h8"), sq("e5")));
        assert_eq!(line(sq("e1"), sq("e5")), Bitboard::file(4));
    }

    #[test]
    fn knight_in_corner_has_two_squares() {
        assert_eq!(knight_attacks(sq("a1")).count(), 2);
        assert_eq!(king_attacks(sq("e4")).count(), 8);
        assert_eq!(
            pawn_attacks(Color::White, sq("e4")),
            Bitboard::from_square(sq("d5")).with(sq("f5"))
        );
    }
}
