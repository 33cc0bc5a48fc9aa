//! A Swiss-system event and a result reported wrongly (Interpretation 11.2 (1979)): the
//! true result counts, the pairings of the rounds already played remain, and every later
//! round is paired on the true results.
//!
//! The pairing is a plain Swiss system, enough to show what a score changes: players
//! ordered by score, then by starting rank; in each score group the upper half meets the
//! lower half; an odd player floats down to the next group; nobody meets the same opponent
//! twice. The higher-placed player of a pair gets the colour he is due (more blacks than
//! whites so far, or black last round), else white.

use super::common::{GameScore, Half};
use crate::laws::articles::{model, ModelPoint as M};
use crate::laws::Decision;
use serde::{Deserialize, Serialize};

/// The Swiss model's input.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SwissInput {
    /// The players, in the order of their starting rank.
    pub players: Vec<String>,
    /// The rounds played, each a list of games `[white, black, result as reported]`.
    pub rounds: Vec<Vec<(String, String, GameScore)>>,
    /// A result found to have been reported wrongly, before the next round is paired.
    #[serde(default)]
    pub correction: Option<ResultCorrection>,
}

/// A game whose true result differs from the one reported.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ResultCorrection {
    /// The round (from 1) the game was played in.
    pub round: usize,
    /// `[white, black, the true result]`.
    pub game: (String, String, GameScore),
    /// Both players agree that this is the true result (the case the Interpretation
    /// answers); default true.
    #[serde(default = "yes")]
    pub players_agree: bool,
}

fn yes() -> bool {
    true
}

/// A game of the next round.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Pairing {
    pub white: String,
    pub black: String,
}

/// A player's score on the results that count.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Standing {
    pub player: String,
    pub points: String,
    pub place: usize,
}

/// The Swiss model's answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Swiss {
    /// The round to be paired now.
    pub next_round: usize,
    /// Whether a reported result is corrected.
    pub corrected: bool,
    /// The standings on the results that count.
    pub standings: Vec<Standing>,
    /// The next round, paired on the results that count.
    pub pairings: Vec<Pairing>,
    /// The next round as the reported (wrong) result would pair it, where a correction is
    /// at issue.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pairings_as_reported: Option<Vec<Pairing>>,
    pub rulings: Vec<Decision>,
}

struct Event {
    n: usize,
    /// (white, black, white's half points), per round.
    rounds: Vec<Vec<(usize, usize, u32)>>,
}

impl Event {
    fn scores(&self) -> Vec<u32> {
        let mut s = vec![0; self.n];
        for &(w, b, h) in self.rounds.iter().flatten() {
            s[w] += h;
            s[b] += 2 - h;
        }
        s
    }

    fn met(&self, a: usize, b: usize) -> bool {
        self.rounds
            .iter()
            .flatten()
            .any(|&(w, x, _)| (w == a && x == b) || (w == b && x == a))
    }

    /// Whites minus blacks, and the colour of the last game (true: white).
    fn colours(&self, p: usize) -> (i32, Option<bool>) {
        let mut balance = 0;
        let mut last = None;
        for &(w, b, _) in self.rounds.iter().flatten() {
            if w == p {
                balance += 1;
                last = Some(true);
            } else if b == p {
                balance -= 1;
                last = Some(false);
            }
        }
        (balance, last)
    }

    /// The players by score, then starting rank.
    fn order(&self) -> Vec<usize> {
        let s = self.scores();
        let mut o: Vec<usize> = (0..self.n).collect();
        o.sort_by(|&a, &b| s[b].cmp(&s[a]).then(a.cmp(&b)));
        o
    }

    /// The next round's pairs (higher-placed player first), or `None` if every player
    /// has already met every possible opponent.
    fn pair(&self) -> Option<Vec<(usize, usize)>> {
        let s = self.scores();
        self.pair_from(&self.order(), &s)
    }

    fn pair_from(&self, order: &[usize], s: &[u32]) -> Option<Vec<(usize, usize)>> {
        let Some((&p, rest)) = order.split_first() else {
            return Some(Vec::new());
        };
        // the rest of p's score group, then the lower groups
        let group = rest.iter().take_while(|&&q| s[q] == s[p]).count();
        // in a group of g players (p among them) the first meets the one at g/2: the upper
        // half against the lower; that player is at g/2 - 1 in the rest
        let g = group + 1;
        let first = (g / 2).saturating_sub(1).min(group);
        let candidates = (first..group)
            .chain((0..first).rev())
            .chain(group..rest.len());
        for c in candidates {
            let q = rest[c];
            if self.met(p, q) {
                continue;
            }
            let left: Vec<usize> = rest.iter().copied().filter(|&x| x != q).collect();
            if let Some(mut more) = self.pair_from(&left, s) {
                more.insert(0, (p, q));
                return Some(more);
            }
        }
        None
    }

    /// White and black for a pair, the higher-placed player `a` first.
    fn colour(&self, a: usize, b: usize) -> (usize, usize) {
        let (ba, la) = self.colours(a);
        let (bb, _) = self.colours(b);
        let a_white = if ba != bb { ba < bb } else { la != Some(true) };
        if a_white {
            (a, b)
        } else {
            (b, a)
        }
    }
}

/// The same games, whatever the board order.
fn same_pairs(a: &[Pairing], b: &[Pairing]) -> bool {
    let key = |p: &[Pairing]| {
        let mut k: Vec<(String, String)> = p
            .iter()
            .map(|x| (x.white.clone(), x.black.clone()))
            .collect();
        k.sort();
        k
    };
    key(a) == key(b)
}

fn index(players: &[String], name: &str) -> Result<usize, String> {
    players.iter().position(|p| p == name).ok_or_else(|| {
        format!(
            "unknown player {:?} (players: {})",
            name,
            players.join(", ")
        )
    })
}

/// Pairs the next round of a Swiss event, after correcting a result reported wrongly
/// (Interpretation 11.2 (1979)).
///
/// # Errors
/// Unknown players, a player twice in a round, an odd number of players, a correction of
/// a game not played as given, a round that cannot be paired.
pub fn run(input: &SwissInput) -> Result<Swiss, String> {
    let players = &input.players;
    let n = players.len();
    if n < 4 || n % 2 == 1 {
        return Err("a Swiss event here needs an even number of players, at least four".into());
    }
    let mut rounds = Vec::new();
    for (r, games) in input.rounds.iter().enumerate() {
        let mut seen = vec![false; n];
        let mut round = Vec::new();
        for (w, b, res) in games {
            let (w, b) = (index(players, w)?, index(players, b)?);
            for p in [w, b] {
                if std::mem::replace(&mut seen[p], true) {
                    return Err(format!("{} plays twice in round {}", players[p], r + 1));
                }
            }
            round.push((w, b, res.white_half()));
        }
        rounds.push(round);
    }
    let reported = Event { n, rounds };
    let next_round = input.rounds.len() + 1;
    let names = |pairs: &[(usize, usize)], e: &Event| -> Vec<Pairing> {
        pairs
            .iter()
            .map(|&(a, b)| {
                let (w, b) = e.colour(a, b);
                Pairing {
                    white: players[w].clone(),
                    black: players[b].clone(),
                }
            })
            .collect()
    };
    let pair = |e: &Event| -> Result<Vec<Pairing>, String> {
        let pairs = e
            .pair()
            .ok_or_else(|| format!("round {} cannot be paired without a repeat", next_round))?;
        Ok(names(&pairs, e))
    };
    let words = |p: &[Pairing]| -> String {
        p.iter()
            .map(|x| format!("{}–{}", x.white, x.black))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let mut rulings = Vec::new();
    let mut counted: Option<(Event, Vec<Pairing>)> = None;
    let mut as_reported = None;
    if let Some(c) = &input.correction {
        let (w, b, truth) = &c.game;
        let (wi, bi) = (index(players, w)?, index(players, b)?);
        let game = reported
            .rounds
            .get(c.round.wrapping_sub(1))
            .and_then(|r| r.iter().position(|&(x, y, _)| x == wi && y == bi))
            .ok_or_else(|| format!("{} had White against {} in no round {}", w, b, c.round))?;
        let was = reported.rounds[c.round - 1][game].2;
        let was_words = match was {
            2 => GameScore::WhiteWins,
            1 => GameScore::Draw,
            _ => GameScore::BlackWins,
        }
        .words(w, b);
        let mut fixed = Event {
            n,
            rounds: reported.rounds.clone(),
        };
        fixed.rounds[c.round - 1][game].2 = truth.white_half();
        let on_reported = pair(&reported)?;
        let on_truth = pair(&fixed)?;
        let s = fixed.scores();
        let score = |p: usize| Half(s[p]).points();
        let later: Vec<usize> = (c.round + 1..next_round).collect();
        let decision = if !c.players_agree {
            format!("{}–{} in round {} was reported as {}; {} is now claimed, but the players do not agree on it: the Interpretation answers the case where both agree the reported result was wrong, so nothing is corrected on the claim alone; the arbiter must first establish the true result", w, b, c.round, was_words, truth.words(w, b))
        } else if was == truth.white_half() {
            format!("{}–{} in round {} was reported as {}, which both players agree is the true result: there is nothing to correct", w, b, c.round, was_words)
        } else {
            let same = same_pairs(&on_reported, &on_truth);
            let next = if same {
                format!("round {} is paired on the true results: {} (the same pairing as the reported result would give)", next_round, words(&on_truth))
            } else {
                format!("round {} is paired on the true results: {}, not {} as the reported result would have it", next_round, words(&on_truth), words(&on_reported))
            };
            let stand = match later.as_slice() {
                [] => "no later round has been paired yet, so no pairing was made on the wrong result".to_string(),
                [r] => format!("the pairing of round {}, made on the reported result and already played, remains", r),
                [a, .., z] => format!("the pairings of rounds {} to {}, made on the reported result and already played, remain", a, z),
            };
            let before = reported.scores();
            let was = |p: usize| Half(before[p]).points();
            format!("{}–{} in round {} was reported as {}; both players agree that it was {}: the result is corrected, so {} now has {}, not {}, and {} {}, not {}; {}; {}", w, b, c.round, was_words, truth.words(w, b), w, score(wi), was(wi), b, score(bi), was(bi), stand, next)
        };
        let agreed = c.players_agree && was != truth.white_half();
        rulings.push(Decision::says(model(M::ResultCorrected), decision));
        as_reported = Some(on_reported);
        if agreed {
            counted = Some((fixed, on_truth));
        }
    }
    let corrected = counted.is_some();
    let (event, pairings) = match counted {
        Some((e, p)) => (e, p),
        None => {
            let p = pair(&reported)?;
            (reported, p)
        }
    };
    let s = event.scores();
    let order = event.order();
    let mut standings: Vec<Standing> = Vec::new();
    for (i, &p) in order.iter().enumerate() {
        let place = match standings.last() {
            Some(prev) if s[order[i - 1]] == s[p] => prev.place,
            _ => i + 1,
        };
        standings.push(Standing {
            player: players[p].clone(),
            points: Half(s[p]).points(),
            place,
        });
    }
    Ok(Swiss {
        next_round,
        corrected,
        standings,
        pairings,
        pairings_as_reported: as_reported,
        rulings,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    const PLAYERS: [&str; 6] = ["Alder", "Birch", "Cedar", "Dogwood", "Elm", "Fir"];

    fn round1() -> serde_json::Value {
        json!([
            ["Alder", "Dogwood", "1-0"],
            ["Elm", "Birch", "1/2-1/2"],
            ["Cedar", "Fir", "1-0"]
        ])
    }

    fn round2() -> serde_json::Value {
        json!([
            ["Cedar", "Alder", "1/2-1/2"],
            ["Birch", "Dogwood", "1-0"],
            ["Fir", "Elm", "1-0"]
        ])
    }

    fn swiss(rounds: serde_json::Value, agree: bool) -> Swiss {
        run(
            &serde_json::from_value(json!({"players": PLAYERS, "rounds": rounds,
            "correction": {"round": 1, "game": ["Cedar", "Fir", "0-1"], "players_agree": agree}}))
            .unwrap(),
        )
        .unwrap()
    }

    fn games(p: &[Pairing]) -> Vec<String> {
        p.iter()
            .map(|x| format!("{}-{}", x.white, x.black))
            .collect()
    }

    #[test]
    fn the_next_round_is_paired_on_the_true_result() {
        let s = swiss(json!([round1(), round2()]), true);
        assert!(s.corrected);
        assert_eq!(s.next_round, 3);
        assert_eq!(
            games(&s.pairings),
            ["Alder-Fir", "Birch-Cedar", "Dogwood-Elm"]
        );
        assert_eq!(
            games(s.pairings_as_reported.as_deref().unwrap()),
            ["Alder-Birch", "Elm-Cedar", "Dogwood-Fir"]
        );
        assert_eq!(s.standings[0].player, "Fir");
        assert_eq!(s.standings[0].points, "2");
        let d = &s.rulings[0].words;
        assert!(
            d.contains("Cedar now has ½, not 1½, and Fir 2, not 1"),
            "{d}"
        );
        assert!(
            d.contains(
                "the pairing of round 2, made on the reported result and already played, remains"
            ),
            "{d}"
        );
    }

    #[test]
    fn found_before_the_next_round_is_paired_no_pairing_rests_on_the_error() {
        let s = swiss(json!([round1()]), true);
        assert_eq!(s.next_round, 2);
        assert_eq!(
            games(&s.pairings),
            ["Fir-Alder", "Birch-Cedar", "Dogwood-Elm"]
        );
        assert_eq!(
            games(s.pairings_as_reported.as_deref().unwrap()),
            ["Cedar-Alder", "Birch-Dogwood", "Fir-Elm"],
            "round 2 as it was paired on the reported result"
        );
        assert!(s.rulings[0]
            .words
            .contains("no later round has been paired yet"));
    }

    #[test]
    fn without_the_players_agreement_nothing_is_corrected_on_the_claim_alone() {
        let s = swiss(json!([round1(), round2()]), false);
        assert!(!s.corrected);
        assert_eq!(
            games(&s.pairings),
            ["Alder-Birch", "Elm-Cedar", "Dogwood-Fir"]
        );
        assert!(s.rulings[0]
            .words
            .contains("must first establish the true result"));
    }

    #[test]
    fn nobody_meets_the_same_opponent_twice() {
        let s = swiss(json!([round1(), round2()]), true);
        let played: Vec<(String, String)> = [round1(), round2()]
            .iter()
            .flat_map(|r| r.as_array().unwrap().clone())
            .map(|g| {
                (
                    g[0].as_str().unwrap().to_string(),
                    g[1].as_str().unwrap().to_string(),
                )
            })
            .collect();
        for p in s
            .pairings
            .iter()
            .chain(s.pairings_as_reported.iter().flatten())
        {
            assert!(
                !played
                    .iter()
                    .any(|(w, b)| (w == &p.white && b == &p.black)
                        || (w == &p.black && b == &p.white))
            );
        }
        assert!(run(
            &serde_json::from_value(json!({"players": ["A", "B", "C"], "rounds": []})).unwrap()
        )
        .is_err());
    }
}
