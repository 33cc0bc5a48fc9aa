//! Round-robin tables as the FIDE Interpretations of Art. 21 treat them: the withdrawal
//! rule of Interpretation 21 (1970) (and the "actual" or "declared" marks of 21 (1973)),
//! the Sonnenborn-Berger score, and ties listed alphabetically when no tie-break was
//! announced (21 (1976)).
//!
//! Scores are kept in half points (`u32`), so 2½ is 5: no floating point.

use super::common::{and_list, plural, points, GameScore};
use crate::laws::articles::{model, ModelPoint as M};
use crate::laws::Decision;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// A game's outcome in a crosstable, for the first player of the pair.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CrossEntry {
    /// Played: the first player's half points (2 win, 1 draw, 0 loss).
    Played(u32),
    /// Adjourned, not finished.
    Unfinished,
    /// Not played: a win by default for the first player ("declared", 21 (1973)).
    DefaultWin,
    /// Not played: a loss by default for the first player.
    DefaultLoss,
    /// Not played or not finished, of a player who left before completing half his games:
    /// `/——/` for both (21 (1970)).
    NotCounted,
}

/// One cell of the table: the result of `player` against `opponent`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Cell {
    pub opponent: String,
    /// As printed: `1`, `½`, `0`; `(1)`, `(½)`, `(0)` for a game played against a player
    /// whose results are not counted; `1` / `0` by default (`+` / `-` when marked as
    /// declared); `—` not played or not finished and not counted; `*` adjourned.
    pub mark: String,
}

/// A player's row.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Row {
    pub player: String,
    /// Points counted in the standings, in half points.
    pub half_points: u32,
    /// As printed: `2½`; in parentheses, `(1)`, the score of a player whose results are
    /// not counted in the standings (it stays in the table).
    pub points: String,
    /// Sonnenborn-Berger over the counted games, in quarter points.
    pub sb_quarters: u32,
    pub sonnenborn_berger: String,
    pub cells: Vec<Cell>,
    /// Left with under half his games completed: his results are not counted (21 (1970)).
    pub struck: bool,
    /// Place; tied players share it (21 (1976)). 0 for a player not counted.
    pub place: usize,
}

fn quarters(q: u32) -> String {
    let frac = ["", "¼", "½", "¾"][(q % 4) as usize];
    match q / 4 {
        0 if !frac.is_empty() => frac.to_string(),
        w => format!("{}{}", w, frac),
    }
}

/// A round-robin event.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundRobin {
    pub players: Vec<String>,
    /// (a, b) with a < b → a's outcome against b.
    games: BTreeMap<(usize, usize), CrossEntry>,
    /// Players whose results are not counted in the standings (21 (1970)).
    struck: Vec<bool>,
    /// Games lost by default are printed as declared (`+` / `-`) rather than as an
    /// ordinary `1` / `0`: the chronicler's liberty of Interpretation 21 (1973).
    pub mark_declared: bool,
}

impl RoundRobin {
    /// A table with no game played.
    ///
    /// # Errors
    /// Fewer than two players, or a name given twice.
    pub fn new(players: Vec<String>) -> Result<RoundRobin, String> {
        if players.len() < 2 {
            return Err("a round robin needs at least two players".into());
        }
        for (i, p) in players.iter().enumerate() {
            if players[..i].contains(p) {
                return Err(format!("player {:?} is listed twice", p));
            }
        }
        let n = players.len();
        Ok(RoundRobin {
            players,
            games: BTreeMap::new(),
            struck: vec![false; n],
            mark_declared: false,
        })
    }

    fn index(&self, name: &str) -> Result<usize, String> {
        self.players.iter().position(|p| p == name).ok_or_else(|| {
            format!(
                "unknown player {:?} (players: {})",
                name,
                self.players.join(", ")
            )
        })
    }

    fn put(&mut self, white: &str, black: &str, o: CrossEntry) -> Result<(), String> {
        let (a, b) = (self.index(white)?, self.index(black)?);
        if a == b {
            return Err(format!("{} cannot play himself", white));
        }
        let key = (a.min(b), a.max(b));
        if self.games.contains_key(&key) {
            return Err(format!("{} and {} have already played", white, black));
        }
        let first = match o {
            CrossEntry::Played(h) if a > b => CrossEntry::Played(2 - h),
            o => o,
        };
        self.games.insert(key, first);
        Ok(())
    }

    /// Records a played game.
    ///
    /// # Errors
    /// Unknown players, a player against himself, a pair already played.
    pub fn record(&mut self, white: &str, black: &str, result: GameScore) -> Result<(), String> {
        self.put(white, black, CrossEntry::Played(result.white_half()))
    }

    /// Records a game adjourned and not yet finished.
    ///
    /// # Errors
    /// As [`RoundRobin::record`].
    pub fn adjourned(&mut self, white: &str, black: &str) -> Result<(), String> {
        self.put(white, black, CrossEntry::Unfinished)
    }

    fn outcome(&self, a: usize, b: usize) -> Option<CrossEntry> {
        let o = *self.games.get(&(a.min(b), a.max(b)))?;
        Some(if a < b {
            o
        } else {
            match o {
                CrossEntry::Played(h) => CrossEntry::Played(2 - h),
                CrossEntry::DefaultWin => CrossEntry::DefaultLoss,
                CrossEntry::DefaultLoss => CrossEntry::DefaultWin,
                o => o,
            }
        })
    }

    /// The games `name` has completed, those adjourned and unfinished, and his games in all.
    ///
    /// # Errors
    /// An unknown player.
    pub fn completed(&self, name: &str) -> Result<(usize, usize, usize), String> {
        let p = self.index(name)?;
        let count = |f: fn(Option<CrossEntry>) -> bool| {
            (0..self.players.len())
                .filter(|&o| o != p && f(self.outcome(p, o)))
                .count()
        };
        Ok((
            count(|o| matches!(o, Some(CrossEntry::Played(_)))),
            count(|o| o == Some(CrossEntry::Unfinished)),
            self.players.len() - 1,
        ))
    }

    /// A player leaves (withdraws or is expelled) with his remaining games unplayed
    /// (Interpretation 21 (1970)). Under half his games completed: his score stays in the
    /// table but the points scored by him or against him are not counted, and his games
    /// not played or not finished are `—` for both. At least half: his score counts, and
    /// each game not played is lost by him by default. Returns whether his results are
    /// struck from the standings.
    ///
    /// # Errors
    /// An unknown player.
    pub fn withdraw(&mut self, name: &str) -> Result<bool, String> {
        let p = self.index(name)?;
        let (completed, _, total) = self.completed(name)?;
        let struck = completed * 2 < total;
        self.struck[p] = struck;
        for o in (0..self.players.len()).filter(|&o| o != p) {
            let key = (p.min(o), p.max(o));
            let now = self.games.get(&key).copied();
            let new = match (struck, now) {
                (_, Some(CrossEntry::Played(h))) => CrossEntry::Played(h),
                (true, _) => CrossEntry::NotCounted,
                // a game not played (or not finished) is lost by the player by default
                (false, _) if p < o => CrossEntry::DefaultLoss,
                (false, _) => CrossEntry::DefaultWin,
            };
            self.games.insert(key, new);
        }
        Ok(struck)
    }

    /// The standings: points, Sonnenborn-Berger, places. In a published crosstable tied
    /// players are indicated as such, sharing the place, listed alphabetically
    /// (Interpretation 21 (1976)), whether or not a tie-break decides a single trophy.
    pub fn table(&self) -> Vec<Row> {
        let n = self.players.len();
        let counted = |p: usize, o: usize| !self.struck[p] && !self.struck[o];
        let half = |p: usize, only_counted: bool| -> u32 {
            (0..n)
                .filter(|&o| o != p && (!only_counted || counted(p, o)))
                .map(|o| match self.outcome(p, o) {
                    Some(CrossEntry::Played(h)) => h,
                    Some(CrossEntry::DefaultWin) => 2,
                    _ => 0,
                })
                .sum()
        };
        let totals: Vec<u32> = (0..n).map(|p| half(p, true)).collect();
        let mut rows: Vec<Row> = (0..n)
            .map(|p| {
                let sb: u32 = (0..n)
                    .filter(|&o| o != p && counted(p, o))
                    .map(|o| match self.outcome(p, o) {
                        Some(CrossEntry::Played(h)) => h * totals[o],
                        _ => 0,
                    })
                    .sum();
                let cells = (0..n)
                    .filter(|&o| o != p)
                    .map(|o| Cell {
                        opponent: self.players[o].clone(),
                        mark: match self.outcome(p, o) {
                            Some(CrossEntry::Played(h)) if counted(p, o) => points(h),
                            Some(CrossEntry::Played(h)) => format!("({})", points(h)),
                            Some(CrossEntry::DefaultWin) if self.mark_declared => "+".into(),
                            Some(CrossEntry::DefaultLoss) if self.mark_declared => "-".into(),
                            Some(CrossEntry::DefaultWin) => "1".into(),
                            Some(CrossEntry::DefaultLoss) => "0".into(),
                            Some(CrossEntry::NotCounted) => "—".into(),
                            Some(CrossEntry::Unfinished) => "*".into(),
                            None => ".".into(),
                        },
                    })
                    .collect();
                let struck = self.struck[p];
                Row {
                    player: self.players[p].clone(),
                    half_points: if struck { 0 } else { totals[p] },
                    points: if struck {
                        format!("({})", points(half(p, false)))
                    } else {
                        points(totals[p])
                    },
                    sb_quarters: sb,
                    sonnenborn_berger: if struck { "—".into() } else { quarters(sb) },
                    cells,
                    struck,
                    place: 0,
                }
            })
            .collect();
        rows.sort_by(|a, b| {
            a.struck
                .cmp(&b.struck)
                .then(b.half_points.cmp(&a.half_points))
                .then(a.player.cmp(&b.player))
        });
        for i in 0..rows.len() {
            if rows[i].struck {
                continue;
            }
            let tied = i > 0 && rows[i].half_points == rows[i - 1].half_points;
            rows[i].place = if tied { rows[i - 1].place } else { i + 1 };
        }
        rows
    }
}

/// The crosstable model's input: a round robin's players and results, a player who
/// leaves, and how the table is printed.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CrosstableInput {
    pub players: Vec<String>,
    /// The games finished: `[white, black, result]`.
    #[serde(default)]
    pub results: Vec<(String, String, GameScore)>,
    /// The games adjourned and not finished: `[white, black]`.
    #[serde(default)]
    pub unfinished: Vec<(String, String)>,
    /// The player who leaves the tournament with his other games unplayed.
    #[serde(default)]
    pub withdraws: Option<String>,
    /// Defeats by default printed as declared (`+` / `-`), 21 (1973).
    #[serde(default)]
    pub mark_declared: bool,
    /// The regulations announced the Sonnenborn-Berger tie-break in advance (21 (1976)).
    #[serde(default)]
    pub tie_break: bool,
}

/// Who left, and what he had completed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Withdrawn {
    pub player: String,
    /// His results are not counted in the standings.
    pub struck: bool,
    /// Games completed (finished).
    pub played: usize,
    /// Games adjourned and not finished.
    pub unfinished: usize,
    pub games: usize,
}

/// The crosstable model's answer: the table before and after the withdrawal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Crosstable {
    pub before: Vec<Row>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub withdrawn: Option<Withdrawn>,
    pub after: Vec<Row>,
    /// The player a tie-break announced in advance gives a single trophy (21 (1976)).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub trophy: Option<String>,
    pub rulings: Vec<Decision>,
}

/// The crosstable: a withdrawal (21 (1970), 21 (1973)) and ties (21 (1976)), each decision
/// a ruling.
///
/// # Errors
/// Unknown players, a pair given twice, fewer than two players.
pub fn crosstable(input: &CrosstableInput) -> Result<Crosstable, String> {
    let mut t = RoundRobin::new(input.players.clone())?;
    t.mark_declared = input.mark_declared;
    for (w, b, r) in &input.results {
        t.record(w, b, *r)?;
    }
    for (w, b) in &input.unfinished {
        t.adjourned(w, b)?;
    }
    let before = t.table();
    let mut rulings = Vec::new();
    let mut withdrawn = None;
    if let Some(p) = &input.withdraws {
        let (played, unfinished, total) = t.completed(p)?;
        let actual_losses = before
            .iter()
            .find(|r| &r.player == p)
            .map_or(0, |r| r.cells.iter().filter(|c| c.mark == "0").count());
        let struck = t.withdraw(p)?;
        let open = total - played;
        let adjourned = match unfinished {
            0 => String::new(),
            n => format!(
                " ({} adjourned and not finished)",
                plural(n, "game", "games")
            ),
        };
        let decision = if struck {
            format!("{} leaves having completed {} of his {} games{}, under half: his score stays in the table, in parentheses, but the points scored by him or against him are not counted in the standings; his {} not played or not finished {} marked — for him and for his opponents", p, played, total, adjourned, plural(open, "game", "games"), if open == 1 { "is" } else { "are" })
        } else if open == 0 {
            format!(
                "{} leaves having completed all his {} games: his score counts in the standings",
                p, total
            )
        } else {
            format!("{} leaves having completed {} of his {} games, at least half: his score counts in the standings; for each of his {} not played his opponent gets 1 and he gets 0", p, played, total, plural(open, "game", "games"))
        };
        rulings.push(Decision::says(model(M::Withdrawal), decision));
        if !struck && open > 0 {
            let by_default = plural(open, "defeat", "defeats");
            let actual = plural(actual_losses, "defeat", "defeats");
            rulings.push(Decision::says(
                model(M::DeclaredDefaults),
                match (t.mark_declared, actual_losses) {
                    (true, 0) => format!("the table marks {}'s {} by default as declared (− for him, + for his opponents)", p, by_default),
                    (true, _) => format!("the table marks {}'s {} by default as declared (− for him, + for his opponents), and his {} over the board as actual (0)", p, by_default, actual),
                    (false, 0) => format!("the table prints {}'s {} by default as 0, like any defeat: marking them as declared is left to the chronicler", p, by_default),
                    (false, _) => format!("the table prints {}'s {} by default as 0, the same as his {} over the board: marking them as declared is left to the chronicler", p, by_default, actual),
                },
            ));
        }
        withdrawn = Some(Withdrawn {
            player: p.clone(),
            struck,
            played,
            unfinished,
            games: total,
        });
    }
    let after = t.table();
    // places are final only when every game has its result
    let complete = after
        .iter()
        .all(|r| r.cells.iter().all(|c| c.mark != "." && c.mark != "*"));
    let mut trophy = None;
    if let Some((d, t)) = ties(&after, input.tie_break).filter(|_| complete) {
        rulings.push(Decision::says(model(M::Ties), d));
        trophy = t;
    }
    Ok(Crosstable {
        before,
        withdrawn,
        after,
        trophy,
        rulings,
    })
}

/// The decision on a tie for first place, the case where a tie-break may be needed (a
/// single trophy), or `None` when first place is not shared.
fn ties(after: &[Row], tie_break: bool) -> Option<(String, Option<String>)> {
    let counted: Vec<&Row> = after.iter().filter(|r| !r.struck).collect();
    let top = counted.first()?;
    let j = counted
        .iter()
        .position(|r| r.half_points != top.half_points)
        .unwrap_or(counted.len());
    if j < 2 {
        return None;
    }
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
    let shown = format!(
        "{}: the crosstable shows them as tied, sharing the place, listed alphabetically",
        tied
    );
    Some(if !tie_break {
        (
            format!(
                "{}; no tie-break was announced and none is needed: tie-breaking is avoided",
                shown
            ),
            None,
        )
    } else if group.iter().all(|r| r.sb_quarters == group[0].sb_quarters) {
        (format!("{}; the Sonnenborn-Berger tie-break announced in advance for the single trophy leaves them equal ({} each), so it does not award it", shown, group[0].sonnenborn_berger), None)
    } else {
        let mut by_sb: Vec<&&Row> = group.iter().collect();
        by_sb.sort_by_key(|r| std::cmp::Reverse(r.sb_quarters));
        let scores: Vec<String> = by_sb
            .iter()
            .map(|r| format!("{} {}", r.player, r.sonnenborn_berger))
            .collect();
        let winner = by_sb[0];
        if by_sb[1].sb_quarters == winner.sb_quarters {
            (format!("{}; the Sonnenborn-Berger tie-break announced in advance for the single trophy leaves the best of them equal ({}), so it does not award it", shown, scores.join(", ")), None)
        } else {
            (format!("{}; the single trophy goes to {}, first on the Sonnenborn-Berger tie-break announced in advance in the regulations ({})", shown, winner.player, scores.join(", ")), Some(winner.player.clone()))
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use GameScore::*;

    fn six() -> RoundRobin {
        RoundRobin::new(
            ["Alder", "Birch", "Cedar", "Dogwood", "Elm", "Fir"]
                .iter()
                .map(|s| s.to_string())
                .collect(),
        )
        .unwrap()
    }

    fn row<'a>(rows: &'a [Row], p: &str) -> &'a Row {
        rows.iter().find(|r| r.player == p).unwrap()
    }

    fn marks(r: &Row) -> Vec<&str> {
        r.cells.iter().map(|c| c.mark.as_str()).collect()
    }

    #[test]
    fn under_half_completed_his_played_games_stay_but_do_not_count() {
        let mut t = six();
        t.record("Elm", "Alder", WhiteWins).unwrap();
        t.record("Birch", "Elm", WhiteWins).unwrap();
        t.adjourned("Cedar", "Elm").unwrap();
        t.record("Birch", "Cedar", Draw).unwrap();
        assert_eq!(t.completed("Elm").unwrap(), (2, 1, 5));
        assert!(t.withdraw("Elm").unwrap(), "2 of 5 completed: struck");
        let rows = t.table();
        let elm = row(&rows, "Elm");
        assert!(elm.struck);
        assert_eq!(elm.points, "(1)", "his score stays in the table");
        assert_eq!(marks(elm), vec!["(1)", "(0)", "—", "—", "—"]);
        assert_eq!(elm.place, 0);
        let birch = row(&rows, "Birch");
        assert_eq!(birch.points, "½", "his win against Elm is not counted");
        assert_eq!(marks(birch)[3], "(1)");
        assert_eq!(marks(row(&rows, "Cedar"))[3], "—", "the unfinished game");
        assert_eq!(rows.last().unwrap().player, "Elm");
    }

    #[test]
    fn at_least_half_completed_the_rest_is_lost_by_default() {
        let mut t = six();
        t.record("Elm", "Alder", WhiteWins).unwrap();
        t.record("Birch", "Elm", WhiteWins).unwrap();
        t.record("Cedar", "Elm", Draw).unwrap();
        assert!(!t.withdraw("Elm").unwrap(), "3 of 5 completed: counted");
        let rows = t.table();
        let elm = row(&rows, "Elm");
        assert_eq!(elm.points, "1½");
        assert_eq!(marks(elm), vec!["1", "0", "½", "0", "0"]);
        t.mark_declared = true;
        let rows = t.table();
        assert_eq!(marks(row(&rows, "Elm")), vec!["1", "0", "½", "-", "-"]);
        assert_eq!(row(&rows, "Dogwood").points, "1", "a point by default");
        assert_eq!(marks(row(&rows, "Fir"))[4], "+");
    }

    #[test]
    fn ties_share_a_place_alphabetically_even_when_a_tie_break_awards_the_trophy() {
        let mut t = RoundRobin::new(vec!["Zed".into(), "Amy".into(), "Max".into()]).unwrap();
        t.record("Zed", "Max", WhiteWins).unwrap();
        t.record("Amy", "Zed", WhiteWins).unwrap();
        t.record("Max", "Amy", WhiteWins).unwrap();
        let rows = t.table();
        assert_eq!(
            rows.iter()
                .map(|r| (r.player.as_str(), r.place))
                .collect::<Vec<_>>(),
            vec![("Amy", 1), ("Max", 1), ("Zed", 1)]
        );
        assert!(ties(&rows, false)
            .unwrap()
            .0
            .contains("listed alphabetically"));
        assert!(ties(&rows, true).unwrap().0.contains("leaves them equal"));
        assert!(ties(&rows, true)
            .unwrap()
            .0
            .contains("listed alphabetically"));
    }

    #[test]
    fn the_ties_ruling_is_about_first_place_only() {
        let rows = crosstable(&CrosstableInput {
            players: vec!["A".into(), "B".into(), "C".into()],
            results: vec![
                ("A".into(), "B".into(), WhiteWins),
                ("A".into(), "C".into(), WhiteWins),
                ("B".into(), "C".into(), Draw),
            ],
            unfinished: vec![],
            withdraws: None,
            mark_declared: false,
            tie_break: false,
        })
        .unwrap();
        assert!(
            rows.rulings.is_empty(),
            "B and C share second place: no first-place tie"
        );
        assert_eq!(rows.after[1].place, 2);
        assert_eq!(rows.after[2].place, 2);
    }
}

#[cfg(test)]
mod unfinished_tests {
    use super::*;

    #[test]
    fn no_tie_is_ruled_while_games_remain_to_be_played() {
        let input = |results: Vec<(String, String, GameScore)>| CrosstableInput {
            players: vec!["A".into(), "B".into(), "C".into()],
            results,
            unfinished: vec![],
            withdraws: None,
            mark_declared: false,
            tie_break: false,
        };
        let g = |w: &str, b: &str, r| (w.to_string(), b.to_string(), r);
        // A and B level on a point, their game with C still to come
        let open = crosstable(&input(vec![g("A", "C", GameScore::WhiteWins)])).unwrap();
        assert!(open.rulings.is_empty());
        let done = crosstable(&input(vec![
            g("A", "C", GameScore::WhiteWins),
            g("B", "C", GameScore::WhiteWins),
            g("A", "B", GameScore::Draw),
        ]))
        .unwrap();
        assert_eq!(done.rulings.len(), 1, "A and B share first place");
    }
}
