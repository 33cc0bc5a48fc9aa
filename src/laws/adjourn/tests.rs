//! The adjournment's rule functions, each asked directly with its facts.

use super::rules::*;
use crate::chess::types::Color::{self, Black, White};
use crate::edition::Edition::{self, Fide1977, Fide1980, Fide1993, Fide2018};
use crate::laws::verdict::{GameResult, Termination};
use crate::notation::fen;

const HOUR: i64 = 3_600_000;
/// Move 41, Black to move: knights on b6 and f6 (both reach d7 and d5, only one e4).
const BLACK41: &str = "2r3k1/5ppp/pn3n2/8/8/P3BN2/1P3PPP/2R3K1 b - - 0 41";
/// Move 41, Black to move, Rd1 mates.
const MATE41: &str = "3r2k1/1Q3ppp/8/8/8/8/5PPP/6K1 b - - 0 41";

fn labels(ds: &[Ruled]) -> Vec<String> {
    ds.iter().map(|d| d.0.citation.label()).collect()
}

fn sealing(text: &str, by: Color, to_move: Color) -> SealFacts<'_> {
    SealFacts {
        text,
        by,
        to_move,
        on_board: None,
        sealed: None,
        unsealed: None,
        after_opening: None,
    }
}

#[test]
fn the_player_having_the_move_seals_it_and_nobody_else() {
    let ds = seal(Fide1980, &sealing("Rd7", White, White));
    assert_eq!(labels(&ds), ["15.1"]);
    assert!(matches!(
        ds[0].1,
        Adjourning::Seal {
            sealer: White,
            on_board: false,
            ..
        }
    ));
    // Interpretation 15.1 (1978): the arbiter cannot have the opponent seal
    let ds = seal(Fide1980, &sealing("Kf6", Black, White));
    assert_eq!(labels(&ds), ["Interpretation 15.1 (1978)"]);
    assert_eq!(ds[0].1, Adjourning::Refused);
    assert!(
        ds[0].0.words.contains("White has the move"),
        "{}",
        ds[0].0.words
    );
    // before 1980 the interpretation is not in force: the article itself
    let ds = seal(Fide1977, &sealing("Kf6", Black, White));
    assert_eq!(
        (labels(&ds), ds[0].1.clone()),
        (vec!["15.1".to_string()], Adjourning::Refused)
    );
    // 2018 has no adjournment
    assert_eq!(
        seal(Fide2018, &sealing("Rd7", White, White))[0].1,
        Adjourning::Refused
    );
}

#[test]
fn a_move_made_on_the_board_is_the_one_sealed() {
    let mut f = sealing("Rd7", White, White);
    f.on_board = Some("Rd7");
    let ds = seal(Fide1980, &f);
    assert_eq!(labels(&ds), ["Interpretation 15.1 (1978)"]);
    assert!(matches!(ds[0].1, Adjourning::Seal { on_board: true, .. }));
    f.text = "Re5";
    assert_eq!(seal(Fide1980, &f)[0].1, Adjourning::Refused);
}

#[test]
fn a_move_put_in_the_envelope_with_the_clocks_running_may_be_changed() {
    let mut f = sealing("Nbd5", Black, Black);
    f.unsealed = Some("Ne4");
    let ds = seal(Fide1980, &f);
    assert_eq!(labels(&ds), ["Interpretation 15.1 (1966)", "15.1"]);
    assert!(
        ds[0].0.words.contains("seals Nbd5 instead"),
        "{}",
        ds[0].0.words
    );
    // the clocks stopped: the adjourning move is definitely made
    let mut f = sealing("Nbd5", Black, Black);
    f.sealed = Some(("Ne4", Black));
    let ds = seal(Fide1980, &f);
    assert_eq!(
        (labels(&ds), ds[0].1.clone()),
        (
            vec!["Interpretation 15.1 (1966)".to_string()],
            Adjourning::Refused
        )
    );
}

#[test]
fn the_reply_is_sealed_only_when_the_sealer_is_absent() {
    let mut f = sealing("Qb3", White, White);
    f.after_opening = Some((Black, true));
    for (e, art) in [(Fide1980, "16.4"), (Fide1993, "14.4")] {
        let ds = seal(e, &f);
        assert_eq!(labels(&ds), [art]);
        assert!(matches!(
            ds[0].1,
            Adjourning::SealReply { replier: White, .. }
        ));
    }
    f.after_opening = Some((Black, false));
    let ds = seal(Fide1980, &f);
    assert_eq!(
        (labels(&ds), ds[0].1.clone()),
        (vec!["16.4".to_string()], Adjourning::Refused)
    );
}

#[test]
fn the_arbiter_reads_the_sealed_move() {
    let pos = fen::parse(BLACK41).expect("fen");
    let read = |e: Edition, t: &str| read_sealed(e, &pos, t, Black);
    assert_eq!(read(Fide1980, "Ne4"), Reading::Plain("Ne4".into()));
    assert!(matches!(read(Fide1980, "Kt-e4"), Reading::Read { san, .. } if san == "Ne4"));
    assert!(matches!(read(Fide1980, "Kt-e5"), Reading::Lost { .. }));
    assert!(
        matches!(read(Fide1977, "Nd7"), Reading::Lost { topic, .. } if topic == crate::laws::articles::Topic::SealedMoveAmbiguous)
    );
    assert!(
        matches!(read(Fide1977, ""), Reading::Lost { topic, .. } if topic == crate::laws::articles::Topic::SealedMoveMissing)
    );
    // 1993 Art. 10.16 reads the move as written
    assert!(matches!(read(Fide1993, "Kt-e4"), Reading::Lost { .. }));
}

fn envelope(text: &str, by: Color, kind: EnvelopeKind) -> Envelope<'_> {
    Envelope { text, by, kind }
}

#[test]
fn the_envelope_waits_for_the_player_who_must_reply() {
    let pos = fen::parse(MATE41).expect("fen");
    let r = |absent: [bool; 2]| Resumption {
        pos: &pos,
        envelope: Some(envelope("h6", Black, EnvelopeKind::Sealed)),
        absent,
        begun: false,
        bare_king: [false, false],
    };
    // both present: the envelope is opened and the sealed move made
    let ds = resume(Fide1980, &r([false, false]));
    assert_eq!(labels(&ds), ["17.3"]);
    assert!(matches!(&ds[0].1, Adjourning::Play { san, mover: Black } if san == "h6"));
    // White, who must reply, absent: his clock is started, the envelope stays closed (16.3)
    let ds = resume(Fide1980, &r([true, false]));
    assert_eq!(
        (labels(&ds), ds[0].1.clone()),
        (vec!["16.3".to_string()], Adjourning::StartClock(White))
    );
    assert_eq!(labels(&resume(Fide1993, &r([true, false]))), ["14.3"]);
    // Black, who sealed, absent: opened all the same (16.2), White may seal his reply
    let ds = resume(Fide1980, &r([false, true]));
    assert_eq!(labels(&ds), ["16.2", "17.3"]);
    // nothing sealed
    let none = Resumption {
        envelope: None,
        ..r([false, false])
    };
    assert_eq!(resume(Fide1980, &none)[0].1, Adjourning::Refused);
    // the session has begun already
    let begun = Resumption {
        begun: true,
        ..r([true, false])
    };
    assert_eq!(resume(Fide1980, &begun)[0].1, Adjourning::Refused);
}

fn arrival<'a>(pos: &'a crate::chess::position::Position, who: Color, ms: u64) -> Arrival<'a> {
    Arrival {
        pos,
        who: Some(who),
        ms,
        absent: [who == White, who == Black],
        sealer: Black,
        envelope: None,
        recorded: Some([110 * 60_000, 30 * 60_000]),
        remaining: Some([110 * 60_000, 30 * 60_000]),
        flags: [false, false],
        excused: None,
        bare_king: [false, false],
    }
}

fn ends(ds: &[Ruled]) -> Option<(GameResult, Termination)> {
    ds.iter().find_map(|d| match d.1 {
        Adjourning::End {
            result,
            termination,
        } => Some((result, termination)),
        _ => None,
    })
}

#[test]
fn the_absent_player_having_the_move_loses_after_an_hour_though_his_clock_runs() {
    let pos = fen::parse(MATE41).expect("fen");
    let mut a = arrival(&pos, White, 61 * 60_000);
    a.envelope = Some(envelope("h6", Black, EnvelopeKind::Sealed));
    // his clock started at the resumption: 1:50:00 then, 0:49:00 now
    a.remaining = Some([49 * 60_000, 30 * 60_000]);
    let ds = arrive(Fide1980, &a);
    assert_eq!(labels(&ds), ["Interpretation 17.2 (1966)"]);
    assert_eq!(ends(&ds), Some((GameResult::Win(Black), Termination::Late)));
    assert!(
        ds[0].0.words.contains("still shows 49:00 of the 1:50:00"),
        "{}",
        ds[0].0.words
    );
    // within the hour: the envelope is opened on his arrival and the sealed move made
    a.ms = 59 * 60_000;
    let ds = arrive(Fide1980, &a);
    assert_eq!(labels(&ds), ["16.3", "17.3"]);
    assert!(matches!(&ds[1].1, Adjourning::Play { san, mover: Black } if san == "h6"));
    // an hour or less on his clock at the adjournment: Interpretation 17.2 (1962)
    a.ms = 61 * 60_000;
    a.recorded = Some([50 * 60_000, 30 * 60_000]);
    a.remaining = Some([50 * 60_000, 30 * 60_000]);
    assert_eq!(
        labels(&arrive(Fide1980, &a)),
        ["Interpretation 17.2 (1962)"]
    );
    assert_eq!(labels(&arrive(Fide1993, &a)), ["10.15"]);
}

#[test]
fn the_absent_sealer_loses_after_an_hour_unless_the_game_was_decided() {
    let pos = fen::parse(MATE41).expect("fen");
    let mut a = arrival(&pos, Black, 61 * 60_000);
    a.recorded = Some([50 * 60_000, 90 * 60_000]);
    a.remaining = Some([45 * 60_000, 34 * 60_000]);
    let ds = arrive(Fide1980, &a);
    // the sealer: 17.2 (1962), though he had more than an hour
    assert_eq!(labels(&ds), ["Interpretation 17.2 (1962)"]);
    assert_eq!(ends(&ds), Some((GameResult::Win(White), Termination::Late)));
    assert!(
        ds[0].0.words.contains("still shows 34:00"),
        "{}",
        ds[0].0.words
    );
    // (c): the player present had exceeded his time limit
    a.flags = [true, false];
    let ds = arrive(Fide1980, &a);
    assert_eq!(labels(&ds), ["Interpretation 17.2 (1962)"]);
    assert_eq!(
        ends(&ds),
        Some((GameResult::Win(Black), Termination::TimeForfeit))
    );
    // his own flag fell during his absence: he loses on time
    a.flags = [false, true];
    let ds = arrive(Fide1980, &a);
    assert_eq!(labels(&ds), ["17.1"]);
    assert_eq!(
        ends(&ds),
        Some((GameResult::Win(White), Termination::TimeForfeit))
    );
    // a concession granted for a delay not his fault stands
    a.flags = [false, false];
    a.excused = Some(Black);
    let ds = arrive(Fide1980, &a);
    assert_eq!(labels(&ds), ["Interpretation 17.2 (1958)"]);
    assert_eq!(ends(&ds), None);
    // within the hour, his opponent's reply waiting in the envelope (16.4): it is made
    a.excused = None;
    a.ms = 15 * 60_000;
    a.envelope = Some(envelope("Qb3", White, EnvelopeKind::Reply));
    let pos2 = fen::parse("3r2k1/1Q3pp1/7p/8/8/8/5PPP/6K1 w - - 0 42").expect("fen");
    a.pos = &pos2;
    let ds = arrive(Fide1980, &a);
    assert_eq!(labels(&ds), ["16.4"]);
    assert!(matches!(&ds[0].1, Adjourning::Play { san, mover: White } if san == "Qb3"));
    // a clear but irregular reply is read as a sealed move is (17.3 (1965))
    a.envelope = Some(envelope("Qxb3", White, EnvelopeKind::Reply));
    let ds = arrive(Fide1980, &a);
    assert_eq!(labels(&ds), ["Interpretation 17.3 (1965)"]);
    assert!(matches!(&ds[0].1, Adjourning::Play { san, .. } if san == "Qb3"));
    // a reply whose meaning cannot be established: Interpretation 16.4 (1958)
    let pos3 = fen::parse("3r2k1/5pp1/7p/8/8/1N3N2/5PPP/6K1 w - - 0 42").expect("fen");
    a.pos = &pos3;
    a.envelope = Some(envelope("Nd2", White, EnvelopeKind::Reply));
    let ds = arrive(Fide1980, &a);
    assert_eq!(labels(&ds), ["Interpretation 16.4 (1958)"]);
    assert_eq!(
        ends(&ds),
        Some((GameResult::Win(Black), Termination::SealedMove))
    );
}

#[test]
fn both_absent_lose_both_after_the_hour() {
    let pos = fen::parse(MATE41).expect("fen");
    let mut a = arrival(&pos, White, 61 * 60_000);
    a.who = None;
    a.absent = [true, true];
    let ds = arrive(Fide1980, &a);
    assert_eq!(ends(&ds), Some((GameResult::BothLose, Termination::Late)));
    a.who = Some(White);
    assert_eq!(
        ends(&arrive(Fide1980, &a)),
        Some((GameResult::BothLose, Termination::Late))
    );
    // a player who was present does not arrive
    a.absent = [false, false];
    assert_eq!(arrive(Fide1980, &a)[0].1, Adjourning::Refused);
}

#[test]
fn a_flag_pointed_out_after_the_seal_is_too_late_under_1980_only() {
    let d = flag_while_adjourned(Fide1980, Black, White).expect("1979B");
    assert_eq!(d.0.citation.label(), "Interpretation 14.4 (1979B)");
    assert!(flag_while_adjourned(Fide1980, White, White).is_none());
    assert!(flag_while_adjourned(Fide1977, Black, White).is_none());
}

#[test]
fn a_lost_envelope_continues_by_agreement_or_annuls_the_game() {
    let env = envelope("Ne4", Black, EnvelopeKind::Sealed);
    let d = envelope_lost(Fide1980, env, true, Black);
    assert_eq!(
        (d.0.citation.label(), d.1),
        (
            "Interpretation 16.5 (1970)".to_string(),
            Adjourning::Continue(Black)
        )
    );
    let d = envelope_lost(Fide1980, env, false, Black);
    assert_eq!(d.0.citation.label(), "16.5");
    assert!(matches!(
        d.1,
        Adjourning::End {
            result: GameResult::Annulled,
            ..
        }
    ));
    // the reply's envelope (16.4): resumed from the adjournment
    let d = envelope_lost(
        Fide1980,
        envelope("Qb3", White, EnvelopeKind::Reply),
        false,
        White,
    );
    assert_eq!(d.1, Adjourning::Continue(White));
}

#[test]
fn wrong_clock_times_are_corrected_before_the_first_move_or_if_too_severe() {
    let off = [-HOUR / 6, 0];
    let ds = clock_times(Fide1977, White, off, true, false);
    assert_eq!(labels(&ds), ["16.6"]);
    assert_eq!(
        ds[0].1,
        Adjourning::Correct {
            color: White,
            ms: HOUR / 6
        }
    );
    let ds = clock_times(Fide1977, White, off, false, false);
    assert_eq!(
        (labels(&ds), ds[0].1.clone()),
        (
            vec!["Interpretation 16.6 (1976)".to_string()],
            Adjourning::None
        )
    );
    let ds = clock_times(Fide1977, White, off, false, true);
    assert_eq!(labels(&ds), ["Interpretation 16.6 (1976)"]);
    assert_eq!(
        ds[0].1,
        Adjourning::Correct {
            color: White,
            ms: HOUR / 6
        }
    );
    assert_eq!(
        clock_times(Fide1977, White, [0, 0], false, false)[0].1,
        Adjourning::None
    );
}

#[test]
fn the_envelope_opened_after_an_agreed_draw_leaves_the_result() {
    let pos =
        fen::parse("2r3k1/pp3pp1/2n1b2p/3p4/3P4/P1P1BN1P/5PP1/2R3K1 b - - 0 41").expect("fen");
    let env = envelope("Rxc3", Black, EnvelopeKind::Sealed);
    let d =
        envelope_after_end(Fide1980, &pos, env, Termination::Agreement, None).expect("16.2 (1974)");
    assert_eq!(d.0.citation.label(), "Interpretation 16.2 (1974)");
    assert_eq!(
        envelope_after_end(Fide1993, &pos, env, Termination::Resignation, Some(Black))
            .expect("14.2")
            .0
            .citation
            .label(),
        "14.2"
    );
    // a playable sealed move: nothing to rule
    let ok = envelope("Rb8", Black, EnvelopeKind::Sealed);
    assert!(envelope_after_end(Fide1980, &pos, ok, Termination::Agreement, None).is_none());
    // the game ended otherwise
    assert!(envelope_after_end(Fide1980, &pos, env, Termination::Late, Some(White)).is_none());
}
