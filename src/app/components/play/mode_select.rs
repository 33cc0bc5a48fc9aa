//! What a click on the board does, chosen in one place and said in one line.

use super::inputs::select_value;
use crate::session::Mode;
use yew::prelude::*;

/// The mode's name for people.
pub fn label(m: Mode) -> &'static str {
    match m {
        Mode::Quick => "Quick play",
        Mode::TouchMove => "Touch-move",
        Mode::Board => "Arbiter's board",
    }
}

/// What a click means in the mode, in one line.
pub fn hint(m: Mode) -> &'static str {
    match m {
        Mode::Quick => "A click picks up a piece, a second click moves it and presses your clock. To offer a draw the way the Laws ask, choose \u{201c}Offer with my next move\u{201d} first.",
        Mode::TouchMove => "A click touches a piece, and you must move it if you can; a second click moves it and presses your clock.",
        Mode::Board => "A click touches a piece, a second click puts it down on any square; then press your clock yourself (Press, or Space). Offer a draw or claim before pressing.",
    }
}

/// The mode's select and its one line (a plain function: it keeps no state).
pub fn mode_select(mode: Mode, on_mode: &Callback<Mode>) -> Html {
    let on_change =
        on_mode.reform(|e: Event| Mode::from_name(&select_value(&e)).unwrap_or_default());
    html! {
        <div class="mode">
            <label>{ "Clicks on the board: " }
                <select data-testid="mode" onchange={on_change}>
                    { for Mode::ALL.iter().map(|m| html! {
                        <option value={m.name()} selected={*m == mode}>{ label(*m) }</option>
                    }) }
                </select>
            </label>
            <p class="mode-hint" data-testid="mode-hint">{ hint(mode) }</p>
        </div>
    }
}
