//! What the helpmate searches (`search.rs`) steer by: the squares of the mating pattern in a
//! corner, the distances that tell a move towards them, and the facts of a position that
//! change how its moves count (which side must promote, whether the pawns are blocked or
//! lock the position). Heuristics for ordering only: no answer depends on them.

use crate::chess::bitboard::{ahead_on_file, Bitboard};
use crate::chess::position::Position;
use crate::chess::types::{Color, Move, Role, Square};

/// How far the pawns lock the position (see [`lock`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Lock {
    Open,
    /// Semi-blocked but for the knights, rooks or queens on the board.
    Pieces,
    /// Semi-blocked: the enemy pawn nearest to the mover's king, which it heads for.
    Target(Square),
}

/// Whether the pawns lock the position: four or more pawns stand face to face with an enemy
/// pawn (two or more white pawns right below a black one), and the files holding a pawn of
/// one colour are those holding a pawn of the other (not counting a pawn on its seventh
/// rank, about to promote). With no knight, rook or queen on the board the structure is
/// *semi-blocked*: with only bishops to give up or take, it opens mostly where a king eats a
/// pawn, so the mover's king heads for the nearest enemy pawn. (The Chess Unwinnability
/// Analyzer steers such positions to a target for the kings; how it picks the target is
/// ours.) A heuristic for ordering only: no answer depends on it.
pub(super) fn lock(pos: &Position) -> Lock {
    let b = pos.board();
    let pawns = b.by_role(Role::Pawn);
    let (wp, bp) = (
        pawns & b.by_color(Color::White),
        pawns & b.by_color(Color::Black),
    );
    let files = |pawns: Bitboard, color: Color| {
        pawns
            .into_iter()
            .filter(|sq| sq.relative_rank(color) != 6)
            .fold(0u8, |files, sq| files | 1 << sq.file())
    };
    // a white pawn one rank up lands on the black pawn in front of it
    let face_to_face = 2 * ((wp.0 << 8) & bp.0).count_ones();
    if files(wp, Color::White) != files(bp, Color::Black) || face_to_face < 4 {
        return Lock::Open;
    }
    if (b.by_role(Role::Knight) | b.by_role(Role::Rook) | b.by_role(Role::Queen)).any() {
        return Lock::Pieces;
    }
    let Some(king) = b.king_of(pos.turn()) else {
        return Lock::Open;
    };
    let theirs = pawns & b.by_color(pos.turn().other());
    match theirs.into_iter().min_by_key(|&sq| king_distance(king, sq)) {
        Some(sq) => Lock::Target(sq),
        None => Lock::Open,
    }
}

/// Knight moves from `a` to `b`: the closed form for an unbounded board (at least half the
/// longer leg and a third of both legs, raised by one when the parity of the squares'
/// colours demands it; one and two squares straight or two diagonally are the exceptions),
/// plus the one place the board's edge matters, a corner to the square diagonally beside
/// it. Computed rather than looked up, so that the wasm build carries no table; the test
/// compares it with a walk over `knight_attacks` for all 4,096 pairs.
pub(super) fn knight_distance(a: Square, b: Square) -> u8 {
    let (dx, dy) = (a.file().abs_diff(b.file()), a.rank().abs_diff(b.rank()));
    let (long, short) = (dx.max(dy), dx.min(dy));
    let corner = |s: Square| (s.file() == 0 || s.file() == 7) && (s.rank() == 0 || s.rank() == 7);
    match (long, short) {
        (1, 0) => 3,
        (2, 2) => 4,
        (1, 1) if corner(a) || corner(b) => 4,
        _ => {
            let d = long.div_ceil(2).max((long + short).div_ceil(3));
            d + (d + long + short) % 2
        }
    }
}

pub(super) fn king_distance(a: Square, b: Square) -> u8 {
    (a.file().abs_diff(b.file())).max(a.rank().abs_diff(b.rank()))
}

pub(super) fn approaches(m: Move, target: Square, role: Role, bishops_too: bool) -> bool {
    match role {
        Role::King => king_distance(m.to(), target) < king_distance(m.from(), target),
        Role::Bishop if bishops_too => {
            king_distance(m.to(), target) < king_distance(m.from(), target)
        }
        Role::Knight => knight_distance(m.to(), target) < knight_distance(m.from(), target),
        _ => false,
    }
}

/// A side's pieces other than its king and pawns.
pub(super) fn pieces(pos: &Position, color: Color) -> Bitboard {
    let b = pos.board();
    b.by_color(color) & !b.by_role(Role::King) & !b.by_role(Role::Pawn)
}

/// True when the winner's pieces (other than pawns) cannot mate unless the loser's own units
/// hem in its king: there are none, or one knight or bishop, or only bishops of one colour.
/// The winner's pawns then most often have to promote (a heuristic for ordering only).
pub(super) fn needs_winner_promotion(pos: &Position, winner: Color) -> bool {
    let b = pos.board();
    let pieces = pieces(pos, winner);
    let bishops = pieces & b.by_role(Role::Bishop);
    let minors = bishops | (pieces & b.by_role(Role::Knight));
    // no piece at all passes the bishops' test too
    (minors == pieces && pieces.count() == 1) || (bishops == pieces && bishops.on_one_colour())
}

/// True when `winner` has pawns and each has a pawn of the other side ahead of it on its file:
/// with pieces that cannot mate alone ([`needs_winner_promotion`]), the winner's pawns must
/// promote, and they mostly get past by capturing, so the loser's pawn moves that capture
/// nothing make progress (the pawns come to be taken, or promote into a piece to be given up;
/// where the loser must promote too, its promotions to a queen or rook still go against the
/// pattern, see [`needs_loser_promotion`]). On the CHA dev set this
/// took the nodes from 39.1 to 33.1 million, while some sides took many times more (a
/// heuristic for ordering only).
pub(super) fn pawns_blocked(pos: &Position, winner: Color) -> bool {
    let b = pos.board();
    let pawns = b.by_role(Role::Pawn);
    let theirs = pawns & b.by_color(winner.other());
    let mine = pawns & b.by_color(winner);
    mine.any()
        && mine
            .into_iter()
            .all(|p| (ahead_on_file(winner, p) & theirs).any())
}

/// True when the winner's material alone cannot mate and the loser must
/// promote to give it a blocker (a heuristic for ordering only).
pub(super) fn needs_loser_promotion(pos: &Position, winner: Color) -> bool {
    let b = pos.board();
    let w = b.by_color(winner);
    let l = b.by_color(winner.other());
    let minors = b.by_role(Role::Knight) | b.by_role(Role::Bishop);
    if w.count() == 2
        && (w & b.by_role(Role::Knight)).count() == 1
        && (l & (minors | b.by_role(Role::Rook))).is_empty()
    {
        return true;
    }
    let wb = w & b.by_role(Role::Bishop);
    if wb.any() && w.count() == wb.count() + 1 {
        // every bishop on the board on the winner's bishops' colour
        return b.by_role(Role::Bishop).on_one_colour() && (l & b.by_role(Role::Knight)).is_empty();
    }
    false
}

/// The square the mating pattern wants a piece of `role` on (`beside`: for the loser's
/// pieces, the other square beside the corner, on its file).
pub(super) fn target(pos: &Position, role: Role, winner: Color, beside: bool) -> Square {
    // as if the corner were h8
    let (file, rank) = match (pos.turn() == winner, role == Role::King) {
        (true, true) => (7, 5),
        (true, false) => (7, 7),
        (false, true) => (7, 7),
        (false, false) if beside => (7, 6),
        (false, false) => (6, 7),
    };
    from_h8(pos, winner, file, rank)
}

/// The corner the mating pattern aims at (see [`target`]).
pub(super) fn corner(pos: &Position, winner: Color) -> Square {
    from_h8(pos, winner, 7, 7)
}

/// The square at `file` and `rank` as if the corner were h8: a dark corner when the winner
/// has a bishop on the dark squares, or none while the loser has one on the light squares;
/// on the loser's side of the board (h8 or a8 when White is to mate, a1 or h1 for Black).
pub(super) fn from_h8(pos: &Position, winner: Color, file: u8, rank: u8) -> Square {
    let b = pos.board();
    let wb = b.by_color(winner) & b.by_role(Role::Bishop);
    let lb = b.by_color(winner.other()) & b.by_role(Role::Bishop);
    let dark = (wb & Bitboard::DARK_SQUARES).any()
        || (wb.is_empty() && (lb & Bitboard::LIGHT_SQUARES).any());
    let file = if dark { file } else { 7 - file };
    let (file, rank) = match winner {
        Color::White => (file, rank),
        Color::Black => (7 - file, 7 - rank),
    };
    Square::from_coords(file, rank).expect("square")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::bitboard::knight_attacks;

    /// Locked pawns: a semi-blocked structure sends the mover's king to the nearest enemy
    /// pawn; knights, rooks or queens keep it from being semi-blocked; a pawn with no enemy
    /// pawn on its file, or fewer than four pawns face to face, leave it open.
    #[test]
    fn pawns_locked_face_to_face() {
        let lock_of = |fen: &str| lock(&crate::notation::fen::parse(fen).expect("fen"));
        let sq = |name: &str| name.parse::<Square>().expect("square");
        // b6/b7 and d6/d7; White's king on a1 is as near to b7 as to d7, and b7 comes first
        let locked = "k1b5/1p1p4/1P1Pb3/B7/8/8/8/K7 w - - 0 1";
        assert_eq!(lock_of(locked), Lock::Target(sq("b7")));
        // Black to move: its king on a8 heads for b6
        assert_eq!(
            lock_of("k1b5/1p1p4/1P1Pb3/B7/8/8/8/K7 b - - 0 1"),
            Lock::Target(sq("b6"))
        );
        // a knight for the bishop on a5
        assert_eq!(
            lock_of("k1b5/1p1p4/1P1Pb3/N7/8/8/8/K7 w - - 0 1"),
            Lock::Pieces
        );
        // a white pawn on h2 with no black pawn on its file
        assert_eq!(
            lock_of("k1b5/1p1p4/1P1Pb3/B7/8/8/7P/K7 w - - 0 1"),
            Lock::Open
        );
        // ... but a pawn on its seventh rank, about to promote, does not count, White's on h7
        // or Black's on a2 (which is still the nearest target for White's king)
        assert_eq!(
            lock_of("k1b5/1p1p3P/1P1Pb3/B7/8/8/8/K7 w - - 0 1"),
            Lock::Target(sq("b7"))
        );
        assert_eq!(
            lock_of("k1b5/1p1p4/1P1Pb3/B7/8/8/p7/K7 w - - 0 1"),
            Lock::Target(sq("a2"))
        );
        // on the sixth rank Black's a-pawn counts, and White has none there
        assert_eq!(
            lock_of("k1b5/1p1p4/1P1Pb3/B7/8/p7/8/K7 w - - 0 1"),
            Lock::Open
        );
        // only b6/b7 face to face
        assert_eq!(
            lock_of("k1b5/1p6/1P1Pb3/B2p4/8/8/8/K7 w - - 0 1"),
            Lock::Open
        );
    }

    /// A side's pawn moves count as progress when its pieces cannot mate on their own (none,
    /// one minor piece, bishops of one colour), and only then.
    #[test]
    fn pawns_must_promote_for_pieces_that_cannot_mate_alone() {
        let promotes = |fen: &str, side| {
            needs_winner_promotion(&crate::notation::fen::parse(fen).expect("fen"), side)
        };
        let yes = [
            "4k3/p7/8/8/8/8/P7/4K3 w - - 0 1",
            "4k3/p7/8/8/8/8/P7/4KN2 w - - 0 1",
            "4k3/p7/8/8/8/8/P7/4KB2 w - - 0 1",
            "4k3/p7/8/8/8/8/P5B1/4KB2 w - - 0 1",
        ];
        for fen in yes {
            assert!(promotes(fen, Color::White), "{fen}");
        }
        let no = [
            "4k3/p7/8/8/8/8/P7/2B1KB2 w - - 0 1",
            "4k3/p7/8/8/8/8/P7/3NKB2 w - - 0 1",
            "4k3/p7/8/8/8/8/P7/3NKN2 w - - 0 1",
            "4k3/p7/8/8/8/8/P7/4KR2 w - - 0 1",
            "4k3/p7/8/8/8/8/P7/3QK3 w - - 0 1",
        ];
        for fen in no {
            assert!(!promotes(fen, Color::White), "{fen}");
        }
        // Black's pieces are counted for Black: a rook
        assert!(!promotes("4k2r/p7/8/8/8/8/P7/4K3 w - - 0 1", Color::Black));
        assert!(promotes("4k2r/p7/8/8/8/8/P7/4K3 w - - 0 1", Color::White));
    }

    /// A side's pawns are blocked when each has an enemy pawn ahead of it on its file (not
    /// behind it, not on another file).
    #[test]
    fn pawns_blocked_by_enemy_pawns_ahead_on_their_files() {
        let blocked =
            |fen: &str, side| pawns_blocked(&crate::notation::fen::parse(fen).expect("fen"), side);
        // Black's d, f and h pawns face White's on d2, f2 and h2; White's b pawns face none
        let fen = "1k6/1P1p1p1p/BP6/1P5p/8/8/3P1P1P/5K2 w - - 0 1";
        assert!(blocked(fen, Color::Black));
        assert!(!blocked(fen, Color::White));
        // White's h2 pawn gone: Black's h pawns are free
        assert!(!blocked(
            "1k6/1P1p1p1p/BP6/1P5p/8/8/3P1P2/5K2 w - - 0 1",
            Color::Black
        ));
        // a white pawn behind Black's (on h8's side) does not block it
        assert!(!blocked("k7/7P/7p/8/8/8/8/K7 w - - 0 1", Color::Black));
        assert!(blocked("k7/7p/7P/8/8/8/8/K7 w - - 0 1", Color::Black));
        // no pawns: nothing to block
        assert!(!blocked("k7/8/8/8/8/8/8/K5Q1 w - - 0 1", Color::White));
    }

    /// The closed form gives the knight distances a breadth-first walk over `knight_attacks`
    /// finds, for every pair of squares: 0 on the square itself, 1 on its attacks, the
    /// known worst case of 6 from corner to corner, and the known quirk of 4 from a corner to
    /// the square diagonally next to it.
    #[test]
    fn knight_distances_are_those_of_a_walk_over_knight_attacks() {
        for from in (0..64u8).filter_map(Square::new) {
            let mut walked = [u8::MAX; 64];
            walked[from.index()] = 0;
            let mut frontier = Bitboard::from_square(from);
            let mut step = 0;
            while frontier.any() {
                step += 1;
                let mut next = Bitboard::EMPTY;
                for sq in frontier {
                    for to in knight_attacks(sq) {
                        if walked[to.index()] == u8::MAX {
                            walked[to.index()] = step;
                            next.set(to);
                        }
                    }
                }
                frontier = next;
            }
            for to in (0..64u8).filter_map(Square::new) {
                assert_eq!(
                    knight_distance(from, to),
                    walked[to.index()],
                    "{from:?} to {to:?}"
                );
            }
        }
        let sq = |f, r| Square::from_coords(f, r).expect("square");
        assert_eq!(knight_distance(sq(0, 0), sq(7, 7)), 6);
        assert_eq!(knight_distance(sq(0, 0), sq(1, 1)), 4);
        assert_eq!(knight_distance(sq(3, 3), sq(4, 5)), 1);
    }
}
