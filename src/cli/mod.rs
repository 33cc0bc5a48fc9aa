//! The `fide` command-line tool over the rules core (`src/bin/fide.rs` calls [`main`]),
//! and beside it the JSON-lines [`protocol`] it speaks.
//!
//! With no arguments (or `fide json`) it reads JSON requests from standard input, one a
//! line, and answers each with one JSON line (see `fide_laws::protocol`). For people, the
//! subcommands of [`Command`], each with its own `--help` and examples (clap): an unknown
//! flag or a bad value is an error naming it, with the usage, and exit code 2.

pub mod protocol;

/// A line on standard output. A reader that has gone (`fide claims --text g.pgn | head`)
/// is no error of ours: the output is dropped, without the panic of `println!`.
#[cfg(not(target_arch = "wasm32"))]
macro_rules! say {
    ($($t:tt)*) => {{
        use std::io::Write as _;
        let _ = writeln!(std::io::stdout(), $($t)*);
    }};
}

/// [`say!`] without the line's end.
#[cfg(not(target_arch = "wasm32"))]
macro_rules! say_raw {
    ($($t:tt)*) => {{
        use std::io::Write as _;
        let _ = write!(std::io::stdout(), $($t)*);
    }};
}

#[cfg(not(target_arch = "wasm32"))]
pub mod batch;
#[cfg(not(target_arch = "wasm32"))]
mod commands;

#[cfg(not(target_arch = "wasm32"))]
pub use commands::{main, Command};
