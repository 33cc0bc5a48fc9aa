//! The `fide` command-line tool over the rules core (`src/bin/fide.rs` calls [`main`]),
//! and beside it the JSON-lines [`protocol`] it speaks.
//!
//! With no arguments (or `fide json`) it reads JSON requests from standard
//! input, one a line, and answers each with one JSON line (see
//! `fide_laws::protocol`). For people: `fide perft DEPTH [FEN]`,
//! `fide moves [FEN]`, `fide --version`, `fide --help`.

pub mod protocol;

/// A line on standard output. A reader that has gone (`fide claims --text g.pgn | head`)
/// is no error of ours: the output is dropped, without the panic of `println!`.
macro_rules! say {
    ($($t:tt)*) => {{
        use std::io::Write as _;
        let _ = writeln!(std::io::stdout(), $($t)*);
    }};
}

/// [`say!`] without the line's end.
macro_rules! say_raw {
    ($($t:tt)*) => {{
        use std::io::Write as _;
        let _ = write!(std::io::stdout(), $($t)*);
    }};
}

use crate::{fen, notation, perft};
use std::io::{self, BufRead, Write};
use std::process::ExitCode;

const HELP: &str = "fide - the FIDE Laws of Chess as executable software

USAGE:
    fide [json]              read JSON requests on stdin, one a line; answer one JSON line each
    fide perft DEPTH [FEN]   count leaf nodes of the legal-move tree
    fide moves [FEN]         list legal moves (UCI and SAN)
    fide game FILE           decide a scenario (JSON, see README.md) and print the verdict
    fide claims [--edition E]... [--text] FILE.pgn
                             the draw claims open at each ply and the automatic endings,
                             each with its article: with one --edition, that edition's plies
                             (JSON); otherwise the report comparing the editions given (all
                             four by default), as JSON or, with --text, as the app exports it
    fide corpus              count the articles, rulings and demos in the corpus
    fide ruling ID           a ruling's record and the engine's verdicts on its demo and contrast
    fide lessons [--markdown]
                             what keeps each ruling's demo and contrast from teaching it
                             (--markdown: docs/rulings.md, each ruling's lesson)
    fide cases [--markdown]  the 2018 casebook: each case's id, article and title (JSON);
                             --markdown: docs/cases.md, each case decided under the editions
    fide cases --check FILE  a casebook file (as www/casebook/cases.json) checked: each case's
                             problems and its decisive rulings, for authors of cases
    fide case ID             a 2018 case: its demo and contrast decided, and the demo under
                             each edition
    fide quiz [--topic T] [--edition E] [--seed N] [--text]
                             the quiz's questions (JSON; --text for people) in the order of
                             the seed (0 when not given), each choice computed by the engine
    fide quiz-data           every question, computed, as www/data/quiz.json holds them
    fide models              the model cases' outputs (crosstables, pairings, prizes, clocks,
                             schedules) that the app reads: www/data/models.json
    fide --version           print the version
    fide --help              print this help

FEN may be 'startpos'. JSON commands: perft, moves, play, convert, fen, pgn, status, key,
game, claims, winnable, rulings, ruling, lessons, cases, case, corpus, version
(see README.md for the protocol).";

/// Runs `fide` with its arguments (the program name left out).
pub fn main(args: Vec<String>) -> ExitCode {
    match args.first().map(String::as_str) {
        None | Some("json") => json_loop(),
        Some("--version") | Some("-V") => {
            say!("fide {}", crate::VERSION);
            ExitCode::SUCCESS
        }
        Some("--help") | Some("-h") | Some("help") => {
            say!("{HELP}");
            ExitCode::SUCCESS
        }
        Some("corpus") => {
            // the counts the README states
            print_answer(protocol::handle_line(r#"{"cmd":"corpus"}"#))
        }
        Some("lessons") if args.get(1).map(String::as_str) == Some("--markdown") => {
            say_raw!(
                "{}",
                crate::corpus::lesson::markdown(&crate::corpus::Corpus::bundled())
            );
            ExitCode::SUCCESS
        }
        Some("quiz") => {
            let mut topic = None;
            let mut edition = None;
            let mut seed = 0;
            let mut text = false;
            let mut it = args[1..].iter();
            while let Some(a) = it.next() {
                if a == "--text" {
                    text = true;
                    continue;
                }
                match (a.as_str(), it.next()) {
                    ("--topic", Some(t)) => topic = Some(t.clone()),
                    ("--seed", Some(n)) => match n.parse::<u32>() {
                        Ok(n) => seed = u64::from(n),
                        Err(_) => {
                            eprintln!(
                                "fide quiz: the seed {n:?} is not a whole number from 0 to {}",
                                u32::MAX
                            );
                            return ExitCode::from(2);
                        }
                    },
                    ("--edition", Some(e)) => match crate::Edition::from_year(e) {
                        Some(e) => edition = Some(e),
                        None => {
                            eprintln!("fide quiz: unknown edition {e:?} (1977, 1980, 1993, 2018)");
                            return ExitCode::from(2);
                        }
                    },
                    _ => {
                        eprintln!(
                            "usage: fide quiz [--topic TOPIC] [--edition 1977|1980|1993|2018] [--seed N] [--text]"
                        );
                        return ExitCode::from(2);
                    }
                }
            }
            if let Some(t) = topic.as_deref() {
                if !crate::corpus::TOPICS.contains(&t) {
                    eprintln!(
                        "fide quiz: unknown topic {t:?} (topics: {})",
                        crate::corpus::TOPICS.join(", ")
                    );
                    return ExitCode::from(2);
                }
            }
            let c = crate::corpus::Corpus::bundled();
            let qs = c.quiz(&c.quiz_questions(), topic.as_deref(), edition, seed);
            if text {
                say_raw!("{}", c.quiz_text(&qs));
            } else {
                say!("{}", serde_json::to_string_pretty(&qs).unwrap_or_default());
            }
            ExitCode::SUCCESS
        }
        Some("quiz-data") => {
            let qs = crate::corpus::Corpus::bundled().quiz_data();
            say!("{}", serde_json::to_string_pretty(&qs).unwrap_or_default());
            ExitCode::SUCCESS
        }
        Some("models") => {
            let outputs = crate::corpus::Corpus::bundled().model_outputs();
            say!(
                "{}",
                serde_json::to_string_pretty(&outputs).unwrap_or_default()
            );
            ExitCode::SUCCESS
        }
        Some("lessons") => {
            let v = protocol::handle_line(r#"{"cmd":"lessons"}"#);
            for r in v["rulings"].as_array().into_iter().flatten() {
                let problems = r["problems"].as_array().cloned().unwrap_or_default();
                if problems.is_empty() {
                    say!("{}: taught", r["id"].as_str().unwrap_or("?"));
                }
                for p in problems {
                    say!(
                        "{}: {}",
                        r["id"].as_str().unwrap_or("?"),
                        p.as_str().unwrap_or("?")
                    );
                }
            }
            say!("{} of {} rulings taught", v["taught"], v["count"]);
            ExitCode::SUCCESS
        }
        Some("cases") => cases_command(&args[1..]),
        Some("case") => match args.get(1) {
            Some(id) => print_answer(protocol::handle_line(
                &serde_json::json!({"cmd": "case", "id": id}).to_string(),
            )),
            None => {
                eprintln!("fide case: give an id (fide cases lists them)");
                ExitCode::from(2)
            }
        },
        Some("ruling") => match args.get(1) {
            Some(id) => print_answer(protocol::handle_line(
                &serde_json::json!({"cmd": "ruling", "id": id}).to_string(),
            )),
            None => {
                eprintln!("fide ruling: give an id, e.g. fide ruling 12.3-1964");
                ExitCode::from(2)
            }
        },
        Some("perft") => {
            let Some(depth) = args.get(1).and_then(|d| d.parse::<u32>().ok()) else {
                eprintln!("fide perft: DEPTH must be a non-negative integer");
                return ExitCode::from(2);
            };
            let f = args[2..].join(" ");
            match fen::parse(if f.is_empty() { "startpos" } else { &f }) {
                Ok(pos) => {
                    say!("{}", perft(&pos, depth));
                    ExitCode::SUCCESS
                }
                Err(e) => {
                    eprintln!("fide perft: {e}");
                    ExitCode::from(2)
                }
            }
        }
        Some("moves") => {
            let f = args[1..].join(" ");
            match fen::parse(if f.is_empty() { "startpos" } else { &f }) {
                Ok(pos) => {
                    for m in pos.legal_moves() {
                        say!(
                            "{} {}",
                            notation::uci::to_uci(m),
                            notation::san::to_san(&pos, m)
                        );
                    }
                    ExitCode::SUCCESS
                }
                Err(e) => {
                    eprintln!("fide moves: {e}");
                    ExitCode::from(2)
                }
            }
        }
        Some("game") => match args.get(1).map(std::fs::read_to_string) {
            Some(Ok(text)) => {
                let mut req: serde_json::Value = match serde_json::from_str(&text) {
                    Ok(v) => v,
                    Err(e) => {
                        eprintln!("fide game: invalid json: {e}");
                        return ExitCode::from(2);
                    }
                };
                if let Some(o) = req.as_object_mut() {
                    o.insert("cmd".into(), "game".into());
                }
                print_answer(protocol::handle_line(&req.to_string()))
            }
            Some(Err(e)) => {
                eprintln!("fide game: {e}");
                ExitCode::from(2)
            }
            None => {
                eprintln!("fide game: give a scenario file");
                ExitCode::from(2)
            }
        },
        Some("claims") => claims_command(&args[1..]),
        Some(other) => {
            eprintln!("fide: unknown command '{other}'\n\n{HELP}");
            ExitCode::from(2)
        }
    }
}

/// `fide cases [--markdown | --check FILE]`.
fn cases_command(args: &[String]) -> ExitCode {
    use crate::corpus::casebook;
    use crate::corpus::lesson::Case;
    match args
        .iter()
        .map(String::as_str)
        .collect::<Vec<_>>()
        .as_slice()
    {
        [] => print_answer(protocol::handle_line(r#"{"cmd":"cases"}"#)),
        ["--markdown"] => {
            say_raw!("{}", casebook::markdown(&crate::corpus::Corpus::bundled()));
            ExitCode::SUCCESS
        }
        ["--check", file] => {
            let text = match std::fs::read_to_string(file) {
                Ok(t) => t,
                Err(e) => {
                    eprintln!("fide cases: {file}: {e}");
                    return ExitCode::from(2);
                }
            };
            let mut c = crate::corpus::Corpus::bundled();
            if let Err(e) = c.read_casebook(&text) {
                eprintln!("fide cases: {file}: {e}");
                return ExitCode::from(2);
            }
            let mut bad = 0;
            for k in &c.casebook.cases {
                let problems = c.case_problems(&k.id);
                let at = |case| {
                    c.run_case(&k.id, case).map_or_else(
                        |e| e,
                        |run| {
                            run.decisive_ruling().map_or(
                                format!("event {:?}: nothing ruled", run.at),
                                |x| {
                                    format!(
                                        "event {}: {} ({})",
                                        x["event"], x["decision"], x["article"]
                                    )
                                },
                            )
                        },
                    )
                };
                say!("{} (Art. {})", k.id, k.article);
                say!("  demo:     {}", at(Case::Demo));
                say!("  contrast: {}", at(Case::Contrast));
                match c.question(&k.id, Case::Demo) {
                    Some(q) => say!("  quiz:     asked, {} choices", q.choices.len()),
                    None => say!(
                        "  quiz:     not asked (fewer than three outcomes, two computed: the earlier editions and the contrast decide as the demo, or do not fit its story)"
                    ),
                }
                for p in &problems {
                    say!("  PROBLEM: {p}");
                }
                bad += usize::from(!problems.is_empty());
            }
            say!("{} cases, {} with problems", c.casebook.cases.len(), bad);
            if bad == 0 {
                ExitCode::SUCCESS
            } else {
                ExitCode::from(1)
            }
        }
        _ => {
            eprintln!("usage: fide cases [--markdown | --check FILE]");
            ExitCode::from(2)
        }
    }
}

/// `fide claims [--edition E]... [--text] FILE.pgn`.
fn claims_command(args: &[String]) -> ExitCode {
    const USAGE: &str = "usage: fide claims [--edition 1977|1980|1993|2018]... [--text] FILE.pgn";
    let (mut editions, mut text, mut file) = (Vec::new(), false, None);
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--text" => text = true,
            "--edition" => match it.next() {
                Some(e) => editions.push(e.clone()),
                None => {
                    eprintln!("{USAGE}");
                    return ExitCode::from(2);
                }
            },
            f if file.is_none() && !f.starts_with("--") => file = Some(f.to_string()),
            _ => {
                eprintln!("{USAGE}");
                return ExitCode::from(2);
            }
        }
    }
    let Some(file) = file else {
        eprintln!("{USAGE}");
        return ExitCode::from(2);
    };
    let pgn = match std::fs::read_to_string(&file) {
        Ok(pgn) => pgn,
        Err(e) => {
            eprintln!("fide claims: {file}: {e}");
            return ExitCode::from(2);
        }
    };
    let request = match (editions.as_slice(), text) {
        ([one], false) => serde_json::json!({"cmd": "claims", "edition": one, "pgn": pgn}),
        ([], _) => serde_json::json!({"cmd": "claims", "pgn": pgn}),
        _ => serde_json::json!({"cmd": "claims", "editions": editions, "pgn": pgn}),
    };
    let answer = protocol::handle_line(&request.to_string());
    match (text, answer.get("text").and_then(|t| t.as_str())) {
        (true, Some(t)) => {
            say_raw!("{t}");
            ExitCode::SUCCESS
        }
        _ => print_answer(answer),
    }
}

fn print_answer(answer: serde_json::Value) -> ExitCode {
    match answer.get("error") {
        Some(e) => {
            eprintln!("fide: {}", e.as_str().unwrap_or("error"));
            ExitCode::from(1)
        }
        None => {
            say!(
                "{}",
                serde_json::to_string_pretty(&answer).unwrap_or_default()
            );
            ExitCode::SUCCESS
        }
    }
}

fn json_loop() -> ExitCode {
    let stdin = io::stdin();
    let stdout = io::stdout();
    let mut out = stdout.lock();
    for line in stdin.lock().lines() {
        let Ok(line) = line else {
            let _ = writeln!(
                out,
                "{}",
                serde_json::json!({"error": "input is not valid UTF-8"})
            );
            continue;
        };
        if line.trim().is_empty() {
            continue;
        }
        let answer = protocol::handle_line(&line);
        if writeln!(out, "{answer}").and_then(|_| out.flush()).is_err() {
            return ExitCode::FAILURE;
        }
    }
    ExitCode::SUCCESS
}
