//! The `fide` JSON-lines protocol: one JSON request in, one JSON answer out.
//! It never panics on bad input: a bad request gets `{"error": "…"}`. A request is read
//! into [`Request`] by its `cmd`; a field a command does not take is an error naming it.
//!
//! | request | answer |
//! |---|---|
//! | `{"cmd":"perft","fen":F,"depth":D}` | `{"nodes":N}` |
//! | `{"cmd":"moves","fen":F}` | `{"uci":[…],"san":[…]}`, sorted by UCI |
//! | `{"cmd":"play","fen":F,"moves":[M,…]}` | `{"fen":F2,"san":[…],"uci":[…],"check":b,"checkmate":b,"stalemate":b}` or `{"error":…,"index":i}` |
//! | `{"cmd":"convert","fen":F,"move":M,"to":N}` | `{"move":"…"}` |
//! | `{"cmd":"fen","fen":F}` | `{"fen":normalised}` |
//! | `{"cmd":"pgn","pgn":TEXT}` | `{"games":[{"tags":{…},"san":[…],"fen":final,"result":"…"}]}` |
//! | `{"cmd":"key","fen":F,"moves":[M,…]}` | `{"keys":["hex",…]}`: the repetition key after each prefix |
//! | `{"cmd":"status","fen":F}` | `{"fen":…,"uci":[…],"san":[…],"check":b,"checkmate":b,"stalemate":b,"key":"hex"}` |
//! | `{"cmd":"game", …scenario…}` | the verdict (see `laws::Verdict`), or `{"error":…,"kind":k,"event":i}` |
//! | `{"cmd":"claims","edition":E,"pgn":TEXT}` | `{"edition":E,"plies":[…]}`: the claims open at each ply, each with its article (`open`), and the automatic ending |
//! | `{"cmd":"claims","editions":[E,…],"pgn":TEXT[,"game":N]}` | the report comparing the editions (`laws::claims::Report`: `title`, `editions`, `plies` with `findings`, `ended`, and for a PGN of several games `games`, a line each) and its `text`; all four editions when `editions` is left out; of game N of the PGN (from 1; the first by default) |
//! | `{"cmd":"winnable","fen":F[,"budget":N]}` | `{"white":"yes\|no\|unknown","black":…,"white_line":[SAN…],"black_line":[SAN…],"white_reason":…,"black_reason":…,"nodes":N,"budget":N}`: can each side checkmate by some series of legal moves (2018 5.2.2, 6.9, 7.5.5); a line is a mate, a reason the proof of "no"; `nodes` both sides together |
//! | `{"cmd":"rulings"}` | `{"count":N,"rulings":[{"id","label","article","year","title","summary","topics","demo"}…]}` |
//! | `{"cmd":"ruling","id":"12.3-1964"}` | the ruling's record (text, question, answer, sources and their differences, cites), `interprets` per edition, `cited_by`, `summary`, `laws_alone` (what the Laws alone decide in the demo), `topics`, `demo` and `contrast` (each `{"edition","caption","kind","scenario"` or a model's `"input","verdict"}`, the verdict's rulings marked `"decisive"`), and `verdict` (the demo's, as before): the engine's answers, computed on each request |
//! | `{"cmd":"lessons"}` | `{"taught":N,"count":94,"rulings":[{"id","problems":[…]}…]}`: what keeps each ruling's demo and contrast from teaching it (`corpus::lesson`) |
//! | `{"cmd":"cases"[,"edition":"2018"]}` | `{"edition":"2018","count":N,"cases":[{"id","article","title","topics"}…]}`: the 2018 casebook (`corpus::casebook`) |
//! | `{"cmd":"case","id":ID}` | the case (`id`, `article`, `title`, `topics`, `situation`), its `demo` and `contrast` as in `ruling`, and `history`: the demo under each edition (`{"edition","result","rulings"}`: the rulings at the decisive event, or `{"edition","error"}`) |
//! | `{"cmd":"corpus"}` | `{"articles":{"1977":N,…},"rulings":N,"notes":N,"demos":N}` |
//! | `{"cmd":"version"}` | `{"version":"…"}` |
//!
//! `F` may be `"startpos"`; `M` may be SAN, long algebraic or UCI.

use crate::chess::position::Position;
use crate::chess::types::{Color, Move};
use crate::corpus::lesson::Case;
use crate::notation::{self, fen, san, Notation};
use serde_json::{json, Map, Value};

/// Largest perft depth the protocol accepts (a guard against requests that
/// would run for hours).
pub const MAX_PERFT_DEPTH: u64 = 8;
/// The largest node budget a `winnable` request may ask for (about a minute).
pub const MAX_WINNABLE_BUDGET: u64 = 10_000_000;

fn err(msg: impl Into<String>) -> Value {
    json!({ "error": msg.into() })
}

/// A serde error in the protocol's words: names in quotes (serde writes them between
/// backticks), numbers bare, `unknown cmd` for an unknown command.
fn serde_words(e: &serde_json::Error) -> String {
    let text = e.to_string().replace("unknown variant", "unknown cmd");
    let mut out = String::new();
    for (i, part) in text.split('`').enumerate() {
        if i % 2 == 1 && part.parse::<f64>().is_err() {
            out.push('"');
            out.push_str(part);
            out.push('"');
        } else {
            out.push_str(part);
        }
    }
    out
}

/// The request's position: its FEN, `"startpos"` when it gives none.
fn position(f: Option<&str>) -> Result<Position, Value> {
    fen::parse(f.unwrap_or("startpos")).map_err(|e| err(e.to_string()))
}

fn get_moves(moves: Option<&Value>) -> Result<Vec<String>, Value> {
    match moves {
        None => Ok(Vec::new()),
        Some(Value::Array(a)) => a
            .iter()
            .enumerate()
            .map(|(i, v)| match v {
                Value::String(s) => Ok(s.clone()),
                _ => Err(json!({"error": "each move must be a string", "index": i})),
            })
            .collect(),
        Some(_) => Err(err("field \"moves\" must be an array of strings")),
    }
}

fn scenario_err(e: &crate::laws::ScenarioError) -> Value {
    match e.event {
        Some(i) => json!({ "error": e.message, "kind": e.kind.code(), "event": i }),
        None => json!({ "error": e.message, "kind": e.kind.code() }),
    }
}

/// The legal moves in UCI and SAN, sorted by UCI.
fn sorted_moves(pos: &Position) -> (Vec<String>, Vec<String>) {
    let mut pairs: Vec<(String, String)> = pos
        .legal_moves()
        .iter()
        .map(|&m| (notation::uci::to_uci(m), notation::san::to_san(pos, m)))
        .collect();
    pairs.sort();
    pairs.into_iter().unzip()
}

/// Answers one request line.
pub fn handle_line(line: &str) -> Value {
    match serde_json::from_str::<Value>(line) {
        Ok(Value::Object(req)) => handle(&req).unwrap_or_else(|e| e),
        Ok(_) => err("a request must be a JSON object"),
        Err(e) => err(format!("invalid json: {}", e)),
    }
}

/// A request, by its `cmd`: the fields each command takes, read by serde (an unknown
/// field or command is an error naming it). A game's scenario is read by the scenario
/// reader, which names the event an error is in.
#[derive(serde::Deserialize)]
#[serde(tag = "cmd", rename_all = "snake_case", deny_unknown_fields)]
enum Request {
    Version {},
    Fen {
        fen: Option<String>,
    },
    Perft {
        fen: Option<String>,
        depth: u64,
    },
    Moves {
        fen: Option<String>,
    },
    Status {
        fen: Option<String>,
    },
    Play {
        fen: Option<String>,
        moves: Option<Value>,
    },
    Key {
        fen: Option<String>,
        moves: Option<Value>,
    },
    Convert {
        fen: Option<String>,
        #[serde(rename = "move")]
        mv: String,
        to: String,
    },
    Pgn {
        pgn: String,
    },
    Game(Map<String, Value>),
    Claims {
        pgn: String,
        edition: Option<String>,
        editions: Option<Value>,
        /// Which game of the PGN the report is of, from 1 (the first by default).
        game: Option<usize>,
    },
    Winnable {
        fen: Option<String>,
        budget: Option<Value>,
    },
    Rulings {},
    Ruling {
        id: String,
    },
    Corpus {},
    Lessons {},
    Cases {
        edition: Option<String>,
    },
    Case {
        id: String,
    },
}

/// Answers one parsed request.
///
/// # Errors
/// The `{"error": …}` answer.
pub fn handle(req: &Map<String, Value>) -> Result<Value, Value> {
    let request: Request =
        serde_json::from_value(Value::Object(req.clone())).map_err(|e| err(serde_words(&e)))?;
    // a field given as null is refused, as a missing one is not: `"fen": null` is no FEN
    // (a game's scenario reader says so itself, naming the event)
    if let Some((k, _)) = req
        .iter()
        .find(|(_, v)| v.is_null())
        .filter(|_| !matches!(request, Request::Game(_)))
    {
        return Err(err(format!("field \"{k}\" must not be null")));
    }
    match request {
        Request::Version {} => Ok(json!({ "version": crate::VERSION })),
        Request::Fen { fen } => {
            let pos = position(fen.as_deref())?;
            Ok(json!({ "fen": fen::write(&pos) }))
        }
        Request::Perft { fen, depth } => {
            let pos = position(fen.as_deref())?;
            if depth > MAX_PERFT_DEPTH {
                return Err(err(format!(
                    "depth {} exceeds the limit of {}",
                    depth, MAX_PERFT_DEPTH
                )));
            }
            Ok(json!({ "nodes": crate::perft(&pos, depth as u32) }))
        }
        Request::Moves { fen } => {
            let pos = position(fen.as_deref())?;
            let (uci, san) = sorted_moves(&pos);
            Ok(json!({ "uci": uci, "san": san }))
        }
        Request::Status { fen } => {
            let pos = position(fen.as_deref())?;
            let (uci, san) = sorted_moves(&pos);
            Ok(json!({
                "fen": fen::write(&pos), "uci": uci, "san": san,
                "check": pos.is_check(), "checkmate": pos.is_checkmate(), "stalemate": pos.is_stalemate(),
                "key": format!("{:016x}", pos.repetition_key()),
            }))
        }
        Request::Play { fen, moves } => play(fen.as_deref(), moves.as_ref(), false),
        Request::Key { fen, moves } => play(fen.as_deref(), moves.as_ref(), true),
        Request::Convert { fen, mv, to } => {
            let pos = position(fen.as_deref())?;
            let notation = Notation::from_name(&to).ok_or_else(|| {
                err(format!("unknown notation \"{}\" (san, lan, uci, figurine, descriptive, correspondence, telecom)", to))
            })?;
            let m = notation::parse_move(&pos, &mv).map_err(|e| err(e.to_string()))?;
            Ok(json!({ "move": notation::write_move(&pos, m, notation) }))
        }
        Request::Pgn { pgn } => {
            let games = notation::pgn::read_games(&pgn).map_err(|e| err(e.to_string()))?;
            let games: Vec<Value> = games
                .iter()
                .map(|g| {
                    let tags: Map<String, Value> = g.tags.iter().map(|(k, v)| (k.clone(), Value::String(v.clone()))).collect();
                    let san: Vec<&str> = g.moves.iter().map(|m| m.san.as_str()).collect();
                    json!({ "tags": tags, "san": san, "fen": fen::write(&g.final_position()), "result": g.result })
                })
                .collect();
            Ok(json!({ "games": games }))
        }
        Request::Game(scenario) => {
            let scenario =
                crate::laws::Scenario::from_json(&scenario).map_err(|e| scenario_err(&e))?;
            let verdict = crate::laws::run(&scenario).map_err(|e| scenario_err(&e))?;
            serde_json::to_value(verdict).map_err(|e| err(e.to_string()))
        }
        Request::Claims {
            pgn,
            edition: Some(year),
            editions: _,
            game: which,
        } => {
            // one edition: its claims ply by ply
            let edition = crate::Edition::from_year(&year)
                .ok_or_else(|| err(format!("unknown edition {year:?} (1977, 1980, 1993, 2018)")))?;
            let games = notation::pgn::read_games(&pgn).map_err(|e| err(e.to_string()))?;
            let n = which.unwrap_or(1);
            if n == 0 {
                return Err(err("\"game\" counts from 1"));
            }
            let game = games.get(n - 1).ok_or_else(|| {
                let held = games.len();
                err(crate::laws::claims::ReportError::NoGame { asked: n, held }.to_string())
            })?;
            let plies = crate::laws::claims::claims(edition, game, &mut crate::laws::FullAnalysis);
            Ok(json!({ "edition": edition.year(), "plies": plies }))
        }
        Request::Claims {
            pgn,
            edition: None,
            editions,
            game,
        } => {
            // several: the report comparing them
            let years: Vec<String> = match editions {
                None => Vec::new(),
                Some(v) => v
                    .as_array()
                    .filter(|a| !a.is_empty())
                    .and_then(|a| a.iter().map(|y| y.as_str().map(String::from)).collect())
                    .ok_or_else(|| {
                        err(format!("\"editions\" must be a list of years such as [\"1980\", \"2018\"], found {v}"))
                    })?,
            };
            let index = match game {
                None => 0,
                Some(0) => return Err(err("\"game\" counts from 1")),
                Some(n) => n - 1,
            };
            let report = crate::laws::claims::report_from_pgn(&pgn, &years, index)
                .map_err(|e| err(e.to_string()))?;
            let text = report.text();
            let mut v = serde_json::to_value(report).map_err(|e| err(e.to_string()))?;
            v["text"] = Value::String(text);
            Ok(v)
        }
        Request::Winnable { fen, budget } => winnable(fen.as_deref(), budget.as_ref()),
        Request::Rulings {} => {
            let c = corpus();
            let list: Vec<Value> = c
                .rulings
                .iter()
                .map(|r| {
                    let note = c.note(&r.id);
                    json!({
                        "id": r.id, "label": r.label, "article": r.article, "year": r.year,
                        "title": r.title, "summary": note.map(|n| n.summary.as_str()),
                        "topics": note.map(|n| n.topics.clone()).unwrap_or_default(),
                        "demo": note.is_some_and(|n| n.demo.is_some()),
                    })
                })
                .collect();
            Ok(json!({ "count": list.len(), "rulings": list }))
        }
        Request::Ruling { id } => ruling(&id),
        Request::Cases { edition } => {
            if let Some(e) = edition.as_deref().filter(|&e| e != "2018") {
                return Err(err(format!(
                    "the casebook holds cases of the 2018 Laws only, not \"{e}\" (the rulings \
                     of 1977 and 1980: {{\"cmd\":\"rulings\"}})"
                )));
            }
            let c = corpus();
            let list: Vec<Value> = c
                .casebook
                .cases
                .iter()
                .map(|k| json!({ "id": k.id, "article": k.article, "title": k.title, "topics": k.topics }))
                .collect();
            Ok(json!({ "edition": "2018", "count": list.len(), "cases": list }))
        }
        Request::Case { id } => corpus().case_json(&id).map_err(err),
        Request::Corpus {} => Ok(corpus().counts()),
        Request::Lessons {} => {
            let c = corpus();
            let list: Vec<Value> = c
                .rulings
                .iter()
                .map(|r| json!({ "id": r.id, "problems": c.lesson_problems(&r.id) }))
                .collect();
            let taught = list
                .iter()
                .filter(|x| x["problems"].as_array().is_some_and(Vec::is_empty))
                .count();
            Ok(json!({ "taught": taught, "count": list.len(), "rulings": list }))
        }
    }
}

/// `play` and `key`: the moves played from the position, with the SAN, UCI and the
/// position reached (`play`) or the repetition key after each prefix (`key`).
fn play(fen: Option<&str>, moves: Option<&Value>, keys_only: bool) -> Result<Value, Value> {
    let mut pos = position(fen)?;
    let moves = get_moves(moves)?;
    let mut san = Vec::new();
    let mut uci = Vec::new();
    let mut keys = vec![format!("{:016x}", pos.repetition_key())];
    for (i, text) in moves.iter().enumerate() {
        let m = notation::parse_move(&pos, text)
            .map_err(|e| json!({ "error": e.to_string(), "index": i }))?;
        san.push(notation::san::to_san(&pos, m));
        uci.push(notation::uci::to_uci(m));
        pos.play_unchecked(m);
        keys.push(format!("{:016x}", pos.repetition_key()));
    }
    if keys_only {
        return Ok(json!({ "keys": keys }));
    }
    let checkmate = pos.is_checkmate();
    let stalemate = pos.is_stalemate();
    Ok(json!({
        "fen": fen::write(&pos), "san": san, "uci": uci,
        "check": pos.is_check(), "checkmate": checkmate, "stalemate": stalemate,
    }))
}

/// `winnable`: can each side checkmate by some series of legal moves.
fn winnable(fen: Option<&str>, budget: Option<&Value>) -> Result<Value, Value> {
    use crate::unwinnable::{analyse, Winnable, DEFAULT_BUDGET};
    let pos = position(fen)?;
    let budget = match budget {
        None => DEFAULT_BUDGET,
        Some(v) => v
            .as_u64()
            .filter(|&b| (1..=MAX_WINNABLE_BUDGET).contains(&b))
            .ok_or_else(|| {
                err(format!(
                    "field \"budget\" must be an integer from 1 to {}",
                    MAX_WINNABLE_BUDGET
                ))
            })?,
    };
    let mut out = Map::new();
    let mut total = 0;
    for (side, name) in [(Color::White, "white"), (Color::Black, "black")] {
        let (answer, nodes) = analyse(&pos, side, budget);
        total += nodes;
        let (verdict, line, reason) = match answer {
            Winnable::Yes(line) => ("yes", san_line(&pos, &line), Value::Null),
            Winnable::No(reason) => ("no", Vec::new(), json!(reason)),
            Winnable::Unknown(_) => ("unknown", Vec::new(), Value::Null),
        };
        out.insert(name.into(), json!(verdict));
        out.insert(format!("{}_line", name), json!(line));
        out.insert(format!("{}_reason", name), reason);
    }
    out.insert("nodes".into(), json!(total));
    out.insert("budget".into(), json!(budget));
    Ok(Value::Object(out))
}

/// `ruling`: a ruling's record with its demo and contrast run now.
fn ruling(id: &str) -> Result<Value, Value> {
    let c = corpus();
    let r = c.ruling(id).ok_or_else(|| err(c.unknown(id)))?;
    let mut out = match serde_json::to_value(r) {
        Ok(Value::Object(o)) => o,
        _ => return Err(err("internal: a ruling did not serialise")),
    };
    out.insert("interprets".into(), json!(c.interprets(r)));
    out.insert("cited_by".into(), json!(c.cited_by(&r.id)));
    if let Some(n) = c.note(&r.id) {
        out.insert("summary".into(), json!(n.summary));
        out.insert("laws_alone".into(), json!(n.laws_alone));
        out.insert("topics".into(), json!(n.topics));
        // the engine's answers, computed now; never a stored expectation
        for case in [Case::Demo, Case::Contrast] {
            match c.run_case(&r.id, case) {
                Ok(run) => {
                    if case == Case::Demo {
                        out.insert("verdict".into(), run.verdict.clone());
                    }
                    out.insert(case.name().into(), run.to_json());
                }
                Err(e) => {
                    let stored = match case {
                        Case::Demo => n.demo.as_ref(),
                        Case::Contrast => n.contrast.as_ref(),
                    };
                    if let Some(d) = stored {
                        out.insert(
                            case.name().into(),
                            json!({ "caption": d.caption, "kind": d.kind,
                                    "scenario": d.scenario, "verdict": { "error": e } }),
                        );
                        if case == Case::Demo {
                            out.insert("verdict".into(), json!({ "error": e }));
                        }
                    }
                }
            }
        }
    }
    Ok(Value::Object(out))
}

/// The bundled corpus, parsed once.
fn corpus() -> &'static crate::corpus::Corpus {
    static CORPUS: std::sync::OnceLock<crate::corpus::Corpus> = std::sync::OnceLock::new();
    CORPUS.get_or_init(crate::corpus::Corpus::bundled)
}

/// The moves of `line` from `pos` in SAN.
fn san_line(pos: &Position, line: &[Move]) -> Vec<String> {
    let mut p = pos.clone();
    line.iter()
        .map(|&m| {
            let s = san::to_san(&p, m);
            p.play_unchecked(m);
            s
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bad_requests_get_errors() {
        for line in [
            "",
            "[]",
            "{}",
            "{\"cmd\":\"nope\"}",
            "{\"cmd\":\"perft\"}",
            "{\"cmd\":\"perft\",\"depth\":99}",
            "{\"cmd\":\"fen\",\"fen\":\"x\"}",
        ] {
            assert!(handle_line(line).get("error").is_some(), "{line}");
        }
    }

    #[test]
    fn winnable_answers_both_sides() {
        // K+R v K: White mates (the line is replayed), Black has a bare king
        let v = handle_line(r#"{"cmd":"winnable","fen":"8/8/4k3/8/8/3K4/7R/8 w - - 0 1"}"#);
        assert_eq!(v["white"], "yes", "{v}");
        assert_eq!(v["black"], "no", "{v}");
        assert!(
            v["black_reason"]
                .as_str()
                .is_some_and(|r| r.contains("bare king")),
            "{v}"
        );
        let line: Vec<String> = serde_json::from_value(v["white_line"].clone()).expect("line");
        let mut pos = fen::parse("8/8/4k3/8/8/3K4/7R/8 w - - 0 1").expect("fen");
        for text in &line {
            let m = san::parse_san(&pos, text).expect("san of the line");
            pos.play_unchecked(m);
        }
        assert!(pos.is_checkmate(), "{line:?}");
        for bad in [
            r#"{"cmd":"winnable","fen":"8/8/8/8/8/8/8/8 w - - 0 1"}"#,
            r#"{"cmd":"winnable","budget":0}"#,
            r#"{"cmd":"winnable","budget":"x"}"#,
        ] {
            assert!(handle_line(bad).get("error").is_some(), "{bad}");
        }
    }

    #[test]
    fn play_reports_index_of_bad_move() {
        let v = handle_line(r#"{"cmd":"play","fen":"startpos","moves":["e4","e5","Ke3"]}"#);
        assert_eq!(v["index"], 2, "{v}");
        let v = handle_line(r#"{"cmd":"play","fen":"startpos","moves":["f3","e5","g4","Qh4#"]}"#);
        assert_eq!(v["checkmate"], true, "{v}");
    }
}
