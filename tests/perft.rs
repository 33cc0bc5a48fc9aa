//! Runs the perft suite in `tests/data/perft.txt` (standard positions and
//! special cases, each count cross-checked with Stockfish).
#![cfg(not(target_arch = "wasm32"))]

mod common;

use fide_laws::{fen, perft};

struct Case {
    id: String,
    epd: String,
    counts: Vec<(u32, u64)>,
}

fn cases() -> Vec<Case> {
    let text = include_str!("data/perft.txt");
    let mut cases: Vec<Case> = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (key, value) = line
            .split_once(' ')
            .unwrap_or_else(|| panic!("line {}: no value", n + 1));
        match key {
            "id" => cases.push(Case {
                id: value.into(),
                epd: String::new(),
                counts: Vec::new(),
            }),
            "epd" => cases.last_mut().expect("id before epd").epd = value.into(),
            "perft" => {
                let (d, nodes) = value.split_once(' ').expect("perft DEPTH NODES");
                cases
                    .last_mut()
                    .expect("id before perft")
                    .counts
                    .push((d.parse().expect("depth"), nodes.parse().expect("nodes")));
            }
            other => panic!("line {}: unknown key {other}", n + 1),
        }
    }
    cases
}

/// Perft nodes up to this many are run on every test run (the 119 M initial
/// depth 6 only in FIDE_LONG=1 mode).
const NODE_LIMIT: u64 = 200_000_000;

#[test]
fn perft_suite() {
    let long = std::env::var("FIDE_LONG").is_ok_and(|v| v == "1");
    let cases = cases();
    assert!(cases.len() >= 25, "suite has {} cases", cases.len());
    let mut run = 0;
    for case in &cases {
        let pos = fen::parse(&case.epd).unwrap_or_else(|e| panic!("{}: {e}", case.id));
        assert_eq!(
            fen::write(&pos).split(' ').next(),
            case.epd.split(' ').next(),
            "{}",
            case.id
        );
        for &(depth, nodes) in &case.counts {
            if nodes > NODE_LIMIT || (depth == 6 && case.id == "initial" && !long) {
                continue;
            }
            assert_eq!(perft(&pos, depth), nodes, "{} perft {}", case.id, depth);
            run += 1;
        }
    }
    assert!(run >= 60, "only {run} perft counts were checked");
}

/// perft counts the last ply with `count_legal_moves`; it must equal the
/// length of the move list everywhere, not only on the suite's positions (and
/// `has_legal_move`, which tries the king's steps first, must agree with both);
/// and the repetition key kept up to date move by move must equal the one
/// computed from the pieces, through captures, castling, en passant and promotions; and
/// whether a move gives check, and the identity it leads to, must be the same told before the
/// move as after it.
#[test]
fn counting_equals_listing_on_random_walks() {
    let mut rng = common::Rng(0x5eed_1234);
    let mut checked = 0;
    for case in cases() {
        for _walk in 0..20 {
            let mut pos = fen::parse(&case.epd).expect("fen");
            for _ply in 0..80 {
                let moves = pos.legal_moves();
                assert_eq!(pos.count_legal_moves(), moves.len(), "{}", fen::write(&pos));
                assert_eq!(
                    pos.has_legal_move(),
                    !moves.is_empty(),
                    "{}",
                    fen::write(&pos)
                );
                assert_eq!(
                    pos.repetition_key(),
                    pos.repetition_key_from_scratch(),
                    "{}",
                    fen::write(&pos)
                );
                for &m in &moves {
                    let after = pos.after(m);
                    assert_eq!(
                        pos.gives_check(m),
                        after.is_check(),
                        "{} {m:?}",
                        fen::write(&pos)
                    );
                    if let Some(identity) = pos.identity_after(m) {
                        assert_eq!(
                            identity,
                            (after.repetition_key(), after.board().occupied()),
                            "{} {m:?}",
                            fen::write(&pos)
                        );
                    }
                }
                checked += 1;
                if moves.is_empty() {
                    break;
                }
                pos.play_unchecked(moves[rng.below(moves.len())]);
            }
        }
    }
    assert!(checked > 10_000);
}
