//! The scoresheet in the chosen notation, by moves as on paper (the move number, White's
//! move, Black's move), offers marked `(=)`, and the result.

use super::inputs::select_value;
use crate::notation::Notation;
use yew::prelude::*;

/// What the panel shows and the gestures it reports (a render function, not a component:
/// it keeps no state, and a component of its own would cost the first load its code).
pub struct ScoresheetProps {
    /// The moves in `notation`.
    pub moves: Vec<String>,
    /// After how many moves each draw offer was made.
    pub offers: Vec<usize>,
    /// The game started with Black to move (the first move is ply 2).
    pub start_black: bool,
    /// The number of the first move (the start position's move number).
    pub first_move: usize,
    pub notation: Notation,
    /// The result in words, once the game has ended.
    pub result: Option<String>,
    pub on_notation: Callback<Notation>,
}

pub fn scoresheet(props: &ScoresheetProps) -> Html {
    let on_notation = {
        let cb = props.on_notation.clone();
        Callback::from(move |e: Event| {
            if let Some(n) = Notation::from_name(&select_value(&e)) {
                cb.emit(n);
            }
        })
    };
    // the rows reach an offer written with a move still to come
    let rows = props
        .offers
        .iter()
        .copied()
        .max()
        .unwrap_or(0)
        .max(props.moves.len());
    html! {
        <section class="scoresheet" aria-label="scoresheet">
            <h2>{ "Scoresheet" }</h2>
            <label>{ "Notation " }
                <select data-testid="notation" onchange={on_notation}>
                    { for Notation::ALL.iter().map(|n| html! { <option value={n.name()} selected={*n == props.notation}>{ notation_label(*n) }</option> }) }
                </select>
            </label>
            <div class="sheet"><table class="moves" data-testid="moves">
                <thead class="sr-only"><tr><th scope="col">{ "Move" }</th><th scope="col">{ "White" }</th><th scope="col">{ "Black" }</th></tr></thead>
                <tbody>
                { for crate::session::sheet_rows(rows, props.start_black).into_iter().map(|(row, white, black)| {
                    let cell = |i: Option<usize>| match i {
                        Some(i) if i < props.moves.len() => {
                            let ply = i + 1 + usize::from(props.start_black);
                            let offer = props.offers.contains(&(i + 1));
                            html! { <td><span data-ply={ply.to_string()}>{ &props.moves[i] }{ if offer { " (=)" } else { "" } }</span></td> }
                        }
                        // an offer made before a move not yet made: written where that move goes
                        Some(i) if props.offers.contains(&(i + 1)) => html! { <td><span class="offer-only" data-testid="offer-pending">{ "(=)" }</span></td> },
                        Some(_) => html! { <td></td> },
                        None => html! { <td>{ if row == 1 && props.start_black { "…" } else { "" } }</td> },
                    };
                    html! { <tr><th scope="row">{ format!("{}.", row - 1 + props.first_move) }</th>{ cell(white) }{ cell(black) }</tr> }
                }) }
                </tbody>
            </table></div>
            if let Some(r) = &props.result {
                <p class="result" data-testid="result">{ r.clone() }</p>
            }
        </section>
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
