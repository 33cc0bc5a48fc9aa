//! Time per position of the dead-position analysis (`winnable` for both
//! sides, as the laws engine asks it after a move), natively:
//! - over the CHA dev set (`../shared/oracles/unwinnability-dev-set.tsv`,
//!   skipped when absent);
//! - over every position of 20 pseudo-random games from the initial
//!   position, which is what checking every move of a game costs;
//! - over every position of 24 self-play games (`bench/data/selfplay-fens.txt`,
//!   made by `scripts/selfplay.py`: Stockfish at 2,000 nodes a move), which go
//!   on to checkmate or a draw through real endgames.
//! Writes those game positions to the path given as the first argument, so
//! that the wasm benchmark times the same positions.
use fide_laws::unwinnable::{analyse, Winnable, DEFAULT_BUDGET};
use fide_laws::{fen, Color, Position};
use std::time::Instant;

/// xorshift64*: a fixed sequence, so every run plays the same games.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
}

fn game_positions() -> Vec<Position> {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut out = Vec::new();
    for _ in 0..20 {
        let mut pos = fen::parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").expect("fen");
        for _ in 0..200 {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            let m = moves[(rng.next() % moves.len() as u64) as usize];
            pos = pos.after(m);
            out.push(pos.clone());
        }
    }
    out
}

/// Milliseconds and nodes for both sides, and whether either side was left unknown.
fn time_both(pos: &Position) -> (f64, u64, bool) {
    let t = Instant::now();
    let mut unknown = false;
    let mut nodes = 0;
    for side in Color::ALL {
        let (w, n) = analyse(pos, side, DEFAULT_BUDGET);
        unknown |= matches!(w, Winnable::Unknown(_));
        nodes += n;
    }
    (t.elapsed().as_secs_f64() * 1000.0, nodes, unknown)
}

/// The time per position, then the nodes, which are the same on every machine and run
/// (this machine's clock varies by 20 to 30 % from run to run).
fn report(name: &str, positions: &[Position]) {
    let mut ms: Vec<f64> = Vec::with_capacity(positions.len());
    let mut nodes: Vec<u64> = Vec::with_capacity(positions.len());
    let mut unknown = 0;
    for p in positions {
        let (t, n, u) = time_both(p);
        ms.push(t);
        nodes.push(n);
        unknown += u as usize;
    }
    ms.sort_by(f64::total_cmp);
    nodes.sort_unstable();
    let at = |f: f64| ((ms.len() - 1) as f64 * f).round() as usize;
    println!(
        "| {name} | {} | {:.3} | {:.2} | {:.1} | {:.0} | {unknown} | {} | {} | {} | {} |",
        ms.len(),
        ms[at(0.5)],
        ms[at(0.9)],
        ms[at(0.99)],
        ms[ms.len() - 1],
        nodes[at(0.5)],
        nodes[at(0.9)],
        nodes[at(0.99)],
        nodes[nodes.len() - 1]
    );
}

fn main() {
    let games = game_positions();
    if let Some(path) = std::env::args().nth(1) {
        let text: String = games.iter().map(|p| fen::write(p) + "\n").collect();
        std::fs::write(&path, text).expect("write game positions");
    }
    println!("native, budget {DEFAULT_BUDGET} nodes per side; ms per position, both sides");
    println!();
    println!("| set | positions | median | p90 | p99 | max | positions with a side unknown | nodes: median | p90 | p99 | max |");
    println!("|---|---|---|---|---|---|---|---|---|---|---|");
    report("positions of 20 random games", &games);
    // the figures of 2026-11-22 (README, issue #20), for comparison
    println!("| (2026-11-22: positions of 20 random games) | 3773 | 0.47 | 3.0 | 13 | 58 | 0 | | | | |");
    let selfplay: Vec<Position> =
        include_str!("../../../data/selfplay-fens.txt")
            .lines()
            .map(|l| fen::parse(l).expect("self-play fen"))
            .collect();
    report("positions of 24 self-play games", &selfplay);
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../../shared/oracles/unwinnability-dev-set.tsv");
    match std::fs::read_to_string(path) {
        Ok(text) => {
            let dev: Vec<Position> = text
                .lines()
                .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
                .map(|l| fen::parse(l.split('\t').next().unwrap_or("")).expect("oracle fen"))
                .collect();
            report("CHA dev set", &dev);
            println!("| (2026-11-22: CHA dev set; 32 sides unknown) | 1806 | 0.69 | 786 | 6000 | 32000 | | | | | |");
        }
        Err(_) => println!("\n(dev set skipped: {path} not found)"),
    }
}
