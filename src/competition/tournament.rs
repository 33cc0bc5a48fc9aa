//! Tournament tables as the FIDE Interpretations of Art. 21 treat them: a round-robin
//! crosstable with the withdrawal rule of Interpretation 21 (1970) (and the "actual" or
//! "declared" marks of 21 (1973)), the Sonnenborn-Berger score for individuals and for teams
//! (21 (1967)), the two-thirds rule for individual prizes in team events (21 (1957)), ties
//! listed alphabetically when no tie-break was announced (21 (1976)), and the correction of
//! a misreported result in a Swiss event (11.2 (1979)).
//!
//! Scores are kept in half points (`u32`), so 2½ is 5: no floating point.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// A game's outcome in a crosstable.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Outcome {
    /// Played: the first player's half points (2 win, 1 draw, 0 loss).
    Played(u32),
    /// Not played: a win by default for the first player ("declared", 21 (1973)).
    DefaultWin,
    /// Not played: a loss by default for the first player.
    DefaultLoss,
    /// Not played and not counted (`/—/`, 21 (1970)).
    NotCounted,
}

/// One cell of the table: the result of `player` against `opponent`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Cell {
    pub opponent: String,
    /// As printed: `1`, `½`, `0`, `1` / `0` by default (`+` / `-` when marked as declared),
    /// `—`.
    pub mark: String,
}

/// A player's row.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Row {
    pub player: String,
    /// Points counted in the standings, in half points.
    pub half_points: u32,
    /// As printed: `2½`.
    pub points: String,
    /// Sonnenborn-Berger, in quarter points (half points × half points / 2 would lose
    /// precision, so: sum over wins of the opponent's half points × 2, over draws × 1).
    pub sb_quarters: u32,
    pub sonnenborn_berger: String,
    pub cells: Vec<Cell>,
    /// Withdrawn with under half his games played: his results are struck (21 (1970)).
    pub struck: bool,
    /// Place; tied players share it (21 (1976)).
    pub place: usize,
}

/// Points in half points as printed: 5 → `2½`, 1 → `½`, 0 → `0`.
pub fn points(half: u32) -> String {
    match (half / 2, half % 2) {
        (0, 1) => "½".into(),
        (n, 1) => format!("{}½", n),
        (n, _) => n.to_string(),
    }
}

/// `1 defeat`, `2 defeats`.
pub fn plural(n: usize, one: &str, many: &str) -> String {
    format!("{} {}", n, if n == 1 { one } else { many })
}

fn quarters(q: u32) -> String {
    let whole = q / 4;
    let frac = match q % 4 {
        0 => "",
        1 => "¼",
        2 => "½",
        _ => "¾",
    };
    if whole == 0 && !frac.is_empty() {
        frac.to_string()
    } else {
        format!("{}{}", whole, frac)
    }
}

/// A round-robin event.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundRobin {
    pub players: Vec<String>,
    /// (a, b) → a's outcome against b; stored once per pair.
    games: BTreeMap<(usize, usize), Outcome>,
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
        Ok(RoundRobin {
            players,
            games: BTreeMap::new(),
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

    /// Records a played game: `result` is `1-0`, `1/2-1/2` (or `½-½`) or `0-1` for `white`.
    ///
    /// # Errors
    /// Unknown players, a player against himself, a bad result, a pair already played.
    pub fn record(&mut self, white: &str, black: &str, result: &str) -> Result<(), String> {
        let (a, b) = (self.index(white)?, self.index(black)?);
        if a == b {
            return Err(format!("{} cannot play himself", white));
        }
        let half = match result {
            "1-0" => 2,
            "1/2-1/2" | "½-½" => 1,
            "0-1" => 0,
            other => return Err(format!("result {:?} must be 1-0, 1/2-1/2 or 0-1", other)),
        };
        let key = (a.min(b), a.max(b));
        if self.games.contains_key(&key) {
            return Err(format!("{} and {} have already played", white, black));
        }
        let first = if a < b { half } else { 2 - half };
        self.games.insert(key, Outcome::Played(first));
        Ok(())
    }

    /// Corrects a result already recorded (Interpretation 11.2 (1979)).
    ///
    /// # Errors
    /// As [`RoundRobin::record`], or no game between them yet.
    pub fn correct(&mut self, white: &str, black: &str, result: &str) -> Result<(), String> {
        let (a, b) = (self.index(white)?, self.index(black)?);
        if self.games.remove(&(a.min(b), a.max(b))).is_none() {
            return Err(format!("{} and {} have no result to correct", white, black));
        }
        self.record(white, black, result)
    }

    fn outcome(&self, a: usize, b: usize) -> Option<Outcome> {
        let o = *self.games.get(&(a.min(b), a.max(b)))?;
        Some(if a < b {
            o
        } else {
            match o {
                Outcome::Played(h) => Outcome::Played(2 - h),
                Outcome::DefaultWin => Outcome::DefaultLoss,
                Outcome::DefaultLoss => Outcome::DefaultWin,
                Outcome::NotCounted => Outcome::NotCounted,
            }
        })
    }

    /// The games `name` has played and the games he has in all.
    ///
    /// # Errors
    /// An unknown player.
    pub fn played(&self, name: &str) -> Result<(usize, usize), String> {
        let p = self.index(name)?;
        let played = (0..self.players.len())
            .filter(|&o| o != p && matches!(self.outcome(p, o), Some(Outcome::Played(_))))
            .count();
        Ok((played, self.players.len() - 1))
    }

    /// A player withdraws (or is expelled) with his remaining games unplayed
    /// (Interpretation 21 (1970)): under half his games played, his results are struck
    /// from the standings and every game of his marked `—`; at least half played, his
    /// results count and his unplayed games are lost by default. Returns whether struck.
    ///
    /// # Errors
    /// An unknown player.
    pub fn withdraw(&mut self, name: &str) -> Result<bool, String> {
        let p = self.index(name)?;
        let (played, total) = self.played(name)?;
        let struck = played * 2 < total;
        for o in 0..self.players.len() {
            if o == p {
                continue;
            }
            let key = (p.min(o), p.max(o));
            match (struck, self.games.get(&key)) {
                (true, _) => {
                    self.games.insert(key, Outcome::NotCounted);
                }
                (false, None) => {
                    // the player loses the unplayed game by default
                    self.games.insert(
                        key,
                        if p < o {
                            Outcome::DefaultLoss
                        } else {
                            Outcome::DefaultWin
                        },
                    );
                }
                (false, Some(_)) => {}
            }
        }
        Ok(struck)
    }

    /// The standings: points, Sonnenborn-Berger, places; ties share a place and are listed
    /// alphabetically (Interpretation 21 (1976)) unless `tie_break` is true, when the
    /// Sonnenborn-Berger score announced in advance separates them.
    pub fn table(&self, tie_break: bool) -> Vec<Row> {
        let n = self.players.len();
        let struck: Vec<bool> = (0..n)
            .map(|p| {
                (0..n)
                    .filter(|&o| o != p)
                    .all(|o| self.outcome(p, o) == Some(Outcome::NotCounted))
            })
            .collect();
        let half = |p: usize| -> u32 {
            (0..n)
                .filter(|&o| o != p)
                .map(|o| match self.outcome(p, o) {
                    Some(Outcome::Played(h)) => h,
                    Some(Outcome::DefaultWin) => 2,
                    _ => 0,
                })
                .sum()
        };
        let totals: Vec<u32> = (0..n).map(half).collect();
        let mut rows: Vec<Row> = (0..n)
            .map(|p| {
                let sb: u32 = (0..n)
                    .filter(|&o| o != p)
                    .map(|o| match self.outcome(p, o) {
                        Some(Outcome::Played(h)) => h * totals[o],
                        _ => 0,
                    })
                    .sum();
                let cells = (0..n)
                    .filter(|&o| o != p)
                    .map(|o| Cell {
                        opponent: self.players[o].clone(),
                        mark: match self.outcome(p, o) {
                            Some(Outcome::Played(h)) => points(h),
                            Some(Outcome::DefaultWin) if self.mark_declared => "+".into(),
                            Some(Outcome::DefaultLoss) if self.mark_declared => "-".into(),
                            Some(Outcome::DefaultWin) => "1".into(),
                            Some(Outcome::DefaultLoss) => "0".into(),
                            Some(Outcome::NotCounted) => "—".into(),
                            None => ".".into(),
                        },
                    })
                    .collect();
                Row {
                    player: self.players[p].clone(),
                    half_points: if struck[p] { 0 } else { totals[p] },
                    points: if struck[p] {
                        "—".into()
                    } else {
                        points(totals[p])
                    },
                    sb_quarters: sb,
                    sonnenborn_berger: quarters(sb),
                    cells,
                    struck: struck[p],
                    place: 0,
                }
            })
            .collect();
        rows.sort_by(|a, b| {
            a.struck
                .cmp(&b.struck)
                .then(b.half_points.cmp(&a.half_points))
                .then(if tie_break {
                    b.sb_quarters.cmp(&a.sb_quarters)
                } else {
                    std::cmp::Ordering::Equal
                })
                .then(a.player.cmp(&b.player))
        });
        for i in 0..rows.len() {
            let tied = i > 0
                && rows[i].half_points == rows[i - 1].half_points
                && rows[i].struck == rows[i - 1].struck
                && (!tie_break || rows[i].sb_quarters == rows[i - 1].sb_quarters);
            rows[i].place = if tied { rows[i - 1].place } else { i + 1 };
        }
        rows
    }
}

/// The Sonnenborn-Berger points a team earns from one match, by Interpretation 21 (1967):
/// the match's game points (in half points) times the opponent team's total game points
/// (in half points), divided by the number of boards: for four boards and an opponent with
/// 16 points, 4 → 16, 3½ → 14, 2 → 8, ½ → 2.
pub fn team_sb_half_points(match_half_points: u32, boards: u32, opponent_half_points: u32) -> u32 {
    match_half_points * opponent_half_points / (2 * boards)
}

/// Interpretation 21 (1957): in a team event, an individual's percentage counts for a
/// prize only if he played at least two-thirds of the rounds.
pub fn prize_eligible(games_played: u32, rounds: u32) -> bool {
    games_played * 3 >= rounds * 2
}

#[cfg(test)]
mod tests {
    use super::*;

    fn five() -> RoundRobin {
        RoundRobin::new(
            ["Alder", "Birch", "Cedar", "Dogwood", "Elm"]
                .iter()
                .map(|s| s.to_string())
                .collect(),
        )
        .unwrap()
    }

    #[test]
    fn a_withdrawal_before_half_his_games_strikes_his_results() {
        let mut t = five();
        t.record("Alder", "Elm", "0-1").unwrap();
        t.record("Birch", "Cedar", "1/2-1/2").unwrap();
        t.record("Alder", "Birch", "1-0").unwrap();
        assert!(t.withdraw("Elm").unwrap(), "1 of 4 games: struck");
        let rows = t.table(false);
        let alder = rows.iter().find(|r| r.player == "Alder").unwrap();
        assert_eq!(alder.points, "1", "his loss to Elm no longer counts");
        let elm = rows.iter().find(|r| r.player == "Elm").unwrap();
        assert!(elm.struck && elm.cells.iter().all(|c| c.mark == "—"));
        assert_eq!(rows.last().unwrap().player, "Elm");
    }

    #[test]
    fn a_withdrawal_after_half_his_games_loses_the_rest_by_default() {
        let mut t = five();
        t.record("Elm", "Alder", "1-0").unwrap();
        t.record("Birch", "Elm", "1-0").unwrap();
        assert!(!t.withdraw("Elm").unwrap(), "2 of 4 games: counted");
        let rows = t.table(false);
        let elm = rows.iter().find(|r| r.player == "Elm").unwrap();
        assert_eq!(elm.points, "1");
        let marks: Vec<&str> = elm.cells.iter().map(|c| c.mark.as_str()).collect();
        assert_eq!(
            marks,
            vec!["1", "0", "0", "0"],
            "a /0/ as 21 (1970) prints it"
        );
        t.mark_declared = true;
        let rows = t.table(false);
        let elm = rows.iter().find(|r| r.player == "Elm").unwrap();
        let marks: Vec<&str> = elm.cells.iter().map(|c| c.mark.as_str()).collect();
        assert_eq!(
            marks,
            vec!["1", "0", "-", "-"],
            "declared defeats, 21 (1973)"
        );
        let cedar = rows.iter().find(|r| r.player == "Cedar").unwrap();
        assert_eq!(cedar.points, "1", "a point by default");
    }

    #[test]
    fn ties_share_a_place_alphabetically_unless_a_tie_break_was_announced() {
        let mut t = RoundRobin::new(vec!["Zed".into(), "Amy".into(), "Max".into()]).unwrap();
        t.record("Zed", "Max", "1-0").unwrap();
        t.record("Amy", "Zed", "1-0").unwrap();
        t.record("Max", "Amy", "1-0").unwrap();
        let rows = t.table(false);
        assert_eq!(
            rows.iter()
                .map(|r| (r.player.as_str(), r.place))
                .collect::<Vec<_>>(),
            vec![("Amy", 1), ("Max", 1), ("Zed", 1)]
        );
        t.correct("Max", "Amy", "1/2-1/2").unwrap();
        let rows = t.table(true);
        assert_eq!(rows[0].player, "Amy");
        assert_eq!(rows[0].points, "1½");
    }

    #[test]
    fn sonnenborn_berger_of_a_team_match_as_the_1967_table() {
        for (half, sb) in [(8, 32), (7, 28), (6, 24), (5, 20), (4, 16), (1, 4), (0, 0)] {
            // S-B in half points: 16 points = 32 half points
            assert_eq!(team_sb_half_points(half, 4, 32), sb);
        }
        assert!(prize_eligible(6, 9) && !prize_eligible(5, 9));
    }
}
