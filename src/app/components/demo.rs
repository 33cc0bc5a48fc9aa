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
use crate::competition::models::{self, Model, Ruling as ModelRuling};
use crate::competition::swiss::Pairing;
use crate::competition::tournament::Row;
use crate::corpus::Case;
use crate::laws::narrate::narrate;
use crate::laws::Citation;
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

/// How many events a ruling's demo or contrast has (its steps run from 0 to that); 0 for a
/// model, which has no events.
pub fn event_count(id: &str, case: Case) -> usize {
    corpus()
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
        // the model's typed answer; its decisive rulings as the full run marks them
        let model = models::compute(&demo.kind, &demo.scenario);
        let decisive = run
            .as_ref()
            .as_ref()
            .map(|r| r.decisive.clone())
            .unwrap_or_default();
        return html! {
            <section class={classes!("demo", (case == Case::Contrast).then_some("contrast"))} aria-label={label} data-testid="demo" data-case={case.name()}>
                <h2>{ format!("{heading} · FIDE Laws {edition}") }</h2>
                <p class="caption">{ demo.caption.clone() }</p>
                { model_view(&demo.kind, &model, &decisive) }
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

/// A model's rulings, each with its citation, the decisive ones marked.
fn model_rulings_view(rulings: &[ModelRuling], decisive: &[usize]) -> Html {
    if rulings.is_empty() {
        return html! {};
    }
    html! {
        <section class="rulings-log" aria-label="the rulings">
            <h3>{ "The rulings" }</h3>
            <ol data-testid="rulings">
                { for rulings.iter().enumerate().map(|(i, x)| {
                    let d = decisive.contains(&i);
                    html! {
                        <li class={classes!(d.then_some("decisive"))} data-article={x.citation.label()} data-decisive={d.to_string()}>
                            { cite(&x.citation) }{ ": " }<span class="decision">{ x.decision.clone() }</span>
                            if d { <span class="badge">{ "decisive" }</span> }
                        </li>
                    }
                }) }
            </ol>
        </section>
    }
}

/// A round robin's table: a column per player, in the rows' order.
fn crosstable_view(rows: &[Row]) -> Html {
    html! {
        <table class="crosstable">
            <thead><tr><th>{ "Place" }</th><th>{ "Player" }</th>
                { for rows.iter().map(|r| html! { <th>{ r.player.chars().take(3).collect::<String>() }</th> }) }
                <th>{ "Points" }</th><th>{ "S-B" }</th></tr></thead>
            <tbody>
                { for rows.iter().map(|r| html! {
                    <tr class={classes!(r.struck.then_some("struck"))} data-player={r.player.clone()}>
                        <td>{ if r.struck { String::new() } else { r.place.to_string() } }</td><td>{ r.player.clone() }</td>
                        { for rows.iter().map(|o| {
                            let mark = r.cells.iter().find(|c| c.opponent == o.player).map_or("×", |c| c.mark.as_str());
                            html! { <td>{ mark.to_string() }</td> }
                        }) }
                        <td class="points">{ r.points.clone() }</td><td>{ r.sonnenborn_berger.clone() }</td>
                    </tr>
                }) }
            </tbody>
        </table>
    }
}

/// A list of checks, each met or not, with the interpretation it comes from.
fn findings_view<'a>(
    f: impl Iterator<Item = (Option<&'a str>, bool, &'a str, &'a Citation)>,
) -> Html {
    html! {
        <ul class="findings" data-testid="findings">
            { for f.map(|(rule, ok, detail, source)| html! {
                <li class={if ok { "ok" } else { "not-ok" }}>
                    { if ok { "✓ " } else { "✗ " } }
                    if let Some(rule) = rule { <strong>{ format!("{rule}: ") }</strong> }
                    { format!("{detail} ({source})") }
                </li>
            }) }
        </ul>
    }
}

fn pairings_view(p: &[Pairing]) -> Html {
    html! {
        <ol class="pairings">{ for p.iter().map(|x| html! { <li>{ format!("{} – {}", x.white, x.black) }</li> }) }</ol>
    }
}

/// A model's output as tables and lists (text only), then its rulings.
fn model_view(kind: &str, out: &Result<Model, String>, decisive: &[usize]) -> Html {
    let m = match out {
        Ok(m) => m,
        Err(e) => return html! { <p class="error" role="alert">{ e.clone() }</p> },
    };
    let t = |ms: u64| format_ms(ms as i64, 0);
    let body = match m {
        Model::Crosstable(c) => html! {
            <>
                if c.withdrawn.is_some() {
                    <h3>{ "Before" }</h3>{ crosstable_view(&c.before) }
                }
                <h3>{ "Standings" }</h3>{ crosstable_view(&c.after) }
            </>
        },
        Model::Swiss(s) => {
            let reported = s.pairings_as_reported.as_deref();
            html! {
                <>
                    <h3>{ if s.corrected { "Standings on the true results" } else { "Standings" } }</h3>
                    <table class="standings"><thead><tr><th>{ "Place" }</th><th>{ "Player" }</th><th>{ "Points" }</th></tr></thead>
                        <tbody>{ for s.standings.iter().map(|r| html! {
                            <tr data-player={r.player.clone()}><td>{ r.place }</td><td>{ r.player.clone() }</td><td class="points">{ r.points.clone() }</td></tr>
                        }) }</tbody></table>
                    <h3>{ format!("Round {} as paired{}", s.next_round, if s.corrected { " on the true results" } else { "" }) }</h3>
                    { pairings_view(&s.pairings) }
                    if let Some(r) = reported.filter(|_| s.corrected) {
                        <h3>{ format!("Round {} as the reported result would pair it", s.next_round) }</h3>
                        { pairings_view(r) }
                    }
                </>
            }
        }
        Model::TeamSonnebornBerger(sb) => html! {
            <>
                <p>{ format!("{} boards; the opponent team scored {} game points ({})", sb.boards, sb.opponent_points, sb.article) }</p>
                <table class="sb"><thead><tr><th>{ "Match score" }</th><th>{ "%" }</th><th>{ "S-B points" }</th></tr></thead>
                    <tbody>{ for sb.rows.iter().map(|r| html! {
                        <tr><td>{ r.score.clone() }</td><td>{ format!("{}%", r.percent) }</td><td>{ r.sb.clone() }</td></tr>
                    }) }</tbody></table>
            </>
        },
        Model::PrizeEligibility(p) => html! {
            <>
                <p>{ format!("{} rounds: at least {} games to count ({})", p.rounds, p.minimum_games, p.article) }</p>
                <table><thead><tr><th>{ "Player" }</th><th>{ "Games" }</th><th>{ "Points" }</th><th>{ "%" }</th><th>{ "Counts" }</th></tr></thead>
                    <tbody>{ for p.players.iter().map(|r| html! {
                        <tr><td>{ r.name.clone() }</td><td>{ r.played }</td><td>{ r.points.clone() }</td><td>{ r.percent.clone() }</td><td>{ if r.eligible { "yes" } else { "no" } }</td></tr>
                    }) }</tbody></table>
                <p class="model-ruling">{ match &p.prize { Some(w) => format!("The prize goes to {w}."), None => "No result counts for the prize.".into() } }</p>
            </>
        },
        Model::MatchWithdrawal(w) => html! {
            <>
                <p>{ format!("{} withdraws after {} of {} games, at {}.", w.player, w.played, w.games, w.score) }</p>
                <p class="model-ruling">{ match w.loser_prize_paid {
                    None => "The loser's prize: undecided.",
                    Some(true) => "The loser's prize is paid to him.",
                    Some(false) => "The loser's prize is not paid to him.",
                } }</p>
            </>
        },
        Model::Equipment(e) => html! {
            <>
                { findings_view(e.findings.iter().map(|f| (Some(f.rule), f.ok, f.detail.as_str(), &f.source))) }
                <p class="model-ruling">{ if e.approved { "The chief arbiter may approve this equipment." } else { "The chief arbiter should not approve this equipment." } }</p>
            </>
        },
        Model::AdjournmentSchedule(a) => findings_view(
            a.findings
                .iter()
                .map(|f| (None, f.ok, f.detail.as_str(), &f.source)),
        ),
        Model::ProportionalTime(p) => html! {
            <>
                <p class="model-ruling">{ format!("Allotted up to the irregularity: White {}, Black {} ({})", t(p.white_ms), t(p.black_ms), p.article) }</p>
                if let (Some(w), Some(b)) = (p.white_left_ms, p.black_left_ms) {
                    <p>{ format!("Left to the time control: White {}, Black {}.", t(w), t(b)) }</p>
                }
                if let Some([w, b]) = p.appeal_committee_ms {
                    <p>{ format!("The appeals committee gave {} and {}: {}.", t(w), t(b),
                        if p.appeal_committee_correct == Some(true) { "correct".to_string() } else { format!("not the formula of Art. {}", p.article) }) }</p>
                }
            </>
        },
        Model::DefectiveClock(d) => html! {
            <p class="model-ruling">{ match (d.white_used_ms, d.black_used_ms) {
                (Some(w), Some(b)) => format!("The new clock is set to White {} and Black {} used ({})", t(w), t(b), d.article),
                _ => format!("The arbiter sets the new clock by his own judgement ({})", d.article),
            } }</p>
        },
    };
    html! {
        <>
            <div class="model" data-testid="demo-verdict" data-kind={kind.to_string()}>{ body }</div>
            { model_rulings_view(m.rulings(), decisive) }
        </>
    }
}
