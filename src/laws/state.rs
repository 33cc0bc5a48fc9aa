//! What the game remembers, one struct per Article family: the record of the moves
//! ([`History`]), the hand at the board ([`Hand`]), draw offers ([`Offers`]), claims
//! ([`Claims`]), the time rules ([`Timing`]) and adjournment ([`Sealing`]). `Game` holds
//! one of each. It imports the families' record types (the adjournment's record, the time
//! rules' record, an incident's reason) but no file that implements `Game`, so every
//! family may import it.

use super::adjourn::record::Adjournment;
use super::incident::DrawReason;
use super::timing::flag::MoveCount;
use super::timing::Record;
use super::verdict::ClaimKind;
use crate::chess::position::{IllegalReason, Position};
use crate::chess::types::{Color, Move, Role, Square};
use crate::notation::{fen, uci::RawMove};

/// The record of the game: every position reached and every move made.
#[derive(Clone, Debug, Default)]
pub struct History {
    /// Repetition keys of every position reached, the start included.
    pub keys: Vec<u64>,
    /// The same positions by placement and side to move only (castling rights and en
    /// passant left out), to tell when a claim turns on the identity of positions.
    pub placements: Vec<String>,
    /// The same positions' castling rights and en passant square (FEN fields 3 and 4),
    /// to say what changed when only those differ (Interpretation 12.3 (1964)).
    pub rights: Vec<String>,
    pub san: Vec<String>,
    /// Completed moves of the game (plies).
    pub plies: u32,
    /// Plies played before the start position, from its move number and side to move.
    pub start_plies: u32,
}

/// The hand at the board: touched pieces, a move made and not yet completed, a move that
/// broke a rule unnoticed, illegal moves counted.
#[derive(Clone, Debug, Default)]
pub struct Hand {
    /// Squares touched with intent by the player to move, in order.
    pub touched: Vec<Square>,
    /// A move has been made on the board and the clock not yet pressed.
    pub placed: bool,
    /// When the last move was made on the board.
    pub placed_at: u64,
    /// A move the player must play after an incorrect claim with it (1993 10.13(b), 2018 9.5.3).
    pub compulsory: Option<Move>,
    /// The compulsory move is the promotion the player evidently intended when he left
    /// his pawn unexchanged (Interpretation 6.6c (1971A)), not a declared move.
    pub compulsory_intended: bool,
    /// The promotion piece the player evidently intends with the move being made.
    pub intended: Option<Role>,
    /// Nobody sees at the time that the move being made breaks a rule.
    pub unnoticed_move: bool,
    /// A move that broke a rule unnoticed, standing until it is pointed out or found.
    pub unnoticed: Option<Unnoticed>,
    /// The game as it stood before the last completed move, to take it back when a
    /// touched-piece claim on it is upheld.
    pub before_last: Option<Snapshot>,
    pub illegal_moves: [u32; 2],
    /// A player who knocked pieces over and has not restored them (Interpretation 17.1 (1979A)).
    pub knocked_over: Option<Color>,
}

/// Draw offers, and what bears on agreeing to a draw.
#[derive(Clone, Debug, Default)]
pub struct Offers {
    /// A draw offer standing: (by whom, ply when made).
    pub offer: Option<(Color, u32)>,
    /// Who made the last draw offer, and when (Interpretation 19.1c (1958): repeating
    /// one; an offer rejected by a move, 18.1 (1974A)).
    pub last_offer: Option<(Color, OfferMoment)>,
    /// Who has offered a draw in this game, White first.
    pub offered: [bool; 2],
    /// The standing offer was made before the offerer's move, his own clock running.
    pub offer_before_move: bool,
    /// The players' own reasons for desisting from playing on for a win
    /// (Interpretation 18.1 (1960)).
    pub draw_reasons: Vec<(Color, DrawReason)>,
    /// A federation's rule valid for the game: no draw may be agreed before this move
    /// (Interpretation 1 (1974)).
    pub no_draw_before: Option<u32>,
}

/// Draw claims.
#[derive(Clone, Debug, Default)]
pub struct Claims {
    /// A draw claim waiting for the arbiter to verify it.
    pub pending_claim: Option<PendingClaim>,
    /// Half-moves the tournament's regulations set for a fifty-move claim in the
    /// positions they name (1977/1980 Art. 12.4, Interpretation 12.4 (1958B)).
    pub fifty_regulation: Option<u32>,
}

/// What the time rules remember.
#[derive(Clone, Debug, Default)]
pub struct Timing {
    /// A forgotten press, a defective clock in the arbiter's hands, proportional times to set.
    pub record: Record,
    /// How the moves made at a flag are established when the scoresheets fall short.
    pub move_count: Option<MoveCount>,
    /// A player whose lateness the arbiter excuses (Interpretation 17.2 (1958)).
    pub excused_late: Option<Color>,
    /// Whether the event has special regulations for flags, where arbiters are few
    /// (Interpretation 17.1 (1970)); `None` when nobody said.
    pub flag_regulations: Option<bool>,
    /// How far the clocks were set at the start of the game from its time control, per
    /// side, when the scenario starts at the start of the game with both given.
    pub start_clock_off: Option<[i64; 2]>,
}

/// Adjournment: the sealed move and what the envelope keeps.
#[derive(Clone, Debug, Default)]
pub struct Sealing {
    /// The sealed move at adjournment (text, who sealed).
    pub sealed: Option<(String, Color)>,
    /// The sealed move was made on the board before sealing (Interpretation 15.1 (1978)).
    pub sealed_on_board: bool,
    /// The session is over and this player, having the move, must seal it.
    pub must_seal: Option<Color>,
    /// What else the adjournment keeps: the times on the envelope, the resumption…
    pub adjournment: Adjournment,
}

/// When a draw is offered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OfferMoment {
    /// After his move on the board, before pressing his clock: as the Laws prescribe.
    AfterMove,
    /// While his own clock runs, before his move.
    OwnClock,
    /// While the opponent's clock runs.
    OpponentClock,
    /// During the adjournment, both clocks stopped: no rule on the moment arises.
    Adjourned,
}

/// A claim made and not yet verified: the player waits for the arbiter.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PendingClaim {
    pub by: Color,
    pub kind: ClaimKind,
    /// The move he wrote and declared, as written.
    pub intended: Option<String>,
    /// The arbiter has stopped the clock to verify it.
    pub stopped: bool,
    /// The claimant's remaining time when he claimed.
    pub remaining_at_claim: Option<i64>,
}

/// The game as it stood at a moment: enough to put it back there.
#[derive(Clone, Debug)]
pub struct Snapshot {
    pub position: Position,
    /// The lengths of the game's records of positions and moves.
    pub keys: usize,
    pub san: usize,
    pub plies: u32,
    /// The clock's move counters.
    pub clock_moves: [u32; 2],
}

/// What broke a rule unnoticed.
#[derive(Clone, Debug)]
pub enum Breach {
    /// A move the touched-piece rule forbade: the pieces touched, and the moves they
    /// allowed.
    Touch {
        touched: Vec<Square>,
        allowed: Vec<Move>,
    },
    /// An illegal move, played as the hand made it.
    Illegal { raw: RawMove, reason: IllegalReason },
    /// A pawn moved to the last rank and left there unexchanged, the clock pressed.
    Unexchanged {
        raw: RawMove,
        intended: Option<Role>,
        /// The opponent's remaining time when the clock was pressed.
        opponent_ms: i64,
    },
}

/// A move that broke a rule unnoticed, and the game as it stood before it.
#[derive(Clone, Debug)]
pub struct Unnoticed {
    pub by: Color,
    pub breach: Breach,
    pub before: Snapshot,
    /// The move's text as recorded (`Bf1-b5`).
    pub text: String,
}

/// The position's placement and side to move, the first two fields of its FEN.
pub fn placement(pos: &Position) -> String {
    let f = fen::write(pos);
    f.split(' ').take(2).collect::<Vec<_>>().join(" ")
}

/// The position's castling rights and en passant square, FEN fields 3 and 4.
pub fn rights(pos: &Position) -> String {
    let f = fen::write(pos);
    f.split(' ').skip(2).take(2).collect::<Vec<_>>().join(" ")
}
