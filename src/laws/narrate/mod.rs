//! A scenario's events told in words for people, each from the game's state just before
//! it: "White plays Rh2", "Black touches the knight on g8", "2 minutes pass on White's
//! clock", "White claims a draw by repetition, intending Nf3". The demo player shows these
//! beside the board; they name who does what and never the protocol's syntax.

use super::game::Game;
use super::incident::Incident;
use super::words::duration;
use incident::incident;

mod incident;
use super::material::Analyser;
use super::scenario::{ArbiterAction, Event, Scenario};
use crate::chess::board::CastlingRights;
use crate::chess::position::Position;
use crate::chess::types::{CastlingSide, Color, Square};
use crate::clock::format_ms;
use crate::notation::{self, san};

/// Each event of `s` in words (as many as could be applied; an event that is not a record
/// of play, which the engine refuses with an error, is told as given).
pub fn narrate(s: &Scenario, an: &mut dyn Analyser) -> Vec<String> {
    let Ok(mut g) = Game::new_with(s, an) else {
        return s.events.iter().map(|e| event(None, e)).collect();
    };
    let mut out = Vec::with_capacity(s.events.len());
    let mut ok = true;
    for (i, e) in s.events.iter().enumerate() {
        if ok {
            let mut told = event(Some(&g), e);
            let pos = g.position();
            let (rights, mover) = (pos.castling_rights(), pos.turn());
            // a move that is not castling (castling itself takes both rights away, which goes
            // without saying), read before it is applied
            let told_move = match e {
                Event::Move(m) | Event::Place(m) => {
                    !notation::parse_move(pos, m).is_ok_and(|m| m.castling_side().is_some())
                }
                _ => false,
            };
            ok = g.apply_with(i, e, an).is_ok();
            // a right to castle the move took away: what makes the positions before and
            // after it differ, though the pieces stand alike (Art. 12.3; 2018 9.2.2)
            if told_move {
                told += &castling_lost(rights, g.position().castling_rights(), mover);
            }
            out.push(told);
        } else {
            out.push(event(None, e));
        }
    }
    out
}

/// ", and can no longer castle king-side" (the mover), ", and Black can no longer castle
/// queen-side" (his rook taken): the rights lost between `before` and `after`, the mover's
/// first; when both sides lose one, each is named.
fn castling_lost(before: CastlingRights, after: CastlingRights, mover: Color) -> String {
    let lost = |c: Color| {
        let gone = |side| before.has(c, side) && !after.has(c, side);
        match (gone(CastlingSide::KingSide), gone(CastlingSide::QueenSide)) {
            (true, true) => Some("at all"),
            (true, false) => Some("king-side"),
            (false, true) => Some("queen-side"),
            (false, false) => None,
        }
    };
    match (lost(mover), lost(mover.other())) {
        (None, None) => String::new(),
        (Some(m), None) => format!(", and can no longer castle {m}"),
        (None, Some(o)) => format!(", and {} can no longer castle {o}", mover.other()),
        (Some(m), Some(o)) => format!(
            ", and {mover} can no longer castle {m}, nor {} {o}",
            mover.other()
        ),
    }
}

fn piece_on(pos: &Position, sq: Square) -> String {
    match pos.board().piece_at(sq) {
        Some(p) if p.color == pos.turn() => format!("the {} on {sq}", p.role.name()),
        Some(p) => format!("the opponent's {} on {sq}", p.role.name()),
        None => format!("the empty square {sq}"),
    }
}

/// A move as SAN when it reads in the position; one that does not (an illegal one, given
/// from square to square) as "the king from e1 to g1"; else as written.
fn move_words(pos: Option<&Position>, text: &str) -> String {
    if let Some(m) = pos.and_then(|p| {
        notation::parse_move(p, text)
            .ok()
            .map(|m| san::to_san(p, m))
    }) {
        return m;
    }
    let square = |i: usize| -> Option<Square> { text.get(i..i + 2)?.parse().ok() };
    if let (Some(from), Some(to)) = (square(0), square(2)) {
        let piece = pos
            .and_then(|p| p.board().piece_at(from))
            .map_or("piece", |p| p.role.name());
        return format!("the {piece} from {from} to {to}");
    }
    text.to_string()
}

fn event(g: Option<&Game>, e: &Event) -> String {
    if g.is_some_and(Game::is_over) {
        if let Event::Move(m) | Event::Place(m) = e {
            let words = move_words(g.map(Game::position), m);
            return format!("After the end of the game, {words} is played");
        }
    }
    let pos = g.map(Game::position);
    let mover = pos.map_or("The player to move".to_string(), |p| p.turn().to_string());
    match e {
        Event::Move(m) => {
            let words = move_words(pos, m);
            match words.strip_prefix("the ") {
                Some(rest) => format!("{mover} moves the {rest}"),
                None => format!("{mover} plays {words}"),
            }
        }
        Event::MoveWith {
            text,
            intended,
            unnoticed,
        } => {
            let mut words = format!("{mover} plays {}", move_words(pos, text));
            if let Some(r) = intended {
                words.push_str(&format!(", evidently intending a {}", r.name()));
            }
            if *unnoticed {
                words.push_str("; nobody notices anything wrong at the time");
            }
            words
        }
        Event::Place(m) => format!(
            "{mover} makes the move {} but does not press the clock yet",
            move_words(pos, m)
        ),
        Event::Press(c) => format!("{c} presses the clock"),
        Event::Touch(sq) => match pos {
            Some(p) => format!("{mover} touches {}", piece_on(p, *sq)),
            None => format!("{mover} touches the piece on {sq}"),
        },
        Event::Adjust(sq) => format!("{mover} says \"I adjust\" and adjusts the piece on {sq}"),
        Event::Claim {
            kind,
            intended,
            pending,
        } => {
            let what = super::draw_claim::claim_words(*kind);
            // a move on the board, the clock not yet pressed: its maker claims
            let moved = g
                .filter(|g| g.is_placed())
                .and_then(|g| Some((g.position().turn().other(), g.san().last()?)));
            let who = match moved {
                Some((c, m)) => format!("{c}, having made his move {m} on the board,"),
                None => mover,
            };
            let call = if *pending {
                " and calls the arbiter"
            } else {
                ""
            };
            match intended.as_ref().filter(|_| moved.is_none()) {
                Some(m) => format!(
                    "{who} claims a draw {what}, writing down the move {} he intends to make{call}",
                    move_words(pos, m)
                ),
                None => format!("{who} claims a draw {what}{call}"),
            }
        }
        Event::Offer(c) => format!("{c} offers a draw"),
        Event::Accept(c) => format!("{c} accepts the draw"),
        Event::Decline(c) => format!("{c} declines the draw"),
        Event::Resign(c) => format!("{c} resigns"),
        Event::Wait(ms) => {
            let clock = g.and_then(Game::clock);
            let d = duration(*ms);
            let pass = if matches!(d.as_str(), "1 second" | "1 minute" | "1 hour") {
                "passes"
            } else {
                "pass"
            };
            match clock.and_then(|k| k.running().map(|c| (c, k.is_stuck(c)))) {
                Some((c, true)) => {
                    format!("{d} {pass} while {c} thinks, but his unit of the clock stands still")
                }
                Some((c, false)) => format!("{d} {pass} on {c}'s clock"),
                None => format!("{d} {pass}"),
            }
        }
        Event::Flag(c) => format!("{c}'s flag is pointed out"),
        Event::Seal { text, by } => {
            // the player having the move, who may have made it on the board already
            let to_move = match (pos, g.is_some_and(Game::is_placed)) {
                (Some(p), true) => p.turn().other().to_string(),
                _ => mover.clone(),
            };
            match by {
                _ if text.trim().is_empty() => format!(
                    "{to_move} seals the envelope and hands it to the arbiter, but his own scoresheet, with his move, is not in it"
                ),
                Some(c) if c.to_string() != to_move => format!(
                    "On the arbiter's order {c} writes the move {} and seals it in the envelope, though {to_move} has the move",
                    move_words(None, text)
                ),
                _ => format!(
                    "{to_move} writes his move {} on his scoresheet and seals it in the envelope",
                    move_words(if g.is_some_and(Game::is_placed) { None } else { pos }, text)
                ),
            }
        }
        Event::Resume { absent } => match absent {
            [false, false] => "The game is resumed: the arbiter opens the envelope".into(),
            [true, true] => {
                "The session for the adjourned game begins: both players are absent".into()
            }
            [w, _] => format!(
                "The session for the adjourned game begins: {} is absent",
                if *w { Color::White } else { Color::Black }
            ),
        },
        Event::Arbiter(a) => format!("The arbiter {}", arbiter(a)),
        Event::Late {
            color,
            ms,
            default_ms,
        } => {
            let who = color.map_or("Both players arrive".to_string(), |c| {
                format!("{c} arrives")
            });
            let mut s = format!("{who} {} after the start of the session", duration(*ms));
            if let Some(d) = default_ms.filter(|d| *d > 0) {
                s.push_str(&format!(" (the default time is {})", duration(d)));
            }
            s
        }
        Event::ColoursReversed => {
            "It is found that the game was started with the colours reversed".into()
        }
        // the player to move is the one who seals
        Event::Incident(Incident::SealClockRunning { mv }) => format!(
            "{mover} writes {}, puts it in the envelope and seals it, but does not stop the clocks",
            mv.as_deref()
                .map_or("his move".to_string(), |m| move_words(pos, m))
        ),
        Event::Incident(x) => incident(x, pos),
    }
}

/// What the arbiter does, after "The arbiter".
fn arbiter(a: &ArbiterAction) -> String {
    let time = |ms: u64| format_ms(ms as i64, 0);
    match a {
        ArbiterAction::Stop => "stops the clocks".into(),
        ArbiterAction::Start => "starts the clock again".into(),
        ArbiterAction::AddMs { white, black } => {
            let mut to = Vec::new();
            if *white > 0 {
                to.push(format!("{} to White's clock", duration(*white)));
            }
            if *black > 0 {
                to.push(format!("{} to Black's clock", duration(*black)));
            }
            format!("adds {}", to.join(" and "))
        }
        ArbiterAction::SetMs { white, black } => {
            let set: Vec<String> = [(Color::White, white), (Color::Black, black)]
                .into_iter()
                .filter_map(|(c, ms)| ms.map(|ms| format!("{c}'s to {}", time(ms))))
                .collect();
            format!("sets the clock: {}", set.join(", "))
        }
        ArbiterAction::SetMoves { color, moves } => {
            format!("sets {color}'s count of moves to {moves}")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::laws::FullAnalysis;

    fn scenario(json: &str) -> Scenario {
        let v: serde_json::Value = serde_json::from_str(json).expect("json");
        Scenario::from_json(v.as_object().expect("object")).expect("scenario")
    }

    #[test]
    fn who_does_what() {
        let s = scenario(
            r#"{"edition":"2018","control":"90","events":[{"move":"e4"},{"wait_ms":120000},
            {"touch":"g8"},{"move":"Nf6"},{"claim":"repetition","move":"Nc3"},{"flag":"black"}]}"#,
        );
        let words = narrate(&s, &mut FullAnalysis);
        assert_eq!(
            words,
            [
                "White plays e4",
                "2 minutes pass on Black's clock",
                "Black touches the knight on g8",
                "Black plays Nf6",
                "White claims a draw by repetition of position, writing down the move Nc3 he intends to make",
                "Black's flag is pointed out",
            ]
        );
        // an illegal move given square to square
        let s = scenario(
            r#"{"edition":"1977","fen":"4k3/8/8/8/2b5/8/8/R3K2R w KQ - 0 1","events":[{"move":"e1g1"}]}"#,
        );
        assert_eq!(
            narrate(&s, &mut FullAnalysis),
            ["White moves the king from e1 to g1"]
        );
    }

    #[test]
    fn a_lost_right_to_castle_is_told_the_movers_first() {
        let s = scenario(
            r#"{"edition":"2018","fen":"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
            "events":[{"move":"Rxa8+"},{"move":"Ke7"},{"move":"O-O"}]}"#,
        );
        assert_eq!(
            narrate(&s, &mut FullAnalysis),
            [
                "White plays Rxa8+, and White can no longer castle queen-side, nor Black queen-side",
                "Black plays Ke7, and can no longer castle king-side",
                // castling itself takes both rights: not said
                "White plays O-O",
            ]
        );
        let s = scenario(
            r#"{"edition":"2018","fen":"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1","events":[{"move":"Ke2"}]}"#,
        );
        assert_eq!(
            narrate(&s, &mut FullAnalysis),
            ["White plays Ke2, and can no longer castle at all"]
        );
    }

    #[test]
    fn a_claim_is_told_as_the_claimants() {
        // after a move on the board, before the clock is pressed, the mover claims
        let s = scenario(
            r#"{"edition":"1993","control":"90","events":[{"place":"Nf3"},{"claim":"repetition"},{"press":"white"},
            {"claim":"fifty","pending":true},{"incident":{"kind":"withdraw_claim","by":"black","claim":"fifty"}},
            {"incident":{"kind":"appeal","claim":"repetition","arbiter":"refused","international":false}}]}"#,
        );
        assert_eq!(
            narrate(&s, &mut FullAnalysis),
            [
                "White makes the move Nf3 but does not press the clock yet",
                "White, having made his move Nf3 on the board, claims a draw by repetition of position",
                "White presses the clock",
                "Black claims a draw under the fifty-move rule and calls the arbiter",
                "Black asks to withdraw his claim of a draw under the fifty-move rule",
                "Black claims a draw by repetition of position; the arbiter refuses it, and Black stops playing and appeals (no appeals committee at the venue)",
            ]
        );
    }

    #[test]
    fn incidents_say_who_and_the_facts() {
        let s = scenario(
            r#"{"edition":"1980","events":[{"incident":{"kind":"handshake","by":"black"}},
            {"incident":{"kind":"late_not_at_fault","color":"black","difficulties":false}}]}"#,
        );
        assert_eq!(
            narrate(&s, &mut FullAnalysis),
            [
                "Black offers his hand to his opponent",
                "Black is delayed by a cause he is not responsible for; a concession would trouble nobody else",
            ]
        );
    }

    #[test]
    fn the_clock_and_the_scoresheet_in_words() {
        let s = scenario(
            r#"{"edition":"1980","control":"40/9000","events":[{"move":"e4"},
            {"incident":{"kind":"clock_stops","unit":"black"}},{"wait_ms":60000},
            {"incident":{"kind":"clock_defect","claimed_by":"white","evident":false}},
            {"incident":{"kind":"score_behind","by":"white","moves":1}},
            {"incident":{"kind":"score_behind","by":"black","moves":3,"pressed":false}},
            {"incident":{"kind":"records_first","by":"white"}},
            {"arbiter":{"add_ms":{"white":120000}}},{"resign":"white"},{"move":"e5"}]}"#,
        );
        assert_eq!(
            narrate(&s, &mut FullAnalysis),
            [
                "White plays e4",
                "Black's unit of the clock stops, and nobody notices",
                "1 minute passes while Black thinks, but his unit of the clock stands still",
                "White claims that the clock is defective; the arbiter finds no evident defect",
                "White records his moves in pairs, his own and the reply together, so he is one move behind with his scoresheet",
                "Black is 3 moves behind with his scoresheet; the arbiter judges him not extremely pressed for time",
                "White writes a move on his scoresheet while Black still has the move",
                "The arbiter adds 2 minutes to White's clock",
                "White resigns",
                "After the end of the game, e5 is played",
            ]
        );
    }

    #[test]
    fn durations() {
        assert_eq!(duration(120_000), "2 minutes");
        assert_eq!(duration(3_660_000), "1 hour 1 minute");
        assert_eq!(duration(1_000), "1 second");
        assert_eq!(duration(0), "0 seconds");
        assert_eq!(duration(45), "45 milliseconds");
        assert_eq!(duration(1), "1 millisecond");
        assert_eq!(duration(50), "0.1 seconds");
    }
}
