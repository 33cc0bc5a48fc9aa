//! Draws and the end of the game by itself (1977/1980 Art. 11–12 and 18, 1993 Art. 10,
//! 2018 Art. 5 and 9): automatic endings, claims of repetition and of the fifty-move
//! rule, offers and agreements. The rule functions ([`automatic`], [`check_claim`],
//! [`fifty_limit`]) take the facts and return a decision; `claims` uses the same ones.

use super::articles::{cite, Topic};
use super::citation::Citation;
use super::game::Game;
use super::incident;
use super::material::{self, Analyser, MatingChance};
use super::plural;
use super::scenario::{ClaimKind, ScenarioError};
use super::verdict::{Effect, GameResult, Termination};
use crate::chess::position::Position;
use crate::chess::types::{Color, Move, Piece, Role};
use crate::clock::rules::{self as clock_rules, ClockEffect};
use crate::edition::Edition;
use crate::notation::san;

/// An ending the game reaches by itself.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ending {
    pub result: GameResult,
    pub termination: Termination,
    pub citation: Citation,
    pub decision: String,
}

/// The ending `pos` reaches by itself under `edition`, having appeared `occurrences`
/// times: checkmate, stalemate; 1993 Art. 10.4; 2018 Art. 5.2.2, 9.6.1, 9.6.2.
pub fn automatic(
    edition: Edition,
    pos: &Position,
    occurrences: usize,
    an: &mut dyn Analyser,
) -> Option<Ending> {
    let ending = |result, termination, topic, decision: String| {
        Some(Ending {
            result,
            termination,
            citation: cite(edition, topic),
            decision,
        })
    };
    if pos.is_checkmate() {
        let w = pos.turn().other();
        return ending(
            GameResult::Win(w),
            Termination::Checkmate,
            Topic::Checkmate,
            format!("checkmate: {} wins", w),
        );
    }
    if pos.is_stalemate() {
        return ending(
            GameResult::Draw,
            Termination::Stalemate,
            Topic::Stalemate,
            "stalemate: the game is drawn".into(),
        );
    }
    match edition {
        Edition::Fide1993 if material::is_10_4_ending(pos) => ending(
            GameResult::Draw,
            Termination::InsufficientMaterial,
            Topic::InsufficientMaterial,
            "drawn ending (king v king, a single minor piece, or bishops on the same colour)"
                .into(),
        ),
        Edition::Fide2018 => {
            // 5.2.2: White first; Black is asked only when White cannot mate
            let white = an.mating_chance(pos, Color::White);
            let black = if white.cannot() {
                an.mating_chance(pos, Color::Black)
            } else {
                MatingChance::Can(0)
            };
            if let (MatingChance::Cannot(w), MatingChance::Cannot(b)) = (&white, &black) {
                ending(GameResult::Draw, Termination::DeadPosition, Topic::DeadPosition,
                    format!("dead position: neither player can checkmate by any series of legal moves (White: {}; Black: {})", w, b))
            } else if occurrences >= 5 {
                ending(
                    GameResult::Draw,
                    Termination::Fivefold,
                    Topic::Fivefold,
                    "the same position has appeared five times".into(),
                )
            } else if pos.halfmoves() >= 150 {
                ending(
                    GameResult::Draw,
                    Termination::SeventyFiveMoves,
                    Topic::SeventyFiveMoves,
                    "75 moves by each player without a pawn move or capture".into(),
                )
            } else {
                None
            }
        }
        _ => None,
    }
}

/// Half-moves needed for a fifty-move claim: 100, or under the 1980 edition 200 for
/// king and two knights against king and pawn with the pawn blocked by a knight and not
/// too far advanced (Interpretation 12.4 (1978), which applies from 1980; the 1977
/// edition has no such extension).
pub fn fifty_limit(edition: Edition, pos: &Position) -> u32 {
    if edition == Edition::Fide1980 && knights_against_blocked_pawn(pos) {
        200
    } else {
        100
    }
}

/// King and two knights against king and pawn, the pawn blocked by a knight and not
/// beyond the squares Interpretation 12.4 (1978) lists.
pub fn knights_against_blocked_pawn(pos: &Position) -> bool {
    let b = pos.board();
    for strong in Color::ALL {
        let weak = strong.other();
        let knights = b.by_piece(Piece {
            color: strong,
            role: Role::Knight,
        });
        let pawn = b.by_piece(Piece {
            color: weak,
            role: Role::Pawn,
        });
        if b.by_color(strong).count() == 3
            && knights.count() == 2
            && b.by_color(weak).count() == 2
            && pawn.count() == 1
        {
            let Some(p) = pawn.first() else { continue };
            let front = p.offset(0, weak.fold_wb(1, -1));
            let blocked = front.is_some_and(|f| knights.contains(f));
            // the limit squares, by file a..h
            let limit = match weak {
                Color::Black => [4, 6, 5, 4, 4, 5, 6, 4][p.file() as usize],
                Color::White => [5, 3, 4, 5, 5, 4, 3, 5][p.file() as usize],
            };
            let rank = p.rank() + 1;
            let not_beyond = match weak {
                Color::Black => rank >= limit,
                Color::White => rank <= limit,
            };
            if blocked && not_beyond {
                return true;
            }
        }
    }
    false
}

/// The side that wins with no risk at all: a queen or a rook against a bare king, the
/// clearest case of a position that does not justify a draw (Interpretation 18.1 (1963)).
pub fn certain_win(pos: &Position) -> Option<Color> {
    let b = pos.board();
    Color::ALL.into_iter().find(|&c| {
        material::has_bare_king(pos, c.other())
            && [Role::Queen, Role::Rook]
                .into_iter()
                .any(|role| b.by_piece(Piece { color: c, role }).count() > 0)
    })
}

/// The facts a draw claim is decided on.
pub struct ClaimFacts<'a> {
    pub edition: Edition,
    pub kind: ClaimKind,
    /// The position on the board.
    pub position: &'a Position,
    /// The move the claimant writes and declares, if any.
    pub intended: Option<Move>,
    /// Repetition keys of every position of the game so far.
    pub keys: &'a [u64],
    /// The same positions by placement and side to move only.
    pub placements: &'a [String],
    /// The same positions' castling rights and en passant square (FEN fields 3 and 4).
    pub rights: &'a [String],
    /// Half-moves the tournament's regulations, announced before the game, set for king
    /// and two knights against king and pawn blocked by a knight (1977/1980 Art. 12.4 and
    /// Interpretation 12.4 (1958B), 1993 10.12); none under 2018.
    pub regulation: Option<u32>,
}

/// The decision on a draw claim.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClaimCheck {
    pub correct: bool,
    /// The article that decides, or the interpretation where one decides the point.
    pub citation: Citation,
    /// What was found, in words.
    pub explanation: String,
}

/// Decides a claim of repetition or under the fifty-move rule.
pub fn check_claim(f: &ClaimFacts) -> ClaimCheck {
    let after = f.intended.map(|m| f.position.after(m));
    let counted = after.as_ref().unwrap_or(f.position);
    match f.kind {
        ClaimKind::Repetition => {
            let k = counted.repetition_key();
            let extra = usize::from(after.is_some());
            let count = f.keys.iter().filter(|&&x| x == k).count() + extra;
            let tense = if after.is_some() {
                "is about to appear"
            } else {
                "has appeared"
            };
            if count >= 3 {
                return ClaimCheck {
                    correct: true,
                    citation: cite(f.edition, Topic::Repetition),
                    explanation: format!("the position {} {}", tense, plural(count as u32, "time")),
                };
            }
            // the same placement, same side to move, often enough, but with other
            // castling rights or en passant: the identity of positions decides
            let p = super::game::placement(counted);
            let loose = f.placements.iter().filter(|x| **x == p).count() + extra;
            if loose >= 3 {
                let now = super::game::rights(counted);
                let before: Vec<&String> = f
                    .placements
                    .iter()
                    .zip(f.rights)
                    .filter(|(x, r)| **x == p && **r != now)
                    .map(|(_, r)| r)
                    .collect();
                let mut other: Vec<String> = before.iter().map(|r| describe_rights(r)).collect();
                other.dedup();
                ClaimCheck {
                    correct: false,
                    citation: cite(f.edition, Topic::RepetitionIdentity),
                    explanation: format!(
                        "the pieces stand as they stood before ({} in all), but the possible moves were not the same each time: {} {}, whereas now {}; those were other positions, so the same position {} only {}",
                        plural(loose as u32, "time"),
                        match before.len() {
                            1 => "once".to_string(),
                            2 => "twice".to_string(),
                            n => format!("{} times", n),
                        },
                        other.join(", or "),
                        describe_rights(&now).replace(" could ", " can "),
                        tense,
                        plural(count as u32, "time")
                    ),
                }
            } else {
                ClaimCheck {
                    correct: false,
                    citation: cite(f.edition, Topic::Repetition),
                    explanation: format!(
                        "the position {} only {}; three are needed",
                        tense,
                        plural(count as u32, "time")
                    ),
                }
            }
        }
        ClaimKind::Fifty => {
            let laws = fifty_limit(f.edition, f.position);
            // the regulations' count, for the positions they name
            let regulated = f.regulation.filter(|&r| {
                f.edition != Edition::Fide2018
                    && r > laws
                    && knights_against_blocked_pawn(f.position)
            });
            let needed = regulated.unwrap_or(laws);
            let half = match f.intended {
                Some(m) if m.is_zeroing() => 0,
                Some(_) => f.position.halfmoves().saturating_add(1),
                None => f.position.halfmoves(),
            };
            let topic = if regulated.is_some() {
                Topic::FiftyRegulation
            } else if needed > 100 {
                Topic::FiftyExtension
            } else {
                Topic::Fifty
            };
            ClaimCheck {
                correct: half >= needed,
                citation: cite(f.edition, topic),
                explanation: format!(
                    "{} without capture or pawn move ({} needed{})",
                    plural(half / 2, "consecutive move"),
                    needed / 2,
                    if regulated.is_some() {
                        ", as the tournament's regulations set for two knights against a blocked pawn"
                    } else if needed > 100 {
                        ", extended for two knights against a blocked pawn"
                    } else {
                        ""
                    }
                ),
            }
        }
    }
}

/// Castling rights and en passant square (FEN fields 3 and 4) in words: "White could
/// castle kingside and Black kingside", "neither side could castle".
fn describe_rights(r: &str) -> String {
    let mut parts = r.split(' ');
    let castling = parts.next().unwrap_or("-");
    let ep = parts.next().unwrap_or("-");
    let side = |king: char, queen: char| match (castling.contains(king), castling.contains(queen)) {
        (true, true) => Some("on both sides"),
        (true, false) => Some("kingside"),
        (false, true) => Some("queenside"),
        (false, false) => None,
    };
    let mut s = match (side('K', 'Q'), side('k', 'q')) {
        (None, None) => "neither side could castle".to_string(),
        (Some(w), None) => format!("White could castle {} (Black not)", w),
        (None, Some(b)) => format!("Black could castle {} (White not)", b),
        (Some(w), Some(b)) => format!("White could castle {} and Black {}", w, b),
    };
    if ep != "-" {
        s.push_str(&format!(", and a pawn could be taken en passant on {}", ep));
    }
    s
}

impl Game {
    /// A claim of a draw by the player to move, optionally with his intended move.
    pub(super) fn claim(
        &mut self,
        i: usize,
        kind: ClaimKind,
        intended: Option<&str>,
        an: &mut dyn Analyser,
    ) -> Result<(), ScenarioError> {
        if self.placed && self.edition <= Edition::Fide1980 {
            // Art. 12.3: the player who made his move on the board without first claiming
            // has lost the right to claim on it (Interpretation 12.3a (1974): the
            // declared move is not executed before the claim)
            let mover = self.position.turn().other();
            let c = self.cite(Topic::ClaimAfterMove);
            self.rule(
                i,
                c,
                format!(
                    "{} made his move on the board and only then claimed: he did not first declare it, so he has lost the right to claim with it; the claim is not examined and the game goes on",
                    mover
                ),
                Some(Effect::Refused),
            );
            return Ok(());
        }
        let claimant = self.position.turn();
        if self.edition == Edition::Fide2018 && !self.touched.is_empty() {
            let c = self.cite(Topic::ClaimRightLost);
            self.rule(
                i,
                c,
                format!(
                    "{} touched a piece with intent: the right to claim a draw on this move is lost",
                    claimant
                ),
                Some(Effect::Refused),
            );
            return Ok(());
        }
        let topic = match kind {
            ClaimKind::Repetition => Topic::Repetition,
            ClaimKind::Fifty => Topic::Fifty,
        };
        let intended_move = match intended {
            Some(t) => match self.read_move(i, t)? {
                Ok(m) => Some(m),
                Err((raw, r)) => {
                    self.refuse(
                        i,
                        topic,
                        format!(
                            "{} declares {} with his claim, but that move is illegal ({}): the claim cannot be made with it; the game goes on",
                            claimant,
                            raw.uci(),
                            r.describe()
                        ),
                    );
                    return Ok(());
                }
            },
            None => None,
        };
        let check = check_claim(&ClaimFacts {
            edition: self.edition,
            kind,
            position: &self.position,
            intended: intended_move,
            keys: &self.keys,
            placements: &self.placements,
            rights: &self.rights,
            regulation: self.fifty_regulation,
        });
        if let (Some(m), ClaimKind::Repetition, true) =
            (intended_move, kind, self.edition <= Edition::Fide1980)
        {
            let c = self.cite(Topic::DeclaredMoveNotPlayed);
            self.rule(
                i,
                c,
                format!(
                    "{} writes {} and declares it without playing it on the board: the arbiter examines the claim with the move declared; {} will have to make it in any case",
                    claimant,
                    san::to_san(&self.position, m),
                    claimant
                ),
                None,
            );
        }
        if check.correct {
            if let Some(m) = intended_move {
                self.san.push(san::to_san(&self.position, m));
                self.position.play_unchecked(m);
                self.record_position();
            }
            let termination = match kind {
                ClaimKind::Repetition => Termination::RepetitionClaim,
                ClaimKind::Fifty => Termination::FiftyMoveClaim,
            };
            self.stop_clock();
            self.end(
                i,
                GameResult::Draw,
                termination,
                check.citation,
                format!(
                    "claim by {} correct: {}; the game is drawn",
                    claimant, check.explanation
                ),
            );
            return Ok(());
        }
        // the decision, then its consequence under the edition's penalty article
        self.rule(
            i,
            check.citation,
            format!("claim by {} incorrect: {}", claimant, check.explanation),
            None,
        );
        if kind == ClaimKind::Fifty && self.edition <= Edition::Fide1980 {
            // 1977/1980 Art. 18.2 and Interpretation 12.3a (1960) concern claims under
            // Art. 12.3 only: an incorrect fifty-move claim costs nothing; the game goes on
            return Ok(());
        }
        let penalty = clock_rules::incorrect_claim(self.edition, claimant);
        let now = self.now;
        let effect = match self.clock.as_mut() {
            Some(clock) => {
                penalty.apply(clock, now).map_err(Game::clock_error(i))?;
                Some(match penalty.effect {
                    ClockEffect::Add(color, ms) => Effect::AddTime { color, ms },
                    ClockEffect::Charge(color, ms) => Effect::ChargeTime { color, ms },
                })
            }
            None => None,
        };
        let what = match penalty.effect {
            ClockEffect::Add(c, ms) => format!(
                "{} added to {}'s time",
                plural((ms / 60_000) as u32, "minute"),
                c
            ),
            ClockEffect::Charge(c, ms) => format!(
                "{} charged to {}",
                plural((ms / 60_000) as u32, "minute"),
                c
            ),
        };
        let how = if penalty.clock_runs {
            "; his clock ran while the claim was verified"
        } else {
            ""
        };
        let c = self.cite(Topic::ClaimPenalty);
        self.rule(
            i,
            c,
            format!("for the incorrect claim: {}{}", what, how),
            effect,
        );
        // a declared move binds after a repetition claim (12.3a (1960), 1993 10.13(b) with
        // 10.10(a)), and after any claim in 2018 (9.5.3)
        let binds = kind == ClaimKind::Repetition || self.edition == Edition::Fide2018;
        if let Some(m) = intended_move.filter(|_| binds) {
            self.compulsory = Some(m);
            self.compulsory_intended = false;
            let c = self.cite(Topic::CompulsoryMove);
            self.rule(
                i,
                c,
                format!(
                    "the declared move {} must be played",
                    san::to_san(&self.position, m)
                ),
                None,
            );
        }
        if self.edition == Edition::Fide2018 {
            // 9.1.2.3: a claim is also an offer of a draw
            self.offer = Some((claimant, self.plies));
        }
        // the charge may make the claimant overstep (1980 18.2, 1993 10.13(b))
        if let Some(clock) = &self.clock {
            if clock.remaining(claimant, now) <= 0 {
                // the penalty's own article says so (1980 18.2, 1993 10.13(b)); 1993 10.5:
                // against a bare king it is a draw
                let a = self.cite(Topic::ClaimPenalty);
                let spared = material::spared(self.edition, an, &self.position, claimant.other());
                let why = spared.words(claimant.other());
                let (result, termination) = if spared.drawn() {
                    (GameResult::Draw, Termination::TimeForfeitDraw)
                } else {
                    (GameResult::Win(claimant.other()), Termination::TimeForfeit)
                };
                self.end(
                    i,
                    result,
                    termination,
                    a,
                    format!(
                        "{} has overstepped the time limit after the charge{}",
                        claimant, why
                    ),
                );
            }
        }
        Ok(())
    }

    /// A draw claim withdrawn or appealed (`incident` kinds `withdraw_claim`, `appeal`),
    /// decided on the game's record and the clock; a captain declaring an offer, an
    /// acceptance or a resignation for his player (`captain` with `declares`), which
    /// stands only with the player's consent. False for any other incident.
    pub(super) fn claim_incident(
        &mut self,
        i: usize,
        x: &incident::Incident,
        an: &mut dyn Analyser,
    ) -> Result<bool, ScenarioError> {
        match *x {
            incident::Incident::WithdrawClaim { by, claim } => {
                let stopped = self.clock.as_ref().is_some_and(|c| c.running().is_none());
                let (d, withdrawn) = incident::withdrawal(self.edition, by, stopped);
                if withdrawn {
                    self.rule(i, d.citation, d.decision, None);
                } else {
                    self.rule(i, d.citation, d.decision, Some(Effect::Refused));
                    if by == self.position.turn() {
                        self.claim(i, claim, None, an)?;
                    }
                }
                Ok(true)
            }
            incident::Incident::DrawReason { by, reason } => {
                let d = incident::draw_reason(self.edition, by, reason);
                self.rule(i, d.citation, d.decision, None);
                self.draw_reasons.retain(|(c, _)| *c != by);
                self.draw_reasons.push((by, reason));
                Ok(true)
            }
            incident::Incident::Appeal {
                claim,
                granted,
                international,
            } => {
                let claimant = self.position.turn();
                let body = incident::appeal_body(self.edition, international);
                self.rule(i, body.citation, body.decision, None);
                let check = check_claim(&ClaimFacts {
                    edition: self.edition,
                    kind: claim,
                    position: &self.position,
                    intended: None,
                    keys: &self.keys,
                    placements: &self.placements,
                    rights: &self.rights,
                    regulation: self.fifty_regulation,
                });
                self.rule(
                    i,
                    check.citation,
                    format!(
                        "{}'s claim, as the game's record shows: {}",
                        claimant, check.explanation
                    ),
                    None,
                );
                let d = incident::appeal_decision(self.edition, claimant, granted, check.correct);
                let termination = match claim {
                    ClaimKind::Repetition => Termination::RepetitionClaim,
                    ClaimKind::Fifty => Termination::FiftyMoveClaim,
                };
                match (granted, check.correct) {
                    (true, false) => self.rule(i, d.citation, d.decision, None),
                    (_, true) => self.end(i, GameResult::Draw, termination, d.citation, d.decision),
                    (false, false) => self.end(
                        i,
                        GameResult::Win(claimant.other()),
                        termination,
                        d.citation,
                        d.decision,
                    ),
                }
                Ok(true)
            }
            incident::Incident::Captain {
                team,
                says,
                declares: Some(consent),
            } => {
                let d = incident::captain_declares(self.edition, team, says, consent);
                let effect = (!consent).then_some(Effect::Refused);
                self.rule(i, d.citation, d.decision, effect);
                if consent {
                    match says {
                        incident::Remark::OfferDraw => self.offer(i, team),
                        incident::Remark::AcceptDraw => self.accept(i, team),
                        incident::Remark::DeclineDraw => self.decline(i, team),
                        incident::Remark::Resign => {
                            let a = self.cite(Topic::Resignation);
                            self.end(
                                i,
                                GameResult::Win(team.other()),
                                Termination::Resignation,
                                a,
                                format!("{} resigns", team),
                            );
                        }
                        incident::Remark::MovesMade | incident::Remark::Opinion => {}
                    }
                }
                Ok(true)
            }
            _ => Ok(false),
        }
    }
}
