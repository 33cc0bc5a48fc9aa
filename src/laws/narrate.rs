//! A scenario's events told in words for people, each from the game's state just before
//! it: "White plays Rh2", "Black touches the knight on g8", "2 minutes pass on White's
//! clock", "White claims a draw by repetition, intending Nf3". The demo player shows these
//! beside the board; they name who does what and never the protocol's syntax.

use super::game::Game;
use super::incident::Incident;
use super::material::Analyser;
use super::scenario::{ArbiterAction, ClaimKind, Event, Scenario};
use crate::chess::position::Position;
use crate::chess::types::{Color, Square};
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
            out.push(event(Some(&g), e));
            ok = g.apply_with(i, e, an).is_ok();
        } else {
            out.push(event(None, e));
        }
    }
    out
}

/// A time as people say it: "2 minutes", "1 hour 30 minutes", "45 seconds".
pub fn duration(ms: u64) -> String {
    let s = ms / 1000;
    let (h, m, sec) = (s / 3600, (s / 60) % 60, s % 60);
    let unit = |n: u64, w: &str| {
        if n == 1 {
            format!("1 {w}")
        } else {
            format!("{n} {w}s")
        }
    };
    let mut parts = Vec::new();
    if h > 0 {
        parts.push(unit(h, "hour"));
    }
    if m > 0 {
        parts.push(unit(m, "minute"));
    }
    if sec > 0 || parts.is_empty() {
        if !ms.is_multiple_of(1000) && h == 0 && m == 0 {
            return format!("{:.1} seconds", ms as f64 / 1000.0);
        }
        parts.push(unit(sec, "second"));
    }
    parts.join(" ")
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
        Event::MoveIntending { text, intended } => format!(
            "{mover} plays {}, evidently intending a {}",
            move_words(pos, text),
            intended.name()
        ),
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
        Event::Claim { kind, intended } => {
            let what = match kind {
                ClaimKind::Repetition => "by repetition of position",
                ClaimKind::Fifty => "under the fifty-move rule",
            };
            match intended {
                Some(m) => format!(
                    "{mover} claims a draw {what}, writing down the move {} he intends to make",
                    move_words(pos, m)
                ),
                None => format!("{mover} claims a draw {what}"),
            }
        }
        Event::Offer(c) => format!("{c} offers a draw"),
        Event::Accept(c) => format!("{c} accepts the draw"),
        Event::Decline(c) => format!("{c} declines the draw"),
        Event::Resign(c) => format!("{c} resigns"),
        Event::Wait(ms) => {
            let running = g.and_then(Game::clock).and_then(|c| c.running());
            match running {
                Some(c) => format!("{} pass on {c}'s clock", duration(*ms)),
                None => format!("{} pass", duration(*ms)),
            }
        }
        Event::Flag(c) => format!("{c}'s flag is pointed out"),
        Event::Seal(m) => format!(
            "{mover} writes his move {} on his scoresheet and seals it in the envelope",
            move_words(pos, m)
        ),
        Event::Resume => "The game is resumed: the arbiter opens the envelope".into(),
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
        Event::Incident(x) => incident(x),
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
                to.push(format!("{} to White", duration(*white)));
            }
            if *black > 0 {
                to.push(format!("{} to Black", duration(*black)));
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

/// An incident in words: who does what, then any facts the phrase does not already say.
fn incident(x: &Incident) -> String {
    use serde_json::Value;
    let v = x.to_json();
    let field = |k: &str| v.get(k);
    let text = |k: &str| -> String {
        match field(k) {
            Some(Value::String(s)) => match Color::from_name(s) {
                Some(c) => c.to_string(),
                None => s.replace('_', " "),
            },
            Some(Value::Bool(b)) => if *b { "yes" } else { "no" }.to_string(),
            Some(other) => other.to_string(),
            None => String::new(),
        }
    };
    let yes = |k: &str| field(k).and_then(Value::as_bool) == Some(true);
    let kind = field("kind").and_then(Value::as_str).unwrap_or("incident");
    let who = text("by");
    // the phrase, and the fields it says
    let (phrase, said): (String, &[&str]) = match kind {
        "handshake" => (format!("{who} offers his hand to his opponent"), &["by"]),
        "spectator" => ("A spectator points out an irregularity".into(), &[]),
        "captain" => (
            format!(
                "{}'s team captain tells his player: {}",
                text("team"),
                text("says")
            ),
            &["team", "says"],
        ),
        "notes" => (
            format!("{who} writes on his scoresheet: {}", text("writes")),
            &["by", "writes"],
        ),
        "advice" => (format!("{who} takes advice from another person"), &["by"]),
        "illness" => (
            if yes("brief") {
                format!("{who} is taken ill, briefly")
            } else {
                format!("{who} is taken ill, and will not soon recover")
            },
            &["by", "brief"],
        ),
        "clock_defect" => (
            match field("by") {
                Some(_) => format!("The clock seems defective, and {who} deals with it himself"),
                None => "The clock is found defective".into(),
            },
            &["by"],
        ),
        "accidental_touch" => (
            format!(
                "The player to move brushes the piece on {} in passing",
                text("square")
            ),
            &["square"],
        ),
        "adjusts" => (
            format!(
                "{who} adjusts the piece on {} (warned: {})",
                text("square"),
                text("warned")
            ),
            &["by", "square", "warned"],
        ),
        "touch_claim" => (
            format!(
                "{who} claims that his opponent touched a piece and must move it ({})",
                if yes("witness") {
                    "a witness saw it"
                } else {
                    "no witness"
                }
            ),
            &["by", "witness"],
        ),
        "touches_many" => (format!("{who} touches several pieces"), &["by"]),
        "board_misplaced" => (
            format!(
                "The board is found turned the wrong way ({})",
                if yes("pieces_correct") {
                    "the pieces otherwise set up correctly"
                } else {
                    "the pieces also set up wrongly"
                }
            ),
            &["pieces_correct"],
        ),
        "colours_reversed" => {
            (
                format!(
                "It is found that the game began with the colours reversed, by the {}'s mistake",
                if text("mistake_by") == "arbiter" { "arbiter" } else { "players" }
            ),
                &["mistake_by"],
            )
        }
        "withdraw_claim" => (format!("{who} asks to withdraw his draw claim"), &["by"]),
        "score_behind" => (
            format!(
                "{who} is {} moves behind with his scoresheet",
                text("moves")
            ),
            &["by", "moves"],
        ),
        "records_first" => (
            format!("{who} writes a move on his scoresheet before making it"),
            &["by"],
        ),
        "other_hand" => (
            format!("{who} presses the clock with the other hand"),
            &["by"],
        ),
        "knocked_over" => (
            format!(
                "{who} knocks pieces over while moving{}",
                if yes("restored") {
                    " and puts them back before pressing"
                } else {
                    ""
                }
            ),
            &["by", "restored"],
        ),
        "moves_uncertain" => (
            format!(
                "Nobody can establish how many moves were made{}",
                if yes("swiss") {
                    " (a Swiss tournament)"
                } else {
                    ""
                }
            ),
            &["swiss"],
        ),
        "envelope_lost" => ("The envelope with the sealed move is lost".into(), &[]),
        "seal_clock_running" => ("A move is sealed while the clock still runs".into(), &[]),
        "clock_times_wrong" => ("The clocks are found to show wrong times".into(), &[]),
        "illegal_at_adjudication" => (
            "An illegal move is found in a game sent for adjudication".into(),
            &[],
        ),
        "fifty_moves_regulation" => (
            format!(
                "The tournament's regulations set {} moves for this ending ({} the game)",
                text("moves"),
                if yes("before_game") {
                    "announced before"
                } else {
                    "announced after the start of"
                }
            ),
            &["moves", "before_game"],
        ),
        "appeal" => (
            format!(
                "The arbiter's decision on the {} claim is appealed",
                text("claim")
            ),
            &["claim"],
        ),
        "unregulated" => (
            format!("{who} points out that the clocks were set wrong at the start of the game"),
            &["by", "situation"],
        ),
        "promotion_misconduct" => (
            format!("{who} misconducts himself over the promotion"),
            &["by"],
        ),
        "late_not_at_fault" => (
            format!(
                "{} is delayed by a cause he is not responsible for",
                text("color")
            ),
            &["color"],
        ),
        "match_withdrawal" => (
            format!(
                "{who} withdraws from the match and asks for the loser's prize (the match regulations: {})",
                match field("regulations").and_then(Value::as_str) {
                    Some("keeps_loser_prize") => "a player who withdraws keeps it",
                    Some("forfeits_loser_prize") => "a player who withdraws forfeits it",
                    _ => "nothing on it",
                }
            ),
            &["by", "regulations"],
        ),
        "national_rules" => (
            format!(
                "The federation organizing {} wants to apply {}{}",
                if yes("title_tournament") {
                    "an international title tournament"
                } else if yes("fide_event") {
                    "a FIDE tournament in its territory"
                } else {
                    "its own national tournament"
                },
                match field("no_draw_before_move") {
                    Some(_) => format!(
                        "its rule that no draw may be agreed before move {}",
                        text("no_draw_before_move")
                    ),
                    None => "a rule of its own".into(),
                },
                if yes("conflicts_with_laws") {
                    ", which conflicts with the FIDE Laws"
                } else {
                    ""
                }
            ),
            &[
                "title_tournament",
                "fide_event",
                "no_draw_before_move",
                "conflicts_with_laws",
            ],
        ),
        "few_arbiters" => ("Many games are played with few arbiters".into(), &[]),
        "draw_reason" => (
            format!(
                "{who} has a reason of his own not to play on for a win: {}",
                text("reason")
            ),
            &["by", "reason"],
        ),
        other => (other.replace('_', " "), &[]),
    };
    let facts: Vec<String> = v
        .as_object()
        .into_iter()
        .flatten()
        .filter(|(k, _)| k.as_str() != "kind" && !said.contains(&k.as_str()))
        .map(|(k, _)| format!("{}: {}", k.replace('_', " "), text(k)))
        .collect();
    let mut phrase = phrase;
    if let Some(first) = phrase.get(0..1) {
        phrase = first.to_uppercase() + &phrase[1..];
    }
    if facts.is_empty() {
        phrase
    } else {
        format!("{phrase} ({})", facts.join("; "))
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
    fn incidents_say_who_and_the_facts() {
        let s = scenario(
            r#"{"edition":"1980","events":[{"incident":{"kind":"handshake","by":"black"}},
            {"incident":{"kind":"late_not_at_fault","color":"black","difficulties":false}}]}"#,
        );
        assert_eq!(
            narrate(&s, &mut FullAnalysis),
            [
                "Black offers his hand to his opponent",
                "Black is delayed by a cause he is not responsible for (difficulties: no)",
            ]
        );
    }

    #[test]
    fn durations() {
        assert_eq!(duration(120_000), "2 minutes");
        assert_eq!(duration(3_660_000), "1 hour 1 minute");
        assert_eq!(duration(1_000), "1 second");
        assert_eq!(duration(0), "0 seconds");
    }
}
