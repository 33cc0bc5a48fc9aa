//! The game in progress, clocks included, saved in the browser's localStorage so that it
//! survives a reload.

use super::play::{PlayState, Saved};

/// The storage key; a new version when the saved format changes.
pub const KEY: &str = "fide-laws/play/v2";

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// The saved game: `None` when nothing is saved, the reason when it cannot be read.
pub fn saved() -> Result<Option<Saved>, String> {
    let text = storage().and_then(|s| s.get_item(KEY).ok().flatten());
    text.map(|t| Saved::parse(&t)).transpose()
}

/// Saves the game (not while an action waits for an analysis: the state shown then may
/// be a stand-in for the saved game being loaded).
pub fn save(state: &PlayState) {
    if state.analysing.is_some() {
        return;
    }
    save_saved(&state.saved());
}

/// Saves a game as the play view's game.
pub fn save_saved(saved: &Saved) {
    if let Some(s) = storage() {
        // a full or disabled storage only loses persistence, never the game
        let _ = s.set_item(KEY, &saved.to_text());
    }
}

/// Where the game a "play on" replaced is kept, so that the play view can give it back.
const REPLACED_KEY: &str = "fide-laws/play/replaced/v1";

/// Makes `saved` the play view's game ("play on from here", "play it on", "play from this
/// position"), keeping the game it replaces when that one has events: the play view offers
/// it back ([`replaced`]). Restoring it is the same swap, so nothing is ever lost.
pub fn replace_saved(saved: &Saved) {
    if let Ok(Some(old)) = self::saved() {
        if !old.events.is_empty() && old != *saved {
            keep_replaced(&old);
        }
    }
    save_saved(saved);
}

/// Keeps `old` as the replaced game.
pub fn keep_replaced(old: &Saved) {
    if let Some(s) = storage() {
        let _ = s.set_item(REPLACED_KEY, &old.to_text());
    }
}

/// The game a "play on" replaced, if one is kept (and readable).
pub fn replaced() -> Option<Saved> {
    let text = storage()?.get_item(REPLACED_KEY).ok().flatten()?;
    Saved::parse(&text).ok()
}

/// Forgets the replaced game.
pub fn forget_replaced() {
    if let Some(s) = storage() {
        let _ = s.remove_item(REPLACED_KEY);
    }
}

/// The quiz's answers: question key (`"12.3-1964/demo"`) → answered right, the last answer
/// of each question kept across reloads.
/// (v2: the choices became outcomes, so the answers of v1 are not kept.)
const QUIZ_KEY: &str = "fide-laws/quiz/v2";

/// The trainee's quiz seed: the order of his questions and choices.
const QUIZ_SEED_KEY: &str = "fide-laws/quiz-seed/v1";

/// The trainee's quiz seed (0 to 2³² − 1), kept across reloads: `given` (a link's) when
/// there is one, else the one kept, else a new one drawn at random; the seed is kept for
/// the next visit.
pub fn quiz_seed(given: Option<usize>) -> usize {
    let kept = || {
        storage()
            .and_then(|s| s.get_item(QUIZ_SEED_KEY).ok().flatten())
            .and_then(|t| t.parse::<usize>().ok())
    };
    let seed = given
        .or_else(kept)
        .unwrap_or_else(|| (js_sys::Math::random() * 4_294_967_296.0) as usize);
    if let Some(s) = storage() {
        let _ = s.set_item(QUIZ_SEED_KEY, &seed.to_string());
    }
    seed
}

/// The quiz's answers so far (none when the storage is empty, disabled or unreadable).
pub fn quiz_answers() -> std::collections::BTreeMap<String, bool> {
    storage()
        .and_then(|s| s.get_item(QUIZ_KEY).ok().flatten())
        .and_then(|t| crate::json::parse(&t).ok())
        .unwrap_or_default()
}

/// Keeps the quiz's answers for the next visit.
pub fn keep_quiz_answers(answers: &std::collections::BTreeMap<String, bool>) {
    if let Some(s) = storage() {
        let _ = s.set_item(QUIZ_KEY, &crate::json::text(answers));
    }
}

/// The analysis view's game and editions, kept so that a reload analyses it again.
const ANALYSE_KEY: &str = "fide-laws/analyse/v1";

/// The PGN and the editions (years) last analysed, if any.
pub fn analysed() -> Option<(String, Vec<String>)> {
    storage()
        .and_then(|s| s.get_item(ANALYSE_KEY).ok().flatten())
        .and_then(|t| crate::json::parse(&t).ok())
}

/// Keeps the PGN and the editions analysed for the next visit.
pub fn keep_analysed(pgn: &str, editions: &[String]) {
    if let Some(s) = storage() {
        let _ = s.set_item(ANALYSE_KEY, &crate::json::text(&(pgn, editions)));
    }
}
