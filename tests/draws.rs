//! Claims, offers and agreements against the texts (1977/1980 Art. 12, 18, 19.1c, 20.3
//! with their interpretations; 1993 Art. 10; 2018 Art. 5, 9, 11.5): each test a scenario
//! whose verdict the Laws fix, under every edition where they differ.
#![cfg(not(target_arch = "wasm32"))]

use fide_laws::laws::{run, Scenario};
use serde::Deserialize;

#[derive(Debug, Deserialize)]
struct Verdict {
    result: String,
    reason: Option<String>,
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
    decision: String,
    effect: Option<serde_json::Value>,
}

fn with_edition(edition: &str, body: &str) -> Verdict {
    let json = format!(r#"{{"edition":"{edition}",{body}}}"#);
    let s = Scenario::parse(&json).unwrap_or_else(|e| panic!("{e}: {json}"));
    let v = run(&s).unwrap_or_else(|e| panic!("{e}: {json}"));
    serde_json::from_value(serde_json::to_value(&v).expect("json")).expect("the protocol's verdict")
}

fn refused() -> Option<serde_json::Value> {
    Some(serde_json::json!({"refused": true}))
}

const EDITIONS: [&str; 4] = ["1977", "1980", "1993", "2018"];

/// Knights out and back: the position after White's Ng1 (Black to move) appears for the
/// third time when White makes his last Ng1.
const DANCE: &str = r#"{"move":"Nf3"},{"move":"Nf6"},{"move":"Ng1"},{"move":"Ng8"},{"move":"Nf3"},{"move":"Nf6"},{"move":"Ng1"},{"move":"Ng8"},{"move":"Nf3"},{"move":"Nf6"}"#;

#[test]
fn a_claim_after_the_move_on_the_board_is_the_movers_and_he_has_lost_the_right() {
    // 1977/1980 Art. 12.3 (the right to claim is lost by executing a move without
    // claiming), 1993 10.11, 2018 9.4 (the piece touched without claiming first)
    for (e, art) in EDITIONS.iter().zip(["12.3", "12.3", "10.11", "9.4"]) {
        for kind in ["repetition", "fifty"] {
            let v = with_edition(
                e,
                &format!(
                    r#""control":"5400","events":[{{"place":"Nf3"}},{{"claim":"{kind}"}},{{"press":"white"}},{{"move":"Nf6"}}]"#
                ),
            );
            let r = v.rulings.iter().find(|r| r.event == 1).expect("ruled");
            assert_eq!(r.article, *art, "{e} {kind}");
            assert_eq!(r.effect, refused(), "{e} {kind}");
            assert!(
                r.decision.starts_with("White") && r.decision.contains("Nf3"),
                "{e} {kind}: the claim is White's: {}",
                r.decision
            );
            assert_eq!(
                v.rulings.len(),
                1,
                "{e} {kind}: no penalty: {:?}",
                v.rulings
            );
            let c = v.clock.expect("clock");
            assert_eq!(
                (c.white_ms, c.black_ms),
                (5_400_000, 5_400_000),
                "{e} {kind}"
            );
            assert_eq!(v.san, ["Nf3", "Nf6"], "{e} {kind}: the game goes on");
        }
        // even when the move made produces the position a third time: the claim had to
        // come first, with the move declared
        let v = with_edition(
            e,
            &format!(
                r#""control":"5400","events":[{DANCE},{{"place":"Ng1"}},{{"claim":"repetition"}},{{"press":"white"}}]"#
            ),
        );
        assert_eq!(v.result, "*", "{e}");
        assert_eq!(v.rulings[0].article, *art, "{e}");
        // declared instead, the same claim is correct
        let v = with_edition(
            e,
            &format!(
                r#""control":"5400","events":[{DANCE},{{"claim":"repetition","move":"Ng1"}}]"#
            ),
        );
        assert_eq!(v.reason.as_deref(), Some("repetition-claim"), "{e}");
    }
}

#[test]
fn a_claim_waiting_for_the_arbiter_and_its_withdrawal() {
    let body = |events: &str| {
        format!(
            r#""control":"5400","events":[{{"move":"Nf3"}},{{"move":"Nf6"}},{{"claim":"repetition","pending":true}},{events}]"#
        )
    };
    // 1980: withdrawn before the arbiter stopped the clock, the claim lapses
    let v = with_edition(
        "1980",
        &body(
            r#"{"wait_ms":10000},{"incident":{"kind":"withdraw_claim","by":"white","claim":"repetition"}},{"move":"Ng1"}"#,
        ),
    );
    let r = v.rulings.iter().find(|r| r.event == 4).expect("ruled");
    assert_eq!(r.article, "Interpretation 18.2 (1979)");
    assert!(r.decision.contains("lapses"), "{}", r.decision);
    assert_eq!(v.clock.map(|c| c.white_ms), Some(5_400_000 - 10_000));
    assert_eq!(v.san.len(), 3, "White plays on");
    // after the stop: refused, and the claim is verified: incorrect, five minutes
    let v = with_edition(
        "1980",
        &body(
            r#"{"wait_ms":10000},{"arbiter":"stop"},{"incident":{"kind":"withdraw_claim","by":"white","claim":"repetition"}}"#,
        ),
    );
    let stop = v.rulings.iter().find(|r| r.event == 4).expect("the stop");
    assert_eq!(
        (stop.article.as_str(), stop.effect.clone()),
        ("18.2", Some(serde_json::json!({"clock": "stopped"})))
    );
    let at5: Vec<&Ruling> = v.rulings.iter().filter(|r| r.event == 5).collect();
    assert_eq!(at5[0].article, "Interpretation 18.2 (1979)");
    assert_eq!(at5[0].effect, refused());
    assert!(at5[1].decision.contains("incorrect"), "{:?}", at5);
    assert_eq!(
        v.clock.map(|c| c.white_ms),
        Some(5_400_000 - 10_000 - 300_000)
    );
    // Black cannot withdraw White's claim
    let v = with_edition(
        "1980",
        &body(r#"{"incident":{"kind":"withdraw_claim","by":"black","claim":"repetition"}}"#),
    );
    let r = v.rulings.iter().find(|r| r.event == 3).expect("ruled");
    assert_eq!(r.effect, refused());
    assert!(
        r.decision.contains("no such claim of his"),
        "{}",
        r.decision
    );
    // 1993 10.13(c), 2018 9.5.1: a claim cannot be withdrawn at all
    for (e, art) in [("1993", "10.13(c)"), ("2018", "9.5.1")] {
        let v = with_edition(
            e,
            &body(r#"{"incident":{"kind":"withdraw_claim","by":"white","claim":"repetition"}}"#),
        );
        let r = v.rulings.iter().find(|r| r.event == 3).expect("ruled");
        assert_eq!(
            (r.article.as_str(), r.effect.clone()),
            (art, refused()),
            "{e}"
        );
        assert!(v
            .rulings
            .iter()
            .any(|r| r.event == 3 && r.decision.contains("incorrect")));
    }
    // any other event first has the claim verified: here the move that follows
    let v = with_edition("1993", &body(r#"{"move":"Ng1"}"#));
    let at3: Vec<&str> = v
        .rulings
        .iter()
        .filter(|r| r.event == 3)
        .map(|r| r.article.as_str())
        .collect();
    assert_eq!(at3, ["10.10", "10.13(b)"]);
    assert_eq!(v.san.len(), 3);
}

#[test]
fn in_1977_the_verification_is_charged_exactly_five_minutes_however_long_it_takes() {
    // Interpretation 18.2 (1976): the claimant's clock runs while the claim is verified
    // (Art. 18.2), but the verification counts as exactly five minutes, correct or not
    let pending = |wait: u64| {
        with_edition(
            "1977",
            &format!(
                r#""control":"5400","events":[{{"move":"Nf3"}},{{"move":"Nf6"}},{{"claim":"repetition","pending":true}},{{"wait_ms":{wait}}},{{"move":"Ng1"}}]"#
            ),
        )
    };
    for wait in [0, 120_000, 720_000] {
        let v = pending(wait);
        assert_eq!(
            v.clock.map(|c| c.white_ms),
            Some(5_400_000 - 300_000),
            "{wait} ms of verification count as five minutes"
        );
        assert!(v
            .rulings
            .iter()
            .any(|r| r.article == "Interpretation 18.2 (1976)"
                && r.decision.contains("exactly five minutes")));
    }
    // a correct claim is charged too, and drawn though the charge exhausts the clock
    let v = with_edition(
        "1977",
        r#""control":"40/9000","clock":{"white_ms":120000,"black_ms":600000},"events":[{"move":"Nf3"},{"move":"Nf6"},{"move":"Ng1"},{"move":"Ng8"},{"move":"Nf3"},{"move":"Nf6"},{"move":"Ng1"},{"move":"Ng8"},{"claim":"repetition"}]"#,
    );
    assert_eq!(v.reason.as_deref(), Some("repetition-claim"));
    assert_eq!(v.clock.map(|c| c.white_ms), Some(0));
    // the same claim, incorrect, loses on time after the charge (Art. 18.2)
    let v = with_edition(
        "1977",
        r#""control":"40/9000","clock":{"white_ms":120000,"black_ms":600000},"events":[{"move":"Nf3"},{"move":"Nf6"},{"move":"Ng1"},{"move":"Ng8"},{"claim":"repetition"}]"#,
    );
    assert_eq!(
        (v.result.as_str(), v.reason.as_deref()),
        ("0-1", Some("time-forfeit"))
    );
    // a fifty-move claim is not one under Art. 12.3: no charge
    let v = with_edition(
        "1977",
        r#""control":"5400","events":[{"move":"Nf3"},{"claim":"fifty"}]"#,
    );
    assert_eq!(v.clock.map(|c| c.black_ms), Some(5_400_000));
    assert_eq!(v.rulings.len(), 1);
}

#[test]
fn an_appeal_is_decided_on_the_spot_only_by_a_committee_at_the_venue() {
    let record = r#"{"move":"Nf3"},{"move":"Nf6"},{"move":"Ng1"},{"move":"Ng8"},{"move":"Nf3"},{"move":"Nf6"},{"move":"Ng1"},{"move":"Ng8"}"#;
    // a minute passes before the appeal and another after it
    let appeal = |arbiter: &str, international: bool| {
        with_edition(
            "1980",
            &format!(
                r#""control":"5400","events":[{record},{{"wait_ms":60000}},{{"incident":{{"kind":"appeal","claim":"repetition","arbiter":"{arbiter}","international":{international}}}}},{{"wait_ms":60000}}]"#
            ),
        )
    };
    // a correct claim refused: the committee draws the game at once
    let v = appeal("refused", true);
    assert_eq!(v.result, "1/2-1/2");
    // without a committee the refusal is enforced; the game stands stopped for the
    // higher authority
    let v = appeal("refused", false);
    assert_eq!(v.result, "*");
    assert!(v
        .rulings
        .iter()
        .any(|r| r.article == "Interpretation 18.2 (1974)"
            && r.effect == Some(serde_json::json!({"clock": "stopped"}))));
    // and the clocks are stopped with it: White, to move, used the minute before only
    let c = v.clock.as_ref().expect("a clock");
    assert_eq!((c.white_ms, c.black_ms), (5_340_000, 5_400_000));
    // granted: the arbiter's draw stands meanwhile
    let v = appeal("granted", false);
    assert_eq!(v.result, "1/2-1/2");
    assert!(v
        .rulings
        .iter()
        .any(|r| r.decision.contains("unless the higher authority")));
    assert!(v.fen.contains(" w "), "{}", v.fen);
}

#[test]
fn an_acceptance_after_the_offer_was_rejected_by_a_move() {
    // Interpretation 18.1 (1974A): the opponent may reject the offer "by completing a move
    // at his first opportunity"; the proper offer, Art. 18.1: "by completing a move"
    for (offer, art) in [
        (
            r#"{"offer":"black"},{"move":"e5"}"#,
            "Interpretation 18.1 (1974A)",
        ),
        (
            r#"{"place":"e5"},{"offer":"black"},{"press":"black"}"#,
            "18.1",
        ),
    ] {
        let v = with_edition(
            "1977",
            &format!(r#""events":[{{"move":"e4"}},{offer},{{"move":"Nf3"}},{{"accept":"white"}}]"#),
        );
        let r = v.rulings.last().expect("ruled");
        assert_eq!((r.article.as_str(), r.effect.clone()), (art, refused()));
        assert!(r.decision.contains("no longer stands"), "{}", r.decision);
        assert_eq!(v.result, "*");
    }
}

#[test]
fn early_draws_are_examined_by_the_stage_of_the_game() {
    // eight moves of a Queen's Gambit, every piece on the board: before the 30th move
    // (18.1 (1964)) and before a real fight (18.1 (1959))
    let qgd = r#""fen":"r1bq1rk1/pp1nbppp/2p1pn2/3p2B1/2PP4/2N1PN2/PP3PPP/2RQKB1R w K - 0 8","events":[{"place":"Bd3"},{"offer":"white"},{"press":"white"},{"accept":"black"}]"#;
    let cited = |v: &Verdict| -> Vec<String> {
        v.rulings
            .iter()
            .filter(|r| r.event == 3)
            .map(|r| r.article.clone())
            .collect()
    };
    assert_eq!(
        cited(&with_edition("1977", qgd)),
        [
            "12.2",
            "Interpretation 18.1 (1964)",
            "Interpretation 18.1 (1959)"
        ]
    );
    // no examination under 1993 and 2018
    assert_eq!(cited(&with_edition("1993", qgd)), ["10.6"]);
    assert_eq!(cited(&with_edition("2018", qgd)), ["5.2.3"]);
    // a long fight at move 52: an agreement like any other
    let late = r#""fen":"8/5pk1/6p1/8/r7/6P1/5PK1/3R4 w - - 4 52","events":[{"place":"Rd7"},{"offer":"white"},{"press":"white"},{"accept":"black"}]"#;
    assert_eq!(cited(&with_edition("1980", late)), ["12.2"]);
}
