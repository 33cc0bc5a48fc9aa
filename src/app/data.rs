//! The corpus (the rulings, our notes, the four editions' articles), fetched from `data/`
//! beside `index.html` the first time a view needs it, so the play view and the embedded
//! board start without its 75 KB (gzip). Beside the corpus come `models.json`, the
//! model cases' outputs, so that the competition models' code stays out of the wasm, and
//! `quiz.json`, the quiz's questions, so that the code computing them stays out too. The
//! files are `www/data/*.json`, copied by Trunk; each URL carries a hash of their contents,
//! so a browser never pairs a new app with an old cached file.
//!
//! An embedded ruling needs less: its lesson. [`Need::Lessons`] loads only `notes.json`
//! (each ruling's name, summary and lesson, the test expectations left out of `dist/`) and
//! `models.json`, not the rulings' texts, the four books of the Laws or the comparison
//! table. (A file per ruling would load less still, but 94 small files compress so much
//! worse than one that `dist/` would pass its 600 KB ceiling.)
//!
//! [`use_corpus`] is the only way in: it starts the download when asked, re-renders its
//! component when the state changes, and [`CorpusGate`] shows a view only once the corpus
//! (or the lessons) is ready (a status line while loading, the error and a retry button
//! when it failed).

use crate::corpus::{Corpus, Interpretation, Note, FILE_NAMES};
use std::cell::RefCell;
use std::collections::BTreeMap;
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

/// What a view needs of the data.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Need {
    /// Everything: the rulings, the notes, the four editions' articles, the comparisons.
    Corpus,
    /// The rulings' lessons only (an embedded ruling): notes and model outputs.
    Lessons,
}

static CORPUS: OnceLock<Corpus> = OnceLock::new();
static LESSONS: OnceLock<Corpus> = OnceLock::new();

/// A mounted component's re-render, with the id it unsubscribes by.
type Listener = (u32, Rc<dyn Fn()>);

thread_local! {
    /// The corpus's status and the lessons'.
    static STATUS: RefCell<[Status; 2]> = const { RefCell::new([Status::Idle, Status::Idle]) };
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

/// What the lessons are read from: the whole corpus when it is loaded, else the lessons
/// alone (the rulings named, without their texts); empty before either.
pub fn lessons() -> &'static Corpus {
    match (loaded(), LESSONS.get()) {
        (Some(c), _) => c,
        (None, Some(l)) => l,
        (None, None) => corpus(),
    }
}

fn slot(need: Need) -> usize {
    match need {
        Need::Corpus => 0,
        Need::Lessons => 1,
    }
}

fn status(need: Need) -> Status {
    // the lessons are in the corpus too
    let s = STATUS.with(|s| s.borrow().clone());
    match (need, &s[0]) {
        (Need::Lessons, Status::Ready) => Status::Ready,
        _ => s[slot(need)].clone(),
    }
}

fn set_status(need: Need, next: Status) {
    STATUS.with(|s| s.borrow_mut()[slot(need)] = next);
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
        .chain([&MODELS, &QUIZ])
        .map(|n| window.fetch_with_str(&url(n)))
        .collect();
    let mut texts = Vec::with_capacity(FILE_NAMES.len() + 2);
    for (name, request) in FILE_NAMES.iter().chain([&MODELS, &QUIZ]).zip(requests) {
        texts.push(fetch_text(name, request).await?);
    }
    let corpus: [&str; 8] = std::array::from_fn(|i| texts[i].as_str());
    let mut corpus = Corpus::from_json(corpus).map_err(|e| format!("data/{}", e))?;
    corpus.models = crate::json::parse(&texts[8]).map_err(|e| format!("data/{MODELS}: {e}"))?;
    corpus.quiz = crate::corpus::quiz::questions_from_json(&texts[9])
        .map_err(|e| format!("data/{QUIZ}: {e}"))?;
    Ok(corpus)
}

/// The model cases' outputs (`fide models` writes them; `corpus::lesson`).
const MODELS: &str = "models.json";

/// The quiz's questions (`fide quiz-data` writes them; `corpus::quiz`).
const QUIZ: &str = "quiz.json";

/// The ruling a note in `dist/` names (`"ruling": {"id", "label", "article", "year",
/// "letter"}`, see `scripts/minify-data.mjs`), as far as a lesson needs it: without its text.
fn named(note: &serde_json::Value) -> Option<Interpretation> {
    let r = note.get("ruling")?;
    let text = |k: &str| {
        r.get(k)
            .and_then(serde_json::Value::as_str)
            .map(str::to_string)
    };
    Some(Interpretation {
        id: text("id")?,
        label: text("label")?,
        article: text("article")?,
        year: u16::try_from(r.get("year")?.as_u64()?).ok()?,
        letter: text("letter"),
        title: None,
        group: None,
        text: String::new(),
        question: None,
        answer: None,
        sources: Vec::new(),
        cites: Vec::new(),
        mentions_missing: Vec::new(),
    })
}

/// The lessons alone: `notes.json` and `models.json`, the rulings named but not their texts.
async fn fetch_lessons() -> Result<Corpus, String> {
    let window = web_sys::window().ok_or("no window to fetch the data from")?;
    let names = [FILE_NAMES[1], MODELS];
    let requests: Vec<js_sys::Promise> = names
        .iter()
        .map(|n| window.fetch_with_str(&url(n)))
        .collect();
    let mut texts = Vec::with_capacity(2);
    for (name, request) in names.iter().zip(requests) {
        texts.push(fetch_text(name, request).await?);
    }
    let bad = |e: serde_json::Error| format!("data/{}: {e}", names[0]);
    let value: serde_json::Value = crate::json::parse(&texts[0]).map_err(bad)?;
    let notes: BTreeMap<String, Note> = crate::json::read(&value).map_err(bad)?;
    let rulings = notes
        .keys()
        .map(|id| {
            value.get(id).and_then(named).ok_or_else(|| {
                format!(
                    "data/{}: the note on {id} does not name its ruling",
                    names[0]
                )
            })
        })
        .collect::<Result<_, _>>()?;
    let models = crate::json::parse(&texts[1]).map_err(|e| format!("data/{MODELS}: {e}"))?;
    Ok(Corpus {
        rulings,
        notes,
        models,
        ..Corpus::default()
    })
}

/// Starts loading what `need` asks for unless it is loaded or on its way.
pub fn load(need: Need) {
    if matches!(status(need), Status::Loading | Status::Ready) {
        return;
    }
    set_status(need, Status::Loading);
    wasm_bindgen_futures::spawn_local(async move {
        let got = match need {
            Need::Corpus => fetch_corpus().await.map(|c| CORPUS.get_or_init(|| c)),
            Need::Lessons => fetch_lessons().await.map(|c| LESSONS.get_or_init(|| c)),
        };
        match got {
            Ok(_) => set_status(need, Status::Ready),
            Err(e) => set_status(need, Status::Failed(e)),
        }
    });
}

/// The status of what `need` asks for, re-rendering the component when it changes;
/// `needed` starts the download.
#[hook]
pub fn use_corpus(need: Need, needed: bool) -> Status {
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
    use_effect_with(needed, move |&needed| {
        if needed {
            load(need);
        }
    });
    status(need)
}

#[derive(Properties, PartialEq)]
pub struct CorpusGateProps {
    #[prop_or_default]
    pub children: Html,
    /// What to show once the corpus is loaded, instead of `children`: a view that keeps no
    /// state of its own is a function, called only then.
    #[prop_or_default]
    pub render: Option<Callback<(), Html>>,
    /// Only the lessons are needed (an embedded ruling).
    #[prop_or_default]
    pub lessons: bool,
}

/// Shows its children once the corpus is loaded; until then a status line, or the error
/// with a retry button.
#[component]
pub fn CorpusGate(props: &CorpusGateProps) -> Html {
    let need = if props.lessons {
        Need::Lessons
    } else {
        Need::Corpus
    };
    match use_corpus(need, true) {
        Status::Ready => match &props.render {
            Some(render) => render.emit(()),
            None => props.children.clone(),
        },
        Status::Failed(e) => html! {
            <div class="load-error" role="alert" data-testid="corpus-error">
                <p>{ format!("The rulings and laws could not be loaded: {}.", e) }</p>
                <button type="button" onclick={Callback::from(move |_| load(need))}>{ "Try again" }</button>
            </div>
        },
        Status::Idle | Status::Loading => html! {
            <p class="loading muted" role="status" data-testid="corpus-loading">{ "Loading the rulings and laws…" }</p>
        },
    }
}
