//! The one place the game applies a decision: every rule family returns a list of
//! [`Act`]s and [`Game::apply_acts`] carries them out in order (the rulings recorded, the
//! board, the offers, the clock and what the game remembers changed).

use super::decision::{Act, ClockOp, Memo};
use super::game::Game;
use super::material::Analyser;
use super::scenario::ScenarioError;
use crate::chess::types::Color;
use crate::notation::san;

impl Game {
    /// Applies a decision's acts, in order, for event `i`.
    ///
    /// # Errors
    /// A change the clock refuses (an amount beyond its range), named with the event; a
    /// move from the envelope in no notation (`Game::place`).
    pub(super) fn apply_acts(
        &mut self,
        i: usize,
        acts: Vec<Act>,
        an: &mut dyn Analyser,
    ) -> Result<(), ScenarioError> {
        for a in acts {
            match a {
                Act::Rule(d) => self.rule(i, d.citation, d.words, d.effect),
                Act::End(x) => self.end(i, x.result, x.termination, x.citation, x.words),
                Act::Play(m) => {
                    self.history.san.push(san::to_san(&self.position, m));
                    self.position.play_unchecked(m);
                    self.record_position();
                }
                Act::Compulsory(m) => {
                    self.hand.compulsory = Some(m);
                    self.hand.compulsory_intended = false;
                }
                Act::Offer { by, before_move } => {
                    self.offers.offer = Some((by, self.history.plies));
                    self.offers.offer_before_move = before_move;
                }
                Act::NoOffer => self.offers.offer = None,
                Act::Clock(op) => self.clock_op(i, op)?,
                Act::Memo(n) => self.note(n),
                Act::Adjourn(op) => self.adjourn_op(i, op, an)?,
            }
        }
        Ok(())
    }

    /// What a decision remembers, in the family's state that keeps it.
    fn note(&mut self, n: Memo) {
        match n {
            Memo::Forgot { .. } | Memo::Defect(_) | Memo::Proportional(_) => {
                self.time.record.note(n)
            }
            Memo::ExcusedLate(c) => self.time.excused_late = Some(c),
            Memo::PiecesDown(c) => self.hand.knocked_over = Some(c),
            Memo::MustSeal(c) => self.sealing.must_seal = Some(c),
            Memo::FlagRegulations(b) => self.time.flag_regulations = Some(b),
            Memo::NoDrawBefore(m) => self.offers.no_draw_before = Some(m),
            Memo::FiftyRegulation(plies) => self.claims.fifty_regulation = Some(plies),
            Memo::StartClockCorrected => self.time.start_clock_off = Some([0, 0]),
        }
    }

    /// Applies a change to the clock (none without a clock).
    fn clock_op(&mut self, i: usize, op: ClockOp) -> Result<(), ScenarioError> {
        let now = self.now;
        let ce = Game::clock_error(i);
        let Some(k) = self.clock.as_mut() else {
            return Ok(());
        };
        match op {
            ClockOp::Stop => {
                if k.running().is_some() {
                    k.stop(now).map_err(&ce)?;
                }
            }
            ClockOp::Start(c) => {
                if k.running().is_none() {
                    k.start_side(c, now).map_err(&ce)?;
                }
            }
            ClockOp::Add(c, ms) => k.add(c, ms, now).map_err(&ce)?,
            ClockOp::Charge(c, ms) => k.charge(c, ms, now).map_err(&ce)?,
            ClockOp::PassControl(c) => {
                k.pass_control(c, now).map_err(&ce)?;
            }
            ClockOp::BothFlagsFallen => k.both_flags_fallen(now).map_err(&ce)?,
            ClockOp::Set { white, black } => {
                for (c, ms) in [(Color::White, white), (Color::Black, black)] {
                    if let Some(ms) = ms {
                        k.set(c, ms, now).map_err(&ce)?;
                    }
                }
            }
            ClockOp::SetMoves { color, moves } => k.set_moves(color, moves),
            ClockOp::Stick { white, black } => {
                for (c, stops) in [(Color::White, white), (Color::Black, black)] {
                    if stops {
                        k.stick(c, now).map_err(&ce)?;
                    }
                }
            }
            ClockOp::Replace => k.repair(now).map_err(&ce)?,
        }
        Ok(())
    }
}
