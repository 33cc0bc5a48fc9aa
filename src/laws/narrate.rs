//! A scenario's events told in words for people, each from the game's state just before
//! it: "White plays Rh2", "Black touches the knight on g8", "2 minutes pass on White's
//! clock", "White claims a draw by repetition, intending Nf3". The demo player shows these
//! beside the board; they name who does what and never the protocol's syntax.

use super::game::Game;
use super::incident::{Incident, Remark, Writing};
use super::material::Analyser;
use super::scenario::{ArbiterAction, Event, Scenario};
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
    if g.is_some_and(Game::is_over) {
        if let Event::Move(m) | Event::Place(m) = e {
            return format!("After the end of the game, the move {m} is made");
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

/// An incident in words: who does what, then any facts the phrase does not already say.
/// `pos`: the position it happens in, when known.
fn incident(x: &Incident, pos: Option<&Position>) -> String {
    use serde_json::Value;
    let to_move = pos.map(Position::turn);
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
        "captain" => match x {
            Incident::Captain {
                team,
                says,
                declares: Some(consent),
            } => (
                format!(
                    "{team}'s team captain, {} {team}'s knowledge and consent, tells the arbiter that {team} {}",
                    if *consent { "with" } else { "without" },
                    match says {
                        Remark::OfferDraw => "offers a draw",
                        Remark::AcceptDraw => "accepts the draw",
                        Remark::DeclineDraw => "declines the draw",
                        Remark::Resign => "resigns",
                        Remark::MovesMade => "has made his moves",
                        Remark::Opinion => "thinks so of the position",
                    }
                ),
                &["team", "says", "declares", "consent"],
            ),
            _ => (
                format!(
                    "{}'s team captain tells his player: {}",
                    text("team"),
                    text("says")
                ),
                &["team", "says"],
            ),
        },
        "notes" => (
            format!(
                "{who} writes on his scoresheet {}",
                match x {
                    Incident::Notes { writes, .. } => match writes {
                        Writing::ClockTimes => "the times on the clocks beside his moves",
                        Writing::DrawOffer => "the sign of a draw offer",
                        Writing::Other => "a note of his own besides the moves (a plan, an analysis)",
                    },
                    _ => "",
                }
            ),
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
        "clock_defect" => {
            let mut p = match (field("by"), field("claimed_by")) {
                (Some(_), _) => format!("{who} sets about dealing with the clock himself"),
                (None, Some(_)) => format!("{} claims that the clock is defective", text("claimed_by")),
                (None, None) => "The arbiter examines the clock".to_string(),
            };
            if let Some(ms) = field("session_ms").and_then(Value::as_u64) {
                p.push_str(&format!(
                    ", the session having been in progress for {}",
                    duration(ms)
                ));
            }
            if field("evident").and_then(Value::as_bool) == Some(false) {
                p.push_str("; the arbiter finds no evident defect");
            }
            (p, &["by", "claimed_by", "session_ms", "evident"])
        }
        "clock_stops" => (
            match text("unit").as_str() {
                "both" => "Both units of the clock stop, and nobody notices".to_string(),
                u => format!("{}'s unit of the clock stops, and nobody notices", u),
            },
            &["unit"],
        ),
        "forgets_clock" => (
            format!("{who} forgets to stop his clock after his move"),
            &["by"],
        ),
        "arbiter_sees_flag" => (
            format!("The arbiter sees {}'s flag down", text("color")),
            &["color"],
        ),
        "irregularity_found" => {
            let at = pos.map_or(String::new(), |p| format!(" {}", p.fullmoves()));
            (
                match field("by") {
                    Some(_) => format!(
                        "It is found at move {} that {who}'s move{at} was illegal: the game goes back to the position before it, this one",
                        text("found_move")
                    ),
                    None => format!(
                        "An irregularity at move{at} is found at move {}: the game goes back to the position before it, this one",
                        text("found_move")
                    ),
                },
                &["by", "found_move"],
            )
        }
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
                "{who} claims that his opponent touched {} and must move it ({})",
                match field("square").and_then(Value::as_str) {
                    Some(sq) => format!("the piece on {sq}"),
                    None => "a piece".into(),
                },
                if yes("witness") {
                    "a witness saw it"
                } else {
                    "no witness"
                }
            ),
            &["by", "witness", "square"],
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
        "withdraw_claim" => (
            format!(
                "{who} asks to withdraw his claim of a draw {}",
                match x {
                    Incident::WithdrawClaim { claim, .. } => super::draw_claim::claim_words(*claim),
                    _ => "",
                }
            ),
            &["by", "claim"],
        ),
        "score_behind" => {
            let n = field("moves").and_then(Value::as_u64).unwrap_or(0) as u32;
            let mut p = if n == 1 {
                format!("{who} records his moves in pairs, his own and the reply together, so he is one move behind with his scoresheet")
            } else {
                format!(
                    "{who} is {} behind with his scoresheet",
                    crate::laws::plural(n, "move")
                )
            };
            if yes("opponent_too") {
                p.push_str(", and his opponent's is incomplete too");
            }
            match field("pressed").and_then(Value::as_bool) {
                Some(true) => p.push_str("; the arbiter judges him extremely pressed for time"),
                Some(false) => {
                    p.push_str("; the arbiter judges him not extremely pressed for time")
                }
                None => {}
            }
            (p, &["by", "moves", "opponent_too", "pressed"])
        }
        "records_first" => (
            match pos.map(Position::turn) {
                Some(turn) if turn.name() != text("by").to_lowercase() => format!(
                    "{who} writes a move on his scoresheet while {turn} still has the move"
                ),
                _ => format!("{who} writes his move on his scoresheet before making it"),
            },
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
        "envelope_lost" => (
            format!(
                "The envelope with the sealed move is lost; {}",
                if yes("agreed") {
                    "the players agree on the position at the adjournment and the times used"
                } else {
                    "the position at the adjournment and the times used cannot be re-established"
                }
            ),
            &["agreed"],
        ),
        "seal_clock_running" => (
            format!(
                "The player to move writes {}, puts it in the envelope and seals it, but does not stop the clocks",
                field("move").map_or("his move".to_string(), |_| text("move"))
            ),
            &["move"],
        ),
        "clock_times_wrong" => (
            format!(
                "{who} points out that the clocks do not show the times recorded at the adjournment{}",
                if yes("too_severe") {
                    "; the arbiter finds the consequences of the error too severe"
                } else {
                    ""
                }
            ),
            &["by", "too_severe"],
        ),
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
        "appeal" => match (x, to_move) {
            (
                Incident::Appeal {
                    claim,
                    granted,
                    international,
                },
                Some(claimant),
            ) => (
                format!(
                    "{claimant} claims a draw {}; the arbiter {}, and {}{}",
                    super::draw_claim::claim_words(*claim),
                    if *granted { "grants it" } else { "refuses it" },
                    if *granted {
                        format!("{} appeals", claimant.other())
                    } else {
                        format!("{claimant} stops playing and appeals")
                    },
                    if *international {
                        " (an international tournament, with an appeals committee at the venue)"
                    } else {
                        " (no appeals committee at the venue)"
                    }
                ),
                &["claim", "arbiter", "international"],
            ),
            _ => (
                format!(
                    "The arbiter's decision on the {} claim is appealed",
                    text("claim")
                ),
                &["claim"],
            ),
        },
        "unregulated" => (text("what"), &["what"]),
        "promotion_misconduct" => (
            match field("advance_ms").and_then(Value::as_u64) {
                Some(ms) if ms > 0 => format!(
                    "The arbiter penalises {who} for the unexchanged pawn: {} advanced on his clock",
                    duration(ms)
                ),
                _ => format!("The arbiter warns {who} for the unexchanged pawn"),
            },
            &["by", "advance_ms"],
        ),
        "piece_request" => (
            format!(
                "{who} asks the arbiter for a {}, which is not at hand for his promotion",
                field("piece")
                    .and_then(Value::as_str)
                    .and_then(|t| t.chars().next())
                    .and_then(crate::chess::types::Role::from_char)
                    .map_or("piece", |r| r.name())
            ),
            &["by", "piece"],
        ),
        "illegal_found" => (
            match field("by") {
                Some(_) => format!("{who} points out that an earlier move was illegal"),
                None => "The arbiter finds that an earlier move was illegal".into(),
            },
            &["by"],
        ),
        "late_not_at_fault" => (
            format!(
                "{} is delayed by a cause he is not responsible for; {}",
                text("color"),
                if yes("difficulties") {
                    "a concession would create difficulties for the other players or the organizers"
                } else {
                    "a concession would trouble nobody else"
                }
            ),
            &["color", "difficulties"],
        ),
        "match_withdrawal" => (format!("{who} withdraws from the match"), &["by"]),
        "national_rules" => ("A federation applies a rule of its own".into(), &[]),
        "few_arbiters" => (
            match (yes("special_regulations"), yes("arbiters_sufficient")) {
                (true, false) => "A large event with too few arbiters to watch every board has special regulations: a loss on time is established only on the opponent's claim".to_string(),
                (true, true) => "The event has special regulations, a loss on time established only on the opponent's claim, though its arbiters can watch every board".to_string(),
                (false, _) => "A large event with few arbiters has no special regulations for flags".to_string(),
            },
            &["special_regulations", "arbiters_sufficient"],
        ),
        "draw_reason" => (
            format!(
                "{who} has a reason of his own not to play on for a win: {}",
                match x {
                    Incident::DrawReason { reason, .. } => reason.words(),
                    _ => "",
                }
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
                "After the end of the game, the move e5 is made",
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
