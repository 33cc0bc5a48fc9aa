//! Time controls: how many moves in how much time (1977/1980 Art. 14.1,
//! 1993 Art. 12.1, 2018 Art. 6.3).
//!
//! Syntax: periods separated by `:`, each `[moves/]seconds[+increment][dDELAY|bDELAY]`:
//! - `40/7200:3600`: 40 moves in 2 hours, then 1 hour for the rest of the game;
//! - `40/7200:20/3600:1800`: then 20 moves in 1 hour, then 30 minutes;
//! - `5400+30`: 90 minutes for the game, 30 seconds added on completing each move, from move 1;
//! - `40/5400+30:1800+30`: increment in every period;
//! - `5400d10`: time-delay mode (2018 Art. 6.3.2): the main time runs only after
//!   10 s of fixed extra time per move ("Delay" on DGT clocks);
//! - `5400b10`: Bronstein mode, the time used up to 10 s is given back after each move;
//! - PGN `TimeControl` forms on read: `?` (unknown), `-` (no time control),
//!   `*180` (sandclock: hourglass, the time one player uses is added to the other's).
//!
//! A period of N moves ends when the player completes his Nth move of it; the
//! time saved carries over (1993 12.1, 2018 6.3.2). A period without a move
//! count lasts to the end of the game; when the last period has a move count,
//! it repeats.

use crate::edition::Edition;
use core::fmt;

/// How the per-move extra time of a period works.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Delay {
    /// No extra time, or a Fischer increment (see [`Period::increment_ms`]).
    None,
    /// Time-delay mode (2018 Art. 6.3.2; "US delay"/"Delay" on DGT clocks):
    /// the main time only runs after this fixed extra time has expired.
    Simple(u64),
    /// Bronstein mode: after each move the time used, up to this much, is given back.
    Bronstein(u64),
}

/// One period of a time control.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Period {
    /// Moves to complete in this period; `None` for the rest of the game.
    pub moves: Option<u32>,
    /// Time for the period in milliseconds.
    pub ms: u64,
    /// Added on completing each move of the period ("Fischer" increment), from move 1.
    pub increment_ms: u64,
    pub delay: Delay,
}

/// A time control.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum TimeControl {
    /// Periods, in order.
    Periods(Vec<Period>),
    /// Sandclock/hourglass (PGN `*N`): the time one player uses is added to the other's.
    Hourglass { ms: u64 },
    /// No time control (PGN `-`).
    Untimed,
    /// Unknown (PGN `?`).
    Unknown,
}

/// What is wrong with a control string.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ControlError {
    /// 1-based period, 0 for the whole string.
    pub period: usize,
    /// `moves`, `seconds`, `increment`, `delay`, or `syntax`.
    pub field: &'static str,
    pub message: String,
}

impl fmt::Display for ControlError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.period == 0 {
            write!(f, "invalid time control: {}", self.message)
        } else {
            write!(
                f,
                "invalid time control: period {}, {}: {}",
                self.period, self.field, self.message
            )
        }
    }
}

impl std::error::Error for ControlError {}

fn number(s: &str, period: usize, field: &'static str, limit: u64) -> Result<u64, ControlError> {
    let err = |message: String| ControlError {
        period,
        field,
        message,
    };
    if s.is_empty() {
        return Err(err("missing number".into()));
    }
    if !s.bytes().all(|b| b.is_ascii_digit()) {
        return Err(err(format!("\"{}\" is not a whole number", s)));
    }
    let n: u64 = s
        .parse()
        .map_err(|_| err(format!("\"{}\" is too large", s)))?;
    if n > limit {
        return Err(err(format!("{} exceeds the limit of {}", n, limit)));
    }
    Ok(n)
}

/// Ten days: no game is longer; keeps all arithmetic far from overflow.
const MAX_SECONDS: u64 = 864_000;

impl TimeControl {
    /// Usual controls of an edition's time, each with a description: what the app
    /// offers for it (any other can be typed).
    ///
    /// ```
    /// use fide_laws::{clock::TimeControl, Edition};
    /// for e in Edition::ALL {
    ///     for (c, _) in TimeControl::presets(e) {
    ///         assert_eq!(TimeControl::parse(c).unwrap().to_string(), *c);
    ///     }
    /// }
    /// ```
    pub fn presets(edition: Edition) -> &'static [(&'static str, &'static str)] {
        match edition {
            Edition::Fide1977 | Edition::Fide1980 => &[
                ("40/9000", "40 moves in 2½ hours"),
                ("50/9000:20/3600", "50 in 2½ h, then 20 an hour"),
                ("40/7200:3600", "40 in 2 hours, then an hour"),
            ],
            Edition::Fide1993 => &[
                ("40/7200:3600", "40 in 2 hours, then an hour"),
                ("40/7200:20/3600", "40 in 2 hours, then 20 an hour"),
                ("3600", "rapid: an hour each"),
            ],
            Edition::Fide2018 => &[
                ("5400+30", "90 minutes + 30 s a move"),
                ("40/5400+30:1800+30", "40 in 90 min, then 30 min, + 30 s"),
                ("5400d10", "90 minutes, 10 s delay"),
                ("900+10", "rapid: 15 min + 10 s"),
                ("180+2", "blitz: 3 min + 2 s"),
            ],
        }
    }

    /// Parses a control string.
    ///
    /// # Errors
    /// [`ControlError`] naming the period and field.
    ///
    /// # Examples
    /// ```
    /// use fide_laws::clock::TimeControl;
    /// let tc = TimeControl::parse("40/7200:3600").unwrap();
    /// assert_eq!(tc.to_string(), "40/7200:3600");
    /// assert!(TimeControl::parse("40/7200:x").unwrap_err().to_string().contains("period 2"));
    /// ```
    pub fn parse(s: &str) -> Result<TimeControl, ControlError> {
        let s = s.trim();
        match s {
            "?" => return Ok(TimeControl::Unknown),
            "-" => return Ok(TimeControl::Untimed),
            "" => {
                return Err(ControlError {
                    period: 0,
                    field: "syntax",
                    message: "empty".into(),
                });
            }
            _ => {}
        }
        if let Some(rest) = s.strip_prefix('*') {
            let secs = number(rest, 1, "seconds", MAX_SECONDS)?;
            if secs == 0 {
                return Err(ControlError {
                    period: 1,
                    field: "seconds",
                    message: "the sandclock must have time".into(),
                });
            }
            return Ok(TimeControl::Hourglass { ms: secs * 1000 });
        }
        let mut periods = Vec::new();
        let parts: Vec<&str> = s.split(':').collect();
        for (i, part) in parts.iter().enumerate() {
            let p = i + 1;
            let (moves, rest) = match part.split_once('/') {
                Some((m, r)) => {
                    let n = number(m, p, "moves", 1000)?;
                    if n == 0 {
                        return Err(ControlError {
                            period: p,
                            field: "moves",
                            message: "a period needs at least one move".into(),
                        });
                    }
                    (Some(n as u32), r)
                }
                None => (None, *part),
            };
            let (rest, delay) = if let Some((r, d)) = rest.split_once('d') {
                (r, Delay::Simple(number(d, p, "delay", 3600)? * 1000))
            } else if let Some((r, d)) = rest.split_once('b') {
                (r, Delay::Bronstein(number(d, p, "delay", 3600)? * 1000))
            } else {
                (rest, Delay::None)
            };
            let (secs, inc) = match rest.split_once('+') {
                Some((a, b)) => (a, number(b, p, "increment", 3600)? * 1000),
                None => (rest, 0),
            };
            let secs = number(secs, p, "seconds", MAX_SECONDS)?;
            if secs == 0 && inc == 0 && p == 1 {
                return Err(ControlError {
                    period: p,
                    field: "seconds",
                    message: "the first period needs time or an increment".into(),
                });
            }
            if moves.is_none() && p < parts.len() {
                return Err(ControlError {
                    period: p,
                    field: "moves",
                    message: "only the last period may be without a move count".into(),
                });
            }
            periods.push(Period {
                moves,
                ms: secs * 1000,
                increment_ms: inc,
                delay,
            });
        }
        Ok(TimeControl::Periods(periods))
    }

    /// The period that applies after `completed` moves of a player, its index,
    /// and how many moves of it are complete. The last period repeats when it
    /// has a move count.
    pub fn period_at(&self, completed: u32) -> Option<(usize, &Period, u32)> {
        let TimeControl::Periods(periods) = self else {
            return None;
        };
        let mut left = completed;
        for (i, p) in periods.iter().enumerate() {
            match p.moves {
                Some(n) if left >= n && i + 1 < periods.len() => left -= n,
                Some(n) if i + 1 == periods.len() => return Some((i, p, left % n)),
                _ => return Some((i, p, left)),
            }
        }
        None
    }

    /// What completing a move adds when `completed` moves were complete
    /// before it: (increment plus the next period's time if this move
    /// completes a period, the delay mode of the period the move was made in).
    pub fn on_completing(&self, completed: u32) -> (u64, Delay) {
        let Some((idx, p, _)) = self.period_at(completed) else {
            return (0, Delay::None);
        };
        let mut add = p.increment_ms;
        if let Some((next_idx, next, done)) = self.period_at(completed + 1) {
            if done == 0 && (next_idx != idx || next.moves.is_some()) {
                add += next.ms;
            }
        }
        (add, p.delay)
    }

    /// Time for the first period (what both clocks show at the start).
    pub fn initial_ms(&self) -> u64 {
        match self {
            TimeControl::Periods(p) => p.first().map_or(0, |p| p.ms),
            TimeControl::Hourglass { ms } => *ms,
            _ => 0,
        }
    }

    /// Moves still to complete to reach the next time control after
    /// `completed` moves; `None` when no control remains (sudden death).
    pub fn moves_to_control(&self, completed: u32) -> Option<u32> {
        let (_, p, done) = self.period_at(completed)?;
        p.moves.map(|n| n - done)
    }
}

impl fmt::Display for TimeControl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TimeControl::Unknown => f.write_str("?"),
            TimeControl::Untimed => f.write_str("-"),
            TimeControl::Hourglass { ms } => write!(f, "*{}", ms / 1000),
            TimeControl::Periods(periods) => {
                for (i, p) in periods.iter().enumerate() {
                    if i > 0 {
                        f.write_str(":")?;
                    }
                    if let Some(n) = p.moves {
                        write!(f, "{}/", n)?;
                    }
                    write!(f, "{}", p.ms / 1000)?;
                    if p.increment_ms > 0 {
                        write!(f, "+{}", p.increment_ms / 1000)?;
                    }
                    match p.delay {
                        Delay::None => {}
                        Delay::Simple(d) => write!(f, "d{}", d / 1000)?,
                        Delay::Bronstein(d) => write!(f, "b{}", d / 1000)?,
                    }
                }
                Ok(())
            }
        }
    }
}

impl core::str::FromStr for TimeControl {
    type Err = ControlError;
    fn from_str(s: &str) -> Result<Self, ControlError> {
        TimeControl::parse(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips() {
        for s in [
            "40/7200:3600",
            "40/7200:20/3600:1800",
            "5400+30",
            "40/5400+30:1800+30",
            "5400d10",
            "300b5",
            "50/9000:20/3600",
            "?",
            "-",
            "*180",
            "0+2",
        ] {
            assert_eq!(TimeControl::parse(s).expect(s).to_string(), s);
        }
    }

    #[test]
    fn errors_name_period_and_field() {
        let cases = [
            ("40/7200:x", 2, "seconds"),
            ("0/7200", 1, "moves"),
            ("7200:40/3600", 1, "moves"),
            ("40/7200+z", 1, "increment"),
            ("5400dq", 1, "delay"),
            ("-5", 1, "seconds"),
            ("0", 1, "seconds"),
            ("99999999999999999999", 1, "seconds"),
        ];
        for (s, period, field) in cases {
            let e = TimeControl::parse(s).expect_err(s);
            assert_eq!((e.period, e.field), (period, field), "{s}: {e}");
        }
        assert!(TimeControl::parse("").is_err());
    }

    #[test]
    fn periods_advance_and_the_last_repeats() {
        let tc = TimeControl::parse("40/7200:20/3600").expect("tc");
        assert_eq!(tc.period_at(0).map(|(i, _, d)| (i, d)), Some((0, 0)));
        assert_eq!(tc.period_at(39).map(|(i, _, d)| (i, d)), Some((0, 39)));
        assert_eq!(tc.period_at(40).map(|(i, _, d)| (i, d)), Some((1, 0)));
        assert_eq!(tc.period_at(65).map(|(i, _, d)| (i, d)), Some((1, 5)));
        assert_eq!(tc.moves_to_control(65), Some(15));
        let sd = TimeControl::parse("40/7200:3600").expect("tc");
        assert_eq!(sd.moves_to_control(50), None);
    }
}
