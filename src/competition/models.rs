//! The demos of rulings beyond board and clock run one of the core's small models: the
//! crosstable and tie-breaks ([`crate::competition::tournament`]), the equipment standards
//! ([`crate::competition::equipment`]) and the clock formulas ([`crate::clock::rules`]).

use crate::chess::types::Color;
use crate::clock::rules;
use crate::competition::equipment::{self, Equipment};
use crate::competition::tournament::{self, RoundRobin};
use crate::laws::articles::{model, ModelPoint as M};
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
        "crosstable" => crosstable(input),
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
            let mut out = json!({ "article": model(M::TeamSonnebornBerger).label(), "boards": boards, "opponent_points": tournament::points(opp), "rows": rows });
            if let Some(score) = input.get("score") {
                let h = half_points(
                    score
                        .as_str()
                        .ok_or("\"score\" must be a match score like 2½")?,
                )?;
                if h > 2 * boards {
                    return Err(format!(
                        "a match on {} boards cannot score {}",
                        boards,
                        tournament::points(h)
                    ));
                }
                let sb = tournament::team_sb_half_points(h, boards, opp);
                out["rulings"] = json!([ruling(model(M::TeamSonnebornBerger).label(), format!(
                    "{} boards make {} possible match scores; the team scored {} of {} ({}%) against a team with {} game points: that match gives it {} Sonnenborn-Berger points, {}% of the opponent's total",
                    boards, 2 * boards + 1, tournament::points(h), boards, points_pct(h, boards), tournament::points(opp), tournament::points(sb), points_pct(h, boards)
                ))]);
            }
            Ok(out)
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
                if played > rounds {
                    return Err(format!(
                        "{} cannot play {} games in {} rounds",
                        name, played, rounds
                    ));
                }
                let score = half_points(str_of(p, "points")?)?;
                if score > 2 * played {
                    return Err(format!(
                        "{} cannot score {} in {} games",
                        name,
                        tournament::points(score),
                        played
                    ));
                }
                let eligible = tournament::prize_eligible(played, rounds);
                let pct = (score * 50).checked_div(played).unwrap_or(0);
                rows.push(
                    json!({ "name": name, "played": played, "percent": pct, "eligible": eligible }),
                );
            }
            let minimum = (2 * rounds).div_ceil(3);
            let best = rows
                .iter()
                .filter(|r| r["eligible"] == true)
                .max_by_key(|r| r["percent"].as_u64())
                .map(|r| r["name"].clone());
            let winner = best
                .as_ref()
                .and_then(|b| rows.iter().find(|r| &r["name"] == b));
            let name = |r: &Value| r["name"].as_str().unwrap_or("").to_string();
            let excluded: Vec<String> = rows
                .iter()
                .filter(|r| {
                    r["eligible"] != true
                        && winner.is_none_or(|w| r["percent"].as_u64() > w["percent"].as_u64())
                })
                .map(|r| format!("{} ({}% in {} rounds)", name(r), r["percent"], r["played"]))
                .collect();
            let award = match winner {
                Some(w) => format!(
                    "the prize for the best percentage goes to {}, {}% in {} of the {} rounds",
                    name(w),
                    w["percent"],
                    w["played"],
                    rounds
                ),
                None => "no result counts for the prize".into(),
            };
            let decision = if excluded.is_empty() {
                format!("{}; nobody with a better percentage played fewer than {} rounds, two-thirds of {}", award, minimum, rounds)
            } else {
                format!("{} scored better but played fewer than {} of the {} rounds, two-thirds: not counted; {}", and_list(&excluded), minimum, rounds, award)
            };
            Ok(
                json!({ "article": model(M::PrizeEligibility).label(), "rounds": rounds, "minimum_games": minimum, "players": rows, "prize": best, "rulings": [ruling(model(M::PrizeEligibility).label(), decision)] }),
            )
        }
        "equipment" => {
            let e: Equipment =
                serde_json::from_value(input.clone()).map_err(|e| format!("equipment: {}", e))?;
            let findings = equipment::check(&e);
            let approved = findings.iter().all(|f| f.ok);
            let rulings = equipment::rulings(&e, &findings)
                .into_iter()
                .map(|(a, d)| ruling(a.label(), d))
                .collect::<Vec<_>>();
            Ok(json!({ "findings": findings, "approved": approved, "rulings": rulings }))
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
            let t = |ms: u64| crate::clock::format_ms(ms as i64, 0);
            let mut rulings = vec![json!({
                "article": model(M::ProportionalTimeRule).label(),
                "decision": format!("the time each player used up to move {} cannot be determined: each is allotted time in proportion to his clock, White {} and Black {}", at, t(allotted[0]), t(allotted[1])),
            })];
            let mut out = json!({ "article": model(M::ProportionalTimeRule).label(), "white_ms": allotted[0], "black_ms": allotted[1] });
            // the times left to the control, where it is given
            let left = match input.get("control_ms").and_then(Value::as_u64) {
                Some(c) => {
                    let l = allotted.map(|u| c.saturating_sub(u));
                    out["white_left_ms"] = json!(l[0]);
                    out["black_left_ms"] = json!(l[1]);
                    Some(l)
                }
                None => None,
            };
            if let Some(Value::Array(a)) = input.get("appeal_committee_ms") {
                // what a committee gave instead (times left when the control is given,
                // else times used), and whether it applied the formula to both players
                let given: Vec<u64> = a.iter().filter_map(Value::as_u64).collect();
                if given.len() != 2 {
                    return Err("\"appeal_committee_ms\" must be [white, black]".into());
                }
                let formula = left.unwrap_or(allotted);
                let ok = [given[0] == formula[0], given[1] == formula[1]];
                let words = match ok {
                    [true, true] => format!("the committee applied the formula of Art. {} to both players: correct", model(M::ProportionalTimeRule)),
                    [true, false] | [false, true] => {
                        let (right, wrong) = if ok[0] { ("White", 1) } else { ("Black", 0) };
                        let wrong_name = if wrong == 0 { "White" } else { "Black" };
                        format!("the committee gave {} his proportional time but {} {} instead of {}: wrong; the formula applies to both players, and giving one less would be felt as a punishment, which must be avoided at all cost", right, wrong_name, t(given[wrong]), t(formula[wrong]))
                    }
                    [false, false] => format!("the committee gave White {} and Black {}, the formula to neither: wrong; it applies to both players", t(given[0]), t(given[1])),
                };
                out["appeal_committee_ms"] = json!(given);
                out["appeal_committee_correct"] = json!(ok == [true, true]);
                rulings.push(
                    json!({ "article": model(M::ProportionalTime).label(), "decision": words }),
                );
            }
            out["rulings"] = json!(rulings);
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
            let determinable = match input.get("times_known") {
                None => true,
                Some(v) => v.as_bool().ok_or("\"times_known\" must be true or false")?,
            };
            let t = |ms: u64| crate::clock::format_ms(ms as i64, 0);
            let set = rules::replace_defective_clock(session, used, stopped);
            // the formula would put a player past the time limit: a disastrous result
            let limit = input.get("limit_ms").and_then(Value::as_u64);
            let over: Vec<&str> = Color::ALL
                .iter()
                .filter(|c| limit.is_some_and(|l| set[**c as usize] >= l))
                .map(|c| if *c == Color::White { "White" } else { "Black" })
                .collect();
            let how = match stopped {
                rules::StoppedUnits::One(c) => format!("{}'s unit stopped: it is advanced so that the two units show together the {} the session has lasted", if c == Color::White { "White" } else { "Black" }, t(session)),
                rules::StoppedUnits::Both => format!("both units stopped: the {} missing from the session's {} is divided in half, each unit advanced by {}", t(session.saturating_sub(used[0] + used[1])), t(session), t(session.saturating_sub(used[0] + used[1]) / 2)),
            };
            let mut rulings = Vec::new();
            let result = if !determinable {
                rulings.push(json!({ "article": model(M::DefectiveClock).label(), "decision": "the time each player used cannot be accurately determined: the arbiter sets the hands of the new clock by his best judgement" }));
                None
            } else {
                rulings.push(json!({ "article": model(M::DefectiveClock).label(), "decision": format!("{}: the new clock would show White {} and Black {} used", how, t(set[0]), t(set[1])) }));
                match limit {
                    Some(l) if !over.is_empty() => {
                        rulings.push(json!({ "article": model(M::DefectiveClockDisaster).label(), "decision": format!("so corrected, {} would have exceeded the time limit of {}: a disastrous result the correction must not have; the arbiter sets the hands of the new clock by his own judgement instead", over.join(" and "), t(l)) }));
                        None
                    }
                    Some(l) => {
                        rulings.push(json!({ "article": model(M::DefectiveClockDisaster).label(), "decision": format!("so corrected, both players stay within the time limit of {}: no disastrous result, and the new clock is set so", t(l)) }));
                        Some(set)
                    }
                    None => Some(set),
                }
            };
            let article = rulings
                .last()
                .and_then(|r| r["article"].as_str())
                .map_or_else(|| model(M::DefectiveClock).label(), str::to_string);
            let mut out = json!({
                "article": article,
                "formula_white_used_ms": set[0], "formula_black_used_ms": set[1],
                "set_by_formula": result.is_some(),
                "rulings": rulings,
            });
            if let Some(r) = result {
                out["white_used_ms"] = json!(r[0]);
                out["black_used_ms"] = json!(r[1]);
            }
            Ok(out)
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

/// One ruling of a model, as a game's: `{"article", "decision"}`.
fn ruling(article: impl AsRef<str>, decision: String) -> Value {
    json!({ "article": article.as_ref(), "decision": decision })
}

fn bool_of(v: &Value, key: &str) -> Result<Option<bool>, String> {
    match v.get(key) {
        None => Ok(None),
        Some(Value::Bool(b)) => Ok(Some(*b)),
        Some(_) => Err(format!("\"{}\" must be true or false", key)),
    }
}

/// `a win for Birch`, `a draw`, `a win for Cedar`.
fn outcome_words(white: &str, black: &str, result: &str) -> String {
    match result {
        "1-0" => format!("a win for {}", white),
        "0-1" => format!("a win for {}", black),
        _ => "a draw".into(),
    }
}

fn ordinal(n: usize) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{}{}", n, suffix)
}

/// `Amy and Zed`, `Amy, Max and Zed`.
fn and_list(names: &[String]) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {}", init.join(", "), last),
    }
}

/// The round-robin crosstable: a withdrawal (21 (1970), 21 (1973)), a corrected result
/// (11.2 (1979)) and ties (21 (1976)), each decision a ruling.
fn crosstable(input: &Value) -> Result<Value, String> {
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
    t.mark_declared = bool_of(input, "mark_declared")?.unwrap_or(false);
    let results = pairs(input, "results")?;
    for (w, b, r) in &results {
        t.record(w, b, r)?;
    }
    // announced in advance in the regulations
    let tie_break = bool_of(input, "tie_break")?.unwrap_or(false);
    let before = t.table(tie_break);
    let mut rulings = Vec::new();
    let mut out = json!({ "before": before });
    if let Some(p) = input.get("withdraws").and_then(Value::as_str) {
        let (played, total) = t.played(p)?;
        let actual_losses = before
            .iter()
            .find(|r| r.player == p)
            .map_or(0, |r| r.cells.iter().filter(|c| c.mark == "0").count());
        let struck = t.withdraw(p)?;
        let decision = if struck {
            format!("{} leaves having played {} of his {} games, under half: his score stays in the table, but the points scored by him or against him are not counted in the standings; his games are marked — for him and for his opponents", p, played, total)
        } else {
            format!("{} leaves having played {} of his {} games, at least half: his score counts in the standings; for each game not played his opponent gets 1 and he gets 0", p, played, total)
        };
        out["withdrawn"] = json!({
            "player": p,
            "struck": struck,
            "played": played,
            "games": total,
            "ruling": format!("{} ({})", decision, model(M::Withdrawal).label()),
        });
        rulings.push(ruling(model(M::Withdrawal).label(), decision));
        let defaults = total - played;
        if !struck && defaults > 0 {
            let by_default = tournament::plural(defaults, "defeat", "defeats");
            rulings.push(ruling(
                model(M::DeclaredDefaults).label(),
                match (t.mark_declared, actual_losses) {
                    (true, 0) => format!("the table marks {}'s {} by default as declared (− for him, + for his opponents)", p, by_default),
                    (true, n) => format!("the table marks {}'s {} by default as declared (− for him, + for his opponents), and his {} over the board as actual (0)", p, by_default, tournament::plural(n, "defeat", "defeats")),
                    (false, 0) => format!("the table prints {}'s {} by default as 0, like any defeat: marking them as declared is left to the chronicler", p, by_default),
                    (false, n) => format!("the table prints {}'s {} by default as 0, the same as his {} over the board: marking them as declared is left to the chronicler", p, by_default, tournament::plural(n, "defeat", "defeats")),
                },
            ));
        }
    }
    let corrections = pairs(input, "corrections")?;
    if !corrections.is_empty() {
        let agreed = bool_of(input, "both_players_agree")?
            .ok_or("a correction needs \"both_players_agree\": true or false")?;
        for (w, b, r) in corrections {
            let reported = results
                .iter()
                .find(|(x, y, _)| (x == &w && y == &b) || (x == &b && y == &w))
                .map(|(x, y, res)| outcome_words(x, y, res))
                .ok_or_else(|| format!("{} and {} have no result to correct", w, b))?;
            let truth = outcome_words(&w, &b, &r);
            let decision = if agreed {
                t.correct(&w, &b, &r)?;
                format!("{}–{} was reported as {}, and both players agree it was {}: the result is corrected; pairings for rounds already played stand, and all later rounds are paired on the true result", w, b, reported, truth)
            } else {
                format!("{}–{} was reported as {}; {} is claimed, but the players do not agree on it: no true result is established, so the reported result stays on the scoreboard", w, b, reported, truth)
            };
            out["corrected"] = json!({
                "game": [w, b, r],
                "corrected": agreed,
                "ruling": format!("{} ({})", decision, model(M::ResultCorrected).label()),
            });
            rulings.push(ruling(model(M::ResultCorrected).label(), decision));
        }
    }
    let after = t.table(tie_break);
    // a tie for first place: the case where a tie-break may be needed (a single trophy)
    let mut ties = Vec::new();
    let counted: Vec<&tournament::Row> = after.iter().filter(|r| !r.struck).collect();
    if let Some(top) = counted.first() {
        let j = counted
            .iter()
            .position(|r| r.half_points != top.half_points)
            .unwrap_or(counted.len());
        if j > 1 {
            let group = &counted[..j];
            let mut names: Vec<String> = group.iter().map(|r| r.player.clone()).collect();
            names.sort();
            let tied = format!(
                "{} tie for first place on {} {}",
                and_list(&names),
                group[0].points,
                if group[0].half_points <= 2 {
                    "point"
                } else {
                    "points"
                }
            );
            let all_equal_sb = group.iter().all(|r| r.sb_quarters == group[0].sb_quarters);
            ties.push(if !tie_break {
                format!("{}: no tie-break was announced, so they are shown as tied, sharing the place, listed alphabetically", tied)
            } else if all_equal_sb {
                format!("{}: the Sonnenborn-Berger tie-break announced in advance leaves them equal ({} each), so they still share the place", tied, group[0].sonnenborn_berger)
            } else {
                let order: Vec<String> = group
                    .iter()
                    .map(|r| format!("{} {} ({})", ordinal(r.place), r.player, r.sonnenborn_berger))
                    .collect();
                format!("{}: the Sonnenborn-Berger tie-break announced in advance in the regulations separates them: {}", tied, order.join(", "))
            });
        }
    }
    out["ties"] = json!(if ties.is_empty() {
        "no players are tied".to_string()
    } else {
        format!("{} ({})", ties.join("; "), model(M::Ties).label())
    });
    rulings.extend(ties.into_iter().map(|d| ruling(model(M::Ties).label(), d)));
    out["after"] = json!(after);
    out["rulings"] = json!(rulings);
    Ok(out)
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
