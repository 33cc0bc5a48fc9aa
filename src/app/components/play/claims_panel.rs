//! Draw claims by the player to move, with the move he writes and does not play: typed,
//! or made on the board after "Write a move on the board" (it is then written, not played).

use crate::laws::{ClaimKind, Event};
use crate::session::Intent;
use yew::prelude::*;

/// What the panel shows and the gestures it reports (a render function, not a component:
/// it keeps no state, and a component of its own would cost the first load its code).
pub struct ClaimsPanelProps {
    /// The move written for the claim (typed, or made on the board), not played.
    pub written: String,
    /// The player to move is writing his move on the board.
    pub writing: bool,
    /// The game has ended: no claim can act (the reason is shown by the panel).
    pub ended: bool,
    pub on_event: Callback<Event>,
    /// The move as typed.
    pub on_write: Callback<String>,
    pub on_intent: Callback<Option<Intent>>,
}

pub fn claims_panel(props: &ClaimsPanelProps) -> Html {
    let claim = |kind: ClaimKind| {
        let cb = props.on_event.clone();
        let written = props.written.trim().to_string();
        Callback::from(move |_: MouseEvent| {
            let intended = Some(written.clone()).filter(|m| !m.is_empty());
            cb.emit(Event::Claim {
                kind,
                intended,
                pending: false,
            });
        })
    };
    let on_input = props.on_write.reform(|e: InputEvent| {
        e.target_dyn_into::<web_sys::HtmlInputElement>()
            .map(|i| i.value())
            .unwrap_or_default()
    });
    let writing = props.writing;
    let toggle = props
        .on_intent
        .reform(move |_: MouseEvent| (!writing).then_some(Intent::Write));
    let described = props.ended.then_some(super::side_actions::ENDED_NOTE);
    html! {
        <div class="claims">
            <label for="intended-move">{ "Move written for a claim" }</label>
            <input id="intended-move" data-testid="intended" placeholder="e.g. Nf3 (optional)" autocomplete="off"
                value={props.written.clone()} oninput={on_input} disabled={props.ended} aria-describedby={described} />
            <button type="button" data-testid="write-on-board" aria-pressed={writing.to_string()}
                class={classes!(writing.then_some("on"))} disabled={props.ended} aria-describedby={described}
                onclick={toggle}>{ "Write it on the board" }</button>
            <button type="button" data-testid="claim-repetition" disabled={props.ended} aria-describedby={described}
                onclick={claim(ClaimKind::Repetition)}>{ "Claim repetition" }</button>
            <button type="button" data-testid="claim-fifty" disabled={props.ended} aria-describedby={described}
                onclick={claim(ClaimKind::Fifty)}>{ "Claim 50 moves" }</button>
        </div>
    }
}
