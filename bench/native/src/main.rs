//! Perft nodes per second: fide-laws vs shakmaty vs cozy-chess, same positions,
//! same run, bulk counting at the last ply for all three. Best of 3 runs each.

use std::time::Instant;

const POSITIONS: &[(&str, &str, u32)] = &[
    ("initial", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 6),
    ("kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 5),
    ("position-3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 6),
    ("position-4", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 5),
    ("position-5", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 5),
    ("position-6", "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10", 5),
];

fn cozy_perft(board: &cozy_chess::Board, depth: u32) -> u64 {
    let mut n = 0;
    if depth == 1 {
        board.generate_moves(|moves| {
            n += moves.len() as u64;
            false
        });
        return n;
    }
    board.generate_moves(|moves| {
        for m in moves {
            let mut b = board.clone();
            b.play_unchecked(m);
            n += cozy_perft(&b, depth - 1);
        }
        false
    });
    n
}

fn best_of<F: FnMut() -> u64>(mut f: F) -> (u64, f64) {
    let mut best = f64::MAX;
    let mut nodes = 0;
    for _ in 0..3 {
        let t = Instant::now();
        nodes = f();
        best = best.min(t.elapsed().as_secs_f64());
    }
    (nodes, best)
}

fn main() {
    use shakmaty::{fen::Fen, CastlingMode, Chess};
    println!("| position | depth | nodes | fide-laws Mnps | shakmaty 0.30.1 Mnps | cozy-chess 0.3 Mnps |");
    println!("|---|---|---|---|---|---|");
    let (mut tf, mut ts, mut tc, mut total) = (0.0, 0.0, 0.0, 0u64);
    for &(name, fen, depth) in POSITIONS {
        let ours = fide_laws::fen::parse(fen).expect("fen");
        let (n1, t1) = best_of(|| fide_laws::perft(&ours, depth));
        let sk: Chess = fen.parse::<Fen>().expect("fen").into_position(CastlingMode::Standard).expect("legal");
        let (n2, t2) = best_of(|| shakmaty::perft(&sk, depth));
        let cz: cozy_chess::Board = fen.parse().expect("fen");
        let (n3, t3) = best_of(|| cozy_perft(&cz, depth));
        assert_eq!(n1, n2, "{name}: shakmaty disagrees");
        assert_eq!(n1, n3, "{name}: cozy-chess disagrees");
        let m = |t: f64| n1 as f64 / t / 1e6;
        println!("| {name} | {depth} | {n1} | {:.0} | {:.0} | {:.0} |", m(t1), m(t2), m(t3));
        tf += t1;
        ts += t2;
        tc += t3;
        total += n1;
    }
    let m = |t: f64| total as f64 / t / 1e6;
    println!("| all | | {total} | {:.0} | {:.0} | {:.0} |", m(tf), m(ts), m(tc));
    println!();
    println!("fide-laws / shakmaty: {:.2}x", ts / tf);
    println!("fide-laws / cozy-chess: {:.2}x", tc / tf);
}
