//! A shared scenario (`#/scenario?s=<the scenario's JSON>`): what happened at the board,
//! judged by the engine under each of the four editions side by side, with a button that
//! plays it on in the play view and the code that embeds it in another page.
//!
//! The link carries the whole scenario (setup and every event, in the engine's scenario
//! format), so it opens to the same events and verdict on any machine; the play view's
//! "Share" link makes it ([`share_href`]).

use super::compare_view::verdict_view;
use super::demo::position_view;
use crate::app::play::Saved;
use crate::app::route::Route;
use crate::edition::Edition;
use crate::laws::{self, narrate::narrate, replay, FullAnalysis, Scenario};
use serde::Deserialize;
use serde_json::Value;
use yew::prelude::*;
use yew_router::prelude::*;

#[derive(Deserialize, Default, Clone, PartialEq)]
struct ScenarioQuery {
    s: Option<String>,
}

/// The hash of the link to a scenario: `#/scenario?s=…` (its JSON, URI-encoded).
pub fn share_href(scenario: &Value) -> String {
    format!(
        "#/scenario?s={}",
        String::from(js_sys::encode_uri_component(&scenario.to_string()))
    )
}

/// The link's full address, for copying: this page's address with the share hash.
fn full_url(hash: &str) -> String {
    let here = web_sys::window()
        .and_then(|w| w.location().href().ok())
        .unwrap_or_default();
    let base = here.split('#').next().unwrap_or_default();
    format!("{base}{hash}")
}

/// The scenario a link carries, read as the engine reads scenarios.
fn read(text: Option<&str>) -> Result<Scenario, String> {
    let text = text.ok_or("the link carries no scenario (?s=…)")?;
    let v: Value =
        crate::json::parse(text).map_err(|e| format!("the scenario is not JSON: {e}"))?;
    let o = v.as_object().ok_or("the scenario is not a JSON object")?;
    Scenario::from_json(o).map_err(|e| e.to_string())
}

/// A page embedding the play view with this scenario loaded: the frame is told to load it
/// when it says it is ready (and only that frame: a page may hold several).
fn embed_code(scenario: &Value, edition: Edition) -> String {
    let src = full_url(&format!("#/embed/play?edition={}", edition.year()));
    // inside a script, `<`, `>` and `&` as JSON escapes: no text of the scenario can end
    // the script or open a comment
    let data = scenario
        .to_string()
        .replace('<', "\\u003c")
        .replace('>', "\\u003e")
        .replace('&', "\\u0026");
    format!(
        "<iframe id=\"fide-scenario\" src=\"{src}\" style=\"width:100%;height:720px;border:0\"></iframe>\n\
         <script>\n\
         addEventListener('message', (e) => {{\n  \
         const frame = document.getElementById('fide-scenario').contentWindow;\n  \
         if (e.source === frame && e.data?.source === 'fide-laws' && e.data.type === 'ready')\n    \
         frame.postMessage({{ type: 'load', scenario: {data} }}, '*');\n\
         }});\n\
         </script>"
    )
}

/// A time control in words: the edition's preset's, or its own terms.
fn control_words(s: &Scenario) -> String {
    let Some(c) = &s.control else {
        return "without a clock".into();
    };
    let spec = c.to_string();
    Edition::ALL
        .iter()
        .flat_map(|e| crate::clock::TimeControl::presets(*e))
        .find(|(p, _)| *p == spec)
        .map_or_else(
            || format!("with the time control {spec}"),
            |(_, words)| format!("with {words}"),
        )
}

#[component]
pub fn ScenarioView() -> Html {
    let location = use_location();
    let navigator = use_navigator();
    let text = location
        .as_ref()
        .and_then(|l| l.query::<ScenarioQuery>().ok())
        .and_then(|q| q.s);
    let scenario = use_memo(text.clone(), |t| read(t.as_deref()));
    let s = match scenario.as_ref() {
        Ok(s) => s,
        Err(e) => {
            return html! {
                <section class="scenario" data-testid="scenario">
                    <h1>{ "A shared scenario" }</h1>
                    <p class="error" role="alert" data-testid="scenario-error">{ format!("This link's scenario cannot be read: {e}.") }</p>
                </section>
            }
        }
    };
    let json = s.to_json();
    let told = narrate(s, &mut FullAnalysis);
    let game = replay(s, s.events.len(), &mut FullAnalysis).ok();
    let verdicts: Vec<(Edition, Result<laws::Verdict, String>)> = Edition::ALL
        .iter()
        .map(|&e| {
            let under = Scenario {
                edition: e,
                ..s.clone()
            };
            (e, laws::run(&under).map_err(|err| err.to_string()))
        })
        .collect();
    let play_on = {
        let s = s.clone();
        Callback::from(move |_: MouseEvent| {
            crate::app::storage::replace_saved(&Saved::from_scenario(
                &s,
                None,
                js_sys::Date::now(),
            ));
            if let Some(n) = &navigator {
                n.push(&Route::Play);
            }
        })
    };
    let events = match s.events.len() {
        1 => "1 event".to_string(),
        n => format!("{n} events"),
    };
    html! {
        <section class="scenario" data-testid="scenario">
            <h1>{ "A shared scenario" }</h1>
            <p>{ format!("Played under the FIDE Laws of {}, {}: {}. Below, the engine judges the same events under each edition.", s.edition.year(), control_words(s), events) }</p>
            <div class="demo-body">
                { for game.as_ref().map(|g| position_view(g, &s.fen)) }
                <div class="demo-side">
                    <h2>{ "What happened" }</h2>
                    <ol class="demo-events" data-testid="scenario-events">
                        { for told.iter().map(|e| html! { <li class="done">{ e.clone() }</li> }) }
                    </ol>
                    <button type="button" class="primary" data-testid="scenario-play" onclick={play_on}>{ "Play it on in the play view" }</button>
                </div>
            </div>
            <h2>{ "Under the four editions" }</h2>
            <div class="columns">
                { for verdicts.iter().map(|(e, v)| html! {
                    <section class={classes!("column", (*e == s.edition).then_some("own"))} data-edition={e.year()} aria-label={format!("FIDE Laws {}", e.year())}>
                        <h3>{ format!("FIDE Laws {}{}", e.year(), if *e == s.edition { " (as played)" } else { "" }) }</h3>
                        { verdict_view(e.year(), v) }
                    </section>
                }) }
            </div>
            <h2>{ "Share and embed" }</h2>
            <p><label>{ "This link " }<input readonly=true data-testid="scenario-link" value={full_url(&share_href(&json))} /></label></p>
            <label for="embed-code">{ "A page that embeds it (the play view, this scenario loaded)" }</label>
            <textarea id="embed-code" readonly=true rows="7" data-testid="scenario-embed" value={embed_code(&json, s.edition)} />
        </section>
    }
}
