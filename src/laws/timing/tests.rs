//! The time family's rule functions, facts in, decision out.

use super::arbiter::{self, ArbiterFacts, ClockState};
use super::defect::{self, DefectFacts, DefectiveClock, IrregularityFacts};
use super::flag::{self, FlagClock, FlagFacts, Material, Moment, MoveCount};
use super::late::{self, LateFacts};
use super::*;
use crate::laws::material::Spared;
use crate::laws::scenario::ArbiterAction;

const MIN: u64 = 60_000;
const E77: Edition = Edition::Fide1977;
const E80: Edition = Edition::Fide1980;

/// The citations of the rulings and the ending, in order.
fn cited(steps: &[Act]) -> Vec<String> {
    steps
        .iter()
        .filter_map(|s| match s {
            Act::Rule(r) => Some(r.citation.to_string()),
            Act::End(x) => Some(format!("end {}", x.citation)),
            _ => None,
        })
        .collect()
}

fn effects(steps: &[Act]) -> Vec<Option<Effect>> {
    steps
        .iter()
        .filter_map(|s| match s {
            Act::Rule(r) => Some(r.effect.clone()),
            _ => None,
        })
        .collect()
}

fn ending(steps: &[Act]) -> Option<(GameResult, Termination)> {
    steps.iter().find_map(|s| match s {
        Act::End(x) => Some((x.result, x.termination)),
        _ => None,
    })
}

fn words(steps: &[Act]) -> String {
    steps
        .iter()
        .filter_map(|s| match s {
            Act::Rule(r) => Some(r.words.clone()),
            Act::End(x) => Some(x.words.clone()),
            _ => None,
        })
        .collect::<Vec<_>>()
        .join(" | ")
}

fn fallen() -> FlagFacts {
    FlagFacts {
        edition: E80,
        flagged: Color::White,
        clock: Some(FlagClock {
            fallen: true,
            remaining_ms: 0,
            opponent_fallen: false,
        }),
        moment: Moment::Running,
        count: None,
        moves_done: 38,
        first_control: Some(40),
        next_period_ms: 60 * MIN,
        regulations: None,
        material: Some(Material::Old {
            no_mate: false,
            fifty: false,
        }),
    }
}

#[test]
fn a_fallen_flag_loses_and_one_still_up_does_not() {
    let s = flag::rule(&fallen());
    assert_eq!(cited(&s), ["end 17.1"]);
    assert_eq!(
        ending(&s),
        Some((GameResult::Win(Color::Black), Termination::TimeForfeit))
    );
    let up = FlagFacts {
        clock: Some(FlagClock {
            fallen: false,
            remaining_ms: 5 * MIN,
            opponent_fallen: false,
        }),
        ..fallen()
    };
    let s = flag::rule(&up);
    assert_eq!(cited(&s), ["Interpretation 14.4 (1974)"]);
    assert!(words(&s).contains("5 minutes left"), "{}", words(&s));
    assert_eq!(ending(&s), None);
}

#[test]
fn without_a_clock_a_flag_is_refused() {
    for e in Edition::ALL {
        let s = flag::rule(&FlagFacts {
            edition: e,
            clock: None,
            ..fallen()
        });
        assert_eq!(effects(&s), [Some(Effect::Refused)], "{e:?}");
        assert!(words(&s).contains("without a clock"));
        assert_eq!(ending(&s), None);
    }
    let s = arbiter::rule(&ArbiterFacts {
        clock: None,
        ..facts(ArbiterAction::Stop)
    });
    assert_eq!(cited(&s), ["14.2"]);
    assert_eq!(effects(&s), [Some(Effect::Refused)]);
}

#[test]
fn the_move_on_the_board_and_the_flag_before_the_press_14_4_1976_and_14_3_1967() {
    let placed = |forgot, before_move| FlagFacts {
        edition: E77,
        moment: Moment::Placed {
            last: "Qxe2+".into(),
            forgot,
            before_move,
        },
        ..fallen()
    };
    // about to press, the flag falls: the move counts only when the clock is stopped
    let s = flag::rule(&placed(false, false));
    assert_eq!(cited(&s), ["Interpretation 14.4 (1976)", "end 17.1"]);
    assert!(words(&s).contains("before he stopped his clock"));
    let s = flag::rule(&placed(false, true));
    assert_eq!(cited(&s)[0], "Interpretation 14.4 (1976)");
    assert!(words(&s).contains("already fallen"));
    // he forgot to press: his own responsibility
    let s = flag::rule(&placed(true, false));
    assert_eq!(cited(&s), ["Interpretation 14.3 (1967)", "end 17.1"]);
    // an earlier flag, unseen
    let s = flag::rule(&FlagFacts {
        moment: Moment::Unnoticed,
        ..fallen()
    });
    assert_eq!(cited(&s), ["Interpretation 14.4 (1974)", "end 17.1"]);
}

#[test]
fn the_count_of_moves_decides_a_flag_after_a_reconstruction_or_an_uncertain_count() {
    let f = |count, moves_done| FlagFacts {
        count: Some(count),
        moves_done,
        material: None,
        ..fallen()
    };
    let s = flag::rule(&f(MoveCount::Reconstructed, 39));
    assert_eq!(cited(&s), ["end Interpretation 13.2 (1967)"]);
    let s = flag::rule(&f(MoveCount::Reconstructed, 40));
    assert_eq!(cited(&s), ["Interpretation 13.2 (1967)"]);
    assert!(s.contains(&Act::Clock(ClockOp::PassControl(Color::White))));
    assert_eq!(
        effects(&s),
        [Some(Effect::AddTime {
            color: Color::White,
            ms: 60 * MIN
        })]
    );
    let s = flag::rule(&f(MoveCount::Uncertain { swiss: true }, 39));
    assert_eq!(cited(&s), ["Interpretation 17.1 (1979B)"]);
    let s = flag::rule(&f(MoveCount::Uncertain { swiss: false }, 39));
    assert_eq!(ending(&s).map(|e| e.1), Some(Termination::TimeForfeit));
    // under 1977 the 1979 interpretation is not yet in force: the flag loses
    let s = flag::rule(&FlagFacts {
        edition: E77,
        ..f(MoveCount::Uncertain { swiss: true }, 39)
    });
    assert_eq!(cited(&s), ["end 17.1"]);
    assert!(!fallen().decided_by_count());
}

#[test]
fn both_flags_and_the_material() {
    // a flag during the adjournment: laws::adjourn (Interpretation 14.4 (1979B))
    let both = FlagFacts {
        edition: Edition::Fide1993,
        clock: Some(FlagClock {
            fallen: true,
            remaining_ms: 0,
            opponent_fallen: true,
        }),
        ..fallen()
    };
    let s = flag::rule(&both);
    assert_eq!(cited(&s), ["12.8"]);
    assert!(s.contains(&Act::Clock(ClockOp::BothFlagsFallen)));
    let bare = FlagFacts {
        edition: Edition::Fide1993,
        material: Some(Material::Spared(Spared::BareKing)),
        ..fallen()
    };
    assert_eq!(
        ending(&flag::rule(&bare)),
        Some((GameResult::Draw, Termination::TimeForfeitDraw))
    );
    let no_mate = FlagFacts {
        material: Some(Material::Old {
            no_mate: true,
            fifty: false,
        }),
        ..fallen()
    };
    assert_eq!(
        cited(&flag::rule(&no_mate)),
        ["end 17.1", "Interpretation 12.4 (1958A)"]
    );
}

#[test]
fn special_regulations_for_flags_1977() {
    let s = flag::rule(&FlagFacts {
        edition: E77,
        regulations: Some(true),
        ..fallen()
    });
    assert_eq!(cited(&s), ["Interpretation 17.1 (1970)", "end 17.1"]);
    let s = flag::rule(&FlagFacts {
        edition: E77,
        regulations: Some(false),
        ..fallen()
    });
    assert_eq!(cited(&s), ["Interpretation 14.4 (1974)", "end 17.1"]);
}

fn late_facts(color: Option<Color>, ms: u64) -> LateFacts {
    LateFacts {
        edition: E80,
        color,
        ms,
        default_ms: None,
        excused: false,
    }
}

#[test]
fn lateness_by_the_hour() {
    let s = late::rule(&late_facts(Some(Color::Black), 61 * MIN));
    assert_eq!(
        ending(&s),
        Some((GameResult::Win(Color::White), Termination::Late))
    );
    let s = late::rule(&late_facts(None, 61 * MIN));
    assert_eq!(ending(&s).map(|e| e.0), Some(GameResult::BothLose));
    let s = late::rule(&late_facts(None, 20 * MIN));
    assert_eq!(cited(&s), ["Interpretation 14.3 (1958)"]);
    let s = late::rule(&LateFacts {
        excused: true,
        ..late_facts(Some(Color::Black), 70 * MIN)
    });
    assert_eq!(cited(&s), ["Interpretation 17.2 (1958)"]);
    // 2018: the default time decides
    let s = late::rule(&LateFacts {
        edition: Edition::Fide2018,
        default_ms: Some(15 * MIN),
        ..late_facts(Some(Color::Black), 10 * MIN)
    });
    assert_eq!(ending(&s), None);
}

fn facts(action: ArbiterAction) -> ArbiterFacts {
    ArbiterFacts {
        edition: E80,
        action,
        clock: Some(ClockState {
            running: Some(Color::White),
            remaining_ms: [50 * MIN, 40 * MIN],
        }),
        to_start: Color::White,
        adjourned: false,
        reconstructing: false,
        defect: None,
        forgot: None,
        proportional: None,
    }
}

const ADD: ArbiterAction = ArbiterAction::AddMs {
    white: 10 * MIN,
    black: 0,
};

#[test]
fn the_arbiter_stops_and_restarts_the_clock() {
    let s = arbiter::rule(&facts(ArbiterAction::Stop));
    assert_eq!(s[0], Act::Clock(ClockOp::Stop));
    assert_eq!(effects(&s), [Some(Effect::ClockStopped)]);
    let stopped = |reconstructing| ArbiterFacts {
        clock: Some(ClockState {
            running: None,
            remaining_ms: [50 * MIN, 40 * MIN],
        }),
        to_start: Color::Black,
        reconstructing,
        ..facts(ArbiterAction::Start)
    };
    let s = arbiter::rule(&stopped(false));
    assert_eq!(cited(&s), ["14.6"]);
    assert_eq!(
        effects(&s),
        [Some(Effect::ClockStarted {
            color: Color::Black
        })]
    );
    let s = arbiter::rule(&stopped(true));
    assert_eq!(cited(&s), ["Interpretation 13.2 (1974)"]);
    let s = arbiter::rule(&facts(ArbiterAction::Start));
    assert_eq!(effects(&s), [None], "already running");
}

#[test]
fn the_arbiter_does_not_change_the_times_without_a_ground_in_the_laws() {
    // 1977/1980 and 1993: the clock's indications are conclusive
    let s = arbiter::rule(&facts(ADD));
    assert_eq!(cited(&s), ["14.5"]);
    assert_eq!(effects(&s), [Some(Effect::Refused)]);
    assert!(!s.iter().any(|x| matches!(x, Act::Clock(_))));
    assert!(words(&s).contains("10 minutes"), "{}", words(&s));
    let s = arbiter::rule(&ArbiterFacts {
        edition: Edition::Fide1993,
        ..facts(ADD)
    });
    assert_eq!(cited(&s), ["12.4"]);
    assert_eq!(effects(&s), [Some(Effect::Refused)]);
    // 2018: the arbiter corrects a setting he finds incorrect
    let s = arbiter::rule(&ArbiterFacts {
        edition: Edition::Fide2018,
        ..facts(ADD)
    });
    assert_eq!(cited(&s), ["6.10.2"]);
    assert_eq!(
        effects(&s),
        [Some(Effect::AddTime {
            color: Color::White,
            ms: 10 * MIN
        })]
    );
    // the clocks set for the resumption
    let set = ArbiterAction::SetMs {
        white: Some(39 * MIN),
        black: None,
    };
    let s = arbiter::rule(&ArbiterFacts {
        adjourned: true,
        ..facts(set.clone())
    });
    assert_eq!(cited(&s), ["16.1"]);
    assert_eq!(
        effects(&s),
        [Some(Effect::SetTime {
            white: Some(39 * MIN),
            black: None
        })]
    );
    // a defective clock in his hands: his own judgement
    let s = arbiter::rule(&ArbiterFacts {
        defect: Some(Defect { disastrous: true }),
        ..facts(set)
    });
    assert_eq!(cited(&s), ["Interpretation 14.5 (1973)"]);
    assert!(s.contains(&Act::Clock(ClockOp::Set {
        white: Some(39 * MIN),
        black: None
    })));
}

#[test]
fn a_forgotten_press_is_never_given_back_14_3_1973() {
    for action in [
        ADD,
        ArbiterAction::SetMs {
            white: Some(60 * MIN),
            black: None,
        },
    ] {
        for adjourned in [false, true] {
            let s = arbiter::rule(&ArbiterFacts {
                forgot: Some(Color::White),
                adjourned,
                ..facts(action.clone())
            });
            assert_eq!(cited(&s), ["Interpretation 14.3 (1973)"], "{action:?}");
            assert_eq!(effects(&s), [Some(Effect::Refused)]);
        }
    }
    // taking time from him is no gift
    let s = arbiter::rule(&ArbiterFacts {
        forgot: Some(Color::White),
        adjourned: true,
        ..facts(ArbiterAction::SetMs {
            white: Some(45 * MIN),
            black: None,
        })
    });
    assert_eq!(cited(&s), ["16.1"]);
    let s = arbiter::rule(&ArbiterFacts {
        edition: Edition::Fide2018,
        forgot: Some(Color::White),
        ..facts(ADD)
    });
    assert_eq!(cited(&s), ["6.2.2"]);
}

#[test]
fn the_proportional_times_apply_to_both_players_14_7_1975() {
    let p = Proportional {
        remaining_ms: [1_458_000, 1_359_000],
        offender: Some(Color::Black),
    };
    let committee = ArbiterAction::SetMs {
        white: Some(1_458_000),
        black: Some(5 * MIN),
    };
    let s = arbiter::rule(&ArbiterFacts {
        edition: E77,
        proportional: Some(p),
        ..facts(committee)
    });
    assert_eq!(cited(&s), ["Interpretation 14.7 (1975)", "14.7"]);
    assert_eq!(effects(&s)[0], Some(Effect::Refused));
    assert!(words(&s).contains("punishment"), "{}", words(&s));
    assert!(s.contains(&Act::Clock(ClockOp::Set {
        white: Some(1_458_000),
        black: Some(1_359_000)
    })));
    let both = ArbiterAction::SetMs {
        white: Some(1_458_000),
        black: Some(1_359_000),
    };
    let s = arbiter::rule(&ArbiterFacts {
        edition: E77,
        proportional: Some(p),
        ..facts(both)
    });
    assert_eq!(cited(&s), ["Interpretation 14.7 (1975)"]);
    assert_eq!(
        effects(&s),
        [Some(Effect::SetTime {
            white: Some(1_458_000),
            black: Some(1_359_000)
        })]
    );
    // the formula itself, with the seed's numbers: 40 moves in 2 hours, the illegal 33rd
    // move found at move 40 with 1:56 and 1:58 used
    let s = defect::irregularity(&IrregularityFacts {
        edition: E77,
        by: Some(Color::Black),
        at_move: 33,
        found_move: 40,
        clock: Some(([116 * MIN, 118 * MIN], [120 * MIN, 120 * MIN])),
        running: true,
    });
    assert!(s.contains(&Act::Memo(Memo::Proportional(Some(p)))), "{s:?}");
    assert!(words(&s).contains("24:18 left"), "{}", words(&s));
}

fn clock(stuck: [bool; 2], used: [u64; 2]) -> DefectiveClock {
    DefectiveClock {
        running: true,
        stuck,
        used_ms: used,
        allotted_ms: [150 * MIN, 150 * MIN],
    }
}

fn defect_facts(k: DefectiveClock, session_ms: Option<u64>) -> DefectFacts {
    DefectFacts {
        edition: E80,
        clock: Some(k),
        claimed_by: Some(Color::Black),
        meddler: None,
        evident: true,
        session_ms,
    }
}

#[test]
fn a_defective_clock_is_replaced_by_the_1971_formula() {
    // both units stopped at 1:10 and 1:00 in a session of 2:30: ten minutes each
    let s = defect::rule(&defect_facts(
        clock([true, true], [70 * MIN, 60 * MIN]),
        Some(150 * MIN),
    ));
    assert_eq!(cited(&s), ["Interpretation 14.5 (1971)"]);
    assert_eq!(
        effects(&s),
        [Some(Effect::SetTime {
            white: Some(70 * MIN),
            black: Some(80 * MIN)
        })]
    );
    assert!(s.contains(&Act::Clock(ClockOp::Replace)));
    // White's unit alone: advanced to the session's time
    let s = defect::rule(&defect_facts(
        clock([true, false], [70 * MIN, 60 * MIN]),
        Some(150 * MIN),
    ));
    assert_eq!(
        effects(&s),
        [Some(Effect::SetTime {
            white: Some(60 * MIN),
            black: Some(90 * MIN)
        })]
    );
    // the time used not known: the arbiter's judgement, clocks stopped
    let s = defect::rule(&defect_facts(
        clock([true, false], [70 * MIN, 60 * MIN]),
        None,
    ));
    assert_eq!(effects(&s), [Some(Effect::ClockStopped)]);
    assert!(s.contains(&Act::Memo(Memo::Defect(Some(Defect { disastrous: false })))));
}

#[test]
fn a_disastrous_correction_is_left_to_the_arbiters_judgement_14_5_1973() {
    // the seed's numbers: 4:40 of session, White's unit stopped at 1:30, Black 2:00
    let s = defect::rule(&defect_facts(
        clock([true, false], [90 * MIN, 120 * MIN]),
        Some(280 * MIN),
    ));
    assert_eq!(
        cited(&s),
        ["Interpretation 14.5 (1971)", "Interpretation 14.5 (1973)"]
    );
    assert!(words(&s).contains("2:40:00"), "{}", words(&s));
    assert!(!s
        .iter()
        .any(|x| matches!(x, Act::Clock(ClockOp::Set { .. }))));
    assert!(s.contains(&Act::Memo(Memo::Defect(Some(Defect { disastrous: true })))));
    // 4:20: White 2:20 used, within the limit: the formula is applied
    let s = defect::rule(&defect_facts(
        clock([true, false], [90 * MIN, 120 * MIN]),
        Some(260 * MIN),
    ));
    assert_eq!(cited(&s), ["Interpretation 14.5 (1971)"]);
    assert_eq!(
        effects(&s),
        [Some(Effect::SetTime {
            white: Some(10 * MIN),
            black: Some(30 * MIN)
        })]
    );
}

#[test]
fn only_the_arbiter_deals_with_a_defective_clock_and_he_judges_evident_defects() {
    let s = defect::rule(&DefectFacts {
        meddler: Some(Color::Black),
        ..defect_facts(clock([false, true], [70 * MIN, 60 * MIN]), None)
    });
    assert_eq!(cited(&s), ["Interpretation 14.5 (1974)", "14.6"]);
    assert_eq!(
        effects(&s),
        [Some(Effect::Refused), Some(Effect::ClockStopped)]
    );
    let s = defect::rule(&DefectFacts {
        evident: false,
        ..defect_facts(clock([false, false], [70 * MIN, 60 * MIN]), None)
    });
    assert_eq!(cited(&s), ["Interpretation 14.5 (1958)"]);
    assert_eq!(effects(&s), [None]);
    assert!(words(&s).starts_with("Black claims that the clock is defective"));
}

#[test]
fn a_unit_that_stops_and_a_forgotten_press() {
    let s = defect::stops(E80, true, [false, true]);
    assert_eq!(
        s[0],
        Act::Clock(ClockOp::Stick {
            white: false,
            black: true
        })
    );
    assert_eq!(cited(&s), ["14.5"]);
    let s = defect::forgets(E80, Color::White, Some(("Rd7", 75)));
    assert_eq!(
        s[0],
        Act::Memo(Memo::Forgot {
            by: Color::White,
            plies: 75
        })
    );
    assert_eq!(cited(&s), ["Interpretation 14.3 (1967)"]);
    let s = defect::forgets(Edition::Fide2018, Color::White, Some(("Rd7", 75)));
    assert_eq!(cited(&s), ["12.6"]);
    let s = defect::forgets(E80, Color::White, None);
    assert!(!s.iter().any(|x| matches!(x, Act::Memo(_))));
}
