//! The smallest Yew app with the parts every view of ours uses: a hash
//! router with two routes, a function component with state and a click
//! handler. Its size is Yew's share of any app built on it.
use yew::prelude::*;
use yew_router::prelude::*;

#[derive(Clone, Routable, PartialEq)]
enum Route {
    #[at("/")]
    Home,
    #[not_found]
    #[at("/404")]
    NotFound,
}

#[function_component]
fn Counter() -> Html {
    let n = use_state(|| 0u32);
    let onclick = {
        let n = n.clone();
        Callback::from(move |_| n.set(*n + 1))
    };
    html! { <button {onclick}>{ *n }</button> }
}

fn switch(r: Route) -> Html {
    match r {
        Route::Home => html! { <Counter /> },
        Route::NotFound => html! { <p>{ "not found" }</p> },
    }
}

#[function_component]
fn App() -> Html {
    html! { <HashRouter><Switch<Route> render={switch} /></HashRouter> }
}

fn main() {
    yew::Renderer::<App>::new().render();
}
