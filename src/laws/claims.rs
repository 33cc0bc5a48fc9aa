//! The arbiter's checker for a disputed scoresheet: at every ply of a game,
//! which draw claims the player to move could make, and where the game
//! ended by itself, under one edition.

use super::citation::Citation;
use super::draws::{automatic, check_claim, ClaimCheck, ClaimFacts};
use super::editions::Policy;
use super::material::Analyser;
use super::state::{placement as placement_of, rights as rights_of};
use super::verdict::ClaimKind;
use super::verdict::Termination;
use crate::chess::types::Move;
use crate::edition::Edition;
use crate::notation::{fen, pgn::PgnGame, san};
use serde::{Deserialize, Serialize};

/// What the player to move could claim at one ply.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PlyClaims {
    /// Moves played before this position (0 = the start).
    pub ply: usize,
    pub to_move: &'static str,
    pub fen: String,
    /// The position has just appeared for at least the third time.
    pub repetition: bool,
    /// Moves that, written and declared, would produce the third occurrence.
    pub repetition_with_move: Vec<String>,
    /// The fifty moves (or the edition's extension) are completed.
    pub fifty: bool,
    /// A claim with a move written and declared would be correct: 2018 Art. 9.3.1 counts
    /// the move (one without capture or pawn move completes them); the earlier editions
    /// count only the moves made.
    pub fifty_with_move: bool,
    /// The same claims, each with the article that decides it and the engine's words: the
    /// claims the player can make, so none where the game has ended by itself
    /// (`automatic`), though the facts above may still hold there.
    pub open: Vec<OpenClaim>,
    /// The game ended here by itself: `{"reason":…, "article":…}`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub automatic: Option<Automatic>,
}

/// A correct claim the player to move could make.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct OpenClaim {
    /// `"repetition"` or `"fifty"`.
    pub claim: &'static str,
    /// The moves he could write and declare, one of which makes the claim correct; none
    /// when the claim needs no move.
    pub moves: Vec<String>,
    pub article: Citation,
    /// What the engine's check found (for the first of `moves`).
    pub explanation: String,
}

/// An automatic end of the game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Automatic {
    pub reason: Termination,
    pub article: Citation,
    /// The engine's decision in words.
    pub decision: String,
}

/// The claims open at every ply of `game`'s main line, each decided by the engine's own
/// check ([`check_claim`]): the player to move claims with no move, or writes and declares
/// each legal move in turn.
///
/// `an` answers the dead-position questions (2018 Art. 5.2.2), as in the engine.
pub fn claims(edition: Edition, game: &PgnGame, an: &mut dyn Analyser) -> Vec<PlyClaims> {
    let mut pos = game.start.clone();
    let mut keys = vec![pos.repetition_key()];
    let mut placements = vec![placement_of(&pos)];
    let mut rights = vec![rights_of(&pos)];
    let mut out = Vec::new();
    for ply in 0..=game.moves.len() {
        let k = *keys.last().expect("a key");
        let occurrences = keys.iter().filter(|&&x| x == k).count();
        let legal = pos.legal_moves();
        let check = |kind, intended| {
            check_claim(&ClaimFacts {
                edition,
                kind,
                position: &pos,
                intended,
                keys: &keys,
                placements: &placements,
                rights: &rights,
                regulation: None,
            })
        };
        let mut open = Vec::new();
        // each claim with no move, and with each legal move written and declared; the
        // first correct one is the claim open (with no move, when that is correct)
        let mut claim = |kind, word| {
            let now = check(kind, None);
            let with: Vec<(Move, ClaimCheck)> = legal
                .iter()
                .map(|&m| (m, check(kind, Some(m))))
                .filter(|(_, c)| c.correct)
                .collect();
            let moves: Vec<String> = with.iter().map(|(m, _)| san::to_san(&pos, *m)).collect();
            let correct = now.correct;
            let first = if correct {
                Some((Vec::new(), now))
            } else {
                with.into_iter().next().map(|(_, c)| (moves.clone(), c))
            };
            if let Some((declared, c)) = first {
                open.push(OpenClaim {
                    claim: word,
                    moves: declared,
                    article: c.citation,
                    explanation: c.explanation,
                });
            }
            (correct, moves)
        };
        let (repetition, repetition_with_move) = claim(ClaimKind::Repetition, "repetition");
        let (fifty, fifty_moves) = claim(ClaimKind::Fifty, "fifty");
        let automatic = automatic(edition, &pos, occurrences, an).map(|e| Automatic {
            reason: e.termination,
            article: e.citation,
            decision: e.words,
        });
        out.push(PlyClaims {
            ply,
            to_move: pos.turn().name(),
            fen: fen::write(&pos),
            repetition,
            repetition_with_move,
            fifty,
            fifty_with_move: !fifty_moves.is_empty(),
            // a game that has ended by itself leaves nothing to claim
            open: if automatic.is_some() {
                Vec::new()
            } else {
                open
            },
            automatic,
        });
        if let Some(m) = game.moves.get(ply) {
            pos.play_unchecked(m.mv);
            keys.push(pos.repetition_key());
            placements.push(placement_of(&pos));
            rights.push(rights_of(&pos));
        }
    }
    out
}
/// The claims of one game under several editions, ply by ply: what the app's analysis
/// view shows and exports, and what `fide claims --text` prints ([`Report::text`]).
/// Plain data (strings and numbers), so that it crosses from a Web Worker as JSON.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Report {
    /// The game as its tags name it ("Smith – Jones, Club championship, 1979"), or empty.
    pub title: String,
    /// The editions compared (in JSON their years), oldest first.
    pub editions: Vec<Edition>,
    /// Every position of the main line, the start first.
    pub plies: Vec<ReportPly>,
    /// For each edition (in the order of `editions`), the ply where the game ended by
    /// itself, if it did.
    pub ended: Vec<Option<usize>>,
    /// When the PGN holds several games: each, in order (this one among them).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub games: Vec<GameLine>,
}

/// One position of the game and what each edition finds there.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReportPly {
    /// Moves played before this position (0 = the start).
    pub ply: usize,
    /// The move that led here, numbered ("4... Ng8"); none at the start.
    pub after: Option<String>,
    /// The same move's squares, from and to (`["g1", "f3"]`), for a board to mark.
    pub last: Option<[String; 2]>,
    /// The move the game went on with, numbered; none at the end.
    pub next: Option<String>,
    pub fen: String,
    /// "White" or "Black".
    pub to_move: String,
    /// The claims open to the player to move and the automatic ending, under each edition
    /// (none for an edition whose game had already ended).
    pub findings: Vec<Finding>,
}

/// What a finding is: a claim open, or the end of the game (in JSON its [`name`](Self::name)).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FindingKind {
    /// A claim of repetition open.
    Repetition,
    /// A claim under the fifty-move rule open.
    Fifty,
    /// The game ends here by itself.
    Ending,
}

impl FindingKind {
    /// Its name in JSON and in the app's classes: `repetition`, `fifty`, `ending`.
    pub fn name(self) -> &'static str {
        match self {
            FindingKind::Repetition => "repetition",
            FindingKind::Fifty => "fifty",
            FindingKind::Ending => "ending",
        }
    }
}

impl Serialize for FindingKind {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

/// Read by its name, as [`Edition`] by its year (a derived reader is 0.4 KB more of the
/// app's wasm, which reads the report from its worker).
impl<'de> Deserialize<'de> for FindingKind {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<FindingKind, D::Error> {
        let name = <std::borrow::Cow<'de, str>>::deserialize(d)?;
        [
            FindingKind::Repetition,
            FindingKind::Fifty,
            FindingKind::Ending,
        ]
        .into_iter()
        .find(|k| k.name() == name)
        .ok_or_else(|| serde::de::Error::custom(format!("unknown finding \"{name}\"")))
    }
}

/// A claim open, or the end of the game, under one edition.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Finding {
    /// The edition (in JSON its year).
    pub edition: Edition,
    /// A claim open, or the end of the game (`"repetition"`, `"fifty"`, `"ending"`).
    pub kind: FindingKind,
    /// A few words for a table's cell: "repetition, writing Ng1", "dead position".
    pub label: String,
    /// The moves to write and declare for the claim (none when it needs none).
    pub moves: Vec<String>,
    /// The citation in words: "Art. 9.2.1", "Interpretation 12.4 (1978)".
    pub cited: String,
    /// The article cited, as its edition numbers it (none for the Preface).
    pub article: Option<String>,
    /// The corpus's id of the interpretation cited, if one is.
    pub ruling: Option<String>,
    /// The finding in a sentence, with the engine's reasons.
    pub words: String,
}

/// "4. Nf3" or "4... Ng8": the move `san` played from `pos`.
fn numbered(pos: &crate::Position, san: &str) -> String {
    match pos.turn() {
        crate::Color::White => format!("{}. {}", pos.fullmoves(), san),
        crate::Color::Black => format!("{}... {}", pos.fullmoves(), san),
    }
}

/// "Ng1", "Ng1 or Nh3", or "one of 23 moves, such as Ke2".
fn moves_words(moves: &[String]) -> String {
    match moves {
        [] => String::new(),
        [m] => m.clone(),
        [a, b] => format!("{a} or {b}"),
        [a, b, c] => format!("{a}, {b} or {c}"),
        more => format!("one of {} moves (such as {})", more.len(), more[0]),
    }
}

impl Report {
    /// Analyses `game` under each of `editions` ([`claims`], with `an` for the dead
    /// positions of 2018), oldest first whatever the order given.
    pub fn new(editions: &[Edition], game: &PgnGame, an: &mut dyn Analyser) -> Report {
        let editions: Vec<Edition> = Edition::ALL
            .into_iter()
            .filter(|e| editions.contains(e))
            .collect();
        let editions = editions.as_slice();
        let title = {
            let tag = |t: &str| game.tag(t).filter(|v| !v.is_empty() && !v.starts_with('?'));
            let players = match (tag("White"), tag("Black")) {
                (Some(w), Some(b)) => Some(format!("{w} – {b}")),
                _ => None,
            };
            [players.as_deref(), tag("Event"), tag("Date")]
                .into_iter()
                .flatten()
                .collect::<Vec<_>>()
                .join(", ")
        };
        let per: Vec<Vec<PlyClaims>> = editions.iter().map(|&e| claims(e, game, an)).collect();
        let ended: Vec<Option<usize>> = per
            .iter()
            .map(|plies| plies.iter().position(|p| p.automatic.is_some()))
            .collect();
        let mut pos = game.start.clone();
        let mut plies = Vec::new();
        for ply in 0..=game.moves.len() {
            let next = game.moves.get(ply);
            let mut findings = Vec::new();
            for ((&edition, claims), end) in editions.iter().zip(&per).zip(&ended) {
                if end.is_some_and(|e| e < ply) {
                    continue;
                }
                let at = &claims[ply];
                let side = at.to_move_color();
                let finding = |kind: FindingKind,
                               label: String,
                               moves: Vec<String>,
                               c: &Citation,
                               words: String| {
                    Finding {
                        edition,
                        kind,
                        label,
                        moves,
                        cited: c.words(),
                        article: c
                            .article_number()
                            .filter(|_| c.interpretation().is_none())
                            .map(Into::into),
                        ruling: c.ruling_id(),
                        words,
                    }
                };
                for o in &at.open {
                    let (what, label) = match o.claim {
                        "repetition" => ("a draw by repetition", "repetition"),
                        _ => ("a draw under the fifty-move rule", "fifty moves"),
                    };
                    // the move he is to make: 1977/1980 Art. 12.3(a) ask only that he first
                    // declare his intention of making it; 1993 Art. 10.10(a) and 2018
                    // Art. 9.2.1.1, 9.3.1 that he write it on his scoresheet and declare it
                    // to the arbiter
                    let moves = moves_words(&o.moves);
                    let written = Policy::of(edition).claimed_move_written();
                    let (label, how) = match (o.moves.is_empty(), written) {
                        (true, _) => (label.to_string(), String::new()),
                        (false, false) => (
                            format!("{label}, declaring {moves}"),
                            format!(" by first declaring his intention of making the move {moves}"),
                        ),
                        (false, _) => (
                            format!("{label}, writing {moves}"),
                            format!(" by writing {moves} on his scoresheet and declaring to the arbiter his intention of making it"),
                        ),
                    };
                    findings.push(finding(
                        if o.claim == "repetition" {
                            FindingKind::Repetition
                        } else {
                            FindingKind::Fifty
                        },
                        label,
                        o.moves.clone(),
                        &o.article,
                        format!("{side} can claim {what}{how}: {}.", o.explanation),
                    ));
                }
                if let Some(a) = &at.automatic {
                    // 1993 Art. 10.4 lists the endings that are drawn
                    let label = match a.reason {
                        Termination::InsufficientMaterial => "a drawn ending",
                        t => t.words(),
                    };
                    let after = if next.is_some() {
                        "; the moves after it were played in a finished game"
                    } else {
                        ""
                    };
                    findings.push(finding(
                        FindingKind::Ending,
                        label.to_string(),
                        Vec::new(),
                        &a.article,
                        format!("The game ends here by itself: {}{after}.", a.decision),
                    ));
                }
            }
            plies.push(ReportPly {
                ply,
                after: None,
                last: None,
                next: next.map(|m| numbered(&pos, &m.san)),
                fen: fen::write(&pos),
                to_move: pos.turn().to_string(),
                findings,
            });
            if let Some(m) = next {
                pos.play_unchecked(m.mv);
            }
        }
        for i in 1..plies.len() {
            plies[i].after = plies[i - 1].next.clone();
            let m = game.moves[i - 1].mv;
            plies[i].last = Some([m.from().to_string(), m.to().to_string()]);
        }
        Report {
            title,
            editions: editions.to_vec(),
            plies,
            ended,
            games: Vec::new(),
        }
    }

    /// One line per edition: how many positions had a claim open, the first of them, and
    /// where the game ended by itself ("FIDE Laws 2018: a draw claim open at 14 positions,
    /// the first after 43. Rh1; it ends by itself after 95... Kxc7: dead position (Art. 5.2.2).").
    pub fn summary(&self) -> Vec<String> {
        let mut lines = Vec::new();
        for (i, year) in self.editions.iter().enumerate() {
            let open: Vec<&ReportPly> = self
                .plies
                .iter()
                .filter(|p| {
                    p.findings
                        .iter()
                        .any(|f| f.edition == *year && f.kind != FindingKind::Ending)
                })
                .collect();
            let claims = match open.first() {
                None => "no draw claim open".to_string(),
                Some(first) => format!(
                    "a draw claim open at {}, the first {}",
                    crate::laws::words::plural(open.len() as u32, "position"),
                    where_words(first)
                ),
            };
            let ending = match self.ended[i].and_then(|e| self.plies.get(e)) {
                None => "the game does not end by itself".to_string(),
                Some(p) => {
                    let f = p
                        .findings
                        .iter()
                        .find(|f| f.edition == *year && f.kind == FindingKind::Ending);
                    format!(
                        "it ends by itself {}: {} ({})",
                        where_words(p),
                        f.map_or("", |f| f.label.as_str()),
                        f.map_or("", |f| f.cited.as_str())
                    )
                }
            };
            lines.push(format!("FIDE Laws {}: {claims}; {ending}.", year.year()));
        }
        lines
    }

    /// The report as text, for people and scripts: a summary per edition, then every
    /// position where a claim is open or the game ends, each finding with the editions and
    /// articles that decide it (editions that find the same are on one line).
    pub fn text(&self) -> String {
        let mut out = String::new();
        let years = |ys: &[Edition]| ys.iter().map(|e| e.year()).collect::<Vec<_>>().join(", ");
        out.push_str(&format!(
            "Draw claims and automatic endings{}\n",
            if self.title.is_empty() {
                String::new()
            } else {
                format!(" in {}", self.title)
            }
        ));
        out.push_str(&format!(
            "Under the FIDE Laws of {}; {} in all.\n\n",
            years(&self.editions),
            crate::laws::words::plural(self.plies.len() as u32 - 1, "half-move")
        ));
        for line in self.summary() {
            out.push_str(&line);
            out.push('\n');
        }
        for p in self.plies.iter().filter(|p| !p.findings.is_empty()) {
            out.push_str(&format!(
                "\n{}, {} to move:\n",
                capitalised(&where_words(p)),
                p.to_move
            ));
            let mut seen: Vec<&str> = Vec::new();
            for f in &p.findings {
                if seen.contains(&f.words.as_str()) {
                    continue;
                }
                seen.push(&f.words);
                let by: Vec<String> = p
                    .findings
                    .iter()
                    .filter(|g| g.words == f.words)
                    .map(|g| format!("{} {}", g.edition.year(), g.cited))
                    .collect();
                out.push_str(&format!("  {}\n    ({})\n", f.words, by.join("; ")));
            }
            if let Some(next) = &p.next {
                if p.findings.iter().any(|f| f.kind != FindingKind::Ending) {
                    out.push_str(&format!("  Not claimed: the game went on with {next}.\n"));
                }
            }
        }
        out
    }
}

/// The report of game `game` (from 0) of `pgn` under `editions` (years; all four when
/// empty), as `fide claims` and the app's analysis view make it. A PGN of several games is
/// named so in the title, and the report lists them all ([`Report::games`]).
///
/// # Errors
/// An edition that is not one of the four (named), a PGN that cannot be read (its line
/// and column), a PGN with no game or fewer than `game + 1`.
pub fn report_from_pgn(pgn: &str, editions: &[String], game: usize) -> Result<Report, ReportError> {
    let editions = if editions.is_empty() {
        Edition::ALL.to_vec()
    } else {
        editions
            .iter()
            .map(|y| Edition::from_year(y).ok_or_else(|| ReportError::Edition(y.clone())))
            .collect::<Result<Vec<_>, _>>()?
    };
    let games = crate::notation::pgn::read_games(pgn).map_err(ReportError::Pgn)?;
    let chosen = games.get(game).ok_or(ReportError::NoGame {
        asked: game.saturating_add(1),
        held: games.len(),
    })?;
    let mut report = Report::new(&editions, chosen, &mut crate::laws::FullAnalysis);
    if games.len() > 1 {
        report.games = games
            .iter()
            .enumerate()
            .map(|(i, g)| {
                let r = if i == game {
                    report.clone()
                } else {
                    Report::new(&editions, g, &mut crate::laws::FullAnalysis)
                };
                GameLine::of(&r, g)
            })
            .collect();
        let which = format!("game {} of the {} in the PGN", game + 1, games.len());
        report.title = if report.title.is_empty() {
            which
        } else {
            format!("{} ({which})", report.title)
        };
    }
    Ok(report)
}

/// A game of a PGN of several, as the analysis view's table lists it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameLine {
    /// The players, event and date its tags give (empty when they give none).
    pub title: String,
    /// `1-0`, `0-1`, `1/2-1/2` or `*`, as the PGN records it.
    pub result: String,
    pub plies: usize,
    /// Positions where a claim was open and the game went on, under any edition.
    pub missed: usize,
    /// The first ending by itself, in words with its edition ("dead position (2018)").
    pub ended: Option<String>,
}

impl GameLine {
    fn of(r: &Report, g: &PgnGame) -> GameLine {
        let last = r.plies.len().saturating_sub(1);
        let missed = r
            .plies
            .iter()
            .filter(|p| p.ply < last && p.findings.iter().any(|f| f.kind != FindingKind::Ending))
            .count();
        let ended = r.plies.iter().find_map(|p| {
            p.findings
                .iter()
                .find(|f| f.kind == FindingKind::Ending)
                .map(|f| format!("{}, {} ({})", f.label, where_words(p), f.edition.year()))
        });
        GameLine {
            title: r.title.clone(),
            result: g.result.clone(),
            plies: last,
            missed,
            ended,
        }
    }
}

/// Why a claims report could not be made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReportError {
    /// A year that is not one of the four editions.
    Edition(String),
    /// The PGN cannot be read (the error names its line and column).
    Pgn(crate::notation::pgn::PgnError),
    /// The PGN holds no game `asked` (counted from 1): it holds `held`.
    NoGame { asked: usize, held: usize },
}

impl std::fmt::Display for ReportError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ReportError::Edition(y) => write!(
                f,
                "there is no edition \"{y}\": the playground has 1977, 1980, 1993 and 2018"
            ),
            ReportError::Pgn(e) => e.fmt(f),
            ReportError::NoGame { held: 0, .. } => f.write_str("the PGN holds no game"),
            ReportError::NoGame { asked, held } => {
                write!(f, "there is no game {asked} in the PGN: it holds {held}")
            }
        }
    }
}

/// "after 4... Ng8 (position 9)" or "at the start".
fn where_words(p: &ReportPly) -> String {
    match &p.after {
        None => "at the start".into(),
        Some(m) => format!("after {m}"),
    }
}

fn capitalised(s: &str) -> String {
    let mut s = s.to_string();
    if let Some(first) = s.get_mut(0..1) {
        first.make_ascii_uppercase();
    }
    s
}

impl PlyClaims {
    /// The player to move.
    fn to_move_color(&self) -> crate::Color {
        crate::Color::from_name(self.to_move).unwrap_or(crate::Color::White)
    }
}

#[cfg(test)]
mod tests;
