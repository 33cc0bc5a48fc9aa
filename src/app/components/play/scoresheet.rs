//! The scoresheet in the chosen notation, offers marked `(=)`, and the result.

use super::select_value;
use crate::notation::Notation;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct ScoresheetProps {
    /// The moves in `notation`.
    pub moves: Vec<String>,
    /// After how many moves each draw offer was made.
    pub offers: Vec<usize>,
    /// The game started with Black to move (the first move is ply 2).
    pub start_black: bool,
    pub notation: Notation,
    /// The result in words.
    pub result: String,
    pub on_notation: Callback<Notation>,
}

#[component]
pub fn Scoresheet(props: &ScoresheetProps) -> Html {
    let on_notation = {
        let cb = props.on_notation.clone();
        Callback::from(move |e: Event| {
            if let Some(n) = Notation::from_name(&select_value(&e)) {
                cb.emit(n);
            }
        })
    };
    html! {
        <section class="scoresheet" aria-label="scoresheet">
            <h2>{ "Scoresheet" }</h2>
            <label>{ "Notation " }
                <select data-testid="notation" onchange={on_notation}>
                    { for Notation::ALL.iter().map(|n| html! { <option value={n.name()} selected={*n == props.notation}>{ notation_label(*n) }</option> }) }
                </select>
            </label>
            <ol class="moves" data-testid="moves" start="1">
                { for props.moves.iter().enumerate().map(|(i, m)| {
                    let ply = i + 1 + usize::from(props.start_black);
                    let offer = props.offers.contains(&(i + 1));
                    html! { <li data-ply={ply.to_string()}>{ m }{ if offer { " (=)" } else { "" } }</li> }
                }) }
            </ol>
            <p class="result" data-testid="result">{ props.result.clone() }</p>
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
