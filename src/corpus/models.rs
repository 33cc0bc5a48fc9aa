//! The demos of rulings beyond board and clock run one of the core's small models.

use serde_json::Value;

/// Runs model `kind` on `input`.
///
/// # Errors
/// An unknown model, or what is wrong with the input.
pub fn run(kind: &str, _input: &Value) -> Result<Value, String> {
    Err(format!("unknown demo kind {:?}", kind))
}
