//! A game at the board as the app's play view keeps it: a scenario (edition, start
//! position, time control and the typed [`Event`]s so far) and the laws engine's game
//! replayed from it, with what the user has selected. Gestures become events; the engine
//! decides what they mean. Nothing here knows a rule of chess or of the Laws, nor a
//! browser: the time is always given (`now`, wall-clock ms), and the app wraps
//! [`PlayState::reduce`] for Yew and keeps the analyses' answers in localStorage.
//!
//! Each file imports the ones before it and none after: `mode.rs` (what a click does),
//! `saved.rs` (a game as saved), `state.rs` (the state and the user's actions), `acts.rs`
//! (the acts at the board), `build.rs` (the game rebuilt from its events), `sheet.rs` (the
//! scoresheet), `reduce.rs` (the reducer). Methods of [`PlayState`] are written in the
//! file of their concern.

mod acts;
mod build;
pub mod editor;
mod mode;
mod reduce;
mod saved;
mod sheet;
mod state;
#[cfg(test)]
mod tests;

pub use acts::offer_mark;
pub use build::scenario;
pub use mode::{Intent, Mode, PendingMove};
pub use saved::{GameSetup, Saved};
pub use sheet::{last_move, sheet_rows};
pub use state::{Action, Analysing, Answer, PlayState, PROBE_NODES};
