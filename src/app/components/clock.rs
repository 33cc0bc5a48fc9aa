//! The two clock faces. The times come from the laws engine at the last event; the face
//! of the running side counts down from the wall-clock time since then, redrawn on every
//! animation frame, so it stays right after the tab was in the background.

use crate::clock::format_ms;
use crate::Color;
use yew::prelude::*;

/// Asks for the next animation frame; at it, bumps `tick` (a re-render) and asks again,
/// while `alive` holds. Each callback frees itself when called (`once_into_js`).
fn frame_loop(alive: std::rc::Rc<std::cell::Cell<bool>>, tick: UseStateSetter<u64>, n: u64) {
    use wasm_bindgen::JsCast;
    let Some(w) = web_sys::window() else { return };
    let next = wasm_bindgen::closure::Closure::once_into_js(move || {
        if alive.get() {
            tick.set(n.wrapping_add(1));
            frame_loop(alive, tick, n.wrapping_add(1));
        }
    });
    let _ = w.request_animation_frame(next.unchecked_ref());
}

#[derive(Properties, PartialEq, Clone)]
pub struct ClockProps {
    /// Remaining times at the last event (white, black), in ms.
    pub white_ms: i64,
    pub black_ms: i64,
    /// The side whose clock runs.
    pub running: Option<Color>,
    /// Wall-clock time of the last event.
    pub anchor: f64,
    /// How long after the anchor the running side's clock starts counting (the rest of a
    /// delay; `u64::MAX` while its unit has stopped): [`crate::clock::Clock::grace`].
    #[prop_or_default]
    pub grace_ms: u64,
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
    /// The game has not begun: the clock of this side starts with the first move, or with
    /// its press button (through `on_press`).
    #[prop_or_default]
    pub waiting: Option<Color>,
    /// Told which flags the faces show fallen, each time that changes (so that the page can
    /// say so at once, before anyone points the flag out).
    #[prop_or_default]
    pub on_fallen: Option<Callback<Vec<Color>>>,
}

#[component]
pub fn ClockFaces(props: &ClockProps) -> Html {
    let tick = use_state(|| 0u64);
    {
        // Re-render on each animation frame while a clock runs. The loop stops itself at
        // the first frame after the effect's cleanup: no frame is ever cancelled, so no
        // callback can reach a freed closure (Playwright's fake clock hands out frame ids
        // above 2^31, which web-sys's `cancel_animation_frame(i32)` cannot cancel).
        let tick = tick.setter();
        use_effect_with(props.running.is_some(), move |running| {
            let alive = std::rc::Rc::new(std::cell::Cell::new(*running));
            if *running {
                frame_loop(alive.clone(), tick, 0);
            }
            move || alive.set(false)
        });
    }
    let now = js_sys::Date::now();
    let shown = |c: Color| {
        let base = c.fold_wb(props.white_ms, props.black_ms);
        if props.running == Some(c) {
            let elapsed = (now - props.anchor).max(0.0) as u64;
            base - i64::try_from(elapsed.saturating_sub(props.grace_ms)).unwrap_or(i64::MAX)
        } else {
            base
        }
    };
    let fallen: Vec<Color> = Color::ALL
        .into_iter()
        .filter(|&c| props.flags.contains(&c.name()) || shown(c) <= 0)
        .collect();
    {
        let on_fallen = props.on_fallen.clone();
        use_effect_with(fallen.clone(), move |f| {
            if let Some(cb) = on_fallen {
                cb.emit(f.clone());
            }
        });
    }
    let face = |c: Color| {
        let time = shown(c);
        let flag = fallen.contains(&c);
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
                    aria-label={format!("Press {c}'s clock")}
                    disabled={props.running.or(props.waiting) != Some(c)}
                    onclick={Callback::from(move |_: MouseEvent| cb.emit(c))}>{ "Press" }</button>
            }
        });
        html! {
            <div {class} role="group" data-testid={format!("clock-{}", c.name())} aria-label={format!("{c}'s clock")}>
                <span class="side">{ c.name() }</span>
                <span class="time" data-ms={time.max(0).to_string()}>{ format_ms(time, 20_000) }</span>
                <span class="moves">{ format!("{} {}", moves, if moves == 1 { "move" } else { "moves" }) }</span>
                if flag { <span class="flag-mark" role="img" aria-label="flag fallen">{ "⚑" }</span> }
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
