//! Adjournment (1977/1980 Art. 15–17.3, 1993 Art. 10.16, 13–14): sealing the move and
//! opening the envelope. The 2018 Laws have no adjournment in Articles 1–12: a player
//! who writes his move for an envelope is writing it in advance (Art. 8.1.2).

use super::articles::Topic;
use super::game::Game;
use super::material::{self, Analyser};
use super::scenario::ScenarioError;
use super::verdict::{GameResult, Termination};
use crate::chess::types::Color;
use crate::edition::Edition;
use crate::notation::san::SanError;
use crate::notation::{self, san};

impl Game {
    /// The player to move writes his move and seals it in the envelope.
    pub(super) fn seal(&mut self, i: usize, text: &str) -> Result<(), ScenarioError> {
        if self.edition == Edition::Fide2018 {
            self.refuse(i, Topic::SealMove, "the 2018 Laws adjourn a game only under their Guidelines, which this event has not adopted; otherwise writing a move in advance is forbidden: the game goes on with the clock running");
            return Ok(());
        }
        if self.sealed.is_some() {
            self.refuse(
                i,
                Topic::SealMove,
                "a move is already sealed: the envelope is not opened before the resumption",
            );
            return Ok(());
        }
        if self.placed {
            // the player made his move on the board and seals that move (Interpretation
            // 15.1 (1978)): it is completed, his clock stopped, the envelope holds it
            let mover = self.position.turn().other();
            let on_board = self.san.last().cloned().unwrap_or_default();
            let bare = |s: &str| s.trim().trim_end_matches(['+', '#']).to_string();
            if bare(text) != bare(&on_board) {
                self.refuse(
                    i,
                    Topic::SealOnBoard,
                    format!(
                        "{} made {} on the board: that is the move he must seal, not {}",
                        mover, on_board, text
                    ),
                );
                return Ok(());
            }
            self.placed = false;
            self.record_position();
            let now = self.now;
            if let Some(clock) = self.clock.as_mut() {
                // the move counts as made in this session (the time control counts it), then
                // the clocks stop for the adjournment
                let _ = clock.press(mover, now);
                let _ = clock.stop(now);
            }
            self.sealed = Some((text.to_string(), mover));
            self.sealed_on_board = true;
            let a = self.cite(Topic::SealOnBoard);
            self.rule(
                i,
                a,
                format!("{} made his move {} on the board and seals it: the move stands as the sealed move; the envelope is prepared and sealed", mover, on_board),
                None,
            );
            return Ok(());
        }
        let c = self.position.turn();
        self.sealed = Some((text.to_string(), c));
        // what he touched before sealing binds nothing at the resumption: the sealed move does
        self.touched.clear();
        self.stop_clock();
        let a = self.cite(Topic::SealMove);
        self.rule(
            i,
            a,
            format!(
                "{} seals his move and stops his clock; the game is adjourned",
                c
            ),
            None,
        );
        Ok(())
    }

    /// The envelope is opened at the resumption and the sealed move made.
    pub(super) fn resume(&mut self, i: usize, an: &mut dyn Analyser) -> Result<(), ScenarioError> {
        let Some((text, c)) = self.sealed.take() else {
            self.refuse(
                i,
                Topic::SealedMove,
                "no move is sealed: there is no envelope to open; the game goes on",
            );
            return Ok(());
        };
        let a = self.cite(Topic::SealedMove);
        if std::mem::take(&mut self.sealed_on_board) {
            let now = self.now;
            let turn = self.position.turn();
            if let Some(clock) = self.clock.as_mut().filter(|c| c.running().is_none()) {
                clock.start_side(turn, now).map_err(Game::clock_error(i))?;
            }
            self.rule(i, a, format!("the envelope holds {}, the move {} made on the board: it stands; {}'s clock is started", text, c, turn), None);
            return Ok(());
        }
        let old = matches!(self.edition, Edition::Fide1977 | Edition::Fide1980);
        if old {
            if let Some((topic, reading)) = self.read_sealed_move(&text, c) {
                return match reading {
                    Ok((m, decision)) => {
                        let a = self.cite(topic);
                        self.rule(i, a, decision, None);
                        let now = self.now;
                        if let Some(clock) = self.clock.as_mut().filter(|k| k.running().is_none()) {
                            clock.start_side(c, now).map_err(Game::clock_error(i))?;
                        }
                        if self.place(i, &m, true, an)? {
                            self.press(i, c, an)?;
                        }
                        Ok(())
                    }
                    Err(decision) => {
                        let a = self.cite(topic);
                        self.end(
                            i,
                            GameResult::Win(c.other()),
                            Termination::SealedMove,
                            a,
                            decision,
                        );
                        Ok(())
                    }
                };
            }
        }
        match notation::parse_move(&self.position, &text) {
            Ok(m) => {
                self.rule(
                    i,
                    a,
                    format!(
                        "the sealed move {} is legal and unambiguous: it is played",
                        san::to_san(&self.position, m)
                    ),
                    None,
                );
                let now = self.now;
                if let Some(clock) = self.clock.as_mut().filter(|k| k.running().is_none()) {
                    clock.start_side(c, now).map_err(Game::clock_error(i))?;
                }
                if self.place(i, &text, true, an)? {
                    self.press(i, c, an)?;
                }
                Ok(())
            }
            Err(e) => {
                if self.edition == Edition::Fide1993
                    && material::has_bare_king(&self.position, c.other())
                {
                    let b = self.cite(Topic::BareKing);
                    self.end(i, GameResult::Draw, Termination::SealedMove, b, format!("the sealed move {:?} is not a legal unambiguous move ({}), but the opponent has a bare king: draw", text, e));
                } else {
                    self.end(
                        i,
                        GameResult::Win(c.other()),
                        Termination::SealedMove,
                        a,
                        format!(
                            "the sealed move {:?} is not a legal unambiguous move ({}): {} loses",
                            text, e, c
                        ),
                    );
                }
                Ok(())
            }
        }
    }

    /// 1977/1980: the arbiter reads a sealed move that is not plainly legal and
    /// unambiguous: `None` when it is (Art. 17.3 plays it); else the interpretation that
    /// decides, and the move to play (in SAN) with the words, or the words of the loss.
    #[allow(clippy::type_complexity)]
    fn read_sealed_move(
        &self,
        text: &str,
        c: Color,
    ) -> Option<(Topic, Result<(String, String), String>)> {
        let t = text.trim();
        if t.is_empty() {
            return Some((Topic::SealedMoveMissing, Err(format!("the envelope holds no move of {}: failing to seal a move, he loses (the arbiter, who did not make sure the envelope held his scoresheet, is to blame too)", c))));
        }
        let strict = notation::parse_move(&self.position, t);
        // the legal moves whose SAN, signs of capture, check and dashes left out, reads as `s`
        let bare = |s: &str| -> String {
            s.replace("Kt", "N")
                .chars()
                .filter(|ch| !matches!(ch, 'x' | ':' | '+' | '#' | '-' | ' ' | '!' | '?'))
                .collect()
        };
        let matches = |s: &str| -> Vec<String> {
            let want = bare(s);
            self.position
                .legal_moves()
                .iter()
                .map(|&m| san::to_san(&self.position, m))
                .filter(|m| bare(m) == want)
                .collect()
        };
        match strict {
            Ok(_) => None,
            Err(SanError::Ambiguous(_)) => Some((Topic::SealedMoveAmbiguous, Err(format!("the sealed move {:?} could be more than one move: sealing a correct move is entirely {}'s responsibility, and he loses", t, c)))),
            Err(SanError::Illegal(_)) => {
                // a clear notation of an irregular move: is there reasonable doubt which
                // move was meant?
                let found = matches(t);
                Some((Topic::SealedMoveIrregular, match found.as_slice() {
                    [m] => Ok((m.clone(), format!("the sealed move {:?} is clearly written but irregular; the arbiter judges that there is no reasonable doubt {} meant {}: it is played", t, c, m))),
                    _ => Err(format!("the sealed move {:?} is clearly written but irregular, and no move can be read from it beyond reasonable doubt: {} loses", t, c)),
                }))
            }
            Err(_) => {
                // inexact notation: the arbiter establishes its real significance
                let found = matches(t);
                Some(match found.as_slice() {
                    [m] => (Topic::SealedMoveInexact, Ok((m.clone(), format!("the sealed move {:?} is written inexactly; the arbiter establishes its real significance, {}: it is played", t, m)))),
                    [] => (Topic::SealedMove, Err(format!("the real significance of the sealed move {:?} cannot be established: {} loses", t, c))),
                    _ => (Topic::SealedMoveAmbiguous, Err(format!("the sealed move {:?} could be more than one move: sealing a correct move is entirely {}'s responsibility, and he loses", t, c))),
                })
            }
        }
    }
}
