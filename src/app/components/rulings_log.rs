//! The log of the engine's rulings, each citation linked to the laws or rulings view (in
//! an embed, in a new tab: the host's page stays where it is).

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
    /// In an embed: the citations open the app in a new tab.
    #[prop_or_default]
    pub embedded: bool,
    /// The log's name for assistive technology, unique on its page (a lesson shows two).
    #[prop_or_default]
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

#[component]
pub fn RulingsLog(props: &RulingsLogProps) -> Html {
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
        <section class="rulings-log" aria-label={props.label.clone().unwrap_or_else(|| "the engine's rulings".into())}>
            <h2>{ props.title.clone().unwrap_or_else(|| "Rulings".into()) }</h2>
            if props.rulings.is_empty() {
                <p class="muted">{ "No ruling yet." }</p>
            }
            <ol data-testid="rulings" ref={list}>
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
