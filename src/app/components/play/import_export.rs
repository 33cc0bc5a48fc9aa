//! PGN and FEN import (errors in place, the game untouched) and export (copy, download), and
//! the link that shares the game as a scenario.

use super::inputs::input_value;
use yew::prelude::*;

/// What the panel shows and the gestures it reports (a render function, not a component:
/// it keeps no state, and a component of its own would cost the first load its code).
pub struct ImportExportProps {
    pub pgn: String,
    pub fen: String,
    /// The game as a scenario (JSON), for the share link; `None` when it is not one.
    pub scenario: Option<serde_json::Value>,
    /// A FEN (`true`) or a PGN (`false`) pasted, to load.
    pub on_import: Callback<(bool, String)>,
}

/// PGN and FEN import (errors in place, the game untouched) and export (copy, download).
pub fn import_export(props: &ImportExportProps) -> Html {
    let import = |fen: bool| {
        let cb = props.on_import.clone();
        Callback::from(move |_: MouseEvent| cb.emit((fen, input_value("import-text"))))
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
            <h2>{ "Import, export and share" }</h2>
            <label for="import-text">{ "Paste a FEN or a PGN" }</label>
            <textarea id="import-text" data-testid="import-text" rows="3" />
            <button type="button" data-testid="import-fen" onclick={import(true)}>{ "Load FEN" }</button>
            <button type="button" data-testid="import-pgn" onclick={import(false)}>{ "Load PGN" }</button>
            <p>
                <label>{ "FEN " }<input readonly=true value={props.fen.clone()} data-testid="export-fen" /></label>
                { " " }
                <a href={format!("#/editor?fen={}", String::from(js_sys::encode_uri_component(&props.fen)))} data-testid="edit-position">{ "Edit this position" }</a>
            </p>
            <textarea readonly=true rows="4" data-testid="export-pgn" aria-label="the game as PGN" value={props.pgn.clone()} />
            <button type="button" onclick={copy}>{ "Copy PGN" }</button>
            <a href={href} download="game.pgn" data-testid="download-pgn">{ "Download PGN" }</a>
            <p><a href="#/analyse?game=play" data-testid="analyse-link">{ "Analyse this game's draw claims" }</a>{ ": every claim open and every automatic ending, ply by ply, under the four editions" }</p>
            if let Some(s) = &props.scenario {
                <p class="share">
                    <a href={crate::app::components::scenario_view::share_href(s)} data-testid="share-link">{ "Share this game" }</a>
                    { ": a link that opens its events on any machine, judged under the four editions, with the code to embed it" }
                </p>
            }
        </section>
    }
}
