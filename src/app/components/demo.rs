//! A ruling's lesson: its demo, and its contrast ("What if …?"), each a case the laws
//! engine replays event by event (a game) or a model computes (read from `data/models.json`,
//! which the models wrote: `corpus::lesson`). Step forward and back:
//! each event is told in words (`laws::narrate`), the engine's rulings appear as they
//! happen, and the decisive ruling (the one citing the ruling itself) is marked. The stored
//! expectation is never shown.

use super::board::{board, BoardProps, Pressed};
use super::rulings_log::{cite, rulings_log, RulingsLogProps};
use crate::app::data::lessons;
use crate::app::play::Saved;
use crate::app::route::Route;
use crate::app::words;
use crate::clock::format_ms;
use crate::competition::view::{flag, list, text};
use crate::corpus::lesson::Case;
use crate::laws::articles::model_citation;
use crate::laws::narrate::narrate;
use crate::laws::{replay, FullAnalysis, Game, Scenario};
use crate::{Color, Square};
use serde_json::Value;
use yew::prelude::*;
use yew_router::prelude::*;

/// A demo's scenario, read as the laws engine reads it.
fn scenario_of(v: &Value) -> Result<Scenario, String> {
    let o = v.as_object().ok_or("the scenario is not an object")?;
    Scenario::from_json(o).map_err(|e| e.to_string())
}

/// How many events a ruling's demo or contrast has (its steps run from 0 to that); 0 for a
/// model, which has no events.
pub fn event_count(id: &str, case: Case) -> usize {
    lessons()
        .case(id, case)
        .ok()
        .filter(|(_, d)| d.kind == "game")
        .and_then(|(_, d)| scenario_of(&d.scenario).ok())
        .map_or(0, |s| s.events.len())
}

/// A verdict's JSON with each ruling marked `decisive` as in the full run.
fn mark_decisive(mut v: Value, decisive: &[(u64, String)]) -> Value {
    if let Some(list) = v.get_mut("rulings").and_then(Value::as_array_mut) {
        for x in list {
            let key = (
                x.get("event").and_then(Value::as_u64).unwrap_or(u64::MAX),
                x.get("article")
                    .and_then(Value::as_str)
                    .unwrap_or("")
                    .to_string(),
            );
            if let Value::Object(o) = x {
                o.insert("decisive".into(), Value::Bool(decisive.contains(&key)));
            }
        }
    }
    v
}

#[derive(Properties, PartialEq)]
pub struct DemoProps {
    pub id: String,
    /// The demo, or the contrast.
    #[prop_or(Case::Demo)]
    pub case: Case,
    /// Embedded: the step is driven from outside too, as (request number, step): each
    /// request moves the player, even to a step asked for before.
    #[prop_or_default]
    pub step: Option<(u32, usize)>,
    /// Told the step and the engine's verdict at it (rulings marked `decisive`).
    #[prop_or_default]
    pub on_step: Option<Callback<(usize, Value)>>,
    #[prop_or_default]
    pub embedded: bool,
}

#[component]
pub fn DemoPlayer(props: &DemoProps) -> Html {
    // hooks first, in the same order on every render
    // an embed's first step is the one the host asked for: reported once, not 0 and then it
    let step = {
        let (id, case, asked) = (props.id.clone(), props.case, props.step);
        use_state(move || asked.map_or(0, |(_, s)| s.min(event_count(&id, case))))
    };
    let navigator = use_navigator();
    // after a step the newest ruling is brought into view (on a phone it is below the
    // board, the step controls stay at the screen's foot): not on the first render
    let section = use_node_ref();
    let stepped = use_mut_ref(|| false);
    {
        let section = section.clone();
        use_effect_with(*step, move |_| {
            if std::mem::replace(&mut *stepped.borrow_mut(), true) {
                newest_into_view(&section);
            }
        });
    }
    let c = lessons();
    let case = props.case;
    let demo = c.case(&props.id, case).ok().map(|(_, d)| d);
    let is_game = demo.is_some_and(|d| d.kind == "game");
    let scenario = demo.filter(|_| is_game).map(|d| scenario_of(&d.scenario));
    // the full run: its decisive rulings (event, citation), and a model's output
    let run = use_memo((props.id.clone(), case), |(id, case)| {
        let c = lessons();
        c.run_case_with(id, *case, &|i, cs, d| c.stored_model(i, cs, d))
    });
    let decisive: Vec<(u64, String)> = match run.as_ref() {
        Ok(r) => r
            .decisive_ruling()
            .into_iter()
            .map(|x| {
                (
                    x.get("event").and_then(Value::as_u64).unwrap_or(u64::MAX),
                    x.get("article")
                        .and_then(Value::as_str)
                        .unwrap_or("")
                        .to_string(),
                )
            })
            .collect(),
        Err(_) => Vec::new(),
    };
    let told = use_memo((props.id.clone(), case), |(id, case)| {
        lessons()
            .case(id, *case)
            .ok()
            .and_then(|(_, d)| scenario_of(&d.scenario).ok())
            .map(|s| narrate(&s, &mut FullAnalysis))
            .unwrap_or_default()
    });
    let n = match &scenario {
        Some(Ok(s)) => s.events.len(),
        _ => 0,
    };
    {
        let step = step.clone();
        use_effect_with(props.step, move |s| {
            if let Some((_, s)) = s {
                step.set((*s).min(n));
            }
        });
    }
    // the game after the first `step` events
    let game = scenario.as_ref().map(|s| {
        let s = s.as_ref().map_err(Clone::clone)?;
        replay(s, *step, &mut FullAnalysis).map_err(|e| e.to_string())
    });
    {
        let on_step = props.on_step.clone();
        let verdict = match (&game, demo) {
            (Some(Ok(g)), _) => Some(mark_decisive(
                crate::json::value(&g.verdict()).unwrap_or(Value::Null),
                &decisive,
            )),
            (None, Some(_)) => run.as_ref().as_ref().ok().map(|r| r.verdict.clone()),
            _ => None,
        };
        use_effect_with((*step, verdict), move |(s, v)| {
            if let (Some(cb), Some(v)) = (on_step, v) {
                cb.emit((*s, v.clone()));
            }
        });
    }
    let Some(demo) = demo else {
        return html! {};
    };
    let (heading, label) = match case {
        Case::Demo => ("The ruling's case", "the ruling's case"),
        Case::Contrast => ("What if …?", "what if"),
    };
    let edition = match (&scenario, run.as_ref()) {
        (Some(Ok(s)), _) => s.edition.year(),
        (_, Ok(r)) => r.edition.year(),
        _ => "",
    };
    if !is_game {
        // the model's answer, its decisive rulings marked by the full run
        let model = run.as_ref().as_ref().map(|r| &r.verdict);
        return html! {
            <section class={classes!("demo", (case == Case::Contrast).then_some("contrast"))} aria-label={label} data-testid="demo" data-case={case.name()}>
                <h2>{ format!("{heading} · FIDE Laws {edition}") }</h2>
                <p class="caption">{ demo.caption.clone() }</p>
                { model_view(&demo.kind, model) }
            </section>
        };
    }
    let game = game.unwrap_or_else(|| Err("no scenario".into()));
    let go = |to: usize| {
        let step = step.clone();
        Callback::from(move |_: MouseEvent| step.set(to.min(n)))
    };
    let start = scenario
        .as_ref()
        .and_then(|s| s.as_ref().ok())
        .map_or_else(|| "startpos".to_string(), |s| s.fen.clone());
    let play_on = {
        let scenario = scenario.and_then(Result::ok);
        let at = *step;
        let navigator = navigator.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(scenario) = &scenario {
                let saved = Saved::from_scenario(scenario, Some(at), js_sys::Date::now());
                crate::app::storage::replace_saved(&saved);
            }
            if let Some(nav) = &navigator {
                nav.push(&Route::Play);
            }
        })
    };
    let body = match &game {
        Err(e) => {
            html! { <p class="error" role="alert">{ format!("This case cannot be played: {}", e) }</p> }
        }
        Ok(g) => {
            let v = g.verdict();
            let shown_decisive: Vec<(usize, String)> = decisive
                .iter()
                .map(|(e, a)| (*e as usize, a.clone()))
                .collect();
            html! {
                <div class="demo-body">
                    { position_view(g, &start) }
                    <div class="demo-side">
                        <ol class="demo-events" data-testid="demo-events">
                            { for told.iter().enumerate().map(|(i, e)| html! {
                                <li class={classes!((i < *step).then_some("done"), (i + 1 == *step).then_some("current"), (i >= *step).then_some("todo"))}>{ e.clone() }</li>
                            }) }
                        </ol>
                        { rulings_log(&RulingsLogProps {
                            rulings: v.rulings.clone(),
                            decisive: shown_decisive,
                            title: Some("The arbiter's rulings".to_string()),
                            embedded: props.embedded,
                            label: Some(format!("the arbiter's rulings in {label}")),
                        }) }
                        <p class="verdict" data-testid="demo-verdict" aria-live="polite">
                            { match &v.outcome {
                                None => "The game goes on".to_string(),
                                Some(o) => words::outcome(o),
                            } }
                            if let Some(o) = &v.outcome {
                                { " — " }{ cite(&o.citation) }
                            }
                        </p>
                    </div>
                </div>
            }
        }
    };
    html! {
        <section ref={section} class={classes!("demo", (case == Case::Contrast).then_some("contrast"))} aria-label={label} data-testid="demo" data-case={case.name()}>
            <h2>{ format!("{heading} · FIDE Laws {edition}") }</h2>
            <p class="caption">{ demo.caption.clone() }</p>
            <div class="stepper" role="toolbar" aria-label={format!("step through {label}")}>
                <button type="button" data-testid="demo-start" onclick={go(0)} disabled={*step == 0}>{ "« Start" }</button>
                <button type="button" data-testid="demo-prev" onclick={go(step.saturating_sub(1))} disabled={*step == 0}>{ "◀ Back" }</button>
                <span data-testid="demo-step">{ format!("event {} of {}", *step, n) }</span>
                <button type="button" data-testid="demo-next" onclick={go(*step + 1)} disabled={*step >= n}>{ "Forward ▶" }</button>
                <button type="button" data-testid="demo-end" onclick={go(n)} disabled={*step >= n}>{ "End »" }</button>
                if !props.embedded {
                    <button type="button" data-testid="play-on" onclick={play_on}>{ "Play on from here" }</button>
                }
            </div>
            { body }
        </section>
    }
}

/// A game as a demo shows it: the board, the clock (when the game has one) and who moves.
/// Scrolls the page, if need be, so that the newest ruling of the lesson in `section` (or
/// the verdict, before any ruling) is on the screen.
fn newest_into_view(section: &NodeRef) {
    let Some(el) = section.cast::<web_sys::Element>() else {
        return;
    };
    let options = web_sys::ScrollIntoViewOptions::new();
    options.set_block(web_sys::ScrollLogicalPosition::Nearest);
    let find = |selector: &str| el.query_selector(selector).ok().flatten();
    // the event just told (its list may scroll on its own), then the newest ruling
    let rulings = find("[data-testid=rulings] li:last-child");
    for target in [
        find(".demo-events li.current"),
        rulings.or_else(|| find("[data-testid=demo-verdict]")),
    ]
    .into_iter()
    .flatten()
    {
        target.scroll_into_view_with_scroll_into_view_options(&options);
    }
}

/// The board after the moves of a game from `start` (its FEN), the last move marked, the
/// clock and who is to move.
pub fn position_view(g: &Game, start: &str) -> Html {
    let v = g.verdict();
    let squares: Vec<Option<char>> = Square::all()
        .map(|s| g.position().board().piece_at(s).map(|p| p.char()))
        .collect();
    let running = g.clock().and_then(|c| c.running());
    let clock = v.clock.as_ref().map(|t| {
        let face = |c: Color, ms: u64| {
            let fallen = t.flags.contains(&c.name());
            html! {
                <div class={classes!("face", (running == Some(c)).then_some("running"), fallen.then_some("fallen"))}
                    data-testid={format!("demo-clock-{}", c.name())}>
                    <span class="who">{ c.to_string() }</span>
                    <span class="time">{ format_ms(ms as i64, 20_000) }</span>
                    if fallen { <span class="flag">{ "flag fallen" }</span> }
                </div>
            }
        };
        html! {
            <div class="demo-clock" role="group" data-testid="demo-clock" aria-label="the clock">
                { face(Color::White, t.white_ms) }{ face(Color::Black, t.black_ms) }
            </div>
        }
    });
    let check = g
        .position()
        .is_check()
        .then(|| g.position().board().king_of(g.position().turn()))
        .flatten();
    html! {
        <div class="demo-board">
            { board(&BoardProps {
                squares,
                read_only: true,
                check,
                last_move: crate::session::last_move(start, g.san()),
                ..BoardProps::default()
            }, &Pressed::default()) }
            { for clock }
            <p class="to-move">{ if g.is_over() { "The game is over.".to_string() } else { format!("{} to move.", g.position().turn()) } }</p>
        </div>
    }
}

/// A model's citation by the label its output writes, linked as the engine's rulings are.
fn cite_label(label: &str) -> Html {
    match model_citation(label) {
        Some(c) => cite(&c),
        None => html! { <span class="cite">{ label.to_string() }</span> },
    }
}

/// A model's rulings, each with its citation, the decisive ones marked.
fn model_rulings_view(rulings: &[Value]) -> Html {
    if rulings.is_empty() {
        return html! {};
    }
    html! {
        <div class="rulings-log">
            <h3>{ "The rulings" }</h3>
            <ol data-testid="rulings">
                { for rulings.iter().map(|x| {
                    let d = flag(x, "decisive");
                    html! {
                        <li class={classes!(d.then_some("decisive"))} data-article={text(x, "article")} data-decisive={d.to_string()}>
                            { cite_label(&text(x, "article")) }{ ": " }<span class="decision">{ text(x, "decision") }</span>
                            if d { <span class="badge">{ "decisive" }</span> }
                        </li>
                    }
                }) }
            </ol>
        </div>
    }
}

/// A model's output as the blocks under its `view` give it (headings, paragraphs, tables and
/// lists: `competition::view`, whose words are data in `models.json`), then its rulings.
fn model_view(kind: &str, out: Result<&Value, &String>) -> Html {
    let m = match out {
        Ok(m) => m,
        Err(e) => return html! { <p class="error" role="alert">{ e.clone() }</p> },
    };
    let cell = |c: &Value| c.as_str().unwrap_or_default().to_string();
    let block = |b: &Value| -> Html {
        if b.get("h").is_some() {
            html! { <h3>{ text(b, "h") }</h3> }
        } else if b.get("p").is_some() {
            html! { <p class={classes!(flag(b, "ruling").then_some("model-ruling"))}>{ text(b, "p") }</p> }
        } else if b.get("table").is_some() {
            let points = b.get("points").and_then(Value::as_u64);
            html! {
                <table class={text(b, "table")}>
                    <thead><tr>{ for list(b, "head").iter().map(|c| html! { <th>{ cell(c) }</th> }) }</tr></thead>
                    <tbody>{ for list(b, "rows").iter().map(|r| html! {
                        <tr class={classes!(flag(r, "struck").then_some("struck"))} data-player={r.get("player").map(cell)}>
                            { for list(r, "cells").iter().zip(0..).map(|(c, i)| html! {
                                <td class={classes!((points == Some(i)).then_some("points"))}>{ cell(c) }</td>
                            }) }
                        </tr>
                    }) }</tbody>
                </table>
            }
        } else if b.get("ol").is_some() {
            html! { <ol class={text(b, "ol")}>{ for list(b, "items").iter().map(|x| html! { <li>{ cell(x) }</li> }) }</ol> }
        } else {
            html! {
                <ul class="findings" data-testid="findings">
                    { for list(b, "checks").iter().map(|f| {
                        let ok = flag(f, "ok");
                        let rule = text(f, "rule");
                        html! {
                            <li class={if ok { "ok" } else { "not-ok" }}>
                                { if ok { "✓ " } else { "✗ " } }
                                if !rule.is_empty() { <strong>{ format!("{rule}: ") }</strong> }
                                { text(f, "text") }
                            </li>
                        }
                    }) }
                </ul>
            }
        }
    };
    html! {
        <>
            <div class="model" data-testid="demo-verdict" data-kind={kind.to_string()}>{ for list(m, "view").iter().map(block) }</div>
            { model_rulings_view(list(m, "rulings")) }
        </>
    }
}
