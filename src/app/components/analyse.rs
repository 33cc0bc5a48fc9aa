//! Game analysis (`#/analyse`; `#/analyse?game=play` takes the play view's game): a PGN
//! and the editions chosen go to the worker ([`crate::app::analysis::request_claims`]),
//! which makes the core's claims report ([`crate::laws::claims::Report`], the same as
//! `fide claims`). The view shows its timeline (every position where a draw claim is open
//! to the player to move or the game ends by itself, the editions side by side, each with
//! its article), a board that steps through the game, and the report as text to export.
//! The PGN and editions are kept in localStorage, so a reload analyses them again.

use super::board::{board, BoardProps, Pressed};
use crate::app::analysis::request_claims;
use crate::app::play::PlayState;
use crate::app::route::Route;
use crate::edition::Edition;
use crate::laws::claims::{Finding, FindingKind, Report, ReportPly};
use crate::{Position, Square};
use serde::Deserialize;
use std::rc::Rc;
use yew::prelude::*;
use yew_router::prelude::*;

#[derive(Deserialize, Default, Clone, PartialEq)]
struct AnalyseQuery {
    /// `play`: analyse the play view's game.
    game: Option<String>,
}

/// Where the analysis stands.
#[derive(Clone, PartialEq)]
enum Status {
    Idle,
    /// Waiting for the worker.
    Working,
    Done(Rc<Analysed>),
    Failed(String),
}

/// A report and what the view draws from it, made once when it arrives (not on each
/// step of the board).
#[derive(PartialEq)]
struct Analysed {
    report: Report,
    text: String,
    summary: Vec<String>,
    /// The timeline's rows, as (first ply, last ply).
    rows: Vec<(usize, usize)>,
}

impl Analysed {
    fn new(report: Report) -> Analysed {
        Analysed {
            text: report.text(),
            summary: report.summary(),
            rows: rows(&report),
            report,
        }
    }
}

/// The play view's game as PGN (the saved game, replayed with the dead-position answers
/// the worker gave before), or why there is none.
fn play_view_pgn() -> Result<String, String> {
    let saved = crate::app::storage::saved()
        .map_err(|e| format!("the play view's saved game cannot be read: {e}"))?
        .ok_or("the play view has no game saved")?;
    let state = PlayState::start(
        Ok(Some(saved)),
        crate::app::play::now_ms(),
        crate::app::analysis::restored(),
    );
    // a replay that waits for a dead-position analysis stands on a stand-in game
    if state.analysing.is_some() {
        return Err("the play view's game waits for a dead-position analysis: open the play view, and analyse it once that is done".into());
    }
    Ok(state.pgn())
}

/// The citation of a finding, linked to its ruling or article (the laws view finds the
/// article that holds a cited paragraph; the corpus is not needed here, so the page's
/// thread does not read it while the worker works).
fn cited(f: &Finding) -> Html {
    let route = match (&f.ruling, &f.article) {
        (Some(id), _) => Some(Route::Ruling { id: id.clone() }),
        (None, Some(n)) => Some(Route::LawsArticle {
            edition: f.edition.year().to_string(),
            article: n.clone(),
        }),
        _ => None,
    };
    match route {
        Some(to) => html! { <Link<Route> to={to}>{ f.cited.clone() }</Link<Route>> },
        None => html! { { f.cited.clone() } },
    }
}

/// The findings, those of several editions in the same words together (as the text
/// report groups them).
fn grouped(findings: &[Finding]) -> Vec<Vec<&Finding>> {
    let mut groups: Vec<Vec<&Finding>> = Vec::new();
    for f in findings {
        match groups.iter_mut().find(|g| g[0].words == f.words) {
            Some(g) => g.push(f),
            None => groups.push(vec![f]),
        }
    }
    groups
}

/// The timeline's rows, as (first ply, last ply): the positions with findings, those in a
/// row that find the same (each edition the same claims, articles and moves) as one.
fn rows(r: &Report) -> Vec<(usize, usize)> {
    let same = |a: &ReportPly, b: &ReportPly| {
        a.findings.len() == b.findings.len()
            && a.findings.iter().zip(&b.findings).all(|(x, y)| {
                (&x.edition, &x.kind, &x.label, &x.cited)
                    == (&y.edition, &y.kind, &y.label, &y.cited)
            })
    };
    let mut rows: Vec<(usize, usize)> = Vec::new();
    for p in r.plies.iter().filter(|p| !p.findings.is_empty()) {
        match rows.last_mut() {
            Some((first, last)) if *last + 1 == p.ply && same(&r.plies[*first], p) => *last = p.ply,
            _ => rows.push((p.ply, p.ply)),
        }
    }
    rows
}

/// "after 4... Ng8" or "the start".
fn position_words(p: &ReportPly) -> String {
    p.after
        .as_ref()
        .map_or_else(|| "the start".to_string(), |m| format!("after {m}"))
}

/// The board at one position of the report.
fn board_at(p: &ReportPly) -> Html {
    let pos = crate::fen::parse(&p.fen).ok();
    let squares: Vec<Option<char>> = Square::all()
        .map(|s| {
            pos.as_ref()
                .and_then(|pos: &Position| pos.board().piece_at(s).map(|p| p.char()))
        })
        .collect();
    let check = pos
        .as_ref()
        .filter(|p| p.is_check())
        .and_then(|p| p.board().king_of(p.turn()));
    let last = p
        .last
        .as_ref()
        .and_then(|[from, to]| Some((Square::parse(from)?, Square::parse(to)?)));
    board(
        &BoardProps {
            squares,
            read_only: true,
            check,
            last_move: last,
            ..BoardProps::default()
        },
        &Pressed::default(),
    )
}

/// What a position with no finding means: nothing to claim, or a game already over.
fn quiet_words(r: &Report, at: usize) -> String {
    let (over, on): (Vec<_>, Vec<_>) = r
        .editions
        .iter()
        .zip(&r.ended)
        .partition(|(_, end)| end.is_some_and(|e| e < at));
    let years = |v: &[(&Edition, &Option<usize>)]| {
        v.iter()
            .map(|(y, _)| y.year())
            .collect::<Vec<_>>()
            .join(" and ")
    };
    let last = at + 1 >= r.plies.len();
    match (over.is_empty(), on.is_empty()) {
        (true, _) if last => "Nothing to claim here, at the end of the record.".into(),
        (true, _) => "Nothing to claim here, and the game goes on.".into(),
        (false, true) => format!("The game had ended by itself before this position under {}.", years(&over)),
        (false, false) => format!(
            "Nothing to claim here under {}; under {} the game had ended by itself before this position.",
            years(&on),
            years(&over)
        ),
    }
}

#[component]
pub fn AnalyseView() -> Html {
    let location = use_location();
    let from_play = location
        .as_ref()
        .and_then(|l| l.query::<AnalyseQuery>().ok())
        .and_then(|q| q.game)
        .is_some_and(|g| g == "play");
    let kept = use_memo((), |_| crate::app::storage::analysed());
    let pgn = use_state(|| {
        kept.as_ref()
            .as_ref()
            .map(|k| k.0.clone())
            .unwrap_or_default()
    });
    let editions = use_state(|| {
        kept.as_ref()
            .as_ref()
            .map(|k| k.1.clone())
            .filter(|e| !e.is_empty())
            .unwrap_or_else(|| Edition::ALL.iter().map(|e| e.year().to_string()).collect())
    });
    let status = use_state(|| Status::Idle);
    let ply = use_state(|| 0usize);
    // the latest request: a reply to an earlier one (Analyse pressed twice) is dropped
    let latest = use_mut_ref(|| 0u64);
    // the text and editions last analysed: the table's games are theirs, whatever the text
    // area holds since
    let analysed = use_mut_ref(|| (String::new(), Vec::<String>::new()));

    let run = {
        let (status, ply, latest) = (status.clone(), ply.clone(), latest.clone());
        let analysed = analysed.clone();
        Callback::from(move |(text, years, game): (String, Vec<String>, usize)| {
            crate::app::storage::keep_analysed(&text, &years);
            *analysed.borrow_mut() = (text.clone(), years.clone());
            status.set(Status::Working);
            let this = {
                let mut l = latest.borrow_mut();
                *l += 1;
                *l
            };
            let (status, ply, latest) = (status.clone(), ply.clone(), latest.clone());
            request_claims(text, years, game, move |r| {
                if *latest.borrow() != this {
                    return;
                }
                match r {
                    Ok(report) => {
                        // the first position where something happens
                        let first = report
                            .plies
                            .iter()
                            .position(|p| !p.findings.is_empty())
                            .unwrap_or(0);
                        ply.set(first);
                        status.set(Status::Done(Rc::new(Analysed::new(report))));
                    }
                    Err(e) => status.set(Status::Failed(e)),
                }
            });
        })
    };
    // on opening: the play view's game when asked, else the game kept from the last visit
    {
        let (run, pgn, editions, status) =
            (run.clone(), pgn.clone(), editions.clone(), status.clone());
        use_effect_with(from_play, move |&from_play| {
            let text = if from_play {
                play_view_pgn()
            } else {
                Ok((*pgn).clone())
            };
            match text {
                Ok(t) if !t.trim().is_empty() => {
                    pgn.set(t.clone());
                    run.emit((t, (*editions).clone(), 0));
                }
                Ok(_) => {}
                Err(e) => status.set(Status::Failed(e)),
            }
        });
    }
    let on_input = {
        let pgn = pgn.clone();
        Callback::from(move |e: InputEvent| {
            let t: web_sys::HtmlTextAreaElement = e.target_unchecked_into();
            pgn.set(t.value());
        })
    };
    let toggle = |year: &'static str| {
        let editions = editions.clone();
        Callback::from(move |_: Event| {
            // in the order of the editions, `year` switched
            let on = |y: &str| (y == year) != editions.iter().any(|e| e == y);
            let next = Edition::ALL
                .iter()
                .map(|e| e.year())
                .filter(|y| on(y))
                .map(String::from)
                .collect();
            editions.set(next);
        })
    };
    let analyse = {
        let (run, pgn, editions) = (run.clone(), pgn.clone(), editions.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            run.emit(((*pgn).clone(), (*editions).clone(), 0));
        })
    };
    // a game of a PGN of several, opened from the table
    let open_game = |i: usize| {
        let (run, analysed) = (run.clone(), analysed.clone());
        Callback::from(move |_: MouseEvent| {
            let (text, years) = analysed.borrow().clone();
            run.emit((text, years, i))
        })
    };
    let take_play = {
        let (run, pgn, editions, status) =
            (run.clone(), pgn.clone(), editions.clone(), status.clone());
        Callback::from(move |_: MouseEvent| match play_view_pgn() {
            Ok(t) => {
                pgn.set(t.clone());
                run.emit((t, (*editions).clone(), 0));
            }
            Err(e) => status.set(Status::Failed(e)),
        })
    };
    let done = match &*status {
        Status::Done(d) => Some(d.clone()),
        _ => None,
    };
    let n = done
        .as_ref()
        .map_or(0, |d| d.report.plies.len().saturating_sub(1));
    let at = (*ply).min(n);
    let go = |to: usize| {
        let ply = ply.clone();
        Callback::from(move |_: MouseEvent| ply.set(to.min(n)))
    };
    // the timeline's rows, to jump between (a row of positions that find the same is one)
    let marked: Vec<usize> = done.as_ref().map_or_else(Vec::new, |d| {
        d.rows.iter().map(|&(first, _)| first).collect()
    });
    let prev_mark = marked.iter().rev().find(|&&m| m < at).copied();
    let next_mark = marked.iter().find(|&&m| m > at).copied();
    {
        let ply = ply.clone();
        crate::app::keys::use_keydown(move |e| {
            if crate::app::keys::in_field(e) || n == 0 {
                return;
            }
            let cur = (*ply).min(n);
            match e.key().as_str() {
                "ArrowLeft" => ply.set(cur.saturating_sub(1)),
                "ArrowRight" => ply.set((cur + 1).min(n)),
                _ => return,
            }
            e.prevent_default();
        });
    }

    let form = html! {
        <form class="analyse-form" onsubmit={analyse}>
            <label for="analyse-pgn">{ "The game, in PGN" }</label>
            <textarea id="analyse-pgn" data-testid="analyse-pgn" rows="6" value={(*pgn).clone()} oninput={on_input}
                placeholder="[Event \"…\"]\n\n1. e4 e5 2. Nf3 Nc6 …" />
            <fieldset class="editions">
                <legend>{ "Under the FIDE Laws of" }</legend>
                { for Edition::ALL.iter().map(|e| {
                    let year = e.year();
                    let on = editions.iter().any(|y| y == year);
                    html! {
                        <label><input type="checkbox" checked={on} onchange={toggle(year)} data-testid={format!("analyse-edition-{year}")} />{ format!(" {year} ") }</label>
                    }
                }) }
            </fieldset>
            <button type="submit" class="primary" data-testid="analyse-run" disabled={editions.is_empty()}>{ "Analyse" }</button>
            <button type="button" data-testid="analyse-take-play" onclick={take_play}>{ "Take the game from the play view" }</button>
        </form>
    };
    let status_line = match &*status {
        Status::Idle => html! {},
        Status::Working => html! {
            <p class="notice" role="status" data-testid="analyse-working">{ "Analysing every position of the game under each edition chosen…" }</p>
        },
        Status::Failed(e) => html! {
            <p class="error" role="alert" data-testid="analyse-error">{ format!("This game cannot be analysed: {e}.") }</p>
        },
        Status::Done(_) => html! {},
    };
    let body = done.map(|d| {
        let r = &d.report;
        let p = &r.plies[at];
        let text = d.text.clone();
        let href = format!(
            "data:text/plain;charset=utf-8,{}",
            String::from(js_sys::encode_uri_component(&text))
        );
        html! {
            <>
                if r.games.len() > 1 {
                    <table class="games" data-testid="analyse-games">
                        <caption>{ "The games of the PGN" }</caption>
                        <thead><tr><th>{ "Game" }</th><th>{ "Players, event" }</th><th>{ "Result" }</th><th>{ "Claims not made" }</th><th>{ "Ended by itself" }</th></tr></thead>
                        <tbody>{ for r.games.iter().enumerate().map(|(i, g)| html! {
                            <tr data-game={(i + 1).to_string()}>
                                <td><button type="button" onclick={open_game(i)}>{ format!("Open {}", i + 1) }</button></td>
                                <td>{ g.title.clone() }</td><td>{ match g.result.as_str() { "1-0" => "White won", "0-1" => "Black won", "1/2-1/2" => "Drawn", _ => "Not finished" } }</td>
                                <td>{ match g.missed { 0 => "none".to_string(), n => crate::laws::words::plural(n as u32, "position") } }</td>
                                <td>{ g.ended.clone().unwrap_or_default() }</td>
                            </tr>
                        }) }</tbody>
                    </table>
                }
                if !r.title.is_empty() {
                    <h2 data-testid="analyse-title">{ r.title.clone() }</h2>
                }
                <ul class="analyse-summary" data-testid="analyse-summary">
                    { for r.editions.iter().zip(d.summary.iter()).map(|(year, line)| html! {
                        <li data-edition={year.year()}>{ line }</li>
                    }) }
                </ul>
                <div class="demo-body">
                    <div class="demo-board" data-testid="analyse-board">
                        { board_at(p) }
                        <p class="to-move" data-testid="analyse-position">{ format!("Half-move {} of {} ({}), {} to move.", at, n, position_words(p), p.to_move) }</p>
                    </div>
                    <div class="demo-side">
                        <div class="stepper" role="toolbar" aria-label="step through the game">
                            <button type="button" data-testid="analyse-start" onclick={go(0)} disabled={at == 0}>{ "« Start" }</button>
                            <button type="button" data-testid="analyse-prev-mark" onclick={go(prev_mark.unwrap_or(at))} disabled={prev_mark.is_none()}>{ "◀◀ Previous finding" }</button>
                            <button type="button" data-testid="analyse-prev" onclick={go(at.saturating_sub(1))} disabled={at == 0}>{ "◀ Back" }</button>
                            <button type="button" data-testid="analyse-next" onclick={go(at + 1)} disabled={at >= n}>{ "Forward ▶" }</button>
                            <button type="button" data-testid="analyse-next-mark" onclick={go(next_mark.unwrap_or(at))} disabled={next_mark.is_none()}>{ "Next finding ▶▶" }</button>
                            <button type="button" data-testid="analyse-end" onclick={go(n)} disabled={at >= n}>{ "End »" }</button>
                        </div>
                        <div aria-live="polite" data-testid="analyse-here">
                            if p.findings.is_empty() {
                                <p>{ quiet_words(r, at) }</p>
                            } else {
                                <ul class="findings">
                                    { for grouped(&p.findings).into_iter().map(|same| html! {
                                        <li data-kind={same[0].kind.name()} data-editions={same.iter().map(|f| f.edition.year()).collect::<Vec<_>>().join(" ")}>
                                            { same[0].words.clone() }{ " " }
                                            <span class="cited">{ "(" }{ for same.iter().enumerate().map(|(i, f)| html! {
                                                <>{ if i > 0 { "; " } else { "" } }{ format!("{} ", f.edition.year()) }{ cited(f) }</>
                                            }) }{ ")" }</span>
                                        </li>
                                    }) }
                                </ul>
                                if let Some(next) = p.next.as_ref().filter(|_| p.findings.iter().any(|f| f.kind != FindingKind::Ending)) {
                                    <p class="missed">{ format!("Not claimed: the game went on with {next}.") }</p>
                                }
                            }
                        </div>
                    </div>
                </div>
                <h2>{ "Timeline" }</h2>
                if marked.is_empty() {
                    <p data-testid="analyse-quiet">{ "No draw claim was open to either player at any position, and the game did not end by itself under the editions chosen." }</p>
                } else {
                    <div class="table-wrap">
                        <table class="timeline" data-testid="analyse-timeline">
                            <thead><tr>
                                <th scope="col">{ "Position" }</th>
                                { for r.editions.iter().map(|y| html! { <th scope="col">{ format!("FIDE Laws {}", y.year()) }</th> }) }
                            </tr></thead>
                            <tbody>
                                { for d.rows.iter().map(|&(first, last)| {
                                    let row = &r.plies[first];
                                    let select = go(first);
                                    let heading = if first == last {
                                        format!("{}, {} to move", position_words(row), row.to_move)
                                    } else {
                                        format!("{} to {} ({} positions)", position_words(row), position_words(&r.plies[last]), last - first + 1)
                                    };
                                    html! {
                                        <tr data-ply={first.to_string()} data-last={last.to_string()} class={classes!((first..=last).contains(&at).then_some("current"))}>
                                            <th scope="row"><button type="button" class="link" onclick={select}>{ heading }</button></th>
                                            { for r.editions.iter().map(|y| html! {
                                                <td data-edition={y.year()} data-label={format!("FIDE Laws {}", y.year())}>
                                                    { for row.findings.iter().filter(|f| f.edition == *y).map(|f| html! {
                                                        <div class={classes!("finding", f.kind.name())} data-kind={f.kind.name()} title={f.words.clone()}>
                                                            { if f.kind == FindingKind::Ending { "Ends: " } else { "Claim: " } }{ f.label.clone() }{ " " }<span class="cited">{ "(" }{ cited(f) }{ ")" }</span>
                                                        </div>
                                                    }) }
                                                </td>
                                            }) }
                                        </tr>
                                    }
                                }) }
                            </tbody>
                        </table>
                    </div>
                }
                <h2>{ "The report as text" }</h2>
                <p>{ "The same report as the command line's " }<code>{ "fide claims --text" }</code>{ " gives for this game." }</p>
                <textarea readonly=true rows="10" data-testid="analyse-text" aria-label="the report as text" value={text} />
                <a href={href} download="claims.txt" data-testid="analyse-download">{ "Download the report" }</a>
            </>
        }
    });
    html! {
        <section class="analyse" data-testid="analyse">
            <h1>{ "Game analysis: the draw claims a game offered" }</h1>
            <p>{ "Paste a game: for every position, the engine lists the draw claims open to the player to move and where the game ended by itself, each with its article, the editions side by side." }</p>
            { form }
            { status_line }
            { for body }
        </section>
    }
}
