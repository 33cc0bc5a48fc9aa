//! Adjournment (1977/1980 Art. 15–17.3, 1993 Art. 10.16, 13–14): sealing the move and
//! opening the envelope. The 2018 Laws have no adjournment in Articles 1–12: a player
//! who writes his move for an envelope is writing it in advance (Art. 8.1.2).
//!
//! What the 1977/1980 interpretations turn on is kept in [`Adjournment`]: a move put in
//! the envelope with the clocks running (15.1 (1966)), the times recorded on the envelope
//! (15.2(c)) against those the clocks show at the resumption (16.6), the reply the player
//! having the move seals while the sealer is absent (16.4, 16.4 (1958)), the envelope lost
//! (16.5, 16.5 (1970)) and the envelope opened after a draw or resignation (16.2 (1974)).

use super::articles::{IncidentPoint, Topic};
use super::game::Game;
use super::incident::Incident;
use super::material::{self, Analyser};
use super::scenario::ScenarioError;
use super::verdict::{Effect, GameResult, Outcome, Termination};
use crate::chess::types::Color;
use crate::clock::format_ms;
use crate::edition::Edition;
use crate::notation::san::SanError;
use crate::notation::{self, san};

/// The state of an adjournment beyond the sealed move itself.
#[derive(Clone, Debug, Default)]
pub struct Adjournment {
    /// A move put in the envelope with the clocks still running (Interpretation 15.1
    /// (1966)): the move, who wrote it, and the plies played then.
    unsealed: Option<(String, Color, u32)>,
    /// The remaining times recorded on the envelope at the adjournment (Art. 15.2(c)).
    recorded: Option<[i64; 2]>,
    /// The last resumption, when it happened.
    resumed: Option<Resumed>,
    /// The sealed envelope holds the reply of Art. 16.4 (the sealer was absent).
    reply: bool,
}

/// A resumption: the plies played and the side to move then, and by how much each clock
/// (white, black) showed more remaining time than the envelope recorded.
#[derive(Clone, Copy, Debug)]
struct Resumed {
    plies: u32,
    turn: Color,
    off: [i64; 2],
}

/// Why a written move is not one legal move, in words: which moves it could be, or none.
fn unreadable(e: &impl std::fmt::Display) -> String {
    let e = e.to_string();
    match (e.contains("ambiguous"), e.rfind('('), e.rfind(')')) {
        (true, Some(a), Some(b)) if a < b => format!("it could be any of {}", &e[a + 1..b]),
        (true, _, _) => "it could be more than one move".to_string(),
        _ => "no legal move matches it".to_string(),
    }
}

impl Game {
    /// 1977/1980: the editions with Articles 15–16 and their interpretations.
    fn old_adjournment(&self) -> bool {
        self.edition <= Edition::Fide1980
    }

    /// The remaining times now, (white, black), if there is a clock.
    fn remaining_now(&self) -> Option<[i64; 2]> {
        self.clock.as_ref().map(|c| c.times(self.now))
    }

    /// How many moves `c` has made since the last resumption.
    fn moves_since_resumption(&self, r: Resumed, c: Color) -> u32 {
        let n = self.plies.saturating_sub(r.plies);
        if c == r.turn {
            n.div_ceil(2)
        } else {
            n / 2
        }
    }

    /// The clocks are stopped for the adjournment and the times recorded on the envelope.
    fn record_adjournment(&mut self) {
        self.stop_clock();
        self.adjournment.recorded = self.remaining_now();
    }

    /// The game resumes now: remembers how the clocks were set against the envelope.
    fn mark_resumed(&mut self, off: [i64; 2]) {
        self.adjournment.resumed = Some(Resumed {
            plies: self.plies,
            turn: self.position.turn(),
            off,
        });
    }

    /// How far the clocks now stand from the times recorded on the envelope.
    fn clocks_off_envelope(&self) -> [i64; 2] {
        match (self.remaining_now(), self.adjournment.recorded) {
            (Some([w, b]), Some([rw, rb])) => [w - rw, b - rb],
            _ => [0, 0],
        }
    }

    /// The player to move writes his move and seals it in the envelope.
    pub(super) fn seal(&mut self, i: usize, text: &str) -> Result<(), ScenarioError> {
        if self.edition == Edition::Fide2018 {
            self.refuse(i, Topic::SealMove, "the 2018 Laws adjourn a game only under their Guidelines, which this event has not adopted; otherwise writing a move in advance is forbidden: the game goes on with the clock running");
            return Ok(());
        }
        if let Some((m, c)) = self.sealed.clone() {
            // the clocks were stopped: the adjourning move is definitely made
            self.refuse(
                i,
                Topic::SealDefinite,
                format!(
                    "{} sealed {} and stopped the clocks: the adjourning move is definitely made and cannot be changed; the envelope stays closed until the resumption",
                    c, m
                ),
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
            }
            self.record_adjournment();
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
        let old = self.old_adjournment();
        // a move put in the envelope earlier with the clocks running was not definitely
        // made (Interpretation 15.1 (1966)): the player may take it back and seal another
        if let Some((m, by, at)) = self.adjournment.unsealed.take() {
            if old && by == c && at == self.plies {
                let a = self.cite(Topic::Incident(IncidentPoint::SealClockRunning));
                let decision = if m == text {
                    format!("{} had not stopped the clocks when he put {} in the envelope: the adjourning move was not definitely made; he now seals it and stops the clocks", c, m)
                } else if m == "his move" {
                    format!("{} had not stopped the clocks when he put his move in the envelope: the adjourning move was not definitely made, so he may still change it; he seals {}", c, text)
                } else {
                    format!("{} had not stopped the clocks when he put {} in the envelope: the adjourning move was not definitely made, so the envelope is returned to him and he seals {} instead", c, m, text)
                };
                self.rule(i, a, decision, None);
            }
        }
        // the envelope is opened with the sealer absent and the player having the move
        // records his reply in an envelope instead of making it (1977/1980 Art. 16.4)
        let reply_to = self.adjournment.resumed.filter(|r| {
            old && r.plies == self.plies && r.turn == c && self.plies > 0 && !self.placed
        });
        if reply_to.is_some() {
            let sealer = c.other();
            let now = self.now;
            if let Some(clock) = self.clock.as_mut() {
                if clock.running().is_some() {
                    let _ = clock.stop(now);
                }
                let _ = clock.start_side(sealer, now);
            }
            self.sealed = Some((text.to_string(), c));
            self.adjournment.reply = true;
            self.adjournment.resumed = None;
            self.touched.clear();
            let a = self.cite(Topic::SealReply);
            self.rule(
                i,
                a,
                format!(
                    "{} seals his reply instead of making it: {}, who sealed the move, is absent; {}'s clock is stopped and {}'s started, and the envelope is opened on {}'s arrival",
                    c, sealer, c, sealer, sealer
                ),
                None,
            );
            return Ok(());
        }
        self.sealed = Some((text.to_string(), c));
        // what he touched before sealing binds nothing at the resumption: the sealed move does
        self.touched.clear();
        self.record_adjournment();
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
        if std::mem::take(&mut self.adjournment.reply) {
            return self.open_reply(i, &text, c, an);
        }
        let a = self.cite(Topic::SealedMove);
        let off = self.clocks_off_envelope();
        if std::mem::take(&mut self.sealed_on_board) {
            let now = self.now;
            let turn = self.position.turn();
            if let Some(clock) = self.clock.as_mut().filter(|c| c.running().is_none()) {
                clock.start_side(turn, now).map_err(Game::clock_error(i))?;
            }
            self.rule(i, a, format!("the envelope holds {}, the move {} made on the board: it stands; {}'s clock is started", text, c, turn), None);
            self.mark_resumed(off);
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
                self.mark_resumed(off);
                Ok(())
            }
            Err(e) => {
                let spared = material::spared(self.edition, an, &self.position, c.other());
                let words = spared.words(c.other());
                if spared.drawn() {
                    let b = self.cite(Topic::BareKing);
                    self.end(
                        i,
                        GameResult::Draw,
                        Termination::SealedMove,
                        b,
                        format!(
                            "the sealed move {:?} is not a legal unambiguous move ({}){}",
                            text, e, words
                        ),
                    );
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

    /// The envelope of Art. 16.4 is opened on the sealer's arrival: the reply is made, or
    /// one whose meaning cannot be established loses as a sealed move would.
    fn open_reply(
        &mut self,
        i: usize,
        text: &str,
        c: Color,
        an: &mut dyn Analyser,
    ) -> Result<(), ScenarioError> {
        match notation::parse_move(&self.position, text) {
            Ok(m) => {
                let a = self.cite(Topic::SealReply);
                self.rule(
                    i,
                    a,
                    format!(
                        "{} has arrived: the envelope is opened and {}'s reply {} is made on the board; {}'s clock runs on",
                        c.other(),
                        c,
                        san::to_san(&self.position, m),
                        c.other()
                    ),
                    None,
                );
                // the reply is made as if with the clock: its time was stopped at the sealing
                let now = self.now;
                if let Some(clock) = self.clock.as_mut() {
                    if clock.running().is_some() {
                        let _ = clock.stop(now);
                    }
                    clock.start_side(c, now).map_err(Game::clock_error(i))?;
                }
                if self.place(i, text, true, an)? {
                    self.press(i, c, an)?;
                }
            }
            Err(e) => {
                let a = self.cite(Topic::SealedReplyUnclear);
                self.end(
                    i,
                    GameResult::Win(c.other()),
                    Termination::SealedMove,
                    a,
                    format!(
                        "{}'s reply {} in the envelope cannot be established as one move ({}): it is governed as a sealed move is (Art. {}), and {} loses",
                        c, text, unreadable(&e), self.cite(Topic::SealedMove), c
                    ),
                );
            }
        }
        Ok(())
    }

    /// The envelope opened after the players agreed a draw, or one resigned, during the
    /// adjournment (1977/1980): the result stands though the sealed move is illegal.
    /// False when this is not that case (the event is then without importance).
    pub(super) fn open_after_end(&mut self, i: usize, o: Outcome) -> bool {
        if !self.old_adjournment()
            || !matches!(
                o.termination,
                Termination::Agreement | Termination::Resignation
            )
        {
            return false;
        }
        let Some((text, c)) = self.sealed.clone() else {
            return false;
        };
        let Err(e) = notation::parse_move(&self.position, &text) else {
            return false;
        };
        self.sealed = None;
        let a = self.cite(Topic::EnvelopeAfterEnd);
        let decision = match o.result.winner() {
            Some(w) => format!(
                "the envelope is opened: {}'s sealed move {} cannot be played ({}); {}'s resignation, notified during the adjournment, is still valid",
                c, text, unreadable(&e), w.other()
            ),
            None => format!(
                "the envelope is opened: {}'s sealed move {} cannot be played ({}); the draw the players agreed and announced during the adjournment is still valid",
                c, text, unreadable(&e)
            ),
        };
        self.rule(i, a, decision, None);
        true
    }

    /// The incidents of an adjournment that act on the game under 1977/1980 (and, for
    /// wrong clock times, 1993): true when ruled here.
    pub(super) fn adjournment_incident(&mut self, i: usize, x: &Incident) -> bool {
        match x {
            Incident::EnvelopeLost { agreed } if self.old_adjournment() => {
                self.envelope_lost(i, *agreed)
            }
            Incident::SealClockRunning { mv }
                if self.old_adjournment() && self.sealed.is_none() && !self.placed =>
            {
                let c = self.position.turn();
                let mv = mv.clone().unwrap_or_else(|| "his move".to_string());
                self.adjournment.unsealed = Some((mv.clone(), c, self.plies));
                let a = self.cite(Topic::Incident(IncidentPoint::SealClockRunning));
                self.rule(
                    i,
                    a,
                    format!(
                        "{} writes {}, puts it in the envelope and seals it, but does not stop the clocks: the adjourning move is not definitely made, and {}'s clock runs on",
                        c, mv, c
                    ),
                    None,
                );
                true
            }
            Incident::ClockTimesWrong { by, too_severe } if self.edition != Edition::Fide2018 => {
                self.clock_times_pointed_out(i, *by, *too_severe)
            }
            _ => false,
        }
    }

    /// Art. 16.5 and Interpretation 16.5 (1970): the envelope has disappeared.
    fn envelope_lost(&mut self, i: usize, agreed: bool) -> bool {
        let Some((text, c)) = self.sealed.take() else {
            return false;
        };
        let reply = std::mem::take(&mut self.adjournment.reply);
        let on_board = std::mem::take(&mut self.sealed_on_board);
        let off = self.clocks_off_envelope();
        let now = self.now;
        let start = |g: &mut Game, side: Color| {
            if let Some(clock) = g.clock.as_mut() {
                if clock.running().is_some() {
                    let _ = clock.stop(now);
                }
                let _ = clock.start_side(side, now);
            }
        };
        if reply {
            // the envelope of Art. 16.4: the game is resumed from the position and with
            // the times of the adjournment; the reply is lost with it
            start(self, c);
            let a = self.cite(Topic::Incident(IncidentPoint::EnvelopeLost));
            self.rule(i, a, format!("the envelope with {}'s reply has disappeared: the game is resumed from the position at the adjournment with the times recorded; {} makes his reply on the board and his clock is started", c, c), None);
            self.mark_resumed(off);
            return true;
        }
        if !agreed {
            let a = self.cite(Topic::Incident(IncidentPoint::EnvelopeLost));
            self.end(
                i,
                GameResult::Annulled,
                Termination::EnvelopeLost,
                a,
                format!("the envelope with {}'s sealed move has disappeared and the position at the adjournment and the times used cannot be re-established: the game is annulled, and a new game must be played instead", c),
            );
            return true;
        }
        let a = self.cite(Topic::Incident(IncidentPoint::EnvelopeLostMoveAgreed));
        let turn = self.position.turn();
        start(self, turn);
        let decision = if on_board {
            format!("the envelope has disappeared, but the players agree on the position at the adjournment and the times used: the game continues; {}'s move {}, made on the board, stands and {}'s clock is started", c, text, turn)
        } else {
            format!("the envelope with {}'s sealed move has disappeared, but the players agree on the position at the adjournment and the times used: the game continues from that position with those times; the sealed move is lost with the envelope, so {} is to move and his clock is started", c, c)
        };
        self.rule(i, a, decision, None);
        self.mark_resumed(off);
        true
    }

    /// Art. 16.6 and Interpretation 16.6 (1976): `by` points out that the clocks show
    /// other times than those recorded at the adjournment.
    fn clock_times_pointed_out(&mut self, i: usize, by: Color, too_severe: bool) -> bool {
        let (off, before_first_move) = if self.sealed.is_some() {
            // still adjourned: nobody has moved since the clocks were set
            (self.clocks_off_envelope(), true)
        } else if let Some(r) = self.adjournment.resumed {
            (r.off, self.moves_since_resumption(r, by) == 0)
        } else {
            return false;
        };
        let wrong: Vec<(Color, i64)> = Color::ALL
            .into_iter()
            .map(|c| (c, off[c as usize]))
            .filter(|&(_, d)| d != 0)
            .collect();
        if wrong.is_empty() {
            let a = self.cite(Topic::Incident(IncidentPoint::ClockTimesCorrected));
            self.rule(i, a, format!("{} questions the clock times, but they are those recorded at the adjournment: there is nothing to correct", by), None);
            return true;
        }
        let describe = wrong
            .iter()
            .map(|&(c, d)| {
                format!(
                    "{}'s clock shows {} {} than was recorded at the adjournment",
                    c,
                    format_ms(d.abs(), 0),
                    if d > 0 {
                        "more time left"
                    } else {
                        "less time left"
                    }
                )
            })
            .collect::<Vec<_>>()
            .join(" and ");
        let (point, decision, correct) = if before_first_move {
            (
                IncidentPoint::ClockTimesCorrected,
                format!(
                    "{} points out before his first move that {}: the error is corrected",
                    by, describe
                ),
                true,
            )
        } else if too_severe {
            (
                IncidentPoint::ClockTimesStand,
                format!("{} points out only after his first move that {}: checking the clocks was the players' responsibility, but the arbiter finds the consequences too severe and corrects the error", by, describe),
                true,
            )
        } else {
            (
                IncidentPoint::ClockTimesStand,
                format!("{} points out only after his first move that {}: checking the clocks at the resumption was the players' responsibility, and the game continues without correction", by, describe),
                false,
            )
        };
        let a = self.cite(Topic::Incident(point));
        if !correct {
            self.rule(i, a, decision, None);
            return true;
        }
        let now = self.now;
        for (n, &(c, d)) in wrong.iter().enumerate() {
            let ms = d.unsigned_abs();
            let effect = if d > 0 {
                if let Some(clock) = self.clock.as_mut() {
                    let _ = clock.charge(c, ms, now);
                }
                Effect::ChargeTime { color: c, ms }
            } else {
                if let Some(clock) = self.clock.as_mut() {
                    let _ = clock.add(c, ms, now);
                }
                Effect::AddTime { color: c, ms }
            };
            let words = if n == 0 {
                decision.clone()
            } else {
                format!("{}'s clock is corrected likewise", c)
            };
            self.rule(i, a, words, Some(effect));
        }
        if let Some(r) = self.adjournment.resumed.as_mut() {
            r.off = [0, 0];
        }
        true
    }
}
