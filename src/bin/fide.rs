//! `fide`: the command-line tool over the rules core (see `fide_laws::cli`).

fn main() -> std::process::ExitCode {
    fide_laws::cli::main(std::env::args().skip(1).collect())
}
