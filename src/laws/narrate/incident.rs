//! An incident in words: who does what, then any facts the phrase does not already say.

use crate::chess::position::Position;
use crate::chess::types::Color;
use crate::laws::incident::{Incident, Remark, Writing};
use crate::laws::words::duration;

/// An incident in words: who does what, then any facts the phrase does not already say.
/// `pos`: the position it happens in, when known.
pub(super) fn incident(x: &Incident, pos: Option<&Position>) -> String {
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
        "arbiter_warns" => (
            "The arbiter decides the penalty left to him: he gives a warning".to_string(),
            &[],
        ),
        "time_back" => (
            format!("{who} asks the arbiter to give back time his clock ran"),
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
        "accidental_touch" => {
            let mover = to_move.map_or("The player to move".to_string(), |c| c.to_string());
            let claim = match (yes("claimed"), to_move) {
                (true, Some(c)) => format!(", and {} claims that {} must move it", c.other(), c),
                (true, None) => ", and his opponent claims that he must move it".to_string(),
                (false, _) => String::new(),
            };
            (
                format!(
                    "{mover} brushes the piece on {} in passing{claim}",
                    text("square")
                ),
                &["square", "claimed"],
            )
        }
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
                    Incident::WithdrawClaim { claim, .. } => crate::laws::draw_claim::claim_words(*claim),
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
                    crate::laws::words::plural(n, "move")
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
                Some(turn) if turn.name() != text("by").to_ascii_lowercase() => format!(
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
        "session_over" => (
            "The time prescribed for play is over, and the game is not finished".to_string(),
            &[],
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
            {
                let result = match field("result").and_then(Value::as_str) {
                    Some("1-0") => ", a win for White",
                    Some("0-1") => ", a win for Black",
                    Some("1/2-1/2") => ", a draw",
                    _ => "",
                };
                if yes("result_registered") {
                    format!("An illegal move is found in a game sent for adjudication, after the arbiter has registered its result{result}")
                } else {
                    "An illegal move is found in a game sent for adjudication, whose result the arbiter has not yet registered".into()
                }
            },
            &["result_registered", "result"],
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
                    crate::laws::draw_claim::claim_words(*claim),
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
        "unregulated" => (
            format!("{who} points out that the clocks were set wrong at the start of the game"),
            &["by", "situation"],
        ),
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
        phrase = first.to_ascii_uppercase() + &phrase[1..];
    }
    if facts.is_empty() {
        phrase
    } else {
        format!("{phrase} ({})", facts.join("; "))
    }
}
