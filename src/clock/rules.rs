//! What the Laws make the arbiter do with the clock, edition by edition: the amounts and
//! formulas. The laws engine calls them and cites the articles (`laws::articles`). What
//! each edition decides (the amounts, whether a rule applies) is asked of the edition's
//! policy (`laws::editions::Policy`), which imports nothing of the clock.

use super::{Clock, ClockError, TimeControl};
use crate::chess::types::Color;
use crate::edition::Edition;
use crate::laws::editions::Policy;

/// One minute in milliseconds.
pub const MINUTE: u64 = 60_000;

/// What a rule does to the clock.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClockEffect {
    /// Time charged to (subtracted from) a side.
    Charge(Color, u64),
    /// Time added to a side.
    Add(Color, u64),
}

/// A clock ruling: its effect, and whether the clocks stand stopped while it is applied.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClockRuling {
    pub effect: ClockEffect,
    /// True when the claimant's clock keeps running during the verification
    /// (1977 Art. 18.2), false when the arbiter stops the clocks.
    pub clock_runs: bool,
}

impl ClockRuling {
    /// Applies the effect to `clock` at `now`.
    ///
    /// # Errors
    /// A [`ClockError`] from the clock.
    pub fn apply(&self, clock: &mut Clock, now: u64) -> Result<(), ClockError> {
        match self.effect {
            ClockEffect::Charge(c, ms) => clock.charge(c, ms, now),
            ClockEffect::Add(c, ms) => clock.add(c, ms, now),
        }
    }
}

/// The clock consequence of an incorrect claim of a draw (repetition or fifty moves).
///
/// - 1977: the claimant's clock keeps running (Art. 18.2) and he is charged
///   exactly five minutes for the verification (Interpretation 18.2 (1976));
/// - 1980: the arbiter stops the clock; five minutes are added to the
///   claimant's time (Art. 18.2);
/// - 1993: clocks stopped; five minutes added to the claimant's used time (Art. 10.13(b));
/// - 2018: two minutes added to the opponent's remaining time (Art. 9.5.3).
pub fn incorrect_claim(edition: Edition, claimant: Color) -> ClockRuling {
    let p = Policy::of(edition);
    let ms = p.incorrect_claim_ms();
    ClockRuling {
        effect: if p.incorrect_claim_time_to_opponent() {
            ClockEffect::Add(claimant.other(), ms)
        } else {
            ClockEffect::Charge(claimant, ms)
        },
        clock_runs: p.clock_runs_while_claim_verified(),
    }
}

/// The opponent's two minutes for a first completed illegal move (2018
/// Art. 7.5.5); the earlier editions give no time for it.
pub fn illegal_move_bonus(edition: Edition, offender: Color) -> Option<ClockRuling> {
    Policy::of(edition)
        .illegal_move_bonus_ms()
        .map(|ms| ClockRuling {
            effect: ClockEffect::Add(offender.other(), ms),
            clock_runs: false,
        })
}

/// 1993 Art. 12.4 and 12.6: when the arbiter adds used time, a player is
/// never left with less than five minutes to the time control, nor less than
/// one minute for every move to the control. Returns the remaining time after
/// the floor (unchanged when there is no control ahead).
pub fn floor_1993(remaining_ms: i64, moves_to_control: Option<u32>) -> i64 {
    match moves_to_control {
        Some(n) => remaining_ms.max((5 * MINUTE).max(n as u64 * MINUTE) as i64),
        None => remaining_ms,
    }
}

/// The proportional rule (1977/1980 Art. 14.7, 1993 Art. 12.6): when an
/// irregularity at move `at_move` is found at move `found_move` and the time
/// each player used up to it cannot be determined, each is allotted the time
/// his clock shows in proportion: `used × at_move / found_move`, applied to
/// both players (Interpretation 14.7 (1975)). Integer milliseconds, rounded down.
///
/// # Examples
/// The Laws' example: after Black's 30th move an irregularity at the 20th is
/// found, the clocks show 90 and 60 minutes: 60 and 40 minutes.
/// ```
/// use fide_laws::clock::rules::{proportional, MINUTE};
/// assert_eq!(proportional([90 * MINUTE, 60 * MINUTE], 20, 30), [60 * MINUTE, 40 * MINUTE]);
/// ```
pub fn proportional(used_ms: [u64; 2], at_move: u32, found_move: u32) -> [u64; 2] {
    if found_move == 0 {
        return used_ms;
    }
    used_ms.map(|u| (u as u128 * at_move as u128 / found_move as u128) as u64)
}

/// Which units of a defective clock had stopped (Interpretation 14.5 (1971)).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StoppedUnits {
    One(Color),
    Both,
}

/// Interpretation 14.5 (1971): the times (used) to set on the replacement
/// clock. If one unit stopped, it is advanced so that the two units total the
/// time the session has been in progress; if both stopped, the difference
/// between the session's elapsed time and the defective clock's total is
/// divided in half and each unit advanced by that amount. The interpretation
/// lets the arbiter use his judgement when this would make a player exceed
/// the time limit; the caller checks that.
pub fn replace_defective_clock(
    session_ms: u64,
    used_ms: [u64; 2],
    stopped: StoppedUnits,
) -> [u64; 2] {
    let total = used_ms[0] + used_ms[1];
    let missing = session_ms.saturating_sub(total);
    match stopped {
        StoppedUnits::One(c) => {
            let mut out = used_ms;
            out[c as usize] = session_ms.saturating_sub(used_ms[c.other() as usize]);
            out
        }
        StoppedUnits::Both => [used_ms[0] + missing / 2, used_ms[1] + missing - missing / 2],
    }
}

/// The times used that Interpretation 14.5 (1971) puts on the new clock, and which of them
/// would pass the time allotted to the control (a disastrous result, which the correction
/// must not have: Interpretation 14.5 (1973)).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NewClock {
    /// The times used to show, White first.
    pub used_ms: [u64; 2],
    /// Whether each would exceed the time allotted.
    pub exceeds: [bool; 2],
}

impl NewClock {
    /// The correction would put a player past the time limit.
    pub fn disastrous(&self) -> bool {
        self.exceeds[0] || self.exceeds[1]
    }
}

/// [`replace_defective_clock`] measured against the time each player is allotted to the
/// control.
///
/// # Examples
/// Interpretation 14.5 (1973): after a session of 4 h 40 min White's unit is found stopped
/// at 1 h 30 min, Black's showing 2 h: White would be shown 2 h 40 min of his 2 h 30 min.
/// ```
/// use fide_laws::clock::rules::{new_clock, StoppedUnits, MINUTE};
/// use fide_laws::chess::types::Color;
/// let n = new_clock(280 * MINUTE, [90 * MINUTE, 120 * MINUTE], StoppedUnits::One(Color::White), [150 * MINUTE; 2]);
/// assert_eq!(n.used_ms, [160 * MINUTE, 120 * MINUTE]);
/// assert!(n.disastrous());
/// ```
pub fn new_clock(
    session_ms: u64,
    used_ms: [u64; 2],
    stopped: StoppedUnits,
    allotted_ms: [u64; 2],
) -> NewClock {
    let used = replace_defective_clock(session_ms, used_ms, stopped);
    NewClock {
        used_ms: used,
        exceeds: [used[0] > allotted_ms[0], used[1] > allotted_ms[1]],
    }
}

/// 1993 Art. 13.1(b): a player having the move who adjourns before the end of
/// the session has the whole of the remaining session time added to his used
/// time.
pub fn early_adjournment_1993(session_end_ms: u64, now: u64) -> ClockRuling {
    ClockRuling {
        effect: ClockEffect::Charge(Color::White, session_end_ms.saturating_sub(now)),
        clock_runs: false,
    }
}

impl ClockRuling {
    /// The same ruling for another colour (for rulings built before the
    /// colour is known).
    pub fn for_color(mut self, color: Color) -> ClockRuling {
        self.effect = match self.effect {
            ClockEffect::Charge(_, ms) => ClockEffect::Charge(color, ms),
            ClockEffect::Add(_, ms) => ClockEffect::Add(color, ms),
        };
        self
    }
}

/// Whether a player arriving `late_ms` after the start loses by default: more than one hour in 1977/1980 (Art. 17.2) and 1993
/// (Art. 10.15); after the event's default time in 2018 (Art. 6.7.1), zero
/// when the regulations specify none.
pub fn late_arrival(edition: Edition, late_ms: u64, default_ms: Option<u64>) -> bool {
    late_ms > Policy::of(edition).late_default_ms(default_ms)
}

/// Sets the remaining times on `clock` from the used times given by
/// [`proportional`] or [`replace_defective_clock`]: `allotted - used` for each
/// side, with the 1993 floors when `edition` is 1993.
///
/// # Errors
/// A [`ClockError`] from the clock.
pub fn set_used_times(
    clock: &mut Clock,
    edition: Edition,
    allotted_ms: [u64; 2],
    used_ms: [u64; 2],
    now: u64,
) -> Result<(), ClockError> {
    for c in Color::ALL {
        let i = c as usize;
        let mut remaining = allotted_ms[i] as i64 - used_ms[i] as i64;
        if Policy::of(edition).corrected_times_keep_five_minutes() {
            let to_control = clock.control().moves_to_control(clock.moves(c));
            remaining = floor_1993(remaining, to_control);
        }
        clock.set(c, remaining.max(0) as u64, now)?;
    }
    Ok(())
}

/// Total time allotted so far to a side whose move counter is `moves`:
/// the first period, the periods begun since, and the increments of the
/// completed moves (what [`Clock::press`] adds).
pub fn allotted_ms(control: &TimeControl, moves: u32) -> u64 {
    control.initial_ms() + (0..moves).map(|m| control.on_completing(m).0).sum::<u64>()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_14_7_example_with_the_seed_numbers() {
        // "after Black's 30th move it is found that an irregularity took place at the
        // 20th move. For these thirty moves the clocks show 90 minutes for White and
        // 60 minutes for Black ... White = 90 x 20 / 30 = 60 minutes, Black = 60 x 20 / 30 = 40 minutes"
        assert_eq!(
            proportional([90 * MINUTE, 60 * MINUTE], 20, 30),
            [60 * MINUTE, 40 * MINUTE]
        );
    }

    #[test]
    fn the_14_7_formula_is_applied_to_both_players_1975() {
        // Interpretation 14.7 (1975): the appeals committee gave the offender 5 and the
        // opponent 24 minutes; the Commission: apply the formula to both.
        let control = TimeControl::parse("40/9000:16/3600").expect("control");
        let mut clock = Clock::new(control);
        clock.set_moves(Color::White, 40);
        clock.set_moves(Color::Black, 40);
        let used = proportional([144 * MINUTE, 120 * MINUTE], 33, 40);
        set_used_times(
            &mut clock,
            Edition::Fide1977,
            [150 * MINUTE, 150 * MINUTE],
            used,
            0,
        )
        .expect("set");
        assert_eq!(used, [118 * MINUTE + 48_000, 99 * MINUTE]);
        assert_eq!(
            clock.times(0),
            [(31 * MINUTE + 12_000) as i64, (51 * MINUTE) as i64]
        );
    }

    #[test]
    fn the_14_5_1971_defective_clock_formulas() {
        // session in progress 3 h; one unit (Black's) stopped showing 50 min, White 100 min:
        // Black's unit is advanced so that the two total 180 min
        assert_eq!(
            replace_defective_clock(
                180 * MINUTE,
                [100 * MINUTE, 50 * MINUTE],
                StoppedUnits::One(Color::Black)
            ),
            [100 * MINUTE, 80 * MINUTE]
        );
        // both stopped at 70 + 50 = 120 of 180 min: each advanced by (180 - 120) / 2 = 30
        assert_eq!(
            replace_defective_clock(180 * MINUTE, [70 * MINUTE, 50 * MINUTE], StoppedUnits::Both),
            [100 * MINUTE, 80 * MINUTE]
        );
    }

    #[test]
    fn floors_1993() {
        assert_eq!(floor_1993(2 * MINUTE as i64, Some(3)), 5 * MINUTE as i64);
        assert_eq!(floor_1993(2 * MINUTE as i64, Some(8)), 8 * MINUTE as i64);
        assert_eq!(floor_1993(20 * MINUTE as i64, Some(8)), 20 * MINUTE as i64);
        assert_eq!(floor_1993(MINUTE as i64, None), MINUTE as i64);
        // proportional rule under 1993 never leaves less than the floors
        let control = TimeControl::parse("40/7200:3600").expect("control");
        let mut clock = Clock::new(control);
        clock.set_moves(Color::White, 36);
        clock.set_moves(Color::Black, 36);
        set_used_times(
            &mut clock,
            Edition::Fide1993,
            [120 * MINUTE, 120 * MINUTE],
            [118 * MINUTE, 100 * MINUTE],
            0,
        )
        .expect("set");
        assert_eq!(clock.times(0), [5 * MINUTE as i64, 20 * MINUTE as i64]);
    }

    #[test]
    fn incorrect_claims_by_edition() {
        let r = incorrect_claim(Edition::Fide1977, Color::White);
        assert_eq!(
            (r.effect, r.clock_runs),
            (ClockEffect::Charge(Color::White, 5 * MINUTE), true)
        );
        let r = incorrect_claim(Edition::Fide1980, Color::White);
        assert_eq!(
            (r.effect, r.clock_runs),
            (ClockEffect::Charge(Color::White, 5 * MINUTE), false)
        );
        let r = incorrect_claim(Edition::Fide2018, Color::White);
        assert_eq!(r.effect, ClockEffect::Add(Color::Black, 2 * MINUTE));
        assert!(illegal_move_bonus(Edition::Fide1993, Color::White).is_none());
        assert_eq!(
            illegal_move_bonus(Edition::Fide2018, Color::White).map(|r| r.effect),
            Some(ClockEffect::Add(Color::Black, 2 * MINUTE))
        );
    }

    #[test]
    fn early_adjournment_and_lateness() {
        let r = early_adjournment_1993(5 * 60 * MINUTE, 4 * 60 * MINUTE + 45 * MINUTE)
            .for_color(Color::Black);
        assert_eq!(r.effect, ClockEffect::Charge(Color::Black, 15 * MINUTE));
        assert!(late_arrival(Edition::Fide1977, 61 * MINUTE, None));
        assert!(!late_arrival(Edition::Fide1977, 59 * MINUTE, None));
        assert!(late_arrival(Edition::Fide1993, 61 * MINUTE, None));
        assert!(late_arrival(Edition::Fide2018, 1, None));
        assert!(!late_arrival(
            Edition::Fide2018,
            10 * MINUTE,
            Some(15 * MINUTE)
        ));
    }

    #[test]
    fn allotted_time_counts_periods_and_increments() {
        let c = TimeControl::parse("40/7200:3600").expect("c");
        assert_eq!(allotted_ms(&c, 0), 7_200_000);
        assert_eq!(allotted_ms(&c, 39), 7_200_000);
        assert_eq!(allotted_ms(&c, 40), 10_800_000);
        let i = TimeControl::parse("5400+30").expect("c");
        assert_eq!(allotted_ms(&i, 10), 5_400_000 + 300_000);
    }
}
