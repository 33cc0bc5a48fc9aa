//! The demos of rulings beyond board and clock run one of the core's small models: the
//! crosstable and tie-breaks ([`crate::competition::tournament`]), the equipment standards
//! ([`crate::competition::equipment`]) and the clock formulas ([`crate::clock::rules`]).

use crate::chess::types::Color;
use crate::clock::rules;
use crate::competition::equipment::{self, Equipment};
use crate::competition::tournament::{self, RoundRobin};
use serde_json::{json, Value};

/// The model kinds a demo may name.
pub const KINDS: &[&str] = &[
    "crosstable",
    "team_sonnenborn_berger",
    "prize_eligibility",
    "equipment",
    "proportional_time",
    "defective_clock",
    "adjournment_schedule",
];

fn field<'a>(v: &'a Value, key: &str) -> Result<&'a Value, String> {
    v.get(key)
        .ok_or_else(|| format!("missing field \"{}\"", key))
}

fn u64_of(v: &Value, key: &str) -> Result<u64, String> {
    field(v, key)?
        .as_u64()
        .ok_or_else(|| format!("\"{}\" must be a whole number", key))
}

fn str_of<'a>(v: &'a Value, key: &str) -> Result<&'a str, String> {
    field(v, key)?
        .as_str()
        .ok_or_else(|| format!("\"{}\" must be a string", key))
}

/// `3½` or `3.5` or `3` as half points.
fn half_points(s: &str) -> Result<u32, String> {
    let s = s.trim();
    let (whole, half) = match s.strip_suffix('½') {
        Some(w) => (w, 1),
        None => match s.strip_suffix(".5") {
            Some(w) => (w, 1),
            None => (s, 0),
        },
    };
    let w: u32 = if whole.is_empty() {
        0
    } else {
        whole
            .parse()
            .map_err(|_| format!("{:?} is not a score like 3½", s))?
    };
    Ok(w * 2 + half)
}

fn pairs(v: &Value, key: &str) -> Result<Vec<(String, String, String)>, String> {
    let Some(a) = v.get(key) else {
        return Ok(Vec::new());
    };
    a.as_array()
        .ok_or_else(|| format!("\"{}\" must be a list of [white, black, result]", key))?
        .iter()
        .enumerate()
        .map(|(i, g)| {
            match g
                .as_array()
                .map(|x| x.iter().map(Value::as_str).collect::<Vec<_>>())
                .as_deref()
            {
                Some([Some(w), Some(b), Some(r)]) => {
                    Ok((w.to_string(), b.to_string(), r.to_string()))
                }
                _ => Err(format!("\"{}\"[{}] must be [white, black, result]", key, i)),
            }
        })
        .collect()
}

/// Runs model `kind` on `input`.
///
/// # Errors
/// An unknown model, or what is wrong with the input.
pub fn run(kind: &str, input: &Value) -> Result<Value, String> {
    match kind {
        "crosstable" => {
            let players: Vec<String> = field(input, "players")?
                .as_array()
                .ok_or("\"players\" must be a list of names")?
                .iter()
                .map(|p| {
                    p.as_str()
                        .map(str::to_string)
                        .ok_or("a player's name must be a string")
                })
                .collect::<Result<_, _>>()?;
            let mut t = RoundRobin::new(players)?;
            for (w, b, r) in pairs(input, "results")? {
                t.record(&w, &b, &r)?;
            }
            let tie_break = input
                .get("tie_break")
                .and_then(Value::as_bool)
                .unwrap_or(false);
            let before = t.table(tie_break);
            let mut out = json!({ "before": before });
            if let Some(p) = input.get("withdraws").and_then(Value::as_str) {
                let struck = t.withdraw(p)?;
                out["withdrawn"] = json!({
                    "player": p,
                    "struck": struck,
                    "ruling": if struck {
                        format!("{} completed under 50 % of his games: his score stays in the table, but the points scored by him or against him are not counted; his games are marked — (Interpretation 21 (1970))", p)
                    } else {
                        format!("{} completed at least 50 % of his games: his score counts; his unplayed games are lost by default, his opponents scoring 1 (Interpretation 21 (1970)); the table may mark them as declared defeats (Interpretation 21 (1973))", p)
                    },
                });
            }
            for (w, b, r) in pairs(input, "corrections")? {
                t.correct(&w, &b, &r)?;
                out["corrected"] = json!({
                    "game": [w, b, r],
                    "ruling": "the result is corrected; rounds already paired stand, later pairings use the true result (Interpretation 11.2 (1979))",
                });
            }
            out["after"] = json!(t.table(tie_break));
            out["ties"] = json!(if tie_break {
                "ties broken by the Sonnenborn-Berger score announced in advance (Interpretation 21 (1976))"
            } else {
                "tied players share their place and are listed alphabetically (Interpretation 21 (1976))"
            });
            Ok(out)
        }
        "team_sonnenborn_berger" => {
            let boards = u64_of(input, "boards")? as u32;
            if boards == 0 {
                return Err("\"boards\" must be at least 1".into());
            }
            let opp = half_points(str_of(input, "opponent_points")?)?;
            let rows = (0..=2 * boards)
                .rev()
                .map(|h| {
                    let sb = tournament::team_sb_half_points(h, boards, opp);
                    json!({ "score": tournament::points(h), "percent": format!("{}%", points_pct(h, boards)), "sb": tournament::points(sb) })
                })
                .collect::<Vec<_>>();
            Ok(
                json!({ "article": "Interpretation 21 (1967)", "boards": boards, "opponent_points": tournament::points(opp), "rows": rows }),
            )
        }
        "prize_eligibility" => {
            let rounds = u64_of(input, "rounds")? as u32;
            let list = field(input, "players")?
                .as_array()
                .ok_or("\"players\" must be a list")?;
            let mut rows = Vec::new();
            for p in list {
                let name = str_of(p, "name")?;
                let played = u64_of(p, "played")? as u32;
                let score = half_points(str_of(p, "points")?)?;
                let eligible = tournament::prize_eligible(played, rounds);
                let pct = (score * 50).checked_div(played).unwrap_or(0);
                rows.push(
                    json!({ "name": name, "played": played, "percent": pct, "eligible": eligible }),
                );
            }
            let best = rows
                .iter()
                .filter(|r| r["eligible"] == true)
                .max_by_key(|r| r["percent"].as_u64())
                .map(|r| r["name"].clone());
            Ok(
                json!({ "article": "Interpretation 21 (1957)", "rounds": rounds, "minimum_games": (2 * rounds).div_ceil(3), "players": rows, "prize": best }),
            )
        }
        "equipment" => {
            let e: Equipment =
                serde_json::from_value(input.clone()).map_err(|e| format!("equipment: {}", e))?;
            let findings = equipment::check(&e);
            let approved = findings.iter().all(|f| f.ok);
            Ok(json!({ "findings": findings, "approved": approved }))
        }
        "proportional_time" => {
            let used = [
                u64_of(input, "white_used_ms")?,
                u64_of(input, "black_used_ms")?,
            ];
            let at = u64_of(input, "irregular_move")? as u32;
            let found = u64_of(input, "found_move")? as u32;
            if at > found {
                return Err("\"irregular_move\" cannot come after \"found_move\"".into());
            }
            let allotted = rules::proportional(used, at, found);
            let mut out = json!({
                "article": "14.7",
                "white_ms": allotted[0], "black_ms": allotted[1],
                "ruling": format!("both players are allotted time in proportion to their clocks: White {} and Black {} up to move {} (Interpretation 14.7 (1975): the formula applies to both players)", crate::clock::format_ms(allotted[0] as i64, 0), crate::clock::format_ms(allotted[1] as i64, 0), at),
            });
            if let Some(Value::Array(a)) = input.get("appeal_committee_ms") {
                // what a committee gave instead, and why it is wrong
                let given: Vec<u64> = a.iter().filter_map(Value::as_u64).collect();
                out["appeal_committee_ms"] = json!(given);
                out["appeal_committee_correct"] = json!(given == allotted);
            }
            Ok(out)
        }
        "defective_clock" => {
            let session = u64_of(input, "session_ms")?;
            let used = [
                u64_of(input, "white_used_ms")?,
                u64_of(input, "black_used_ms")?,
            ];
            let stopped = match str_of(input, "stopped")? {
                "white" => rules::StoppedUnits::One(Color::White),
                "black" => rules::StoppedUnits::One(Color::Black),
                "both" => rules::StoppedUnits::Both,
                other => {
                    return Err(format!(
                        "\"stopped\" must be white, black or both, found {:?}",
                        other
                    ))
                }
            };
            let set = rules::replace_defective_clock(session, used, stopped);
            Ok(
                json!({ "article": "Interpretation 14.5 (1971)", "white_used_ms": set[0], "black_used_ms": set[1] }),
            )
        }
        "adjournment_schedule" => {
            let sch: crate::competition::adjournment::Schedule =
                serde_json::from_value(input.clone()).map_err(|e| format!("schedule: {}", e))?;
            let findings = crate::competition::adjournment::check(&sch)?;
            let ok = findings.iter().all(|f| f.ok);
            let rulings: Vec<Value> = findings
                .iter()
                .map(|f| json!({ "article": f.source, "decision": f.detail }))
                .collect();
            Ok(json!({ "findings": findings, "rulings": rulings, "ok": ok }))
        }
        other => Err(format!(
            "unknown demo kind {:?} (game, {})",
            other,
            KINDS.join(", ")
        )),
    }
}

fn points_pct(half: u32, boards: u32) -> String {
    let tenths = half * 1000 / (2 * boards);
    match tenths % 10 {
        0 => (tenths / 10).to_string(),
        5 => format!("{}½", tenths / 10),
        d => format!("{}.{}", tenths / 10, d),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_1967_table_for_four_boards_against_sixteen_points() {
        let out = run(
            "team_sonnenborn_berger",
            &json!({"boards": 4, "opponent_points": "16"}),
        )
        .unwrap();
        let rows: Vec<(String, String, String)> = out["rows"]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| {
                (
                    r["score"].as_str().unwrap().into(),
                    r["percent"].as_str().unwrap().into(),
                    r["sb"].as_str().unwrap().into(),
                )
            })
            .collect();
        assert_eq!(rows[0], ("4".into(), "100%".into(), "16".into()));
        assert_eq!(rows[1], ("3½".into(), "87½%".into(), "14".into()));
        assert_eq!(rows[7], ("½".into(), "12½%".into(), "2".into()));
        assert_eq!(rows.len(), 9);
    }

    #[test]
    fn bad_input_names_the_field() {
        assert_eq!(
            run("proportional_time", &json!({})).unwrap_err(),
            "missing field \"white_used_ms\""
        );
        assert!(run("juggling", &json!({}))
            .unwrap_err()
            .contains("unknown demo kind"));
        assert!(run(
            "crosstable",
            &json!({"players": ["A", "B"], "results": [["A", "C", "1-0"]]})
        )
        .unwrap_err()
        .contains("unknown player \"C\""));
    }
}
