//! Draw claims with an intended move.

use super::{input_value, set_input_value};
use crate::laws::{ClaimKind, Event};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct ClaimsPanelProps {
    /// The claim, with the intended move typed (if any).
    pub on_event: Callback<Event>,
}

#[component]
pub fn ClaimsPanel(props: &ClaimsPanelProps) -> Html {
    let claim = |kind: ClaimKind| {
        let cb = props.on_event.clone();
        Callback::from(move |_: MouseEvent| {
            let intended = input_value("intended-move");
            let intended = Some(intended.trim().to_string()).filter(|m| !m.is_empty());
            cb.emit(Event::Claim {
                kind,
                intended,
                pending: false,
            });
            // the move belongs to this claim only: a later claim starts with none
            set_input_value("intended-move", "");
        })
    };
    html! {
        <>
            <label for="intended-move">{ "Intended move for a claim" }</label>
            <input id="intended-move" data-testid="intended" placeholder="e.g. Nf3 (optional)" />
            <button type="button" data-testid="claim-repetition" onclick={claim(ClaimKind::Repetition)}>{ "Claim repetition" }</button>
            <button type="button" data-testid="claim-fifty" onclick={claim(ClaimKind::Fifty)}>{ "Claim 50 moves" }</button>
        </>
    }
}
