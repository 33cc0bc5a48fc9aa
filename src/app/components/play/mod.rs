//! The play view: the board and clock, and one component per panel (status, what a click
//! does, move entry, setup, claims, each side's actions, adjournment, the arbiter's, the
//! rulings log, the scoresheet, import and export, the question asked before a setting
//! changes the game). The panels show data and report gestures; this component turns
//! gestures into actions for the state ([`crate::session`]), with the time.

pub mod adjourn_panel;
pub mod arbiter_panel;
pub mod claims_panel;
pub mod confirm;
pub mod import_export;
pub mod inputs;
pub mod mode_select;
pub mod move_entry;
pub mod scoresheet;
pub mod setup_panel;
pub mod side_actions;
pub mod status;

use super::board::{board, BoardProps, Pressed};
use super::clock::ClockFaces;
use super::rulings_log::{keep_newest_in_view, rulings_log, RulingsLogProps};
use crate::app::analysis;
use crate::app::play::{now_ms, Action, PlayState, Saved};
use crate::app::storage;
use crate::app::words;
use crate::clock::TimeControl;
use crate::laws::editions::Policy;
use crate::laws::Event as LawEvent;
use crate::notation::fen;
use crate::session::{Intent, Mode};
use crate::{Color, Edition};
use adjourn_panel::{adjourn_panel, AdjournPanelProps};
use arbiter_panel::{arbiter_panel, ArbiterPanelProps};
use claims_panel::{claims_panel, ClaimsPanelProps};
use confirm::confirm;
use import_export::{import_export, ImportExportProps};
use mode_select::mode_select;
use move_entry::{move_entry, MoveEntryProps};
use scoresheet::{scoresheet, ScoresheetProps};
use setup_panel::{setup_panel, SetupPanelProps};
use side_actions::{side_actions, SideActionsProps, ENDED_NOTE};
use status::{Notice, StatusProps};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use yew::prelude::*;

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
    // where a press on the board began, kept across renders
    let pressed: Pressed = use_mut_ref(|| None);
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
        // Space presses the clock (outside text fields, and buttons other than squares)
        let state = state.clone();
        crate::app::keys::use_keydown(move |e| {
            let on_button = crate::app::keys::target(e)
                .is_some_and(|el| el.tag_name() == "BUTTON" && !el.has_attribute("data-square"));
            // after the end the clocks no longer act
            if e.key() == " "
                && !crate::app::keys::in_field(e)
                && !on_button
                && !state.game.is_over()
            {
                e.prevent_default();
                state.dispatch(Action::Press { now: now_ms() });
            }
        });
    }
    // every gesture becomes an action, given the time it was made
    let on_event = {
        let state = state.clone();
        Callback::from(move |event: LawEvent| {
            state.dispatch(Action::Event {
                event,
                now: now_ms(),
            })
        })
    };
    let act = |f: fn() -> Action| {
        let state = state.clone();
        Callback::from(move |()| state.dispatch(f()))
    };
    let g = &state.game;
    let v = g.verdict();
    let turn = g.position().turn();
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
        Callback::from(move |text: String| {
            state.dispatch(Action::Enter {
                text,
                now: now_ms(),
            })
        })
    };
    // a setting that would change the game in progress is asked about first
    let asking = use_state(|| None::<Ask>);
    // the selects are shown anew (the game's setting) when a change is cancelled
    let shown = use_state(|| 0u32);
    // a setting changed, or a new game asked for: at once when the game has no events yet,
    // else asked about first
    let on_setting = {
        let (state, asking) = (state.clone(), asking.clone());
        Callback::from(move |ask: Ask| {
            if state.events.is_empty() {
                state.dispatch(ask.action(false, now_ms()))
            } else {
                asking.set(Some(ask));
            }
        })
    };
    let on_edition = on_setting.reform(Ask::Edition);
    let on_control = on_setting.reform(Ask::Control);
    let on_set_moves = {
        let state = state.clone();
        Callback::from(move |(white, black)| {
            state.dispatch(Action::SetMoves {
                white,
                black,
                now: now_ms(),
            })
        })
    };
    let on_notation = {
        let state = state.clone();
        Callback::from(move |n| state.dispatch(Action::SetNotation(n)))
    };
    let on_mode = {
        let state = state.clone();
        Callback::from(move |m| state.dispatch(Action::SetMode(m)))
    };
    let on_intent = {
        let state = state.clone();
        Callback::from(move |i| state.dispatch(Action::Intend(i)))
    };
    let on_write = {
        let state = state.clone();
        Callback::from(move |t| state.dispatch(Action::Write(t)))
    };
    // the game a "play on" or a new game replaced, offered back (a swap, so either can be
    // had again), with its half-moves counted once
    let replaced = use_state(|| {
        if embedded {
            None
        } else {
            storage::replaced().map(|s| {
                let n = plies_of(&s);
                (s, n)
            })
        }
    });
    // keeps the game being replaced, so that it can be had back
    let keep_current = {
        let (state, replaced) = (state.clone(), replaced.clone());
        Rc::new(move || {
            if embedded || state.events.is_empty() {
                return;
            }
            let current = state.saved();
            storage::keep_replaced(&current);
            replaced.set(Some((current, state.game.san().len())));
        })
    };
    let on_import = {
        let (state, keep_current) = (state.clone(), keep_current.clone());
        Callback::from(move |(is_fen, text): (bool, String)| {
            let now = now_ms();
            let action = if is_fen {
                Action::ImportFen { text, now }
            } else {
                Action::ImportPgn { text, now }
            };
            // a game an import replaces is kept, to be had back (a refused import replaces
            // nothing)
            let next = crate::session::PlayState::reduce(Rc::new((*state).clone()), action.clone());
            if next.error.is_none() {
                keep_current();
            }
            state.dispatch(action)
        })
    };
    let on_reset = on_setting.reform(|_: MouseEvent| Ask::NewGame);
    let question = asking.as_ref().map(|ask| {
        let done = {
            let (asking, shown) = (asking.clone(), shown.clone());
            move || {
                asking.set(None);
                shown.set(shown.wrapping_add(1));
            }
        };
        let answer = |keep: bool| {
            let (state, ask, done, keep_current) =
                (state.clone(), ask.clone(), done.clone(), keep_current.clone());
            Callback::from(move |()| {
                if !keep {
                    keep_current();
                }
                state.dispatch(ask.action(keep, now_ms()));
                done();
            })
        };
        let kept = if embedded {
            ""
        } else {
            " (this game is kept: you can go back to it)"
        };
        let (question, answers) = match ask {
            Ask::Edition(e) => (
                format!("This game has begun. Judge its events under the FIDE Laws of {}, or start a new game?", e.year()),
                vec![
                    (format!("Judge this game under the {} Laws", e.year()), "judge-kept", answer(true)),
                    (format!("Start a new game under the {} Laws{kept}", e.year()), "judge-new", answer(false)),
                ],
            ),
            Ask::Control(text) => {
                let words = control_words(state.edition(), Some(text.as_str()).filter(|t| !t.is_empty() && *t != "none"));
                (
                    format!("This game has begun. Play its events again with {words}, or start a new game?"),
                    vec![
                        (format!("Play this game again with {words}"), "judge-kept", answer(true)),
                        (format!("Start a new game with {words}{kept}"), "judge-new", answer(false)),
                    ],
                )
            }
            Ask::NewGame => (
                format!("Start a new game?{}", if embedded { "" } else { " This game is kept: you can go back to it." }),
                vec![("Start a new game".to_string(), "new-game-confirm", answer(false))],
            ),
        };
        let cancel = Callback::from(move |()| done());
        confirm(&question, answers, &cancel)
    });
    let replaced_notice = replaced.as_ref().map(|(old, plies)| {
        let restore = {
            let (state, replaced, old) = (state.clone(), replaced.clone(), old.clone());
            Callback::from(move |_: MouseEvent| {
                let current = state.saved();
                let n = state.game.san().len();
                storage::keep_replaced(&current);
                state.dispatch(Action::Load(old.clone()));
                replaced.set(Some((current, n)));
            })
        };
        let discard = {
            let replaced = replaced.clone();
            Callback::from(move |_: MouseEvent| {
                storage::forget_replaced();
                replaced.set(None);
            })
        };
        let events = match plies {
            0 => "no move played".to_string(),
            1 => "1 half-move played".to_string(),
            n => format!("{n} half-moves played"),
        };
        html! {
            <div class="notice replaced" role="status" data-testid="replaced">
                { format!("The game you were playing before this one ({events}, the FIDE Laws of {}) is kept. ", old.setup.edition) }
                <button type="button" data-testid="replaced-restore" onclick={restore}>{ "Go back to it" }</button>
                { " " }
                <button type="button" data-testid="replaced-discard" onclick={discard}>{ "Discard it" }</button>
            </div>
        }
    });
    // re-rendered when a face shows a flag fallen, so that the status says it at once
    let fallen_seen = use_state(Vec::<Color>::new);
    let on_fallen = {
        let fallen_seen = fallen_seen.clone();
        Callback::from(move |f: Vec<Color>| fallen_seen.set(f))
    };
    let now = now_ms();
    let fallen = state.fallen(now);
    let over = g.is_over();
    let clock = g.clock().map(|c| {
        let at = g.now();
        let on_press = {
            let state = state.clone();
            Callback::from(move |_c: Color| state.dispatch(Action::Press { now: now_ms() }))
        };
        // a new game's clock waits for the game to begin
        let running = if over || !state.started { None } else { c.running() };
        let waiting = (!state.started && !over).then(|| c.running()).flatten();
        html! {
            <ClockFaces white_ms={c.remaining(Color::White, at)} black_ms={c.remaining(Color::Black, at)}
                running={running} anchor={state.last_ts} grace_ms={c.grace(at)} moves={(c.moves(Color::White), c.moves(Color::Black))}
                flags={v.clock.as_ref().map(|t| t.flags.clone()).unwrap_or_default()} flipped={state.flipped}
                on_press={Some(on_press)} {waiting} on_fallen={Some(on_fallen)} />
        }
    });
    let waiting = g
        .clock()
        .filter(|_| !state.started && !over)
        .and_then(|c| c.running());
    let notice = if let Some(e) = &state.error {
        Notice::Error(e.clone())
    } else if let Some(&flagged) = fallen.first() {
        Notice::Flag {
            flagged,
            rules: crate::laws::timing::flag::fallen_not_pointed_out(g.edition(), flagged),
        }
    } else if let Some(intent) = state.intent {
        Notice::Intent {
            color: turn,
            intent,
        }
    } else if let Some(c) = waiting {
        Notice::Waiting(c)
    } else {
        Notice::None
    };
    // where only the arbiter or the opponent establishes a fallen flag (1977–1993), the
    // opponent's claim takes the focus
    let claimable = fallen
        .first()
        .filter(|_| !Policy::of(g.edition()).either_player_may_claim_flag())
        .copied();
    // the focus goes where the user must act now: the question asked before a setting
    // changes the game, or that claim
    let focus_to = if asking.is_some() {
        Some("[data-testid=confirm] button".to_string())
    } else {
        claimable.map(|c| format!("[data-testid=flag-{}]", c.name()))
    };
    use_effect_with(focus_to, |to| {
        if let Some(selector) = to {
            focus_selector(selector);
        }
    });
    // the newest ruling is the one to read: the log keeps it in view
    use_effect_with(v.rulings.len(), |_| keep_newest_in_view(".play"));
    let on_cancel = {
        let state = state.clone();
        Callback::from(move |()| state.dispatch(Action::Intend(None)))
    };
    let on_start = {
        let state = state.clone();
        Callback::from(move |()| state.dispatch(Action::Press { now: now_ms() }))
    };
    let promotion = state.promotion.map(|(_, to)| (to, turn == Color::White));
    let start = fen::parse(&state.setup.fen).ok();
    let start_black = start.as_ref().is_some_and(|p| p.turn() == Color::Black);
    let first_move = start.as_ref().map_or(1, |p| p.fullmoves() as usize);
    // where a click presses the clock, the player to move may offer with his move
    let presses_for_him = state.mode != Mode::Board && !g.is_placed();
    let side = |c: Color| {
        html! {
            { side_actions(&SideActionsProps {
                color: c,
                offered: g.standing_offer() == Some(c.other()),
                clock: g.clock().is_some(),
                with_move: presses_for_him && turn == c,
                offering: state.intent == Some(Intent::Offer) && turn == c,
                opponent_fallen: fallen.contains(&c.other()),
                ended: over,
                on_event: on_event.clone(),
                on_intent: on_intent.clone(),
            }) }
        }
    };
    let counters = g
        .clock()
        .map_or((0, 0), |c| (c.moves(Color::White), c.moves(Color::Black)));
    let ended_note = v.outcome.as_ref().map(|o| {
        html! {
            <p class="ended-note" id={ENDED_NOTE} data-testid="ended-note">
                { format!("The game has ended ({}): offers, claims, resignations and the clocks no longer act. The rulings above keep what happened.", words::outcome(o)) }
            </p>
        }
    });
    html! {
        <section class={classes!("play", embedded.then_some("embedded"))} aria-label="play">
            <div class="board-col" id="board">
                { board(&BoardProps {
                    squares: state.squares(),
                    selected: state.selected,
                    dests: state.dests(),
                    last_move: state.last_move(),
                    check: state.check(),
                    flipped: state.flipped,
                    touched: state.game.touched().to_vec(),
                    leave_pawn: state.mode == Mode::Board,
                    promotion,
                    on_square,
                    on_promote,
                    read_only: false,
                }, &pressed) }
                { for clock }
            </div>
            <div class="panel">
                { for replaced_notice }
                { status::status(&StatusProps {
                    in_force: in_force(&state),
                    status: status(&state, &fallen),
                    announce: announce(&v, state.events.len()),
                    notice,
                    analysing: state.analysing.is_some(),
                    on_cancel,
                    on_start,
                }) }
                { mode_select(state.mode, &on_mode) }
                { move_entry(&MoveEntryProps { on_enter, disabled: over }) }
                // where each ruling and its article appear: beside the board, before the controls
                { rulings_log(&RulingsLogProps { rulings: v.rulings.clone(), ..RulingsLogProps::default() }) }
                <fieldset class="actions">
                    <legend>{ "Claims and offers" }</legend>
                    { for ended_note }
                    { claims_panel(&ClaimsPanelProps {
                        written: state.written.clone(),
                        writing: state.intent == Some(Intent::Write),
                        ended: over,
                        on_event: on_event.clone(),
                        on_write,
                        on_intent: on_intent.clone(),
                    }) }
                    { side(Color::White) }
                    { side(Color::Black) }
                </fieldset>
                { scoresheet(&ScoresheetProps {
                    moves: state.scoresheet(),
                    offers: state.offers.clone(),
                    start_black,
                    first_move,
                    notation: state.notation,
                    result: v.outcome.as_ref().map(words::outcome),
                    on_notation,
                }) }
                { setup_panel(&SetupPanelProps {
                    edition: g.edition(),
                    control: state.setup.control.clone(),
                    shown: *shown,
                    on_edition,
                    on_control,
                    on_flip: act(|| Action::Flip),
                }) }
                if !embedded {
                    <button type="button" class="new-game" data-testid="new-game" onclick={on_reset}>{ "New game" }</button>
                }
                { for question }
                // the rare actions, folded
                if !embedded && (g.clock().is_some() || g.edition().has_adjournment()) {
                    <details class="fold" data-testid="arbiter-tools" open={g.is_adjourned()}>
                        <summary>{ match (g.clock().is_some(), g.edition().has_adjournment()) {
                            (true, true) => "Arbiter: the clock, and adjournment",
                            (true, false) => "Arbiter: the clock",
                            _ => "Adjournment",
                        } }</summary>
                        if g.clock().is_some() {
                            { arbiter_panel(&ArbiterPanelProps { moves: counters, on_event: on_event.clone(), on_set_moves }) }
                        }
                        if g.edition().has_adjournment() {
                            { adjourn_panel(&AdjournPanelProps { adjourned: g.is_adjourned(), ended: over, on_event: on_event.clone() }) }
                        }
                    </details>
                }
                if !embedded {
                    <details class="fold" data-testid="import-export">
                        <summary>{ "Import, export and share (PGN, FEN, a link)" }</summary>
                        { import_export(&ImportExportProps { pgn: state.pgn(), fen: v.fen.clone(), scenario: state.scenario_json(), on_import }) }
                    </details>
                }
            </div>
        </section>
    }
}

/// Gives the focus to the first element matching `selector`, if any.
fn focus_selector(selector: &str) {
    if let Some(el) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector(selector).ok().flatten())
        .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
    {
        let _ = el.focus();
    }
}

/// A setting the user asked to change while a game is in progress: asked about first.
#[derive(Clone, PartialEq)]
enum Ask {
    Edition(Edition),
    Control(String),
    NewGame,
}

impl Ask {
    /// The action that carries it out: the game judged again under the setting (`keep`),
    /// or a new game.
    fn action(&self, keep: bool, now: f64) -> Action {
        match self {
            Ask::Edition(edition) => Action::SetEdition {
                edition: *edition,
                keep,
                now,
            },
            Ask::Control(text) => Action::SetControl {
                text: text.clone(),
                keep,
                now,
            },
            Ask::NewGame => Action::Reset { now },
        }
    }
}

/// A time control in words: its preset's name under `edition`, else the control as given.
fn control_words(edition: Edition, control: Option<&str>) -> String {
    match control {
        None => "no clock".to_string(),
        Some(c) => TimeControl::presets(edition)
            .iter()
            .find(|(p, _)| *p == c)
            .map_or_else(
                || format!("the time control {c}"),
                |(_, label)| label.to_string(),
            ),
    }
}

/// The Laws and the clock the game is played under, in words.
fn in_force(state: &PlayState) -> String {
    let e = state.edition();
    format!(
        "The FIDE Laws of {} · {}",
        e.year(),
        control_words(e, state.setup.control.as_deref())
    )
}

/// The half-moves of a saved game, replayed (with the dead-position answers kept); while
/// its replay waits for an analysis, its moves as recorded.
fn plies_of(saved: &Saved) -> usize {
    let state = PlayState::start(Ok(Some(saved.clone())), now_ms(), analysis::restored());
    if state.analysing.is_none() {
        return state.game.san().len();
    }
    saved
        .events
        .iter()
        .filter(|e| {
            matches!(
                e,
                LawEvent::Move(_) | LawEvent::MoveWith { .. } | LawEvent::Place(_)
            )
        })
        .count()
}

/// The status line: the result with its article, or who is to move and what is awaited,
/// after any flag that has fallen.
fn status(state: &PlayState, fallen: &[Color]) -> String {
    let g = &state.game;
    let v = g.verdict();
    let turn = g.position().turn();
    match &v.outcome {
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
                s = "Adjourned: the sealed move is in the envelope".into();
            }
            // a flag that has fallen is news before anyone points it out
            for c in fallen.iter().rev() {
                s = format!("{c}'s flag has fallen · {s}");
            }
            s
        }
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
            // the last move was made by the side not to move now (a game may start
            // with Black to move)
            if v.fen.split(' ').nth(1) == Some("b") {
                "White"
            } else {
                "Black"
            },
            m
        ),
        (_, None) => String::new(),
    }
}
