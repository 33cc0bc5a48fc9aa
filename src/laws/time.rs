//! Time (1977/1980 Art. 14 and 17, 1993 Art. 10.14–10.17 and 12, 2018 Art. 6): a fallen
//! flag, late arrival, and the one rule shared by the flag and illegal moves: the
//! opponent wins unless he cannot checkmate (2018 Art. 6.9, 7.5.5; 1993 Art. 10.5).

use super::articles::{IncidentPoint, Topic};
use super::game::{err, Game};
use super::material::{self, Analyser, MatingChance};
use super::scenario::ScenarioError;
use super::verdict::{GameResult, Termination};
use crate::chess::position::Position;
use crate::chess::types::Color;
use crate::clock::rules as clock_rules;
use crate::edition::Edition;
use crate::notation;

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
                self.end(i, GameResult::Win(winner), Termination::TimeForfeit, forfeit, format!("{}'s flag has fallen: {} loses on time (a loss on time stands whatever the material, Interpretation 12.4 (1958A))", c, c));
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
        an: &mut dyn Analyser,
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
            if let Some((text, sealer)) = self.sealed.clone() {
                return self.late_on_resumption(i, c, minutes, &text, sealer, an);
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

    /// 1977/1980: `c` is more than an hour late for the resumption of the game `sealer`
    /// adjourned with `text` (Interpretations 17.2 (1962), (1966)).
    fn late_on_resumption(
        &mut self,
        i: usize,
        c: Color,
        minutes: u64,
        text: &str,
        sealer: Color,
        an: &mut dyn Analyser,
    ) -> Result<(), ScenarioError> {
        let a = self.cite(Topic::LateOnResumption);
        if c == sealer {
            // the game may have ended with the sealed move: checkmate or stalemate
            let ends = notation::parse_move(&self.position, text)
                .ok()
                .and_then(|m| {
                    let mut p = self.position.clone();
                    p.play(m).ok()?;
                    (p.is_checkmate() || p.is_stalemate()).then(|| p.is_checkmate())
                });
            if let Some(mate) = ends {
                let how = if mate { "checkmate" } else { "stalemate" };
                self.rule(i, a, format!("{} is still absent an hour after the resumption, but the envelope is opened: his sealed move gives {}, which ended the game; what follows its end is without importance", c, how), None);
                return self.resume(i, an);
            }
        }
        let left = self
            .clock
            .as_ref()
            .map_or(0, |k| k.remaining(c, self.now).max(0) as u64);
        if left > 60 * 60_000 {
            let b = self.cite(Topic::LateWithTimeInHand);
            self.end(i, GameResult::Win(c.other()), Termination::Late, b, format!("{} has not appeared {} min after the resumption: he loses after one hour, though his clock still shows {}; {} need not wait for that time to run out", c, minutes, crate::clock::format_ms(left as i64, 0), c.other()));
        } else {
            self.end(i, GameResult::Win(c.other()), Termination::Late, a, format!("{} arrives {} min after the resumption of the adjourned game: more than an hour late, he loses, as at the start of a game", c, minutes));
        }
        self.stop_clock();
        Ok(())
    }
}
