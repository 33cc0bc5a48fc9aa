//! The play view's status line, its live region, the last error and the analysis notice.

use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct StatusProps {
    /// Who is to move, or the result with its article.
    pub status: String,
    /// What a screen reader is told (the last ruling or move).
    pub announce: String,
    pub error: Option<String>,
    /// An action waits for a long dead-position analysis.
    pub analysing: bool,
}

#[component]
pub fn Status(props: &StatusProps) -> Html {
    html! {
        <>
            <p class="status" data-testid="status">{ props.status.clone() }</p>
            <div class="sr-only" role="status" aria-live="polite" data-testid="announce">
                { props.announce.clone() }
            </div>
            if let Some(e) = &props.error {
                <p class="error" role="alert" data-testid="error">{ e }</p>
            }
            if props.analysing {
                <p class="analysing" role="status" data-testid="analysing">
                    { "The arbiter's analysis: can either player still checkmate by some series of legal moves? This position needs a long search; the game goes on when it is done." }
                </p>
            }
        </>
    }
}
