//! One path through serde for every value the app reads or writes as JSON.
//!
//! Text is parsed into a [`Value`] and a typed value is read from `&Value`; a typed value
//! is written as a [`Value`] and the `Value` as text. So each type's serde code is compiled
//! for one deserializer and one serializer, which keeps the app's wasm small (each further
//! format, such as serde_json's text reader or serde-wasm-bindgen's, would add a copy of
//! every derived impl).

use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::Value;

/// `T` read from JSON text.
///
/// # Errors
/// The syntax error with its line and column, or what does not fit `T`.
pub fn parse<T: DeserializeOwned>(text: &str) -> Result<T, serde_json::Error> {
    let v: Value = serde_json::from_str(text)?;
    read(&v)
}

/// `T` read from a JSON value.
///
/// # Errors
/// What does not fit `T`, named.
pub fn read<T: DeserializeOwned>(v: &Value) -> Result<T, serde_json::Error> {
    T::deserialize(v)
}

/// A value as JSON.
///
/// # Errors
/// A map whose keys are not strings (none of the crate's types has one).
pub fn value<T: Serialize + ?Sized>(value: &T) -> Result<Value, serde_json::Error> {
    serde_json::to_value(value)
}

/// A value as compact JSON text; empty if it cannot be written ([`value`]).
pub fn text<T: Serialize + ?Sized>(v: &T) -> String {
    value(v).map(|v| v.to_string()).unwrap_or_default()
}
