//! Draw offers and agreements (1977/1980 Art. 12.2, 18.1 and 19.1c with their
//! interpretations, 1993 Art. 10.6–10.9, 2018 Art. 5.2.3, 9.1, 11.5): an offer at its
//! moment, accepted or declined, and the examination of an early or unjustified draw.
//! [`offer`], [`accept`], [`decline`] and [`premature`] are the rule functions: the facts
//! in, the decision out; `Game` gathers the facts and applies the decision
//! (`Game::apply_acts`).

use super::articles::{cite, Topic};
use super::decision::{Act, Decision, Ending};
use super::editions::Policy;
use super::game::Game;
use super::incident::{self, DrawReason, Incident, Remark};
use super::material::{self, Analyser};
use super::scenario::ScenarioError;
pub use super::state::OfferMoment;
use super::verdict::{Effect, GameResult, Termination};
use super::words::duration;
use super::words::plural;
use crate::chess::position::Position;
use crate::chess::types::{Color, Piece, Role};
use crate::clock::rules::MINUTE;
use crate::edition::Edition;
use crate::laws::editions::{OfferMomentRule, RepeatedOfferRule};

impl OfferMoment {
    fn topic(self) -> Topic {
        match self {
            OfferMoment::AfterMove => Topic::Offer,
            OfferMoment::OwnClock => Topic::OfferOwnClock,
            OfferMoment::OpponentClock => Topic::OfferOpponentClock,
            OfferMoment::Adjourned => Topic::Agreement,
        }
    }
}

/// The facts of a draw offer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OfferFacts {
    pub edition: Edition,
    pub by: Color,
    pub moment: OfferMoment,
    /// Who made the last offer before this one, if anyone did.
    pub last_offer: Option<Color>,
    /// The offerer has offered a draw before in this game.
    pub offered_before: bool,
}

/// The rulings on a draw offer: its moment, and a repetition that may annoy the opponent
/// (Interpretation 19.1c (1958), 1993 15.1, 2018 11.5). The offer stands in any case.
pub fn offer(f: &OfferFacts) -> Vec<Act> {
    let (c, e) = (f.by, f.edition);
    let policy = Policy::of(e);
    let timing = match (policy.offer_moment_rule(), f.moment) {
        (_, OfferMoment::Adjourned) => "made during the adjournment, both clocks stopped: the opponent may accept or decline it",
        (OfferMomentRule::BeforePressingClock, OfferMoment::AfterMove) => "made after his move, before pressing the clock, as the article requires",
        (OfferMomentRule::BeforePressingClock, _) => "made at another time: still valid, but distracting or annoying the opponent must be considered",
        (OfferMomentRule::OpponentClockPenalised, OfferMoment::OwnClock) => "made while his own clock runs: the opponent may postpone his decision until he has seen the move",
        (OfferMomentRule::OpponentClockPenalised, OfferMoment::OpponentClock) => "made while the opponent's clock runs: still valid, the offerer may be penalised",
        (_, OfferMoment::OwnClock) => "made while his own clock runs: the opponent may accept, reject, or postpone his decision until after the move",
        (_, OfferMoment::OpponentClock) => "made while the opponent's clock runs: the opponent may accept or reject",
        (_, OfferMoment::AfterMove) => "made on completing a move, as the article requires",
    };
    // the opponent has offered since this player's last offer: no repetition
    let since = if f.offered_before && f.last_offer == Some(c.other()) {
        format!(
            "; {} has proposed a draw himself since {}'s last offer, so this one repeats nothing",
            c.other(),
            c
        )
    } else {
        String::new()
    };
    let mut acts = vec![
        Act::Offer {
            by: c,
            before_move: f.moment == OfferMoment::OwnClock,
        },
        Act::Rule(Decision::says(
            cite(e, f.moment.topic()),
            format!("{} offers a draw, {}{}", c, timing, since),
        )),
    ];
    if f.last_offer == Some(c) {
        let why = match policy.repeated_offer_rule() {
            RepeatedOfferRule::UnreasonableAnnoys => "unreasonable offers of a draw are a way of annoying the opponent; the arbiter may penalise".to_string(),
            RepeatedOfferRule::DistractingForbidden => "it is forbidden to distract or annoy the opponent; the arbiter may penalise".to_string(),
            RepeatedOfferRule::WithoutReasonAnnoys => format!("repeated without a clearly well-founded reason before {} has proposed a draw himself, it annoys the opponent, which the Laws forbid; {} may ask the arbiter to apply that rule, with penalties under Art. {}", c.other(), c.other(), cite(e, Topic::Penalty)),
        };
        acts.push(Act::Rule(Decision::new(
            cite(e, Topic::RepeatedOffer),
            format!("{} repeats his draw offer: {}", c, why),
            Some(Effect::Penalty { color: c }),
        )));
    }
    acts
}

/// The facts of an acceptance.
pub struct AcceptFacts<'a> {
    pub edition: Edition,
    pub by: Color,
    /// The offer standing: by whom, at which ply (of the scenario).
    pub offer: Option<(Color, u32)>,
    /// The standing offer was made before the offerer's move, his own clock running.
    pub offer_before_move: bool,
    /// The last offer made, standing or not, and its moment.
    pub last_offer: Option<(Color, OfferMoment)>,
    /// Plies completed in the scenario, and before its start (from the FEN).
    pub plies: u32,
    pub start_plies: u32,
    pub position: &'a Position,
    /// The players' own reasons for desisting from playing on for a win.
    pub reasons: &'a [(Color, DrawReason)],
    /// Both players' remaining time, White first, if there is a clock.
    pub remaining_ms: Option<[i64; 2]>,
    /// A federation's rule valid for the game: no draw by agreement before this move
    /// (Interpretation 1 (1974)).
    pub no_draw_before: Option<u32>,
}

/// The decision on an acceptance: no offer stands (refused), too early (2018 5.2.3), or
/// the game is drawn by agreement, with the examination of an early or unjustified draw
/// under 1977/1980 ([`premature`]).
pub fn accept(f: &AcceptFacts) -> Vec<Act> {
    let (c, e) = (f.by, f.edition);
    let Some((by, at)) = f.offer.filter(|(by, _)| *by != c) else {
        let step = match f.last_offer.filter(|(by, _)| *by != c) {
            // the opponent's offer no longer stands: rejected orally or by a move
            Some((by, moment)) => Decision::refuses(
                cite(e, moment.topic()),
                format!("{} says he accepts a draw, but {}'s offer no longer stands: it ended when {} declined it or completed a move of his own; there is no agreement, and the game goes on", c, by, c),
            ),
            None => Decision::refuses(
                cite(e, Topic::Offer),
                format!("{} says he accepts a draw, but no offer of his opponent stands: there is no agreement; the game goes on", c),
            ),
        };
        return vec![Act::Rule(step)];
    };
    let moves = (f.start_plies + f.plies).div_ceil(2);
    if let Some(limit) = f.no_draw_before.filter(|&m| moves < m) {
        // the federation's rule, valid for this game (Interpretation 1 (1974))
        return vec![
            Act::NoOffer,
            Act::Rule(Decision::refuses(
                cite(e, Topic::Incident(super::articles::IncidentPoint::NationalRules)),
                format!("{} accepts the draw offer after {}, but the federation's rule valid for this game allows no draw by agreement before move {}: the agreement is refused, and the game goes on", c, plural(moves, "move"), limit),
            )),
        ];
    }
    if Policy::of(e).agreement_needs_first_moves() && f.start_plies + f.plies < 2 {
        return vec![
            Act::NoOffer,
            Act::Rule(Decision::refuses(
                cite(e, Topic::AgreementTooEarly),
                "agreement refused: a draw may be agreed only after both players have made at least one move",
            )),
        ];
    }
    let mut acts = Vec::new();
    if f.offer_before_move && f.plies > at {
        // the offerer moved after offering, and the opponent has not replied
        acts.push(Act::Rule(Decision::says(
            cite(e, Topic::OfferAcceptedAfterMove),
            format!("{} offered a draw before making his move, then moved: {} could postpone his decision until the move was made, and accepts before replying with a move of his own, so the offer still stood (the way it was offered is what matters)", by, c),
        )));
    }
    acts.extend(Act::stopped_end(Ending {
        result: GameResult::Draw,
        termination: Termination::Agreement,
        citation: cite(e, Topic::Agreement),
        words: format!("{} accepts the draw offer", c),
    }));
    acts.extend(premature(f).into_iter().map(Act::Rule));
    acts
}

/// The non-pawn material on the board, a knight or bishop 1, a rook 2, a queen 4: 24 at
/// the start of a game.
fn material_phase(pos: &Position) -> u32 {
    let b = pos.board();
    Color::ALL
        .into_iter()
        .flat_map(|color| {
            [
                (Role::Knight, 1),
                (Role::Bishop, 1),
                (Role::Rook, 2),
                (Role::Queen, 4),
            ]
            .map(|(role, w)| w * b.by_piece(Piece { color, role }).count())
        })
        .sum()
}

/// Still in the opening, before a real fight can have begun (Interpretation 18.1 (1959)):
/// fewer than twenty moves, and the pieces all or nearly all on the board (no more than a
/// rook's worth of them exchanged).
pub fn in_the_opening(moves: u32, pos: &Position) -> bool {
    moves < 20 && material_phase(pos) >= 20
}

/// The side that wins with no risk at all: a queen or a rook against a bare king, the
/// clearest case of a position that does not justify a draw (Interpretation 18.1 (1963)).
pub fn certain_win(pos: &Position) -> Option<Color> {
    let b = pos.board();
    Color::ALL.into_iter().find(|&c| {
        material::has_bare_king(pos, c.other())
            && [Role::Queen, Role::Rook]
                .into_iter()
                .any(|role| b.by_piece(Piece { color: c, role }).count() > 0)
    })
}

/// Under 1977/1980, a draw agreed early or against the position is examined: a player's
/// legitimate reason (Interpretation 18.1 (1960)), before the 30th move (1964), in the
/// opening before a real fight (1959), a certain win given up (1963, with its
/// "particular circumstances" and only for a clear contravention). Later editions leave an
/// agreement to the players (and to the event's regulations).
pub fn premature(f: &AcceptFacts) -> Vec<Decision> {
    let e = f.edition;
    if !Policy::of(e).premature_draws_examined() {
        return Vec::new();
    }
    let mut out = Vec::new();
    let moves = (f.start_plies + f.plies).div_ceil(2);
    let opening = in_the_opening(moves, f.position);
    let reason = |p: Color| f.reasons.iter().find(|(c, _)| *c == p).map(|(_, r)| *r);
    let offerer = f.by.other();
    if moves < 30 || opening {
        for (by, r) in f.reasons {
            let act = if *by == offerer { "make" } else { "accept" };
            out.push(Decision::says(
                cite(e, Topic::PrematureDrawReason),
                format!("the draw was agreed after {}: the person in charge of the tournament examines the case, and {} had a legitimate reason, {}, to desist from playing on for a win; he may therefore be considered entitled to {} the offer, and the examination takes his reason into account", plural(moves, "move"), by, r.words(), act),
            ));
        }
    }
    let unexcused: Vec<Color> = Color::ALL
        .into_iter()
        .filter(|p| reason(*p).is_none())
        .collect();
    let part = match unexcused.as_slice() {
        [who] => format!(" as far as {} is concerned, who gave no such reason", who),
        _ => String::new(),
    };
    // the players the arbiter may penalise for the agreement: those without a reason
    let penalty = match unexcused.as_slice() {
        [who] => Some(Effect::Penalty { color: *who }),
        _ => Some(Effect::PenaltyBoth),
    };
    if moves < 30 && unexcused.is_empty() {
        out.push(Decision::says(
            cite(e, Topic::PrematureDraw),
            format!("the draw was agreed after {}, before the 30th, but both players had a legitimate reason: no clear contravention of the principles on premature draws, and no penalty", plural(moves, "move")),
        ));
    }
    if moves < 30 && !unexcused.is_empty() {
        out.push(Decision::new(
            cite(e, Topic::PrematureDraw),
            format!("the draw was agreed after {}, before the 30th: the arbiter examines it under the principles on premature draws{}; where a clear contravention is shown, arbiters are requested to impose penalties as severe as loss of the game", plural(moves, "move"), part),
            penalty.clone(),
        ));
    }
    if opening && !unexcused.is_empty() {
        out.push(Decision::says(
            cite(e, Topic::PrematureDrawNoFight),
            format!("the draw was agreed after {}, still in the opening with the pieces all or nearly all on the board: the game is finished before a real fight has begun{}, which is inappropriate from a sporting point of view: every player should fight for a win until the position affords no further hope of victory; players who do this repeatedly may be disciplined by the arbiter", plural(moves, "move"), part),
        ));
    }
    if let Some(w) = certain_win(f.position) {
        let b = f.position.board();
        let piece = if b
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
        let left = f.remaining_ms.map(|t| t[w as usize]);
        // the arbiter may penalise only a clear contravention: not where the player had a
        // reason of his own, nor where his clock made the win a risk
        let (words, penalised) = match (reason(w), left) {
            (Some(r), _) => (format!("{} gives up a certain win, king and {} against a bare king, in an agreed draw; but he had a legitimate reason of his own, {}: one of the particular circumstances that may authorise a draw in other cases, so this is no clear contravention of the moral principles, and he is not penalised", w, piece, r.words()), false),
            (None, Some(ms)) if ms < 2 * MINUTE as i64 => (format!("{} has king and {} against a bare king, but only {} on his clock: a loss on time is a real risk, so the agreed draw is no clear contravention of the moral principles, and the arbiter does not penalise it", w, piece, duration(ms.max(0) as u64)), false),
            _ => (format!("{} agrees a draw with king and {} against a bare king, a certain win: a draw should, as a matter of principle, rest on a position without such chances, and no particular circumstance is given; the arbiter may judge it a clear contravention and penalise {}", w, piece, w), true),
        };
        out.push(Decision::new(
            cite(e, Topic::DrawAgainstPosition),
            words,
            penalised.then_some(Effect::Penalty { color: w }),
        ));
    }
    out
}

/// The decision on declining an offer: it ends the standing offer of the opponent's, or
/// there is none to decline.
pub fn decline(edition: Edition, by: Color, offer: Option<Color>) -> Vec<Act> {
    if offer.is_some_and(|o| o != by) {
        vec![
            Act::NoOffer,
            Act::Rule(Decision::says(
                cite(edition, Topic::Offer),
                format!("{} declines the draw offer", by),
            )),
        ]
    } else {
        vec![Act::Rule(Decision::refuses(
            cite(edition, Topic::Offer),
            format!(
                "{} declines a draw, but no offer of his opponent stands: nothing to decline",
                by
            ),
        ))]
    }
}

impl Game {
    /// A draw offer by `c`.
    pub(super) fn offer(
        &mut self,
        i: usize,
        c: Color,
        an: &mut dyn Analyser,
    ) -> Result<(), ScenarioError> {
        // whose clock runs: the mover's while his move stands unpressed on the board
        let running = if self.hand.placed {
            self.position.turn().other()
        } else {
            self.position.turn()
        };
        let moment = if self.in_adjournment() {
            OfferMoment::Adjourned
        } else if self.hand.placed && c == running {
            OfferMoment::AfterMove
        } else if c == running {
            OfferMoment::OwnClock
        } else {
            OfferMoment::OpponentClock
        };
        let acts = offer(&OfferFacts {
            edition: self.edition,
            by: c,
            moment,
            last_offer: self.offers.last_offer.map(|(by, _)| by),
            offered_before: self.offers.offered[c as usize],
        });
        self.offers.last_offer = Some((c, moment));
        self.offers.offered[c as usize] = true;
        self.apply_acts(i, acts, an)
    }

    /// `c` accepts a draw.
    pub(super) fn accept(
        &mut self,
        i: usize,
        c: Color,
        an: &mut dyn Analyser,
    ) -> Result<(), ScenarioError> {
        let remaining_ms = self.clock.as_ref().map(|k| {
            let [w, b] = k.times(self.now);
            [w, b]
        });
        let acts = accept(&AcceptFacts {
            edition: self.edition,
            by: c,
            offer: self.offers.offer,
            offer_before_move: self.offers.offer_before_move,
            last_offer: self.offers.last_offer,
            plies: self.history.plies,
            start_plies: self.history.start_plies,
            position: &self.position,
            reasons: &self.offers.draw_reasons,
            remaining_ms,
            no_draw_before: self.offers.no_draw_before,
        });
        self.apply_acts(i, acts, an)
    }

    /// `c` declines a draw.
    pub(super) fn decline(
        &mut self,
        i: usize,
        c: Color,
        an: &mut dyn Analyser,
    ) -> Result<(), ScenarioError> {
        let acts = decline(self.edition, c, self.offers.offer.map(|(by, _)| by));
        self.apply_acts(i, acts, an)
    }

    /// A player's own reason for an early draw (`draw_reason`), weighed when the game is
    /// drawn by agreement; a captain declaring an offer, an acceptance, a refusal or a
    /// resignation for his player (`captain` with `declares`), which stands only with the
    /// player's consent. False for any other incident.
    pub(super) fn offer_incident(
        &mut self,
        i: usize,
        x: &Incident,
        an: &mut dyn Analyser,
    ) -> Result<bool, ScenarioError> {
        match *x {
            Incident::DrawReason { by, reason } => {
                let d = incident::draw_reason(self.edition, by, reason);
                self.rule(i, d.citation, d.words, None);
                self.offers.draw_reasons.retain(|(c, _)| *c != by);
                self.offers.draw_reasons.push((by, reason));
                Ok(true)
            }
            Incident::Captain {
                team,
                says,
                declares: Some(consent),
            } => {
                let d = incident::captain_declares(self.edition, team, says, consent);
                let effect = (!consent).then_some(Effect::Refused);
                self.rule(i, d.citation, d.words, effect);
                if consent {
                    match says {
                        Remark::OfferDraw => self.offer(i, team, an)?,
                        Remark::AcceptDraw => self.accept(i, team, an)?,
                        Remark::DeclineDraw => self.decline(i, team, an)?,
                        Remark::Resign => {
                            let a = self.cite(Topic::Resignation);
                            self.end(
                                i,
                                GameResult::Win(team.other()),
                                Termination::Resignation,
                                a,
                                format!("{} resigns", team),
                            );
                        }
                        Remark::MovesMade | Remark::Opinion => {}
                    }
                }
                Ok(true)
            }
            _ => Ok(false),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::fen;

    fn facts(edition: Edition, moment: OfferMoment, last: Option<Color>) -> OfferFacts {
        OfferFacts {
            edition,
            by: Color::Black,
            moment,
            last_offer: last,
            offered_before: last.is_some(),
        }
    }

    /// The acts but the clock's (an agreement stops the clocks before it ends the game).
    fn but_clock(acts: Vec<Act>) -> Vec<Act> {
        acts.into_iter()
            .filter(|a| !matches!(a, Act::Clock(_)))
            .collect()
    }

    fn cited(acts: &[Act]) -> Vec<String> {
        acts.iter()
            .filter_map(|a| match a {
                Act::Rule(s) => Some(s.citation.to_string()),
                Act::End(x) => Some(format!("end {}", x.citation)),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn an_offer_is_ruled_on_its_moment_and_its_repetition() {
        let f = facts(Edition::Fide1977, OfferMoment::AfterMove, None);
        assert_eq!(cited(&offer(&f)), ["18.1"]);
        let f = facts(Edition::Fide1977, OfferMoment::OpponentClock, None);
        assert_eq!(cited(&offer(&f)), ["Interpretation 18.1 (1974A)"]);
        let f = facts(Edition::Fide1993, OfferMoment::OwnClock, None);
        assert_eq!(cited(&offer(&f)), ["10.9"]);
        assert!(matches!(
            offer(&f)[0],
            Act::Offer {
                by: Color::Black,
                before_move: true
            }
        ));
        // Black again, White not having offered since: 19.1c (1958)
        let f = facts(
            Edition::Fide1980,
            OfferMoment::AfterMove,
            Some(Color::Black),
        );
        assert_eq!(cited(&offer(&f)), ["18.1", "Interpretation 19.1c (1958)"]);
        // White offered in between: no repetition
        let f = facts(
            Edition::Fide1980,
            OfferMoment::AfterMove,
            Some(Color::White),
        );
        let acts = offer(&f);
        assert_eq!(cited(&acts), ["18.1"]);
        assert!(
            matches!(&acts[1], Act::Rule(s) if s.words.contains("White has proposed a draw himself since"))
        );
    }

    fn accept_facts<'a>(
        pos: &'a Position,
        plies: u32,
        reasons: &'a [(Color, DrawReason)],
    ) -> AcceptFacts<'a> {
        AcceptFacts {
            edition: Edition::Fide1977,
            by: Color::Black,
            offer: Some((Color::White, plies)),
            offer_before_move: false,
            last_offer: Some((Color::White, OfferMoment::AfterMove)),
            plies,
            // a game in its 44th move
            start_plies: 86,
            position: pos,
            reasons,
            remaining_ms: Some([30 * MINUTE as i64, 30 * MINUTE as i64]),
            no_draw_before: None,
        }
    }

    #[test]
    fn an_early_draw_is_examined_by_its_stage() {
        // move 10 of a Queen's Gambit: the opening, every piece on the board
        let qgd = fen::parse("r1bq1rk1/pppnbppp/4pn2/3p2B1/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 3 7")
            .expect("fen");
        let mut f = accept_facts(&qgd, 0, &[]);
        f.start_plies = 19;
        assert_eq!(
            cited(&accept(&f)),
            [
                "end 12.2",
                "Interpretation 18.1 (1964)",
                "Interpretation 18.1 (1959)"
            ]
        );
        // move 25, pieces exchanged: before the 30th move, but past the opening
        let middle =
            fen::parse("2r2rk1/pp3ppp/4pn2/8/3P4/4PN2/PP3PPP/2R2RK1 w - - 0 25").expect("fen");
        let mut f = accept_facts(&middle, 0, &[]);
        f.start_plies = 48;
        assert_eq!(
            cited(&accept(&f)),
            ["end 12.2", "Interpretation 18.1 (1964)"]
        );
        // after the 30th move: an agreement like any other
        f.start_plies = 70;
        assert_eq!(cited(&accept(&f)), ["end 12.2"]);
        // a reason of his own: the 1960 examination, and no censure for him
        let reasons = [(Color::White, DrawReason::Standing)];
        let mut f = accept_facts(&middle, 0, &reasons);
        f.start_plies = 48;
        let acts = but_clock(accept(&f));
        assert_eq!(
            cited(&acts),
            [
                "end 12.2",
                "Interpretation 18.1 (1960)",
                "Interpretation 18.1 (1964)"
            ]
        );
        assert!(
            matches!(&acts[2], Act::Rule(s) if s.words.contains("as far as Black is concerned"))
        );
        // later editions leave it to the players
        f.edition = Edition::Fide1993;
        assert_eq!(cited(&accept(&f)), ["end 10.6"]);
    }

    #[test]
    fn a_certain_win_given_up_is_a_clear_contravention_only_without_excuse() {
        let pos = fen::parse("8/8/4k3/8/8/3K4/R7/8 b - - 1 45").expect("fen");
        let f = accept_facts(&pos, 0, &[]);
        let acts = but_clock(accept(&f));
        assert_eq!(cited(&acts), ["end 12.2", "Interpretation 18.1 (1963)"]);
        assert!(matches!(&acts[1], Act::Rule(s) if s.words.contains("a clear contravention")));
        // his reason: the particular circumstances of (b)
        let reasons = [(Color::White, DrawReason::Health)];
        let f = accept_facts(&pos, 0, &reasons);
        let acts = but_clock(accept(&f));
        assert!(
            matches!(acts.last(), Some(Act::Rule(s)) if s.words.contains("no clear contravention"))
        );
        // seconds on his clock: a real risk
        let mut f = accept_facts(&pos, 0, &[]);
        f.remaining_ms = Some([20_000, 30 * MINUTE as i64]);
        let acts = but_clock(accept(&f));
        assert!(
            matches!(acts.last(), Some(Act::Rule(s)) if s.words.contains("20 seconds") && s.words.contains("no clear contravention"))
        );
    }

    #[test]
    fn an_acceptance_needs_a_standing_offer() {
        let pos = fen::parse("8/5pk1/6p1/8/8/6P1/5PK1/8 w - - 0 44").expect("fen");
        let mut f = accept_facts(&pos, 3, &[]);
        f.offer = None;
        let acts = but_clock(accept(&f));
        assert_eq!(cited(&acts), ["18.1"]);
        assert!(
            matches!(&acts[0], Act::Rule(s) if s.effect == Some(Effect::Refused) && s.words.contains("no longer stands"))
        );
        f.last_offer = Some((Color::White, OfferMoment::OwnClock));
        assert_eq!(cited(&accept(&f)), ["Interpretation 18.1 (1974A)"]);
        f.last_offer = None;
        assert!(
            matches!(&accept(&f)[0], Act::Rule(s) if s.words.contains("no offer of his opponent stands"))
        );
        // an offer before the move, accepted after it
        let mut f = accept_facts(&pos, 3, &[]);
        f.offer = Some((Color::White, 2));
        f.offer_before_move = true;
        assert_eq!(
            cited(&accept(&f)),
            ["Interpretation 18.1 (1974B)", "end 12.2"]
        );
        assert_eq!(
            decline(Edition::Fide2018, Color::Black, Some(Color::White))[0],
            Act::NoOffer
        );
        assert_eq!(
            cited(&decline(Edition::Fide2018, Color::Black, None)),
            ["9.1.2.1"]
        );
    }
}
