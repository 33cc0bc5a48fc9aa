//! The two clock faces. The times come from the laws engine at the last event; the face
//! of the running side counts down from the wall-clock time since then, redrawn on every
//! animation frame, so it stays right after the tab was in the background.

use crate::clock::format_ms;
use crate::Color;
use yew::prelude::*;

#[derive(Properties, PartialEq, Clone)]
pub struct ClockProps {
    /// Remaining times at the last event (white, black), in ms.
    pub white_ms: i64,
    pub black_ms: i64,
    /// The side whose clock runs.
    pub running: Option<Color>,
    /// Wall-clock time of the last event.
    pub anchor: f64,
    /// Moves completed by each side.
    pub moves: (u32, u32),
    /// The flags the engine reports as fallen.
    #[prop_or_default]
    pub flags: Vec<&'static str>,
    /// Shown with White at the bottom unless flipped.
    #[prop_or_default]
    pub flipped: bool,
    /// A press button per side (`None`: no buttons).
    #[prop_or_default]
    pub on_press: Option<Callback<Color>>,
}

#[component]
pub fn ClockFaces(props: &ClockProps) -> Html {
    let tick = use_state(|| 0u64);
    {
        // re-render on each animation frame while a clock runs
        let tick = tick.clone();
        let running = props.running.is_some();
        use_effect_with((running, *tick), move |(running, t)| {
            let handle = running.then(|| {
                let t = *t;
                gloo_render::request_animation_frame(move |_| tick.set(t.wrapping_add(1)))
            });
            move || drop(handle)
        });
    }
    let now = js_sys::Date::now();
    let face = |c: Color| {
        let base = c.fold_wb(props.white_ms, props.black_ms);
        let shown = if props.running == Some(c) {
            base - (now - props.anchor).max(0.0) as i64
        } else {
            base
        };
        let flag = props.flags.contains(&c.name()) || shown <= 0;
        let class = classes!(
            "clock-face",
            c.name(),
            (props.running == Some(c)).then_some("running"),
            flag.then_some("flag")
        );
        let moves = c.fold_wb(props.moves.0, props.moves.1);
        let press = props.on_press.as_ref().map(|cb| {
            let cb = cb.clone();
            html! {
                <button type="button" class="press" data-testid={format!("press-{}", c.name())}
                    disabled={props.running != Some(c)}
                    onclick={Callback::from(move |_: MouseEvent| cb.emit(c))}>{ "Press" }</button>
            }
        });
        html! {
            <div {class} data-testid={format!("clock-{}", c.name())} aria-label={format!("{} clock", c.name())}>
                <span class="side">{ c.name() }</span>
                <span class="time" data-ms={shown.max(0).to_string()}>{ format_ms(shown, 20_000) }</span>
                <span class="moves">{ format!("{} moves", moves) }</span>
                if flag { <span class="flag-mark" aria-label="flag fallen">{ "⚑" }</span> }
                { for press }
            </div>
        }
    };
    let (top, bottom) = if props.flipped {
        (Color::White, Color::Black)
    } else {
        (Color::Black, Color::White)
    };
    html! {
        <div class="clock" data-testid="clock">
            { face(top) }
            { face(bottom) }
        </div>
    }
}
