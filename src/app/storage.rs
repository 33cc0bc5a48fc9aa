//! The game in progress, clocks included, saved in the browser's localStorage so that it
//! survives a reload.

use super::play::{PlayState, Saved};

/// The storage key; a new version when the saved format changes.
pub const KEY: &str = "fide-laws/play/v2";

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// The saved game, or a new one when nothing (or nothing readable) is saved.
pub fn load(now: f64) -> PlayState {
    let saved = storage().and_then(|s| s.get_item(KEY).ok().flatten());
    match saved.map(|text| serde_json::from_str::<Saved>(&text)) {
        Some(Ok(s)) => PlayState::from_saved(s, now),
        Some(Err(e)) => PlayState {
            error: Some(format!(
                "the saved game could not be read ({e}); a new game was started"
            )),
            ..PlayState::default_at(now)
        },
        None => PlayState::default_at(now),
    }
}

/// Saves the game.
pub fn save(state: &PlayState) {
    if let (Some(s), Ok(text)) = (storage(), serde_json::to_string(&state.saved())) {
        // a full or disabled storage only loses persistence, never the game
        let _ = s.set_item(KEY, &text);
    }
}

/// Saves a game to be loaded by the play view ("play on from here").
pub fn save_saved(saved: &Saved) {
    if let (Some(s), Ok(text)) = (storage(), serde_json::to_string(saved)) {
        let _ = s.set_item(KEY, &text);
    }
}
