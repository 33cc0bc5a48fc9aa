//! The acts of a player at the board, made with clicks alone in each mode: a move, a draw
//! offer and the press of the clock in the order the Laws prescribe, an offer before the
//! move, a move written for a claim and not played, a press without a move, a fallen flag,
//! and the game judged again under another edition.

use super::super::tests::{click, sq};
use super::super::*;
use crate::laws::{ClaimKind, Ruling, Termination};
use crate::laws::{Event, Probe};
use crate::{Color, Edition};
use std::rc::Rc;

fn event(event: Event, now: f64) -> Action {
    Action::Event { event, now }
}

fn game(edition: &str, control: Option<&str>, mode: Mode) -> Rc<PlayState> {
    let setup = GameSetup {
        edition: edition.into(),
        fen: "startpos".into(),
        control: control.map(Into::into),
        clock: None,
    };
    Rc::new(PlayState::new(setup, 0.0).expect("setup")).reduce(Action::SetMode(mode))
}

/// The rulings given on the events from `from` on.
fn rulings_since(s: &PlayState, from: usize) -> Vec<&Ruling> {
    s.game
        .rulings()
        .iter()
        .filter(|r| r.event >= from)
        .collect()
}

fn offer_ruling(s: &PlayState) -> &Ruling {
    s.game
        .rulings()
        .iter()
        .rev()
        .find(|r| r.decision.contains("offers a draw"))
        .expect("a ruling on the offer")
}

#[test]
fn move_offer_press_by_clicks_in_every_mode() {
    for mode in Mode::ALL {
        let s = game("2018", Some("5400+30"), mode);
        let s = if mode == Mode::Board {
            // made on the board, offered, then the clock pressed: three acts
            s.reduce(click("e2", 1.0))
                .reduce(click("e4", 2.0))
                .reduce(event(Event::Offer(Color::White), 3.0))
                .reduce(Action::Press { now: 4.0 })
        } else {
            // the player says first that he offers with his move; the move by two clicks is
            // then made, the offer made and the clock pressed, in that order
            s.reduce(Action::Intend(Some(Intent::Offer)))
                .reduce(click("e2", 1.0))
                .reduce(click("e4", 2.0))
        };
        assert_eq!(s.error, None, "{mode:?}");
        assert_eq!(s.game.san(), ["e4"], "{mode:?}");
        let acts: Vec<&Event> = s
            .events
            .iter()
            .filter(|e| !matches!(e, Event::Wait(_) | Event::Touch(_)))
            .collect();
        assert_eq!(
            acts,
            [
                &Event::Place("e4".into()),
                &Event::Offer(Color::White),
                &Event::Press(Color::White)
            ],
            "{mode:?}"
        );
        let r = offer_ruling(&s);
        assert_eq!(r.citation.article_number(), Some("9.1.2.1"), "{mode:?}");
        assert!(
            r.decision
                .contains("after his move, before pressing the clock"),
            "{mode:?}: {}",
            r.decision
        );
        // the (=) goes with White's first move
        assert_eq!(s.offers, [1], "{mode:?}");
        assert_eq!(s.intent, None, "the intention is used up");
        assert!(!s.game.is_placed(), "{mode:?}: the clock was pressed");
        assert_eq!(s.game.clock().and_then(|c| c.running()), Some(Color::Black));
    }
}

#[test]
fn an_offer_before_the_move_is_ruled_so_and_written_with_the_offerers_next_move() {
    for mode in Mode::ALL {
        let s = game("2018", Some("5400+30"), mode).reduce(Action::Enter {
            text: "d4".into(),
            now: 1.0,
        });
        // on the arbiter's board the typed move is made, and completed by the press
        let s = if mode == Mode::Board {
            s.reduce(Action::Press { now: 1.5 })
        } else {
            s
        };
        assert_eq!(s.game.san(), ["d4"], "{mode:?}");
        let s = s.reduce(event(Event::Offer(Color::Black), 2.0));
        let r = offer_ruling(&s);
        assert!(
            r.decision.contains("made at another time"),
            "{mode:?}: {}",
            r.decision
        );
        assert_eq!(s.offers, [2], "{mode:?}: written with Black's move to come");
        let s = s.reduce(click("d7", 3.0)).reduce(click("d5", 4.0));
        assert_eq!(s.game.san(), ["d4", "d5"], "{mode:?}");
        // the sheet reads 1. d4 d5 (=)
        assert_eq!(s.offers, [2], "{mode:?}");
        let pgn = s.pgn();
        assert!(pgn.contains("1. d4 d5 {(=)}"), "{mode:?}: {pgn}");
    }
}

#[test]
fn a_move_written_for_a_claim_is_not_played() {
    for mode in Mode::ALL {
        let s = game("1980", Some("40/9000"), mode)
            .reduce(Action::Intend(Some(Intent::Write)))
            .reduce(click("g1", 1.0))
            .reduce(click("f3", 2.0));
        assert_eq!(s.written, "Nf3", "{mode:?}");
        assert!(s.game.san().is_empty(), "{mode:?}: nothing played");
        assert_eq!(s.intent, None);
        let claim = Event::Claim {
            kind: ClaimKind::Repetition,
            intended: Some(s.written.clone()),
            pending: false,
        };
        let before = s.events.len();
        let s = s.reduce(event(claim, 3.0));
        assert!(s.game.san().is_empty(), "{mode:?}: the claim plays nothing");
        assert!(
            rulings_since(&s, before)
                .iter()
                .any(|r| r.decision.contains("Nf3")),
            "{mode:?}: {:?}",
            rulings_since(&s, before)
        );
        assert_eq!(s.written, "", "the written move belongs to that claim only");
    }
}

#[test]
fn a_press_without_a_move_is_an_act_the_engine_rules_on() {
    for mode in Mode::ALL {
        let s = game("2018", Some("600"), mode)
            .reduce(Action::Press { now: 1.0 })
            .reduce(Action::Press { now: 2.0 });
        // the first press only starts the clock (the game had not begun)
        let presses: Vec<&Ruling> = rulings_since(&s, 0);
        assert_eq!(
            presses
                .iter()
                .map(|r| r.citation.article_number().unwrap_or(""))
                .collect::<Vec<_>>(),
            ["7.5.3", "7.5.5"],
            "{mode:?}"
        );
        assert!(s.game.san().is_empty());
    }
}

#[test]
fn on_the_arbiters_board_an_illegal_move_is_judged_at_the_press_or_before_another_act() {
    let s = game("2018", Some("5400"), Mode::Board)
        .reduce(click("e2", 1.0))
        .reduce(click("e5", 2.0));
    assert_eq!(
        s.pending.as_ref().and_then(|p| p.squares),
        Some((sq("e2"), sq("e5")))
    );
    assert!(s.game.san().is_empty());
    // pressed: a completed illegal move, with its penalty
    let pressed = s.clone().reduce(Action::Press { now: 3.0 });
    assert_eq!(pressed.pending, None);
    let arts: Vec<&str> = pressed
        .game
        .rulings()
        .iter()
        .filter_map(|r| r.citation.article_number())
        .collect();
    assert_eq!(
        arts,
        ["4.3.1", "7.5.1", "7.5.5"],
        "{:?}",
        pressed.game.rulings()
    );
    assert!(pressed.game.rulings()[1]
        .decision
        .contains("the pawn from e2 to e5"));
    // a draw offered before the press: the move was not completed, so it is taken back
    // without a penalty, and the offer is one made before his move
    let offered = s.reduce(event(Event::Offer(Color::White), 3.0));
    assert_eq!(offered.pending, None);
    let not_completed = offered
        .game
        .rulings()
        .iter()
        .find(|r| r.citation.article_number() == Some("7.5.1"))
        .expect("the illegal move ruled on");
    assert!(not_completed.decision.contains("not completed"));
    assert!(!offered
        .game
        .rulings()
        .iter()
        .any(|r| r.citation.article_number() == Some("7.5.5")));
    assert!(offer_ruling(&offered).decision.contains("another time"));
}

#[test]
fn a_fallen_flag_is_seen_before_anyone_points_it_out() {
    let s = game("2018", Some("180+2"), Mode::Quick)
        .reduce(click("e2", 0.0))
        .reduce(click("e4", 0.0))
        .reduce(click("e7", 1_000.0))
        .reduce(click("e5", 1_000.0));
    assert_eq!(s.fallen(100_000.0), []);
    // 200 s later White's 3 minutes (and 2 s increment) are gone
    assert_eq!(s.fallen(201_000.0), [Color::White]);
    assert!(
        !s.game.is_over(),
        "the game goes on until the flag is pointed out"
    );
    let s = s.reduce(event(Event::Flag(Color::White), 201_000.0));
    assert!(s.game.is_over());
    assert_eq!(s.fallen(202_000.0), [], "the game has ended");
    let o = s.game.outcome().expect("an outcome");
    assert_eq!(o.termination, Termination::TimeForfeit);
    let last = s.game.rulings().last().expect("a ruling");
    assert_eq!(last.citation.article_number(), Some("6.9"));
    // an example numbered from the game's position (White to play his second move)
    assert!(
        last.decision
            .contains("Black could still checkmate by a series of legal moves, for example 2."),
        "{}",
        last.decision
    );
    assert!(!last.decision.contains("one such series"));
}

#[test]
fn a_game_judged_again_under_another_edition_keeps_its_events() {
    let s = game("2018", Some("5400+30"), Mode::Quick)
        .reduce(click("e2", 0.0))
        .reduce(click("e4", 0.0))
        .reduce(click("e7", 1_000.0))
        .reduce(click("e5", 1_000.0))
        .reduce(event(Event::Offer(Color::White), 2_000.0));
    let events = s.events.clone();
    let s = s.reduce(Action::SetEdition {
        edition: Edition::Fide1980,
        keep: true,
        now: 3_000.0,
    });
    assert_eq!(s.error, None);
    assert_eq!(s.edition(), Edition::Fide1980);
    assert_eq!(s.events, events);
    assert_eq!(s.game.san(), ["e4", "e5"]);
    assert_eq!(
        s.setup.control.as_deref(),
        Some("5400+30"),
        "the clock is kept"
    );
    assert!(s
        .game
        .rulings()
        .iter()
        .all(|r| r.citation.to_string().contains("1980")
            || matches!(r.citation, crate::laws::Citation::Interpretation { .. })));
    // the time control too: the same events played again with another clock
    let s = s.reduce(Action::SetControl {
        text: "40/9000".into(),
        keep: true,
        now: 4_000.0,
    });
    assert_eq!(s.events, events);
    assert_eq!(s.setup.control.as_deref(), Some("40/9000"));
    // or a new game
    let s = s.reduce(Action::SetEdition {
        edition: Edition::Fide1993,
        keep: false,
        now: 5_000.0,
    });
    assert!(s.events.is_empty());
}

#[test]
fn an_offer_made_now_is_not_made_again_with_the_move() {
    // the player said he would offer with his move, then offered at once: his move then
    // carries no second offer (which would repeat it, 2018 Art. 11.5)
    let s = game("2018", Some("5400+30"), Mode::Quick)
        .reduce(Action::Intend(Some(Intent::Offer)))
        .reduce(event(Event::Offer(Color::White), 1.0));
    assert_eq!(s.intent, None);
    let s = s.reduce(click("e2", 2.0)).reduce(click("e4", 3.0));
    let offers = s
        .events
        .iter()
        .filter(|e| matches!(e, Event::Offer(_)))
        .count();
    assert_eq!(offers, 1);
    assert_eq!(s.events.last(), Some(&Event::Move("e4".into())));
}

#[test]
fn a_move_written_on_the_board_touches_nothing_and_the_2018_claim_is_examined() {
    for mode in [Mode::TouchMove, Mode::Board] {
        // the knights go out and back: the position after Nf3 would appear a second time
        let s = game("2018", Some("5400+30"), Mode::Quick);
        let s = ["g1", "f3", "g8", "f6", "f3", "g1", "f6", "g8"]
            .chunks(2)
            .fold(s, |s, m| {
                s.reduce(click(m[0], 1.0)).reduce(click(m[1], 1.0))
            })
            .reduce(Action::SetMode(mode))
            .reduce(Action::Intend(Some(Intent::Write)))
            .reduce(click("g1", 2.0))
            .reduce(click("f3", 3.0));
        assert_eq!(s.written, "Nf3", "{mode:?}");
        assert!(
            !s.events.iter().any(|e| matches!(e, Event::Touch(_))),
            "{mode:?}: writing touches nothing: {:?}",
            s.events
        );
        let before = s.events.len();
        let claim = Event::Claim {
            kind: ClaimKind::Repetition,
            intended: Some(s.written.clone()),
            pending: false,
        };
        let s = s.reduce(event(claim, 4.0));
        let said: Vec<&Ruling> = rulings_since(&s, before);
        assert!(!said.is_empty());
        // examined (the position would appear only twice), not refused as a lost right
        assert!(
            said.iter().any(|r| r.decision.contains("incorrect")),
            "{mode:?}: {said:?}"
        );
        assert!(
            !said.iter().any(|r| r.decision.contains("right to claim")),
            "{mode:?}: {said:?}"
        );
    }
}

#[test]
fn an_offer_said_with_the_move_waits_for_a_move_that_stands() {
    // an illegal move (touch-move lets the touched piece go anywhere): judged as completed
    // and penalised, as without the intention, which waits for the next move
    let s = game("2018", Some("5400+30"), Mode::TouchMove)
        .reduce(Action::Intend(Some(Intent::Offer)))
        .reduce(click("e2", 1.0))
        .reduce(click("e5", 2.0));
    assert!(s
        .game
        .rulings()
        .iter()
        .any(|r| r.citation.to_string().contains("7.5.5")));
    assert!(!s.events.iter().any(|e| matches!(e, Event::Offer(_))));
    assert_eq!(
        s.intent,
        Some(Intent::Offer),
        "the offer waits for his move"
    );
    // then the move that stands carries it
    let s = s.reduce(click("e2", 3.0)).reduce(click("e4", 4.0));
    assert_eq!(s.game.san(), ["e4"]);
    assert_eq!(s.offers, [1]);
    assert_eq!(s.intent, None);
}

#[test]
fn an_offer_before_any_move_of_his_is_written_with_his_first() {
    let s =
        game("2018", Some("5400+30"), Mode::Quick).reduce(event(Event::Offer(Color::Black), 1.0));
    assert_eq!(
        s.offers,
        [2],
        "Black's first move is the game's second half-move"
    );
}

#[test]
fn a_typed_illegal_move_on_the_arbiters_board_is_completed_by_the_press() {
    let s = game("2018", Some("5400"), Mode::Board).reduce(Action::Enter {
        text: "e2e5".into(),
        now: 1.0,
    });
    assert_eq!(s.pending.as_ref().map(|p| p.text.as_str()), Some("e2e5"));
    assert_eq!(
        s.squares()[sq("e5").index()],
        Some('P'),
        "shown where it was put"
    );
    let s = s.reduce(Action::Press { now: 2.0 });
    let arts: Vec<&str> = s
        .game
        .rulings()
        .iter()
        .filter_map(|r| r.citation.article_number())
        .collect();
    assert!(arts.contains(&"7.5.5"), "{arts:?}: completed, so penalised");
    assert!(
        !arts.contains(&"7.5.3"),
        "{arts:?}: not a press without a move"
    );
}

#[test]
fn a_move_left_on_the_arbiters_board_survives_a_reload() {
    let s = game("2018", Some("5400"), Mode::Board)
        .reduce(click("e2", 1.0))
        .reduce(click("e5", 2.0));
    let text = s.saved().to_text();
    let again = PlayState::start(
        Ok(Some(Saved::parse(&text).expect("read"))),
        3.0,
        Probe::new(PROBE_NODES),
    );
    assert_eq!(again.mode, Mode::Board);
    assert_eq!(again.pending, s.pending);
    let pressed = Rc::new(again).reduce(Action::Press { now: 4.0 });
    assert!(pressed.pending.is_none());
    assert!(pressed
        .game
        .rulings()
        .iter()
        .any(|r| r.decision.contains("the pawn from e2 to e5")));
}
