//! The arbiter's actions and the incidents he rules on: stopping, restarting and
//! correcting the clock (1977/1980 Art. 14, 1993 Art. 12, 2018 Art. 6.10–6.11), colours
//! found reversed, and incidents beyond moves and clock (`incident`).

use super::articles::{IncidentPoint, Topic};
use super::decision::Act;
use super::editions::Policy;
use super::game::Game;
use super::incident::{self, Incident};
use super::material::Analyser;
use super::scenario::{ArbiterAction, ScenarioError};
use super::time::MoveCount;
use super::timing;
use super::timing::arbiter::{ArbiterFacts, ClockState};
use super::timing::defect::{DefectFacts, DefectiveClock, IrregularityFacts};
use super::verdict::{Effect, GameResult, Termination};
use crate::chess::types::Color;

impl Game {
    /// The facts of an arbiter's clock action now.
    fn arbiter_facts(&self, a: &ArbiterAction) -> ArbiterFacts {
        let now = self.now;
        let stopped = self.clock.as_ref().is_some_and(|k| k.running().is_none());
        ArbiterFacts {
            edition: self.edition,
            action: a.clone(),
            clock: self.clock.as_ref().map(|k| ClockState {
                running: k.running(),
                remaining_ms: [
                    k.remaining(Color::White, now).max(0) as u64,
                    k.remaining(Color::Black, now).max(0) as u64,
                ],
            }),
            // with a move made and not yet completed, the mover's clock is the one to run
            to_start: if self.hand.placed {
                self.position.turn().other()
            } else {
                self.position.turn()
            },
            adjourned: self.sealing.sealed.is_some(),
            reconstructing: Policy::of(self.edition).only_arbiter_restarts_stopped_clocks()
                && stopped
                && self.time.move_count == Some(MoveCount::Reconstructed)
                && self.sealing.sealed.is_none(),
            defect: self.time.record.defect,
            forgot: self.time.record.forgot.map(|(c, _)| c),
            proportional: self.time.record.proportional,
        }
    }

    /// The arbiter acts on the clock.
    pub(super) fn arbiter(
        &mut self,
        i: usize,
        a: &ArbiterAction,
        an: &mut dyn Analyser,
    ) -> Result<(), ScenarioError> {
        let acts = timing::arbiter::rule(&self.arbiter_facts(a));
        self.apply_acts(i, acts, an)
    }

    /// The time rules' incidents: the clock itself, a forgotten press, a flag the arbiter
    /// sees, an irregularity found later. `None` when `x` is not one of them.
    fn clock_incident(&self, x: &Incident) -> Option<Vec<Act>> {
        let e = self.edition;
        let now = self.now;
        Some(match x {
            Incident::ClockDefect {
                by,
                claimed_by,
                evident,
                session_ms,
            } => timing::defect::rule(&DefectFacts {
                edition: e,
                clock: self.clock.as_ref().map(|k| {
                    let allotted = [
                        self.allotted_ms(Color::White),
                        self.allotted_ms(Color::Black),
                    ];
                    let used = |c: Color| {
                        allotted[c as usize].saturating_sub(k.remaining(c, now).max(0) as u64)
                    };
                    DefectiveClock {
                        running: k.running().is_some(),
                        stuck: [k.is_stuck(Color::White), k.is_stuck(Color::Black)],
                        used_ms: [used(Color::White), used(Color::Black)],
                        allotted_ms: allotted,
                    }
                }),
                claimed_by: *claimed_by,
                meddler: *by,
                evident: *evident,
                session_ms: *session_ms,
            }),
            Incident::TimeBack { by } => timing::arbiter::time_back(
                e,
                *by,
                self.time.record.forgot.map(|(c, _)| c) == Some(*by),
            ),
            Incident::ClockStops { white, black } => {
                timing::defect::stops(e, self.clock.is_some(), [*white, *black])
            }
            Incident::ForgetsClock { by } => {
                let last = self
                    .history
                    .san
                    .last()
                    .map(String::as_str)
                    .unwrap_or_default();
                let waiting = (self.hand.placed && self.position.turn().other() == *by)
                    .then_some((last, self.history.plies));
                timing::defect::forgets(e, *by, waiting)
            }
            Incident::IrregularityFound { by, found_move } => {
                let at_move = self.position.fullmoves();
                timing::defect::irregularity(&IrregularityFacts {
                    edition: e,
                    by: *by,
                    at_move,
                    found_move: *found_move,
                    clock: self.clock.as_ref().map(|k| {
                        let allotted = [
                            self.allotted_ms(Color::White),
                            self.allotted_ms(Color::Black),
                        ];
                        let used = |c: Color| {
                            allotted[c as usize].saturating_sub(k.remaining(c, now).max(0) as u64)
                        };
                        ([used(Color::White), used(Color::Black)], allotted)
                    }),
                    running: self.clock.as_ref().is_some_and(|k| k.running().is_some()),
                })
            }
            _ => return None,
        })
    }

    /// It is found that the game started with colours reversed; `by_arbiter`: the arbiter
    /// made the mistake (Interpretation 9.4 (1973): it does not matter who made it).
    pub(super) fn colours_reversed(&mut self, i: usize, by_arbiter: bool) {
        // moves before a set start position count too
        let moves_each = (self.history.start_plies + self.history.plies) / 2;
        let a = self.cite(if by_arbiter {
            Topic::ColoursReversedByArbiter
        } else {
            Topic::ColoursReversed
        });
        let annul = |g: &mut Game, decision: String| {
            g.end(
                i,
                GameResult::Annulled,
                Termination::ColoursReversed,
                a,
                decision,
            )
        };
        let p = Policy::of(self.edition);
        match p.colours_reversed_moves_to_continue() {
            Some(n) if moves_each < n => annul(self, format!("colours reversed found after {} moves by both players (fewer than {}): the game is discontinued and a new game played with the correct colours", moves_each, n)),
            Some(_) => self.rule(
                i,
                a,
                format!(
                    "colours reversed found after {} moves: the game continues",
                    moves_each
                ),
                None,
            ),
            None if p.colours_reversed_quarter_time_continues() => {
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
            None if by_arbiter => annul(self, "the arbiter himself gave the players the wrong colours: it does not matter who made the mistake, the rule is obeyed all the same; colours reversed is an incorrect initial position, so the game is annulled and a new game played".into()),
            None => annul(self, "colours reversed is an incorrect initial position: the game is annulled and a new game played".into()),
        }
    }

    /// The arbiter uses the discretion the last ruling with a penalty left him, and warns the
    /// player or players it named; with no such ruling, there is nothing to warn for.
    fn arbiter_warns(&mut self, i: usize) {
        let last = self
            .rulings
            .iter()
            .rev()
            .find(|r| matches!(r.effect, Some(Effect::Penalty { .. } | Effect::PenaltyBoth)));
        let Some((citation, effect)) = last.map(|r| (r.citation, r.effect.clone())) else {
            let a = self.cite(Topic::Penalty);
            self.rule(
                i,
                a,
                "no ruling so far leaves the arbiter a penalty: nothing to warn for",
                Some(Effect::Refused),
            );
            return;
        };
        let who = match effect {
            Some(Effect::Penalty { color }) => color.to_string(),
            _ => "both players".to_string(),
        };
        self.rule(
            i,
            citation,
            format!("the arbiter uses the discretion this leaves him: he judges the breach clear and warns {who}"),
            effect,
        );
    }

    /// An incident beyond moves and clock, ruled by the edition.
    pub(super) fn incident(
        &mut self,
        i: usize,
        x: &Incident,
        an: &mut dyn Analyser,
    ) -> Result<(), ScenarioError> {
        // the envelope lost, a seal with the clocks running, wrong times at the resumption
        if self.adjournment_incident(i, x, an)? {
            return Ok(());
        }
        // a touched-piece claim, an illegal move found: what nobody noticed at the time
        if self.unnoticed_incident(i, x, an)? {
            return Ok(());
        }
        if let Incident::ColoursReversed { by_arbiter } = x {
            self.colours_reversed(i, *by_arbiter);
            return Ok(());
        }
        if let Incident::ArbiterWarns = x {
            self.arbiter_warns(i);
            return Ok(());
        }
        if let Some(acts) = self.clock_incident(x) {
            return self.apply_acts(i, acts, an);
        }
        if let Incident::ArbiterSeesFlag { color } = x {
            if Policy::of(self.edition).flag_special_regulations_allowed()
                && self.time.flag_regulations == Some(true)
            {
                // Interpretation 17.1 (1970): the event's special regulations, where the
                // arbiters cannot watch every board, establish a flag on the claim alone
                let a = self.cite(Topic::Incident(IncidentPoint::FlagSpecialRegulations));
                self.rule(i, a, format!("the arbiter sees {}'s flag down, but under the event's special regulations, allowed because the arbiters cannot watch every board, a loss on time is established only on the opponent's claim: {} has not claimed, so play goes on", color, color.other()), None);
                return Ok(());
            }
            // the arbiter observing the flag establishes it (Interpretation 14.4 (1974))
            return self.flag(i, *color, an);
        }
        // the moves made, as established where the scoresheets fell short, rule a flag
        let counted = Policy::of(self.edition).move_count_rules_flag();
        let mover = self.hand.placed.then(|| self.position.turn().other());
        if let Incident::OtherHand { by } = x {
            if mover != Some(*by) {
                // a press, with whichever hand, without a move of his own to complete
                return self.press(i, *by, an);
            }
        }
        let ctx = incident::Context {
            turn: mover.unwrap_or_else(|| self.position.turn()),
            control_passed: (
                self.control_passed(Color::White),
                self.control_passed(Color::Black),
            ),
            adjourned: self.in_adjournment(),
            moves_made: {
                let made = self.history.start_plies + self.history.plies;
                (made.div_ceil(2), made / 2)
            },
            start_clock_error: self.time.start_clock_off,
            clock_running: self.clock.as_ref().is_some_and(|c| c.running().is_some()),
            remaining_ms: self.clock.as_ref().map(|c| {
                (
                    c.remaining(Color::White, self.now).max(0) as u64,
                    c.remaining(Color::Black, self.now).max(0) as u64,
                )
            }),
        };
        let acts = incident::rule(self.edition, x, ctx);
        // an incident that ends the game (the initial position incorrect: annulled) is
        // ruled on alone; the follow-ups below are for a game that goes on
        let annulled = acts.iter().any(|a| matches!(a, Act::End(_)));
        self.apply_acts(i, acts, an)?;
        if annulled {
            return Ok(());
        }
        match x {
            // a piece "adjusted" without warning anyone counts as touched (Art. 8.1, 8.2)
            Incident::Adjusts {
                by,
                square,
                warned: incident::Warned::Nobody,
            } if *by == self.position.turn()
                && !self.hand.placed
                && self.position.board().piece_at(*square).is_some()
                && !self.hand.touched.contains(square) =>
            {
                self.touch_claim_lapses(i);
                self.hand.touched.push(*square);
            }
            // after the control both scoresheets are completed with the clocks stopped: the
            // moves made are those of the game as reconstructed (Interpretation 13.2 (1959)(b))
            Incident::ScoreBehind {
                by,
                opponent_too: true,
                ..
            } if counted && self.control_passed(*by) => {
                self.time.move_count = Some(MoveCount::Reconstructed);
            }
            Incident::MovesUncertain { swiss } if counted => {
                self.time.move_count = Some(MoveCount::Uncertain { swiss: *swiss });
            }
            // the clock pressed with the other hand completes the move all the same (under
            // 2018 it is forbidden, Art. 6.2.3, but the clock has been pressed)
            Incident::OtherHand { by } => return self.press(i, *by, an),
            _ => {}
        }
        Ok(())
    }

    /// The opponent of a player who knocked pieces over and pressed his clock without
    /// restoring them presses his own side (Interpretation 17.1 (1979A)): rightly, the
    /// player's clock runs again while he restores them. False when no pieces are down.
    pub(super) fn restart_for_pieces_down(&mut self, i: usize, c: Color) -> bool {
        let Some(down) = self.hand.knocked_over else {
            return false;
        };
        if self.hand.placed || c == down || self.position.turn() != c {
            return false;
        }
        self.hand.knocked_over = None;
        let now = self.now;
        if let Some(clock) = self.clock.as_mut() {
            if clock.running().is_some() && clock.stop(now).is_err() {
                return false;
            }
            if clock.start_side(down, now).is_err() {
                return false;
            }
        }
        let a = self.cite(Topic::Incident(IncidentPoint::PiecesKnockedOver));
        self.rule(
            i,
            a,
            format!("{} presses his side of the clock at once, pointing out the pieces {} left knocked over: he acts correctly; {}'s clock runs again while he restores the position in his own time", c, down, down),
            Some(Effect::ClockStarted { color: down }),
        );
        true
    }
}
