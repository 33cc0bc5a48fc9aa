//! Material rules by edition: the 1993 Art. 10.4 list of drawn endings and
//! the bare king (1993 Art. 10.5), which the 1993 Laws state as lists; and
//! for 2018 (5.2.2, 6.9, 7.5.5) the question "can this side checkmate by any
//! series of legal moves?", put to the dead-position analysis in
//! [`crate::unwinnable`]. The 1977 and 1980 Laws have no such rule: a flag
//! loses whatever the material (Interpretation 12.4 (1958A)).

use crate::chess::bitboard::Bitboard;
use crate::chess::position::Position;
use crate::chess::types::{Color, Role};

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
        let same_colour = (bishops & Bitboard::LIGHT_SQUARES) == bishops
            || (bishops & Bitboard::DARK_SQUARES) == bishops;
        return one_each && same_colour;
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
    /// A series of legal moves ending in checkmate by `color` exists; its length in plies.
    Can(usize),
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
/// The key is not a position.
pub fn analyse_key(key: &str, color: Color) -> Result<MatingChance, String> {
    let pos = crate::fen::parse(&format!("{} 0 1", key)).map_err(|e| e.to_string())?;
    Ok(full(&pos, color))
}

fn full(pos: &Position, color: Color) -> MatingChance {
    use crate::unwinnable::{analyse, DEFAULT_BUDGET};
    chance(analyse(pos, color, DEFAULT_BUDGET).0)
}

fn chance(w: crate::unwinnable::Winnable) -> MatingChance {
    use crate::unwinnable::Winnable;
    match w {
        Winnable::No(reason) => MatingChance::Cannot(reason.into()),
        Winnable::Yes(line) => MatingChance::Can(line.len()),
        Winnable::Unknown(nodes) => MatingChance::Undecided(nodes),
    }
}

/// The answers [`probe`] found or was given, by position and side; at most this many.
const KNOWN_MAX: usize = 20_000;

/// An analysis asked for: the position's [`analysis_key`] and the side.
pub type AnalysisRequest = (String, Color);

thread_local! {
    static KNOWN: std::cell::RefCell<std::collections::HashMap<AnalysisRequest, MatingChance>> =
        std::cell::RefCell::new(std::collections::HashMap::new());
    /// While [`probe`] runs: its node limit, and the analyses that needed more.
    static PROBE: std::cell::RefCell<Option<(u64, Vec<AnalysisRequest>)>> =
        const { std::cell::RefCell::new(None) };
}

/// Runs `f` (the laws engine deciding something) with each dead-position analysis cut off
/// at `limit` nodes, for a caller that must stay responsive (the app's page thread).
/// Returns what `f` returned and the analyses that needed more than `limit`: when there
/// are any, the result of `f` is not the engine's verdict and must be thrown away; the
/// caller has those analyses run in full elsewhere, gives the answers to [`remember`],
/// and runs `f` again. An analysis that finishes within `limit` gives exactly the
/// full answer (see [`crate::unwinnable::analyse_within`]), so the verdict in the end is
/// the one the engine gives without a limit.
pub fn probe<T>(limit: u64, f: impl FnOnce() -> T) -> (T, Vec<AnalysisRequest>) {
    PROBE.with(|p| *p.borrow_mut() = Some((limit, Vec::new())));
    let out = f();
    let needed = PROBE.with(|p| p.borrow_mut().take().map(|(_, n)| n).unwrap_or_default());
    (out, needed)
}

/// Keeps a full answer for [`probe`]'s callers (an answer from the app's worker).
pub fn remember(key: String, color: Color, answer: MatingChance) {
    KNOWN.with(|k| {
        let mut k = k.borrow_mut();
        if k.len() >= KNOWN_MAX {
            k.clear();
        }
        k.insert((key, color), answer);
    });
}

/// Asks the dead-position analysis whether `color` can still checkmate. Inside [`probe`],
/// the answers known or found are kept, and an analysis that needs more than the probe's
/// limit is recorded and answered `Undecided(0)` for the moment.
pub fn mating_chance(pos: &Position, color: Color) -> MatingChance {
    use crate::unwinnable::{analyse_within, DEFAULT_BUDGET};
    let Some(limit) = PROBE.with(|p| p.borrow().as_ref().map(|(l, _)| *l)) else {
        return full(pos, color);
    };
    let key = analysis_key(pos);
    if let Some(known) = KNOWN.with(|k| k.borrow().get(&(key.clone(), color)).cloned()) {
        return known;
    }
    match analyse_within(pos, color, DEFAULT_BUDGET, limit) {
        Some((w, _)) => {
            let answer = chance(w);
            remember(key, color, answer.clone());
            answer
        }
        None => {
            PROBE.with(|p| {
                if let Some((_, needed)) = p.borrow_mut().as_mut() {
                    if !needed.contains(&(key.clone(), color)) {
                        needed.push((key, color));
                    }
                }
            });
            MatingChance::Undecided(0)
        }
    }
}

/// A dead position (2018 Art. 5.2.2): it is proven that neither side can
/// checkmate. White is asked first; Black only when White cannot.
pub fn is_dead(pos: &Position) -> bool {
    mating_chance(pos, Color::White).cannot() && mating_chance(pos, Color::Black).cannot()
}

/// The words a ruling adds after "... can(not) checkmate": the reason, or why
/// the loss stands.
pub fn explain(chance: &MatingChance, color: Color) -> String {
    match chance {
        MatingChance::Cannot(reason) => format!("{} cannot checkmate by any series of legal moves ({})", color, reason),
        MatingChance::Can(plies) => format!("{} can still checkmate by a series of legal moves ({} plies found)", color, plies),
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
}
