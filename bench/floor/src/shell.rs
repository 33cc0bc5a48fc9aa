//! The Yew skeleton both Yew floors share: a hash router with two routes.
//! The including bin supplies `home()`, the page at `#/`.
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

fn switch(r: Route) -> Html {
    match r {
        Route::Home => super::home(),
        Route::NotFound => html! { <p>{ "not found" }</p> },
    }
}

#[function_component]
fn App() -> Html {
    html! { <HashRouter><Switch<Route> render={switch} /></HashRouter> }
}

pub fn render() {
    yew::Renderer::<App>::new().render();
}
