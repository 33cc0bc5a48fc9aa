//! Claiming a draw (1977/1980 Art. 12.3, 12.4 and 18.2, 1993 Art. 10.10–10.13, 2018 Art.
//! 9.2–9.5): who may claim and when, the verification and what it costs on the clock, the
//! decision and its consequences, a claim waiting for the arbiter and its withdrawal, and
//! an appeal against the arbiter's decision. [`decide_claim`] and [`decide_appeal`] are
//! the rule functions (the facts in, the decision out, [`check_claim`] deciding the claim
//! itself); `Game` gathers the facts and applies the decision (`Game::apply_acts`, `laws/apply.rs`).

use super::articles::{cite, IncidentPoint, Topic};
use super::decision::{Act, ClockOp, Decision, Ending};
use super::draws::{check_claim, ClaimCheck, ClaimFacts};
use super::editions::Policy;
use super::game::Game;
use super::incident::{self, Incident};
use super::material::{self, Analyser};
use super::scenario::ScenarioError;
pub use super::state::PendingClaim;
use super::verdict::ClaimKind;
use super::verdict::{Effect, GameResult, Termination};
use super::words::duration;
use super::words::plural;
use crate::chess::types::Color;
use crate::clock::rules::{self as clock_rules, ClockEffect, MINUTE};
use crate::edition::Edition;
use crate::laws::editions::{ClaimVerification, MovedBeforeClaiming};
use crate::notation::san;

/// Everything a claim is decided on, as the game knows it when the arbiter decides.
pub struct ClaimCase<'a> {
    /// The claim itself, checked by [`check_claim`].
    pub facts: ClaimFacts<'a>,
    pub claimant: Color,
    /// The move the claimant made on the board before claiming (its SAN), his clock not
    /// yet pressed: he did not claim first.
    pub moved: Option<&'a str>,
    /// The claimant touched a piece with intent before claiming.
    pub touched: bool,
    /// A declared move that is illegal, in words ("the pawn from e2 to e5, which is illegal
    /// (…)").
    pub illegal: Option<String>,
    /// The claimant's remaining time when the arbiter decides, if there is a clock.
    pub remaining_ms: Option<i64>,
    /// The time that ran on the claimant's clock while his claim waited for the arbiter.
    pub waited_ms: u64,
}

fn termination(kind: ClaimKind) -> Termination {
    match kind {
        ClaimKind::Repetition => Termination::RepetitionClaim,
        ClaimKind::Fifty => Termination::FiftyMoveClaim,
    }
}

/// "by repetition of position", "under the fifty-move rule".
pub fn claim_words(kind: ClaimKind) -> &'static str {
    match kind {
        ClaimKind::Repetition => "by repetition of position",
        ClaimKind::Fifty => "under the fifty-move rule",
    }
}

/// The flat charge for verifying a claim ([`Policy::verification_charged_flat`]; 1977:
/// Interpretation 18.2 (1976) charges every claim of repetition exactly five minutes for
/// its verification, however long the arbiter takes); the time the claimant's clock ran
/// while the claim waited counts towards them. The ruling and the change of the claimant's
/// remaining time (negative: charged); `left_ms`, his remaining time before the charge.
fn verification_charge(
    e: Edition,
    who: Color,
    waited_ms: u64,
    left_ms: i64,
    correct: bool,
) -> (Decision, i64) {
    let five = 5 * MINUTE;
    let (effect, delta, how) = if waited_ms == 0 {
        (
            Some(Effect::ChargeTime {
                color: who,
                ms: five,
            }),
            -(five as i64),
            ", however long the arbiter takes".to_string(),
        )
    } else if waited_ms < five {
        let rest = five - waited_ms;
        (
            Some(Effect::ChargeTime {
                color: who,
                ms: rest,
            }),
            -(rest as i64),
            format!(
                ": his clock ran {} while the arbiter verified it, so {} more are charged",
                duration(waited_ms),
                duration(rest)
            ),
        )
    } else if waited_ms > five {
        let back = waited_ms - five;
        (
            Some(Effect::AddTime {
                color: who,
                ms: back,
            }),
            back as i64,
            format!(
                ": his clock ran {} while the arbiter verified it, so {} are given back",
                duration(waited_ms),
                duration(back)
            ),
        )
    } else {
        (
            None,
            0,
            ": his clock ran exactly that long while the arbiter verified it".to_string(),
        )
    };
    let over = left_ms.saturating_add(delta) <= 0;
    let then = match (correct, over) {
        (true, false) => "the claim being correct, the game is drawn all the same",
        (true, true) => "the charge takes him over the time limit, but the claim being correct, the game is drawn all the same",
        (false, false) => "the claim being incorrect, the game continues",
        (false, true) => "the claim being incorrect, the rules on an incorrect claim apply after the charge, and it has taken him over the time limit",
    };
    let step = Decision {
        citation: cite(e, Topic::ClaimPenalty),
        words: format!(
            "the verification of {}'s claim of repetition is charged as exactly five minutes on his clock, the same for every claimant{}; {}",
            who, how, then
        ),
        effect,
    };
    (step, delta)
}

/// What follows an incorrect claim, after its decision: the edition's clock consequence
/// (1977: the verification's five minutes, charged for every claim of repetition; 1980
/// 18.2, 1993 10.13(b), 2018 9.5.3), the declared move made compulsory, the claim standing
/// as an offer (2018 9.1.2.3), and a claimant who has overstepped the time limit.
fn after_incorrect(c: &ClaimCase, an: &mut dyn Analyser, acts: &mut Vec<Act>) {
    let f = &c.facts;
    let (e, who) = (f.edition, c.claimant);
    let policy = Policy::of(e);
    let mut delta = 0i64;
    if policy.verification_charged_flat(f.kind) {
        if let Some(left) = c.remaining_ms {
            let (step, d) = verification_charge(e, who, c.waited_ms, left, false);
            delta = d;
            acts.extend(Act::timed(step));
        }
    } else if policy.incorrect_claim_penalised(f.kind) {
        // 1980 Art. 18.2 concerns claims under Art. 12.3 only; 1993 10.13 and 2018 9.5
        // every claim
        let penalty = clock_rules::incorrect_claim(e, who);
        let (effect, what) = match penalty.effect {
            ClockEffect::Add(side, ms) => (
                Effect::AddTime { color: side, ms },
                format!(
                    "{} added to {}'s time",
                    plural((ms / MINUTE) as u32, "minute"),
                    side
                ),
            ),
            ClockEffect::Charge(side, ms) => {
                delta = -(ms as i64);
                (
                    Effect::ChargeTime { color: side, ms },
                    format!(
                        "{} charged to {}",
                        plural((ms / MINUTE) as u32, "minute"),
                        side
                    ),
                )
            }
        };
        acts.extend(Act::timed(Decision {
            citation: cite(e, Topic::ClaimPenalty),
            words: format!("for the incorrect claim: {}", what),
            effect: c.remaining_ms.map(|_| effect),
        }));
    }
    // a declared move binds after a repetition claim (Interpretation 12.3a (1960), 1993
    // 10.13(b) with 10.10(a)), and after any claim in 2018 (9.5.3); the fifty-move claims
    // of 1977–1993 count no declared move
    let binds = policy.declared_move_binds(f.kind);
    // only if the game continues: a charge past the time limit ends it
    let over = c.remaining_ms.is_some_and(|r| r.saturating_add(delta) <= 0);
    if let Some(m) = f.intended.filter(|_| binds) {
        let m_san = san::to_san(f.position, m);
        acts.push(Act::Rule(Decision::says(
            cite(e, Topic::CompulsoryMove),
            format!(
                "the declared move {m_san} {}",
                if over {
                    "is not played: the game does not continue"
                } else {
                    "must be played"
                }
            ),
        )));
        if !over {
            acts.push(Act::Compulsory(m));
        }
    }
    if policy.incorrect_claim_is_offer() {
        acts.push(Act::Rule(Decision::says(
            cite(e, Topic::ClaimAsOffer),
            format!(
                "{}'s claim is considered an offer of a draw: {} may accept it or decline it",
                who,
                who.other()
            ),
        )));
        acts.push(Act::Offer {
            by: who,
            before_move: true,
        });
    }
    if let Some(left) = c.remaining_ms.map(|r| r.saturating_add(delta)) {
        if left <= 0 {
            // 1977/1980 18.2, 1993 10.13(b), with 1993 10.5: against a bare king a draw
            let spared = material::spared(e, an, f.position, who.other());
            let (result, termination) = if spared.drawn() {
                (GameResult::Draw, Termination::TimeForfeitDraw)
            } else {
                (GameResult::Win(who.other()), Termination::TimeForfeit)
            };
            acts.extend(Act::stopped_end(Ending {
                result,
                termination,
                citation: cite(e, Topic::ClaimOverstep),
                words: format!(
                    "{} has overstepped the time limit after the charge{}",
                    who,
                    spared.words(who.other())
                ),
            }));
        }
    }
}

/// The arbiter's decision on a claim of a draw: the rule function of the claim procedure.
pub fn decide_claim(c: &ClaimCase, an: &mut dyn Analyser) -> Vec<Act> {
    let f = &c.facts;
    let (e, who) = (f.edition, c.claimant);
    let policy = Policy::of(e);
    if let Some(mv) = c.moved {
        // the right to claim belongs to the player who claims before he moves: 1977/1980
        // Art. 12.3, 1993 10.11, 2018 9.4 (he touched the piece without claiming)
        let words = match policy.moved_before_claiming() {
            MovedBeforeClaiming::NotDeclaredFirst => format!("{} made his move {} on the board and only then claimed: he did not first declare it, so he has lost the right to claim with it; the claim is not examined and the game goes on", who, mv),
            MovedBeforeClaiming::RightUntilRecurrence => format!("{} made his move {} on the board without having claimed first: he has lost the right to claim a draw (it is restored only if the same position appears again with him to move); the claim is not examined and the game goes on", who, mv),
            MovedBeforeClaiming::RightOnThisMove => format!("{} touched a piece and made his move {} without having claimed first: he has lost the right to claim on this move; the claim is not examined and the game goes on", who, mv),
        };
        return vec![Act::Rule(Decision::refuses(
            cite(e, Topic::ClaimAfterMove),
            words,
        ))];
    }
    if policy.touch_loses_claim() && c.touched {
        return vec![Act::Rule(Decision::refuses(
            cite(e, Topic::ClaimRightLost),
            format!(
                "{} touched a piece with intent: the right to claim a draw on this move is lost",
                who
            ),
        ))];
    }
    let topic = match f.kind {
        ClaimKind::Repetition => Topic::Repetition,
        ClaimKind::Fifty => Topic::Fifty,
    };
    if let Some(what) = &c.illegal {
        return vec![Act::Rule(Decision::refuses(
            cite(e, topic),
            format!(
                "{} declares with his claim a move of {}: the claim cannot be made with it; the game goes on",
                who, what
            ),
        ))];
    }
    let check: ClaimCheck = check_claim(f);
    let mut acts = Vec::new();
    if let (Some(m), ClaimKind::Repetition, true) =
        (f.intended, f.kind, policy.declared_move_examined_unplayed())
    {
        acts.push(Act::Rule(Decision::says(
            cite(e, Topic::DeclaredMoveNotPlayed),
            format!(
                "{} writes {} and declares it without playing it on the board: the arbiter examines the claim with the move declared; {} will have to make it in any case",
                who,
                san::to_san(f.position, m),
                who
            ),
        )));
    }
    if check.correct {
        let verification = match c.remaining_ms {
            Some(left) if policy.verification_charged_flat(f.kind) => {
                Some(verification_charge(e, who, c.waited_ms, left, true))
            }
            _ => None,
        };
        let exhausted = match (&verification, c.remaining_ms) {
            (Some((_, d)), Some(r)) => r.saturating_add(*d) <= 0,
            _ => false,
        };
        if let Some(m) = f.intended {
            acts.push(Act::Play(m));
        }
        acts.extend(Act::stopped_end(Ending {
            result: GameResult::Draw,
            termination: termination(f.kind),
            citation: check.citation,
            words: format!(
                "claim by {} correct: {}; the game is drawn{}",
                who,
                check.explanation,
                if exhausted {
                    ", even though the verification's charge leaves his time exhausted"
                } else {
                    ""
                }
            ),
        }));
        if let Some((step, _)) = verification {
            acts.extend(Act::timed(step));
        }
        return acts;
    }
    acts.push(Act::Rule(Decision::says(
        check.citation,
        format!("claim by {} incorrect: {}", who, check.explanation),
    )));
    after_incorrect(c, an, &mut acts);
    acts
}

/// An appeal against the arbiter's decision on a draw claim, and what the game's record
/// shows of the claim.
pub struct AppealCase {
    pub edition: Edition,
    pub claimant: Color,
    pub kind: ClaimKind,
    /// The arbiter granted the draw (else he refused it, and the claimant stopped playing
    /// to appeal).
    pub granted: bool,
    /// An international tournament, with an appeals committee at the venue.
    pub international: bool,
    /// The claim, checked against the game's record.
    pub check: ClaimCheck,
}

/// The decision on an appeal (Interpretations 18.2 (1974), 20.3 (1958)): an appeals
/// committee at the venue decides at once, on the game's record; where the Laws prescribe
/// nothing (1977/1980, not an international tournament) the arbiter's decision is enforced
/// and the higher authority decides later: the game stays as the arbiter left it. The
/// consequences of a claim found incorrect on appeal, when the game resumes, are those of
/// [`decide_claim`] (`case` gives its facts).
pub fn decide_appeal(a: &AppealCase, case: &ClaimCase, an: &mut dyn Analyser) -> Vec<Act> {
    let (e, who) = (a.edition, a.claimant);
    let body = incident::appeal_body(e, a.international);
    let record = format!(
        "{}'s claim: the game's record shows that {}",
        who, a.check.explanation
    );
    let deferred = Policy::of(e).appeal_decided_later(a.international);
    if deferred {
        // the refused claimant has stopped playing to appeal: the clocks stop with the game
        // (the ruling says so; until session 25 they ran on)
        let mut acts = vec![Act::Rule(Decision::says(
            body.citation,
            if a.granted {
                format!(
                    "{}; meanwhile the draw the arbiter granted stands",
                    body.words
                )
            } else {
                body.words
            },
        ))];
        if !a.granted {
            // Interpretation 18.2 (1974): the refused claimant may stop playing and appeal
            acts.push(Act::Clock(ClockOp::Stop));
            acts.push(Act::Rule(Decision::new(
                cite(e, Topic::Incident(IncidentPoint::AppealIncorrectClaim)),
                format!("{} may stop playing and appeal: the game and the clocks stay stopped until that authority decides", who),
                Some(Effect::ClockStopped),
            )));
        }
        acts.push(Act::Rule(Decision::says(
            a.check.citation,
            format!(
                "{}'s claim, for that authority to judge: the game's record shows that {}",
                who, a.check.explanation
            ),
        )));
        if a.granted {
            acts.extend(Act::stopped_end(Ending {
                result: GameResult::Draw,
                termination: termination(a.kind),
                citation: cite(
                    e,
                    match a.kind {
                        ClaimKind::Repetition => Topic::Repetition,
                        ClaimKind::Fifty => Topic::Fifty,
                    },
                ),
                words: format!(
                    "the arbiter granted {}'s claim: the game is drawn, as the arbiter decided, unless the higher authority decides otherwise",
                    who
                ),
            }));
        }
        return acts;
    }
    let mut acts = vec![
        Act::Rule(Decision::says(body.citation, body.words)),
        Act::Rule(Decision::says(a.check.citation, record)),
    ];
    let d = incident::appeal_decision(e, who, a.granted, a.check.correct);
    match (a.granted, a.check.correct) {
        (true, false) => {
            acts.push(Act::Rule(Decision::says(d.citation, d.words)));
            // the game resumes after a claim found incorrect: its consequences
            after_incorrect(case, an, &mut acts);
        }
        (_, true) => acts.extend(Act::stopped_end(Ending {
            result: GameResult::Draw,
            termination: termination(a.kind),
            citation: d.citation,
            words: d.words,
        })),
        (false, false) => acts.extend(Act::stopped_end(Ending {
            result: GameResult::Win(who.other()),
            termination: termination(a.kind),
            citation: d.citation,
            words: d.words,
        })),
    }
    acts
}

impl Game {
    /// The player who claims: the player to move, or, when a move stands on the board with
    /// the clock not yet pressed, the player who made it.
    fn claimant(&self) -> Color {
        if self.hand.placed {
            self.position.turn().other()
        } else {
            self.position.turn()
        }
    }

    /// The facts of a claim on the game's record.
    fn claim_facts(
        &self,
        kind: ClaimKind,
        intended: Option<crate::chess::types::Move>,
    ) -> ClaimFacts<'_> {
        ClaimFacts {
            edition: self.edition,
            kind,
            position: &self.position,
            intended,
            keys: &self.history.keys,
            placements: &self.history.placements,
            rights: &self.history.rights,
            regulation: self.claims.fifty_regulation,
        }
    }

    /// A claim of a draw, with the move the claimant writes and declares, if any. A claim
    /// `pending` waits for the arbiter: it is verified when the arbiter acts on it (an
    /// event other than time passing, the arbiter stopping the clock, or a request to
    /// withdraw it).
    pub(super) fn claim(
        &mut self,
        i: usize,
        kind: ClaimKind,
        intended: Option<&str>,
        pending: bool,
        an: &mut dyn Analyser,
    ) -> Result<(), ScenarioError> {
        let by = self.claimant();
        if !pending {
            return self.claim_now(i, by, kind, intended, 0, an);
        }
        let what = claim_words(kind);
        let words = match Policy::of(self.edition).claim_verification() {
            ClaimVerification::ClockRunsFlatCharge => format!("{} claims a draw {} and calls the arbiter: his clock runs on until the arbiter has verified the claim", by, what),
            ClaimVerification::ArbiterStopsClock => format!("{} claims a draw {} and calls the arbiter, who must first stop the clock while he investigates the claim; until then the clock runs", by, what),
            ClaimVerification::ArbiterStopsClocks => format!("{} claims a draw {} and calls the arbiter, who must first stop the clocks while he investigates the claim", by, what),
            ClaimVerification::ChessclockStopped => format!("{} claims a draw {}: he or the arbiter stops the chessclock, and the claim cannot be withdrawn", by, what),
        };
        let c = self.cite(Topic::ClaimVerification);
        self.rule(i, c, words, None);
        let remaining_at_claim = self.clock.as_ref().map(|k| k.remaining(by, self.now));
        self.claims.pending_claim = Some(PendingClaim {
            by,
            kind,
            intended: intended.map(str::to_string),
            stopped: false,
            remaining_at_claim,
        });
        Ok(())
    }

    /// The arbiter decides a claim now: the facts gathered, [`decide_claim`] applied.
    fn claim_now(
        &mut self,
        i: usize,
        by: Color,
        kind: ClaimKind,
        intended: Option<&str>,
        waited_ms: u64,
        an: &mut dyn Analyser,
    ) -> Result<(), ScenarioError> {
        let moved = self
            .hand
            .placed
            .then(|| self.history.san.last().cloned().unwrap_or_default());
        // the declared move is read in the claimant's position (after a move of his on
        // the board the claim is not examined)
        let (legal, illegal) = match intended.filter(|_| !self.hand.placed) {
            Some(t) => match self.read_move(i, t)? {
                Ok(m) => (Some(m), None),
                Err((raw, r)) => (
                    None,
                    Some(format!(
                        "{}, which is illegal ({})",
                        raw.describe(&self.position),
                        r.describe()
                    )),
                ),
            },
            None => (None, None),
        };
        let remaining_ms = self.clock.as_ref().map(|k| k.remaining(by, self.now));
        let acts = decide_claim(
            &ClaimCase {
                facts: self.claim_facts(kind, legal),
                claimant: by,
                moved: moved.as_deref(),
                touched: !self.hand.touched.is_empty(),
                illegal,
                remaining_ms,
                waited_ms,
            },
            an,
        );
        self.apply_acts(i, acts, an)
    }

    /// The claim waiting for the arbiter, if any, is verified now.
    pub(super) fn verify_pending(
        &mut self,
        i: usize,
        an: &mut dyn Analyser,
    ) -> Result<(), ScenarioError> {
        let Some(p) = self.claims.pending_claim.take() else {
            return Ok(());
        };
        let waited_ms = match (p.remaining_at_claim, &self.clock) {
            (Some(at), Some(k)) => u64::try_from(at - k.remaining(p.by, self.now)).unwrap_or(0),
            _ => 0,
        };
        self.claim_now(i, p.by, p.kind, p.intended.as_deref(), waited_ms, an)
    }

    /// The arbiter stops the clock while a claim waits for him: to investigate it (1980
    /// 18.2, 1993 10.13, 2018 9.5.1). False when no claim waits.
    pub(super) fn stop_for_claim(&mut self, i: usize) -> bool {
        let Some(by) = self.claims.pending_claim.as_ref().map(|p| p.by) else {
            return false;
        };
        let stopped = self.stop_clock();
        if let Some(p) = self.claims.pending_claim.as_mut() {
            p.stopped = true;
        }
        let words = match Policy::of(self.edition).claim_verification() {
            ClaimVerification::ClockRunsFlatCharge => format!("the arbiter stops the clock to verify {}'s claim, whose verification is charged as exactly five minutes in any case", by),
            ClaimVerification::ArbiterStopsClock => format!("the arbiter stops the clock to investigate {}'s claim, as he must before verifying it", by),
            ClaimVerification::ArbiterStopsClocks => format!("the arbiter stops the clocks to investigate {}'s claim", by),
            ClaimVerification::ChessclockStopped => format!("the arbiter stops the chessclock to verify {}'s claim", by),
        };
        let c = self.cite(Topic::ClaimVerification);
        self.rule(i, c, words, stopped.then_some(Effect::ClockStopped));
        true
    }

    /// A draw claim withdrawn or appealed (`incident` kinds `withdraw_claim`, `appeal`),
    /// decided on the claim waiting for the arbiter, the game's record and the clock; a
    /// player's reason for an early draw and a captain declaring for his player go to the
    /// offers ([`Game::offer_incident`]). False for any other incident.
    pub(super) fn claim_incident(
        &mut self,
        i: usize,
        x: &Incident,
        an: &mut dyn Analyser,
    ) -> Result<bool, ScenarioError> {
        match *x {
            Incident::WithdrawClaim { by, claim } => {
                let waiting = self
                    .claims
                    .pending_claim
                    .as_ref()
                    .filter(|p| p.by == by && p.kind == claim)
                    .map(|p| p.stopped);
                let Some(stopped) = waiting else {
                    self.refuse(i, Topic::Incident(crate::laws::articles::IncidentPoint::ClaimWithdrawn), format!("{} asks to withdraw a draw claim {}, but no such claim of his waits for the arbiter: there is nothing to withdraw; the game goes on", by, claim_words(claim)));
                    return Ok(true);
                };
                let (d, withdrawn) = incident::withdrawal(self.edition, by, stopped);
                if withdrawn {
                    self.claims.pending_claim = None;
                    self.rule(i, d.citation, d.words, None);
                } else {
                    self.rule(i, d.citation, d.words, Some(Effect::Refused));
                    self.verify_pending(i, an)?;
                }
                Ok(true)
            }
            Incident::Appeal {
                claim,
                granted,
                international,
            } => {
                let claimant = self.position.turn();
                let check = check_claim(&self.claim_facts(claim, None));
                let remaining_ms = self.clock.as_ref().map(|k| k.remaining(claimant, self.now));
                let appeal = AppealCase {
                    edition: self.edition,
                    claimant,
                    kind: claim,
                    granted,
                    international,
                    check,
                };
                let case = ClaimCase {
                    facts: self.claim_facts(claim, None),
                    claimant,
                    moved: None,
                    touched: false,
                    illegal: None,
                    remaining_ms,
                    waited_ms: 0,
                };
                let acts = decide_appeal(&appeal, &case, an);
                self.apply_acts(i, acts, an)?;
                Ok(true)
            }
            _ => self.offer_incident(i, x, an),
        }
    }
}

#[cfg(test)]
mod tests;
