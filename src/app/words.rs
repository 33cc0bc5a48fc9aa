//! The engine's outcomes and citations in words for people: "White wins by checkmate",
//! "Draw by repetition (claimed)", "Game in progress", never the protocol's codes.

use crate::laws::{Citation, GameResult, Outcome, Termination};

/// How a game ended, as the words after "by": "checkmate", "repetition (claimed)".
pub fn termination(t: Termination) -> &'static str {
    match t {
        Termination::Checkmate => "checkmate",
        Termination::Stalemate => "stalemate",
        Termination::Resignation => "resignation",
        Termination::Agreement => "agreement",
        Termination::RepetitionClaim => "repetition (claimed)",
        Termination::FiftyMoveClaim => "the fifty-move rule (claimed)",
        Termination::Fivefold => "fivefold repetition",
        Termination::SeventyFiveMoves => "the seventy-five-move rule",
        Termination::DeadPosition => "dead position",
        Termination::InsufficientMaterial => "insufficient material",
        Termination::TimeForfeit => "time forfeit",
        Termination::TimeForfeitDraw => "a fallen flag (the opponent cannot checkmate)",
        Termination::IllegalMoves => "illegal moves",
        Termination::SealedMove => "an invalid sealed move",
        Termination::Late => "late arrival",
        Termination::ColoursReversed => "colours reversed",
        Termination::InitialPosition => "incorrect initial position",
        Termination::EnvelopeLost => "the loss of the sealed-move envelope",
        Termination::Adjudication => "adjudication",
    }
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
/// "Preface".
pub fn citation(c: &Citation) -> String {
    match c {
        Citation::Article { number, .. } => format!("Art. {number}"),
        Citation::Interpretation { .. } | Citation::Preface { .. } => c.to_string(),
    }
}
