//! The arbiter's engine alone: a page that reads a scenario (JSON) from a
//! text area and writes the engine's verdict, all four editions, every
//! notation the scenario reader takes. No Yew, no corpus, no views.
use wasm_bindgen::JsCast;

fn judge(text: &str) -> String {
    match fide_laws::laws::scenario::Scenario::parse(text).and_then(|s| fide_laws::laws::run(&s)) {
        Ok(v) => serde_json::to_string(&v).unwrap_or_default(),
        Err(e) => e.to_string(),
    }
}

fn main() {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let Some(area) = doc
        .get_element_by_id("scenario")
        .and_then(|e| e.dyn_into::<web_sys::HtmlTextAreaElement>().ok())
    else {
        return;
    };
    let answer = judge(&area.value());
    area.set_value(&answer);
}
