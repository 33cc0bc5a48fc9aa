//! The 2018 casebook's index (`#/cases`): every case with its article and situation,
//! filtered by the article's family and by topic, and the articles no game can show.

use crate::app::data::corpus;
use crate::app::route::Route;
use crate::corpus::casebook::article_order;
use yew::prelude::*;
use yew_router::prelude::*;

/// The article's family: `7` for `7.5.5`.
fn family(article: &str) -> &str {
    article.split('.').next().unwrap_or(article)
}

#[component]
pub fn CasesView() -> Html {
    let article = use_state(String::new);
    let topic = use_state(String::new);
    let c = corpus();
    let mut cases: Vec<_> = c.casebook.cases.iter().collect();
    cases.sort_by_key(|k| article_order(&k.article));
    let mut families: Vec<&str> = cases.iter().map(|k| family(&k.article)).collect();
    families.dedup();
    let mut topics: Vec<&str> = cases
        .iter()
        .flat_map(|k| k.topics.iter().map(String::as_str))
        .collect();
    topics.sort_unstable();
    topics.dedup();
    let shown: Vec<_> = cases
        .into_iter()
        .filter(|k| article.is_empty() || family(&k.article) == article.as_str())
        .filter(|k| topic.is_empty() || k.topics.contains(&topic))
        .collect();
    let select = |state: &UseStateHandle<String>| {
        let state = state.clone();
        Callback::from(move |e: Event| {
            if let Some(s) = e.target_dyn_into::<web_sys::HtmlSelectElement>() {
                state.set(s.value());
            }
        })
    };
    html! {
        <section class="rulings-view" data-testid="cases">
            <h1>{ "Cases on the 2018 Laws" }</h1>
            <p>{ format!("{} cases, each a live demo and a contrast that changes one fact, decided by the engine under the FIDE Laws of Chess 2018 and, beside them, under the earlier editions.", c.casebook.cases.len()) }</p>
            <div class="filters">
                <label>{ "Article " }
                    <select data-testid="cases-article" onchange={select(&article)}>
                        <option value="" selected={article.is_empty()}>{ "all" }</option>
                        { for families.iter().map(|f| html! { <option value={f.to_string()} selected={*article == *f}>{ format!("Article {f}") }</option> }) }
                    </select>
                </label>
                { " " }
                <label>{ "Topic " }
                    <select data-testid="cases-topic" onchange={select(&topic)}>
                        <option value="" selected={topic.is_empty()}>{ "all" }</option>
                        { for topics.iter().map(|t| html! { <option value={t.to_string()} selected={*topic == *t}>{ t.to_string() }</option> }) }
                    </select>
                </label>
            </div>
            <p class="muted" role="status" data-testid="cases-count">{ crate::laws::words::plural(shown.len() as u32, "case") }</p>
            <ul class="ruling-list" data-testid="case-list">
                { for shown.iter().map(|k| html! {
                    <li data-id={k.id.clone()}>
                        <Link<Route> to={Route::Case { id: k.id.clone() }}>{ format!("Art. {}: {}", k.article, k.title) }</Link<Route>>
                        <p class="summary">{ k.situation.clone() }</p>
                    </li>
                }) }
            </ul>
            if !c.casebook.unshown.is_empty() {
                <details data-testid="unshown">
                    <summary>{ "Articles no game can show" }</summary>
                    <ul>{ for c.casebook.unshown.iter().map(|u| html! {
                        <li><Link<Route> to={Route::LawsArticle { edition: "2018".into(), article: u.article.clone() }}>{ format!("Art. {}", u.article) }</Link<Route>>{ format!(": {}", u.why) }</li>
                    }) }</ul>
                </details>
            }
        </section>
    }
}
