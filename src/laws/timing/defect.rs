//! The clock itself: a unit that stops, a defect claimed or found (1977/1980 Art. 14.5,
//! 14.6 and Interpretations 14.5 (1958), (1971), (1973), (1974); 1993 Art. 12.4, 12.5; 2018
//! Art. 6.10.1), a player who forgets to stop his clock (Interpretation 14.3 (1967), 1993
//! Art. 12.9, 2018 Art. 12.6), and the proportional times after an irregularity found later
//! (1977/1980 Art. 14.7, 1993 Art. 12.6, 2018 Art. 7.1).

use super::{no_clock, said, shows, Act, ClockOp, Defect, Memo, Proportional};
use crate::chess::types::Color;
use crate::clock::rules::{self as clock_rules, StoppedUnits};
use crate::edition::Edition;
use crate::laws::articles::{cite, IncidentPoint, Topic};
use crate::laws::editions::Policy;
use crate::laws::verdict::Effect;
use crate::laws::words::duration;

/// The clock as the defect finds it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DefectiveClock {
    /// Whether the clock runs.
    pub running: bool,
    /// The units that have stopped, White first.
    pub stuck: [bool; 2],
    /// The time each player has used, as the clock shows it.
    pub used_ms: [u64; 2],
    /// The time each is allotted to the time control.
    pub allotted_ms: [u64; 2],
}

/// The facts of a clock said to be defective.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DefectFacts {
    pub edition: Edition,
    /// `None`: the game is played without a clock.
    pub clock: Option<DefectiveClock>,
    /// The player who claims the defect, if a player does.
    pub claimed_by: Option<Color>,
    /// A player who deals with the clock himself.
    pub meddler: Option<Color>,
    /// Whether the arbiter finds an evident defect.
    pub evident: bool,
    /// How long the session has been in progress, by the wall clock, if known.
    pub session_ms: Option<u64>,
}

/// The ruling on a clock said to be defective.
pub fn rule(f: &DefectFacts) -> Vec<Act> {
    let e = f.edition;
    let p = Policy::of(e);
    let Some(k) = f.clock else {
        return no_clock(e, "there is no clock to be defective; the game goes on");
    };
    let point = |p| cite(e, Topic::Incident(p));
    let claim = f
        .claimed_by
        .map_or("the arbiter examines the clock".to_string(), |c| {
            format!("{} claims that the clock is defective", c)
        });
    let mut out = Vec::new();
    if let Some(c) = f.meddler {
        let words = if p.defective_clock_left_to_best_judgement() {
            format!("{} deals with the clock himself: only the arbiter replaces a defective clock; what {} did is undone, and the arbiter takes the matter in hand", c, c)
        } else {
            format!("{} deals with the defective clock himself: the players should never have the right to deal with a defective clock, this task belongs exclusively to the arbiter; what {} did is undone, and the arbiter takes the matter in hand", c, c)
        };
        out.push(said(
            point(IncidentPoint::ClockDefectHandledByPlayer),
            words,
            Some(Effect::Refused),
        ));
        if k.running {
            out.push(Act::Clock(ClockOp::Stop));
            out.push(said(
                cite(e, Topic::ClockStop),
                "the arbiter stops the clocks to exchange the defective clock",
                Some(Effect::ClockStopped),
            ));
        }
        out.push(Act::Memo(Memo::Defect(Some(Defect { disastrous: false }))));
        return out;
    }
    if !f.evident {
        let words = if p.defective_clock_left_to_best_judgement() {
            format!("{}; the arbiter finds no evident defect: the clock's indications are conclusive and the game goes on", claim)
        } else {
            format!("{}; the arbiter finds no evident defect: what counts as one is for him to judge, case by case, by the general principles; every indication of the clock is conclusive, and the game goes on", claim)
        };
        return vec![said(
            point(IncidentPoint::ClockDefectNotEvident),
            words,
            None,
        )];
    }
    let stopped = match k.stuck {
        [true, true] => Some(StoppedUnits::Both),
        [true, false] => Some(StoppedUnits::One(Color::White)),
        [false, true] => Some(StoppedUnits::One(Color::Black)),
        [false, false] => None,
    };
    let found = match stopped {
        Some(StoppedUnits::Both) => "both units of the clock have stopped".to_string(),
        Some(StoppedUnits::One(c)) => format!("{}'s unit of the clock has stopped", c),
        None => "it has an evident defect".to_string(),
    };
    if k.running {
        out.push(Act::Clock(ClockOp::Stop));
    }
    out.push(Act::Clock(ClockOp::Replace));
    let replaced = format!("{}: {}; the arbiter stops it and replaces it", claim, found);
    let (Some(stopped), Some(session)) = (stopped, f.session_ms) else {
        let how = if stopped.is_some() {
            "the time each player used cannot be determined accurately, so he sets the times on the new clock by his best judgement"
        } else {
            "the new clock shows the times the old one did"
        };
        out.push(Act::Memo(Memo::Defect(Some(Defect { disastrous: false }))));
        out.push(said(
            point(IncidentPoint::ClockDefect),
            format!("{}; {}", replaced, how),
            Some(Effect::ClockStopped),
        ));
        return out;
    };
    let new = clock_rules::new_clock(session, k.used_ms, stopped, k.allotted_ms);
    let formula = match stopped {
        StoppedUnits::One(c) => format!("{}'s unit of the new clock is advanced so that the two units total the {} the session has been in progress", c, duration(session)),
        StoppedUnits::Both => {
            let missing = session.saturating_sub(k.used_ms[0] + k.used_ms[1]);
            format!("the {} between the {} the defective clock shows and the {} the session has been in progress are divided in half, each unit of the new clock advanced by {}", duration(missing), duration(k.used_ms[0] + k.used_ms[1]), duration(session), duration(missing / 2))
        }
    };
    if new.disastrous() {
        let over: Vec<String> = Color::ALL
            .into_iter()
            .filter(|&c| new.exceeds[c as usize])
            .map(|c| {
                format!(
                    "{} would be shown {} used of his {}",
                    c,
                    shows(new.used_ms[c as usize]),
                    shows(k.allotted_ms[c as usize])
                )
            })
            .collect();
        out.push(Act::Memo(Memo::Defect(Some(Defect { disastrous: true }))));
        out.push(said(
            point(IncidentPoint::ClockDefect),
            format!("{}; by the formula {}", replaced, formula),
            Some(Effect::ClockStopped),
        ));
        out.push(said(point(IncidentPoint::ClockDefectDisastrous), format!("so corrected, {}: he would have exceeded the time limit, a disastrous result the correction should not have; the arbiter has the option to set the hands of the new clock by his own judgement, and does", over.join(" and ")), None));
        return out;
    }
    let mut remaining = [0u64; 2];
    for c in Color::ALL {
        let i = c as usize;
        let mut left = k.allotted_ms[i] as i64 - new.used_ms[i] as i64;
        if p.corrected_times_keep_five_minutes() {
            // 12.4: never less than five minutes (the moves to the control are not known here)
            left = clock_rules::floor_1993(left, Some(0));
        }
        remaining[i] = left.max(0) as u64;
    }
    let how = if p.defective_clock_left_to_best_judgement() {
        "by his best judgement"
    } else {
        "as accurately as possible"
    };
    out.push(Act::Clock(ClockOp::Set {
        white: Some(remaining[0]),
        black: Some(remaining[1]),
    }));
    out.push(Act::Memo(Memo::Defect(Some(Defect { disastrous: false }))));
    out.push(said(
        point(IncidentPoint::ClockDefect),
        format!("{}, and shows on the new clock the time each player used {}: {}: White {} used, {} left; Black {} used, {} left", replaced, how, formula, shows(new.used_ms[0]), shows(remaining[0]), shows(new.used_ms[1]), shows(remaining[1])),
        Some(Effect::SetTime { white: Some(remaining[0]), black: Some(remaining[1]) }),
    ));
    out
}

/// Units of the clock stop, and nobody notices yet.
pub fn stops(edition: Edition, has_clock: bool, units: [bool; 2]) -> Vec<Act> {
    if !has_clock {
        return no_clock(edition, "there is no clock to stop; the game goes on");
    }
    let which = match units {
        [true, true] => "both units of the clock stop",
        [true, false] => "White's unit of the clock stops",
        _ => "Black's unit of the clock stops",
    };
    vec![
        Act::Clock(ClockOp::Stick {
            white: units[0],
            black: units[1],
        }),
        said(
            cite(edition, Topic::Incident(IncidentPoint::ClockStops)),
            format!("{} and nobody notices yet: every indication of a clock is conclusive in the absence of evident defects, and the player who wishes to claim one must do so as soon as he becomes aware of it", which),
            None,
        ),
    ]
}

/// A player who made his move forgets to stop his clock: `waiting` is the move on the
/// board waiting for his press, if it is his, with the count of plies.
pub fn forgets(edition: Edition, by: Color, waiting: Option<(&str, u32)>) -> Vec<Act> {
    let Some((last, plies)) = waiting else {
        return vec![said(
            cite(edition, Topic::ClockHandling),
            format!(
                "{} has no move on the board waiting for his clock: there is no press to forget",
                by
            ),
            None,
        )];
    };
    let p = Policy::of(edition);
    let words = if p.time_to_press_is_players_own() {
        format!("{} made his move {} and does not press his clock: the arbiter must not tell him so, and the time until he presses is his own", by, last)
    } else if p.clock_handling_is_players_own() {
        format!("{} made his move {} and forgets to stop his clock: the arbiter must refrain from calling his attention to it, for the handling of the clock is the players' own; {}'s clock runs on", by, last, by)
    } else {
        format!("{} made his move {} and forgets to stop his clock: the arbiter must refrain from calling his attention to it; his clock runs on", by, last)
    };
    vec![
        Act::Memo(Memo::Forgot { by, plies }),
        said(
            cite(edition, Topic::Incident(IncidentPoint::ClockForgotten)),
            words,
            None,
        ),
    ]
}

/// The facts of an irregularity found later: the game goes back to the position before
/// it (the scenario's position), with the clocks as they showed when it was found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct IrregularityFacts {
    pub edition: Edition,
    /// Who made the illegal move, if known.
    pub by: Option<Color>,
    /// The move at which the irregularity took place (the position's move number).
    pub at_move: u32,
    /// The move at which it was found.
    pub found_move: u32,
    /// The time each player had used when it was found, and the time allotted to the
    /// control (`None`: the game has no clock).
    pub clock: Option<([u64; 2], [u64; 2])>,
    /// Whether the clock runs.
    pub running: bool,
}

/// The proportional times after an irregularity found later.
pub fn irregularity(f: &IrregularityFacts) -> Vec<Act> {
    let e = f.edition;
    let what = match f.by {
        Some(c) => format!("{}'s illegal move at move {}", c, f.at_move),
        None => format!("an irregularity at move {}", f.at_move),
    };
    let found = format!(
        "{} is found at move {}: the game continues from the position before it",
        what, f.found_move
    );
    let Some((used, allotted)) = f.clock else {
        return vec![said(
            cite(e, Topic::ProportionalTime),
            format!("{}; the game has no clock", found),
            None,
        )];
    };
    if !Policy::of(e).irregularity_times_by_proportion() {
        return vec![
            Act::Memo(Memo::Defect(Some(Defect { disastrous: false }))),
            said(cite(e, Topic::ProportionalTime), format!("{}; the arbiter determines the times on the clock by his best judgement, which includes the right not to change them", found), None),
        ];
    }
    let share = clock_rules::proportional(used, f.at_move, f.found_move);
    let left = [
        allotted[0].saturating_sub(share[0]),
        allotted[1].saturating_sub(share[1]),
    ];
    let stop = f.running.then_some(Act::Clock(ClockOp::Stop));
    stop.into_iter().chain([
        Act::Memo(Memo::Proportional(Some(Proportional {
            remaining_ms: left,
            offender: f.by,
        }))),
        said(
            cite(e, Topic::ProportionalTime),
            format!("{}; the time each player used up to it cannot be determined, so each is allotted a time proportional to what the clocks show, {} moves of {}: White {} × {}/{} = {} used, {} left; Black {} × {}/{} = {} used, {} left; the clocks are stopped until they are set so", found, f.at_move, f.found_move, shows(used[0]), f.at_move, f.found_move, shows(share[0]), shows(left[0]), shows(used[1]), f.at_move, f.found_move, shows(share[1]), shows(left[1])),
            f.running.then_some(Effect::ClockStopped),
        ),
    ])
    .collect()
}
