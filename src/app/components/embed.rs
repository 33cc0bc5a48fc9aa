//! Chrome-less views for an iframe, and the `postMessage` bridge to the host page.
//!
//! In (host → frame): `{"type":"load","scenario":{…}}`, `{"type":"event","event":{…}}`,
//! `{"type":"move","move":"e4"}`, `{"type":"step","to":N[,"case":"demo"|"contrast"]}` and
//! `{"type":"case","case":"contrast"}` (ruling lessons: the demo or its contrast),
//! `{"type":"get-verdict"}`. Out (frame → host, `source: "fide-laws"`): `ready`, `state`,
//! `move`, `ruling`, `game-over`, `step`, `verdict`, and from the quiz `quiz-result`.

use super::demo::{event_count, DemoPlayer};
use super::not_found::not_found;
use super::play::PlayView;
use crate::app::data::lessons;
use crate::app::js::{from_js, to_js};
use crate::app::play::{Action, GameSetup, PlayState, Saved};
use crate::corpus::lesson::Case;
use crate::laws::Event as LawEvent;
use crate::laws::{Ruling, Verdict};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use yew::prelude::*;
use yew_router::prelude::*;

/// A message to the host page; every one carries `source: "fide-laws"`.
#[derive(Serialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum Out<'a> {
    Ready {
        view: &'static str,
        #[serde(skip_serializing_if = "Option::is_none")]
        id: Option<&'a str>,
    },
    Move {
        san: Option<&'a str>,
        fen: &'a str,
    },
    Ruling {
        ruling: &'a Ruling,
        edition: &'static str,
    },
    GameOver {
        result: &'static str,
        reason: Option<&'static str>,
        article: Option<String>,
        edition: &'static str,
    },
    State {
        verdict: &'a Verdict,
    },
    Verdict {
        #[serde(skip_serializing_if = "Option::is_none")]
        step: Option<usize>,
        verdict: Shown<'a>,
    },
    Step {
        step: usize,
        case: &'static str,
        verdict: &'a Value,
    },
    Error {
        error: &'a str,
    },
    /// A quiz question answered: its key, whether the choice was the engine's decision,
    /// and the score of the set so far.
    QuizResult {
        key: &'a str,
        ruling: &'a str,
        right: bool,
        chosen: usize,
        answer: usize,
        score: Score,
    },
}

/// Questions answered right, of those answered.
#[derive(Serialize, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Score {
    pub right: usize,
    pub answered: usize,
}

/// A verdict as sent: the play view's game, or a demo's output at a step.
#[derive(Serialize)]
#[serde(untagged)]
pub enum Shown<'a> {
    Game(&'a Verdict),
    Demo(&'a Value),
}

#[derive(Serialize)]
struct Envelope<'a> {
    source: &'static str,
    #[serde(flatten)]
    message: &'a Out<'a>,
}

/// Sends a message to the host page (the parent window; the page itself when not framed).
pub fn post(message: &Out) {
    let Some(w) = web_sys::window() else { return };
    let target = w.parent().ok().flatten().unwrap_or(w);
    let envelope = Envelope {
        source: "fide-laws",
        message,
    };
    if let Ok(js) = to_js(&envelope) {
        let _ = target.post_message(&js, "*");
    }
}

/// A message from the host: its type and the rest, as the host wrote them.
#[derive(Deserialize)]
struct Incoming {
    #[serde(rename = "type")]
    kind: Option<String>,
    source: Option<Value>,
    #[serde(flatten)]
    fields: serde_json::Map<String, Value>,
}

/// Listens for messages from the host while the component lives: `(type, fields)`.
#[hook]
fn use_messages(on: Callback<(String, serde_json::Map<String, Value>)>) {
    use_effect_with((), move |_| {
        let l = web_sys::window().map(|w| {
            gloo_events::EventListener::new(&w, "message", move |e| {
                let Some(e) = e.dyn_ref::<web_sys::MessageEvent>() else {
                    return;
                };
                // a message that is not an object is answered: it cannot say what it wants
                let Ok(m) = from_js::<Incoming>(e.data()) else {
                    post(&Out::Error {
                        error: "a message to the frame must be an object with a \"type\"",
                    });
                    return;
                };
                // our own messages (when not framed) are not for us
                if m.source.as_ref().and_then(Value::as_str) == Some("fide-laws") {
                    return;
                }
                match m.kind {
                    Some(kind) => on.emit((kind, m.fields)),
                    None => post(&Out::Error {
                        error: "a message to the frame needs a \"type\"",
                    }),
                }
            })
        });
        move || drop(l)
    });
}

/// The lesson's case a host names: `"demo"` or `"contrast"`.
fn case_named(name: Option<&str>) -> Result<Case, String> {
    match name {
        Some("demo") => Ok(Case::Demo),
        Some("contrast") => Ok(Case::Contrast),
        other => Err(format!(
            "unknown case \"{}\": \"demo\" or \"contrast\"",
            other.unwrap_or("")
        )),
    }
}

/// The answer to a message of a type the view does not know.
fn unknown(kind: &str) {
    post(&Out::Error {
        error: &format!("unknown message type \"{}\"", kind),
    });
}

#[derive(Deserialize, Default, PartialEq, Clone)]
struct PlayQuery {
    fen: Option<String>,
    edition: Option<String>,
    control: Option<String>,
}

fn saved_from_scenario(v: Option<&Value>) -> Result<Saved, String> {
    let mut o = v
        .and_then(Value::as_object)
        .ok_or("\"scenario\" must be an object")?
        .clone();
    o.entry("edition").or_insert_with(|| "2018".into());
    // validate before handing it to the view: a bad scenario is answered, not half-loaded
    let s = crate::laws::Scenario::from_json(&o).map_err(|e| e.to_string())?;
    crate::laws::run(&s).map_err(|e| e.to_string())?;
    Ok(Saved::from_scenario(&s, None, js_sys::Date::now()))
}

#[component]
pub fn EmbedPlay() -> Html {
    let location = use_location();
    let q: PlayQuery = location
        .as_ref()
        .and_then(|l| l.query::<PlayQuery>().ok())
        .unwrap_or_default();
    let setup = GameSetup {
        edition: q.edition.clone().unwrap_or_else(|| "2018".into()),
        fen: q.fen.clone().unwrap_or_else(|| "startpos".into()),
        control: q.control.clone(),
        clock: None,
    };
    // a bad URL gets a clear error in place, not a blank frame
    let check = PlayState::new(setup.clone(), js_sys::Date::now()).err();
    let initial = Saved::new(setup, js_sys::Date::now());
    let inbox = use_state(|| None::<(u64, Action)>);
    let last: Rc<RefCell<Option<PlayState>>> = use_mut_ref(|| None);
    // a `load` received and not yet reported: its game's moves and rulings are all news
    let loaded: Rc<RefCell<bool>> = use_mut_ref(|| false);
    {
        let inbox = inbox.clone();
        let last = last.clone();
        let loaded = loaded.clone();
        use_messages(Callback::from(
            move |(kind, m): (String, serde_json::Map<String, Value>)| {
                let n = inbox.as_ref().map_or(0, |(n, _)| n + 1);
                let now = js_sys::Date::now();
                let action = match kind.as_str() {
                    "load" => match saved_from_scenario(m.get("scenario")) {
                        Ok(s) => {
                            *loaded.borrow_mut() = true;
                            Some(Action::Load(s))
                        }
                        Err(e) => {
                            post(&Out::Error { error: &e });
                            None
                        }
                    },
                    "event" => {
                        match LawEvent::deserialize(m.get("event").unwrap_or(&Value::Null)) {
                            Ok(event) => Some(Action::Event { event, now }),
                            Err(e) => {
                                post(&Out::Error {
                                    error: &e.to_string(),
                                });
                                None
                            }
                        }
                    }
                    "move" => Some(Action::Enter {
                        text: m.get("move").and_then(Value::as_str).unwrap_or("").into(),
                        now,
                    }),
                    "get-verdict" => {
                        if let Some(s) = last.borrow().as_ref() {
                            post(&Out::Verdict {
                                step: None,
                                verdict: Shown::Game(&s.game.verdict()),
                            });
                        }
                        None
                    }
                    other => {
                        unknown(other);
                        None
                    }
                };
                if let Some(a) = action {
                    inbox.set(Some((n, a)));
                }
            },
        ));
    }
    // `ready` comes first: the board's first state is reported after it
    let announced: Rc<RefCell<bool>> = use_mut_ref(|| false);
    let announce = {
        let announced = announced.clone();
        move || {
            if !std::mem::replace(&mut *announced.borrow_mut(), true) {
                post(&Out::Ready {
                    view: "play",
                    id: None,
                });
            }
        }
    };
    let on_change = {
        let last = last.clone();
        let announce = announce.clone();
        Callback::from(move |s: PlayState| {
            announce();
            let fresh = *loaded.borrow();
            if fresh {
                if s.analysing.is_some() {
                    // the loaded game waits for the worker's analyses: nothing to report yet
                    return;
                }
                *loaded.borrow_mut() = false;
            }
            let v = s.game.verdict();
            let before = if fresh {
                None
            } else {
                last.borrow().as_ref().map(|p| p.game.verdict())
            };
            let (moves_before, rulings_before, over_before) =
                before.as_ref().map_or((0, 0, false), |b| {
                    (b.san.len(), b.rulings.len(), b.outcome.is_some())
                });
            if v.san.len() > moves_before {
                post(&Out::Move {
                    san: v.san.last().map(String::as_str),
                    fen: &v.fen,
                });
            }
            // the same JSON as the engine's protocol: the typed values serialize as it writes them
            for r in v.rulings.iter().skip(rulings_before) {
                post(&Out::Ruling {
                    ruling: r,
                    edition: v.edition.year(),
                });
            }
            if v.outcome.is_some() && !over_before {
                post(&Out::GameOver {
                    result: v.result_code(),
                    reason: v.reason_code(),
                    article: v.article_label(),
                    edition: v.edition.year(),
                });
            }
            if let Some(e) = &s.error {
                post(&Out::Error { error: e });
            }
            post(&Out::State { verdict: &v });
            *last.borrow_mut() = Some(s);
        })
    };
    use_effect_with((), move |_| announce());
    html! {
        <div class="embed" data-testid="embed-play">
            <h1 class="sr-only">{ "A game under the FIDE Laws" }</h1>
            if let Some(e) = check {
                <p class="error" role="alert" data-testid="error">{ format!("This embed's URL is not valid: {}", e) }</p>
            } else {
                <PlayView embedded=true initial={Some(initial)} on_change={Some(on_change)} inbox={inbox.as_ref().map(|(_, a)| a.clone())} inbox_seq={inbox.as_ref().map_or(0, |(n, _)| *n)} />
            }
        </div>
    }
}

#[derive(Properties, PartialEq)]
pub struct EmbedRulingProps {
    pub id: String,
}

#[component]
pub fn EmbedRuling(props: &EmbedRulingProps) -> Html {
    let step = use_state(|| None::<(u32, usize)>);
    let case = use_state(|| Case::Demo);
    let last = use_mut_ref(|| None::<(usize, Value)>);
    {
        let step = step.clone();
        let case = case.clone();
        let last = last.clone();
        let id = props.id.clone();
        use_messages(Callback::from(
            move |(kind, m): (String, serde_json::Map<String, Value>)| match kind.as_str() {
                "step" => {
                    let which = match m.get("case").and_then(Value::as_str) {
                        None => *case,
                        name => match case_named(name) {
                            Ok(c) => c,
                            Err(e) => return post(&Out::Error { error: &e }),
                        },
                    };
                    let n = event_count(&id, which);
                    // a step past the end goes to the end, and is answered with the step reached
                    let to = match m.get("to").map(|v| (v, v.as_u64())) {
                        Some((_, Some(to))) => usize::try_from(to).map_or(n, |to| to.min(n)),
                        Some((v, None)) => {
                            return post(&Out::Error {
                                error: &format!(
                                    "\"to\" must be a step, a whole number from 0 (the {}'s last is {}), found {}",
                                    which.name(),
                                    n,
                                    v
                                ),
                            })
                        }
                        None => {
                            return post(&Out::Error {
                                error: &format!(
                                    "a step needs \"to\": a whole number from 0 (the {}'s last is {})",
                                    which.name(),
                                    n
                                ),
                            })
                        }
                    };
                    // the step already shown is answered at once: the player reports only
                    // a step that changes
                    if which == *case {
                        if let Some((s, v)) = last.borrow().as_ref().filter(|(s, _)| *s == to) {
                            post(&Out::Step {
                                step: *s,
                                case: which.name(),
                                verdict: v,
                            });
                            return;
                        }
                    }
                    let seq = step.map_or(0, |(n, _)| n.wrapping_add(1));
                    case.set(which);
                    step.set(Some((seq, to)));
                }
                "case" => match case_named(m.get("case").and_then(Value::as_str)) {
                    Ok(c) => case.set(c),
                    Err(e) => post(&Out::Error { error: &e }),
                },
                "get-verdict" => {
                    if let Some((s, v)) = last.borrow().as_ref() {
                        post(&Out::Verdict {
                            step: Some(*s),
                            verdict: Shown::Demo(v),
                        });
                    }
                }
                other => unknown(other),
            },
        ));
    }
    let on_step = {
        let last = last.clone();
        let which = *case;
        Callback::from(move |(s, v): (usize, Value)| {
            post(&Out::Step {
                step: s,
                case: which.name(),
                verdict: &v,
            });
            *last.borrow_mut() = Some((s, v));
        })
    };
    let id = props.id.clone();
    use_effect_with(id.clone(), |id| {
        post(&Out::Ready {
            view: "ruling",
            id: Some(id),
        })
    });
    let c = lessons();
    let Some(r) = c.ruling(&props.id) else {
        return not_found(Some(c.unknown(&props.id)));
    };
    html! {
        <div class="embed" data-testid="embed-ruling">
            <h1 class="embed-title">{ format!("FIDE Interpretation {}", r.label) }</h1>
            <DemoPlayer key={format!("{}-{}", r.id, case.name())} id={r.id.clone()} case={*case} step={*step} on_step={Some(on_step)} embedded=true />
        </div>
    }
}
