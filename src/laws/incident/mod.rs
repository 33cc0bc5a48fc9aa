//! Incidents: what happens at the board beyond moves, touches and clock presses, each with
//! the ruling the edition gives (`{"incident": {"kind": …, …}}` in a scenario).
//!
//! Many interpretations concern such things: a handshake, a captain's remark, notes on the
//! scoresheet, an illness, a defective clock, a claim without a witness. The engine rules on
//! them with the edition's article or interpretation and, where the Laws say so, acts on the
//! game (the clocks are stopped; a claim is rejected; the game continues). Where the Laws
//! leave the decision to the arbiter, the ruling says so and names the article that does.

pub mod kinds;
pub use kinds::*;

pub use crate::laws::editions::incidents::*;

mod format;
pub use format::IncidentError;

#[cfg(test)]
mod tests;
