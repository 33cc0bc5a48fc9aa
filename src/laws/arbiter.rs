//! The arbiter's actions and the incidents he rules on: stopping, restarting and
//! correcting the clock (1977/1980 Art. 14, 1993 Art. 12, 2018 Art. 6.10–6.11), colours
//! found reversed, and incidents beyond moves and clock (`incident`).

use super::articles::Topic;
use super::game::Game;
use super::incident::{self, Incident};
use super::scenario::{ArbiterAction, ScenarioError};
use super::verdict::{Effect, GameResult, Termination};
use crate::chess::types::Color;
use crate::edition::Edition;

impl Game {
    /// The arbiter acts on the clock.
    pub(super) fn arbiter(&mut self, i: usize, a: &ArbiterAction) -> Result<(), ScenarioError> {
        let now = self.now;
        // with a move made and not yet completed, the mover's clock is the one running
        let turn = if self.placed {
            self.position.turn().other()
        } else {
            self.position.turn()
        };
        let ce = Game::clock_error(i);
        let clock = self.clock_mut(i)?;
        let (topic, what, effect) = match a {
            ArbiterAction::Stop => {
                if clock.running().is_none() {
                    (
                        Topic::ClockStop,
                        "the clock is already stopped".to_string(),
                        None,
                    )
                } else {
                    clock.stop(now).map_err(&ce)?;
                    (
                        Topic::ClockStop,
                        "the arbiter stops the clock".to_string(),
                        Some(Effect::ClockStopped),
                    )
                }
            }
            ArbiterAction::Start => {
                if clock.running().is_some() {
                    (
                        Topic::ClockStart,
                        "the clock is already running".to_string(),
                        None,
                    )
                } else {
                    clock.start_side(turn, now).map_err(&ce)?;
                    (
                        Topic::ClockStart,
                        format!("the arbiter restarts {}'s clock", turn),
                        None,
                    )
                }
            }
            ArbiterAction::AddMs { white, black } => {
                clock.add(Color::White, *white, now).map_err(&ce)?;
                clock.add(Color::Black, *black, now).map_err(&ce)?;
                let effect = match (*white, *black) {
                    (ms, 0) if ms > 0 => Some(Effect::AddTime {
                        color: Color::White,
                        ms,
                    }),
                    (0, ms) if ms > 0 => Some(Effect::AddTime {
                        color: Color::Black,
                        ms,
                    }),
                    _ => None,
                };
                (
                    Topic::ClockCorrection,
                    format!(
                        "the arbiter adds {} ms to White and {} ms to Black",
                        white, black
                    ),
                    effect,
                )
            }
            ArbiterAction::SetMs { white, black } => {
                if let Some(w) = white {
                    clock.set(Color::White, *w, now).map_err(&ce)?;
                }
                if let Some(b) = black {
                    clock.set(Color::Black, *b, now).map_err(&ce)?;
                }
                (
                    Topic::ClockCorrection,
                    "the arbiter sets the clock".to_string(),
                    None,
                )
            }
            ArbiterAction::SetMoves { color, moves } => {
                clock.set_moves(*color, *moves);
                (
                    Topic::ClockCorrection,
                    format!("the arbiter corrects {}'s move counter to {}", color, moves),
                    None,
                )
            }
        };
        let c = self.cite(topic);
        self.rule(i, c, what, effect);
        Ok(())
    }

    /// It is found that the game started with colours reversed.
    pub(super) fn colours_reversed(&mut self, i: usize) {
        // moves before a set start position count too
        let moves_each = (self.start_plies + self.plies) / 2;
        let a = self.cite(Topic::ColoursReversed);
        let annul = |g: &mut Game, decision: String| {
            g.end(
                i,
                GameResult::Annulled,
                Termination::ColoursReversed,
                a,
                decision,
            )
        };
        match self.edition {
            Edition::Fide2018 if moves_each < 10 => annul(self, format!("colours reversed found after {} moves by both players (fewer than 10): the game is discontinued and a new game played with the correct colours", moves_each)),
            Edition::Fide2018 => self.rule(
                i,
                a,
                format!(
                    "colours reversed found after {} moves: the game continues",
                    moves_each
                ),
                None,
            ),
            Edition::Fide1993 => {
                // 8.6: the game continues if more than a quarter of the time to the
                // first control has elapsed; earlier the arbiter can arrange a new game
                let spent = self.clock.as_ref().map(|c| {
                    let [w, b] = c.times(self.now);
                    let initial = c.control().initial_ms() as i64;
                    (2 * initial - w - b, initial * 2 / 4)
                });
                match spent {
                    Some((used, quarter)) if used > quarter => self.rule(i, a, "colours reversed found after more than a quarter of the time to the first control: the game continues", None),
                    _ => annul(self, "colours reversed found early: the arbiter arranges a new game with the correct colours".into()),
                }
            }
            _ => annul(self, "colours reversed is an incorrect initial position: the game is annulled and a new game played".into()),
        }
    }

    /// An incident beyond moves and clock, ruled by the edition.
    pub(super) fn incident(&mut self, i: usize, x: &Incident) {
        // the envelope lost, a seal with the clocks running, wrong times at the resumption
        if self.adjournment_incident(i, x) {
            return;
        }
        let ctx = incident::Context {
            adjourned: self.sealed.is_some(),
            remaining_ms: self.clock.as_ref().map(|c| {
                (
                    c.remaining(Color::White, self.now).max(0) as u64,
                    c.remaining(Color::Black, self.now).max(0) as u64,
                )
            }),
        };
        let ruling = incident::rule(self.edition, x, ctx);
        let effect = (ruling.effect == incident::Effect::StopClocks && self.stop_clock())
            .then_some(Effect::ClockStopped);
        self.rule(i, ruling.citation, ruling.decision, effect);
    }
}
