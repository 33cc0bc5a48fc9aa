//! Fuzzing harness for every reader: FEN, SAN and the other move notations,
//! PGN, and the JSON protocol. Inputs are random bytes and random mutations
//! (flip, insert, delete, splice) of valid inputs. Properties:
//! - no reader panics, whatever the input;
//! - a FEN that reads writes back to a FEN that reads to the same position;
//! - a move that reads is legal, and its SAN reads back to the same move;
//! - a PGN that reads writes back to a PGN with the same moves.
//!
//! `cargo test --release --test fuzz` runs 20,000 cases per reader (the test
//! command's short pass); `FIDE_FUZZ_CASES=5000000 cargo test --release --test fuzz`
//! runs long. Failures print the seed and input.
#![cfg(not(target_arch = "wasm32"))]

use fide_laws::notation::{self, descriptive, numeric, pgn, san, uci};
use fide_laws::{fen, protocol, Position};

mod common;
use common::Rng;

const ALPHABET: &[u8] = b"abcdefghKQRBNPkqrbnpx-=+#/0123456789 .O()[]{}\"$;!?wWeE\n";

fn mutate(rng: &mut Rng, seed: &str) -> String {
    let mut b: Vec<u8> = seed.as_bytes().to_vec();
    for _ in 0..1 + rng.below(4) {
        let i = rng.below(b.len() + 1);
        match rng.below(5) {
            0 if i < b.len() => b[i] = ALPHABET[rng.below(ALPHABET.len())],
            1 => b.insert(i.min(b.len()), ALPHABET[rng.below(ALPHABET.len())]),
            2 if i < b.len() => {
                b.remove(i);
            }
            3 => b.insert(i.min(b.len()), rng.next() as u8),
            _ => {
                let j = rng.below(b.len() + 1);
                let (lo, hi) = (i.min(j), i.max(j));
                let chunk: Vec<u8> = b[lo..hi].to_vec();
                let k = rng.below(b.len() + 1);
                b.splice(k..k, chunk);
            }
        }
    }
    String::from_utf8_lossy(&b).into_owned()
}

fn cases() -> usize {
    std::env::var("FIDE_FUZZ_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(20_000)
}

const FENS: &[&str] = &[
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1",
    "2K2r2/4P3/8/8/8/8/8/3k4 w - - 0 1",
];

#[test]
fn fen_reader_never_panics_and_round_trips() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    for case in 0..cases() {
        let input = mutate(&mut rng, FENS[case % FENS.len()]);
        if let Ok(pos) = fen::parse(&input) {
            let written = fen::write(&pos);
            let again = fen::parse(&written)
                .unwrap_or_else(|e| panic!("case {case}: {input:?} wrote {written:?}: {e}"));
            assert_eq!(fen::write(&again), written, "case {case}: {input:?}");
            assert_eq!(again.repetition_key(), pos.repetition_key());
        }
        let _ = fen::parse_setup(&input);
    }
}

#[test]
fn move_readers_never_panic_and_accept_only_legal_moves() {
    let mut rng = Rng(0x1234_5678_9abc_def1);
    let positions: Vec<Position> = FENS
        .iter()
        .map(|f| fen::parse(f).expect("seed fen"))
        .collect();
    let seeds = [
        "Nf3", "e4", "exd5", "O-O-O", "e8=Q+", "Qh4e1", "e2e4", "e7e8q", "Ng1-f3", "P-K4",
        "N/5-B3", "PxR/Q", "5254", "3731", "GEGO", "MEMA1",
    ];
    let en = descriptive::DescriptiveLang::english();
    let es = descriptive::DescriptiveLang::spanish();
    for case in 0..cases() {
        let pos = &positions[case % positions.len()];
        let seed = seeds[rng.below(seeds.len())];
        let input = mutate(&mut rng, seed);
        let results = [
            notation::parse_move(pos, &input),
            san::parse_san(pos, &input),
            uci::parse_uci(pos, &input),
            uci::parse_lan(pos, &input),
            numeric::parse_correspondence(pos, &input),
            numeric::parse_telecom(pos, &input),
            descriptive::parse_descriptive(pos, &input, &en),
            descriptive::parse_descriptive(pos, &input, &es),
        ];
        for m in results.into_iter().flatten() {
            assert!(pos.is_legal(m), "case {case}: {input:?} gave illegal {m:?}");
            assert_eq!(
                san::parse_san(pos, &san::to_san(pos, m)),
                Ok(m),
                "case {case}: {input:?}"
            );
        }
    }
}

#[test]
fn pgn_reader_never_panics_and_round_trips() {
    let mut rng = Rng(0xdead_beef_cafe_f00d);
    let seed = "[Event \"F\"]\n[Result \"*\"]\n\n{c} 1. e4 e5 2. Nf3 (2. f4 exf4) 2... Nc6 $1 3. Bb5 a6!? 4. O-O *\n";
    for case in 0..cases() / 4 {
        let input = mutate(&mut rng, seed);
        if let Ok(games) = pgn::read_games(&input) {
            for g in games {
                let written = pgn::write_game(&g);
                let again = pgn::read_games(&written)
                    .unwrap_or_else(|e| panic!("case {case}: {input:?} wrote {written:?}: {e}"));
                assert_eq!(again[0].moves, g.moves, "case {case}: {input:?}");
            }
        }
    }
}

#[test]
fn protocol_never_panics() {
    let mut rng = Rng(0x0bad_5eed_0bad_5eed);
    let seeds = [
        r#"{"cmd":"play","fen":"startpos","moves":["e4","e5","Nf3"]}"#,
        r#"{"cmd":"moves","fen":"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"}"#,
        r#"{"cmd":"convert","fen":"startpos","move":"e4","to":"telecom"}"#,
        r#"{"cmd":"pgn","pgn":"1. e4 e5 *"}"#,
    ];
    for case in 0..cases() / 4 {
        let input = mutate(&mut rng, seeds[case % seeds.len()]);
        if input.contains("perft") {
            continue; // a mutated depth could ask for hours of counting
        }
        let answer = protocol::handle_line(&input);
        assert!(answer.is_object(), "case {case}: {input:?}");
    }
}
