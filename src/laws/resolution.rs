//! What the arbiter's decision on one event does, as data ([`Resolution`]), and in an
//! arbiter's words ([`Resolution::words`]): "The claim is refused; 2 minutes are added to
//! Black's clock." A resolution is read from the game before and after the event (the game's
//! end or its result standing, a move made, a move made compulsory, what the touched-piece
//! rule requires, what the game remembers for later) and from the rulings' effects (time
//! added, charged or set, the clocks stopped or started, a refusal, a position reinstated, a
//! penalty at the arbiter's discretion), so two decisions in different words that do the
//! same thing are one resolution. It names no
//! article and repeats none of the facts that led to it: a quiz offers resolutions as the
//! choices of what the arbiter decides.

use super::game::Game;
use super::scenario::Event;
use super::verdict::{ClaimKind, Effect, GameResult, Termination};
use super::words::duration;
use crate::chess::types::Color;

/// What was asked of the arbiter, or done at the board, as the words of a resolution need
/// it: "the claim is refused", "the move stands".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Asked {
    /// A draw claim (repetition, fifty moves).
    Claim(ClaimKind),
    /// A flag seen or claimed: the side whose flag.
    Flag(Color),
    /// A move made on the board, or its press.
    Move,
    Offer,
    Accept,
    /// A move sealed at the adjournment.
    Seal,
    /// The adjourned game's resumption, or a player's late arrival.
    Resume,
    /// An incident a player brings to the arbiter (a claim, a request, a complaint).
    Request,
    /// An incident no player asks about, an arbiter's act, colours found reversed.
    Other,
}

impl Asked {
    /// What `e` asks.
    pub fn of(e: &Event) -> Asked {
        match e {
            Event::Claim { kind, .. } => Asked::Claim(*kind),
            Event::Flag(c) => Asked::Flag(*c),
            Event::Move(_) | Event::MoveWith { .. } | Event::Place(_) | Event::Press(_) => {
                Asked::Move
            }
            Event::Offer(_) => Asked::Offer,
            Event::Accept(_) => Asked::Accept,
            Event::Seal { .. } => Asked::Seal,
            Event::Resume { .. } | Event::Late { .. } => Asked::Resume,
            Event::Incident(x) if x.to_json().get("by").is_some() => Asked::Request,
            _ => Asked::Other,
        }
    }
}

/// A change to the time on the clocks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TimeChange {
    Add(Color, u64),
    Charge(Color, u64),
    /// The clocks set (a side left out keeps its time).
    Set {
        white: Option<u64>,
        black: Option<u64>,
    },
}

/// What holds after the decision that did not before, for the rest of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lasting {
    /// This side's lateness, should it pass the limit, does not forfeit the game.
    ExcusedLate(Color),
    MustSeal(Color),
    /// The event's own regulations decide flags (true), or the Laws (false).
    FlagRegulations(bool),
    NoDrawBefore(u32),
    /// The fifty moves raised to so many moves for this game.
    FiftyRaised(u32),
    /// The player knocked pieces over: the opponent may start his clock again.
    PiecesDown(Color),
}

/// What the arbiter's decision on one event does.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Resolution {
    /// The game ends: its result and how.
    pub ended: Option<(GameResult, Termination)>,
    /// What was asked or done is refused: the game goes on as it was.
    pub refused: bool,
    pub times: Vec<TimeChange>,
    /// The clocks are stopped.
    pub stopped: bool,
    /// This side's clock is started.
    pub started: Option<Color>,
    /// The position before an illegal move is reinstated.
    pub reinstated: bool,
    /// A move the decision made on the board (the sealed move played), in SAN.
    pub played: Option<String>,
    /// The arbiter may penalise these players (a warning or a penalty at his discretion).
    pub penalty: Vec<Color>,
    /// The game had ended before the event, and its result stands: that result and how.
    pub stands: Option<(GameResult, Termination)>,
    /// The move that must be played next, in SAN, and by whom.
    pub compulsory: Option<(Color, String)>,
    /// What the touched-piece rule requires now: the moves allowed (SAN, sorted) and the
    /// requirement in words ("the queen on c4 must be moved").
    pub obliged: Option<(Vec<String>, String)>,
    pub lasting: Vec<Lasting>,
}

impl Resolution {
    /// What the decision on event `event` did: `before` is the game before it, `after` the
    /// game after it.
    pub fn between(before: &Game, after: &Game, event: usize, e: &Event) -> Resolution {
        let mut r = Resolution::default();
        match (before.outcome, after.outcome) {
            (None, o) => r.ended = o.map(|o| (o.result, o.termination)),
            (Some(b), Some(a)) if a == b => r.stands = Some((a.result, a.termination)),
            (Some(_), o) => r.ended = o.map(|o| (o.result, o.termination)),
        }
        for x in after.rulings.iter().filter(|x| x.event == event) {
            match &x.effect {
                Some(Effect::AddTime { color, ms }) => r.times.push(TimeChange::Add(*color, *ms)),
                Some(Effect::ChargeTime { color, ms }) => {
                    r.times.push(TimeChange::Charge(*color, *ms));
                }
                Some(Effect::SetTime { white, black }) => r.times.push(TimeChange::Set {
                    white: *white,
                    black: *black,
                }),
                Some(Effect::ClockStopped) => r.stopped = true,
                Some(Effect::ClockStarted { color }) => r.started = Some(*color),
                Some(Effect::Refused) => r.refused = true,
                Some(Effect::Reinstated { .. }) => r.reinstated = true,
                Some(Effect::Penalty { color }) => {
                    if !r.penalty.contains(color) {
                        r.penalty.push(*color);
                    }
                }
                Some(Effect::PenaltyBoth) => r.penalty = Color::ALL.to_vec(),
                Some(Effect::SetMoves { .. } | Effect::GameOver { .. }) | None => {}
            }
        }
        let moved = matches!(Asked::of(e), Asked::Move);
        if !moved && after.history.san.len() > before.history.san.len() && !r.reinstated {
            r.played = after.history.san.last().cloned();
        }
        if let Some(m) = after
            .hand
            .compulsory
            .filter(|_| before.hand.compulsory.is_none())
        {
            let c = after.position.turn();
            r.compulsory = Some((c, crate::notation::san::to_san(&after.position, m)));
        }
        if after.hand.touched != before.hand.touched && after.hand.compulsory.is_none() {
            let (pos, touched) = (&after.position, &after.hand.touched);
            if let Some((allowed, _)) = super::touch::allowed_moves(after.edition, pos, touched) {
                let legal = pos.legal_moves().into_iter().count();
                if !allowed.is_empty() && allowed.len() < legal {
                    let mut moves: Vec<String> = allowed
                        .iter()
                        .map(|m| crate::notation::san::to_san(pos, *m))
                        .collect();
                    moves.sort();
                    let words = super::touch::required(pos, touched, &allowed);
                    r.obliged = Some((moves, words));
                }
            }
        }
        let new = |a: Option<Lasting>, b: Option<Lasting>| a.filter(|_| a != b);
        let lasting = |g: &Game| {
            [
                g.time.excused_late.map(Lasting::ExcusedLate),
                g.sealing.must_seal.map(Lasting::MustSeal),
                g.time.flag_regulations.map(Lasting::FlagRegulations),
                g.offers.no_draw_before.map(Lasting::NoDrawBefore),
                g.claims
                    .fifty_regulation
                    .map(|p| Lasting::FiftyRaised(p / 2)),
                g.hand.knocked_over.map(Lasting::PiecesDown),
            ]
        };
        if r.ended.is_none() {
            for (a, b) in lasting(after).into_iter().zip(lasting(before)) {
                r.lasting.extend(new(a, b));
            }
        }
        r
    }

    /// The resolution in an arbiter's words, one sentence: "The claim is upheld: the game
    /// is drawn." No article, none of the facts.
    pub fn words(&self, asked: Asked) -> String {
        let mut parts: Vec<String> = Vec::new();
        // time charged before a loss on time is what made the flag fall: said first; time
        // on the clocks of a game that ends otherwise changes nothing, and is not said
        let lost_on_time = matches!(self.ended, Some((_, Termination::TimeForfeit)));
        if lost_on_time {
            parts.extend(self.times.iter().map(|t| time_words(*t)));
        }
        if let Some((result, how)) = self.ended {
            parts.push(ended_words(asked, result, how));
        } else if let Some((result, how)) = self.stands {
            parts.push(stands_words(result, how));
        } else if self.refused || matches!(asked, Asked::Claim(_)) {
            // a draw claim that does not end the game is refused, whatever else follows
            parts.push(refused_words(asked).to_string());
        }
        if self.reinstated {
            parts.push("the position before the illegal move is restored".into());
        }
        if self.ended.is_none() {
            parts.extend(self.times.iter().map(|t| time_words(*t)));
        }
        if self.stopped && self.ended.is_none() {
            parts.push("the clocks are stopped".into());
        }
        if let Some(c) = self.started {
            parts.push(format!("{c}'s clock is started"));
        }
        if self.played.is_some() && self.ended.is_none() {
            parts.push(match asked {
                Asked::Resume => "the sealed move is played on the board".into(),
                _ => "the declared move is played on the board".into(),
            });
        }
        match self.penalty.as_slice() {
            [] => {}
            [c] => parts.push(format!("the arbiter may warn or penalise {c}")),
            _ => parts.push("the arbiter may warn or penalise both players".into()),
        }
        if let Some((c, m)) = &self.compulsory {
            parts.push(format!("{c} must play {m}"));
        }
        if let Some((_, words)) = &self.obliged {
            parts.push(words.clone());
        }
        for s in &self.lasting {
            parts.push(lasting_words(*s));
        }
        if parts.is_empty() {
            parts.push(quiet_words(asked).into());
        } else if self.ended.is_none()
            && self.stands.is_none()
            && self.times.is_empty()
            && !self.reinstated
            && self.played.is_none()
            && !self.stopped
            && self.compulsory.is_none()
            && self.obliged.is_none()
        {
            parts.push("play goes on".into());
        }
        let mut s = parts.join("; ");
        if let Some(f) = s.get(..1) {
            s = f.to_uppercase() + &s[1..];
        }
        s.push('.');
        s
    }
}

/// The result of a game that had already ended: "the game has already ended: Black's win by
/// checkmate stands".
fn stands_words(result: GameResult, how: Termination) -> String {
    let what = match result {
        GameResult::Win(w) => format!("{w}'s win by {} stands", how.words()),
        GameResult::Draw => format!("the draw by {} stands", how.words()),
        GameResult::BothLose => "both players' loss stands".into(),
        GameResult::Annulled => "its annulment stands".into(),
    };
    format!("the game has already ended: {what}")
}

fn ended_words(asked: Asked, result: GameResult, how: Termination) -> String {
    use Termination as T;
    let claimed = matches!(asked, Asked::Claim(_));
    match (result, how) {
        (GameResult::Draw, T::RepetitionClaim | T::FiftyMoveClaim) if claimed => {
            "the claim is upheld: the game is drawn".into()
        }
        (GameResult::Draw, T::Agreement) => "the draw is agreed: the game is drawn".into(),
        (GameResult::Draw, T::TimeForfeitDraw) => {
            "the flag has fallen, but the game is drawn".into()
        }
        (GameResult::Draw, T::Adjudication) => "the game is adjudicated a draw".into(),
        (GameResult::Draw, T::RepetitionClaim) => "the game is drawn by repetition".into(),
        (GameResult::Draw, T::FiftyMoveClaim) => {
            "the game is drawn under the fifty-move rule".into()
        }
        (GameResult::Draw, t) => format!("the game is drawn by {}", t.words()),
        (GameResult::Win(w), T::TimeForfeit) => format!("{} loses on time", w.other()),
        (GameResult::Win(w), T::SealedMove) => {
            format!("the sealed move is void: {} loses the game", w.other())
        }
        (GameResult::Win(w), T::Late) => {
            format!("{} loses the game by default", w.other())
        }
        (GameResult::Win(w), T::Adjudication) => format!("the game is adjudicated: {w} wins"),
        (GameResult::Win(w), T::Resignation) => format!("{} has resigned: {w} wins", w.other()),
        (GameResult::Win(w), T::IllegalMoves) => {
            format!("{} loses the game for illegal moves", w.other())
        }
        (GameResult::Win(w), T::RepetitionClaim | T::FiftyMoveClaim) => {
            format!("the claim is refused and {} loses the game", w.other())
        }
        (GameResult::Win(w), t) => format!("{w} wins by {}", t.words()),
        (GameResult::BothLose, _) => "both players lose the game".into(),
        (GameResult::Annulled, T::ColoursReversed | T::InitialPosition) => {
            "the game is annulled and a new game is played".into()
        }
        (GameResult::Annulled, _) => "the game is annulled".into(),
    }
}

fn refused_words(asked: Asked) -> &'static str {
    match asked {
        Asked::Claim(_) | Asked::Flag(_) => "the claim is refused",
        Asked::Accept => "no draw can be agreed now",
        Asked::Offer => "the offer is refused",
        Asked::Seal => "the move cannot be sealed",
        Asked::Move => "the move is refused",
        Asked::Resume => "there is nothing to open or play",
        Asked::Request => "the request is refused",
        Asked::Other => "no action is taken",
    }
}

fn quiet_words(asked: Asked) -> &'static str {
    match asked {
        Asked::Claim(_) | Asked::Flag(_) => "nothing follows from it: play goes on",
        Asked::Move => "the move stands: play goes on",
        Asked::Offer => "nothing is decided: the opponent may accept or decline",
        Asked::Accept => "no draw: play goes on",
        Asked::Seal | Asked::Resume | Asked::Request | Asked::Other => {
            "no correction and no penalty: play goes on"
        }
    }
}

fn time_words(t: TimeChange) -> String {
    match t {
        TimeChange::Add(c, ms) => format!("{} added to {c}'s clock", amount(ms)),
        TimeChange::Charge(c, ms) => format!("{} taken from {c}'s clock", amount(ms)),
        TimeChange::Set { white, black } => match (white, black) {
            (Some(w), Some(b)) => format!(
                "the clocks are set to {} for White and {} for Black",
                duration(w),
                duration(b)
            ),
            (Some(ms), None) | (None, Some(ms)) => {
                let c = if white.is_some() {
                    Color::White
                } else {
                    Color::Black
                };
                format!("{c}'s clock is set to {}", duration(ms))
            }
            (None, None) => "the clocks stay as they are".into(),
        },
    }
}

/// "1 minute is", "2 minutes are": a time and its verb.
fn amount(ms: u64) -> String {
    let d = duration(ms);
    let one = d.starts_with("1 ") && d.matches(' ').count() == 1;
    format!("{d} {}", if one { "is" } else { "are" })
}

fn lasting_words(s: Lasting) -> String {
    match s {
        Lasting::ExcusedLate(c) => format!("{c} will not lose the game for being late"),
        Lasting::MustSeal(c) => format!("{c} must seal his move"),
        Lasting::FlagRegulations(true) => "flags are judged by the event's own regulations".into(),
        Lasting::FlagRegulations(false) => "flags are judged by the Laws alone".into(),
        Lasting::NoDrawBefore(m) => format!("no draw may be agreed before move {m}"),
        Lasting::FiftyRaised(n) => format!("the fifty moves are raised to {n} for this game"),
        Lasting::PiecesDown(c) => format!("{} may start {c}'s clock again", c.other()),
    }
}

/// The decision on event `e` of `s`: its resolution, what was asked, and the rulings on
/// the event. `None` when `s` has no event `e`.
///
/// # Errors
/// The scenario's own error, up to the event.
pub fn resolve(
    s: &super::Scenario,
    e: usize,
    an: &mut dyn super::Analyser,
) -> Result<Option<(Resolution, Asked, Vec<super::Ruling>)>, super::ScenarioError> {
    let Some(event) = s.events.get(e) else {
        return Ok(None);
    };
    let before = super::replay(s, e, an)?;
    let mut after = before.clone();
    after.apply_with(e, event, an)?;
    let r = Resolution::between(&before, &after, e, event);
    let rulings = after.rulings.into_iter().filter(|x| x.event == e).collect();
    Ok(Some((r, Asked::of(event), rulings)))
}

#[cfg(test)]
mod tests {
    use super::{resolve, Asked, Resolution, TimeChange};
    use crate::chess::types::Color;
    use crate::laws::{FullAnalysis, GameResult, Scenario, Termination};

    /// The decision on the last event of a scenario written as JSON.
    fn last(json: &str) -> (Resolution, Asked) {
        let v: serde_json::Value = serde_json::from_str(json).expect("JSON");
        let s = Scenario::from_json(v.as_object().expect("an object")).expect("a scenario");
        let e = s.events.len() - 1;
        let (r, asked, _) = resolve(&s, e, &mut FullAnalysis)
            .expect("runs")
            .expect("an event");
        (r, asked)
    }

    const DANCE: &str = r#"{"move":"Nf3"},{"move":"Nf6"},{"move":"Ng1"},{"move":"Ng8"},{"move":"Nf3"},{"move":"Nf6"},{"move":"Ng1"}"#;

    #[test]
    fn an_incorrect_claim_is_refused_with_each_editions_penalty() {
        // the position after Ng1 has stood twice: the claim is incorrect
        let claim = |edition: &str| {
            last(&format!(
                r#"{{"edition":"{edition}","fen":"startpos","control":"5400","events":[{DANCE},{{"claim":"repetition"}}]}}"#
            ))
        };
        let (r, asked) = claim("2018");
        assert_eq!(r.times, vec![TimeChange::Add(Color::White, 120_000)]);
        assert!(r.ended.is_none());
        assert_eq!(
            r.words(asked),
            "The claim is refused; 2 minutes are added to White's clock."
        );
        let (r, asked) = claim("1980");
        assert_eq!(r.times, vec![TimeChange::Charge(Color::Black, 300_000)]);
        assert_eq!(
            r.words(asked),
            "The claim is refused; 5 minutes are taken from Black's clock."
        );
    }

    #[test]
    fn a_correct_claim_ends_the_game_and_a_later_event_finds_its_result_standing() {
        let json = format!(
            r#"{{"edition":"1993","fen":"startpos","control":"5400","events":[{DANCE},{{"move":"Ng8"}},{{"claim":"repetition"}}]}}"#
        );
        let (r, asked) = last(&json);
        assert_eq!(
            r.ended,
            Some((GameResult::Draw, Termination::RepetitionClaim))
        );
        assert_eq!(r.words(asked), "The claim is upheld: the game is drawn.");
        let after = json.replace(
            r#"{"claim":"repetition"}]"#,
            r#"{"claim":"repetition"},{"flag":"white"}]"#,
        );
        let (r, asked) = last(&after);
        assert_eq!(r.ended, None);
        assert_eq!(
            r.stands,
            Some((GameResult::Draw, Termination::RepetitionClaim))
        );
        assert_eq!(
            r.words(asked),
            "The game has already ended: the draw by repetition (claimed) stands."
        );
    }

    #[test]
    fn a_penalty_at_the_arbiters_discretion_changes_nothing_else() {
        let (r, asked) = last(
            r#"{"edition":"1977","fen":"startpos","control":"5400","events":[{"move":"e4"},{"incident":{"kind":"advice","by":"black"}}]}"#,
        );
        assert_eq!(
            r,
            Resolution {
                penalty: vec![Color::Black],
                ..Resolution::default()
            }
        );
        assert_eq!(asked, Asked::Request);
        assert_eq!(
            r.words(asked),
            "The arbiter may warn or penalise Black; play goes on."
        );
    }

    #[test]
    fn a_touched_piece_says_what_must_be_moved() {
        let (r, asked) = last(r#"{"edition":"1977","fen":"startpos","events":[{"touch":"g1"}]}"#);
        let (moves, words) = r.obliged.clone().expect("an obligation");
        assert_eq!(moves, ["Nf3", "Nh3"]);
        assert_eq!(words, "the knight on g1 must be moved");
        assert_eq!(r.words(asked), "The knight on g1 must be moved.");
        // a touch that obliges nothing: every move stays open
        let (r, _) = last(r#"{"edition":"1977","fen":"startpos","events":[{"touch":"h1"}]}"#);
        assert!(r.obliged.is_none());
    }

    #[test]
    fn nothing_decided_reads_as_the_game_going_on() {
        let r = Resolution::default();
        assert_eq!(r.words(Asked::Move), "The move stands: play goes on.");
        assert_eq!(
            r.words(Asked::Other),
            "No correction and no penalty: play goes on."
        );
        let refused = Resolution {
            refused: true,
            ..Resolution::default()
        };
        assert_eq!(
            refused.words(Asked::Claim(crate::laws::ClaimKind::Fifty)),
            "The claim is refused; play goes on."
        );
    }
}
