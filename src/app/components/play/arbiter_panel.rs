//! The arbiter's clock actions: stop, start, two minutes added, the move counters corrected.

use super::inputs::input_value;
use crate::laws::{ArbiterAction, Event};
use yew::prelude::*;

/// What the panel shows and the gestures it reports (a render function, not a component:
/// it keeps no state, and a component of its own would cost the first load its code).
pub struct ArbiterPanelProps {
    /// The clock's move counters, White's and Black's.
    pub moves: (u32, u32),
    pub on_event: Callback<Event>,
    /// The counters as typed, White's and Black's (read by the engine's caller).
    pub on_set_moves: Callback<(String, String)>,
}

pub fn arbiter_panel(props: &ArbiterPanelProps) -> Html {
    let ev = |a: ArbiterAction| {
        props
            .on_event
            .reform(move |_: MouseEvent| Event::Arbiter(a.clone()))
    };
    let on_moves = {
        let cb = props.on_set_moves.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            cb.emit((input_value("moves-white"), input_value("moves-black")));
        })
    };
    html! {
        <div class="arbiter">
            <span>{ "Arbiter: " }</span>
            <button type="button" data-testid="arbiter-stop" onclick={ev(ArbiterAction::Stop)}>{ "Stop clock" }</button>
            <button type="button" data-testid="arbiter-start" onclick={ev(ArbiterAction::Start)}>{ "Start clock" }</button>
            <button type="button" data-testid="arbiter-add-white" onclick={ev(ArbiterAction::AddMs { white: 120_000, black: 0 })}>{ "+2 min White" }</button>
            <button type="button" data-testid="arbiter-add-black" onclick={ev(ArbiterAction::AddMs { white: 0, black: 120_000 })}>{ "+2 min Black" }</button>
            <form class="inline" onsubmit={on_moves}>
                <label for="moves-white">{ "Move counters: White" }</label>
                <input id="moves-white" data-testid="moves-white" inputmode="numeric" size="3" value={props.moves.0.to_string()} />
                <label for="moves-black">{ "Black" }</label>
                <input id="moves-black" data-testid="moves-black" inputmode="numeric" size="3" value={props.moves.1.to_string()} />
                <button type="submit" data-testid="arbiter-moves">{ "Correct" }</button>
            </form>
        </div>
    }
}
