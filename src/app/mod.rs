//! The Yew single-page app (wasm32 only). It renders the core's state and
//! turns gestures into actions for the core; it holds no chess logic of its own.

pub mod components;
pub mod state;
pub mod storage;

use components::board::Board;
use state::Action;
use yew::prelude::*;

/// The root component.
#[component]
pub fn App() -> Html {
    let state = use_reducer(storage::load);
    {
        let state = state.clone();
        use_effect_with(state.moves.clone(), move |_| storage::save(&state));
    }
    let on_enter = {
        let state = state.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let Some(form) = e.target_dyn_into::<web_sys::HtmlFormElement>() else {
                return;
            };
            let Some(input) = form.elements().named_item("move").and_then(|el| {
                wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlInputElement>(el).ok()
            }) else {
                return;
            };
            let text = input.value();
            if !text.trim().is_empty() {
                state.dispatch(Action::EnterMove(text));
                input.set_value("");
            }
        })
    };
    let on_square = {
        let state = state.clone();
        Callback::from(move |sq| state.dispatch(Action::ClickSquare(sq)))
    };
    let on_reset = {
        let state = state.clone();
        Callback::from(move |_: MouseEvent| state.dispatch(Action::Reset))
    };
    html! {
        <main class="app">
            <header class="app-header">
                <h1>{ "Laws of Chess Playground" }</h1>
                <span class="version" data-testid="version">{ format!("fide-laws {}", crate::VERSION) }</span>
            </header>
            <section class="play">
                <Board
                    squares={state.squares()}
                    selected={state.selected}
                    dests={state.dests()}
                    last_move={state.last_move()}
                    on_square={on_square}
                />
                <aside class="panel">
                    <p class="status" role="status" aria-live="polite" data-testid="status">{ state.status() }</p>
                    <form class="move-entry" onsubmit={on_enter}>
                        <label for="move-input">{ "Move (any notation)" }</label>
                        <input id="move-input" name="move" autocomplete="off" spellcheck="false" data-testid="move-input" />
                        <button type="submit">{ "Play" }</button>
                    </form>
                    if let Some(e) = &state.error {
                        <p class="error" role="alert" data-testid="error">{ e }</p>
                    }
                    <ol class="moves" data-testid="moves">
                        { for state.san.iter().map(|s| html! { <li>{ s }</li> }) }
                    </ol>
                    <button type="button" onclick={on_reset}>{ "New game" }</button>
                </aside>
            </section>
        </main>
    }
}

/// Mounts the app on the document body; installs the panic hook first so a
/// panic shows a message with a reload button instead of a blank page.
pub fn start() {
    std::panic::set_hook(Box::new(|info| {
        console_error_panic_hook::hook(info);
        show_panic(&info.to_string());
    }));
    yew::Renderer::<App>::new().render();
}

fn show_panic(message: &str) {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let Some(body) = doc.body() else { return };
    if let Ok(div) = doc.create_element("div") {
        div.set_class_name("panic");
        div.set_attribute("role", "alert").ok();
        // text only: the message is never parsed as HTML
        let p = doc.create_element("p").ok();
        if let Some(p) = p {
            p.set_text_content(Some(&format!("The app stopped with an error: {message}")));
            div.append_child(&p).ok();
        }
        if let Ok(button) = doc.create_element("button") {
            button.set_text_content(Some("Reload"));
            button.set_attribute("onclick", "location.reload()").ok();
            div.append_child(&button).ok();
        }
        body.append_child(&div).ok();
    }
}
