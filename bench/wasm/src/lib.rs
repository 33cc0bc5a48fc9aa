//! `perft(fen, depth)` for the Node benchmark; with the `dead` feature also
//! `winnable(fen, white, budget)`, `probe(fen, white, limit)` (the analysis as the app's
//! page thread runs it) and `probe_nodes()`, `default_budget()`, `memory_bytes()`.
use wasm_bindgen::prelude::*;

/// Perft node count, or -1 for a bad FEN.
#[wasm_bindgen]
pub fn perft(fen: &str, depth: u32) -> f64 {
    match fide_laws::fen::parse(fen) {
        Ok(pos) => fide_laws::perft(&pos, depth) as f64,
        Err(_) => -1.0,
    }
}

/// "yes", "no" or "unknown": can White (or Black) checkmate by some series of
/// legal moves? "error" for a bad FEN.
#[cfg(feature = "dead")]
#[wasm_bindgen]
pub fn winnable(fen: &str, white: bool, budget: f64) -> String {
    answer(fen, white, budget as u64, u64::MAX).into()
}

/// "yes", "no", "unknown" (the budget ran out) or "probe" (more than `limit` nodes
/// needed): the analysis as the app's page thread runs it, cut off at `limit` nodes.
/// "error" for a bad FEN.
#[cfg(feature = "dead")]
#[wasm_bindgen]
pub fn probe(fen: &str, white: bool, limit: f64) -> String {
    answer(fen, white, fide_laws::unwinnable::DEFAULT_BUDGET, limit as u64).into()
}

/// `analyse_within` for one side, in words (`winnable` is it without a limit, which never
/// gives up before the budget: `None` only comes from a limit under the budget).
#[cfg(feature = "dead")]
fn answer(fen: &str, white: bool, budget: u64, limit: u64) -> &'static str {
    use fide_laws::unwinnable::{analyse_within, Winnable};
    let Ok(pos) = fide_laws::fen::parse(fen) else {
        return "error";
    };
    let side = if white {
        fide_laws::Color::White
    } else {
        fide_laws::Color::Black
    };
    match analyse_within(&pos, side, budget, limit) {
        Some((Winnable::Yes(_), _)) => "yes",
        Some((Winnable::No(_), _)) => "no",
        Some((Winnable::Unknown(_), _)) => "unknown",
        None => "probe",
    }
}

/// The node limit of the app's page-thread probe.
#[cfg(feature = "dead")]
#[wasm_bindgen]
pub fn probe_nodes() -> f64 {
    fide_laws::session::PROBE_NODES as f64
}

/// The library's default node budget per side.
#[cfg(feature = "dead")]
#[wasm_bindgen]
pub fn default_budget() -> f64 {
    fide_laws::unwinnable::DEFAULT_BUDGET as f64
}

/// The wasm memory's size in bytes. A wasm memory only grows, so after a run this is the
/// run's peak.
#[cfg(feature = "dead")]
#[wasm_bindgen]
pub fn memory_bytes() -> f64 {
    (core::arch::wasm32::memory_size(0) * 65536) as f64
}
