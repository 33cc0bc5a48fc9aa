//! The arbiter's checker for a disputed scoresheet: at every ply of a game,
//! which draw claims the player to move could make, and where the game
//! ended by itself, under one edition.

use super::citation::Citation;
use super::draws::{automatic, check_claim, ClaimFacts};
use super::game::{placement as placement_of, rights as rights_of};
use super::material::Analyser;
use super::scenario::ClaimKind;
use super::verdict::Termination;
use crate::edition::Edition;
use crate::notation::{fen, pgn::Game, san};
use serde::Serialize;

/// What the player to move could claim at one ply.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PlyClaims {
    /// Moves played before this position (0 = the start).
    pub ply: usize,
    pub to_move: &'static str,
    pub fen: String,
    /// The position has just appeared for at least the third time.
    pub repetition: bool,
    /// Moves that, written and declared, would produce the third occurrence.
    pub repetition_with_move: Vec<String>,
    /// The fifty moves (or the edition's extension) are completed.
    pub fifty: bool,
    /// A claim with a move written and declared would be correct: 2018 Art. 9.3.1 counts
    /// the move (one without capture or pawn move completes them); the earlier editions
    /// count only the moves made.
    pub fifty_with_move: bool,
    /// The game ended here by itself: `{"reason":…, "article":…}`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub automatic: Option<Automatic>,
}

/// An automatic end of the game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Automatic {
    pub reason: Termination,
    pub article: Citation,
}

/// The claims open at every ply of `game`'s main line, each decided by the engine's own
/// check ([`check_claim`]): the player to move claims with no move, or writes and declares
/// each legal move in turn.
///
/// `an` answers the dead-position questions (2018 Art. 5.2.2), as in the engine.
pub fn claims(edition: Edition, game: &Game, an: &mut dyn Analyser) -> Vec<PlyClaims> {
    let mut pos = game.start.clone();
    let mut keys = vec![pos.repetition_key()];
    let mut placements = vec![placement_of(&pos)];
    let mut rights = vec![rights_of(&pos)];
    let mut out = Vec::new();
    for ply in 0..=game.moves.len() {
        let k = *keys.last().expect("a key");
        let occurrences = keys.iter().filter(|&&x| x == k).count();
        let legal = pos.legal_moves();
        let check = |kind, intended| {
            check_claim(&ClaimFacts {
                edition,
                kind,
                position: &pos,
                intended,
                keys: &keys,
                placements: &placements,
                rights: &rights,
                regulation: None,
            })
            .correct
        };
        let repetition_with_move = legal
            .iter()
            .filter(|&&m| check(ClaimKind::Repetition, Some(m)))
            .map(|&m| san::to_san(&pos, m))
            .collect();
        out.push(PlyClaims {
            ply,
            to_move: pos.turn().name(),
            fen: fen::write(&pos),
            repetition: check(ClaimKind::Repetition, None),
            repetition_with_move,
            fifty: check(ClaimKind::Fifty, None),
            fifty_with_move: legal.iter().any(|&m| check(ClaimKind::Fifty, Some(m))),
            automatic: automatic(edition, &pos, occurrences, an).map(|e| Automatic {
                reason: e.termination,
                article: e.citation,
            }),
        });
        if let Some(m) = game.moves.get(ply) {
            pos.play_unchecked(m.mv);
            keys.push(pos.repetition_key());
            placements.push(placement_of(&pos));
            rights.push(rights_of(&pos));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::pgn::read_games;

    #[test]
    fn knight_dance_claims() {
        let g = &read_games("1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 *").expect("pgn")[0];
        let c = claims(Edition::Fide2018, g, &mut crate::laws::FullAnalysis);
        assert_eq!(c.len(), 9);
        assert!(c[8].repetition);
        assert!(!c[4].repetition);
        assert_eq!(c[7].repetition_with_move, vec!["Ng8".to_string()]);
        assert!(c.iter().all(|p| p.automatic.is_none()));
    }

    #[test]
    fn the_checker_decides_as_the_engine_does() {
        // the pieces stand as at the start a third time, but the castling rights were
        // lost on the way: Interpretation 12.3 (1964), the same check the engine makes
        let g = &read_games(
            "[FEN \"4k2r/8/8/8/8/8/8/4K2R w Kk - 0 1\"]\n\n1. Rh2 Rh7 2. Rh1 Rh8 3. Rh2 Rh7 4. Rh1 Rh8 *",
        )
        .expect("pgn")[0];
        let c = claims(Edition::Fide1977, g, &mut crate::laws::FullAnalysis);
        assert!(!c[8].repetition, "twice only, with the same possible moves");
        assert!(c[7].repetition_with_move.is_empty());
        // the fifty moves: a declared move counts only under 2018
        let g =
            &read_games("[FEN \"4k3/8/8/8/8/8/R7/4K3 w - - 99 80\"]\n\n80. Ra3 *").expect("pgn")[0];
        let old = claims(Edition::Fide1993, g, &mut crate::laws::FullAnalysis);
        assert!(!old[0].fifty && !old[0].fifty_with_move);
        assert!(old[1].fifty);
        let new = claims(Edition::Fide2018, g, &mut crate::laws::FullAnalysis);
        assert!(!new[0].fifty && new[0].fifty_with_move);
    }
}
