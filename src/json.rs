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

/// An object being written, field by field: a plain builder rather than `serde_json::json!`,
/// whose every field goes through serde's serializer (the app's first load is smaller by it).
pub(crate) struct Obj(serde_json::Map<String, Value>);

pub(crate) fn obj() -> Obj {
    Obj(serde_json::Map::new())
}

impl Obj {
    pub(crate) fn put(mut self, key: &str, value: impl Field) -> Obj {
        self.0.insert(key.to_string(), value.value());
        self
    }
}

/// What a field's value can be.
pub(crate) trait Field {
    fn value(self) -> Value;
}

/// `Field` for types `Value` converts from, by value or by reference.
macro_rules! fields {
    ($($t:ty),*) => {$(
        impl Field for $t {
            fn value(self) -> Value {
                Value::from(self)
            }
        }
        impl Field for &$t {
            fn value(self) -> Value {
                Value::from(self.clone())
            }
        }
    )*};
}

fields!(bool, u32, u64, String);

impl Field for &str {
    fn value(self) -> Value {
        Value::from(self)
    }
}

impl Field for Value {
    fn value(self) -> Value {
        self
    }
}

impl Field for Obj {
    fn value(self) -> Value {
        Value::Object(self.0)
    }
}

impl From<Obj> for Value {
    fn from(o: Obj) -> Value {
        Value::Object(o.0)
    }
}
