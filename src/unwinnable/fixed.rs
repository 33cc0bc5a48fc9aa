//! Fixed units and where every other unit can ever go: a sound
//! over-approximation used to prove that a side can never give check, or
//! never give mate, behind a pawn wall.
//!
//! A unit is *fixed* when it can provably never move and never be captured
//! (mostly pawns, but a piece or a king hemmed in by fixed units is fixed too).
//! The analysis starts by assuming every unit fixed, then grows what the
//! units can reach and shrinks the fixed set until nothing changes (a fixed
//! point):
//!
//! - a piece's *reach* is every square its moves can lead to when fixed units
//!   are the only obstacles (other units are assumed to step aside); sliding
//!   pieces stop at fixed units; a king never enters a square a fixed enemy
//!   unit guards (that unit stays there, so the square stays guarded), nor a
//!   square *barred* to it: one where its arrival would stalemate the other
//!   side or put the two kings side by side (see [`king_barred`]);
//! - a mobile pawn's reach: pushes onto squares not holding a fixed unit, and
//!   diagonal steps onto squares some enemy unit can reach (a capture needs a
//!   piece to capture), never onto its own side's fixed units;
//! - a unit stops being fixed when it has a move (for a pawn: the square
//!   ahead does not hold a fixed unit, or an enemy unit can reach a square it
//!   captures towards), or when an enemy unit can attack its square (for the
//!   enemy king: when no fixed unit of the attacked unit's side guards that
//!   square and the square is not barred to that king).
//!
//! Soundness: take any series of legal moves and the first move in it that
//! moves or captures a unit the analysis calls fixed, takes a unit outside
//! its reach, or promotes a pawn. Until then every fixed unit stands where it
//! stood and every unit is inside its reach, so that move would be allowed
//! by the conditions above, with one exception: a king's move onto a barred
//! square, which is illegal (kings side by side) or ends the game in
//! stalemate, so that nothing follows it, and a stalemate is no mate. So the
//! move does not exist. A promotion needs a pawn whose reach touches the last
//! rank; when any does, the analysis gives up ([`analyse`] returns `None`).
//! So fixed units never move, and every unit stays in its reach, in every
//! position of the game but a final stalemate.

use crate::chess::bitboard::{
    self, bishop_attacks, king_attacks, knight_attacks, pawn_attacks, queen_attacks, rook_attacks,
    Bitboard,
};
use crate::chess::position::Position;
use crate::chess::types::{CastlingSide, Color, Piece, Role, Square};

/// What the analysis proved about a position.
pub struct Mobility {
    /// Per colour: squares some unit of that colour other than the king can
    /// ever attack (give check on).
    pub attacks: [Bitboard; 2],
    /// Per colour: squares the king can ever stand on.
    pub king_reach: [Bitboard; 2],
    /// Per colour: squares some unit of that colour other than the king can
    /// ever stand on.
    pub reach: [Bitboard; 2],
    /// Per colour: squares the king can ever attack.
    pub king_attacks: [Bitboard; 2],
    /// Every unit with its reach.
    units: Vec<Unit>,
}

#[derive(Clone, Copy)]
struct Unit {
    color: Color,
    role: Role,
    from: Square,
    reach: Bitboard,
}

impl Mobility {
    /// The units of `color` other than the king that can reach some square in
    /// `squares`, as (role, start square).
    pub fn visitors(
        &self,
        color: Color,
        squares: Bitboard,
    ) -> impl Iterator<Item = (Role, Square)> + '_ {
        self.units
            .iter()
            .filter(move |u| u.color == color && u.role != Role::King && (u.reach & squares).any())
            .map(|u| (u.role, u.from))
    }
}

fn piece_attacks(role: Role, color: Color, sq: Square, walls: Bitboard) -> Bitboard {
    match role {
        Role::Pawn => pawn_attacks(color, sq),
        Role::Knight => knight_attacks(sq),
        Role::Bishop => bishop_attacks(sq, walls),
        Role::Rook => rook_attacks(sq, walls),
        Role::Queen => queen_attacks(sq, walls),
        Role::King => king_attacks(sq),
    }
}

/// Squares on a pawn's file it can never stand on: while neither the pawn
/// nor an enemy pawn ahead of it on the file can leave the file (their
/// reaches stay on it) and the enemy pawn cannot be captured (nothing of the
/// pawn's side attacks its reach), the two can never pass each other, so the
/// pawn stays behind the enemy pawn's present square.
fn barrier(u: &Unit, units: &[Unit], attacked: &[Bitboard; 2]) -> Bitboard {
    let file = Bitboard::file(u.from.file());
    // a pawn that may leave its file may come back to it beyond the enemy pawn
    if u.role != Role::Pawn || (u.reach & !file).any() {
        return Bitboard::EMPTY;
    }
    let mut out = Bitboard::EMPTY;
    for q in units {
        let ahead = match u.color {
            Color::White => q.from.rank() > u.from.rank(),
            Color::Black => q.from.rank() < u.from.rank(),
        };
        if q.role == Role::Pawn
            && q.color != u.color
            && q.from.file() == u.from.file()
            && ahead
            && (q.reach & !file).is_empty()
            && (q.reach & attacked[u.color as usize]).is_empty()
        {
            for sq in file {
                let beyond = match u.color {
                    Color::White => sq.rank() >= q.from.rank(),
                    Color::Black => sq.rank() <= q.from.rank(),
                };
                if beyond {
                    out.set(sq);
                }
            }
        }
    }
    out
}

/// Squares the king of `mover` can never stand on after a move of its own, unless that move
/// ends the game in stalemate. Given, as in the analysis, that every unit is inside its reach
/// and every fixed unit in place before the move (the defender's king somewhere in its
/// reach `R`), a square `s` is barred when
/// - every square of `R` is `s` or next to it: the two kings would stand side by side, so
///   no legal move reaches `s` (a capture there is illegal too); or
/// - the defender's units other than the king are all fixed, the defender may not castle,
///   and for every square `d` of `R` not next to `s` the king on `d` has no move either and
///   is not in check. Then the move to `s` stalemates the defender:
///   - a fixed pawn has no push (the square ahead holds a fixed unit, or an enemy pawn on
///     its file that can never move away: the file barrier) and no capture (no enemy unit
///     can ever stand where it captures, and no en passant capture follows a king's move);
///     a fixed piece's squares all hold fixed units of its own side;
///   - a capture on `s` frees none of them: a unit whose move the captured one blocked
///     would attack `s`, so the king could not go there;
///   - each neighbour of `d` holds a fixed unit of the defender's, is guarded for good by a
///     fixed unit of the mover's (which also covers a unit of the mover's standing there),
///     or is next to `s`;
///   - the check could only be a discovered one (before the move the mover had the turn,
///     so the defender was not in check, and a king gives no check itself): it needs the
///     king to leave a square `o` next to `s` in its reach that a slider of the mover's
///     could see `d` through, on a line no fixed unit closes. There is no such `o`.
///
/// While the mover may still castle, the squares its king passes or lands on when castling
/// (c, d, f and g on its first rank) are never barred for stalemate: castling reaches them
/// without the single steps the reach is grown by.
///
/// The analysis keeps the king off barred squares, and does not count a capture onto one as
/// a threat to the unit captured. Its last round tests every reach and every fixed unit
/// against the final barred squares, so the final state is closed under the rules, which
/// is what the soundness argument needs; that the barred squares only shrink as the reaches
/// grow and the fixed units get fewer means that nothing is given up early.
fn king_barred(
    pos: &Position,
    mover: Color,
    units: &[Unit],
    fixed: Bitboard,
    fixed_guard: &[Bitboard; 2],
) -> Bitboard {
    let defender = mover.other();
    let king_reach = |c: Color| {
        units
            .iter()
            .filter(|u| u.color == c && u.role == Role::King)
            .fold(Bitboard::EMPTY, |r, u| r | u.reach)
    };
    let may_castle = |c: Color| {
        CastlingSide::ALL
            .into_iter()
            .any(|side| pos.castling_rights().has(c, side))
    };
    let region = king_reach(defender);
    let origins = king_reach(mover);
    let cornered = units
        .iter()
        .filter(|u| u.color == defender && u.role != Role::King)
        .all(|u| fixed.contains(u.from))
        && !may_castle(defender);
    let has = |roles: [Role; 2]| {
        units
            .iter()
            .any(|u| u.color == mover && roles.contains(&u.role))
    };
    let (diagonal, straight) = (
        has([Role::Bishop, Role::Queen]),
        has([Role::Rook, Role::Queen]),
    );
    let closed = (fixed & pos.board().by_color(defender)) | fixed_guard[mover as usize];
    // the squares castling passes or lands on, while the mover may castle
    let mut castling = Bitboard::EMPTY;
    if may_castle(mover) {
        let rank = Bitboard::rank(mover.back_rank());
        for file in [2, 3, 5, 6] {
            castling |= rank & Bitboard::file(file);
        }
    }
    let mut barred = Bitboard::EMPTY;
    for s in Bitboard::FULL {
        let near = king_attacks(s);
        let apart = region & !near & !Bitboard::from_square(s);
        if apart.is_empty() {
            barred.set(s);
            continue;
        }
        if !cornered || castling.contains(s) {
            continue;
        }
        let from = near & origins;
        let stalemate = apart.into_iter().all(|d| {
            (king_attacks(d) & !closed & !near).is_empty()
                && !(diagonal && (bishop_attacks(d, fixed) & from).any())
                && !(straight && (rook_attacks(d, fixed) & from).any())
        });
        if stalemate {
            barred.set(s);
        }
    }
    barred
}

/// Runs the analysis; `None` when some pawn might promote.
pub fn analyse(pos: &Position) -> Option<Mobility> {
    let b = pos.board();
    // a pawn with every square ahead of it on its file empty is freed at once and pushes
    // to its last rank (an empty square is never fixed, and a barrier needs an enemy pawn
    // ahead on the file), so the loop would give up: it does so now, without the loop
    for color in Color::ALL {
        for sq in b.by_piece(Piece {
            color,
            role: Role::Pawn,
        }) {
            if (bitboard::ahead_on_file(color, sq) & b.occupied()).is_empty() {
                return None;
            }
        }
    }
    // every unit starts fixed; the loop frees those that can move or be taken
    let mut fixed = b.occupied();
    let mut units: Vec<Unit> = b
        .pieces()
        .map(|(sq, p)| Unit {
            color: p.color,
            role: p.role,
            from: sq,
            reach: Bitboard::from_square(sq),
        })
        .collect();
    // an en passant capture open right now: the pawns involved are not fixed
    // and the capturers may reach the square passed over
    if let Some(ep) = pos.legal_ep_square() {
        let mover = pos.turn();
        for u in units.iter_mut() {
            if u.role == Role::Pawn && u.color == mover && pawn_attacks(mover, u.from).contains(ep)
            {
                fixed.clear(u.from);
                u.reach.set(ep);
            }
        }
        if let Some(victim) = ep.offset(0, if mover == Color::White { -1 } else { 1 }) {
            fixed.clear(victim);
        }
    }
    loop {
        let mut changed = false;
        // squares each colour can put something other than its king on (a
        // pawn captures only those: a king is never captured)
        let mut occupiable = [Bitboard::EMPTY; 2];
        for u in units.iter().filter(|u| u.role != Role::King) {
            occupiable[u.color as usize] |= u.reach;
        }
        // squares attacked for good by each side's fixed units (a slider
        // for sure only next to it: farther squares may be screened)
        let mut fixed_guard = [Bitboard::EMPTY; 2];
        for sq in fixed {
            let p = b.piece_at(sq).expect("unit");
            fixed_guard[p.color as usize] |= piece_attacks(p.role, p.color, sq, Bitboard::FULL);
        }
        // squares each king may enter only to end the game (see [`king_barred`])
        let barred = Color::ALL.map(|c| king_barred(pos, c, &units, fixed, &fixed_guard));
        // squares each colour can ever attack
        let mut attacked = [Bitboard::EMPTY; 2];
        for u in &units {
            for from in u.reach {
                attacked[u.color as usize] |= piece_attacks(u.role, u.color, from, fixed);
            }
        }
        let barriers: Vec<Bitboard> = units
            .iter()
            .map(|u| barrier(u, &units, &attacked))
            .collect();
        for (i, u) in units.iter_mut().enumerate() {
            if fixed.contains(u.from) {
                continue;
            }
            let blocked = fixed | barriers[i];
            let own_fixed = fixed & b.by_color(u.color);
            let mut reach = u.reach;
            let mut frontier = reach;
            while let Some(sq) = frontier.first() {
                frontier.clear(sq);
                let next = match u.role {
                    Role::Pawn => {
                        let fwd = if u.color == Color::White { 1 } else { -1 };
                        let mut n = Bitboard::EMPTY;
                        if let Some(ahead) = sq.offset(0, fwd) {
                            if !blocked.contains(ahead) {
                                n.set(ahead);
                                let start = if u.color == Color::White { 1 } else { 6 };
                                if sq.rank() == start {
                                    if let Some(two) = ahead.offset(0, fwd) {
                                        if !blocked.contains(two) {
                                            n.set(two);
                                        }
                                    }
                                }
                            }
                        }
                        n | (pawn_attacks(u.color, sq)
                            & occupiable[u.color.other() as usize]
                            & !own_fixed)
                    }
                    Role::King => {
                        king_attacks(sq)
                            & !own_fixed
                            & !fixed_guard[u.color.other() as usize]
                            & !barred[u.color as usize]
                    }
                    role => piece_attacks(role, u.color, sq, fixed) & !fixed,
                };
                let new = next & !reach;
                reach |= new;
                frontier |= new;
            }
            if reach != u.reach {
                u.reach = reach;
                changed = true;
            }
        }
        // units that can no longer be called fixed
        for sq in fixed {
            let Piece { color: c, role } = b.piece_at(sq).expect("unit");
            let enemy = c.other();
            let own_fixed = fixed & b.by_color(c);
            let mut mobile = match role {
                Role::Pawn => {
                    let fwd = if c == Color::White { 1 } else { -1 };
                    let i = units.iter().position(|u| u.from == sq).expect("unit");
                    // a push, or a capture (some enemy unit can stand on its capture square)
                    sq.offset(0, fwd)
                        .is_some_and(|a| !fixed.contains(a) && !barriers[i].contains(a))
                        || (pawn_attacks(c, sq) & occupiable[enemy as usize]).any()
                }
                Role::King => (king_attacks(sq) & !own_fixed & !fixed_guard[enemy as usize]).any(),
                role => (piece_attacks(role, c, sq, fixed) & !own_fixed).any(),
            };
            // a capture of this unit (a king is never captured)
            for u in units
                .iter()
                .filter(|u| u.color == enemy && role != Role::King)
            {
                let hits = match u.role {
                    Role::King
                        if fixed_guard[c as usize].contains(sq)
                            || barred[enemy as usize].contains(sq) =>
                    {
                        false
                    }
                    // a fixed unit that could capture frees itself above
                    _ if fixed.contains(u.from) => false,
                    role => Iterator::any(&mut u.reach.into_iter(), |from| {
                        piece_attacks(role, enemy, from, fixed).contains(sq)
                    }),
                };
                if hits {
                    mobile = true;
                    break;
                }
            }
            if mobile {
                fixed.clear(sq);
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    // a pawn that may reach its last rank may become anything: give up
    for u in &units {
        if u.role == Role::Pawn && (u.reach & Bitboard::rank(u.color.promotion_rank())).any() {
            return None;
        }
    }
    let mut m = Mobility {
        attacks: [Bitboard::EMPTY; 2],
        king_reach: [Bitboard::EMPTY; 2],
        reach: [Bitboard::EMPTY; 2],
        king_attacks: [Bitboard::EMPTY; 2],
        units: Vec::new(),
    };
    for u in &units {
        let c = u.color as usize;
        let attacked = u.reach.into_iter().fold(Bitboard::EMPTY, |a, from| {
            a | piece_attacks(u.role, u.color, from, fixed)
        });
        if u.role == Role::King {
            m.king_reach[c] |= u.reach;
            m.king_attacks[c] |= attacked;
        } else {
            m.reach[c] |= u.reach;
            m.attacks[c] |= attacked;
        }
    }
    m.units = units;
    Some(m)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mobility(fen: &str) -> Option<Mobility> {
        analyse(&crate::notation::fen::parse(fen).expect("fen"))
    }

    #[test]
    fn a_locked_wall_keeps_each_king_on_its_side() {
        // pawns locked face to face on the b, d, f and h files: no pawn can
        // move or capture, and every square of the a, c, e and g files on
        // ranks 4 and 5 is guarded by an enemy pawn, so neither king crosses
        let m = mobility("4k3/8/8/1p1p1p1p/1P1P1P1P/8/8/4K3 w - - 0 1");
        let m = m.expect("no pawn can promote");
        let white = m.king_reach[Color::White as usize];
        let black = m.king_reach[Color::Black as usize];
        assert!((white & Bitboard::rank(3)).is_empty(), "{white:?}");
        assert!((black & Bitboard::rank(4)).is_empty(), "{black:?}");
        assert!((white & Bitboard::rank(2)).any(), "{white:?}");
    }

    #[test]
    fn a_king_stays_off_the_squares_that_stalemate_a_caged_king() {
        // White's king shuttles between h3 and h4 and White has nothing else that moves.
        // Black's king on h2 (White's on h4), on g5 (White's on h3), or taking g2 or h5
        // leaves White without a move and not in check: those squares are barred, so g2 and
        // h5 are never taken and the black pawns stay fixed in front of them
        let m = mobility("8/8/3b3p/5p1P/3b1p1K/5Pp1/6P1/5kb1 b - - 0 1").expect("locked");
        let sq = |s: &str| Square::parse(s).expect("square");
        let black = m.king_reach[Color::Black as usize];
        for s in ["h2", "g5", "g2", "h5"] {
            assert!(!black.contains(sq(s)), "{s}: {black:?}");
        }
        assert!(
            black.contains(sq("h1")) && black.contains(sq("a8")),
            "{black:?}"
        );
        let white = m.king_reach[Color::White as usize];
        assert_eq!(
            white,
            Bitboard::from_square(sq("h3")) | Bitboard::from_square(sq("h4"))
        );
        // with a white knight, which can always move, nothing is barred: Black's king may
        // take h5 (White is not stalemated), the h-pawns are freed and the analysis gives up
        // (tests/unwinnable.rs finds Black's mate there)
        assert!(mobility("8/8/3b3p/5p1P/3b1p1K/5Pp1/6P1/N4kb1 b - - 0 1").is_none());
    }

    #[test]
    fn a_pawn_that_may_promote_gives_up() {
        assert!(mobility("4k3/8/8/8/8/8/P7/4K3 w - - 0 1").is_none());
    }
}
