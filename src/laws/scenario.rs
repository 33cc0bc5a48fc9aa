//! The scenario format: an edition, a start position, an optional clock, and
//! the physical events of an over-the-board game. Parsed from JSON with an
//! error that names the event index and what is wrong.

use super::verdict::ClaimKind;
use crate::chess::types::{Color, Role, Square};
use crate::clock::TimeControl;
use crate::edition::Edition;
use core::fmt;
use serde_json::{Map, Value};

/// An arbiter's action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ArbiterAction {
    /// Stop the clock (2018 Art. 6.11.1).
    Stop,
    /// Restart the clock of the player to move (6.11.3).
    Start,
    /// Add time to either side (7.5.5, 9.5.3, 6.10.2).
    AddMs { white: u64, black: u64 },
    /// Set the remaining times (6.10.2).
    SetMs {
        white: Option<u64>,
        black: Option<u64>,
    },
    /// Correct a move counter (6.10.2, 7.1).
    SetMoves { color: Color, moves: u32 },
}

/// One physical event of the game. See the README for the list with an
/// example of each.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// The player to move makes this move and presses the clock.
    Move(String),
    /// The same, with facts about it: `intended`, for a pawn's move to the last rank left
    /// unexchanged, the piece the player evidently intended (written on his scoresheet,
    /// announced: Interpretation 6.6c (1971A)); `unnoticed`, nobody sees at the time that
    /// the move breaks a rule (the arbiter is elsewhere, the opponent does not object):
    /// it stands until it is pointed out or found (1977 Art. 8.4, 9.1).
    /// `{"move": "c2c1", "intended": "Q", "unnoticed": true}`.
    MoveWith {
        text: String,
        intended: Option<Role>,
        unnoticed: bool,
    },
    /// The player to move makes this move; the clock is not pressed yet.
    Place(String),
    /// A player presses the clock.
    Press(Color),
    /// The player to move touches the piece on this square with intent.
    Touch(Square),
    /// The player to move adjusts the piece on this square, having announced it.
    Adjust(Square),
    /// The player to move claims a draw, optionally with his intended move (after a
    /// move made on the board and the clock not yet pressed: the player who made it).
    /// `pending`: the claim waits for the arbiter, who verifies it when he acts on it.
    Claim {
        kind: ClaimKind,
        intended: Option<String>,
        pending: bool,
    },
    Offer(Color),
    Accept(Color),
    Decline(Color),
    Resign(Color),
    /// Time passes on the running clock.
    Wait(u64),
    /// A flag is observed by the arbiter or claimed by a player.
    Flag(Color),
    /// A move is written and sealed in the envelope at the adjournment: by the player
    /// having the move, or `by` another the arbiter has seal it.
    Seal {
        text: String,
        by: Option<Color>,
    },
    /// The session for the adjourned game begins, the players in `absent` (White first)
    /// away from the board: the envelope is opened if the player who must reply is there.
    Resume {
        absent: [bool; 2],
    },
    Arbiter(ArbiterAction),
    /// A player (`None`: both players) arrives this long after the start of
    /// the session; `default_ms` is the event's default time (2018 Art.
    /// 6.7.1), zero when not given.
    Late {
        color: Option<Color>,
        ms: u64,
        default_ms: Option<u64>,
    },
    /// It is found that the game started with colours reversed
    /// (Interpretation 9.4 (1958), 1993 Art. 8.6, 2018 Art. 7.3).
    ColoursReversed,
    /// Something beyond moves and clock: a handshake, a captain's remark, an illness…
    Incident(super::incident::Incident),
}

/// A game to decide.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Scenario {
    pub edition: Edition,
    /// A FEN, or `startpos`.
    pub fen: String,
    pub control: Option<TimeControl>,
    /// The clock times at the start, when given.
    pub clock: Option<(u64, u64)>,
    pub events: Vec<Event>,
}

/// What is wrong with a scenario: what kind of input is wrong, the 0-based index of the
/// bad event if the problem is in one, and the message naming it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScenarioError {
    pub kind: ScenarioErrorKind,
    pub event: Option<usize>,
    pub message: String,
}

/// The kinds of input that are not a scenario.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScenarioErrorKind {
    /// Not JSON, or not a JSON object.
    Json,
    /// A field of the scenario itself (edition, FEN's type, time control, clock, events).
    Field,
    /// An event that is not one: an unknown key, a value of the wrong type.
    Event,
    /// The start position is not a legal position.
    Position,
    /// A move in no notation, or from an empty square.
    Move,
    /// A change the clock refuses while the game runs (a time given in the input beyond
    /// ten days is an `Event` or `Field` error where it is read).
    Clock,
}

impl ScenarioErrorKind {
    /// The protocol's code: `json`, `field`, `event`, `position`, `move`, `clock`.
    pub fn code(self) -> &'static str {
        match self {
            ScenarioErrorKind::Json => "json",
            ScenarioErrorKind::Field => "field",
            ScenarioErrorKind::Event => "event",
            ScenarioErrorKind::Position => "position",
            ScenarioErrorKind::Move => "move",
            ScenarioErrorKind::Clock => "clock",
        }
    }
}

impl ScenarioError {
    /// An error of `kind` in event `i` (0-based).
    pub fn at(kind: ScenarioErrorKind, i: usize, message: impl Into<String>) -> ScenarioError {
        ScenarioError {
            kind,
            event: Some(i),
            message: message.into(),
        }
    }
}

impl fmt::Display for ScenarioError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.event {
            Some(i) => write!(f, "event {}: {}", i, self.message),
            None => f.write_str(&self.message),
        }
    }
}

impl std::error::Error for ScenarioError {}

fn top(message: impl Into<String>) -> ScenarioError {
    ScenarioError {
        kind: ScenarioErrorKind::Field,
        event: None,
        message: message.into(),
    }
}

fn color_of(v: &Value, key: &str, i: usize) -> Result<Color, ScenarioError> {
    v.as_str()
        .and_then(Color::from_name)
        .ok_or_else(|| ScenarioError {
            kind: ScenarioErrorKind::Event,
            event: Some(i),
            message: format!("\"{}\" must be \"white\" or \"black\", found {}", key, v),
        })
}

fn string_of(v: &Value, key: &str, i: usize) -> Result<String, ScenarioError> {
    v.as_str().map(str::to_string).ok_or_else(|| ScenarioError {
        kind: ScenarioErrorKind::Event,
        event: Some(i),
        message: format!("\"{}\" must be a string, found {}", key, v),
    })
}

fn square_of(v: &Value, key: &str, i: usize) -> Result<Square, ScenarioError> {
    let s = string_of(v, key, i)?;
    Square::parse(&s).ok_or_else(|| ScenarioError {
        kind: ScenarioErrorKind::Event,
        event: Some(i),
        message: format!("bad square \"{}\" for \"{}\" (expected a1 … h8)", s, key),
    })
}

fn ms_of(v: &Value, key: &str, i: Option<usize>) -> Result<u64, ScenarioError> {
    v.as_u64()
        .filter(|&n| n <= 864_000_000)
        .ok_or_else(|| ScenarioError {
            kind: if i.is_some() {
                ScenarioErrorKind::Event
            } else {
                ScenarioErrorKind::Field
            },
            event: i,
            message: format!(
                "\"{}\" must be a whole number of milliseconds from 0 to 864000000, found {}",
                key, v
            ),
        })
}

/// The event keys, for error messages and the README.
pub const EVENT_KEYS: [&str; 18] = [
    "move",
    "place",
    "press",
    "touch",
    "adjust",
    "claim",
    "offer",
    "accept",
    "decline",
    "resign",
    "wait_ms",
    "flag",
    "seal",
    "resume",
    "arbiter",
    "late",
    "colours_reversed",
    "incident",
];

/// Reads one event of a scenario; `i` is its index, for the error.
///
/// # Errors
/// What is wrong with the event, naming it.
pub fn parse_event(i: usize, v: &Value) -> Result<Event, ScenarioError> {
    let obj = v.as_object().ok_or_else(|| ScenarioError {
        kind: ScenarioErrorKind::Event,
        event: Some(i),
        message: "an event must be a JSON object".into(),
    })?;
    let main: Vec<&String> = obj
        .keys()
        .filter(|k| EVENT_KEYS.contains(&k.as_str()))
        .collect();
    let unknown: Vec<&String> = obj
        .keys()
        .filter(|k| !EVENT_KEYS.contains(&k.as_str()))
        .collect();
    let err = |m: String| ScenarioError {
        kind: ScenarioErrorKind::Event,
        event: Some(i),
        message: m,
    };
    // "claim" may carry "move" (the intended move)
    if obj.contains_key("claim") {
        let kind = match obj["claim"].as_str() {
            Some("repetition") => ClaimKind::Repetition,
            Some("fifty") => ClaimKind::Fifty,
            _ => {
                return Err(err(format!(
                    "\"claim\" must be \"repetition\" or \"fifty\", found {}",
                    obj["claim"]
                )))
            }
        };
        if let Some(k) = obj
            .keys()
            .find(|k| !matches!(k.as_str(), "claim" | "move" | "pending"))
        {
            return Err(err(format!(
                "unexpected key \"{}\" in a claim (only \"claim\", \"move\" and \"pending\")",
                k
            )));
        }
        let intended = obj
            .get("move")
            .map(|m| string_of(m, "move", i))
            .transpose()?;
        let pending = match obj.get("pending") {
            None => false,
            Some(Value::Bool(b)) => *b,
            Some(other) => {
                return Err(err(format!(
                    "\"pending\" must be true or false, found {}",
                    other
                )))
            }
        };
        return Ok(Event::Claim {
            kind,
            intended,
            pending,
        });
    }
    // "seal" may carry "by" (the player the arbiter has seal the move)
    if obj.contains_key("seal") && obj.contains_key("by") {
        if let Some(k) = obj.keys().find(|k| *k != "seal" && *k != "by") {
            return Err(err(format!(
                "unexpected key \"{}\" in a seal with \"by\" (only \"seal\" and \"by\")",
                k
            )));
        }
        return Ok(Event::Seal {
            text: string_of(&obj["seal"], "seal", i)?,
            by: Some(color_of(&obj["by"], "by", i)?),
        });
    }
    // "move" may carry "intended" (the promotion piece the player evidently intended) and
    // "unnoticed" (nobody sees at the time that it breaks a rule)
    if obj.contains_key("move") && (obj.contains_key("intended") || obj.contains_key("unnoticed")) {
        if let Some(k) = obj
            .keys()
            .find(|k| !matches!(k.as_str(), "move" | "intended" | "unnoticed"))
        {
            return Err(err(format!(
                "unexpected key \"{}\" in a move (only \"move\", \"intended\" and \"unnoticed\")",
                k
            )));
        }
        let intended = match obj.get("intended") {
            None => None,
            Some(v) => Some(
                v.as_str()
                    .filter(|t| t.chars().count() == 1)
                    .and_then(|t| t.chars().next())
                    .and_then(Role::from_char)
                    .filter(|r| !matches!(r, Role::Pawn | Role::King))
                    .ok_or_else(|| {
                        err(format!(
                            "\"intended\" must be the letter of the piece intended, \"Q\", \"R\", \"B\" or \"N\", found {}",
                            v
                        ))
                    })?,
            ),
        };
        let unnoticed = match obj.get("unnoticed") {
            None => false,
            Some(Value::Bool(b)) => *b,
            Some(v) => {
                return Err(err(format!(
                    "\"unnoticed\" must be true or false, found {}",
                    v
                )))
            }
        };
        return Ok(Event::MoveWith {
            text: string_of(&obj["move"], "move", i)?,
            intended,
            unnoticed,
        });
    }
    if let Some(k) = unknown.first() {
        return Err(err(format!(
            "unknown event \"{}\" (expected one of: {})",
            k,
            EVENT_KEYS.join(", ")
        )));
    }
    if main.len() != 1 {
        return Err(err(format!(
            "an event has exactly one key, found {}",
            main.len()
        )));
    }
    let key = main[0].as_str();
    let val = &obj[key];
    Ok(match key {
        "move" => Event::Move(string_of(val, key, i)?),
        "place" => Event::Place(string_of(val, key, i)?),
        "seal" => Event::Seal {
            text: string_of(val, key, i)?,
            by: None,
        },
        "press" => Event::Press(color_of(val, key, i)?),
        "offer" => Event::Offer(color_of(val, key, i)?),
        "accept" => Event::Accept(color_of(val, key, i)?),
        "decline" => Event::Decline(color_of(val, key, i)?),
        "resign" => Event::Resign(color_of(val, key, i)?),
        "flag" => Event::Flag(color_of(val, key, i)?),
        "touch" => Event::Touch(square_of(val, key, i)?),
        "adjust" => Event::Adjust(square_of(val, key, i)?),
        "wait_ms" => Event::Wait(ms_of(val, key, Some(i))?),
        "resume" => Event::Resume {
            absent: parse_absent(i, val)?,
        },
        "arbiter" => Event::Arbiter(parse_arbiter(i, val)?),
        "colours_reversed" => Event::ColoursReversed,
        "incident" => Event::Incident(
            super::incident::Incident::from_json(val)
                .map_err(|m| err(format!("incident: {}", m)))?,
        ),
        "late" => {
            let o = val.as_object().ok_or_else(|| {
                err(
                    "\"late\" must be an object like {\"color\": \"black\", \"ms\": 3700000}"
                        .into(),
                )
            })?;
            let color = match o.get("color") {
                Some(Value::String(s)) if s == "both" => None,
                other => Some(color_of(other.unwrap_or(&Value::Null), "color", i)?),
            };
            let ms = ms_of(o.get("ms").unwrap_or(&Value::Null), "ms", Some(i))?;
            let default_ms = o
                .get("default_ms")
                .map(|d| ms_of(d, "default_ms", Some(i)))
                .transpose()?;
            Event::Late {
                color,
                ms,
                default_ms,
            }
        }
        _ => unreachable!("key checked against EVENT_KEYS"),
    })
}

/// Who is absent when the session for the adjourned game begins: `true`, `null` or `{}`
/// (nobody), or `{"absent": "white" | "black" | "both"}`.
fn parse_absent(i: usize, v: &Value) -> Result<[bool; 2], ScenarioError> {
    let bad = || {
        ScenarioError {
        kind: ScenarioErrorKind::Event,
        event: Some(i),
        message: format!(
            "\"resume\" must be true or an object like {{\"absent\": \"white\"}} (\"white\", \"black\" or \"both\"), found {}",
            v
        ),
    }
    };
    match v {
        Value::Null | Value::Bool(true) => Ok([false, false]),
        Value::Object(o) => match (o.get("absent"), o.len()) {
            (None, 0) => Ok([false, false]),
            (Some(Value::String(s)), 1) => match s.as_str() {
                "white" => Ok([true, false]),
                "black" => Ok([false, true]),
                "both" => Ok([true, true]),
                _ => Err(bad()),
            },
            _ => Err(bad()),
        },
        _ => Err(bad()),
    }
}

fn by_color(i: usize, v: &Value, what: &str) -> Result<(Option<u64>, Option<u64>), ScenarioError> {
    let o = v.as_object().ok_or_else(|| ScenarioError {
        kind: ScenarioErrorKind::Event,
        event: Some(i),
        message: format!("\"{}\" must be an object like {{\"white\": 120000}}", what),
    })?;
    let mut w = None;
    let mut b = None;
    for (k, val) in o {
        match k.as_str() {
            "white" => w = Some(ms_of(val, what, Some(i))?),
            "black" => b = Some(ms_of(val, what, Some(i))?),
            other => {
                return Err(ScenarioError {
                    kind: ScenarioErrorKind::Event,
                    event: Some(i),
                    message: format!("\"{}\": unknown side \"{}\"", what, other),
                })
            }
        }
    }
    Ok((w, b))
}

fn parse_arbiter(i: usize, v: &Value) -> Result<ArbiterAction, ScenarioError> {
    let err = |m: String| ScenarioError {
        kind: ScenarioErrorKind::Event,
        event: Some(i),
        message: m,
    };
    if let Some(s) = v.as_str() {
        return match s {
            "stop" => Ok(ArbiterAction::Stop),
            "start" => Ok(ArbiterAction::Start),
            other => Err(err(format!(
                "unknown arbiter action \"{}\" (stop, start, add_ms, set_ms, set_moves)",
                other
            ))),
        };
    }
    let o = v
        .as_object()
        .ok_or_else(|| err("\"arbiter\" must be \"stop\", \"start\" or an object".into()))?;
    if let Some(a) = o.get("add_ms") {
        let (w, b) = by_color(i, a, "add_ms")?;
        return Ok(ArbiterAction::AddMs {
            white: w.unwrap_or(0),
            black: b.unwrap_or(0),
        });
    }
    if let Some(a) = o.get("set_ms") {
        let (white, black) = by_color(i, a, "set_ms")?;
        return Ok(ArbiterAction::SetMs { white, black });
    }
    if let Some(a) = o.get("set_moves") {
        let (w, b) = by_color(i, a, "set_moves")?;
        return match (w, b) {
            (Some(n), None) => Ok(ArbiterAction::SetMoves {
                color: Color::White,
                moves: n as u32,
            }),
            (None, Some(n)) => Ok(ArbiterAction::SetMoves {
                color: Color::Black,
                moves: n as u32,
            }),
            _ => Err(err("\"set_moves\" names one side".into())),
        };
    }
    Err(err(format!(
        "unknown arbiter action {} (stop, start, add_ms, set_ms, set_moves)",
        v
    )))
}

impl Scenario {
    /// Parses a scenario from its JSON object.
    ///
    /// # Errors
    /// [`ScenarioError`] naming the event index or the field.
    pub fn from_json(v: &Map<String, Value>) -> Result<Scenario, ScenarioError> {
        let edition = match v.get("edition") {
            Some(Value::String(s)) => Edition::from_year(s)
                .ok_or_else(|| top(format!("unknown edition \"{s}\" (1977, 1980, 1993, 2018)")))?,
            Some(Value::Number(n)) => Edition::from_year(&n.to_string())
                .ok_or_else(|| top(format!("unknown edition {} (1977, 1980, 1993, 2018)", n)))?,
            Some(other) => return Err(top(format!("\"edition\" must be a year, found {}", other))),
            None => return Err(top("missing \"edition\" (1977, 1980, 1993 or 2018)")),
        };
        let fen = match v.get("fen") {
            None => "startpos".to_string(),
            Some(Value::String(s)) => s.clone(),
            Some(other) => return Err(top(format!("\"fen\" must be a string, found {}", other))),
        };
        let control = match v.get("control") {
            None | Some(Value::Null) => None,
            Some(Value::String(s)) => Some(TimeControl::parse(s).map_err(|e| top(e.to_string()))?),
            Some(other) => {
                return Err(top(format!(
                    "\"control\" must be a string like \"5400+30\", found {}",
                    other
                )))
            }
        };
        let clock = match v.get("clock") {
            None | Some(Value::Null) => None,
            Some(Value::Object(o)) => {
                let w = o
                    .get("white_ms")
                    .ok_or_else(|| top("\"clock\" needs \"white_ms\""))?;
                let b = o
                    .get("black_ms")
                    .ok_or_else(|| top("\"clock\" needs \"black_ms\""))?;
                Some((ms_of(w, "white_ms", None)?, ms_of(b, "black_ms", None)?))
            }
            Some(other) => {
                return Err(top(format!(
                    "\"clock\" must be an object with white_ms and black_ms, found {}",
                    other
                )))
            }
        };
        let events = match v.get("events") {
            None => Vec::new(),
            Some(Value::Array(a)) => a
                .iter()
                .enumerate()
                .map(|(i, e)| parse_event(i, e))
                .collect::<Result<_, _>>()?,
            Some(other) => {
                return Err(top(format!("\"events\" must be an array, found {}", other)))
            }
        };
        for k in v.keys() {
            if !["edition", "fen", "control", "clock", "events", "cmd"].contains(&k.as_str()) {
                return Err(top(format!("unknown scenario field \"{}\"", k)));
            }
        }
        Ok(Scenario {
            edition,
            fen,
            control,
            clock,
            events,
        })
    }

    /// Parses a scenario from JSON text.
    ///
    /// # Errors
    /// [`ScenarioError`] for invalid JSON or an invalid scenario.
    pub fn parse(text: &str) -> Result<Scenario, ScenarioError> {
        match serde_json::from_str::<Value>(text) {
            Ok(Value::Object(o)) => Scenario::from_json(&o),
            Ok(_) => Err(ScenarioError {
                kind: ScenarioErrorKind::Json,
                ..top("a scenario is a JSON object")
            }),
            Err(e) => Err(ScenarioError {
                kind: ScenarioErrorKind::Json,
                ..top(format!("invalid json: {}", e))
            }),
        }
    }
}

fn side_name(c: Color) -> &'static str {
    c.name()
}

impl Event {
    /// The event in the scenario format, as [`parse_event`] reads it back.
    pub fn to_json(&self) -> Value {
        use crate::json::obj;
        let pair = |w: Option<u64>, b: Option<u64>| {
            let mut o = obj();
            if let Some(w) = w {
                o = o.put("white", w);
            }
            if let Some(b) = b {
                o = o.put("black", b);
            }
            Value::from(o)
        };
        let o = match self {
            Event::Move(t) => obj().put("move", t.as_str()),
            Event::MoveWith {
                text,
                intended,
                unnoticed,
            } => {
                let mut o = obj().put("move", text.as_str());
                if let Some(r) = intended {
                    o = o.put("intended", r.upper_char().to_string());
                }
                if *unnoticed {
                    o = o.put("unnoticed", true);
                }
                o
            }
            Event::Place(t) => obj().put("place", t.as_str()),
            Event::Press(c) => obj().put("press", side_name(*c)),
            Event::Touch(s) => obj().put("touch", s.to_string()),
            Event::Adjust(s) => obj().put("adjust", s.to_string()),
            Event::Claim {
                kind,
                intended,
                pending,
            } => {
                let k = match kind {
                    ClaimKind::Repetition => "repetition",
                    ClaimKind::Fifty => "fifty",
                };
                let mut o = obj().put("claim", k);
                if let Some(m) = intended {
                    o = o.put("move", m.as_str());
                }
                if *pending {
                    o = o.put("pending", true);
                }
                o
            }
            Event::Offer(c) => obj().put("offer", side_name(*c)),
            Event::Accept(c) => obj().put("accept", side_name(*c)),
            Event::Decline(c) => obj().put("decline", side_name(*c)),
            Event::Resign(c) => obj().put("resign", side_name(*c)),
            Event::Wait(ms) => obj().put("wait_ms", ms),
            Event::Flag(c) => obj().put("flag", side_name(*c)),
            Event::Seal { text, by: None } => obj().put("seal", text.as_str()),
            Event::Seal { text, by: Some(c) } => {
                obj().put("seal", text.as_str()).put("by", side_name(*c))
            }
            Event::Resume { absent } => match absent {
                [false, false] => obj().put("resume", true),
                [true, false] => obj().put("resume", obj().put("absent", "white")),
                [false, true] => obj().put("resume", obj().put("absent", "black")),
                [true, true] => obj().put("resume", obj().put("absent", "both")),
            },
            Event::Arbiter(a) => obj().put(
                "arbiter",
                match a {
                    ArbiterAction::Stop => Value::from("stop"),
                    ArbiterAction::Start => Value::from("start"),
                    ArbiterAction::AddMs { white, black } => {
                        obj().put("add_ms", pair(Some(*white), Some(*black))).into()
                    }
                    ArbiterAction::SetMs { white, black } => {
                        obj().put("set_ms", pair(*white, *black)).into()
                    }
                    ArbiterAction::SetMoves { color, moves } => obj()
                        .put("set_moves", obj().put(color.name(), moves))
                        .into(),
                },
            ),
            Event::Late {
                color,
                ms,
                default_ms,
            } => {
                let mut o = obj()
                    .put("color", color.map_or("both", side_name))
                    .put("ms", ms);
                if let Some(d) = default_ms {
                    o = o.put("default_ms", d);
                }
                obj().put("late", o)
            }
            Event::ColoursReversed => obj().put("colours_reversed", true),
            Event::Incident(x) => obj().put("incident", x.to_json()),
        };
        o.into()
    }
}

/// Written in the scenario format (see [`Event::to_json`]).
impl serde::Serialize for Event {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.to_json().serialize(s)
    }
}

/// Read as [`parse_event`] reads it (the error names no index).
impl<'de> serde::Deserialize<'de> for Event {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Event, D::Error> {
        let v = Value::deserialize(d)?;
        parse_event(0, &v).map_err(|e| serde::de::Error::custom(e.message))
    }
}

impl Scenario {
    /// The scenario in its JSON format, as [`Scenario::from_json`] reads it back.
    pub fn to_json(&self) -> Value {
        let mut o = Map::new();
        o.insert("edition".into(), Value::from(self.edition.year()));
        o.insert("fen".into(), Value::from(self.fen.clone()));
        if let Some(c) = &self.control {
            o.insert("control".into(), Value::from(c.to_string()));
        }
        if let Some((w, b)) = self.clock {
            o.insert(
                "clock".into(),
                serde_json::json!({ "white_ms": w, "black_ms": b }),
            );
        }
        o.insert(
            "events".into(),
            Value::Array(self.events.iter().map(Event::to_json).collect()),
        );
        Value::Object(o)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_event_kind_round_trips_through_json() {
        let text = r#"{"edition":"1980","fen":"startpos","control":"40/9000","clock":{"white_ms":5,"black_ms":6},"events":[
            {"move":"e4"},{"place":"e5"},{"press":"black"},{"touch":"g1"},{"adjust":"a2"},
            {"claim":"repetition"},{"claim":"fifty","move":"Nf3"},{"offer":"white"},{"accept":"black"},
            {"decline":"black"},{"resign":"white"},{"wait_ms":1000},{"flag":"black"},{"seal":"Nf3"},
            {"resume":true},{"arbiter":"stop"},{"arbiter":"start"},{"arbiter":{"add_ms":{"white":120000,"black":0}}},
            {"arbiter":{"set_ms":{"black":60000}}},{"arbiter":{"set_moves":{"white":3}}},
            {"late":{"color":"both","ms":3700000}},{"late":{"color":"white","ms":60000,"default_ms":900000}},
            {"colours_reversed":true},{"incident":{"kind":"captain","team":"white","says":"opinion"}},
            {"incident":{"kind":"clock_defect"}},{"incident":{"kind":"accidental_touch","square":"e2"}},
            {"incident":{"kind":"unregulated","situation":"clock_set_wrong","by":"white"}},{"incident":{"kind":"score_behind","by":"black","moves":3}}]}"#;
        let s = Scenario::parse(text).expect("scenario");
        assert_eq!(s.events.len(), EVENT_KEYS.len() + 10);
        let again = Scenario::parse(&s.to_json().to_string()).expect("written back");
        assert_eq!(again, s);
        for e in &s.events {
            let v = serde_json::to_value(e).expect("json");
            assert_eq!(&serde_json::from_value::<Event>(v).expect("event"), e);
        }
    }
}
