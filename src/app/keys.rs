//! Keys for the whole page (Space presses the clock, 1–5 answer the quiz): one listener on
//! the window while the component lives, calling the component's latest handler.

use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use web_sys::{Element, KeyboardEvent};
use yew::prelude::*;

/// The element a key was pressed on, if any.
pub fn target(e: &KeyboardEvent) -> Option<Element> {
    e.target().and_then(|t| t.dyn_into::<Element>().ok())
}

/// Whether the key was pressed in a text field or a list, which take keys themselves.
pub fn in_field(e: &KeyboardEvent) -> bool {
    target(e).is_some_and(|el| matches!(el.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT"))
}

type Handler = Box<dyn Fn(&KeyboardEvent)>;

/// Calls `handler` on every keydown in the window. The listener is not passive, so a
/// handler may prevent the default (a page scroll, a form's submit).
#[hook]
pub fn use_keydown<F: Fn(&KeyboardEvent) + 'static>(handler: F) {
    let latest: Rc<RefCell<Option<Handler>>> = use_mut_ref(|| None);
    *latest.borrow_mut() = Some(Box::new(handler));
    use_effect_with((), move |_| {
        let listener = web_sys::window().map(|w| {
            gloo_events::EventListener::new_with_options(
                &w,
                "keydown",
                gloo_events::EventListenerOptions::enable_prevent_default(),
                move |e| {
                    if let (Some(e), Some(f)) = (e.dyn_ref::<KeyboardEvent>(), &*latest.borrow()) {
                        f(e);
                    }
                },
            )
        });
        move || drop(listener)
    });
}
