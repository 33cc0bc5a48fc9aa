//! `fide`'s subcommands, read by clap ([`Cli`]), and what each does.

use super::batch;
use super::protocol;
use crate::corpus::lesson::Case;
use crate::corpus::Corpus;
use crate::{fen, notation, perft, Edition};
use clap::{Parser, Subcommand};
use std::io::{self, BufRead, IsTerminal, Write};
use std::path::PathBuf;
use std::process::ExitCode;

/// fide - the FIDE Laws of Chess (1977, 1980, 1993, 2018) as executable software.
///
/// With no command (or `fide json`) it reads JSON requests on standard input, one a line,
/// and answers each with one JSON line: perft, moves, play, convert, fen, pgn, status, key,
/// game, claims, winnable, rulings, ruling, lessons, cases, case, corpus, version (see
/// docs/cli.md).
#[derive(Parser, Debug)]
#[command(
    name = "fide",
    version,
    after_help = "Examples:\n  fide claims round-5.pgn > round-5.jsonl\n  fide game scenario.json\n  fide ruling 12.3-1964\n  echo '{\"cmd\":\"moves\",\"fen\":\"startpos\"}' | fide"
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// What `fide` is asked to do.
#[derive(Subcommand, Debug)]
pub enum Command {
    /// Read JSON requests on standard input, one a line; answer one JSON line each (the default).
    Json,
    /// Count the leaf nodes of the legal-move tree.
    #[command(
        after_help = "Examples:\n  fide perft 5\n  fide perft 3 r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
    )]
    Perft {
        /// The depth, in half-moves.
        depth: u32,
        /// The position (a FEN, or `startpos`, the default).
        #[arg(trailing_var_arg = true, allow_hyphen_values = true)]
        fen: Vec<String>,
    },
    /// List the legal moves of a position (UCI and SAN).
    #[command(
        after_help = "Example:\n  fide moves rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
    )]
    Moves {
        /// The position (a FEN, or `startpos`, the default).
        #[arg(trailing_var_arg = true, allow_hyphen_values = true)]
        fen: Vec<String>,
    },
    /// Decide a scenario (JSON: docs/scenarios.md) and print the verdict.
    #[command(after_help = "Example:\n  fide game scenario.json")]
    Game {
        /// The scenario's file.
        file: PathBuf,
    },
    /// The draw claims missed and the automatic endings of every game of PGN files, under
    /// each edition: one JSON line a game, then a summary.
    ///
    /// The files are read as a stream, game by game, in constant memory, and the games are
    /// analysed on every core; the reports keep the files' order. A game that cannot be read
    /// is reported with its number and line, and the run goes on. A progress bar is shown on
    /// standard error when it is a terminal.
    #[command(
        after_help = "Examples:\n  fide claims round-5.pgn\n  fide claims --edition 2018 --text a.pgn b.pgn\n  zcat twic.pgn.gz | fide claims -"
    )]
    Claims {
        /// An edition to judge under (1977, 1980, 1993, 2018); repeat it for several. All four
        /// when none is given.
        #[arg(long = "edition", value_name = "YEAR", value_parser = edition)]
        editions: Vec<Edition>,
        /// Each game's report as text, as the app exports it, and the summary in words.
        #[arg(long)]
        text: bool,
        /// No progress bar, even on a terminal.
        #[arg(long)]
        quiet: bool,
        /// PGN files; `-` for standard input.
        #[arg(required = true, value_name = "FILE.pgn")]
        files: Vec<String>,
    },
    /// Count the articles, rulings and demos in the corpus.
    Corpus,
    /// A ruling's record and the engine's verdicts on its demo and contrast.
    #[command(after_help = "Example:\n  fide ruling 12.3-1964")]
    Ruling {
        /// The ruling's id, e.g. 12.3-1964.
        id: String,
    },
    /// What keeps each ruling's demo and contrast from teaching it.
    Lessons {
        /// docs/rulings.md: each ruling's lesson.
        #[arg(long)]
        markdown: bool,
    },
    /// The 2018 casebook: each case's id, article and title (JSON).
    #[command(
        after_help = "Examples:\n  fide cases\n  fide cases --markdown > docs/cases.md\n  fide cases --check my-cases.json"
    )]
    Cases {
        /// docs/cases.md: each case decided under the editions.
        #[arg(long, conflicts_with = "check")]
        markdown: bool,
        /// Check a casebook file (as www/casebook/cases.json) as the tests do: each case's
        /// decisive rulings, its problems, whether the quiz asks it.
        #[arg(long, value_name = "FILE")]
        check: Option<PathBuf>,
    },
    /// A 2018 case: its demo and contrast decided, and the demo under each edition.
    #[command(after_help = "Example:\n  fide case second-illegal-move-loses")]
    Case {
        /// The case's id (fide cases lists them).
        id: String,
    },
    /// The quiz's questions in the order of the seed, each choice computed by the engine: the
    /// app's, and under 2018 (`--edition 2018`) the 2018 casebook's with them.
    #[command(
        after_help = "Examples:\n  fide quiz --edition 2018 --seed 7 --text\n  fide quiz --topic repetition"
    )]
    Quiz {
        /// Only the questions of this topic.
        #[arg(long, value_parser = topic)]
        topic: Option<String>,
        /// Only the questions under this edition.
        #[arg(long, value_parser = edition)]
        edition: Option<Edition>,
        /// The trainee's seed: the same seed, the same order (0 to 4294967295).
        #[arg(long, default_value = "0", value_parser = seed)]
        seed: u32,
        /// For people: each question's situation, choices, answer and reasons.
        #[arg(long)]
        text: bool,
    },
    /// Every question of the rulings' lessons, computed, as www/data/quiz.json holds them.
    QuizData,
    /// The model cases' outputs that the app reads: www/data/models.json.
    Models,
}

fn edition(s: &str) -> Result<Edition, String> {
    Edition::from_year(s).ok_or_else(|| format!("unknown edition {s:?} (1977, 1980, 1993, 2018)"))
}

fn topic(s: &str) -> Result<String, String> {
    if crate::corpus::TOPICS.contains(&s) {
        Ok(s.to_string())
    } else {
        Err(format!(
            "unknown topic {s:?} (topics: {})",
            crate::corpus::TOPICS.join(", ")
        ))
    }
}

fn seed(s: &str) -> Result<u32, String> {
    s.parse().map_err(|_| {
        format!(
            "the seed {s:?} is not a whole number from 0 to {}",
            u32::MAX
        )
    })
}

/// Runs `fide` with its arguments (the program name left out).
pub fn main(args: Vec<String>) -> ExitCode {
    let cli = match Cli::try_parse_from(std::iter::once("fide".to_string()).chain(args)) {
        Ok(cli) => cli,
        Err(e) => {
            // help and version are printed on standard output with success; a usage error
            // on standard error with exit code 2
            let _ = e.print();
            return ExitCode::from(u8::try_from(e.exit_code()).unwrap_or(2));
        }
    };
    match cli.command {
        None | Some(Command::Json) => json_loop(),
        Some(Command::Perft { depth, fen }) => {
            let f = fen.join(" ");
            match fen::parse(if f.is_empty() { "startpos" } else { &f }) {
                Ok(pos) => {
                    say!("{}", perft(&pos, depth));
                    ExitCode::SUCCESS
                }
                Err(e) => fail(&format!("fide perft: {e}")),
            }
        }
        Some(Command::Moves { fen }) => {
            let f = fen.join(" ");
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
                Err(e) => fail(&format!("fide moves: {e}")),
            }
        }
        Some(Command::Game { file }) => game(&file),
        Some(Command::Claims {
            editions,
            text,
            quiet,
            files,
        }) => claims(&editions, text, quiet, &files),
        Some(Command::Corpus) => print_answer(protocol::handle_line(r#"{"cmd":"corpus"}"#)),
        Some(Command::Ruling { id }) => print_answer(protocol::handle_line(
            &serde_json::json!({"cmd": "ruling", "id": id}).to_string(),
        )),
        Some(Command::Lessons { markdown: true }) => {
            say_raw!("{}", crate::corpus::lesson::markdown(&Corpus::bundled()));
            ExitCode::SUCCESS
        }
        Some(Command::Lessons { markdown: false }) => lessons(),
        Some(Command::Cases { markdown, check }) => cases(markdown, check),
        Some(Command::Case { id }) => print_answer(protocol::handle_line(
            &serde_json::json!({"cmd": "case", "id": id}).to_string(),
        )),
        Some(Command::Quiz {
            topic,
            edition,
            seed,
            text,
        }) => {
            let c = Corpus::bundled();
            // the app's questions, so that a seed gives the app's quiz; under 2018 the
            // casebook's join them, which the app does not have yet (corpus::casebook)
            let questions = if edition == Some(Edition::NEWEST) {
                c.quiz_questions()
            } else {
                c.quiz_data()
            };
            let qs = c.quiz(&questions, topic.as_deref(), edition, u64::from(seed));
            if text {
                say_raw!("{}", c.quiz_text(&qs));
            } else {
                say!("{}", serde_json::to_string_pretty(&qs).unwrap_or_default());
            }
            ExitCode::SUCCESS
        }
        Some(Command::QuizData) => {
            let qs = Corpus::bundled().quiz_data();
            say!("{}", serde_json::to_string_pretty(&qs).unwrap_or_default());
            ExitCode::SUCCESS
        }
        Some(Command::Models) => {
            let outputs = Corpus::bundled().model_outputs();
            say!(
                "{}",
                serde_json::to_string_pretty(&outputs).unwrap_or_default()
            );
            ExitCode::SUCCESS
        }
    }
}

/// A message on standard error, and exit code 2 (the input is not what the command takes).
fn fail(message: &str) -> ExitCode {
    eprintln!("{message}");
    ExitCode::from(2)
}

/// `fide game FILE`.
fn game(file: &PathBuf) -> ExitCode {
    let text = match std::fs::read_to_string(file) {
        Ok(t) => t,
        Err(e) => return fail(&format!("fide game: {}: {e}", file.display())),
    };
    let mut req: serde_json::Value = match serde_json::from_str(&text) {
        Ok(v) => v,
        Err(e) => return fail(&format!("fide game: invalid json: {e}")),
    };
    if let Some(o) = req.as_object_mut() {
        o.insert("cmd".into(), "game".into());
    }
    print_answer(protocol::handle_line(&req.to_string()))
}

/// `fide claims [--edition E]... [--text] [--quiet] FILE.pgn...`.
fn claims(editions: &[Edition], text: bool, quiet: bool, files: &[String]) -> ExitCode {
    let editions: Vec<Edition> = if editions.is_empty() {
        Edition::ALL.to_vec()
    } else {
        Edition::ALL
            .into_iter()
            .filter(|e| editions.contains(e))
            .collect()
    };
    let mut inputs: Vec<(String, Box<dyn BufRead>)> = Vec::new();
    for f in files {
        if f == "-" {
            let name = "standard input".to_string();
            inputs.push((name, Box::new(io::BufReader::new(io::stdin()))));
            continue;
        }
        match std::fs::File::open(f) {
            Ok(file) => inputs.push((f.clone(), Box::new(io::BufReader::new(file)))),
            Err(e) => return fail(&format!("fide claims: {f}: {e}")),
        }
    }
    let bar = (!quiet && io::stderr().is_terminal()).then(|| {
        let bar = indicatif::ProgressBar::new_spinner();
        bar.set_style(
            indicatif::ProgressStyle::with_template(
                "{spinner} {pos} games analysed ({per_sec}, {elapsed})",
            )
            .unwrap_or_else(|_| indicatif::ProgressStyle::default_spinner()),
        );
        bar
    });
    let tick = |n: usize| {
        if let Some(b) = &bar {
            b.inc(n as u64);
        }
    };
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let format = if text {
        batch::Format::Text
    } else {
        batch::Format::Json
    };
    let done = batch::run(inputs, &editions, format, &mut out, &tick);
    let _ = out.flush();
    if let Some(b) = bar {
        b.finish_and_clear();
    }
    match done {
        Ok(_) => ExitCode::SUCCESS,
        // a reader that has gone (`| head`) is no error of ours
        Err(e) if e.contains("Broken pipe") => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("fide claims: {e}");
            ExitCode::from(1)
        }
    }
}

/// `fide lessons`.
fn lessons() -> ExitCode {
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

/// `fide cases [--markdown | --check FILE]`.
fn cases(markdown: bool, check: Option<PathBuf>) -> ExitCode {
    use crate::corpus::casebook;
    if markdown {
        say_raw!("{}", casebook::markdown(&Corpus::bundled()));
        return ExitCode::SUCCESS;
    }
    let Some(file) = check else {
        return print_answer(protocol::handle_line(r#"{"cmd":"cases"}"#));
    };
    let text = match std::fs::read_to_string(&file) {
        Ok(t) => t,
        Err(e) => return fail(&format!("fide cases: {}: {e}", file.display())),
    };
    let mut c = Corpus::bundled();
    if let Err(e) = c.read_casebook(&text) {
        return fail(&format!("fide cases: {}: {e}", file.display()));
    }
    let mut bad = 0;
    for k in &c.casebook.cases {
        let problems = c.case_problems(&k.id);
        let at = |case| {
            c.run_case(&k.id, case).map_or_else(
                |e| e,
                |run| {
                    run.decisive_ruling()
                        .map_or(format!("event {:?}: nothing ruled", run.at), |x| {
                            format!("event {}: {} ({})", x["event"], x["decision"], x["article"])
                        })
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
