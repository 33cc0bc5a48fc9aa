//! Time (1977/1980 Art. 14 and 17, 1993 Art. 10.14–10.17 and 12, 2018 Art. 6): a fallen
//! flag, late arrival, and the one rule shared by the flag and illegal moves: the
//! opponent wins unless he cannot checkmate (2018 Art. 6.9, 7.5.5; 1993 Art. 10.5).

use super::articles::Topic;
use super::game::{err, Game};
use super::material::{self, Analyser, MatingChance};
use super::scenario::ScenarioError;
use super::verdict::{GameResult, Termination};
use crate::chess::position::Position;
use crate::chess::types::Color;
use crate::clock::rules as clock_rules;
use crate::edition::Edition;

/// `winner` wins unless he cannot checkmate by any series of legal moves, which makes
/// it a draw (2018 Art. 6.9, 7.5.5). Returns the result and the analysis behind it.
pub fn win_or_draw(
    an: &mut dyn Analyser,
    pos: &Position,
    winner: Color,
) -> (GameResult, MatingChance) {
    let chance = an.mating_chance(pos, winner);
    let result = if chance.cannot() {
        GameResult::Draw
    } else {
        GameResult::Win(winner)
    };
    (result, chance)
}

impl Game {
    /// A flag observed by the arbiter or claimed by a player.
    pub(super) fn flag(
        &mut self,
        i: usize,
        c: Color,
        an: &mut dyn Analyser,
    ) -> Result<(), ScenarioError> {
        if self.edition == Edition::Fide1980
            && self.sealed.as_ref().is_some_and(|(_, s)| *s == c.other())
        {
            // Interpretation 14.4 (1979B): the sealer noticed the flag only after sealing
            let a = self.cite(Topic::FlagAfterSeal);
            self.rule(
                i,
                a,
                format!("{}'s flag is pointed out after {} sealed his move and stopped his clock: the claim is too late; the game continues", c, c.other()),
                None,
            );
            return Ok(());
        }
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
                        "the fifty moves of Art. 12.4 are not completed".to_string()
                    };
                    self.rule(
                        i,
                        a,
                        format!("no mate is possible for either side, whatever the moves, yet no draw may be decreed against {}'s will: {}, so the loss on time stands", winner, fifty),
                        None,
                    );
                }
            }
            Edition::Fide1993 if material::has_bare_king(&self.position, winner) => {
                let a = self.cite(Topic::BareKing);
                self.end(
                    i,
                    GameResult::Draw,
                    Termination::TimeForfeitDraw,
                    a,
                    format!(
                        "{}'s flag has fallen, but {} has only his king left and cannot win: draw",
                        c, winner
                    ),
                );
            }
            Edition::Fide1993 => {
                self.end(
                    i,
                    GameResult::Win(winner),
                    Termination::TimeForfeit,
                    forfeit,
                    format!("{}'s flag has fallen: {} loses on time", c, c),
                );
            }
            Edition::Fide2018 => {
                let (result, chance) = win_or_draw(an, &self.position, winner);
                let why = material::explain(&chance, winner);
                match result {
                    GameResult::Draw => self.end(
                        i,
                        result,
                        Termination::TimeForfeitDraw,
                        forfeit,
                        format!("{}'s flag has fallen, but {}: draw", c, why),
                    ),
                    _ => self.end(
                        i,
                        result,
                        Termination::TimeForfeit,
                        forfeit,
                        format!("{}'s flag has fallen: {} loses on time ({})", c, c, why),
                    ),
                }
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
    ) {
        let loses = clock_rules::late_arrival(self.edition, ms, default_ms);
        let minutes = ms / 60_000;
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
            (c, false) => {
                let who = c.map_or("both players arrive".to_string(), |c| {
                    format!("{} arrives", c)
                });
                let a = self.cite(Topic::LateWithinLimit);
                self.rule(i, a, format!("{} {} min late, within the limit: the game goes on, the time elapsed stays on the clock", who, minutes), None);
            }
        }
    }
}
