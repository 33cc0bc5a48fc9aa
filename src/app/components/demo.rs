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

/// A field of a model's output as text: a string as it is, a number written out.
fn text(v: &Value, key: &str) -> String {
    match v.get(key) {
        Some(Value::String(s)) => s.clone(),
        Some(Value::Number(n)) => n.to_string(),
        _ => String::new(),
    }
}

fn flag(v: &Value, key: &str) -> bool {
    v.get(key).and_then(Value::as_bool).unwrap_or(false)
}

fn ms(v: &Value, key: &str) -> Option<u64> {
    v.get(key).and_then(Value::as_u64)
}

fn list<'a>(v: &'a Value, key: &str) -> &'a [Value] {
    v.get(key)
        .and_then(Value::as_array)
        .map_or(&[], Vec::as_slice)
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

/// A round robin's table: a column per player, in the rows' order.
fn crosstable_view(rows: &[Value]) -> Html {
    html! {
        <table class="crosstable">
            <thead><tr><th>{ "Place" }</th><th>{ "Player" }</th>
                { for rows.iter().map(|r| html! { <th>{ text(r, "player").chars().take(3).collect::<String>() }</th> }) }
                <th>{ "Points" }</th><th>{ "S-B" }</th></tr></thead>
            <tbody>
                { for rows.iter().map(|r| {
                    let struck = flag(r, "struck");
                    html! {
                        <tr class={classes!(struck.then_some("struck"))} data-player={text(r, "player")}>
                            <td>{ if struck { String::new() } else { text(r, "place") } }</td><td>{ text(r, "player") }</td>
                            { for rows.iter().map(|o| {
                                let opponent = text(o, "player");
                                let mark = list(r, "cells")
                                    .iter()
                                    .find(|c| text(c, "opponent") == opponent)
                                    .map_or_else(|| "×".to_string(), |c| text(c, "mark"));
                                html! { <td>{ mark }</td> }
                            }) }
                            <td class="points">{ text(r, "points") }</td><td>{ text(r, "sonnenborn_berger") }</td>
                        </tr>
                    }
                }) }
            </tbody>
        </table>
    }
}

/// A list of checks, each met or not, with the interpretation it comes from.
fn findings_view(findings: &[Value]) -> Html {
    html! {
        <ul class="findings" data-testid="findings">
            { for findings.iter().map(|f| {
                let ok = flag(f, "ok");
                let rule = text(f, "rule");
                html! {
                    <li class={if ok { "ok" } else { "not-ok" }}>
                        { if ok { "✓ " } else { "✗ " } }
                        if !rule.is_empty() { <strong>{ format!("{rule}: ") }</strong> }
                        { format!("{} ({})", text(f, "detail"), text(f, "source")) }
                    </li>
                }
            }) }
        </ul>
    }
}

fn pairings_view(p: &[Value]) -> Html {
    html! {
        <ol class="pairings">{ for p.iter().map(|x| html! { <li>{ format!("{} – {}", text(x, "white"), text(x, "black")) }</li> }) }</ol>
    }
}

/// A model's output as tables and lists (text only), then its rulings.
fn model_view(kind: &str, out: Result<&Value, &String>) -> Html {
    let m = match out {
        Ok(m) => m,
        Err(e) => return html! { <p class="error" role="alert">{ e.clone() }</p> },
    };
    let t = |ms: u64| format_ms(ms as i64, 0);
    let body = match kind {
        "crosstable" => html! {
            <>
                if m.get("withdrawn").is_some_and(|w| !w.is_null()) {
                    <h3>{ "Before" }</h3>{ crosstable_view(list(m, "before")) }
                }
                <h3>{ "Standings" }</h3>{ crosstable_view(list(m, "after")) }
            </>
        },
        "swiss" => {
            let corrected = flag(m, "corrected");
            let round = text(m, "next_round");
            html! {
                <>
                    <h3>{ if corrected { "Standings on the true results" } else { "Standings" } }</h3>
                    <table class="standings"><thead><tr><th>{ "Place" }</th><th>{ "Player" }</th><th>{ "Points" }</th></tr></thead>
                        <tbody>{ for list(m, "standings").iter().map(|r| html! {
                            <tr data-player={text(r, "player")}><td>{ text(r, "place") }</td><td>{ text(r, "player") }</td><td class="points">{ text(r, "points") }</td></tr>
                        }) }</tbody></table>
                    <h3>{ format!("Round {} as paired{}", round, if corrected { " on the true results" } else { "" }) }</h3>
                    { pairings_view(list(m, "pairings")) }
                    if corrected && m.get("pairings_as_reported").is_some_and(Value::is_array) {
                        <h3>{ format!("Round {} as the reported result would pair it", round) }</h3>
                        { pairings_view(list(m, "pairings_as_reported")) }
                    }
                </>
            }
        }
        "team_sonnenborn_berger" => html! {
            <>
                <p>{ format!("{} boards; the opponent team scored {} game points ({})", text(m, "boards"), text(m, "opponent_points"), text(m, "article")) }</p>
                <table class="sb"><thead><tr><th>{ "Match score" }</th><th>{ "%" }</th><th>{ "S-B points" }</th></tr></thead>
                    <tbody>{ for list(m, "rows").iter().map(|r| html! {
                        <tr><td>{ text(r, "score") }</td><td>{ format!("{}%", text(r, "percent")) }</td><td>{ text(r, "sb") }</td></tr>
                    }) }</tbody></table>
            </>
        },
        "prize_eligibility" => html! {
            <>
                <p>{ format!("{} rounds: at least {} games to count ({})", text(m, "rounds"), text(m, "minimum_games"), text(m, "article")) }</p>
                <table><thead><tr><th>{ "Player" }</th><th>{ "Games" }</th><th>{ "Points" }</th><th>{ "%" }</th><th>{ "Counts" }</th></tr></thead>
                    <tbody>{ for list(m, "players").iter().map(|r| html! {
                        <tr><td>{ text(r, "name") }</td><td>{ text(r, "played") }</td><td>{ text(r, "points") }</td><td>{ text(r, "percent") }</td><td>{ if flag(r, "eligible") { "yes" } else { "no" } }</td></tr>
                    }) }</tbody></table>
                <p class="model-ruling">{ match m.get("prize").and_then(Value::as_str) { Some(w) => format!("The prize goes to {w}."), None => "No result counts for the prize.".into() } }</p>
            </>
        },
        "match_withdrawal" => html! {
            <>
                <p>{ format!("{} withdraws after {} of {} games, at {}.", text(m, "player"), text(m, "played"), text(m, "games"), text(m, "score")) }</p>
                <p class="model-ruling">{ match m.get("loser_prize_paid").and_then(Value::as_bool) {
                    None => "The loser's prize: undecided.",
                    Some(true) => "The loser's prize is paid to him.",
                    Some(false) => "The loser's prize is not paid to him.",
                } }</p>
            </>
        },
        "equipment" => html! {
            <>
                { findings_view(list(m, "findings")) }
                <p class="model-ruling">{ if flag(m, "approved") { "The chief arbiter may approve this equipment." } else { "The chief arbiter should not approve this equipment." } }</p>
            </>
        },
        "adjournment_schedule" => findings_view(list(m, "findings")),
        "proportional_time" => html! {
            <>
                <p class="model-ruling">{ format!("Allotted up to the irregularity: White {}, Black {} ({})", t(ms(m, "white_ms").unwrap_or(0)), t(ms(m, "black_ms").unwrap_or(0)), text(m, "article")) }</p>
                if let (Some(w), Some(b)) = (ms(m, "white_left_ms"), ms(m, "black_left_ms")) {
                    <p>{ format!("Left to the time control: White {}, Black {}.", t(w), t(b)) }</p>
                }
                if let [w, b] = list(m, "appeal_committee_ms") {
                    <p>{ format!("The appeals committee gave {} and {}: {}.", t(w.as_u64().unwrap_or(0)), t(b.as_u64().unwrap_or(0)),
                        if m.get("appeal_committee_correct").and_then(Value::as_bool) == Some(true) { "correct".to_string() } else { format!("not the formula of Art. {}", text(m, "article")) }) }</p>
                }
            </>
        },
        "defective_clock" => html! {
            <p class="model-ruling">{ match (ms(m, "white_used_ms"), ms(m, "black_used_ms")) {
                (Some(w), Some(b)) => format!("The new clock is set to White {} and Black {} used ({})", t(w), t(b), text(m, "article")),
                _ => format!("The arbiter sets the new clock by his own judgement ({})", text(m, "article")),
            } }</p>
        },
        other => {
            html! { <p class="error" role="alert">{ format!("This case's model ({other}) cannot be shown.") }</p> }
        }
    };
    html! {
        <>
            <div class="model" data-testid="demo-verdict" data-kind={kind.to_string()}>{ body }</div>
            { model_rulings_view(list(m, "rulings")) }
        </>
    }
}
