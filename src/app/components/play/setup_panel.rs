//! The edition, the time control (the edition's presets or any typed), and the board's
//! side. A change asked for while a game is in progress is answered by the play view
//! (judge this game under it, or start a new one); `shown` re-mounts the selects, so a
//! change the user cancelled shows the game's setting again.

use super::inputs::{input_value, select_value};
use crate::clock::TimeControl;
use crate::Edition;
use yew::prelude::*;

/// What the panel shows and the gestures it reports (a render function, not a component:
/// it keeps no state, and a component of its own would cost the first load its code).
pub struct SetupPanelProps {
    pub edition: Edition,
    /// The control being played, as given; `None`: no clock.
    pub control: Option<String>,
    /// Changes the selects' keys: they show the game's setting again.
    pub shown: u32,
    pub on_edition: Callback<Edition>,
    /// A control chosen or typed (`none`: no clock).
    pub on_control: Callback<String>,
    pub on_flip: Callback<()>,
}

pub fn setup_panel(props: &SetupPanelProps) -> Html {
    let presets = TimeControl::presets(props.edition);
    let typed = props
        .control
        .as_ref()
        .filter(|c| !presets.iter().any(|(p, _)| p == *c));
    let on_edition = {
        let cb = props.on_edition.clone();
        Callback::from(move |e: Event| {
            if let Some(edition) = Edition::from_year(&select_value(&e)) {
                cb.emit(edition);
            }
        })
    };
    let on_select = {
        let cb = props.on_control.clone();
        Callback::from(move |e: Event| cb.emit(select_value(&e)))
    };
    let on_typed = {
        let cb = props.on_control.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            cb.emit(input_value("control-input"));
        })
    };
    html! {
        <fieldset class="settings">
            <legend>{ "The game: Laws, clock, board" }</legend>
            <label>{ "Edition " }
                <select key={format!("edition-{}", props.shown)} data-testid="edition" onchange={on_edition}>
                    { for Edition::ALL.iter().map(|e| html! { <option value={e.year()} selected={*e == props.edition}>{ format!("FIDE Laws {}", e.year()) }</option> }) }
                </select>
            </label>
            <label>{ "Time control " }
                <select key={format!("control-{}", props.shown)} data-testid="control" onchange={on_select}>
                    <option value="none" selected={props.control.is_none()}>{ "no clock" }</option>
                    { for presets.iter().map(|(c, label)| html! {
                        <option value={*c} selected={props.control.as_deref() == Some(*c)}>{ format!("{} ({})", label, c) }</option>
                    }) }
                    if let Some(c) = typed {
                        <option value={c.clone()} selected=true>{ c.clone() }</option>
                    }
                </select>
            </label>
            <form class="inline" onsubmit={on_typed}>
                <label for="control-input">{ "or type one" }</label>
                <input id="control-input" data-testid="control-input" placeholder="40/5400+30:1800+30" />
                <button type="submit">{ "Set" }</button>
            </form>
            <button type="button" data-testid="flip" onclick={props.on_flip.reform(|_: MouseEvent| ())}>{ "Flip board" }</button>
        </fieldset>
    }
}
