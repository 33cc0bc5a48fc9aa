//! One player's offers, resignation and flag claim.

use crate::laws::Event;
use crate::Color;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct SideActionsProps {
    pub color: Color,
    /// The opponent's draw offer stands: it can be accepted or declined.
    pub offered: bool,
    /// There is a clock, so a flag can be claimed.
    pub clock: bool,
    pub on_event: Callback<Event>,
}

#[component]
pub fn SideActions(props: &SideActionsProps) -> Html {
    let c = props.color;
    let name = c.name();
    let ev = |e: Event| props.on_event.reform(move |_: MouseEvent| e.clone());
    html! {
        <div class="side-actions" data-side={name}>
            <span class="side-name">{ c.to_string() }</span>
            <button type="button" data-testid={format!("offer-{name}")} onclick={ev(Event::Offer(c))}>{ "Offer draw" }</button>
            <button type="button" data-testid={format!("accept-{name}")} disabled={!props.offered} onclick={ev(Event::Accept(c))}>{ "Accept" }</button>
            <button type="button" data-testid={format!("decline-{name}")} disabled={!props.offered} onclick={ev(Event::Decline(c))}>{ "Decline" }</button>
            <button type="button" data-testid={format!("resign-{name}")} onclick={ev(Event::Resign(c))}>{ "Resign" }</button>
            if props.clock {
                <button type="button" data-testid={format!("flag-{}", c.other().name())} onclick={ev(Event::Flag(c.other()))}>{ format!("Claim {}'s flag", c.other()) }</button>
            }
        </div>
    }
}
