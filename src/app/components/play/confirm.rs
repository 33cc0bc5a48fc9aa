//! A question asked before something that would change the game in progress (another
//! edition or time control, a new game): each answer says what it does, and nothing
//! happens until one is chosen.

use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct ConfirmProps {
    pub question: String,
    /// Each answer: its words, its test id and what it does.
    pub answers: Vec<(String, &'static str, Callback<()>)>,
    /// Leaves everything as it is.
    pub on_cancel: Callback<()>,
}

#[component]
pub fn Confirm(props: &ConfirmProps) -> Html {
    let first = use_node_ref();
    {
        // the question takes the focus: it is what the user must answer now
        let first = first.clone();
        use_effect_with(props.question.clone(), move |_| {
            if let Some(b) = first.cast::<web_sys::HtmlElement>() {
                let _ = b.focus();
            }
        });
    }
    let on_key = {
        let cancel = props.on_cancel.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Escape" {
                cancel.emit(());
            }
        })
    };
    html! {
        <div class="confirm" role="dialog" aria-labelledby="confirm-question" data-testid="confirm" onkeydown={on_key}>
            <p id="confirm-question">{ props.question.clone() }</p>
            <div class="confirm-answers">
                { for props.answers.iter().enumerate().map(|(i, (words, id, cb))| {
                    let cb = cb.clone();
                    let node = if i == 0 { first.clone() } else { NodeRef::default() };
                    html! {
                        <button type="button" ref={node} data-testid={*id} class={classes!((i == 0).then_some("primary"))}
                            onclick={Callback::from(move |_: MouseEvent| cb.emit(()))}>{ words.clone() }</button>
                    }
                }) }
                <button type="button" data-testid="confirm-cancel" onclick={props.on_cancel.reform(|_: MouseEvent| ())}>{ "Cancel" }</button>
            </div>
        </div>
    }
}
