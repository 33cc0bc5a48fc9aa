//! Values across the JavaScript boundary (the embeds' `postMessage` API, the analysis
//! worker's messages) as plain JSON-compatible objects: objects are plain objects (not
//! `Map`s) and a missing value is `null`, as a host reading JSON expects.
//!
//! One serde path per type: every message type goes to and from the crate's JSON value
//! ([`crate::json`], the path each type already has). Outgoing, that value crosses with
//! serde-wasm-bindgen (one type's serialiser, about 1 KB of wasm). Incoming, the value is
//! read from the browser's `JSON.stringify`: serde-wasm-bindgen's deserialiser for it cost
//! 4 KB of wasm (1.6 KB brotli) on a first load that has no room for it, and the messages
//! are small.

use serde::de::DeserializeOwned;
use serde::Serialize;
use wasm_bindgen::JsValue;

/// A value as a plain JavaScript value.
///
/// # Errors
/// A value serde cannot write as JSON (a map with keys that are not strings).
pub fn to_js<T: Serialize + ?Sized>(value: &T) -> Result<JsValue, String> {
    crate::json::value(value)
        .map_err(|e| e.to_string())?
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(|e| e.to_string())
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
