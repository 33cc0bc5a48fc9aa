//! Time (1977/1980 Art. 14 and 17, 1993 Art. 10.14–10.17 and 12, 2018 Art. 6): a fallen
//! flag, late arrival, and the one rule shared by the flag and illegal moves: the
//! opponent wins unless he cannot checkmate (2018 Art. 6.9, 7.5.5; 1993 Art. 10.5).

use super::articles::{IncidentPoint, Topic};
use super::game::{err, Game};
use super::material::{self, Analyser};
use super::scenario::ScenarioError;
use super::verdict::{Effect, GameResult, Termination};
use crate::chess::types::Color;
use crate::clock::rules as clock_rules;
use crate::edition::Edition;

/// How the moves made at a flag are established when the scoresheets fall short
/// (1977/1980, where the clock has no move counter).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveCount {
    /// The scoresheets were completed after the control, by reconstructing the game
    /// if need be (Interpretation 13.2 (1959)): the moves of the game as played count.
    Reconstructed,
    /// The players cannot agree how many moves were made, and the arbiter cannot
    /// establish it (Interpretation 17.1 (1979B)).
    Uncertain { swiss: bool },
}

impl Game {
    /// The moves `c` has completed in the game, those before a set start position included.
    pub(super) fn moves_done(&self, c: Color) -> u32 {
        let plies = self.start_plies.saturating_add(self.plies);
        match c {
            Color::White => plies.saturating_add(1) / 2,
            Color::Black => plies / 2,
        }
    }

    /// The moves of the first time control, if the control has one.
    fn first_control(&self) -> Option<u32> {
        self.clock
            .as_ref()
            .and_then(|k| k.control().moves_to_control(0))
    }

    /// Whether `c` has made the moves of the first time control.
    pub(super) fn control_passed(&self, c: Color) -> bool {
        self.first_control()
            .is_some_and(|n| n > 0 && self.moves_done(c) >= n)
    }

    /// `c` is taken to have passed the time control: the game goes on with the next
    /// period's time on his clock.
    fn continue_after_flag(
        &mut self,
        i: usize,
        c: Color,
        topic: Topic,
        decision: String,
    ) -> Result<(), ScenarioError> {
        let now = self.now;
        let given = match self.clock.as_mut() {
            Some(k) => k.pass_control(c, now).map_err(Game::clock_error(i))?,
            None => 0,
        };
        let a = self.cite(topic);
        let effect = (given > 0).then_some(Effect::AddTime {
            color: c,
            ms: given,
        });
        self.rule(i, a, decision, effect);
        Ok(())
    }

    /// 1977/1980: a fallen flag where the scoresheets could not show the moves made
    /// (Interpretations 13.2 (1967), 17.1 (1979B)). True when it decided the flag.
    fn flag_by_move_count(&mut self, i: usize, c: Color) -> Result<bool, ScenarioError> {
        let Some(n) = self.first_control() else {
            return Ok(false);
        };
        match self.move_count {
            Some(MoveCount::Reconstructed) => {
                let done = self.moves_done(c);
                if done < n {
                    let a = self.cite(Topic::FlagReconstructed);
                    self.end(i, GameResult::Win(c.other()), Termination::TimeForfeit, a, format!("the reconstruction shows that {} made only {} of the {} moves of the time control before his flag fell: he loses on time", c, done, n));
                    self.stop_clock();
                } else {
                    self.continue_after_flag(i, c, Topic::FlagReconstructed, format!("the reconstruction shows that {} made {} moves: he passed the time control of {} moves, so his fallen flag does not lose; the game continues in the next period", c, done, n))?;
                }
                Ok(true)
            }
            Some(MoveCount::Uncertain { swiss }) if self.edition == Edition::Fide1980 => {
                if swiss {
                    self.continue_after_flag(i, c, Topic::FlagMovesUncertain, format!("{}'s flag has fallen and the arbiter, having made every effort, cannot establish whether the time control was passed: in a Swiss tournament he may, as an exception, let the game continue", c))?;
                } else {
                    let a = self.cite(Topic::FlagMovesUncertain);
                    self.end(i, GameResult::Win(c.other()), Termination::TimeForfeit, a, format!("{}'s flag has fallen and it cannot be established that he made the moves of the time control: only in a Swiss tournament may the arbiter let the game continue, so the flag decides and {} loses on time", c, c));
                    self.stop_clock();
                }
                Ok(true)
            }
            _ => Ok(false),
        }
    }

    /// 1977/1980: why the fallen flag of `c` counts, where the moment matters: his move
    /// on the board but his clock not stopped (Interpretations 14.3 (1967), 14.4 (1976)),
    /// or a flag that fell unseen before a later move (Interpretation 14.4 (1974)).
    fn flag_circumstance(&mut self, i: usize, c: Color) {
        let now = self.now;
        let Some(clock) = self.clock.as_ref() else {
            return;
        };
        let fell = clock.flag_fell_at(c, now).unwrap_or(now);
        if self.placed && self.position.turn().other() == c {
            let last = self.san.last().cloned().unwrap_or_default();
            if fell > self.placed_at {
                let a = self.cite(Topic::ClockNotPressed);
                self.rule(i, a, format!("{} made his move {} but did not stop his clock, and his flag fell afterwards: stopping the clock is the player's own business, the arbiter must not remind him, and the move is not completed", c, last), None);
            } else {
                let a = self.cite(Topic::MoveNotCompleted);
                self.rule(i, a, format!("{}'s flag fell before he stopped his clock on {}: a move counts for the time control only once the clock is stopped, and {} did not end the game on the board", c, last, last), None);
            }
        } else if clock.flag_fell_before_stop(c).is_some() {
            let a = self.cite(Topic::FlagUnnoticed);
            self.rule(i, a, format!("{}'s flag fell unseen during an earlier move and play went on: it counts as fallen now, when it is pointed out", c), None);
        }
    }

    /// A flag observed by the arbiter or claimed by a player.
    pub(super) fn flag(
        &mut self,
        i: usize,
        c: Color,
        an: &mut dyn Analyser,
    ) -> Result<(), ScenarioError> {
        let now = self.now;
        let clock = self
            .clock
            .as_ref()
            .ok_or_else(|| err(i, "flag: the scenario has no clock"))?;
        if !clock.flag_fallen(c, now) {
            let left = clock.remaining(c, now);
            let a = self.cite(Topic::FlagObserved);
            self.rule(
                i,
                a,
                format!(
                    "{}'s flag has not fallen ({} ms left): the game goes on",
                    c, left
                ),
                None,
            );
            return Ok(());
        }
        if self.edition == Edition::Fide1993 && clock.flag_fallen(c.other(), now) {
            if let Some(clock) = self.clock.as_mut() {
                clock.both_flags_fallen(now).map_err(Game::clock_error(i))?;
            }
            let a = self.cite(Topic::BothFlags);
            self.rule(i, a, "both flags have fallen and which fell first cannot be established: the game continues, the next move is the first of the following period", None);
            return Ok(());
        }
        let old = matches!(self.edition, Edition::Fide1977 | Edition::Fide1980);
        if old {
            if self.flag_by_move_count(i, c)? {
                return Ok(());
            }
            self.flag_circumstance(i, c);
        }
        let winner = c.other();
        let forfeit = self.cite(Topic::TimeForfeit);
        match self.edition {
            Edition::Fide1977 | Edition::Fide1980 => {
                // Interpretation 12.4 (1958A): where no mate is possible for either side, no
                // draw is decreed against a player's will before the fifty moves of Art. 12.4
                let no_mate = Color::ALL
                    .iter()
                    .all(|&side| an.mating_chance(&self.position, side).cannot());
                let fifty = self.position.halfmoves() >= 100;
                // where arbiters are few, the event's special regulations may decide how a
                // flag is established (Interpretation 17.1 (1970)); without them, the Laws'
                // procedure (Interpretation 14.4 (1974))
                match self.flag_regulations {
                    Some(true) => {
                        let a = self.cite(Topic::Incident(IncidentPoint::FlagSpecialRegulations));
                        self.rule(i, a, format!("{}'s fallen flag is established as the event's special regulations prescribe, since the arbiters cannot watch every board", c), None);
                    }
                    Some(false) => {
                        let a = self.cite(Topic::Incident(IncidentPoint::FlagWithoutArbiter));
                        self.rule(i, a, format!("{}'s fallen flag is established by the procedure of the Laws: the arbiter observes it or, with no arbiter present, {} claims it", c, winner), None);
                    }
                    None => {}
                }
                self.end(
                    i,
                    GameResult::Win(winner),
                    Termination::TimeForfeit,
                    forfeit,
                    format!("{}'s flag has fallen: {} loses on time", c, c),
                );
                if no_mate {
                    let a = self.cite(Topic::TimeForfeitNoMate);
                    let fifty = if fifty {
                        format!("the fifty moves were completed, but {} did not claim the draw before his flag fell", c)
                    } else {
                        format!(
                            "the fifty moves of Art. {} are not completed",
                            self.cite(Topic::Fifty)
                        )
                    };
                    self.rule(
                        i,
                        a,
                        format!("no mate is possible for either side, whatever the moves, yet no draw may be decreed against {}'s will: {}, so the loss on time stands", winner, fifty),
                        None,
                    );
                }
            }
            Edition::Fide1993 | Edition::Fide2018 => {
                // 1993 Art. 10.5, 2018 Art. 6.9: a draw if the opponent cannot win
                let spared = material::spared(self.edition, an, &self.position, winner);
                let words = spared.words(winner);
                let (result, termination, cited) = match spared {
                    material::Spared::BareKing => (
                        GameResult::Draw,
                        Termination::TimeForfeitDraw,
                        self.cite(Topic::BareKing),
                    ),
                    material::Spared::CannotMate(_) => {
                        (GameResult::Draw, Termination::TimeForfeitDraw, forfeit)
                    }
                    material::Spared::No(_) => {
                        (GameResult::Win(winner), Termination::TimeForfeit, forfeit)
                    }
                };
                let decision = if result == GameResult::Draw {
                    format!("{}'s flag has fallen{}", c, words)
                } else {
                    format!("{}'s flag has fallen: {} loses on time{}", c, c, words)
                };
                self.end(i, result, termination, cited, decision);
            }
        }
        self.stop_clock();
        Ok(())
    }

    /// A player (`None`: both players) arrives `ms` after the start of the session.
    pub(super) fn late(
        &mut self,
        i: usize,
        color: Option<Color>,
        ms: u64,
        default_ms: Option<u64>,
    ) -> Result<(), ScenarioError> {
        let loses = clock_rules::late_arrival(self.edition, ms, default_ms);
        let minutes = ms / 60_000;
        let old = matches!(self.edition, Edition::Fide1977 | Edition::Fide1980);
        if let (Some(c), true, true) = (color, loses, old) {
            if self.excused_late == Some(c) {
                // Interpretation 17.2 (1958): the concession granted stands
                let a = self.cite(Topic::LateExcused);
                self.rule(i, a, format!("{} arrives {} min late, through no fault of his own: the concession granted stands; the game is not forfeited and is played", c, minutes), None);
                return Ok(());
            }
        }
        match (color, loses) {
            (None, true) => {
                let a = self.cite(Topic::BothLate);
                self.end(
                    i,
                    GameResult::BothLose,
                    Termination::Late,
                    a,
                    format!(
                        "both players arrive {} min late: the game is lost by both",
                        minutes
                    ),
                );
            }
            (Some(c), true) => {
                let a = self.cite(Topic::LateLoss);
                self.end(
                    i,
                    GameResult::Win(c.other()),
                    Termination::Late,
                    a,
                    format!("{} arrives {} min late: the game is lost", c, minutes),
                );
            }
            (None, false) if self.edition <= Edition::Fide1980 => {
                // Interpretation 14.3 (1958): White's clock was started at the set time
                let a = self.cite(Topic::BothLateWithinLimit);
                self.rule(i, a, format!("both players arrive {} min late, within the limit: White's clock was started at the time set for the game all the same, so the time elapsed is White's alone; Black's clock starts only after White's first move", minutes), None);
            }
            (c, false) => {
                let who = c.map_or("both players arrive".to_string(), |c| {
                    format!("{} arrives", c)
                });
                let a = self.cite(Topic::LateWithinLimit);
                self.rule(i, a, format!("{} {} min late, within the limit: the game goes on, the time elapsed stays on the clock", who, minutes), None);
            }
        }
        Ok(())
    }
}
