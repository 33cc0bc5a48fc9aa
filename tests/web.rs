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
