//! A model's output as people read it: headings, paragraphs, tables, lists of pairings and
//! of checks, as JSON blocks that `www/data/models.json` keeps beside the output (`view`) and
//! the app draws without knowing the model (`model_view` in `app::components::demo`). The words are data,
//! fetched with the lessons, so they cost the app's first load nothing.
//!
//! The blocks, each an object:
//! - `{"h": text}`: a heading;
//! - `{"p": text}`, with `"ruling": true` for the model's answer;
//! - `{"table": class, "head": [text…], "rows": [{"cells": [text…], "player": name,
//!   "struck": bool}…], "points": column}`: a table, `points` the column of the points;
//! - `{"ol": class, "items": [text…]}`: a numbered list (the pairings);
//! - `{"checks": [{"ok": bool, "rule": text, "text": text}…]}`: checks met or not.

use crate::clock::format_ms;
use serde_json::{json, Value};

/// A field of a model's output as text: a string as it is, a number written out (the app
/// reads the blocks and the rulings with these too).
pub fn text(v: &Value, key: &str) -> String {
    match v.get(key) {
        Some(Value::String(s)) => s.clone(),
        Some(Value::Number(n)) => n.to_string(),
        _ => String::new(),
    }
}

pub fn flag(v: &Value, key: &str) -> bool {
    v.get(key).and_then(Value::as_bool).unwrap_or(false)
}

fn ms(v: &Value, key: &str) -> Option<u64> {
    v.get(key).and_then(Value::as_u64)
}

pub fn list<'a>(v: &'a Value, key: &str) -> &'a [Value] {
    v.get(key)
        .and_then(Value::as_array)
        .map_or(&[], Vec::as_slice)
}

fn time(ms: u64) -> String {
    format_ms(i64::try_from(ms).unwrap_or(i64::MAX), 0)
}

fn h(t: &str) -> Value {
    json!({ "h": t })
}

fn p(t: String) -> Value {
    json!({ "p": t })
}

/// The model's answer, as the view sets it apart.
fn ruling(t: String) -> Value {
    json!({ "p": t, "ruling": true })
}

fn table(class: &str, head: &[&str], rows: Vec<Value>, points: Option<usize>) -> Value {
    json!({ "table": class, "head": head, "rows": rows, "points": points })
}

fn row(cells: Vec<String>) -> Value {
    json!({ "cells": cells })
}

/// A round robin's table: a column per player (the first three letters of the name), in the
/// rows' order; a player struck out of the event keeps his row, with no place.
fn crosstable(rows: &[Value]) -> Value {
    let mut head = vec!["Place".to_string(), "Player".to_string()];
    head.extend(
        rows.iter()
            .map(|r| text(r, "player").chars().take(3).collect()),
    );
    head.extend(["Points".to_string(), "S-B".to_string()]);
    let body: Vec<Value> = rows
        .iter()
        .map(|r| {
            let struck = flag(r, "struck");
            let mut cells = vec![
                if struck {
                    String::new()
                } else {
                    text(r, "place")
                },
                text(r, "player"),
            ];
            cells.extend(rows.iter().map(|o| {
                let opponent = text(o, "player");
                list(r, "cells")
                    .iter()
                    .find(|c| text(c, "opponent") == opponent)
                    .map_or_else(|| "×".to_string(), |c| text(c, "mark"))
            }));
            cells.extend([text(r, "points"), text(r, "sonnenborn_berger")]);
            json!({ "cells": cells, "player": text(r, "player"), "struck": struck })
        })
        .collect();
    json!({ "table": "crosstable", "head": head, "rows": body, "points": rows.len() + 2 })
}

fn pairings(p: &[Value]) -> Value {
    let items: Vec<String> = p
        .iter()
        .map(|x| format!("{} – {}", text(x, "white"), text(x, "black")))
        .collect();
    json!({ "ol": "pairings", "items": items })
}

/// Checks, each met or not, with the interpretation it comes from.
fn checks(findings: &[Value]) -> Value {
    let checks: Vec<Value> = findings
        .iter()
        .map(|f| {
            json!({
                "ok": flag(f, "ok"),
                "rule": text(f, "rule"),
                "text": format!("{} ({})", text(f, "detail"), text(f, "source")),
            })
        })
        .collect();
    json!({ "checks": checks })
}

/// The blocks that show `m`, the output of a model of `kind` (see the module's text).
///
/// # Errors
/// A kind no model has.
pub fn present(kind: &str, m: &Value) -> Result<Vec<Value>, String> {
    Ok(match kind {
        "crosstable" => {
            let mut v = Vec::new();
            if m.get("withdrawn").is_some_and(|w| !w.is_null()) {
                v.extend([h("Before"), crosstable(list(m, "before"))]);
            }
            v.extend([h("Standings"), crosstable(list(m, "after"))]);
            v
        }
        "swiss" => {
            let corrected = flag(m, "corrected");
            let round = text(m, "next_round");
            let standings = list(m, "standings")
                .iter()
                .map(|r| {
                    json!({
                        "cells": [text(r, "place"), text(r, "player"), text(r, "points")],
                        "player": text(r, "player"),
                    })
                })
                .collect();
            let mut v = vec![
                h(if corrected {
                    "Standings on the true results"
                } else {
                    "Standings"
                }),
                table(
                    "standings",
                    &["Place", "Player", "Points"],
                    standings,
                    Some(2),
                ),
                h(&format!(
                    "Round {round} as paired{}",
                    if corrected {
                        " on the true results"
                    } else {
                        ""
                    }
                )),
                pairings(list(m, "pairings")),
            ];
            if corrected && m.get("pairings_as_reported").is_some_and(Value::is_array) {
                v.extend([
                    h(&format!(
                        "Round {round} as the reported result would pair it"
                    )),
                    pairings(list(m, "pairings_as_reported")),
                ]);
            }
            v
        }
        "team_sonnenborn_berger" => vec![
            p(format!(
                "{} boards; the opponent team scored {} game points ({})",
                text(m, "boards"),
                text(m, "opponent_points"),
                text(m, "article")
            )),
            table(
                "sb",
                &["Match score", "%", "S-B points"],
                list(m, "rows")
                    .iter()
                    .map(|r| {
                        row(vec![
                            text(r, "score"),
                            format!("{}%", text(r, "percent")),
                            text(r, "sb"),
                        ])
                    })
                    .collect(),
                None,
            ),
        ],
        "prize_eligibility" => vec![
            p(format!(
                "{} rounds: at least {} games to count ({})",
                text(m, "rounds"),
                text(m, "minimum_games"),
                text(m, "article")
            )),
            table(
                "",
                &["Player", "Games", "Points", "%", "Counts"],
                list(m, "players")
                    .iter()
                    .map(|r| {
                        row(vec![
                            text(r, "name"),
                            text(r, "played"),
                            text(r, "points"),
                            text(r, "percent"),
                            if flag(r, "eligible") { "yes" } else { "no" }.into(),
                        ])
                    })
                    .collect(),
                None,
            ),
            ruling(match m.get("prize").and_then(Value::as_str) {
                Some(w) => format!("The prize goes to {w}."),
                None => "No result counts for the prize.".into(),
            }),
        ],
        "match_withdrawal" => vec![
            p(format!(
                "{} withdraws after {} of {} games, at {}.",
                text(m, "player"),
                text(m, "played"),
                text(m, "games"),
                text(m, "score")
            )),
            ruling(
                match m.get("loser_prize_paid").and_then(Value::as_bool) {
                    None => "The loser's prize: undecided.",
                    Some(true) => "The loser's prize is paid to him.",
                    Some(false) => "The loser's prize is not paid to him.",
                }
                .into(),
            ),
        ],
        "equipment" => vec![
            checks(list(m, "findings")),
            ruling(
                if flag(m, "approved") {
                    "The chief arbiter may approve this equipment."
                } else {
                    "The chief arbiter should not approve this equipment."
                }
                .into(),
            ),
        ],
        "adjournment_schedule" => vec![checks(list(m, "findings"))],
        "proportional_time" => {
            let mut v = vec![ruling(format!(
                "Allotted up to the irregularity: White {}, Black {} ({})",
                time(ms(m, "white_ms").unwrap_or(0)),
                time(ms(m, "black_ms").unwrap_or(0)),
                text(m, "article")
            ))];
            if let (Some(w), Some(b)) = (ms(m, "white_left_ms"), ms(m, "black_left_ms")) {
                v.push(p(format!(
                    "Left to the time control: White {}, Black {}.",
                    time(w),
                    time(b)
                )));
            }
            if let [w, b] = list(m, "appeal_committee_ms") {
                let correct = if flag(m, "appeal_committee_correct") {
                    "correct".to_string()
                } else {
                    format!("not the formula of Art. {}", text(m, "article"))
                };
                v.push(p(format!(
                    "The appeals committee gave {} and {}: {correct}.",
                    time(w.as_u64().unwrap_or(0)),
                    time(b.as_u64().unwrap_or(0)),
                )));
            }
            v
        }
        "defective_clock" => vec![ruling(
            match (ms(m, "white_used_ms"), ms(m, "black_used_ms")) {
                (Some(w), Some(b)) => format!(
                    "The new clock is set to White {} and Black {} used ({})",
                    time(w),
                    time(b),
                    text(m, "article")
                ),
                _ => format!(
                    "The arbiter sets the new clock by his own judgement ({})",
                    text(m, "article")
                ),
            },
        )],
        other => return Err(format!("no model is of the kind {other:?}")),
    })
}
