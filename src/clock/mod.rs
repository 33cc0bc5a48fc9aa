//! The chess clock as a state machine (1977/1980 Art. 14, 1993 Art. 12,
//! 2018 Art. 6). Time is an input: every operation takes `now`, the
//! milliseconds since an origin the caller chooses, so the clock is exact in
//! tests and the same natively and in the browser. All arithmetic is in
//! integer milliseconds.

mod control;
pub mod rules;

pub use control::{ControlError, Delay, Period, TimeControl};

use crate::chess::types::Color;
use core::fmt;

/// An operation the clock refuses.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClockError {
    /// Pressing, stopping or starting when that is not possible.
    NotRunning,
    AlreadyRunning,
    /// The player pressed while his opponent's clock was running.
    NotYourClock {
        color: Color,
    },
    /// Time went backwards (`now` earlier than a previous call).
    TimeWentBack {
        now: u64,
        last: u64,
    },
    /// A negative or overflowing amount of time.
    BadAmount(String),
    /// The clock has no time control to run.
    Untimed,
}

impl fmt::Display for ClockError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ClockError::NotRunning => f.write_str("the clock is stopped"),
            ClockError::AlreadyRunning => f.write_str("the clock is already running"),
            ClockError::NotYourClock { color } => {
                write!(f, "{} pressed, but {}'s clock is not running", color, color)
            }
            ClockError::TimeWentBack { now, last } => {
                write!(f, "time went back: {} ms after {} ms", now, last)
            }
            ClockError::BadAmount(m) => write!(f, "bad amount of time: {}", m),
            ClockError::Untimed => f.write_str("the game has no time control"),
        }
    }
}

impl std::error::Error for ClockError {}

/// A two-sided chess clock.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Clock {
    control: TimeControl,
    /// Remaining time of each side at `since` (may be negative once a flag fell).
    remaining: [i64; 2],
    /// The side whose clock runs, if any.
    running: Option<Color>,
    /// When the running clock was last started (or last checked).
    since: u64,
    /// The latest `now` seen.
    last_now: u64,
    /// Completed moves (presses), as a clock's move counter shows them.
    moves: [u32; 2],
    /// When each flag fell, if it did.
    flag_fell_at: [Option<u64>; 2],
    /// Moves after which the counter was put into the next period by 1993 Art. 12.8.
    period_offset: [u32; 2],
    /// Units that have stopped through a defect of the clock: they count no time.
    stuck: [bool; 2],
    /// Counters set (not pressed) to the end of a time control: that control's next
    /// period was never given, and is when the player is taken to have passed it
    /// ([`Clock::pass_control`]).
    unpaid: [bool; 2],
}

impl Clock {
    /// A stopped clock with the first period's time on both sides.
    pub fn new(control: TimeControl) -> Clock {
        let t = control.initial_ms() as i64;
        Clock {
            control,
            remaining: [t, t],
            running: None,
            since: 0,
            last_now: 0,
            moves: [0, 0],
            flag_fell_at: [None, None],
            period_offset: [0, 0],
            unpaid: [false, false],
            stuck: [false, false],
        }
    }

    /// A clock whose two sides show the given times (a scenario's `clock`).
    pub fn with_times(control: TimeControl, white_ms: u64, black_ms: u64) -> Clock {
        let mut c = Clock::new(control);
        c.remaining = [white_ms as i64, black_ms as i64];
        c
    }

    pub fn control(&self) -> &TimeControl {
        &self.control
    }

    /// The side whose clock runs.
    pub fn running(&self) -> Option<Color> {
        self.running
    }

    /// The move counter of `color` (completed moves).
    pub fn moves(&self, color: Color) -> u32 {
        self.moves[color as usize]
    }

    fn check_time(&mut self, now: u64) -> Result<(), ClockError> {
        if now < self.last_now {
            return Err(ClockError::TimeWentBack {
                now,
                last: self.last_now,
            });
        }
        self.last_now = now;
        Ok(())
    }

    /// The time the running side has used on this move so far, net of a
    /// delay, and the raw time elapsed.
    fn charge_now(&self, now: u64) -> (i64, u64) {
        let Some(c) = self.running else { return (0, 0) };
        if self.stuck[c as usize] {
            // a unit that has stopped counts nothing, for either side
            return (0, 0);
        }
        let elapsed = now.saturating_sub(self.since);
        let period = self
            .control
            .period_at(self.moves[c as usize] + self.period_offset[c as usize]);
        let charged = match period.map(|(_, p, _)| p.delay) {
            Some(Delay::Simple(d)) => elapsed.saturating_sub(d),
            _ => elapsed,
        };
        (i64::try_from(charged).unwrap_or(i64::MAX), elapsed)
    }

    /// How much longer, from `now`, the running side's clock may run before it counts: the
    /// rest of a delay (a delay control), none otherwise, and `u64::MAX` while its unit has
    /// stopped (it counts nothing). A display that counts down from [`Clock::remaining`] at
    /// `now` subtracts only what passes beyond it.
    pub fn grace(&self, now: u64) -> u64 {
        let Some(c) = self.running else { return 0 };
        if self.stuck[c as usize] {
            return u64::MAX;
        }
        let (charged, elapsed) = self.charge_now(now);
        let period = self
            .control
            .period_at(self.moves[c as usize] + self.period_offset[c as usize]);
        match period.map(|(_, p, _)| p.delay) {
            Some(Delay::Simple(d)) if charged == 0 => d.saturating_sub(elapsed),
            _ => 0,
        }
    }

    /// Remaining time of `color` at `now`, in ms (negative after the flag fell).
    pub fn remaining(&self, color: Color, now: u64) -> i64 {
        let mut r = self.remaining[color as usize];
        if self.running == Some(color) {
            r = r.saturating_sub(self.charge_now(now).0);
        }
        r
    }

    /// Both remaining times at `now`, White first.
    pub fn times(&self, now: u64) -> [i64; 2] {
        [
            self.remaining(Color::White, now),
            self.remaining(Color::Black, now),
        ]
    }

    /// When `color`'s flag fell (its time reached zero), if it has by `now`.
    pub fn flag_fell_at(&self, color: Color, now: u64) -> Option<u64> {
        if let Some(t) = self.flag_fell_at[color as usize] {
            return Some(t);
        }
        if self.running == Some(color) && self.remaining(color, now) <= 0 {
            // the moment the remaining time reached zero
            let r = self.remaining[color as usize].max(0) as u64;
            let done = self.moves[color as usize] + self.period_offset[color as usize];
            let delay = match self.control.period_at(done).map(|(_, p, _)| p.delay) {
                Some(Delay::Simple(d)) => d,
                _ => 0,
            };
            return Some(self.since.saturating_add(r).saturating_add(delay));
        }
        None
    }

    /// True when `color`'s flag has fallen by `now`.
    pub fn flag_fallen(&self, color: Color, now: u64) -> bool {
        self.flag_fell_at(color, now).is_some()
    }

    /// Starts White's clock at the start of the game (1977 Art. 14.3, 1993
    /// Art. 12.3, 2018 Art. 6.6).
    ///
    /// # Errors
    /// [`ClockError::AlreadyRunning`], [`ClockError::Untimed`].
    pub fn start(&mut self, now: u64) -> Result<(), ClockError> {
        self.start_side(Color::White, now)
    }

    /// Starts `color`'s clock (the arbiter restarting after a stop,
    /// 2018 Art. 6.11.3).
    ///
    /// # Errors
    /// [`ClockError::AlreadyRunning`], [`ClockError::Untimed`], [`ClockError::TimeWentBack`].
    pub fn start_side(&mut self, color: Color, now: u64) -> Result<(), ClockError> {
        if matches!(self.control, TimeControl::Untimed | TimeControl::Unknown) {
            return Err(ClockError::Untimed);
        }
        if self.running.is_some() {
            return Err(ClockError::AlreadyRunning);
        }
        self.check_time(now)?;
        self.running = Some(color);
        self.since = now;
        Ok(())
    }

    fn settle(&mut self, now: u64) {
        if let Some(c) = self.running {
            if let Some(t) = self.flag_fell_at(c, now) {
                self.flag_fell_at[c as usize].get_or_insert(t);
            }
            let (charged, elapsed) = self.charge_now(now);
            self.remaining[c as usize] = self.remaining[c as usize].saturating_sub(charged);
            if let TimeControl::Hourglass { .. } = self.control {
                let other = &mut self.remaining[c.other() as usize];
                *other = other.saturating_add(i64::try_from(elapsed).unwrap_or(i64::MAX));
            }
            self.since = now;
        }
    }

    /// Stops both clocks (the arbiter, 2018 Art. 6.11.1; or a player seeking
    /// the arbiter, 6.11.2).
    ///
    /// # Errors
    /// [`ClockError::NotRunning`], [`ClockError::TimeWentBack`].
    pub fn stop(&mut self, now: u64) -> Result<Color, ClockError> {
        self.check_time(now)?;
        let c = self.running.ok_or(ClockError::NotRunning)?;
        self.settle(now);
        self.running = None;
        Ok(c)
    }

    /// `color` presses his clock, completing a move (2018 Art. 6.2.1): his
    /// clock stops, the move counter advances, the increment or Bronstein
    /// refund is added, the next period's time is added when this move
    /// completes a period (1993 12.1, 2018 6.3.2), and the opponent's clock starts.
    ///
    /// # Errors
    /// [`ClockError::NotRunning`], [`ClockError::NotYourClock`], [`ClockError::TimeWentBack`].
    pub fn press(&mut self, color: Color, now: u64) -> Result<(), ClockError> {
        self.check_time(now)?;
        match self.running {
            None => return Err(ClockError::NotRunning),
            Some(c) if c != color => return Err(ClockError::NotYourClock { color }),
            _ => {}
        }
        let elapsed = now.saturating_sub(self.since);
        self.settle(now);
        let i = color as usize;
        let (add, delay) = self
            .control
            .on_completing(self.moves[i] + self.period_offset[i]);
        self.remaining[i] += add as i64;
        if let Delay::Bronstein(d) = delay {
            self.remaining[i] += elapsed.min(d) as i64;
        }
        self.moves[i] += 1;
        self.unpaid[i] = false;
        self.running = Some(color.other());
        Ok(())
    }

    /// Adds time to a side (the arbiter: 2018 Art. 7.5.5 and 9.5.3's two
    /// minutes, 6.10.2 corrections).
    ///
    /// # Errors
    /// [`ClockError::BadAmount`] for more than ten days.
    pub fn add(&mut self, color: Color, ms: u64, now: u64) -> Result<(), ClockError> {
        self.adjust(color, checked_amount(ms)?, now)
    }

    /// Subtracts time from a side (charging time used: the 5 minutes of 1980
    /// Art. 18.2 / 1993 Art. 10.11, early adjournment…).
    ///
    /// # Errors
    /// [`ClockError::BadAmount`] for more than ten days.
    pub fn charge(&mut self, color: Color, ms: u64, now: u64) -> Result<(), ClockError> {
        self.adjust(color, -checked_amount(ms)?, now)
    }

    fn adjust(&mut self, color: Color, delta: i64, now: u64) -> Result<(), ClockError> {
        self.check_time(now)?;
        self.settle(now);
        self.remaining[color as usize] = self.remaining[color as usize].saturating_add(delta);
        Ok(())
    }

    /// Sets a side's remaining time (the arbiter's correction, 2018 Art. 6.10.2).
    ///
    /// # Errors
    /// [`ClockError::BadAmount`] for more than ten days.
    pub fn set(&mut self, color: Color, ms: u64, now: u64) -> Result<(), ClockError> {
        let ms = checked_amount(ms)?;
        self.check_time(now)?;
        self.settle(now);
        self.remaining[color as usize] = ms;
        if ms > 0 {
            self.flag_fell_at[color as usize] = None;
        }
        Ok(())
    }

    /// Corrects the move counter (2018 Art. 6.10.2, 7.1).
    pub fn set_moves(&mut self, color: Color, moves: u32) {
        let i = color as usize;
        self.moves[i] = moves;
        // at the end of a control (the first move of a later period not yet made)
        self.unpaid[i] = moves > 0
            && self
                .control
                .period_at(moves + self.period_offset[i])
                .is_some_and(|(idx, _, done)| idx > 0 && done == 0);
    }

    /// 1993 Art. 12.8: both flags fell and the order cannot be established.
    /// The game continues and the next move is the first of the following
    /// period: each side gets the next period's time and its counter starts
    /// that period.
    pub fn both_flags_fallen(&mut self, now: u64) -> Result<(), ClockError> {
        self.check_time(now)?;
        self.settle(now);
        for c in Color::ALL {
            let i = c as usize;
            let done = self.moves[i] + self.period_offset[i];
            if let Some(left) = self.control.moves_to_control(done) {
                self.period_offset[i] += left;
                if let Some((_, next, _)) = self.control.period_at(done + left) {
                    self.remaining[i] = self.remaining[i].max(0) + next.ms as i64;
                }
            }
            self.flag_fell_at[i] = None;
        }
        Ok(())
    }

    /// One side is taken to have passed the time control it is in, as the arbiter
    /// decides when the moves made cannot be counted on the clock (1977/1980
    /// Interpretations 13.2 (1967), 17.1 (1979B)): its counter starts the following
    /// period, whose time it gets, and its flag is up again. Returns the time given.
    ///
    /// # Errors
    /// [`ClockError::TimeWentBack`].
    pub fn pass_control(&mut self, color: Color, now: u64) -> Result<u64, ClockError> {
        self.check_time(now)?;
        self.settle(now);
        let i = color as usize;
        let done = self.moves[i] + self.period_offset[i];
        let mut given = 0;
        if std::mem::take(&mut self.unpaid[i]) {
            // the counters were set at the control's end: its next period is given now, and
            // the time run past the control comes off it, as the clock ran on into it
            if let Some((_, next, _)) = self.control.period_at(done) {
                given = next.ms;
                self.remaining[i] = self.remaining[i].saturating_add(next.ms as i64);
            }
        } else if let Some(left) = self.control.moves_to_control(done) {
            self.period_offset[i] += left;
            if let Some((_, next, _)) = self.control.period_at(done + left) {
                given = next.ms;
                self.remaining[i] = self.remaining[i].max(0).saturating_add(next.ms as i64);
            }
        }
        self.flag_fell_at[i] = None;
        Ok(given)
    }

    /// A defect of the clock: `color`'s unit stops and counts no more time, though the
    /// players go on pressing the clock (1977/1980 Art. 14.5, Interpretation 14.5 (1971)).
    ///
    /// # Errors
    /// [`ClockError::TimeWentBack`].
    pub fn stick(&mut self, color: Color, now: u64) -> Result<(), ClockError> {
        self.check_time(now)?;
        self.settle(now);
        self.stuck[color as usize] = true;
        Ok(())
    }

    /// Whether `color`'s unit has stopped through a defect.
    pub fn is_stuck(&self, color: Color) -> bool {
        self.stuck[color as usize]
    }

    /// The defective clock is replaced by one that works: every unit counts again, the
    /// times and counters as they stand (the arbiter then sets the times he decides).
    ///
    /// # Errors
    /// [`ClockError::TimeWentBack`].
    pub fn repair(&mut self, now: u64) -> Result<(), ClockError> {
        self.check_time(now)?;
        self.settle(now);
        self.stuck = [false, false];
        Ok(())
    }

    /// The time [`Clock::pass_control`] would give `color` now: the next period's.
    pub fn next_period_ms(&self, color: Color) -> u64 {
        let i = color as usize;
        let done = self.moves[i] + self.period_offset[i];
        self.control
            .moves_to_control(done)
            .and_then(|left| self.control.period_at(done + left))
            .map_or(0, |(_, next, _)| next.ms)
    }

    /// When `color`'s flag fell, if the clock recorded it when his clock was stopped
    /// afterwards: the flag fell before his last press (or a stop), and play went on.
    pub fn flag_fell_before_stop(&self, color: Color) -> Option<u64> {
        self.flag_fell_at[color as usize]
    }

    /// Replaces the clock by one showing the given remaining times (1977/1980
    /// Art. 14.5, 2018 Art. 6.10.1); the counters are kept.
    pub fn replace(&mut self, white_ms: u64, black_ms: u64, now: u64) -> Result<(), ClockError> {
        self.set(Color::White, white_ms, now)?;
        self.set(Color::Black, black_ms, now)
    }
}

/// Ten days in milliseconds: no amount of clock time is larger.
const MAX_AMOUNT_MS: u64 = 864_000_000;

fn checked_amount(ms: u64) -> Result<i64, ClockError> {
    if ms > MAX_AMOUNT_MS {
        Err(ClockError::BadAmount(format!(
            "{} ms is more than ten days",
            ms
        )))
    } else {
        Ok(ms as i64)
    }
}

/// Formats a remaining time as a digital clock shows it: `h:mm:ss` from an
/// hour, `m:ss` below, and `m:ss.t` (tenths) below `tenths_below_ms`. Never
/// negative: a fallen flag is shown as `0:00.0` and reported as a state.
///
/// # Examples
/// ```
/// use fide_laws::clock::format_ms;
/// assert_eq!(format_ms(5_400_000, 10_000), "1:30:00");
/// assert_eq!(format_ms(59_999, 10_000), "0:59");
/// assert_eq!(format_ms(9_950, 10_000), "0:09.9");
/// assert_eq!(format_ms(-3_000, 10_000), "0:00.0");
/// ```
pub fn format_ms(ms: i64, tenths_below_ms: i64) -> String {
    let ms = ms.max(0);
    if ms < tenths_below_ms {
        let tenths = ms / 100;
        return format!("{}:{:02}.{}", tenths / 600, (tenths / 10) % 60, tenths % 10);
    }
    let s = ms / 1000;
    if s >= 3600 {
        format!("{}:{:02}:{:02}", s / 3600, (s / 60) % 60, s % 60)
    } else {
        format!("{}:{:02}", s / 60, s % 60)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tc(s: &str) -> TimeControl {
        TimeControl::parse(s).expect("control")
    }

    #[test]
    fn white_starts_and_presses_alternate() {
        let mut c = Clock::new(tc("5400+30"));
        c.start(0).expect("start");
        assert_eq!(c.running(), Some(Color::White));
        assert_eq!(
            c.press(Color::Black, 10),
            Err(ClockError::NotYourClock {
                color: Color::Black
            })
        );
        c.press(Color::White, 10_000).expect("press");
        assert_eq!(
            c.remaining(Color::White, 10_000),
            5_400_000 - 10_000 + 30_000
        );
        assert_eq!(c.remaining(Color::Black, 25_000), 5_400_000 - 15_000);
        assert_eq!(c.moves(Color::White), 1);
    }

    #[test]
    fn impossible_actions_are_errors() {
        let mut c = Clock::new(tc("300"));
        assert_eq!(c.press(Color::White, 0), Err(ClockError::NotRunning));
        assert_eq!(c.stop(0), Err(ClockError::NotRunning));
        c.start(100).expect("start");
        assert_eq!(c.start(200), Err(ClockError::AlreadyRunning));
        assert!(matches!(
            c.press(Color::White, 50),
            Err(ClockError::TimeWentBack { .. })
        ));
        assert!(matches!(
            c.add(Color::White, u64::MAX, 300),
            Err(ClockError::BadAmount(_))
        ));
        let mut u = Clock::new(TimeControl::Untimed);
        assert_eq!(u.start(0), Err(ClockError::Untimed));
    }

    #[test]
    fn period_time_is_added_on_completing_the_control_move() {
        let mut c = Clock::new(tc("2/100:50"));
        c.start(0).expect("start");
        c.press(Color::White, 10_000).expect("w1");
        c.press(Color::Black, 20_000).expect("b1");
        c.press(Color::White, 30_000)
            .expect("w2 completes the control");
        // 100 s - 10 s - 10 s + 50 s
        assert_eq!(c.remaining(Color::White, 30_000), 130_000);
    }

    #[test]
    fn flag_falls_when_time_runs_out_and_is_remembered() {
        let mut c = Clock::new(tc("60"));
        c.start(0).expect("start");
        assert!(!c.flag_fallen(Color::White, 59_999));
        assert_eq!(c.flag_fell_at(Color::White, 70_000), Some(60_000));
        c.press(Color::White, 70_000).expect("late press");
        assert_eq!(c.flag_fell_at(Color::White, 70_000), Some(60_000));
        assert_eq!(
            format_ms(c.remaining(Color::White, 70_000), 10_000),
            "0:00.0"
        );
    }

    #[test]
    fn simple_delay_and_bronstein() {
        let mut d = Clock::new(tc("300d10"));
        d.start(0).expect("start");
        assert_eq!(
            d.remaining(Color::White, 8_000),
            300_000,
            "within the delay the main time does not run"
        );
        d.press(Color::White, 15_000).expect("press");
        assert_eq!(d.remaining(Color::White, 15_000), 295_000);
        let mut b = Clock::new(tc("300b10"));
        b.start(0).expect("start");
        b.press(Color::White, 15_000).expect("press");
        assert_eq!(b.remaining(Color::White, 15_000), 295_000);
        b.press(Color::Black, 20_000).expect("press");
        assert_eq!(
            b.remaining(Color::Black, 20_000),
            300_000,
            "5 s used, 5 s given back"
        );
    }

    #[test]
    fn hourglass_gives_the_time_used_to_the_opponent() {
        let mut c = Clock::new(tc("*60"));
        c.start(0).expect("start");
        c.press(Color::White, 10_000).expect("press");
        assert_eq!(c.times(10_000), [50_000, 70_000]);
    }

    #[test]
    fn both_flags_1993_12_8_next_move_starts_next_period() {
        let mut c = Clock::with_times(tc("40/7200:20/3600"), 1_000, 1_000);
        c.set_moves(Color::White, 38);
        c.set_moves(Color::Black, 38);
        c.start_side(Color::White, 0).expect("start");
        c.stop(5_000).expect("stop");
        c.both_flags_fallen(5_000).expect("12.8");
        assert_eq!(c.remaining(Color::White, 5_000), 3_600_000);
        assert_eq!(c.remaining(Color::Black, 5_000), 1_000 + 3_600_000);
        assert_eq!(
            c.control().moves_to_control(c.moves(Color::White) + 2),
            Some(20)
        );
    }

    #[test]
    fn a_stopped_unit_counts_no_time_until_the_clock_is_replaced() {
        let mut c = Clock::new(tc("40/9000"));
        c.start(0).expect("start");
        c.stick(Color::White, 60_000).expect("stick");
        assert!(c.is_stuck(Color::White));
        assert_eq!(c.remaining(Color::White, 600_000), 9_000_000 - 60_000);
        c.press(Color::White, 600_000).expect("press");
        assert_eq!(c.remaining(Color::Black, 660_000), 9_000_000 - 60_000);
        c.repair(660_000).expect("repair");
        assert!(!c.is_stuck(Color::White));
        assert_eq!(c.remaining(Color::Black, 720_000), 9_000_000 - 120_000);
        let c = Clock::new(tc("40/9000:3600"));
        assert_eq!(c.next_period_ms(Color::Black), 3_600_000);
    }

    #[test]
    fn display_rules() {
        assert_eq!(format_ms(3_600_000, 10_000), "1:00:00");
        assert_eq!(format_ms(3_599_999, 10_000), "59:59");
        assert_eq!(format_ms(19_900, 20_000), "0:19.9");
        assert_eq!(format_ms(10_000, 10_000), "0:10");
        assert_eq!(format_ms(0, 10_000), "0:00.0");
    }
}
