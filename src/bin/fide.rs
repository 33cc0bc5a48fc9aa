//! `fide`: the command-line tool over the rules core (see `fide_laws::cli`).

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    big_blocks_back_at_once();
    fide_laws::cli::main(std::env::args().skip(1).collect())
}

/// glibc's allocator raises the size from which a block is mapped on its own each time
/// such a block is freed, and keeps the rest in each thread's arena, where a freed block
/// is seldom given back. `fide claims` runs dead-position searches on every core whose
/// tables reach tens of MB, so the arenas kept them and the run's peak grew with the file
/// (38.0 MB at 10,000 games, 30.2 MB for its hardest 1,000 alone). A fixed threshold of
/// 128 KB (glibc's default start) maps every large table on its own and gives it back when
/// it is freed; see the README's benchmark for the figures.
#[cfg(not(target_arch = "wasm32"))]
fn big_blocks_back_at_once() {
    #[cfg(target_env = "gnu")]
    // SAFETY: mallopt only sets a parameter of the allocator; it is called before any other
    // thread exists
    unsafe {
        libc::mallopt(libc::M_MMAP_THRESHOLD, 128 * 1024);
    }
}

/// The tool is native only: built for the web, it has nothing to do.
#[cfg(target_arch = "wasm32")]
fn main() {}
