//! A move typed in any notation the core reads.

use super::inputs::{input_value, set_input_value};
use yew::prelude::*;

/// What the panel shows and the gestures it reports (a render function, not a component:
/// it keeps no state, and a component of its own would cost the first load its code).
pub struct MoveEntryProps {
    /// The text entered (not empty).
    pub on_enter: Callback<String>,
    /// The game has ended: no move can be made (the panel says why).
    pub disabled: bool,
}

pub fn move_entry(props: &MoveEntryProps) -> Html {
    let on_submit = {
        let cb = props.on_enter.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let text = input_value(MOVE_INPUT);
            if !text.trim().is_empty() {
                cb.emit(text);
                set_input_value(MOVE_INPUT, "");
            }
        })
    };
    html! {
        <form class="move-entry" onsubmit={on_submit}>
            <label for="move-input">{ "Move (any notation)" }</label>
            <input id="move-input" name="move" autocomplete="off" spellcheck="false" data-testid="move-input"
                disabled={props.disabled} aria-describedby={props.disabled.then_some(super::side_actions::ENDED_NOTE)} />
            <button type="submit" disabled={props.disabled}>{ "Play" }</button>
        </form>
    }
}

/// The move field's id (the sealed move is read from it too).
pub const MOVE_INPUT: &str = "move-input";
