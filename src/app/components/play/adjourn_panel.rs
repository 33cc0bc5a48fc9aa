//! Sealing the move and opening the envelope (the editions with adjournment).

use super::inputs::input_value;
use super::move_entry::MOVE_INPUT;
use crate::laws::Event;
use yew::prelude::*;

/// What the panel shows and the gestures it reports (a render function, not a component:
/// it keeps no state, and a component of its own would cost the first load its code).
pub struct AdjournPanelProps {
    /// The game is adjourned: the envelope can be opened.
    pub adjourned: bool,
    /// The game has ended: there is nothing to seal or resume.
    pub ended: bool,
    pub on_event: Callback<Event>,
}

pub fn adjourn_panel(props: &AdjournPanelProps) -> Html {
    // the sealed move is the one written in the move field
    let seal = props.on_event.reform(|_: MouseEvent| Event::Seal {
        text: input_value(MOVE_INPUT).trim().to_string(),
        by: None,
    });
    html! {
        <div class="adjourn">
            <button type="button" data-testid="seal" disabled={props.ended} onclick={seal}>{ "Seal the move in the box" }</button>
            <button type="button" data-testid="resume" disabled={props.ended || !props.adjourned} onclick={props.on_event.reform(|_: MouseEvent| Event::Resume { absent: [false, false] })}>{ "Open the envelope" }</button>
        </div>
    }
}
