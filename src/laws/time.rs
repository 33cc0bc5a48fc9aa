//! Time (1977/1980 Art. 14 and 17, 1993 Art. 10.14–10.17 and 12, 2018 Art. 6): `Game`
//! gathers the facts of a flag and of a late arrival, asks the rule functions of
//! [`super::timing`], and applies their acts to the game (`laws/apply.rs`).

use super::editions::Policy;
use super::game::Game;
use super::material::{self, Analyser};
use super::scenario::ScenarioError;
use super::timing;
use super::timing::flag::{FlagClock, FlagFacts, Material, Moment};
use super::timing::late::LateFacts;
use crate::chess::types::Color;

pub use super::timing::flag::MoveCount;

impl Game {
    /// The moves `c` has completed in the game, those before a set start position included.
    pub(super) fn moves_done(&self, c: Color) -> u32 {
        let plies = self.history.start_plies.saturating_add(self.history.plies);
        match c {
            Color::White => plies.saturating_add(1) / 2,
            Color::Black => plies / 2,
        }
    }

    /// The moves of the first time control, if the control has one.
    fn first_control(&self) -> Option<u32> {
        self.clock
            .as_ref()
            .and_then(|k| k.control().moves_to_control(0))
    }

    /// Whether `c` has made the moves of the first time control.
    pub(super) fn control_passed(&self, c: Color) -> bool {
        self.first_control()
            .is_some_and(|n| n > 0 && self.moves_done(c) >= n)
    }

    /// The time `c` is allotted up to his next time control, as the game has counted
    /// his moves.
    pub(super) fn allotted_ms(&self, c: Color) -> u64 {
        self.clock.as_ref().map_or(0, |k| {
            crate::clock::rules::allotted_ms(k.control(), self.moves_done(c))
        })
    }

    /// The facts of `c`'s flag pointed out now.
    fn flag_facts(&self, c: Color, an: &mut dyn Analyser) -> FlagFacts {
        let now = self.now;
        let clock = self.clock.as_ref().map(|k| FlagClock {
            fallen: k.flag_fallen(c, now),
            remaining_ms: k.remaining(c, now).max(0) as u64,
            opponent_fallen: k.flag_fallen(c.other(), now),
        });
        let moment = match self.clock.as_ref() {
            Some(k) if self.hand.placed && self.position.turn().other() == c => Moment::Placed {
                last: self.history.san.last().cloned().unwrap_or_default(),
                forgot: self.time.record.forgot == Some((c, self.history.plies)),
                before_move: k.flag_fell_at(c, now).unwrap_or(now) <= self.hand.placed_at,
            },
            Some(k) if k.flag_fell_before_stop(c).is_some() => Moment::Unnoticed,
            _ => Moment::Running,
        };
        let mut f = FlagFacts {
            edition: self.edition,
            flagged: c,
            clock,
            moment,
            count: self.time.move_count,
            moves_done: self.moves_done(c),
            first_control: self.first_control(),
            // the period that follows the first control: a player taken to have passed it
            // (the shown time being the first period's) is given its time
            next_period_ms: match (self.clock.as_ref(), self.first_control()) {
                (Some(k), Some(n)) => k.control().period_at(n).map_or(0, |(_, p, _)| p.ms),
                _ => 0,
            },
            regulations: self.time.flag_regulations,
            material: None,
        };
        // the material is asked only of a fallen flag that decides the game
        let p = Policy::of(self.edition);
        let decides = clock.is_some_and(|k| {
            k.fallen && !(p.both_flags_fallen_play_continues() && k.opponent_fallen)
        }) && !f.decided_by_count();
        if decides {
            f.material = Some(if p.flag_spared_if_opponent_cannot_win() {
                Material::Spared(material::spared(
                    self.edition,
                    an,
                    &self.position,
                    c.other(),
                ))
            } else {
                Material::Old {
                    no_mate: Color::ALL
                        .iter()
                        .all(|&side| an.mating_chance(&self.position, side).cannot()),
                    fifty: self.position.halfmoves() >= 100,
                }
            });
        }
        f
    }

    /// A flag observed by the arbiter or claimed by a player.
    pub(super) fn flag(
        &mut self,
        i: usize,
        c: Color,
        an: &mut dyn Analyser,
    ) -> Result<(), ScenarioError> {
        let facts = self.flag_facts(c, an);
        let acts = timing::flag::rule(&facts);
        self.apply_acts(i, acts, an)
    }

    /// A player (`None`: both players) arrives `ms` after the start of the session (at the
    /// resumption of an adjourned game the adjournment family rules: `adjourn`).
    pub(super) fn late(
        &mut self,
        i: usize,
        color: Option<Color>,
        ms: u64,
        default_ms: Option<u64>,
        an: &mut dyn Analyser,
    ) -> Result<(), ScenarioError> {
        let facts = LateFacts {
            edition: self.edition,
            color,
            ms,
            default_ms,
            excused: color.is_some() && self.time.excused_late == color,
        };
        let acts = timing::late::rule(&facts);
        self.apply_acts(i, acts, an)
    }
}
