//! Material rules by edition: the 1993 Art. 10.4 list of drawn endings and
//! the bare king (1993 Art. 10.5), which the 1993 Laws state as lists; and
//! for 2018 (5.2.2, 6.9, 7.5.5) the question "can this side checkmate by any
//! series of legal moves?", put to the dead-position analysis in
//! [`crate::unwinnable`]. The 1977 and 1980 Laws have no such rule: a flag
//! loses whatever the material (Interpretation 12.4 (1958A)).

use crate::chess::position::Position;
use crate::chess::types::{Color, Role};
use crate::laws::editions::SparedWhen;

/// 1993 Art. 10.4: king against king; king against king with only bishop or
/// knight; king and bishop against king and bishop with both bishops on
/// diagonals of the same colour.
pub fn is_10_4_ending(pos: &Position) -> bool {
    let b = pos.board();
    let kings = b.by_role(Role::King);
    let others = b.occupied() & !kings;
    if others.is_empty() {
        return true;
    }
    let minors = b.by_role(Role::Bishop) | b.by_role(Role::Knight);
    if others.count() == 1 && (others & minors).any() {
        return true;
    }
    let bishops = b.by_role(Role::Bishop);
    if others.count() == 2 && others == bishops {
        let one_each = (bishops & b.by_color(Color::White)).count() == 1;
        return one_each && bishops.on_one_colour();
    }
    false
}

/// `color` has only his king left (1993 Art. 10.5).
pub fn has_bare_king(pos: &Position, color: Color) -> bool {
    pos.board().by_color(color).count() == 1
}

/// What the dead-position analysis ([`crate::unwinnable`]) finds about
/// whether `color` can checkmate "by any series of legal moves" (2018 Art.
/// 5.2.2, 6.9, 7.5.5), within [`crate::unwinnable::DEFAULT_BUDGET`] nodes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MatingChance {
    /// Proven: no series of legal moves ends in checkmate by `color`; why.
    Cannot(std::borrow::Cow<'static, str>),
    /// A series of legal moves ending in checkmate by `color` exists: one such series, its
    /// moves in SAN separated by spaces, from the position analysed (without move numbers,
    /// which the analysis does not know; [`spared`] numbers it from the game's position).
    Can(String),
    /// The budget ran out (nodes spent): nothing is proven, so no draw is given.
    Undecided(u64),
}

impl MatingChance {
    pub fn cannot(&self) -> bool {
        matches!(self, MatingChance::Cannot(_))
    }
}

/// A position as the analysis sees it: the FEN without the move counters.
pub fn analysis_key(pos: &Position) -> String {
    let fen = crate::fen::write(pos);
    fen.rsplitn(3, ' ').nth(2).unwrap_or(&fen).to_string()
}

/// The analysis of `key` (an [`analysis_key`]) for `color`, with the full budget.
///
/// # Errors
/// The key is not a position: what is wrong with it, as with a FEN.
pub fn analyse_key(key: &str, color: Color) -> Result<MatingChance, crate::fen::FenError> {
    let pos = crate::fen::parse(&format!("{} 0 1", key))?;
    Ok(full(&pos, color))
}

fn full(pos: &Position, color: Color) -> MatingChance {
    use crate::unwinnable::{analyse, DEFAULT_BUDGET};
    chance(pos, analyse(pos, color, DEFAULT_BUDGET).0)
}

fn chance(pos: &Position, w: crate::unwinnable::Winnable) -> MatingChance {
    use crate::unwinnable::Winnable;
    match w {
        Winnable::No(reason) => MatingChance::Cannot(reason.into()),
        Winnable::Yes(line) => {
            let mut p = pos.clone();
            let san: Vec<String> = line
                .iter()
                .map(|&m| {
                    let s = crate::notation::san::to_san(&p, m);
                    p.play_unchecked(m);
                    s
                })
                .collect();
            MatingChance::Can(san.join(" "))
        }
        Winnable::Unknown(nodes) => MatingChance::Undecided(nodes),
    }
}

/// A series of moves (SAN separated by spaces) numbered from `pos`, where its first move
/// is played: `3...Qh4 4.g3 Qxe4+`. A long series shows its first eight and last two
/// half-moves, with how many it has in all.
pub fn numbered(pos: &Position, line: &str) -> String {
    let moves: Vec<&str> = line.split_whitespace().collect();
    let starts_black = usize::from(pos.turn() == Color::Black);
    // half-move i: its number, and whether Black makes it
    let at = |i: usize| {
        (
            pos.fullmoves() as usize + (i + starts_black) / 2,
            (i + starts_black) % 2 == 1,
        )
    };
    // White's half-moves carry their number; Black's only where a run starts
    let show = |i: usize, run_start: bool| match at(i) {
        (n, false) => format!("{n}.{}", moves[i]),
        (n, true) if run_start => format!("{n}...{}", moves[i]),
        _ => moves[i].to_string(),
    };
    const LONG: usize = 14;
    let n = moves.len();
    if n <= LONG {
        return (0..n)
            .map(|i| show(i, i == 0))
            .collect::<Vec<_>>()
            .join(" ");
    }
    let head: Vec<String> = (0..8).map(|i| show(i, i == 0)).collect();
    let tail: Vec<String> = (n - 2..n).map(|i| show(i, i == n - 2)).collect();
    format!(
        "{} … {} ({} half-moves in all)",
        head.join(" "),
        tail.join(" "),
        n
    )
}

/// An analysis asked for: the position's [`analysis_key`] and the side.
pub type AnalysisRequest = (String, Color);

/// Answers whether a side can still checkmate (2018 Art. 5.2.2, 6.9, 7.5.5). The laws
/// engine is given one explicitly: [`FullAnalysis`] for a verdict, or a [`Probe`] for a
/// caller that must stay responsive.
pub trait Analyser {
    /// Whether `color` can checkmate in `pos` by some series of legal moves.
    fn mating_chance(&mut self, pos: &Position, color: Color) -> MatingChance;

    /// A dead position (2018 Art. 5.2.2): it is proven that neither side can
    /// checkmate. White is asked first; Black only when White cannot.
    fn is_dead(&mut self, pos: &Position) -> bool {
        self.mating_chance(pos, Color::White).cannot()
            && self.mating_chance(pos, Color::Black).cannot()
    }
}

/// The dead-position analysis with its full budget: the engine's verdict.
#[derive(Clone, Copy, Debug, Default)]
pub struct FullAnalysis;

impl Analyser for FullAnalysis {
    fn mating_chance(&mut self, pos: &Position, color: Color) -> MatingChance {
        full(pos, color)
    }
}

/// The full analysis in two steps, so that analyses running at once on several threads
/// hold at most one full search's tables between them: each position is first analysed as
/// far as `limit` nodes, its tables growing as they fill (an answer found there is exactly
/// the full one: see [`crate::unwinnable::analyse_within`]; the tables hold what those
/// nodes found, less than a full search's); one that needs more is run in full through `turn`, which such a caller
/// makes take turns (`fide claims`), so that only one full search's tables (up to some
/// 28 MB) are held at a time. The verdicts are [`FullAnalysis`]'s.
pub struct Staged<T: Fn(&dyn Fn() -> MatingChance) -> MatingChance> {
    pub limit: u64,
    /// Runs the full step it is given and returns its answer: at once, or when no other
    /// thread runs one.
    pub turn: T,
}

impl<T: Fn(&dyn Fn() -> MatingChance) -> MatingChance> Analyser for Staged<T> {
    fn mating_chance(&mut self, pos: &Position, color: Color) -> MatingChance {
        use crate::unwinnable::{analyse_within, DEFAULT_BUDGET};
        if let Some((w, _)) = analyse_within(pos, color, DEFAULT_BUDGET, self.limit) {
            return chance(pos, w);
        }
        (self.turn)(&|| full(pos, color))
    }
}

/// The answers a [`Probe`] keeps; at most this many.
const KNOWN_MAX: usize = 20_000;

/// The analysis cut off at a node limit, for a caller that must stay responsive (the
/// app's page thread). An analysis that finishes within the limit gives exactly the full
/// answer (see [`crate::unwinnable::analyse_within`]); one that needs more is recorded in
/// `needed` and answered `Undecided(0)` for the moment. When any is
/// needed, what the engine decided is not its verdict and must be thrown away: the caller
/// has those analyses run in full elsewhere, gives the answers to
/// [`remember`](Probe::remember), and decides again; the verdict in the end is the one the
/// engine gives with [`FullAnalysis`].
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Probe {
    limit: u64,
    known: std::collections::HashMap<AnalysisRequest, MatingChance>,
    needed: Vec<AnalysisRequest>,
}

impl Probe {
    /// A probe cutting each analysis off at `limit` nodes.
    pub fn new(limit: u64) -> Probe {
        Probe {
            limit,
            ..Probe::default()
        }
    }

    /// Keeps a full answer (one from the app's worker).
    pub fn remember(&mut self, key: String, color: Color, answer: MatingChance) {
        if self.known.len() >= KNOWN_MAX {
            self.known.clear();
        }
        self.known.insert((key, color), answer);
    }

    /// The analyses that needed more than the limit since the last call, emptied.
    pub fn take_needed(&mut self) -> Vec<AnalysisRequest> {
        std::mem::take(&mut self.needed)
    }

    /// The answers kept.
    pub fn known(&self) -> impl Iterator<Item = (&AnalysisRequest, &MatingChance)> {
        self.known.iter()
    }
}

impl Analyser for Probe {
    fn mating_chance(&mut self, pos: &Position, color: Color) -> MatingChance {
        use crate::unwinnable::{analyse_within, DEFAULT_BUDGET};
        let key = analysis_key(pos);
        if let Some(known) = self.known.get(&(key.clone(), color)) {
            return known.clone();
        }
        match analyse_within(pos, color, DEFAULT_BUDGET, self.limit) {
            Some((w, _)) => {
                let answer = chance(pos, w);
                self.remember(key, color, answer.clone());
                answer
            }
            None => {
                if !self.needed.contains(&(key.clone(), color)) {
                    self.needed.push((key, color));
                }
                MatingChance::Undecided(0)
            }
        }
    }
}

/// Whether the player who is to win by his opponent's loss (a flag, a second illegal
/// move, an illegal sealed move, a charge that makes the claimant overstep) can win at
/// all: the one rule behind 1993 Art. 10.5 and 2018 Art. 6.9 and 7.5.5.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Spared {
    /// The loss stands: 1977/1980, where a flag loses whatever the material
    /// (Interpretation 12.4 (1958A)); 1993 when the winner has more than his king; 2018
    /// when he can checkmate or the analysis cannot prove he cannot (the chance, in 2018).
    No(Option<MatingChance>),
    /// 1993 Art. 10.5: the winner has only his king left and cannot win: a draw.
    BareKing,
    /// 2018: the winner cannot checkmate by any series of legal moves: a draw.
    CannotMate(MatingChance),
}

impl Spared {
    /// The game is drawn instead of lost.
    pub fn drawn(&self) -> bool {
        !matches!(self, Spared::No(_))
    }

    /// What the ruling adds, in words: `", but White has only his king left and cannot
    /// win: draw"`, `", but White cannot checkmate … : draw"`, `" (White can still
    /// checkmate …)"`, or nothing.
    pub fn words(&self, winner: Color) -> String {
        match self {
            Spared::No(None) => String::new(),
            Spared::No(Some(c)) => format!(" ({})", explain(c, winner)),
            Spared::BareKing => {
                format!(
                    ", but {} has only his king left and cannot win: draw",
                    winner
                )
            }
            Spared::CannotMate(c) => format!(", but {}: draw", explain(c, winner)),
        }
    }
}

/// Whether `winner` can win when his opponent loses under `edition` (see [`Spared`]).
pub fn spared(
    edition: crate::edition::Edition,
    an: &mut dyn Analyser,
    pos: &Position,
    winner: Color,
) -> Spared {
    match super::editions::Policy::of(edition).loss_spared_when() {
        SparedWhen::Never => Spared::No(None),
        SparedWhen::WinnerBareKing if has_bare_king(pos, winner) => Spared::BareKing,
        SparedWhen::WinnerBareKing => Spared::No(None),
        SparedWhen::WinnerCannotMate => match an.mating_chance(pos, winner) {
            c @ MatingChance::Cannot(_) => Spared::CannotMate(c),
            // the example numbered from the game's position
            MatingChance::Can(line) => Spared::No(Some(MatingChance::Can(numbered(pos, &line)))),
            c => Spared::No(Some(c)),
        },
    }
}

/// The words a ruling adds after "... can(not) checkmate": the reason, or why
/// the loss stands.
pub fn explain(chance: &MatingChance, color: Color) -> String {
    match chance {
        MatingChance::Cannot(reason) => format!("{} cannot checkmate by any series of legal moves ({})", color, reason),
        MatingChance::Can(line) if line.is_empty() => format!("{} could still checkmate by a series of legal moves", color),
        MatingChance::Can(line) => format!("{} could still checkmate by a series of legal moves, for example {}", color, line),
        MatingChance::Undecided(nodes) => format!("the analysis could not decide within {} positions whether {} can checkmate, so no draw is given", nodes, color),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fen;

    #[test]
    fn the_10_4_list() {
        for f in [
            "8/8/4k3/8/8/3K4/8/8 w - - 0 1",
            "8/8/4k3/8/8/3KB3/8/8 w - - 0 1",
            "8/8/4kn2/8/8/3K4/8/8 w - - 0 1",
            "8/8/4kb2/8/8/3KB3/8/8 w - - 0 1",
        ] {
            assert!(is_10_4_ending(&fen::parse(f).expect("fen")), "{f}");
        }
        // opposite-coloured bishops, two knights, a pawn: not on the list
        for f in [
            "8/8/4k1b1/8/8/3KB3/8/8 w - - 0 1",
            "8/8/4k3/8/8/3KNN2/8/8 w - - 0 1",
            "8/8/4k3/8/8/3KP3/8/8 w - - 0 1",
        ] {
            assert!(!is_10_4_ending(&fen::parse(f).expect("fen")), "{f}");
        }
    }

    #[test]
    fn a_staged_analysis_answers_as_the_full_one_and_takes_its_turn_only_past_its_limit() {
        let positions = [
            // the start: a helpmate is found at once
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            // a pawn against a bare king: a search for White, none for Black (a bare king)
            "k7/8/8/8/8/8/P7/K7 w - - 0 1",
            // locked pawns, bare kings; a bishop against a bare king: the static rules
            // decide, no search
            "8/8/4k3/1p1p1p1p/1P1P1P1P/8/4K3/8 w - - 0 1",
            "8/8/4k3/8/8/3KB3/8/8 w - - 0 1",
        ];
        for (limit, turns) in [(0, 3), (100, 1), (crate::session::PROBE_NODES, 0)] {
            let taken = std::cell::Cell::new(0);
            let mut staged = Staged {
                limit,
                turn: |step: &dyn Fn() -> MatingChance| {
                    taken.set(taken.get() + 1);
                    step()
                },
            };
            for f in positions {
                let pos = fen::parse(f).expect("fen");
                for color in Color::ALL {
                    assert_eq!(
                        staged.mating_chance(&pos, color),
                        FullAnalysis.mating_chance(&pos, color),
                        "{f} {color:?} at limit {limit}"
                    );
                }
            }
            // with no nodes allowed, every side a search must settle takes its turn (both
            // sides at the start, White with the pawn); with 100, the pawn's side alone, its
            // mate some 450 nodes away, after its first step spent them; within the probe's
            // limit none does
            assert_eq!(taken.get(), turns, "limit {limit}");
        }
    }
}
