//! The laws engine: an over-the-board game as a sequence of physical events,
//! decided under one edition of the Laws, every ruling citing what decided it.
//!
//! - [`Game`] keeps the state and dispatches each [`Event`];
//! - the rule functions, by Article family: [`draws`] (automatic endings, the claim
//!   check), [`draw_claim`] (the claim procedure, withdrawal, appeal), [`offers`] (offers
//!   and agreements), [`time`] (flags, lateness), [`moves`] (touched pieces, completing a move,
//!   illegal moves), [`adjourn`] (sealing and resuming), [`arbiter`] (the arbiter's clock
//!   actions, colours reversed, incidents), with [`touch`], [`incident`] and [`material`];
//!   the time family's rules are pure functions in [`timing`] (flags, lateness, the
//!   arbiter's clock actions, defective clocks), which [`time`] and [`arbiter`] apply;
//! - [`articles`]: every article number, one table per edition; [`citation`]: what a
//!   ruling cites; [`verdict`]: rulings, outcomes and verdicts as types.
//!
//! ```
//! use fide_laws::laws::{run, Scenario, Termination};
//! let s = Scenario::parse(r#"{"edition":"2018","events":[{"move":"f3"},{"move":"e5"},{"move":"g4"},{"move":"Qh4"}]}"#).unwrap();
//! let v = run(&s).unwrap();
//! let o = v.outcome.expect("the game is over");
//! assert_eq!((o.result.code(), o.termination, o.citation.to_string()), ("0-1", Termination::Checkmate, "5.1.1".to_string()));
//! ```

pub mod adjourn;
mod apply;
pub mod arbiter;
pub mod citation;
pub mod claims;
pub mod decision;
pub mod draw_claim;
pub mod draws;
pub mod editions;
mod game;
pub mod illegal;
pub mod incident;
pub mod material;
pub mod moves;
pub mod narrate;
pub mod offers;
pub mod resolution;
pub mod scenario;
pub mod state;
pub mod time;
pub mod timing;
pub mod touch;
pub mod unnoticed;
pub mod verdict;
pub mod words;

pub use citation::Citation;
pub use decision::{Act, Decision, Ending};
pub use draws::fifty_limit;
pub use editions::articles;
pub use game::Game;
pub use material::{Analyser, FullAnalysis, Probe, Staged};
pub use scenario::{parse_event, ArbiterAction, Event, Scenario, ScenarioError, ScenarioErrorKind};
pub use verdict::{
    ClaimKind, ClockTimes, Effect, GameResult, Outcome, Ruling, Termination, Verdict,
};

/// Runs a scenario and returns the engine's verdict.
///
/// # Errors
/// [`ScenarioError`] only for input that is not a scenario: a bad FEN or clock, a move
/// in no notation, a move from an empty square.
pub fn run(s: &Scenario) -> Result<Verdict, ScenarioError> {
    replay(s, s.events.len(), &mut FullAnalysis).map(|g| g.verdict())
}

/// The game after the scenario's first `upto` events (all of them when `upto` is larger),
/// with the dead-position analysis `an`. The one replay behind [`run`], the app's play
/// view and its demo player.
///
/// # Errors
/// As [`run`].
pub fn replay(s: &Scenario, upto: usize, an: &mut dyn Analyser) -> Result<Game, ScenarioError> {
    let mut g = Game::new_with(s, an)?;
    for (i, e) in s.events.iter().enumerate().take(upto) {
        g.apply_with(i, e, an)?;
    }
    Ok(g)
}
