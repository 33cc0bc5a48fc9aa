//! One topic side by side across the four editions: each column the articles' text and the
//! verdict the engine gives when the same scenario is played under that edition.

use super::not_found::not_found;
use super::ruling_view::paragraphs;
use super::rulings_log::cite;
use crate::app::data::corpus;
use crate::app::route::Route;
use crate::app::words;
use crate::laws::Verdict;
use yew::prelude::*;
use yew_router::prelude::*;

/// The engine's verdict under one edition: the result with its citation, then each ruling.
pub fn verdict_view(edition: &str, v: &Result<Verdict, String>) -> Html {
    html! {
        <div class="verdict" data-testid={format!("verdict-{}", edition)}>
            { match v {
                Ok(v) => html! {
                    <>
                        <p class="result"><strong>{ words::result(v.outcome.as_ref()) }</strong>
                            if let Some(o) = &v.outcome {
                                { ", " }{ cite(&o.citation) }
                            }
                        </p>
                        <ul class="rulings">{ for v.rulings.iter().map(|r| html! { <li>{ cite(&r.citation) }{ ": " }{ r.decision.clone() }</li> }) }</ul>
                    </>
                },
                Err(e) => html! { <p class="error">{ e.clone() }</p> },
            } }
        </div>
    }
}

/// The compare view of `topic`, or the list of topics (a render function: the corpus gate
/// calls it once the corpus is loaded; it keeps no state).
pub fn compare_view(topic: Option<&str>) -> Html {
    let c = corpus();
    let index = html! {
        <nav class="topics" aria-label="topics">
            { for c.compare.iter().map(|(k, t)| html! {
                <Link<Route> to={Route::Compare { topic: k.clone() }} classes={classes!((topic == Some(k.as_str())).then_some("current"))}>{ t.title.clone() }</Link<Route>>
            }) }
        </nav>
    };
    let Some(topic) = topic else {
        return html! { <section class="compare" data-testid="compare"><h1>{ "Compare the editions" }</h1>{ index }</section> };
    };
    let (Some(t), Ok(verdicts)) = (c.compare.get(topic), c.compare_verdicts(topic)) else {
        return not_found(Some(c.compare_verdicts(topic).err().unwrap_or_default()));
    };
    html! {
        <section class="compare" data-testid="compare" data-topic={topic.to_string()}>
            <h1>{ format!("Compare: {}", t.title) }</h1>
            { index }
            <p class="caption">{ t.caption.clone() }</p>
            <div class="columns">
                { for verdicts.iter().map(|(e, v)| {
                    let ed = e.year();
                    let arts = t.articles.get(ed).cloned().unwrap_or_default();
                    html! {
                        <section class="column" data-edition={ed} aria-label={format!("FIDE Laws {}", ed)}>
                            <h2>{ format!("FIDE Laws {}", ed) }</h2>
                            { verdict_view(ed, v) }
                            { for arts.iter().filter_map(|a| c.article(*e, a).map(|art| html! {
                                <section class="article">
                                    <h3><Link<Route> to={Route::LawsArticle { edition: ed.into(), article: a.clone() }}>{ format!("Art. {}", a) }</Link<Route>></h3>
                                    if let Some(lead) = c.lead_in(*e, a) {
                                        <p class="lead-in" data-testid="lead-in">{ format!("Art. {}: {}", lead.number, lead.text.trim_end()) }</p>
                                    }
                                    { paragraphs(&art.text) }
                                </section>
                            })) }
                        </section>
                    }
                }) }
            </div>
        </section>
    }
}
