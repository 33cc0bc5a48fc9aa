//! A ruling's lesson: its demo, and its contrast ("What if …?"), each a case the laws
//! engine replays event by event (a game) or a model computes. Step forward and back:
//! each event is told in words (`laws::narrate`), the engine's rulings appear as they
//! happen, and the decisive ruling (the one citing the ruling itself) is marked. The stored
//! expectation is never shown.

use super::board::Board;
use super::rulings_log::{cite, RulingsLog};
use crate::app::data::corpus;
use crate::app::play::Saved;
use crate::app::route::Route;
use crate::app::words;
use crate::clock::format_ms;
use crate::corpus::Case;
use crate::laws::narrate::narrate;
use crate::laws::{replay, FullAnalysis, Scenario};
use crate::{Color, Square};
use serde_json::Value;
use yew::prelude::*;
use yew_router::prelude::*;

/// A demo's scenario, read as the laws engine reads it.
fn scenario_of(v: &Value) -> Result<Scenario, String> {
    let o = v.as_object().ok_or("the scenario is not an object")?;
    Scenario::from_json(o).map_err(|e| e.to_string())
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
    /// Embedded: the step is driven from outside too.
    #[prop_or_default]
    pub step: Option<usize>,
    /// Told the step and the engine's verdict at it (rulings marked `decisive`).
    #[prop_or_default]
    pub on_step: Option<Callback<(usize, Value)>>,
    #[prop_or_default]
    pub embedded: bool,
}

#[component]
pub fn DemoPlayer(props: &DemoProps) -> Html {
    // hooks first, in the same order on every render
    let step = use_state(|| 0usize);
    let navigator = use_navigator();
    let c = corpus();
    let case = props.case;
    let demo = c.case(&props.id, case).ok().map(|(_, d)| d);
    let is_game = demo.is_some_and(|d| d.kind == "game");
    let scenario = demo.filter(|_| is_game).map(|d| scenario_of(&d.scenario));
    // the full run: its decisive rulings (event, citation), and a model's output
    let run = use_memo((props.id.clone(), case), |(id, case)| {
        corpus().run_case(id, *case)
    });
    let decisive: Vec<(u64, String)> = match run.as_ref() {
        Ok(r) => r
            .decisive_rulings()
            .iter()
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
        corpus()
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
            if let Some(s) = s {
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
                serde_json::to_value(g.verdict()).unwrap_or(Value::Null),
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
        let model_rulings = run
            .as_ref()
            .as_ref()
            .ok()
            .map(|r| (r.verdict.clone(), r.decisive.clone()));
        return html! {
            <section class={classes!("demo", (case == Case::Contrast).then_some("contrast"))} aria-label={label} data-testid="demo" data-case={case.name()}>
                <h2>{ format!("{heading} · FIDE Laws {edition}") }</h2>
                <p class="caption">{ demo.caption.clone() }</p>
                { model_view(&demo.kind, run.as_ref().as_ref().map(|r| r.verdict.clone()).map_err(Clone::clone)) }
                if let Some((v, dec)) = model_rulings {
                    { model_rulings_view(&v, &dec) }
                }
            </section>
        };
    }
    let game = game.unwrap_or_else(|| Err("no scenario".into()));
    let go = |to: usize| {
        let step = step.clone();
        Callback::from(move |_: MouseEvent| step.set(to.min(n)))
    };
    let play_on = {
        let scenario = scenario.and_then(Result::ok);
        let at = *step;
        let navigator = navigator.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(scenario) = &scenario {
                let saved = Saved::from_scenario(scenario, Some(at), js_sys::Date::now());
                crate::app::storage::save_saved(&saved);
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
                    <div class="demo-clock" data-testid="demo-clock" aria-label="the clock">
                        { face(Color::White, t.white_ms) }{ face(Color::Black, t.black_ms) }
                    </div>
                }
            });
            let check = g
                .position()
                .is_check()
                .then(|| g.position().board().king_of(g.position().turn()))
                .flatten();
            let shown_decisive: Vec<(usize, String)> = decisive
                .iter()
                .map(|(e, a)| (*e as usize, a.clone()))
                .collect();
            html! {
                <div class="demo-body">
                    <div class="demo-board">
                        <Board squares={squares} read_only=true on_square={Callback::noop()} check={check} />
                        { for clock }
                        <p class="to-move">{ if g.is_over() { "The game is over.".to_string() } else { format!("{} to move.", g.position().turn()) } }</p>
                    </div>
                    <div class="demo-side">
                        <ol class="demo-events" data-testid="demo-events">
                            { for told.iter().enumerate().map(|(i, e)| html! {
                                <li class={classes!((i < *step).then_some("done"), (i + 1 == *step).then_some("current"), (i >= *step).then_some("todo"))}>{ e.clone() }</li>
                            }) }
                        </ol>
                        <RulingsLog rulings={v.rulings.clone()} decisive={shown_decisive} title={Some("The arbiter's rulings".to_string())} />
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
        <section class={classes!("demo", (case == Case::Contrast).then_some("contrast"))} aria-label={label} data-testid="demo" data-case={case.name()}>
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

/// A model's rulings, each with its citation, the decisive one marked.
fn model_rulings_view(v: &Value, decisive: &[usize]) -> Html {
    let list = v
        .get("rulings")
        .and_then(Value::as_array)
        .cloned()
        .unwrap_or_default();
    if list.is_empty() {
        return html! {};
    }
    html! {
        <section class="rulings-log" aria-label="the rulings">
            <h3>{ "The rulings" }</h3>
            <ol data-testid="rulings">
                { for list.iter().enumerate().map(|(i, x)| {
                    let d = decisive.contains(&i);
                    html! {
                        <li class={classes!(d.then_some("decisive"))} data-article={cell(&x["article"])} data-decisive={d.to_string()}>
                            <span class="cite">{ cell(&x["article"]) }</span>{ ": " }<span class="decision">{ cell(&x["decision"]) }</span>
                            if d { <span class="badge">{ "decisive" }</span> }
                        </li>
                    }
                }) }
            </ol>
        </section>
    }
}

fn cell(v: &Value) -> String {
    match v {
        Value::String(s) => s.clone(),
        Value::Null => String::new(),
        other => other.to_string(),
    }
}

/// A model's output as tables and lists (text only).
fn model_view(kind: &str, out: Result<Value, String>) -> Html {
    let out = match out {
        Ok(v) => v,
        Err(e) => return html! { <p class="error" role="alert">{ e }</p> },
    };
    let table = |rows: &Value| -> Html {
        let rows = rows.as_array().cloned().unwrap_or_default();
        html! {
            <table class="crosstable">
                <thead><tr><th>{ "Place" }</th><th>{ "Player" }</th>
                    { for rows.iter().map(|r| html! { <th>{ cell(&r["player"]).chars().take(3).collect::<String>() }</th> }) }
                    <th>{ "Points" }</th><th>{ "S-B" }</th></tr></thead>
                <tbody>
                    { for rows.iter().map(|r| {
                        let cells = r["cells"].as_array().cloned().unwrap_or_default();
                        html! {
                            <tr class={classes!(r["struck"].as_bool().unwrap_or(false).then_some("struck"))} data-player={cell(&r["player"])}>
                                <td>{ cell(&r["place"]) }</td><td>{ cell(&r["player"]) }</td>
                                { for rows.iter().map(|o| {
                                    let mark = cells.iter().find(|c| c["opponent"] == o["player"]).map(|c| cell(&c["mark"])).unwrap_or_else(|| "×".into());
                                    html! { <td>{ mark }</td> }
                                }) }
                                <td class="points">{ cell(&r["points"]) }</td><td>{ cell(&r["sonnenborn_berger"]) }</td>
                            </tr>
                        }
                    }) }
                </tbody>
            </table>
        }
    };
    let findings = |f: &Value| -> Html {
        html! {
            <ul class="findings" data-testid="findings">
                { for f.as_array().cloned().unwrap_or_default().iter().map(|x| html! {
                    <li class={if x["ok"].as_bool() == Some(true) { "ok" } else { "not-ok" }}>
                        { if x["ok"].as_bool() == Some(true) { "✓ " } else { "✗ " } }
                        if !x["rule"].is_null() { <strong>{ format!("{}: ", cell(&x["rule"])) }</strong> }
                        { cell(&x["detail"]) }{ format!(" ({})", cell(&x["source"])) }
                    </li>
                }) }
            </ul>
        }
    };
    let body = match kind {
        "crosstable" => html! {
            <>
                if out.get("withdrawn").is_some() || out.get("corrected").is_some() {
                    <h3>{ "Before" }</h3>{ table(&out["before"]) }
                }
                if let Some(w) = out.get("withdrawn") { <p class="model-ruling">{ cell(&w["ruling"]) }</p> }
                if let Some(w) = out.get("corrected") { <p class="model-ruling">{ cell(&w["ruling"]) }</p> }
                <h3>{ "Standings" }</h3>{ table(&out["after"]) }
                <p class="model-ruling">{ cell(&out["ties"]) }</p>
            </>
        },
        "team_sonnenborn_berger" => html! {
            <>
                <p>{ format!("{} boards; the opponent team scored {} game points ({})", cell(&out["boards"]), cell(&out["opponent_points"]), cell(&out["article"])) }</p>
                <table class="sb"><thead><tr><th>{ "Match score" }</th><th>{ "%" }</th><th>{ "S-B points" }</th></tr></thead>
                    <tbody>{ for out["rows"].as_array().cloned().unwrap_or_default().iter().map(|r| html! {
                        <tr><td>{ cell(&r["score"]) }</td><td>{ cell(&r["percent"]) }</td><td>{ cell(&r["sb"]) }</td></tr>
                    }) }</tbody></table>
            </>
        },
        "prize_eligibility" => html! {
            <>
                <p>{ format!("{} rounds: at least {} games to count ({})", cell(&out["rounds"]), cell(&out["minimum_games"]), cell(&out["article"])) }</p>
                <table><thead><tr><th>{ "Player" }</th><th>{ "Games" }</th><th>{ "%" }</th><th>{ "Counts" }</th></tr></thead>
                    <tbody>{ for out["players"].as_array().cloned().unwrap_or_default().iter().map(|r| html! {
                        <tr><td>{ cell(&r["name"]) }</td><td>{ cell(&r["played"]) }</td><td>{ cell(&r["percent"]) }</td><td>{ if r["eligible"] == true { "yes" } else { "no" } }</td></tr>
                    }) }</tbody></table>
                <p class="model-ruling">{ format!("The prize goes to {}.", cell(&out["prize"])) }</p>
            </>
        },
        "equipment" => html! {
            <>
                { findings(&out["findings"]) }
                <p class="model-ruling">{ if out["approved"] == true { "The chief arbiter may approve this equipment." } else { "The chief arbiter should not approve this equipment." } }</p>
            </>
        },
        "adjournment_schedule" => html! {
            <>{ findings(&out["findings"]) }</>
        },
        "proportional_time" => html! {
            <>
                <p class="model-ruling">{ cell(&out["ruling"]) }</p>
                if let Some(c) = out.get("appeal_committee_ms").and_then(Value::as_array) {
                    <p>{ format!("The appeals committee gave {} and {}: {}.",
                        format_ms(c.first().and_then(Value::as_i64).unwrap_or(0), 0), format_ms(c.get(1).and_then(Value::as_i64).unwrap_or(0), 0),
                        if out["appeal_committee_correct"] == true { "correct".to_string() } else { format!("not the formula of Art. {}", cell(&out["article"])) }) }</p>
                }
            </>
        },
        "defective_clock" => html! {
            <p class="model-ruling">{ format!("The new clock is set to White {} and Black {} used ({})",
                format_ms(out["white_used_ms"].as_i64().unwrap_or(0), 0), format_ms(out["black_used_ms"].as_i64().unwrap_or(0), 0), cell(&out["article"])) }</p>
        },
        _ => html! { <pre>{ serde_json::to_string_pretty(&out).unwrap_or_default() }</pre> },
    };
    html! { <div class="model" data-testid="demo-verdict" data-kind={kind.to_string()}>{ body }</div> }
}
