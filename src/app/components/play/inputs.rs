//! The values of the play view's inputs and selects, read and set by id (the panels are
//! render functions without node refs of their own).

use wasm_bindgen::JsCast;
use yew::prelude::*;

/// The value of the input or text area with this id.
pub fn input_value(id: &str) -> String {
    web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id(id))
        .and_then(|e| {
            e.clone()
                .dyn_into::<web_sys::HtmlInputElement>()
                .map(|i| i.value())
                .or_else(|_| {
                    e.dyn_into::<web_sys::HtmlTextAreaElement>()
                        .map(|t| t.value())
                })
                .ok()
        })
        .unwrap_or_default()
}

/// Sets the value of the input with this id.
pub fn set_input_value(id: &str, value: &str) {
    if let Some(i) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id(id))
        .and_then(|e| e.dyn_into::<web_sys::HtmlInputElement>().ok())
    {
        i.set_value(value);
    }
}

/// The value chosen in the select an event came from.
pub fn select_value(e: &Event) -> String {
    e.target_dyn_into::<web_sys::HtmlSelectElement>()
        .map(|s| s.value())
        .unwrap_or_default()
}
