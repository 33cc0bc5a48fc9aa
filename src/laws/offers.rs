//! Draw offers and agreements (1977/1980 Art. 18.1 and 19.1c, 1993 Art. 10.6–10.9,
//! 2018 Art. 5.2.3, 9.1, 11.5): an offer at its moment, accepted or declined.

use super::articles::Topic;
use super::draws::certain_win;
use super::game::Game;
use super::plural;
use super::verdict::{GameResult, Termination};
use crate::chess::types::{Color, Piece, Role};
use crate::edition::Edition;

impl Game {
    /// A draw offer.
    pub(super) fn offer(&mut self, i: usize, c: Color) {
        let just_moved = self.placed && self.position.turn() != c;
        let a = self.cite(if just_moved {
            Topic::Offer
        } else if c == self.position.turn() {
            Topic::OfferOwnClock
        } else {
            Topic::OfferOpponentClock
        });
        let timing = match self.edition {
            Edition::Fide2018 if just_moved => "made after his move, before pressing the clock, as the article requires".to_string(),
            Edition::Fide2018 => "made at another time: still valid, but distracting or annoying the opponent must be considered".to_string(),
            Edition::Fide1993 if c == self.position.turn() => "made while his own clock runs: the opponent may postpone his decision until he has seen the move".to_string(),
            Edition::Fide1993 if !just_moved => "made while the opponent's clock runs: still valid, the offerer may be penalised".to_string(),
            _ if c == self.position.turn() => "made while his own clock runs: the opponent may accept, reject, or postpone his decision until after the move".to_string(),
            _ if !just_moved => "made while the opponent's clock runs: the opponent may accept or reject".to_string(),
            _ => "made on completing a move, as the article requires".to_string(),
        };
        let repeated = self.last_offer == Some(c);
        self.offer = Some((c, self.plies));
        self.offer_before_move = c == self.position.turn();
        self.last_offer = Some(c);
        self.rule(i, a, format!("{} offers a draw, {}", c, timing), None);
        if repeated {
            // the opponent has not offered since: a repeated offer may annoy him
            let why = match self.edition {
                Edition::Fide2018 => "unreasonable offers of a draw are a way of annoying the opponent",
                Edition::Fide1993 => "it is forbidden to distract or annoy the opponent",
                _ => "repeated without a clearly well-founded reason before the opponent has proposed a draw himself, it annoys the opponent, which the Laws forbid",
            };
            let a = self.cite(Topic::RepeatedOffer);
            self.rule(i, a, format!("{} repeats his draw offer: {}", c, why), None);
        }
    }

    /// A player accepts a draw.
    pub(super) fn accept(&mut self, i: usize, c: Color) {
        match self.offer {
            Some((by, _)) if by != c => {}
            _ => {
                self.refuse(
                    i,
                    Topic::Offer,
                    format!("{} says he accepts a draw, but no offer of his opponent stands: there is no agreement; the game goes on", c),
                );
                return;
            }
        }
        let moves = (self.start_plies + self.plies).div_ceil(2);
        if let Some(limit) = self.no_draw_before.filter(|&m| moves < m) {
            // the federation's rule, valid for this game (Interpretation 1 (1974))
            self.offer = None;
            self.refuse(
                i,
                Topic::Incident(super::articles::IncidentPoint::NationalRules),
                format!("{} accepts the draw offer after {}, but the federation's rule valid for this game allows no draw by agreement before move {}: the agreement is refused, and the game goes on", c, plural(moves, "move"), limit),
            );
            return;
        }
        if self.edition == Edition::Fide2018 && self.start_plies + self.plies < 2 {
            // plies before the scenario's start count, from the FEN's move number
            self.offer = None;
            self.refuse(i, Topic::AgreementTooEarly, "agreement refused: a draw may be agreed only after both players have made at least one move");
            return;
        }
        if let Some((by, at)) = self.offer.filter(|_| self.offer_before_move) {
            if self.plies > at {
                // the offerer moved after offering, and the opponent has not replied
                let a = self.cite(Topic::OfferAcceptedAfterMove);
                self.rule(
                    i,
                    a,
                    format!("{} offered a draw before making his move, then moved: {} could postpone his decision until the move was made, and accepts before replying with a move of his own, so the offer still stood (the way it was offered is what matters)", by, c),
                    None,
                );
            }
        }
        let a = self.cite(Topic::Agreement);
        self.end(
            i,
            GameResult::Draw,
            Termination::Agreement,
            a,
            format!("{} accepts the draw offer", c),
        );
        let no_fight = self.position.board().occupied().count() == 32;
        if self.edition <= Edition::Fide1980 && (moves < 30 || no_fight) {
            // the case examined by the person in charge of the tournament: a player with a
            // legitimate reason of his own was entitled to make or accept the offer
            // (Interpretation 18.1 (1960))
            let offerer = c.other();
            let reasons = self.draw_reasons.clone();
            for (by, reason) in &reasons {
                let a = self.cite(Topic::PrematureDrawReason);
                let act = if *by == offerer { "make" } else { "accept" };
                self.rule(
                    i,
                    a,
                    format!("the draw was agreed after {}: the person in charge of the tournament examines the case, and {} had a legitimate reason, {}, to desist from playing on for a win; he was entitled to {} the offer, and is not penalised", plural(moves, "move"), by, reason.words(), act),
                    None,
                );
            }
        }
        // the players with no reason of their own: the principles on premature draws
        let unexcused: Vec<Color> = [Color::White, Color::Black]
            .into_iter()
            .filter(|p| !self.draw_reasons.iter().any(|(c, _)| c == p))
            .collect();
        let part = match unexcused.as_slice() {
            [who] => format!(" as far as {} is concerned, who gave no such reason", who),
            _ => String::new(),
        };
        if self.edition <= Edition::Fide1980 && moves < 30 && !unexcused.is_empty() {
            let a = self.cite(Topic::PrematureDraw);
            self.rule(
                i,
                a,
                format!("the draw was agreed after {}, before the 30th: the arbiter examines it under the principles on premature draws{}; where a clear contravention is shown, penalties as severe as loss of the game", plural(moves, "move"), part),
                None,
            );
        }
        if self.edition <= Edition::Fide1980 {
            if no_fight && !unexcused.is_empty() {
                let a = self.cite(Topic::PrematureDrawNoFight);
                self.rule(
                    i,
                    a,
                    "not a single piece has been exchanged: the game is finished before a real fight has begun, which is inappropriate from a sporting point of view; players who do this repeatedly may be disciplined by the arbiter",
                    None,
                );
            }
            if let Some(w) = certain_win(&self.position) {
                let piece = if self
                    .position
                    .board()
                    .by_piece(Piece {
                        color: w,
                        role: Role::Queen,
                    })
                    .count()
                    > 0
                {
                    "queen"
                } else {
                    "rook"
                };
                let a = self.cite(Topic::DrawAgainstPosition);
                self.rule(
                    i,
                    a,
                    format!("{} agrees a draw with king and {} against a bare king: a win without any risk of defeat, which no agreement can rest on; a clear contravention of the moral principles, which the arbiter may penalise", w, piece),
                    None,
                );
            }
        }
    }

    /// A player declines a draw.
    pub(super) fn decline(&mut self, i: usize, c: Color) {
        if self.offer.is_some_and(|(by, _)| by != c) {
            self.offer = None;
            let a = self.cite(Topic::Offer);
            self.rule(i, a, format!("{} declines the draw offer", c), None);
        } else {
            self.refuse(
                i,
                Topic::Offer,
                format!(
                    "{} declines a draw, but no offer of his opponent stands: nothing to decline",
                    c
                ),
            );
        }
    }
}
