//! The play view: board, clock, the arbiter's panel, the rulings log and the scoresheet.

use super::board::Board;
use super::clock::ClockFaces;
use super::rulings_log::RulingsLog;
use crate::app::analysis;
use crate::app::play::{now_ms, presets, Action, PlayState};
use crate::app::storage;
use crate::app::words;
use crate::notation::{fen, Notation};
use crate::Color;
use serde_json::json;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use yew::prelude::*;

fn input_value(id: &str) -> String {
    web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id(id))
        .and_then(|e| {
            e.clone()
                .dyn_into::<web_sys::HtmlInputElement>()
                .map(|i| i.value())
                .or_else(|_| {
                    e.dyn_into::<web_sys::HtmlTextAreaElement>()
                        .map(|t| t.value())
                })
                .ok()
        })
        .unwrap_or_default()
}

fn select_value(e: &Event) -> String {
    e.target_dyn_into::<web_sys::HtmlSelectElement>()
        .map(|s| s.value())
        .unwrap_or_default()
}

#[derive(Properties, PartialEq)]
pub struct PlayViewProps {
    /// Embedded: no import/export, no arbiter panel.
    #[prop_or_default]
    pub embedded: bool,
    /// A state to start from instead of the saved game (embed URLs).
    #[prop_or_default]
    pub initial: Option<crate::app::play::Saved>,
    /// Told of every change (the embed's postMessage bridge).
    #[prop_or_default]
    pub on_change: Option<Callback<PlayState>>,
    /// Actions from outside (the embed's postMessage bridge), numbered so that the same
    /// action twice is applied twice.
    #[prop_or_default]
    pub inbox: Option<Action>,
    #[prop_or_default]
    pub inbox_seq: u64,
}

#[component]
pub fn PlayView(props: &PlayViewProps) -> Html {
    let embedded = props.embedded;
    let initial = props.initial.clone();
    let state = use_reducer(move || {
        let saved = match initial {
            Some(s) => Ok(Some(s)),
            None => storage::saved(),
        };
        PlayState::start(saved, now_ms(), analysis::restored())
    });
    {
        // analyses too long for the page's thread: the worker's answers decide the action
        let state = state.clone();
        let needs = state.analysing.as_ref().map(|a| a.needs.clone());
        use_effect_with(needs, move |needs| {
            if let Some(needs) = needs.clone() {
                let answers = Rc::new(RefCell::new(Vec::new()));
                let total = needs.len();
                for req in &needs {
                    let (state, answers, asked) = (state.clone(), answers.clone(), needs.clone());
                    analysis::request(req, move |answer| {
                        let mut got = answers.borrow_mut();
                        got.push(answer);
                        if got.len() == total {
                            // an analysis that failed everywhere leaves its action undone
                            let answers = got.drain(..).filter_map(Result::ok).collect();
                            state.dispatch(Action::Analysed {
                                asked: asked.clone(),
                                answers,
                            });
                        }
                    });
                }
            }
        });
    }
    {
        let state = state.clone();
        let on_change = props.on_change.clone();
        use_effect_with((*state).clone(), move |s| {
            if !embedded {
                storage::save(s);
            }
            if let Some(cb) = on_change {
                cb.emit(s.clone());
            }
        });
    }
    {
        let state = state.clone();
        use_effect_with((props.inbox_seq, props.inbox.clone()), move |(_, a)| {
            if let Some(a) = a {
                state.dispatch(a.clone());
            }
        });
    }
    {
        // Space presses the clock (outside text fields)
        let state = state.clone();
        use_effect_with((), move |_| {
            let listener = web_sys::window().map(|w| {
                gloo_events::EventListener::new(&w, "keydown", move |e| {
                    let Some(e) = e.dyn_ref::<web_sys::KeyboardEvent>() else {
                        return;
                    };
                    let in_field = e
                        .target()
                        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                        .is_some_and(|el| {
                            matches!(el.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT")
                                || (el.tag_name() == "BUTTON" && !el.has_attribute("data-square"))
                        });
                    if e.key() == " " && !in_field {
                        e.prevent_default();
                        state.dispatch(Action::Press { now: now_ms() });
                    }
                })
            });
            move || drop(listener)
        });
    }
    let ev = {
        let state = state.clone();
        move |event: serde_json::Value| {
            let state = state.clone();
            Callback::from(move |_: MouseEvent| {
                state.dispatch(Action::Event {
                    event: event.clone(),
                    now: now_ms(),
                })
            })
        }
    };
    let g = &state.game;
    let v = g.verdict();
    let edition = state.setup.edition.clone();
    let turn = g.position().turn();
    let status = match &v.outcome {
        Some(o) => format!(
            "{} under the {} Laws, {}",
            words::outcome(o),
            v.edition.year(),
            words::citation(&o.citation)
        ),
        None => {
            let mut s = format!("{} to move", turn);
            if g.position().is_check() {
                s.push_str(", in check");
            }
            if g.is_placed() {
                s = format!("{} has moved; press the clock", turn.other());
            }
            if state.pending.is_some() {
                s = format!("{} has moved on the board; press the clock", turn);
            }
            if g.is_adjourned() {
                s = "adjourned: the sealed move is in the envelope".into();
            }
            s
        }
    };
    let on_square = {
        let state = state.clone();
        Callback::from(move |sq| {
            state.dispatch(Action::Click {
                square: sq,
                now: now_ms(),
            })
        })
    };
    let on_promote = {
        let state = state.clone();
        Callback::from(move |r: Option<crate::Role>| {
            state.dispatch(match r {
                Some(role) => Action::Promote {
                    role,
                    now: now_ms(),
                },
                None => Action::CancelPromotion,
            })
        })
    };
    let on_enter = {
        let state = state.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let text = input_value("move-input");
            if !text.trim().is_empty() {
                state.dispatch(Action::Enter {
                    text,
                    now: now_ms(),
                });
                if let Some(i) = web_sys::window()
                    .and_then(|w| w.document())
                    .and_then(|d| d.get_element_by_id("move-input"))
                    .and_then(|e| e.dyn_into::<web_sys::HtmlInputElement>().ok())
                {
                    i.set_value("");
                }
            }
        })
    };
    let clock = g.clock().map(|c| {
        let now = g.now();
        let on_press = {
            let state = state.clone();
            Callback::from(move |_c: Color| state.dispatch(Action::Press { now: now_ms() }))
        };
        let running = if g.is_over() { None } else { c.running() };
        html! {
            <ClockFaces white_ms={c.remaining(Color::White, now)} black_ms={c.remaining(Color::Black, now)}
                running={running} anchor={state.last_ts} moves={(c.moves(Color::White), c.moves(Color::Black))}
                flags={v.clock.as_ref().map(|t| t.flags.clone()).unwrap_or_default()} flipped={state.flipped}
                on_press={Some(on_press)} />
        }
    });
    let promotion = state.promotion.map(|(_, to)| (to, turn == Color::White));
    let sheet = state.scoresheet();
    let start_black = fen::parse(&state.setup.fen)
        .map(|p| p.turn() == Color::Black)
        .unwrap_or(false);
    let offers = state.offers.clone();
    let side_buttons = |c: Color| {
        let name = c.name();
        html! {
            <div class="side-actions" data-side={name}>
                <span class="side-name">{ c.to_string() }</span>
                <button type="button" data-testid={format!("offer-{name}")} onclick={ev(json!({ "offer": name }))}>{ "Offer draw" }</button>
                <button type="button" data-testid={format!("accept-{name}")} disabled={g.standing_offer() != Some(c.other())} onclick={ev(json!({ "accept": name }))}>{ "Accept" }</button>
                <button type="button" data-testid={format!("decline-{name}")} disabled={g.standing_offer() != Some(c.other())} onclick={ev(json!({ "decline": name }))}>{ "Decline" }</button>
                <button type="button" data-testid={format!("resign-{name}")} onclick={ev(json!({ "resign": name }))}>{ "Resign" }</button>
                if g.clock().is_some() {
                    <button type="button" data-testid={format!("flag-{}", c.other().name())} onclick={ev(json!({ "flag": c.other().name() }))}>{ format!("Claim {}'s flag", c.other()) }</button>
                }
            </div>
        }
    };
    let claim = |kind: &'static str| {
        let state = state.clone();
        Callback::from(move |_: MouseEvent| {
            let intended = input_value("intended-move");
            let mut e = json!({ "claim": kind });
            if !intended.trim().is_empty() {
                e["move"] = json!(intended.trim());
            }
            state.dispatch(Action::Event {
                event: e,
                now: now_ms(),
            });
        })
    };
    let seal = {
        let state = state.clone();
        Callback::from(move |_: MouseEvent| {
            let text = input_value("move-input");
            state.dispatch(Action::Event {
                event: json!({ "seal": text.trim() }),
                now: now_ms(),
            });
        })
    };
    let editions = ["1977", "1980", "1993", "2018"];
    html! {
        <section class={classes!("play", embedded.then_some("embedded"))} aria-label="play">
            <div class="board-col">
                <Board squares={state.squares()} selected={state.selected} dests={state.dests()}
                    last_move={state.last_move()} check={state.check()} flipped={state.flipped}
                    promotion={promotion} on_square={on_square} on_promote={on_promote} />
                { for clock }
            </div>
            <aside class="panel">
                <p class="status" data-testid="status">{ status }</p>
                <div class="sr-only" role="status" aria-live="polite" data-testid="announce">
                    { announce(&v, state.events.len()) }
                </div>
                if let Some(e) = &state.error {
                    <p class="error" role="alert" data-testid="error">{ e }</p>
                }
                if state.analysing.is_some() {
                    <p class="analysing" role="status" data-testid="analysing">
                        { "The arbiter's analysis: can either player still checkmate by some series of legal moves? This position needs a long search; the game goes on when it is done." }
                    </p>
                }
                <form class="move-entry" onsubmit={on_enter}>
                    <label for="move-input">{ "Move (any notation)" }</label>
                    <input id="move-input" name="move" autocomplete="off" spellcheck="false" data-testid="move-input" />
                    <button type="submit">{ "Play" }</button>
                </form>
                <fieldset class="settings">
                    <legend>{ "Laws and clock" }</legend>
                    <label>{ "Edition " }
                        <select data-testid="edition" onchange={ let state = state.clone(); Callback::from(move |e: Event| state.dispatch(Action::SetEdition(select_value(&e)))) }>
                            { for editions.iter().map(|e| html! { <option value={*e} selected={*e == edition}>{ format!("FIDE Laws {}", e) }</option> }) }
                        </select>
                    </label>
                    <label>{ "Time control " }
                        <select data-testid="control" onchange={ let state = state.clone(); Callback::from(move |e: Event| state.dispatch(Action::SetControl(select_value(&e)))) }>
                            <option value="none" selected={state.setup.control.is_none()}>{ "no clock" }</option>
                            { for presets(&edition).iter().map(|(c, label)| html! {
                                <option value={*c} selected={state.setup.control.as_deref() == Some(*c)}>{ format!("{} ({})", label, c) }</option>
                            }) }
                            if let Some(c) = state.setup.control.as_ref().filter(|c| !presets(&edition).iter().any(|(p, _)| p == *c)) {
                                <option value={c.clone()} selected=true>{ c.clone() }</option>
                            }
                        </select>
                    </label>
                    <form class="inline" onsubmit={ let state = state.clone(); Callback::from(move |e: SubmitEvent| { e.prevent_default(); state.dispatch(Action::SetControl(input_value("control-input"))); }) }>
                        <label for="control-input">{ "or type one" }</label>
                        <input id="control-input" data-testid="control-input" placeholder="40/5400+30:1800+30" />
                        <button type="submit">{ "Set" }</button>
                    </form>
                    <label class="check"><input type="checkbox" data-testid="touch-move" checked={state.touch_move}
                        onchange={ let state = state.clone(); Callback::from(move |_| state.dispatch(Action::ToggleTouchMove)) } />{ " touch-move (a click touches the piece)" }</label>
                    <label class="check"><input type="checkbox" data-testid="physical" checked={state.physical}
                        onchange={ let state = state.clone(); Callback::from(move |_| state.dispatch(Action::TogglePhysical)) } />{ " physical board (any move; judged at the clock)" }</label>
                    <button type="button" data-testid="flip" onclick={ let state = state.clone(); Callback::from(move |_| state.dispatch(Action::Flip)) }>{ "Flip board" }</button>
                </fieldset>
                <fieldset class="actions">
                    <legend>{ "Claims, offers, results" }</legend>
                    <label for="intended-move">{ "Intended move for a claim" }</label>
                    <input id="intended-move" data-testid="intended" placeholder="e.g. Nf3 (optional)" />
                    <button type="button" data-testid="claim-repetition" onclick={claim("repetition")}>{ "Claim repetition" }</button>
                    <button type="button" data-testid="claim-fifty" onclick={claim("fifty")}>{ "Claim 50 moves" }</button>
                    { side_buttons(Color::White) }
                    { side_buttons(Color::Black) }
                    if !embedded && edition != "2018" {
                        <div class="adjourn">
                            <button type="button" data-testid="seal" onclick={seal}>{ "Seal the move in the box" }</button>
                            <button type="button" data-testid="resume" disabled={!g.is_adjourned()} onclick={ev(json!({ "resume": true }))}>{ "Open the envelope" }</button>
                        </div>
                    }
                    if !embedded && g.clock().is_some() {
                        <div class="arbiter">
                            <span>{ "Arbiter: " }</span>
                            <button type="button" data-testid="arbiter-stop" onclick={ev(json!({ "arbiter": "stop" }))}>{ "Stop clock" }</button>
                            <button type="button" data-testid="arbiter-start" onclick={ev(json!({ "arbiter": "start" }))}>{ "Start clock" }</button>
                            <button type="button" data-testid="arbiter-add-white" onclick={ev(json!({ "arbiter": { "add_ms": { "white": 120000 } } }))}>{ "+2 min White" }</button>
                            <button type="button" data-testid="arbiter-add-black" onclick={ev(json!({ "arbiter": { "add_ms": { "black": 120000 } } }))}>{ "+2 min Black" }</button>
                            <form class="inline" onsubmit={ let state = state.clone(); Callback::from(move |e: SubmitEvent| {
                                e.prevent_default();
                                state.dispatch(Action::SetMoves { white: input_value("moves-white"), black: input_value("moves-black"), now: now_ms() });
                            }) }>
                                <label for="moves-white">{ "Move counters: White" }</label>
                                <input id="moves-white" data-testid="moves-white" inputmode="numeric" size="3" value={g.clock().map_or(0, |c| c.moves(Color::White)).to_string()} />
                                <label for="moves-black">{ "Black" }</label>
                                <input id="moves-black" data-testid="moves-black" inputmode="numeric" size="3" value={g.clock().map_or(0, |c| c.moves(Color::Black)).to_string()} />
                                <button type="submit" data-testid="arbiter-moves">{ "Correct" }</button>
                            </form>
                        </div>
                    }
                </fieldset>
                <RulingsLog rulings={v.rulings.clone()} />
                <section class="scoresheet" aria-label="scoresheet">
                    <h2>{ "Scoresheet" }</h2>
                    <label>{ "Notation " }
                        <select data-testid="notation" onchange={ let state = state.clone(); Callback::from(move |e: Event| {
                            if let Some(n) = Notation::from_name(&select_value(&e)) { state.dispatch(Action::SetNotation(n)) }
                        }) }>
                            { for Notation::ALL.iter().map(|n| html! { <option value={n.name()} selected={*n == state.notation}>{ notation_label(*n) }</option> }) }
                        </select>
                    </label>
                    <ol class="moves" data-testid="moves" start="1">
                        { for sheet.iter().enumerate().map(|(i, m)| {
                            let ply = i + 1 + usize::from(start_black);
                            let offer = offers.contains(&(i + 1));
                            html! { <li data-ply={ply.to_string()}>{ m }{ if offer { " (=)" } else { "" } }</li> }
                        }) }
                    </ol>
                    <p class="result" data-testid="result">{ words::result(v.outcome.as_ref()) }</p>
                </section>
                if !embedded {
                    <ImportExport pgn={state.pgn()} fen={v.fen.clone()} on_action={ let state = state.clone(); Callback::from(move |a| state.dispatch(a)) } />
                    <button type="button" onclick={ let state = state.clone(); Callback::from(move |_| state.dispatch(Action::Reset { now: now_ms() })) }>{ "New game" }</button>
                }
            </aside>
        </section>
    }
}

/// What the live region says: the last ruling when the game is over or the last of the
/// `events` caused it (a refused action too), else the last move.
fn announce(v: &crate::laws::Verdict, events: usize) -> String {
    let last = v.rulings.last();
    let news =
        v.outcome.is_some() || v.san.is_empty() || last.is_some_and(|r| r.event + 1 == events);
    match (last, v.san.last()) {
        (Some(r), _) if news => format!("{}: {}", r.citation, r.decision),
        (_, Some(m)) => format!(
            "{} played {}",
            if v.san.len() % 2 == 1 {
                "White"
            } else {
                "Black"
            },
            m
        ),
        (_, None) => String::new(),
    }
}

fn notation_label(n: Notation) -> &'static str {
    match n {
        Notation::San => "algebraic (SAN)",
        Notation::Figurine => "figurine",
        Notation::Lan => "long algebraic",
        Notation::Uci => "UCI",
        Notation::Descriptive => "descriptive",
        Notation::Correspondence => "correspondence (numeric)",
        Notation::Telecom => "telecommunication (Uedemann)",
    }
}

#[derive(Properties, PartialEq)]
struct IoProps {
    pgn: String,
    fen: String,
    on_action: Callback<Action>,
}

/// PGN and FEN import (errors in place, the game untouched) and export (copy, download).
#[component]
fn ImportExport(props: &IoProps) -> Html {
    let import = |fen: bool| {
        let cb = props.on_action.clone();
        Callback::from(move |_: MouseEvent| {
            let text = input_value("import-text");
            cb.emit(if fen {
                Action::ImportFen(text)
            } else {
                Action::ImportPgn(text)
            });
        })
    };
    let href = format!(
        "data:application/x-chess-pgn;charset=utf-8,{}",
        String::from(js_sys::encode_uri_component(&props.pgn))
    );
    let copy = {
        let pgn = props.pgn.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(w) = web_sys::window() {
                let _ = w.navigator().clipboard().write_text(&pgn);
            }
        })
    };
    html! {
        <section class="io" aria-label="import and export">
            <h2>{ "Import and export" }</h2>
            <label for="import-text">{ "Paste a FEN or a PGN" }</label>
            <textarea id="import-text" data-testid="import-text" rows="3" />
            <button type="button" data-testid="import-fen" onclick={import(true)}>{ "Load FEN" }</button>
            <button type="button" data-testid="import-pgn" onclick={import(false)}>{ "Load PGN" }</button>
            <p><label>{ "FEN " }<input readonly=true value={props.fen.clone()} data-testid="export-fen" /></label></p>
            <textarea readonly=true rows="4" data-testid="export-pgn" aria-label="the game as PGN" value={props.pgn.clone()} />
            <button type="button" onclick={copy}>{ "Copy PGN" }</button>
            <a href={href} download="game.pgn" data-testid="download-pgn">{ "Download PGN" }</a>
        </section>
    }
}
