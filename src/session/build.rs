//! A game built from its setup and events: the scenario, the engine's game replayed from it
//! (with the marks of its draw offers), a new game keeping the view's settings, and the same
//! game judged again under another edition or time control.

use super::acts::offer_mark;
use super::saved::GameSetup;
use super::state::PlayState;
use crate::clock::TimeControl;
use crate::laws::material;
use crate::laws::{replay, Analyser, Event, Game, Probe, Scenario};
use crate::Edition;
use std::cell::RefCell;

/// The scenario of a setup and events.
///
/// # Errors
/// A bad edition or time control, named as the scenario reader names them.
pub fn scenario(setup: &GameSetup, events: &[Event]) -> Result<Scenario, String> {
    let edition = Edition::from_year(&setup.edition).ok_or_else(|| {
        format!(
            "unknown edition \"{}\" (1977, 1980, 1993, 2018)",
            setup.edition
        )
    })?;
    let control = setup
        .control
        .as_deref()
        .map(TimeControl::parse)
        .transpose()
        .map_err(|e| e.to_string())?;
    Ok(Scenario {
        edition,
        fen: setup.fen.clone(),
        control,
        clock: setup.clock,
        events: events.to_vec(),
    })
}

/// Replays a scenario with the analysis `an` (through [`replay`], as `laws::run` and the
/// demo player do): the game, and after how many moves each draw offer was made.
pub(super) fn build(
    setup: &GameSetup,
    events: &[Event],
    an: &mut dyn Analyser,
) -> Result<(Game, Vec<usize>), String> {
    let s = scenario(setup, events)?;
    let g = replay(&s, events.len(), an).map_err(|e| e.to_string())?;
    // each offer is written with the offerer's move (rare: replayed up to it)
    let mut offers = Vec::new();
    for (i, e) in events.iter().enumerate() {
        if let Event::Offer(by) = e {
            let at = replay(&s, i + 1, an).map_err(|e| e.to_string())?;
            offers.push(offer_mark(&at, *by));
        }
    }
    Ok((g, offers))
}

/// [`build`] with every analysis the probe cannot finish run in full here: the engine's
/// verdict at once, for a caller that cannot wait.
pub(super) fn build_now(
    setup: &GameSetup,
    events: &[Event],
    probe: &RefCell<Probe>,
) -> Result<(Game, Vec<usize>), String> {
    loop {
        let built = build(setup, events, &mut *probe.borrow_mut());
        let needs = probe.borrow_mut().take_needed();
        if needs.is_empty() {
            return built;
        }
        for (key, color) in needs {
            let answer = material::analyse_key(&key, color).map_err(|e| e.to_string())?;
            probe.borrow_mut().remember(key, color, answer);
        }
    }
}

/// A new game with `setup` at `now`, keeping the view's settings; an invalid setup keeps
/// the old game and says why.
pub(super) fn restart(old: &PlayState, setup: GameSetup, now: f64) -> PlayState {
    match PlayState::new_in(setup, old.last_ts.max(now), old.probe.clone()) {
        Ok(s) => PlayState {
            mode: old.mode,
            flipped: old.flipped,
            notation: old.notation,
            loads: old.loads,
            ..s
        },
        Err(e) => PlayState {
            error: Some(e),
            ..old.clone()
        },
    }
}

/// The same game, its events judged again under `setup` (another edition or time control);
/// when they cannot be, the game is kept as it was and the reason shown.
pub(super) fn rejudge(old: &PlayState, setup: GameSetup) -> PlayState {
    match build(&setup, &old.events, &mut *old.probe.borrow_mut()) {
        Ok((game, offers)) => PlayState {
            setup,
            game,
            offers,
            selected: None,
            promotion: None,
            intent: None,
            error: None,
            ..old.clone()
        },
        Err(e) => PlayState {
            error: Some(format!(
                "this game's events cannot be judged under that setting ({e}); the game is unchanged"
            )),
            ..old.clone()
        },
    }
}
