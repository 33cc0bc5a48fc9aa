//! The position editor (`#/editor`, `#/editor?fen=…`): pieces from a palette onto the board,
//! the side to move, castling rights and the en-passant square; the core says whether the
//! position is legal, and why not. A legal one is played on in the play view under the
//! edition chosen (and can then be shared). The state and its reducer are
//! [`crate::session::editor`]; this view only draws them.

use super::board::{board, piece_src, BoardProps, Pressed};
use crate::app::play::{GameSetup, Saved};
use crate::app::route::Route;
use crate::app::storage::replace_saved;
use crate::clock::TimeControl;
use crate::edition::Edition;
use crate::session::editor::{Editor, EditorAction};
use crate::{CastlingSide, Color, Piece, Role, Square};
use serde::Deserialize;
use yew::prelude::*;
use yew_router::prelude::*;

#[derive(Deserialize, Default, Clone, PartialEq)]
struct EditorQuery {
    fen: Option<String>,
}

const ROLES: [Role; 6] = [
    Role::King,
    Role::Queen,
    Role::Rook,
    Role::Bishop,
    Role::Knight,
    Role::Pawn,
];

#[component]
pub fn EditorView() -> Html {
    let location = use_location();
    // where a press on the board began, kept across renders
    let pressed: Pressed = use_mut_ref(|| None);
    let navigator = use_navigator();
    let start = location
        .as_ref()
        .and_then(|l| l.query::<EditorQuery>().ok())
        .and_then(|q| q.fen);
    // a FEN in the address that cannot be read: the initial position, and why
    let opened = start.as_deref().map(Editor::from_fen);
    let editor = use_state(|| opened.clone().and_then(Result::ok).unwrap_or_default());
    let error = use_state(|| opened.and_then(Result::err));
    let edition = use_state(|| Edition::NEWEST);
    let act = {
        let (editor, error) = (editor.clone(), error.clone());
        Callback::from(move |a: EditorAction| match editor.apply(a) {
            Ok(next) => {
                editor.set(next);
                error.set(None);
            }
            Err(e) => error.set(Some(e)),
        })
    };
    let emit = |a: EditorAction| {
        let act = act.clone();
        Callback::from(move |_: MouseEvent| act.emit(a.clone()))
    };
    let s = &editor.setup;
    let squares: Vec<Option<char>> = Square::all()
        .map(|sq| s.board.piece_at(sq).map(|p| p.char()))
        .collect();
    let on_square = {
        let act = act.clone();
        Callback::from(move |sq: Square| act.emit(EditorAction::Square(sq)))
    };
    let verdict = editor.position();
    let palette = [Color::White, Color::Black].map(|color| {
        html! {
            <div class="palette-row" role="group" aria-label={format!("{color} pieces")}>
                { for ROLES.iter().map(|&role| {
                    let p = Piece { color, role };
                    let on = editor.brush == Some(Some(p));
                    html! {
                        <button type="button" class={classes!("brush", on.then_some("on"))} aria-pressed={on.to_string()}
                            data-testid={format!("brush-{}", p.char())} onclick={emit(EditorAction::Brush(Some(p)))}
                            aria-label={format!("{} {}", color.name(), role.name())}>
                            <img src={piece_src(p.char())} alt="" />
                        </button>
                    }
                }) }
            </div>
        }
    });
    let castling = [
        (Color::White, CastlingSide::KingSide, "White, king-side"),
        (Color::White, CastlingSide::QueenSide, "White, queen-side"),
        (Color::Black, CastlingSide::KingSide, "Black, king-side"),
        (Color::Black, CastlingSide::QueenSide, "Black, queen-side"),
    ];
    let on_turn = {
        let act = act.clone();
        Callback::from(move |e: Event| {
            let v = e
                .target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value();
            act.emit(EditorAction::Turn(if v == "b" {
                Color::Black
            } else {
                Color::White
            }));
        })
    };
    let on_ep = {
        let act = act.clone();
        Callback::from(move |e: Event| {
            let v = e
                .target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value();
            act.emit(EditorAction::EnPassant(v.parse::<Square>().ok()));
        })
    };
    let on_counters = {
        let act = act.clone();
        Callback::from(move |_: Event| {
            let read = |id: &str| {
                super::play::inputs::input_value(id)
                    .trim()
                    .parse::<u32>()
                    .ok()
            };
            if let (Some(halfmoves), Some(fullmoves)) =
                (read("editor-halfmoves"), read("editor-fullmoves"))
            {
                act.emit(EditorAction::Counters {
                    halfmoves,
                    fullmoves,
                });
            }
        })
    };
    let on_fen = {
        let act = act.clone();
        Callback::from(move |_: MouseEvent| {
            act.emit(EditorAction::Fen(super::play::inputs::input_value(
                "editor-fen-text",
            )))
        })
    };
    let on_edition = {
        let edition = edition.clone();
        Callback::from(move |e: Event| {
            let v = e
                .target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value();
            if let Some(ed) = Edition::from_year(&v) {
                edition.set(ed);
            }
        })
    };
    let play = {
        let (fen, edition) = (editor.fen(), *edition);
        Callback::from(move |_: MouseEvent| {
            let control = TimeControl::presets(edition)
                .first()
                .map(|(c, _)| c.to_string());
            let setup = GameSetup {
                edition: edition.year().into(),
                fen: fen.clone(),
                control,
                clock: None,
            };
            replace_saved(&Saved::new(setup, js_sys::Date::now()));
            if let Some(n) = &navigator {
                n.push(&Route::Play);
            }
        })
    };
    html! {
        <section class="editor" data-testid="editor">
            <h1>{ "Position editor" }</h1>
            <p class="muted">{ "Choose a piece, then click squares to put it there (the same piece again, or the eraser, clears a square). The rules core checks the position as you build it." }</p>
            <div class="play">
                <div class="board-col">
                    { board(&BoardProps { squares, on_square, ..BoardProps::default() }, &pressed) }
                </div>
                <div class="panel">
                    <div class="palette">
                        { for palette }
                        <button type="button" class={classes!("brush", (editor.brush == Some(None)).then_some("on"))} aria-pressed={(editor.brush == Some(None)).to_string()}
                            data-testid="brush-eraser" onclick={emit(EditorAction::Brush(None))}>{ "Eraser" }</button>
                    </div>
                    <p class={classes!("verdict", if verdict.is_ok() { "ok" } else { "bad" })} data-testid="editor-verdict" role="status">
                        { match &verdict {
                            Ok(p) => format!("A legal position: {} to move.", p.turn()),
                            Err(e) => format!("Not a legal position: {e}."),
                        } }
                    </p>
                    <p>
                        <label>{ "To move " }
                            <select data-testid="editor-turn" onchange={on_turn}>
                                <option value="w" selected={s.turn == Color::White}>{ "White" }</option>
                                <option value="b" selected={s.turn == Color::Black}>{ "Black" }</option>
                            </select>
                        </label>
                        { " " }
                        <label>{ "En passant " }
                            <select data-testid="editor-ep" onchange={on_ep}>
                                <option value="" selected={s.ep_square.is_none()}>{ "none" }</option>
                                { for editor.en_passant_squares().into_iter().map(|sq| html! {
                                    <option value={sq.to_string()} selected={s.ep_square == Some(sq)}>{ sq.to_string() }</option>
                                }) }
                            </select>
                        </label>
                    </p>
                    <fieldset class="castling">
                        <legend>{ "Castling rights" }</legend>
                        { for castling.iter().map(|&(c, side, label)| {
                            let on = s.castling.has(c, side);
                            let act = act.clone();
                            let onchange = Callback::from(move |_: Event| act.emit(EditorAction::Castling(c, side, !on)));
                            html! { <label><input type="checkbox" checked={on} {onchange} />{ format!(" {label} ") }</label> }
                        }) }
                    </fieldset>
                    <p class="counters">
                        <label>{ "Moves without a capture or pawn move (by either player) " }
                            <input id="editor-halfmoves" type="number" min="0" data-testid="editor-halfmoves" value={s.halfmoves.to_string()} onchange={on_counters.clone()} />
                        </label>
                        { " " }
                        <label>{ "Move number " }
                            <input id="editor-fullmoves" type="number" min="1" data-testid="editor-fullmoves" value={s.fullmoves.to_string()} onchange={on_counters} />
                        </label>
                    </p>
                    <p>
                        <button type="button" data-testid="editor-clear" onclick={emit(EditorAction::Clear)}>{ "Empty board" }</button>
                        { " " }
                        <button type="button" data-testid="editor-initial" onclick={emit(EditorAction::Initial)}>{ "Initial position" }</button>
                    </p>
                    <p><label>{ "FEN " }<input readonly=true value={editor.fen()} data-testid="editor-fen" /></label></p>
                    <p>
                        <label for="editor-fen-text">{ "Start from a FEN " }</label>
                        <input id="editor-fen-text" data-testid="editor-fen-text" />
                        <button type="button" data-testid="editor-load" onclick={on_fen}>{ "Load" }</button>
                    </p>
                    if let Some(e) = &*error {
                        <p class="error" role="alert" data-testid="editor-error">{ format!("FEN: {e}") }</p>
                    }
                    <p>
                        <label>{ "Edition " }
                            <select data-testid="editor-edition" onchange={on_edition}>
                                { for Edition::ALL.iter().map(|e| html! { <option value={e.year()} selected={*edition == *e}>{ e.year() }</option> }) }
                            </select>
                        </label>
                        { " " }
                        <button type="button" class="primary" data-testid="editor-play" disabled={verdict.is_err()} onclick={play}>{ "Play from this position" }</button>
                        <span class="muted">{ format!(" (a new game in the play view, with the edition's first time control: {})", TimeControl::presets(*edition).first().map_or("none", |(_, words)| words)) }</span>
                    </p>
                </div>
            </div>
        </section>
    }
}
