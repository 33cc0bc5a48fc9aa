//! What an adjournment keeps beyond the sealed move: [`Adjournment`]. Apart from the rules
//! and from `Game`, so the game's state can hold it without importing the family's rules.

use crate::chess::types::Color;

/// The state of an adjournment beyond the sealed move itself.
#[derive(Clone, Debug, Default)]
pub struct Adjournment {
    /// A move put in the envelope with the clocks still running (Interpretation 15.1
    /// (1966)): the move, who wrote it, and the plies played then.
    pub(super) unsealed: Option<(String, Color, u32)>,
    /// The remaining times recorded on the envelope at the adjournment (Art. 15.2(c)).
    pub(super) recorded: Option<[i64; 2]>,
    /// The session for the adjourned game, once it has begun.
    pub(super) session: Option<Session>,
    /// The sealed move was made at the resumption: the plies then, the side to move, and
    /// how far the clocks stood from the envelope's times.
    pub(super) resumed: Option<Resumed>,
    /// The sealed envelope holds the reply of Art. 16.4 (the sealer was absent).
    pub(super) reply: bool,
}

/// The session for the adjourned game: when it began, who is still absent (White first),
/// who sealed the move at the adjournment, and by how much each clock showed more remaining time than the envelope recorded.
#[derive(Clone, Copy, Debug)]
pub(super) struct Session {
    pub(super) began: u64,
    pub(super) absent: [bool; 2],
    pub(super) sealer: Color,
    pub(super) off: [i64; 2],
}

/// The resumption: the plies played and the side to move once the sealed move was made,
/// and the clocks' error against the envelope then (white, black).
#[derive(Clone, Copy, Debug)]
pub(super) struct Resumed {
    pub(super) plies: u32,
    pub(super) turn: Color,
    pub(super) off: [i64; 2],
}
