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
