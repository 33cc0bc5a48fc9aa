//! Making moves at the board (1977/1980 Art. 7–9, 1993 Art. 6–8, 2018 Art. 4 and 7):
//! touching and adjusting pieces, completing a move and pressing the clock, and the
//! illegal move with its correction and penalty. A move the touched-piece rule or a
//! declared move forbids is refused with its ruling; the game goes on.

use super::articles::Topic;
use super::editions::Policy;
use super::game::{move_err, Game};
use super::illegal;
use super::material::Analyser;
use super::scenario::ScenarioError;
use super::touch;
use super::verdict::Effect;
use crate::chess::position::IllegalReason;
use crate::chess::types::{Color, Move, Square};
use crate::clock::rules as clock_rules;
use crate::notation::{self, san, uci};

/// A move as the player made it: legal, or the squares of an illegal one.
pub(super) type MadeMove = Result<Move, (uci::RawMove, IllegalReason)>;

impl Game {
    /// The player to move touches the piece on `sq` with intent.
    pub(super) fn touch(&mut self, i: usize, sq: Square) {
        if self.position.board().piece_at(sq).is_some() {
            self.touch_claim_lapses(i);
        }
        if self.position.board().piece_at(sq).is_some() && !self.hand.touched.contains(&sq) {
            self.hand.touched.push(sq);
        }
        let rulings = touch::rule_touch(self.edition, &self.position, &self.hand.touched, sq, i);
        self.rulings.extend(rulings);
    }

    /// The player to move adjusts a piece, having announced it.
    pub(super) fn adjust(&mut self, i: usize, sq: Square) {
        let a = self.cite(Topic::Adjust);
        let what = if self.position.board().piece_at(sq).is_some() {
            format!(
                "adjusting the piece on {} after announcing it creates no obligation",
                sq
            )
        } else {
            format!("{} is empty: there is nothing to adjust", sq)
        };
        self.rule(i, a, what, None);
    }

    /// Reads a move text as the player to move made it: a legal move, or a physical
    /// illegal move in any notation (see [`notation::physical`]), a piece of the opponent's
    /// included when the squares are given.
    ///
    /// # Errors
    /// The text is in no notation, names a move from an empty square, or does not say
    /// which piece moved.
    pub(super) fn read_move(&self, i: usize, text: &str) -> Result<MadeMove, ScenarioError> {
        let legal = if uci::parse_raw_uci(text).is_some() {
            // squares given: the move as the hand made it, whoever's piece it was
            None
        } else {
            match notation::parse_move(&self.position, text) {
                Ok(m) => return Ok(Ok(m)),
                Err(e) => Some(e),
            }
        };
        let raw = notation::physical::read_physical(&self.position, text).map_err(|e| {
            // the more telling of the two readings: as a legal move, or as a hand made it
            let e = match (&e, legal) {
                (notation::SanError::Syntax(_), Some(l)) => l,
                _ => e,
            };
            move_err(i, format!("move {}: {}", text, e))
        })?;
        if self.position.board().piece_at(raw.from).is_none() {
            return Err(move_err(
                i,
                format!("move {}: no piece on {}", text, raw.from),
            ));
        }
        Ok(match uci::parse_uci(&self.position, &raw.uci()) {
            Ok(m) if m.promotion() == raw.promotion => Ok(m),
            _ => match self.position.judge(raw.from, raw.to, raw.promotion) {
                Ok(m) => Ok(m),
                Err(reason) => Err((raw, reason)),
            },
        })
    }

    /// Makes a move on the board. Returns true when a legal move now waits for the clock
    /// to be pressed; a refused or illegal move is ruled on at once (as completed when
    /// `press_follows`, 2018 Art. 7.5.1).
    pub(super) fn place(
        &mut self,
        i: usize,
        text: &str,
        press_follows: bool,
        an: &mut dyn Analyser,
    ) -> Result<bool, ScenarioError> {
        if self.hand.placed {
            let mover = self.position.turn().other();
            let last = self.history.san.last().cloned().unwrap_or_default();
            if self.read_move(i, text).is_err() {
                // not a move of the opponent's: the mover moving again
                self.refuse(i, Topic::MoveCompleted, format!("{} already made {} and released the piece: the move stands and {} is taken back; the clock must be pressed", mover, last, text));
                return Ok(false);
            }
            // the opponent replies before the mover pressed his clock: the move was
            // completed when the piece was released; the mover's clock runs on, and he may
            // still stop it (2018 6.2.2; 1993 12.9; Interpretation 14.3 (1967))
            self.hand.placed = false;
            self.record_position();
            let a = self.cite(Topic::ClockHandling);
            self.rule(i, a, format!("{} did not press his clock after {}: the move stands, and his clock ran on until the reply", mover, last), None);
            self.check_automatic(i, an);
            if self.outcome.is_some() {
                return Ok(false);
            }
        }
        if self.sealing.sealed.is_some() {
            self.refuse(i, Topic::AdjournedPlay, format!("{} is made while the game is adjourned: it is taken back; the game resumes from the position at adjournment when the envelope is opened", text));
            return Ok(false);
        }
        // moving a piece is touching it: a claim on the opponent's last move lapses
        self.touch_claim_lapses(i);
        let m = match self.read_move(i, text)? {
            Ok(m) => m,
            Err((raw, reason)) => {
                // made unnoticed, it stands until it is found
                let earlier = self.hand.unnoticed.is_some();
                if self.hand.unnoticed_move
                    && press_follows
                    && !earlier
                    && self.play_unnoticed(raw, reason)
                {
                    return Ok(true);
                }
                self.illegal_move(i, raw, reason, press_follows, an)?;
                return Ok(false);
            }
        };
        if let Some(c) = self.hand.compulsory {
            if c != m {
                let (played, declared) = (
                    san::to_san(&self.position, m),
                    san::to_san(&self.position, c),
                );
                if self.hand.compulsory_intended {
                    self.refuse(i, Topic::PromotionIntended, format!("{} is refused and taken back: {} must make the move again as he evidently intended it, {}", played, self.position.turn(), declared));
                } else {
                    self.refuse(i, Topic::CompulsoryMove, format!("{} is refused and taken back: after the incorrect claim the declared move {} must be played", played, declared));
                }
                return Ok(false);
            }
        }
        // the hand that castles touches the king as well (after a rook touched first:
        // Interpretation 6.1 (1971), 1993 5.1(c), 2018 4.4.2)
        let mut touched = self.hand.touched.clone();
        if m.castling_side().is_some() && !touched.is_empty() && !touched.contains(&m.from()) {
            touched.push(m.from());
        }
        if let Some(refusal) = touch::rule_move(self.edition, &self.position, &touched, m, i) {
            match touch::allowed_moves(self.edition, &self.position, &touched) {
                // made unnoticed, it stands unless the opponent claims in time
                Some((allowed, _)) if self.hand.unnoticed_move && self.hand.unnoticed.is_none() => {
                    self.allow_unnoticed_touch(m, allowed);
                }
                _ => {
                    self.rulings.extend(refusal);
                    return Ok(false);
                }
            }
        }
        // the warning, unless the king's touch was ruled on already
        if !self.hand.touched.contains(&m.from()) {
            if let Some(warning) =
                touch::rule_castling_rook_first(self.edition, &self.position, &touched, m, i)
            {
                self.rulings.push(warning);
            }
        }
        self.commit_move(m);
        // checkmate and stalemate end the game at once, whatever the clock
        // (2018 5.1.1, 6.2.1.1; Interpretation 14.4 (1976))
        self.check_automatic(i, an);
        Ok(true)
    }

    /// Makes `m` on the board: the touches and a declared move are used up, and a
    /// standing offer of the opponent's is rejected by the move.
    fn commit_move(&mut self, m: Move) {
        let mover = self.position.turn();
        self.hand.before_last = Some(self.snapshot());
        self.history.san.push(san::to_san(&self.position, m));
        self.position.play_unchecked(m);
        self.hand.placed = true;
        self.hand.placed_at = self.now;
        self.hand.touched.clear();
        self.hand.compulsory = None;
        self.hand.compulsory_intended = false;
        if self.offers.offer.is_some_and(|(by, _)| by != mover) {
            self.offers.offer = None;
        }
    }

    /// A player presses the clock.
    pub(super) fn press(
        &mut self,
        i: usize,
        c: Color,
        an: &mut dyn Analyser,
    ) -> Result<(), ScenarioError> {
        if self.hand.placed && self.press_unexchanged(i, c)? {
            return Ok(());
        }
        if self.hand.placed && self.sealing.must_seal == Some(c) && self.sealing.sealed.is_none() {
            // Interpretation 15.1 (1978): the session is over; the move on the board is
            // his to seal, not to complete by pressing his clock for his opponent to reply
            let m = self.history.san.last().cloned().unwrap_or_default();
            self.refuse(i, Topic::SealWrongPlayer, format!("the time for play is over: {} must seal his move; he may let {} on the board stand as the sealed move, but may not press his clock and have {} reply; {} is still to seal", c, m, c.other(), c));
            return Ok(());
        }
        if !self.hand.placed {
            // the opponent restarts the clock of a player who left pieces knocked over
            // (Interpretation 17.1 (1979A))
            if self.restart_for_pieces_down(i, c) {
                return Ok(());
            }
            let stopped = self.clock.as_ref().is_some_and(|k| k.running().is_none());
            let reconstructing =
                self.time.move_count == Some(super::time::MoveCount::Reconstructed);
            if Policy::of(self.edition).only_arbiter_restarts_stopped_clocks()
                && stopped
                && reconstructing
                && self.sealing.sealed.is_none()
            {
                // Interpretation 13.2 (1974): the arbiter stopped the clocks to reconstruct
                // the scoresheets
                self.refuse(i, Topic::ClockStoppedByArbiter, format!("{} starts the clock, but the arbiter has stopped the clocks: only the arbiter decides when they start again; they stay stopped", c));
                return Ok(());
            }
            if Policy::of(self.edition).press_without_move_illegal() && c == self.position.turn() {
                // 7.5.3: pressing without a move counts as an illegal move
                return self.penalise_illegal(
                    i,
                    c,
                    Topic::PressWithoutMove,
                    "pressing the clock without a move",
                    an,
                );
            }
            let (topic, whose) = if c == self.position.turn() {
                (
                    Topic::PressWithoutMove,
                    format!("{} presses the clock without having made a move", c),
                )
            } else {
                (
                    Topic::ClockHandling,
                    format!(
                        "{} presses the clock, though it is {}'s move",
                        c,
                        self.position.turn()
                    ),
                )
            };
            self.refuse(
                i,
                topic,
                format!(
                    "{}: nothing is completed, and {}'s clock runs on as before",
                    whose,
                    self.position.turn()
                ),
            );
            return Ok(());
        }
        let mover = self.position.turn().other();
        if c != mover {
            self.refuse(i, Topic::ClockHandling, format!("{} presses the clock, but {} made the move: only {} completes it by pressing his clock", c, mover, mover));
            return Ok(());
        }
        self.hand.placed = false;
        self.record_position();
        let now = self.now;
        if self.outcome.is_none() {
            // a clock the arbiter stopped stays stopped until he restarts it
            // (and a press on the opponent's running clock changes nothing)
            if let Some(clock) = self.clock.as_mut().filter(|c| c.running() == Some(mover)) {
                clock.press(mover, now).map_err(Game::clock_error(i))?;
            }
            self.check_automatic(i, an);
        }
        Ok(())
    }

    /// An illegal move: ruled on by [`illegal::rule`], then applied.
    fn illegal_move(
        &mut self,
        i: usize,
        raw: uci::RawMove,
        reason: IllegalReason,
        completed: bool,
        an: &mut dyn Analyser,
    ) -> Result<(), ScenarioError> {
        let c = self.position.turn();
        let d = illegal::rule(&illegal::IllegalMove {
            edition: self.edition,
            position: &self.position,
            raw,
            reason,
            completed,
            intended: self.hand.intended,
            touched: &self.hand.touched,
            event: i,
        });
        self.rulings.extend(d.rulings);
        match d.correction {
            illegal::Correction::QueenInstead(m) => {
                // the move stands as completed by the press, and is penalised
                self.commit_move(m);
                self.press(i, c, an)?;
                if self.outcome.is_none() && d.penalised {
                    self.penalise_illegal(i, c, Topic::IllegalPenalty, "unpromoted pawn", an)?;
                }
            }
            illegal::Correction::Reinstated {
                touched,
                compulsory,
            } => {
                if d.penalised {
                    self.penalise_illegal(i, c, Topic::IllegalPenalty, "illegal move", an)?;
                }
                if self.outcome.is_none() {
                    self.hand.touched = touched;
                    if let Some(m) = compulsory {
                        self.hand.compulsory = Some(m);
                        self.hand.compulsory_intended = true;
                    }
                    if d.castling_attempt {
                        if let Some(r) =
                            illegal::castling_attempt(self.edition, &self.position, raw, i)
                        {
                            self.rulings.push(r);
                        }
                    }
                }
            }
        }
        Ok(())
    }

    /// 2018 7.5.5: the penalty of a completed illegal move (see [`illegal::penalty`]).
    pub(super) fn penalise_illegal(
        &mut self,
        i: usize,
        offender: Color,
        topic: Topic,
        what: &str,
        an: &mut dyn Analyser,
    ) -> Result<(), ScenarioError> {
        self.hand.illegal_moves[offender as usize] += 1;
        let p = illegal::penalty(
            &illegal::PenaltyFacts {
                edition: self.edition,
                position: &self.position,
                offender,
                count: self.hand.illegal_moves[offender as usize],
                topic,
                what,
                event: i,
            },
            an,
        );
        let mut rulings = p.rulings;
        if let Some(o) = p.outcome {
            let last = rulings.pop().expect("the ruling that ends the game");
            self.rulings.extend(rulings);
            self.end(i, o.result, o.termination, o.citation, last.decision);
            return Ok(());
        }
        if let (Some(b), Some(clock)) = (p.bonus, self.clock.as_mut()) {
            // the clock was not switched for a reinstated move (its press is not carried
            // out), and after 7.5.2 the opponent's clock rightly runs
            b.apply(clock, self.now).map_err(Game::clock_error(i))?;
            if let (clock_rules::ClockEffect::Add(color, ms), Some(last)) =
                (b.effect, rulings.last_mut())
            {
                last.effect = Some(Effect::AddTime { color, ms });
            }
        }
        self.rulings.extend(rulings);
        Ok(())
    }
}
