//! Values across the JavaScript boundary (the embeds' `postMessage` API, the analysis
//! worker's messages) as plain JSON-compatible objects: objects are plain objects (not
//! `Map`s) and a missing value is `null`, as a host reading JSON expects.
//!
//! They go through the browser's `JSON` and the crate's one serde path ([`crate::json`])
//! rather than serde-wasm-bindgen, whose own copy of every message type's serde code made
//! the wasm larger; the messages are small, so the text in between costs nothing a user sees.

use serde::de::DeserializeOwned;
use serde::Serialize;
use wasm_bindgen::JsValue;

/// A value as a plain JavaScript value.
///
/// # Errors
/// What the browser's `JSON.parse` said (it cannot fail on serde_json's output).
pub fn to_js<T: Serialize + ?Sized>(value: &T) -> Result<JsValue, String> {
    let text = crate::json::value(value)
        .map_err(|e| e.to_string())?
        .to_string();
    js_sys::JSON::parse(&text).map_err(|e| format!("{e:?}"))
}

/// A JavaScript value read as `T`.
///
/// # Errors
/// A value that is not JSON (a function, a cycle, `undefined`), or what does not fit `T`,
/// named.
pub fn from_js<T: DeserializeOwned>(value: JsValue) -> Result<T, String> {
    let text = js_sys::JSON::stringify(&value)
        .ok()
        .and_then(|s| s.as_string())
        .ok_or_else(|| "the message is not JSON data".to_string())?;
    crate::json::parse(&text).map_err(|e| e.to_string())
}
