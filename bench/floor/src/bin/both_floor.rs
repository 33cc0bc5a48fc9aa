//! Yew and the arbiter's engine together, with nothing else: the Yew floor's
//! router (`shell.rs`) and a component that judges the scenario typed into a text area.
//! The parts the two share (allocator, formatting) are counted once.
use wasm_bindgen::JsCast;
use yew::prelude::*;

#[path = "../shell.rs"]
mod shell;

fn judge(text: &str) -> String {
    match fide_laws::laws::scenario::Scenario::parse(text).and_then(|s| fide_laws::laws::run(&s)) {
        Ok(v) => serde_json::to_string(&v).unwrap_or_default(),
        Err(e) => e.to_string(),
    }
}

#[function_component]
fn Judge() -> Html {
    let answer = use_state(String::new);
    let oninput = {
        let answer = answer.clone();
        Callback::from(move |e: InputEvent| {
            if let Some(t) = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::HtmlTextAreaElement>().ok())
            {
                answer.set(judge(&t.value()));
            }
        })
    };
    html! { <><textarea {oninput} /><pre>{ (*answer).clone() }</pre></> }
}

fn home() -> Html {
    html! { <Judge /> }
}

fn main() {
    shell::render();
}
