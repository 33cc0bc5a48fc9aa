//! The play view's reducer: [`PlayState::reduce`] decides an [`Action`] at the time given,
//! with the game rebuilt from the scenario's events where the action changes them.

use super::acts::offer_mark;
use super::build::{build, build_now, rejudge, restart, scenario};
use super::mode::{Intent, Mode, PendingMove};
use super::saved::{GameSetup, Saved};
use super::state::{new_probe, Action, Analysing, Answer, PlayState};
use crate::clock::TimeControl;
use crate::laws::{ArbiterAction, Event, Game, Probe};
use crate::notation::{fen, pgn, Notation};
use crate::{Color, Edition};
use std::cell::RefCell;
use std::rc::Rc;

impl PlayState {
    /// A new game from a setup.
    ///
    /// # Errors
    /// A bad edition, FEN or time control, named.
    pub fn new(setup: GameSetup, now: f64) -> Result<PlayState, String> {
        let probe = new_probe();
        let (game, offers) = build_now(&setup, &[], &probe)?;
        Ok(PlayState::with_game(setup, now, game, offers, probe))
    }

    /// [`PlayState::new`] with the play view's probe: the analyses it cannot finish are
    /// left in it, for [`PlayState::attempt`] to wait for.
    pub(super) fn new_in(
        setup: GameSetup,
        now: f64,
        probe: Rc<RefCell<Probe>>,
    ) -> Result<PlayState, String> {
        let (game, offers) = build(&setup, &[], &mut *probe.borrow_mut())?;
        Ok(PlayState::with_game(setup, now, game, offers, probe))
    }

    fn with_game(
        setup: GameSetup,
        now: f64,
        game: Game,
        offers: Vec<usize>,
        probe: Rc<RefCell<Probe>>,
    ) -> PlayState {
        PlayState {
            offers,
            setup,
            events: Vec::new(),
            game,
            last_ts: now,
            started: false,
            selected: None,
            mode: Mode::Quick,
            intent: None,
            written: String::new(),
            flipped: false,
            notation: Notation::San,
            promotion: None,
            pending: None,
            error: None,
            analysing: None,
            probe,
            loads: 0,
        }
    }

    /// Rebuilds a saved game with the play view's probe; a save that no longer replays
    /// starts a new game with a message.
    pub(super) fn from_saved(s: Saved, now: f64, probe: Rc<RefCell<Probe>>) -> PlayState {
        let built = build(&s.setup, &s.events, &mut *probe.borrow_mut());
        let begun = s.started.unwrap_or(!s.events.is_empty());
        let mode = s.mode();
        match built {
            Ok((game, offers)) => PlayState {
                offers,
                setup: s.setup,
                events: s.events,
                last_ts: s.last_ts,
                started: begun,
                selected: None,
                mode,
                intent: None,
                written: String::new(),
                flipped: s.flipped,
                notation: s
                    .notation
                    .as_deref()
                    .and_then(Notation::from_name)
                    .unwrap_or(Notation::San),
                promotion: None,
                // a move left on the arbiter's board, shown where the hand put it
                pending: s.pending.map(|text| {
                    let squares = crate::notation::physical::read_physical(game.position(), &text)
                        .ok()
                        .map(|r| (r.from, r.to));
                    PendingMove { text, squares }
                }),
                game,
                error: None,
                analysing: None,
                probe,
                loads: 0,
            },
            Err(e) => PlayState {
                error: Some(format!(
                    "the saved game could not be replayed ({e}); a new game was started"
                )),
                ..PlayState::default_in(now, probe)
            },
        }
    }

    /// The play view's first state: the saved game, or a new one (with the reason when the
    /// save could not be read), decided with `probe` (the answers kept by earlier page
    /// loads). When replaying it needs a long analysis, a new game is shown until the
    /// analysis is done and the saved game is loaded.
    pub fn start(saved: Result<Option<Saved>, String>, now: f64, probe: Probe) -> PlayState {
        let probe = Rc::new(RefCell::new(probe));
        match saved {
            Ok(Some(s)) => {
                probe.borrow_mut().take_needed();
                let state = PlayState::from_saved(s.clone(), now, probe.clone());
                let needs = probe.borrow_mut().take_needed();
                if needs.is_empty() {
                    return state;
                }
                PlayState {
                    analysing: Some(Analysing {
                        action: Action::Load(s),
                        needs,
                    }),
                    ..PlayState::default_in(now, probe)
                }
            }
            Ok(None) => PlayState::default_in(now, probe),
            Err(e) => PlayState {
                error: Some(format!(
                    "the saved game could not be read ({e}); a new game was started"
                )),
                ..PlayState::default_in(now, probe)
            },
        }
    }

    /// A new 2018 game from the initial position.
    pub fn default_at(now: f64) -> PlayState {
        PlayState::new(GameSetup::default(), now).expect("the default setup is valid")
    }

    /// [`PlayState::default_at`] with the play view's probe.
    fn default_in(now: f64, probe: Rc<RefCell<Probe>>) -> PlayState {
        PlayState::new_in(GameSetup::default(), now, probe).expect("the default setup is valid")
    }

    /// The game as a scenario in its JSON format (what a shared link carries), `None` when
    /// the setup is not one ([`scenario`]).
    pub fn scenario_json(&self) -> Option<serde_json::Value> {
        scenario(&self.setup, &self.events)
            .ok()
            .map(|s| s.to_json())
    }

    /// What to save.
    pub fn saved(&self) -> Saved {
        Saved {
            setup: self.setup.clone(),
            events: self.events.clone(),
            last_ts: self.last_ts,
            started: Some(self.started),
            touch_move: self.mode.touches(),
            physical: self.mode == Mode::Board,
            flipped: self.flipped,
            notation: Some(self.notation.name().into()),
            pending: self.pending.as_ref().map(|p| p.text.clone()),
        }
    }

    /// The edition being played.
    pub fn edition(&self) -> Edition {
        self.game.edition()
    }

    /// The state after `action`: decided by the engine, or waiting for analyses longer
    /// than [`PROBE_NODES`] (see [`PlayState::analysing`]).
    pub fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        match (action, &self.analysing) {
            (Action::Analysed { asked, answers }, Some(waiting)) => {
                self.remember(&answers);
                if asked != waiting.needs {
                    // answers for an action since dropped (a new game): kept, nothing decided
                    return self;
                }
                let action = waiting.action.clone();
                let mut base = (*self).clone();
                base.analysing = None;
                let answered = waiting
                    .needs
                    .iter()
                    .all(|(k, c)| answers.iter().any(|(ak, ac, _)| ak == k && ac == c));
                if !answered {
                    base.error = Some(
                        "the dead-position analysis could not be run, so the action was not taken"
                            .into(),
                    );
                    return Rc::new(base);
                }
                Rc::new(base).attempt(action)
            }
            (Action::Analysed { answers, .. }, None) => {
                self.remember(&answers);
                self
            }
            // a new game, or another game loaded, drops the action waiting
            (
                action @ (Action::Reset { .. }
                | Action::Load(_)
                | Action::ImportFen { .. }
                | Action::ImportPgn { .. }
                | Action::SetEdition { keep: false, .. }
                | Action::SetControl { keep: false, .. }),
                Some(_),
            ) => {
                let mut base = (*self).clone();
                base.analysing = None;
                Rc::new(base).attempt(action)
            }
            // the view's settings change at once; the game is not touched
            (
                action @ (Action::Flip
                | Action::SetNotation(_)
                | Action::SetMode(_)
                | Action::Write(_)
                | Action::CancelPromotion),
                Some(_),
            ) => self.decide(action),
            // the game must not move on before the analysis is done
            (_, Some(_)) => {
                let mut same = (*self).clone();
                same.error = Some("the position is still being analysed: the game goes on when the analysis is done".into());
                Rc::new(same)
            }
            (action, None) => self.attempt(action),
        }
    }

    /// Gives full answers to the probe.
    pub(super) fn remember(&self, answers: &[Answer]) {
        let mut probe = self.probe.borrow_mut();
        for (k, c, a) in answers {
            probe.remember(k.clone(), *c, a.clone());
        }
    }

    /// Decides `action` with each dead-position analysis cut off at [`PROBE_NODES`]: the
    /// new state, or this one waiting for the analyses that need more.
    fn attempt(self: Rc<Self>, action: Action) -> Rc<Self> {
        // what an earlier decision outside an action left asked is not this action's
        self.probe.borrow_mut().take_needed();
        let next = self.clone().decide(action.clone());
        let needs = self.probe.borrow_mut().take_needed();
        if needs.is_empty() {
            return next;
        }
        let mut waiting = (*self).clone();
        waiting.analysing = Some(Analysing { action, needs });
        Rc::new(waiting)
    }

    /// Applies one event; on error the game is unchanged and the error shown. Time that
    /// passed since the last event is given to the engine first, as a [`Event::Wait`].
    pub(super) fn push(&mut self, event: Event, now: f64) -> bool {
        // before the game has begun no time passes
        let running = self.started && self.game.clock().and_then(|c| c.running()).is_some();
        if running && !self.game.is_over() && now > self.last_ts {
            // ten days at most in one event (the scenario format's bound): every flag has
            // long fallen by then
            let wait = Event::Wait(((now - self.last_ts).round() as u64).min(864_000_000));
            let applied =
                self.game
                    .apply_with(self.events.len(), &wait, &mut *self.probe.borrow_mut());
            if applied.is_ok() {
                self.events.push(wait);
            }
        }
        self.last_ts = now.max(self.last_ts);
        let i = self.events.len();
        let turn = self.game.position().turn();
        // an action the Laws refuse is a ruling (its effect `Refused`), and the game goes on;
        // an error is only for input that is not an event
        let mut next = self.game.clone();
        let applied = next.apply_with(i, &event, &mut *self.probe.borrow_mut());
        match applied {
            Ok(()) => {
                self.game = next;
                if let Event::Offer(by) = event {
                    self.offers.push(offer_mark(&self.game, by));
                }
                self.events.push(event);
                self.error = None;
                self.started = true;
                // what the player to move meant to do with his move is his alone
                if self.game.position().turn() != turn || self.game.is_over() {
                    self.intent = None;
                }
                true
            }
            Err(e) => {
                self.error = Some(e.message);
                false
            }
        }
    }

    /// The state after `action`, as the engine decides it.
    fn decide(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut next = (*self).clone();
        match action {
            Action::Click { square, now } => next.click(square, now),
            Action::Promote { role, now } => {
                if let Some((from, to)) = next.promotion.take() {
                    next.selected = None;
                    let legal =
                        next.game.position().legal_moves().into_iter().find(|m| {
                            m.from() == from && m.to() == to && m.promotion() == Some(role)
                        });
                    // a pawn left a pawn on the last rank (the arbiter's board): illegal
                    next.play(from, to, legal, now);
                }
            }
            Action::CancelPromotion => {
                next.promotion = None;
                next.selected = None;
            }
            Action::Enter { text, now } => {
                let text = text.trim().to_string();
                next.selected = None;
                if next.intent == Some(Intent::Write) {
                    next.intent = None;
                    next.written = text;
                    return Rc::new(next);
                }
                next.settle_pending(now);
                // legal as the rules read it: the engine is the judge of the rest
                let legal = crate::notation::parse_move(next.game.position(), &text).is_ok();
                next.make_move(text, legal, now);
            }
            // before the game has begun, the clock's button and the arbiter's Start begin it:
            // the clock runs from now, and no event is recorded
            Action::Press { now }
            | Action::Event {
                event: Event::Arbiter(ArbiterAction::Start),
                now,
            } if !next.started && next.game.clock().is_some() && next.pending.is_none() => {
                next.started = true;
                next.last_ts = now.max(next.last_ts);
                next.error = None;
            }
            // after the end the clock's button no longer acts (a scenario's press is still
            // judged: it comes as an event)
            Action::Press { .. } if next.game.is_over() => {}
            Action::Press { now } => {
                next.selected = None;
                if let Some(p) = next.pending.take() {
                    // the move made on the board is completed by the press: the engine judges it
                    next.push(Event::Move(p.text), now);
                    return Rc::new(next);
                }
                let who = next.presser();
                next.push(Event::Press(who), now);
            }
            Action::Intend(intent) => {
                next.intent = intent.filter(|_| !next.game.is_over());
                next.error = None;
            }
            Action::Write(text) => next.written = text,
            Action::Event { event, now } => {
                next.selected = None;
                next.settle_pending(now);
                // the player to move's own act supersedes what he said he would do with his
                // move (his opponent's does not)
                let to_move = next.game.position().turn();
                let own = match &event {
                    Event::Offer(c) | Event::Accept(c) | Event::Decline(c) | Event::Resign(c) => {
                        *c == to_move
                    }
                    Event::Claim { .. } => true,
                    _ => false,
                };
                if own {
                    next.intent = None;
                }
                let claim = matches!(event, Event::Claim { .. });
                if next.push(event, now) && claim {
                    // the written move belongs to this claim only
                    next.written.clear();
                }
            }
            Action::SetMoves { white, black, now } => {
                let count = |side: &str, text: &str| {
                    text.trim()
                        .parse::<u32>()
                        .ok()
                        .filter(|&n| n <= 9_999)
                        .ok_or_else(|| {
                            format!(
                                "move counter for {side}: \"{}\" is not a whole number from 0 to 9999",
                                text.trim()
                            )
                        })
                };
                match (count("White", &white), count("Black", &black)) {
                    (Ok(w), Ok(b)) => {
                        let set =
                            |color, moves| Event::Arbiter(ArbiterAction::SetMoves { color, moves });
                        // Black's only after White's was taken
                        if next.push(set(Color::White, w), now) {
                            next.push(set(Color::Black, b), now);
                        }
                    }
                    (Err(e), _) | (_, Err(e)) => next.error = Some(e),
                }
            }
            Action::SetEdition { edition, keep, now } => {
                let control = if keep {
                    // the same clock: only the Laws change
                    next.setup.control.clone()
                } else {
                    let presets = TimeControl::presets(edition);
                    next.setup
                        .control
                        .clone()
                        .filter(|c| presets.iter().any(|(p, _)| p == c))
                        .or_else(|| presets.first().map(|(p, _)| p.to_string()))
                };
                let setup = GameSetup {
                    edition: edition.year().into(),
                    control,
                    ..next.setup.clone()
                };
                return Rc::new(if keep {
                    rejudge(&next, setup)
                } else {
                    restart(
                        &next,
                        GameSetup {
                            clock: None,
                            ..setup
                        },
                        now,
                    )
                });
            }
            Action::SetControl { text, keep, now } => {
                let c = text.trim().to_string();
                let control = if c.is_empty() || c == "none" {
                    None
                } else {
                    if let Err(e) = TimeControl::parse(&c) {
                        next.error = Some(format!("time control \"{}\": {}", c, e));
                        return Rc::new(next);
                    }
                    Some(c)
                };
                let setup = GameSetup {
                    control,
                    // the clock starts from the control
                    clock: None,
                    ..next.setup.clone()
                };
                return Rc::new(if keep {
                    rejudge(&next, setup)
                } else {
                    restart(&next, setup, now)
                });
            }
            // a move left on the board stays there: the press still completes it
            Action::SetMode(mode) => {
                next.mode = mode;
                next.selected = None;
                next.intent = None;
            }
            Action::Flip => next.flipped = !next.flipped,
            Action::SetNotation(n) => next.notation = n,
            Action::ImportFen { text, now } => match fen::parse(text.trim()) {
                Ok(p) => {
                    let setup = GameSetup {
                        fen: fen::write(&p),
                        // a new start: the clock starts from the control
                        clock: None,
                        ..next.setup.clone()
                    };
                    return Rc::new(restart(&next, setup, now));
                }
                Err(e) => next.error = Some(format!("FEN: {}", e)),
            },
            Action::ImportPgn { text, now } => match pgn::read_games(&text) {
                Ok(games) => match games.into_iter().next() {
                    Some(g) => {
                        // the imported moves are played under the chosen time control, with
                        // no time passing between them
                        let setup = GameSetup {
                            fen: fen::write(&g.start),
                            // a new start: the clock starts from the control
                            clock: None,
                            ..next.setup.clone()
                        };
                        let events: Vec<Event> =
                            g.moves.iter().map(|m| Event::Move(m.san.clone())).collect();
                        let built = build(&setup, &events, &mut *next.probe.borrow_mut());
                        match built {
                            Ok((game, offers)) => {
                                let mut s = restart(&next, setup, now);
                                s.game = game;
                                s.offers = offers;
                                // moves were played: the clock runs on from the import
                                s.started = !events.is_empty();
                                s.events = events;
                                return Rc::new(s);
                            }
                            Err(e) => next.error = Some(format!("PGN: {}", e)),
                        }
                    }
                    None => next.error = Some("PGN: the text holds no game".into()),
                },
                Err(e) => next.error = Some(format!("PGN: {}", e)),
            },
            Action::Load(saved) => {
                let loaded = PlayState::from_saved(saved, next.last_ts, next.probe.clone());
                return Rc::new(PlayState {
                    loads: next.loads.wrapping_add(1),
                    ..loaded
                });
            }
            // answers with no action waiting: nothing to decide
            Action::Analysed { .. } => return self,
            Action::Reset { now } => {
                let mut s = restart(&next, next.setup.clone(), now);
                s.last_ts = now;
                return Rc::new(s);
            }
        }
        Rc::new(next)
    }
}
