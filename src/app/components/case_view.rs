//! A 2018 case's page: the article it teaches, quoted; the situation; the lesson (the live
//! demo and its contrast, as a ruling's page has them); and the demo's events judged under
//! the four editions side by side, as the share page shows a scenario.

use super::compare_view::verdict_view;
use super::demo::DemoPlayer;
use super::not_found::not_found;
use super::ruling_view::paragraphs;
use crate::app::data::corpus;
use crate::app::route::Route;
use crate::corpus::lesson::Case;
use crate::laws::{self, Scenario};
use crate::Edition;
use yew::prelude::*;
use yew_router::prelude::*;

/// The page of the case `id` (a render function: the corpus gate calls it once the corpus
/// is loaded; it keeps no state).
pub fn case_view(id: &str) -> Html {
    let c = corpus();
    let Some(k) = c.article_case(id) else {
        return not_found(Some(c.unknown_case(id)));
    };
    let article = c.cited_article(Edition::Fide2018, &k.article);
    let lead_in = c.lead_in(Edition::Fide2018, &k.article);
    let scenario = k
        .demo
        .scenario
        .as_object()
        .and_then(|o| Scenario::from_json(o).ok());
    let history: Vec<(Edition, Result<laws::Verdict, String>)> = scenario
        .iter()
        .flat_map(|s| {
            Edition::ALL.iter().map(move |&e| {
                let under = Scenario {
                    edition: e,
                    ..s.clone()
                };
                (e, laws::run(&under).map_err(|err| err.to_string()))
            })
        })
        .collect();
    html! {
        <article class="ruling case" data-testid="case" data-id={k.id.clone()}>
            <p class="crumbs"><Link<Route> to={Route::Cases}>{ "All cases" }</Link<Route>></p>
            <h1>{ k.title.clone() }</h1>
            <p class="ruling-title">{ format!("A case on Article {} of the FIDE Laws of Chess 2018", k.article) }</p>
            <p class="summary" data-testid="summary"><strong>{ "In short: " }</strong>{ k.situation.clone() }
                <span class="topics">{ for k.topics.iter().map(|t| html! { <span class="tag">{ t.clone() }</span> }) }</span></p>
            if let Some(a) = article {
                <section class="ruling-text" data-testid="case-article" aria-label="the article">
                    <h2><Link<Route> to={Route::LawsArticle { edition: "2018".into(), article: a.number.clone() }}>{ format!("Article {}", a.number) }</Link<Route>></h2>
                    if let Some(l) = lead_in { { paragraphs(&l.text) } }
                    { paragraphs(&a.text) }
                </section>
            }
            <div class="lesson" data-testid="lesson">
                <DemoPlayer key={format!("{}-demo", k.id)} id={k.id.clone()} case={Case::Demo} />
                <DemoPlayer key={format!("{}-contrast", k.id)} id={k.id.clone()} case={Case::Contrast} />
            </div>
            <h2>{ "The demo under the four editions" }</h2>
            <p class="muted">{ "The same events, judged by the engine under each edition's Laws: how the rule came to be what it is in 2018." }</p>
            <div class="columns" data-testid="case-history">
                { for history.iter().map(|(e, v)| html! {
                    <section class={classes!("column", (*e == Edition::Fide2018).then_some("own"))} data-edition={e.year()} aria-label={format!("FIDE Laws {}", e.year())}>
                        <h3>{ format!("FIDE Laws {}", e.year()) }</h3>
                        { verdict_view(e.year(), v) }
                    </section>
                }) }
            </div>
        </article>
    }
}
