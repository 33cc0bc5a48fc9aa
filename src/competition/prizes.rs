//! Prizes and tie-breaks outside the crosstable: the Sonnenborn-Berger score of a team
//! match (Interpretation 21 (1967)), individual prizes in team events (21 (1957)), and the
//! loser's prize of a match a player withdraws from (21 (1971)).
//!
//! Exact arithmetic: half points, fractions kept as numerator and denominator.

use super::common::{and_list, mixed, percent, Half};
use crate::laws::articles::{model, ModelPoint as M};
pub use crate::laws::incident::MatchRegulations;
use crate::laws::Citation;
use crate::laws::Decision;
use serde::{Deserialize, Serialize};
use std::cmp::Ordering;

/// The team Sonnenborn-Berger model's input: boards per team, the opponent team's total
/// game points, and (optionally) the score of the match against it.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TeamSbInput {
    pub boards: u32,
    pub opponent_points: Half,
    #[serde(default)]
    pub score: Option<Half>,
}

/// One possible match score and what it gives.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SbRow {
    pub score: String,
    /// The share of the match's game points, exact (`87½`, `91⅔`), without the `%`.
    pub percent: String,
    /// The Sonnenborn-Berger points from the match, exact (`14`, `14⅔`).
    pub sb: String,
}

/// The team Sonnenborn-Berger table for one opponent.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TeamSb {
    pub article: Citation,
    pub boards: u32,
    pub opponent_points: String,
    pub rows: Vec<SbRow>,
    pub rulings: Vec<Decision>,
}

/// The Sonnenborn-Berger points a team earns from one match, by Interpretation 21 (1967):
/// the share of the match's game points times the opponent team's total, as an exact
/// fraction `(numerator, denominator)` in points: for four boards and an opponent with 16
/// points, 4 → 16, 3½ → 14, 2 → 8, ½ → 2; for six boards, 5½ → 14⅔.
pub fn team_sb(match_half: u32, boards: u32, opponent_half: u32) -> (u64, u64) {
    (
        u64::from(match_half) * u64::from(opponent_half),
        4 * u64::from(boards),
    )
}

/// The possible match scores on `boards` boards against an opponent with
/// `opponent_points`, and the ruling on the team's own score.
///
/// # Errors
/// No boards, or a score the match cannot have.
pub fn team_sb_table(input: &TeamSbInput) -> Result<TeamSb, String> {
    let boards = input.boards;
    if boards == 0 {
        return Err("\"boards\" must be at least 1".into());
    }
    let opp = input.opponent_points.0;
    let row = |h: u32| {
        let (n, d) = team_sb(h, boards, opp);
        SbRow {
            score: Half(h).points(),
            percent: mixed(u64::from(h) * 100, 2 * u64::from(boards)),
            sb: mixed(n, d),
        }
    };
    let rows: Vec<SbRow> = (0..=2 * boards).rev().map(row).collect();
    let mut rulings = Vec::new();
    if let Some(Half(h)) = input.score {
        if h > 2 * boards {
            return Err(format!(
                "a match on {} boards cannot score {}",
                boards,
                Half(h).points()
            ));
        }
        let r = row(h);
        rulings.push(Decision::says(model(M::TeamSonnebornBerger), format!(
            "{} boards make {} possible match scores; the team scored {} of {} ({}%) against a team with {} game points: that match gives it {} Sonnenborn-Berger points, {}% of the opponent's total",
            boards, 2 * boards + 1, r.score, boards, r.percent, Half(opp).points(), r.sb, r.percent
        )));
    }
    Ok(TeamSb {
        article: model(M::TeamSonnebornBerger),
        boards,
        opponent_points: Half(opp).points(),
        rows,
        rulings,
    })
}

/// The prize model's input: the rounds of a team event and each player's games and score.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PrizeInput {
    pub rounds: u32,
    pub players: Vec<PlayerInput>,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayerInput {
    pub name: String,
    pub played: u32,
    pub points: Half,
}

/// A player's percentage and whether it counts.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PrizeRow {
    pub name: String,
    pub played: u32,
    pub points: String,
    /// Rounded half up to one decimal (`77.8`); compared exactly.
    pub percent: String,
    pub eligible: bool,
}

/// Whose percentage counts for the prize, and who wins it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Prize {
    pub article: Citation,
    pub rounds: u32,
    pub minimum_games: u32,
    pub players: Vec<PrizeRow>,
    /// The winner (players tied on the exact best percentage are named together).
    pub prize: Option<String>,
    pub rulings: Vec<Decision>,
}

/// Interpretation 21 (1957): in a team event, an individual's percentage counts for a
/// prize only if he played at least two-thirds of the rounds.
pub fn prize_eligible(games_played: u32, rounds: u32) -> bool {
    games_played * 3 >= rounds * 2
}

/// The best individual percentage among the players who played at least two-thirds of
/// the rounds; percentages compared as exact fractions.
///
/// # Errors
/// No rounds, more games than rounds, a score more than the games allow.
pub fn prize(input: &PrizeInput) -> Result<Prize, String> {
    let rounds = input.rounds;
    if rounds == 0 {
        return Err("\"rounds\" must be at least 1".into());
    }
    for p in &input.players {
        if p.played > rounds {
            return Err(format!(
                "{} cannot play {} games in {} rounds",
                p.name, p.played, rounds
            ));
        }
        if p.points.0 > 2 * p.played {
            return Err(format!(
                "{} cannot score {} in {} games",
                p.name,
                p.points.points(),
                p.played
            ));
        }
    }
    // a/b against c/d: a·d against c·b (0 games: 0 %)
    let cmp = |a: &PlayerInput, b: &PlayerInput| -> Ordering {
        let x = u64::from(a.points.0) * u64::from(b.played.max(1));
        let y = u64::from(b.points.0) * u64::from(a.played.max(1));
        x.cmp(&y)
    };
    let pct = |p: &PlayerInput| percent(u64::from(p.points.0), 2 * u64::from(p.played));
    let eligible: Vec<&PlayerInput> = input
        .players
        .iter()
        .filter(|p| p.played > 0 && prize_eligible(p.played, rounds))
        .collect();
    let best = eligible.iter().copied().max_by(|a, b| cmp(a, b));
    let winners: Vec<&PlayerInput> = best.map_or(Vec::new(), |b| {
        eligible
            .iter()
            .copied()
            .filter(|p| cmp(p, b) == Ordering::Equal)
            .collect()
    });
    let minimum = (2 * rounds).div_ceil(3);
    let excluded: Vec<String> = input
        .players
        .iter()
        .filter(|p| !prize_eligible(p.played, rounds))
        .filter(|p| best.is_none_or(|b| cmp(p, b) == Ordering::Greater))
        .map(|p| format!("{} ({}% in {} rounds)", p.name, pct(p), p.played))
        .collect();
    let names: Vec<String> = winners.iter().map(|p| p.name.clone()).collect();
    let award = match winners.as_slice() {
        [] => "no result counts for the prize".to_string(),
        [w] => format!(
            "the prize for the best percentage goes to {}, {}% in {} of the {} rounds",
            w.name,
            pct(w),
            w.played,
            rounds
        ),
        [w, ..] => format!(
            "{} tie for the best percentage, exactly {}%: the Interpretation says only whose results count; how the tie for the prize is resolved is for the event's regulations",
            and_list(&names),
            pct(w)
        ),
    };
    let decision = if excluded.is_empty() {
        format!(
            "{}; nobody with a better percentage played fewer than {} rounds, two-thirds of {}",
            award, minimum, rounds
        )
    } else {
        format!(
            "{} scored better but played fewer than {} of the {} rounds, two-thirds: not counted; {}",
            and_list(&excluded),
            minimum,
            rounds,
            award
        )
    };
    Ok(Prize {
        article: model(M::PrizeEligibility),
        rounds,
        minimum_games: minimum,
        players: input
            .players
            .iter()
            .map(|p| PrizeRow {
                name: p.name.clone(),
                played: p.played,
                points: p.points.points(),
                percent: pct(p),
                eligible: prize_eligible(p.played, rounds),
            })
            .collect(),
        prize: (!names.is_empty()).then(|| and_list(&names)),
        rulings: vec![Decision::says(model(M::PrizeEligibility), decision)],
    })
}

/// The match model's input: the two players, the games scheduled and played, the score,
/// who withdraws, and what the regulations say.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MatchInput {
    pub players: (String, String),
    pub games: u32,
    pub played: u32,
    /// Each player's score, in the order of `players`.
    pub score: (Half, Half),
    pub withdraws: String,
    pub regulations: MatchRegulations,
}

/// The decision on the withdrawing player's claim to the loser's prize.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MatchWithdrawal {
    pub player: String,
    pub games: u32,
    pub played: u32,
    /// `3½–4½`, the withdrawing player's score first.
    pub score: String,
    /// Whether the loser's prize is paid to him: `null` while nothing decides it.
    pub loser_prize_paid: Option<bool>,
    pub rulings: Vec<Decision>,
}

/// Interpretation 21 (1971): whether a player who withdraws from a match is still
/// entitled to the loser's prize was not decided; where the match's regulations say, they
/// decide (the Laws do not regulate questions of organization, 1 (1959)).
///
/// # Errors
/// A player not in the match, more games played than scheduled, a score that does not
/// add up to the games played.
pub fn match_withdrawal(input: &MatchInput) -> Result<MatchWithdrawal, String> {
    let (a, b) = &input.players;
    let (mine, theirs, other) = if &input.withdraws == a {
        (input.score.0, input.score.1, b)
    } else if &input.withdraws == b {
        (input.score.1, input.score.0, a)
    } else {
        return Err(format!(
            "{:?} does not play in the match ({} – {})",
            input.withdraws, a, b
        ));
    };
    if input.played > input.games {
        return Err(format!(
            "a match of {} games cannot have played {}",
            input.games, input.played
        ));
    }
    if mine.0 + theirs.0 != 2 * input.played {
        return Err(format!(
            "the score {}–{} does not add up to {} games played",
            mine.points(),
            theirs.points(),
            input.played
        ));
    }
    let p = &input.withdraws;
    let standing = match mine.cmp(&theirs) {
        Ordering::Less => format!("behind {}", other),
        Ordering::Greater => format!("ahead of {}", other),
        Ordering::Equal => format!("level with {}", other),
    };
    let situation = format!(
        "{} withdraws from the match after {} of its {} games, {}–{} {}, and asks for the loser's prize",
        p,
        input.played,
        input.games,
        mine.points(),
        theirs.points(),
        standing
    );
    let undecided = "whether a player who withdraws from a match is still entitled to the loser's prize was not decided";
    let (paid, decision) = match input.regulations {
        MatchRegulations::Silent => (None, format!("{}: {}, and the match regulations say nothing about it; no rule awards the prize to him or withholds it, so the question stays open for the organizers to settle", situation, undecided)),
        MatchRegulations::KeepsLoserPrize => (Some(true), format!("{}: {} by FIDE, but the match regulations decide it: a player who withdraws keeps the loser's prize, so {} receives it", situation, undecided, p)),
        MatchRegulations::ForfeitsLoserPrize => (Some(false), format!("{}: {} by FIDE, but the match regulations decide it: a player who withdraws forfeits the loser's prize, so it is not paid to {}", situation, undecided, p)),
    };
    let mut rulings = vec![Decision::says(model(M::MatchWithdrawal), decision)];
    if paid.is_some() {
        rulings.push(Decision::says(
            model(M::OrganizationQuestions),
            "the Laws of Chess cannot regulate all questions of organization; our inference: where the Commission gave no answer, the match regulations that do provide for it settle the prize",
        ));
    }
    Ok(MatchWithdrawal {
        player: p.clone(),
        games: input.games,
        played: input.played,
        score: format!("{}–{}", mine.points(), theirs.points()),
        loser_prize_paid: paid,
        rulings,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn sb(v: serde_json::Value) -> TeamSb {
        team_sb_table(&serde_json::from_value(v).unwrap()).unwrap()
    }

    #[test]
    fn the_1967_table_for_four_boards_against_sixteen_points() {
        let t = sb(json!({"boards": 4, "opponent_points": "16"}));
        let rows: Vec<(&str, &str, &str)> = t
            .rows
            .iter()
            .map(|r| (r.score.as_str(), r.percent.as_str(), r.sb.as_str()))
            .collect();
        assert_eq!(
            rows,
            vec![
                ("4", "100", "16"),
                ("3½", "87½", "14"),
                ("3", "75", "12"),
                ("2½", "62½", "10"),
                ("2", "50", "8"),
                ("1½", "37½", "6"),
                ("1", "25", "4"),
                ("½", "12½", "2"),
                ("0", "0", "0"),
            ],
            "the seed's table, row by row"
        );
        assert!(
            t.rulings.is_empty(),
            "no match score given: nothing to rule"
        );
    }

    #[test]
    fn six_boards_give_exact_thirds() {
        let t = sb(json!({"boards": 6, "opponent_points": "16", "score": "5½"}));
        assert_eq!(t.rows[1].sb, "14⅔");
        assert_eq!(t.rows[1].percent, "91⅔");
        assert_eq!(t.rows[2].sb, "13⅓");
        assert_eq!(t.rows[6].sb, "8");
        assert!(t.rulings[0].words.contains("14⅔ Sonnenborn-Berger points"));
        assert!(team_sb_table(
            &serde_json::from_value(json!({"boards": 4, "opponent_points": "16", "score": "5"}))
                .unwrap()
        )
        .is_err());
    }

    fn prize_of(v: serde_json::Value) -> Prize {
        prize(&serde_json::from_value(v).unwrap()).unwrap()
    }

    #[test]
    fn percentages_are_compared_exactly_not_truncated() {
        // 7/9 = 77.78 % against 8½/11 = 77.27 %: both truncate to 77
        let p = prize_of(json!({"rounds": 11, "players": [
            {"name": "Y", "played": 11, "points": "8½"},
            {"name": "X", "played": 9, "points": "7"}]}));
        assert_eq!(p.prize.as_deref(), Some("X"));
        assert_eq!(p.players[0].percent, "77.3");
        assert_eq!(p.players[1].percent, "77.8");
        // an exact tie is named as such
        let p = prize_of(json!({"rounds": 9, "players": [
            {"name": "A", "played": 6, "points": "4"},
            {"name": "B", "played": 9, "points": "6"}]}));
        assert_eq!(p.prize.as_deref(), Some("A and B"));
        assert!(p.rulings[0].words.contains("tie for the best percentage"));
    }

    #[test]
    fn two_thirds_of_the_rounds() {
        assert!(prize_eligible(6, 9) && !prize_eligible(5, 9));
        assert!(prize_eligible(8, 11) && !prize_eligible(7, 11));
        let p = prize_of(json!({"rounds": 9, "players": [
            {"name": "Reserve", "played": 3, "points": "3"},
            {"name": "Board two", "played": 6, "points": "5"}]}));
        assert_eq!(p.minimum_games, 6);
        assert_eq!(p.prize.as_deref(), Some("Board two"));
        assert!(p.rulings[0]
            .words
            .starts_with("Reserve (100% in 3 rounds) scored better"));
    }

    fn withdrawal(regs: &str) -> MatchWithdrawal {
        match_withdrawal(
            &serde_json::from_value(
                json!({"players": ["Petrov", "Ivanov"], "games": 12, "played": 8,
            "score": ["4½", "3½"], "withdraws": "Ivanov", "regulations": regs}),
            )
            .unwrap(),
        )
        .unwrap()
    }

    #[test]
    fn the_loser_prize_of_a_withdrawal_depends_on_the_regulations() {
        let w = withdrawal("silent");
        assert_eq!(w.loser_prize_paid, None);
        assert_eq!(w.score, "3½–4½");
        assert!(w.rulings[0].words.contains("stays open"));
        assert_eq!(w.rulings.len(), 1);
        assert_eq!(
            withdrawal("forfeits_loser_prize").loser_prize_paid,
            Some(false)
        );
        assert_eq!(withdrawal("keeps_loser_prize").loser_prize_paid, Some(true));
        assert!(match_withdrawal(
            &serde_json::from_value(json!({"players": ["A", "B"], "games": 12, "played": 8,
            "score": ["4", "3"], "withdraws": "B", "regulations": "silent"}))
            .unwrap()
        )
        .is_err());
    }
}
