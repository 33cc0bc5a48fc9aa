//! Incidents in the scenario format: reading `{"kind": …, …}` with an error naming what
//! is missing or wrong, and writing it back.

use super::kinds::*;
use crate::chess::types::{Color, Role, Square};
use crate::laws::verdict::{ClaimKind, GameResult};
use serde_json::{Map, Value};

/// What is wrong with an incident in a scenario: the field, and what it must hold.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IncidentError {
    /// The incident is not a JSON object.
    NotObject,
    /// No `"kind"`, or one the engine does not know.
    Kind(Option<String>),
    /// A field the incident needs is missing: its name and what it must hold.
    Missing {
        field: String,
        expected: &'static str,
    },
    /// A field holds what it may not: its name, what it must hold, and what it held when
    /// that helps to say.
    Wrong {
        field: String,
        expected: &'static str,
        found: Option<String>,
    },
}

impl IncidentError {
    fn missing(field: &str, expected: &'static str) -> IncidentError {
        IncidentError::Missing {
            field: field.into(),
            expected,
        }
    }

    fn must(field: &str, expected: &'static str) -> IncidentError {
        IncidentError::Wrong {
            field: field.into(),
            expected,
            found: None,
        }
    }

    fn wrong(field: &str, expected: &'static str, found: String) -> IncidentError {
        IncidentError::Wrong {
            field: field.into(),
            expected,
            found: Some(found),
        }
    }
}

impl core::fmt::Display for IncidentError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        // plain pieces rather than format strings: the app's first load is smaller by it
        let (field, expected, found) = match self {
            IncidentError::NotObject => return f.write_str(
                "\"incident\" must be an object like {\"kind\": \"handshake\", \"by\": \"white\"}",
            ),
            IncidentError::Kind(None) => return f.write_str("an incident needs \"kind\""),
            IncidentError::Kind(Some(k)) => {
                return write!(
                    f,
                    "unknown incident kind \"{k}\" (one of: {})",
                    KINDS.join(", ")
                )
            }
            IncidentError::Missing { field, expected } => {
                f.write_str("this incident needs \"")?;
                f.write_str(field)?;
                f.write_str("\": ")?;
                return f.write_str(expected);
            }
            IncidentError::Wrong {
                field,
                expected,
                found,
            } => (field, expected, found),
        };
        f.write_str("\"")?;
        f.write_str(field)?;
        f.write_str("\" must be ")?;
        f.write_str(expected)?;
        if let Some(x) = found {
            f.write_str(", found ")?;
            f.write_str(x)?;
        }
        Ok(())
    }
}

fn color(o: &Map<String, Value>, key: &str) -> Result<Color, IncidentError> {
    match o.get(key).and_then(Value::as_str) {
        Some("white") => Ok(Color::White),
        Some("black") => Ok(Color::Black),
        Some(other) => Err(IncidentError::wrong(
            key,
            "\"white\" or \"black\"",
            format!("\"{other}\""),
        )),
        None => Err(IncidentError::missing(key, "\"white\" or \"black\"")),
    }
}

/// An optional square field (`"square": "f8"`).
fn optional_square(o: &Map<String, Value>, key: &str) -> Result<Option<Square>, IncidentError> {
    match o.get(key) {
        None | Some(Value::Null) => Ok(None),
        Some(v) => v
            .as_str()
            .and_then(|s| s.parse().ok())
            .map(Some)
            .ok_or_else(|| IncidentError::must(key, "a square like \"e4\"")),
    }
}

/// A fact that is false unless the scenario states it.
fn optional_flag(o: &Map<String, Value>, key: &str) -> Result<bool, IncidentError> {
    match o.get(key) {
        None => Ok(false),
        Some(_) => flag(o, key),
    }
}

/// An optional true/false field, `default` when absent.
fn flag_or(o: &Map<String, Value>, key: &str, default: bool) -> Result<bool, IncidentError> {
    if o.contains_key(key) {
        flag(o, key)
    } else {
        Ok(default)
    }
}

fn flag(o: &Map<String, Value>, key: &str) -> Result<bool, IncidentError> {
    match o.get(key) {
        Some(Value::Bool(b)) => Ok(*b),
        Some(other) => Err(IncidentError::wrong(
            key,
            "true or false",
            other.to_string(),
        )),
        None => Err(IncidentError::missing(key, "true or false")),
    }
}

fn claim_kind(o: &Map<String, Value>) -> Result<ClaimKind, IncidentError> {
    match o.get("claim").and_then(Value::as_str) {
        Some("repetition") => Ok(ClaimKind::Repetition),
        Some("fifty") => Ok(ClaimKind::Fifty),
        _ => Err(IncidentError::missing(
            "claim",
            "\"repetition\" or \"fifty\"",
        )),
    }
}

fn claim_name(k: ClaimKind) -> &'static str {
    match k {
        ClaimKind::Repetition => "repetition",
        ClaimKind::Fifty => "fifty",
    }
}

impl Incident {
    /// Reads an incident from `{"kind": …, …}`.
    ///
    /// # Errors
    /// What is missing or wrong, naming the field.
    pub fn from_json(v: &Value) -> Result<Incident, IncidentError> {
        let o = v.as_object().ok_or(IncidentError::NotObject)?;
        let kind = o
            .get("kind")
            .and_then(Value::as_str)
            .ok_or(IncidentError::Kind(None))?;
        Ok(match kind {
            "handshake" => Incident::Handshake { by: color(o, "by")? },
            "spectator" => Incident::Spectator,
            "captain" => Incident::Captain {
                team: color(o, "team")?,
                says: match o.get("says").and_then(Value::as_str) {
                    Some("offer a draw") => Remark::OfferDraw,
                    Some("accept the draw") => Remark::AcceptDraw,
                    Some("decline the draw") => Remark::DeclineDraw,
                    Some("resign") => Remark::Resign,
                    Some("moves made") => Remark::MovesMade,
                    Some("opinion") => Remark::Opinion,
                    _ => return Err(IncidentError::must("says", "one of \"offer a draw\", \"accept the draw\", \"decline the draw\", \"resign\", \"moves made\", \"opinion\"")),
                },
                declares: match o.get("declares") {
                    Some(Value::Bool(true)) => Some(flag(o, "consent")?),
                    Some(Value::Bool(false)) | None => None,
                    Some(other) => return Err(IncidentError::wrong("declares", "true or false", other.to_string())),
                },
            },
            "notes" => Incident::Notes {
                by: color(o, "by")?,
                writes: match o.get("writes").and_then(Value::as_str) {
                    Some("clock times") => Writing::ClockTimes,
                    Some("draw offer") => Writing::DrawOffer,
                    Some("other") => Writing::Other,
                    _ => return Err(IncidentError::must("writes", "\"clock times\", \"draw offer\" or \"other\"")),
                },
            },
            "advice" => Incident::Advice { by: color(o, "by")? },
            "illness" => Incident::Illness { by: color(o, "by")?, brief: flag(o, "brief")? },
            "clock_defect" => Incident::ClockDefect {
                by: if o.contains_key("by") { Some(color(o, "by")?) } else { None },
                claimed_by: if o.contains_key("claimed_by") { Some(color(o, "claimed_by")?) } else { None },
                evident: flag_or(o, "evident", true)?,
                session_ms: match o.get("session_ms") {
                    None => None,
                    Some(v) => Some(v.as_u64().ok_or(IncidentError::must("session_ms", "the milliseconds the session has been in progress"))?),
                },
            },
            "clock_stops" => {
                let (white, black) = match o.get("unit").and_then(Value::as_str) {
                    Some("white") => (true, false),
                    Some("black") => (false, true),
                    Some("both") => (true, true),
                    _ => return Err(IncidentError::missing("unit", "\"white\", \"black\" or \"both\" (the units of the clock that stop)")),
                };
                Incident::ClockStops { white, black }
            }
            "forgets_clock" => Incident::ForgetsClock { by: color(o, "by")? },
            "time_back" => Incident::TimeBack { by: color(o, "by")? },
            "arbiter_warns" => Incident::ArbiterWarns,
            "arbiter_sees_flag" => Incident::ArbiterSeesFlag { color: color(o, "color")? },
            "irregularity_found" => Incident::IrregularityFound {
                by: if o.contains_key("by") { Some(color(o, "by")?) } else { None },
                found_move: o
                    .get("found_move")
                    .and_then(Value::as_u64)
                    .and_then(|m| u32::try_from(m).ok())
                    .filter(|&m| m > 0)
                    .ok_or(IncidentError::missing("found_move", "the move at which the irregularity was found"))?,
            },
            "accidental_touch" => Incident::AccidentalTouch {
                square: o
                    .get("square")
                    .and_then(Value::as_str)
                    .and_then(|s| s.parse().ok())
                    .ok_or(IncidentError::must("square", "a square like \"d1\""))?,
                claimed: flag_or(o, "claimed", false)?,
            },
            "adjusts" => Incident::Adjusts {
                by: color(o, "by")?,
                square: o
                    .get("square")
                    .and_then(Value::as_str)
                    .and_then(|s| s.parse().ok())
                    .ok_or(IncidentError::must("square", "a square like \"e2\""))?,
                warned: match o.get("warned").and_then(Value::as_str) {
                    Some("opponent") => Warned::Opponent,
                    Some("arbiter") => Warned::Arbiter,
                    Some("nobody") => Warned::Nobody,
                    _ => return Err(IncidentError::must("warned", "\"opponent\", \"arbiter\" or \"nobody\"")),
                },
            },
            "touch_claim" => Incident::TouchClaim {
                by: color(o, "by")?,
                witness: flag(o, "witness")?,
                square: optional_square(o, "square")?,
            },
            "touches_many" => Incident::TouchesMany { by: color(o, "by")? },
            "board_misplaced" => Incident::BoardMisplaced { pieces_correct: flag(o, "pieces_correct")? },
            "colours_reversed" => Incident::ColoursReversed {
                by_arbiter: match o.get("mistake_by").and_then(Value::as_str) {
                    Some("arbiter") => true,
                    Some("players") => false,
                    _ => return Err(IncidentError::missing("mistake_by", "\"arbiter\" or \"players\"")),
                },
            },
            "withdraw_claim" => Incident::WithdrawClaim { by: color(o, "by")?, claim: claim_kind(o)? },
            "draw_reason" => Incident::DrawReason {
                by: color(o, "by")?,
                reason: match o.get("reason").and_then(Value::as_str) {
                    Some("standing") => DrawReason::Standing,
                    Some("health") => DrawReason::Health,
                    _ => return Err(IncidentError::must("reason", "\"standing\" (his situation in the tournament table) or \"health\"")),
                },
            },
            "score_behind" => Incident::ScoreBehind {
                by: color(o, "by")?,
                moves: o
                    .get("moves")
                    .and_then(Value::as_u64)
                    .and_then(|m| u32::try_from(m).ok())
                    .ok_or(IncidentError::must("moves", "a whole number"))?,
                pressed: if o.contains_key("pressed") { Some(flag(o, "pressed")?) } else { None },
                opponent_too: o.contains_key("opponent_too") && flag(o, "opponent_too")?,
            },
            "records_first" => Incident::RecordsFirst { by: color(o, "by")? },
            "other_hand" => Incident::OtherHand { by: color(o, "by")? },
            "knocked_over" => Incident::KnockedOver { by: color(o, "by")?, restored: flag_or(o, "restored", false)? },
            "moves_uncertain" => Incident::MovesUncertain { swiss: flag(o, "swiss")? },
            "envelope_lost" => Incident::EnvelopeLost { agreed: flag(o, "agreed")? },
            "session_over" => Incident::SessionOver,
            "seal_clock_running" => Incident::SealClockRunning {
                mv: match o.get("move") {
                    None => None,
                    Some(m) => Some(
                        m.as_str()
                            .ok_or(IncidentError::must("move", "the move written, like \"Nf3\""))?
                            .to_string(),
                    ),
                },
            },
            "clock_times_wrong" => Incident::ClockTimesWrong {
                by: color(o, "by")?,
                too_severe: match o.get("too_severe") {
                    None => false,
                    Some(_) => flag(o, "too_severe")?,
                },
            },
            "illegal_at_adjudication" => Incident::IllegalAtAdjudication {
                result_registered: flag(o, "result_registered")?,
                result: match o.get("result") {
                    None | Some(Value::Null) => None,
                    Some(v) => Some(match v.as_str() {
                        Some("1-0") => GameResult::Win(Color::White),
                        Some("0-1") => GameResult::Win(Color::Black),
                        Some("1/2-1/2") => GameResult::Draw,
                        _ => return Err(IncidentError::must("result", "\"1-0\", \"0-1\" or \"1/2-1/2\"")),
                    }),
                },
            },
            "illegal_found" => Incident::IllegalFound {
                by: match o.get("by") {
                    None | Some(Value::Null) => None,
                    Some(_) => Some(color(o, "by")?),
                },
            },
            "fifty_moves_regulation" => Incident::FiftyMovesRegulation {
                moves: o
                    .get("moves")
                    .and_then(Value::as_u64)
                    .and_then(|m| u32::try_from(m).ok())
                    .ok_or(IncidentError::must("moves", "a whole number of moves"))?,
                before_game: flag(o, "before_game")?,
            },
            "appeal" => Incident::Appeal {
                claim: claim_kind(o)?,
                granted: match o.get("arbiter").and_then(Value::as_str) {
                    Some("granted") => true,
                    Some("refused") => false,
                    _ => return Err(IncidentError::missing("arbiter", "\"granted\" or \"refused\" (the arbiter's decision on the claim)")),
                },
                // `committee` names the fact the ruling turns on (a committee at the venue)
                international: flag(o, if o.contains_key("committee") { "committee" } else { "international" })?,
            },
            "unregulated" => Incident::Unregulated {
                situation: match o.get("situation").and_then(Value::as_str) {
                    Some("clock_set_wrong") => Situation::ClockSetWrong,
                    _ => return Err(IncidentError::missing("situation", "\"clock_set_wrong\" (the clocks were set wrong at the start of the game)")),
                },
                by: color(o, "by")?,
            },
            "promotion_misconduct" => Incident::PromotionMisconduct {
                by: color(o, "by")?,
                advance_ms: match o.get("advance_ms") {
                    None => 0,
                    Some(v) => v
                        .as_u64()
                        .filter(|&n| n <= 86_400_000)
                        .ok_or(IncidentError::must("advance_ms", "a whole number of milliseconds"))?,
                },
            },
            "piece_request" => Incident::PieceRequest {
                by: color(o, "by")?,
                piece: o
                    .get("piece")
                    .and_then(Value::as_str)
                    .and_then(|t| t.chars().next())
                    .and_then(Role::from_char)
                    .filter(|r| !matches!(r, Role::Pawn | Role::King))
                    .ok_or(IncidentError::must("piece", "\"Q\", \"R\", \"B\" or \"N\""))?,
            },
            "late_not_at_fault" => Incident::LateNotAtFault {
                color: color(o, "color")?,
                difficulties: flag_or(o, "difficulties", false)?,
            },
            "match_withdrawal" => Incident::MatchWithdrawal {
                by: color(o, "by")?,
                regulations: match o.get("regulations").and_then(Value::as_str) {
                    None if !o.contains_key("regulations") => MatchRegulations::Silent,
                    Some("silent") => MatchRegulations::Silent,
                    Some("keeps_loser_prize") => MatchRegulations::KeepsLoserPrize,
                    Some("forfeits_loser_prize") => MatchRegulations::ForfeitsLoserPrize,
                    _ => return Err(IncidentError::must("regulations", "\"silent\", \"keeps_loser_prize\" or \"forfeits_loser_prize\"")),
                },
            },
            "national_rules" => Incident::NationalRules {
                fide_event: optional_flag(o, "fide_event")?,
                title_tournament: flag(o, "title_tournament")?,
                conflicts_with_laws: optional_flag(o, "conflicts_with_laws")?,
                no_draw_before: match o.get("no_draw_before_move") {
                    None => None,
                    Some(v) => Some(
                        v.as_u64()
                            .and_then(|m| u32::try_from(m).ok())
                            .filter(|&m| m > 0)
                            .ok_or(IncidentError::must("no_draw_before_move", "a move number"))?,
                    ),
                },
            },
            "few_arbiters" => Incident::FewArbiters {
                special_regulations: flag(o, "special_regulations")?,
                arbiters_sufficient: optional_flag(o, "arbiters_sufficient")?,
            },
            other => {
                return Err(IncidentError::Kind(Some(other.to_string())))
            }
        })
    }
}

impl Incident {
    /// The incident in the scenario format, as [`Incident::from_json`] reads it back.
    pub fn to_json(&self) -> Value {
        let c = |c: &Color| c.name();
        let o: crate::json::Obj = match self {
            Incident::Handshake { by } => {
                crate::json::obj().put("kind", "handshake").put("by", c(by))
            }
            Incident::Spectator => crate::json::obj().put("kind", "spectator"),
            Incident::Captain {
                team,
                says,
                declares,
            } => {
                let mut v = crate::json::obj()
                    .put("kind", "captain")
                    .put("team", c(team))
                    .put(
                        "says",
                        match says {
                            Remark::OfferDraw => "offer a draw",
                            Remark::AcceptDraw => "accept the draw",
                            Remark::DeclineDraw => "decline the draw",
                            Remark::Resign => "resign",
                            Remark::MovesMade => "moves made",
                            Remark::Opinion => "opinion",
                        },
                    );
                if let Some(consent) = declares {
                    v = v.put("declares", true);
                    v = v.put("consent", consent);
                }
                v
            }
            Incident::Notes { by, writes } => crate::json::obj()
                .put("kind", "notes")
                .put("by", c(by))
                .put(
                    "writes",
                    match writes {
                        Writing::ClockTimes => "clock times",
                        Writing::DrawOffer => "draw offer",
                        Writing::Other => "other",
                    },
                ),
            Incident::Advice { by } => crate::json::obj().put("kind", "advice").put("by", c(by)),
            Incident::Illness { by, brief } => crate::json::obj()
                .put("kind", "illness")
                .put("by", c(by))
                .put("brief", brief),
            Incident::ClockDefect {
                by,
                claimed_by,
                evident,
                session_ms,
            } => {
                let mut v = crate::json::obj()
                    .put("kind", "clock_defect")
                    .put("evident", evident);
                if let Some(by) = by {
                    v = v.put("by", c(by));
                }
                if let Some(claimant) = claimed_by {
                    v = v.put("claimed_by", c(claimant));
                }
                if let Some(ms) = session_ms {
                    v = v.put("session_ms", ms);
                }
                v
            }
            Incident::ClockStops { white, black } => {
                crate::json::obj().put("kind", "clock_stops").put(
                    "unit",
                    match (white, black) {
                        (true, true) => "both",
                        (true, false) => "white",
                        _ => "black",
                    },
                )
            }
            Incident::ForgetsClock { by } => crate::json::obj()
                .put("kind", "forgets_clock")
                .put("by", c(by)),
            Incident::ArbiterWarns => crate::json::obj().put("kind", "arbiter_warns"),
            Incident::TimeBack { by } => {
                crate::json::obj().put("kind", "time_back").put("by", c(by))
            }
            Incident::ArbiterSeesFlag { color } => crate::json::obj()
                .put("kind", "arbiter_sees_flag")
                .put("color", c(color)),
            Incident::IrregularityFound { by, found_move } => {
                let mut v = crate::json::obj()
                    .put("kind", "irregularity_found")
                    .put("found_move", found_move);
                if let Some(by) = by {
                    v = v.put("by", c(by));
                }
                v
            }
            Incident::AccidentalTouch { square, claimed } => crate::json::obj()
                .put("kind", "accidental_touch")
                .put("square", square.to_string())
                .put("claimed", claimed),
            Incident::TouchClaim {
                by,
                witness,
                square,
            } => {
                let mut v = crate::json::obj()
                    .put("kind", "touch_claim")
                    .put("by", c(by))
                    .put("witness", witness);
                if let Some(sq) = square {
                    v = v.put("square", sq.to_string());
                }
                v
            }
            Incident::TouchesMany { by } => crate::json::obj()
                .put("kind", "touches_many")
                .put("by", c(by)),
            Incident::BoardMisplaced { pieces_correct } => crate::json::obj()
                .put("kind", "board_misplaced")
                .put("pieces_correct", pieces_correct),
            Incident::ColoursReversed { by_arbiter } => {
                crate::json::obj().put("kind", "colours_reversed").put(
                    "mistake_by",
                    if *by_arbiter { "arbiter" } else { "players" },
                )
            }
            Incident::WithdrawClaim { by, claim } => crate::json::obj()
                .put("kind", "withdraw_claim")
                .put("by", c(by))
                .put("claim", claim_name(*claim)),
            Incident::DrawReason { by, reason } => crate::json::obj()
                .put("kind", "draw_reason")
                .put("by", c(by))
                .put(
                    "reason",
                    match reason {
                        DrawReason::Standing => "standing",
                        DrawReason::Health => "health",
                    },
                ),
            Incident::ScoreBehind {
                by,
                moves,
                pressed,
                opponent_too,
            } => {
                let mut v = crate::json::obj()
                    .put("kind", "score_behind")
                    .put("by", c(by))
                    .put("moves", moves);
                if let Some(p) = pressed {
                    v = v.put("pressed", p);
                }
                if *opponent_too {
                    v = v.put("opponent_too", true);
                }
                v
            }
            Incident::RecordsFirst { by } => crate::json::obj()
                .put("kind", "records_first")
                .put("by", c(by)),
            Incident::OtherHand { by } => crate::json::obj()
                .put("kind", "other_hand")
                .put("by", c(by)),
            Incident::KnockedOver { by, restored } => crate::json::obj()
                .put("kind", "knocked_over")
                .put("by", c(by))
                .put("restored", restored),
            Incident::MovesUncertain { swiss } => crate::json::obj()
                .put("kind", "moves_uncertain")
                .put("swiss", swiss),
            Incident::EnvelopeLost { agreed } => crate::json::obj()
                .put("kind", "envelope_lost")
                .put("agreed", agreed),
            Incident::SealClockRunning { mv: Some(mv) } => crate::json::obj()
                .put("kind", "seal_clock_running")
                .put("move", mv.as_str()),
            Incident::SealClockRunning { mv: None } => {
                crate::json::obj().put("kind", "seal_clock_running")
            }
            Incident::SessionOver => crate::json::obj().put("kind", "session_over"),
            Incident::ClockTimesWrong { by, too_severe } => crate::json::obj()
                .put("kind", "clock_times_wrong")
                .put("by", c(by))
                .put("too_severe", too_severe),
            Incident::IllegalAtAdjudication {
                result_registered,
                result,
            } => {
                let mut v = crate::json::obj()
                    .put("kind", "illegal_at_adjudication")
                    .put("result_registered", result_registered);
                if let Some(r) = result {
                    v = v.put("result", r.code());
                }
                v
            }
            Incident::IllegalFound { by } => {
                let mut v = crate::json::obj().put("kind", "illegal_found");
                if let Some(b) = by {
                    v = v.put("by", c(b));
                }
                v
            }
            Incident::FiftyMovesRegulation { moves, before_game } => crate::json::obj()
                .put("kind", "fifty_moves_regulation")
                .put("moves", moves)
                .put("before_game", before_game),
            Incident::Appeal {
                claim,
                granted,
                international,
            } => crate::json::obj()
                .put("kind", "appeal")
                .put("claim", claim_name(*claim))
                .put("arbiter", if *granted { "granted" } else { "refused" })
                .put("international", international),
            Incident::Adjusts { by, square, warned } => crate::json::obj()
                .put("kind", "adjusts")
                .put("by", c(by))
                .put("square", square.to_string())
                .put(
                    "warned",
                    match warned {
                        Warned::Opponent => "opponent",
                        Warned::Arbiter => "arbiter",
                        Warned::Nobody => "nobody",
                    },
                ),
            Incident::Unregulated { situation, by } => {
                let situation = match situation {
                    Situation::ClockSetWrong => "clock_set_wrong",
                };
                crate::json::obj()
                    .put("kind", "unregulated")
                    .put("situation", situation)
                    .put("by", c(by))
            }
            Incident::PieceRequest { by, piece } => crate::json::obj()
                .put("kind", "piece_request")
                .put("by", c(by))
                .put("piece", piece.upper_char().to_string()),
            Incident::PromotionMisconduct { by, advance_ms } => crate::json::obj()
                .put("kind", "promotion_misconduct")
                .put("by", c(by))
                .put("advance_ms", advance_ms),
            Incident::LateNotAtFault {
                color,
                difficulties,
            } => crate::json::obj()
                .put("kind", "late_not_at_fault")
                .put("color", c(color))
                .put("difficulties", difficulties),
            Incident::MatchWithdrawal { by, regulations } => crate::json::obj()
                .put("kind", "match_withdrawal")
                .put("by", c(by))
                .put("regulations", regulations.name()),
            Incident::NationalRules {
                fide_event,
                title_tournament,
                conflicts_with_laws,
                no_draw_before,
            } => {
                let mut v = crate::json::obj()
                    .put("kind", "national_rules")
                    .put("fide_event", fide_event)
                    .put("title_tournament", title_tournament)
                    .put("conflicts_with_laws", conflicts_with_laws);
                if let Some(m) = no_draw_before {
                    v = v.put("no_draw_before_move", m);
                }
                v
            }
            Incident::FewArbiters {
                special_regulations,
                arbiters_sufficient,
            } => crate::json::obj()
                .put("kind", "few_arbiters")
                .put("special_regulations", special_regulations)
                .put("arbiters_sufficient", arbiters_sufficient),
        };
        o.into()
    }
}
