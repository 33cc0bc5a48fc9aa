//! The corpus (the rulings, our notes, the four editions' articles), fetched from `data/`
//! beside `index.html` the first time a view needs it, so the play view and the embedded
//! board start without its 75 KB (gzip). Beside the corpus comes `models.json`, the
//! model cases' outputs, so that the competition models' code stays out of the wasm. The
//! files are `www/data/*.json`, copied by Trunk; each URL carries a hash of their contents,
//! so a browser never pairs a new app with an old cached file.
//!
//! [`use_corpus`] is the only way in: it starts the download when asked, re-renders its
//! component when the state changes, and [`CorpusGate`] shows a view only once the corpus
//! is ready (a status line while loading, the error and a retry button when it failed).

use crate::corpus::{Corpus, FILE_NAMES};
use std::cell::RefCell;
use std::rc::Rc;
use std::sync::OnceLock;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use yew::prelude::*;

/// Where the corpus stands.
#[derive(Clone, Debug)]
pub enum Status {
    /// Not asked for yet.
    Idle,
    Loading,
    Ready,
    /// Which file and what went wrong.
    Failed(String),
}

static CORPUS: OnceLock<Corpus> = OnceLock::new();

/// A mounted component's re-render, with the id it unsubscribes by.
type Listener = (u32, Rc<dyn Fn()>);

thread_local! {
    static STATUS: RefCell<Status> = const { RefCell::new(Status::Idle) };
    /// The mounted components to re-render when the status changes, by id.
    static LISTENERS: RefCell<Vec<Listener>> = const { RefCell::new(Vec::new()) };
    static NEXT_ID: RefCell<u32> = const { RefCell::new(0) };
}

/// The corpus if it has been loaded.
pub fn loaded() -> Option<&'static Corpus> {
    CORPUS.get()
}

/// The loaded corpus, for the views [`CorpusGate`] shows (which only render once it is
/// ready); an empty corpus before that, never a panic.
pub fn corpus() -> &'static Corpus {
    static EMPTY: OnceLock<Corpus> = OnceLock::new();
    loaded().unwrap_or_else(|| EMPTY.get_or_init(Corpus::default))
}

fn status() -> Status {
    STATUS.with(|s| s.borrow().clone())
}

fn set_status(next: Status) {
    STATUS.with(|s| *s.borrow_mut() = next);
    // clone the list first: a re-render may subscribe or unsubscribe
    let listeners: Vec<Rc<dyn Fn()>> =
        LISTENERS.with(|l| l.borrow().iter().map(|(_, f)| f.clone()).collect());
    for f in listeners {
        f();
    }
}

/// The URL of a data file, relative to the page (so `dist/` works under any sub-path).
fn url(name: &str) -> String {
    format!("data/{}?v={}", name, env!("FIDE_CORPUS_HASH"))
}

/// Fetches one file's text; the error names the file.
async fn fetch_text(name: &str, request: js_sys::Promise) -> Result<String, String> {
    let what = |e: wasm_bindgen::JsValue| {
        js_sys::Error::from(e)
            .message()
            .as_string()
            .unwrap_or_default()
    };
    let response: web_sys::Response = JsFuture::from(request)
        .await
        .map_err(|e| format!("data/{}: the request failed ({})", name, what(e)))?
        .unchecked_into();
    if !response.ok() {
        return Err(format!(
            "data/{}: the server answered HTTP {} {}",
            name,
            response.status(),
            response.status_text()
        ));
    }
    let text = response
        .text()
        .map_err(|e| format!("data/{}: {}", name, what(e)))?;
    JsFuture::from(text)
        .await
        .map_err(|e| format!("data/{}: the download broke off ({})", name, what(e)))?
        .as_string()
        .ok_or_else(|| format!("data/{}: the response is not text", name))
}

async fn fetch_corpus() -> Result<Corpus, String> {
    let window = web_sys::window().ok_or("no window to fetch the data from")?;
    // start every request before awaiting any, so they download together
    let requests: Vec<js_sys::Promise> = FILE_NAMES
        .iter()
        .chain([&MODELS])
        .map(|n| window.fetch_with_str(&url(n)))
        .collect();
    let mut texts = Vec::with_capacity(FILE_NAMES.len() + 1);
    for (name, request) in FILE_NAMES.iter().chain([&MODELS]).zip(requests) {
        texts.push(fetch_text(name, request).await?);
    }
    let corpus: [&str; 8] = std::array::from_fn(|i| texts[i].as_str());
    let mut corpus = Corpus::from_json(corpus).map_err(|e| format!("data/{}", e))?;
    corpus.models = crate::json::parse(&texts[8]).map_err(|e| format!("data/{MODELS}: {e}"))?;
    Ok(corpus)
}

/// The model cases' outputs (`fide models` writes them; `corpus::lesson`).
const MODELS: &str = "models.json";

/// Starts loading the corpus unless it is loaded or on its way.
pub fn load() {
    if matches!(status(), Status::Loading | Status::Ready) {
        return;
    }
    set_status(Status::Loading);
    wasm_bindgen_futures::spawn_local(async {
        match fetch_corpus().await {
            Ok(c) => {
                CORPUS.get_or_init(|| c);
                set_status(Status::Ready);
            }
            Err(e) => set_status(Status::Failed(e)),
        }
    });
}

/// The corpus's status, re-rendering the component when it changes; `needed` starts the
/// download.
#[hook]
pub fn use_corpus(needed: bool) -> Status {
    let update = use_force_update();
    use_effect_with((), move |_| {
        let id = NEXT_ID.with(|n| {
            let mut n = n.borrow_mut();
            *n += 1;
            *n
        });
        LISTENERS.with(|l| {
            l.borrow_mut()
                .push((id, Rc::new(move || update.force_update())))
        });
        move || LISTENERS.with(|l| l.borrow_mut().retain(|(i, _)| *i != id))
    });
    use_effect_with(needed, |&needed| {
        if needed {
            load();
        }
    });
    status()
}

#[derive(Properties, PartialEq)]
pub struct CorpusGateProps {
    pub children: Html,
}

/// Shows its children once the corpus is loaded; until then a status line, or the error
/// with a retry button.
#[component]
pub fn CorpusGate(props: &CorpusGateProps) -> Html {
    match use_corpus(true) {
        Status::Ready => props.children.clone(),
        Status::Failed(e) => html! {
            <div class="load-error" role="alert" data-testid="corpus-error">
                <p>{ format!("The rulings and laws could not be loaded: {}.", e) }</p>
                <button type="button" onclick={Callback::from(|_| load())}>{ "Try again" }</button>
            </div>
        },
        Status::Idle | Status::Loading => html! {
            <p class="loading muted" role="status" data-testid="corpus-loading">{ "Loading the rulings and laws…" }</p>
        },
    }
}
