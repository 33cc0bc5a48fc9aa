//! Material rules by edition: the 1993 Art. 10.4 list of drawn endings and
//! the bare king (1993 Art. 10.5), which the 1993 Laws state as lists; and
//! for 2018 (5.2.2, 6.9, 7.5.5) the question "can this side checkmate by any
//! series of legal moves?", put to the dead-position analysis in
//! [`crate::unwinnable`]. The 1977 and 1980 Laws have no such rule: a flag
//! loses whatever the material (Interpretation 12.4 (1958A)).

use crate::bitboard::Bitboard;
use crate::position::Position;
use crate::types::{Color, Role};

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
    Cannot(&'static str),
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

/// Asks the dead-position analysis whether `color` can still checkmate.
pub fn mating_chance(pos: &Position, color: Color) -> MatingChance {
    use crate::unwinnable::{winnable, Winnable, DEFAULT_BUDGET};
    match winnable(pos, color, DEFAULT_BUDGET) {
        Winnable::No(reason) => MatingChance::Cannot(reason),
        Winnable::Yes(line) => MatingChance::Can(line.len()),
        Winnable::Unknown(nodes) => MatingChance::Undecided(nodes),
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
