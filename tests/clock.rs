//! A simulated 4-hour game of 80 moves a side on the clock, with random think
//! times: the clock must end exactly where integer arithmetic says, with no drift.
#![cfg(not(target_arch = "wasm32"))]

use fide_laws::clock::{format_ms, rules::allotted_ms, Clock, TimeControl};
use fide_laws::Color;

mod common;
use common::Rng;

fn simulate(control: &str, max_think_ms: u64, seed: u64) {
    let tc = TimeControl::parse(control).expect("control");
    let mut clock = Clock::new(tc.clone());
    let mut rng = Rng(seed);
    let mut now = 1_000; // the origin is the caller's: start at any time
    let mut used = [0u64; 2];
    let mut stopped_total = 0;
    clock.start(now).expect("start");
    for ply in 0..160 {
        let color = if ply % 2 == 0 {
            Color::White
        } else {
            Color::Black
        };
        let think = 1 + rng.next() % max_think_ms;
        if rng.next().is_multiple_of(20) {
            // the arbiter stops the clock for a while in the middle of a move
            let half = think / 2;
            now += half;
            assert_eq!(clock.stop(now).expect("stop"), color);
            let pause = rng.next() % 300_000;
            now += pause;
            stopped_total += pause;
            clock.start_side(color, now).expect("restart");
            now += think - half;
        } else {
            now += think;
        }
        used[color as usize] += think;
        assert!(
            !clock.flag_fallen(color, now),
            "{control}: flag fell at ply {ply}"
        );
        clock.press(color, now).expect("press");
    }
    for c in Color::ALL {
        let expected = allotted_ms(&tc, 80) as i64 - used[c as usize] as i64;
        assert_eq!(clock.remaining(c, now), expected, "{control} {c}");
        assert_eq!(clock.moves(c), 80);
    }
    assert!(now - 1_000 - stopped_total == used[0] + used[1]);
    assert!(
        now - 1_000 >= 4 * 3_600_000 - 1_800_000,
        "the game lasted {}",
        format_ms(now as i64, 0)
    );
}

#[test]
fn four_hour_game_40_7200_3600() {
    // 40 moves in 2 hours then 1 hour: think up to 179 s in the first 40 moves
    // would risk the flag on average; 170 s max keeps the game near 4 hours.
    for seed in 1..=5 {
        simulate("40/7200:3600", 170_000, seed * 7919);
    }
}

#[test]
fn four_hour_game_5400_plus_30() {
    for seed in 1..=5 {
        simulate("5400+30", 170_000, seed * 104_729);
    }
}

#[test]
fn a_display_counting_down_from_any_moment_agrees_with_the_clock_under_a_delay() {
    // what the play view's faces do: the time at a moment, minus what passes beyond the
    // grace the clock reports at that moment, is the clock's own time later
    for control in ["5400d10", "5400+30", "40/7200:3600"] {
        let mut clock = Clock::new(TimeControl::parse(control).expect("control"));
        clock.start(0).expect("start");
        for anchor in [0u64, 4_000, 9_999, 10_000, 25_000] {
            for later in [0u64, 3_000, 6_000, 20_000] {
                let at = anchor + later;
                let shown = clock.remaining(Color::White, anchor)
                    - later.saturating_sub(clock.grace(anchor)) as i64;
                assert_eq!(
                    shown,
                    clock.remaining(Color::White, at),
                    "{control} {anchor} {later}"
                );
            }
        }
        assert_eq!(
            clock.grace(0),
            if control == "5400d10" { 10_000 } else { 0 }
        );
    }
}
