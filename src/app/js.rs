//! Values across the JavaScript boundary (the embeds' `postMessage` API, the analysis
//! worker's messages), with serde-wasm-bindgen: JSON-compatible, so objects are plain
//! objects (not `Map`s) and a missing value is `null`, as a host reading JSON expects.

use serde::de::DeserializeOwned;
use serde::Serialize;
use wasm_bindgen::JsValue;

/// A value as a plain JavaScript value.
///
/// # Errors
/// A number too large for JavaScript, named.
pub fn to_js<T: Serialize + ?Sized>(value: &T) -> Result<JsValue, String> {
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(|e| e.to_string())
}

/// A JavaScript value read as `T`.
///
/// # Errors
/// What does not fit `T`, named.
pub fn from_js<T: DeserializeOwned>(value: JsValue) -> Result<T, String> {
    serde_wasm_bindgen::from_value(value).map_err(|e| e.to_string())
}
