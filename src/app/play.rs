//! The play view's state for Yew: the native [`crate::session`] reducer behind
//! [`Reducible`], with what needs the browser: the wall-clock time, and the analyses'
//! answers kept in localStorage for the next page load.

use super::analysis;
pub use crate::session::{Action, Analysing, Answer, GameSetup, PlayState, Saved};
use std::rc::Rc;
use yew::Reducible;

/// The wall-clock time in ms.
pub fn now_ms() -> f64 {
    js_sys::Date::now()
}

impl Reducible for PlayState {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        if let Action::Analysed { answers, .. } = &action {
            analysis::keep(answers);
        }
        PlayState::reduce(self, action)
    }
}
