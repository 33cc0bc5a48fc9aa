//! What nobody noticed at the time: a move that broke a rule while the arbiter was
//! elsewhere and the opponent did not object (`{"move": …, "unnoticed": true}`). It
//! stands until it is pointed out or found:
//!
//! - a move the touched-piece rule forbade: the opponent may claim the violation before
//!   he touches a piece himself (1977/1980 Art. 8.4, 1993 Art. 7.2, 2018 Art. 4.8); the
//!   claim needs a witness (Interpretation 8.2 (1972)); upheld, the move is taken back and
//!   the touched piece must be moved;
//! - an illegal move: when it is found, the position before it is reinstated and the game
//!   goes on from there (1977/1980 Art. 9.1, also for a game sent for adjudication whose
//!   result is not yet registered, Interpretation 9.1 (1963); 1993 Art. 8.1; 2018 Art.
//!   7.5.1); the time each player used up to it is, when unknown, allotted in proportion
//!   to the clocks (1977/1980 Art. 14.7 for both players, Interpretation 14.7 (1975);
//!   1993 Art. 12.6);
//! - a pawn left unexchanged on the last rank (1977/1980): when the opponent or the
//!   arbiter points it out, the opponent's clock is set back to its time at the press,
//!   the position before the pawn move reestablished, and the player makes his move
//!   correctly (Interpretations 6.6c (1971A), (1971B)).
//!
//! The rule functions ([`found`], [`claim`]) take the facts and return the decision;
//! `Game` keeps the record ([`Unnoticed`], [`Snapshot`]) and applies it.

use super::articles::{cite, IncidentPoint, Topic};
use super::decision::Decision;
use super::editions::Policy;
use super::game::Game;
pub use super::state::{Breach, Snapshot, Unnoticed};
use super::verdict::{Effect, Ruling};
use crate::chess::position::{IllegalReason, Position};
use crate::chess::types::{Color, Move, Square};
use crate::edition::Edition;
use crate::notation::{fen, san, uci::RawMove};

/// The facts an unnoticed illegal move is found with.
#[derive(Clone, Copy, Debug)]
pub struct Found<'a> {
    pub edition: Edition,
    pub unnoticed: &'a Unnoticed,
    /// Plies played before the scenario's start position (its move number).
    pub start_plies: u32,
    /// The game was sent for adjudication and its result is not yet registered
    /// (Interpretation 9.1 (1963)).
    pub at_adjudication: bool,
    pub event: usize,
}

/// What the arbiter decides when an unnoticed illegal move is found (the clocks are the
/// time family's: `timing::defect::irregularity`, Art. 14.7).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FoundDecision {
    pub rulings: Vec<Ruling>,
    /// The move number the illegal move was made at.
    pub at_move: u32,
    /// 2018 Art. 7.5.5: the illegal move is penalised as any completed illegal move.
    pub penalised: bool,
}

/// The move number a ply belongs to (ply 0 is White's first move).
fn move_number(ply: u32) -> u32 {
    ply / 2 + 1
}

/// An unnoticed illegal move is found: the position before it is reinstated and the game
/// goes on from there under the touched-piece rule.
pub fn found(f: &Found) -> FoundDecision {
    let e = f.edition;
    let u = f.unnoticed;
    let reason = match u.breach {
        Breach::Illegal { reason, .. } => reason,
        _ => unreachable!("found() is for an illegal move"),
    };
    let at_move = move_number(f.start_plies + u.before.plies);
    let mut rulings = Vec::new();
    let what = format!(
        "{}'s move {} at move {} was illegal: {} (Art. {})",
        u.by,
        u.text,
        at_move,
        reason.describe(),
        cite(e, Topic::MoveRule(reason))
    );
    let reinstated = Some(Effect::Reinstated {
        fen: fen::write(&u.before.position),
    });
    let touch = cite(e, Topic::IllegalMoveTouch);
    if f.at_adjudication && Policy::of(e).adjudicated_game_in_progress_until_registered() {
        rulings.push(Decision::new(cite(e, Topic::Incident(IncidentPoint::IllegalAtAdjudication)), format!("{}; it is found while the game awaits adjudication, its result not yet registered: the game is still in progress, so the position before it is reinstated and the game continues from there, {} replacing it by a legal move under the touched-piece rule (Art. {})", what, u.by, touch), reinstated).at(f.event));
    } else {
        rulings.push(Decision::new(cite(e, Topic::IllegalMove), format!("{} found during the game: the position before it is reinstated and the game continues from there, {} replacing it by a legal move under the touched-piece rule (Art. {})", what, u.by, touch), reinstated).at(f.event));
    }
    FoundDecision {
        rulings,
        at_move,
        penalised: Policy::of(e).illegal_move_penalised_with_time(),
    }
}

/// The facts of a touched-piece claim.
#[derive(Clone, Copy, Debug)]
pub struct Claim<'a> {
    pub edition: Edition,
    pub by: Color,
    /// A witness confirms it (Interpretation 8.2 (1972): unbiased evidence is required).
    pub witness: bool,
    /// The claimant has touched a piece since the move he claims against (1977 Art. 8.4:
    /// then it is too late).
    pub claimant_touched: bool,
    /// The move claimed against, if the game's record shows it broke the rule unnoticed.
    pub unnoticed: Option<&'a Unnoticed>,
    /// The piece the claimant says the opponent touched, when the record does not show it.
    pub square: Option<Square>,
    /// The position before the move claimed against, the opponent to move in it.
    pub before: Option<&'a Position>,
    pub event: usize,
}

/// What the arbiter decides on a touched-piece claim: upheld, the pieces the player must
/// now move (after the move is taken back); or rejected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClaimDecision {
    pub ruling: Ruling,
    /// Upheld: the pieces that count as touched in the reinstated position.
    pub upheld: Option<Vec<Square>>,
}

/// A player claims that his opponent's last move broke the touched-piece rule.
pub fn claim(c: &Claim) -> ClaimDecision {
    let e = c.edition;
    let o = c.by.other();
    let point = |p| cite(e, Topic::Incident(p));
    if c.claimant_touched {
        return ClaimDecision {
            ruling: Decision::new(cite(e, Topic::TouchClaimLate), format!(
                    "{} claims that {} broke the touched-piece rule, but he has touched a piece himself since: the claim comes too late and the move stands",
                    c.by, o
                ), Some(Effect::Refused)).at(c.event),
            upheld: None,
        };
    }
    let touched = match (c.unnoticed, c.square) {
        (
            Some(Unnoticed {
                breach: Breach::Touch { touched, .. },
                ..
            }),
            _,
        ) => Some(touched.clone()),
        (_, Some(sq)) => Some(vec![sq]),
        _ => None,
    };
    let piece = |pos: Option<&Position>, sq: Square| {
        pos.and_then(|p| p.board().piece_at(sq))
            .map_or(format!("the piece on {}", sq), |p| {
                format!("the {} on {}", p.role.name(), sq)
            })
    };
    match (touched, c.witness) {
        (Some(t), true) => {
            let first = t.first().copied();
            ClaimDecision {
                ruling: Decision::new(point(IncidentPoint::TouchClaimWitnessed), format!(
                        "{}'s claim is confirmed by a witness: {} had touched {} and then moved another piece; the move is taken back and {} must move {}",
                        c.by,
                        o,
                        first.map_or("a piece".into(), |s| piece(c.before, s)),
                        o,
                        first.map_or("it".into(), |s| piece(c.before, s))
                    ), c.before.map(|p| Effect::Reinstated { fen: fen::write(p) })).at(c.event),
                upheld: Some(t),
            }
        }
        (_, _) => ClaimDecision {
            ruling: Decision::new(point(IncidentPoint::TouchClaimUnproven), format!(
                    "{} claims that {} touched a piece and moved another, but nobody else saw it: an unsubstantiated claim is rejected and the move stands",
                    c.by, o
                ), Some(Effect::Refused)).at(c.event),
            upheld: None,
        },
    }
}

/// The legal move with the squares of `raw`, or the illegal move as the hand made it
/// (`Move::Normal`), for playing it unnoticed.
fn as_played(pos: &Position, raw: RawMove) -> Option<Move> {
    if let Ok(m) = pos.judge(raw.from, raw.to, raw.promotion) {
        return Some(m);
    }
    let piece = pos.board().piece_at(raw.from)?;
    Some(Move::Normal {
        role: piece.role,
        from: raw.from,
        capture: pos.board().piece_at(raw.to).map(|p| p.role),
        to: raw.to,
        promotion: raw.promotion,
    })
}

impl Game {
    /// The game as it stands now (see [`Snapshot`]).
    pub(super) fn snapshot(&self) -> Snapshot {
        Snapshot {
            position: self.position.clone(),
            keys: self.history.keys.len(),
            san: self.history.san.len(),
            plies: self.history.plies,
            clock_moves: self
                .clock
                .as_ref()
                .map_or([0, 0], |c| [c.moves(Color::White), c.moves(Color::Black)]),
        }
    }

    /// Puts the game back to `s`: the position and the record of moves and positions.
    /// The clocks are set by the caller.
    pub(super) fn restore(&mut self, s: &Snapshot) {
        self.position = s.position.clone();
        self.history.keys.truncate(s.keys);
        self.history.placements.truncate(s.keys);
        self.history.rights.truncate(s.keys);
        self.history.san.truncate(s.san);
        self.history.plies = s.plies;
        self.hand.placed = false;
        self.hand.touched.clear();
        self.hand.compulsory = None;
        self.hand.compulsory_intended = false;
        self.hand.before_last = None;
        if let Some(c) = self.clock.as_mut() {
            for color in Color::ALL {
                c.set_moves(color, s.clock_moves[color as usize]);
            }
        }
    }

    /// Plays an illegal move as the hand made it, nobody noticing: true when the
    /// position after it can stand on a board (a king left in check, say, cannot be
    /// overlooked: it is then ruled at once).
    pub(super) fn play_unnoticed(&mut self, raw: RawMove, reason: IllegalReason) -> bool {
        let mover = self.position.turn();
        if reason == IllegalReason::PromotionMissing
            && Policy::of(self.edition).unexchanged_pawn_move_replayed()
        {
            let opponent_ms = self
                .clock
                .as_ref()
                .map_or(0, |c| c.remaining(mover.other(), self.now));
            self.hand.unnoticed = Some(Unnoticed {
                by: mover,
                breach: Breach::Unexchanged {
                    raw,
                    intended: self.hand.intended,
                    opponent_ms,
                },
                before: self.snapshot(),
                text: format!("{}{}", raw.from, raw.to),
            });
            // the pawn stands on the last rank; the position for play is unchanged
            self.hand.placed = true;
            self.hand.placed_at = self.now;
            self.hand.touched.clear();
            return true;
        }
        let Some(m) = as_played(&self.position, raw) else {
            return false;
        };
        let mut after = self.position.clone();
        after.play_unchecked(m);
        if fen::parse(&fen::write(&after)).is_err() {
            return false;
        }
        let text = format!(
            "{}{}-{}",
            san::PieceLetters::english().of(m.role()),
            raw.from,
            raw.to
        );
        self.hand.unnoticed = Some(Unnoticed {
            by: mover,
            breach: Breach::Illegal { raw, reason },
            before: self.snapshot(),
            text: text.clone(),
        });
        self.hand.before_last = Some(self.snapshot());
        self.history.san.push(text);
        self.position = after;
        self.hand.placed = true;
        self.hand.placed_at = self.now;
        self.hand.touched.clear();
        true
    }

    /// A move the touched-piece rule forbade, made unnoticed: it stands.
    pub(super) fn allow_unnoticed_touch(&mut self, m: Move, allowed: Vec<Move>) {
        self.hand.unnoticed = Some(Unnoticed {
            by: self.position.turn(),
            breach: Breach::Touch {
                touched: self.hand.touched.clone(),
                allowed,
            },
            before: self.snapshot(),
            text: san::to_san(&self.position, m),
        });
    }

    /// The unexchanged pawn is pointed out (by the opponent's protest or any next
    /// action): the opponent's clock set back to its time at the press, the position
    /// before the pawn move reestablished, the player's clock started; he must make the
    /// move correctly (Interpretations 6.6c (1971A), (1971B)). False when there is none.
    pub(super) fn unexchanged_pointed_out(
        &mut self,
        i: usize,
        by: Option<Color>,
    ) -> Result<bool, super::ScenarioError> {
        let Some(Unnoticed {
            by: mover,
            breach:
                Breach::Unexchanged {
                    raw,
                    intended,
                    opponent_ms,
                },
            before,
            ..
        }) = self.hand.unnoticed.clone()
        else {
            return Ok(false);
        };
        self.hand.unnoticed = None;
        let now = self.now;
        let o = mover.other();
        let mut given_back = 0;
        if let Some(clock) = self.clock.as_mut() {
            let shown = clock.remaining(o, now);
            given_back = (opponent_ms - shown).max(0) as u64;
            if clock.running().is_some() {
                clock.stop(now).map_err(Game::clock_error(i))?;
            }
            clock
                .set(o, opponent_ms.max(0) as u64, now)
                .map_err(Game::clock_error(i))?;
            clock.start_side(mover, now).map_err(Game::clock_error(i))?;
        }
        self.restore(&before);
        let who = by.map_or("it is pointed out".to_string(), |c| {
            format!("{} points it out", c)
        });
        let intended = intended.and_then(|r| {
            self.position
                .judge(raw.from, raw.to, Some(r))
                .ok()
                .map(|m| (m, r))
        });
        let e = self.edition;
        let (topic, must) = match intended {
            Some((m, role)) => (
                Topic::PromotionIntended,
                format!(
                    "the piece he intended is evident, a {}: {} must make the move again as he intended it, {}",
                    role.name(),
                    mover,
                    san::to_san(&self.position, m)
                ),
            ),
            None => (
                Topic::PromotionUnexchanged,
                format!(
                    "{} must now make the move correctly, exchanging the pawn on {} for the piece of his choice",
                    mover, raw.to
                ),
            ),
        };
        self.rulings.push(Decision::new(cite(e, topic), format!(
                "{} moved his pawn to {} and pressed his clock without exchanging it; {}: {}'s clock is set back to its time at the press ({} given back), the position before the pawn move is reestablished and {}'s clock is started; {}",
                mover,
                raw.to,
                who,
                o,
                crate::clock::format_ms(given_back as i64, 0),
                mover,
                must
            ), Some(Effect::AddTime {
                color: o,
                ms: given_back,
            })).at(i));
        self.rulings.push(Decision::new(cite(e, Topic::PromotionPenalty), format!("{} broke the Laws by pressing his clock without exchanging the pawn: he must be given a warning or a penalty, such as time advanced on his clock, the arbiter choosing by the circumstances", mover), Some(Effect::Penalty { color: mover })).at(i));
        self.hand.touched = vec![raw.from];
        if let Some((m, _)) = intended {
            self.hand.compulsory = Some(m);
            self.hand.compulsory_intended = true;
        }
        Ok(true)
    }
}

impl Game {
    /// Incidents about what nobody noticed at the time: a touched-piece claim on the
    /// opponent's last move, an illegal move found during the game or while it awaits
    /// adjudication. False for any other incident (or one the record gives no ground
    /// for: then the incident's own ruling applies).
    pub(super) fn unnoticed_incident(
        &mut self,
        i: usize,
        x: &super::incident::Incident,
        an: &mut dyn super::material::Analyser,
    ) -> Result<bool, super::ScenarioError> {
        use super::incident::Incident;
        match *x {
            Incident::TouchClaim {
                by,
                witness,
                square,
            } => {
                // a claim on the opponent's last move, by the player now to move
                if self.position.turn() != by || self.hand.placed || self.hand.before_last.is_none()
                {
                    return Ok(false);
                }
                let unnoticed = self
                    .hand
                    .unnoticed
                    .as_ref()
                    .filter(|u| u.by == by.other() && matches!(u.breach, Breach::Touch { .. }));
                if unnoticed.is_none() && square.is_none() {
                    return Ok(false);
                }
                let before = self.hand.before_last.clone();
                let d = claim(&Claim {
                    edition: self.edition,
                    by,
                    witness,
                    claimant_touched: !self.hand.touched.is_empty(),
                    unnoticed,
                    square,
                    before: before.as_ref().map(|s| &s.position),
                    event: i,
                });
                let late = !self.hand.touched.is_empty();
                self.rulings.push(d.ruling);
                match (d.upheld, before) {
                    (Some(touched), Some(snapshot)) => {
                        self.restore(&snapshot);
                        self.hand.unnoticed = None;
                        let now = self.now;
                        let violator = by.other();
                        if let Some(clock) = self.clock.as_mut() {
                            if clock.running() == Some(by) {
                                clock.stop(now).map_err(Game::clock_error(i))?;
                                clock
                                    .start_side(violator, now)
                                    .map_err(Game::clock_error(i))?;
                            }
                        }
                        self.hand.touched = touched
                            .into_iter()
                            .filter(|&s| self.position.board().piece_at(s).is_some())
                            .collect();
                    }
                    _ if late => self.hand.unnoticed = None,
                    _ => {}
                }
                Ok(true)
            }
            Incident::IllegalFound { by, .. } => match self.hand.unnoticed.as_ref() {
                Some(Unnoticed {
                    breach: Breach::Unexchanged { .. },
                    ..
                }) => self.unexchanged_pointed_out(i, by),
                Some(Unnoticed {
                    breach: Breach::Illegal { .. },
                    ..
                }) => {
                    self.illegal_found(i, false, an)?;
                    Ok(true)
                }
                _ => Ok(false),
            },
            Incident::IllegalAtAdjudication {
                result_registered: false,
                ..
            } if matches!(
                self.hand.unnoticed,
                Some(Unnoticed {
                    breach: Breach::Illegal { .. },
                    ..
                })
            ) =>
            {
                self.illegal_found(i, true, an)?;
                Ok(true)
            }
            Incident::IllegalAtAdjudication {
                result_registered: true,
                result: Some(result),
            } if Policy::of(self.edition).adjudicated_game_in_progress_until_registered() => {
                let c = cite(
                    self.edition,
                    Topic::Incident(IncidentPoint::IllegalAfterResultRegistered),
                );
                self.stop_clock();
                self.end(
                    i,
                    result,
                    super::verdict::Termination::Adjudication,
                    c,
                    format!(
                        "an illegal move is found only after the arbiter registered the adjudicated result, {}: the game is no longer in progress, Art. {} no longer applies, and the result stands",
                        result.code(),
                        cite(self.edition, Topic::IllegalMove)
                    ),
                );
                Ok(true)
            }
            _ => Ok(false),
        }
    }

    /// The unnoticed illegal move is found: decided by [`found`], the clocks by the time
    /// family's rule for an irregularity found later (Art. 14.7), then applied.
    fn illegal_found(
        &mut self,
        i: usize,
        at_adjudication: bool,
        an: &mut dyn super::material::Analyser,
    ) -> Result<(), super::ScenarioError> {
        let Some(u) = self.hand.unnoticed.take() else {
            return Ok(());
        };
        let Breach::Illegal { raw, .. } = u.breach else {
            return Ok(());
        };
        let d = found(&Found {
            edition: self.edition,
            unnoticed: &u,
            start_plies: self.history.start_plies,
            at_adjudication,
            event: i,
        });
        self.rulings.extend(d.rulings);
        // the time each has used as the clocks stand when it is found; then the game put
        // back, each side's time allotted up to the control it is in again
        let now = self.now;
        let used = self.clock.as_ref().map(|k| {
            let used = |c: Color| {
                self.allotted_ms(c)
                    .saturating_sub(k.remaining(c, now).max(0) as u64)
            };
            [used(Color::White), used(Color::Black)]
        });
        let found_move = (self.history.start_plies + self.history.plies)
            .div_ceil(2)
            .max(d.at_move);
        self.restore(&u.before);
        let clock = used.map(|used| {
            (
                used,
                [
                    self.allotted_ms(Color::White),
                    self.allotted_ms(Color::Black),
                ],
            )
        });
        let facts = super::timing::defect::IrregularityFacts {
            edition: self.edition,
            by: Some(u.by),
            at_move: d.at_move,
            found_move,
            clock,
            running: self.clock.as_ref().is_some_and(|k| k.running().is_some()),
        };
        // a move sealed in the position after the illegal move is void with it
        self.sealing.sealed = None;
        self.sealing.sealed_on_board = false;
        let mut touched = vec![raw.from];
        if self
            .position
            .board()
            .piece_at(raw.to)
            .is_some_and(|p| p.color != u.by)
        {
            touched.push(raw.to);
        }
        self.hand.touched = touched;
        let acts = super::timing::defect::irregularity(&facts);
        self.apply_acts(i, acts, an)?;
        if d.penalised && self.outcome.is_none() {
            self.penalise_illegal(i, u.by, Topic::IllegalPenalty, "illegal move", an)?;
        }
        Ok(())
    }

    /// The opponent of a player whose move broke the touched-piece rule unnoticed touches a
    /// piece himself (or moves) without claiming: the move stands, and the right to claim
    /// is lost (1977/1980 Art. 8.4, 1993 7.4, 2018 4.8).
    pub(super) fn touch_claim_lapses(&mut self, i: usize) {
        let Some(u) = self.hand.unnoticed.as_ref() else {
            return;
        };
        if !matches!(u.breach, Breach::Touch { .. }) || u.by == self.position.turn() {
            return;
        }
        let words = format!(
            "{} touches a piece himself without having claimed: {}'s {} stands, though it broke the touched-piece rule; the right to claim it is lost",
            self.position.turn(),
            u.by,
            u.text
        );
        self.hand.unnoticed = None;
        let c = cite(self.edition, Topic::TouchClaimLate);
        self.rulings.push(Decision::new(c, words, None).at(i));
    }

    /// The player who left his pawn unexchanged on the last rank presses his clock: the
    /// press is carried out, and the opponent's clock runs. False when that is not the case.
    pub(super) fn press_unexchanged(
        &mut self,
        i: usize,
        c: Color,
    ) -> Result<bool, super::ScenarioError> {
        let pending = matches!(
            &self.hand.unnoticed,
            Some(Unnoticed { by, breach: Breach::Unexchanged { .. }, .. }) if *by == c
        );
        if !pending {
            return Ok(false);
        }
        self.hand.placed = false;
        let now = self.now;
        if let Some(clock) = self.clock.as_mut().filter(|k| k.running() == Some(c)) {
            clock.press(c, now).map_err(Game::clock_error(i))?;
        }
        Ok(true)
    }
}
