//! Static material rules: the 1993 Art. 10.4 list of drawn endings, the bare
//! king (1993 Art. 10.5), and a sound but incomplete "cannot checkmate" check
//! that stands in for the dead-position analysis.

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

/// The hook the laws engine asks whether `color` cannot checkmate by any
/// series of legal moves (2018 Art. 5.2.2, 6.9, 7.5.5). For now a sound but
/// incomplete static check: true only for a bare king and for the 1993 10.4
/// endings (where neither side can). `false` means "not proven", not "can
/// mate". The dead-position analysis will replace it.
pub fn unwinnable(pos: &Position, color: Color) -> bool {
    has_bare_king(pos, color) || is_10_4_ending(pos)
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
