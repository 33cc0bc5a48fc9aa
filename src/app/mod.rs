//! The Yew single-page app (wasm32 only). It renders the core's state and turns gestures
//! into scenario events for the laws engine; it holds no chess or law logic of its own.
//!
//! Routes live in the URL's hash (`#/play`, `#/rulings`, `#/ruling/12.3-1964`,
//! `#/laws/2018/9.2.1`, `#/compare/flag`, `#/embed/…`), so `dist/` works from any static
//! server, at the root or under a sub-path.

pub mod analysis;
pub mod components;
pub mod data;
pub mod js;
pub mod keys;
pub mod play;
pub mod route;
pub mod storage;
pub mod words;

use components::analyse::AnalyseView;
use components::compare_view::compare_view;
use components::editor::EditorView;
use components::embed::{EmbedPlay, EmbedRuling};
use components::laws_view::LawsView;
use components::not_found::not_found;
use components::play::PlayView;
use components::quiz::QuizView;
use components::ruling_view::ruling_view;
use components::rulings_view::RulingsView;
use components::scenario_view::ScenarioView;
use data::CorpusGate;
use route::Route;
use yew::prelude::*;
use yew_router::prelude::*;

/// A view that needs the corpus, rendered by `render` once it is loaded.
fn gate(render: impl Fn() -> Html + 'static) -> Html {
    let render = Some(Callback::from(move |()| render()));
    html! { <CorpusGate {render} /> }
}

fn page(route: Route) -> Html {
    let body = match &route {
        Route::Home | Route::Play => html! {
            <><h1 class="sr-only">{ "Play a game under the FIDE Laws" }</h1>{ intro() }<PlayView /></>
        },
        Route::Rulings => html! { <CorpusGate><RulingsView /></CorpusGate> },
        Route::Ruling { id } => {
            let id = id.clone();
            gate(move || ruling_view(&id))
        }
        Route::Laws { edition } => {
            // keyed by the article shown: a search typed on one page does not follow the
            // reader to another article (the edition may change under it)
            html! { <CorpusGate><LawsView key="all" edition={edition.clone()} /></CorpusGate> }
        }
        Route::LawsArticle { edition, article } => html! {
            <CorpusGate><LawsView key={article.clone()} edition={edition.clone()} article={Some(article.clone())} /></CorpusGate>
        },
        Route::CompareIndex => gate(|| compare_view(None)),
        Route::Compare { topic } => {
            let topic = topic.clone();
            gate(move || compare_view(Some(&topic)))
        }
        Route::EmbedRuling { id } => {
            return html! { <main><CorpusGate lessons=true><EmbedRuling id={id.clone()} /></CorpusGate></main> };
        }
        Route::EmbedPlay => return html! { <main><EmbedPlay /></main> },
        Route::Scenario => html! { <ScenarioView /> },
        Route::Editor => html! { <EditorView /> },
        Route::Analyse => html! { <AnalyseView /> },
        Route::Quiz => html! { <CorpusGate><QuizView /></CorpusGate> },
        Route::QuizTopic { topic } => {
            html! { <CorpusGate><QuizView key={topic.clone()} topic={Some(topic.clone())} /></CorpusGate> }
        }
        Route::EmbedQuiz => {
            return html! { <main><CorpusGate><QuizView embedded=true /></CorpusGate></main> }
        }
        Route::NotFound => not_found(None),
    };
    let current = |r: &Route| -> Classes {
        let on = matches!(
            (r, &route),
            (Route::Play, Route::Home | Route::Play)
                | (Route::Rulings, Route::Rulings | Route::Ruling { .. })
                | (
                    Route::Laws { .. },
                    Route::Laws { .. } | Route::LawsArticle { .. }
                )
                | (Route::Quiz, Route::Quiz | Route::QuizTopic { .. })
                | (Route::Editor, Route::Editor)
                | (Route::Analyse, Route::Analyse)
                | (
                    Route::CompareIndex,
                    Route::CompareIndex | Route::Compare { .. }
                )
        );
        classes!(on.then_some("current"))
    };
    let board = matches!(route, Route::Home | Route::Play);
    html! {
        <div class="app">
            <a class="skip-link" href="#main" data-testid="skip-link" onclick={Callback::from(skip_to_content)}>
                { if board { "Skip to the board" } else { "Skip to the content" } }
            </a>
            <header class="app-header">
                <p class="brand">{ "Laws of Chess Playground" }</p>
                <nav aria-label="main">
                    <Link<Route> to={Route::Play} classes={current(&Route::Play)}>{ "Play" }</Link<Route>>
                    <Link<Route> to={Route::Rulings} classes={current(&Route::Rulings)}>{ "Rulings" }</Link<Route>>
                    <Link<Route> to={Route::Laws { edition: "2018".into() }} classes={current(&Route::Laws { edition: String::new() })}>{ "Laws" }</Link<Route>>
                    <Link<Route> to={Route::CompareIndex} classes={current(&Route::CompareIndex)}>{ "Compare" }</Link<Route>>
                    <Link<Route> to={Route::Quiz} classes={current(&Route::Quiz)}>{ "Quiz" }</Link<Route>>
                    <Link<Route> to={Route::Editor} classes={current(&Route::Editor)}>{ "Editor" }</Link<Route>>
                    <Link<Route> to={Route::Analyse} classes={current(&Route::Analyse)}>{ "Analyse" }</Link<Route>>
                </nav>
                <span class="version" data-testid="version">{ format!("fide-laws {}", crate::VERSION) }</span>
            </header>
            <main id="main">{ body }</main>
        </div>
    }
}

/// What the app is, in one sentence, and three things to try: the play view is where a
/// newcomer lands.
fn intro() -> Html {
    html! {
        <p class="intro" data-testid="intro">
            { "The FIDE Laws of Chess of 1977, 1980, 1993 and 2018 as a referee: play a game and every move, claim, flag and touched piece is ruled on, citing the article that decides it. Try " }
            <Link<Route> to={Route::Ruling { id: "12.3-1964".into() }}>{ "a ruling's live demo" }</Link<Route>>
            <span class="hint">{ " (a repetition that does not count)" }</span>{ ", " }
            <Link<Route> to={Route::CompareIndex}>{ "how the four editions differ" }</Link<Route>>
            { ", or " }
            <Link<Route> to={Route::Ruling { id: "6.1-1975".into() }}>{ "an arbiter's case" }</Link<Route>>
            <span class="hint">{ " (a king moved two squares to castle illegally)" }</span>{ "." }
        </p>
    }
}

/// The root component.
#[component]
pub fn App() -> Html {
    html! {
        <HashRouter>
            <Page />
        </HashRouter>
    }
}

/// The route's page. A new route opens at its top (a laws article at its anchor: the laws
/// view scrolls to it), with the focus on its heading, as a new page would.
#[component]
fn Page() -> Html {
    let route = use_route::<Route>().unwrap_or(Route::NotFound);
    let first = use_mut_ref(|| true);
    use_effect_with(route.clone(), move |route| {
        // the first page of a load opens where the browser put it
        if std::mem::replace(&mut *first.borrow_mut(), false) {
            return;
        }
        let Some(w) = web_sys::window() else { return };
        if !matches!(route, Route::LawsArticle { .. }) {
            w.scroll_to_with_x_and_y(0.0, 0.0);
        }
        focus_heading();
    });
    page(route)
}

/// Moves the focus to the page's first heading in `main` (or `main` itself), without
/// scrolling: what a screen reader then reads first is the new page.
fn focus_heading() {
    use wasm_bindgen::JsCast;
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let target = doc
        .query_selector("main h1, main h2")
        .ok()
        .flatten()
        .or_else(|| doc.get_element_by_id("main"));
    if let Some(el) = target.and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok()) {
        if !el.has_attribute("tabindex") {
            let _ = el.set_attribute("tabindex", "-1");
        }
        let options = web_sys::FocusOptions::new();
        options.set_prevent_scroll(true);
        let _ = el.focus_with_options(&options);
    }
}

/// The skip link's target: the board where there is one (its square in the tab order),
/// else the page's heading.
fn skip_to_content(e: MouseEvent) {
    use wasm_bindgen::JsCast;
    // the route is in the hash: following the link's own target would change it
    e.prevent_default();
    let square = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| {
            d.query_selector("[data-board] [tabindex='0']")
                .ok()
                .flatten()
        })
        .and_then(|el| el.dyn_into::<web_sys::HtmlElement>().ok());
    match square {
        Some(sq) => {
            let _ = sq.focus();
        }
        None => focus_heading(),
    }
}

/// Mounts the app on the document body; installs the panic hook first so a panic shows a
/// message with a reload button instead of a blank page.
pub fn start() {
    // in the analysis worker (no window) there is nothing to render
    if web_sys::window().is_none() {
        return;
    }
    std::panic::set_hook(Box::new(|info| {
        console_error_panic_hook::hook(info);
        show_panic(&info.to_string());
    }));
    // the static skeleton of index.html, painted before the wasm arrived, gives way
    if let Some(skeleton) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("skeleton"))
    {
        skeleton.remove();
    }
    yew::Renderer::<App>::new().render();
}

/// What the panic hook shows: the message, as text, and a reload button, above the page.
pub fn show_panic(message: &str) {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let Some(body) = doc.body() else { return };
    if let Ok(div) = doc.create_element("div") {
        div.set_class_name("panic");
        div.set_attribute("role", "alert").ok();
        div.set_attribute("data-testid", "panic").ok();
        // text only: the message is never parsed as HTML
        if let Ok(p) = doc.create_element("p") {
            p.set_text_content(Some(&format!("The app stopped with an error: {message}")));
            div.append_child(&p).ok();
        }
        if let Ok(button) = doc.create_element("button") {
            button.set_text_content(Some("Reload"));
            button.set_attribute("onclick", "location.reload()").ok();
            div.append_child(&button).ok();
        }
        body.append_child(&div).ok();
    }
}
