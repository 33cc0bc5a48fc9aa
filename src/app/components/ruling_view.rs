//! A ruling's page: the verbatim text with question and answer, its sources and their
//! differences, the articles it interprets, the rulings it cites and that cite it, our
//! summary, and the lesson: the live demo and, beside it, its contrast ("What if …?").

use super::demo::DemoPlayer;
use super::not_found::not_found;
use crate::app::data::corpus;
use crate::app::route::Route;
use crate::corpus::lesson::Case;
use yew::prelude::*;
use yew_router::prelude::*;

/// Paragraphs of text, as text.
pub fn paragraphs(text: &str) -> Html {
    html! { <>{ for text.split("\n\n").map(|p| html! { <p>{ p.to_string() }</p> }) }</> }
}

fn ruling_link(id: &str) -> Html {
    match corpus().ruling(id) {
        Some(r) => {
            html! { <Link<Route> to={Route::Ruling { id: r.id.clone() }}>{ r.label.clone() }</Link<Route>> }
        }
        None => html! { { id.to_string() } },
    }
}

/// The page of the ruling `id` (a render function: the corpus gate calls it once the
/// corpus is loaded; it keeps no state).
pub fn ruling_view(id: &str) -> Html {
    let c = corpus();
    let Some(r) = c.ruling(id) else {
        return not_found(Some(format!(
            "There is no ruling with the id \"{}\". {}",
            id,
            c.unknown(id)
        )));
    };
    let note = c.note(&r.id);
    let interprets = c.interprets(r);
    let cited_by = c.cited_by(&r.id);
    html! {
        <article class="ruling" data-testid="ruling" data-id={r.id.clone()}>
            <p class="crumbs"><Link<Route> to={Route::Rulings}>{ "All rulings" }</Link<Route>></p>
            <h1>{ format!("FIDE Interpretation {}", r.label) }</h1>
            if let Some(t) = &r.title { <p class="ruling-title">{ t.clone() }</p> }
            if let Some(g) = &r.group { <p class="ruling-group">{ format!("One of the rulings on: {}", g) }</p> }
            if let Some(n) = note {
                <p class="summary" data-testid="summary"><strong>{ "In short: " }</strong>{ n.summary.clone() }
                    <span class="topics">{ for n.topics.iter().map(|t| html! { <span class="tag">{ t.clone() }</span> }) }</span></p>
            }
            <section class="ruling-text" data-testid="ruling-text" aria-label="the ruling's text">
                if let (Some(q), Some(a)) = (&r.question, &r.answer) {
                    <h2>{ "Question" }</h2>{ paragraphs(&q.replace('\n', "\n\n")) }
                    <h2>{ "Answer" }</h2>{ paragraphs(&a.replace('\n', "\n\n")) }
                } else {
                    { paragraphs(&r.text) }
                }
            </section>
            <section class="ruling-meta">
                <h2>{ "Interprets" }</h2>
                <ul data-testid="interprets">
                    { for interprets.iter().map(|(ed, arts)| html! {
                        <li>{ format!("FIDE Laws {}: ", ed) }
                            { for arts.iter().map(|a| html! {
                                <><Link<Route> to={Route::LawsArticle { edition: ed.to_string(), article: a.clone() }}>{ format!("Art. {}", a) }</Link<Route>>{ " " }</>
                            }) }
                        </li>
                    }) }
                </ul>
                if !r.cites.is_empty() {
                    <h2>{ "Cites" }</h2>
                    <ul data-testid="cites">{ for r.cites.iter().map(|id| html! { <li>{ ruling_link(id) }</li> }) }</ul>
                }
                if !cited_by.is_empty() {
                    <h2>{ "Cited by" }</h2>
                    <ul data-testid="cited-by">{ for cited_by.iter().map(|id| html! { <li>{ ruling_link(id) }</li> }) }</ul>
                }
                if !r.mentions_missing.is_empty() {
                    <p class="muted">{ format!("Also refers to {}, which none of the sources prints.", r.mentions_missing.join(", ")) }</p>
                }
                <h2>{ "Sources" }</h2>
                <ul data-testid="sources">
                    { for r.sources.iter().map(|s| html! {
                        <li>
                            { s.title.clone() }{ if s.best { " (the text above)" } else { "" } }
                            if !s.differences.is_empty() {
                                <details><summary>{ crate::laws::words::plural(s.differences.len() as u32, "wording difference") }</summary>
                                    <ul>{ for s.differences.iter().map(|d| html! { <li>{ d.clone() }</li> }) }</ul>
                                </details>
                            }
                        </li>
                    }) }
                </ul>
            </section>
            <div class="lesson" data-testid="lesson">
                <DemoPlayer key={format!("{}-demo", r.id)} id={r.id.clone()} case={Case::Demo} />
                if note.is_some_and(|n| n.contrast.is_some()) {
                    <DemoPlayer key={format!("{}-contrast", r.id)} id={r.id.clone()} case={Case::Contrast} />
                }
            </div>
        </article>
    }
}
