//! The laws engine: an over-the-board game as a sequence of physical events,
//! decided under one edition of the Laws, every ruling citing its article.
//!
//! ```
//! use fide_laws::laws::{run, Scenario};
//! let s = Scenario::parse(r#"{"edition":"2018","events":[{"move":"f3"},{"move":"e5"},{"move":"g4"},{"move":"Qh4"}]}"#).unwrap();
//! let v = run(&s).unwrap();
//! assert_eq!((v.result.as_str(), v.reason.as_deref(), v.article.as_deref()), ("0-1", Some("checkmate"), Some("5.1.1")));
//! ```

pub mod claims;
pub mod incident;
pub mod material;
pub mod scenario;
pub mod touch;

pub use scenario::{parse_event, ArbiterAction, ClaimKind, Event, Scenario, ScenarioError};

use crate::chess::position::Position;
use crate::chess::types::{Color, Move, Role, Square};
use crate::clock::{rules as clock_rules, Clock, TimeControl};
use crate::edition::Edition;
use crate::notation::{self, fen, san, uci};
use material::MatingChance;
use serde::Serialize;

/// One decision of the engine, tied to the event that caused it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Ruling {
    /// 0-based index of the event.
    pub event: usize,
    /// The article of the scenario's edition (or an interpretation).
    pub article: String,
    pub decision: String,
    /// Clock changes, e.g. `{"add_ms": {"white": 120000}}`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub effect: Option<serde_json::Value>,
}

/// The remaining times when the scenario ends. A fallen flag is a state,
/// never a negative time: the time shows 0 and the flag is listed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ClockTimes {
    pub white_ms: u64,
    pub black_ms: u64,
    /// The sides whose flag has fallen (`"white"`, `"black"`).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub flags: Vec<&'static str>,
}

/// The answer to a scenario.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Verdict {
    /// `1-0`, `0-1`, `1/2-1/2`, `0-0`, `*` (game goes on) or `annulled`.
    pub result: String,
    /// Why the game ended (see [`REASONS`]); absent while it goes on.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    pub edition: String,
    /// The article that ended the game.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub article: Option<String>,
    pub fen: String,
    /// The moves played, in SAN.
    pub san: Vec<String>,
    pub clock: Option<ClockTimes>,
    pub rulings: Vec<Ruling>,
}

/// Every `reason` a verdict can give.
pub const REASONS: [&str; 16] = [
    "checkmate",
    "stalemate",
    "resignation",
    "agreement",
    "repetition-claim",
    "fifty-move-claim",
    "fivefold",
    "seventy-five-moves",
    "dead-position",
    "insufficient-material",
    "time-forfeit",
    "time-forfeit-draw",
    "illegal-moves",
    "sealed-move",
    "late",
    "colours-reversed",
];

/// Topics whose article numbers differ by edition.
#[derive(Clone, Copy, Debug)]
enum Topic {
    Checkmate,
    Resign,
    Stalemate,
    Agreement,
    Offer,
    Repetition,
    Fifty,
    TimeForfeit,
    IllegalMove,
    Sealed,
    AfterEnd,
    Adjust,
    TouchFree,
    LateWithinLimit,
    BothLate,
    CompulsoryMove,
    FlagObserved,
    SealMove,
    ClockStop,
    ClockStart,
    ClockCorrection,
}

fn article(e: Edition, t: Topic) -> &'static str {
    use Edition::*;
    use Topic::*;
    match (t, e) {
        (Checkmate, Fide2018) => "5.1.1",
        (Checkmate, Fide1993) => "10.1",
        (Checkmate, _) => "11.1",
        (Resign, Fide2018) => "5.1.2",
        (Resign, Fide1993) => "10.2",
        (Resign, _) => "11.2",
        (Stalemate, Fide2018) => "5.2.1",
        (Stalemate, Fide1993) => "10.3",
        (Stalemate, _) => "12.1",
        (Agreement, Fide2018) => "5.2.3",
        (Agreement, Fide1993) => "10.6",
        (Agreement, _) => "12.2",
        (Offer, Fide2018) => "9.1.2.1",
        (Offer, Fide1993) => "10.7",
        (Offer, _) => "18.1",
        (Repetition, Fide2018) => "9.2.1",
        (Repetition, Fide1993) => "10.10",
        (Repetition, _) => "12.3",
        (Fifty, Fide2018) => "9.3",
        (Fifty, Fide1993) => "10.12",
        (Fifty, _) => "12.4",
        (TimeForfeit, Fide2018) => "6.9",
        (TimeForfeit, Fide1993) => "10.14",
        (TimeForfeit, _) => "17.1",
        (IllegalMove, Fide2018) => "7.5.1",
        (IllegalMove, Fide1993) => "8.1",
        (IllegalMove, _) => "9.1",
        (Sealed, Fide1993) => "10.16",
        (Sealed, _) => "17.3",
        (AfterEnd, _) => "Interpretation 11.1 (1976)",
        (Adjust, Fide2018) => "4.2.1",
        (Adjust, Fide1993) => "7.1",
        (Adjust, _) => "8.1",
        (TouchFree, Fide2018) => "4.5",
        (TouchFree, Fide1993) => "7.2",
        (TouchFree, _) => "8.3",
        (LateWithinLimit, Fide2018) => "6.7.1",
        (LateWithinLimit, Fide1993) => "10.15",
        (LateWithinLimit, _) => "17.2",
        (BothLate, Fide2018) => "6.7.1",
        (BothLate, Fide1993) => "10.17",
        (BothLate, _) => "17.4",
        (CompulsoryMove, Fide2018) => "9.5.3",
        (CompulsoryMove, Fide1993) => "10.13(b)",
        (CompulsoryMove, _) => "Interpretation 12.3a (1960)",
        (FlagObserved, Fide2018) => "6.8",
        (FlagObserved, Fide1993) => "12.2",
        (FlagObserved, _) => "Interpretation 14.4 (1974)",
        (SealMove, Fide1993) => "13.1(a)",
        (SealMove, _) => "15.1",
        (ClockStop, Fide2018) => "6.11.1",
        (ClockStop, Fide1993) => "12.5",
        (ClockStop, _) => "14.6",
        (ClockStart, Fide2018) => "6.11.3",
        (ClockStart, Fide1993) => "12.5",
        (ClockStart, _) => "14.6",
        (ClockCorrection, Fide2018) => "6.10.2",
        (ClockCorrection, Fide1993) => "12.4",
        (ClockCorrection, _) => "14.5",
    }
}

fn result_for_winner(winner: Color) -> &'static str {
    winner.fold_wb("1-0", "0-1")
}

/// A game in progress under one edition.
#[derive(Clone, Debug)]
pub struct Game {
    edition: Edition,
    position: Position,
    /// Repetition keys of every position reached, the start included.
    keys: Vec<u64>,
    san: Vec<String>,
    /// Completed moves of the game (plies).
    plies: u32,
    /// Plies played before the start position, from its move number and side to move.
    start_plies: u32,
    clock: Option<Clock>,
    now: u64,
    /// Squares touched with intent by the player to move, in order.
    touched: Vec<Square>,
    /// A move has been made on the board and the clock not yet pressed.
    placed: bool,
    /// A draw offer standing: (by whom, ply when made).
    offer: Option<(Color, u32)>,
    /// Who made the last draw offer (Interpretation 19.1c (1958): repeating one).
    last_offer: Option<Color>,
    /// A move the player must play after an incorrect claim with it (1993 10.13(b), 2018 9.5.3).
    compulsory: Option<Move>,
    illegal_moves: [u32; 2],
    /// The sealed move at adjournment (text, who sealed).
    sealed: Option<(String, Color)>,
    /// The sealed move was made on the board before sealing (Interpretation 15.1 (1978)).
    sealed_on_board: bool,
    result: Option<(String, String, String)>,
    rulings: Vec<Ruling>,
}

/// Runs a scenario and returns the engine's verdict.
///
/// # Errors
/// [`ScenarioError`] for a bad FEN, a move that cannot be read, a move for
/// the side not to move, an impossible clock action…, naming the event.
pub fn run(s: &Scenario) -> Result<Verdict, ScenarioError> {
    let mut g = Game::new(s)?;
    for (i, e) in s.events.iter().enumerate() {
        g.apply(i, e)?;
    }
    Ok(g.verdict())
}

/// "1 move", "3 moves": a count with its noun in the right number.
pub(crate) fn plural(n: u32, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
}

/// Half-moves needed for a fifty-move claim: 100, or 200 for K+2N v K+P
/// with the pawn blocked by a knight and not too far advanced
/// (Interpretation 12.4 (1978), 1980 Art. 12.4).
pub fn fifty_limit(edition: Edition, pos: &Position) -> u32 {
    if edition > Edition::Fide1980 {
        return 100;
    }
    let b = pos.board();
    for strong in Color::ALL {
        let weak = strong.other();
        let knights = b.by_piece(crate::Piece {
            color: strong,
            role: Role::Knight,
        });
        let pawn = b.by_piece(crate::Piece {
            color: weak,
            role: Role::Pawn,
        });
        if b.by_color(strong).count() == 3
            && knights.count() == 2
            && b.by_color(weak).count() == 2
            && pawn.count() == 1
        {
            let p = pawn.first().expect("one pawn");
            let front = p.offset(0, weak.fold_wb(1, -1));
            let blocked = front.is_some_and(|f| knights.contains(f));
            // the limit squares, by file a..h
            let limit = match weak {
                Color::Black => [4, 6, 5, 4, 4, 5, 6, 4][p.file() as usize],
                Color::White => [5, 3, 4, 5, 5, 4, 3, 5][p.file() as usize],
            };
            let rank = p.rank() + 1;
            let not_beyond = match weak {
                Color::Black => rank >= limit,
                Color::White => rank <= limit,
            };
            if blocked && not_beyond {
                return 200;
            }
        }
    }
    100
}

fn err(i: usize, m: impl Into<String>) -> ScenarioError {
    ScenarioError {
        event: Some(i),
        message: m.into(),
    }
}

impl Game {
    /// A game at the scenario's start (no event applied).
    ///
    /// # Errors
    /// [`ScenarioError`] for a bad FEN or clock.
    pub fn new(s: &Scenario) -> Result<Game, ScenarioError> {
        let position = fen::parse(&s.fen).map_err(|e| ScenarioError {
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
                c.start_side(position.turn(), 0)
                    .map_err(|e| ScenarioError {
                        event: None,
                        message: format!("clock: {}", e),
                    })?;
                Some(c)
            }
        };
        let key = position.repetition_key();
        let start_plies =
            (position.fullmoves() - 1) * 2 + u32::from(position.turn() == Color::Black);
        let mut g = Game {
            edition: s.edition,
            position,
            keys: vec![key],
            san: Vec::new(),
            plies: 0,
            start_plies,
            clock,
            now: 0,
            touched: Vec::new(),
            placed: false,
            offer: None,
            last_offer: None,
            sealed_on_board: false,
            compulsory: None,
            illegal_moves: [0, 0],
            sealed: None,
            result: None,
            rulings: Vec::new(),
        };
        g.check_automatic(usize::MAX);
        g.rulings.clear();
        Ok(g)
    }

    fn art(&self, t: Topic) -> String {
        article(self.edition, t).to_string()
    }

    fn rule(
        &mut self,
        event: usize,
        article: impl Into<String>,
        decision: impl Into<String>,
        effect: Option<serde_json::Value>,
    ) {
        self.rulings.push(Ruling {
            event,
            article: article.into(),
            decision: decision.into(),
            effect,
        });
    }

    fn end(
        &mut self,
        event: usize,
        result: &str,
        reason: &str,
        article: String,
        decision: impl Into<String>,
    ) {
        if self.result.is_none() {
            self.result = Some((result.into(), reason.into(), article.clone()));
            self.rule(event, article, decision, None);
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
        self.result.is_some()
    }

    /// Whether a sealed move waits in the envelope.
    pub fn is_adjourned(&self) -> bool {
        self.sealed.is_some()
    }

    /// The player whose draw offer stands, if any.
    pub fn standing_offer(&self) -> Option<Color> {
        self.offer.map(|(c, _)| c)
    }

    /// A move is on the board but the clock not yet pressed.
    pub fn is_placed(&self) -> bool {
        self.placed
    }

    /// The squares touched with intent by the player to move.
    pub fn touched(&self) -> &[Square] {
        &self.touched
    }

    /// The rulings so far.
    pub fn rulings(&self) -> &[Ruling] {
        &self.rulings
    }

    /// The moves the player to move may make now: the legal moves, limited by the
    /// touched-piece rules of the edition and by a declared move that became compulsory.
    pub fn allowed_moves(&self) -> Vec<Move> {
        if self.result.is_some() || self.placed {
            return Vec::new();
        }
        if let Some(m) = self.compulsory {
            return vec![m];
        }
        match touch::allowed_moves(self.edition, &self.position, &self.touched) {
            Some((moves, _)) => moves,
            None => self.position.legal_moves().into_iter().collect(),
        }
    }

    /// The verdict so far.
    pub fn verdict(&self) -> Verdict {
        let (result, reason, article) = match &self.result {
            Some((r, why, a)) => (r.clone(), Some(why.clone()), Some(a.clone())),
            None => ("*".into(), None, None),
        };
        Verdict {
            result,
            reason,
            edition: self.edition.year().into(),
            article,
            fen: fen::write(&self.position),
            san: self.san.clone(),
            clock: self.times(),
            rulings: self.rulings.clone(),
        }
    }

    /// Automatic endings after a move: checkmate, stalemate, and per edition
    /// 1993 10.4 or 2018 5.2.2, 9.6.1 and 9.6.2.
    fn check_automatic(&mut self, i: usize) {
        let p = self.position.clone();
        if p.is_checkmate() {
            let w = p.turn().other();
            self.end(
                i,
                result_for_winner(w),
                "checkmate",
                self.art(Topic::Checkmate),
                format!("checkmate: {} wins", w),
            );
            return;
        }
        if p.is_stalemate() {
            self.end(
                i,
                "1/2-1/2",
                "stalemate",
                self.art(Topic::Stalemate),
                "stalemate: the game is drawn",
            );
            return;
        }
        match self.edition {
            Edition::Fide1993 if material::is_10_4_ending(&p) => {
                self.end(i, "1/2-1/2", "insufficient-material", "10.4".into(), "drawn ending (king v king, a single minor piece, or bishops on the same colour)");
            }
            Edition::Fide2018 => {
                // 5.2.2: White first; Black is asked only when White cannot mate
                let white = material::mating_chance(&p, Color::White);
                let black = if white.cannot() {
                    material::mating_chance(&p, Color::Black)
                } else {
                    MatingChance::Can(0)
                };
                if let (MatingChance::Cannot(w), MatingChance::Cannot(b)) = (&white, &black) {
                    self.end(
                        i,
                        "1/2-1/2",
                        "dead-position",
                        "5.2.2".into(),
                        format!("dead position: neither player can checkmate by any series of legal moves (White: {}; Black: {})", w, b),
                    );
                } else if self.occurrences() >= 5 {
                    self.end(
                        i,
                        "1/2-1/2",
                        "fivefold",
                        "9.6.1".into(),
                        "the same position has appeared five times",
                    );
                } else if p.halfmoves() >= 150 {
                    self.end(
                        i,
                        "1/2-1/2",
                        "seventy-five-moves",
                        "9.6.2".into(),
                        "75 moves by each player without a pawn move or capture",
                    );
                }
            }
            _ => {}
        }
    }

    fn occurrences(&self) -> usize {
        let k = *self.keys.last().expect("start key");
        self.keys.iter().filter(|&&x| x == k).count()
    }

    /// Reads a move text as the player to move made it: a legal move, or a
    /// physical illegal move given in UCI.
    fn read_move(
        &self,
        i: usize,
        text: &str,
    ) -> Result<Result<Move, (uci::RawMove, crate::IllegalReason)>, ScenarioError> {
        if let Some(raw) = uci::parse_raw_uci(text) {
            let piece = self.position.board().piece_at(raw.from);
            match piece {
                None => return Err(err(i, format!("move {}: no piece on {}", text, raw.from))),
                Some(p) if p.color != self.position.turn() => {
                    return Err(err(
                        i,
                        format!(
                            "move {}: move for the wrong side ({} has the move, {} holds a {} {})",
                            text,
                            self.position.turn(),
                            raw.from,
                            p.color.name(),
                            p.role.name()
                        ),
                    ))
                }
                _ => {}
            }
            return Ok(match uci::parse_uci(&self.position, text) {
                Ok(m) => Ok(m),
                Err(_) => Err((
                    raw,
                    self.position
                        .judge(raw.from, raw.to, raw.promotion)
                        .expect_err("parse_uci failed, so judge does"),
                )),
            });
        }
        notation::parse_move(&self.position, text)
            .map(Ok)
            .map_err(|e| {
                err(
                    i,
                    format!(
                        "move {}: {} (an illegal move can be given in UCI, e.g. e1g1)",
                        text, e
                    ),
                )
            })
    }

    fn clock_mut(&mut self, i: usize) -> Result<&mut Clock, ScenarioError> {
        self.clock.as_mut().ok_or_else(|| {
            err(
                i,
                "the scenario has no clock (give \"control\" or \"clock\")",
            )
        })
    }

    /// Applies one event.
    ///
    /// # Errors
    /// [`ScenarioError`] for an event that cannot happen.
    pub fn apply(&mut self, i: usize, e: &Event) -> Result<(), ScenarioError> {
        if let Event::Wait(ms) = e {
            self.now += ms;
            return Ok(());
        }
        if self.result.is_some() {
            let a = self.art(Topic::AfterEnd);
            self.rule(
                i,
                a,
                "the game had already ended: this event is without importance",
                None,
            );
            return Ok(());
        }
        match e {
            Event::Wait(_) => unreachable!("handled above"),
            Event::Touch(sq) => self.touch(i, *sq),
            Event::Adjust(sq) => {
                if self.position.board().piece_at(*sq).is_none() {
                    return Err(err(i, format!("adjust: no piece on {}", sq)));
                }
                let a = self.art(Topic::Adjust);
                self.rule(
                    i,
                    a,
                    format!(
                        "adjusting the piece on {} after announcing it creates no obligation",
                        sq
                    ),
                    None,
                );
                Ok(())
            }
            Event::Move(text) => {
                let c = self.position.turn();
                if self.place(i, text, true)? {
                    self.press(i, c)?;
                }
                Ok(())
            }
            Event::Place(text) => self.place(i, text, false).map(|_| ()),
            Event::Press(c) => self.press(i, *c),
            Event::Claim { kind, intended } => self.claim(i, *kind, intended.as_deref()),
            Event::Offer(c) => self.offer(i, *c),
            Event::Accept(c) => self.accept(i, *c),
            Event::Decline(c) => {
                if self.offer.is_some_and(|(by, _)| by != *c) {
                    self.offer = None;
                    let a = self.art(Topic::Offer);
                    self.rule(i, a, format!("{} declines the draw offer", c), None);
                    Ok(())
                } else {
                    Err(err(i, format!("decline: no draw offer stands for {}", c)))
                }
            }
            Event::Resign(c) => {
                let a = self.art(Topic::Resign);
                self.end(
                    i,
                    result_for_winner(c.other()),
                    "resignation",
                    a,
                    format!("{} resigns", c),
                );
                Ok(())
            }
            Event::Flag(c) => self.flag(i, *c),
            Event::Seal(text) => self.seal(i, text),
            Event::Resume => self.resume(i),
            Event::Arbiter(a) => self.arbiter(i, a),
            Event::Incident(x) => {
                let ctx = incident::Context {
                    adjourned: self.sealed.is_some(),
                    remaining_ms: self.clock.as_ref().map(|c| {
                        (
                            c.remaining(Color::White, self.now).max(0) as u64,
                            c.remaining(Color::Black, self.now).max(0) as u64,
                        )
                    }),
                };
                let ruling = incident::rule(self.edition, x, ctx);
                let mut effect = None;
                if ruling.effect == incident::Effect::StopClocks {
                    let now = self.now;
                    if let Some(c) = self.clock.as_mut() {
                        if c.running().is_some() {
                            c.stop(now).map_err(|e| err(i, format!("clock: {}", e)))?;
                            effect = Some(serde_json::json!({ "clock": "stopped" }));
                        }
                    }
                }
                self.rule(i, ruling.article, ruling.decision, effect);
                Ok(())
            }
            Event::Late {
                color,
                ms,
                default_ms,
            } => {
                let late = clock_rules::late_arrival(self.edition, *ms, *default_ms);
                let (color, late) = match (color, late) {
                    (None, Some(_)) => {
                        // both players late: both lose (1977/1980 17.4, 1993 10.17, 2018 6.7.1)
                        let a = self.art(Topic::BothLate);
                        self.end(
                            i,
                            "0-0",
                            "late",
                            a,
                            format!(
                                "both players arrive {} min late: the game is lost by both",
                                ms / 60_000
                            ),
                        );
                        return Ok(());
                    }
                    (None, None) => (Color::White, None),
                    (Some(c), l) => (*c, l),
                };
                match late {
                    Some(a) => self.end(
                        i,
                        result_for_winner(color.other()),
                        "late",
                        a.number.to_string(),
                        format!(
                            "{} arrives {} min late: the game is lost",
                            color,
                            ms / 60_000
                        ),
                    ),
                    None => {
                        let a = self.art(Topic::LateWithinLimit);
                        self.rule(i, a, format!("{} arrives {} min late, within the limit: the game goes on, the time elapsed stays on his clock", color, ms / 60_000), None);
                    }
                }
                Ok(())
            }
            Event::ColoursReversed => {
                self.colours_reversed(i);
                Ok(())
            }
        }
    }

    fn touch(&mut self, i: usize, sq: Square) -> Result<(), ScenarioError> {
        if self.position.board().piece_at(sq).is_none() {
            return Err(err(i, format!("touch: no piece on {}", sq)));
        }
        if !self.touched.contains(&sq) {
            self.touched.push(sq);
        }
        if let Some((allowed, a)) =
            touch::allowed_moves(self.edition, &self.position, &self.touched)
        {
            let list: Vec<String> = allowed
                .iter()
                .map(|m| san::to_san(&self.position, *m))
                .collect();
            self.rule(
                i,
                a.number,
                format!(
                    "touched {}: the player must play one of {}",
                    sq,
                    list.join(", ")
                ),
                None,
            );
        } else {
            let a = self.art(Topic::TouchFree);
            self.rule(i, a, format!("touched {}: no touched piece can be moved or captured, the player may make any legal move", sq), None);
        }
        Ok(())
    }

    /// Makes a move on the board. Returns true when a legal move now waits
    /// for the clock to be pressed; an illegal move is handled at once (as
    /// completed when `press_follows`, 2018 Art. 7.5.1).
    fn place(&mut self, i: usize, text: &str, press_follows: bool) -> Result<bool, ScenarioError> {
        if self.placed {
            return Err(err(
                i,
                "a move was already made on the board and the clock not pressed; a piece released on a square cannot be moved to another (2018 Art. 4.7, 1977/1980 Art. 7, 1993 Art. 6)",
            ));
        }
        if self.sealed.is_some() {
            return Err(err(i, "the game is adjourned: resume it first"));
        }
        let read = self.read_move(i, text)?;
        match read {
            Ok(m) => {
                if let Some(c) = self.compulsory {
                    if c != m {
                        let a = self.art(Topic::CompulsoryMove);
                        return Err(err(i, format!("move {} refused: after the incorrect claim the declared move {} must be played (Art. {})", text, san::to_san(&self.position, c), a)));
                    }
                }
                if let Some((allowed, a)) =
                    touch::allowed_moves(self.edition, &self.position, &self.touched)
                {
                    if !allowed.contains(&m) {
                        let list: Vec<String> = allowed
                            .iter()
                            .map(|x| san::to_san(&self.position, *x))
                            .collect();
                        return Err(err(i, format!("move {} refused by the touched-piece rule ({}): allowed moves are {}", text, a, list.join(", "))));
                    }
                }
                let before = self.position.clone();
                let mover = before.turn();
                self.san.push(san::to_san(&before, m));
                self.position.play_unchecked(m);
                self.placed = true;
                self.touched.clear();
                self.compulsory = None;
                // a move on the board rejects a standing offer of the opponent's
                if self.offer.is_some_and(|(by, _)| by != mover) {
                    self.offer = None;
                }
                // checkmate and stalemate end the game at once, whatever the clock
                // (2018 5.1.1, 6.2.1.1; Interpretation 14.4 (1976))
                self.check_automatic(i);
                Ok(true)
            }
            Err((raw, reason)) => self
                .illegal_move(i, raw, reason, press_follows)
                .map(|_| false),
        }
    }

    fn press(&mut self, i: usize, c: Color) -> Result<(), ScenarioError> {
        if !std::mem::take(&mut self.placed) {
            if self.edition == Edition::Fide2018 && c == self.position.turn() {
                // 7.5.3: pressing without a move counts as an illegal move
                return self.penalise_illegal(
                    i,
                    c,
                    "7.5.3",
                    "the clock was pressed without a move",
                );
            }
            return Err(err(i, format!("press: {} has made no move to complete", c)));
        }
        let mover = self.position.turn().other();
        if c != mover {
            return Err(err(i, format!("press: {} made the move, not {}", mover, c)));
        }
        self.plies += 1;
        let key = self.position.repetition_key();
        self.keys.push(key);
        let now = self.now;
        if self.result.is_none() {
            if let Some(clock) = self.clock.as_mut() {
                clock
                    .press(mover, now)
                    .map_err(|e| err(i, format!("clock: {}", e)))?;
            }
            self.check_automatic(i);
        }
        Ok(())
    }

    /// A completed illegal move, given as squares: handled as the edition says.
    fn illegal_move(
        &mut self,
        i: usize,
        raw: uci::RawMove,
        reason: crate::IllegalReason,
        completed: bool,
    ) -> Result<(), ScenarioError> {
        let c = self.position.turn();
        if self.edition == Edition::Fide2018 && !completed {
            // 7.5.1: an illegal move is completed only once the clock is pressed
            self.rule(i, "7.5.1", format!("illegal move {} by {} ({}) not completed: it is taken back and the touched-piece rule applies (4.3)", raw.uci(), c, reason), None);
            self.touch_after_illegal(raw);
            return Ok(());
        }
        // 2018 7.5.2: an unpromoted pawn on the last rank is replaced by a queen
        if self.edition == Edition::Fide2018 && reason == crate::IllegalReason::PromotionMissing {
            let m = self
                .position
                .judge(raw.from, raw.to, Some(Role::Queen))
                .map_err(|r| err(i, format!("illegal move {}: {}", raw.uci(), r)))?;
            self.san.push(san::to_san(&self.position, m));
            self.position.play_unchecked(m);
            self.placed = true;
            self.rule(
                i,
                "7.5.2",
                format!(
                    "{} left the pawn unpromoted on {}: it is replaced by a queen",
                    c, raw.to
                ),
                None,
            );
            // the move stands as completed by the press, and is penalised
            self.press(i, c)?;
            if self.result.is_none() {
                self.penalise_illegal(i, c, "7.5.5", "unpromoted pawn")?;
            }
            return Ok(());
        }
        let a = self.art(Topic::IllegalMove);
        let what = format!("illegal move {} by {}: {}", raw.uci(), c, reason);
        match self.edition {
            Edition::Fide2018 => {
                self.rule(
                    i,
                    a,
                    format!("{}; the position before it is reinstated", what),
                    None,
                );
                self.penalise_illegal(i, c, "7.5.5", "illegal move")?;
            }
            _ => {
                let touch_art = match self.edition {
                    Edition::Fide1993 => "7",
                    _ => "8",
                };
                self.rule(i, a, format!("{}; the position before it is reinstated and the move replaced by a legal one under the touched-piece rule (Art. {})", what, touch_art), None);
            }
        }
        if self.result.is_none() {
            self.touch_after_illegal(raw);
        }
        Ok(())
    }

    /// The piece moved illegally was touched; so was an opponent's piece on
    /// the arrival square.
    fn touch_after_illegal(&mut self, raw: uci::RawMove) {
        let c = self.position.turn();
        self.touched = vec![raw.from];
        if self
            .position
            .board()
            .piece_at(raw.to)
            .is_some_and(|p| p.color != c)
        {
            self.touched.push(raw.to);
        }
    }

    /// 2018 7.5.5: first completed illegal move, two minutes to the opponent;
    /// second, loss (draw if the opponent cannot checkmate).
    fn penalise_illegal(
        &mut self,
        i: usize,
        offender: Color,
        art: &str,
        what: &str,
    ) -> Result<(), ScenarioError> {
        self.illegal_moves[offender as usize] += 1;
        if self.illegal_moves[offender as usize] >= 2 {
            let winner = offender.other();
            let chance = material::mating_chance(&self.position, winner);
            if chance.cannot() {
                self.end(
                    i,
                    "1/2-1/2",
                    "illegal-moves",
                    "7.5.5".into(),
                    format!(
                        "second illegal move by {} ({}), but {}: draw",
                        offender,
                        what,
                        material::explain(&chance, winner)
                    ),
                );
            } else {
                self.end(
                    i,
                    result_for_winner(winner),
                    "illegal-moves",
                    "7.5.5".into(),
                    format!(
                        "second illegal move by {} ({}): the game is lost ({})",
                        offender,
                        what,
                        material::explain(&chance, winner)
                    ),
                );
            }
            return Ok(());
        }
        let now = self.now;
        let bonus = clock_rules::illegal_move_bonus(self.edition, offender);
        let effect = bonus.filter(|_| self.clock.is_some()).map(
            |_| serde_json::json!({"add_ms": {offender.other().name(): 2 * clock_rules::MINUTE}}),
        );
        if let (Some(b), Some(clock)) = (bonus, self.clock.as_mut()) {
            // the clock was not switched for a reinstated move (its press is
            // not carried out), and after 7.5.2 the opponent's clock rightly runs
            b.apply(clock, now)
                .map_err(|e| err(i, format!("clock: {}", e)))?;
        }
        self.rule(
            i,
            art,
            format!(
                "first {} by {}: two minutes are added to {}'s time",
                what,
                offender,
                offender.other()
            ),
            effect,
        );
        Ok(())
    }

    fn claim(
        &mut self,
        i: usize,
        kind: ClaimKind,
        intended: Option<&str>,
    ) -> Result<(), ScenarioError> {
        let claimant = self.position.turn();
        if self.edition == Edition::Fide2018 && !self.touched.is_empty() {
            self.rule(
                i,
                "9.4",
                format!(
                    "{} touched a piece (Art. 4.3): the right to claim a draw on this move is lost",
                    claimant
                ),
                None,
            );
            return Ok(());
        }
        let intended_move = match intended {
            Some(t) => match self.read_move(i, t)? {
                Ok(m) => Some(m),
                Err((raw, r)) => {
                    return Err(err(
                        i,
                        format!("claim: the intended move {} is illegal: {}", raw.uci(), r),
                    ))
                }
            },
            None => None,
        };
        let (correct, explanation, topic) = match kind {
            ClaimKind::Repetition => {
                let (count, key_pos) = match intended_move {
                    Some(m) => {
                        let after = self.position.after(m);
                        let k = after.repetition_key();
                        (
                            self.keys.iter().filter(|&&x| x == k).count() + 1,
                            "about to appear",
                        )
                    }
                    None => (self.occurrences(), "has appeared"),
                };
                (
                    count >= 3,
                    format!("the position {} {} time(s)", key_pos, count),
                    Topic::Repetition,
                )
            }
            ClaimKind::Fifty => {
                let needed = fifty_limit(self.edition, &self.position);
                let half = match intended_move {
                    Some(m) if m.is_zeroing() => 0,
                    Some(_) => self.position.halfmoves() + 1,
                    None => self.position.halfmoves(),
                };
                (
                    half >= needed,
                    format!(
                        "{} without capture or pawn move ({} needed)",
                        plural(half / 2, "consecutive move"),
                        needed / 2
                    ),
                    Topic::Fifty,
                )
            }
        };
        let a = self.art(topic);
        if correct {
            if let Some(m) = intended_move {
                self.san.push(san::to_san(&self.position, m));
                self.position.play_unchecked(m);
                self.plies += 1;
                self.keys.push(self.position.repetition_key());
            }
            let reason = match kind {
                ClaimKind::Repetition => "repetition-claim",
                ClaimKind::Fifty => "fifty-move-claim",
            };
            let now = self.now;
            if let Some(clock) = self.clock.as_mut() {
                let _ = clock.stop(now);
            }
            self.end(
                i,
                "1/2-1/2",
                reason,
                a,
                format!(
                    "claim by {} correct: {}; the game is drawn",
                    claimant, explanation
                ),
            );
            return Ok(());
        }
        // incorrect: the clock consequence of the edition
        let ruling = clock_rules::incorrect_claim(self.edition, claimant);
        let now = self.now;
        let mut effect = None;
        if let Some(clock) = self.clock.as_mut() {
            ruling
                .apply(clock, now)
                .map_err(|e| err(i, format!("clock: {}", e)))?;
            effect = Some(match ruling.effect {
                clock_rules::ClockEffect::Add(c, ms) => {
                    serde_json::json!({"add_ms": {c.name(): ms}})
                }
                clock_rules::ClockEffect::Charge(c, ms) => {
                    serde_json::json!({"charge_ms": {c.name(): ms}})
                }
            });
        }
        let what = match ruling.effect {
            clock_rules::ClockEffect::Add(c, ms) => {
                format!("{} minutes added to {}", ms / 60_000, c)
            }
            clock_rules::ClockEffect::Charge(c, ms) => {
                format!("{} minutes charged to {}", ms / 60_000, c)
            }
        };
        let mut decision = format!(
            "claim by {} incorrect ({}; {}): {}",
            claimant, a, explanation, what
        );
        if let Some(m) = intended_move {
            self.compulsory = Some(m);
            decision.push_str(&format!(
                "; the declared move {} must be played",
                san::to_san(&self.position, m)
            ));
        }
        self.rule(i, ruling.article.number, decision, effect);
        if self.edition == Edition::Fide2018 {
            // 9.1.2.3: a claim is also an offer of a draw
            self.offer = Some((claimant, self.plies));
        }
        // the charge may make the claimant overstep (1980 18.2, 1993 10.13(b))
        if let Some(clock) = &self.clock {
            if clock.remaining(claimant, now) <= 0 {
                let a = self.art(Topic::TimeForfeit);
                self.end(
                    i,
                    result_for_winner(claimant.other()),
                    "time-forfeit",
                    a,
                    format!(
                        "{} has overstepped the time limit after the charge",
                        claimant
                    ),
                );
            }
        }
        Ok(())
    }

    fn offer(&mut self, i: usize, c: Color) -> Result<(), ScenarioError> {
        let a = self.art(Topic::Offer);
        let just_moved = self.placed && self.position.turn() != c;
        let timing = match self.edition {
            Edition::Fide2018 if just_moved => "made after the move, before pressing the clock, as 9.1.2.1 requires".to_string(),
            Edition::Fide2018 => "made at another time: still valid, but Art. 11.5 (distracting the opponent) must be considered".to_string(),
            Edition::Fide1993 if c == self.position.turn() => "made while his own clock runs: the opponent may postpone his decision until he has seen the move (10.9)".to_string(),
            Edition::Fide1993 if !just_moved => "made while the opponent's clock runs: still valid, the offerer may be penalised (10.8)".to_string(),
            _ if c == self.position.turn() => "made while his own clock runs: the opponent may accept, reject, or postpone his decision until after the move (Interpretation 18.1 (1974B))".to_string(),
            _ if !just_moved => "made while the opponent's clock runs: the opponent may accept or reject (Interpretation 18.1 (1974A))".to_string(),
            _ => "made on completing a move, as the article requires".to_string(),
        };
        let repeated = self.last_offer == Some(c);
        self.offer = Some((c, self.plies));
        self.last_offer = Some(c);
        self.rule(i, a, format!("{} offers a draw, {}", c, timing), None);
        if repeated {
            // the opponent has not offered since: a repeated offer may annoy him
            let (art, why) = match self.edition {
                Edition::Fide2018 => ("11.5", "unreasonable offers of a draw are a way of annoying the opponent"),
                Edition::Fide1993 => ("15.1", "it is forbidden to distract or annoy the opponent"),
                _ => ("Interpretation 19.1c (1958)", "repeated without a clearly well-founded reason before the opponent has proposed a draw himself, it falls under Art. 19.1c (annoying the opponent)"),
            };
            self.rule(
                i,
                art,
                format!("{} repeats his draw offer: {}", c, why),
                None,
            );
        }
        Ok(())
    }

    fn accept(&mut self, i: usize, c: Color) -> Result<(), ScenarioError> {
        match self.offer {
            Some((by, _)) if by != c => {}
            _ => return Err(err(i, format!("accept: no draw offer stands for {}", c))),
        }
        if self.edition == Edition::Fide2018 {
            // plies before the scenario's start, from the FEN's move number
            if self.start_plies + self.plies < 2 {
                self.offer = None;
                self.rule(i, "5.2.3", "agreement refused: a draw may be agreed only after both players have made at least one move", None);
                return Ok(());
            }
        }
        let a = self.art(Topic::Agreement);
        self.end(
            i,
            "1/2-1/2",
            "agreement",
            a,
            format!("{} accepts the draw offer", c),
        );
        let moves = (self.start_plies + self.plies).div_ceil(2);
        if self.edition <= Edition::Fide1980 && moves < 30 {
            self.rule(
                i,
                "Interpretation 18.1 (1964)",
                format!("the draw was agreed after {}, before the 30th: the arbiter examines it under the principles on premature draws (Interpretations 18.1 (1959), (1960), (1963)); where a clear contravention is shown, penalties as severe as loss of the game", plural(moves, "move")),
                None,
            );
        }
        Ok(())
    }

    fn flag(&mut self, i: usize, c: Color) -> Result<(), ScenarioError> {
        if self.edition == Edition::Fide1980
            && self.sealed.as_ref().is_some_and(|(_, s)| *s == c.other())
        {
            // Interpretation 14.4 (1979B): the sealer noticed the flag only after sealing
            self.rule(
                i,
                "Interpretation 14.4 (1979B)",
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
        let observed = self.art(Topic::FlagObserved);
        if !clock.flag_fallen(c, now) {
            self.rule(
                i,
                observed,
                format!(
                    "{}'s flag has not fallen ({} ms left): the game goes on",
                    c,
                    clock.remaining(c, now)
                ),
                None,
            );
            return Ok(());
        }
        if self.edition == Edition::Fide1993 && clock.flag_fallen(c.other(), now) {
            if let Some(clock) = self.clock.as_mut() {
                clock
                    .both_flags_fallen(now)
                    .map_err(|e| err(i, format!("clock: {}", e)))?;
            }
            self.rule(i, "12.8", "both flags have fallen and which fell first cannot be established: the game continues, the next move is the first of the following period", None);
            return Ok(());
        }
        let winner = c.other();
        let a = self.art(Topic::TimeForfeit);
        match self.edition {
            Edition::Fide1977 | Edition::Fide1980 => {
                self.end(i, result_for_winner(winner), "time-forfeit", a, format!("{}'s flag has fallen: {} loses on time (a loss on time stands whatever the material, Interpretation 12.4 (1958A))", c, c));
            }
            Edition::Fide1993 if material::has_bare_king(&self.position, winner) => {
                self.end(i, "1/2-1/2", "time-forfeit-draw", "10.5".into(), format!("{}'s flag has fallen, but {} has a bare king and cannot win: draw (10.5, 10.14)", c, winner));
            }
            Edition::Fide2018 => {
                let chance = material::mating_chance(&self.position, winner);
                if chance.cannot() {
                    self.end(
                        i,
                        "1/2-1/2",
                        "time-forfeit-draw",
                        a,
                        format!(
                            "{}'s flag has fallen, but {}: draw",
                            c,
                            material::explain(&chance, winner)
                        ),
                    );
                } else {
                    self.end(
                        i,
                        result_for_winner(winner),
                        "time-forfeit",
                        a,
                        format!(
                            "{}'s flag has fallen: {} loses on time ({})",
                            c,
                            c,
                            material::explain(&chance, winner)
                        ),
                    );
                }
            }
            _ => {
                self.end(
                    i,
                    result_for_winner(winner),
                    "time-forfeit",
                    a,
                    format!("{}'s flag has fallen: {} loses on time", c, c),
                );
            }
        }
        if let Some(clock) = self.clock.as_mut() {
            let _ = clock.stop(now);
        }
        Ok(())
    }

    fn seal(&mut self, i: usize, text: &str) -> Result<(), ScenarioError> {
        if self.edition == Edition::Fide2018 {
            return Err(err(
                i,
                "seal: adjournment is not in the 2018 Laws' Articles 1-12",
            ));
        }
        if self.placed {
            // the player made his move on the board and seals that move (Interpretation
            // 15.1 (1978)): it is completed, his clock stopped, the envelope holds it
            let mover = self.position.turn().other();
            let on_board = self.san.last().cloned().unwrap_or_default();
            let bare = |s: &str| s.trim().trim_end_matches(['+', '#']).to_string();
            if bare(text) != bare(&on_board) {
                return Err(err(
                    i,
                    format!(
                        "seal: {} made {} on the board; that is the move he must seal",
                        mover, on_board
                    ),
                ));
            }
            self.placed = false;
            self.plies += 1;
            let key = self.position.repetition_key();
            self.keys.push(key);
            let now = self.now;
            if let Some(clock) = self.clock.as_mut() {
                // the move counts as made in this session (the time control counts it), then
                // the clocks stop for the adjournment
                let _ = clock.press(mover, now);
                let _ = clock.stop(now);
            }
            self.sealed = Some((text.to_string(), mover));
            self.sealed_on_board = true;
            let a = if self.edition == Edition::Fide1980 {
                "Interpretation 15.1 (1978)".to_string()
            } else {
                self.art(Topic::SealMove)
            };
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
        let now = self.now;
        if let Some(clock) = self.clock.as_mut() {
            let _ = clock.stop(now);
        }
        let a = self.art(Topic::SealMove);
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

    fn resume(&mut self, i: usize) -> Result<(), ScenarioError> {
        let (text, c) = self
            .sealed
            .take()
            .ok_or_else(|| err(i, "resume: no move is sealed"))?;
        let a = self.art(Topic::Sealed);
        if std::mem::take(&mut self.sealed_on_board) {
            let now = self.now;
            let turn = self.position.turn();
            if let Some(clock) = self.clock.as_mut() {
                clock
                    .start_side(turn, now)
                    .map_err(|e| err(i, format!("clock: {}", e)))?;
            }
            self.rule(i, a, format!("the envelope holds {}, the move {} made on the board: it stands; {}'s clock is started", text, c, turn), None);
            return Ok(());
        }
        match notation::parse_move(&self.position, &text) {
            Ok(m) => {
                self.rule(
                    i,
                    a.clone(),
                    format!(
                        "the sealed move {} is legal and unambiguous: it is played",
                        san::to_san(&self.position, m)
                    ),
                    None,
                );
                let now = self.now;
                if let Some(clock) = self.clock.as_mut() {
                    clock
                        .start_side(c, now)
                        .map_err(|e| err(i, format!("clock: {}", e)))?;
                }
                if self.place(i, &text, true)? {
                    self.press(i, c)?;
                }
                Ok(())
            }
            Err(e) => {
                if self.edition == Edition::Fide1993
                    && material::has_bare_king(&self.position, c.other())
                {
                    self.end(i, "1/2-1/2", "sealed-move", "10.5".into(), format!("the sealed move {:?} is not a legal unambiguous move ({}), but the opponent has a bare king: draw", text, e));
                } else {
                    self.end(
                        i,
                        result_for_winner(c.other()),
                        "sealed-move",
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

    fn colours_reversed(&mut self, i: usize) {
        let moves_each = self.plies / 2;
        match self.edition {
            Edition::Fide2018 if moves_each < 10 => {
                self.end(i, "annulled", "colours-reversed", "7.3".into(), format!("colours reversed found after {} moves by both players (fewer than 10): the game is discontinued and a new game played with the correct colours", moves_each));
            }
            Edition::Fide2018 => {
                self.rule(
                    i,
                    "7.3",
                    format!(
                        "colours reversed found after {} moves: the game continues",
                        moves_each
                    ),
                    None,
                );
            }
            Edition::Fide1993 => {
                // 8.6: the game continues if more than a quarter of the time to the
                // first control has elapsed; earlier the arbiter can arrange a new game
                let quarter = self
                    .clock
                    .as_ref()
                    .map(|c| c.control().initial_ms() * 2 / 4);
                let used = self.clock.as_ref().map(|c| {
                    let [w, b] = c.times(self.now);
                    (2 * c.control().initial_ms()) as i64 - w - b
                });
                match (quarter, used) {
                    (Some(q), Some(u)) if u > q as i64 => {
                        self.rule(i, "8.6", "colours reversed found after more than a quarter of the time to the first control: the game continues", None);
                    }
                    _ => self.end(i, "annulled", "colours-reversed", "8.6".into(), "colours reversed found early: the arbiter arranges a new game with the correct colours"),
                }
            }
            _ => {
                self.end(i, "annulled", "colours-reversed", "Interpretation 9.4 (1958)".into(), "colours reversed is an incorrect initial position (Art. 9.4): the game is annulled and a new game played");
            }
        }
    }

    fn arbiter(&mut self, i: usize, a: &ArbiterAction) -> Result<(), ScenarioError> {
        let now = self.now;
        let turn = self.position.turn();
        let edition = self.edition;
        let clock = self.clock_mut(i)?;
        let ce = |e: crate::clock::ClockError| err(i, format!("clock: {}", e));
        let (art, what) = match a {
            ArbiterAction::Stop => {
                clock.stop(now).map_err(ce)?;
                (
                    article(edition, Topic::ClockStop),
                    "the arbiter stops the clock".to_string(),
                )
            }
            ArbiterAction::Start => {
                clock.start_side(turn, now).map_err(ce)?;
                (
                    article(edition, Topic::ClockStart),
                    format!("the arbiter restarts {}'s clock", turn),
                )
            }
            ArbiterAction::AddMs { white, black } => {
                clock.add(Color::White, *white, now).map_err(ce)?;
                clock.add(Color::Black, *black, now).map_err(ce)?;
                (
                    article(edition, Topic::ClockCorrection),
                    format!(
                        "the arbiter adds {} ms to White and {} ms to Black",
                        white, black
                    ),
                )
            }
            ArbiterAction::SetMs { white, black } => {
                if let Some(w) = white {
                    clock.set(Color::White, *w, now).map_err(ce)?;
                }
                if let Some(b) = black {
                    clock.set(Color::Black, *b, now).map_err(ce)?;
                }
                (
                    article(edition, Topic::ClockCorrection),
                    "the arbiter sets the clock".to_string(),
                )
            }
            ArbiterAction::SetMoves { color, moves } => {
                clock.set_moves(*color, *moves);
                (
                    article(edition, Topic::ClockCorrection),
                    format!("the arbiter corrects {}'s move counter to {}", color, moves),
                )
            }
        };
        self.rule(i, art, what, None);
        Ok(())
    }
}
