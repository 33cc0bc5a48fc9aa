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

/// A situation the Laws do not regulate, each decided by analogy with a rule for a
/// similar one (Interpretation 1 (1959)).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Situation {
    /// The clocks were set at the start of the game to other times than the time control
    /// gives (the Laws regulate wrong times only at the resumption of an adjourned game).
    ClockSetWrong,
}

/// What a match's regulations say a player who withdraws receives (Interpretation 21 (1971)).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Deserialize, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum MatchRegulations {
    /// Nothing.
    Silent,
    /// He keeps the loser's prize.
    KeepsLoserPrize,
    /// He forfeits it.
    ForfeitsLoserPrize,
}

impl MatchRegulations {
    /// The scenario's name.
    pub const fn name(self) -> &'static str {
        match self {
            MatchRegulations::Silent => "silent",
            MatchRegulations::KeepsLoserPrize => "keeps_loser_prize",
            MatchRegulations::ForfeitsLoserPrize => "forfeits_loser_prize",
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
    /// A situation the Laws do not regulate (Interpretation 1 (1959)): which one, and the
    /// player who points it out; the game gives the facts it turns on.
    Unregulated { situation: Situation, by: Color },
    /// A player misconducts himself over a promotion (Interpretation 6.6c (1973)).
    PromotionMisconduct { by: Color },
    /// A player arrives late for a reason he is not responsible for (Interpretation 17.2 (1958));
    /// `difficulties` whether a concession would create difficulties for other players or
    /// the organizers.
    LateNotAtFault { color: Color, difficulties: bool },
    /// A player withdraws from a match and asks for the loser's prize (Interpretation 21 (1971));
    /// `regulations`: what the match's regulations say a player who withdraws receives.
    MatchWithdrawal {
        by: Color,
        regulations: MatchRegulations,
    },
    /// A federation applies a rule of its own, more detailed than the Laws (Interpretations
    /// 1 (1974), 21 (1979)): in a FIDE tournament played in its territory (`fide_event`), in an
    /// international title tournament (`title_tournament`, a FIDE event too), or a rule that
    /// conflicts with the FIDE Laws (`conflicts_with_laws`). `no_draw_before`: the rule is
    /// that no draw may be agreed before that move.
    NationalRules {
        fide_event: bool,
        title_tournament: bool,
        conflicts_with_laws: bool,
        no_draw_before: Option<u32>,
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
    /// Each clock is corrected by so much: positive, the clock showed that much more time
    /// left than it should (it is charged); negative, less (it is given the time).
    CorrectClocks([i64; 2]),
    /// The federation's rule applies: no draw may be agreed before this move.
    NoDrawBefore(u32),
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
                situation: match o.get("situation").and_then(Value::as_str) {
                    Some("clock_set_wrong") => Situation::ClockSetWrong,
                    _ => return Err("this incident needs \"situation\": \"clock_set_wrong\" (the clocks were set wrong at the start of the game)".into()),
                },
                by: color(o, "by")?,
            },
            "promotion_misconduct" => Incident::PromotionMisconduct { by: color(o, "by")? },
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
                    _ => return Err("\"regulations\" must be \"silent\", \"keeps_loser_prize\" or \"forfeits_loser_prize\"".into()),
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
                            .ok_or("\"no_draw_before_move\" must be a move number")?,
                    ),
                },
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
            Incident::Unregulated { situation, by } => {
                let situation = match situation {
                    Situation::ClockSetWrong => "clock_set_wrong",
                };
                json!({"kind": "unregulated", "situation": situation, "by": c(by)})
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
            Incident::MatchWithdrawal { by, regulations } => {
                json!({"kind": "match_withdrawal", "by": c(by), "regulations": regulations.name()})
            }
            Incident::NationalRules {
                fide_event,
                title_tournament,
                conflicts_with_laws,
                no_draw_before,
            } => {
                let mut v = json!({"kind": "national_rules", "fide_event": fide_event, "title_tournament": title_tournament, "conflicts_with_laws": conflicts_with_laws});
                if let Some(m) = no_draw_before {
                    v["no_draw_before_move"] = json!(m);
                }
                v
            }
            Incident::FewArbiters {
                special_regulations,
            } => json!({"kind": "few_arbiters", "special_regulations": special_regulations}),
        }
    }
}

mod rulings;
pub use rulings::*;

#[cfg(test)]
mod tests;
