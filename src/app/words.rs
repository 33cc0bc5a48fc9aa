//! The engine's outcomes and citations in words for people: "White wins by checkmate",
//! "Draw by repetition (claimed)", "Game in progress", never the protocol's codes.

use crate::laws::{Citation, GameResult, Outcome, Termination};

/// How a game ended, as the words after "by": "checkmate", "repetition (claimed)"
/// ([`Termination::words`]).
pub fn termination(t: Termination) -> &'static str {
    t.words()
}

/// The result and how it came: "White wins by checkmate", "Draw by agreement",
/// "Both players lose by late arrival", "Game annulled: colours reversed".
pub fn outcome(o: &Outcome) -> String {
    let how = termination(o.termination);
    match o.result {
        GameResult::Win(c) => format!("{c} wins by {how}"),
        GameResult::Draw => format!("Draw by {how}"),
        GameResult::BothLose => format!("Both players lose by {how}"),
        GameResult::Annulled => format!("Game annulled: {how}"),
    }
}

/// [`outcome`], or "Game in progress" while the game goes on.
pub fn result(o: Option<&Outcome>) -> String {
    o.map_or_else(|| "Game in progress".to_string(), outcome)
}

/// A citation within an edition's Laws: "Art. 5.1.1", "Interpretation 12.3 (1964)",
/// "Preface" ([`Citation::words`]).
pub fn citation(c: &Citation) -> String {
    c.words()
}
