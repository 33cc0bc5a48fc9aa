//! The arbiter's clock actions (1977/1980 Art. 14.5, 14.6, 14.7, 16.1, 20.2 and
//! Interpretations 13.2 (1974), 14.3 (1973), 14.5 (1971), (1973), 14.7 (1975); 1993 Art.
//! 12.4–12.6, 14.1, 16.2; 2018 Art. 6.2.2, 6.10, 6.11): stopping and restarting the clock,
//! and changing the times or a move counter only on a ground the Laws give.

use super::{no_clock, said, shows, Act, ClockOp, Memo, Proportional};
use crate::chess::types::Color;
use crate::edition::Edition;
use crate::laws::articles::{cite, IncidentPoint, Topic};
use crate::laws::editions::Policy;
use crate::laws::scenario::ArbiterAction;
use crate::laws::verdict::Effect;
use crate::laws::words::duration;

/// The clock the arbiter acts on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClockState {
    /// The side whose clock runs.
    pub running: Option<Color>,
    /// The remaining times, White first.
    pub remaining_ms: [u64; 2],
}

/// The facts of an arbiter's clock action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArbiterFacts {
    pub edition: Edition,
    pub action: ArbiterAction,
    /// `None`: the game is played without a clock.
    pub clock: Option<ClockState>,
    /// The side whose clock a restart starts.
    pub to_start: Color,
    /// The game is adjourned: the clocks are being set for the resumption.
    pub adjourned: bool,
    /// The arbiter stopped the clocks to reconstruct the scoresheets (Interpretation 13.2
    /// (1959)(b)): only he restarts them (Interpretation 13.2 (1974)).
    pub reconstructing: bool,
    /// A defective clock is in his hands: he sets the new clock's times.
    pub defect: Option<super::Defect>,
    /// A player made his move and forgot to stop his clock.
    pub forgot: Option<Color>,
    /// Proportional times after an irregularity, not yet set.
    pub proportional: Option<Proportional>,
}

/// The ruling on an arbiter's clock action.
pub fn rule(f: &ArbiterFacts) -> Vec<Act> {
    let e = f.edition;
    let Some(k) = f.clock else {
        let what = match f.action {
            ArbiterAction::Stop => "there is no clock to stop; the game goes on",
            ArbiterAction::Start => "there is no clock to start; the game goes on",
            ArbiterAction::SetMoves { .. } => {
                "there is no move counter to correct; the game goes on"
            }
            ArbiterAction::AddMs { .. } | ArbiterAction::SetMs { .. } => {
                "there are no times to correct; the game goes on"
            }
        };
        return no_clock(e, what);
    };
    match &f.action {
        ArbiterAction::Stop => match k.running {
            None => vec![said(
                cite(e, Topic::ClockStop),
                "the clock is already stopped",
                None,
            )],
            Some(_) => vec![
                Act::Clock(ClockOp::Stop),
                said(
                    cite(e, Topic::ClockStop),
                    "the arbiter stops the clocks",
                    Some(Effect::ClockStopped),
                ),
            ],
        },
        ArbiterAction::Start => match k.running {
            Some(c) => vec![said(
                cite(e, Topic::ClockStart),
                format!("{}'s clock is already running", c),
                None,
            )],
            None => {
                let c = f.to_start;
                let (topic, words) = if f.reconstructing {
                    (Topic::ClockStoppedByArbiter, format!("only the arbiter decides when the clocks he stopped for the reconstruction start again: he restarts {}'s clock", c))
                } else if f.defect.is_some() {
                    (
                        Topic::ClockStart,
                        format!("the arbiter starts the new clock: {}'s side runs", c),
                    )
                } else {
                    (
                        Topic::ClockStart,
                        format!("the arbiter restarts {}'s clock", c),
                    )
                };
                vec![
                    Act::Clock(ClockOp::Start(c)),
                    Act::Memo(Memo::Defect(None)),
                    said(
                        cite(e, topic),
                        words,
                        Some(Effect::ClockStarted { color: c }),
                    ),
                ]
            }
        },
        ArbiterAction::SetMoves { color, moves } => vec![
            Act::Clock(ClockOp::SetMoves {
                color: *color,
                moves: *moves,
            }),
            said(
                cite(e, Topic::MoveCounter),
                format!(
                    "the arbiter establishes the moves {} has made: {}",
                    color, moves
                ),
                Some(Effect::SetMoves {
                    color: *color,
                    moves: *moves,
                }),
            ),
        ],
        ArbiterAction::AddMs { white, black } => {
            let add =
                |ms: u64, c: Color| (ms > 0).then(|| k.remaining_ms[c as usize].saturating_add(ms));
            let target = [add(*white, Color::White), add(*black, Color::Black)];
            let effect = match (*white, *black) {
                (ms, 0) if ms > 0 => Some(Effect::AddTime {
                    color: Color::White,
                    ms,
                }),
                (0, ms) if ms > 0 => Some(Effect::AddTime {
                    color: Color::Black,
                    ms,
                }),
                _ => None,
            };
            times(f, k, target, effect)
        }
        ArbiterAction::SetMs { white, black } => times(f, k, [*white, *black], None),
    }
}

/// The time a forgotten press cost is the player's own: the arbiter does not give it back
/// (Interpretation 14.3 (1973); 2018 Art. 6.2.2). `stands`: how the clocks stay.
fn not_given_back(e: Edition, c: Color, stands: &str) -> Vec<Act> {
    let words = if Policy::of(e).time_to_press_is_players_own() {
        format!("{} made his move and did not press his clock: the time between making the move and pressing the clock is part of his own time, and the arbiter does not give it back; {}", c, stands)
    } else {
        format!("{} made his move and forgot to stop his clock: that is his own responsibility, the handling of the clock is the players' alone, and the arbiter's function is not to correct their faults or omissions, whether or not he noticed them; he does not give back the time, and {}", c, stands)
    };
    vec![said(
        cite(e, Topic::ClockCorrectedForPlayer),
        words,
        Some(Effect::Refused),
    )]
}

/// A player asks the arbiter to give back time his clock ran (the `time_back` incident):
/// `forgot`, he made his move and forgot to stop his clock, his own omission; otherwise no
/// defect is on record, and the clock's indications are conclusive.
pub fn time_back(e: Edition, by: Color, forgot: bool) -> Vec<Act> {
    let stands = format!("{}'s clock stays as it is", by);
    if forgot {
        return not_given_back(e, by, &stands);
    }
    vec![said(
        cite(e, Topic::ClockIndicationsConclusive),
        format!("{} asks for time back, but no evident defect of the clock is on record: every indication of the clock is conclusive, and the Laws give no ground for changing it; {}", by, stands),
        Some(Effect::Refused),
    )]
}

/// The arbiter changes the remaining times to `target` (a side left out keeps its time):
/// only on a ground the Laws give. `effect`: how the change is written (else the times set).
fn times(
    f: &ArbiterFacts,
    k: ClockState,
    target: [Option<u64>; 2],
    effect: Option<Effect>,
) -> Vec<Act> {
    let e = f.edition;
    let policy = Policy::of(e);
    let set_effect = effect.clone().unwrap_or(Effect::SetTime {
        white: target[0],
        black: target[1],
    });
    let apply = |citation, words: String, effect: Effect| {
        vec![
            Act::Clock(ClockOp::Set {
                white: target[0],
                black: target[1],
            }),
            said(citation, words, Some(effect)),
        ]
    };
    let set_words = {
        let parts: Vec<String> = Color::ALL
            .into_iter()
            .filter_map(|c| target[c as usize].map(|ms| format!("{}'s clock to {}", c, shows(ms))))
            .collect();
        if parts.is_empty() {
            "nothing".to_string()
        } else {
            parts.join(" and ")
        }
    };
    let stands = format!(
        "the clocks stay at White {}, Black {}",
        shows(k.remaining_ms[0]),
        shows(k.remaining_ms[1])
    );
    let gains = |c: Color| target[c as usize].is_some_and(|t| t > k.remaining_ms[c as usize]);
    // the proportional times after an irregularity (Art. 14.7, Interpretation 14.7 (1975))
    if let Some(p) = f
        .proportional
        .filter(|_| policy.irregularity_times_by_proportion())
    {
        let formula = p.remaining_ms;
        let departs: Vec<Color> = Color::ALL
            .into_iter()
            .filter(|&c| target[c as usize] != Some(formula[c as usize]))
            .collect();
        // the formula applied to both players: Interpretation 14.7 (1975), 1993 Art. 12.6
        let point = Topic::ProportionalTimeBoth;
        if departs.is_empty() {
            return apply(
                cite(e, point),
                format!(
                    "the formula of Art. {} is applied to both players: {}",
                    cite(e, Topic::ProportionalTime),
                    set_words
                ),
                set_effect,
            );
        }
        let who: Vec<String> = departs
            .iter()
            .map(|&c| {
                let given = target[c as usize].map_or("nothing".to_string(), shows);
                format!("{} {} instead of {}", c, given, shows(formula[c as usize]))
            })
            .collect();
        let punished = match p.offender {
            Some(o) if departs.contains(&o) && target[o as usize].is_some_and(|t| t < formula[o as usize]) => format!(" Giving {}, who made the illegal move, less would be felt as a punishment, which must be avoided at all cost.", o),
            _ => String::new(),
        };
        return vec![
            said(
                cite(e, point),
                format!("the times set give {}: the formula of Art. {} must be applied to both players, not just to one, and nothing allows it to be ignored; that setting cannot stand.{}", who.join(" and "), cite(e, Topic::ProportionalTime), punished),
                Some(Effect::Refused),
            ),
            Act::Clock(ClockOp::Set { white: Some(formula[0]), black: Some(formula[1]) }),
            Act::Memo(Memo::Proportional(None)),
            said(
                cite(e, Topic::ProportionalTime),
                format!("the clocks are set by the formula for both players: White {}, Black {}", shows(formula[0]), shows(formula[1])),
                Some(Effect::SetTime { white: Some(formula[0]), black: Some(formula[1]) }),
            ),
        ];
    }
    // the time a forgotten press cost is the player's own (Interpretation 14.3 (1973),
    // 2018 Art. 6.2.2)
    if let Some(c) = f.forgot.filter(|&c| gains(c) && f.defect.is_none()) {
        return not_given_back(e, c, &stands);
    }
    if let Some(d) = f.defect {
        let point = if d.disastrous {
            IncidentPoint::ClockDefectDisastrous
        } else {
            IncidentPoint::ClockDefect
        };
        let why = if d.disastrous {
            "so that the correction has no disastrous result for either player"
        } else {
            "as accurately as he can"
        };
        return apply(
            cite(e, Topic::Incident(point)),
            format!(
                "the arbiter sets the new clock by his own judgement, {}: {}",
                why, set_words
            ),
            set_effect,
        );
    }
    if f.adjourned {
        return apply(
            cite(e, Topic::ClockSetForResumption),
            format!("the clocks are set for the resumption: {}", set_words),
            set_effect,
        );
    }
    if policy.arbiter_corrects_clock_setting() {
        return apply(
            cite(e, Topic::ClockCorrection),
            format!("the arbiter finds the setting of the clock incorrect and corrects it by his best judgement: {}", set_words),
            set_effect,
        );
    }
    let asked = match effect {
        Some(Effect::AddTime { color, ms }) => format!("add {} to {}'s clock", duration(ms), color),
        _ => format!("set {}", set_words),
    };
    vec![said(
        cite(e, Topic::ClockIndicationsConclusive),
        format!("the arbiter would {}, but no evident defect of the clock is on record: every indication of the clock is conclusive, and the Laws give no ground for changing it; {}", asked, stands),
        Some(Effect::Refused),
    )]
}
