//! Fuzzing harness for every reader: FEN, SAN and the other move notations,
//! PGN, the JSON protocol, the scenario reader and laws engine, the claims
//! checker and the time-control parser with the clock. Inputs are random bytes
//! and random mutations (flip, insert, delete, splice) of valid inputs, and for
//! scenarios structural mutations of the JSON (events dropped, duplicated,
//! swapped, replaced or changed; edition, control, clock and FEN changed) and
//! random games. Properties:
//! - no reader panics, whatever the input;
//! - a FEN that reads writes back to a FEN that reads to the same position;
//! - a move that reads is legal, and its SAN reads back to the same move;
//! - a PGN that reads writes back to a PGN with the same moves;
//! - a `game` request answers a verdict (a `result`) or `{"error"}`, with the
//!   index of the bad `event` whenever the scenario reads without its events;
//! - a time control that reads writes back to the same control, and a clock
//!   running it refuses bad operations with an error.
//!
//! `cargo test --release --test fuzz` runs 20,000 cases per reader (the test
//! command's short pass), 300,000 scenarios (a few minutes: the laws engine is
//! where inputs are richest) and 1,000 games for the claims checker; `FIDE_FUZZ_CASES=10000000 cargo test
//! --release --test fuzz` runs long. `FIDE_FUZZ_EXTREME_TIMES=1` also gives the
//! clock times near 2^63 and `u64::MAX`. Failures print the seed and input.
#![cfg(not(target_arch = "wasm32"))]

use fide_laws::clock::{Clock, TimeControl};
use fide_laws::laws::{self, claims};
use fide_laws::notation::{self, descriptive, numeric, pgn, san, uci};
use fide_laws::{fen, protocol, Color, Edition, Position};
use serde_json::{json, Map, Value};
use std::panic::{catch_unwind, AssertUnwindSafe};

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

// ---------------------------------------------------------------------------
// The scenario reader and the laws engine through the protocol, the claims
// checker, and the time-control parser with the clock. Each case runs under
// `catch_unwind`, so that a panic names the case and its exact input.

/// Runs `f`; a panic inside fails the test naming the target, the case and the input.
fn no_panic<T>(target: &str, case: usize, input: &dyn std::fmt::Debug, f: impl FnOnce() -> T) -> T {
    match catch_unwind(AssertUnwindSafe(f)) {
        Ok(v) => v,
        Err(e) => {
            let msg = e
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| e.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default();
            panic!("{target} case {case} panicked ({msg}) on input {input:?}")
        }
    }
}

fn pick<'a, T>(rng: &mut Rng, items: &'a [T]) -> &'a T {
    &items[rng.below(items.len())]
}

/// Every game scenario the sources hold: the JSON objects with an `"edition"`
/// in the raw strings of `tests/laws.rs` (bodies completed as its `with_edition`
/// does, lists of events wrapped), the corpus demos of kind `game`, and a few
/// written for the clock.
fn scenario_seeds() -> Vec<Value> {
    let mut seeds = Vec::new();
    let mut rest = include_str!("laws.rs");
    while let Some(i) = rest.find("r#\"") {
        let after = &rest[i + 3..];
        let Some(j) = after.find("\"#") else { break };
        let s = after[..j].trim();
        rest = &after[j + 2..];
        let candidates = [
            s.to_string(),
            format!(r#"{{"edition":"2018",{s}}}"#),
            format!(r#"{{"edition":"1977","events":[{s}]}}"#),
        ];
        if let Some(v) = candidates
            .iter()
            .filter_map(|c| serde_json::from_str::<Value>(c).ok())
            .find(|v| v.get("edition").is_some())
        {
            seeds.push(v);
        }
    }
    // the corpus: every demo of kind "game" (kind absent means "game"), wherever it sits
    fn demos(v: &Value, out: &mut Vec<Value>) {
        match v {
            Value::Object(o) => {
                let game = o.get("kind").is_none_or(|k| k == "game");
                match o.get("scenario") {
                    Some(s @ Value::Object(_)) if game && o.contains_key("caption") => {
                        out.push(s.clone())
                    }
                    _ => o.values().for_each(|x| demos(x, out)),
                }
            }
            Value::Array(a) => a.iter().for_each(|x| demos(x, out)),
            _ => {}
        }
    }
    for text in [
        include_str!("../www/data/notes.json"),
        include_str!("../www/data/rulings.json"),
    ] {
        demos(
            &serde_json::from_str(text).expect("corpus json"),
            &mut seeds,
        );
    }
    for s in [
        r#"{"edition":"2018","control":"40/5400+30:1800+30","clock":{"white_ms":1000,"black_ms":600000},"events":[{"move":"e4"},{"wait_ms":2000},{"move":"e5"},{"flag":"white"},{"arbiter":{"add_ms":{"black":120000}}}]}"#,
        r#"{"edition":"1993","control":"40/9000:20/3600","events":[{"place":"d4"},{"wait_ms":500},{"press":"white"},{"offer":"black"},{"move":"d5"},{"accept":"white"}]}"#,
        r#"{"edition":"1980","control":"50/9000:20/3600","events":[{"late":{"color":"black","ms":3700000}},{"move":"e4"},{"seal":"e5"},{"resume":null},{"arbiter":"stop"},{"arbiter":{"set_ms":{"white":1,"black":2}}},{"arbiter":"start"},{"wait_ms":864000000}]}"#,
        r#"{"edition":"2018","control":"5400d10","events":[{"touch":"g1"},{"adjust":"b1"},{"move":"Nf3"},{"claim":"fifty","move":"Nf6"},{"arbiter":{"set_moves":{"white":39}}},{"decline":"white"},{"resign":"black"}]}"#,
        r#"{"edition":"1977","fen":"8/8/8/8/8/5k2/8/4K2q b - - 0 1","control":"*180","events":[{"move":"Qh2"},{"wait_ms":179999},{"flag":"white"},{"colours_reversed":true}]}"#,
        r#"{"edition":"2018","control":"180+2","events":[{"late":{"color":"both","ms":10,"default_ms":900000}},{"move":"e2e4"},{"move":"e7e5"},{"incident":{"kind":"handshake","by":"black"}},{"wait_ms":0}]}"#,
    ] {
        seeds.push(serde_json::from_str(s).expect("hand seed"));
    }
    seeds
}

const MOVE_TEXTS: &[&str] = &[
    "e4", "e5", "d4", "d5", "Nf3", "Nc6", "Nf6", "Bb5", "a6", "O-O", "O-O-O", "0-0", "0-0-0",
    "e2e4", "e7e5", "g1f3", "e7e8q", "e8=Q", "exd5", "Qh4", "Qh4#", "Qxf7#", "Ke2", "Kxe8", "e2e5",
    "e4e5", "a1a8", "h7h1", "e1g1", "Pe4", "N", "", " ", "xx", "e9", "i1", "e2-e4", "e2e4e6",
    "♘f3", "P-K4", "5254", "GEGO", "Nbd7", "a8=N", "h1=K", "--", "0000", "Z0",
];

fn random_text(rng: &mut Rng, pool: &[String]) -> String {
    match rng.below(6) {
        0 => pick(rng, MOVE_TEXTS).to_string(),
        1 => {
            let seed = *pick(rng, MOVE_TEXTS);
            mutate(rng, seed)
        }
        2 => {
            // a random UCI or square pair
            let sq =
                |r: &mut Rng| format!("{}{}", (b'a' + r.below(8) as u8) as char, 1 + r.below(8));
            format!(
                "{}{}{}",
                sq(rng),
                sq(rng),
                ["", "q", "n", "k", "x"][rng.below(5)]
            )
        }
        3 => "a".repeat(rng.below(400)),
        _ if !pool.is_empty() => pick(rng, pool).clone(),
        _ => pick(rng, MOVE_TEXTS).to_string(),
    }
}

fn random_square(rng: &mut Rng) -> Value {
    match rng.below(8) {
        0 => json!(["i9", "a0", "", "A1", "e44", "h", "z9", "♔"][rng.below(8)]),
        1 => json!(rng.below(64)),
        2 => Value::Null,
        _ => json!(format!(
            "{}{}",
            (b'a' + rng.below(8) as u8) as char,
            1 + rng.below(8)
        )),
    }
}

fn random_colour(rng: &mut Rng) -> Value {
    match rng.below(10) {
        0 => json!(["White", "w", "b", "", "both", "red", "BLACK"][rng.below(7)]),
        1 => Value::Null,
        2 => json!(rng.below(2)),
        3..=5 => json!("white"),
        _ => json!("black"),
    }
}

/// Milliseconds, valid and not: 0, small, large, the limit and past it, u64::MAX, negatives, floats, strings.
fn random_ms(rng: &mut Rng) -> Value {
    match rng.below(14) {
        0 => json!(0),
        1 => json!(u64::MAX),
        2 => json!(864_000_000u64),
        3 => json!(864_000_001u64),
        4 => json!(rng.next()),
        5 => json!(-1),
        6 => json!(1.5),
        7 => json!("1000"),
        8 => json!(1e300),
        9 => Value::Null,
        10 => json!(rng.below(864_000_001)),
        _ => json!(rng.below(10_000)),
    }
}

const CONTROLS: &[&str] = &[
    "5400+30",
    "40/5400+30:1800+30",
    "5400d10",
    "900+10",
    "40/9000",
    "50/9000:20/3600",
    "40/7200:3600",
    "3600",
    "180+2",
];

fn random_control(rng: &mut Rng) -> Value {
    match rng.below(8) {
        0 => json!(["?", "-", "*180", "300b5", "0+2", "1", "*0", ""][rng.below(8)]),
        1 => json!(control_input(rng)),
        2 => json!(5400),
        3 => Value::Null,
        _ => json!(pick(rng, CONTROLS)),
    }
}

fn random_edition(rng: &mut Rng) -> Value {
    match rng.below(8) {
        0 => json!(["1978", "1977/1978", "2019", "", "2018 ", "1993.0"][rng.below(6)]),
        1 => json!([1977, 1980, 1993, 2018, 0, -1][rng.below(6)]),
        2 => [Value::Null, json!(2018.0), json!([]), json!({})][rng.below(4)].clone(),
        _ => json!(["1977", "1980", "1993", "2018"][rng.below(4)]),
    }
}

/// Incident kinds (the seeds' incidents add theirs), and one that does not exist.
const INCIDENT_KINDS: &[&str] = &[
    "handshake",
    "captain",
    "notes",
    "illness",
    "clock_defect",
    "accidental_touch",
    "score_behind",
    "moves_uncertain",
    "appeal",
    "unregulated",
    "late_not_at_fault",
    "illegal_found",
    "piece_request",
    "touch_claim",
    "time_back",
    "arbiter_warns",
    "promotion_misconduct",
    "illegal_at_adjudication",
    "dance",
];

/// An incident from the seeds or of a random kind, with a field changed or added.
fn random_incident(rng: &mut Rng, pool: &[Value]) -> Value {
    let mut v = if pool.is_empty() || rng.below(3) == 0 {
        json!({"kind": pick(rng, INCIDENT_KINDS)})
    } else {
        pick(rng, pool).clone()
    };
    if let Value::Object(o) = &mut v {
        // a field changed or added
        let key = [
            "by",
            "piece",
            "advance_ms",
            "times_known",
            "result",
            "team",
            "says",
            "writes",
            "square",
            "moves",
            "what",
            "color",
            "swiss",
            "kind",
            "adjourned",
        ][rng.below(15)];
        let val = match rng.below(6) {
            0 => random_colour(rng),
            1 => json!(rng.below(2) == 0),
            2 => random_square(rng),
            3 => random_ms(rng),
            4 => json!(pick(rng, INCIDENT_KINDS)),
            _ => json!(["offer a draw", "resign", "clock times", "other", "?"][rng.below(5)]),
        };
        o.insert(key.into(), val);
    } else if rng.below(2) == 0 {
        v = json!("handshake");
    }
    v
}

/// An arbiter's action, valid or not.
fn random_arbiter(rng: &mut Rng) -> Value {
    if rng.below(3) == 0 {
        return [json!("stop"), json!("start"), json!("pause"), Value::Null][rng.below(4)].clone();
    }
    let what = ["add_ms", "set_ms", "set_moves", "undo"][rng.below(4)];
    let mut by = Map::new();
    for side in ["white", "black", "green"] {
        if rng.below(3) == 0 {
            by.insert(side.into(), random_ms(rng));
        }
    }
    json!({ what: by })
}

/// A late arrival, valid or not.
fn random_late(rng: &mut Rng) -> Value {
    let mut late = Map::new();
    if rng.below(5) != 0 {
        let c = if rng.below(4) == 0 {
            json!("both")
        } else {
            random_colour(rng)
        };
        late.insert("color".into(), c);
    }
    if rng.below(5) != 0 {
        late.insert("ms".into(), random_ms(rng));
    }
    if rng.below(2) == 0 {
        late.insert("default_ms".into(), random_ms(rng));
    }
    Value::Object(late)
}

/// An event of any kind, its values valid or not.
fn random_event(rng: &mut Rng, texts: &[String], incidents: &[Value]) -> Value {
    let colour_keys = ["press", "offer", "accept", "decline", "resign", "flag"];
    match rng.below(22) {
        0 | 1 => json!({"move": random_text(rng, texts)}),
        2 => json!({"place": random_text(rng, texts)}),
        3 => json!({"seal": random_text(rng, texts)}),
        4 => json!({"touch": random_square(rng)}),
        5 => json!({"adjust": random_square(rng)}),
        6 => json!({"claim": (["repetition", "fifty", "draw", ""][rng.below(4)])}),
        7 => {
            json!({"claim": (["repetition", "fifty"][rng.below(2)]), "move": random_text(rng, texts)})
        }
        8..=11 => json!({*pick(rng, &colour_keys): random_colour(rng)}),
        12 | 13 => json!({"wait_ms": random_ms(rng)}),
        14 => json!({"resume": ([Value::Null, json!(true), json!({})][rng.below(3)].clone())}),
        15 | 16 => json!({"arbiter": random_arbiter(rng)}),
        17 => json!({"late": random_late(rng)}),
        18 => json!({"colours_reversed": true}),
        19 => json!({"incident": random_incident(rng, incidents)}),
        20 => [
            json!({}),
            json!([]),
            json!("move"),
            json!({"move": "e4", "press": "white"}),
            json!({"jump": 1}),
        ][rng.below(5)]
        .clone(),
        _ => json!({"move": random_text(rng, texts), "claim": "fifty"}),
    }
}

/// The same event with its value changed: another square, colour, move text, time…
fn tweak_event(rng: &mut Rng, ev: &mut Value, texts: &[String], incidents: &[Value]) {
    let Some(o) = ev.as_object_mut() else { return };
    let Some(key) = o.keys().nth(rng.below(o.len().max(1))).cloned() else {
        return;
    };
    let v = match key.as_str() {
        "move" | "place" | "seal" => json!(random_text(rng, texts)),
        "touch" | "adjust" => random_square(rng),
        "press" | "offer" | "accept" | "decline" | "resign" | "flag" => random_colour(rng),
        "wait_ms" => random_ms(rng),
        "claim" => json!(["repetition", "fifty", "fifty ", "Repetition"][rng.below(4)]),
        "incident" => random_incident(rng, incidents),
        "arbiter" => random_arbiter(rng),
        "late" => random_late(rng),
        _ => random_ms(rng),
    };
    if v.is_null() && rng.below(2) == 0 {
        o.remove(&key);
    } else {
        o.insert(key, v);
    }
}

/// A legal move at random, or (one time in three) one that takes back the mover's
/// previous move, so that positions repeat; `None` when there is none.
fn walk_move(rng: &mut Rng, pos: &Position, played: &[fide_laws::Move]) -> Option<fide_laws::Move> {
    let legal = pos.legal_moves();
    if legal.is_empty() {
        return None;
    }
    if played.len() >= 2 && rng.below(3) == 0 {
        let prev = played[played.len() - 2];
        if let Some(&back) = legal
            .iter()
            .find(|m| m.from() == prev.to() && m.to() == prev.from())
        {
            return Some(back);
        }
    }
    Some(legal[rng.below(legal.len())])
}

/// An event that can happen in a game at `pos` besides a legal move: an offer, a
/// claim (right or wrong), an incident, a move of the side not to move, and with a
/// clock time passing, a press, a flag, the arbiter. A claim with an intended move gives that move too: the player must play it.
fn plausible_event(
    rng: &mut Rng,
    pos: &Position,
    timed: bool,
    incidents: &[Value],
) -> (Value, Option<fide_laws::Move>) {
    let colour = if rng.below(2) == 0 {
        pos.turn().name()
    } else {
        pos.turn().other().name()
    };
    let event = match rng.below(if timed { 17 } else { 9 }) {
        0 => json!({"offer": colour}),
        1 => json!({(["decline", "accept"][rng.below(2)]): colour}),
        2 | 3 => {
            let kind = ["repetition", "fifty"][rng.below(2)];
            let legal = pos.legal_moves();
            return match legal.get(rng.below(legal.len() * 2 + 1)) {
                Some(&m) => (json!({"claim": kind, "move": san::to_san(pos, m)}), Some(m)),
                None => (json!({"claim": kind}), None),
            };
        }
        4 if !incidents.is_empty() => json!({"incident": pick(rng, incidents).clone()}),
        5 => json!({(["resign", "colours_reversed"][rng.below(2)]): colour}),
        6 | 7 => json!({"adjust": pos.legal_moves().first().map(|m| m.from().to_string())}),
        8 => {
            // a move of the side not to move: an illegal move
            let f = fen::write(pos);
            let flipped = match pos.turn() {
                Color::White => f.replacen(" w ", " b ", 1),
                Color::Black => f.replacen(" b ", " w ", 1),
            };
            let theirs = fen::parse(&flipped).ok();
            let m = theirs.as_ref().and_then(|p| {
                let legal = p.legal_moves();
                legal.get(rng.below(legal.len().max(1))).copied()
            });
            match (theirs, m) {
                (Some(p), Some(m)) => json!({"move": san::to_san(&p, m)}),
                _ => json!({"move": "e2e5"}),
            }
        }
        9 => json!({"flag": colour}),
        10 => json!({"arbiter": (["stop", "start"][rng.below(2)])}),
        11 => json!({"arbiter": {"add_ms": {colour: rng.below(600_001)}}}),
        12 => json!({"press": colour}),
        _ => {
            let limit = if rng.below(4) == 0 {
                864_000_001
            } else {
                60_000
            };
            json!({"wait_ms": rng.below(limit)})
        }
    };
    (event, None)
}

/// A random game from a start position: legal moves written in a random notation,
/// some touched first, placed and pressed, or sealed and resumed (before 2018), with
/// offers, claims, incidents and clock events between them.
fn random_walk_scenario(rng: &mut Rng, incidents: &[Value]) -> Value {
    let fens = [
        "startpos",
        FENS[1],
        FENS[2],
        FENS[3],
        "4k3/8/8/8/8/8/8/R3K3 w Q - 98 80",
        "7k/8/8/8/8/8/6N1/4K1N1 w - - 0 1",
        "8/8/5k2/8/3p4/3N4/3N4/4K3 w - - 180 120",
        "8/8/4k3/8/8/3BK3/8/8 w - - 140 80",
    ];
    let fen = *pick(rng, &fens);
    let edition = ["1977", "1980", "1993", "2018"][rng.below(4)];
    let control = (rng.below(3) != 0).then(|| *pick(rng, CONTROLS));
    let mut pos = fen::parse(fen).expect("walk fen");
    let mut events = Vec::new();
    let mut played = Vec::new();
    let notations = [
        "san",
        "san",
        "uci",
        "lan",
        "figurine",
        "correspondence",
        "descriptive",
        "telecom",
    ];
    let rare = 2 + rng.below(20); // one event in `rare` is not a move
    let mut next = None;
    // under 2018 every position is put to the dead-position analysis (5.2.2), up to a
    // second each in a bare ending: shorter games
    for _ in 0..rng.below(if edition == "2018" { 60 } else { 240 }) {
        if next.is_none() && rng.below(rare) == 0 {
            let (event, must) = plausible_event(rng, &pos, control.is_some(), incidents);
            events.push(event);
            next = must;
            continue;
        }
        let Some(m) = next.take().or_else(|| walk_move(rng, &pos, &played)) else {
            break;
        };
        let name = *pick(rng, &notations);
        let n = notation::Notation::from_name(name).expect("notation");
        let text = notation::write_move(&pos, m, n);
        if rng.below(8) == 0 {
            events.push(json!({"touch": m.from().to_string()}));
        }
        match rng.below(12) {
            0 => {
                events.push(json!({"place": text}));
                events.push(json!({"press": pos.turn().name()}));
            }
            1 if edition != "2018" => {
                events.push(json!({"seal": text}));
                events.push(json!({"resume": null}));
            }
            _ => events.push(json!({"move": text})),
        }
        pos.play_unchecked(m);
        played.push(m);
    }
    let mut s = json!({"edition": edition, "fen": fen, "events": events});
    if let Some(control) = control {
        s["control"] = json!(control);
        if rng.below(4) == 0 {
            s["clock"] = json!({"white_ms": rng.below(600_000), "black_ms": rng.below(600_000)});
        }
    }
    s
}

/// A seed scenario with 1 to 4 structural mutations.
fn mutate_scenario(rng: &mut Rng, seeds: &[Value], texts: &[String], incidents: &[Value]) -> Value {
    let mut s = pick(rng, seeds).clone();
    for _ in 0..1 + rng.below(4) {
        let o = s.as_object_mut().expect("a seed is an object");
        if !matches!(o.get("events"), Some(Value::Array(_))) {
            o.insert("events".into(), json!([]));
        }
        let n = o["events"].as_array().map_or(0, Vec::len);
        let (i, j) = (rng.below(n.max(1)), rng.below(n.max(1)));
        let ev = o
            .get_mut("events")
            .and_then(Value::as_array_mut)
            .expect("events");
        match rng.below(17) {
            0 if n > 0 => {
                ev.remove(i);
            }
            1 if n > 0 => {
                let e = ev[i].clone();
                ev.insert(j, e);
            }
            2 if n > 0 => ev.swap(i, j),
            3 if n > 0 => ev[i] = random_event(rng, texts, incidents),
            4 => ev.insert(rng.below(n + 1), random_event(rng, texts, incidents)),
            5 | 6 if n > 0 => tweak_event(rng, &mut ev[i], texts, incidents),
            7 => ev.truncate(i),
            8 => {
                // events of another seed spliced in
                if let Some(Value::Array(other)) = pick(rng, seeds).get("events") {
                    let a = rng.below(other.len() + 1);
                    let b = (a + rng.below(8)).min(other.len());
                    let at = rng.below(n + 1);
                    ev.splice(at..at, other[a..b].iter().cloned());
                }
            }
            9 => {
                o.insert("edition".into(), random_edition(rng));
            }
            10 => {
                o.insert("control".into(), random_control(rng));
            }
            11 => {
                let clock = match rng.below(6) {
                    0 => json!({"white_ms": random_ms(rng)}),
                    1 => json!([1, 2]),
                    2 => Value::Null,
                    _ => json!({"white_ms": random_ms(rng), "black_ms": random_ms(rng)}),
                };
                o.insert("clock".into(), clock);
            }
            12 => {
                let fen = match rng.below(4) {
                    0 => {
                        let seed = *pick(rng, FENS);
                        json!(mutate(rng, seed))
                    }
                    1 => json!(
                        [
                            "startpos",
                            "8/8/8/8/8/8/8/8 w - - 0 1",
                            "k7/8/8/8/8/8/8/7K w - - 0 1",
                            "7k/8/5K2/6Q1/8/8/8/8 w - - 0 1",
                            "",
                            "startpos moves e4"
                        ][rng.below(6)]
                    ),
                    2 => json!(17),
                    _ => json!(pick(rng, FENS)),
                };
                o.insert("fen".into(), fen);
            }
            13 => {
                let key = ["edition", "fen", "control", "clock", "events"][rng.below(5)];
                o.remove(key);
            }
            14 => {
                let (k, v) = [
                    ("events", json!({})),
                    ("events", json!("e4")),
                    ("extra", json!(1)),
                    ("moves", json!(["e4"])),
                ][rng.below(4)]
                .clone();
                o.insert(k.into(), v);
            }
            _ if n > 0 => tweak_event(rng, &mut ev[i], texts, incidents),
            _ => ev.push(random_event(rng, texts, incidents)),
        }
    }
    s
}

/// The texts of the seeds' moves, for mutations that keep moves plausible.
fn seed_texts(seeds: &[Value]) -> (Vec<String>, Vec<Value>) {
    let mut texts = Vec::new();
    let mut incidents = Vec::new();
    for s in seeds {
        for e in s
            .get("events")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
        {
            for key in ["move", "place", "seal"] {
                if let Some(t) = e.get(key).and_then(Value::as_str) {
                    texts.push(t.to_string());
                }
            }
            if let Some(i) = e.get("incident") {
                incidents.push(i.clone());
            }
        }
    }
    (texts, incidents)
}

/// Checks the answer to the `game` request `input`.
fn check_game_answer(case: usize, input: &str, answer: &Value) {
    let o = answer
        .as_object()
        .unwrap_or_else(|| panic!("case {case}: not an object: {answer} for {input:?}"));
    let request: Option<Value> = serde_json::from_str(input).ok();
    let events = request
        .as_ref()
        .and_then(|r| r.get("events"))
        .and_then(Value::as_array)
        .map(Vec::len);
    match (o.get("result"), o.get("error")) {
        (Some(result), None) => {
            let result = result.as_str().unwrap_or_default();
            assert!(
                ["1-0", "0-1", "1/2-1/2", "0-0", "*", "annulled"].contains(&result),
                "case {case}: result {result:?} for {input:?}"
            );
            match o.get("reason") {
                None => {}
                Some(r) => {
                    assert!(
                        r.as_str().is_some_and(|r| !r.is_empty()
                            && r.bytes().all(|b| b.is_ascii_lowercase() || b == b'-')),
                        "case {case}: reason {r} for {input:?}"
                    );
                    assert_ne!(
                        result, "*",
                        "case {case}: a reason while the game goes on: {answer} for {input:?}"
                    );
                }
            }
            let fen_out = o.get("fen").and_then(Value::as_str).unwrap_or_default();
            assert!(
                fen::parse(fen_out).is_ok(),
                "case {case}: verdict fen {fen_out:?} for {input:?}"
            );
            for r in o
                .get("rulings")
                .and_then(Value::as_array)
                .into_iter()
                .flatten()
            {
                let i = r.get("event").and_then(Value::as_u64);
                assert!(
                    i.is_some_and(|i| events.is_some_and(|n| (i as usize) < n)),
                    "case {case}: ruling {r} names no event of the {events:?} for {input:?}"
                );
            }
        }
        (None, Some(Value::String(msg))) => {
            assert!(!msg.is_empty(), "case {case}: empty error for {input:?}");
            let kind = o.get("kind").and_then(Value::as_str);
            // a scenario's error (the request a JSON object asking for a game) has a kind;
            // the protocol's own (not JSON, no command) have none
            let game = serde_json::from_str::<Value>(input)
                .is_ok_and(|v| v.get("cmd").and_then(Value::as_str) == Some("game"));
            assert!(
                !game
                    || kind.is_some_and(|k| {
                        ["json", "field", "event", "position", "move", "clock"].contains(&k)
                    }),
                "case {case}: error {answer} has no kind, for {input:?}"
            );
            // an error in an event is of an event or a move in it; in none, of the rest
            if o.contains_key("event") {
                assert!(
                    matches!(kind, Some("event" | "move" | "clock")),
                    "case {case}: error {answer} in an event, of kind {kind:?}, for {input:?}"
                );
            }
            match o.get("event") {
                Some(i) => assert!(
                    i.as_u64()
                        .is_some_and(|i| events.is_some_and(|n| (i as usize) < n)),
                    "case {case}: error {answer} names no event of {events:?} for {input:?}"
                ),
                None => {
                    assert!(
                        !msg.starts_with("event"),
                        "case {case}: error {answer} speaks of an event without naming it, for {input:?}"
                    );
                    // the same request without its events reads: the error is in an event
                    if let (Some(Value::Object(mut r)), Some(_)) = (request, events) {
                        r.remove("events");
                        let bare = protocol::handle(&r).unwrap_or_else(|e| e);
                        assert!(
                            bare.get("result").is_none(),
                            "case {case}: error {answer} concerns the events but names none, for {input:?}"
                        );
                    }
                }
            }
        }
        _ => panic!("case {case}: neither a verdict nor an error: {answer} for {input:?}"),
    }
}

/// Inputs that once panicked, each with what it must answer now.
#[test]
fn scenarios_that_once_panicked() {
    const OPENING: &str = r#"{"move":"d4"},{"move":"Nf6"},{"move":"c4"},{"move":"e5"},{"move":"dxe5"},{"move":"Ng4"},{"move":"Bf4"},{"move":"Nc6"}"#;
    for (edition, written, want) in [
        // long fuzz case 256,076: the written move read as the e5 pawn put on e8, onto
        // the black king, killed the process; two pawns could have gone there
        ("1977", "e8=Q", None),
        // the only queen, or the pawn given by its squares, put on the black king: an
        // illegal move, ruled on under the edition's article
        ("1977", "Qxe8", Some("9.1")),
        ("1993", "e5e8q", Some("8.1")),
        ("2018", "Qxe8", Some("7.5.1")),
        ("2018", "d1-e8", Some("7.5.1")),
    ] {
        let input = format!(
            r#"{{"cmd":"game","edition":"{edition}","fen":"startpos","events":[{OPENING},{{"move":"{written}"}}]}}"#
        );
        let answer = no_panic("regression", 0, &input, || protocol::handle_line(&input));
        check_game_answer(0, &input, &answer);
        match want {
            None => assert_eq!(answer["event"], json!(8), "{input}: {answer}"),
            Some(article) => {
                let ruling = &answer["rulings"][0];
                assert_eq!(ruling["article"], json!(article), "{input}: {answer}");
                assert_eq!(ruling["event"], json!(8), "{input}: {answer}");
                assert!(
                    ruling["effect"]["reinstated"].is_string(),
                    "{input}: {answer}"
                );
                assert_eq!(answer["san"].as_array().map(Vec::len), Some(8), "{answer}");
            }
        }
    }
}

/// Scenario cases: `FIDE_FUZZ_CASES / 4`, or 300,000 in the test command's pass.
fn scenario_cases() -> usize {
    std::env::var("FIDE_FUZZ_CASES")
        .ok()
        .and_then(|v| v.parse::<usize>().ok())
        .map_or(300_000, |n| n / 4)
}

#[test]
fn game_scenarios_never_panic_and_answer_a_verdict_or_an_error() {
    let mut rng = Rng(0x5ce7_a210_0f1d_e0e5);
    let seeds = scenario_seeds();
    assert!(seeds.len() >= 20, "only {} scenario seeds", seeds.len());
    let (texts, incidents) = seed_texts(&seeds);
    // FIDE_FUZZ_DUMP=<file>: each scenario and its answer, a line each, so that two builds'
    // verdicts can be compared after a change meant to keep them (`diff` of the files)
    let mut dump = std::env::var_os("FIDE_FUZZ_DUMP")
        .map(|p| std::io::BufWriter::new(std::fs::File::create(p).expect("FIDE_FUZZ_DUMP file")));
    let mut record = |input: &str, answer: &Value| {
        if let Some(w) = dump.as_mut() {
            use std::io::Write;
            writeln!(w, "{input}\n{answer}").expect("FIDE_FUZZ_DUMP write");
        }
    };
    // every seed itself answers well
    for (k, s) in seeds.iter().enumerate() {
        let mut s = s.clone();
        s["cmd"] = json!("game");
        let input = s.to_string();
        let answer = no_panic("game seed", k, &input, || protocol::handle_line(&input));
        record(&input, &answer);
        check_game_answer(k, &input, &answer);
    }
    for case in 0..scenario_cases() {
        let mut s = if case % 4 == 3 {
            random_walk_scenario(&mut rng, &incidents)
        } else {
            mutate_scenario(&mut rng, &seeds, &texts, &incidents)
        };
        if let Value::Object(o) = &mut s {
            o.insert("cmd".into(), json!("game"));
        }
        let mut input = s.to_string();
        if rng.below(8) == 0 {
            input = mutate(&mut rng, &input); // corrupt JSON bytes
        }
        let answer = no_panic("game", case, &input, || protocol::handle_line(&input));
        record(&input, &answer);
        no_panic("game answer", case, &input, || {
            check_game_answer(case, &input, &answer)
        });
    }
}

// ---------------------------------------------------------------------------

/// Games for the claims checker: a threefold (and fivefold) repetition, a mate, a
/// stalemate, the fifty and seventy-five moves reached, K+2N v K+P blocked (200 plies
/// before 1993), bare endings, an opening.
const CLAIM_PGNS: &[&str] = &[
    "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6 6. Ng1 Ng8 7. Nf3 Nf6 8. Ng1 Ng8 *",
    "1. f3 e5 2. g4 Qh4# 0-1",
    "[FEN \"7k/8/5K2/6Q1/8/8/8/8 w - - 0 1\"]\n\n1. Qg6 1/2-1/2",
    "[FEN \"8/8/4k3/8/8/3BK3/8/8 w - - 97 80\"]\n\n1. Bc4+ Kd6 2. Kd4 Ke7 3. Ke5 *",
    "[FEN \"4k3/8/8/8/8/8/R7/4K3 w - - 146 100\"]\n\n1. Ra3 Kd7 2. Ra4 Ke7 3. Ra5 *",
    "[FEN \"8/8/5k2/8/3p4/3N4/3N4/4K3 w - - 195 120\"]\n\n1. Kf2 Ke6 2. Kf3 Kd5 3. Kf4 *",
    "[FEN \"8/8/8/8/8/4k3/3n4/4K3 w - - 0 1\"]\n\n1. Kd1 Kd3 2. Ke1 *",
    "[Event \"F\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxc6 dxc6 5. O-O f6 6. d4 exd4 7. Nxd4 c5 *",
];

/// A random game in PGN, up to `max` plies from a seed position.
fn random_pgn(rng: &mut Rng, max: usize) -> String {
    let fens = [
        FENS[0],
        FENS[1],
        "8/8/4k3/8/8/3BK3/8/8 w - - 90 80",
        "r3k3/8/8/8/8/8/8/4K2R w Kq - 60 1",
        "8/8/5k2/8/3p4/3N4/3N4/4K3 w - - 180 120",
        "4k3/8/8/8/8/8/R7/4K3 w - - 130 100",
        "8/8/8/8/8/4k3/3n4/4K3 w - - 0 1",
    ];
    let f = *pick(rng, &fens);
    let mut pos = fen::parse(f).expect("pgn fen");
    let mut text = format!("[FEN \"{f}\"]\n\n");
    let mut played = Vec::new();
    for _ in 0..rng.below(max) {
        let Some(m) = walk_move(rng, &pos, &played) else {
            break;
        };
        played.push(m);
        text.push_str(&format!(
            "{}{} ",
            if pos.turn() == Color::White {
                format!("{}. ", pos.fullmoves())
            } else {
                format!("{}... ", pos.fullmoves())
            },
            san::to_san(&pos, m)
        ));
        pos.play_unchecked(m);
    }
    text.push('*');
    text
}

#[test]
fn claims_checker_never_panics() {
    let mut rng = Rng(0xc1a1_0500_fade_d00d);
    for case in 0..cases() / 20 {
        let input = match case % 4 {
            0 => CLAIM_PGNS[case / 4 % CLAIM_PGNS.len()].to_string(),
            1 => mutate(&mut rng, CLAIM_PGNS[case / 4 % CLAIM_PGNS.len()]),
            2 => random_pgn(&mut rng, 40),
            _ => random_pgn(&mut rng, 120),
        };
        let Ok(games) = no_panic("claims pgn", case, &input, || pgn::read_games(&input)) else {
            assert_eq!(
                case % 4,
                1,
                "case {case}: the legal game {input:?} does not read"
            );
            continue;
        };
        let Some(game) = games.first() else { continue };
        for edition in Edition::ALL {
            // the dead-position analysis (2018) costs some 15 ms a position with many
            // pieces and up to seconds in some endings: random games of up to 12 plies
            // have the full one (as `fide` answers), the others a probe cut off at 500
            // nodes (the app's way)
            let mut full = laws::FullAnalysis;
            let mut probe = laws::Probe::new(500);
            let analyser: &mut dyn laws::Analyser = if case % 8 == 2 && game.moves.len() <= 12 {
                &mut full
            } else {
                &mut probe
            };
            let plies = no_panic("claims", case, &(edition, &input), || {
                claims::claims(edition, game, analyser)
            });
            assert_eq!(
                plies.len(),
                game.moves.len() + 1,
                "case {case}: {edition:?} {input:?}"
            );
            for (i, p) in plies.iter().enumerate() {
                assert_eq!(p.ply, i, "case {case}: {input:?}");
                assert!(
                    fen::parse(&p.fen).is_ok(),
                    "case {case}: fen {:?} of {input:?}",
                    p.fen
                );
            }
        }
    }
}

// ---------------------------------------------------------------------------

const CONTROL_ALPHABET: &[u8] = b"0123456789/+:db*?- .x";

/// A control string: a seed mutated, or periods built from edge numbers.
fn control_input(rng: &mut Rng) -> String {
    if rng.below(3) == 0 {
        let nums = [
            "0",
            "1",
            "40",
            "1000",
            "1001",
            "3600",
            "3601",
            "864000",
            "864001",
            "4294967295",
            "4294967296",
            "18446744073709551615",
            "99999999999999999999",
            "",
            "007",
        ];
        let mut s = String::new();
        for p in 0..1 + rng.below(4) {
            if p > 0 {
                s.push(':');
            }
            if rng.below(2) == 0 {
                let n = *pick(rng, &nums);
                s.push_str(n);
                s.push('/');
            }
            let n = *pick(rng, &nums);
            s.push_str(n);
            match rng.below(5) {
                0 => s.push_str(&format!("+{}", pick(rng, &nums))),
                1 => s.push_str(&format!("d{}", pick(rng, &nums))),
                2 => s.push_str(&format!("b{}", pick(rng, &nums))),
                _ => {}
            }
        }
        if rng.below(10) == 0 {
            s.insert(0, '*');
        }
        return s;
    }
    let mut b = pick(rng, CONTROLS).as_bytes().to_vec();
    for _ in 0..1 + rng.below(4) {
        let i = rng.below(b.len() + 1);
        match rng.below(5) {
            0 if i < b.len() => b[i] = CONTROL_ALPHABET[rng.below(CONTROL_ALPHABET.len())],
            1 => b.insert(i, CONTROL_ALPHABET[rng.below(CONTROL_ALPHABET.len())]),
            2 if i < b.len() => {
                b.remove(i);
            }
            3 => b.insert(i, rng.next() as u8),
            _ => {
                let j = rng.below(b.len() + 1);
                let chunk = b[i.min(j)..i.max(j)].to_vec();
                let k = rng.below(b.len() + 1);
                b.splice(k..k, chunk);
            }
        }
    }
    String::from_utf8_lossy(&b).into_owned()
}

#[test]
fn time_control_parser_and_clock_never_panic() {
    let mut rng = Rng(0x7106_c0c4_0000_0001);
    let extreme = std::env::var_os("FIDE_FUZZ_EXTREME_TIMES").is_some();
    for case in 0..cases() {
        let input = control_input(&mut rng);
        let Ok(tc) = no_panic("control", case, &input, || TimeControl::parse(&input)) else {
            continue;
        };
        let written = tc.to_string();
        assert_eq!(
            TimeControl::parse(&written).as_ref(),
            Ok(&tc),
            "case {case}: {input:?} wrote {written:?}"
        );
        // a few operations at random times on a clock with this control
        let mut ops = Vec::new();
        // times from an origin of 0, the Unix epoch's milliseconds or 2^53, by steps of
        // up to ten days; FIDE_FUZZ_EXTREME_TIMES=1 adds jumps to 2^62, 2^63 and u64::MAX
        let mut now: u64 = [0, 1_700_000_000_000, 1 << 53][rng.below(3)];
        for _ in 0..1 + rng.below(12) {
            now = match rng.below(40) {
                0 if extreme => {
                    [u64::MAX, u64::MAX - 1, 1 << 63, (1 << 63) - 1, 1 << 62][rng.below(5)]
                }
                0..=4 => now,
                5..=8 => now.saturating_sub(1 + rng.below(1000) as u64), // back in time
                9..=12 => now.saturating_add(rng.below(864_000_001) as u64),
                _ => now.saturating_add(rng.below(20_000) as u64),
            };
            let c = if rng.below(2) == 0 {
                Color::White
            } else {
                Color::Black
            };
            let ms = [
                0,
                1,
                rng.below(600_000) as u64,
                864_000_000,
                864_000_001,
                u64::MAX,
            ][rng.below(6)];
            ops.push((rng.below(12), c, ms, now));
        }
        let completed = [0, 1, 39, 40, 41, 1000, rng.below(100_000) as u32][rng.below(7)];
        no_panic("clock", case, &(&input, &ops, completed), || {
            let _ = (
                tc.period_at(completed),
                tc.on_completing(completed),
                tc.moves_to_control(completed),
                tc.initial_ms(),
            );
            let mut clock = Clock::new(tc.clone());
            for &(op, c, ms, now) in &ops {
                match op {
                    0 => {
                        let _ = clock.start(now);
                    }
                    1 => {
                        let _ = clock.start_side(c, now);
                    }
                    2..=4 => {
                        let before = clock.running();
                        if clock.press(c, now).is_ok() {
                            assert_eq!(before, Some(c));
                            assert_eq!(clock.running(), Some(c.other()));
                        }
                    }
                    5 => {
                        if clock.stop(now).is_ok() {
                            assert_eq!(clock.running(), None);
                        }
                    }
                    6 => {
                        let _ = clock.add(c, ms, now);
                    }
                    7 => {
                        let _ = clock.charge(c, ms, now);
                    }
                    8 => {
                        let _ = clock.set(c, ms, now);
                    }
                    9 => {
                        let _ = clock.replace(ms, ms / 2, now);
                    }
                    10 => {
                        let _ = clock.both_flags_fallen(now);
                    }
                    _ => clock.set_moves(c, (ms % 1000) as u32),
                }
                let _ = (
                    clock.times(now),
                    clock.flag_fell_at(c, now),
                    clock.flag_fallen(c.other(), now),
                    clock.moves(c),
                );
            }
        });
    }
}
