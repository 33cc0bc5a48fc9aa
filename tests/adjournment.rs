//! The adjournment played through the engine: the seal, the session for the adjourned
//! game with its absent players and their clocks (1977/1980 Art. 15–17, 1993 Art. 10.15,
//! 13, 14), as the JSON protocol writes the verdict.
#![cfg(not(target_arch = "wasm32"))]

use fide_laws::laws::{run, Scenario};
use serde_json::{json, Value};

/// Move 41, Black to move; Rd1 mates, h6 makes luft.
const MATE41: &str = "3r2k1/1Q3ppp/8/8/8/8/5PPP/6K1 b - - 0 41";

fn verdict(edition: &str, fen: &str, clock: (u64, u64), events: Value) -> Value {
    let s = json!({
        "edition": edition,
        "fen": fen,
        "control": "40/9000:20/3600",
        "clock": {"white_ms": clock.0, "black_ms": clock.1},
        "events": events,
    });
    let sc = Scenario::parse(&s.to_string()).unwrap_or_else(|e| panic!("{e}: {s}"));
    let v = run(&sc).unwrap_or_else(|e| panic!("{e}: {s}"));
    serde_json::to_value(v).expect("json")
}

/// The rulings at `event`: (article, decision).
fn at(v: &Value, event: u64) -> Vec<(String, String)> {
    v["rulings"]
        .as_array()
        .expect("rulings")
        .iter()
        .filter(|r| r["event"] == event)
        .map(|r| {
            (
                r["article"].as_str().unwrap_or("").to_string(),
                r["decision"].as_str().unwrap_or("").to_string(),
            )
        })
        .collect()
}

fn ms(v: &Value, side: &str) -> u64 {
    v["clock"][side].as_u64().expect("a clock")
}

#[test]
fn the_absent_player_having_the_move_has_his_clock_started_and_the_envelope_waits() {
    // 1980 Art. 16.3: White absent, his clock runs from the resumption; the envelope is
    // opened only when he arrives
    let events = |arrives: u64| {
        json!([{"seal":"h6"},{"resume":{"absent":"white"}},{"wait_ms":arrives},
               {"late":{"color":"white","ms":arrives}}])
    };
    let v = verdict("1980", MATE41, (6_600_000, 1_800_000), events(3_540_000));
    assert_eq!(v["result"], "*");
    assert_eq!(
        v["san"],
        json!(["h6"]),
        "the sealed move is made on his arrival"
    );
    assert_eq!(ms(&v, "white_ms"), 6_600_000 - 3_540_000, "his clock ran");
    assert_eq!(ms(&v, "black_ms"), 1_800_000);
    assert_eq!(at(&v, 1)[0].0, "16.3");
    // after the hour he loses though his clock still shows 49 minutes (17.2 (1966))
    let v = verdict("1980", MATE41, (6_600_000, 1_800_000), events(3_660_000));
    assert_eq!(
        (v["result"].as_str(), v["reason"].as_str()),
        (Some("0-1"), Some("late"))
    );
    assert_eq!(v["article"], "Interpretation 17.2 (1966)");
    assert_eq!(ms(&v, "white_ms"), 2_940_000);
    assert!(at(&v, 3)[0].1.contains("49:00"), "{:?}", at(&v, 3));
    // the same under 1993 (Art. 14.3, 10.15)
    let v = verdict("1993", MATE41, (6_600_000, 1_800_000), events(3_660_000));
    assert_eq!(
        (v["result"].as_str(), v["article"].as_str()),
        (Some("0-1"), Some("10.15"))
    );
    assert_eq!(at(&v, 1)[0].0, "14.3");
}

#[test]
fn the_sealers_flag_after_a_reply_sealed_in_his_absence_loses_on_time() {
    // Black seals h6 with 30 minutes left and is absent; White seals his reply (16.4) and
    // Black's clock runs: his flag falls during his absence. 14.4 (1979B) (a flag that had
    // fallen before the seal) does not arise: he loses on time.
    let v = verdict(
        "1980",
        MATE41,
        (3_000_000, 1_800_000),
        json!([{"seal":"h6"},{"resume":{"absent":"black"}},{"wait_ms":300000},{"seal":"Qb3"},
               {"wait_ms":1_900_000},{"flag":"black"}]),
    );
    assert_eq!(at(&v, 3)[0].0, "16.4");
    assert_eq!(
        (v["result"].as_str(), v["reason"].as_str()),
        (Some("1-0"), Some("time-forfeit"))
    );
    assert_eq!(v["article"], "17.1");
    assert!(v["rulings"]
        .as_array()
        .expect("rulings")
        .iter()
        .all(|r| r["article"] != "Interpretation 14.4 (1979B)"));
    // the flag pointed out while the clocks are stopped for the adjournment: too late
    let v = verdict(
        "1980",
        "8/5pk1/6p1/3R4/7P/6P1/r4PK1/8 w - - 0 44",
        (900_000, 20_000),
        json!([{"move":"Rd7"},{"wait_ms":25000},{"move":"Kf6"},{"seal":"Rd6+"},{"flag":"black"}]),
    );
    assert_eq!(v["result"], "*");
    assert_eq!(at(&v, 4)[0].0, "Interpretation 14.4 (1979B)");
}

#[test]
fn the_reply_is_sealed_only_when_the_sealer_is_absent() {
    let v = verdict(
        "1980",
        MATE41,
        (3_000_000, 5_400_000),
        json!([{"seal":"h6"},{"resume":true},{"seal":"Qb3"},{"move":"Qb3"}]),
    );
    let r = at(&v, 2);
    assert_eq!(r[0].0, "16.4");
    assert!(r[0].1.contains("must reply on the board"), "{:?}", r);
    assert_eq!(
        v["san"],
        json!(["h6", "Qb3"]),
        "the reply is then made on the board"
    );
}

#[test]
fn the_absent_sealer_arriving_within_the_hour_has_the_reply_opened() {
    let v = verdict(
        "1980",
        MATE41,
        (3_000_000, 5_400_000),
        json!([{"seal":"h6"},{"resume":{"absent":"black"}},{"wait_ms":300000},{"seal":"Qb3"},
               {"wait_ms":600000},{"late":{"color":"black","ms":900000}},{"resume":true}]),
    );
    assert_eq!(v["result"], "*");
    assert_eq!(v["san"], json!(["h6", "Qb3"]));
    assert_eq!(
        ms(&v, "black_ms"),
        5_400_000 - 600_000,
        "his clock ran from the reply"
    );
    assert_eq!(at(&v, 5)[0].0, "16.4");
    // nothing more to open
    assert_eq!(
        v["rulings"].as_array().expect("r").last().expect("r")["effect"],
        json!({"refused": true})
    );
}

#[test]
fn a_late_arrival_while_the_game_is_still_adjourned_begins_the_session_without_him() {
    // Black, who sealed, is absent from the start: the envelope is opened in White's
    // presence and White's clock runs; it runs out before Black comes (17.2 (1962)(c))
    let v = verdict(
        "1980",
        "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2",
        (1_800_000, 1_800_000),
        json!([{"seal":"Nc6"},{"late":{"color":"black","ms":3_660_000}}]),
    );
    assert_eq!(
        (v["result"].as_str(), v["reason"].as_str()),
        (Some("0-1"), Some("time-forfeit"))
    );
    assert_eq!(v["article"], "Interpretation 17.2 (1962)");
    // both players absent beyond the hour: both lose
    let v = verdict(
        "1980",
        MATE41,
        (3_000_000, 5_400_000),
        json!([{"seal":"h6"},{"late":{"color":"both","ms":3_660_000}}]),
    );
    assert_eq!(v["result"], "0-0");
}

#[test]
fn the_sealed_move_that_mates_decides_the_game_before_the_hour() {
    let v = verdict(
        "1980",
        MATE41,
        (3_000_000, 5_400_000),
        json!([{"seal":"Rd1"},{"resume":{"absent":"black"}},{"wait_ms":3_660_000},
               {"late":{"color":"black","ms":3_660_000}}]),
    );
    assert_eq!(
        (v["result"].as_str(), v["reason"].as_str()),
        (Some("0-1"), Some("checkmate"))
    );
    let r = at(&v, 3);
    assert_eq!(r[0].0, "Interpretation 17.2 (1962)");
    assert!(r[0].1.contains("without importance"), "{:?}", r);
}

#[test]
fn a_draw_offered_during_the_adjournment_is_not_an_offer_while_a_clock_runs() {
    let v = verdict(
        "1980",
        MATE41,
        (3_000_000, 5_400_000),
        json!([{"seal":"h6"},{"offer":"white"},{"accept":"black"}]),
    );
    assert_eq!(v["result"], "1/2-1/2");
    let r = at(&v, 1);
    assert_eq!(r[0].0, "12.2");
    assert!(r[0].1.contains("during the adjournment"), "{:?}", r);
    assert!(!r[0].1.contains("clock runs"), "{:?}", r);
}

#[test]
fn only_the_player_having_the_move_seals() {
    let v = verdict(
        "1980",
        "8/5pk1/6p1/3R4/7P/6P1/r4PK1/8 w - - 0 64",
        (120_000, 7_080_000),
        json!([{"seal":"Kf6","by":"black"},{"seal":"Rd7"},{"resume":true}]),
    );
    let r = at(&v, 0);
    assert_eq!(r[0].0, "Interpretation 15.1 (1978)");
    assert_eq!(v["rulings"][0]["effect"], json!({"refused": true}));
    assert_eq!(v["san"], json!(["Rd7"]), "White's own seal stands");
    // the events round-trip through the protocol
    let s = Scenario::parse(
        r#"{"edition":"1980","events":[{"seal":"Kf6","by":"black"},{"resume":{"absent":"both"}}]}"#,
    )
    .expect("a scenario");
    let back = Scenario::parse(&s.to_json().to_string()).expect("again");
    assert_eq!(s, back);
    assert!(
        Scenario::parse(r#"{"edition":"1980","events":[{"resume":{"absent":"nobody"}}]}"#).is_err()
    );
}
