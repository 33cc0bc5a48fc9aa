//! Perft: counting the leaf nodes of the legal-move tree, the standard check
//! that move generation is exact.

use crate::chess::position::{MoveList, Position};

/// Number of legal move sequences of length `depth` from `pos`.
///
/// # Examples
/// ```
/// use fide_laws::{perft, Position};
/// assert_eq!(perft(&Position::new(), 3), 8_902);
/// ```
pub fn perft(pos: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    if depth == 1 {
        return pos.count_legal_moves() as u64;
    }
    let mut moves = MoveList::new();
    pos.gen_legal(&mut moves);
    let mut n = 0;
    for &m in &moves {
        let mut child = pos.clone();
        child.play_unchecked(m);
        n += perft(&child, depth - 1);
    }
    n
}
