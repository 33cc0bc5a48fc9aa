//! [`Game`]: the state of an over-the-board game under one edition. It dispatches each
//! physical event to the rule functions of its Article family (`draws`, `time`, `moves`,
//! `adjourn`, `arbiter`, `incident`) and applies their decisions. Every event a player can
//! physically make is judged with a ruling and the game goes on from the corrected state;
//! an error is only for input that is not a scenario.

use super::articles::{cite, Topic};
use super::citation::Citation;
use super::editions::Policy;
use super::incident::Incident;
use super::material::{Analyser, FullAnalysis};
use super::scenario::{ArbiterAction, Event, Scenario, ScenarioError, ScenarioErrorKind};
use super::state::{placement, rights, Claims, Hand, History, Offers, Sealing, Timing};
use super::verdict::{ClockTimes, Effect, GameResult, Outcome, Ruling, Termination, Verdict};
use super::{draws, touch};
use crate::chess::position::Position;
use crate::chess::types::{Color, Move, Square};
use crate::clock::{Clock, ClockError, TimeControl};
use crate::edition::Edition;
use crate::notation::fen;

/// A game in progress under one edition.
#[derive(Clone, Debug)]
pub struct Game {
    pub(super) edition: Edition,
    pub(super) position: Position,
    pub(super) history: History,
    pub(super) clock: Option<Clock>,
    pub(super) now: u64,
    pub(super) hand: Hand,
    pub(super) offers: Offers,
    pub(super) claims: Claims,
    pub(super) time: Timing,
    pub(super) sealing: Sealing,
    pub(super) outcome: Option<Outcome>,
    pub(super) rulings: Vec<Ruling>,
}

/// A move in event `i` that is in no notation, or from an empty square.
pub(super) fn move_err(i: usize, m: impl Into<String>) -> ScenarioError {
    ScenarioError::at(ScenarioErrorKind::Move, i, m)
}

/// The ruling on an event after the game ended `o` (1977/1980: Interpretation 11.1 (1976);
/// later editions: the article that ended the game says it ended at once). `mover_placed`:
/// the player whose move is on the board, the clock not yet stopped;
/// `fell_before_move`: his flag had fallen before he made it.
pub(super) fn after_end(
    edition: Edition,
    o: Outcome,
    e: &Event,
    mover_placed: Option<Color>,
    fell_before_move: bool,
    event: usize,
) -> Ruling {
    let by_agreement = matches!(
        o.termination,
        Termination::Resignation | Termination::Agreement
    );
    let mated = matches!(
        o.termination,
        Termination::Checkmate | Termination::Stalemate
    );
    // the 1977/1980 interpretations rule on events after the end
    let old = Policy::of(edition).rules_events_after_end();
    let (topic, decision) = match e {
        // a resignation or an agreed draw stands though a flag had fallen
        Event::Flag(_) if by_agreement => (
            Some(Topic::FlagAfterEnd),
            "the game had already ended by the players' own decision: it stands, though a flag had fallen; this event is without importance",
        ),
        // Interpretation 14.4 (1974): the flag counts when it is observed, and the mating
        // move on the board had ended the game by then
        Event::Flag(f) if old && mated && mover_placed == Some(*f) && fell_before_move =>
        {
            (
                Some(Topic::FlagUnnoticed),
                "the flag had fallen unseen before the mating move, but a flag is considered to have fallen only when it is observed or claimed, and by then the mate had ended the game: the result stands",
            )
        }
        // Interpretation 14.4 (1976): the mate or stalemate was on the board before the
        // player who gave it could stop his clock
        Event::Flag(f) if old && mated && mover_placed == Some(*f) =>
        {
            (
                Some(Topic::FlagAfterMate),
                "the game was ended on the board by the move before the player could stop his clock: once the mate or stalemate is completed on the board, it is of no importance whether his flag fell before he could stop it",
            )
        }
        // Interpretation 9.4 (1960): a claim of reversed colours after the end of the game
        // is rejected
        Event::ColoursReversed | Event::Incident(Incident::ColoursReversed { .. }) if old => (
            Some(Topic::ColoursReversedAfterEnd),
            "the reversed colours are pointed out only after the game ended: the claim is rejected and the result stands",
        ),
        // Interpretation 9.4 (1979): an incorrect initial position had to be claimed
        // during the game
        Event::Incident(Incident::BoardMisplaced { .. }) if old => (
            Some(Topic::InitialPositionAfterEnd),
            "the wrongly placed board is pointed out only after the game ended: any question of an incorrect position had to be claimed during the game; the result stands",
        ),
        _ if old => (
            Some(Topic::AfterEnd),
            "the game had already ended: this event is without importance",
        ),
        _ => (
            None,
            "the game had already ended: this event is without importance",
        ),
    };
    Ruling {
        event,
        citation: topic.map_or(o.citation, |t| cite(edition, t)),
        decision: decision.to_string(),
        effect: None,
    }
}

impl Game {
    /// A game at the scenario's start (no event applied), ended at once if the start
    /// position is checkmate, stalemate or (per edition) drawn.
    ///
    /// # Errors
    /// [`ScenarioError`] for a bad FEN or clock.
    pub fn new(s: &Scenario) -> Result<Game, ScenarioError> {
        Game::new_with(s, &mut FullAnalysis)
    }

    /// [`Game::new`] with the dead-position analysis `an`.
    ///
    /// # Errors
    /// [`ScenarioError`] for a bad FEN or clock.
    pub fn new_with(s: &Scenario, an: &mut dyn Analyser) -> Result<Game, ScenarioError> {
        let position = fen::parse(&s.fen).map_err(|e| ScenarioError {
            kind: ScenarioErrorKind::Position,
            event: None,
            message: format!("\"fen\": {}", e),
        })?;
        let clock = match (&s.control, s.clock) {
            (None, None) => None,
            (control, times) => {
                let control =
                    control
                        .clone()
                        .unwrap_or(TimeControl::Periods(vec![crate::clock::Period {
                            moves: None,
                            ms: times.map_or(0, |t| t.0.max(t.1)),
                            increment_ms: 0,
                            delay: crate::clock::Delay::None,
                        }]));
                let mut c = match times {
                    Some((w, b)) => Clock::with_times(control, w, b),
                    None => Clock::new(control),
                };
                // a game taken up at move N: each side has made its moves before it, which
                // count toward the time control (the 40th move is the game's 40th)
                let before = position.fullmoves().saturating_sub(1);
                c.set_moves(
                    Color::White,
                    before + u32::from(position.turn() == Color::Black),
                );
                c.set_moves(Color::Black, before);
                c.start_side(position.turn(), 0)
                    .map_err(|e| ScenarioError {
                        kind: ScenarioErrorKind::Clock,
                        event: None,
                        message: format!("clock: {}", e),
                    })?;
                Some(c)
            }
        };
        let key = position.repetition_key();
        let start_plies = position
            .fullmoves()
            .saturating_sub(1)
            .saturating_mul(2)
            .saturating_add(u32::from(position.turn() == Color::Black));
        let start_clock_off = match (&s.control, s.clock) {
            (Some(c), Some((w, b))) if start_plies == 0 => {
                let init = c.initial_ms() as i64;
                Some([w as i64 - init, b as i64 - init])
            }
            _ => None,
        };
        let mut g = Game {
            edition: s.edition,
            history: History {
                keys: vec![key],
                placements: vec![placement(&position)],
                rights: vec![rights(&position)],
                start_plies,
                ..History::default()
            },
            position,
            clock,
            now: 0,
            hand: Hand::default(),
            offers: Offers::default(),
            claims: Claims::default(),
            time: Timing {
                start_clock_off,
                ..Timing::default()
            },
            sealing: Sealing::default(),
            outcome: None,
            rulings: Vec::new(),
        };
        g.check_automatic(0, an);
        g.rulings.clear();
        Ok(g)
    }

    /// The edition the game is played under.
    pub fn edition(&self) -> Edition {
        self.edition
    }

    /// The position on the board.
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// The time elapsed since the scenario's start, in ms.
    pub fn now(&self) -> u64 {
        self.now
    }

    /// The clock, if the game has one.
    pub fn clock(&self) -> Option<&Clock> {
        self.clock.as_ref()
    }

    /// Whether the game has ended.
    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }

    /// How the game ended, if it has.
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// Whether a sealed move waits in the envelope.
    pub fn is_adjourned(&self) -> bool {
        self.sealing.sealed.is_some()
    }

    /// The player whose draw offer stands, if any.
    pub fn standing_offer(&self) -> Option<Color> {
        self.offers.offer.map(|(c, _)| c)
    }

    /// A move is on the board but the clock not yet pressed.
    pub fn is_placed(&self) -> bool {
        self.hand.placed
    }

    /// The squares touched with intent by the player to move.
    pub fn touched(&self) -> &[Square] {
        &self.hand.touched
    }

    /// The rulings so far.
    pub fn rulings(&self) -> &[Ruling] {
        &self.rulings
    }

    /// The moves played, in SAN.
    pub fn san(&self) -> &[String] {
        &self.history.san
    }

    /// The moves the player to move may make now: the legal moves, limited by the
    /// touched-piece rules of the edition and by a declared move that became compulsory.
    pub fn allowed_moves(&self) -> Vec<Move> {
        if self.outcome.is_some() || self.hand.placed {
            return Vec::new();
        }
        if let Some(m) = self.hand.compulsory {
            return vec![m];
        }
        match touch::allowed_moves(self.edition, &self.position, &self.hand.touched) {
            Some((moves, _)) => moves,
            None => self.position.legal_moves().into_iter().collect(),
        }
    }

    /// The verdict so far.
    pub fn verdict(&self) -> Verdict {
        Verdict {
            edition: self.edition,
            outcome: self.outcome,
            fen: fen::write(&self.position),
            san: self.history.san.clone(),
            clock: self.times(),
            rulings: self.rulings.clone(),
        }
    }

    fn times(&self) -> Option<ClockTimes> {
        self.clock.as_ref().map(|c| {
            let [w, b] = c.times(self.now);
            ClockTimes {
                white_ms: w.max(0) as u64,
                black_ms: b.max(0) as u64,
                flags: Color::ALL
                    .into_iter()
                    .filter(|&col| c.flag_fallen(col, self.now))
                    .map(Color::name)
                    .collect(),
            }
        })
    }

    /// The citation of `topic` under the game's edition.
    pub(super) fn cite(&self, topic: Topic) -> Citation {
        cite(self.edition, topic)
    }

    /// Records a ruling.
    pub(super) fn rule(
        &mut self,
        event: usize,
        citation: Citation,
        decision: impl Into<String>,
        effect: Option<Effect>,
    ) {
        self.rulings.push(Ruling {
            event,
            citation,
            decision: decision.into(),
            effect,
        });
    }

    /// Records a ruling on an action that is refused: nothing on the board or the
    /// clocks changes, and the game goes on.
    pub(super) fn refuse(&mut self, event: usize, topic: Topic, decision: impl Into<String>) {
        let c = self.cite(topic);
        self.rule(event, c, decision, Some(Effect::Refused));
    }

    /// Ends the game (the first ending stands) with its ruling.
    pub(super) fn end(
        &mut self,
        event: usize,
        result: GameResult,
        termination: Termination,
        citation: Citation,
        decision: impl Into<String>,
    ) {
        if self.outcome.is_none() {
            self.outcome = Some(Outcome {
                result,
                termination,
                citation,
            });
            // the game is over: the clock stops with it, unless the move that ended it is
            // on the board and its player has not stopped his clock, which then runs on
            // (whether his flag falls before he stops it is of no importance: 1977/1980
            // Interpretation 14.4 (1976), 2018 Art. 6.2.1.1)
            let on_board = self.hand.placed
                && matches!(termination, Termination::Checkmate | Termination::Stalemate);
            if !on_board {
                self.stop_clock();
            }
            self.rule(
                event,
                citation,
                decision,
                Some(Effect::GameOver {
                    result,
                    termination,
                }),
            );
        }
    }

    /// How often the current position has appeared, this time included.
    pub(super) fn occurrences(&self) -> usize {
        let k = *self.history.keys.last().expect("the start key");
        self.history.keys.iter().filter(|&&x| x == k).count()
    }

    /// Records the position reached by a completed move.
    pub(super) fn record_position(&mut self) {
        self.history.plies += 1;
        self.history.keys.push(self.position.repetition_key());
        self.history.placements.push(placement(&self.position));
        self.history.rights.push(rights(&self.position));
    }

    /// Stops the running clock, if any; true when it was running.
    pub(super) fn stop_clock(&mut self) -> bool {
        let now = self.now;
        match self.clock.as_mut() {
            Some(c) if c.running().is_some() => c.stop(now).is_ok(),
            _ => false,
        }
    }

    /// Applies one event with the full dead-position analysis.
    ///
    /// # Errors
    /// [`ScenarioError`] for input that is not a scenario (see [`Game::apply_with`]).
    pub fn apply(&mut self, i: usize, e: &Event) -> Result<(), ScenarioError> {
        self.apply_with(i, e, &mut FullAnalysis)
    }

    /// Applies one event; `an` answers the dead-position questions.
    ///
    /// # Errors
    /// [`ScenarioError`] only for input that is not a record of what happened at the
    /// board: a move in no notation, a move from an empty square. Everything a player
    /// can physically do is judged (a flag or a clock action in a game without a clock
    /// too: refused, the game has no clock).
    pub fn apply_with(
        &mut self,
        i: usize,
        e: &Event,
        an: &mut dyn Analyser,
    ) -> Result<(), ScenarioError> {
        if let Event::Wait(ms) = e {
            self.now = self.now.checked_add(*ms).ok_or_else(|| {
                ScenarioError::at(
                    ScenarioErrorKind::Clock,
                    i,
                    "wait_ms: the time elapsed overflows",
                )
            })?;
            return Ok(());
        }
        // a flag or a clock action in a game without a clock: the same ruling before and
        // after the end of the game
        if self.clock.is_none() {
            match e {
                Event::Flag(c) => return self.flag(i, *c, an),
                Event::Arbiter(a) => return self.arbiter(i, a, an),
                _ => {}
            }
        }
        // a claim waiting for the arbiter is verified before anything else happens at the
        // board, unless the arbiter stops the clock for it or the claimant asks to withdraw it
        if self.claims.pending_claim.is_some()
            && self.outcome.is_none()
            && !matches!(
                e,
                Event::Arbiter(ArbiterAction::Stop)
                    | Event::Incident(Incident::WithdrawClaim { .. })
            )
        {
            self.verify_pending(i, an)?;
        }
        // the arbiter's penalty may follow the end, as after an agreed premature draw
        if let (Some(_), Event::Incident(x @ Incident::ArbiterWarns)) = (self.outcome, e) {
            return self.incident(i, x, an);
        }
        if let Some(o) = self.outcome {
            // the envelope opened after a draw or resignation during the adjournment
            if matches!(e, Event::Resume { .. }) && self.open_after_end(i, o) {
                return Ok(());
            }
            // a player absent from the resumption arrives after the game ended without him
            if let Event::Late {
                color: Some(c), ms, ..
            } = e
            {
                if self.arrived_after_end(i, *c, *ms, o) {
                    return Ok(());
                }
            }
            let mover_placed = self.hand.placed.then(|| self.position.turn().other());
            // the flag of the player whose move is on the board fell before he made it
            let fell_before_move = mover_placed.is_some_and(|f| {
                self.clock
                    .as_ref()
                    .and_then(|k| k.flag_fell_at(f, self.now))
                    .is_some_and(|t| t <= self.hand.placed_at)
            });
            let r = after_end(self.edition, o, e, mover_placed, fell_before_move, i);
            self.rulings.push(r);
            // the clock left running by a game ended on the board stops when it is pressed
            if matches!(e, Event::Press(_)) {
                self.stop_clock();
            }
            return Ok(());
        }
        // a pawn left unexchanged is pointed out at the next thing that happens
        if !matches!(
            e,
            Event::Incident(Incident::IllegalFound { .. } | Incident::IllegalAtAdjudication { .. })
        ) && self.unexchanged_pointed_out(i, None)?
            && self.outcome.is_some()
        {
            return Ok(());
        }
        match e {
            Event::Wait(_) => Ok(()),
            Event::Touch(sq) => {
                self.touch(i, *sq);
                Ok(())
            }
            Event::Adjust(sq) => {
                self.adjust(i, *sq);
                Ok(())
            }
            Event::Move(text) => self.make_move(i, text, an),
            Event::MoveWith {
                text,
                intended,
                unnoticed,
            } => {
                self.hand.intended = *intended;
                self.hand.unnoticed_move = *unnoticed;
                let r = self.make_move(i, text, an);
                self.hand.intended = None;
                self.hand.unnoticed_move = false;
                r
            }
            Event::Place(text) => self.place(i, text, false, an).map(|_| ()),
            Event::Press(c) => self.press(i, *c, an),
            Event::Claim {
                kind,
                intended,
                pending,
            } => self.claim(i, *kind, intended.as_deref(), *pending, an),
            Event::Offer(c) => self.offer(i, *c, an),
            Event::Accept(c) => self.accept(i, *c, an),
            Event::Decline(c) => self.decline(i, *c, an),
            Event::Resign(c) => {
                let a = self.cite(Topic::Resignation);
                self.end(
                    i,
                    GameResult::Win(c.other()),
                    Termination::Resignation,
                    a,
                    format!("{} resigns", c),
                );
                Ok(())
            }
            Event::Flag(c) => {
                if self.flag_while_adjourned(i, *c) {
                    return Ok(());
                }
                self.flag(i, *c, an)
            }
            Event::Seal { text, by } => self.seal(i, text, *by, an),
            Event::Resume { absent } => self.resume(i, *absent, an),
            // the clocks set for the resumption of the adjourned game: `adjourn.rs`
            Event::Arbiter(ArbiterAction::SetMs { white, black })
                if self.in_adjournment() && self.clock.is_some() =>
            {
                self.set_clocks_for_resumption(i, *white, *black);
                Ok(())
            }
            // the arbiter stops the clock to investigate a claim waiting for him
            Event::Arbiter(ArbiterAction::Stop) if self.stop_for_claim(i) => Ok(()),
            Event::Arbiter(a) => self.arbiter(i, a, an),
            Event::Incident(x) => {
                // a claim withdrawn or appealed, a captain declaring for his player: draws.rs
                if !self.claim_incident(i, x, an)? {
                    self.incident(i, x, an)?;
                }
                Ok(())
            }
            Event::Late {
                color,
                ms,
                default_ms,
            } => {
                // at the resumption of an adjourned game: `adjourn.rs`
                if self.arrival(i, *color, *ms, an)? {
                    return Ok(());
                }
                self.late(i, *color, *ms, *default_ms, an)
            }
            Event::ColoursReversed => {
                self.colours_reversed(i, false);
                Ok(())
            }
        }
    }

    /// The move event: a move made and the clock pressed.
    fn make_move(
        &mut self,
        i: usize,
        text: &str,
        an: &mut dyn Analyser,
    ) -> Result<(), ScenarioError> {
        let c = self.position.turn();
        if self.place(i, text, true, an)? {
            self.press(i, c, an)?;
        }
        Ok(())
    }

    /// Automatic endings after a move: checkmate, stalemate, and per edition
    /// 1993 10.4 or 2018 5.2.2, 9.6.1 and 9.6.2 (the same check `claims` runs).
    pub(super) fn check_automatic(&mut self, i: usize, an: &mut dyn Analyser) {
        let occurrences = self.occurrences();
        if let Some(e) = draws::automatic(self.edition, &self.position, occurrences, an) {
            self.end(i, e.result, e.termination, e.citation, e.words);
        }
    }

    pub(super) fn clock_error(i: usize) -> impl Fn(ClockError) -> ScenarioError {
        move |e| ScenarioError::at(ScenarioErrorKind::Clock, i, format!("clock: {}", e))
    }
}
