//! `fide`: the command-line tool over the rules core (see `fide_laws::cli`).

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    fide_laws::cli::main(std::env::args().skip(1).collect())
}

/// The tool is native only: built for the web, it has nothing to do.
#[cfg(target_arch = "wasm32")]
fn main() {}
