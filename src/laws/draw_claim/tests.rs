use super::*;
use crate::laws::FullAnalysis;
use crate::notation::fen;

/// The keys, placements and rights of a game played from `start` with `moves`.
fn record(
    start: &str,
    moves: &[&str],
) -> (
    crate::chess::position::Position,
    Vec<u64>,
    Vec<String>,
    Vec<String>,
) {
    let mut pos = fen::parse(start).expect("fen");
    let mut keys = vec![pos.repetition_key()];
    let mut placements = vec![crate::laws::state::placement(&pos)];
    let mut rights = vec![crate::laws::state::rights(&pos)];
    for m in moves {
        let mv = crate::notation::parse_move(&pos, m).expect("move");
        pos.play_unchecked(mv);
        keys.push(pos.repetition_key());
        placements.push(crate::laws::state::placement(&pos));
        rights.push(crate::laws::state::rights(&pos));
    }
    (pos, keys, placements, rights)
}

fn case<'a>(
    edition: Edition,
    kind: ClaimKind,
    rec: &'a (
        crate::chess::position::Position,
        Vec<u64>,
        Vec<String>,
        Vec<String>,
    ),
) -> ClaimCase<'a> {
    ClaimCase {
        facts: ClaimFacts {
            edition,
            kind,
            position: &rec.0,
            intended: None,
            keys: &rec.1,
            placements: &rec.2,
            rights: &rec.3,
            regulation: None,
        },
        claimant: rec.0.turn(),
        moved: None,
        touched: false,
        illegal: None,
        remaining_ms: Some(10 * MINUTE as i64),
        waited_ms: 0,
    }
}

const ROOKS: &str = "4r1k1/5pp1/7p/8/8/7P/5PP1/2R3K1 w - - 0 45";

/// The acts but the clock's (the rulings' effects name those) and notes.
fn labels(acts: &[Act]) -> Vec<String> {
    acts.iter()
        .filter_map(|a| match a {
            Act::Rule(s) => Some(format!("rule {}", s.citation)),
            Act::End(x) => Some(format!("end {} {}", x.result.code(), x.citation)),
            Act::Play(_) => Some("play".into()),
            Act::Compulsory(_) => Some("compulsory".into()),
            Act::Offer { .. } => Some("offer".into()),
            Act::NoOffer => Some("no offer".into()),
            Act::Clock(_) | Act::Memo(_) | Act::Adjourn(_) => None,
        })
        .collect()
}

#[test]
fn a_claim_after_the_move_is_refused_in_every_edition() {
    let rec = record(ROOKS, &["Rc2", "Re7", "Rc1", "Re8"]);
    for (e, art) in [
        (Edition::Fide1977, "12.3"),
        (Edition::Fide1980, "12.3"),
        (Edition::Fide1993, "10.11"),
        (Edition::Fide2018, "9.4"),
    ] {
        let mut c = case(e, ClaimKind::Repetition, &rec);
        c.claimant = Color::White;
        c.moved = Some("Rc2");
        let acts = decide_claim(&c, &mut FullAnalysis);
        assert_eq!(labels(&acts), [format!("rule {art}")], "{e:?}");
        match &acts[0] {
            Act::Rule(s) => {
                assert_eq!(s.effect, Some(Effect::Refused));
                assert!(s.words.starts_with("White"), "{}", s.words);
                assert!(s.words.contains("Rc2"), "{}", s.words);
            }
            other => panic!("{other:?}"),
        }
    }
}

#[test]
fn every_1977_repetition_claim_is_charged_exactly_five_minutes() {
    // twice only: incorrect, five minutes, the game goes on
    let rec = record(ROOKS, &["Rc2", "Re7", "Rc1", "Re8"]);
    let acts = decide_claim(
        &case(Edition::Fide1977, ClaimKind::Repetition, &rec),
        &mut FullAnalysis,
    );
    assert_eq!(
        labels(&acts),
        ["rule 12.3", "rule Interpretation 18.2 (1976)"]
    );
    // three times: correct, drawn, and the verification is charged all the same
    let rec = record(
        ROOKS,
        &["Rc2", "Re7", "Rc1", "Re8", "Rc2", "Re7", "Rc1", "Re8"],
    );
    let acts = decide_claim(
        &case(Edition::Fide1977, ClaimKind::Repetition, &rec),
        &mut FullAnalysis,
    );
    assert_eq!(
        labels(&acts),
        ["end 1/2-1/2 12.3", "rule Interpretation 18.2 (1976)"]
    );
    // the arbiter took two minutes, his clock running: three more are charged
    let mut c = case(Edition::Fide1977, ClaimKind::Repetition, &rec);
    c.waited_ms = 2 * MINUTE;
    let acts = decide_claim(&c, &mut FullAnalysis);
    assert!(acts.contains(&Act::Rule(
        verification_charge(
            Edition::Fide1977,
            Color::White,
            2 * MINUTE,
            10 * MINUTE as i64,
            true
        )
        .0
    )));
    assert_eq!(
        verification_charge(
            Edition::Fide1977,
            Color::White,
            2 * MINUTE,
            10 * MINUTE as i64,
            true
        )
        .0
        .effect,
        Some(Effect::ChargeTime {
            color: Color::White,
            ms: 3 * MINUTE
        })
    );
    assert_eq!(
        verification_charge(
            Edition::Fide1977,
            Color::White,
            12 * MINUTE,
            10 * MINUTE as i64,
            false
        )
        .0
        .effect,
        Some(Effect::AddTime {
            color: Color::White,
            ms: 7 * MINUTE
        })
    );
    // four minutes left: the charge takes him over the limit, and the game is lost
    let rec = record(ROOKS, &["Rc2", "Re7", "Rc1", "Re8"]);
    let mut c = case(Edition::Fide1977, ClaimKind::Repetition, &rec);
    c.remaining_ms = Some(4 * MINUTE as i64);
    let acts = decide_claim(&c, &mut FullAnalysis);
    assert_eq!(
        labels(&acts),
        [
            "rule 12.3",
            "rule Interpretation 18.2 (1976)",
            "end 0-1 18.2"
        ]
    );
    // a fifty-move claim is not one of Art. 12.3: nothing is charged
    let acts = decide_claim(
        &case(Edition::Fide1977, ClaimKind::Fifty, &rec),
        &mut FullAnalysis,
    );
    assert_eq!(labels(&acts), ["rule 12.4"]);
}

#[test]
fn later_editions_penalise_only_the_incorrect_claim() {
    let rec = record(ROOKS, &["Rc2", "Re7", "Rc1", "Re8"]);
    for (e, penalty) in [
        (Edition::Fide1980, "18.2"),
        (Edition::Fide1993, "10.13(b)"),
        (Edition::Fide2018, "9.5.3"),
    ] {
        let acts = decide_claim(&case(e, ClaimKind::Repetition, &rec), &mut FullAnalysis);
        assert_eq!(labels(&acts)[1], format!("rule {penalty}"), "{e:?}");
    }
    let rec = record(
        ROOKS,
        &["Rc2", "Re7", "Rc1", "Re8", "Rc2", "Re7", "Rc1", "Re8"],
    );
    for e in [Edition::Fide1980, Edition::Fide1993, Edition::Fide2018] {
        let acts = decide_claim(&case(e, ClaimKind::Repetition, &rec), &mut FullAnalysis);
        assert_eq!(labels(&acts).len(), 1, "{e:?}: {:?}", labels(&acts));
    }
    // 2018: the claim is also an offer of a draw, and the declared move binds
    let rec = record(ROOKS, &["Rc2", "Re7"]);
    let mut c = case(Edition::Fide2018, ClaimKind::Fifty, &rec);
    c.facts.intended = crate::notation::parse_move(&rec.0, "Rc1").ok();
    assert_eq!(
        labels(&decide_claim(&c, &mut FullAnalysis)),
        [
            "rule 9.3",
            "rule 9.5.3",
            "rule 9.5.3",
            "compulsory",
            "rule 9.1.2.3",
            "offer"
        ]
    );
}

#[test]
fn an_appeal_is_decided_at_the_venue_only_by_a_committee_there() {
    let rec = record(
        ROOKS,
        &["Rc2", "Re7", "Rc1", "Re8", "Rc2", "Re7", "Rc1", "Re8"],
    );
    let c = case(Edition::Fide1980, ClaimKind::Repetition, &rec);
    let appeal = |international| AppealCase {
        edition: Edition::Fide1980,
        claimant: Color::White,
        kind: ClaimKind::Repetition,
        granted: false,
        international,
        check: check_claim(&c.facts),
    };
    let on_site = decide_appeal(&appeal(true), &c, &mut FullAnalysis);
    assert_eq!(
        labels(&on_site),
        [
            "rule Interpretation 20.3 (1958)",
            "rule 12.3",
            "end 1/2-1/2 Interpretation 18.2 (1974)"
        ]
    );
    let later = decide_appeal(&appeal(false), &c, &mut FullAnalysis);
    // who hears the appeal (Art. 20.3), then the refused claimant stopping play to appeal
    // (Interpretation 18.2 (1974)): the clocks stop, and the ruling says so
    assert_eq!(
        labels(&later),
        ["rule 20.3", "rule Interpretation 18.2 (1974)", "rule 12.3"]
    );
    assert!(matches!(&later[0], Act::Rule(s) if s.effect.is_none()));
    assert_eq!(later[1], Act::Clock(crate::laws::decision::ClockOp::Stop));
    assert!(matches!(&later[2], Act::Rule(s) if s.effect == Some(Effect::ClockStopped)));
}
