//! The arbiter's checker for a disputed scoresheet: at every ply of a game,
//! which draw claims the player to move could make, and where the game
//! ended by itself, under one edition.

use super::citation::Citation;
use super::draws::{automatic, fifty_limit};
use super::material::Analyser;
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
    /// A move without capture or pawn move, written and declared, completes them.
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

/// The claims open at every ply of `game`'s main line.
///
/// `an` answers the dead-position questions (2018 Art. 5.2.2), as in the engine.
pub fn claims(edition: Edition, game: &Game, an: &mut dyn Analyser) -> Vec<PlyClaims> {
    let mut pos = game.start.clone();
    let mut keys = vec![pos.repetition_key()];
    let mut out = Vec::new();
    for ply in 0..=game.moves.len() {
        let k = *keys.last().expect("a key");
        let occurrences = keys.iter().filter(|&&x| x == k).count();
        let legal = pos.legal_moves();
        let repetition_with_move = legal
            .iter()
            .filter(|&&m| {
                let after = pos.after(m).repetition_key();
                keys.iter().filter(|&&x| x == after).count() >= 2
            })
            .map(|&m| san::to_san(&pos, m))
            .collect();
        let limit = fifty_limit(edition, &pos);
        out.push(PlyClaims {
            ply,
            to_move: pos.turn().name(),
            fen: fen::write(&pos),
            repetition: occurrences >= 3,
            repetition_with_move,
            fifty: pos.halfmoves() >= limit,
            fifty_with_move: pos.halfmoves().saturating_add(1) >= limit
                && legal.iter().any(|m| !m.is_zeroing()),
            automatic: automatic(edition, &pos, occurrences, an).map(|e| Automatic {
                reason: e.termination,
                article: e.citation,
            }),
        });
        if let Some(m) = game.moves.get(ply) {
            pos.play_unchecked(m.mv);
            keys.push(pos.repetition_key());
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
}
