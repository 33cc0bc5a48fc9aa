//! The log of the engine's rulings, each citation linked to the laws or rulings view (in
//! an embed, in a new tab: the host's page stays where it is).

use crate::app::route::{citation_route, Route};
use crate::laws::{Citation, Ruling};
use yew::prelude::*;
use yew_router::prelude::*;

/// What the log shows (a render function, not a component: it keeps no state; the view
/// that shows it keeps its newest ruling in view, [`keep_newest_in_view`]).
#[derive(Default)]
pub struct RulingsLogProps {
    pub rulings: Vec<Ruling>,
    pub title: Option<String>,
    /// The decisive rulings, as (event, citation label): marked in the log.
    pub decisive: Vec<(usize, String)>,
    /// In an embed: the citations open the app in a new tab.
    pub embedded: bool,
    /// The log's name for assistive technology, unique on its page (a lesson shows two).
    pub label: Option<String>,
}

/// A citation: a link to the article or ruling ([`citation_route`]).
pub fn cite(citation: &Citation) -> Html {
    cite_in(citation, false)
}

/// A citation, linked in a new tab when `embedded`.
pub fn cite_in(citation: &Citation, embedded: bool) -> Html {
    let text = match citation {
        Citation::Article { edition, number } => format!("{} Art. {}", edition.year(), number),
        Citation::Interpretation { .. } | Citation::Preface { .. } => citation.to_string(),
    };
    match citation_route(citation) {
        Some(r) if embedded => html! {
            <a class="cite" href={format!("#{}", r.to_path())} target="_blank" rel="noopener">{ text }</a>
        },
        Some(r) => html! { <Link<Route> to={r} classes="cite">{ text }</Link<Route>> },
        None => html! { <span class="cite">{ text }</span> },
    }
}

/// Scrolls the log's list inside `within` (a selector) to its newest ruling: the one to read.
pub fn keep_newest_in_view(within: &str) {
    if let Some(ol) = web_sys::window().and_then(|w| w.document()).and_then(|d| {
        d.query_selector(&format!("{within} [data-testid=rulings]"))
            .ok()
            .flatten()
    }) {
        ol.set_scroll_top(ol.scroll_height());
    }
}

/// The log of the engine's rulings.
pub fn rulings_log(props: &RulingsLogProps) -> Html {
    html! {
        <section class="rulings-log" aria-label={props.label.clone().unwrap_or_else(|| "the engine's rulings".into())}>
            <h2>{ props.title.clone().unwrap_or_else(|| "Rulings".into()) }</h2>
            if props.rulings.is_empty() {
                <p class="muted">{ "No ruling yet." }</p>
            }
            <ol data-testid="rulings">
                { for props.rulings.iter().map(|r| {
                    let d = props.decisive.iter().any(|(e, a)| *e == r.event && *a == r.citation.label());
                    html! {
                        <li data-article={r.citation.label()} data-decisive={d.to_string()} class={classes!(d.then_some("decisive"))}>
                            { cite_in(&r.citation, props.embedded) }{ ": " }<span class="decision">{ r.decision.clone() }</span>
                            if d { <span class="badge">{ "decisive" }</span> }
                        </li>
                    }
                }) }
            </ol>
        </section>
    }
}
