//! The play view's reducer, natively: gestures in, the engine's game out.

use super::state::new_probe;
use super::*;
use crate::clock::TimeControl;
use crate::laws::material;
use crate::laws::material::AnalysisRequest;
use crate::laws::{ArbiterAction, Event, Probe};
use crate::laws::{ClaimKind, Effect, Scenario, Termination};
use crate::notation::{fen, Notation};
use crate::{Color, Edition, Square};
use std::rc::Rc;

fn setup(edition: &str, fen: &str, control: Option<&str>) -> GameSetup {
    GameSetup {
        edition: edition.into(),
        fen: fen.into(),
        control: control.map(Into::into),
        clock: None,
    }
}

pub(super) fn sq(name: &str) -> Square {
    name.parse().expect("square")
}

pub(super) fn click(name: &str, now: f64) -> Action {
    Action::Click {
        square: sq(name),
        now,
    }
}

fn enter(text: &str, now: f64) -> Action {
    Action::Enter {
        text: text.into(),
        now,
    }
}

fn board(s: &PlayState) -> String {
    fen::write(s.game.position())
}

#[test]
fn a_move_then_a_touched_piece_refusal_is_a_ruling_and_the_board_is_unchanged() {
    let start = Rc::new(PlayState::new(setup("2018", "startpos", None), 0.0).expect("setup"));
    let s = start
        .reduce(Action::SetMode(Mode::TouchMove))
        .reduce(click("e2", 1.0))
        .reduce(click("e4", 2.0));
    assert_eq!(s.game.san(), ["e4"]);
    // Black touches the knight on g8, then plays a pawn
    let s = s.reduce(click("g8", 3.0));
    assert_eq!(s.selected, Some(sq("g8")));
    assert_eq!(s.dests(), [sq("f6"), sq("h6")]);
    let before = board(&s);
    let rulings_before = s.game.rulings().len();
    let s = s.reduce(enter("e5", 4.0));
    assert_eq!(board(&s), before, "nothing moved");
    assert_eq!(s.game.san(), ["e4"]);
    assert_eq!(s.error, None, "a refusal is a ruling, not an error");
    let r = s.game.rulings().last().expect("a ruling");
    assert!(s.game.rulings().len() > rulings_before);
    assert_eq!(r.effect, Some(Effect::Refused), "{r:?}");
    assert!(r.decision.contains("refused"), "{}", r.decision);
    assert_eq!(r.citation.article_number(), Some("4.3.1"));
    // the events are typed: the move, the touches and the refused move
    assert_eq!(
        s.events,
        [
            Event::Touch(sq("e2")),
            Event::Move("e4".into()),
            Event::Touch(sq("g8")),
            Event::Move("e5".into()),
        ]
    );
    // the touched knight may still be moved
    let s = s.reduce(click("g8", 5.0)).reduce(click("f6", 6.0));
    assert_eq!(s.game.san(), ["e4", "Nf6"]);
}

#[test]
fn the_arbiters_panel_makes_typed_events_and_the_clock_runs_between_them() {
    let start = Rc::new(
        PlayState::new(setup("1980", "startpos", Some("40/9000")), 1_000.0).expect("setup"),
    );
    let s = start
        .reduce(enter("e4", 2_000.0))
        .reduce(Action::Event {
            event: Event::Offer(Color::White),
            now: 2_500.0,
        })
        .reduce(Action::Event {
            event: Event::Arbiter(ArbiterAction::AddMs {
                white: 120_000,
                black: 0,
            }),
            now: 3_000.0,
        })
        .reduce(Action::SetMoves {
            white: "1".into(),
            black: " 0 ".into(),
            now: 3_000.0,
        });
    assert_eq!(s.error, None);
    assert_eq!(
        s.offers,
        [1],
        "the offer is marked after White's first move"
    );
    // no time passes before the first move; between events the clock runs
    assert_eq!(s.events[0], Event::Move("e4".into()), "{:?}", s.events);
    assert_eq!(s.events[1], Event::Wait(500), "{:?}", s.events);
    assert!(s.events.contains(&Event::Arbiter(ArbiterAction::SetMoves {
        color: Color::Black,
        moves: 0
    })));
    let bad = s.clone().reduce(Action::SetMoves {
        white: "x".into(),
        black: "0".into(),
        now: 3_000.0,
    });
    assert_eq!(
        bad.error.as_deref(),
        Some("move counter for White: \"x\" is not a whole number from 0 to 9999")
    );
    assert_eq!(bad.events, s.events);
}

#[test]
fn a_new_edition_takes_its_presets_and_adjournment() {
    let s = Rc::new(PlayState::default_at(0.0));
    let s = s.reduce(Action::SetEdition {
        edition: Edition::Fide1977,
        keep: false,
        now: 10.0,
    });
    assert_eq!(s.setup.edition, "1977");
    assert_eq!(
        s.setup.control.as_deref(),
        Some(TimeControl::presets(Edition::Fide1977)[0].0)
    );
    assert!(s.edition().has_adjournment());
    assert_eq!(s.last_ts, 10.0);
    let s = s.reduce(Action::SetControl {
        text: "40/x".into(),
        keep: false,
        now: 11.0,
    });
    assert!(s.error.as_deref().is_some_and(|e| e.contains("40/x")));
}

#[test]
fn saved_and_reloaded_the_game_is_the_same() {
    let start = Rc::new(
        PlayState::new(setup("1980", "startpos", Some("40/9000")), 1_000.0).expect("setup"),
    );
    let s = start
        .reduce(Action::SetMode(Mode::TouchMove))
        .reduce(Action::SetNotation(Notation::Lan))
        .reduce(enter("e4", 2_000.0))
        .reduce(enter("e5", 3_000.0))
        .reduce(Action::Event {
            event: Event::Offer(Color::White),
            now: 3_500.0,
        })
        .reduce(Action::Event {
            event: Event::Decline(Color::Black),
            now: 4_000.0,
        })
        .reduce(Action::Event {
            event: Event::Claim {
                kind: ClaimKind::Fifty,
                intended: Some("Nf3".into()),
                pending: false,
            },
            now: 5_000.0,
        })
        .reduce(Action::Event {
            event: Event::Arbiter(ArbiterAction::AddMs {
                white: 120_000,
                black: 0,
            }),
            now: 6_000.0,
        });
    assert_eq!(s.error, None);
    let text = s.saved().to_text();
    // the events are saved in the scenario format
    let v: serde_json::Value = serde_json::from_str(&text).expect("json");
    let mut o = serde_json::Map::new();
    o.insert("edition".into(), "1980".into());
    o.insert("events".into(), v["events"].clone());
    assert_eq!(
        Scenario::from_json(&o).expect("scenario").events,
        s.events,
        "{text}"
    );
    let saved = Saved::parse(&text).expect("read back");
    assert_eq!(saved, s.saved());
    let again = PlayState::start(Ok(Some(saved)), 10_000.0, Probe::new(PROBE_NODES));
    assert_eq!(again, *s);
    assert_eq!(again.game.verdict(), s.game.verdict());
    assert_eq!(again.offers, s.offers);
    assert_eq!(again.scoresheet(), s.scoresheet());
    assert_eq!(again.scoresheet()[..2], ["e2-e4", "e7-e5"]);
    assert_eq!(again.pgn(), s.pgn());
}

#[test]
fn loading_the_game_already_shown_is_a_change() {
    // the embed reports a state when it changes: a host's second `load` of the same game
    // must still be one, so that its rulings are sent again
    let s = Rc::new(PlayState::default_at(1_000.0)).reduce(enter("e4", 2_000.0));
    let saved = s.saved();
    let once = s.clone().reduce(Action::Load(saved.clone()));
    let twice = once.clone().reduce(Action::Load(saved));
    assert_eq!(once.events, twice.events);
    assert_eq!(once.game.verdict(), twice.game.verdict());
    assert_ne!(*once, *twice);
    // a new game keeps the count, so it never returns to an earlier state's
    let reset = twice.clone().reduce(Action::Reset { now: 3_000.0 });
    assert_eq!(reset.loads, twice.loads);
}

#[test]
fn a_save_of_the_earlier_format_is_read() {
    // written by the app before the events were typed: an arbiter's addition for one side
    let text = r#"{"setup":{"edition":"1980","fen":"startpos","control":"40/9000"},
        "events":[{"move":"e4"},{"wait_ms":1000},{"arbiter":{"add_ms":{"white":120000}}},{"offer":"black"}],
        "last_ts":5000.0,"touch_move":true}"#;
    let saved = Saved::parse(text).expect("read");
    assert_eq!(
        saved.events[2],
        Event::Arbiter(ArbiterAction::AddMs {
            white: 120_000,
            black: 0
        })
    );
    let s = PlayState::start(Ok(Some(saved)), 6_000.0, Probe::new(PROBE_NODES));
    assert_eq!(s.error, None);
    assert_eq!(s.mode, Mode::TouchMove);
    assert_eq!(s.game.san(), ["e4"]);
    assert_eq!(s.game.standing_offer(), Some(Color::Black));
}

#[test]
fn a_bad_saved_game_gives_a_clear_error_and_a_new_game() {
    let fresh = PlayState::default_at(0.0);
    // not JSON
    let s = PlayState::start(
        Saved::parse("{not json").map(Some),
        0.0,
        Probe::new(PROBE_NODES),
    );
    let e = s.error.clone().expect("an error");
    assert!(e.starts_with("the saved game could not be read ("), "{e}");
    assert!(e.ends_with("); a new game was started"), "{e}");
    assert_eq!(s.events, fresh.events);
    assert_eq!(board(&s), board(&fresh));
    // an event the scenario format does not know: named
    let text = r#"{"setup":{"edition":"2018","fen":"startpos","control":null},"events":[{"move":5}],"last_ts":0}"#;
    let e = Saved::parse(text).expect_err("not an event");
    assert!(e.contains("\"move\" must be a string"), "{e}");
    // events that no longer replay
    let text = r#"{"setup":{"edition":"2018","fen":"startpos","control":null},"events":[{"move":"e2e4"},{"move":"not a move"}],"last_ts":0}"#;
    let s = PlayState::start(Saved::parse(text).map(Some), 0.0, Probe::new(PROBE_NODES));
    let e = s.error.clone().expect("an error");
    assert!(
        e.starts_with("the saved game could not be replayed (event 1: "),
        "{e}"
    );
    assert!(s.events.is_empty());
    // an edition that is not one
    let text =
        r#"{"setup":{"edition":"1066","fen":"startpos","control":null},"events":[],"last_ts":0}"#;
    let s = PlayState::start(Saved::parse(text).map(Some), 0.0, Probe::new(PROBE_NODES));
    assert!(
        s.error
            .as_deref()
            .is_some_and(|e| e.contains("unknown edition \"1066\"")),
        "{:?}",
        s.error
    );
}

/// A move whose dead-position analysis is too long for the page's thread (3,000,000 nodes
/// a side): the move waits; a new game drops it; the answers that arrive afterwards
/// decide nothing, yet are kept (in the view's probe), so the same move in a later game
/// is decided at once, with the engine's verdict; answers to another action's analyses
/// decide nothing either.
#[test]
fn analysis_answers_arriving_late_decide_nothing_but_are_kept() {
    // what the worker answers: the full analysis of each request
    let answer = |asked: &[AnalysisRequest]| -> Vec<Answer> {
        asked
            .iter()
            .map(|(key, color)| {
                let chance = material::analyse_key(key, *color).expect("key");
                (key.clone(), *color, chance)
            })
            .collect()
    };
    let fen = "2B1B1B1/pBpBpBpB/P1P1P1P1/4k3/8/3n4/4K3/8 w - - 0 1";
    let setup = setup("2018", fen, None);
    let kxd3 = || enter("Kxd3", 2_000.0);
    let start = Rc::new(PlayState::new(setup.clone(), 1_000.0).expect("setup"));
    let waiting = start.reduce(kxd3());
    let needs = waiting
        .analysing
        .as_ref()
        .expect("Kxd3 waits for its analysis")
        .needs
        .clone();
    assert!(waiting.events.is_empty(), "{:?}", waiting.events);
    // the game does not move on meanwhile
    let refused = waiting.clone().reduce(enter("Kd2", 2_500.0));
    assert!(refused.error.is_some() && refused.events.is_empty());

    let fresh = waiting.reduce(Action::Reset { now: 3_000.0 });
    assert!(fresh.analysing.is_none() && fresh.events.is_empty());
    let after = fresh.clone().reduce(Action::Analysed {
        asked: needs.clone(),
        answers: answer(&needs),
    });
    assert_eq!(*after, *fresh, "stale answers changed the new game");

    let later = after.clone().reduce(Action::Reset { now: 4_000.0 });
    assert!(later.events.is_empty() && later.setup == setup);
    let mut again = later.reduce(kxd3());
    let mut rounds = 0;
    while let Some(waiting) = again.analysing.as_ref() {
        let asked = waiting.needs.clone();
        assert!(
            asked.iter().all(|r| !needs.contains(r)),
            "the kept answers were not used: {asked:?}"
        );
        let stale = again.clone().reduce(Action::Analysed {
            asked: needs.clone(),
            answers: answer(&needs),
        });
        assert_eq!(
            *stale, *again,
            "answers to another action's analyses decided this one"
        );
        rounds += 1;
        assert!(rounds <= 1, "White's analysis was kept, Black's is asked");
        let answers = answer(&asked);
        again = again.reduce(Action::Analysed { asked, answers });
    }
    assert_eq!(rounds, 1);
    assert!(
        again.analysing.is_none() && again.error.is_none(),
        "{:?}",
        again.error
    );
    assert_eq!(again.events, [Event::Move("Kxd3".into())]);
    let verdict = again.game.verdict();
    assert_eq!(verdict.san, ["Kxd3"]);
    // the same verdict as the engine's, analysing without any cut-off
    let engine =
        crate::laws::run(&scenario(&setup, &again.events).expect("scenario")).expect("verdict");
    assert_eq!(verdict.outcome, engine.outcome);
    assert_eq!(
        verdict.outcome.map(|o| o.termination),
        Some(Termination::DeadPosition)
    );
}

#[test]
fn answers_that_failed_leave_the_action_undone() {
    let fen = "2B1B1B1/pBpBpBpB/P1P1P1P1/4k3/8/3n4/4K3/8 w - - 0 1";
    let start = Rc::new(PlayState::new(setup("2018", fen, None), 0.0).expect("setup"));
    let waiting = start.reduce(enter("Kxd3", 1.0));
    let asked = waiting.analysing.as_ref().expect("waits").needs.clone();
    let s = waiting.reduce(Action::Analysed {
        asked,
        answers: Vec::new(),
    });
    assert!(s.analysing.is_none() && s.events.is_empty());
    assert_eq!(
        s.error.as_deref(),
        Some("the dead-position analysis could not be run, so the action was not taken")
    );
}

#[test]
fn a_scenario_with_start_times_is_played_on_with_them() {
    // a demo's scenario gives the clock times and no control: "play on from here" keeps them
    let s = crate::laws::Scenario::parse(
        r#"{"edition":"1980","clock":{"white_ms":60000,"black_ms":30000},"events":[{"move":"e4"}]}"#,
    )
    .expect("scenario");
    let saved = Saved::from_scenario(&s, None, 1_000.0);
    assert_eq!(saved.setup.clock, Some((60_000, 30_000)));
    let text = saved.to_text();
    let again = PlayState::start(
        Saved::parse(&text).map(Some),
        1_000.0,
        Probe::new(PROBE_NODES),
    );
    assert_eq!(again.error, None);
    let clock = again.game.clock().expect("a clock");
    assert_eq!(clock.times(again.game.now()), [60_000, 30_000]);
    assert_eq!(again.game.san(), ["e4"]);
}

#[test]
fn the_scoresheet_has_a_row_per_move_with_both_colours() {
    assert_eq!(super::sheet_rows(0, false), vec![]);
    assert_eq!(
        super::sheet_rows(3, false),
        vec![(1, Some(0), Some(1)), (2, Some(2), None)]
    );
    // Black to move first: White's first cell is empty, Black's first ply is move 1
    assert_eq!(
        super::sheet_rows(3, true),
        vec![(1, None, Some(0)), (2, Some(1), Some(2))]
    );
    assert_eq!(super::sheet_rows(1, true), vec![(1, None, Some(0))]);
}

/// Issue #18: a PGN import keeps the time control the user chose, and so does New game.
#[test]
fn a_pgn_import_and_new_game_keep_the_time_control() {
    let start = Rc::new(
        PlayState::new(setup("1980", "startpos", Some("40/9000")), 1_000.0).expect("setup"),
    );
    let s = start.reduce(Action::ImportPgn {
        text: "1. e4 e5 2. Nf3 Nc6 *".into(),
        now: 2_000.0,
    });
    assert_eq!(s.error, None);
    assert_eq!(s.game.san(), ["e4", "e5", "Nf3", "Nc6"]);
    assert_eq!(s.setup.control.as_deref(), Some("40/9000"));
    let clock = s.game.clock().expect("a clock");
    assert_eq!(
        clock.moves(Color::White),
        2,
        "the imported moves count toward the control"
    );
    assert!(
        s.started,
        "moves were played: the clock runs on from the import"
    );
    let later = s.clone().reduce(enter("Bb5", 12_000.0));
    let clock = later.game.clock().expect("a clock");
    assert_eq!(
        clock.remaining(Color::White, later.game.now()),
        9_000_000 - 10_000
    );
    let s = s.reduce(Action::Reset { now: 3_000.0 });
    assert_eq!(s.game.san(), Vec::<String>::new());
    assert_eq!(s.setup.control.as_deref(), Some("40/9000"));
    assert!(s.game.clock().is_some());
}

/// Issue #18: a new game's clock waits for the game to begin. No time passes before the
/// first move; the clock's button (or the arbiter's Start) begins it without an event.
#[test]
fn the_clock_starts_when_the_game_does() {
    let start = Rc::new(
        PlayState::new(setup("2018", "startpos", Some("90/5400")), 1_000.0).expect("setup"),
    );
    assert!(!start.started);
    // a minute of looking at the board, then e4: White's clock is untouched
    let s = start.clone().reduce(enter("e4", 61_000.0));
    assert!(s.started);
    let clock = s.game.clock().expect("a clock");
    assert_eq!(clock.remaining(Color::White, s.game.now()), 5_400_000);
    assert_eq!(
        s.events,
        [Event::Move("e4".into())],
        "no wait before the first move"
    );
    // the clock's button before any move starts White's clock, and records nothing
    let s = start.reduce(Action::Press { now: 61_000.0 });
    assert!(s.started);
    assert!(s.events.is_empty());
    assert_eq!(s.error, None);
    let s = s.reduce(enter("e4", 71_000.0));
    let clock = s.game.clock().expect("a clock");
    assert_eq!(
        clock.remaining(Color::White, s.game.now()),
        5_390_000,
        "ten seconds"
    );
    // saved and read back, it has begun; a save from before the field existed has begun
    // when it has events, and not when it has none
    assert_eq!(s.saved().started, Some(true));
    let probe = new_probe();
    let old = |events: &str| {
        let text = format!(
            r#"{{"setup":{{"edition":"2018","fen":"startpos","control":"90/5400"}},"events":{events},"last_ts":0}}"#
        );
        let saved: Saved = serde_json::from_str(&text).expect("an old save");
        assert_eq!(saved.started, None);
        PlayState::from_saved(saved, 1_000.0, probe.clone()).started
    };
    assert!(
        !old("[]"),
        "an old save of a game never played waits for its first move"
    );
    assert!(old(r#"[{"move":"e4"}]"#));
}
