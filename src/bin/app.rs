//! The web app's entry point (built by trunk for wasm32).

#[cfg(target_arch = "wasm32")]
fn main() {
    fide_laws::app::start();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("fide-app is the web app: build it with `trunk build` (see README.md)");
    std::process::exit(2);
}
