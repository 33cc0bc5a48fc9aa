//! All rulings: filter by article, year, edition and topic; full-text search with the
//! matches highlighted; sorted by article, then year.

use crate::app::data::corpus;
use crate::app::route::Route;
use crate::corpus::{Interpretation, TOPICS};
use std::collections::BTreeSet;
use yew::prelude::*;
use yew_router::prelude::*;

/// The text in lower case for searching: ASCII and the Latin-1 letters (`É` → `é`), the
/// letters of the corpus's English and its players' names. Every byte offset stays valid
/// (each letter keeps its UTF-8 length), so a match found in the folded text marks the
/// same bytes of the original; and the full Unicode tables stay out of the app.
pub fn fold(text: &str) -> String {
    text.chars()
        .map(|c| match c {
            'A'..='Z' => c.to_ascii_lowercase(),
            'À'..='Þ' if c != '×' => char::from_u32(c as u32 + 32).unwrap_or(c),
            _ => c,
        })
        .collect()
}

/// Text with every case-insensitive occurrence of `q` in a `<mark>`; always text, never HTML.
pub fn highlight(text: &str, q: &str) -> Html {
    let q = q.trim();
    if q.is_empty() {
        return html! { { text.to_string() } };
    }
    let lower = fold(text);
    let ql = fold(q);
    let mut out = Vec::new();
    let mut at = 0;
    while let Some(i) = lower[at..].find(&ql) {
        let s = at + i;
        out.push(html! { { text[at..s].to_string() } });
        out.push(html! { <mark>{ text[s..s + ql.len()].to_string() }</mark> });
        at = s + ql.len();
    }
    out.push(html! { { text[at..].to_string() } });
    html! { <>{ for out }</> }
}

/// Keeps a text field's value in a state as the user types.
pub fn on_text(state: &UseStateHandle<String>) -> Callback<InputEvent> {
    let state = state.clone();
    Callback::from(move |e: InputEvent| {
        use wasm_bindgen::JsCast;
        if let Some(i) = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
        {
            state.set(i.value());
        }
    })
}

fn matches(r: &Interpretation, q: &str) -> bool {
    let q = fold(q.trim());
    if q.is_empty() {
        return true;
    }
    let note = corpus()
        .note(&r.id)
        .map(|n| fold(&n.summary))
        .unwrap_or_default();
    fold(&r.text).contains(&q) || fold(&r.label).contains(&q) || note.contains(&q)
}

fn value(e: &Event) -> String {
    use wasm_bindgen::JsCast;
    e.target()
        .and_then(|t| {
            t.clone()
                .dyn_into::<web_sys::HtmlSelectElement>()
                .map(|s| s.value())
                .or_else(|_| t.dyn_into::<web_sys::HtmlInputElement>().map(|i| i.value()))
                .ok()
        })
        .unwrap_or_default()
}

#[component]
pub fn RulingsView() -> Html {
    let c = corpus();
    let article = use_state(String::new);
    let year = use_state(String::new);
    let edition = use_state(String::new);
    let topic = use_state(String::new);
    let query = use_state(String::new);
    let articles: BTreeSet<String> = c.rulings.iter().map(|r| r.article.clone()).collect();
    let mut articles: Vec<String> = articles.into_iter().collect();
    articles.sort_by_key(|a| {
        a.split('.')
            .map(|p| {
                p.trim_end_matches(|ch: char| ch.is_ascii_lowercase())
                    .parse::<u32>()
                    .unwrap_or(0)
            })
            .collect::<Vec<_>>()
    });
    let years: BTreeSet<u16> = c.rulings.iter().map(|r| r.year).collect();
    let shown: Vec<&Interpretation> = c
        .rulings
        .iter()
        .filter(|r| article.is_empty() || r.article == *article)
        .filter(|r| year.is_empty() || r.year.to_string() == *year)
        .filter(|r| edition.is_empty() || c.interprets(r).contains_key(edition.as_str()))
        .filter(|r| {
            topic.is_empty()
                || c.note(&r.id)
                    .is_some_and(|n| n.topics.iter().any(|t| t == &*topic))
        })
        .filter(|r| matches(r, &query))
        .collect();
    let set = |s: &UseStateHandle<String>| {
        let s = s.clone();
        Callback::from(move |e: Event| s.set(value(&e)))
    };
    let on_query = on_text(&query);

    html! {
        <section class="rulings-view" aria-label="FIDE interpretations">
            <h1>{ "FIDE Interpretations of the Laws" }</h1>
            <p class="muted">{ format!("{} rulings from the FIDE Laws of Chess 1977/1978, the FIDE Interpretations 1975–1979 and the Laws of Chess 1980, each with a live demo.", c.rulings.len()) }</p>
            <div class="filters">
                <label>{ "Search " }<input type="search" data-testid="search" value={(*query).clone()} oninput={on_query} /></label>
                <label>{ "Article " }
                    <select data-testid="filter-article" onchange={set(&article)}>
                        <option value="" selected={article.is_empty()}>{ "all" }</option>
                        { for articles.iter().map(|a| html! { <option value={a.clone()} selected={*a == *article}>{ a.clone() }</option> }) }
                    </select>
                </label>
                <label>{ "Year " }
                    <select data-testid="filter-year" onchange={set(&year)}>
                        <option value="" selected={year.is_empty()}>{ "all" }</option>
                        { for years.iter().map(|y| html! { <option value={y.to_string()} selected={y.to_string() == *year}>{ y.to_string() }</option> }) }
                    </select>
                </label>
                <label>{ "Edition " }
                    <select data-testid="filter-edition" onchange={set(&edition)}>
                        <option value="" selected={edition.is_empty()}>{ "all" }</option>
                        { for ["1977", "1980", "1993", "2018"].iter().map(|e| html! { <option value={*e} selected={*e == *edition}>{ *e }</option> }) }
                    </select>
                </label>
                <label>{ "Topic " }
                    <select data-testid="filter-topic" onchange={set(&topic)}>
                        <option value="" selected={topic.is_empty()}>{ "all" }</option>
                        { for TOPICS.iter().map(|t| html! { <option value={*t} selected={*t == *topic}>{ *t }</option> }) }
                    </select>
                </label>
            </div>
            <p data-testid="count" aria-live="polite">{ format!("{} of {} rulings", shown.len(), c.rulings.len()) }</p>
            <ul class="ruling-list" data-testid="ruling-list">
                { for shown.iter().map(|r| {
                    let note = c.note(&r.id);
                    html! {
                        <li data-id={r.id.clone()}>
                            <Link<Route> to={Route::Ruling { id: r.id.clone() }}>{ highlight(&r.label, &query) }</Link<Route>>
                            if let Some(t) = &r.title { <span class="title">{ format!(" {}", t) }</span> }
                            <p class="summary">{ highlight(note.map(|n| n.summary.as_str()).unwrap_or(""), &query) }</p>
                            if !query.trim().is_empty() && fold(&r.text).contains(&fold(query.trim())) {
                                <p class="excerpt">{ highlight(&excerpt(&r.text, &query), &query) }</p>
                            }
                        </li>
                    }
                }) }
            </ul>
        </section>
    }
}

/// About 160 characters of `text` around the first match.
fn excerpt(text: &str, q: &str) -> String {
    let lower = fold(text);
    let Some(i) = lower.find(&fold(q.trim())) else {
        return String::new();
    };
    let mut start = i.saturating_sub(70);
    while !text.is_char_boundary(start) {
        start -= 1;
    }
    let mut end = (i + 90).min(text.len());
    while !text.is_char_boundary(end) {
        end += 1;
    }
    format!("…{}…", text[start..end].replace('\n', " "))
}
