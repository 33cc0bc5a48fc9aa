//! Long work off the page's thread, in a Web Worker running this same wasm:
//!
//! - **dead-position analyses** ([`request`]). The play view decides each action with every
//!   analysis cut off at [`PROBE_NODES`] (a [`Probe`]); an analysis that needs more is run
//!   in full by the worker, and the action is decided again with its answer, which is
//!   exactly the engine's (so the verdict is the one `fide` gives);
//! - **a game's claims report** ([`request_claims`]) for the analysis view: every ply under
//!   each edition chosen, the same report as `fide claims`.
//!
//! Meanwhile the page stays responsive and says what it is waiting for. Each kind of job
//! has its own worker, so a long report never holds up the play view; a report asked
//! for while another is being made stops that one.
//!
//! The worker is a module script made at run time: it imports the app's own JS glue and
//! wasm (their URLs are the ones Trunk preloads in `index.html`) and calls [`fide_worker`]
//! with each job. Where no worker can be made, the work runs on the page after the notice
//! is painted.
//!
//! The answers found by the worker are kept in localStorage too, so a reload of the game
//! does not redo them.

use crate::app::js::{from_js, to_js};
use crate::laws::claims::{report_from_pgn, Report};
use crate::laws::material::{self, AnalysisRequest, MatingChance};
use crate::laws::Probe;
use crate::Color;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::cell::RefCell;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

pub use crate::session::{Answer, PROBE_NODES};

/// Where the worker's answers are kept across reloads.
const STORE_KEY: &str = "fide-laws/analyses/v2";
/// At most this many kept.
const STORE_MAX: usize = 200;

/// An answer as the worker sends it and localStorage keeps it: `{"cannot": reason}`,
/// `{"can": "Qh4 g3 Qxe4+ …"}` (one series of moves that mates, in SAN) or
/// `{"undecided": nodes}`.
#[derive(Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
enum Chance {
    Cannot(String),
    Can(String),
    Undecided(u64),
}

impl From<&MatingChance> for Chance {
    fn from(a: &MatingChance) -> Chance {
        match a {
            MatingChance::Cannot(r) => Chance::Cannot(r.to_string()),
            MatingChance::Can(line) => Chance::Can(line.clone()),
            MatingChance::Undecided(n) => Chance::Undecided(*n),
        }
    }
}

impl From<Chance> for MatingChance {
    fn from(a: Chance) -> MatingChance {
        match a {
            Chance::Cannot(r) => MatingChance::Cannot(r.into()),
            Chance::Can(line) => MatingChance::Can(line),
            Chance::Undecided(n) => MatingChance::Undecided(n),
        }
    }
}

/// A job for the worker: a position's full analysis (a FEN without counters and a side),
/// or a game's claims report.
#[derive(Serialize, Deserialize)]
#[serde(tag = "job", rename_all = "lowercase")]
enum Job {
    Analyse {
        key: String,
        color: String,
    },
    Claims {
        pgn: String,
        editions: Vec<String>,
        /// The game of the PGN, from 0.
        #[serde(default)]
        game: usize,
    },
}

/// What the worker answers to an analysis: the request, and the answer or why there is none.
#[derive(Serialize, Deserialize)]
struct Reply {
    #[serde(default)]
    key: String,
    #[serde(default)]
    color: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    answer: Option<Chance>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    error: Option<String>,
}

/// What the worker answers to a claims job: the report, or why there is none.
#[derive(Serialize, Deserialize)]
struct ClaimsReply {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    report: Option<Report>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    error: Option<String>,
}

fn analyse(key: String, color: String) -> Reply {
    let answer = Color::from_name(&color)
        .ok_or_else(|| format!("unknown colour \"{}\"", color))
        .and_then(|c| material::analyse_key(&key, c).map_err(|e| e.to_string()));
    let (answer, error) = match answer {
        Ok(a) => (Some(Chance::from(&a)), None),
        Err(e) => (None, Some(e)),
    };
    Reply {
        key,
        color,
        answer,
        error,
    }
}

/// The worker's entry: `{job: "analyse", key, color}` is answered as
/// `{key, color, answer}` or `{key, color, error}`; `{job: "claims", pgn, editions}` as
/// `{report}` or `{error}`.
#[wasm_bindgen]
pub fn fide_worker(request: JsValue) -> JsValue {
    let reply = match from_js::<Job>(request) {
        Ok(Job::Analyse { key, color }) => to_js(&analyse(key, color)),
        Ok(Job::Claims {
            pgn,
            editions,
            game,
        }) => to_js(&match report_from_pgn(&pgn, &editions, game) {
            Ok(r) => ClaimsReply {
                report: Some(r),
                error: None,
            },
            Err(e) => ClaimsReply {
                report: None,
                error: Some(e.to_string()),
            },
        }),
        Err(e) => to_js(&ClaimsReply {
            report: None,
            error: Some(format!("the worker was asked for no job it knows: {e}")),
        }),
    };
    reply.unwrap_or(JsValue::NULL)
}

/// The worker's reply as an answer for the probe.
fn read_reply(data: JsValue) -> Result<Answer, String> {
    let r = from_js::<Reply>(data)?;
    if let Some(e) = r.error {
        return Err(e);
    }
    let color = Color::from_name(&r.color).ok_or("no colour")?;
    let answer = r.answer.ok_or("no answer")?;
    Ok((r.key, color, answer.into()))
}

/// An answer as localStorage keeps it: `[key, colour, answer]`.
type Kept = (String, String, Chance);

fn kept(storage: &web_sys::Storage) -> Vec<Kept> {
    storage
        .get_item(STORE_KEY)
        .ok()
        .flatten()
        .and_then(|t| crate::json::parse(&t).ok())
        .unwrap_or_default()
}

/// Keeps answers for the next page load (the play view's probe is given them by the
/// reducer, [`crate::session::PlayState::reduce`]).
pub fn keep(answers: &[Answer]) {
    let Some(storage) = web_sys::window().and_then(|w| w.local_storage().ok().flatten()) else {
        return;
    };
    let mut kept = kept(&storage);
    for (k, c, a) in answers {
        kept.retain(|(kk, kc, _)| kk != k || kc != c.name());
        kept.push((k.clone(), c.name().to_string(), a.into()));
    }
    let from = kept.len().saturating_sub(STORE_MAX);
    let _ = storage.set_item(STORE_KEY, &crate::json::text(&kept[from..]));
}

/// A probe cut off at [`PROBE_NODES`] that knows the answers kept by earlier page loads
/// (an unreadable store is no answer).
pub fn restored() -> Probe {
    let mut probe = Probe::new(PROBE_NODES);
    let Some(storage) = web_sys::window().and_then(|w| w.local_storage().ok().flatten()) else {
        return probe;
    };
    for (k, c, a) in kept(&storage) {
        if let Some(c) = Color::from_name(&c) {
            probe.remember(k, c, a.into());
        }
    }
    probe
}

/// A caller waiting for the worker's reply (the message's data), or for why there is none.
type Waiting = Box<dyn FnOnce(Result<JsValue, String>)>;

/// Each kind of job has a worker of its own, so that a long claims report never holds up
/// the play view's analyses.
#[derive(Clone, Copy)]
enum Lane {
    Analyses = 0,
    Claims = 1,
}

thread_local! {
    /// Each lane's worker (made at its first request), or why there is none.
    static WORKER: RefCell<[Option<Result<web_sys::Worker, String>>; 2]> =
        const { RefCell::new([None, None]) };
    /// Each lane's callers waiting, in the order of their requests (a worker answers in
    /// order).
    static WAITING: RefCell<[std::collections::VecDeque<Waiting>; 2]> = const {
        RefCell::new([std::collections::VecDeque::new(), std::collections::VecDeque::new()])
    };
}

/// The absolute URL of the element's `href` (Trunk's preload links for the glue and wasm).
fn preload_url(doc: &web_sys::Document, selector: &str) -> Option<String> {
    let href = doc.query_selector(selector).ok()??.get_attribute("href")?;
    let base = doc.base_uri().ok()??;
    web_sys::Url::new_with_base(&href, &base)
        .ok()
        .map(|u| u.href())
}

fn make_worker(lane: Lane) -> Result<web_sys::Worker, String> {
    let i = lane as usize;
    let doc = web_sys::window()
        .and_then(|w| w.document())
        .ok_or("no document")?;
    let js = preload_url(&doc, "link[rel=modulepreload][href$='.js']")
        .ok_or("the page names no script to load in a worker")?;
    let wasm = preload_url(&doc, "link[rel=preload][href$='.wasm']")
        .ok_or("the page names no wasm to load in a worker")?;
    let source = format!(
        "const ready = import({js}).then(async (m) => {{ await m.default({{ module_or_path: {wasm} }}); return m; }});\n\
         onmessage = async (e) => {{\n\
           let m;\n\
           try {{ m = await ready; }} catch (err) {{ postMessage({{ failed: String(err) }}); return; }}\n\
           try {{ postMessage(m.fide_worker(e.data)); }}\n\
           catch (err) {{ postMessage({{ error: 'the work stopped in the worker: ' + String(err) }}); }}\n\
         }};\n",
        js = Value::from(js),
        wasm = Value::from(wasm),
    );
    let parts = js_sys::Array::of1(&JsValue::from_str(&source));
    let bag = web_sys::BlobPropertyBag::new();
    bag.set_type("text/javascript");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &bag)
        .map_err(|_| "the worker's script could not be made")?;
    let url = web_sys::Url::create_object_url_with_blob(&blob)
        .map_err(|_| "the worker's script has no URL")?;
    let options = web_sys::WorkerOptions::new();
    options.set_type(web_sys::WorkerType::Module);
    let worker = web_sys::Worker::new_with_options(&url, &options)
        .map_err(|_| "the browser made no worker")?;
    let on_message =
        Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |e: web_sys::MessageEvent| {
            // `{failed}`: the worker could not load the app (the page does the job instead);
            // `{error}`, a job that stopped in the worker, is the job's answer: run again on
            // the page, it would stop the page too
            let data = e.data();
            let failed = js_sys::Reflect::get(&data, &JsValue::from_str("failed"))
                .ok()
                .and_then(|f| f.as_string());
            if let Some(f) = WAITING.with(|w| w.borrow_mut()[i].pop_front()) {
                f(failed.map_or(Ok(data), Err));
            }
        });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // a worker that cannot start (its script blocked, no module workers) answers nothing:
    // from then on the page analyses, starting with the requests waiting
    let on_error = Closure::<dyn FnMut(web_sys::Event)>::new(move |_: web_sys::Event| {
        WORKER.with(|w| w.borrow_mut()[i] = Some(Err("the worker failed".into())));
        let waiting: Vec<Waiting> = WAITING.with(|w| w.borrow_mut()[i].drain(..).collect());
        for f in waiting {
            f(Err("the worker failed".into()));
        }
    });
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    // the worker lives as long as the page
    on_message.forget();
    on_error.forget();
    Ok(worker)
}

/// Sends `job` to the worker and calls `done` with its reply; where there is no worker, or
/// it fails, calls `on_page` instead (after a pause, so that the notice is painted first).
fn send(lane: Lane, job: &Job, done: Waiting, on_page: Box<dyn FnOnce()>) {
    let i = lane as usize;
    let worker = WORKER.with(|w| {
        w.borrow_mut()[i]
            .get_or_insert_with(|| make_worker(lane))
            .as_ref()
            .ok()
            .cloned()
    });
    let later = move || {
        wasm_bindgen_futures::spawn_local(async move {
            yew::platform::time::sleep(std::time::Duration::from_millis(50)).await;
            on_page();
        })
    };
    let Some(worker) = worker else {
        return later();
    };
    let Ok(msg) = to_js(job) else {
        return later();
    };
    // a worker that fails (no module workers, a blocked import) leaves it to the page
    let waiting: Waiting = Box::new(move |r| match r {
        Ok(data) => done(Ok(data)),
        Err(_) => later(),
    });
    WAITING.with(|w| w.borrow_mut()[i].push_back(waiting));
    if worker.post_message(&msg).is_err() {
        // not sent: answer here instead
        if let Some(waiting) = WAITING.with(|w| w.borrow_mut()[i].pop_back()) {
            waiting(Err("not sent".into()));
        }
    }
}

/// Runs the full analysis of `req` and calls `done` with the answer: in the worker, or
/// on the page when there is none.
pub fn request(req: &AnalysisRequest, done: impl FnOnce(Result<Answer, String>) + 'static) {
    let (key, color) = (req.0.clone(), req.1);
    let job = Job::Analyse {
        key: key.clone(),
        color: color.name().into(),
    };
    let done = std::rc::Rc::new(RefCell::new(Some(done)));
    let (first, second) = (done.clone(), done);
    send(
        Lane::Analyses,
        &job,
        Box::new(move |data| {
            if let Some(f) = first.borrow_mut().take() {
                f(data.and_then(read_reply));
            }
        }),
        Box::new(move || {
            if let Some(f) = second.borrow_mut().take() {
                f(material::analyse_key(&key, color)
                    .map(|a| (key.clone(), color, a))
                    .map_err(|e| e.to_string()));
            }
        }),
    );
}

/// Makes the claims report of game `game` (from 0) of `pgn` under `editions` (years) and
/// calls `done` with it: in the worker, or on the page when there is none.
pub fn request_claims(
    pgn: String,
    editions: Vec<String>,
    game: usize,
    done: impl FnOnce(Result<Report, String>) + 'static,
) {
    let job = Job::Claims {
        pgn: pgn.clone(),
        editions: editions.clone(),
        game,
    };
    let done = std::rc::Rc::new(RefCell::new(Some(done)));
    let (first, second) = (done.clone(), done);
    // a report still being made is superseded: its worker is stopped and a new one made
    // (the view drops the answer of a superseded request anyway)
    let busy = WAITING.with(|w| !w.borrow()[Lane::Claims as usize].is_empty());
    if busy {
        WORKER.with(|w| {
            if let Some(Ok(old)) = w.borrow_mut()[Lane::Claims as usize].take() {
                old.terminate();
            }
        });
        WAITING.with(|w| w.borrow_mut()[Lane::Claims as usize].clear());
    }
    send(
        Lane::Claims,
        &job,
        Box::new(move |data| {
            if let Some(f) = first.borrow_mut().take() {
                f(data.and_then(|d| {
                    let r = from_js::<ClaimsReply>(d)?;
                    r.report
                        .ok_or_else(|| r.error.unwrap_or_else(|| "no report".into()))
                }));
            }
        }),
        Box::new(move || {
            if let Some(f) = second.borrow_mut().take() {
                f(report_from_pgn(&pgn, &editions, game).map_err(|e| e.to_string()));
            }
        }),
    );
}
