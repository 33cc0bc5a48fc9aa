//! `perft(fen, depth)` for the Node benchmark.
use wasm_bindgen::prelude::*;

/// Perft node count, or -1 for a bad FEN.
#[wasm_bindgen]
pub fn perft(fen: &str, depth: u32) -> f64 {
    match fide_laws::fen::parse(fen) {
        Ok(pos) => fide_laws::perft(&pos, depth) as f64,
        Err(_) => -1.0,
    }
}
