//! Incidents: what happens at the board beyond moves, touches and clock presses, each with
//! the ruling the edition gives (`{"incident": {"kind": …, …}}` in a scenario).
//!
//! Many interpretations concern such things: a handshake, a captain's remark, notes on the
//! scoresheet, an illness, a defective clock, a claim without a witness. The engine rules on
//! them with the edition's article or interpretation and, where the Laws say so, acts on the
//! game (the clocks are stopped; a claim is rejected; the game continues). Where the Laws
//! leave the decision to the arbiter, the ruling says so and names the article that does.

use super::articles::{cite, IncidentPoint, Topic};
use super::citation::Citation;
use super::scenario::ClaimKind;
use crate::chess::types::{Color, Square};
use crate::edition::Edition;
use serde_json::{Map, Value};

/// What a team captain says to a player of his team (Interpretations 19.1a (1975), (1976B)).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Remark {
    OfferDraw,
    AcceptDraw,
    DeclineDraw,
    Resign,
    /// That the time control has been reached, or how many moves were made.
    MovesMade,
    /// Anything about the position.
    Opinion,
}

/// What a player writes on his scoresheet besides the moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Writing {
    ClockTimes,
    DrawOffer,
    /// Anything else: analysis, a plan, a reminder.
    Other,
}

/// A player's own reason for desisting from playing on for a win (Interpretation 18.1 (1960)).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DrawReason {
    /// His situation in the tournament table.
    Standing,
    /// His state of health.
    Health,
}

impl DrawReason {
    /// The reason in words.
    pub const fn words(self) -> &'static str {
        match self {
            DrawReason::Standing => "his situation in the tournament table",
            DrawReason::Health => "his state of health",
        }
    }
}

/// Whom a player warned before adjusting a piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Warned {
    Opponent,
    /// The opponent is away from the board: the arbiter.
    Arbiter,
    Nobody,
}

/// One incident.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Incident {
    /// A player offers his hand (Interpretation 11.2 (1971)).
    Handshake { by: Color },
    /// A spectator points out an irregularity (Interpretation 11.1 (1976)).
    Spectator,
    /// A team captain speaks to his player; or, `declares: Some(consent)`, himself
    /// declares the offer, acceptance, refusal or resignation for his player, with or
    /// without the player's knowledge and consent (Interpretation 19.1a (1976B)).
    Captain {
        team: Color,
        says: Remark,
        declares: Option<bool>,
    },
    /// A player writes something on his scoresheet (Interpretation 19.1a (1976A)).
    Notes { by: Color, writes: Writing },
    /// A player gets advice or analyses with others: during play, or during the
    /// adjournment when a move is sealed and the game not yet resumed.
    Advice { by: Color },
    /// A player is taken ill (Interpretation 14.6 (1972)); `brief` as the arbiter judges it.
    Illness { by: Color, brief: bool },
    /// A clock said to be defective; `by` the player who deals with it himself, if any;
    /// `evident` whether the arbiter finds an evident defect (Art. 14.5).
    ClockDefect { by: Option<Color>, evident: bool },
    /// A piece is brushed in passing while reaching for another (Interpretation 8.2 (1974B)).
    AccidentalTouch { square: Square },
    /// A player adjusts a piece, having warned `warned` of it (Art. 8.1, Interpretation
    /// 8.1 (1974) when the opponent is absent and the arbiter is warned).
    Adjusts {
        by: Color,
        square: Square,
        warned: Warned,
    },
    /// A player claims that his opponent broke the touched-piece rule.
    TouchClaim { by: Color, witness: bool },
    /// A player touches more pieces than the touched-piece article contemplates.
    TouchesMany { by: Color },
    /// The board is found turned the wrong way (1977/1980 Art. 9.5); `pieces_correct`: the
    /// pieces stood as Art. 3.3 sets them but for the colour of their squares
    /// (Interpretation 9.5 (1973)), rather than also wrongly set up (a king and queen
    /// swapped to stand on their own colours).
    BoardMisplaced { pieces_correct: bool },
    /// It is found that the game began with colours reversed, by whose mistake
    /// (Interpretations 9.4 (1958), (1973)).
    ColoursReversed { by_arbiter: bool },
    /// A player claims a draw and asks to withdraw the claim before it is verified;
    /// whether the arbiter had already stopped the clock is the clock's state.
    WithdrawClaim { by: Color, claim: ClaimKind },
    /// A player has a legitimate reason of his own for an early draw: his situation in the
    /// tournament table, his state of health (Interpretation 18.1 (1960)); weighed when
    /// the game is drawn by agreement.
    DrawReason { by: Color, reason: DrawReason },
    /// A player is behind with his scoresheet by this many moves of his own; `pressed`:
    /// whether the arbiter judges him extremely pressed for time (1977/1980 Art. 13.2),
    /// if he has judged; `opponent_too`: the opponent's scoresheet is incomplete as well.
    ScoreBehind {
        by: Color,
        moves: u32,
        pressed: Option<bool>,
        opponent_too: bool,
    },
    /// A player writes his move before making it on the board.
    RecordsFirst { by: Color },
    /// A player presses the clock with the other hand than the one that moved.
    OtherHand { by: Color },
    /// Pieces are knocked over while moving (Interpretation 17.1 (1979A), 1993 8.3);
    /// `restored` whether the player put them back before pressing his clock.
    KnockedOver { by: Color, restored: bool },
    /// The players cannot agree how many moves were made at a flag fall.
    MovesUncertain { swiss: bool },
    /// The sealed-move envelope has disappeared (1977/1980 Art. 16.5); `agreed`: the players
    /// establish by agreement the position at the adjournment and the times used.
    EnvelopeLost { agreed: bool },
    /// The player to move writes his move (`mv`, when known), puts it in the envelope and
    /// seals it, but the clocks are not stopped (Interpretation 15.1 (1966)).
    SealClockRunning { mv: Option<String> },
    /// `by` points out that the times on the clocks are wrong (1977/1980 Art. 16.6); whether
    /// it is before his first move, and how wrong they are, the game knows;
    /// `too_severe`: the arbiter finds the consequences of the error too severe
    /// (Interpretation 16.6 (1976)).
    ClockTimesWrong { by: Color, too_severe: bool },
    /// An illegal move is found after the game was sent for adjudication, before or
    /// after the arbiter registered the adjudicated result (Interpretation 9.1 (1963)).
    IllegalAtAdjudication { result_registered: bool },
    /// The tournament's regulations raise the fifty moves to `moves` for king and two
    /// knights against king and pawn blocked by a knight, announced before the game or
    /// not (1977/1980 Art. 12.4, Interpretation 12.4 (1958B); 1993 10.12).
    FiftyMovesRegulation { moves: u32, before_game: bool },
    /// The player to move claims a draw, the arbiter grants or refuses it, and the
    /// decision is appealed; whether the claim was correct the game's record decides.
    Appeal {
        claim: ClaimKind,
        /// The arbiter granted the draw (else he refused it and the claimant stopped
        /// playing to appeal).
        granted: bool,
        /// An international tournament, with an appeals committee at the venue.
        international: bool,
    },
    /// A situation the Laws do not regulate: what happened, and its fact: the square of
    /// a piece displaced by no player's hand, if any.
    Unregulated {
        what: String,
        displaced: Option<Square>,
    },
    /// A player misconducts himself over a promotion (Interpretation 6.6c (1973)).
    PromotionMisconduct { by: Color },
    /// A player arrives late for a reason he is not responsible for (Interpretation 17.2 (1958));
    /// `difficulties` whether a concession would create difficulties for other players or
    /// the organizers.
    LateNotAtFault { color: Color, difficulties: bool },
    /// A player withdraws from a match and asks for the loser's prize (Interpretation 21 (1971));
    /// `regulations_decide`: the match's regulations say what a player who withdraws receives.
    MatchWithdrawal { by: Color, regulations_decide: bool },
    /// A federation applies a rule of its own, more detailed than the Laws (Interpretations
    /// 1 (1974), 21 (1979)): in a FIDE tournament played in its territory (`fide_event`), in an
    /// international title tournament (`title_tournament`, a FIDE event too), or a rule that
    /// conflicts with the FIDE Laws (`conflicts_with_laws`).
    NationalRules {
        fide_event: bool,
        title_tournament: bool,
        conflicts_with_laws: bool,
    },
    /// Many games, few arbiters: nobody can watch every flag (Interpretation 17.1 (1970)).
    FewArbiters { special_regulations: bool },
}

/// The kinds, as written in scenarios.
pub const KINDS: &[&str] = &[
    "handshake",
    "spectator",
    "captain",
    "notes",
    "advice",
    "illness",
    "clock_defect",
    "accidental_touch",
    "adjusts",
    "touch_claim",
    "touches_many",
    "board_misplaced",
    "colours_reversed",
    "withdraw_claim",
    "draw_reason",
    "score_behind",
    "records_first",
    "other_hand",
    "knocked_over",
    "moves_uncertain",
    "envelope_lost",
    "seal_clock_running",
    "clock_times_wrong",
    "illegal_at_adjudication",
    "fifty_moves_regulation",
    "appeal",
    "unregulated",
    "promotion_misconduct",
    "late_not_at_fault",
    "match_withdrawal",
    "national_rules",
    "few_arbiters",
];

/// What the engine does after ruling on an incident.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Effect {
    /// Nothing changes; the game continues.
    None,
    /// Both clocks are stopped (the arbiter restarts them).
    StopClocks,
    /// What was asked or applied is refused: the game goes on as the Laws have it.
    Refuse,
    /// The player's lateness, should it pass the limit, does not forfeit the game.
    ExcuseLateness(Color),
    /// The player knocked pieces over and pressed his clock without restoring them: the
    /// opponent may set the player's clock running again.
    PiecesDown(Color),
    /// Flags are established under the event's special regulations (true) or the
    /// procedure of the Laws (false).
    FlagRegulations(bool),
    /// The game is annulled and a new game played (an incorrect initial position).
    Annul,
}

/// A ruling on an incident.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Decision {
    pub citation: Citation,
    pub decision: String,
    pub effect: Effect,
}

fn color(o: &Map<String, Value>, key: &str) -> Result<Color, String> {
    match o.get(key).and_then(Value::as_str) {
        Some("white") => Ok(Color::White),
        Some("black") => Ok(Color::Black),
        Some(other) => Err(format!(
            "\"{}\" must be \"white\" or \"black\", found {:?}",
            key, other
        )),
        None => Err(format!(
            "this incident needs \"{}\": \"white\" or \"black\"",
            key
        )),
    }
}

/// A fact that is false unless the scenario states it.
fn optional_flag(o: &Map<String, Value>, key: &str) -> Result<bool, String> {
    match o.get(key) {
        None => Ok(false),
        Some(_) => flag(o, key),
    }
}

/// An optional true/false field, `default` when absent.
fn flag_or(o: &Map<String, Value>, key: &str, default: bool) -> Result<bool, String> {
    if o.contains_key(key) {
        flag(o, key)
    } else {
        Ok(default)
    }
}

fn flag(o: &Map<String, Value>, key: &str) -> Result<bool, String> {
    match o.get(key) {
        Some(Value::Bool(b)) => Ok(*b),
        Some(other) => Err(format!(
            "\"{}\" must be true or false, found {}",
            key, other
        )),
        None => Err(format!("this incident needs \"{}\": true or false", key)),
    }
}

fn claim_kind(o: &Map<String, Value>) -> Result<ClaimKind, String> {
    match o.get("claim").and_then(Value::as_str) {
        Some("repetition") => Ok(ClaimKind::Repetition),
        Some("fifty") => Ok(ClaimKind::Fifty),
        _ => Err("this incident needs \"claim\": \"repetition\" or \"fifty\"".into()),
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
    pub fn from_json(v: &Value) -> Result<Incident, String> {
        let o = v.as_object().ok_or(
            "\"incident\" must be an object like {\"kind\": \"handshake\", \"by\": \"white\"}",
        )?;
        let kind = o
            .get("kind")
            .and_then(Value::as_str)
            .ok_or("an incident needs \"kind\"")?;
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
                    _ => return Err("\"says\" must be one of \"offer a draw\", \"accept the draw\", \"decline the draw\", \"resign\", \"moves made\", \"opinion\"".into()),
                },
                declares: match o.get("declares") {
                    Some(Value::Bool(true)) => Some(flag(o, "consent")?),
                    Some(Value::Bool(false)) | None => None,
                    Some(other) => return Err(format!("\"declares\" must be true or false, found {}", other)),
                },
            },
            "notes" => Incident::Notes {
                by: color(o, "by")?,
                writes: match o.get("writes").and_then(Value::as_str) {
                    Some("clock times") => Writing::ClockTimes,
                    Some("draw offer") => Writing::DrawOffer,
                    Some("other") => Writing::Other,
                    _ => return Err("\"writes\" must be \"clock times\", \"draw offer\" or \"other\"".into()),
                },
            },
            "advice" => Incident::Advice { by: color(o, "by")? },
            "illness" => Incident::Illness { by: color(o, "by")?, brief: flag(o, "brief")? },
            "clock_defect" => Incident::ClockDefect {
                by: if o.contains_key("by") { Some(color(o, "by")?) } else { None },
                evident: flag_or(o, "evident", true)?,
            },
            "accidental_touch" => Incident::AccidentalTouch {
                square: o
                    .get("square")
                    .and_then(Value::as_str)
                    .and_then(|s| s.parse().ok())
                    .ok_or("\"square\" must be a square like \"d1\"")?,
            },
            "adjusts" => Incident::Adjusts {
                by: color(o, "by")?,
                square: o
                    .get("square")
                    .and_then(Value::as_str)
                    .and_then(|s| s.parse().ok())
                    .ok_or("\"square\" must be a square like \"e2\"")?,
                warned: match o.get("warned").and_then(Value::as_str) {
                    Some("opponent") => Warned::Opponent,
                    Some("arbiter") => Warned::Arbiter,
                    Some("nobody") => Warned::Nobody,
                    _ => return Err("\"warned\" must be \"opponent\", \"arbiter\" or \"nobody\"".into()),
                },
            },
            "touch_claim" => Incident::TouchClaim { by: color(o, "by")?, witness: flag(o, "witness")? },
            "touches_many" => Incident::TouchesMany { by: color(o, "by")? },
            "board_misplaced" => Incident::BoardMisplaced { pieces_correct: flag(o, "pieces_correct")? },
            "colours_reversed" => Incident::ColoursReversed {
                by_arbiter: match o.get("mistake_by").and_then(Value::as_str) {
                    Some("arbiter") => true,
                    Some("players") => false,
                    _ => return Err("this incident needs \"mistake_by\": \"arbiter\" or \"players\"".into()),
                },
            },
            "withdraw_claim" => Incident::WithdrawClaim { by: color(o, "by")?, claim: claim_kind(o)? },
            "draw_reason" => Incident::DrawReason {
                by: color(o, "by")?,
                reason: match o.get("reason").and_then(Value::as_str) {
                    Some("standing") => DrawReason::Standing,
                    Some("health") => DrawReason::Health,
                    _ => return Err("\"reason\" must be \"standing\" (his situation in the tournament table) or \"health\"".into()),
                },
            },
            "score_behind" => Incident::ScoreBehind {
                by: color(o, "by")?,
                moves: o
                    .get("moves")
                    .and_then(Value::as_u64)
                    .and_then(|m| u32::try_from(m).ok())
                    .ok_or("\"moves\" must be a whole number")?,
                pressed: if o.contains_key("pressed") { Some(flag(o, "pressed")?) } else { None },
                opponent_too: o.contains_key("opponent_too") && flag(o, "opponent_too")?,
            },
            "records_first" => Incident::RecordsFirst { by: color(o, "by")? },
            "other_hand" => Incident::OtherHand { by: color(o, "by")? },
            "knocked_over" => Incident::KnockedOver { by: color(o, "by")?, restored: flag_or(o, "restored", false)? },
            "moves_uncertain" => Incident::MovesUncertain { swiss: flag(o, "swiss")? },
            "envelope_lost" => Incident::EnvelopeLost { agreed: flag(o, "agreed")? },
            "seal_clock_running" => Incident::SealClockRunning {
                mv: match o.get("move") {
                    None => None,
                    Some(m) => Some(
                        m.as_str()
                            .ok_or("\"move\" must be the move written, like \"Nf3\"")?
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
            },
            "fifty_moves_regulation" => Incident::FiftyMovesRegulation {
                moves: o
                    .get("moves")
                    .and_then(Value::as_u64)
                    .and_then(|m| u32::try_from(m).ok())
                    .ok_or("\"moves\" must be a whole number of moves")?,
                before_game: flag(o, "before_game")?,
            },
            "appeal" => Incident::Appeal {
                claim: claim_kind(o)?,
                granted: match o.get("arbiter").and_then(Value::as_str) {
                    Some("granted") => true,
                    Some("refused") => false,
                    _ => return Err("this incident needs \"arbiter\": \"granted\" or \"refused\" (the arbiter's decision on the claim)".into()),
                },
                international: flag(o, "international")?,
            },
            "unregulated" => Incident::Unregulated {
                what: o
                    .get("what")
                    .and_then(Value::as_str)
                    .ok_or("\"what\" must describe the situation")?
                    .to_string(),
                displaced: match o.get("displaced") {
                    None | Some(Value::Null) => None,
                    Some(v) => Some(
                        v.as_str()
                            .and_then(|s| s.parse().ok())
                            .ok_or("\"displaced\" must be a square like \"e4\"")?,
                    ),
                },
            },
            "promotion_misconduct" => Incident::PromotionMisconduct { by: color(o, "by")? },
            "late_not_at_fault" => Incident::LateNotAtFault {
                color: color(o, "color")?,
                difficulties: flag_or(o, "difficulties", false)?,
            },
            "match_withdrawal" => Incident::MatchWithdrawal {
                by: color(o, "by")?,
                regulations_decide: optional_flag(o, "regulations_decide")?,
            },
            "national_rules" => Incident::NationalRules {
                fide_event: optional_flag(o, "fide_event")?,
                title_tournament: flag(o, "title_tournament")?,
                conflicts_with_laws: optional_flag(o, "conflicts_with_laws")?,
            },
            "few_arbiters" => Incident::FewArbiters { special_regulations: flag(o, "special_regulations")? },
            other => {
                return Err(format!(
                    "unknown incident kind {:?} (one of: {})",
                    other,
                    KINDS.join(", ")
                ))
            }
        })
    }
}

impl Incident {
    /// The incident in the scenario format, as [`Incident::from_json`] reads it back.
    pub fn to_json(&self) -> Value {
        use serde_json::json;
        let c = |c: &Color| c.name();
        match self {
            Incident::Handshake { by } => json!({"kind": "handshake", "by": c(by)}),
            Incident::Spectator => json!({"kind": "spectator"}),
            Incident::Captain {
                team,
                says,
                declares,
            } => {
                let mut v = json!({"kind": "captain", "team": c(team), "says": match says {
                    Remark::OfferDraw => "offer a draw",
                    Remark::AcceptDraw => "accept the draw",
                    Remark::DeclineDraw => "decline the draw",
                    Remark::Resign => "resign",
                    Remark::MovesMade => "moves made",
                    Remark::Opinion => "opinion",
                }});
                if let Some(consent) = declares {
                    v["declares"] = json!(true);
                    v["consent"] = json!(consent);
                }
                v
            }
            Incident::Notes { by, writes } => {
                json!({"kind": "notes", "by": c(by), "writes": match writes {
                    Writing::ClockTimes => "clock times",
                    Writing::DrawOffer => "draw offer",
                    Writing::Other => "other",
                }})
            }
            Incident::Advice { by } => json!({"kind": "advice", "by": c(by)}),
            Incident::Illness { by, brief } => {
                json!({"kind": "illness", "by": c(by), "brief": brief})
            }
            Incident::ClockDefect {
                by: Some(by),
                evident,
            } => {
                json!({"kind": "clock_defect", "by": c(by), "evident": evident})
            }
            Incident::ClockDefect { by: None, evident } => {
                json!({"kind": "clock_defect", "evident": evident})
            }
            Incident::AccidentalTouch { square } => {
                json!({"kind": "accidental_touch", "square": square.to_string()})
            }
            Incident::TouchClaim { by, witness } => {
                json!({"kind": "touch_claim", "by": c(by), "witness": witness})
            }
            Incident::TouchesMany { by } => json!({"kind": "touches_many", "by": c(by)}),
            Incident::BoardMisplaced { pieces_correct } => {
                json!({"kind": "board_misplaced", "pieces_correct": pieces_correct})
            }
            Incident::ColoursReversed { by_arbiter } => json!({"kind": "colours_reversed",
                "mistake_by": if *by_arbiter { "arbiter" } else { "players" }}),
            Incident::WithdrawClaim { by, claim } => {
                json!({"kind": "withdraw_claim", "by": c(by), "claim": claim_name(*claim)})
            }
            Incident::DrawReason { by, reason } => {
                json!({"kind": "draw_reason", "by": c(by), "reason": match reason {
                    DrawReason::Standing => "standing",
                    DrawReason::Health => "health",
                }})
            }
            Incident::ScoreBehind {
                by,
                moves,
                pressed,
                opponent_too,
            } => {
                let mut v = json!({"kind": "score_behind", "by": c(by), "moves": moves});
                if let Some(p) = pressed {
                    v["pressed"] = json!(p);
                }
                if *opponent_too {
                    v["opponent_too"] = json!(true);
                }
                v
            }
            Incident::RecordsFirst { by } => json!({"kind": "records_first", "by": c(by)}),
            Incident::OtherHand { by } => json!({"kind": "other_hand", "by": c(by)}),
            Incident::KnockedOver { by, restored } => {
                json!({"kind": "knocked_over", "by": c(by), "restored": restored})
            }
            Incident::MovesUncertain { swiss } => {
                json!({"kind": "moves_uncertain", "swiss": swiss})
            }
            Incident::EnvelopeLost { agreed } => json!({"kind": "envelope_lost", "agreed": agreed}),
            Incident::SealClockRunning { mv: Some(mv) } => {
                json!({"kind": "seal_clock_running", "move": mv})
            }
            Incident::SealClockRunning { mv: None } => json!({"kind": "seal_clock_running"}),
            Incident::ClockTimesWrong { by, too_severe } => {
                json!({"kind": "clock_times_wrong", "by": c(by), "too_severe": too_severe})
            }
            Incident::IllegalAtAdjudication { result_registered } => {
                json!({"kind": "illegal_at_adjudication", "result_registered": result_registered})
            }
            Incident::FiftyMovesRegulation { moves, before_game } => {
                json!({"kind": "fifty_moves_regulation", "moves": moves, "before_game": before_game})
            }
            Incident::Appeal {
                claim,
                granted,
                international,
            } => {
                json!({"kind": "appeal", "claim": claim_name(*claim), "arbiter": if *granted { "granted" } else { "refused" }, "international": international})
            }
            Incident::Adjusts { by, square, warned } => json!({
                "kind": "adjusts", "by": c(by), "square": square.to_string(),
                "warned": match warned { Warned::Opponent => "opponent", Warned::Arbiter => "arbiter", Warned::Nobody => "nobody" },
            }),
            Incident::Unregulated { what, displaced } => {
                let mut v = json!({"kind": "unregulated", "what": what});
                if let Some(sq) = displaced {
                    v["displaced"] = json!(sq.to_string());
                }
                v
            }
            Incident::PromotionMisconduct { by } => {
                json!({"kind": "promotion_misconduct", "by": c(by)})
            }
            Incident::LateNotAtFault {
                color,
                difficulties,
            } => {
                json!({"kind": "late_not_at_fault", "color": c(color), "difficulties": difficulties})
            }
            Incident::MatchWithdrawal {
                by,
                regulations_decide,
            } => {
                json!({"kind": "match_withdrawal", "by": c(by), "regulations_decide": regulations_decide})
            }
            Incident::NationalRules {
                fide_event,
                title_tournament,
                conflicts_with_laws,
            } => {
                json!({"kind": "national_rules", "fide_event": fide_event, "title_tournament": title_tournament, "conflicts_with_laws": conflicts_with_laws})
            }
            Incident::FewArbiters {
                special_regulations,
            } => json!({"kind": "few_arbiters", "special_regulations": special_regulations}),
        }
    }
}

/// The state of the game an incident is ruled in.
#[derive(Clone, Copy, Debug)]
pub struct Context {
    /// The adjournment is in progress (a move is sealed, the game not resumed).
    pub adjourned: bool,
    /// The remaining time of each player, if there is a clock: (white, black).
    pub remaining_ms: Option<(u64, u64)>,
    /// The player who has the move.
    pub turn: Color,
    /// Whether each player has made the moves of the first time control: (white, black).
    pub control_passed: (bool, bool),
}

/// The edition's ruling on an incident.
pub fn rule(edition: Edition, incident: &Incident, ctx: Context) -> Decision {
    let d = |p: IncidentPoint, decision: String, effect: Effect| Decision {
        citation: cite(edition, Topic::Incident(p)),
        decision,
        effect,
    };
    use Edition::*;
    use Effect::{Annul, None as Go, StopClocks};
    use IncidentPoint::*;
    let old = edition <= Fide1980;
    let by1980 = edition == Fide1980;
    match incident {
        Incident::Handshake { by } => match edition {
            Fide2018 => d(Handshake, format!("{} offers his hand: only a declared resignation ends the game; it continues", by), Go),
            Fide1993 => d(Handshake, format!("{} offers his hand: only a declared resignation ends the game; it continues", by), Go),
            _ => d(Handshake, format!("{} shakes hands: this is not a resignation as meant in Art. {}; the game continues", by, cite(edition, Topic::Resignation)), Go),
        },
        Incident::Spectator => match edition {
            Fide2018 => d(Spectator, "a spectator may inform only the arbiter; he must not interfere, and the arbiter may expel him".into(), Go),
            Fide1993 => d(Spectator, "the arbiter keeps the players from being disturbed by the audience; the spectator is warned".into(), Go),
            _ => d(Spectator, "spectators must not interfere: the arbiter may act on the irregularity himself, and warns the spectator severely or expels him".into(), Go),
        },
        Incident::Captain {
            team,
            says,
            declares: Some(consent),
        } => captain_declares(edition, *team, *says, *consent),
        Incident::Captain {
            team,
            says,
            declares: None,
        } => {
            let permitted = matches!(says, Remark::OfferDraw | Remark::AcceptDraw | Remark::DeclineDraw | Remark::Resign);
            let what = match says {
                Remark::OfferDraw => "to offer a draw",
                Remark::AcceptDraw => "to accept the draw",
                Remark::DeclineDraw => "to decline the draw",
                Remark::Resign => "to resign",
                Remark::MovesMade => "how many moves have been made",
                Remark::Opinion => "his opinion on the position",
            };
            let point = match says {
                Remark::MovesMade => CaptainMovesMade,
                _ if permitted => CaptainPermitted,
                _ => CaptainForbidden,
            };
            match (edition, permitted, says) {
                (Fide2018, true, _) => d(point, format!("{}'s captain tells his player {}: brief information given in a general way, not advice on the game", team, what), Go),
                (Fide2018, false, _) => d(point, format!("{}'s captain tells his player {}: advice from a third party is forbidden; penalty under Art. {}", team, what, cite(edition, Topic::Penalty)), Go),
                (Fide1993, true, _) => d(point, format!("{}'s captain tells his player {}: no opinion on the game, permitted", team, what), Go),
                (Fide1993, false, _) => d(point, format!("{}'s captain tells his player {}: the advice of a third party is forbidden; penalty under Art. {}", team, what, cite(edition, Topic::Penalty)), Go),
                (_, true, _) => d(point, format!("{}'s captain tells his player {}: permitted, given in a general way and not as an opinion on the state of the game", team, what), Go),
                (_, false, Remark::MovesMade) => d(point, format!("{}'s captain tells his player {}: nobody may give that information, ever; the penalty is left to the arbiter (Art. {})", team, what, cite(edition, Topic::Penalty)), Go),
                (_, false, _) => d(point, format!("{}'s captain tells his player {}: the captain must not express an opinion on the state of the game; the penalty is left to the arbiter (Art. {})", team, what, cite(edition, Topic::Penalty)), Go),
            }
        }
        Incident::Notes { by, writes } => {
            let ok = matches!(writes, Writing::ClockTimes | Writing::DrawOffer);
            let what = match writes {
                Writing::ClockTimes => "the times on the clocks",
                Writing::DrawOffer => "a draw offer",
                Writing::Other => "other notes",
            };
            let point = match writes {
                Writing::ClockTimes => ScoresheetClockTimes,
                Writing::DrawOffer => ScoresheetDrawOffer,
                Writing::Other => ScoresheetNotes,
            };
            match (edition, ok) {
                (Fide2018, true) => d(point, format!("{} writes {} on his scoresheet: permitted", by, what), Go),
                (Fide2018, false) => d(point, format!("{} writes {}: notes are forbidden during play; penalty under Art. 12.9", by, what), Go),
                (Fide1993, true) => d(point, format!("{} writes {}: permitted", by, what), Go),
                (Fide1993, false) => d(point, format!("{} writes {}: recorded matter other than the game is forbidden; penalty under Art. 15.2", by, what), Go),
                (_, true) if *writes == Writing::ClockTimes => d(point, format!("{} writes {}: an objective fact such as the clock times may be added to the moves", by, what), Go),
                (_, true) => d(point, format!("{} writes {}: part of the game's record, not an aid to memory", by, what), Go),
                (_, false) => d(point, format!("{} writes {}: notes made during play that could aid memory are forbidden like printed matter, so the note may not be used: the arbiter takes it away, and may penalise under Art. 19.2", by, what), Effect::Refuse),
            }
        }
        Incident::Advice { by } => {
            let adjourned = &ctx.adjourned;
            let point = if *adjourned {
                AdviceDuringAdjournment
            } else {
                AdviceDuringPlay
            };
            match (edition, adjourned) {
                (Fide2018, _) => d(point, format!("{} takes advice or analyses with others: forbidden; penalty under Art. {}", by, cite(edition, Topic::Penalty)), Go),
                (Fide1993, _) => d(point, format!("{} takes advice or analyses with others: forbidden; penalty under Art. {}", by, cite(edition, Topic::Penalty)), Go),
                (_, true) => d(point, format!("{} is helped by others while the game is adjourned: no more allowed than during play; but the arbiter cannot control the adjournment, and the Commission looks for the remedy to the way tournaments are organised rather than to a penalty", by), Go),
                (_, false) => d(point, format!("{} takes the advice of a third party during play: forbidden; penalty under Art. {}", by, cite(edition, Topic::Penalty)), Go),
            }
        }
        Incident::Illness { by, brief } => {
            let point = if *brief {
                IllnessBrief
            } else {
                IllnessProlonged
            };
            match (edition, brief) {
                (Fide2018, _) => d(point, format!("{} is taken ill: the arbiter stops the chessclock and decides when the game restarts (6.11.3)", by), StopClocks),
                (Fide1993, _) => d(point, format!("{} is taken ill: the arbiter stops the clocks while the game is interrupted", by), StopClocks),
                (_, true) => d(point, format!("{} is taken ill, briefly: an interruption neither player is responsible for, so both clocks are stopped until he can play on", by), StopClocks),
                (_, false) => d(point, format!("{} is taken ill and will not recover soon: no interruption with the clocks stopped; the matter is left to the arbiter's discretion, and meanwhile the clock runs", by), Go),
            }
        }
        Incident::ClockDefect { by, evident } => {
            let point = match (by, evident) {
                (Some(_), _) => ClockDefectHandledByPlayer,
                (None, true) => ClockDefect,
                (None, false) => ClockDefectNotEvident,
            };
            match (edition, by, evident) {
                (Fide2018, _, true) => d(point, "an evident defect of the chessclock: the arbiter replaces it and sets the times by his best judgement (6.10.2)".into(), StopClocks),
                (Fide2018, _, false) => d(point, "the arbiter finds no obvious defect: the chessclock's indications stand and the game goes on".into(), Go),
                (Fide1993, _, true) => d(point, "an evident defect of the clock: the arbiter replaces it and sets the times, never leaving a player under five minutes or one minute a move".into(), StopClocks),
                (Fide1993, _, false) => d(point, "the arbiter finds no evident defect: the clock's indications stand and the game goes on".into(), Go),
                (_, Some(c), _) => d(point, format!("{} tries to deal with the clock himself: a defective clock is for the arbiter alone, never the players; the arbiter stops the clocks and takes the matter in hand", c), StopClocks),
                (_, None, true) => d(point, "a clock with an obvious defect: the arbiter stops it, replaces it and sets on the new clock the time each player has used, as accurately as he can".into(), StopClocks),
                (_, None, false) => d(point, "what counts as an evident defect is for the arbiter to judge, by the general principles: he finds none, so every indication of the clock stands and the game goes on".into(), Go),
            }
        }
        Incident::AccidentalTouch { square } => match edition {
            Fide2018 => d(AccidentalTouch, format!("the piece on {} was touched by clearly accidental contact: no obligation", square), Go),
            Fide1993 => d(AccidentalTouch, format!("the piece on {} was not deliberately touched: no obligation", square), Go),
            _ => d(AccidentalTouch, format!("the piece on {} was brushed in passing, not touched with the intention of moving it: no obligation", square), Go),
        },
        Incident::TouchClaim { by, witness } => match (old, witness) {
            (true, false) => d(TouchClaimUnproven, format!("{}'s touched-piece claim is denied by the opponent and no arbiter or disinterested witness saw it: rejected for lack of evidence", by), Go),
            (true, true) => d(TouchClaimWitnessed, format!("{}'s touched-piece claim is confirmed by a witness: the touched piece must be moved", by), Go),
            (false, false) => d(TouchClaimUnproven, format!("{}'s touched-piece claim cannot be proven: rejected", by), Go),
            (false, true) => d(TouchClaimWitnessed, format!("{}'s touched-piece claim is confirmed: the touched piece must be moved", by), Go),
        },
        Incident::TouchesMany { by } => match edition {
            Fide2018 => d(TouchesMany, format!("{} touches pieces needlessly: the arbiter may penalise him (4.2.2 makes such contact count as intent)", by), Go),
            Fide1993 => d(TouchesMany, format!("{} touches pieces needlessly: the arbiter may penalise him", by), Go),
            _ => d(TouchesMany, format!("{} touches more pieces than Art. {} contemplates: he may be penalised at the arbiter's discretion", by, cite(edition, Topic::TouchedPiece)), Go),
        },
        Incident::BoardMisplaced { pieces_correct: true } => match edition {
            Fide2018 => d(BoardMisplaced, format!("the chessboard was placed contrary to Art. {}: the position is transferred to a correctly placed board and the game continues", cite(edition, Topic::BoardPlacement)), Go),
            Fide1993 => d(BoardMisplaced, format!("the board was placed contrary to Art. {}: the position is transferred to a correctly placed board and the game continues", cite(edition, Topic::BoardPlacement)), Go),
            _ => d(BoardMisplaced, "the board was wrongly placed, but every piece stood on its right square apart from the colour of the squares: the position is transferred to a correctly placed board and the game continues".into(), Go),
        },
        Incident::BoardMisplaced { pieces_correct: false } => match edition {
            Fide2018 | Fide1993 => d(BoardMisplacedPiecesWrong, "the board was wrongly placed and the pieces were not set up correctly either: the initial position was incorrect, so the game is annulled and a new game played".into(), Annul),
            _ => d(BoardMisplacedPiecesWrong, format!("the board was wrongly placed and the pieces were not otherwise set up correctly either: this is not merely a turned board but an incorrect initial position, for which Art. {} applies; the game is annulled and a new game played", cite(edition, Topic::ColoursReversed).article_number().unwrap_or_default()), Annul),
        },
        Incident::ColoursReversed { by_arbiter } => Decision {
            // the game applies the edition's rule with its state (Game::colours_reversed);
            // this is the ruling on the fact alone
            citation: cite(edition, if *by_arbiter { Topic::ColoursReversedByArbiter } else { Topic::ColoursReversed }),
            decision: "the game began with colours reversed".into(),
            effect: Go,
        },
        Incident::WithdrawClaim { by, .. } => withdrawal(edition, *by, true).0,
        Incident::DrawReason { by, reason } => draw_reason(edition, *by, *reason),
        Incident::ScoreBehind {
            by,
            moves,
            pressed,
            opponent_too,
        } => {
            let remaining = ctx.remaining_ms.map(|(w, b)| by.fold_wb(w, b));
            let passed = by.fold_wb(ctx.control_passed.0, ctx.control_passed.1);
            let short = remaining.is_some_and(|ms| ms < 5 * 60_000);
            match edition {
                Fide2018 if short => d(ScoreInTimeTrouble, format!("{} is {} behind with under five minutes left: not required to keep score", by, super::plural(*moves, "move")), Go),
                Fide2018 => d(ScoreBehind, format!("{} is {} behind: he must record the moves, move after move; the arbiter intervenes", by, super::plural(*moves, "move")), Go),
                Fide1993 if short => d(ScoreInTimeTrouble, format!("{} is {} behind with under five minutes left: not obliged to keep score", by, super::plural(*moves, "move")), Go),
                Fide1993 => d(ScoreBehind, format!("{} is {} behind: he must record the game move after move", by, super::plural(*moves, "move")), Go),
                // Interpretation 13.2 (1959): scoresheets are completed after the time control
                _ if passed && *opponent_too => d(ScoreCompletedClocksStopped, format!("the time control is passed and neither player's scoresheet is complete ({} is {} behind): both clocks are stopped until both scoresheets are completed, on a board under the arbiter's control if need be", by, super::plural(*moves, "move")), StopClocks),
                _ if passed => d(ScoreCompletedOwnTime, format!("the time control is passed and {} alone has not completed his scoresheet ({} behind): he completes it in his own time, and his clock runs", by, super::plural(*moves, "move")), Go),
                _ if *pressed == Some(true) => d(ScorePressed, format!("the arbiter judges {} extremely pressed for time: he need not record the moves now, only indicate how many were made, and completes his scoresheet as soon as his time trouble is over", by), Go),
                _ if *moves <= 1 => d(ScoreOneMoveBehind, format!("{} records two moves at a time: technically a breach of Art. {}, but the arbiter intervenes only beyond one move for each side", by, cite(edition, Topic::RecordMoves)), Go),
                _ if *pressed == Some(false) => d(ScoreBehind, format!("the arbiter judges that {} is not extremely pressed for time: {} moves behind, he must bring his scoresheet up to date and record the game move after move; if he refuses, Art. {} applies", by, moves, cite(edition, Topic::RefusalToComply)), Go),
                _ => d(ScoreBehind, format!("{} is {} moves behind, more than one move for each side: the arbiter intervenes, and {} must bring his scoresheet up to date, unless the arbiter judges him extremely pressed for time (Art. {})", by, moves, by, cite(edition, Topic::RecordInTimeTrouble)), Go),
            }
        }
        Incident::RecordsFirst { by } => match edition {
            Fide2018 => d(MoveWrittenFirst, format!("{} writes his move before making it: forbidden unless he is claiming a draw (9.2, 9.3) or adjourning", by), Go),
            Fide1993 => d(MoveWrittenFirst, format!("{} writes his move before making it: the Laws only require the game to be recorded move after move", by), Go),
            _ if *by == ctx.turn => d(MoveWrittenFirst, format!("{} writes his move before making it: the player who has the move has the choice", by), Go),
            // not his move: what he writes records no move of the game
            _ => d(ScoresheetNotes, format!("{} writes down a move while {} still has the move: that records no move of the game but is a note that could aid his memory, forbidden; the penalty is left to the arbiter (Art. {})", by, ctx.turn, cite(edition, Topic::Penalty)), Go),
        },
        Incident::OtherHand { by } => match edition {
            Fide2018 => d(ClockOtherHand, format!("{} presses the clock with the other hand than the one that moved: forbidden", by), Go),
            Fide1993 => d(ClockOtherHand, format!("{} presses the clock with the other hand: no Law forbids it", by), Go),
            _ => d(ClockOtherHand, format!("{} presses the clock with the other hand than the one that writes or moves: no Law requires otherwise", by), Go),
        },
        Incident::KnockedOver { by, restored } => match (edition, restored) {
            (Fide2018, _) => d(PiecesKnockedOver, format!("{} knocked over pieces: he must re-establish the position in his own time", by), Go),
            (Fide1993, _) => d(PiecesKnockedOver, format!("{} knocked over pieces: he must restore them in his own time", by), Go),
            (_, true) if by1980 => d(PiecesKnockedOver, format!("{} knocked over pieces and puts them back before pressing his clock: right, the position is restored in his own time", by), Go),
            (_, false) if by1980 => d(PiecesKnockedOver, format!("{} knocked over pieces and leaves them down: they are his to restore in his own time; should he press his clock first, his opponent may set it running again", by), Effect::PiecesDown(*by)),
            _ => d(PiecesKnockedOver, format!("{} displaced pieces: the position is reinstated", by), Go),
        },
        Incident::MovesUncertain { swiss } => {
            let point = if *swiss {
                MovesUncertainSwiss
            } else {
                MovesUncertain
            };
            match (edition, swiss) {
                (Fide2018, _) => d(point, "the moves cannot be agreed: the game is reconstructed on a second board under the arbiter's control".into(), StopClocks),
                (Fide1993, _) => d(point, "the moves cannot be reconstructed: the game continues, the next move counting as the first of the next period".into(), Go),
                (_, true) if by1980 => d(point, "the arbiter cannot establish whether the time control was passed: in a Swiss tournament he may, as an exception, let the game continue".into(), Go),
                _ => d(point, "the arbiter establishes the facts, with the scoresheets and witnesses, and decides".into(), Go),
            }
        }
        Incident::EnvelopeLost { agreed } => match (edition, agreed, ctx.adjourned) {
            (Fide2018, _, _) => d(EnvelopeLost, "the 2018 Laws have no adjournment; the arbiter stops the clock and decides".into(), StopClocks),
            (_, _, false) => d(EnvelopeWithoutAdjournment, "no adjourned game: nothing to restore".into(), Go),
            (Fide1993, true, _) => d(EnvelopeLostMoveAgreed, "the envelope has disappeared but the players agree on the sealed move: the game continues".into(), Go),
            (Fide1993, false, _) => d(EnvelopeLost, "the envelope has disappeared: the game is resumed from the position at adjournment with the times then recorded; the sealer must play a move there".into(), Go),
            // 1977/1980: the game decides (`adjourn.rs`), these words only describe the rule
            (_, true, _) => d(EnvelopeLostMoveAgreed, "the envelope has disappeared, but the players agree on the position at the adjournment and the times used: the game continues from that position".into(), Go),
            (_, false, _) => d(EnvelopeLost, "the envelope has disappeared and the position and the times cannot be re-established: the game is annulled and a new game played".into(), Go),
        },
        Incident::SealClockRunning { mv } => match (edition, mv.as_deref().unwrap_or("his move")) {
            (Fide2018, _) => d(SealClockRunning, "the 2018 Laws have no adjournment".into(), Go),
            (Fide1993, mv) => d(SealClockRunning, format!("{} is put in the envelope but the clock is not stopped: the sealed move is not completed; the player must stop his clock after sealing", mv), Go),
            (_, mv) => d(SealClockRunning, format!("{} is put in the envelope without the clocks being stopped: the adjourning move is not definitely made", mv), Go),
        },
        // 1977–1993: the game decides from the times recorded at the adjournment and the
        // moves made since the resumption (`adjourn.rs`); these words only describe the rule
        Incident::ClockTimesWrong { by, too_severe } => match (edition, too_severe) {
            (Fide2018, _) => d(ClockTimesCorrected, format!("{} points out that the clock setting is incorrect: the arbiter corrects it by his best judgement", by), Go),
            (_, false) => d(ClockTimesCorrected, format!("{} points out wrong times on the clocks: corrected if he does so before his first move, otherwise they stand", by), Go),
            (_, true) => d(ClockTimesStand, format!("{} points out wrong times on the clocks late: the arbiter finds the consequences too severe and may correct them", by), Go),
        },
        Incident::IllegalAtAdjudication { result_registered: false } => match edition {
            Fide2018 => d(IllegalAtAdjudication, "an illegal move found during the game: the position before it is reinstated".into(), Go),
            Fide1993 => d(IllegalAtAdjudication, "an illegal move found while the game awaits adjudication: the game is still in progress; the position before it is reinstated".into(), Go),
            _ => d(IllegalAtAdjudication, "an illegal move is found after the game was sent for adjudication, before the arbiter registered the result: the game is still in progress, so the position before the illegal move is reinstated and the game continues from there".into(), Go),
        },
        Incident::IllegalAtAdjudication { result_registered: true } => match edition {
            Fide2018 | Fide1993 => d(IllegalAfterResultRegistered, "an illegal move found after the result was registered: the game is over; the result stands".into(), Go),
            _ => d(IllegalAfterResultRegistered, "an illegal move is found only after the arbiter registered the adjudicated result: the game is no longer in progress, so nothing is reinstated; the registered result stands".into(), Go),
        },
        Incident::FiftyMovesRegulation { moves, before_game } => {
            let what = format!("the tournament's regulations raise the fifty moves to {} for king and two knights against king and pawn, the pawn blocked by a knight", moves);
            let (topic, decision) = match (edition, before_game) {
                _ if *moves <= 50 => (Topic::Fifty, format!("the tournament's regulations name {} moves for king and two knights against king and pawn: the count can only be increased, so fifty moves apply", moves)),
                (Fide2018, _) => (Topic::Fifty, format!("{}: the Laws fix the count at fifty moves; regulations cannot change it", what)),
                (_, true) => (Topic::FiftyRegulation, format!("{}, announced before the game began: valid for this game", what)),
                (_, false) => (Topic::Fifty, format!("{}, but announced only after the game began: not valid for this game; fifty moves suffice", what)),
            };
            Decision { citation: cite(edition, topic), decision, effect: Go }
        }
        Incident::Appeal { international, .. } => appeal_body(edition, *international),
        Incident::Unregulated { what, displaced } => {
            // the rule of the situation most like it, applied by analogy
            let analogy = match displaced {
                Some(sq) => format!(
                    "by analogy with Art. {} (pieces accidentally displaced during a game), the piece on {} is put back where it stood, neither player being bound to move it, and the game continues",
                    cite(edition, Topic::PiecesDisplaced),
                    sq
                ),
                None => "no rule of a similar situation applies; the arbiter decides as fairness and the circumstances require, and the game continues".to_string(),
            };
            d(Unregulated, format!("{}: no Article regulates this; {}", what, analogy), Go)
        }
        Incident::Adjusts { by, square, warned } => match warned {
            Warned::Opponent => d(AdjustWarnedOpponent, format!("{} warned his opponent and adjusted the piece on {}: no obligation to move it", by, square), Go),
            Warned::Arbiter => d(AdjustWarnedArbiter, format!("{}'s opponent is away from the board; {} warned the arbiter and adjusted the piece on {}: no obligation to move it", by, by, square), Go),
            Warned::Nobody => d(AdjustUnannounced, format!("{} adjusted the piece on {} without warning anyone: it counts as touched, and he must move it if it can be moved", by, square), Go),
        },
        Incident::PromotionMisconduct { by } => match edition {
            Fide2018 => d(PromotionMisconduct, format!("{} misconducts himself over the promotion: the penalty is the arbiter's choice among Art. {}", by, cite(edition, Topic::Penalty)), Go),
            Fide1993 => d(PromotionMisconduct, format!("{} misconducts himself over the promotion: penalty at the arbiter's discretion", by), Go),
            _ => d(PromotionMisconduct, format!("{} misconducts himself over the promotion: the penalty of {} is indefinite and depends on the circumstances", by, cite(edition, Topic::PromotionUnexchanged)), Go),
        },
        Incident::LateNotAtFault { color, difficulties } => match (edition, difficulties) {
            (Fide2018, _) => d(LateNotAtFault, format!("{} was delayed by no fault of his own: the regulations' default time applies, the arbiter deciding otherwise only as they allow", color), Go),
            (Fide1993, _) => d(LateNotAtFault, format!("{} was delayed by no fault of his own: the arbiter may decide otherwise than a loss", color), Go),
            (_, false) => d(LateNotAtFault, format!("{} is delayed by a cause he is not responsible for: in sportsmanship a concession is granted, since it troubles neither the other players nor the organizers; a delay beyond the hour will not forfeit his game", color), Effect::ExcuseLateness(*color)),
            (_, true) => d(LateNotAtFault, format!("{} is delayed by a cause he is not responsible for, but a concession would create difficulties for the other players or the organizers: none is granted, and the hour of Art. {} stands", color, cite(edition, Topic::LateLoss)), Go),
        },
        Incident::MatchWithdrawal { by, regulations_decide } => match (edition, regulations_decide) {
            (_, true) if old => d(MatchWithdrawalRegulated, format!("{} withdraws from the match, and its regulations say what a player who withdraws receives: they decide, the Laws not regulating questions of organization", by), Go),
            (Fide2018 | Fide1993, _) => d(MatchWithdrawal, format!("{} withdraws from the match: prizes are for the event's regulations, not the Laws", by), Go),
            _ => d(MatchWithdrawal, format!("{} withdraws from the match and asks for the loser's prize: whether he is still entitled to it was left undecided; the Laws give no answer", by), Go),
        },
        Incident::NationalRules { fide_event, title_tournament, conflicts_with_laws } => {
            let point = if *title_tournament {
                NationalRulesTitleTournament
            } else {
                NationalRules
            };
            let fide = *fide_event || *title_tournament;
            match (edition, title_tournament) {
                (Fide2018, _) if fide || *conflicts_with_laws => d(point, "a game rated by FIDE must be played under the FIDE Laws of Chess: the federation's own rule does not apply".into(), Effect::Refuse),
                (Fide2018, _) => d(point, "the federation's own rule may govern a game FIDE does not rate".into(), Go),
                (_, true) if by1980 => d(point, "an international title tournament is governed by the FIDE Rules of Play, not national rules: the federation's own rule does not apply".into(), Effect::Refuse),
                (_, true) if old => d(point, "the federation's own rules are not valid for any FIDE tournament, and an international title tournament is one: its rule does not apply".into(), Effect::Refuse),
                (_, _) if fide && old => d(point, "the federation's own rules are not valid for any FIDE tournament played in its territory: its rule does not apply".into(), Effect::Refuse),
                (_, _) if fide => d(point, "national rules may not apply to a FIDE title or rating tournament: the federation's own rule does not apply".into(), Effect::Refuse),
                (_, _) if *conflicts_with_laws => d(point, "the federation's rule conflicts with the FIDE Laws: not allowed, even in its own events".into(), Effect::Refuse),
                (_, _) if old => d(point, "a national event in the federation's territory: its own more detailed rule is allowed, as it does not conflict with the FIDE Laws".into(), Go),
                (_, _) => d(point, "national rules are allowed within the federation's territory if they do not conflict with the FIDE Laws".into(), Go),
            }
        }
        Incident::FewArbiters { special_regulations } => {
            let point = if *special_regulations {
                FlagSpecialRegulations
            } else {
                FlagWithoutArbiter
            };
            match (edition, special_regulations) {
                (Fide2018, _) => d(point, "a flag has fallen when the arbiter observes it or a player validly claims it".into(), Go),
                (Fide1993, _) => d(point, "the flag is considered fallen when the arbiter observes it or either player claims it".into(), Go),
                (_, true) => d(point, "many players, few arbiters: the event's special regulations for establishing a loss on time are allowed, and flags will be decided by them".into(), Effect::FlagRegulations(true)),
                (_, false) => d(point, "the event has no special regulations: flags will be established by the procedure of the Laws, the arbiter observing the flag or, with no arbiter present, a player claiming it".into(), Effect::FlagRegulations(false)),
            }
        }
    }
}

/// A captain himself declares an offer, acceptance, refusal or resignation for his
/// player: only with the player's knowledge and consent is it the player's act.
pub fn captain_declares(edition: Edition, team: Color, says: Remark, consent: bool) -> Decision {
    let what = match says {
        Remark::OfferDraw => "offers a draw",
        Remark::AcceptDraw => "accepts the draw",
        Remark::DeclineDraw => "declines the draw",
        Remark::Resign => "resigns the game",
        Remark::MovesMade => "announces the number of moves",
        Remark::Opinion => "gives his opinion on the position",
    };
    let acts = matches!(
        says,
        Remark::OfferDraw | Remark::AcceptDraw | Remark::DeclineDraw | Remark::Resign
    );
    let (point, decision) = match (acts, consent) {
        (true, true) => (IncidentPoint::CaptainPermitted, format!("{}'s captain {} for his player, who knows and consents: it stands as {}'s own act", team, what, team)),
        (true, false) => (IncidentPoint::CaptainForbidden, format!("{}'s captain {} for his player without his knowledge and consent: the captain cannot act on behalf of a player; it is without effect, and the player has the final say over his game", team, what)),
        (false, _) => (IncidentPoint::CaptainForbidden, format!("{}'s captain {}: the captain must abstain from any intervention on the game", team, what)),
    };
    Decision {
        citation: cite(edition, Topic::Incident(point)),
        decision,
        effect: Effect::None,
    }
}

/// A player states his own reason for desisting from playing on for a win
/// (Interpretation 18.1 (1960)): it is weighed should the game be drawn by agreement.
pub fn draw_reason(edition: Edition, by: Color, reason: DrawReason) -> Decision {
    let decision = if edition <= Edition::Fide1980 {
        format!("{} has a legitimate reason to desist from playing on for a win, {}: the person in charge of the tournament takes it into account should the game be drawn early", by, reason.words())
    } else {
        format!("{} has a reason of his own to desist from playing on for a win, {}: a draw by agreement is the players' own matter", by, reason.words())
    };
    Decision {
        citation: cite(edition, Topic::PrematureDrawReason),
        decision,
        effect: Effect::None,
    }
}

/// Whether a draw claim may still be withdrawn: `clock_stopped`, the arbiter had stopped
/// the clock to verify it. The decision, and true when the claim is withdrawn.
pub fn withdrawal(edition: Edition, by: Color, clock_stopped: bool) -> (Decision, bool) {
    let d = |decision: String, withdrawn: bool| {
        (
            Decision {
                citation: cite(edition, Topic::Incident(IncidentPoint::ClaimWithdrawn)),
                decision,
                effect: Effect::None,
            },
            withdrawn,
        )
    };
    match (edition, clock_stopped) {
        (Edition::Fide2018, _) => d(format!("{} asks to withdraw his claim: a claim cannot be withdrawn; it is verified", by), false),
        (Edition::Fide1977, _) => d(format!("{} asks to withdraw his claim: the Laws give no such right; his clock runs until the claim is verified", by), false),
        (_, true) => d(format!("{} asks to withdraw his claim after the arbiter has stopped the clock to verify it: too late, the claim cannot be withdrawn and is verified", by), false),
        (_, false) => d(format!("{} withdraws his claim before the arbiter has stopped the clock to verify it: the claim lapses and the game goes on", by), true),
    }
}

/// Who hears an appeal against the arbiter's decision.
pub fn appeal_body(edition: Edition, international: bool) -> Decision {
    use IncidentPoint::{AppealCommitteeOnSite, AppealNoCommittee};
    let d = |p: IncidentPoint, decision: &str| Decision {
        citation: cite(edition, Topic::Incident(p)),
        decision: decision.into(),
        effect: Effect::None,
    };
    match (edition, international) {
        (Edition::Fide2018 | Edition::Fide1993, _) => d(AppealNoCommittee, "the appeal goes to the body the event's regulations name"),
        (_, true) => d(AppealCommitteeOnSite, "an international tournament: the appeals committee at the venue resolves the dispute on the spot"),
        (_, false) => d(AppealNoCommittee, "the Laws prescribe nothing on appeals: the arbiter's decision is enforced, and the appeal goes to the higher authority the event's regulations name"),
    }
}

/// What the higher authority decides on an appeal against the arbiter's decision on a
/// draw claim: `granted`, the arbiter's decision; `correct`, the claim as the game's record
/// shows it.
pub fn appeal_decision(
    edition: Edition,
    claimant: Color,
    granted: bool,
    correct: bool,
) -> Decision {
    use IncidentPoint::*;
    let point = match (granted, correct) {
        (true, false) => AppealDrawWronglyGranted,
        (false, true) => AppealClaimWronglyRefused,
        (false, false) => AppealIncorrectClaim,
        (true, true) => AppealAgainstCorrectDecision,
    };
    let other = claimant.other();
    let decision = match (granted, correct) {
        (true, false) => format!("the arbiter granted {}'s claim, but the higher authority finds it incorrect and rejects it: {}, who did not claim, may resume the game", claimant, other),
        (false, true) => format!("the arbiter refused {}'s claim; {} stopped playing and appealed, and the claim proves correct: the game is drawn", claimant, claimant),
        (false, false) => format!("the arbiter refused {}'s claim; {} stopped playing and appealed, and the claim proves incorrect: the game is lost for {}", claimant, claimant, claimant),
        (true, true) => format!("the arbiter rightly granted {}'s claim: the appeal is rejected and the draw stands", claimant),
    };
    Decision {
        citation: cite(edition, Topic::Incident(point)),
        decision,
        effect: Effect::None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ctx() -> Context {
        Context {
            adjourned: false,
            remaining_ms: Some((60_000, 600_000)),
            turn: Color::White,
            control_passed: (false, false),
        }
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
        // more than one move in arrears: the arbiter enforces Art. 13.1
        assert_eq!(
            rule(Edition::Fide1977, &i, ctx()).citation.to_string(),
            "13.1"
        );
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
        assert_eq!(label(&behind(2, None, false), ctx()), "13.1");
        assert_eq!(
            label(&behind(4, Some(true), false), ctx()),
            "Interpretation 13.2 (1958)"
        );
        assert_eq!(label(&behind(4, Some(false), false), ctx()), "13.1");
        let after = Context {
            control_passed: (true, true),
            ..ctx()
        };
        let both = rule(Edition::Fide1980, &behind(4, None, true), after);
        assert_eq!(both.citation.to_string(), "Interpretation 13.2 (1959)");
        assert_eq!(both.effect, Effect::StopClocks);
        let alone = rule(Edition::Fide1980, &behind(4, None, false), after);
        assert_eq!(alone.citation.to_string(), "Interpretation 13.2 (1959)");
        assert_eq!(alone.effect, Effect::None);
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
                v.push(Incident::TouchClaim { by, witness: b });
            }
            v.push(Incident::ClockDefect {
                by: Some(by),
                evident: true,
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
            v.push(Incident::PromotionMisconduct { by });
            for difficulties in [false, true] {
                v.push(Incident::LateNotAtFault {
                    color: by,
                    difficulties,
                });
            }
            for regulations_decide in [false, true] {
                v.push(Incident::MatchWithdrawal {
                    by,
                    regulations_decide,
                });
            }
        }
        v.push(Incident::Spectator);
        for evident in [false, true] {
            v.push(Incident::ClockDefect { by: None, evident });
        }
        v.push(Incident::AccidentalTouch {
            square: "d1".parse().expect("square"),
        });
        for b in [false, true] {
            v.push(Incident::BoardMisplaced { pieces_correct: b });
            v.push(Incident::ColoursReversed { by_arbiter: b });
            v.push(Incident::IllegalAtAdjudication {
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
        for displaced in [None, Some("e4".parse().expect("square"))] {
            v.push(Incident::Unregulated {
                what: "x".into(),
                displaced,
            });
        }
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
                    v.push(Incident::NationalRules {
                        fide_event,
                        title_tournament: b,
                        conflicts_with_laws,
                    });
                }
            }
            v.push(Incident::FewArbiters {
                special_regulations: b,
            });
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
                        },
                    )
                    .citation;
                    let newest = match e {
                        Edition::Fide1977 => 1976,
                        Edition::Fide1980 => 1979,
                        _ => 0,
                    };
                    assert!(
                        c.interpretation_year().unwrap_or(0) <= newest,
                        "{:?} {:?}: {}",
                        e,
                        i,
                        c
                    );
                }
            }
        }
        let label = |e, i: Incident, adjourned| {
            rule(
                e,
                &i,
                Context {
                    adjourned,
                    remaining_ms: None,
                    turn: Color::White,
                    control_passed: (false, false),
                },
            )
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
                assert!(m.contains("needs") || m.contains("must"), "{}: {}", k, m);
            }
        }
        assert!(Incident::from_json(&serde_json::json!({"kind": "dance"}))
            .unwrap_err()
            .contains("unknown incident kind"));
    }
}
