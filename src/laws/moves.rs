//! Making moves at the board (1977/1980 Art. 7–9, 1993 Art. 6–8, 2018 Art. 4 and 7):
//! touching and adjusting pieces, completing a move and pressing the clock, and the
//! illegal move with its correction and penalty. A move the touched-piece rule or a
//! declared move forbids is refused with its ruling; the game goes on.

use super::articles::Topic;
use super::game::{err, Game};
use super::material::{self, Analyser};
use super::scenario::ScenarioError;
use super::touch;
use super::verdict::{Effect, GameResult, Termination};
use crate::chess::position::IllegalReason;
use crate::chess::types::{Color, Move, Role, Square};
use crate::clock::rules as clock_rules;
use crate::edition::Edition;
use crate::notation::{self, fen, san, uci};

/// A move as the player made it: legal, or the squares of an illegal one.
pub(super) type MadeMove = Result<Move, (uci::RawMove, IllegalReason)>;

impl Game {
    /// The player to move touches the piece on `sq` with intent.
    pub(super) fn touch(&mut self, i: usize, sq: Square) {
        if self.position.board().piece_at(sq).is_none() {
            let a = self.cite(Topic::TouchFree);
            self.rule(
                i,
                a,
                format!("{} is empty: touching no piece creates no obligation", sq),
                None,
            );
            return;
        }
        if !self.touched.contains(&sq) {
            self.touched.push(sq);
        }
        match touch::allowed_moves(self.edition, &self.position, &self.touched) {
            Some((allowed, topic)) => {
                let list: Vec<String> = allowed
                    .iter()
                    .map(|m| san::to_san(&self.position, *m))
                    .collect();
                let a = self.cite(topic);
                let c = self.position.turn();
                let words = match topic {
                    Topic::CastleRookFirst if self.edition <= Edition::Fide1980 => format!(
                        "{} began castling with the rook: the arbiter warns him, but castling stays valid; he must play one of {}",
                        c,
                        list.join(", ")
                    ),
                    Topic::CastleOtherSide | Topic::CastleIllegal => format!(
                        "touched {}: castling on that side is illegal, so {} must make another move with his king: one of {}",
                        sq,
                        c,
                        list.join(", ")
                    ),
                    Topic::TouchBothOpponentFirst => format!(
                        "touched {}: the opponent's piece touched first cannot be taken by it, so {} must move this piece: one of {}",
                        sq,
                        c,
                        list.join(", ")
                    ),
                    _ => format!(
                        "touched {}: the player must play one of {}",
                        sq,
                        list.join(", ")
                    ),
                };
                self.rule(i, a, words, None);
            }
            None => {
                let topic = touch::free_topic(&self.position, &self.touched);
                let a = self.cite(topic);
                let words = if topic == Topic::CastleNoKingMove {
                    format!("touched {}: castling is illegal and the king has no legal move; no rook move is forced, the player may make any legal move", sq)
                } else {
                    format!("touched {}: no touched piece can be moved or captured, the player may make any legal move", sq)
                };
                self.rule(i, a, words, None);
            }
        }
        if self.edition <= Edition::Fide1980
            && touch::more_than_contemplated(&self.position, &self.touched)
            && !touch::more_than_contemplated(
                &self.position,
                &self.touched[..self.touched.len() - 1],
            )
        {
            let c = self.position.turn();
            let a = self.cite(Topic::TouchTooMany);
            self.rule(
                i,
                a,
                format!("{} has touched more pieces than one of his own and one of his opponent's: besides the obligation above, the arbiter may penalise him at his discretion", c),
                None,
            );
        }
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
    /// illegal move given in squares (UCI), a piece of the opponent's included.
    ///
    /// # Errors
    /// The text is in no notation, or names a move from an empty square.
    pub(super) fn read_move(&self, i: usize, text: &str) -> Result<MadeMove, ScenarioError> {
        if let Some(raw) = uci::parse_raw_uci(text) {
            if self.position.board().piece_at(raw.from).is_none() {
                return Err(err(i, format!("move {}: no piece on {}", text, raw.from)));
            }
            return Ok(match uci::parse_uci(&self.position, text) {
                Ok(m) => Ok(m),
                Err(_) => match self.position.judge(raw.from, raw.to, raw.promotion) {
                    Ok(m) => Ok(m),
                    Err(reason) => Err((raw, reason)),
                },
            });
        }
        notation::parse_move(&self.position, text)
            .map(Ok)
            .map_err(|e| {
                err(
                    i,
                    format!(
                        "move {}: {} (an illegal move can be given in squares, e.g. e1g1)",
                        text, e
                    ),
                )
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
        if self.placed {
            let mover = self.position.turn().other();
            let last = self.san.last().cloned().unwrap_or_default();
            if self.read_move(i, text).is_err() {
                // not a move of the opponent's: the mover moving again
                self.refuse(i, Topic::MoveCompleted, format!("{} already made {} and released the piece: the move stands and {} is taken back; the clock must be pressed", mover, last, text));
                return Ok(false);
            }
            // the opponent replies before the mover pressed his clock: the move was
            // completed when the piece was released; the mover's clock runs on, and he may
            // still stop it (2018 6.2.2; 1993 12.9; Interpretation 14.3 (1967))
            self.placed = false;
            self.record_position();
            let a = self.cite(Topic::ClockHandling);
            self.rule(i, a, format!("{} did not press his clock after {}: the move stands, and his clock ran on until the reply", mover, last), None);
            self.check_automatic(i, an);
            if self.outcome.is_some() {
                return Ok(false);
            }
        }
        if self.sealed.is_some() {
            self.refuse(i, Topic::AdjournedPlay, format!("{} is made while the game is adjourned: it is taken back; the game resumes from the position at adjournment when the envelope is opened", text));
            return Ok(false);
        }
        let m = match self.read_move(i, text)? {
            Ok(m) => m,
            Err((raw, reason)) => {
                self.illegal_move(i, raw, reason, press_follows, an)?;
                return Ok(false);
            }
        };
        if let Some(c) = self.compulsory {
            if c != m {
                let (played, declared) = (
                    san::to_san(&self.position, m),
                    san::to_san(&self.position, c),
                );
                if self.compulsory_intended {
                    self.refuse(i, Topic::PromotionIntended, format!("{} is refused and taken back: {} must make the move again as he evidently intended it, {}", played, self.position.turn(), declared));
                } else {
                    self.refuse(i, Topic::CompulsoryMove, format!("{} is refused and taken back: after the incorrect claim the declared move {} must be played", played, declared));
                }
                return Ok(false);
            }
        }
        if let Some((allowed, topic)) =
            touch::allowed_moves(self.edition, &self.position, &self.touched)
        {
            if !allowed.contains(&m) {
                let list: Vec<String> = allowed
                    .iter()
                    .map(|x| san::to_san(&self.position, *x))
                    .collect();
                let played = san::to_san(&self.position, m);
                let what = touched_words(self, &allowed);
                self.refuse(
                    i,
                    topic,
                    format!(
                        "{} is refused and taken back: {} ({})",
                        played,
                        what,
                        list.join(", ")
                    ),
                );
                if self.edition <= Edition::Fide1980 {
                    let a = self.cite(Topic::TouchEnforced);
                    let opponent = self.position.turn().other();
                    self.rule(i, a, format!("the arbiter enforces the touched-piece rule himself, without waiting for a claim by {}", opponent), None);
                }
                return Ok(false);
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
        self.san.push(san::to_san(&self.position, m));
        self.position.play_unchecked(m);
        self.placed = true;
        self.placed_at = self.now;
        self.touched.clear();
        self.compulsory = None;
        self.compulsory_intended = false;
        if self.offer.is_some_and(|(by, _)| by != mover) {
            self.offer = None;
        }
    }

    /// A player presses the clock.
    pub(super) fn press(
        &mut self,
        i: usize,
        c: Color,
        an: &mut dyn Analyser,
    ) -> Result<(), ScenarioError> {
        if !self.placed {
            // the opponent restarts the clock of a player who left pieces knocked over
            // (Interpretation 17.1 (1979A))
            if self.restart_for_pieces_down(i, c) {
                return Ok(());
            }
            let stopped = self.clock.as_ref().is_some_and(|k| k.running().is_none());
            let reconstructing = self.move_count == Some(super::time::MoveCount::Reconstructed);
            if self.edition <= Edition::Fide1980
                && stopped
                && reconstructing
                && self.sealed.is_none()
            {
                // Interpretation 13.2 (1974): the arbiter stopped the clocks to reconstruct
                // the scoresheets
                self.refuse(i, Topic::ClockStoppedByArbiter, format!("{} starts the clock, but the arbiter has stopped the clocks: only the arbiter decides when they start again; they stay stopped", c));
                return Ok(());
            }
            if self.edition == Edition::Fide2018 && c == self.position.turn() {
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
        self.placed = false;
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

    /// A completed illegal move, given as squares: handled as the edition says.
    fn illegal_move(
        &mut self,
        i: usize,
        raw: uci::RawMove,
        reason: IllegalReason,
        completed: bool,
        an: &mut dyn Analyser,
    ) -> Result<(), ScenarioError> {
        let c = self.position.turn();
        let rule = self.cite(Topic::MoveRule(reason));
        let what = format!(
            "illegal move {} by {}: {} (Art. {})",
            raw.uci(),
            c,
            reason.describe(),
            rule
        );
        let before = fen::write(&self.position);
        if self.edition == Edition::Fide2018 && !completed {
            // 7.5.1: an illegal move is completed only once the clock is pressed
            let a = self.cite(Topic::IllegalNotCompleted);
            let t = self.cite(Topic::IllegalMoveTouch);
            self.rule(
                i,
                a,
                format!("{} (not completed, the clock not pressed): it is taken back and the touched-piece rule applies (Art. {})", what, t),
                Some(Effect::Reinstated { fen: before }),
            );
            self.touch_after_illegal(raw);
            return Ok(());
        }
        // 2018 7.5.2: an unpromoted pawn on the last rank is replaced by a queen
        if self.edition == Edition::Fide2018 && reason == IllegalReason::PromotionMissing {
            if let Ok(m) = self.position.judge(raw.from, raw.to, Some(Role::Queen)) {
                self.commit_move(m);
                let a = self.cite(Topic::PromotionReplaced);
                self.rule(
                    i,
                    a,
                    format!(
                        "{} left the pawn unpromoted on {}: it is replaced by a queen",
                        c, raw.to
                    ),
                    None,
                );
                // the move stands as completed by the press, and is penalised
                self.press(i, c, an)?;
                if self.outcome.is_none() {
                    self.penalise_illegal(i, c, Topic::IllegalPenalty, "unpromoted pawn", an)?;
                }
                return Ok(());
            }
        }
        // 1977/1980: a pawn left unexchanged on the last rank (Interpretations 6.6c (1971B),
        // 6.6c (1973)); the press is not carried out, so the opponent's clock is as before
        if self.edition <= Edition::Fide1980 && reason == IllegalReason::PromotionMissing {
            let o = c.other();
            // the piece he intended is evident (his scoresheet, his word): he makes the
            // move again with it (Interpretation 6.6c (1971A))
            let intended = self
                .intended
                .and_then(|r| self.position.judge(raw.from, raw.to, Some(r)).ok());
            if let (Some(m), Some(role)) = (intended, self.intended) {
                let a = self.cite(Topic::PromotionIntended);
                self.rule(
                    i,
                    a,
                    format!("{} moved his pawn to {} and pressed his clock without exchanging it, but the piece he intended is evident, a {}: {}'s clock is set back to its time before the pawn move, the position before it is reestablished and {}'s clock is started; {} must make the move again as he intended it, {}", c, raw.to, role.name(), o, c, c, san::to_san(&self.position, m)),
                    Some(Effect::Reinstated { fen: before }),
                );
                let p = self.cite(Topic::PromotionPenalty);
                self.rule(
                    i,
                    p,
                    format!("{} broke the Laws by not exchanging the pawn at once: a warning, or a penalty such as time advanced on his clock, as the circumstances warrant", c),
                    None,
                );
                self.touch_after_illegal(raw);
                self.compulsory = Some(m);
                self.compulsory_intended = true;
                return Ok(());
            }
            let a = self.cite(Topic::PromotionUnexchanged);
            self.rule(
                i,
                a,
                format!("{} moved his pawn to {} and pressed his clock without exchanging it for a new piece: {}'s clock is set back to its time before the pawn move, the position before it is reestablished and {}'s clock is started; {} must now make the move correctly, exchanging the pawn on {} for the piece of his choice", c, raw.to, o, c, c, raw.to),
                Some(Effect::Reinstated { fen: before }),
            );
            let p = self.cite(Topic::PromotionPenalty);
            self.rule(
                i,
                p,
                format!("{} broke the Laws by not asking the arbiter for the piece: a warning, or a penalty such as time advanced on his clock, as the circumstances warrant", c),
                None,
            );
            self.touch_after_illegal(raw);
            return Ok(());
        }
        let a = self.cite(Topic::IllegalMove);
        let t = self.cite(Topic::IllegalMoveTouch);
        self.rule(
            i,
            a,
            format!("{}; the position before it is reinstated and the move replaced by a legal one under the touched-piece rule (Art. {})", what, t),
            Some(Effect::Reinstated { fen: before }),
        );
        if self.edition == Edition::Fide2018 {
            self.penalise_illegal(i, c, Topic::IllegalPenalty, "illegal move", an)?;
        }
        if self.outcome.is_none() {
            self.touch_after_illegal(raw);
            if self.edition <= Edition::Fide1980
                && matches!(
                    reason,
                    IllegalReason::CastlingKingMoved
                        | IllegalReason::CastlingRookMoved
                        | IllegalReason::CastlingPiecesBetween
                        | IllegalReason::CastlingOutOfCheck
                        | IllegalReason::CastlingThroughAttack
                        | IllegalReason::CastlingIntoCheck
                )
            {
                self.castling_attempt(i, raw);
            }
        }
        Ok(())
    }

    /// 1977/1980: the king moved two squares to castle, castling illegal: any legal move
    /// with the king from its original square, castling on the other side included
    /// (Interpretation 6.1 (1975)); else another king move (Interpretation 6.1 (1971)).
    fn castling_attempt(&mut self, i: usize, raw: uci::RawMove) {
        let c = self.position.turn();
        let king: Vec<Move> = self
            .position
            .legal_moves()
            .into_iter()
            .filter(|m| m.from() == raw.from && m.role() == Role::King)
            .collect();
        if king.is_empty() {
            return;
        }
        let other_side = king.iter().any(|m| m.castling_side().is_some());
        let topic = if other_side {
            Topic::CastleOtherSide
        } else {
            Topic::CastleIllegal
        };
        let list: Vec<String> = king
            .iter()
            .map(|m| san::to_san(&self.position, *m))
            .collect();
        let a = self.cite(topic);
        let extra = if other_side {
            ", castling on the other side included"
        } else {
            ""
        };
        self.rule(
            i,
            a,
            format!("{} moved his king two squares to castle, which is illegal: he must make any legal move he chooses with his king from {}{}: one of {}", c, raw.from, extra, list.join(", ")),
            None,
        );
    }

    /// The piece moved illegally was touched; so was an opponent's piece on the
    /// arrival square.
    fn touch_after_illegal(&mut self, raw: uci::RawMove) {
        let c = self.position.turn();
        self.touched = vec![raw.from];
        if self
            .position
            .board()
            .piece_at(raw.to)
            .is_some_and(|p| p.color != c)
        {
            self.touched.push(raw.to);
        }
    }

    /// 2018 7.5.5: first completed illegal move, two minutes to the opponent;
    /// second, loss (draw if the opponent cannot checkmate).
    fn penalise_illegal(
        &mut self,
        i: usize,
        offender: Color,
        topic: Topic,
        what: &str,
        an: &mut dyn Analyser,
    ) -> Result<(), ScenarioError> {
        self.illegal_moves[offender as usize] += 1;
        let penalty = self.cite(Topic::IllegalPenalty);
        if topic != Topic::IllegalPenalty {
            // the decision (e.g. 7.5.3), then its penalty (7.5.5)
            let a = self.cite(topic);
            self.rule(
                i,
                a,
                format!("{} by {} counts as an illegal move", what, offender),
                None,
            );
        }
        if self.illegal_moves[offender as usize] >= 2 {
            let winner = offender.other();
            let spared = material::spared(self.edition, an, &self.position, winner);
            let words = spared.words(winner);
            let (result, decision) = if spared.drawn() {
                (
                    GameResult::Draw,
                    format!("second illegal move by {} ({}){}", offender, what, words),
                )
            } else {
                (
                    GameResult::Win(winner),
                    format!(
                        "second illegal move by {} ({}): the game is lost{}",
                        offender, what, words
                    ),
                )
            };
            self.end(i, result, Termination::IllegalMoves, penalty, decision);
            return Ok(());
        }
        let now = self.now;
        let bonus = clock_rules::illegal_move_bonus(self.edition, offender);
        let mut effect = None;
        if let (Some(b), Some(clock)) = (bonus, self.clock.as_mut()) {
            // the clock was not switched for a reinstated move (its press is
            // not carried out), and after 7.5.2 the opponent's clock rightly runs
            b.apply(clock, now).map_err(Game::clock_error(i))?;
            if let clock_rules::ClockEffect::Add(color, ms) = b.effect {
                effect = Some(Effect::AddTime { color, ms });
            }
        }
        self.rule(
            i,
            penalty,
            format!(
                "first {} by {}: two minutes are added to {}'s time",
                what,
                offender,
                offender.other()
            ),
            effect,
        );
        Ok(())
    }
}

/// What the touched-piece rule requires, in words: "the touched knight must be moved".
fn touched_words(g: &Game, allowed: &[Move]) -> String {
    let b = g.position.board();
    let first = allowed.first().map(|m| m.from());
    let all_from_one = first.is_some_and(|f| allowed.iter().all(|m| m.from() == f));
    match first.and_then(|f| b.piece_at(f)) {
        Some(p) if all_from_one && allowed.iter().all(|m| m.castling_side().is_some()) => {
            format!("the {} touched must castle on that side", p.role.name())
        }
        Some(p) if all_from_one => format!("the touched {} must be moved", p.role.name()),
        _ => "the touched piece must be moved or captured".to_string(),
    }
}
