//! The incidents as types: what happened ([`Incident`] and its parts) and what the
//! follows from the edition's decision on it ([`Consequence`]; the decision itself is a
//! [`Decision`](crate::laws::Decision)).

use crate::chess::types::{Color, Role, Square};
use crate::laws::verdict::ClaimKind;
use crate::laws::verdict::GameResult;

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
    /// A clock said to be defective (Art. 14.5): `claimed_by` the player who claims it, if
    /// a player does; `by` the player who deals with it himself, if any; `evident` whether
    /// the arbiter finds an evident defect; `session_ms` how long the session has been in
    /// progress by the wall clock, if known (Interpretation 14.5 (1971)). Which units have
    /// stopped the game's clock knows (a `clock_stops` incident before).
    ClockDefect {
        by: Option<Color>,
        claimed_by: Option<Color>,
        evident: bool,
        session_ms: Option<u64>,
    },
    /// Units of the clock stop through a defect, and nobody notices yet: from now on they
    /// count no time.
    ClockStops { white: bool, black: bool },
    /// The player who made his move forgets to stop his clock (Interpretations 14.3
    /// (1967), (1973)).
    ForgetsClock { by: Color },
    /// A player asks the arbiter to give back time his clock ran, such as the time a
    /// forgotten press cost him (Interpretation 14.3 (1973); 2018 Art. 6.2.2).
    TimeBack { by: Color },
    /// The arbiter uses the discretion the last ruling with a penalty left him, and warns
    /// the player or players it named (one reasonable exercise: Interpretations 6.6c (1973),
    /// 18.1 (1964), 19.1c (1958) leave the penalty to him).
    ArbiterWarns,
    /// The arbiter sees a flag down (Interpretation 14.4 (1974); under special regulations
    /// for events with few arbiters, Interpretation 17.1 (1970), he may not call it).
    ArbiterSeesFlag { color: Color },
    /// An irregularity (an illegal move, `by` if known) is found at move `found_move`; the
    /// game goes back to the position before it, the scenario's position, and the clocks
    /// show the times when it was found (Art. 14.7, Interpretation 14.7 (1975)).
    IrregularityFound { by: Option<Color>, found_move: u32 },
    /// A piece is brushed in passing while reaching for another (Interpretation 8.2 (1974B));
    /// `claimed`: the opponent claims that it must be moved.
    AccidentalTouch { square: Square, claimed: bool },
    /// A player adjusts a piece, having warned `warned` of it (Art. 8.1, Interpretation
    /// 8.1 (1974) when the opponent is absent and the arbiter is warned).
    Adjusts {
        by: Color,
        square: Square,
        warned: Warned,
    },
    /// A player claims that his opponent broke the touched-piece rule with his last move;
    /// `square`: the piece he says the opponent had touched, when the record does not
    /// show the touch (Interpretation 8.2 (1972), Art. 8.4).
    TouchClaim {
        by: Color,
        witness: bool,
        square: Option<Square>,
    },
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
    /// The time prescribed for play is over and the game is not finished: the player having
    /// the move must seal it (1977/1980 Art. 15.1, 1993 13.1; Interpretation 15.1 (1978)).
    SessionOver,
    /// `by` points out that the times on the clocks are wrong (1977/1980 Art. 16.6); whether
    /// it is before his first move, and how wrong they are, the game knows;
    /// `too_severe`: the arbiter finds the consequences of the error too severe
    /// (Interpretation 16.6 (1976)).
    ClockTimesWrong { by: Color, too_severe: bool },
    /// An illegal move is found after the game was sent for adjudication, before or
    /// after the arbiter registered the adjudicated result `result` (Interpretation 9.1
    /// (1963)).
    IllegalAtAdjudication {
        result_registered: bool,
        result: Option<GameResult>,
    },
    /// An illegal move made unnoticed is found during the game (1977/1980 Art. 9.1, 1993
    /// 8.1, 2018 7.5.1), pointed out by `by` (or the arbiter).
    IllegalFound { by: Option<Color> },
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
    /// The arbiter's penalty for a pawn left unexchanged (Interpretation 6.6c (1973): as
    /// the circumstances warrant): `advance_ms` advanced on the player's clock, none for a
    /// warning.
    PromotionMisconduct { by: Color, advance_ms: u64 },
    /// The piece a player needs for a promotion is not at hand: he asks the arbiter for
    /// it before making his move (Interpretation 6.6c (1971B), 1993 5.6(e), 2018 6.11.2).
    PieceRequest { by: Color, piece: Role },
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
    /// `special_regulations`: the event has regulations of its own for flags (a loss on
    /// time established only on the opponent's claim); `arbiters_sufficient`: there are
    /// arbiters enough to watch every board after all, so none is required.
    FewArbiters {
        special_regulations: bool,
        arbiters_sufficient: bool,
    },
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
    "session_over",
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
    "illegal_found",
    "piece_request",
    "clock_stops",
    "forgets_clock",
    "time_back",
    "arbiter_warns",
    "arbiter_sees_flag",
    "irregularity_found",
];

/// What follows from a ruling on an incident, as the edition's table decides it
/// ([`decide`](crate::laws::editions::incidents::decide)); [`rule`](crate::laws::editions::incidents::rule) turns it into the game's acts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Consequence {
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
    /// The arbiter may penalise the player: a warning or a penalty at his discretion.
    Penalise(Color),
    /// Time advanced on the player's clock: a penalty.
    Advance(Color, u64),
    /// Each clock is corrected by so much: positive, the clock showed that much more time
    /// left than it should (it is charged); negative, less (it is given the time).
    CorrectClocks([i64; 2]),
    /// The federation's rule applies: no draw may be agreed before this move.
    NoDrawBefore(u32),
    /// The session is over: this player, having the move, must seal it; he may not press
    /// his clock and play on (Interpretation 15.1 (1978)).
    MustSeal(Color),
}
