//! Can a side still checkmate "by any series of legal moves" (2018 Art.
//! 5.2.2, 6.9, 7.5.5)? A decision procedure in three steps, each sound:
//!
//! 1. **Static rules** that prove "no" without search (each with its argument
//!    in [`static_no`]).
//! 2. **Helpmate search**: iterative deepening over cooperative play (both
//!    sides help `side` to mate), captures, promotions and checks first, with
//!    a transposition table. A found line is returned and can be replayed.
//! 3. **Exhaustive search**: when the positions reachable from here are few
//!    (pawn walls, locked kings), visit all of them; if none is a checkmate
//!    by `side`, that is a proof of "no".
//!
//! When the node budget runs out first the answer is [`Winnable::Unknown`].

use crate::bitboard::Bitboard;
use crate::position::Position;
use crate::types::{Color, Move, Role};
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

/// Node budget of [`winnable`] by default.
pub const DEFAULT_BUDGET: u64 = 400_000;

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
///   while the defender's king is in check, so no mate exists.
pub fn static_no(pos: &Position, side: Color) -> Option<&'static str> {
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
    if all == (all & bishops)
        && ((all & Bitboard::LIGHT_SQUARES) == all || (all & Bitboard::DARK_SQUARES) == all)
    {
        return Some("all pieces besides the kings are bishops on squares of one colour");
    }
    None
}

struct Search {
    side: Color,
    nodes: u64,
    budget: u64,
    /// Positions proven to have no mate within a given depth.
    failed: HashMap<(u64, u64), u32>,
}

impl Search {
    fn ordered(&self, pos: &Position) -> Vec<Move> {
        let loser_king = pos.board().king_of(self.side.other()).expect("king");
        let dist = |a: crate::Square, b: crate::Square| {
            (a.file() as i32 - b.file() as i32)
                .abs()
                .max((a.rank() as i32 - b.rank() as i32).abs())
        };
        let corner = |s: crate::Square| {
            let f = (s.file() as i32).min(7 - s.file() as i32);
            let r = (s.rank() as i32).min(7 - s.rank() as i32);
            f + r
        };
        let mut moves: Vec<(i32, Move)> = pos
            .legal_moves()
            .into_iter()
            .map(|m| {
                let mut score = 0;
                if pos.turn() == self.side {
                    // bring the pieces towards the loser's king
                    score += 2 * (dist(m.from(), loser_king) - dist(m.to(), loser_king));
                } else if m.role() == Role::King {
                    // the loser's king heads for a corner
                    score += 3 * (corner(m.from()) - corner(m.to()));
                } else {
                    // the loser's other pieces gather round their king, to block it in
                    score += dist(m.from(), loser_king) - dist(m.to(), loser_king);
                }
                if pos.turn() == self.side {
                    if m.promotion() == Some(Role::Queen) {
                        score += 50;
                    }
                    if pos.after(m).is_check() {
                        score += 40;
                    }
                } else if m.is_capture() {
                    // the helper should not take the attacker's material
                    score -= 20;
                }
                if m.is_capture() && pos.turn() != self.side {
                    score -= 10;
                }
                if m.promotion().is_some_and(|r| r != Role::Queen) {
                    score -= 5;
                }
                (score, m)
            })
            .collect();
        moves.sort_by_key(|&(s, _)| -s);
        moves.into_iter().map(|(_, m)| m).collect()
    }

    fn key(pos: &Position) -> (u64, u64) {
        (pos.repetition_key(), pos.board().occupied().0)
    }

    /// A mate by `side` within `depth` plies, as a line.
    fn helpmate(&mut self, pos: &Position, depth: u32, line: &mut Vec<Move>) -> Option<bool> {
        self.nodes += 1;
        if self.nodes > self.budget {
            return None;
        }
        if depth == 0 {
            return Some(false);
        }
        let k = Self::key(pos);
        if self.failed.get(&k).is_some_and(|&d| d >= depth) {
            return Some(false);
        }
        for m in self.ordered(pos) {
            let next = pos.after(m);
            line.push(m);
            if next.turn() != self.side && next.is_checkmate() {
                return Some(true);
            }
            if !next.legal_moves().is_empty() {
                match self.helpmate(&next, depth - 1, line) {
                    Some(true) => return Some(true),
                    None => return None,
                    Some(false) => {}
                }
            }
            line.pop();
        }
        self.failed.insert(k, depth);
        Some(false)
    }

    /// Visits every reachable position; `Some(true)` if one is mate by
    /// `side`, `Some(false)` if none, `None` when the budget ran out.
    fn exhaust(&mut self, start: &Position) -> Option<bool> {
        let mut seen: HashSet<(u64, u64)> = HashSet::new();
        let mut queue = VecDeque::from([start.clone()]);
        seen.insert(Self::key(start));
        while let Some(pos) = queue.pop_front() {
            // the budget counts positions visited
            self.nodes += 1;
            if self.nodes > self.budget {
                return None;
            }
            for m in pos.legal_moves() {
                let next = pos.after(m);
                if next.turn() != self.side && next.is_checkmate() {
                    return Some(true);
                }
                if seen.insert(Self::key(&next)) {
                    queue.push_back(next);
                }
            }
        }
        Some(false)
    }
}

/// Can `side` checkmate from `pos` by some series of legal moves (both
/// sides cooperating)? `budget` bounds the nodes searched.
pub fn winnable(pos: &Position, side: Color, budget: u64) -> Winnable {
    if pos.turn() != side && pos.is_checkmate() {
        // already checkmated by `side`: the empty series
        return Winnable::Yes(Vec::new());
    }
    if let Some(reason) = static_no(pos, side) {
        return Winnable::No(reason);
    }
    let mut s = Search {
        side,
        nodes: 0,
        budget,
        failed: HashMap::new(),
    };
    let mut depth = 1;
    // iterative deepening for a line, with half the budget
    s.budget = budget / 2;
    loop {
        let mut line = Vec::new();
        match s.helpmate(pos, depth, &mut line) {
            Some(true) => return Winnable::Yes(line),
            Some(false) => {}
            None => break,
        }
        depth += 1;
        if depth > 60 {
            break;
        }
    }
    s.budget = budget;
    match s.exhaust(pos) {
        Some(false) => Winnable::No("every reachable position was searched: none is a checkmate"),
        // a mate is reachable, but the line was not kept: search once more for it
        Some(true) => {
            let mut line = Vec::new();
            s.budget = u64::MAX;
            s.failed.clear();
            let mut d = depth;
            loop {
                if s.helpmate(pos, d, &mut line) == Some(true) {
                    return Winnable::Yes(line);
                }
                d += 1;
                line.clear();
                if d > 200 {
                    return Winnable::Unknown(s.nodes);
                }
            }
        }
        None => Winnable::Unknown(s.nodes),
    }
}

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
