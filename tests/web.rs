//! Tests that run in headless Chromium through wasm-bindgen-test-runner:
//! `cargo test --target wasm32-unknown-unknown --test web`.
#![cfg(target_arch = "wasm32")]

use fide_laws::{fen, perft, Position};
use std::time::Duration;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen_test]
fn core_perft_in_the_browser() {
    assert_eq!(perft(&Position::new(), 3), 8_902);
    let kiwipete =
        fen::parse("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
            .expect("kiwipete");
    assert_eq!(perft(&kiwipete, 3), 97_862);
}

/// The dead-position analysis in wasm (1 MiB stack): a 19-ply helpmate
/// found and replayed, and a proof for the other side.
#[wasm_bindgen_test]
fn dead_position_analysis_in_the_browser() {
    use fide_laws::unwinnable::{winnable, Winnable, DEFAULT_BUDGET};
    use fide_laws::Color;
    let pos = fen::parse("6k1/2b5/3b4/8/4B3/6p1/6Pp/7K w - - 0 50").expect("fen");
    match winnable(&pos, Color::White, DEFAULT_BUDGET) {
        Winnable::Yes(line) => {
            let mut p = pos.clone();
            for m in &line {
                assert!(p.is_legal(*m));
                p.play_unchecked(*m);
            }
            assert!(p.is_checkmate() && line.len() > 10, "{line:?}");
        }
        other => panic!("{other:?}"),
    }
    assert!(matches!(
        winnable(&pos, Color::Black, DEFAULT_BUDGET),
        Winnable::No(_)
    ));
}

fn square(doc: &web_sys::Document, name: &str) -> web_sys::HtmlElement {
    doc.query_selector(&format!("[data-square='{name}']"))
        .expect("selector is valid")
        .unwrap_or_else(|| panic!("square {name} is rendered"))
        .dyn_into()
        .expect("square is an HTML element")
}

#[wasm_bindgen_test]
async fn app_mounts_and_a_click_moves_a_pawn() {
    let doc = web_sys::window()
        .and_then(|w| w.document())
        .expect("document");
    let root = doc.create_element("div").expect("div");
    doc.body()
        .expect("body")
        .append_child(&root)
        .expect("append");
    yew::Renderer::<fide_laws::app::App>::with_root(root).render();
    yew::platform::time::sleep(Duration::from_millis(50)).await;

    assert_eq!(
        doc.query_selector_all(".board .square")
            .expect("query")
            .length(),
        64
    );
    assert_eq!(
        square(&doc, "e2").get_attribute("aria-label").as_deref(),
        Some("e2, white pawn")
    );

    square(&doc, "e2").click();
    yew::platform::time::sleep(Duration::from_millis(50)).await;
    assert!(square(&doc, "e2").class_name().contains("selected"));
    assert!(square(&doc, "e4").class_name().contains("dest"));
    assert!(!square(&doc, "e5").class_name().contains("dest"));

    square(&doc, "e4").click();
    yew::platform::time::sleep(Duration::from_millis(50)).await;
    assert_eq!(
        square(&doc, "e4").get_attribute("aria-label").as_deref(),
        Some("e4, white pawn")
    );
    let status = doc
        .query_selector("[data-testid=status]")
        .expect("q")
        .expect("status");
    assert_eq!(status.text_content().as_deref(), Some("Black to move"));
}

/// What the panic hook shows: the message as text (never parsed as HTML) and a button
/// that reloads the page, in an alert.
#[wasm_bindgen_test]
fn a_panic_shows_a_message_and_a_reload_button() {
    let doc = web_sys::window()
        .and_then(|w| w.document())
        .expect("document");
    fide_laws::app::show_panic("boom <img src=x onerror=alert(1)> at src/app/play.rs:1:1");
    let alert = doc
        .query_selector("[data-testid=panic]")
        .expect("selector")
        .expect("the panic message is shown");
    assert_eq!(alert.get_attribute("role").as_deref(), Some("alert"));
    assert_eq!(
        alert.query_selector("p").expect("q").expect("p").text_content().as_deref(),
        Some("The app stopped with an error: boom <img src=x onerror=alert(1)> at src/app/play.rs:1:1")
    );
    assert!(
        alert.query_selector("img").expect("q").is_none(),
        "text, not HTML"
    );
    let button = alert.query_selector("button").expect("q").expect("button");
    assert_eq!(button.text_content().as_deref(), Some("Reload"));
    assert_eq!(
        button.get_attribute("onclick").as_deref(),
        Some("location.reload()")
    );
    alert.remove();
}

/// The search's case folding: ASCII and Latin-1 letters, every byte offset kept (so the
/// highlight marks the bytes that matched), other text untouched.
#[wasm_bindgen_test]
fn search_folds_case_and_keeps_byte_offsets() {
    use fide_laws::app::components::rulings_view::fold;
    let text = "ÉMILE Zürich ÖSTERREICH × ½ ß İ FIDE";
    let folded = fold(text);
    assert_eq!(folded, "émile zürich österreich × ½ ß İ fide");
    assert_eq!(folded.len(), text.len());
    for (a, b) in folded.char_indices().zip(text.char_indices()) {
        assert_eq!(a.0, b.0, "same byte offsets");
    }
    let q = fold("zÜRICH");
    let at = folded.find(&q).expect("found");
    assert_eq!(&text[at..at + q.len()], "Zürich");
}

/// The play view's reducer as Yew runs it (`yew::Reducible`, the wasm wrapper of the
/// native `session` reducer, whose own tests cover the same logic) with a move whose
/// dead-position analysis is too long for the page's thread (3,000,000 nodes a side):
/// the move waits; a new game drops it; the answers that arrive afterwards decide
/// nothing, yet are kept (in the view's probe, and in localStorage for the next page
/// load), so the same move in a later game of the view is decided at once, with the
/// engine's verdict.
#[wasm_bindgen_test]
fn analysis_answers_after_a_new_game_decide_nothing_but_are_kept() {
    use fide_laws::app::play::{Action, GameSetup, PlayState};
    use fide_laws::laws::material;
    use std::rc::Rc;
    use yew::Reducible;
    let reduce = |s: Rc<PlayState>, a: Action| <PlayState as Reducible>::reduce(s, a);

    // what the worker answers: the full analysis of each request
    let answer = |asked: &[(String, fide_laws::Color)]| -> Vec<_> {
        asked
            .iter()
            .map(|(key, color)| {
                let chance = material::analyse_key(key, *color).expect("key");
                (key.clone(), *color, chance)
            })
            .collect()
    };
    let setup = GameSetup {
        edition: "2018".into(),
        fen: "2B1B1B1/pBpBpBpB/P1P1P1P1/4k3/8/3n4/4K3/8 w - - 0 1".into(),
        control: None,
        clock: None,
    };
    let kxd3 = || Action::Enter {
        text: "Kxd3".into(),
        now: 2_000.0,
    };
    let start = Rc::new(PlayState::new(setup.clone(), 1_000.0).expect("setup"));
    let waiting = reduce(start, kxd3());
    let needs = waiting
        .analysing
        .as_ref()
        .expect("Kxd3 waits for its analysis")
        .needs
        .clone();
    assert!(waiting.events.is_empty(), "{:?}", waiting.events);

    let fresh = reduce(waiting, Action::Reset { now: 3_000.0 });
    assert!(fresh.analysing.is_none() && fresh.events.is_empty());
    let answers = answer(&needs);
    let after = reduce(
        fresh.clone(),
        Action::Analysed {
            asked: needs.clone(),
            answers,
        },
    );
    assert_eq!(*after, *fresh, "stale answers changed the new game");
    // kept for the next page load too
    let restored = fide_laws::app::analysis::restored();
    let known: Vec<_> = restored.known().map(|(r, _)| r.clone()).collect();
    assert!(needs.iter().all(|r| known.contains(r)), "{known:?}");

    // the same move again, answering what it waits for as the worker would: the
    // analyses answered after the new game are not asked again
    let later = reduce(after.clone(), Action::Reset { now: 4_000.0 });
    assert!(later.events.is_empty() && later.setup == setup);
    let mut again = reduce(later, kxd3());
    let mut rounds = 0;
    for _round in 0..2 {
        let Some(waiting) = again.analysing.as_ref() else {
            break;
        };
        let asked = waiting.needs.clone();
        assert!(
            asked.iter().all(|r| !needs.contains(r)),
            "the kept answers were not used: {asked:?}"
        );
        // answers to what another action asked decide nothing here either
        let stale = reduce(
            again.clone(),
            Action::Analysed {
                asked: needs.clone(),
                answers: answer(&needs),
            },
        );
        assert_eq!(
            *stale, *again,
            "answers to another action's analyses decided this one"
        );
        rounds += 1;
        let answers = answer(&asked);
        again = reduce(again, Action::Analysed { asked, answers });
    }
    assert_eq!(rounds, 1, "White's analysis was kept, Black's is asked");
    assert!(
        again.analysing.is_none() && again.error.is_none(),
        "{:?}",
        again.error
    );
    assert_eq!(again.events.len(), 1);
    let verdict = again.game.verdict();
    assert_eq!(verdict.san, ["Kxd3"]);
    // the same verdict as the engine's, analysing without any cut-off
    let s = fide_laws::laws::scenario::Scenario::parse(
        r#"{"edition":"2018","fen":"2B1B1B1/pBpBpBpB/P1P1P1P1/4k3/8/3n4/4K3/8 w - - 0 1","events":[{"move":"Kxd3"}]}"#,
    )
    .expect("scenario");
    let engine = fide_laws::laws::run(&s).expect("verdict");
    assert_eq!(verdict.outcome, engine.outcome);
    assert_eq!(
        verdict.outcome.map(|o| o.termination),
        Some(fide_laws::laws::Termination::DeadPosition)
    );
}
