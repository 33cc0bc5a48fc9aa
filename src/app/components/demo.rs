//! A ruling's live demo. A game demo is a scenario the laws engine replays event by event:
//! step forward and back and the engine's rulings appear as they happen. A model demo shows
//! the output the core's model computes. The stored expectation is never shown.

use super::board::Board;
use super::rulings_log::{cite, RulingsLog};
use crate::app::data::corpus;
use crate::app::play::Saved;
use crate::app::route::Route;
use crate::app::words;
use crate::clock::format_ms;
use crate::laws::{replay, ArbiterAction, ClaimKind, Event, FullAnalysis, Scenario};
use crate::{Color, Square};
use serde_json::Value;
use yew::prelude::*;
use yew_router::prelude::*;

/// A demo's scenario, read as the laws engine reads it.
fn scenario_of(v: &Value) -> Result<Scenario, String> {
    let o = v.as_object().ok_or("the scenario is not an object")?;
    Scenario::from_json(o).map_err(|e| e.to_string())
}

fn side(c: Color) -> &'static str {
    c.name()
}

/// An event as a reader would say it.
pub fn describe_event(e: &Event) -> String {
    match e {
        Event::Move(m) => format!("plays {m}"),
        Event::Place(m) => format!("puts {m} on the board"),
        Event::Press(c) => format!("{} presses the clock", side(*c)),
        Event::Touch(sq) => format!("touches the piece on {sq}"),
        Event::Adjust(sq) => format!("adjusts the piece on {sq}"),
        Event::Claim { kind, intended } => {
            let kind = match kind {
                ClaimKind::Repetition => "repetition",
                ClaimKind::Fifty => "fifty",
            };
            match intended {
                Some(m) => format!("claims a draw ({kind}) with the move {m}"),
                None => format!("claims a draw ({kind})"),
            }
        }
        Event::Offer(c) => format!("{} offers a draw", side(*c)),
        Event::Accept(c) => format!("{} accepts", side(*c)),
        Event::Decline(c) => format!("{} declines", side(*c)),
        Event::Resign(c) => format!("{} resigns", side(*c)),
        Event::Wait(ms) => format!("{} pass", format_ms(*ms as i64, 0)),
        Event::Flag(c) => format!("{}'s flag is pointed out", side(*c)),
        Event::Seal(m) => format!("seals {m:?}"),
        Event::Resume => "the envelope is opened".into(),
        Event::Arbiter(a) => format!("the arbiter {}", arbiter(a)),
        Event::Late {
            color,
            ms,
            default_ms,
        } => {
            let who = color.map_or("both players", side);
            let mut s = format!(
                "late arrival: {who}, {} after the start",
                format_ms(*ms as i64, 0)
            );
            if let Some(d) = default_ms {
                s.push_str(&format!(" (default time {})", format_ms(*d as i64, 0)));
            }
            s
        }
        Event::ColoursReversed => "the colours are found reversed".into(),
        Event::Incident(x) => format!(
            "incident: {}",
            x.to_json()
                .get("kind")
                .and_then(Value::as_str)
                .unwrap_or_default()
                .replace('_', " ")
        ),
    }
}

/// What the arbiter does, after "the arbiter".
fn arbiter(a: &ArbiterAction) -> String {
    let time = |ms: u64| format_ms(ms as i64, 0);
    match a {
        ArbiterAction::Stop => "stops the clock".into(),
        ArbiterAction::Start => "starts the clock".into(),
        ArbiterAction::AddMs { white, black } => {
            let mut to = Vec::new();
            if *white > 0 {
                to.push(format!("{} to white", time(*white)));
            }
            if *black > 0 {
                to.push(format!("{} to black", time(*black)));
            }
            format!("adds {}", to.join(" and "))
        }
        ArbiterAction::SetMs { white, black } => {
            let set: Vec<String> = [(Color::White, white), (Color::Black, black)]
                .into_iter()
                .filter_map(|(c, ms)| ms.map(|ms| format!("{}'s to {}", side(c), time(ms))))
                .collect();
            format!("sets the clock: {}", set.join(", "))
        }
        ArbiterAction::SetMoves { color, moves } => {
            format!("sets {}'s move counter to {moves}", side(*color))
        }
    }
}

#[derive(Properties, PartialEq)]
pub struct DemoProps {
    pub id: String,
    /// Embedded: the step is driven from outside too.
    #[prop_or_default]
    pub step: Option<usize>,
    /// Told the step and the engine's verdict at it.
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
    let demo = c.note(&props.id).and_then(|n| n.demo.as_ref());
    let is_game = demo.is_some_and(|d| d.kind == "game");
    let scenario = demo.filter(|_| is_game).map(|d| scenario_of(&d.scenario));
    let events: Vec<Event> = match &scenario {
        Some(Ok(s)) => s.events.clone(),
        _ => Vec::new(),
    };
    let n = events.len();
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
            (Some(Ok(g)), _) => Some(serde_json::to_value(g.verdict()).unwrap_or(Value::Null)),
            (None, Some(_)) => c.demo_outcome(&props.id).ok(),
            _ => None,
        };
        use_effect_with((*step, verdict), move |(s, v)| {
            if let (Some(cb), Some(v)) = (on_step, v) {
                cb.emit((*s, v.clone()));
            }
        });
    }
    let Some(demo) = demo else {
        return html! { <p class="muted">{ "No demo for this ruling." }</p> };
    };
    if !is_game {
        return html! {
            <section class="demo" aria-label="live demo" data-testid="demo">
                <h2>{ "Live demo" }</h2>
                <p class="caption">{ demo.caption.clone() }</p>
                { model_view(&demo.kind, c.demo_outcome(&props.id)) }
            </section>
        };
    }
    let game = game.unwrap_or_else(|| Err("no scenario".into()));
    let go = |to: usize| {
        let step = step.clone();
        Callback::from(move |_: MouseEvent| step.set(to.min(n)))
    };
    let edition = match &scenario {
        Some(Ok(s)) => s.edition.year(),
        _ => "",
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
            html! { <p class="error" role="alert">{ format!("The demo cannot be played: {}", e) }</p> }
        }
        Ok(g) => {
            let v = g.verdict();
            let squares: Vec<Option<char>> = Square::all()
                .map(|s| g.position().board().piece_at(s).map(|p| p.char()))
                .collect();
            let clock = v.clock.as_ref().map(|t| html! {
                <p class="demo-clock" data-testid="demo-clock">
                    { format!("White {} · Black {}", format_ms(t.white_ms as i64, 20_000), format_ms(t.black_ms as i64, 20_000)) }
                    if !t.flags.is_empty() { { format!(" · flag fallen: {}", t.flags.join(", ")) } }
                </p>
            });
            let check = g
                .position()
                .is_check()
                .then(|| g.position().board().king_of(g.position().turn()))
                .flatten();
            html! {
                <div class="demo-body">
                    <div class="demo-board">
                        <Board squares={squares} read_only=true on_square={Callback::noop()} check={check}
                            />
                        { for clock }
                    </div>
                    <div class="demo-side">
                        <ol class="demo-events" data-testid="demo-events">
                            { for events.iter().enumerate().map(|(i, e)| html! {
                                <li class={classes!((i < *step).then_some("done"), (i + 1 == *step).then_some("current"))}>{ describe_event(e) }</li>
                            }) }
                        </ol>
                        <RulingsLog rulings={v.rulings.clone()} title={Some("The engine's rulings".to_string())} />
                        <p class="verdict" data-testid="demo-verdict" aria-live="polite">
                            { format!("Result: {}", words::result(v.outcome.as_ref())) }
                            if let Some(o) = &v.outcome {
                                { ", " }{ cite(&o.citation) }
                            }
                        </p>
                    </div>
                </div>
            }
        }
    };
    html! {
        <section class="demo" aria-label="live demo" data-testid="demo">
            <h2>{ format!("Live demo · FIDE Laws {}", edition) }</h2>
            <p class="caption">{ demo.caption.clone() }</p>
            <div class="stepper" role="toolbar" aria-label="step through the demo">
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
                        if out["appeal_committee_correct"] == true { "correct" } else { "not the formula of Art. 14.7" }) }</p>
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
