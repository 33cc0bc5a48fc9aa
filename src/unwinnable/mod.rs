//! Can a side still checkmate "by any series of legal moves" (2018 Art.
//! 5.2.2, 6.9, 7.5.5)? A decision procedure in three steps, each sound:
//!
//! 1. **Static rules** that prove "no" without search (each with its argument
//!    in [`static_no`]).
//! 2. **Helpmate search** (`search.rs`): iterative deepening over cooperative
//!    play (both sides help `side` to mate) in which moves towards a mating
//!    pattern (`pattern.rs`) cost no depth, with a transposition table (for locked pawns, and for a side
//!    with bishops of one colour, further ones steered to other patterns). A found line is
//!    returned and can be replayed; an iteration that ends without reaching
//!    its depth limit has seen every position that can follow, a proof.
//! 3. **Exhaustive search**: breadth first over every reachable position
//!    (pruned by the material rules, and after a capture by the pawn-structure
//!    rules); it settles the positions where few
//!    positions can follow (pawn walls, locked kings): "no" if none is a
//!    checkmate by `side`, or the shortest mating line.
//!
//! The two searches take turns with doubling node allowances (see
//! [`analyse_within`]).
//!
//! When the node budget runs out first the answer is [`Winnable::Unknown`]
//! with the nodes spent. A node is one position expanded (its legal moves
//! generated); the budget is the only limit, so the answer does not depend
//! on the machine's speed.

mod fixed;
mod pattern;
mod search;

use crate::chess::bitboard::{king_attacks, Bitboard};
use crate::chess::position::{Packed, Position};
use crate::chess::types::{Color, Move, Piece, Role, Square};
use rustc_hash::FxHashSet;
use std::collections::{HashMap, HashSet, VecDeque};

/// The answer for one side.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Winnable {
    /// A series of legal moves ending in checkmate by the side.
    Yes(Vec<Move>),
    /// A proof that no such series exists.
    No(&'static str),
    /// The budget (nodes) ran out before an answer.
    Unknown(u64),
}

/// Node budget of [`winnable`] by default: a node is a position expanded
/// (its legal moves generated). Most positions need a few hundred; with
/// this budget the analysis answers all of the CHA dev set's 3,612 sides.
/// Spending it all takes 2 to 6 s natively on one core. The memory is
/// bounded: the exhaustive search holds at most 450,000 positions
/// (about 35 MB), the helpmate search's table at most 229,000 (about 6.5 MB),
/// those of the unblocking search and the bishops' net 114,500 each.
pub const DEFAULT_BUDGET: u64 = 3_000_000;

/// Static rules that prove `side` cannot checkmate. Each rule's argument:
/// - *bare king*: a king alone can never give check (it may not stand next
///   to the other king), so it can never mate;
/// - *one minor piece against a bare king*: with the defender having only a
///   king, one knight or bishop (plus king) cannot cover the king's square
///   and all its flight squares: a lone king on any square has at least two
///   flight squares not covered by king plus one minor piece, and nothing of
///   the defender's can block them;
/// - *bishops on one colour only*: if all non-king material of both sides is
///   bishops standing on squares of one colour, no piece can ever reach (or
///   block) a square of the other colour, so the defending king always has
///   the adjacent squares of the other colour free of blockers, and they are
///   attacked only by the king; the attacker's king cannot cover them all
///   while the defender's king is in check, so no mate exists;
/// - *bishops of one colour against queens and rooks* (no pawns anywhere,
///   so the material can only shrink): `side` has only bishops on squares of
///   one colour, the defender only queens, rooks and bishops of that colour.
///   Only a bishop can give check, so the defender's king stands on that
///   colour, checked along a diagonal whose nearest square `d` to the king is
///   the checking bishop or empty. The two squares next to both the king and
///   `d` are of the other colour: no bishop reaches them, and the attacker's
///   king cannot guard both without standing next to the defending king. So
///   one of them is unguarded: empty, it is a flight square; holding a queen
///   or rook (no defender's bishop can stand there), that piece steps onto
///   `d`, capturing or interposing; it cannot be pinned, since only a
///   bishop's diagonal could pin it and it stands orthogonally beside its
///   king. No two bishops of one colour can give double check (a bishop
///   leaving one diagonal of the king cannot reach the other), so a check is
///   always answered;
/// - *one knight against queens* (no pawns): checked by the knight, any
///   square next to the defending king from which a queen could take the
///   knight along a line (the line runs only through squares next to the
///   king) must be empty and guarded by the attacker, and no square next to
///   the king can hold the attacker's king; the test
///   `a_lone_knight_never_mates_against_queens` enumerates every king,
///   knight and king placement and finds that the knight and king never
///   guard them all.
pub fn static_no(pos: &Position, side: Color) -> Option<&'static str> {
    material_no(pos, side).or_else(|| structure_no(pos, side))
}

/// The static rules cheap enough to test at every node of the search.
pub(crate) fn cheap_no(pos: &Position, side: Color) -> bool {
    material_no(pos, side).is_some()
}

fn material_no(pos: &Position, side: Color) -> Option<&'static str> {
    let b = pos.board();
    let mine = b.by_color(side) & !b.by_role(Role::King);
    let theirs = b.by_color(side.other()) & !b.by_role(Role::King);
    if mine.is_empty() {
        return Some("bare king: a king alone cannot give check");
    }
    let minors = b.by_role(Role::Knight) | b.by_role(Role::Bishop);
    if theirs.is_empty() && mine.count() == 1 && (mine & minors).any() {
        return Some("a single minor piece against a bare king cannot mate");
    }
    let all = mine | theirs;
    let bishops = b.by_role(Role::Bishop);
    if all == (all & bishops) && all.on_one_colour() {
        return Some("all pieces besides the kings are bishops on squares of one colour");
    }
    if b.by_role(Role::Pawn).any() {
        return None;
    }
    let heavy = b.by_role(Role::Queen) | b.by_role(Role::Rook);
    // bishops of one colour against queens, rooks and bishops of that colour
    for colour in [Bitboard::LIGHT_SQUARES, Bitboard::DARK_SQUARES] {
        if (mine & !(bishops & colour)).is_empty()
            && (theirs & !(heavy | (bishops & colour))).is_empty()
        {
            return Some("bishops of one colour cannot mate a king whose other pieces are queens, rooks or bishops of that colour: one of them can always capture or interpose");
        }
    }
    // one knight against queens
    if mine.count() == 1
        && (mine & b.by_role(Role::Knight)).any()
        && (theirs & !b.by_role(Role::Queen)).is_empty()
    {
        return Some("a lone knight cannot mate a king whose other pieces are queens: a queen beside the king could always capture it");
    }
    None
}

/// The rules that read the pawn structure (see [`fixed`]): with the pawns
/// that can never move as walls,
/// - *no check*: if no unit of `side` can ever attack a square the other
///   king can ever stand on, `side` can never give check, let alone mate;
/// - *no mating square*: a mate on square `k` needs every neighbour of `k`
///   either attacked by `side` (by a unit other than the king, or by the king
///   from its one square, in its reach and not next to `k`) or occupied by one
///   of the defender's units; when for every square `k` the defender's king
///   can reach and `side` can attack, and every square the attacking king can
///   stand on, some neighbour can be neither, or the neighbours that need a
///   blocker outnumber the defender's units that can get there, no mate
///   exists.
fn structure_no(pos: &Position, side: Color) -> Option<&'static str> {
    let m = fixed::analyse(pos)?;
    let (w, l) = (side as usize, side.other() as usize);
    let region = m.king_reach[l];
    let checkable = region & m.attacks[w];
    if checkable.is_empty() {
        return Some("the pawn structure keeps every piece from ever giving check");
    }
    for k in checkable {
        let near = king_attacks(k);
        // neighbours of k the winner's other units can never attack: the king must guard
        // them, from one square of its reach not next to k, or the loser's units block them
        let open = near & !m.attacks[w];
        let mut guards: Vec<Bitboard> = Vec::new();
        for stand in m.king_reach[w] & !near & !Bitboard::from_square(k) {
            let guarded = king_attacks(stand) & open;
            if !guards.contains(&guarded) {
                guards.push(guarded);
            }
        }
        for guarded in guards {
            let need_block = open & !guarded;
            if (need_block & !m.reach[l]).is_empty() {
                let squares: Vec<Square> = need_block.into_iter().collect();
                if blockers_suffice(&m, side.other(), &squares) {
                    return None;
                }
            }
        }
    }
    Some("no square the king can reach can become a mating square behind the pawn structure")
}

/// Can distinct units of `color` stand on all of `squares` at once? (A
/// bipartite matching between squares and the units able to reach them.)
fn blockers_suffice(m: &fixed::Mobility, color: Color, squares: &[Square]) -> bool {
    let options: Vec<Vec<Square>> = squares
        .iter()
        .map(|&t| {
            m.visitors(color, Bitboard::from_square(t))
                .map(|(_, from)| from)
                .collect()
        })
        .collect();
    let mut owner: HashMap<Square, usize> = HashMap::new();
    fn augment(
        i: usize,
        options: &[Vec<Square>],
        owner: &mut HashMap<Square, usize>,
        seen: &mut HashSet<Square>,
    ) -> bool {
        for &u in &options[i] {
            if seen.insert(u) {
                let prev = owner.get(&u).copied();
                if prev.is_none_or(|j| augment(j, options, owner, seen)) {
                    owner.insert(u, i);
                    return true;
                }
            }
        }
        false
    }
    (0..squares.len()).all(|i| augment(i, &options, &mut owner, &mut HashSet::new()))
}

/// The rules that read the pawn structure ([`structure_no`]), asked by the exhaustive search
/// after a capture: when they prove that the side cannot mate, nothing that follows needs a visit.
/// They are not asked again for a structure (the pawns of each side and the material) on
/// which they failed before, since most captures in a search repeat one of a few: a proof
/// they might still have found there is only work not saved, never an answer changed.
#[derive(Default)]
struct Structures {
    failed: FxHashSet<(u64, u64, u64)>,
}

impl Structures {
    fn prove_no(&mut self, pos: &Position, side: Color) -> bool {
        let b = pos.board();
        let mut material = 0u64;
        for (i, piece) in Color::ALL
            .into_iter()
            .flat_map(|color| Role::ALL.map(|role| Piece { color, role }))
            .enumerate()
        {
            material |= u64::from(b.by_piece(piece).count()) << (5 * i);
        }
        let pawns = b.by_role(Role::Pawn);
        let key = (
            (pawns & b.by_color(Color::White)).0,
            (pawns & b.by_color(Color::Black)).0,
            material,
        );
        if self.failed.contains(&key) {
            return false;
        }
        let proved = structure_no(pos, side).is_some();
        if !proved {
            self.failed.insert(key);
        }
        proved
    }
}

/// How both searches tell positions apart: by their repetition key and occupancy together
/// (two different positions colliding on both 64-bit values would have to coincide on 128
/// bits).
fn position_key(pos: &Position) -> (u64, u64) {
    (pos.repetition_key(), pos.board().occupied().0)
}

/// The exhaustive search: visits every reachable position (pruning those the cheap rules
/// settle, and after a capture those the pawn-structure rules settle), breadth first, so
/// that a mate it finds is by the shortest line. Each visited
/// position keeps only the index of its parent and the move that led to it, so the line is
/// rebuilt without storing the positions.
struct Exhaustive {
    side: Color,
    seen: FxHashSet<(u64, u64)>,
    /// (parent, move) per visited position; the start is entry 0
    tree: Vec<(u32, Option<Move>)>,
    /// positions to visit, packed (32 bytes each); they are queued in the order of their
    /// entries in `tree`, so the n-th one taken out is entry n
    queue: VecDeque<Packed>,
    nodes: u64,
    structures: Structures,
    /// Whether it takes at once the memory a full search needs (see [`Exhaustive::grow`]):
    /// not in a probe cut off early (see [`analyse_within`]).
    reserve: bool,
}

impl Exhaustive {
    fn new(start: &Position, side: Color, reserve: bool) -> Exhaustive {
        let mut seen = FxHashSet::default();
        seen.insert(position_key(start));
        Exhaustive {
            side,
            seen,
            tree: vec![(0, None)],
            queue: VecDeque::from([start.pack()]),
            nodes: 0,
            structures: Structures::default(),
            reserve,
        }
    }

    /// Takes at once the memory a full search needs (see [`RESERVE_FULL_AT`]): the table,
    /// the tree and the queue, some 28 MB.
    #[cold]
    fn grow(&mut self) {
        // the cap, and the children of the one position expanded past it
        let most = EXHAUST_MAX + 256;
        self.seen.reserve(most - self.seen.len());
        self.tree.reserve(most - self.tree.len());
        self.queue.reserve(most - self.queue.len());
    }

    /// Whether it holds as many positions as it may ([`EXHAUST_MAX`]): those it visited or
    /// queued, and those the structure rules settled (they stay in the table).
    fn full(&self) -> bool {
        self.seen.len() >= EXHAUST_MAX
    }

    /// Goes on for up to `allowance` more positions: `Some(Some(line))` with the shortest
    /// line to a mate by the side, `Some(None)` if no reachable position is one, `None` when
    /// the allowance ran out first (a later call goes on from there) or it is full.
    fn run(&mut self, allowance: u64) -> Option<Option<Vec<Move>>> {
        let stop = self.nodes + allowance;
        let side = self.side;
        loop {
            // an empty queue is a finished search, even a full one
            let Some(&packed) = self.queue.front() else {
                return Some(None);
            };
            if self.nodes >= stop || self.full() {
                return None;
            }
            self.queue.pop_front();
            let here = self.nodes as u32;
            let pos = packed.unpack();
            self.nodes += 1;
            for m in pos.legal_moves() {
                // a position seen before is passed over without being made: it is no mate
                // (the start is none, and every other was tested before it was marked seen)
                if pos
                    .identity_after(m)
                    .is_some_and(|(key, occupied)| self.seen.contains(&(key, occupied.0)))
                {
                    continue;
                }
                let next = pos.after(m);
                // only a child in check can be a mate: the others skip the test
                if next.turn() != side && next.is_check() && !next.has_legal_move() {
                    let mut line = vec![m];
                    let mut i = here as usize;
                    while let (parent, Some(m)) = self.tree[i] {
                        line.push(m);
                        i = parent as usize;
                    }
                    line.reverse();
                    return Some(Some(line));
                }
                if !cheap_no(&next, side) && self.seen.insert(position_key(&next)) {
                    if self.reserve && self.seen.len() == RESERVE_FULL_AT {
                        self.grow();
                    }
                    // a capture changes the structure: when the rules that read it prove that
                    // `side` cannot mate from there, nothing that follows needs a visit (it
                    // stays marked seen, so it is not tried again)
                    if m.is_capture() && self.structures.prove_no(&next, side) {
                        continue;
                    }
                    self.tree.push((here, Some(m)));
                    self.queue.push_back(next.pack());
                }
            }
        }
    }
}

/// Can `side` checkmate from `pos` by some series of legal moves (both
/// sides cooperating)? `budget` bounds the nodes searched.
pub fn winnable(pos: &Position, side: Color, budget: u64) -> Winnable {
    analyse(pos, side, budget).0
}

const SEARCHED: &str = "every position that can follow was searched: none is a checkmate";

/// [`winnable`], with the nodes spent (0 when a static rule decided).
pub fn analyse(pos: &Position, side: Color, budget: u64) -> (Winnable, u64) {
    analyse_within(pos, side, budget, u64::MAX).unwrap_or((Winnable::Unknown(budget), budget))
}

/// Nodes of the first round of each search (see [`analyse_within`]); each round doubles it.
const FIRST_ROUND: u64 = 1_000;

/// [`analyse`], giving up (`None`) once `limit` nodes are spent without an answer: an answer
/// it gives is exactly the one [`analyse`] gives with the same budget, since both run the
/// same steps until then. The app asks this on the page's thread and leaves the rest to a
/// worker. With a `limit` under the budget the searches' tables grow as they fill instead of
/// taking at once what a full search may hold (see [`RESERVE_FULL_AT`]).
///
/// The searches take turns in rounds whose node allowance doubles (1,000, 2,000,
/// 4,000, …), each going on where it stopped: the helpmate searches in the order
/// `search::Aim::for_position` gives (the corner search; for locked pawns, one steered to
/// unblock them, with a quarter of each round's allowance; for a side whose pieces are
/// bishops of one colour, one steered to the bishops' net, first when the bishops crowd its
/// diagonal); then the exhaustive one. A position the exhaustive search settles in K nodes
/// costs about 2K to 3K with one helpmate search, 3K to 5K with two whole ones, plus
/// what each helpmate search runs past a round's allowance (one iteration: 10,000 nodes, or
/// as much as it has spent once that is more), and none waits for another to spend its share of
/// the budget: a locked position whose few thousand reachable positions the exhaustive
/// search visits in a millisecond is not held up by a helpmate search that cannot prove it,
/// and a bishops' mate another search finds in a few hundred nodes is not held up by
/// the corner search, which may need millions.
pub fn analyse_within(
    pos: &Position,
    side: Color,
    budget: u64,
    limit: u64,
) -> Option<(Winnable, u64)> {
    if pos.turn() != side && pos.is_checkmate() {
        // already checkmated by `side`: the empty series
        return Some((Winnable::Yes(Vec::new()), 0));
    }
    if let Some(reason) = static_no(pos, side) {
        return Some((Winnable::No(reason), 0));
    }
    let stop = budget.min(limit);
    // a probe that gives up early (the page's, at 20,000 nodes) lets its tables grow as they
    // fill: reserving what a full search may hold would leave the page's memory (which never
    // shrinks) larger for the rest of its life (32.4 MiB against 15.4 after probing every
    // side of the dev set, the games and the self-play games; see [`RESERVE_FULL_AT`])
    let reserve = limit >= budget;
    let mut helpmates: Vec<search::Search> = search::Aim::for_position(pos, side)
        .iter()
        .map(|&aim| search::Search::new(side, aim, reserve))
        .collect();
    // made when first needed (most positions from games are settled by the helpmate
    // search's first round), dropped once full
    let mut exhaustive: Option<Exhaustive> = None;
    let mut exhaustive_open = true;
    #[cfg(test)]
    RESUMED_AT.with(|r| r.set(None));
    let mut spent = 0u64;
    let mut round = FIRST_ROUND;
    while spent < stop {
        // each helpmate search goes on with this round's allowance
        for helpmate in helpmates.iter_mut() {
            // a search that waits for the exhaustive one while that one can still finish (see
            // `search::Search::resumes`)
            if helpmate.exhausted() || (helpmate.waiting && exhaustive_open) || spent >= stop {
                continue;
            }
            // the same allowance with or without a limit (it is looked at between
            // iterations only, so a smaller one would change where the search pauses); at
            // `stop` everything ends: the caller's limit (the answer is then none) or the
            // budget (unknown)
            #[cfg(test)]
            if helpmate.resumed {
                RESUMED_AT.with(|r| r.set(r.get().or(Some(spent))));
            }
            helpmate.allow(helpmate.allowance(round));
            helpmate.stop_at = helpmate.nodes + (stop - spent);
            let from = helpmate.nodes;
            let outcome = helpmate.run(pos);
            spent += helpmate.nodes - from;
            match outcome {
                search::Outcome::Mate(line) => return Some((Winnable::Yes(line), spent)),
                search::Outcome::NoMate => return Some((Winnable::No(SEARCHED), spent)),
                search::Outcome::OutOfBudget => {}
            }
        }
        // then the exhaustive search, until its table would grow too large
        if exhaustive_open && spent < stop {
            let e = exhaustive.get_or_insert_with(|| Exhaustive::new(pos, side, reserve));
            let from = e.nodes;
            let answer = e.run(round.min(stop - spent));
            spent += e.nodes - from;
            match answer {
                Some(Some(line)) => return Some((Winnable::Yes(line), spent)),
                Some(None) => return Some((Winnable::No(SEARCHED), spent)),
                None if e.full() => {
                    exhaustive = None;
                    exhaustive_open = false;
                }
                None => {}
            }
        }
        if helpmates.iter().all(search::Search::exhausted) && !exhaustive_open {
            // neither search can go further
            break;
        }
        round = round.saturating_mul(2);
    }
    if limit < budget {
        return None;
    }
    Some((Winnable::Unknown(budget), budget))
}

#[cfg(test)]
thread_local! {
    /// The nodes [`analyse_within`] had spent when it first ran a helpmate search that had gone
    /// on from a cut iteration (see `search::Search::resumes`), for the tests.
    static RESUMED_AT: std::cell::Cell<Option<u64>> = const { std::cell::Cell::new(None) };
}

/// Every search's table (and the exhaustive search's tree and queue) grows by doubling up
/// to this many positions, and then takes at once what it may hold at most. Doubling all the
/// way, each growth freed a block the next could not use, and the wasm memory (which never
/// shrinks) grew past what the tables ever held at one time. The exhaustive search counts
/// the positions it has found, not those it has expanded, so it reaches this after a few
/// hundred nodes, and then takes its some 28 MB. Not so in a probe cut off early (see
/// [`analyse_within`]): there the tables grow as they fill, and the page's memory after
/// probing every side of the CHA dev set, the games and self-play games is 15.4 MiB
/// instead of 32.4 (wasm in Node, session 20).
pub(crate) const RESERVE_FULL_AT: usize = 16_384;
// the reserves subtract what is held from what may be held
const _: () = assert!(RESERVE_FULL_AT < EXHAUST_MAX && RESERVE_FULL_AT < search::TABLE_MAX / 2);

/// The positions the exhaustive search may hold (visited or queued) before it gives way to
/// the helpmate search alone: about 80 bytes each at worst, with the table, the tree and the
/// packed queue entry. Just under what a table of 2^19 slots holds before it doubles (7/8 of
/// 524,288), so that the table never takes 2^20 slots (18 MB, 26 MB while it grows); at
/// 500,000 the dev set had the same sides unknown.
const EXHAUST_MAX: usize = 450_000;

/// A dead position: neither side can checkmate (2018 Art. 5.2.2). `None`
/// when the budget did not suffice to decide.
pub fn is_dead(pos: &Position, budget: u64) -> Option<bool> {
    let mut dead = true;
    for side in Color::ALL {
        match winnable(pos, side, budget) {
            Winnable::Yes(_) => return Some(false),
            Winnable::No(_) => {}
            Winnable::Unknown(_) => dead = false,
        }
    }
    dead.then_some(true)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::bitboard::{between, bishop_attacks, knight_attacks, queen_attacks};

    fn squares() -> impl Iterator<Item = Square> {
        (0..64u8).map(|i| Square::new(i).expect("square"))
    }

    /// The premise of the "one knight against queens" rule, checked on every
    /// placement: with the king on `k` checked by a knight on `s` and the
    /// attacker's king on `w` (not next to `k`), some square next to `k`
    /// lies on a queen's line to `s` (through squares next to `k` only) and
    /// is guarded neither by the knight nor by the king: a queen there takes
    /// the knight (the nearest queen on that line, if several), and an empty
    /// one is a flight square. Queens cannot be pinned by a knight or king.
    #[test]
    fn a_lone_knight_never_mates_against_queens() {
        let mut placements = 0;
        for k in squares() {
            let near = king_attacks(k);
            for s in knight_attacks(k) {
                for w in squares() {
                    if w == k || w == s || near.contains(w) {
                        continue;
                    }
                    placements += 1;
                    let guarded = king_attacks(w) | knight_attacks(s);
                    let open = near.into_iter().find(|&t| {
                        let on_line = queen_attacks(t, Bitboard::EMPTY).contains(s);
                        if on_line {
                            // the line runs through squares next to the king only
                            assert!((between(t, s) & !near).is_empty(), "{k} {s} {t}");
                        }
                        on_line && !guarded.contains(t)
                    });
                    assert!(
                        open.is_some(),
                        "a knight mate on {k} from {s} with the king on {w}"
                    );
                }
            }
        }
        assert!(placements > 10_000, "{placements}");
    }

    /// The geometric step of the "bishops of one colour" rule: the attacker's
    /// king never guards both squares next to the checked king and to the
    /// first square `d` of the checking diagonal.
    #[test]
    fn a_king_never_guards_both_squares_beside_a_bishop_check() {
        for k in squares() {
            for s in bishop_attacks(k, Bitboard::EMPTY) {
                let d = (between(k, s) | Bitboard::from_square(s))
                    .into_iter()
                    .find(|&d| king_attacks(k).contains(d))
                    .expect("the diagonal starts next to the king");
                let both = king_attacks(k) & king_attacks(d) & !bishop_attacks(k, Bitboard::EMPTY);
                assert_eq!(both.count(), 2, "{k} {d}");
                for w in squares() {
                    if w != k && !king_attacks(k).contains(w) {
                        assert!((both & !king_attacks(w)).any(), "{k} {s} {w}");
                    }
                }
            }
        }
    }

    /// A full search takes at once what its table, tree and queue may hold, once the table
    /// holds [`RESERVE_FULL_AT`]; a probe cut off early lets them grow as they fill. Both
    /// visit the same positions.
    #[test]
    fn only_a_full_search_reserves_its_memory() {
        let start =
            crate::notation::fen::parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
                .expect("fen");
        let mut full = Exhaustive::new(&start, Color::White, true);
        let mut probe = Exhaustive::new(&start, Color::White, false);
        assert_eq!(full.run(2_000), None);
        assert_eq!(probe.run(2_000), None);
        assert_eq!(full.seen.len(), probe.seen.len());
        assert!(full.seen.len() > RESERVE_FULL_AT, "{}", full.seen.len());
        assert!(full.seen.capacity() >= EXHAUST_MAX && full.tree.capacity() >= EXHAUST_MAX);
        assert!(
            probe.seen.capacity() < EXHAUST_MAX / 2 && probe.tree.capacity() < EXHAUST_MAX / 2,
            "{} {}",
            probe.seen.capacity(),
            probe.tree.capacity()
        );
    }

    /// An analysis cut off at a limit gives the full answer, line and nodes, or none (see
    /// [`analyse_within`]; `tests/unwinnable.rs` checks it up to 60,000 nodes), also past the
    /// point where the corner search goes on from a cut iteration (from 50,000 of its own
    /// nodes, see `search::Search::resumes`): White's mate in 65 plies here comes some
    /// 24,000 nodes after it. A cut there must not change the order in which the corner
    /// search goes on (it fails, for one, if the line at the cut stays in the table only
    /// when the tables grow as they fill, as under a limit).
    #[test]
    fn a_limited_analysis_through_a_resumed_corner_search_gives_the_full_answer_or_none() {
        const BUDGET: u64 = 400_000;
        let pos =
            crate::notation::fen::parse("8/p1p1p3/8/8/8/6p1/P1P1PkPp/7K w - - 0 1").expect("fen");
        let full = analyse(&pos, Color::White, BUDGET);
        let resumed_at = RESUMED_AT
            .with(std::cell::Cell::get)
            .expect("the corner search went on from a cut iteration");
        assert!(matches!(full.0, Winnable::Yes(_)), "{full:?}");
        let after = full.1 - resumed_at;
        assert!(
            after > 10_000,
            "went on at {resumed_at}, answered at {}",
            full.1
        );
        // limits spread over the nodes spent after that point, before the answer: none
        for i in 1..10 {
            let limit = resumed_at + after * i / 10;
            assert_eq!(
                analyse_within(&pos, Color::White, BUDGET, limit),
                None,
                "limit {limit}"
            );
        }
        // one past the full run's nodes: the full answer, though the tables grew as they filled
        assert_eq!(
            analyse_within(&pos, Color::White, BUDGET, full.1 + 1),
            Some(full.clone())
        );
    }

    #[test]
    fn minor_pieces_against_heavy_pieces() {
        let no = |f: &str, side: Color| {
            static_no(&crate::notation::fen::parse(f).expect("fen"), side).is_some()
        };
        // bishop against a queen; two light bishops against a queen; against rooks
        assert!(no("k7/2K5/q7/8/8/8/5B2/8 b - - 0 1", Color::White));
        assert!(no("k7/q7/8/8/8/2KB4/2B5/8 w - - 0 1", Color::White));
        assert!(no("rr6/rk6/8/8/8/2K5/2B5/8 b - - 0 1", Color::White));
        // a knight against queens
        assert!(no("1q1q1q2/1k6/8/8/8/2K5/2N5/8 b - - 0 1", Color::White));
        // but a knight against a rook can mate (Kh8, Rg8 v Kh6, Nf7), and a
        // bishop against a knight (which can block on a square of the other colour)
        assert!(!no("6rk/8/7K/8/8/8/8/6N1 w - - 0 1", Color::White));
        assert!(!no("k7/n7/8/8/8/2K5/2B5/8 w - - 0 1", Color::White));
        // a pawn anywhere may promote: the rules do not apply
        assert!(!no("k7/2K5/q7/8/8/8/5B1P/8 b - - 0 1", Color::White));
    }
}
