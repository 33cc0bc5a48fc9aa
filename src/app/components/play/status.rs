//! The play view's status: the Laws in force, who is to move or how the game ended, and
//! one notice line (the last error, a fallen flag and what it lets the players do, what
//! the player to move said he will do with his move, the long analysis, the clock waiting
//! to start). The notice line keeps its room whether or not it has something to say, so
//! nothing beside or below it moves when a notice comes or goes.

use crate::app::components::rulings_log::cite;
use crate::laws::Citation;
use crate::session::Intent;
use crate::Color;
use yew::prelude::*;

/// What the notice line says, the most pressing first.
#[derive(Clone, PartialEq)]
pub enum Notice {
    /// The last thing that could not be done, and why.
    Error(String),
    /// A flag has fallen and nobody has pointed it out: what the edition says of it.
    Flag {
        flagged: Color,
        rules: Vec<(Citation, String)>,
    },
    /// The player to move said what he will do with his next move by clicks.
    Intent { color: Color, intent: Intent },
    /// The game has not begun: the clock starts with the first move, or now.
    Waiting(Color),
    /// Nothing to say.
    None,
}

/// What the panel shows and the gestures it reports (a render function, not a component:
/// it keeps no state, and a component of its own would cost the first load its code).
pub struct StatusProps {
    /// The Laws and the clock in force, in words.
    pub in_force: String,
    /// Who is to move, or the result with its article.
    pub status: String,
    /// What a screen reader is told (the last ruling or move).
    pub announce: String,
    pub notice: Notice,
    /// An action waits for a long dead-position analysis (said before any other notice).
    pub analysing: bool,
    /// The player to move changes his mind about his next move.
    pub on_cancel: Callback<()>,
    /// The clock is started before the first move.
    pub on_start: Callback<()>,
}

pub fn status(props: &StatusProps) -> Html {
    let notice = match &props.notice {
        Notice::Error(e) => html! {
            <p class="notice error" role="alert" data-testid="error">{ e }</p>
        },
        Notice::Flag { flagged, rules } => html! {
            <p class="notice flag" data-testid="flag-notice">
                <strong>{ format!("{flagged}'s flag has fallen.") }</strong>
                { for rules.iter().map(|(c, words)| html! {
                    <>{ " " }{ cite(c) }{ format!(": {words}.") }</>
                }) }
            </p>
        },
        Notice::Intent { color, intent } => {
            let what = match intent {
                Intent::Offer => format!(
                    "{color} offers a draw with his next move: make it on the board; the offer is made after it, then his clock is pressed."
                ),
                Intent::Write => format!(
                    "{color} writes his move for a claim: make it on the board; it is written down, not played. Then claim."
                ),
            };
            let cancel = props.on_cancel.reform(|_: MouseEvent| ());
            html! {
                <p class="notice intent" data-testid="intent-notice">
                    { what }{ " " }
                    <button type="button" class="link" data-testid="intent-cancel" onclick={cancel}>{ "Cancel" }</button>
                </p>
            }
        }
        Notice::Waiting(c) => {
            let start = props.on_start.reform(|_: MouseEvent| ());
            html! {
                <p class="notice waiting" data-testid="clock-waiting">
                    { "The game has not begun: the clocks start with the first move, or now: " }
                    <button type="button" data-testid="clock-start" onclick={start}>{ format!("Start {c}'s clock") }</button>
                </p>
            }
        }
        Notice::None => html! {},
    };
    html! {
        <div class="status-card">
            <p class="in-force" data-testid="in-force">{ props.in_force.clone() }</p>
            <p class="status" data-testid="status">{ props.status.clone() }</p>
            <div class="sr-only" role="status" aria-live="polite" data-testid="announce">
                { props.announce.clone() }
            </div>
            <div class="notice-line">
                if props.analysing {
                    <p class="notice analysing" role="status" data-testid="analysing">
                        { "The arbiter's analysis: can either player still checkmate by some series of legal moves? This position needs a long search; the game goes on when it is done." }
                    </p>
                }
                { notice }
            </div>
        </div>
    }
}
