//! The source's layout as the README states it: every article number and interpretation id
//! the rules core cites comes from `laws/articles.rs` (no literal elsewhere in the core's
//! code), and no file is over about 800 lines unless it is one concept the README names.
#![cfg(not(target_arch = "wasm32"))]

use std::fs;
use std::path::{Path, PathBuf};

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for e in fs::read_dir(dir).expect("a source folder").flatten() {
        let p = e.path();
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

/// The code of a file without its comments and its `#[cfg(test)]` module.
fn code(text: &str) -> String {
    let text = match text.find("#[cfg(test)]") {
        Some(i) => &text[..i],
        None => text,
    };
    text.lines()
        .filter(|l| !l.trim_start().starts_with("//"))
        .map(|l| match l.find(" // ") {
            Some(i) => &l[..i],
            None => l,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// `Art. 12.3` or `Interpretation 12.3 (1964)` written in code: a citation by literal.
fn literals(code: &str) -> Vec<String> {
    let mut out = Vec::new();
    for pat in ["Art. ", "Interpretation "] {
        let mut from = 0;
        while let Some(i) = code[from..].find(pat) {
            let at = from + i + pat.len();
            if code[at..].starts_with(|c: char| c.is_ascii_digit()) {
                let end = code[at..]
                    .find(|c: char| !(c.is_ascii_alphanumeric() || c == '.'))
                    .map_or(code.len(), |j| at + j);
                out.push(format!("{}{}", pat, &code[at..end]));
            }
            from = at;
        }
    }
    out
}

#[test]
fn citations_come_from_the_articles_table() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    for dir in [
        "laws",
        "chess",
        "clock",
        "notation",
        "unwinnable",
        "session",
    ] {
        rust_files(&root.join(dir), &mut files);
    }
    let mut found = Vec::new();
    for f in files {
        // the table itself, and test modules in files of their own
        if f.ends_with("laws/articles.rs") || f.ends_with("tests.rs") {
            continue;
        }
        let text = fs::read_to_string(&f).expect("a source file");
        for l in literals(&code(&text)) {
            found.push(format!("{}: {}", f.display(), l));
        }
    }
    assert!(
        found.is_empty(),
        "article numbers written outside laws/articles.rs:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_literal_finder_finds_literals() {
    assert_eq!(
        literals(r#"format!("penalty under Art. 19.2, see Interpretation 6.6c (1971B)")"#),
        ["Art. 19.2", "Interpretation 6.6c"]
    );
    assert!(literals("the Art. of chess; Interpretation of the Laws").is_empty());
    assert_eq!(
        code("let a = 1; // Art. 9.1\n// Art. 9.2\nlet b;"),
        "let a = 1;\nlet b;"
    );
}

/// Files over 800 lines, each one concept (the README's layout section names them).
const LONG_FILES: &[&str] = &["chess/position.rs", "laws/articles.rs"];

#[test]
fn no_file_is_over_about_800_lines_unless_it_is_one_concept() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&root, &mut files);
    let mut long = Vec::new();
    for f in files {
        let n = fs::read_to_string(&f)
            .expect("a source file")
            .lines()
            .count();
        let rel = f
            .strip_prefix(&root)
            .expect("under src")
            .to_string_lossy()
            .to_string();
        if n > 850 && !LONG_FILES.contains(&rel.as_str()) {
            long.push(format!("{rel}: {n} lines"));
        }
    }
    assert!(
        long.is_empty(),
        "files over 850 lines:\n{}",
        long.join("\n")
    );
}
