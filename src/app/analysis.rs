//! Long dead-position analyses off the page's thread. The play view decides each action
//! with every analysis cut off at [`PROBE_NODES`] (a [`Probe`]); an analysis that
//! needs more is run in full by a Web Worker running this same wasm, and the action is
//! decided again with its answer, which is exactly the engine's (so the verdict is the
//! one `fide` gives). Meanwhile the page stays responsive and says what it is waiting for.
//!
//! The worker is a module script made at run time: it imports the app's own JS glue and
//! wasm (their URLs are the ones Trunk preloads in `index.html`) and calls
//! [`fide_worker_analyse`]. Where no worker can be made, the analysis runs on the page
//! after the "analysing" notice is painted.
//!
//! The answers found by the worker are kept in localStorage too, so a reload of the game
//! does not redo them.

use crate::laws::material::{self, AnalysisRequest, MatingChance};
use crate::laws::Probe;
use crate::Color;
use serde_json::{json, Value};
use std::cell::RefCell;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// Nodes an analysis may take on the page's thread: about 15 ms in wasm here (a side of
/// 3,000,000 nodes took 2.2 s); the positions of real games need a few hundred.
pub const PROBE_NODES: u64 = 20_000;

/// Where the worker's answers are kept across reloads.
const STORE_KEY: &str = "fide-laws/analyses/v1";
/// At most this many kept.
const STORE_MAX: usize = 200;

/// An answer as JSON: `{"cannot": reason}`, `{"can": plies}` or `{"undecided": nodes}`.
fn to_json(a: &MatingChance) -> Value {
    match a {
        MatingChance::Cannot(r) => json!({ "cannot": r }),
        MatingChance::Can(p) => json!({ "can": p }),
        MatingChance::Undecided(n) => json!({ "undecided": n }),
    }
}

fn from_json(v: &Value) -> Option<MatingChance> {
    if let Some(r) = v.get("cannot").and_then(Value::as_str) {
        return Some(MatingChance::Cannot(r.to_string().into()));
    }
    if let Some(p) = v.get("can").and_then(Value::as_u64) {
        return Some(MatingChance::Can(p as usize));
    }
    v.get("undecided")
        .and_then(Value::as_u64)
        .map(MatingChance::Undecided)
}

/// The worker's entry: the full analysis of a position (`key`, a FEN without counters)
/// for `color`, as JSON `{"key","color","answer"}` or `{"key","color","error"}`.
#[wasm_bindgen]
pub fn fide_worker_analyse(key: &str, color: &str) -> String {
    let out = match Color::from_name(color).ok_or_else(|| format!("unknown colour {:?}", color)) {
        Ok(c) => match material::analyse_key(key, c) {
            Ok(a) => json!({ "key": key, "color": color, "answer": to_json(&a) }),
            Err(e) => json!({ "key": key, "color": color, "error": e }),
        },
        Err(e) => json!({ "key": key, "color": color, "error": e }),
    };
    out.to_string()
}

/// An answer from the worker, for [`Probe::remember`].
pub type Answer = (String, Color, MatingChance);

fn parse_answer(text: &str) -> Result<Answer, String> {
    let v: Value = serde_json::from_str(text).map_err(|e| e.to_string())?;
    if let Some(e) = v.get("error").and_then(Value::as_str) {
        return Err(e.to_string());
    }
    let key = v.get("key").and_then(Value::as_str).ok_or("no key")?;
    let color = v
        .get("color")
        .and_then(Value::as_str)
        .and_then(Color::from_name)
        .ok_or("no colour")?;
    let answer = v.get("answer").and_then(from_json).ok_or("no answer")?;
    Ok((key.to_string(), color, answer))
}

/// Gives answers to the play view's probe, and keeps them for the next page load.
pub fn remember(probe: &mut Probe, answers: &[Answer]) {
    for (k, c, a) in answers {
        probe.remember(k.clone(), *c, a.clone());
    }
    let Some(storage) = web_sys::window().and_then(|w| w.local_storage().ok().flatten()) else {
        return;
    };
    let mut kept: Vec<Value> = storage
        .get_item(STORE_KEY)
        .ok()
        .flatten()
        .and_then(|t| serde_json::from_str(&t).ok())
        .unwrap_or_default();
    for (k, c, a) in answers {
        let entry = json!([k, c.name(), to_json(a)]);
        kept.retain(|e| e.get(0) != entry.get(0) || e.get(1) != entry.get(1));
        kept.push(entry);
    }
    let from = kept.len().saturating_sub(STORE_MAX);
    let _ = storage.set_item(STORE_KEY, &Value::from(kept[from..].to_vec()).to_string());
}

/// A probe cut off at [`PROBE_NODES`] that knows the answers kept by earlier page loads.
pub fn restored() -> Probe {
    let mut probe = Probe::new(PROBE_NODES);
    let Some(text) = web_sys::window()
        .and_then(|w| w.local_storage().ok().flatten())
        .and_then(|s| s.get_item(STORE_KEY).ok().flatten())
    else {
        return probe;
    };
    let Ok(Value::Array(kept)) = serde_json::from_str::<Value>(&text) else {
        return probe;
    };
    for entry in kept {
        if let (Some(k), Some(c), Some(a)) = (
            entry.get(0).and_then(Value::as_str),
            entry
                .get(1)
                .and_then(Value::as_str)
                .and_then(Color::from_name),
            entry.get(2).and_then(from_json),
        ) {
            probe.remember(k.to_string(), c, a);
        }
    }
    probe
}

type Waiting = Box<dyn FnOnce(Result<Answer, String>)>;

thread_local! {
    /// The worker (made at the first request), or why there is none.
    static WORKER: RefCell<Option<Result<web_sys::Worker, String>>> = const { RefCell::new(None) };
    /// The callers waiting, in the order of their requests (the worker answers in order).
    static WAITING: RefCell<std::collections::VecDeque<Waiting>> =
        const { RefCell::new(std::collections::VecDeque::new()) };
}

/// The absolute URL of the element's `href` (Trunk's preload links for the glue and wasm).
fn preload_url(doc: &web_sys::Document, selector: &str) -> Option<String> {
    let href = doc.query_selector(selector).ok()??.get_attribute("href")?;
    let base = doc.base_uri().ok()??;
    web_sys::Url::new_with_base(&href, &base)
        .ok()
        .map(|u| u.href())
}

fn make_worker() -> Result<web_sys::Worker, String> {
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
           try {{ const m = await ready; postMessage(m.fide_worker_analyse(e.data.key, e.data.color)); }}\n\
           catch (err) {{ postMessage(JSON.stringify({{ key: e.data.key, color: e.data.color, error: String(err) }})); }}\n\
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
        Closure::<dyn FnMut(web_sys::MessageEvent)>::new(|e: web_sys::MessageEvent| {
            let answer = e
                .data()
                .as_string()
                .ok_or_else(|| "the worker's answer is not text".to_string())
                .and_then(|t| parse_answer(&t));
            if let Some(f) = WAITING.with(|w| w.borrow_mut().pop_front()) {
                f(answer);
            }
        });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // a worker that cannot start (its script blocked, no module workers) answers nothing:
    // from then on the page analyses, starting with the requests waiting
    let on_error = Closure::<dyn FnMut(web_sys::Event)>::new(|_: web_sys::Event| {
        WORKER.with(|w| *w.borrow_mut() = Some(Err("the worker failed".into())));
        let waiting: Vec<Waiting> = WAITING.with(|w| w.borrow_mut().drain(..).collect());
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

/// Runs the full analysis of `req` and calls `done` with the answer: in the worker, or
/// on the page when there is none (after a pause, so the notice is painted first).
pub fn request(req: &AnalysisRequest, done: impl FnOnce(Result<Answer, String>) + 'static) {
    let worker = WORKER.with(|w| {
        w.borrow_mut()
            .get_or_insert_with(make_worker)
            .as_ref()
            .ok()
            .cloned()
    });
    let (key, color) = (req.0.clone(), req.1);
    if let Some(worker) = worker {
        let msg = js_sys::Object::new();
        let _ = js_sys::Reflect::set(&msg, &"key".into(), &JsValue::from_str(&key));
        let _ = js_sys::Reflect::set(&msg, &"color".into(), &color.name().into());
        let again = key.clone();
        // a worker that fails (no module workers, a blocked import) leaves it to the page
        let waiting: Waiting = Box::new(move |r| match r {
            Ok(a) => done(Ok(a)),
            Err(_) => on_page(again, color, Box::new(done)),
        });
        WAITING.with(|w| w.borrow_mut().push_back(waiting));
        if worker.post_message(&msg).is_ok() {
            return;
        }
        // not sent: answer here instead
        if let Some(waiting) = WAITING.with(|w| w.borrow_mut().pop_back()) {
            waiting(Err("not sent".into()));
        }
        return;
    }
    on_page(key, color, Box::new(done));
}

fn on_page(key: String, color: Color, done: Waiting) {
    wasm_bindgen_futures::spawn_local(async move {
        yew::platform::time::sleep(std::time::Duration::from_millis(50)).await;
        done(material::analyse_key(&key, color).map(|a| (key.clone(), color, a)));
    });
}
