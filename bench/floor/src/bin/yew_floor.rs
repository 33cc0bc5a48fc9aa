//! The smallest Yew app with the parts every view of ours uses: a hash
//! router with two routes, a function component with state and a click
//! handler. Its size is Yew's share of any app built on it.
use yew::prelude::*;

#[path = "../shell.rs"]
mod shell;

#[function_component]
fn Counter() -> Html {
    let n = use_state(|| 0u32);
    let onclick = {
        let n = n.clone();
        Callback::from(move |_| n.set(*n + 1))
    };
    html! { <button {onclick}>{ *n }</button> }
}

fn home() -> Html {
    html! { <Counter /> }
}

fn main() {
    shell::render();
}
