//! Each edition's articles as a searchable text with anchors; each article lists the
//! rulings that interpret it.

use super::not_found::not_found;
use super::ruling_view::paragraphs;
use super::rulings_view::{fold, highlight, on_text};
use crate::app::data::corpus;
use crate::app::route::Route;
use crate::corpus::Interpretation;
use crate::Edition;
use yew::prelude::*;
use yew_router::prelude::*;

#[derive(Properties, PartialEq)]
pub struct LawsProps {
    pub edition: String,
    #[prop_or_default]
    pub article: Option<String>,
}

/// The rulings that interpret an article of an edition (or one of its paragraphs).
fn interpreting(edition: &str, number: &str) -> Vec<&'static Interpretation> {
    let c = corpus();
    c.rulings
        .iter()
        .filter(|r| {
            c.interprets(r).get(edition).is_some_and(|arts| {
                arts.iter().any(|a| {
                    a == number || (a.starts_with(number) && a[number.len()..].starts_with('.'))
                })
            })
        })
        .collect()
}

#[component]
pub fn LawsView(props: &LawsProps) -> Html {
    let query = use_state(String::new);
    let c = corpus();
    let Some(edition) = Edition::from_year(&props.edition) else {
        return not_found(Some(format!(
            "There is no edition \"{}\": the playground has 1977, 1980, 1993 and 2018.",
            props.edition
        )));
    };
    let ed = edition.year();
    let laws = c.laws(edition);
    // an article as cited ("9.2.1", "10.13(b)"): the article that holds it
    let article: Option<String> = match &props.article {
        Some(a) => match c
            .article(edition, a)
            .or_else(|| c.cited_article(edition, a))
        {
            Some(found) => Some(found.number.clone()),
            None => {
                return not_found(Some(format!(
                    "The {} Laws have no Article {} in the playground's text.",
                    ed, a
                )));
            }
        },
        None => None,
    };
    let shown: Vec<_> = laws
        .articles
        .iter()
        .filter(|a| match &article {
            Some(n) => a.number == *n || a.number.starts_with(&format!("{}.", n)),
            None => true,
        })
        .filter(|a| {
            let q = fold(query.trim());
            q.is_empty()
                || fold(&a.text).contains(&q)
                || a.heading.as_ref().is_some_and(|h| fold(h).contains(&q))
        })
        .collect();
    let on_query = on_text(&query);

    let mut last_part = String::new();
    html! {
        <section class="laws-view" aria-label={format!("FIDE Laws {}", ed)} data-testid="laws">
            <h1>{ format!("FIDE Laws of Chess {}", ed) }</h1>
            <p class="muted">{ format!("Quoted from: {}.", laws.source) }</p>
            <nav class="editions" aria-label="editions">
                { for Edition::ALL.iter().map(|e| html! {
                    <Link<Route> to={match &props.article { Some(a) => Route::LawsArticle { edition: e.year().into(), article: a.clone() }, None => Route::Laws { edition: e.year().into() } }}
                        classes={classes!((*e == edition).then_some("current"))}>{ e.year() }</Link<Route>>
                }) }
                if props.article.is_some() {
                    <Link<Route> to={Route::Laws { edition: ed.into() }}>{ "all articles" }</Link<Route>>
                }
            </nav>
            <label>{ "Search " }<input type="search" data-testid="laws-search" value={(*query).clone()} oninput={on_query} /></label>
            if shown.is_empty() {
                <p class="muted" data-testid="no-hits" role="status">{ match &props.article {
                    Some(a) => format!("Article {} of the {} Laws does not contain “{}”.", a, ed, query.trim()),
                    None => format!("No article of the {} Laws contains “{}”.", ed, query.trim()),
                } }</p>
            }
            { for shown.iter().map(|a| {
                let part = (a.part != last_part).then(|| {
                    last_part = a.part.clone();
                    html! { <h2 class="part">{ a.part_title.clone().unwrap_or_else(|| a.part.clone()) }</h2> }
                });
                let rulings = interpreting(ed, &a.number);
                let heading_here = !a.number.contains('.') || a.heading.as_ref().is_some_and(|_| a.number.split('.').count() == 2 && a.text.is_empty());
                html! {
                    <>
                        { for part }
                        <section class="article" id={format!("art-{}", a.number)} data-article={a.number.clone()}>
                            <h3>
                                <Link<Route> to={Route::LawsArticle { edition: ed.into(), article: a.number.clone() }}>{ format!("Article {}", a.number) }</Link<Route>>
                                if let Some(h) = a.heading.as_ref().filter(|_| heading_here || !a.number.contains('.')) { { format!(" · {}", h) } }
                            </h3>
                            if query.trim().is_empty() { { paragraphs(&a.text) } } else { <p>{ highlight(&a.text, &query) }</p> }
                            if !a.commentary.is_empty() {
                                <div class="commentary" role="note" aria-label="editor's commentary, not law">
                                    <strong>{ "Editor's commentary in this copy (not law): " }</strong>
                                    { for a.commentary.iter().map(|n| html! { <span class="note">{ format!("[{}] ", n) }</span> }) }
                                </div>
                            }
                            if let Some(h) = &a.heading_from { <p class="muted">{ format!("Heading from the {}.", h) }</p> }
                            if !rulings.is_empty() {
                                <p class="interpretations">{ "Interpretations: " }
                                    { for rulings.iter().map(|r| html! { <><Link<Route> to={Route::Ruling { id: r.id.clone() }}>{ r.label.clone() }</Link<Route>>{ " " }</> }) }
                                </p>
                            }
                        </section>
                    </>
                }
            }) }
        </section>
    }
}
