//! Adjournment (1977/1980 Art. 15–17.3, 1993 Art. 10.15–10.16, 13–14): sealing the move,
//! the session for the adjourned game with its absent players, opening the envelope. The
//! 2018 Laws have no adjournment in Articles 1–12: a player who writes his move for an
//! envelope is writing it in advance (Art. 8.1.2).
//!
//! The decisions are the rule functions' ([`rules`]: facts in, decisions out); [`Game`]
//! gathers the facts and applies the decisions. What the Laws turn on beyond the sealed
//! move is kept in [`Adjournment`]: a move put in the envelope with the clocks running
//! (15.1 (1966)), the times recorded on the envelope (15.2(c)), the session for the adjourned
//! game, who is absent at it and how its clocks stood against the envelope (16.2–16.4, 16.6),
//! and the reply sealed while the sealer is absent (16.4, 16.4 (1958)).

pub mod record;
pub mod rules;
#[cfg(test)]
mod tests;

use super::decision::AdjournOp;
use super::editions::Policy;
use super::game::Game;
use super::incident::Incident;
use super::material::{self, Analyser};
use super::scenario::ScenarioError;
use super::verdict::{Outcome, Termination};
use crate::chess::types::Color;
pub use record::Adjournment;
use record::{Resumed, Session};
use rules::{Adjourning, Envelope, EnvelopeKind, Ruled};

impl Game {
    /// The clocks are stopped for the adjournment: a move is sealed and the session for
    /// the adjourned game has not begun.
    pub(super) fn in_adjournment(&self) -> bool {
        self.sealing.sealed.is_some() && self.sealing.adjournment.session.is_none()
    }

    /// The envelope still closed, if any.
    fn envelope(&self) -> Option<Envelope<'_>> {
        self.sealing.sealed.as_ref().map(|(text, by)| Envelope {
            text,
            by: *by,
            kind: if self.sealing.adjournment.reply {
                EnvelopeKind::Reply
            } else if self.sealing.sealed_on_board {
                EnvelopeKind::OnBoard
            } else {
                EnvelopeKind::Sealed
            },
        })
    }

    /// Whether each side has only his king left (1993 Art. 10.5), White first.
    fn bare_kings(&self) -> [bool; 2] {
        Color::ALL.map(|c| material::has_bare_king(&self.position, c))
    }

    /// The remaining times now, (white, black), if there is a clock.
    fn remaining_now(&self) -> Option<[i64; 2]> {
        self.clock.as_ref().map(|c| c.times(self.now))
    }

    /// How many moves `c` has made since the resumption `r`.
    fn moves_since_resumption(&self, r: Resumed, c: Color) -> u32 {
        let n = self.history.plies.saturating_sub(r.plies);
        if c == r.turn {
            n.div_ceil(2)
        } else {
            n / 2
        }
    }

    /// How far the clocks now stand from the times recorded on the envelope.
    fn clocks_off_envelope(&self) -> [i64; 2] {
        match (self.remaining_now(), self.sealing.adjournment.recorded) {
            (Some([w, b]), Some([rw, rb])) => [w - rw, b - rb],
            _ => [0, 0],
        }
    }

    /// Starts `c`'s clock, the other stopped first.
    fn run_clock(&mut self, c: Color) {
        let now = self.now;
        if let Some(clock) = self.clock.as_mut() {
            if clock.running().is_some() {
                let _ = clock.stop(now);
            }
            let _ = clock.start_side(c, now);
        }
    }

    /// The sealed envelope is gone: opened, played, lost.
    fn clear_envelope(&mut self) {
        self.sealing.sealed = None;
        self.sealing.sealed_on_board = false;
        self.sealing.adjournment.reply = false;
    }

    /// Applies the decisions of the adjournment rules, in order, until one ends the game
    /// (what follows an ending is not applied).
    fn apply_adjourn(
        &mut self,
        i: usize,
        ds: Vec<Ruled>,
        an: &mut dyn Analyser,
    ) -> Result<(), ScenarioError> {
        for act in rules::acts(ds) {
            if self.outcome.is_some() {
                break;
            }
            self.apply_acts(i, vec![act], an)?;
        }
        Ok(())
    }

    /// Applies a step of the adjournment (from `Game::apply_acts`).
    pub(super) fn adjourn_op(
        &mut self,
        i: usize,
        op: AdjournOp,
        an: &mut dyn Analyser,
    ) -> Result<(), ScenarioError> {
        match op {
            AdjournOp::Unsealed { mv } => {
                let c = self.position.turn();
                self.sealing.adjournment.unsealed = Some((mv, c, self.history.plies));
            }
            AdjournOp::Seal {
                mv,
                sealer,
                on_board,
            } => {
                if on_board {
                    // the move made on the board counts as made in this session (the
                    // time control counts it), then the clocks stop
                    self.hand.placed = false;
                    self.record_position();
                    let now = self.now;
                    if let Some(clock) = self.clock.as_mut() {
                        let _ = clock.press(sealer, now);
                    }
                }
                self.stop_clock();
                self.sealing.adjournment = Adjournment {
                    recorded: self.remaining_now(),
                    ..Adjournment::default()
                };
                self.sealing.sealed = Some((mv, sealer));
                self.sealing.sealed_on_board = on_board;
                // the move is sealed: the session's end has been dealt with
                self.sealing.must_seal = None;
                // what he touched before sealing binds nothing at the resumption
                self.hand.touched.clear();
            }
            AdjournOp::SealReply { mv, replier } => {
                self.run_clock(replier.other());
                self.sealing.sealed = Some((mv, replier));
                self.sealing.adjournment.reply = true;
                self.hand.touched.clear();
            }
            AdjournOp::RunClock(c) => self.run_clock(c),
            AdjournOp::Play { san, mover } => {
                let reply = self.sealing.adjournment.reply;
                self.clear_envelope();
                // the move is made with the clock: the mover's clock runs for it
                self.run_clock(mover);
                if self.place(i, &san, true, an)? {
                    self.press(i, mover, an)?;
                }
                if !reply {
                    self.mark_resumed();
                }
            }
            AdjournOp::Resume(c) => {
                self.clear_envelope();
                self.run_clock(c);
                self.mark_resumed();
            }
            AdjournOp::ClearEnvelope => self.clear_envelope(),
            AdjournOp::Correct { color, ms } => {
                let now = self.now;
                if let Some(clock) = self.clock.as_mut() {
                    let amount = ms.unsigned_abs();
                    let _ = if ms > 0 {
                        clock.add(color, amount, now)
                    } else {
                        clock.charge(color, amount, now)
                    };
                }
            }
        }
        Ok(())
    }

    /// The game resumes now: remembers how the clocks were set against the envelope (when
    /// the session began, if it did).
    fn mark_resumed(&mut self) {
        let off = match self.sealing.adjournment.session {
            Some(s) => s.off,
            None => self.clocks_off_envelope(),
        };
        self.sealing.adjournment.resumed = Some(Resumed {
            plies: self.history.plies,
            turn: self.position.turn(),
            off,
        });
    }

    /// A move is written and sealed in the envelope: by `by` (the player having the move
    /// unless the arbiter has another seal it).
    pub(super) fn seal(
        &mut self,
        i: usize,
        text: &str,
        by: Option<Color>,
        an: &mut dyn Analyser,
    ) -> Result<(), ScenarioError> {
        let turn = self.position.turn();
        let to_move = if self.hand.placed { turn.other() } else { turn };
        let on_board = self
            .hand
            .placed
            .then(|| self.history.san.last().cloned().unwrap_or_default());
        let unsealed = self
            .sealing
            .adjournment
            .unsealed
            .as_ref()
            .filter(|(_, c, at)| *c == to_move && *at == self.history.plies)
            .map(|(m, _, _)| m.clone());
        // at the resumption, the sealed move made and no move since: the sealer's reply
        let after_opening = match (
            self.sealing.adjournment.session,
            self.sealing.adjournment.resumed,
        ) {
            (Some(s), Some(r))
                if self.sealing.sealed.is_none()
                    && !self.hand.placed
                    && r.plies == self.history.plies
                    && r.turn == turn =>
            {
                Some((turn.other(), s.absent[turn.other() as usize]))
            }
            _ => None,
        };
        let sealed = self.sealing.sealed.clone();
        let facts = rules::SealFacts {
            text,
            by: by.unwrap_or(to_move),
            to_move,
            on_board: on_board.as_deref(),
            sealed: sealed.as_ref().map(|(m, c)| (m.as_str(), *c)),
            unsealed: unsealed.as_deref(),
            after_opening,
        };
        let ds = rules::seal(self.edition, &facts);
        self.apply_adjourn(i, ds, an)
    }

    /// The session for the adjourned game begins with the players in `absent` away from
    /// the board (White first): the envelope is opened, or waits for the player who must
    /// reply.
    pub(super) fn resume(
        &mut self,
        i: usize,
        absent: [bool; 2],
        an: &mut dyn Analyser,
    ) -> Result<(), ScenarioError> {
        let begun = self.sealing.sealed.is_some() && self.sealing.adjournment.session.is_some();
        let env = self.envelope();
        let facts = rules::Resumption {
            pos: &self.position,
            envelope: env,
            absent,
            begun,
            bare_king: self.bare_kings(),
        };
        let ds = rules::resume(self.edition, &facts);
        if let Some(e) = env.filter(|e| e.kind != EnvelopeKind::Reply && !begun) {
            self.sealing.adjournment.session = Some(Session {
                began: self.now,
                absent,
                sealer: e.by,
                off: self.clocks_off_envelope(),
            });
        }
        self.apply_adjourn(i, ds, an)
    }

    /// The arbiter sets the clocks for the resumption (1977/1980 Art. 16.1, 1993 Art. 14.1):
    /// to the times recorded on the envelope, or, should he err, to others; nobody is told.
    pub(super) fn set_clocks_for_resumption(
        &mut self,
        i: usize,
        white: Option<u64>,
        black: Option<u64>,
    ) {
        let now = self.now;
        if let Some(clock) = self.clock.as_mut() {
            for (c, ms) in [(Color::White, white), (Color::Black, black)] {
                if let Some(ms) = ms {
                    let _ = clock.set(c, ms, now);
                }
            }
        }
        let x = rules::clocks_for_resumption(self.edition, [white, black]);
        self.rule(i, x.0.citation, x.0.words, None);
    }

    /// A player (`None`: both) arrives `ms` after the start of the session for the
    /// adjourned game. False when the game is not adjourned and no player is absent from
    /// its resumption: lateness at the start of a game is ruled in `time.rs`.
    pub(super) fn arrival(
        &mut self,
        i: usize,
        who: Option<Color>,
        ms: u64,
        an: &mut dyn Analyser,
    ) -> Result<bool, ScenarioError> {
        if !Policy::of(self.edition).adjournment_in_laws()
            || (self.sealing.sealed.is_none() && self.sealing.adjournment.session.is_none())
        {
            return Ok(false);
        }
        if self.sealing.adjournment.session.is_none() {
            // the session began without him: he was absent from its start
            let absent = match who {
                Some(c) => Color::ALL.map(|x| x == c),
                None => [true, true],
            };
            self.resume(i, absent, an)?;
            if self.outcome.is_some() {
                return Ok(true);
            }
        }
        let Some(s) = self.sealing.adjournment.session else {
            return Ok(true);
        };
        // time passes until his arrival
        self.now = self.now.max(s.began.saturating_add(ms));
        let now = self.now;
        let flags = self.clock.as_ref().map_or([false, false], |k| {
            Color::ALL.map(|c| k.flag_fallen(c, now))
        });
        let facts = rules::Arrival {
            pos: &self.position,
            who,
            ms,
            absent: s.absent,
            sealer: s.sealer,
            envelope: self.envelope(),
            recorded: self.sealing.adjournment.recorded,
            remaining: self.remaining_now(),
            flags,
            excused: self.time.excused_late,
            bare_king: self.bare_kings(),
        };
        let ds = rules::arrive(self.edition, &facts);
        if let Some(s) = self.sealing.adjournment.session.as_mut() {
            for c in Color::ALL {
                if who.is_none_or(|w| w == c) {
                    s.absent[c as usize] = false;
                }
            }
        }
        self.apply_adjourn(i, ds, an)?;
        Ok(true)
    }

    /// A player absent at the resumption arrives after the game ended without him
    /// (Interpretation 17.2 (1962)). False when he was not absent from it.
    pub(super) fn arrived_after_end(&mut self, i: usize, c: Color, ms: u64, o: Outcome) -> bool {
        let absent = self
            .sealing
            .adjournment
            .session
            .is_some_and(|s| s.absent[c as usize]);
        if !absent || !Policy::of(self.edition).adjournment_in_laws() {
            return false;
        }
        let last = self.history.san.last().cloned().unwrap_or_default();
        let how = match (o.termination, o.result.winner()) {
            (Termination::Checkmate, Some(w)) if w == c => {
                format!(
                    "his sealed move {} having given checkmate when the envelope was opened",
                    last
                )
            }
            (Termination::Stalemate, _) => {
                format!("the sealed move {} having given stalemate", last)
            }
            (Termination::TimeForfeit, Some(w)) if w == c => {
                format!("{} having exceeded his time limit", w.other())
            }
            (Termination::TimeForfeit, Some(_)) => {
                "his own flag having fallen during his absence".to_string()
            }
            (_, Some(w)) => format!("won by {}", w),
            (_, None) => "drawn".to_string(),
        };
        let x = rules::arrive_after_end(self.edition, c, ms, &how);
        self.rule(i, x.0.citation, x.0.words, None);
        if let Some(s) = self.sealing.adjournment.session.as_mut() {
            s.absent[c as usize] = false;
        }
        true
    }

    /// A flag pointed out while the game is adjourned: ruled here when an interpretation
    /// decides it (14.4 (1979B)); false otherwise (the flag is judged in `time.rs`).
    pub(super) fn flag_while_adjourned(&mut self, i: usize, c: Color) -> bool {
        let Some(sealer) = self.sealing.sealed.as_ref().map(|(_, s)| *s) else {
            return false;
        };
        if !self.in_adjournment() {
            return false;
        }
        match rules::flag_while_adjourned(self.edition, c, sealer) {
            Some(x) => {
                self.rule(i, x.0.citation, x.0.words, None);
                true
            }
            None => false,
        }
    }

    /// The envelope opened after a draw or resignation during the adjournment: the result
    /// stands though the sealed move cannot be played. False when this is not that case
    /// (the event is then without importance).
    pub(super) fn open_after_end(&mut self, i: usize, o: Outcome) -> bool {
        let Some(env) = self.envelope() else {
            return false;
        };
        let Some(x) = rules::envelope_after_end(
            self.edition,
            &self.position,
            env,
            o.termination,
            o.result.winner(),
        ) else {
            return false;
        };
        self.clear_envelope();
        self.rule(i, x.0.citation, x.0.words, None);
        true
    }

    /// The incidents of an adjournment that act on the game under 1977/1980 (and, for
    /// wrong clock times, 1993): true when ruled here.
    pub(super) fn adjournment_incident(
        &mut self,
        i: usize,
        x: &Incident,
        an: &mut dyn Analyser,
    ) -> Result<bool, ScenarioError> {
        let p = Policy::of(self.edition);
        let ds = match x {
            Incident::EnvelopeLost { agreed } if p.lost_envelope_annuls_unless_agreed() => {
                let Some(env) = self.envelope() else {
                    return Ok(false);
                };
                vec![rules::envelope_lost(
                    self.edition,
                    env,
                    *agreed,
                    self.position.turn(),
                )]
            }
            Incident::SealClockRunning { mv }
                if p.unsealed_move_may_change()
                    && self.sealing.sealed.is_none()
                    && !self.hand.placed =>
            {
                let c = self.position.turn();
                let mv = mv.as_deref().unwrap_or("his move");
                vec![rules::seal_clock_running(self.edition, c, mv)]
            }
            Incident::ClockTimesWrong { by, too_severe } if p.adjournment_in_laws() => {
                let (off, first) = if self.in_adjournment() {
                    // still adjourned: nobody has moved since the clocks were set
                    (self.clocks_off_envelope(), true)
                } else if let Some(r) = self.sealing.adjournment.resumed {
                    (r.off, self.moves_since_resumption(r, *by) == 0)
                } else if let Some(s) = self
                    .sealing
                    .adjournment
                    .session
                    .filter(|_| self.sealing.sealed.is_some())
                {
                    // the envelope waits for the player who must reply
                    (s.off, true)
                } else {
                    return Ok(false);
                };
                let ds = rules::clock_times(self.edition, *by, off, first, *too_severe);
                if ds.iter().any(|d| matches!(d.1, Adjourning::Correct { .. })) {
                    if let Some(r) = self.sealing.adjournment.resumed.as_mut() {
                        r.off = [0, 0];
                    }
                    if let Some(s) = self.sealing.adjournment.session.as_mut() {
                        s.off = [0, 0];
                    }
                }
                ds
            }
            _ => return Ok(false),
        };
        self.apply_adjourn(i, ds, an)?;
        Ok(true)
    }
}
