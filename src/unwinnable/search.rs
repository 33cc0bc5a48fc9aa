//! The helpmate search: both sides cooperate so that the intended winner
//! mates. Iterative deepening with *progress-directed depth*: a move that
//! makes progress towards a mating pattern costs no depth, a move that goes
//! against it costs two plies, others one. The mating pattern aimed at is a
//! corner on the loser's side (its colour chosen by the bishops on the
//! board): the loser's king heads for the corner and its other pieces for
//! the square beside it (to block the king in), the winner's king for the
//! square two ranks in front of the corner and its other pieces for the
//! corner. The idea and the pattern are those of the Chess Unwinnability
//! Analyzer (Ambrona, "Chess unwinnability", FUN 2022); the code is ours.
//!
//! Pawns: the winner's pawn moves make progress from its fifth rank on, and from anywhere
//! when its pieces cannot mate without the loser's units hemming in the loser's king (no
//! piece, a lone minor piece, or bishops of one colour), for then a promotion is most often
//! the way to a mate; when, moreover, each of the winner's pawns has an enemy pawn ahead on
//! its file, the loser's pawn moves that capture nothing make progress too (see
//! [`pawns_blocked`]). A capture by the loser goes against the pattern, unless it takes a
//! pawn: in locked structures the loser's king often has to eat pawns so that files open (a
//! piece's move towards its square counts as progress first, and when the loser must promote,
//! its piece moves go against the pattern whatever they take).
//!
//! A second aim, [`Aim::BishopNet`], is for a winner whose pieces are
//! bishops of one colour: they cannot guard the squares of the other colour
//! beside the corner, so the loser's own pieces must stand there. The loser's
//! pieces then head for the nearer of the two squares beside the corner, and
//! the winner's bishops for the long diagonal through it. The analysis runs it
//! beside the first (see [`super::analyse_within`]). When three or more of the
//! winner's bishops crowd that diagonal, [`Aim::ClearedNet`] has them leave it instead.
//!
//! A third aim, [`Aim::Unblock`], is for pawns locked face to face: once only bishops
//! are left besides kings and pawns, each king walks to the nearest enemy pawn
//! (see [`lock`]).
//!
//! Every iteration that finishes without running into its depth or node
//! limit has visited every position that can follow, so "no mate found" is
//! then a proof (repeated from an empty table first, see [`Search::run`]).
//!
//! Once the corner search has spent [`RESUME_FROM`] nodes, an iteration cut by its node cap
//! is not followed by one a ply deeper that starts again, but by one at the same depth that
//! goes on where it stopped; it then proves nothing (see [`Search::resumes`]).

use super::pattern::{
    approaches, corner, king_distance, lock, needs_loser_promotion, needs_winner_promotion,
    pawns_blocked, pieces, target, Lock,
};
use super::{cheap_no, position_key, RESERVE_FULL_AT};
use crate::chess::bitboard::{bishop_attacks, Bitboard};
use crate::chess::position::Position;
use crate::chess::types::{Color, Move, Role, Square};
use rustc_hash::FxHashMap;

/// Nodes an iteration may visit before it gives up and the next, one ply deeper, starts: at
/// least this, and once the search has spent more, as much as it has spent so far
/// ([`CAP_SHARE`]). A fixed 10,000 (the Chess Unwinnability Analyzer's figure) left deep
/// mates out of reach: each iteration went one ply deeper over the same 10,000 nodes, and 31
/// mating sides of the CHA dev set stayed unknown at 3,000,000 nodes; with the growing cap 3
/// do, and the nodes spent on its mating sides fell from 131 to 70 million. Positions from
/// games are settled within the first iterations, where nothing changes. (With [`CAP_SHARE`]
/// at 1, 5,000 and 20,000 each left one side of the dev set unknown.)
const ITERATION_NODES: u64 = 10_000;
/// The most positions the table holds: past this it starts again empty (its entries only
/// spare work, so forgetting them is safe), which keeps it under some 6.5 MB (a table of
/// 2^18 slots holds up to 229,376 before it grows). With 450,000 the dev set's mating sides
/// took 5 % fewer nodes, and the wasm memory peak was higher (see `docs/dead-positions.md`).
pub(super) const TABLE_MAX: usize = 229_000;
/// The plies a move against the mating pattern costs. Three, the Chess Unwinnability
/// Analyzer's figure, took 2 % more nodes on the CHA dev set's slowest 110 positions
/// (3 % before the pawn rules of [`needs_winner_promotion`]).
const REGRESS_PLIES: i32 = 2;
/// The nodes the corner search spends before an iteration cut by its cap is followed by one
/// that goes on from it (see [`Search::resumes`]); until then it starts again a ply deeper,
/// as the other searches do. More than the page's probe may spend in all (`PROBE_NODES`,
/// 20,000, in the app's session), so that every answer the probe gives is found as before,
/// by the same line after the same nodes; so are all 13,882 sides of the positions from
/// games that the benchmark times. From 20,000 the dev set took 27.9 million nodes and a
/// p99 of 249,365, but a node cost more where the search went on at a shallow depth (each
/// of them with more children at the depth limit): the p99 in time was the same as from
/// 50,000 (0.22 to 0.27 s natively in four runs, against 0.21 to 0.32 s in four), the
/// slowest position took 1.7 to 2.3 s instead of 1.4 to 1.7 (`k1b5/1p1p4/1P1Pb3/B7/8/8/8/K7 w`, Black, 1.2 → 1.7 million
/// nodes), and White's mate in `1b1k4/p1p1p1p1/P1P1P1P1/p1p1pBp1/8/8/P1P1P1P1/3K4 w` took
/// 671,831 nodes instead of 122,326 (its mate lies deeper, and the corner search stayed at
/// depth 2); from 100,000: 31.8 million nodes, the p99 347,007.
const RESUME_FROM: u64 = 50_000;
/// The deepest iteration; past it the search has nothing more to try.
const MAX_DEPTH: i32 = 1000;
/// After this many plies in a line, progress no longer buys free depth.
const FREE_PLIES: usize = 400;
/// An iteration may visit up to the nodes spent so far divided by this (see
/// [`ITERATION_NODES`]). On the CHA dev set's slowest 110 positions (2026-11-26), 2 took 26 %
/// more nodes than 1, and 4 left 3 sides unknown; a cap of twice the nodes spent (an
/// iteration hardly ever cut short) took 11 % fewer, but left one side, a 400-ply mate,
/// unknown.
const CAP_SHARE: u64 = 1;

/// Which mating pattern the search steers towards (see the module's documentation).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Aim {
    /// The corner pattern: the loser's king to the corner and its pieces to the square
    /// beside it; the winner's king two ranks in front of the corner.
    Corner,
    /// The corner pattern as bishops of one colour mate: also the loser's pieces to the
    /// nearer of the two squares beside the corner, and the winner's bishops to the long
    /// diagonal through the corner.
    BishopNet,
    /// [`Aim::BishopNet`] for a winner whose own bishops crowd the long diagonal through the
    /// corner (three or more on it at the start, the corner itself not counted): only one of
    /// them can give the mate, and the others stand in its way. A bishop leaving the diagonal
    /// (or stepping onto the corner) makes progress while two or more stand on it, and one
    /// stepping onto it only when none does.
    ClearedNet,
    /// For pawns that lock the position (see [`lock`]): where the structure is
    /// semi-blocked, a king's move towards the nearest enemy pawn and a capture by the winner
    /// make progress, other king moves are neutral, and the rest go against the pattern;
    /// where only knights, rooks or queens keep it from being semi-blocked, capturing one
    /// makes progress; elsewhere, and for the rest, as [`Aim::Corner`]. On the CHA dev set's
    /// 110 slowest positions this search settles sides that the corner search needs a
    /// million nodes for in some 5,000 to 30,000, and it is tried beside the corner search,
    /// not instead of it, since on others it is as many times slower.
    Unblock,
}

impl Aim {
    /// The aims worth a search for `winner` in `pos`, in the order they take turns:
    /// [`Aim::Corner`]; [`Aim::Unblock`] too when the pawns lock the position (see [`lock`]);
    /// and when the winner's pieces other than king and pawns are bishops, all on squares of
    /// one colour, [`Aim::BishopNet`] last, or [`Aim::ClearedNet`] first when the bishops
    /// crowd the long diagonal (the corner search then mostly spends its turns in vain).
    pub(super) fn for_position(pos: &Position, winner: Color) -> Vec<Aim> {
        let mut aims = vec![Aim::Corner];
        if lock(pos) != Lock::Open {
            aims.push(Aim::Unblock);
        }
        let pieces = pieces(pos, winner);
        let bishops = pieces & pos.board().by_role(Role::Bishop);
        if bishops.any() && bishops == pieces && bishops.on_one_colour() {
            let diagonal = bishop_attacks(corner(pos, winner), Bitboard::EMPTY);
            if (bishops & diagonal).count() >= CROWDED {
                aims.insert(0, Aim::ClearedNet);
            } else {
                aims.push(Aim::BishopNet);
            }
        }
        aims
    }
}

#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Step {
    Progress,
    Neutral,
    Regress,
}

/// What [`Search::classify`] needs to know of a position, found once for all its moves.
#[derive(Clone, Copy)]
struct Facts {
    /// [`needs_loser_promotion`]
    loser_promotes: bool,
    /// [`needs_winner_promotion`]
    winner_promotes: bool,
    /// [`needs_winner_promotion`] and [`pawns_blocked`]
    winner_blocked: bool,
    /// [`lock`], for [`Aim::Unblock`] only
    lock: Lock,
}

pub(super) enum Outcome {
    Mate(Vec<Move>),
    NoMate,
    OutOfBudget,
}

/// The winner's bishops on the long diagonal through the corner from which
/// [`Aim::ClearedNet`] is tried instead of [`Aim::BishopNet`].
const CROWDED: u32 = 3;

pub(super) struct Search {
    winner: Color,
    aim: Aim,
    /// The most positions its table holds: [`TABLE_MAX`] for [`Aim::Corner`], half of
    /// that for the others (a table of 2^17 slots, some 3.3 MB).
    table_max: usize,
    pub nodes: u64,
    budget: u64,
    /// The node count at which it stops at once, in the middle of an iteration, testing
    /// nothing more (set by [`super::analyse_within`] to where its caller gives up: the
    /// limit or the budget).
    pub stop_at: u64,
    iteration_nodes: u64,
    /// The nodes the current iteration may visit (see [`Search::run`]).
    iteration_cap: u64,
    max_depth: i32,
    interrupted: bool,
    /// Whether an iteration went on from one cut by its cap (see [`Search::resumes`]).
    pub(super) resumed: bool,
    /// [`RESUME_FROM`] (a test sets another).
    pub(super) resume_from: u64,
    /// Whether it waits for the exhaustive search (see [`Search::resumes`]): the analysis
    /// runs it again only once that search is full. Reset by [`Search::run`].
    pub waiting: bool,
    /// Whether the next iteration starts with an empty table (see [`Search::run`]).
    fresh: bool,
    /// Position → plies left when it was searched (this iteration).
    seen: FxHashMap<(u64, u64), i32>,
    line: Vec<Move>,
    /// Move lists no longer in use, for [`Search::ordered_moves`] to fill again.
    spare: Vec<Vec<(Step, Move)>>,
    /// Whether the table takes at once what it may hold, once it holds
    /// [`RESERVE_FULL_AT`] (see there): not in a probe cut off early (see
    /// [`super::analyse_within`]).
    reserve: bool,
}

impl Search {
    /// A search steered by `aim`, with no budget yet (see [`Search::allow`]); `reserve`: see
    /// [`Search::reserve`](Search#structfield.reserve).
    pub fn new(winner: Color, aim: Aim, reserve: bool) -> Search {
        Search {
            winner,
            aim,
            table_max: match aim {
                Aim::Corner => TABLE_MAX,
                Aim::BishopNet | Aim::ClearedNet | Aim::Unblock => TABLE_MAX / 2,
            },
            nodes: 0,
            budget: 0,
            stop_at: u64::MAX,
            iteration_nodes: 0,
            iteration_cap: ITERATION_NODES,
            max_depth: 1,
            interrupted: false,
            resumed: false,
            resume_from: RESUME_FROM,
            waiting: false,
            fresh: true,
            seen: FxHashMap::default(),
            line: Vec::new(),
            spare: Vec::new(),
            reserve,
        }
    }

    /// `goals`: the squares [`target`] gives a king and any other piece in `pos`, and the
    /// other square beside the corner; `facts`: what holds for all of the position's moves.
    fn classify(&self, pos: &Position, m: Move, facts: Facts, goals: [Square; 3]) -> Step {
        let winner = self.winner;
        let role = m.role();
        match facts.lock {
            // the pieces that keep the structure from being semi-blocked come off
            Lock::Pieces
                if matches!(m.capture(), Some(Role::Knight | Role::Rook | Role::Queen)) =>
            {
                return Step::Progress
            }
            // the kings walk to the pawns, the winner takes what it can, nothing else moves
            Lock::Target(pawn) => {
                return if pos.turn() == winner && m.is_capture() {
                    Step::Progress
                } else if role == Role::King {
                    if approaches(m, pawn, Role::King, false) {
                        Step::Progress
                    } else {
                        Step::Neutral
                    }
                } else {
                    Step::Regress
                };
            }
            _ => {}
        }
        let goal = goals[usize::from(role != Role::King)];
        let net = matches!(self.aim, Aim::BishopNet | Aim::ClearedNet);
        if pos.turn() == winner {
            let push = role == Role::Pawn
                && !m.is_capture()
                && (facts.winner_promotes || m.from().relative_rank(winner) >= 4);
            // a bishop stepping onto the long diagonal through the corner
            let onto_diagonal = net && role == Role::Bishop && {
                let diagonal = bishop_attacks(goal, Bitboard::EMPTY);
                let (from, to) = (diagonal.contains(m.from()), diagonal.contains(m.to()));
                if self.aim == Aim::ClearedNet {
                    let on = (pieces(pos, winner) & diagonal).count();
                    (to && !from && on == 0) || (from && !to && on >= 2)
                } else {
                    to && !from
                }
            };
            if push || m.is_capture() || onto_diagonal || approaches(m, goal, role, false) {
                return Step::Progress;
            }
            Step::Neutral
        } else {
            let mut step = Step::Neutral;
            // the winner's pawns mostly get past by capturing: the loser's pawns come to be
            // taken, or promote into a piece to be given up
            if facts.winner_blocked && role == Role::Pawn && !m.is_capture() {
                step = Step::Progress;
            }
            if facts.loser_promotes {
                let heavy = matches!(m.promotion(), Some(Role::Queen | Role::Rook));
                step = if role == Role::Pawn && !heavy {
                    Step::Progress
                } else {
                    Step::Regress
                };
            }
            // a piece nearing the nearer square beside the corner
            let blocks = net && !matches!(role, Role::King | Role::Pawn) && {
                let near = |sq: Square| king_distance(sq, goal).min(king_distance(sq, goals[2]));
                near(m.to()) < near(m.from())
            };
            if blocks || approaches(m, goal, role, false) {
                Step::Progress
            } else if m.is_capture() && m.capture() != Some(Role::Pawn) {
                Step::Regress
            } else {
                step
            }
        }
    }

    /// The legal moves, best first. Kept out of [`Search::find`] so that the
    /// move list does not sit in every frame of the recursion: a line may be
    /// well over a thousand plies deep, and the wasm stack is 1 MiB. The list
    /// comes from (and goes back to) `spare`, so that a node allocates nothing.
    #[inline(never)]
    fn ordered_moves(&mut self, pos: &Position) -> Vec<(Step, Move)> {
        let winner_promotes = needs_winner_promotion(pos, self.winner);
        let facts = Facts {
            loser_promotes: needs_loser_promotion(pos, self.winner),
            winner_promotes,
            winner_blocked: winner_promotes && pawns_blocked(pos, self.winner),
            lock: if self.aim == Aim::Unblock {
                lock(pos)
            } else {
                Lock::Open
            },
        };
        let goals = [
            target(pos, Role::King, self.winner, false),
            target(pos, Role::Queen, self.winner, false),
            target(pos, Role::Queen, self.winner, true),
        ];
        let moves = pos.legal_moves();
        let mut steps = [Step::Neutral; 256];
        for (s, &m) in steps.iter_mut().zip(moves.iter()) {
            *s = self.classify(pos, m, facts, goals);
        }
        // progress first, then neutral, then regress, each in generation order (a stable
        // sort by step, without the sort)
        let mut ordered = self.spare.pop().unwrap_or_default();
        ordered.clear();
        for step in [Step::Progress, Step::Neutral, Step::Regress] {
            for (&s, &m) in steps.iter().zip(moves.iter()) {
                if s == step {
                    ordered.push((s, m));
                }
            }
        }
        ordered
    }

    fn find(&mut self, pos: &Position, depth: i32, progressed: bool) -> bool {
        // past the hard stop nothing is tested, not even for mate: a run cut there must not
        // find a mate in a later sibling that the uncut run reaches only after expanding the
        // earlier ones (it would answer where the uncut run answers differently, or later)
        if self.nodes >= self.stop_at {
            self.interrupted = true;
            return false;
        }
        let left = self.max_depth - depth;
        let key = position_key(pos);
        if self.seen.get(&key).is_some_and(|&d| d >= left) {
            return false;
        }
        if cheap_no(pos, self.winner) {
            return false;
        }
        // the budget is looked at between iterations only (see [`Search::run`])
        if depth >= self.max_depth || self.iteration_nodes >= self.iteration_cap {
            // a leaf: only whether it is a mate counts, so its moves are not listed
            if !pos.has_legal_move() {
                return pos.turn() != self.winner && pos.is_check();
            }
            self.interrupted = true;
            return false;
        }
        let ordered = self.ordered_moves(pos);
        if ordered.is_empty() {
            self.spare.push(ordered);
            return pos.turn() != self.winner && pos.is_check();
        }
        self.nodes += 1;
        self.iteration_nodes += 1;
        if self.seen.len() >= self.table_max {
            self.seen.clear();
        } else if self.reserve && self.seen.len() == RESERVE_FULL_AT {
            self.seen.reserve(self.table_max - RESERVE_FULL_AT);
        }
        self.seen.insert(key, left);
        let free = self.line.len() < FREE_PLIES;
        for &(step, m) in &ordered {
            let step = if !free && step == Step::Progress {
                Step::Neutral
            } else {
                step
            };
            let next_depth = match step {
                Step::Progress => depth,
                Step::Regress => (depth + REGRESS_PLIES).min(self.max_depth),
                Step::Neutral if progressed && free => depth,
                Step::Neutral => depth + 1,
            };
            // a child that is a leaf (see above) after the iteration was cut short anyway
            // matters only if it is a mate: a move by the loser, or one by the winner that
            // gives no check, is passed over, since its visit would change nothing (this
            // spares most leaves, and the answers and node counts are those of a visit)
            let leaf = next_depth >= self.max_depth || self.iteration_nodes >= self.iteration_cap;
            if leaf && self.interrupted && (pos.turn() != self.winner || !pos.gives_check(m)) {
                continue;
            }
            self.line.push(m);
            if self.find(&pos.after(m), next_depth, step == Step::Progress) {
                return true;
            }
            self.line.pop();
        }
        self.spare.push(ordered);
        // cut by the cap in its subtree: not searched fully, so the next iteration, at the same
        // depth, searches it again (every position still in the line when the cap was reached,
        // no other: past the cap no position is expanded)
        if self.cut() && self.resumes() {
            self.seen.remove(&key);
        }
        false
    }

    /// Whether the current iteration has reached its node cap: past it no position is
    /// expanded, so an iteration that reached it was cut (see [`Search::resumes`]).
    fn cut(&self) -> bool {
        self.iteration_nodes >= self.iteration_cap
    }

    /// Whether an iteration cut by its node cap is followed by one at the same depth that
    /// goes on where it stopped, rather than by one a ply deeper that starts again: the
    /// corner search's, once it has spent [`RESUME_FROM`] nodes. The positions whose subtree
    /// the cut iteration searched fully stay in the table and are passed over; those still in
    /// the line when the cap was reached (past the cap no position is expanded) are taken out
    /// of it. So the next iteration searches in the same order from where the last one
    /// stopped, at the cost of the line at the cut, and finds what one iteration without a
    /// cap would have found, as long as the table is not emptied on the way (when full, see
    /// [`TABLE_MAX`]). The depth grows when an iteration finishes without reaching its cap.
    ///
    /// On the CHA dev set the cap, not the depth, ends almost every iteration of the corner
    /// search: Black's 72-ply mate in `1k6/1P1p1p1p/BP6/1P5p/8/8/3P1P1P/5K2 w` was found in
    /// the sixth, the first five cut at depths 1 to 5 and started again, so each spent half its
    /// nodes going over the last one's work. Going on instead (from [`RESUME_FROM`]): 33.1 →
    /// 29.6 million nodes over the set, the p99 per position 407,772 → 307,024 nodes (in
    /// time, natively, 0.37 to 0.44 s in three runs → 0.21 to 0.32 s in four, on a noisy
    /// machine), its slowest the same (1.9 million), 0 sides unknown, no side twice as slow.
    /// Once the exhaustive search is full, though, a corner search that has gone on cannot
    /// prove "no" as it could before (see below).
    ///
    /// Once an iteration has gone on from another, the search proves nothing: what an
    /// iteration passes over was searched in another, which may have reached its depth limit
    /// there, so one that finishes without reaching it has not seen everything. The search
    /// then goes a ply deeper, but first waits ([`Search::waiting`](Search#structfield.waiting)): the analysis runs it
    /// again only once the exhaustive search is full, since while that search can go on it
    /// finds any mate there is (it visits every position that can follow) or proves there is
    /// none. (Going on at once instead, measured from 20,000 nodes: 29.2 million nodes over
    /// the dev set against 27.9, the corner search's turns spent beside the exhaustive
    /// search's proofs.)
    pub fn resumes(&self) -> bool {
        self.aim == Aim::Corner && self.nodes >= self.resume_from
    }

    /// Deepens until a mate is found, an iteration completes without one
    /// (a proof, unless an iteration has gone on from a cut one, see [`Search::resumes`]),
    /// or the budget runs out. The budget is looked at between
    /// iterations (an iteration visits at most [`ITERATION_NODES`], or as many
    /// nodes as the search has spent once that is more), so that
    /// called again after [`Search::allow`] it goes on exactly as if it had
    /// never stopped.
    pub fn run(&mut self, pos: &Position) -> Outcome {
        self.waiting = false;
        // The table is kept from one iteration to the next: positions an
        // earlier iteration searched with as many plies left are not searched
        // again, which lets the deeper iterations reach further. An
        // iteration cut short leaves entries for positions it did not search
        // fully, so before "no mate" is claimed the iteration is repeated
        // with an empty table.
        while self.max_depth <= MAX_DEPTH && self.nodes < self.budget.min(self.stop_at) {
            self.iteration_nodes = 0;
            self.iteration_cap = ITERATION_NODES.max(self.nodes / CAP_SHARE);
            self.interrupted = false;
            if self.fresh {
                self.seen.clear();
            }
            self.line.clear();
            if self.find(pos, 0, false) {
                return Outcome::Mate(std::mem::take(&mut self.line));
            }
            if !self.interrupted {
                if self.fresh {
                    return Outcome::NoMate;
                }
                if !self.resumed {
                    self.fresh = true;
                    continue;
                }
                // no proof (see [`Search::resumes`]): it waits, a ply deeper
                self.max_depth += 1;
                self.waiting = true;
                return Outcome::OutOfBudget;
            }
            self.fresh = false;
            if self.cut() && self.resumes() {
                self.resumed = true;
            } else {
                self.max_depth += 1;
            }
        }
        Outcome::OutOfBudget
    }

    /// The part of a round's allowance it gets (see [`super::analyse_within`]): a quarter
    /// for [`Aim::Unblock`], the whole for the others. Where the unblocking search finds a
    /// mate it takes a few thousand nodes, and where it does not, its turns are spent in
    /// vain: on the CHA dev set, with a quarter, 41.9 → 39.1 million nodes in all and the
    /// slowest position's 2.7 → 1.9 million; an eighth took the whole set 1 % fewer nodes,
    /// but some of the mates it finds twice as many.
    pub fn allowance(&self, round: u64) -> u64 {
        match self.aim {
            Aim::Unblock => round / 4,
            _ => round,
        }
    }

    /// Raises the budget by `more` nodes.
    pub fn allow(&mut self, more: u64) {
        self.budget = self.budget.saturating_add(more);
    }

    /// True once no budget would let [`Search::run`] go further (the deepest iteration was
    /// cut short).
    pub fn exhausted(&self) -> bool {
        self.max_depth > MAX_DEPTH
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The table takes at once what it may hold, once it holds [`RESERVE_FULL_AT`], only in a
    /// search that is not cut off early; the search is the same either way.
    #[test]
    fn only_a_full_search_reserves_its_table() {
        // White cannot mate here (the exhaustive search proves it); the corner search goes on
        let pos = crate::notation::fen::parse("8/1p1p1p1p/1P6/KP6/PP6/1P1P4/5P1P/k7 w - - 0 1")
            .expect("fen");
        let run = |reserve| {
            let mut search = Search::new(Color::White, Aim::Corner, reserve);
            search.allow(40_000);
            assert!(matches!(search.run(&pos), Outcome::OutOfBudget));
            search
        };
        let (full, probe) = (run(true), run(false));
        assert_eq!(
            (full.nodes, full.seen.len()),
            (probe.nodes, probe.seen.len())
        );
        assert!(full.seen.len() > RESERVE_FULL_AT, "{}", full.seen.len());
        assert!(
            full.seen.capacity() >= TABLE_MAX,
            "{}",
            full.seen.capacity()
        );
        assert!(
            probe.seen.capacity() < TABLE_MAX / 2,
            "{}",
            probe.seen.capacity()
        );
    }

    /// Past [`RESUME_FROM`] nodes, an iteration of the corner search cut by its cap is
    /// followed by one at the same depth that goes on where it stopped: the search finds the
    /// line that one iteration without a cap finds at that depth, for the nodes of that
    /// iteration and of the few positions it searches again (those in the line at each cut).
    /// Before [`RESUME_FROM`] it starts again a ply deeper.
    #[test]
    fn a_cut_corner_search_goes_on_where_it_stopped() {
        // Black mates in 44 plies at depth 1; that iteration alone takes 15,206 nodes
        let pos = crate::notation::fen::parse("k7/3p1p1p/8/1p6/1P6/KP6/PP1P1P1P/8 w - - 0 1")
            .expect("fen");
        let mut uncut = Search::new(Color::Black, Aim::Corner, false);
        uncut.iteration_cap = u64::MAX;
        assert!(uncut.find(&pos, 0, false));
        assert_eq!((uncut.max_depth, uncut.line.len()), (1, 44));
        // cut at 10,000 nodes (ITERATION_NODES), going on from the first node
        let mut resumed = Search::new(Color::Black, Aim::Corner, false);
        resumed.resume_from = 0;
        resumed.allow(100_000);
        let Outcome::Mate(line) = resumed.run(&pos) else {
            panic!("no mate")
        };
        assert_eq!(line, uncut.line);
        assert_eq!(resumed.max_depth, 1);
        assert!(
            resumed.nodes > uncut.nodes && resumed.nodes < uncut.nodes + 200,
            "{} against {}",
            resumed.nodes,
            uncut.nodes
        );
        // from the start, as a search that has spent nothing: a ply deeper after the cut
        let mut fresh = Search::new(Color::Black, Aim::Corner, false);
        fresh.allow(100_000);
        assert!(matches!(fresh.run(&pos), Outcome::Mate(_)));
        assert!(fresh.max_depth > 1);
    }

    /// A corner search that has gone on from a cut iteration proves nothing: when it finishes
    /// an iteration without reaching its cap, it waits, a ply deeper, neither exhausted nor
    /// answered, and run again (as the analysis does once the exhaustive search is full) it
    /// goes on. The same search restarting deeper after each cut proves that no mate follows.
    #[test]
    fn a_corner_search_that_went_on_waits_instead_of_proving() {
        // Black cannot mate (the exhaustive search proves it)
        let pos = crate::notation::fen::parse("1k6/1P1p1p1p/BP6/1P1P3p/5P2/8/6KP/8 b - - 0 1")
            .expect("fen");
        let mut resumed = Search::new(Color::Black, Aim::Corner, false);
        resumed.resume_from = 0;
        resumed.allow(400_000);
        // cut at 10,000 nodes at depth 1, gone on, and that iteration finished
        assert!(matches!(resumed.run(&pos), Outcome::OutOfBudget));
        assert!(resumed.waiting && resumed.resumed && !resumed.exhausted());
        assert_eq!(resumed.max_depth, 2);
        let before = resumed.nodes;
        resumed.allow(50_000);
        assert!(!matches!(resumed.run(&pos), Outcome::NoMate));
        assert!(resumed.nodes > before);
        let mut restarting = Search::new(Color::Black, Aim::Corner, false);
        restarting.resume_from = u64::MAX;
        restarting.allow(3_000_000);
        assert!(matches!(restarting.run(&pos), Outcome::NoMate));
    }

    /// The bishops' net is tried for a side whose pieces are bishops of one colour, and
    /// only then.
    #[test]
    fn the_bishops_net_is_for_bishops_of_one_colour() {
        let aims = |fen: &str, side| {
            Aim::for_position(&crate::notation::fen::parse(fen).expect("fen"), side)
        };
        // with pawns locked face to face on the b, d and h files (see `lock`)
        let six = "4k3/1p1p1p1p/1P1P3P/5P2/8/2B1B1B1/3B1B2/2B1K3 w - - 0 1";
        assert_eq!(
            aims(six, Color::White),
            [Aim::Corner, Aim::Unblock, Aim::BishopNet]
        );
        // pawns only
        assert_eq!(aims(six, Color::Black), [Aim::Corner, Aim::Unblock]);
        // five of White's eight bishops on the long diagonal a1-h8 and one on h8, the corner
        // (they are dark): cleared first
        let eight = "k6B/1b4B1/2b2B2/4B3/3B4/1pB1B3/pP1B4/K7 w - - 0 1";
        assert_eq!(aims(eight, Color::White), [Aim::ClearedNet, Aim::Corner]);
        // one bishop, for Black
        assert_eq!(
            aims("4k3/8/8/8/8/8/8/2b1K3 w - - 0 1", Color::Black),
            [Aim::Corner, Aim::BishopNet]
        );
        // bishops of both colours, or a bishop and a knight
        assert_eq!(
            aims("4k3/8/8/8/8/8/8/2B1KB2 w - - 0 1", Color::White),
            [Aim::Corner]
        );
        assert_eq!(
            aims("4k3/8/8/8/8/8/8/2B1KN2 w - - 0 1", Color::White),
            [Aim::Corner]
        );
    }
}
