//! Chrome-less views for an iframe, and the `postMessage` bridge to the host page.
//!
//! In (host → frame): `{"type":"load","scenario":{…}}`, `{"type":"event","event":{…}}`,
//! `{"type":"move","move":"e4"}`, `{"type":"step","to":N}` (ruling demos),
//! `{"type":"get-verdict"}`. Out (frame → host, `source: "fide-laws"`): `ready`, `state`,
//! `move`, `ruling`, `game-over`, `step`, `verdict`.

use super::demo::DemoPlayer;
use super::not_found::NotFound;
use super::play_view::PlayView;
use crate::app::data::corpus;
use crate::app::play::{Action, PlayState, Saved, Setup};
use serde::Deserialize;
use serde_json::{json, Value};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use yew::prelude::*;
use yew_router::prelude::*;

/// Sends a message to the host page (the parent window; the page itself when not framed).
pub fn post(mut msg: Value) {
    msg["source"] = json!("fide-laws");
    let Some(w) = web_sys::window() else { return };
    let target = w.parent().ok().flatten().unwrap_or(w);
    // through the browser's own JSON, so no second serializer ships in the wasm
    if let Ok(js) = js_sys::JSON::parse(&msg.to_string()) {
        let _ = target.post_message(&js, "*");
    }
}

/// Listens for messages from the host while the component lives.
#[hook]
fn use_messages(on: Callback<Value>) {
    use_effect_with((), move |_| {
        let l = web_sys::window().map(|w| {
            gloo_events::EventListener::new(&w, "message", move |e| {
                let Some(e) = e.dyn_ref::<web_sys::MessageEvent>() else {
                    return;
                };
                let Some(text) = js_sys::JSON::stringify(&e.data())
                    .ok()
                    .and_then(|s| s.as_string())
                else {
                    return;
                };
                let Ok(v) = serde_json::from_str::<Value>(&text) else {
                    return;
                };
                // our own messages (when not framed) are not for us
                if v.get("source").and_then(Value::as_str) == Some("fide-laws")
                    || v.get("type").is_none()
                {
                    return;
                }
                on.emit(v);
            })
        });
        move || drop(l)
    });
}

#[derive(Deserialize, Default, PartialEq, Clone)]
struct PlayQuery {
    fen: Option<String>,
    edition: Option<String>,
    control: Option<String>,
}

fn saved_from_scenario(v: &Value) -> Result<Saved, String> {
    let mut o = v
        .as_object()
        .ok_or("\"scenario\" must be an object")?
        .clone();
    o.entry("edition").or_insert_with(|| json!("2018"));
    // validate before handing it to the view: a bad scenario is answered, not half-loaded
    let s = crate::laws::Scenario::from_json(&o).map_err(|e| e.to_string())?;
    crate::laws::run(&s).map_err(|e| e.to_string())?;
    Ok(Saved::from_scenario(v, None, js_sys::Date::now()))
}

#[component]
pub fn EmbedPlay() -> Html {
    let location = use_location();
    let q: PlayQuery = location
        .as_ref()
        .and_then(|l| l.query::<PlayQuery>().ok())
        .unwrap_or_default();
    let setup = Setup {
        edition: q.edition.clone().unwrap_or_else(|| "2018".into()),
        fen: q.fen.clone().unwrap_or_else(|| "startpos".into()),
        control: q.control.clone(),
    };
    // a bad URL gets a clear error in place, not a blank frame
    let check = PlayState::new(setup.clone(), js_sys::Date::now()).err();
    let initial = Saved {
        setup,
        events: Vec::new(),
        last_ts: js_sys::Date::now(),
        touch_move: false,
        physical: false,
        flipped: false,
        notation: None,
    };
    let inbox = use_state(|| None::<(u64, Action)>);
    let last: Rc<RefCell<Option<PlayState>>> = use_mut_ref(|| None);
    {
        let inbox = inbox.clone();
        let last = last.clone();
        use_messages(Callback::from(move |m: Value| {
            let n = inbox.as_ref().map_or(0, |(n, _)| n + 1);
            let now = js_sys::Date::now();
            let action = match m["type"].as_str() {
                Some("load") => match saved_from_scenario(&m["scenario"]) {
                    Ok(s) => Some(Action::Load(s)),
                    Err(e) => {
                        post(json!({ "type": "error", "error": e }));
                        None
                    }
                },
                Some("event") => Some(Action::Event {
                    event: m["event"].clone(),
                    now,
                }),
                Some("move") => Some(Action::Enter {
                    text: m["move"].as_str().unwrap_or("").into(),
                    now,
                }),
                Some("get-verdict") => {
                    if let Some(s) = last.borrow().as_ref() {
                        post(json!({ "type": "verdict", "verdict": s.game.verdict() }));
                    }
                    None
                }
                Some(other) => {
                    post(
                        json!({ "type": "error", "error": format!("unknown message type {:?}", other) }),
                    );
                    None
                }
                None => None,
            };
            if let Some(a) = action {
                inbox.set(Some((n, a)));
            }
        }));
    }
    let on_change = {
        let last = last.clone();
        Callback::from(move |s: PlayState| {
            let v = s.game.verdict();
            let before = last.borrow().as_ref().map(|p| p.game.verdict());
            let (moves_before, rulings_before, over_before) =
                before.as_ref().map_or((0, 0, false), |b| {
                    (b.san.len(), b.rulings.len(), b.outcome.is_some())
                });
            if v.san.len() > moves_before {
                post(json!({ "type": "move", "san": v.san.last(), "fen": v.fen }));
            }
            // the same JSON as the engine's protocol: the typed values serialize as it writes them
            for r in v.rulings.iter().skip(rulings_before) {
                post(json!({ "type": "ruling", "ruling": r, "edition": v.edition.year() }));
            }
            if v.outcome.is_some() && !over_before {
                post(json!({
                    "type": "game-over",
                    "result": v.result_code(),
                    "reason": v.reason_code(),
                    "article": v.article_label(),
                    "edition": v.edition.year(),
                }));
            }
            if let Some(e) = &s.error {
                post(json!({ "type": "error", "error": e }));
            }
            post(json!({ "type": "state", "verdict": v }));
            *last.borrow_mut() = Some(s);
        })
    };
    use_effect_with((), |_| post(json!({ "type": "ready", "view": "play" })));
    html! {
        <div class="embed" data-testid="embed-play">
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
    let step = use_state(|| None::<usize>);
    let last = use_mut_ref(|| None::<(usize, Value)>);
    {
        let step = step.clone();
        let last = last.clone();
        use_messages(Callback::from(move |m: Value| match m["type"].as_str() {
            Some("step") => step.set(m["to"].as_u64().map(|n| n as usize)),
            Some("get-verdict") => {
                if let Some((s, v)) = last.borrow().as_ref() {
                    post(json!({ "type": "verdict", "step": s, "verdict": v }));
                }
            }
            Some(other) => post(
                json!({ "type": "error", "error": format!("unknown message type {:?}", other) }),
            ),
            None => {}
        }));
    }
    let on_step = {
        let last = last.clone();
        Callback::from(move |(s, v): (usize, Value)| {
            post(json!({ "type": "step", "step": s, "verdict": v }));
            *last.borrow_mut() = Some((s, v));
        })
    };
    let id = props.id.clone();
    use_effect_with(id.clone(), |id| {
        post(json!({ "type": "ready", "view": "ruling", "id": id }))
    });
    let c = corpus();
    let Some(r) = c.ruling(&props.id) else {
        return html! { <NotFound what={c.unknown(&props.id)} /> };
    };
    html! {
        <div class="embed" data-testid="embed-ruling">
            <h1 class="embed-title">{ format!("FIDE Interpretation {}", r.label) }</h1>
            <DemoPlayer key={r.id.clone()} id={r.id.clone()} step={*step} on_step={Some(on_step)} embedded=true />
        </div>
    }
}
