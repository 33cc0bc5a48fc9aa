//! The log of the engine's rulings, each citation linked to the laws or rulings view.

use crate::app::data::use_corpus;
use crate::app::route::{citation_route, Route};
use crate::laws::{Citation, Ruling};
use yew::prelude::*;
use yew_router::prelude::*;

#[derive(Properties, PartialEq)]
pub struct RulingsLogProps {
    pub rulings: Vec<Ruling>,
    #[prop_or_default]
    pub title: Option<String>,
    /// The decisive rulings, as (event, citation label): marked in the log.
    #[prop_or_default]
    pub decisive: Vec<(usize, String)>,
}

/// A citation: a link when the corpus holds the article or ruling (plain text until the
/// corpus is loaded).
pub fn cite(citation: &Citation) -> Html {
    let text = match citation {
        Citation::Article { edition, number } => format!("{} Art. {}", edition.year(), number),
        Citation::Interpretation { .. } | Citation::Preface { .. } => citation.to_string(),
    };
    match citation_route(citation) {
        Some(r) => html! { <Link<Route> to={r} classes="cite">{ text }</Link<Route>> },
        None => html! { <span class="cite">{ text }</span> },
    }
}

#[component]
pub fn RulingsLog(props: &RulingsLogProps) -> Html {
    // the links need the corpus: fetch it once there is something to cite
    use_corpus(!props.rulings.is_empty());
    // the newest ruling is the one to read: keep the list scrolled to it
    let list = use_node_ref();
    {
        let list = list.clone();
        use_effect_with(props.rulings.len(), move |_| {
            if let Some(ol) = list.cast::<web_sys::Element>() {
                ol.set_scroll_top(ol.scroll_height());
            }
        });
    }
    html! {
        <section class="rulings-log" aria-label="the engine's rulings">
            <h2>{ props.title.clone().unwrap_or_else(|| "Rulings".into()) }</h2>
            if props.rulings.is_empty() {
                <p class="muted">{ "No ruling yet." }</p>
            }
            <ol data-testid="rulings" ref={list}>
                { for props.rulings.iter().map(|r| {
                    let d = props.decisive.iter().any(|(e, a)| *e == r.event && *a == r.citation.label());
                    html! {
                        <li data-article={r.citation.label()} data-decisive={d.to_string()} class={classes!(d.then_some("decisive"))}>
                            { cite(&r.citation) }{ ": " }<span class="decision">{ r.decision.clone() }</span>
                            if d { <span class="badge">{ "decisive" }</span> }
                        </li>
                    }
                }) }
            </ol>
        </section>
    }
}
