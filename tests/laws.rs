//! The laws engine against the texts: each test is a scenario whose verdict
//! the Laws fix, under every edition where they differ.
#![cfg(not(target_arch = "wasm32"))]

use fide_laws::laws::{run, Scenario};
use serde::Deserialize;

/// The verdict as the JSON protocol writes it (so the tests read the protocol's codes).
#[derive(Debug, Deserialize)]
struct Verdict {
    result: String,
    reason: Option<String>,
    article: Option<String>,
    fen: String,
    san: Vec<String>,
    clock: Option<Clock>,
    rulings: Vec<Ruling>,
}

#[derive(Debug, Deserialize)]
struct Clock {
    white_ms: u64,
    black_ms: u64,
}

#[derive(Debug, Deserialize)]
struct Ruling {
    event: usize,
    article: String,
    interprets: Option<String>,
    decision: String,
    effect: Option<serde_json::Value>,
}

fn verdict(json: &str) -> Verdict {
    let s = Scenario::parse(json).unwrap_or_else(|e| panic!("{e}: {json}"));
    let v = run(&s).unwrap_or_else(|e| panic!("{e}: {json}"));
    serde_json::from_value(serde_json::to_value(&v).expect("json")).expect("the protocol's verdict")
}

/// The ruling that refused the scenario's last event, if it was refused.
fn refusal(json: &str) -> Option<Ruling> {
    let v = verdict(json);
    let last = Scenario::parse(json)
        .expect("a scenario")
        .events
        .len()
        .checked_sub(1)?;
    v.rulings
        .into_iter()
        .rev()
        .find(|r| r.event == last && r.effect == Some(serde_json::json!({"refused": true})))
}

fn with_edition(edition: &str, body: &str) -> Verdict {
    verdict(&format!(r#"{{"edition":"{edition}",{body}}}"#))
}

const EDITIONS: [&str; 4] = ["1977", "1980", "1993", "2018"];

#[test]
fn checkmate_ends_the_game_and_later_events_are_without_importance() {
    let mate = r#""control":"300","events":[{"move":"f3"},{"move":"e5"},{"move":"g4"},{"move":"Qh4"},{"wait_ms":400000},{"flag":"white"},{"resign":"black"},{"claim":"repetition"}]"#;
    for (e, art) in EDITIONS.iter().zip(["11.1", "11.1", "10.1", "5.1.1"]) {
        let v = with_edition(e, mate);
        assert_eq!(
            (v.result.as_str(), v.reason.as_deref(), v.article.as_deref()),
            ("0-1", Some("checkmate"), Some(art)),
            "{e}"
        );
        let after: Vec<&str> = v
            .rulings
            .iter()
            .filter(|r| r.event >= 5)
            .map(|r| r.article.as_str())
            .collect();
        // 1977/1980: Interpretation 11.1 (1976); later: the article that ended the game
        let cited = if *e <= "1980" {
            "Interpretation 11.1 (1976)"
        } else {
            art
        };
        assert_eq!(after, vec![cited; 3], "{e}");
    }
}

#[test]
fn stalemate_then_resignation_stands_as_a_draw_11_1_1976() {
    // White stalemates Black, then Black (not noticing) resigns
    let v = with_edition(
        "1977",
        r#""fen":"7k/8/5K2/6Q1/8/8/8/8 w - - 0 1","events":[{"move":"Qg6"},{"resign":"black"}]"#,
    );
    assert_eq!(
        (v.result.as_str(), v.reason.as_deref()),
        ("1/2-1/2", Some("stalemate"))
    );
    assert_eq!(
        v.rulings.last().map(|r| r.article.as_str()),
        Some("Interpretation 11.1 (1976)")
    );
}

/// Knights out and back twice: the initial position appears a third time.
const KNIGHT_DANCE: &str = r#"{"move":"Nf3"},{"move":"Nf6"},{"move":"Ng1"},{"move":"Ng8"},{"move":"Nf3"},{"move":"Nf6"},{"move":"Ng1"},{"move":"Ng8"}"#;

#[test]
fn repetition_claims_by_edition() {
    for (e, art) in EDITIONS.iter().zip(["12.3", "12.3", "10.10", "9.2.1"]) {
        let v = with_edition(
            e,
            &format!(r#""events":[{KNIGHT_DANCE},{{"claim":"repetition"}}]"#),
        );
        assert_eq!(
            (v.result.as_str(), v.reason.as_deref(), v.article.as_deref()),
            ("1/2-1/2", Some("repetition-claim"), Some(art)),
            "{e}"
        );
        // with the intended move, one move earlier
        let seven: Vec<&str> = KNIGHT_DANCE.split("},{").collect();
        let events = format!(
            "{}}},{{\"claim\":\"repetition\",\"move\":\"Ng8\"}}",
            seven[..7].join("},{")
        );
        let v = with_edition(e, &format!(r#""events":[{events}]"#));
        assert_eq!(
            v.reason.as_deref(),
            Some("repetition-claim"),
            "{e} intended move"
        );
        assert_eq!(v.san.len(), 8, "the declared move is played");
    }
}

#[test]
fn lost_castling_rights_make_positions_differ_12_3_1964() {
    // the king steps out and back: same placement, but castling rights are lost
    let events = r#"{"move":"Nf3"},{"move":"Nf6"},{"move":"Ng1"},{"move":"Ng8"},{"move":"e4"},{"move":"e5"},{"move":"Ke2"},{"move":"Ke7"},{"move":"Ke1"},{"move":"Ke8"},{"move":"Ke2"},{"move":"Ke7"},{"move":"Ke1"},{"move":"Ke8"},{"claim":"repetition"}"#;
    // the decision cites what decides it: the identity of positions (Interpretation
    // 12.3 (1964), 1993 10.10, 2018 9.2.2); its penalty is a ruling of its own
    for (e, art, penalty) in [
        (
            "1977",
            "Interpretation 12.3 (1964)",
            "Interpretation 18.2 (1976)",
        ),
        ("1980", "Interpretation 12.3 (1964)", "18.2"),
        ("1993", "10.10", "10.13(b)"),
        ("2018", "9.2.2", "9.5.3"),
    ] {
        let v = with_edition(e, &format!(r#""control":"5400","events":[{events}]"#));
        // the position after 5.Ke1 Ke8 appeared twice only (after 5... and 7...):
        // the earlier ones, with castling rights, are not the same position
        assert_eq!(v.result, "*", "{e}");
        let claim: Vec<&Ruling> = v.rulings.iter().filter(|r| r.event == 14).collect();
        // 2018 9.1.2.3: the claim is also an offer of a draw, a ruling of its own
        let rulings = if e == "2018" { 3 } else { 2 };
        assert_eq!(claim.len(), rulings, "{e}: decision and penalty: {claim:?}");
        assert!(
            claim[0].decision.contains("incorrect"),
            "{e}: {:?}",
            claim[0]
        );
        assert_eq!(claim[0].article, art, "{e}");
        if e <= "1980" {
            assert_eq!(claim[0].interprets.as_deref(), Some("12.3"), "{e}");
        }
        assert_eq!(claim[1].article, penalty, "{e}");
        assert!(
            claim[1].effect.is_some(),
            "{e}: the penalty acts on the clock"
        );
    }
}

#[test]
fn en_passant_identity_9_2_2_1() {
    // 1. e4 Nf6 2. e5 d5: exd6 is possible, so the position after 2...d5 differs from
    // the same placement later, when the en passant capture is no longer possible.
    let legal_ep = r#"{"move":"e4"},{"move":"Nf6"},{"move":"e5"},{"move":"d5"},{"move":"Nf3"},{"move":"Nfd7"},{"move":"Ng1"},{"move":"Nf6"},{"move":"Nf3"},{"move":"Nfd7"},{"move":"Ng1"},{"move":"Nf6"},{"claim":"repetition"}"#;
    let v = with_edition("2018", &format!(r#""events":[{legal_ep}]"#));
    assert_eq!(
        v.result, "*",
        "only two occurrences without the en passant possibility"
    );
    // a pseudo-legal but illegal en passant does not make the positions differ:
    // White's e5 pawn is pinned on the e-file, so exd6 is illegal after ...d5
    let fen = "4r1k1/8/8/4P3/8/8/8/4K3 b - - 0 1";
    let pinned = r#"{"move":"Kh7"},{"move":"Kd2"},{"move":"Kg8"},{"move":"Ke1"},{"move":"Kh7"},{"move":"Kd2"},{"move":"Kg8"},{"move":"Ke1"},{"claim":"repetition"}"#;
    let v = with_edition("2018", &format!(r#""fen":"{fen}","events":[{pinned}]"#));
    assert_eq!(v.reason.as_deref(), Some("repetition-claim"));
    let fen_ep = "4r1k1/3p4/8/4P3/8/8/8/4K3 b - - 0 1";
    let v = with_edition(
        "2018",
        &format!(
            r#""fen":"{fen_ep}","events":[{{"move":"d5"}},{{"move":"Kd2"}},{{"move":"Kh7"}},{{"move":"Ke1"}},{{"move":"Kg8"}},{{"move":"Kd2"}},{{"move":"Kh7"}},{{"move":"Ke1"}},{{"move":"Kg8"}},{{"claim":"repetition"}}]"#
        ),
    );
    assert_eq!(
        v.reason.as_deref(),
        Some("repetition-claim"),
        "the illegal e.p. after ...d5 does not count"
    );
}

#[test]
fn fivefold_and_seventy_five_moves_only_in_2018() {
    let dance = [KNIGHT_DANCE; 2].join(",");
    for e in EDITIONS {
        let v = with_edition(e, &format!(r#""events":[{dance}]"#));
        if e == "2018" {
            assert_eq!(
                (v.reason.as_deref(), v.article.as_deref()),
                (Some("fivefold"), Some("9.6.1"))
            );
        } else {
            assert_eq!(v.result, "*", "{e}");
        }
        let v = with_edition(
            e,
            r#""fen":"4k3/8/8/8/8/8/R7/4K3 w - - 149 100","events":[{"move":"Ra3"}]"#,
        );
        if e == "2018" {
            assert_eq!(
                (v.reason.as_deref(), v.article.as_deref()),
                (Some("seventy-five-moves"), Some("9.6.2"))
            );
        } else {
            assert_eq!(v.result, "*", "{e}");
        }
    }
    // checkmate on the 75th move takes precedence
    let v = with_edition(
        "2018",
        r#""fen":"6k1/5ppp/8/8/8/8/8/R5K1 w - - 149 100","events":[{"move":"Ra8"}]"#,
    );
    assert_eq!(v.reason.as_deref(), Some("checkmate"));
}

#[test]
fn fifty_move_claims_and_the_1978_extension() {
    for (e, art) in EDITIONS.iter().zip(["12.4", "12.4", "10.12", "9.3"]) {
        let v = with_edition(
            e,
            r#""fen":"4k3/8/8/8/8/8/R7/4K3 w - - 100 80","events":[{"claim":"fifty"}]"#,
        );
        assert_eq!(
            (v.reason.as_deref(), v.article.as_deref()),
            (Some("fifty-move-claim"), Some(art)),
            "{e}"
        );
        // a declared move counts only in 2018 (9.3.1); 1977/1980 Art. 12.4 and 1993 10.12
        // ask that the fifty moves "have been made"
        let v = with_edition(
            e,
            r#""fen":"4k3/8/8/8/8/8/R7/4K3 w - - 99 80","events":[{"claim":"fifty","move":"Ra3"}]"#,
        );
        if *e == "2018" {
            assert_eq!(v.reason.as_deref(), Some("fifty-move-claim"), "{e}");
        } else {
            assert_eq!(v.result, "*", "{e}: the declared move does not count");
            assert!(
                v.rulings[0].decision.contains("no declared move count"),
                "{e}: {:?}",
                v.rulings
            );
            assert_eq!(v.san.len(), 0, "{e}: nor is it made");
        }
        let v = with_edition(
            e,
            r#""fen":"4k3/8/8/8/8/8/R7/4K3 w - - 99 80","events":[{"claim":"fifty"}]"#,
        );
        assert_eq!(v.result, "*", "{e}: 49.5 moves are not enough");
    }
    // K+2N v K+P, pawn on b6 blocked by a knight on b5: 100 moves from 1980 on, by
    // Interpretation 12.4 (1978); under 1977 (interpretations to 1976) fifty suffice
    let knights = r#""fen":"8/8/1p6/1N6/8/3k4/8/4K2N w - - 120 150","events":[{"claim":"fifty"}]"#;
    assert_eq!(
        with_edition("1977", knights).reason.as_deref(),
        Some("fifty-move-claim")
    );
    let v = with_edition("1980", knights);
    assert_eq!(v.result, "*");
    assert_eq!(v.rulings[0].article, "Interpretation 12.4 (1978)");
    assert_eq!(v.rulings[0].interprets.as_deref(), Some("12.4"));
    // 1980 Art. 18.2 concerns claims under 12.3 only: an incorrect fifty-move claim
    // costs nothing
    assert_eq!(v.rulings.len(), 1, "{:?}", v.rulings);
    assert_eq!(
        with_edition("1993", knights).reason.as_deref(),
        Some("fifty-move-claim")
    );
    assert_eq!(
        with_edition("2018", knights).reason.as_deref(),
        Some("fifty-move-claim")
    );
}

#[test]
fn incorrect_claims_cost_time_as_each_edition_says() {
    let claim = r#""control":"5400","events":[{"move":"e4"},{"wait_ms":1000},{"claim":"repetition","move":"e5"}]"#;
    let v = with_edition("1977", claim);
    assert_eq!(
        v.clock.map(|c| c.black_ms),
        Some(5_400_000 - 1_000 - 300_000)
    );
    assert!(v
        .rulings
        .iter()
        .any(|r| r.article == "Interpretation 18.2 (1976)"));
    let v = with_edition("1993", claim);
    assert_eq!(
        v.clock.map(|c| c.black_ms),
        Some(5_400_000 - 1_000 - 300_000)
    );
    let v = with_edition("2018", claim);
    assert_eq!(
        v.clock.map(|c| (c.white_ms, c.black_ms)),
        Some((5_400_000 + 120_000, 5_400_000 - 1_000))
    );
    let r = v
        .rulings
        .iter()
        .find(|r| r.article == "9.5.3")
        .expect("9.5.3 ruling");
    assert_eq!(
        r.effect,
        Some(serde_json::json!({"add_ms": {"white": 120000}}))
    );
    // the declared move is then compulsory
    let s = Scenario::parse(r#"{"edition":"2018","events":[{"move":"e4"},{"claim":"repetition","move":"e5"},{"move":"d5"}]}"#).expect("scenario");
    let v = verdict(&serde_json::to_string(&serde_json::from_str::<serde_json::Value>(r#"{"edition":"2018","events":[{"move":"e4"},{"claim":"repetition","move":"e5"},{"move":"d5"},{"move":"e5"}]}"#).expect("json")).expect("json"));
    let _ = s;
    let r = v
        .rulings
        .iter()
        .find(|r| r.event == 2)
        .expect("d5 ruled on");
    assert_eq!(
        (r.article.as_str(), r.effect.clone()),
        ("9.5.3", Some(serde_json::json!({"refused": true})))
    );
    assert!(r.decision.contains("e5"), "{}", r.decision);
    assert_eq!(v.san, vec!["e4", "e5"], "d5 taken back, then e5 stands");
}

#[test]
fn flag_with_a_bare_king_opponent() {
    let flag = r#""fen":"8/8/4k3/8/8/8/8/QK6 w - - 0 60","control":"60","events":[{"wait_ms":61000},{"flag":"white"}]"#;
    for (e, result, reason, art) in [
        ("1977", "0-1", "time-forfeit", "17.1"),
        ("1980", "0-1", "time-forfeit", "17.1"),
        ("1993", "1/2-1/2", "time-forfeit-draw", "10.5"),
        ("2018", "1/2-1/2", "time-forfeit-draw", "6.9"),
    ] {
        let v = with_edition(e, flag);
        assert_eq!(
            (v.result.as_str(), v.reason.as_deref(), v.article.as_deref()),
            (result, Some(reason), Some(art)),
            "{e}"
        );
    }
    // a flag claimed before it fell: the game goes on
    let v = with_edition(
        "2018",
        r#""control":"60","events":[{"wait_ms":59000},{"flag":"white"}]"#,
    );
    assert_eq!(v.result, "*");
    assert_eq!(v.rulings[0].article, "6.8");
}

#[test]
fn material_draws_by_edition() {
    // Black captures the last white piece: K+N v K
    let body =
        r#""fen":"4k3/8/8/8/8/8/3r4/3NK3 w - - 0 40","events":[{"move":"Nf2"},{"move":"Rxf2"}]"#;
    let v = with_edition("1993", body);
    // K+R v K is not on the 10.4 list: the game goes on
    assert_eq!(v.result, "*");
    // White's knight takes the last black piece: K+N v K
    let body = r#""fen":"4k3/8/8/8/8/8/2b5/N3K3 w - - 0 40","events":[{"move":"Nxc2"}]"#;
    for (e, result, reason) in [
        ("1977", "*", None),
        ("1980", "*", None),
        ("1993", "1/2-1/2", Some("insufficient-material")),
        ("2018", "1/2-1/2", Some("dead-position")),
    ] {
        let v = with_edition(e, body);
        assert_eq!(
            (v.result.as_str(), v.reason.as_deref()),
            (result, reason),
            "{e}"
        );
    }
}

#[test]
fn illegal_moves_by_edition() {
    // 2018: first illegal move, opponent +2 minutes; second, loss
    let one = r#""control":"5400","events":[{"move":"e2e5"}]"#;
    let v = with_edition("2018", one);
    assert_eq!(v.result, "*");
    assert_eq!(v.clock.map(|c| c.black_ms), Some(5_400_000 + 120_000));
    assert_eq!(
        v.fen, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "position reinstated"
    );
    let two = r#""control":"5400","events":[{"move":"e2e5"},{"move":"e4"},{"move":"e5"},{"move":"e1e3"}]"#;
    let v = with_edition("2018", two);
    assert_eq!(
        (v.result.as_str(), v.reason.as_deref(), v.article.as_deref()),
        ("0-1", Some("illegal-moves"), Some("7.5.5"))
    );
    // a second illegal move when the opponent has a bare king (cannot checkmate): draw
    let v = with_edition(
        "2018",
        r#""fen":"4k3/8/8/8/8/8/8/R3K3 w - - 0 1","events":[{"move":"e1e3"},{"move":"e1e3"}]"#,
    );
    assert_eq!(
        (v.result.as_str(), v.reason.as_deref()),
        ("1/2-1/2", Some("illegal-moves"))
    );
    // the bare king's side making two illegal moves loses
    let v = with_edition(
        "2018",
        r#""fen":"4k3/8/8/8/8/8/8/R3K3 b - - 0 1","events":[{"move":"e8e6"},{"move":"e8e6"}]"#,
    );
    assert_eq!(
        (v.result.as_str(), v.reason.as_deref()),
        ("1-0", Some("illegal-moves"))
    );
    // 1977: no penalty; the position is reinstated and the touched piece must move
    let v = with_edition(
        "1977",
        r#""control":"5400","events":[{"move":"e2e5"},{"move":"e4"}]"#,
    );
    assert!(v.rulings.iter().any(|r| r.article == "9.1"));
    assert_eq!(v.clock.map(|c| c.black_ms), Some(5_400_000));
    let s = Scenario::parse(r#"{"edition":"1977","events":[{"move":"e2e5"},{"move":"d4"}]}"#)
        .expect("scenario");
    let v = run(&s).expect("a verdict");
    let r = v
        .rulings
        .iter()
        .find(|r| r.event == 1 && r.effect == Some(fide_laws::laws::Effect::Refused))
        .expect("d4 refused");
    assert_eq!(
        r.citation.to_string(),
        "8.2(a)",
        "the e-pawn was touched: d4 is refused"
    );
    // the arbiter enforces it without a claim (Interpretation 8.4 (1974))
    assert_eq!(
        v.rulings.last().map(|r| r.citation.to_string()).as_deref(),
        Some("Interpretation 8.4 (1974)")
    );
    assert!(v.san.is_empty());
    let v = with_edition("1977", r#""events":[{"move":"e2e5"},{"move":"e4"}]"#);
    assert_eq!(v.san, vec!["e4"]);
    // 2018 7.5.2: a pawn left unpromoted becomes a queen
    let v = with_edition(
        "2018",
        r#""fen":"4k3/1P6/8/8/8/8/8/4K3 w - - 0 1","control":"600","events":[{"move":"b7b8"}]"#,
    );
    assert_eq!(v.fen.split(' ').next(), Some("1Q2k3/8/8/8/8/8/8/4K3"));
    assert!(v.rulings.iter().any(|r| r.article == "7.5.2"));
    assert_eq!(v.clock.map(|c| c.black_ms), Some(600_000 + 120_000));
    // the move stands: Black is to move and Black's clock runs
    let v = with_edition(
        "2018",
        r#""fen":"4k3/1P6/8/8/8/8/8/4K3 w - - 0 1","control":"600","events":[{"move":"b7b8"},{"wait_ms":10000}]"#,
    );
    assert_eq!(
        v.clock.map(|c| (c.white_ms, c.black_ms)),
        Some((600_000, 710_000))
    );
}

#[test]
fn draw_offers_by_edition() {
    // 2018 5.2.3: no agreement before both players have moved
    let v = with_edition(
        "2018",
        r#""events":[{"place":"e4"},{"offer":"white"},{"press":"white"},{"accept":"black"}]"#,
    );
    assert_eq!(v.result, "*");
    assert_eq!(v.rulings.last().map(|r| r.article.as_str()), Some("5.2.3"));
    let v = with_edition(
        "1977",
        r#""events":[{"place":"e4"},{"offer":"white"},{"press":"white"},{"accept":"black"}]"#,
    );
    assert_eq!(
        (v.result.as_str(), v.article.as_deref()),
        ("1/2-1/2", Some("12.2"))
    );
    let ok = r#""events":[{"move":"e4"},{"place":"e5"},{"offer":"black"},{"press":"black"},{"accept":"white"}]"#;
    for (e, art) in EDITIONS.iter().zip(["12.2", "12.2", "10.6", "5.2.3"]) {
        let v = with_edition(e, ok);
        assert_eq!(
            (v.result.as_str(), v.reason.as_deref(), v.article.as_deref()),
            ("1/2-1/2", Some("agreement"), Some(art)),
            "{e}"
        );
    }
    // a move rejects the offer
    let v = with_edition(
        "2018",
        r#""events":[{"move":"e4"},{"place":"e5"},{"offer":"black"},{"press":"black"},{"move":"Nf3"}]"#,
    );
    let s = Scenario::parse(r#"{"edition":"2018","events":[{"move":"e4"},{"place":"e5"},{"offer":"black"},{"press":"black"},{"move":"Nf3"},{"accept":"white"}]}"#).expect("s");
    let v2 = run(&s).expect("a verdict");
    assert_eq!(
        v2.rulings.last().and_then(|r| r.effect.clone()),
        Some(fide_laws::laws::Effect::Refused),
        "the offer was rejected by the move"
    );
    assert!(v2.outcome.is_none());
    assert_eq!(v.result, "*");
}

#[test]
fn bad_scenarios_name_the_event() {
    for (json, event, needle) in [
        (
            r#"{"edition":"2018","events":[{"move":"e4"},{"jump":"e5"}]}"#,
            Some(1),
            "unknown event",
        ),
        (
            r#"{"edition":"2018","events":[{"touch":"z9"}]}"#,
            Some(0),
            "bad square",
        ),
        // no knight of White's can reach f6: the record does not say which piece moved
        (
            r#"{"edition":"2018","events":[{"move":"Nf6"}]}"#,
            Some(0),
            "Nf6",
        ),
        (r#"{"edition":"1999","events":[]}"#, None, "unknown edition"),
        (r#"{"edition":"2018","control":"40/x"}"#, None, "period 1"),
        (
            r#"{"edition":"2018","fen":"8/8/8/8/8/8/8/8 w - - 0 1"}"#,
            None,
            "fen",
        ),
        (
            r#"{"edition":"2018","events":[{"wait_ms":-5}]}"#,
            Some(0),
            "milliseconds",
        ),
    ] {
        let e = Scenario::parse(json).and_then(|s| run(&s)).expect_err(json);
        assert_eq!(e.event, event, "{json}: {e}");
        assert!(e.to_string().contains(needle), "{json}: {e}");
    }
}

#[test]
fn sealed_moves_1977_to_1993() {
    let ok = r#""control":"9000","events":[{"move":"e4"},{"seal":"e5"},{"resume":true}]"#;
    for e in ["1977", "1980", "1993"] {
        let v = with_edition(e, ok);
        assert_eq!(v.san, vec!["e4", "e5"], "{e}");
        let v = with_edition(
            e,
            r#""events":[{"move":"e4"},{"seal":"Ke7"},{"resume":true}]"#,
        );
        assert_eq!(
            (v.result.as_str(), v.reason.as_deref()),
            ("1-0", Some("sealed-move")),
            "{e}"
        );
    }
    // 1993 10.5: sealing an illegal move against a bare king draws
    let v = with_edition(
        "1993",
        r#""fen":"4k3/8/8/8/8/8/8/R3K3 w - - 0 1","events":[{"seal":"Ke3"},{"resume":true}]"#,
    );
    assert_eq!(v.result, "1/2-1/2");
    assert_eq!(
        with_edition(
            "1977",
            r#""fen":"4k3/8/8/8/8/8/8/R3K3 w - - 0 1","events":[{"seal":"Ke3"},{"resume":true}]"#
        )
        .result,
        "0-1"
    );
}

#[test]
fn mate_on_the_board_stands_though_the_flag_falls_before_the_press() {
    // Interpretation 14.4 (1976); 2018 Art. 6.2.1.1 and 6.9
    for e in EDITIONS {
        let v = with_edition(
            e,
            r#""control":"60","events":[{"move":"f3"},{"move":"e5"},{"move":"g4"},{"place":"Qh4"},{"wait_ms":70000},{"flag":"black"}]"#,
        );
        assert_eq!(v.reason.as_deref(), Some("checkmate"), "{e}");
    }
}

#[test]
fn completing_the_control_before_the_flag_6_4() {
    // 2 moves in 10 s, then 60 s: the 2nd move is completed with 1 s left
    let v = with_edition(
        "2018",
        r#""control":"2/10:60","events":[{"wait_ms":4000},{"move":"e4"},{"move":"e5"},{"wait_ms":5000},{"move":"Nf3"},{"wait_ms":30000},{"flag":"white"}]"#,
    );
    assert_eq!(v.result, "*");
    assert_eq!(v.clock.map(|c| c.white_ms), Some(61_000));
    let v = with_edition(
        "2018",
        r#""control":"2/10:60","events":[{"wait_ms":4000},{"move":"e4"},{"move":"e5"},{"wait_ms":7000},{"flag":"white"}]"#,
    );
    assert_eq!(v.reason.as_deref(), Some("time-forfeit"));
}

#[test]
fn both_flags_fallen_1993_12_8() {
    // White's flag falls unnoticed, he moves, then Black's falls too
    let body = r#""control":"40/60:20/600","events":[{"wait_ms":61000},{"move":"e4"},{"wait_ms":61000},{"flag":"white"}]"#;
    let v = with_edition("1993", body);
    assert_eq!(v.result, "*");
    assert_eq!(v.rulings.last().map(|r| r.article.as_str()), Some("12.8"));
    let v = with_edition("2018", body);
    assert_eq!(v.reason.as_deref(), Some("time-forfeit"));
}

#[test]
fn touch_move_refusals_and_the_right_to_claim() {
    // the issue's example: touch g1, then e2-e4 is refused under 4.3.1, the position
    // unchanged with White to move; then Nf3 is played and stands
    let v = with_edition("2018", r#""events":[{"touch":"g1"},{"move":"e4"}]"#);
    let r = v.rulings.last().expect("e4 ruled on");
    assert_eq!((r.event, r.article.as_str()), (1, "4.3.1"));
    assert_eq!(r.effect, Some(serde_json::json!({"refused": true})));
    assert!(
        r.decision.contains("the knight on g1 must be moved"),
        "{}",
        r.decision
    );
    assert_eq!(
        v.fen,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    );
    let v = with_edition(
        "2018",
        r#""events":[{"touch":"g1"},{"move":"e4"},{"move":"Nf3"}]"#,
    );
    assert_eq!(v.san, vec!["Nf3"]);
    // 9.4: after touching a piece the right to claim on that move is lost
    let v = with_edition(
        "2018",
        &format!(
            r#""events":[{},{{"touch":"g1"}},{{"claim":"repetition"}}]"#,
            KNIGHT_DANCE
        ),
    );
    assert_eq!(v.result, "*");
    assert_eq!(v.rulings.last().map(|r| r.article.as_str()), Some("9.4"));
    // 1977 8.3: a touched piece that cannot move obliges to nothing
    let v = with_edition("1977", r#""events":[{"touch":"a1"},{"move":"e4"}]"#);
    assert_eq!(v.san, vec!["e4"]);
}

#[test]
fn pressing_without_a_move_2018_7_5_3() {
    let v = with_edition("2018", r#""control":"600","events":[{"press":"white"}]"#);
    assert!(v.rulings.iter().any(|r| r.article == "7.5.3"));
    assert_eq!(v.clock.map(|c| c.black_ms), Some(720_000));
}

#[test]
fn lateness_by_edition() {
    let hour_and_a_bit = r#""events":[{"late":{"color":"black","ms":3660000}}]"#;
    for (e, art) in [
        ("1977", "17.2"),
        ("1980", "17.2"),
        ("1993", "10.15"),
        ("2018", "6.7.1"),
    ] {
        let v = with_edition(e, hour_and_a_bit);
        assert_eq!(
            (v.result.as_str(), v.reason.as_deref(), v.article.as_deref()),
            ("1-0", Some("late"), Some(art)),
            "{e}"
        );
    }
    let v = with_edition(
        "1977",
        r#""events":[{"late":{"color":"black","ms":1800000}}]"#,
    );
    assert_eq!(v.result, "*");
    // 2018: the default time is zero when the event specifies none
    let v = with_edition("2018", r#""events":[{"late":{"color":"black","ms":1000}}]"#);
    assert_eq!(v.result, "1-0");
    let v = with_edition(
        "2018",
        r#""events":[{"late":{"color":"black","ms":1000,"default_ms":900000}}]"#,
    );
    assert_eq!(v.result, "*");
}

#[test]
fn colours_reversed_by_edition() {
    let early = format!(
        r#""control":"5400","events":[{}, {{"colours_reversed":true}}]"#,
        KNIGHT_DANCE
    );
    for (e, result, art) in [
        ("1977", "annulled", "Interpretation 9.4 (1958)"),
        ("1980", "annulled", "Interpretation 9.4 (1958)"),
        ("1993", "annulled", "8.6"),
        ("2018", "annulled", "7.3"),
    ] {
        let v = with_edition(e, &early);
        assert_eq!(
            (v.result.as_str(), v.article.as_deref()),
            (result, Some(art)),
            "{e}"
        );
    }
    // 2018: after 10 moves the game continues; 1993: after a quarter of the time
    let ruy: Vec<String> =
        "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6 c3 O-O h3 Nb8 d4 Nbd7"
            .split(' ')
            .map(|m| format!(r#"{{"move":"{m}"}}"#))
            .collect();
    let long = format!(
        r#""control":"5400","events":[{},{{"wait_ms":3000000}},{{"colours_reversed":true}}]"#,
        ruy.join(",")
    );
    assert_eq!(with_edition("2018", &long).result, "*");
    assert_eq!(with_edition("1993", &long).result, "*");
}

#[test]
fn touched_pieces_by_edition() {
    // pawn c5, queen c4, rook d6: the rook is touched, then the queen (Interpretation 8.2b (1975))
    let fen = "4k3/8/3r4/2P5/2Q5/8/8/4K3 w - - 0 1";
    let body = |m: &str| {
        format!(r#""fen":"{fen}","events":[{{"touch":"d6"}},{{"touch":"c4"}},{{"move":"{m}"}}]"#)
    };
    // 1977/1980 8.2(b): a move of the own piece comes first: any queen move
    for e in ["1977", "1980"] {
        assert_eq!(with_edition(e, &body("Qa4")).san, vec!["Qa4+"], "{e}");
    }
    // 1993 7.2 and 2018 4.3.3: the first piece touched, the rook, must be captured
    for e in ["1993", "2018"] {
        assert_eq!(with_edition(e, &body("cxd6")).san, vec!["cxd6"], "{e}");
        let r = refusal(&format!(r#"{{"edition":"{e}",{}}}"#, body("Qa4")));
        assert_eq!(
            r.map(|r| r.article),
            Some(if e == "2018" { "4.3.3" } else { "7.2(b)" }.to_string()),
            "{e}: Qa4 refused"
        );
    }
}

#[test]
fn castling_touches_by_edition() {
    let fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    // Ok when the move stands, Err(article) when it is refused
    let run_e = |e: &str, touches: &str, m: &str| -> Result<(), String> {
        match refusal(&format!(
            r#"{{"edition":"{e}","fen":"{fen}","events":[{touches},{{"move":"{m}"}}]}}"#
        )) {
            None => Ok(()),
            Some(r) => Err(r.article),
        }
    };
    let rook_then_king = r#"{"touch":"h1"},{"touch":"e1"}"#;
    // 1977/1980 Interpretation 6.1 (1971): rook first, castling still valid
    for e in ["1977", "1980"] {
        assert!(run_e(e, rook_then_king, "O-O").is_ok(), "{e}");
    }
    // 1993 5.1(c), 2018 4.4.2: rook first, no castling on that side; the rook must move
    for e in ["1993", "2018"] {
        assert!(run_e(e, rook_then_king, "O-O").is_err(), "{e}");
        assert!(run_e(e, rook_then_king, "Rg1").is_ok(), "{e}");
    }
    // king first: castle on that side (2018 4.4.1, 1993 5.1(d))
    let king_then_rook = r#"{"touch":"e1"},{"touch":"h1"}"#;
    for e in ["1977", "1980", "1993", "2018"] {
        assert!(run_e(e, king_then_rook, "O-O").is_ok(), "{e}");
        assert!(run_e(e, king_then_rook, "Kf1").is_err(), "{e}");
    }
    // king first and castling illegal: another king move, the other castling included
    // (2018 4.4.3; 1993 5.1(d); Interpretation 6.1 (1975))
    let fen2 = "r3kr2/8/8/8/8/8/8/R3K2R w KQq - 0 1";
    for e in ["1977", "1980", "1993", "2018"] {
        let s = |m: &str| -> Result<(), String> {
            match refusal(&format!(
                r#"{{"edition":"{e}","fen":"{fen2}","events":[{king_then_rook},{{"move":"{m}"}}]}}"#
            )) {
                None => Ok(()),
                Some(r) => Err(r.article),
            }
        };
        assert!(s("O-O-O").is_ok(), "{e}");
        assert!(s("Kd1").is_ok(), "{e}");
        assert!(s("Rg1").is_err(), "{e}");
    }
}

#[test]
fn illegal_move_1993_and_claim_1980() {
    let v = with_edition(
        "1993",
        r#""control":"5400","events":[{"move":"e2e5"},{"move":"e4"}]"#,
    );
    assert_eq!(v.rulings[0].article, "8.1");
    assert_eq!(
        v.clock.map(|c| c.black_ms),
        Some(5_400_000),
        "no time bonus before 2018"
    );
    let v = with_edition(
        "1980",
        r#""control":"5400","events":[{"move":"e4"},{"move":"e5"},{"move":"Nf3"},{"move":"Nc6"},{"move":"Ng1"},{"move":"Nb8"},{"move":"Nf3"},{"claim":"repetition"}]"#,
    );
    let r = v
        .rulings
        .iter()
        .find(|r| r.article == "18.2")
        .expect("18.2");
    assert_eq!(
        r.effect,
        Some(serde_json::json!({"charge_ms": {"black": 300000}}))
    );
}

#[test]
fn both_players_late_lose_both() {
    for (e, art) in [
        ("1977", "17.4"),
        ("1980", "17.4"),
        ("1993", "10.17"),
        ("2018", "6.7.1"),
    ] {
        let v = with_edition(e, r#""events":[{"late":{"color":"both","ms":3700000}}]"#);
        assert_eq!(
            (v.result.as_str(), v.article.as_deref()),
            ("0-0", Some(art)),
            "{e}"
        );
    }
}

#[test]
fn the_right_to_claim_is_lost_by_moving_and_restored_1993_10_11() {
    // the third occurrence appears, the player to move plays on instead of claiming
    let missed = format!(r#""events":[{KNIGHT_DANCE},{{"move":"e4"}},{{"claim":"repetition"}}]"#);
    let v = with_edition("1993", &missed);
    assert_eq!(v.result, "*", "the right was lost by moving");
    // a claim is also a draw offer in 2018 (9.1.2.3): the opponent may accept it
    let v = with_edition(
        "2018",
        r#""events":[{"move":"e4"},{"move":"e5"},{"claim":"fifty"},{"accept":"black"}]"#,
    );
    assert_eq!(
        (v.result.as_str(), v.reason.as_deref()),
        ("1/2-1/2", Some("agreement"))
    );
    // before 2018 a claim is no offer: there is nothing to accept
    let r = refusal(r#"{"edition":"1993","events":[{"move":"e4"},{"move":"e5"},{"claim":"fifty"},{"accept":"black"}]}"#).expect("no offer");
    assert_eq!(r.event, 3);
}

#[test]
fn a_move_counts_for_the_control_only_once_the_clock_is_pressed() {
    // the 2nd move of "2 moves in 10 s" is on the board, but the flag falls before the press
    let v = with_edition(
        "1977",
        r#""control":"2/10:60","events":[{"wait_ms":4000},{"move":"e4"},{"move":"e5"},{"wait_ms":5000},{"place":"Nf3"},{"wait_ms":2000},{"flag":"white"}]"#,
    );
    assert_eq!(
        (v.result.as_str(), v.reason.as_deref()),
        ("0-1", Some("time-forfeit"))
    );
}

#[test]
fn draw_offer_timing_rulings_by_edition() {
    let own_clock = r#""events":[{"move":"e4"},{"offer":"black"}]"#;
    // the ruling cites what decides an offer at an irregular moment
    for (e, needle, art) in [
        ("1977", "postpone", "Interpretation 18.1 (1974A)"),
        ("1980", "postpone", "Interpretation 18.1 (1974A)"),
        ("1993", "postpone", "10.9"),
        ("2018", "annoying", "9.1.2.1"),
    ] {
        let v = with_edition(e, own_clock);
        assert!(
            v.rulings[0].decision.contains(needle),
            "{e}: {}",
            v.rulings[0].decision
        );
        assert_eq!(v.rulings[0].article, art, "{e}");
    }
    let opponents_clock = r#""events":[{"move":"e4"},{"offer":"white"}]"#;
    for (e, needle, art) in [
        (
            "1977",
            "may accept or reject",
            "Interpretation 18.1 (1974A)",
        ),
        ("1993", "may be penalised", "10.8"),
        ("2018", "annoying", "9.1.2.1"),
    ] {
        let v = with_edition(e, opponents_clock);
        assert!(
            v.rulings[0].decision.contains(needle),
            "{e}: {}",
            v.rulings[0].decision
        );
        assert_eq!(v.rulings[0].article, art, "{e}");
    }
    let proper = r#""events":[{"move":"e4"},{"place":"e5"},{"offer":"black"}]"#;
    for (e, needle) in [
        ("1977", "as the article requires"),
        ("1993", "as the article requires"),
        ("2018", "before pressing the clock, as the article requires"),
    ] {
        let v = with_edition(e, proper);
        assert!(
            v.rulings[0].decision.contains(needle),
            "{e}: {}",
            v.rulings[0].decision
        );
    }
}

#[test]
fn agreement_from_a_set_position_counts_earlier_moves_5_2_3() {
    // move 20: both players have long since moved
    let v = with_edition(
        "2018",
        r#""fen":"4k3/8/8/8/8/8/4P3/4K3 w - - 0 20","events":[{"place":"e4"},{"offer":"white"},{"press":"white"},{"accept":"black"}]"#,
    );
    assert_eq!(v.reason.as_deref(), Some("agreement"));
}

#[test]
fn resignation_stands_after_a_fallen_flag_14_4_1979a_and_1993_12_7() {
    // White's flag has fallen unnoticed; Black resigns; the flag found later changes nothing
    let body = r#""control":"60","events":[{"wait_ms":70000},{"resign":"black"},{"flag":"white"}]"#;
    for (e, art) in EDITIONS.iter().zip([
        "Interpretation 11.1 (1976)",
        "Interpretation 14.4 (1979A)",
        "12.7",
        "6.9",
    ]) {
        let v = with_edition(e, body);
        assert_eq!(
            (v.result.as_str(), v.reason.as_deref()),
            ("1-0", Some("resignation")),
            "{e}"
        );
        assert_eq!(
            v.rulings.last().map(|r| r.article.as_str()),
            Some(art),
            "{e}"
        );
    }
}

#[test]
fn illegal_move_1980_as_1977() {
    let v = with_edition(
        "1980",
        r#""control":"5400","events":[{"move":"e2e5"},{"move":"e4"}]"#,
    );
    assert_eq!(v.rulings[0].article, "9.1");
    assert_eq!(v.san, vec!["e4"]);
    assert_eq!(v.clock.map(|c| c.black_ms), Some(5_400_000));
}

/// 2018 5.2.2, 6.9 and 7.5.5 ask the dead-position analysis (src/unwinnable),
/// not a material list: a locked pawn wall is dead, a lone knight against a
/// pawn is not. 1993 keeps its own lists (10.4, 10.5); 1977 and 1980 none.
#[test]
fn dead_positions_beyond_material_lists_2018() {
    // White's h-pawn locks the wall b4/b5 ... h4/h5: no pawn can move or
    // capture, every square the kings could cross by is guarded by a pawn,
    // so neither side can ever give check. Before h4 the white king could
    // still walk h2-h3-h4 and take on h5; Kf1 Ke7 do not end the game.
    let body = r#""fen":"4k3/8/8/1p1p1p1p/1P1P1P2/8/7P/4K3 w - - 0 40","events":[{"move":"Kf1"},{"move":"Ke7"},{"move":"h4"}]"#;
    for (e, result, reason) in [
        ("1977", "*", None),
        ("1980", "*", None),
        ("1993", "*", None),
        ("2018", "1/2-1/2", Some("dead-position")),
    ] {
        let v = with_edition(e, body);
        assert_eq!(
            (v.result.as_str(), v.reason.as_deref()),
            (result, reason),
            "{e}"
        );
        if e == "2018" {
            assert_eq!(v.article.as_deref(), Some("5.2.2"));
            assert_eq!(
                v.rulings.last().map(|r| r.event),
                Some(2),
                "ends at h4, not before"
            );
        }
    }
    // White's king is shut in on h1 by his own g2 pawn and Black's g3/h2
    // pawns; h1 is a light square and Black's bishops are dark-squared, so
    // Black can never give check. White's light bishop can still mate (a
    // king boxed in on a8 by its own bishops). White's flag falls: a draw in
    // 2018 (6.9), a loss in 1993 (Black has more than a bare king, 10.5).
    let boxed = r#""fen":"6k1/2b5/3b4/8/4B3/6p1/6Pp/7K w - - 0 50","control":"60","#;
    let flag = format!(r#"{boxed}"events":[{{"wait_ms":61000}},{{"flag":"white"}}]"#);
    for (e, result, art) in [
        ("1980", "0-1", "17.1"),
        ("1993", "0-1", "10.14"),
        ("2018", "1/2-1/2", "6.9"),
    ] {
        let v = with_edition(e, &flag);
        assert_eq!(
            (v.result.as_str(), v.article.as_deref()),
            (result, Some(art)),
            "{e}"
        );
    }
    // Black's flag instead: White can mate, so Black loses in 2018 too
    let flag =
        format!(r#"{boxed}"events":[{{"move":"Bb1"}},{{"wait_ms":61000}},{{"flag":"black"}}]"#);
    assert_eq!(with_edition("2018", &flag).result, "1-0");
    // a knight against a pawn: the pawn may block its own king in (or
    // promote to a blocker), so the knight's side can mate and the flag loses
    let flag = r#""fen":"8/8/4k3/8/8/8/P7/K3n3 w - - 0 60","control":"60","events":[{"wait_ms":61000},{"flag":"white"}]"#;
    let v = with_edition("2018", flag);
    assert_eq!(
        (v.result.as_str(), v.reason.as_deref(), v.article.as_deref()),
        ("0-1", Some("time-forfeit"), Some("6.9"))
    );
    assert!(
        v.rulings
            .last()
            .is_some_and(|r| r.decision.contains("could still checkmate")),
        "{:?}",
        v.rulings.last()
    );
    // bishops on squares of one colour: in 1980 the flag loses; in 1993 the
    // ending is on the 10.4 list, so the game was drawn before the flag; in
    // 2018 the position is dead
    let flag = r#""fen":"8/8/4kb2/8/8/3KB3/8/8 w - - 0 60","control":"60","events":[{"wait_ms":61000},{"flag":"white"}]"#;
    for (e, result, art) in [
        ("1980", "0-1", "17.1"),
        ("1993", "1/2-1/2", "10.4"),
        ("2018", "1/2-1/2", "5.2.2"),
    ] {
        let v = with_edition(e, flag);
        assert_eq!(
            (v.result.as_str(), v.article.as_deref()),
            (result, Some(art)),
            "{e}"
        );
    }
    // 7.5.5: White's second illegal move in the same position: a draw, as
    // Black cannot checkmate; Black's second illegal move loses
    let v = with_edition(
        "2018",
        r#""fen":"6k1/2b5/3b4/8/4B3/6p1/6Pp/7K w - - 0 50","events":[{"move":"h1h3"},{"move":"h1h3"}]"#,
    );
    assert_eq!(
        (v.result.as_str(), v.reason.as_deref()),
        ("1/2-1/2", Some("illegal-moves"))
    );
    let v = with_edition(
        "2018",
        r#""fen":"6k1/2b5/3b4/8/4B3/6p1/6Pp/7K b - - 0 50","events":[{"move":"g8g6"},{"move":"g8g6"}]"#,
    );
    assert_eq!(
        (v.result.as_str(), v.reason.as_deref()),
        ("1-0", Some("illegal-moves"))
    );
}

#[test]
fn a_move_made_on_the_board_can_be_the_sealed_move_and_counts_for_the_control() {
    // Interpretation 15.1 (1978): short of time, the player makes his move on the board
    // and lets it stand as the sealed move; the time control counts it
    let s = fide_laws::laws::Scenario::parse(
        r#"{"edition":"1980","fen":"startpos","control":"40/9000",
            "events":[{"move":"e4"},{"place":"e5"},{"seal":"e5"},{"wait_ms":5000},{"resume":true}]}"#,
    )
    .unwrap();
    let mut g = fide_laws::laws::Game::new(&s).unwrap();
    for (i, e) in s.events.iter().enumerate() {
        g.apply(i, e).unwrap();
    }
    let c = g.clock().unwrap();
    assert_eq!(c.moves(fide_laws::Color::Black), 1);
    assert_eq!(c.running(), Some(fide_laws::Color::White));
    assert_eq!(
        c.remaining(fide_laws::Color::Black, g.now()),
        9_000_000,
        "no time ran during the adjournment"
    );
    assert_eq!(
        g.verdict().rulings[0].citation.to_string(),
        "Interpretation 15.1 (1978)"
    );
    // a different move than the one on the board cannot be sealed
    let bad = fide_laws::laws::Scenario::parse(
        r#"{"edition":"1980","events":[{"move":"e4"},{"place":"e5"},{"seal":"d5"}]}"#,
    )
    .unwrap();
    let v = fide_laws::laws::run(&bad).expect("a verdict");
    let r = v.rulings.last().expect("the seal ruled on");
    assert!(r.decision.contains("must seal"), "{}", r.decision);
    assert_eq!(r.effect, Some(fide_laws::laws::Effect::Refused));
    assert!(!v.rulings.iter().any(|r| r.decision.contains("adjourned")));
}

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// Asserts the ruling on event `event`: its article, that it refused or reinstated, the
/// FEN after it, and that the events after it were judged (the last move stands).
fn refused_then_judged(
    e: &str,
    body: &str,
    event: usize,
    article: &str,
    fen: &str,
    then_san: &[&str],
) {
    let json = format!(r#"{{"edition":"{e}",{body}}}"#);
    let v = verdict(&json);
    let r = v
        .rulings
        .iter()
        .find(|r| r.event == event && r.article == article)
        .unwrap_or_else(|| {
            panic!(
                "{e}: no ruling {article} on event {event}: {:#?}",
                v.rulings
            )
        });
    let effect = r.effect.clone().expect("an effect");
    assert!(
        effect == serde_json::json!({"refused": true}) || effect.get("reinstated").is_some(),
        "{e}: {effect}"
    );
    if let Some(f) = effect.get("reinstated") {
        assert_eq!(f, fen, "{e}: the position before it is reinstated");
    }
    // the position after the refused event: replay the scenario up to it
    let upto: serde_json::Value = serde_json::from_str(&json).expect("json");
    let mut cut = upto.clone();
    cut["events"] = serde_json::json!(upto["events"].as_array().expect("events")[..=event]);
    assert_eq!(
        verdict(&cut.to_string()).fen,
        fen,
        "{e}: the FEN after the refusal"
    );
    assert_eq!(v.san, then_san, "{e}: the events after it are judged");
}

#[test]
fn a_touched_piece_refuses_another_move_and_the_game_goes_on() {
    let body = r#""events":[{"touch":"g1"},{"move":"e4"},{"move":"Nf3"},{"move":"e5"}]"#;
    for (e, art) in EDITIONS.iter().zip(["8.2(a)", "8.2(a)", "7.2(a)", "4.3.1"]) {
        refused_then_judged(e, body, 1, art, START, &["Nf3", "e5"]);
    }
}

#[test]
fn a_rook_touched_before_the_king_and_castling() {
    let fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    let body = format!(
        r#""fen":"{fen}","events":[{{"touch":"h1"}},{{"touch":"e1"}},{{"move":"O-O"}},{{"move":"Rg1"}},{{"move":"O-O-O"}}]"#
    );
    // 1993 5.1(c), 2018 4.4.2: no castling on that side; the rook must move
    for (e, art) in [("1993", "5.1(c)"), ("2018", "4.4.2")] {
        refused_then_judged(e, &body, 2, art, fen, &["Rg1", "O-O-O"]);
    }
    // 1977/1980 Interpretation 6.1 (1971): castling still valid
    let body = format!(
        r#""fen":"{fen}","events":[{{"touch":"h1"}},{{"touch":"e1"}},{{"move":"O-O"}},{{"move":"O-O-O"}}]"#
    );
    for e in ["1977", "1980"] {
        let v = with_edition(e, &body);
        assert_eq!(v.san, ["O-O", "O-O-O"], "{e}");
        assert!(v
            .rulings
            .iter()
            .any(|r| r.event == 1 && r.article == "Interpretation 6.1 (1971)"));
    }
}

#[test]
fn king_and_rook_touched_with_castling_illegal_refuse_a_rook_move() {
    // f1 is attacked by the rook on f8: castling short is illegal
    let fen = "r3kr2/8/8/8/8/8/8/R3K2R w KQq - 0 1";
    let body = format!(
        r#""fen":"{fen}","events":[{{"touch":"e1"}},{{"touch":"h1"}},{{"move":"Rg1"}},{{"move":"O-O-O"}}]"#
    );
    for (e, art) in EDITIONS.iter().zip([
        "Interpretation 6.1 (1975)",
        "Interpretation 6.1 (1975)",
        "5.1(d)",
        "4.4.3",
    ]) {
        refused_then_judged(e, &body, 2, art, fen, &["O-O-O"]);
    }
}

#[test]
fn an_illegal_move_in_each_input_mode_is_corrected_and_the_game_goes_on() {
    let illegal_art = ["9.1", "9.1", "8.1", "7.5.1"];
    // a move made and the clock pressed; a move placed, then the clock pressed; a move
    // of the opponent's piece
    for (mode, events) in [
        ("move", r#"{"move":"e2e5"},{"move":"e4"},{"move":"e5"}"#),
        (
            "place, press",
            r#"{"place":"e2e5"},{"press":"white"},{"move":"e4"},{"move":"e5"}"#,
        ),
        (
            "opponent's piece",
            r#"{"move":"e7e5"},{"move":"e4"},{"move":"e5"}"#,
        ),
    ] {
        for (e, art) in EDITIONS.iter().zip(illegal_art) {
            let body = format!(r#""control":"5400","events":[{events}]"#);
            refused_then_judged(e, &body, 0, art, START, &["e4", "e5"]);
            // 2018 7.5.5: the penalty is its own ruling
            let v = with_edition(e, &body);
            let penalties = v.rulings.iter().filter(|r| r.article == "7.5.5").count();
            assert_eq!(penalties, usize::from(*e == "2018"), "{e} {mode}");
        }
    }
    // the moved piece counts as touched: under every edition the e-pawn must move
    for (e, art) in EDITIONS.iter().zip(["8.2(a)", "8.2(a)", "7.2(a)", "4.3.1"]) {
        let body = r#""events":[{"move":"e2e5"},{"move":"d4"},{"move":"e4"}]"#;
        refused_then_judged(e, body, 1, art, START, &["e4"]);
    }
}

#[test]
fn a_clock_pressed_without_a_move_is_ruled_on_by_each_edition() {
    let body = r#""control":"600","events":[{"press":"white"},{"move":"e4"},{"move":"e5"}]"#;
    for (e, art) in EDITIONS.iter().zip(["14.3", "14.3", "12.3"]) {
        refused_then_judged(e, body, 0, art, START, &["e4", "e5"]);
        assert_eq!(
            with_edition(e, body).clock.map(|c| c.black_ms),
            Some(600_000)
        );
    }
    // 2018 7.5.3: it counts as an illegal move, penalised under 7.5.5
    let v = with_edition("2018", body);
    let first: Vec<&str> = v
        .rulings
        .iter()
        .filter(|r| r.event == 0)
        .map(|r| r.article.as_str())
        .collect();
    assert_eq!(first, ["7.5.3", "7.5.5"]);
    assert_eq!(v.san, ["e4", "e5"]);
    assert_eq!(v.clock.map(|c| c.black_ms), Some(720_000));
    let cut = verdict(r#"{"edition":"2018","control":"600","events":[{"press":"white"}]}"#);
    assert_eq!(cut.fen, START, "the position is unchanged");
}

#[test]
fn an_illegal_move_in_every_notation_is_judged_and_the_game_goes_on() {
    let illegal_art = ["9.1", "9.1", "8.1", "7.5.1"];
    // each is a move a hand can make from the initial position, each illegal:
    // (text, the squares it names)
    for (text, squares) in [
        ("Ke2", "e1e2"),
        ("e5", "e2e5"),
        ("Bb5", "f1b5"),
        ("O-O", "e1g1"),
        ("e2-e5", "e2e5"),
        ("Pe2xe5", "e2e5"),
        ("P-K5", "e2e5"),
        ("5255", "e2e5"),
        ("GESO", "e2e5"),
    ] {
        for (e, art) in EDITIONS.iter().zip(illegal_art) {
            for events in [
                format!(r#"{{"move":"{text}"}},{{"move":"e4"}},{{"move":"e5"}}"#),
                format!(
                    r#"{{"place":"{text}"}},{{"press":"white"}},{{"move":"e4"}},{{"move":"e5"}}"#
                ),
            ] {
                let body = format!(r#""control":"5400","events":[{events}]"#);
                refused_then_judged(e, &body, 0, art, START, &["e4", "e5"]);
                let v = with_edition(e, &body);
                let r = v.rulings.iter().find(|r| r.event == 0).expect("a ruling");
                // in words: the piece and its squares, never a code
                let words = format!("from {} to {}", &squares[..2], &squares[2..]);
                assert!(
                    r.decision.contains(&words) && !r.decision.contains(squares),
                    "{e} {text}: the ruling names the move {words}: {}",
                    r.decision
                );
            }
        }
    }
    // a pawn left unexchanged, or exchanged for a king, written in SAN
    let fen = "8/1P6/8/8/8/8/4k3/K7 w - - 0 1";
    for text in ["b8", "b8=K"] {
        for e in EDITIONS {
            let body = format!(r#""fen":"{fen}","events":[{{"move":"{text}"}}]"#);
            let v = with_edition(e, &body);
            assert!(
                v.rulings.iter().any(|r| r.event == 0),
                "{e} {text}: ruled on: {v:?}"
            );
        }
    }
}

#[test]
fn a_claims_decision_and_its_penalty_cite_their_own_articles() {
    // a repetition claim after one move, by each edition
    let body = r#""control":"5400","events":[{"move":"Nf3"},{"claim":"repetition"}]"#;
    for (e, rule, penalty) in [
        ("1977", "12.3", "Interpretation 18.2 (1976)"),
        ("1980", "12.3", "18.2"),
        ("1993", "10.10", "10.13(b)"),
        ("2018", "9.2.1", "9.5.3"),
    ] {
        let v = with_edition(e, body);
        let claim: Vec<&Ruling> = v.rulings.iter().filter(|r| r.event == 1).collect();
        // 2018 9.1.2.3: the incorrect claim also stands as an offer of a draw
        let rulings = if e == "2018" { 3 } else { 2 };
        assert_eq!(claim.len(), rulings, "{e}: {claim:?}");
        if e == "2018" {
            assert_eq!(claim[2].article, "9.1.2.3", "{e}: the claim is an offer");
            assert!(claim[2].decision.contains("considered an offer of a draw"));
            assert_eq!(v.rulings.len(), 3, "{e}");
        }
        assert_eq!(claim[0].article, rule, "{e}: the decision");
        assert!(claim[0].effect.is_none(), "{e}");
        assert_eq!(claim[1].article, penalty, "{e}: the penalty");
        assert!(
            claim[1].effect.is_some(),
            "{e}: the penalty acts on the clock"
        );
    }
}

#[test]
fn an_incorrect_fifty_move_claim_costs_nothing_before_1993() {
    // 1977/1980 Art. 18.2 and Interpretation 12.3a (1960) concern claims under Art. 12.3;
    // 1993 10.13 covers 10.12 too, and 2018 9.5.3 every claim
    let body = r#""control":"5400","events":[{"move":"Nf3"},{"claim":"fifty","move":"Nc6"},{"move":"e5"}]"#;
    for (e, rulings, black) in [
        ("1977", 1, 5_400_000),
        ("1980", 1, 5_400_000),
        ("1993", 2, 5_100_000),
        ("2018", 4, 5_400_000),
    ] {
        let v = with_edition(e, body);
        let claim = v.rulings.iter().filter(|r| r.event == 1).count();
        assert_eq!(claim, rulings, "{e}: {:?}", v.rulings);
        assert_eq!(v.clock.map(|c| c.black_ms), Some(black), "{e}");
        // the declared move binds only in 2018 (a fifty-move claim names no move before)
        let refused = v.rulings.iter().any(|r| r.event == 2 && r.effect.is_some());
        assert_eq!(refused, e == "2018", "{e}: {:?}", v.rulings);
    }
}

const SCRAMBLE_W40: &str = "r4rk1/pp3ppp/2n1b3/3p4/3P4/2N1B3/PP3PPP/R4RK1 w - - 0 40";

fn flag_after_uncertain_count(edition: &str, swiss: bool) -> Verdict {
    verdict(&format!(
        r#"{{"edition":"{edition}","fen":"{SCRAMBLE_W40}","control":"40/9000:3600",
        "clock":{{"white_ms":1000,"black_ms":20000}},
        "events":[{{"wait_ms":2000}},{{"incident":{{"kind":"moves_uncertain","swiss":{swiss}}}}},{{"flag":"white"}}]}}"#
    ))
}

#[test]
fn a_flag_when_the_moves_cannot_be_established_continues_only_in_a_swiss() {
    let v = flag_after_uncertain_count("1980", true);
    assert_eq!(v.result, "*");
    let r = v
        .rulings
        .iter()
        .find(|r| r.event == 2)
        .expect("the flag's ruling");
    assert_eq!(r.article, "Interpretation 17.1 (1979B)");
    assert_eq!(
        r.effect,
        Some(serde_json::json!({"add_ms": {"white": 3600000}}))
    );
    let clock = v.clock.expect("clock");
    assert_eq!(clock.white_ms, 3600000);
    // the flag fell with White to move: treated as passed, the control is passed by both
    assert_eq!(clock.black_ms, 20000 + 3600000);
    let v = flag_after_uncertain_count("1980", false);
    assert_eq!(v.result, "0-1");
    assert_eq!(v.article.as_deref(), Some("Interpretation 17.1 (1979B)"));
    // 1977 knows no such exception
    let v = flag_after_uncertain_count("1977", true);
    assert_eq!(v.result, "0-1");
    assert_eq!(v.article.as_deref(), Some("17.1"));
}

/// White forgot to stop his clock for ten minutes, or pressed at once, then asks for time back.
fn time_back(edition: &str, forgot: bool) -> Verdict {
    let forgets = if forgot {
        r#"{"incident":{"kind":"forgets_clock","by":"white"}},{"wait_ms":600000},"#
    } else {
        ""
    };
    let press = if forgot { "" } else { r#"{"wait_ms":600000},"# };
    with_edition(
        edition,
        &format!(
            r#""fen":"r4rk1/pp3ppp/2n1b3/3p4/3P4/2N1B3/PP3PPP/R4RK1 w - - 0 30","control":"40/9000","clock":{{"white_ms":3600000,"black_ms":3600000}},
            "events":[{{"place":"Rfe1"}},{forgets}{{"press":"white"}},{press}{{"incident":{{"kind":"time_back","by":"white"}}}}]"#
        ),
    )
}

#[test]
fn time_a_forgotten_press_cost_is_not_given_back_14_3_1973() {
    for e in EDITIONS {
        let v = time_back(e, true);
        let r = v.rulings.last().expect("the request's ruling");
        assert_eq!(r.effect, Some(serde_json::json!({"refused": true})), "{e}");
        if e == "1977" || e == "1980" {
            assert_eq!(r.article, "Interpretation 14.3 (1973)", "{e}");
        }
        assert!(r.decision.contains("does not give"), "{e}: {}", r.decision);
        assert_eq!(
            v.clock.expect("clock").white_ms,
            3000000,
            "{e}: the ten minutes stay lost"
        );
        // without a forgotten press the request has no ground either, but for another reason
        let v = time_back(e, false);
        let r = v.rulings.last().expect("the request's ruling");
        assert_eq!(r.effect, Some(serde_json::json!({"refused": true})), "{e}");
        assert!(r.decision.contains("conclusive"), "{e}: {}", r.decision);
    }
}

fn reconstruction(fen: &str, restart: &str) -> Verdict {
    verdict(&format!(
        r#"{{"edition":"1980","fen":"{fen}","control":"40/9000:3600","clock":{{"white_ms":600000,"black_ms":90000}},
        "events":[{{"incident":{{"kind":"score_behind","by":"white","moves":10,"opponent_too":true}}}},{restart},
        {{"wait_ms":100000}},{{"flag":"black"}}]}}"#
    ))
}

#[test]
fn after_a_reconstruction_the_flag_is_judged_on_the_moves_of_the_game() {
    let fen39 = "r4rk1/pp3ppp/2n1b3/3p4/3P4/2N1B3/PP3PPP/R4RK1 b - - 0 40";
    let fen40 = "r4rk1/pp3ppp/2n1b3/3p4/3P4/2N1B3/PP3PPP/R4RK1 b - - 0 41";
    let v = reconstruction(fen39, r#"{"arbiter":"start"}"#);
    assert_eq!(
        v.rulings[0].effect,
        Some(serde_json::json!({"clock": "stopped"}))
    );
    assert_eq!(v.result, "1-0");
    assert_eq!(v.article.as_deref(), Some("Interpretation 13.2 (1967)"));
    let v = reconstruction(fen40, r#"{"arbiter":"start"}"#);
    assert_eq!(v.result, "*");
    // only the arbiter restarts clocks he stopped for the reconstruction
    let v = reconstruction(fen39, r#"{"press":"white"}"#);
    assert_eq!(v.rulings[1].article, "Interpretation 13.2 (1974)");
    assert_eq!(
        v.rulings[1].effect,
        Some(serde_json::json!({"refused": true}))
    );
    assert_eq!(v.result, "*", "Black's clock never ran, so his flag is up");
}

#[test]
fn a_flag_or_a_clock_action_without_a_clock_is_refused_before_and_after_the_end() {
    for (e, article) in [
        ("1977", "14.2"),
        ("1980", "14.2"),
        ("1993", "12.2"),
        ("2018", "6.1"),
    ] {
        for event in [
            r#"{"flag":"white"}"#,
            r#"{"arbiter":"stop"}"#,
            r#"{"arbiter":"start"}"#,
            r#"{"arbiter":{"add_ms":{"white":120000}}}"#,
            r#"{"arbiter":{"set_moves":{"black":3}}}"#,
        ] {
            for before in ["", r#"{"resign":"black"},"#] {
                let v = with_edition(
                    e,
                    &format!(r#""events":[{{"move":"e4"}},{before}{event},{{"move":"e5"}}]"#),
                );
                let i = if before.is_empty() { 1 } else { 2 };
                let r = v
                    .rulings
                    .iter()
                    .find(|r| r.event == i)
                    .unwrap_or_else(|| panic!("{e} {event}: {:?}", v.rulings));
                assert_eq!(r.article, article, "{e} {event}");
                assert!(r.decision.contains("without a clock"), "{}", r.decision);
                assert_eq!(r.effect, Some(serde_json::json!({"refused": true})));
                if before.is_empty() {
                    assert_eq!(v.san, ["e4", "e5"], "the game goes on");
                }
            }
        }
    }
}

#[test]
fn a_flag_is_ruled_on_its_moment_under_1977_and_1980() {
    let run = |edition: &str, clock: &str, events: &str| {
        verdict(&format!(
            r#"{{"edition":"{edition}","control":"40/9000","clock":{clock},"events":[{events}]}}"#
        ))
    };
    // the move made, and the player forgets to stop his clock: the flag falls afterwards
    let v = run(
        "1980",
        r#"{"white_ms":300000,"black_ms":600000}"#,
        r#"{"move":"e4"},{"move":"e5"},{"place":"Nf3"},{"incident":{"kind":"forgets_clock","by":"white"}},{"wait_ms":400000},{"flag":"white"}"#,
    );
    assert_eq!(v.rulings[0].article, "Interpretation 14.3 (1967)");
    assert_eq!(v.rulings[1].article, "Interpretation 14.3 (1967)");
    assert_eq!(v.result, "0-1");
    // the move made, the flag falls before the press: the move was not completed
    for e in ["1977", "1980"] {
        let v = run(
            e,
            r#"{"white_ms":300000,"black_ms":600000}"#,
            r#"{"move":"e4"},{"move":"e5"},{"wait_ms":299000},{"place":"Nf3"},{"wait_ms":2000},{"flag":"white"}"#,
        );
        assert_eq!(v.rulings[0].article, "Interpretation 14.4 (1976)", "{e}");
        assert!(v.rulings[0]
            .decision
            .contains("before he stopped his clock"));
        assert_eq!(v.result, "0-1");
    }
    // the flag fell unseen and play went on
    let v = run(
        "1980",
        r#"{"white_ms":600000,"black_ms":1000}"#,
        r#"{"move":"f3"},{"wait_ms":2000},{"move":"e5"},{"move":"g4"},{"move":"Qf6"},{"flag":"black"}"#,
    );
    assert_eq!(v.rulings[0].article, "Interpretation 14.4 (1974)");
    assert_eq!(v.result, "1-0");
    // a mate on the board before the clock was stopped
    let v = run(
        "1977",
        r#"{"white_ms":600000,"black_ms":1000}"#,
        r#"{"move":"f3"},{"move":"e5"},{"move":"g4"},{"wait_ms":900},{"place":"Qh4#"},{"flag":"black"}"#,
    );
    assert_eq!(v.result, "0-1");
    assert_eq!(v.rulings[1].article, "Interpretation 14.4 (1976)");
    // the flag fell before the mating move: it counts only when observed, after the mate
    // (Interpretation 14.4 (1974))
    let v = run(
        "1977",
        r#"{"white_ms":600000,"black_ms":1000}"#,
        r#"{"move":"f3"},{"move":"e5"},{"move":"g4"},{"wait_ms":2000},{"place":"Qh4#"},{"flag":"black"}"#,
    );
    assert_eq!(v.result, "0-1");
    assert_eq!(v.rulings[1].article, "Interpretation 14.4 (1974)");
    assert!(v.rulings[1].decision.contains("only when it is observed"));
    // White's flag, which had not fallen when Black mated, is without importance
    let v = run(
        "1977",
        r#"{"white_ms":600000,"black_ms":600000}"#,
        r#"{"move":"f3"},{"move":"e5"},{"move":"g4"},{"move":"Qh4#"},{"flag":"white"}"#,
    );
    assert_eq!(v.rulings[1].article, "Interpretation 11.1 (1976)");
    // the arbiter does not give back the time a forgotten press cost: not while the clock
    // runs, nor after the late press, by adding or by setting the time
    for (tail, white_ms) in [
        (r#"{"arbiter":{"add_ms":{"white":600000}}}"#, 3000000),
        (
            r#"{"press":"white"},{"arbiter":{"add_ms":{"white":600000}}}"#,
            3000000,
        ),
        (
            r#"{"press":"white"},{"arbiter":"stop"},{"arbiter":{"set_ms":{"white":3600000}}}"#,
            3000000,
        ),
    ] {
        let v = run(
            "1980",
            r#"{"white_ms":3600000,"black_ms":3600000}"#,
            &format!(
                r#"{{"move":"e4"}},{{"move":"e5"}},{{"place":"Nf3"}},{{"incident":{{"kind":"forgets_clock","by":"white"}}}},{{"wait_ms":600000}},{tail}"#
            ),
        );
        let r = v.rulings.last().expect("ruled");
        assert_eq!(r.article, "Interpretation 14.3 (1973)", "{tail}");
        assert_eq!(r.effect, Some(serde_json::json!({"refused": true})));
        assert_eq!(v.clock.expect("clock").white_ms, white_ms, "{tail}");
    }
    // nor is an arbitrary addition an Article: without an evident defect the clock's
    // indications are conclusive
    let v = run(
        "1980",
        r#"{"white_ms":3600000,"black_ms":3600000}"#,
        r#"{"move":"e4"},{"arbiter":{"add_ms":{"white":600000}}}"#,
    );
    assert_eq!(v.rulings[0].article, "14.5");
    assert_eq!(v.clock.expect("clock").white_ms, 3600000);
    // both players late: the time is White's
    let v = run(
        "1980",
        r#"{"white_ms":9000000,"black_ms":9000000}"#,
        r#"{"wait_ms":1200000},{"late":{"color":"both","ms":1200000}}"#,
    );
    assert_eq!(v.rulings[0].article, "Interpretation 14.3 (1958)");
    let c = v.clock.expect("clock");
    assert_eq!((c.white_ms, c.black_ms), (7800000, 9000000));
}

#[test]
fn wrong_clock_times_at_the_resumption_are_measured_against_the_envelope() {
    // White's clock is set 10 minutes short at the resumption (1977 Art. 16.6)
    let body = |tail: &str| {
        format!(
            r#""control":"40/9000","clock":{{"white_ms":3000000,"black_ms":3600000}},"events":[{{"move":"e4"}},{{"seal":"e5"}},{{"arbiter":{{"set_ms":{{"white":2400000}}}}}},{{"resume":true}},{{"move":"Nf3"}},{{"move":"Nc6"}},{tail}]"#
        )
    };
    let late = with_edition(
        "1977",
        &body(r#"{"incident":{"kind":"clock_times_wrong","by":"white"}}"#),
    );
    let r = late.rulings.last().expect("ruled");
    assert_eq!(r.article, "Interpretation 16.6 (1976)");
    assert!(r.effect.is_none(), "{:?}", r);
    assert_eq!(late.clock.as_ref().expect("clock").white_ms, 2400000);
    let relieved = with_edition(
        "1977",
        &body(r#"{"incident":{"kind":"clock_times_wrong","by":"white","too_severe":true}}"#),
    );
    let r = relieved.rulings.last().expect("ruled");
    assert_eq!(r.article, "Interpretation 16.6 (1976)");
    assert_eq!(
        r.effect,
        Some(serde_json::json!({"add_ms": {"white": 600000}}))
    );
    assert_eq!(relieved.clock.expect("clock").white_ms, 3000000);
    // Black has moved but White has not: White's own first move decides
    let v = with_edition(
        "1977",
        r#""control":"40/9000","clock":{"white_ms":3000000,"black_ms":3600000},"events":[{"move":"e4"},{"seal":"e5"},{"arbiter":{"set_ms":{"black":3000000}}},{"resume":true},{"incident":{"kind":"clock_times_wrong","by":"white"}}]"#,
    );
    let r = v.rulings.last().expect("ruled");
    assert_eq!(r.article, "16.6");
    assert_eq!(
        r.effect,
        Some(serde_json::json!({"add_ms": {"black": 600000}}))
    );
    // the clocks as recorded: nothing to correct
    let v = with_edition(
        "1980",
        r#""control":"40/9000","events":[{"move":"e4"},{"seal":"e5"},{"resume":true},{"incident":{"kind":"clock_times_wrong","by":"black"}}]"#,
    );
    let r = v.rulings.last().expect("ruled");
    assert!(r.decision.contains("nothing to correct"), "{}", r.decision);
}

#[test]
fn a_lost_envelope_continues_without_the_sealed_move_or_annuls_the_game() {
    for (agreed, result) in [(true, "*"), (false, "annulled")] {
        let v = with_edition(
            "1977",
            &format!(
                r#""control":"40/9000","events":[{{"move":"e4"}},{{"seal":"e5"}},{{"incident":{{"kind":"envelope_lost","agreed":{agreed}}}}}]"#
            ),
        );
        assert_eq!(v.result, result);
        assert!(
            v.san == ["e4"],
            "the sealed move is never played: {:?}",
            v.san
        );
        if agreed {
            assert!(
                v.fen.contains(" b "),
                "Black, who sealed, is to move: {}",
                v.fen
            );
            // a resume finds no envelope
            assert!(refusal(
                r#"{"edition":"1980","control":"40/9000","events":[{"move":"e4"},{"seal":"e5"},{"incident":{"kind":"envelope_lost","agreed":true}},{"resume":true}]}"#
            )
            .is_some());
        } else {
            assert_eq!(v.reason.as_deref(), Some("envelope-lost"));
            assert_eq!(v.article.as_deref(), Some("16.5"));
        }
    }
}

#[test]
fn an_unnoticed_illegal_move_found_later_is_taken_back_with_the_clocks_set() {
    // 38.Ra7 over the a3 pawn goes unnoticed; two moves later it is found
    let fen = "6k1/5ppp/8/8/8/P7/5PPP/R5K1 w - - 0 38";
    let body = format!(
        r#""fen":"{fen}","control":"40/9000","clock":{{"white_ms":900000,"black_ms":600000}},"events":[{{"move":"a1a7","unnoticed":true}},{{"wait_ms":60000}},{{"move":"Kf8"}},{{"move":"Kf1"}},{{"wait_ms":30000}},{{"incident":{{"kind":"illegal_found","by":"black"}}}},{{"move":"Rb1"}}]"#
    );
    for (e, art, clock_art) in [
        ("1977", "9.1", "14.7"),
        ("1980", "9.1", "14.7"),
        ("1993", "8.1", "12.6"),
        ("2018", "7.5.1", "7.1"),
    ] {
        let v = with_edition(e, &body);
        let found: Vec<&Ruling> = v.rulings.iter().filter(|r| r.event == 5).collect();
        assert_eq!(found[0].article, art, "{e}: {found:?}");
        assert_eq!(
            found[0].effect,
            Some(serde_json::json!({ "reinstated": fen })),
            "{e}"
        );
        // the clocks: the time family's rule for an irregularity found later
        assert_eq!(found[1].article, clock_art, "{e}");
        // the rook touched for the illegal move must move: Rb1 stands
        assert_eq!(v.san, ["Rb1"], "{e}");
        let c = v.clock.expect("a clock");
        if e == "2018" {
            // the clocks stand, and the completed illegal move is penalised (7.5.5):
            // Black's 1:30 used, two minutes added
            assert_eq!(found[2].article, "7.5.5", "{e}");
            assert_eq!(c.black_ms, 600_000 - 90_000 + 120_000, "{e}");
        } else {
            // Art. 14.7: the clocks are stopped until the arbiter sets the proportional times
            assert_eq!(
                found[1].effect,
                Some(serde_json::json!({"clock": "stopped"})),
                "{e}"
            );
            assert!(
                found[1].decision.contains("38 moves of 39"),
                "{e}: {}",
                found[1].decision
            );
        }
    }
}

#[test]
fn a_touched_piece_violation_nobody_saw_stands_unless_claimed_in_time() {
    let fen = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";
    let touched = [
        ("1977", "8.4"),
        ("1980", "8.4"),
        ("1993", "7.4"),
        ("2018", "4.8"),
    ];
    for (e, late) in touched {
        // Black claims in time, with a witness: d4 is taken back, the knight must move
        let v = with_edition(
            e,
            &format!(
                r#""fen":"{fen}","events":[{{"touch":"f3"}},{{"move":"d4","unnoticed":true}},{{"incident":{{"kind":"touch_claim","by":"black","witness":true}}}},{{"move":"d4"}},{{"move":"Ng5"}}]"#
            ),
        );
        let upheld = v.rulings.iter().find(|r| r.event == 2).expect("ruled");
        assert_eq!(
            upheld.effect,
            Some(serde_json::json!({ "reinstated": fen })),
            "{e}"
        );
        assert_eq!(
            v.san,
            ["Ng5"],
            "{e}: d4 refused again, then the knight moves"
        );
        // without a witness the claim fails and d4 stands
        let v = with_edition(
            e,
            &format!(
                r#""fen":"{fen}","events":[{{"touch":"f3"}},{{"move":"d4","unnoticed":true}},{{"incident":{{"kind":"touch_claim","by":"black","witness":false}}}},{{"move":"exd4"}}]"#
            ),
        );
        assert_eq!(v.san, ["d4", "exd4"], "{e}");
        // Black touches a piece first: too late
        let v = with_edition(
            e,
            &format!(
                r#""fen":"{fen}","events":[{{"touch":"f3"}},{{"move":"d4","unnoticed":true}},{{"touch":"e5"}},{{"move":"exd4"}}]"#
            ),
        );
        let lapsed = v.rulings.iter().find(|r| r.event == 2).expect("ruled");
        assert_eq!(lapsed.article, late, "{e}");
        assert_eq!(v.san, ["d4", "exd4"], "{e}");
    }
}

#[test]
fn a_pawn_left_unexchanged_runs_the_opponents_clock_until_pointed_out() {
    let body = r#""fen":"6k1/5ppp/8/8/8/8/2p2PPP/5RK1 b - - 0 45","control":"40/9000:16/3600","clock":{"white_ms":2400000,"black_ms":1800000},"events":[{"move":"c2c1","intended":"Q","unnoticed":true},{"wait_ms":300000},{"incident":{"kind":"illegal_found","by":"white"}},{"move":"c1=R"},{"move":"c1=Q"}]"#;
    for e in ["1977", "1980"] {
        let v = with_edition(e, body);
        let r = v
            .rulings
            .iter()
            .find(|r| r.event == 2)
            .expect("pointed out");
        assert_eq!(r.article, "Interpretation 6.6c (1971A)", "{e}");
        assert_eq!(
            r.effect,
            Some(serde_json::json!({"add_ms": {"white": 300000}}))
        );
        // the five minutes are given back; the intended queen is compulsory
        assert_eq!(v.clock.as_ref().map(|c| c.white_ms), Some(2_400_000), "{e}");
        assert_eq!(v.san, ["c1=Q"], "{e}: c1=R refused, c1=Q played");
    }
}

/// A clock set wrongly at the start of the game: 1977 by analogy with Art. 16.6 (corrected
/// before the player's first move, else it stands), 2018 Art. 6.10.2 (always corrected).
#[test]
fn a_clock_set_wrongly_at_the_start() {
    let game = |edition: &str, moves: &str| {
        verdict(&format!(
            r#"{{"edition":"{edition}","control":"40/9000","clock":{{"white_ms":9600000,"black_ms":9000000}},
            "events":[{moves}{{"incident":{{"kind":"unregulated","situation":"clock_set_wrong","by":"white"}}}}]}}"#
        ))
    };
    // ten minutes too many on White's clock, pointed out before his first move: charged
    let v = game("1977", "");
    let r = v.rulings.last().expect("a ruling");
    assert_eq!(r.article, "Interpretation 1 (1959)");
    assert_eq!(
        r.effect,
        Some(serde_json::json!({"charge_ms": {"white": 600000}}))
    );
    assert_eq!(v.clock.as_ref().map(|c| c.white_ms), Some(9000000));
    // after his first move the times stand
    let v = game("1980", r#"{"move":"e4"},{"move":"e5"},"#);
    let r = v.rulings.last().expect("a ruling");
    assert_eq!(r.effect, None);
    assert!(r.decision.contains("without correction"));
    // 2018 regulates it
    let v = game("2018", r#"{"move":"e4"},{"move":"e5"},"#);
    let r = v.rulings.last().expect("a ruling");
    assert_eq!(r.article, "6.10.2");
    assert!(r.effect.is_some());
}

/// A federation's rule against early draws binds its national events only (Interpretations
/// 1 (1974), 21 (1979)).
#[test]
fn a_national_rule_against_early_draws() {
    let game = |edition: &str, title: bool| {
        verdict(&format!(
            r#"{{"edition":"{edition}","events":[{{"incident":{{"kind":"national_rules","title_tournament":{title},"no_draw_before_move":30}}}},
            {{"move":"e4"}},{{"move":"e5"}},{{"offer":"white"}},{{"accept":"black"}},{{"move":"Nf3"}}]}}"#
        ))
    };
    let national = game("1980", false);
    assert_eq!(national.result, "*");
    assert!(national
        .rulings
        .iter()
        .any(|r| r.event == 4 && r.article == "Interpretation 1 (1974)" && r.effect.is_some()));
    assert_eq!(national.san, ["e4", "e5", "Nf3"]);
    assert_eq!(game("1980", true).result, "1/2-1/2");
}

/// The clock pressed with the other hand (Interpretation 13.2 (1972)): in every edition it
/// completes the move placed on the board; whether that is allowed depends on the edition.
/// Pressed with no move made, it is a press without a move: refused until 1993, penalised as
/// an illegal move in 2018 (7.5.3).
#[test]
fn the_clock_pressed_with_the_other_hand_by_edition() {
    for (e, article, says) in [
        (
            "1977",
            "Interpretation 13.2 (1972)",
            "no Law requires otherwise",
        ),
        (
            "1980",
            "Interpretation 13.2 (1972)",
            "no Law requires otherwise",
        ),
        ("1993", "12.3", "no Law forbids it"),
        ("2018", "6.2.3", "forbidden"),
    ] {
        let v = with_edition(
            e,
            r#""fen":"3r2k1/1p3pp1/p1p1b2p/8/2P5/1P2B1P1/P4P1P/3R2K1 w - - 0 38","control":"40/9000:3600",
               "clock":{"white_ms":60000,"black_ms":300000},
               "events":[{"wait_ms":10000},{"place":"Rxd8+"},{"incident":{"kind":"other_hand","by":"white"}},
                         {"wait_ms":5000},{"move":"Kh7"}]"#,
        );
        let r = &v.rulings[0];
        assert_eq!((r.event, r.article.as_str()), (2, article), "{e}: {r:?}");
        assert!(r.decision.contains(says), "{e}: {}", r.decision);
        assert_eq!(v.rulings.len(), 1, "{e}: {:?}", v.rulings);
        // the press completed the move: the next five seconds were Black's
        let c = v.clock.as_ref().expect("a clock");
        assert_eq!((c.white_ms, c.black_ms), (50_000, 295_000), "{e}");
        assert_eq!(v.san, ["Rxd8+", "Kh7"], "{e}");
        let none = with_edition(
            e,
            r#""fen":"startpos","control":"40/9000","events":[{"incident":{"kind":"other_hand","by":"white"}}]"#,
        );
        let c = none.clock.as_ref().expect("a clock");
        if e == "2018" {
            assert_eq!(none.rulings[0].article, "7.5.3", "{:?}", none.rulings);
            assert_eq!(c.black_ms, 9_120_000, "two minutes to Black");
        } else {
            assert!(
                none.rulings[0]
                    .decision
                    .contains("without having made a move"),
                "{e}: {:?}",
                none.rulings
            );
            assert_eq!((c.white_ms, c.black_ms), (9_000_000, 9_000_000), "{e}");
        }
    }
}

/// Interpretation 13.2 (1967): a game taken up with Black's 40 moves made (the move
/// number of the FEN) and the clock showing the first period's time. The reconstruction
/// finds the control passed when his flag falls: the game goes on in the next period, the
/// clock having run on into it.
#[test]
fn a_reconstructed_control_passed_gives_the_next_period() {
    let body = |fen_move: u32| {
        format!(
            r#""fen":"r4rk1/pp3ppp/2n1b3/3p4/3P4/2N1B3/PP3PPP/R4RK1 b - - 0 {fen_move}","control":"40/9000:3600",
               "clock":{{"white_ms":600000,"black_ms":90000}},
               "events":[{{"incident":{{"kind":"score_behind","by":"white","moves":10,"opponent_too":true}}}},
                         {{"arbiter":"start"}},{{"wait_ms":100000}},{{"flag":"black"}}]"#
        )
    };
    let passed = with_edition("1980", &body(41));
    assert_eq!(passed.result, "*");
    let c = passed.clock.as_ref().expect("a clock");
    assert_eq!(
        c.black_ms, 3_590_000,
        "the next period's hour, less the 10 s run past the control"
    );
    assert!(passed
        .rulings
        .last()
        .expect("a ruling")
        .decision
        .contains("made 40 moves"));
    let short = with_edition("1980", &body(40));
    assert_eq!(
        (short.result.as_str(), short.reason.as_deref()),
        ("1-0", Some("time-forfeit"))
    );
}

/// Interpretation 14.4 (1976): the mate is on the board and the player has not stopped his
/// clock. The game is over, but the clock runs on until he presses it: his flag can fall
/// then, and it is of no importance.
#[test]
fn a_clock_left_running_after_a_mate_on_the_board() {
    let body = |tail: &str| {
        format!(
            r#""fen":"4r1k1/1R3ppp/8/3q4/8/8/2Q2PPP/6K1 b - - 0 40","control":"40/9000",
               "clock":{{"white_ms":600000,"black_ms":2000}},
               "events":[{{"wait_ms":1500}},{{"place":"Re1#"}},{tail}]"#
        )
    };
    for e in EDITIONS {
        // the flag falls after the mate: shown down, and the mate stands
        let v = with_edition(e, &body(r#"{"wait_ms":1000},{"flag":"black"}"#));
        assert_eq!(
            (v.result.as_str(), v.reason.as_deref()),
            ("0-1", Some("checkmate")),
            "{e}"
        );
        let c = v.clock.as_ref().expect("a clock");
        assert_eq!(c.black_ms, 0, "{e}: the flag fell after the mate");
        // pressed in time, the clock stops with his half second left
        let v = with_edition(e, &body(r#"{"press":"black"},{"wait_ms":1000}"#));
        assert_eq!(v.clock.as_ref().expect("a clock").black_ms, 500, "{e}");
    }
    let v = with_edition("1977", &body(r#"{"wait_ms":1000},{"flag":"black"}"#));
    let r = v.rulings.last().expect("a ruling");
    assert_eq!(r.article, "Interpretation 14.4 (1976)");
    assert!(r.decision.contains("of no importance"), "{}", r.decision);
}

/// Interpretation 15.1 (1978): when the time for play is over, the player having the move
/// seals it. The arbiter may not have him play on and his opponent seal: the press and the
/// opponent's seal are refused, and the player's own move on the board is sealed.
#[test]
fn at_the_end_of_the_session_the_player_having_the_move_seals() {
    let body = r#""fen":"8/5pk1/6p1/3R4/7P/6P1/r4PK1/8 w - - 0 64","control":"50/9000:20/3600",
        "clock":{"white_ms":120000,"black_ms":7080000},
        "events":[{"incident":{"kind":"session_over"}},{"move":"Rd7"},{"seal":"Kf6","by":"black"},
                  {"seal":"Rd7"},{"resume":true},{"move":"Kf6"}]"#;
    for e in ["1977", "1980", "1993"] {
        let v = with_edition(e, body);
        let refused: Vec<usize> = v
            .rulings
            .iter()
            .filter(|r| r.effect == Some(serde_json::json!({"refused": true})))
            .map(|r| r.event)
            .collect();
        assert_eq!(
            refused,
            [1, 2],
            "{e}: the press and Black's seal refused: {:?}",
            v.rulings
        );
        assert_eq!(v.san, ["Rd7", "Kf6"], "{e}: Rd7 sealed, then Black's reply");
        let c = v.clock.as_ref().expect("a clock");
        assert_eq!(
            (c.white_ms, c.black_ms),
            (120_000, 7_080_000),
            "{e}: no time passed"
        );
    }
    let v = with_edition("1980", body);
    assert_eq!(v.rulings[1].article, "Interpretation 15.1 (1978)");
    assert!(
        v.rulings[1].decision.contains("may not press his clock"),
        "{}",
        v.rulings[1].decision
    );
}
