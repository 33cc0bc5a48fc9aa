//! `fide claims FILE.pgn…`: every game of a tournament's or a database's PGN files (or
//! standard input), read as a stream in constant memory, analysed on every core, reported
//! in the files' order: the draw claims a player could have made and did not, and the
//! games' automatic endings, under each edition ([`Report`]), then a summary.
//!
//! The stream is cut into games by [`Games`] (a tag section after movetext, or movetext
//! after a result, starts the next game), so that a game the PGN reader refuses is reported
//! with its number and line and the run goes on with the next. Games are analysed in
//! batches of a few hundred with rayon, and each batch is written before the next is
//! read: memory holds one batch, whatever the file's size.

use crate::laws::claims::{Finding, FindingKind, Report};
use crate::laws::material::MatingChance;
use crate::laws::Staged;
use crate::notation::pgn::{read_games, PgnGame};
use crate::Edition;
use rayon::prelude::*;
use serde_json::{json, Map, Value};
use std::collections::BTreeMap;
use std::io::{BufRead, Write};
use std::sync::Mutex;

/// One game's text as it stands in its file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameText {
    /// The file's name as given (`-` for standard input).
    pub file: String,
    /// The line of the file where the game's text begins (from 1).
    pub line: usize,
    pub text: String,
}

/// The games of a PGN stream, one text each, read line by line.
pub struct Games<R: BufRead> {
    input: R,
    file: String,
    /// Lines read so far.
    line: usize,
    /// The next game's first line, read while finishing the one before.
    carry: Option<String>,
    done: bool,
}

/// A result token that ends a game's movetext.
fn ends_with_result(text: &str) -> bool {
    matches!(
        text.split_whitespace().last(),
        Some("1-0" | "0-1" | "1/2-1/2" | "*")
    )
}

/// The part of a movetext line outside comments (`{…}`, which may span lines, and `;` to
/// the line's end); `in_comment` says whether the line begins inside a `{` comment, and is
/// left saying whether it ends inside one.
fn outside_comments(line: &str, in_comment: &mut bool) -> String {
    let mut out = String::new();
    for c in line.chars() {
        match (c, *in_comment) {
            ('}', true) => *in_comment = false,
            (_, true) => {}
            ('{', false) => *in_comment = true,
            (';', false) => break,
            (c, false) => out.push(c),
        }
    }
    out
}

impl<R: BufRead> Games<R> {
    pub fn new(input: R, file: &str) -> Games<R> {
        Games {
            input,
            file: file.to_string(),
            line: 0,
            carry: None,
            done: false,
        }
    }

    fn read_line(&mut self) -> std::io::Result<Option<String>> {
        let mut buf = Vec::new();
        if self.input.read_until(b'\n', &mut buf)? == 0 {
            return Ok(None);
        }
        self.line += 1;
        // a line that is not UTF-8 is kept, its bad bytes replaced: the reader then
        // names what it cannot read
        let text = String::from_utf8_lossy(&buf);
        // a byte-order mark opens some files written on Windows
        let text = match (self.line, text.strip_prefix('\u{feff}')) {
            (1, Some(rest)) => rest.to_string(),
            _ => text.into_owned(),
        };
        Ok(Some(text))
    }
}

impl<R: BufRead> Iterator for Games<R> {
    type Item = std::io::Result<GameText>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.done {
            return None;
        }
        let mut text = String::new();
        let mut start = 0;
        let (mut moves, mut ended, mut in_comment) = (false, false, false);
        loop {
            let next = match self.carry.take() {
                Some(l) => Some(l),
                None => match self.read_line() {
                    Ok(l) => l,
                    Err(e) => {
                        self.done = true;
                        return Some(Err(e));
                    }
                },
            };
            let Some(l) = next else {
                self.done = true;
                break;
            };
            let t = l.trim();
            // inside a comment every line is the comment's; outside, a blank line or an
            // escape line (`%`) belongs to the game it stands in and starts none
            let continued = in_comment;
            let quiet = !continued && (t.is_empty() || t.starts_with('%'));
            if quiet {
                if start > 0 {
                    text.push_str(&l);
                }
                continue;
            }
            let tag = !continued && t.starts_with('[');
            // a tag after movetext, or movetext after a result: the next game's first line
            if !continued && ((tag && moves) || (!tag && ended)) {
                self.carry = Some(l);
                return Some(Ok(GameText {
                    file: self.file.clone(),
                    line: start,
                    text,
                }));
            }
            if start == 0 {
                start = self.line;
            }
            if !tag {
                moves = true;
                let outside = outside_comments(t, &mut in_comment);
                if !outside.trim().is_empty() {
                    ended = ends_with_result(&outside);
                }
            }
            text.push_str(&l);
            if !l.ends_with('\n') {
                text.push('\n');
            }
        }
        (start > 0).then(|| {
            Ok(GameText {
                file: self.file.clone(),
                line: start,
                text,
            })
        })
    }
}

/// What a game's analysis found, as `fide claims` writes it.
#[derive(Clone, Debug, PartialEq)]
pub enum GameOutcome {
    Analysed {
        tags: Vec<(String, String)>,
        report: Report,
    },
    /// The game cannot be read: the file, the line in it, and why.
    Unreadable { line: usize, error: String },
}

/// Reads and analyses one game's text under `editions` (a text the splitter could not cut
/// further may hold several games: each is analysed).
pub fn analyse(game: &GameText, editions: &[Edition]) -> Vec<GameOutcome> {
    match read_games(&game.text) {
        Err(e) => vec![GameOutcome::Unreadable {
            line: game.line + e.line.saturating_sub(1),
            error: e.message,
        }],
        Ok(games) => games
            .iter()
            .map(|g: &PgnGame| GameOutcome::Analysed {
                tags: g.tags.clone(),
                report: Report::new(editions, g, &mut staged()),
            })
            .collect(),
    }
}

/// The analysis the games are judged with: [`crate::laws::FullAnalysis`]'s verdicts, but with one full
/// dead-position search at a time across the threads (see [`Staged`]). Each search may hold
/// some 28 MB, and two at once on two threads, or freed ones kept by the allocator's
/// per-thread arenas, made the run's peak depend on which searches met (27.5 to 38.0 MB at
/// 10,000 games); a thread waits only while another runs a full search.
fn staged() -> Staged<impl Fn(&dyn Fn() -> MatingChance) -> MatingChance> {
    static FULL: Mutex<()> = Mutex::new(());
    Staged {
        limit: crate::session::PROBE_NODES,
        turn: |step: &dyn Fn() -> MatingChance| {
            // a thread that panicked while holding it left nothing half done
            let _one = FULL
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner);
            step()
        },
    }
}

/// A finding at a ply, as a game's line writes it.
fn finding_json(ply: usize, after: Option<&str>, f: &Finding) -> Value {
    json!({
        "ply": ply, "after": after, "kind": f.kind.name(), "label": f.label,
        "moves": f.moves, "cited": f.cited, "article": f.article, "ruling": f.ruling,
    })
}

/// Per edition: the claims open at a position the game went on from (missed), and the
/// automatic ending, if any.
fn per_edition(report: &Report) -> BTreeMap<&'static str, (Vec<Value>, Option<Value>)> {
    let last = report.plies.len().saturating_sub(1);
    let mut out = BTreeMap::new();
    for (i, &e) in report.editions.iter().enumerate() {
        let mut missed = Vec::new();
        for p in report.plies.iter().filter(|p| p.ply < last) {
            for f in p.findings.iter().filter(|f| f.edition == e) {
                if f.kind != FindingKind::Ending {
                    missed.push(finding_json(p.ply, p.after.as_deref(), f));
                }
            }
        }
        let ended = report.ended[i].and_then(|ply| {
            let p = report.plies.get(ply)?;
            p.findings
                .iter()
                .find(|f| f.edition == e && f.kind == FindingKind::Ending)
                .map(|f| finding_json(ply, p.after.as_deref(), f))
        });
        out.insert(e.year(), (missed, ended));
    }
    out
}

/// How the 2018 Laws cite a dead position, in words ("Art. …"): the ending a summary counts.
fn dead_position_2018() -> String {
    use crate::laws::articles::{cite, Topic};
    cite(Edition::NEWEST, Topic::DeadPosition).words()
}

/// The counts of the summary.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    pub games: usize,
    pub unreadable: Vec<(usize, String, usize)>,
    /// edition → kind → games with such a claim missed.
    pub missed: BTreeMap<&'static str, BTreeMap<&'static str, usize>>,
    /// edition → the ending's label → games.
    pub endings: BTreeMap<&'static str, BTreeMap<String, usize>>,
    /// Games that reach a dead position under 2018 (Art. 5.2.2).
    pub dead_2018: usize,
}

impl Summary {
    fn add(&mut self, number: usize, file: &str, outcome: &Counted) {
        self.games += 1;
        match outcome {
            Counted::Unreadable(line) => self.unreadable.push((number, file.to_string(), *line)),
            Counted::Analysed(per) => {
                for (&year, (missed, ended)) in per {
                    let m = self.missed.entry(year).or_default();
                    for kind in ["repetition", "fifty"] {
                        let n = m.entry(kind).or_default();
                        *n += usize::from(missed.iter().any(|f| f["kind"] == kind));
                    }
                    if let Some(f) = ended {
                        let label = f["label"].as_str().unwrap_or("").to_string();
                        if year == Edition::NEWEST.year() && f["cited"] == dead_position_2018() {
                            self.dead_2018 += 1;
                        }
                        *self
                            .endings
                            .entry(year)
                            .or_default()
                            .entry(label)
                            .or_default() += 1;
                    }
                }
            }
        }
    }

    /// `{"summary": …}`, the run's last line.
    pub fn to_json(&self) -> Value {
        json!({ "summary": {
            "games": self.games,
            "analysed": self.games - self.unreadable.len(),
            "unreadable": self.unreadable.iter()
                .map(|(n, f, l)| json!({ "game": n, "file": f, "line": l }))
                .collect::<Vec<_>>(),
            "missed": self.missed,
            "endings": self.endings,
            "dead_positions_2018": self.dead_2018,
        }})
    }

    /// The summary for people.
    pub fn text(&self) -> String {
        use crate::laws::words::plural;
        let mut out = format!(
            "Summary: {} read, {} analysed, {} could not be read{}.\n",
            plural(self.games as u32, "game"),
            self.games - self.unreadable.len(),
            self.unreadable.len(),
            if self.unreadable.is_empty() {
                String::new()
            } else {
                format!(
                    " ({})",
                    self.unreadable
                        .iter()
                        .map(|(n, f, l)| format!("game {n}, {f} line {l}"))
                        .collect::<Vec<_>>()
                        .join("; ")
                )
            }
        );
        for (year, m) in &self.missed {
            let endings = self.endings.get(year).map_or(String::new(), |e| {
                e.iter()
                    .map(|(label, n)| format!("{label}: {n}"))
                    .collect::<Vec<_>>()
                    .join(", ")
            });
            out += &format!(
                "FIDE Laws {year}: a repetition claim missed in {}, a fifty-move claim missed in {}; games that ended by themselves: {}.\n",
                plural(m.get("repetition").copied().unwrap_or(0) as u32, "game"),
                plural(m.get("fifty").copied().unwrap_or(0) as u32, "game"),
                if endings.is_empty() { "none".to_string() } else { endings }
            );
        }
        if self.missed.contains_key(Edition::NEWEST.year()) {
            out += &format!(
                "Dead positions under 2018 ({}): {}.\n",
                dead_position_2018(),
                plural(self.dead_2018 as u32, "game")
            );
        }
        out
    }
}

/// A game's line: `{"game","file","line","tags","title","plies","editions":{year:{"missed","ended"}}}`
/// or `{"game","file","line","error"}`.
pub fn game_json(number: usize, game: &GameText, outcome: &GameOutcome) -> Value {
    match outcome {
        GameOutcome::Unreadable { line, error } => json!({
            "game": number, "file": game.file, "line": line,
            "error": format!("game {number} ({}, line {line}) cannot be read: {error}", game.file),
        }),
        GameOutcome::Analysed { tags, report } => {
            let tags: Map<String, Value> = tags
                .iter()
                .map(|(k, v)| (k.clone(), Value::String(v.clone())))
                .collect();
            let editions: Map<String, Value> = per_edition(report)
                .into_iter()
                .map(|(y, (missed, ended))| {
                    (y.to_string(), json!({ "missed": missed, "ended": ended }))
                })
                .collect();
            json!({
                "game": number, "file": game.file, "line": game.line, "tags": tags,
                "title": report.title, "plies": report.plies.len() - 1, "editions": editions,
            })
        }
    }
}

/// How `fide claims` writes each game: a JSON line, or the text report.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    Json,
    Text,
}

/// Games analysed together before their reports are written: enough to keep every core
/// busy, few enough that the batch's reports take little memory.
const BATCH: usize = 64;

/// A game's outcome as the run keeps it until it is written: its summary's part, and its
/// report's line with a placeholder for the game's number (known only in the files'
/// order). Made in the worker thread, so that the game's [`Report`] (a FEN and findings
/// for every position) is dropped there.
struct Written {
    outcome: Counted,
    /// The line (JSON, or the text report) with `{number}` where the number goes.
    line: String,
}

/// What the summary counts of one game.
enum Counted {
    Unreadable(usize),
    Analysed(BTreeMap<&'static str, (Vec<Value>, Option<Value>)>),
}

const NUMBER: &str = "\u{1}#\u{1}";

fn written(game: &GameText, outcome: &GameOutcome, format: Format) -> Written {
    let line = match format {
        Format::Json => {
            let mut v = game_json(0, game, outcome);
            v["game"] = Value::Null;
            if let GameOutcome::Unreadable { line, error } = outcome {
                v["error"] = json!(format!(
                    "game {NUMBER} ({}, line {line}) cannot be read: {error}",
                    game.file
                ));
            }
            // the number is written in place of the null (serde escapes the placeholder in
            // a string, so it is put there by hand too)
            v.to_string()
                .replacen("\"game\":null", &format!("\"game\":{NUMBER}"), 1)
                .replacen("\\u0001#\\u0001", NUMBER, 1)
        }
        Format::Text => game_text(NUMBER, game, outcome),
    };
    let outcome = match outcome {
        GameOutcome::Unreadable { line, .. } => Counted::Unreadable(*line),
        GameOutcome::Analysed { report, .. } => Counted::Analysed(
            per_edition(report)
                .into_iter()
                .map(|(y, (missed, ended))| {
                    // the summary needs the kinds and the ending, not the findings' words
                    let kinds = missed
                        .iter()
                        .map(|f| json!({ "kind": f["kind"] }))
                        .collect();
                    (y, (kinds, ended))
                })
                .collect(),
        ),
    };
    Written { outcome, line }
}

/// Runs `fide claims` over `inputs` (each a file's name and its reader), writing to `out`;
/// `tick` is told how many games each batch held (the progress bar).
///
/// # Errors
/// Writing failed, or a file could not be read on (its name and the error).
pub fn run(
    inputs: Vec<(String, Box<dyn BufRead>)>,
    editions: &[Edition],
    format: Format,
    out: &mut dyn Write,
    tick: &dyn Fn(usize),
) -> Result<Summary, String> {
    let mut summary = Summary::default();
    let mut number = 0;
    for (name, reader) in inputs {
        let mut games = Games::new(reader, &name);
        loop {
            // the games read before a failure are analysed and written, and the summary too
            let mut batch: Vec<GameText> = Vec::with_capacity(BATCH);
            let mut failed = None;
            for g in games.by_ref().take(BATCH) {
                match g {
                    Ok(g) => batch.push(g),
                    Err(e) => {
                        failed = Some(format!("{name}: {e}"));
                        break;
                    }
                }
            }
            if batch.is_empty() && failed.is_none() {
                break;
            }
            let done: Vec<Vec<Written>> = batch
                .par_iter()
                .map(|g| {
                    analyse(g, editions)
                        .iter()
                        .map(|o| written(g, o, format))
                        .collect()
                })
                .collect();
            for (game, outs) in batch.iter().zip(done) {
                for w in outs {
                    number += 1;
                    summary.add(number, &game.file, &w.outcome);
                    let line = w.line.replace(NUMBER, &number.to_string());
                    writeln!(out, "{line}").map_err(|e| format!("writing the report: {e}"))?;
                }
            }
            tick(batch.len());
            if let Some(e) = failed {
                let _ = writeln!(out, "{}", summary_line(&summary, format));
                return Err(e);
            }
        }
    }
    writeln!(out, "{}", summary_line(&summary, format))
        .map_err(|e| format!("writing the report: {e}"))?;
    Ok(summary)
}

/// The summary as the run's last line(s).
fn summary_line(summary: &Summary, format: Format) -> String {
    match format {
        Format::Json => summary.to_json().to_string(),
        Format::Text => summary.text().trim_end().to_string(),
    }
}

/// A game's text report, headed by its number and place.
fn game_text(number: impl std::fmt::Display, game: &GameText, outcome: &GameOutcome) -> String {
    match outcome {
        GameOutcome::Unreadable { line, error } => format!(
            "Game {number} ({}, line {line}) cannot be read: {error}\n",
            game.file
        ),
        GameOutcome::Analysed { report, .. } => format!(
            "Game {number} ({}, line {}):\n{}",
            game.file,
            game.line,
            report.text()
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The full searches of [`staged`] analyses on several threads never run at once.
    #[test]
    fn staged_analyses_take_turns_for_their_full_searches() {
        use std::sync::atomic::{AtomicUsize, Ordering};
        let (inside, most, ran) = (
            AtomicUsize::new(0),
            AtomicUsize::new(0),
            AtomicUsize::new(0),
        );
        std::thread::scope(|s| {
            for _ in 0..4 {
                s.spawn(|| {
                    let staged = staged();
                    for _ in 0..20 {
                        (staged.turn)(&|| {
                            let now = inside.fetch_add(1, Ordering::SeqCst) + 1;
                            most.fetch_max(now, Ordering::SeqCst);
                            std::thread::sleep(std::time::Duration::from_millis(1));
                            inside.fetch_sub(1, Ordering::SeqCst);
                            ran.fetch_add(1, Ordering::SeqCst);
                            MatingChance::Undecided(0)
                        });
                    }
                });
            }
        });
        assert_eq!(ran.load(Ordering::SeqCst), 80);
        assert_eq!(
            most.load(Ordering::SeqCst),
            1,
            "two full searches ran at once"
        );
    }

    fn cut(text: &str) -> Vec<(usize, String)> {
        Games::new(text.as_bytes(), "t.pgn")
            .map(|g| g.map(|g| (g.line, g.text)).unwrap())
            .collect()
    }

    #[test]
    fn a_stream_is_cut_into_games_at_a_tag_after_movetext_or_movetext_after_a_result() {
        let text = "[Event \"a\"]\n[White \"x\"]\n\n1. e4 e5 *\n\n[Event \"b\"]\n\n1. d4 d5 2. c4\n1-0\n1. Nf3 *\n";
        let games = cut(text);
        assert_eq!(games.len(), 3, "{games:?}");
        assert_eq!(games[0].0, 1);
        assert!(games[0].1.contains("1. e4 e5 *"));
        assert_eq!(games[1].0, 6);
        assert!(games[1].1.starts_with("[Event \"b\"]") && games[1].1.contains("1-0"));
        assert_eq!(games[2], (10, "1. Nf3 *\n".to_string()));
        // blank lines alone make no game
        assert!(cut("\n\n\n").is_empty());
    }

    #[test]
    fn comments_escapes_blank_lines_and_a_byte_order_mark_cut_no_game() {
        // a comment over lines, with a line that looks like a tag and one that ends in a
        // result; a `;` comment ending in a result; an escape line after a result
        let text = "\u{feff}[Event \"a\"]\r\n\r\n1. e4 {a long comment\n[see the note] and 1-0\nhere} e5 2. Nf3 ; maybe 1-0\nNc6 *\n%c\n\n[Event \"b\"]\n\n1. d4 *\n";
        let games = cut(text);
        assert_eq!(games.len(), 2, "{games:?}");
        assert_eq!(games[0].0, 1);
        assert_eq!(games[1].0, 9);
        let read = crate::notation::pgn::read_games(&games[0].1).expect("the first game reads");
        assert_eq!(read.len(), 1);
        assert_eq!(read[0].tag("Event"), Some("a"));
        assert_eq!(read[0].moves.len(), 4);
        // blank lines before a game are not its: an error's line is the file's
        let text = "\n\n\n[Event \"a\"]\n\n1. e4 Ke7 *\n";
        let games: Vec<GameText> = Games::new(text.as_bytes(), "t.pgn")
            .map(Result::unwrap)
            .collect();
        match &analyse(&games[0], &[Edition::NEWEST])[..] {
            [GameOutcome::Unreadable { line, .. }] => assert_eq!(*line, 6),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn an_unreadable_game_is_named_by_its_line_in_the_file() {
        let text = "[Event \"a\"]\n\n1. e4 e5 *\n\n[Event \"b\"]\n\n1. e4 Ke7 2. Qxe8 *\n";
        let games: Vec<GameText> = Games::new(text.as_bytes(), "t.pgn")
            .map(Result::unwrap)
            .collect();
        let out = analyse(&games[1], &[Edition::NEWEST]);
        match &out[..] {
            [GameOutcome::Unreadable { line, error }] => {
                assert_eq!(*line, 7, "{error}");
                assert!(error.contains("Ke7"), "{error}");
            }
            other => panic!("{other:?}"),
        }
    }
}
