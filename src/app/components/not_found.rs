//! The page for an unknown route or id: what was asked for, and where to go.

use crate::app::route::Route;
use yew::prelude::*;
use yew_router::prelude::*;

/// The page, saying `what` was not found (a render function: it keeps no state).
pub fn not_found(what: Option<String>) -> Html {
    html! {
        <section class="not-found" data-testid="not-found">
            <h1>{ "Not found" }</h1>
            <p>{ what.unwrap_or_else(|| "This address does not lead to a page of the playground.".into()) }</p>
            <ul>
                <li><Link<Route> to={Route::Play}>{ "Play a game under any edition" }</Link<Route>></li>
                <li><Link<Route> to={Route::Rulings}>{ "Browse the FIDE interpretations" }</Link<Route>></li>
                <li><Link<Route> to={Route::Laws { edition: "2018".into() }}>{ "Read the Laws" }</Link<Route>></li>
                <li><Link<Route> to={Route::CompareIndex}>{ "Compare the editions" }</Link<Route>></li>
            </ul>
        </section>
    }
}
