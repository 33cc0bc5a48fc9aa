//! One player's draw offers, resignation and flag claim. The player to move may offer now
//! (before his move) or, where a click presses the clock for him, with his next move: the
//! move is then made, the offer made and his clock pressed, in that order. On the
//! arbiter's board he makes the move, offers, and presses the clock himself.

use crate::laws::Event;
use crate::session::Intent;
use crate::Color;
use yew::prelude::*;

/// What the panel shows and the gestures it reports (a render function, not a component:
/// it keeps no state, and a component of its own would cost the first load its code).
pub struct SideActionsProps {
    pub color: Color,
    /// The opponent's draw offer stands: it can be accepted or declined.
    pub offered: bool,
    /// There is a clock, so a flag can be claimed.
    pub clock: bool,
    /// This player is to move and a click presses his clock for him: he may say he offers
    /// with his next move.
    pub with_move: bool,
    /// He has said he offers with his next move.
    pub offering: bool,
    /// The opponent's flag has fallen and nobody has pointed it out.
    pub opponent_fallen: bool,
    /// The game has ended: nothing here can act any more (the reason is shown once, by
    /// the panel, under the id `ended_note`).
    pub ended: bool,
    pub on_event: Callback<Event>,
    pub on_intent: Callback<Option<Intent>>,
}

/// The id of the sentence saying why the actions no longer act.
pub const ENDED_NOTE: &str = "ended-note";

pub fn side_actions(props: &SideActionsProps) -> Html {
    let c = props.color;
    let name = c.name();
    let ended = props.ended;
    let described = ended.then_some(ENDED_NOTE);
    let ev = |e: Event| props.on_event.reform(move |_: MouseEvent| e.clone());
    let with_move = props.with_move.then(|| {
        let offering = props.offering;
        let toggle = props
            .on_intent
            .reform(move |_: MouseEvent| (!offering).then_some(Intent::Offer));
        html! {
            <button type="button" data-testid={format!("offer-with-move-{name}")} aria-pressed={offering.to_string()}
                class={classes!(offering.then_some("on"))} disabled={ended} aria-describedby={described}
                onclick={toggle}>{ "Offer with my next move" }</button>
        }
    });
    let offer_label = if props.with_move {
        "Offer draw now"
    } else {
        "Offer draw"
    };
    html! {
        <div class="side-actions" data-side={name}>
            <span class="side-name">{ c.to_string() }</span>
            <button type="button" data-testid={format!("offer-{name}")} disabled={ended} aria-describedby={described}
                onclick={ev(Event::Offer(c))}>{ offer_label }</button>
            { for with_move }
            <button type="button" data-testid={format!("accept-{name}")} disabled={ended || !props.offered} aria-describedby={described}
                onclick={ev(Event::Accept(c))}>{ "Accept" }</button>
            <button type="button" data-testid={format!("decline-{name}")} disabled={ended || !props.offered} aria-describedby={described}
                onclick={ev(Event::Decline(c))}>{ "Decline" }</button>
            <button type="button" data-testid={format!("resign-{name}")} disabled={ended} aria-describedby={described}
                onclick={ev(Event::Resign(c))}>{ "Resign" }</button>
            if props.clock {
                <button type="button" data-testid={format!("flag-{}", c.other().name())}
                    class={classes!(props.opponent_fallen.then_some("urgent"))} disabled={ended} aria-describedby={described}
                    onclick={ev(Event::Flag(c.other()))}>{ format!("Claim {}'s flag", c.other()) }</button>
            }
        </div>
    }
}
