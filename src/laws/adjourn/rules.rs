//! The rule functions of the adjournment: plain facts in, decisions out. Each takes what
//! the Laws turn on (who has the move, who seals, who is present when the session for the
//! adjourned game begins, what the envelope holds, the times recorded on it and those the
//! clocks show) and returns the decisions with what the adjournment does ([`Adjourning`]);
//! [`acts`] makes the game's acts of them;
//! [`Game`](crate::laws::Game) gathers the facts and applies the acts (`mod.rs`).

use crate::chess::position::Position;
use crate::chess::types::Color;
use crate::clock::format_ms;
use crate::edition::Edition;
use crate::laws::articles::{cite, IncidentPoint, Topic};
use crate::laws::decision::{Act, AdjournOp, Decision, Ending};
use crate::laws::editions::Policy;
use crate::laws::verdict::{Effect, GameResult, Termination};
use crate::notation::san::{self, SanError};
use crate::notation::{self};

/// What the adjournment does with a decision ([`acts`] makes the game's acts of it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Adjourning {
    /// Nothing changes on the board or the clocks.
    None,
    /// The action is refused: the board and the clocks stay as they were.
    Refused,
    /// A move put in the envelope with the clocks still running: not definitely made,
    /// the player may still change it (Interpretation 15.1 (1966)).
    Unsealed { mv: String },
    /// The move is sealed: the move made on the board (`on_board`) is completed first;
    /// then the clocks are stopped and the times recorded on the envelope.
    Seal {
        mv: String,
        sealer: Color,
        on_board: bool,
    },
    /// The reply is sealed while the sealer is absent: the replier's clock is stopped and
    /// the sealer's started (1977/1980 Art. 16.4, 1993 Art. 14.4).
    SealReply { mv: String, replier: Color },
    /// The session begins with the player who must reply absent: his clock is started;
    /// the envelope stays closed until he arrives (1977/1980 Art. 16.3, 1993 Art. 14.3).
    StartClock(Color),
    /// The move (in SAN) is made on the board by `mover` with the clock: his clock runs
    /// for it and his opponent's is started (the sealed move, or the sealed reply).
    Play { san: String, mover: Color },
    /// The game goes on from the position on the board, `c`'s clock running.
    Continue(Color),
    /// The game ends.
    End {
        result: GameResult,
        termination: Termination,
    },
    /// A clock is corrected: time added (positive) or charged (negative).
    Correct { color: Color, ms: i64 },
}

/// A decision of the adjournment rules and what the adjournment does with it.
pub type Ruled = (Decision, Adjourning);

fn d(edition: Edition, topic: Topic, words: String, then: Adjourning) -> Ruled {
    (Decision::says(cite(edition, topic), words), then)
}

/// The game's acts for the adjournment's decisions, in order.
pub fn acts(ds: Vec<Ruled>) -> Vec<Act> {
    let mut out = Vec::new();
    for (d, then) in ds {
        match then {
            Adjourning::None => out.push(Act::Rule(d)),
            Adjourning::Refused => out.push(Act::Rule(Decision::refuses(d.citation, d.words))),
            Adjourning::Unsealed { mv } => {
                out.extend([Act::Adjourn(AdjournOp::Unsealed { mv }), Act::Rule(d)])
            }
            Adjourning::Seal {
                mv,
                sealer,
                on_board,
            } => out.extend([
                Act::Adjourn(AdjournOp::Seal {
                    mv,
                    sealer,
                    on_board,
                }),
                Act::Rule(d),
            ]),
            Adjourning::SealReply { mv, replier } => out.extend([
                Act::Adjourn(AdjournOp::SealReply { mv, replier }),
                Act::Rule(d),
            ]),
            Adjourning::StartClock(c) => {
                out.extend([Act::Adjourn(AdjournOp::RunClock(c)), Act::Rule(d)])
            }
            Adjourning::Play { san, mover } => {
                out.extend([Act::Rule(d), Act::Adjourn(AdjournOp::Play { san, mover })])
            }
            Adjourning::Continue(c) => {
                out.extend([Act::Rule(d), Act::Adjourn(AdjournOp::Resume(c))])
            }
            Adjourning::End {
                result,
                termination,
            } => {
                if matches!(
                    termination,
                    Termination::SealedMove | Termination::EnvelopeLost
                ) {
                    out.push(Act::Adjourn(AdjournOp::ClearEnvelope));
                }
                out.push(Act::End(Ending {
                    result,
                    termination,
                    citation: d.citation,
                    words: d.words,
                }));
            }
            Adjourning::Correct { color, ms } => {
                let amount = ms.unsigned_abs();
                let effect = if ms > 0 {
                    Effect::AddTime { color, ms: amount }
                } else {
                    Effect::ChargeTime { color, ms: amount }
                };
                out.extend([
                    Act::Adjourn(AdjournOp::Correct { color, ms }),
                    Act::Rule(Decision::new(d.citation, d.words, Some(effect))),
                ]);
            }
        }
    }
    out
}

/// An envelope: the move written in it and who wrote it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Envelope<'a> {
    pub text: &'a str,
    pub by: Color,
    pub kind: EnvelopeKind,
}

/// What an envelope holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EnvelopeKind {
    /// The move sealed at the adjournment.
    Sealed,
    /// The move sealed at the adjournment, made on the board first (Interpretation 15.1
    /// (1978), 1993 Art. 13.1(a)): it is on the board already.
    OnBoard,
    /// The reply recorded while the sealer was absent (1977/1980 Art. 16.4).
    Reply,
}

impl Envelope<'_> {
    /// The player who must reply to the move in the envelope.
    pub fn replier(&self) -> Color {
        self.by.other()
    }
}

/// The facts of a seal.
#[derive(Clone, Copy, Debug)]
pub struct SealFacts<'a> {
    /// What is written.
    pub text: &'a str,
    /// Who seals it.
    pub by: Color,
    /// The player having the move (the one who made a move on the board without pressing
    /// his clock, if one did).
    pub to_move: Color,
    /// The move he made on the board without pressing his clock (SAN).
    pub on_board: Option<&'a str>,
    /// An envelope sealed already, the clocks stopped.
    pub sealed: Option<(&'a str, Color)>,
    /// A move the same player put in the envelope at this move with the clocks running.
    pub unsealed: Option<&'a str>,
    /// At the resumption, the sealed move opened and no move made since: the sealer, and
    /// whether he is absent.
    pub after_opening: Option<(Color, bool)>,
}

/// A seal (1977/1980 Art. 15.1, 16.4; 1993 Art. 13.1, 14.4; 2018: no adjournment).
pub fn seal(edition: Edition, f: &SealFacts) -> Vec<Ruled> {
    let refuse = |topic: Topic, words: String| vec![d(edition, topic, words, Adjourning::Refused)];
    let p = Policy::of(edition);
    if !p.adjournment_in_laws() {
        return refuse(Topic::SealMove, "the 2018 Laws adjourn a game only under their Guidelines, which this event has not adopted; otherwise writing a move in advance is forbidden: the game goes on with the clock running".into());
    }
    if let Some((m, c)) = f.sealed {
        return refuse(Topic::SealDefinite, format!("{} sealed {} and stopped the clocks: the adjourning move is definitely made and cannot be changed; the envelope stays closed until the resumption", c, m));
    }
    let c = f.to_move;
    if f.by != c {
        let board = if p.sealed_move_may_stand_on_board() {
            "; being short of time, he may make his move on the board and let it stand as the sealed move"
        } else {
            ""
        };
        return refuse(Topic::SealWrongPlayer, format!("{} has the move at the end of the session: he must seal it himself, and the arbiter cannot have {} seal a move in his place{}; nothing is sealed, and {} is still to move", c, f.by, board, c));
    }
    let bare = |s: &str| s.trim().trim_end_matches(['+', '#']).to_string();
    if let Some(m) = f.on_board {
        if bare(f.text) != bare(m) {
            return refuse(
                Topic::SealOnBoard,
                format!(
                    "{} made {} on the board: that is the move he must seal, not {}",
                    c, m, f.text
                ),
            );
        }
        return vec![d(edition, Topic::SealOnBoard, format!("{} made his move {} on the board and seals it: the move stands as the sealed move; the envelope is prepared and sealed", c, m), Adjourning::Seal { mv: f.text.to_string(), sealer: c, on_board: true })];
    }
    if let Some((sealer, absent)) = f.after_opening {
        if !absent {
            return refuse(Topic::SealReply, format!("{} wants to seal his reply, but {}, who sealed the move, is present: {} must reply on the board; only when the sealer is absent may the reply be sealed", c, sealer, c));
        }
        return vec![d(edition, Topic::SealReply, format!("{} seals his reply instead of making it, {} who sealed the move being absent: {}'s clock is stopped and {}'s started, and the envelope is opened on {}'s arrival", c, sealer, c, sealer, sealer), Adjourning::SealReply { mv: f.text.to_string(), replier: c })];
    }
    let mut out = Vec::new();
    if let (Some(m), true) = (f.unsealed, p.unsealed_move_may_change()) {
        let words = if m == f.text {
            format!("{} had not stopped the clocks when he put {} in the envelope: the adjourning move was not definitely made; he now seals it and stops the clocks", c, m)
        } else if m == "his move" {
            format!("{} had not stopped the clocks when he put his move in the envelope: the adjourning move was not definitely made, so he may still change it; he seals {}", c, f.text)
        } else {
            format!("{} had not stopped the clocks when he put {} in the envelope: the adjourning move was not definitely made, so the envelope is returned to him and he seals {} instead", c, m, f.text)
        };
        out.push(d(
            edition,
            Topic::Incident(IncidentPoint::SealClockRunning),
            words,
            Adjourning::None,
        ));
    }
    out.push(d(
        edition,
        Topic::SealMove,
        if f.text.trim().is_empty() {
            format!("{} hands the arbiter his sealed envelope, with no move written in it, and stops the clocks; the game is adjourned", c)
        } else {
            format!(
                "{} seals his move and stops the clocks; the game is adjourned",
                c
            )
        },
        Adjourning::Seal {
            mv: f.text.to_string(),
            sealer: c,
            on_board: false,
        },
    ));
    out
}

/// 1977/1980: the player to move puts his move in the envelope but leaves the clocks
/// running (Interpretation 15.1 (1966)).
pub fn seal_clock_running(edition: Edition, c: Color, mv: &str) -> Ruled {
    d(edition, Topic::Incident(IncidentPoint::SealClockRunning), format!("{} writes {}, puts it in the envelope and seals it, but does not stop the clocks: the adjourning move is not definitely made, and {}'s clock runs on", c, mv, c), Adjourning::Unsealed { mv: mv.to_string() })
}

/// Why a written move is not one legal move, in words: which moves it could be, or none.
pub fn unreadable(e: &impl std::fmt::Display) -> String {
    let e = e.to_string();
    match (e.contains("ambiguous"), e.rfind('('), e.rfind(')')) {
        (true, Some(a), Some(b)) if a < b => format!("it could be any of {}", &e[a + 1..b]),
        (true, _, _) => "it could be more than one move".to_string(),
        _ => "no legal move matches it".to_string(),
    }
}

/// How the arbiter reads a sealed move: the move it is, or why the sealer loses.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reading {
    /// A legal, unambiguous move as written (Art. 17.3 plays it).
    Plain(String),
    /// The move the arbiter establishes from an inexact or irregular notation, with the
    /// interpretation that lets him, and the words.
    Read {
        san: String,
        topic: Topic,
        words: String,
    },
    /// No move can be established: the interpretation or article, and the words.
    Lost { topic: Topic, words: String },
}

/// How the arbiter reads `text`, sealed by `c` in `pos`. Under 1977/1980 he establishes
/// the real significance of an inexact notation (Interpretation 17.3 (1958)) or of a clear
/// but irregular one (17.3 (1965)); 1993 Art. 10.16 reads the move as written.
pub fn read_sealed(edition: Edition, pos: &Position, text: &str, c: Color) -> Reading {
    let t = text.trim();
    let by_interpretation = Policy::of(edition).arbiter_reads_inexact_sealed_move();
    if t.is_empty() && by_interpretation {
        return Reading::Lost { topic: Topic::SealedMoveMissing, words: format!("the envelope holds no move of {}: failing to seal a move, he loses (the arbiter, who did not make sure the envelope held his scoresheet, is to blame too)", c) };
    }
    let strict = notation::parse_move(pos, t);
    if let Ok(m) = strict {
        return Reading::Plain(san::to_san(pos, m));
    }
    if !by_interpretation {
        let e = strict.err().map(|e| unreadable(&e)).unwrap_or_default();
        return Reading::Lost {
            topic: Topic::SealedMove,
            words: format!(
                "the sealed move \"{}\" is not a legal unambiguous move ({}): {} loses",
                t, e, c
            ),
        };
    }
    // the legal moves whose SAN, signs of capture, check and dashes left out, reads as `s`
    let bare = |s: &str| -> String {
        s.replace("Kt", "N")
            .chars()
            .filter(|ch| !matches!(ch, 'x' | ':' | '+' | '#' | '-' | ' ' | '!' | '?'))
            .collect()
    };
    let want = bare(t);
    let found: Vec<String> = pos
        .legal_moves()
        .iter()
        .map(|&m| san::to_san(pos, m))
        .filter(|m| bare(m) == want)
        .collect();
    let ambiguous = |t: &str| {
        Reading::Lost { topic: Topic::SealedMoveAmbiguous, words: format!("the sealed move \"{}\" could be more than one move: sealing a correct move is entirely {}'s responsibility; which move he meant cannot be established, so he loses", t, c) }
    };
    match strict.err() {
        Some(SanError::Ambiguous(_)) => ambiguous(t),
        Some(SanError::Illegal(_)) => match found.as_slice() {
            // a clear notation of an irregular move: is there reasonable doubt which move
            // was meant?
            [m] => Reading::Read { san: m.clone(), topic: Topic::SealedMoveIrregular, words: format!("the sealed move \"{}\" is clearly written but irregular; the arbiter judges that there is no reasonable doubt {} meant {}: it is played", t, c, m) },
            _ => Reading::Lost { topic: Topic::SealedMoveIrregular, words: format!("the sealed move \"{}\" is clearly written but irregular, and no legal move can be what {} meant: the arbiter cannot read a legal move from it, so {} loses", t, c, c) },
        },
        _ => match found.as_slice() {
            // inexact notation: the arbiter establishes its real significance
            [m] => Reading::Read { san: m.clone(), topic: Topic::SealedMoveInexact, words: format!("the sealed move \"{}\" is written inexactly; the arbiter establishes its real significance, {}: it is played", t, m) },
            [] => Reading::Lost { topic: Topic::SealedMove, words: format!("the real significance of the sealed move \"{}\" cannot be established: {} loses", t, c) },
            _ => ambiguous(t),
        },
    }
}

/// The envelope is opened and the move in it read: it is made, or its sealer loses
/// (a draw, under 1993 Art. 10.5, when his opponent has only his king left).
/// `bare_king`: whether each side has only his king, White first.
pub fn open_envelope(
    edition: Edition,
    pos: &Position,
    env: Envelope,
    bare_king: [bool; 2],
) -> Ruled {
    let c = env.by;
    match (env.kind, read_sealed(edition, pos, env.text, c)) {
        (EnvelopeKind::OnBoard, _) => d(edition, Topic::SealedMove, format!("the envelope holds {}, the move {} made on the board: it stands; {}'s clock is started", env.text, c, c.other()), Adjourning::Continue(c.other())),
        (EnvelopeKind::Sealed, Reading::Plain(m)) => d(edition, Topic::SealedMove, format!("the sealed move {} is legal and unambiguous: it is played", m), Adjourning::Play { san: m, mover: c }),
        (EnvelopeKind::Reply, Reading::Plain(m)) => d(edition, Topic::SealReply, format!("{} has arrived: the envelope is opened and {}'s reply {} is made on the board; {}'s clock runs on", c.other(), c, m, c.other()), Adjourning::Play { san: m, mover: c }),
        (_, Reading::Read { san, topic, words }) => d(edition, topic, words, Adjourning::Play { san, mover: c }),
        (kind, Reading::Lost { topic, words }) => {
            let e = || notation::parse_move(pos, env.text).err().map(|e| unreadable(&e)).unwrap_or_default();
            let winner = c.other();
            if Policy::of(edition).bare_king_spares_loss() && bare_king[winner as usize] {
                let words = format!("the sealed move \"{}\" cannot be played ({}), but {} has only his king left and cannot win: draw", env.text, e(), winner);
                return d(edition, Topic::BareKing, words, Adjourning::End { result: GameResult::Draw, termination: Termination::SealedMove });
            }
            let (topic, words) = if kind == EnvelopeKind::Reply {
                // Interpretation 16.4 (1958): such a reply is governed by Art. 17.3
                (Topic::SealedReplyUnclear, format!("{}'s reply {} in the envelope cannot be established as one move ({}): it is governed as a sealed move is (Art. {}), and {} loses", c, env.text, e(), cite(edition, Topic::SealedMove), c))
            } else {
                (topic, words)
            };
            d(edition, topic, words, Adjourning::End { result: GameResult::Win(winner), termination: Termination::SealedMove })
        }
    }
}

/// The arbiter sets the clocks for the resumption (1977/1980 Art. 16.1, 1993 Art. 14.1):
/// `set`, the times he sets, White first. Whether they are those recorded on the envelope
/// is for the players to check (Art. 16.6): nothing is said of it here.
pub fn clocks_for_resumption(edition: Edition, set: [Option<u64>; 2]) -> Ruled {
    let times: Vec<String> = Color::ALL
        .into_iter()
        .filter_map(|c| set[c as usize].map(|ms| format!("{}'s to {}", c, format_ms(ms as i64, 0))))
        .collect();
    d(
        edition,
        Topic::ClocksForResumption,
        format!(
            "the arbiter sets the clocks for the resumption, {}",
            times.join(" and ")
        ),
        Adjourning::None,
    )
}

/// The facts of the resumption.
#[derive(Clone, Copy, Debug)]
pub struct Resumption<'a> {
    pub pos: &'a Position,
    pub envelope: Option<Envelope<'a>>,
    /// Who is absent when the session begins, White first.
    pub absent: [bool; 2],
    /// The session began already (the envelope waits for an arrival).
    pub begun: bool,
    /// Whether each side has only his king left (1993 Art. 10.5).
    pub bare_king: [bool; 2],
}

/// The session for the adjourned game begins (1977/1980 Art. 16.1–16.4, 1993 Art.
/// 14.1–14.4): the envelope is opened only when the player who must reply is present, and
/// the sealed move made ([`open_envelope`]); if he is absent his clock is started and the
/// envelope stays closed until he arrives.
pub fn resume(edition: Edition, r: &Resumption) -> Vec<Ruled> {
    let refuse = |topic: Topic, words: String| vec![d(edition, topic, words, Adjourning::Refused)];
    let Some(env) = r.envelope else {
        return refuse(
            Topic::SealedMove,
            "no move is sealed: there is no envelope to open; the game goes on".into(),
        );
    };
    if r.begun || env.kind == EnvelopeKind::Reply {
        let (topic, who) = match env.kind {
            EnvelopeKind::Reply => (Topic::SealReply, env.by.other()),
            _ => (Topic::ResumeAbsent, env.replier()),
        };
        return refuse(
            topic,
            format!(
                "the game has already been resumed: the envelope is opened only on {}'s arrival",
                who
            ),
        );
    }
    let replier = env.replier();
    let sealer = env.by;
    if r.absent[replier as usize] {
        let also = if r.absent[sealer as usize] {
            format!(" ({} is absent too)", sealer)
        } else {
            String::new()
        };
        return vec![d(edition, Topic::ResumeAbsent, format!("{}, who must reply to the sealed move, is absent{}: his clock is started, but the envelope is opened only when he arrives", replier, also), Adjourning::StartClock(replier))];
    }
    let mut out = Vec::new();
    if r.absent[sealer as usize] && env.kind == EnvelopeKind::Sealed {
        out.push(d(edition, Topic::EnvelopeOpened, format!("{}, who sealed the move, is absent; {}, who must reply, is present, so the envelope is opened; {} need not reply on the board: he may seal his reply (Art. {})", sealer, replier, replier, cite(edition, Topic::SealReply)), Adjourning::None));
    }
    out.push(open_envelope(edition, r.pos, env, r.bare_king));
    out
}

/// The facts of a player's arrival at the resumed game.
#[derive(Clone, Copy, Debug)]
pub struct Arrival<'a> {
    pub pos: &'a Position,
    /// Who arrives (`None`: both players).
    pub who: Option<Color>,
    /// How long after the start of the session, in ms.
    pub ms: u64,
    /// Who was absent until now, White first.
    pub absent: [bool; 2],
    /// Who sealed the move at the adjournment.
    pub sealer: Color,
    /// The envelope still closed, if any.
    pub envelope: Option<Envelope<'a>>,
    /// The times recorded on the envelope at the adjournment, White first.
    pub recorded: Option<[i64; 2]>,
    /// The times the clocks show now.
    pub remaining: Option<[i64; 2]>,
    /// Whose flag has fallen.
    pub flags: [bool; 2],
    /// A player whose lateness, for a cause he is not responsible for, the arbiter excuses
    /// (Interpretation 17.2 (1958)).
    pub excused: Option<Color>,
    /// Whether each side has only his king left (1993 Art. 10.14).
    pub bare_king: [bool; 2],
}

const HOUR: u64 = 60 * 60_000;

/// A player (or both) arrives at the resumed game (1977/1980 Art. 16.3, 16.4, 17.1, 17.2
/// and Interpretations 17.2 (1962), (1966); 1993 Art. 10.15, 14.3, 14.4): he loses, or the
/// envelope that waited for him is opened ([`open_envelope`]), or the game goes on.
pub fn arrive(edition: Edition, a: &Arrival) -> Vec<Ruled> {
    let minutes = a.ms / 60_000;
    let beyond = a.ms > HOUR;
    let clock = |ms: i64| format_ms(ms, 0);
    let Some(c) = a.who else {
        // both players arrive
        if beyond {
            return vec![d(edition, Topic::BothLate, format!("both players arrive {} min after the start of the session: more than an hour late, the game is lost by both", minutes), Adjourning::End { result: GameResult::BothLose, termination: Termination::Late })];
        }
        return match a.envelope {
            Some(env) if env.kind != EnvelopeKind::Reply => vec![
                d(edition, Topic::ResumeAbsent, format!("both players arrive {} min after the start of the session, within the hour: the envelope is opened now; the time elapsed stays on {}'s clock, started at the resumption", minutes, env.replier()), Adjourning::None),
                open_envelope(edition, a.pos, env, a.bare_king),
            ],
            Some(env) => vec![open_envelope(edition, a.pos, env, a.bare_king)],
            None => vec![d(edition, Topic::LateWithinLimit, format!("both players arrive {} min after the start of the session, within the hour: the game goes on", minutes), Adjourning::None)],
        };
    };
    let other = c.other();
    if !a.absent[c as usize] {
        return vec![d(
            edition,
            Topic::LateWithinLimit,
            format!(
                "{} was at the board when the game was resumed: his arrival changes nothing",
                c
            ),
            Adjourning::Refused,
        )];
    }
    let ci = c as usize;
    let lose_on_time = |loser: Color, words: String| {
        let winner = loser.other();
        if Policy::of(edition).bare_king_spares_loss() && a.bare_king[winner as usize] {
            return d(
                edition,
                Topic::BareKing,
                format!("{}, but {} has only his king left: draw", words, winner),
                Adjourning::End {
                    result: GameResult::Draw,
                    termination: Termination::TimeForfeitDraw,
                },
            );
        }
        d(
            edition,
            Topic::TimeForfeit,
            format!("{}: {} loses on time", words, loser),
            Adjourning::End {
                result: GameResult::Win(winner),
                termination: Termination::TimeForfeit,
            },
        )
    };
    if a.flags[ci] {
        return vec![lose_on_time(c, format!("{}'s clock, running during his absence, ran out before he arrived {} min after the start of the session: his flag has fallen", c, minutes))];
    }
    let excused = beyond && a.excused == Some(c);
    if a.flags[other as usize] {
        if beyond && !excused && Policy::of(edition).flag_before_late_arrival_decides() {
            // Interpretation 17.2 (1962)(c): the player present lost on time first
            return vec![d(edition, Topic::LateOnResumption, format!("{} arrives {} min after the start of the session, more than an hour late, but {}, present at the board, had already exceeded his time limit: the game was decided then, and what happens after its end is without importance; {} loses on time", c, minutes, other, other), Adjourning::End { result: GameResult::Win(c), termination: Termination::TimeForfeit })];
        }
        return vec![lose_on_time(
            other,
            format!("{}'s flag fell before {} arrived", other, c),
        )];
    }
    if beyond && !excused {
        let others_absent = a.absent[other as usize];
        if others_absent {
            return vec![d(edition, Topic::BothLate, format!("{} arrives {} min after the start of the session and {} has not come at all: both are more than an hour late, and the game is lost by both", c, minutes, other), Adjourning::End { result: GameResult::BothLose, termination: Termination::Late })];
        }
        let had = a.recorded.map(|r| r[ci]).unwrap_or(0);
        let shows = a.remaining.map(|r| r[ci]).unwrap_or(had);
        let (topic, words) = if c != a.sealer && had > HOUR as i64 {
            // Interpretation 17.2 (1966): his clock, started at the resumption (16.3), has
            // more than an hour; the opponent need not wait for it to run out
            (Topic::LateWithTimeInHand, format!("{} has not appeared {} min after the resumption: he loses after one hour, though his clock, started at the resumption, still shows {} of the {} he had at the adjournment; {} need not wait for it to run out", c, minutes, clock(shows), clock(had), other))
        } else {
            let still = if shows < had {
                format!(", though his clock still shows {}", clock(shows))
            } else {
                String::new()
            };
            let sealed = if c == a.sealer {
                format!(
                    "no checkmate or stalemate by his sealed move, no flag of {}",
                    other
                )
            } else {
                format!("no flag of {}", other)
            };
            (Topic::LateOnResumption, format!("{} arrives {} min after the resumption of the adjourned game: more than an hour late, he loses, as at the start of a game{}; the game had not been decided before his arrival ({})", c, minutes, still, sealed))
        };
        return vec![d(
            edition,
            topic,
            words,
            Adjourning::End {
                result: GameResult::Win(other),
                termination: Termination::Late,
            },
        )];
    }
    let mut out = Vec::new();
    if excused {
        out.push(d(edition, Topic::LateExcused, format!("{} arrives {} min late, through no fault of his own: the concession granted stands; the game is not forfeited and goes on", c, minutes), Adjourning::None));
    }
    match a.envelope {
        // the envelope waited for him (16.3): it is opened now
        Some(env) if env.kind != EnvelopeKind::Reply && env.replier() == c => {
            let shows = a.remaining.map_or(String::new(), |r| {
                format!(" (it shows {})", clock(r[ci]))
            });
            out.push(d(edition, Topic::ResumeAbsent, format!("{} arrives {} min after the start of the session: the envelope is opened now, and the time elapsed stays on his clock, started at the resumption{}", c, minutes, shows), Adjourning::None));
            out.push(open_envelope(edition, a.pos, env, a.bare_king));
        }
        // the envelope of the reply waited for him
        Some(env) if env.kind == EnvelopeKind::Reply && env.by == other => {
            out.push(open_envelope(edition, a.pos, env, a.bare_king));
        }
        _ if !excused => out.push(d(edition, Topic::LateWithinLimit, format!("{} arrives {} min after the start of the session, within the hour: the game goes on, the time elapsed stays on the clock", c, minutes), Adjourning::None)),
        _ => {}
    }
    out
}

/// A player absent at the resumption arrives after the game ended without him
/// (Interpretation 17.2 (1962): what happens after the termination of a game is without
/// importance); `how`, how it ended in words.
pub fn arrive_after_end(edition: Edition, c: Color, ms: u64, how: &str) -> Ruled {
    d(edition, Topic::LateOnResumption, format!("{} arrives {} min after the start of the session, but the game had already ended before his arrival, {}: what happens after the termination of a game is without importance", c, ms / 60_000, how), Adjourning::None)
}

/// A flag pointed out while the game is adjourned, the clocks stopped: under 1980, the
/// sealer's claim that his opponent's flag had fallen comes too late (Interpretation 14.4
/// (1979B)). `None`: the flag is judged as any other.
pub fn flag_while_adjourned(edition: Edition, flag: Color, sealer: Color) -> Option<Ruled> {
    (Policy::of(edition).flag_claim_after_seal_too_late() && flag != sealer).then(|| d(edition, Topic::FlagAfterSeal, format!("{}'s flag is pointed out only after {} sealed his move and stopped the clocks: the claim is too late; the game continues", flag, sealer), Adjourning::None))
}

/// The envelope is opened after the players agreed a draw, or one resigned, during the
/// adjournment, and the sealed move cannot be played (Interpretation 16.2 (1974), 1993 Art.
/// 14.2): the result stands. `None` when the move can be played: the opening is then
/// without importance, as anything after the end.
pub fn envelope_after_end(
    edition: Edition,
    pos: &Position,
    env: Envelope,
    termination: Termination,
    winner: Option<Color>,
) -> Option<Ruled> {
    if !Policy::of(edition).adjournment_in_laws()
        || !matches!(
            termination,
            Termination::Agreement | Termination::Resignation
        )
    {
        return None;
    }
    let e = notation::parse_move(pos, env.text).err()?;
    let c = env.by;
    let words = match winner {
        Some(w) => format!("the envelope is opened: {}'s sealed move {} cannot be played ({}); {}'s resignation, notified during the adjournment, is still valid", c, env.text, unreadable(&e), w.other()),
        None => format!("the envelope is opened: {}'s sealed move {} cannot be played ({}); the draw the players agreed and announced during the adjournment is still valid", c, env.text, unreadable(&e)),
    };
    Some(d(edition, Topic::EnvelopeAfterEnd, words, Adjourning::None))
}

/// Art. 16.5 and Interpretation 16.5 (1970): the envelope has disappeared; `agreed`, the
/// players establish by agreement the position at the adjournment and the times used;
/// `turn`, the player to move on the board.
pub fn envelope_lost(edition: Edition, env: Envelope, agreed: bool, turn: Color) -> Ruled {
    let c = env.by;
    match (env.kind, agreed) {
        // the envelope of Art. 16.4: resumed from the position and times of the adjournment
        (EnvelopeKind::Reply, _) => d(edition, Topic::Incident(IncidentPoint::EnvelopeLost), format!("the envelope with {}'s reply has disappeared: the game is resumed from the position at the adjournment with the times recorded; {} makes his reply on the board and his clock is started", c, c), Adjourning::Continue(c)),
        (_, false) => d(edition, Topic::Incident(IncidentPoint::EnvelopeLost), format!("the envelope with {}'s sealed move has disappeared and the position at the adjournment and the times used cannot be re-established: the game is annulled, and a new game must be played instead", c), Adjourning::End { result: GameResult::Annulled, termination: Termination::EnvelopeLost }),
        (EnvelopeKind::OnBoard, true) => d(edition, Topic::Incident(IncidentPoint::EnvelopeLostMoveAgreed), format!("the envelope has disappeared, but the players agree on the position at the adjournment and the times used: the game continues; {}'s move {}, made on the board, stands and {}'s clock is started", c, env.text, turn), Adjourning::Continue(turn)),
        (EnvelopeKind::Sealed, true) => d(edition, Topic::Incident(IncidentPoint::EnvelopeLostMoveAgreed), format!("the envelope with {}'s sealed move has disappeared, but the players agree on the position at the adjournment and the times used: the game continues from that position with those times; the sealed move is lost with the envelope, so {} is to move and his clock is started", c, c), Adjourning::Continue(turn)),
    }
}

/// Art. 16.6 and Interpretation 16.6 (1976): `by` points out that the clocks show other
/// times than those recorded at the adjournment; `off`, by how much each clock (White
/// first) showed more time left than recorded when the game was resumed.
pub fn clock_times(
    edition: Edition,
    by: Color,
    off: [i64; 2],
    before_first_move: bool,
    too_severe: bool,
) -> Vec<Ruled> {
    let wrong: Vec<(Color, i64)> = Color::ALL
        .into_iter()
        .map(|c| (c, off[c as usize]))
        .filter(|&(_, x)| x != 0)
        .collect();
    let point = |p: IncidentPoint| Topic::Incident(p);
    if wrong.is_empty() {
        return vec![d(edition, point(IncidentPoint::ClockTimesCorrected), format!("{} questions the clock times, but they are those recorded at the adjournment: there is nothing to correct", by), Adjourning::None)];
    }
    let describe = wrong
        .iter()
        .map(|&(c, x)| {
            let how = if x > 0 { "more" } else { "less" };
            format!(
                "{}'s clock shows {} {} time left than was recorded at the adjournment",
                c,
                format_ms(x.abs(), 0),
                how
            )
        })
        .collect::<Vec<_>>()
        .join(" and ");
    let (p, words, correct) = if before_first_move {
        (
            IncidentPoint::ClockTimesCorrected,
            format!(
                "{} points out before his first move that {}: the error is corrected",
                by, describe
            ),
            true,
        )
    } else if too_severe {
        (IncidentPoint::ClockTimesStand, format!("{} points out only after his first move that {}: checking the clocks was the players' responsibility, but the arbiter finds the consequences too severe and corrects the error", by, describe), true)
    } else {
        (IncidentPoint::ClockTimesStand, format!("{} points out only after his first move that {}: checking the clocks at the resumption was the players' responsibility, and the game continues without correction", by, describe), false)
    };
    if !correct {
        return vec![d(edition, point(p), words, Adjourning::None)];
    }
    wrong
        .iter()
        .enumerate()
        .map(|(n, &(c, x))| {
            let words = if n == 0 {
                words.clone()
            } else {
                format!("{}'s clock is corrected likewise", c)
            };
            d(
                edition,
                point(p),
                words,
                Adjourning::Correct { color: c, ms: -x },
            )
        })
        .collect()
}
