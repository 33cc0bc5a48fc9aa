//! Saving the game in progress in the browser's localStorage, so it survives
//! a reload.

use super::state::PlayState;

const KEY: &str = "fide-laws/play/v1";

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// The saved game, or a new one when nothing (or nothing readable) is saved.
pub fn load() -> PlayState {
    let saved = storage().and_then(|s| s.get_item(KEY).ok().flatten());
    match saved.map(|text| serde_json::from_str::<Vec<String>>(&text)) {
        Some(Ok(moves)) => PlayState::from_uci(&moves),
        Some(Err(e)) => PlayState {
            error: Some(format!(
                "the saved game could not be read ({e}); a new game was started"
            )),
            ..PlayState::default()
        },
        None => PlayState::default(),
    }
}

/// Saves the moves of the game.
pub fn save(state: &PlayState) {
    if let (Some(s), Ok(text)) = (storage(), serde_json::to_string(&state.uci())) {
        // a full or disabled storage only loses persistence, never the game
        let _ = s.set_item(KEY, &text);
    }
}
