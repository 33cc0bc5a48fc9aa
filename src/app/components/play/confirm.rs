//! A question asked before something that would change the game in progress (another
//! edition or time control, a new game): each answer says what it does, and nothing
//! happens until one is chosen. A plain function: the play view gives its first answer the
//! focus when the question appears, and Escape cancels it.

use yew::prelude::*;

/// The question, its answers (words, test id, what it does) and the way out.
pub fn confirm(
    question: &str,
    answers: Vec<(String, &'static str, Callback<()>)>,
    on_cancel: &Callback<()>,
) -> Html {
    let escape = {
        let cancel = on_cancel.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Escape" {
                cancel.emit(());
            }
        })
    };
    html! {
        <div class="confirm" role="dialog" aria-labelledby="confirm-question" data-testid="confirm" onkeydown={escape}>
            <p id="confirm-question">{ question }</p>
            <div class="confirm-answers">
                { for answers.into_iter().enumerate().map(|(i, (words, id, cb))| html! {
                    <button type="button" data-testid={id} class={classes!((i == 0).then_some("primary"))}
                        onclick={cb.reform(|_: MouseEvent| ())}>{ words }</button>
                }) }
                <button type="button" data-testid="confirm-cancel" onclick={on_cancel.reform(|_: MouseEvent| ())}>{ "Cancel" }</button>
            </div>
        </div>
    }
}
