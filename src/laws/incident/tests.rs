use super::*;
use crate::chess::types::Color;
use crate::edition::Edition;
use crate::laws::citation::Citation;
use crate::laws::decision::{Act, ClockOp, Memo};
use crate::laws::verdict::{ClaimKind, Effect, GameResult};

fn ctx() -> Context {
    Context {
        adjourned: false,
        remaining_ms: Some((60_000, 600_000)),
        turn: Color::White,
        control_passed: (false, false),
        moves_made: (0, 0),
        start_clock_error: None,
        clock_running: true,
    }
}

/// The table's decision with what follows from it, as these tests read it.
#[derive(Debug)]
struct Ruled {
    citation: Citation,
    decision: String,
    effect: Consequence,
}

fn rule(edition: Edition, incident: &Incident, ctx: Context) -> Ruled {
    let (d, effect) = decide(edition, incident, ctx);
    Ruled {
        citation: d.citation,
        decision: d.words,
        effect,
    }
}

#[test]
fn what_follows_is_made_the_games_acts() {
    let acts = |e, x: &Incident, c| super::rule(e, x, c);
    // clocks stopped: the ruling says so only when one was running
    let behind = Incident::ScoreBehind {
        by: Color::White,
        moves: 4,
        pressed: None,
        opponent_too: true,
    };
    let after = Context {
        control_passed: (true, true),
        ..ctx()
    };
    let stopped = acts(Edition::Fide1980, &behind, after);
    assert_eq!(stopped[0], Act::Clock(ClockOp::Stop));
    assert_eq!(
        stopped[1].decision().and_then(|d| d.effect.clone()),
        Some(Effect::ClockStopped)
    );
    let idle = acts(
        Edition::Fide1980,
        &behind,
        Context {
            clock_running: false,
            ..after
        },
    );
    assert_eq!(idle[1].decision().and_then(|d| d.effect.clone()), None);
    // an incorrect initial position ends the game, annulled, the clocks stopped first
    let board = Incident::BoardMisplaced {
        pieces_correct: false,
    };
    match acts(Edition::Fide2018, &board, ctx()).as_slice() {
        [Act::Clock(ClockOp::Stop), Act::End(x)] => assert_eq!(x.result, GameResult::Annulled),
        other => panic!("{other:?}"),
    }
    // a clock set wrong is corrected clock by clock, then nothing is left to correct
    let wrong = Incident::Unregulated {
        situation: Situation::ClockSetWrong,
        by: Color::White,
    };
    let at_start = Context {
        start_clock_error: Some([-900_000, 60_000]),
        ..ctx()
    };
    let fixed = acts(Edition::Fide2018, &wrong, at_start);
    assert_eq!(fixed[0], Act::Clock(ClockOp::Add(Color::White, 900_000)));
    assert_eq!(fixed[2], Act::Clock(ClockOp::Charge(Color::Black, 60_000)));
    assert_eq!(
        fixed[3].decision().map(|d| d.words.as_str()),
        Some("Black's clock is corrected likewise")
    );
    assert_eq!(fixed[4], Act::Memo(Memo::StartClockCorrected));
    // without a clock there is nothing to correct: the ruling alone
    let bare = acts(
        Edition::Fide2018,
        &wrong,
        Context {
            remaining_ms: None,
            clock_running: false,
            ..at_start
        },
    );
    assert!(
        matches!(bare.as_slice(), [Act::Rule(d), Act::Memo(Memo::StartClockCorrected)] if d.effect.is_none())
    );
}

#[test]
fn a_captains_permitted_and_forbidden_remarks() {
    let ok = rule(
        Edition::Fide1980,
        &Incident::Captain {
            team: Color::White,
            says: Remark::OfferDraw,
            declares: None,
        },
        ctx(),
    );
    assert!(ok.decision.contains("permitted"), "{:?}", ok);
    let no = rule(
        Edition::Fide1980,
        &Incident::Captain {
            team: Color::White,
            says: Remark::MovesMade,
            declares: None,
        },
        ctx(),
    );
    assert_eq!(no.citation.to_string(), "Interpretation 19.1a (1975)");
    assert!(no.decision.contains("nobody may"));
}

#[test]
fn scorekeeping_depends_on_the_clock_in_1993_and_2018() {
    let i = Incident::ScoreBehind {
        by: Color::White,
        moves: 3,
        pressed: None,
        opponent_too: false,
    };
    assert_eq!(
        rule(Edition::Fide2018, &i, ctx()).citation.to_string(),
        "8.4",
        "White has one minute"
    );
    let i = Incident::ScoreBehind {
        by: Color::Black,
        moves: 3,
        pressed: None,
        opponent_too: false,
    };
    assert_eq!(
        rule(Edition::Fide2018, &i, ctx()).citation.to_string(),
        "8.1.1",
        "Black has ten"
    );
    // more than one move in arrears: the arbiter intervenes (Interpretation 13.1 (1973))
    let more = rule(Edition::Fide1977, &i, ctx());
    assert_eq!(more.citation.to_string(), "Interpretation 13.1 (1973)");
    assert_eq!(more.effect, Consequence::Refuse);
}

#[test]
fn scorekeeping_under_1977_and_1980_turns_on_the_arrears_the_arbiter_and_the_control() {
    let behind = |moves, pressed, opponent_too| Incident::ScoreBehind {
        by: Color::White,
        moves,
        pressed,
        opponent_too,
    };
    let label = |i: &Incident, c: Context| rule(Edition::Fide1980, i, c).citation.to_string();
    assert_eq!(
        label(&behind(1, None, false), ctx()),
        "Interpretation 13.1 (1973)"
    );
    assert_eq!(
        label(&behind(2, None, false), ctx()),
        "Interpretation 13.1 (1973)"
    );
    assert_eq!(
        label(&behind(4, Some(true), false), ctx()),
        "Interpretation 13.2 (1958)"
    );
    // the arbiter's judgement decides: not pressed, he must bring it up to date
    let not = rule(Edition::Fide1980, &behind(4, Some(false), false), ctx());
    assert_eq!(not.citation.to_string(), "Interpretation 13.2 (1959)");
    assert_eq!(not.effect, Consequence::Refuse);
    assert_eq!(
        rule(Edition::Fide1980, &behind(1, None, false), ctx()).effect,
        Consequence::None
    );
    let after = Context {
        control_passed: (true, true),
        ..ctx()
    };
    let both = rule(Edition::Fide1980, &behind(4, None, true), after);
    assert_eq!(both.citation.to_string(), "Interpretation 13.2 (1959)");
    assert_eq!(both.effect, Consequence::StopClocks);
    let alone = rule(Edition::Fide1980, &behind(4, None, false), after);
    assert_eq!(alone.citation.to_string(), "Interpretation 13.2 (1959)");
    assert_eq!(alone.effect, Consequence::None);
}

#[test]
fn only_the_player_who_has_the_move_may_write_it_first() {
    let first = |by| rule(Edition::Fide1980, &Incident::RecordsFirst { by }, ctx());
    assert_eq!(
        first(Color::White).citation.to_string(),
        "Interpretation 13.1 (1970)"
    );
    assert_eq!(
        first(Color::Black).citation.to_string(),
        "Interpretation 19.1a (1976A)"
    );
}

fn all_incidents() -> Vec<Incident> {
    let mut v = Vec::new();
    let remarks = [
        Remark::OfferDraw,
        Remark::AcceptDraw,
        Remark::DeclineDraw,
        Remark::Resign,
        Remark::MovesMade,
        Remark::Opinion,
    ];
    let writings = [Writing::ClockTimes, Writing::DrawOffer, Writing::Other];
    for by in [Color::White, Color::Black] {
        v.push(Incident::Handshake { by });
        for says in remarks {
            for declares in [None, Some(false), Some(true)] {
                v.push(Incident::Captain {
                    team: by,
                    says,
                    declares,
                });
            }
        }
        for writes in writings {
            v.push(Incident::Notes { by, writes });
        }
        v.push(Incident::Advice { by });
        for b in [false, true] {
            v.push(Incident::Illness { by, brief: b });
            v.push(Incident::TouchClaim {
                by,
                witness: b,
                square: None,
            });
        }
        v.push(Incident::ClockDefect {
            by: Some(by),
            claimed_by: None,
            evident: true,
            session_ms: None,
        });
        v.push(Incident::ClockDefect {
            by: None,
            claimed_by: Some(by),
            evident: true,
            session_ms: Some(9_000_000),
        });
        v.push(Incident::ForgetsClock { by });
        v.push(Incident::TimeBack { by });
        v.push(Incident::ArbiterWarns);
        v.push(Incident::ArbiterSeesFlag { color: by });
        v.push(Incident::IrregularityFound {
            by: Some(by),
            found_move: 40,
        });
        v.push(Incident::TouchesMany { by });
        v.push(Incident::WithdrawClaim {
            by,
            claim: ClaimKind::Repetition,
        });
        for reason in [DrawReason::Standing, DrawReason::Health] {
            v.push(Incident::DrawReason { by, reason });
        }
        for moves in [0, 1, 2, 3] {
            for pressed in [None, Some(false), Some(true)] {
                for opponent_too in [false, true] {
                    v.push(Incident::ScoreBehind {
                        by,
                        moves,
                        pressed,
                        opponent_too,
                    });
                }
            }
        }
        v.push(Incident::RecordsFirst { by });
        v.push(Incident::OtherHand { by });
        v.push(Incident::KnockedOver {
            by,
            restored: false,
        });
        v.push(Incident::KnockedOver { by, restored: true });
        v.push(Incident::PromotionMisconduct { by, advance_ms: 0 });
        v.push(Incident::PromotionMisconduct {
            by,
            advance_ms: 300_000,
        });
        v.push(Incident::PieceRequest {
            by,
            piece: crate::chess::types::Role::Queen,
        });
        for difficulties in [false, true] {
            v.push(Incident::LateNotAtFault {
                color: by,
                difficulties,
            });
        }
        for regulations in [
            MatchRegulations::Silent,
            MatchRegulations::KeepsLoserPrize,
            MatchRegulations::ForfeitsLoserPrize,
        ] {
            v.push(Incident::MatchWithdrawal { by, regulations });
        }
        v.push(Incident::Unregulated {
            situation: Situation::ClockSetWrong,
            by,
        });
    }
    v.push(Incident::Spectator);
    for evident in [false, true] {
        v.push(Incident::ClockDefect {
            by: None,
            claimed_by: None,
            evident,
            session_ms: None,
        });
        v.push(Incident::ClockStops {
            white: evident,
            black: true,
        });
    }
    for claimed in [false, true] {
        v.push(Incident::AccidentalTouch {
            square: "d1".parse().expect("square"),
            claimed,
        });
    }
    for b in [false, true] {
        v.push(Incident::BoardMisplaced { pieces_correct: b });
        v.push(Incident::ColoursReversed { by_arbiter: b });
        v.push(Incident::IllegalAtAdjudication {
            result: None,
            result_registered: b,
        });
        v.push(Incident::FiftyMovesRegulation {
            moves: 100,
            before_game: b,
        });
    }
    v.push(Incident::SealClockRunning {
        mv: Some("e5".into()),
    });
    v.push(Incident::SealClockRunning { mv: None });
    v.push(Incident::SessionOver);
    for warned in [Warned::Opponent, Warned::Arbiter, Warned::Nobody] {
        v.push(Incident::Adjusts {
            by: Color::White,
            square: "e2".parse().expect("square"),
            warned,
        });
    }
    for b in [false, true] {
        v.push(Incident::MovesUncertain { swiss: b });
        v.push(Incident::EnvelopeLost { agreed: b });
        v.push(Incident::ClockTimesWrong {
            by: Color::White,
            too_severe: b,
        });
        for fide_event in [false, true] {
            for conflicts_with_laws in [false, true] {
                for no_draw_before in [None, Some(30)] {
                    v.push(Incident::NationalRules {
                        fide_event,
                        title_tournament: b,
                        conflicts_with_laws,
                        no_draw_before,
                    });
                }
            }
        }
        for arbiters_sufficient in [false, true] {
            v.push(Incident::FewArbiters {
                special_regulations: b,
                arbiters_sufficient,
            });
        }
        v.push(Incident::Appeal {
            claim: ClaimKind::Repetition,
            granted: b,
            international: b,
        });
    }
    v
}

#[test]
fn citations_come_from_the_editions_table() {
    for e in Edition::ALL {
        for i in all_incidents() {
            for adjourned in [false, true] {
                let c = rule(
                    e,
                    &i,
                    Context {
                        adjourned,
                        remaining_ms: None,
                        turn: Color::White,
                        control_passed: (false, false),
                        moves_made: (0, 0),
                        start_clock_error: Some([-900_000, 0]),
                        clock_running: false,
                    },
                )
                .citation;
                assert!(
                    c.interpretation_year()
                        .is_none_or(|y| e.applies_interpretation_of(y)),
                    "{:?} {:?}: {}",
                    e,
                    i,
                    c
                );
            }
        }
    }
    let label = |e, i: Incident, adjourned| {
        rule(e, &i, Context { adjourned, ..ctx() })
            .citation
            .to_string()
    };
    let knocked = Incident::KnockedOver {
        by: Color::White,
        restored: false,
    };
    assert_eq!(label(Edition::Fide1977, knocked.clone(), false), "9.2");
    assert_eq!(
        label(Edition::Fide1980, knocked, false),
        "Interpretation 17.1 (1979A)"
    );
    let hand = Incident::Handshake { by: Color::Black };
    assert_eq!(
        label(Edition::Fide1977, hand.clone(), false),
        "Interpretation 11.2 (1971)"
    );
    assert_eq!(label(Edition::Fide2018, hand, false), "5.1.2");
    let agreed = Incident::EnvelopeLost { agreed: true };
    assert_eq!(
        label(Edition::Fide1980, agreed.clone(), true),
        "Interpretation 16.5 (1970)"
    );
    assert_eq!(label(Edition::Fide1993, agreed.clone(), true), "14.5");
    assert_eq!(label(Edition::Fide2018, agreed, true), "6.11.1");
    let appeal = Incident::Appeal {
        claim: ClaimKind::Fifty,
        granted: true,
        international: true,
    };
    assert_eq!(
        label(Edition::Fide1977, appeal.clone(), false),
        "Interpretation 20.3 (1958)"
    );
    assert_eq!(label(Edition::Fide2018, appeal, false), "11.10");
    let national = Incident::NationalRules {
        fide_event: true,
        title_tournament: true,
        conflicts_with_laws: false,
        no_draw_before: Some(30),
    };
    assert_eq!(
        label(Edition::Fide1977, national.clone(), false),
        "Interpretation 1 (1974)"
    );
    assert_eq!(
        label(Edition::Fide1980, national.clone(), false),
        "Interpretation 21 (1979)"
    );
    assert_eq!(label(Edition::Fide1993, national, false), "Preface");
}

#[test]
fn every_kind_parses_or_names_what_is_missing() {
    for k in KINDS {
        let e = Incident::from_json(&serde_json::json!({ "kind": k }));
        if let Err(m) = e {
            // a field is named: missing, or holding what it may not
            assert!(
                matches!(
                    m,
                    IncidentError::Missing { .. } | IncidentError::Wrong { .. }
                ),
                "{}: {:?}",
                k,
                m
            );
            let text = m.to_string();
            assert!(
                text.contains("needs") || text.contains("must"),
                "{}: {}",
                k,
                text
            );
        }
    }
    let e = Incident::from_json(&serde_json::json!({"kind": "dance"})).unwrap_err();
    assert_eq!(e, IncidentError::Kind(Some("dance".into())));
    assert!(
        e.to_string()
            .starts_with("unknown incident kind \"dance\" (one of: handshake,"),
        "{e}"
    );
    let e =
        Incident::from_json(&serde_json::json!({"kind": "handshake", "by": "grey"})).unwrap_err();
    assert_eq!(
        e.to_string(),
        "\"by\" must be \"white\" or \"black\", found \"grey\""
    );
    assert_eq!(
        Incident::from_json(&serde_json::json!(3)).unwrap_err(),
        IncidentError::NotObject
    );
}

#[test]
fn clocks_set_wrong_at_the_start_are_decided_by_analogy_with_the_resumption() {
    let wrong = Incident::Unregulated {
        situation: Situation::ClockSetWrong,
        by: Color::White,
    };
    let at_start = Context {
        start_clock_error: Some([-900_000, 0]),
        ..ctx()
    };
    let d = rule(Edition::Fide1977, &wrong, at_start);
    assert_eq!(d.citation.to_string(), "Interpretation 1 (1959)");
    assert_eq!(d.effect, Consequence::CorrectClocks([-900_000, 0]));
    assert!(
        d.decision
            .contains("Art. 16.6 speaks only of times shown wrongly at the resumption"),
        "{}",
        d.decision
    );
    assert!(d.decision.contains("15:00 less time"), "{}", d.decision);
    // after his first move, the times stand
    let later = Context {
        moves_made: (3, 3),
        ..at_start
    };
    let d = rule(Edition::Fide1977, &wrong, later);
    assert_eq!(d.effect, Consequence::None);
    assert!(d.decision.contains("continues without correction"));
    // Black has not moved yet: he may still have it corrected
    let black = Incident::Unregulated {
        situation: Situation::ClockSetWrong,
        by: Color::Black,
    };
    let after_e4 = Context {
        moves_made: (1, 0),
        ..at_start
    };
    assert_eq!(
        rule(Edition::Fide1980, &black, after_e4).effect,
        Consequence::CorrectClocks([-900_000, 0])
    );
    // 2018 regulates it: corrected whenever found
    let d = rule(Edition::Fide2018, &wrong, later);
    assert_eq!(d.citation.to_string(), "6.10.2");
    assert_eq!(d.effect, Consequence::CorrectClocks([-900_000, 0]));
    // nothing wrong, or nothing to measure against
    let right = Context {
        start_clock_error: Some([0, 0]),
        ..ctx()
    };
    assert_eq!(
        rule(Edition::Fide1977, &wrong, right).effect,
        Consequence::None
    );
    assert_eq!(
        rule(Edition::Fide1977, &wrong, ctx()).effect,
        Consequence::None
    );
}

#[test]
fn a_national_rule_applies_only_where_it_is_valid() {
    let rule_in = |e, fide_event, title_tournament| {
        rule(
            e,
            &Incident::NationalRules {
                fide_event,
                title_tournament,
                conflicts_with_laws: false,
                no_draw_before: Some(30),
            },
            ctx(),
        )
    };
    let national = rule_in(Edition::Fide1977, false, false);
    assert_eq!(national.effect, Consequence::NoDrawBefore(30));
    assert_eq!(national.citation.to_string(), "Interpretation 1 (1974)");
    assert!(national
        .decision
        .contains("no draw may be agreed before move 30"));
    assert_eq!(
        rule_in(Edition::Fide1977, true, false).effect,
        Consequence::Refuse
    );
    let title = rule_in(Edition::Fide1980, false, true);
    assert_eq!(title.effect, Consequence::Refuse);
    assert_eq!(title.citation.to_string(), "Interpretation 21 (1979)");
    assert_eq!(
        rule_in(Edition::Fide1980, false, false).effect,
        Consequence::NoDrawBefore(30)
    );
}

#[test]
fn the_loser_prize_of_a_match_withdrawal_is_for_the_regulations() {
    let w = |regulations| {
        rule(
            Edition::Fide1980,
            &Incident::MatchWithdrawal {
                by: Color::Black,
                regulations,
            },
            ctx(),
        )
    };
    let silent = w(MatchRegulations::Silent);
    assert_eq!(silent.citation.to_string(), "Interpretation 21 (1971)");
    assert!(silent.decision.contains("not decided"));
    let forfeits = w(MatchRegulations::ForfeitsLoserPrize);
    assert_eq!(forfeits.citation.to_string(), "Interpretation 1 (1959)");
    assert!(forfeits.decision.contains("not paid to him"));
}
