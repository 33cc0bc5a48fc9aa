//! The acts of a player at the board, as the play view's clicks make them: a piece touched
//! or picked up, a move made (and, where the mode does it for him, his clock pressed), a
//! draw offered with the move, a move written for a claim and not played, an illegal move
//! left on the arbiter's board until the clock is pressed; and a flag that has fallen.

use super::mode::{Intent, Mode, PendingMove};
use super::state::PlayState;
use crate::laws::{Event, Game};
use crate::notation::{self, san};
use crate::{Color, Move, Square};

/// The half-move a draw offer by `by` is written with, in the game just after it: the move
/// he has made on the board and not yet completed, the one he makes next when he offers
/// before moving (or before he has made any), or else the last he made (the opponent's
/// clock running).
pub fn offer_mark(game: &Game, by: Color) -> usize {
    let made = game.san().len();
    let to_move = game.position().turn();
    if game.is_placed() {
        // a move stands on the board, its clock not pressed: the offerer's if he made it;
        // else he is the one to move next, and his move is the next one
        if to_move.other() == by {
            made
        } else {
            made + 1
        }
    } else if to_move == by {
        made + 1
    } else if made == 0 {
        // his opponent is to move and he has made no move yet: his first is the one after
        made + 2
    } else {
        made
    }
}

impl PlayState {
    /// Before another act, a move left on the board and not yet judged (an illegal one, on
    /// the arbiter's board) goes to the engine as made and not completed: the clock was not
    /// pressed after it.
    pub(super) fn settle_pending(&mut self, now: f64) {
        if let Some(p) = self.pending.take() {
            self.push(Event::Place(p.text), now);
        }
    }

    pub(super) fn click(&mut self, sq: Square, now: f64) {
        if self.game.is_over() {
            self.selected = None;
            return;
        }
        if let Some(p) = &self.pending {
            // the piece is already put down: press the clock, or take it back by clicking it
            if p.squares.is_some_and(|(_, to)| to == sq) {
                self.pending = None;
            }
            return;
        }
        let pos = self.game.position();
        let piece = pos.board().piece_at(sq);
        let own = piece.is_some_and(|p| p.color == pos.turn());
        let Some(from) = self.selected else {
            if own || (self.mode == Mode::Board && piece.is_some()) {
                self.select(sq, now);
            }
            return;
        };
        if from == sq {
            // put back where it stood (a touched piece stays touched)
            self.selected = None;
            return;
        }
        if own && self.mode != Mode::Board {
            // another own piece: with touch-move on, touching it is an event the engine rules on
            self.select(sq, now);
            return;
        }
        self.make(from, sq, now);
    }

    fn select(&mut self, sq: Square, now: f64) {
        let piece = self.game.position().board().piece_at(sq).is_some();
        // writing a move on the scoresheet touches nothing on the board
        let writing = self.intent == Some(Intent::Write);
        if self.mode.touches()
            && !writing
            && piece
            && !self.game.touched().contains(&sq)
            && !self.push(Event::Touch(sq), now)
        {
            return;
        }
        self.selected = Some(sq);
    }

    /// The selected piece goes to `to`: the promotion picker for a pawn reaching the last
    /// rank, else the move as the mode makes it.
    fn make(&mut self, from: Square, to: Square, now: f64) {
        let pos = self.game.position().clone();
        let moves: Vec<Move> = pos
            .legal_moves()
            .into_iter()
            .filter(|m| m.from() == from && m.to() == to)
            .collect();
        if moves.iter().any(|m| m.promotion().is_some()) {
            self.promotion = Some((from, to));
            return;
        }
        self.selected = None;
        if moves.is_empty() && self.mode == Mode::Quick {
            // a click on a square the piece cannot go to: nothing was moved
            return;
        }
        self.play(from, to, moves.first().copied(), now);
    }

    /// A move made by clicks: `legal` when the rules allow it, else the squares as the
    /// hand moved the piece (touch-move and the arbiter's board: the engine rules on it).
    pub(super) fn play(&mut self, from: Square, to: Square, legal: Option<Move>, now: f64) {
        let text = match legal {
            Some(m) => san::to_san(self.game.position(), m),
            None => format!("{from}{to}"),
        };
        if self.intent == Some(Intent::Write) {
            // written on the scoresheet, not played: the claim that follows declares it
            self.intent = None;
            self.written = text;
            return;
        }
        if self.mode == Mode::Board && legal.is_none() {
            // made on the board; the clock is the player's to press, and an illegal move is
            // judged when he does (2018 Art. 7.5.1: only then is it completed)
            self.pending = Some(PendingMove {
                text,
                squares: Some((from, to)),
            });
            return;
        }
        self.make_move(text, legal.is_some(), now);
    }

    /// A move made (its text, typed or from clicks; `legal` when the rules allow it) as the
    /// mode and the player's intention make it: on the arbiter's board made and left for him
    /// to press the clock (an illegal one waits in the page for the press, which completes
    /// it); else made and his clock pressed, with a draw offer between the two if he said he
    /// offers with it. An illegal move is made and pressed at once in those modes, whatever
    /// he said: it is judged as completed, and what he meant to do waits for his next move.
    pub(super) fn make_move(&mut self, text: String, legal: bool, now: f64) {
        let mover = self.game.position().turn();
        match (self.mode, self.intent) {
            (Mode::Board, _) if !legal => {
                let squares = notation::physical::read_physical(self.game.position(), &text)
                    .ok()
                    .map(|r| (r.from, r.to));
                match squares {
                    Some(_) => self.pending = Some(PendingMove { text, squares }),
                    // not a move at all: the engine names what is wrong
                    None => {
                        self.push(Event::Place(text), now);
                    }
                }
            }
            (Mode::Board, _) => {
                self.push(Event::Place(text), now);
            }
            (_, Some(Intent::Offer)) if legal => {
                // made, offered, pressed: the order the Laws prescribe
                if self.push(Event::Place(text), now)
                    && self.game.is_placed()
                    && !self.game.is_over()
                {
                    self.intent = None;
                    self.push(Event::Offer(mover), now);
                    if !self.game.is_over() {
                        self.push(Event::Press(mover), now);
                    }
                }
            }
            _ => {
                self.push(Event::Move(text), now);
            }
        }
    }

    /// The player whose clock a press stops: the one who made a move on the board, else the
    /// player to move (pressing without a move).
    pub(super) fn presser(&self) -> Color {
        if self.game.is_placed() {
            self.game.position().turn().other()
        } else {
            self.game.position().turn()
        }
    }

    /// The flags fallen at `now` (wall-clock ms) on the running clock and not yet pointed
    /// out: the game goes on until the arbiter sees one or a player claims it.
    pub fn fallen(&self, now: f64) -> Vec<Color> {
        let Some(clock) = self.game.clock() else {
            return Vec::new();
        };
        if self.game.is_over() {
            return Vec::new();
        }
        let running = self.started && clock.running().is_some();
        let elapsed = if running {
            (now - self.last_ts).max(0.0) as u64
        } else {
            0
        };
        let at = self.game.now().saturating_add(elapsed);
        Color::ALL
            .into_iter()
            .filter(|&c| clock.flag_fallen(c, at))
            .collect()
    }
}

#[cfg(test)]
mod tests;
