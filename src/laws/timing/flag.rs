//! A flag pointed out (1977/1980 Art. 14.4, 17.1; 1993 Art. 10.14, 12.2, 12.8; 2018 Art.
//! 6.8, 6.9): has it fallen, when did it fall, did the player pass the time control, can
//! his opponent win.

use super::{ends, no_clock, said, Act, ClockOp};
use crate::chess::types::Color;
use crate::edition::Edition;
use crate::laws::articles::{cite, IncidentPoint, Topic};
use crate::laws::editions::Policy;
use crate::laws::material::Spared;
use crate::laws::verdict::{Effect, GameResult, Termination};
use crate::laws::words::duration;

/// How the moves made at a flag are established when the scoresheets fall short
/// (1977/1980, where the clock has no move counter).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveCount {
    /// The scoresheets were completed after the control, by reconstructing the game
    /// if need be (Interpretation 13.2 (1959)): the moves of the game as played count.
    Reconstructed,
    /// The players cannot agree how many moves were made, and the arbiter cannot
    /// establish it (Interpretation 17.1 (1979B)).
    Uncertain { swiss: bool },
}

/// The clock at the flag.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FlagClock {
    /// The flagged player's flag has fallen.
    pub fallen: bool,
    /// His time left, when it has not.
    pub remaining_ms: u64,
    /// His opponent's flag is down too.
    pub opponent_fallen: bool,
}

/// When the flag fell, as the moment matters under 1977/1980.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Moment {
    /// His clock runs and he has no move on the board.
    Running,
    /// He made his move `last` on the board and has not stopped his clock.
    Placed {
        last: String,
        /// He forgot to stop it (Interpretation 14.3 (1967)), rather than being about to.
        forgot: bool,
        /// The flag fell before he made the move.
        before_move: bool,
    },
    /// The flag fell unseen during an earlier move and play went on (Interpretation 14.4
    /// (1974)).
    Unnoticed,
}

/// What the material lets the opponent do, as the edition asks it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Material {
    /// 1977/1980: no mate is possible for either side; the fifty moves were completed.
    Old { no_mate: bool, fifty: bool },
    /// 1993/2018: whether the opponent can win.
    Spared(Spared),
}

/// The facts of a flag pointed out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FlagFacts {
    pub edition: Edition,
    /// Whose flag.
    pub flagged: Color,
    /// `None`: the game is played without a clock.
    pub clock: Option<FlagClock>,
    pub moment: Moment,
    /// How the moves made are established, when the scoresheets fell short.
    pub count: Option<MoveCount>,
    /// The moves the flagged player has completed in the game.
    pub moves_done: u32,
    /// The moves of the first time control.
    pub first_control: Option<u32>,
    /// The time of the next period, should he be taken to have passed the control.
    pub next_period_ms: u64,
    /// The event's special regulations for flags where arbiters are few (Interpretation
    /// 17.1 (1970)): allowed (true) or not (false), when the event has any.
    pub regulations: Option<bool>,
    /// What the material allows (asked only of a fallen flag that decides the game).
    pub material: Option<Material>,
}

impl FlagFacts {
    /// Whether the way the moves were counted decides this flag (1977/1980), so that the
    /// material need not be asked.
    pub fn decided_by_count(&self) -> bool {
        let p = Policy::of(self.edition);
        p.move_count_rules_flag()
            && self.first_control.is_some()
            && match self.count {
                Some(MoveCount::Reconstructed) => true,
                Some(MoveCount::Uncertain { .. }) => p.uncertain_move_count_rules_flag(),
                None => false,
            }
    }
}

/// The ruling on a flag.
pub fn rule(f: &FlagFacts) -> Vec<Act> {
    let e = f.edition;
    let p = Policy::of(e);
    let c = f.flagged;
    let winner = c.other();
    let Some(k) = f.clock else {
        return no_clock(e, "there is no flag to fall; the game goes on");
    };
    if !k.fallen {
        return vec![said(
            cite(e, Topic::FlagObserved),
            format!(
                "{}'s flag has not fallen: he has {} left, and the game goes on",
                c,
                duration(k.remaining_ms)
            ),
            None,
        )];
    }
    if p.both_flags_fallen_play_continues() && k.opponent_fallen {
        return vec![
            Act::Clock(ClockOp::BothFlagsFallen),
            said(cite(e, Topic::BothFlags), "both flags have fallen and which fell first cannot be established: the game continues, the next move is the first of the following period", None),
        ];
    }
    let mut out = Vec::new();
    if p.move_count_rules_flag() {
        if let Some(steps) = by_count(f) {
            return steps;
        }
    }
    if p.flag_moment_ruled() {
        out.extend(moment(e, c, &f.moment));
    }
    let forfeit = cite(e, Topic::TimeForfeit);
    if !p.flag_spared_if_opponent_cannot_win() {
        // where arbiters are few, the event's special regulations may decide how a flag
        // is established (Interpretation 17.1 (1970)); without them, the Laws' procedure
        // (Interpretation 14.4 (1974))
        match f.regulations.filter(|_| p.flag_special_regulations_allowed()) {
            Some(true) => out.push(said(cite(e, Topic::Incident(IncidentPoint::FlagSpecialRegulations)), format!("{}'s fallen flag is claimed by {}, as the event's special regulations require, since the arbiters cannot watch every board", c, winner), None)),
            Some(false) => out.push(said(cite(e, Topic::Incident(IncidentPoint::FlagWithoutArbiter)), format!("{}'s fallen flag is established by the procedure of the Laws: the arbiter observes it or, with no arbiter present, {} claims it", c, winner), None)),
            None => {}
        }
        out.push(ends(
            GameResult::Win(winner),
            Termination::TimeForfeit,
            forfeit,
            format!("{}'s flag has fallen: {} loses on time", c, c),
        ));
        if let Some(Material::Old {
            no_mate: true,
            fifty,
        }) = f.material
        {
            // Interpretation 12.4 (1958A): where no mate is possible for either side, no
            // draw is decreed against a player's will before the fifty moves of Art. 12.4
            let fifty = if fifty {
                format!(
                    "the fifty moves were completed, but {} did not claim the draw before his flag fell",
                    c
                )
            } else {
                format!(
                    "the fifty moves of Art. {} are not completed",
                    cite(e, Topic::Fifty)
                )
            };
            out.push(said(cite(e, Topic::TimeForfeitNoMate), format!("no mate is possible for either side, whatever the moves, yet no draw may be decreed against {}'s will: {}, so the loss on time stands", winner, fifty), None));
        }
        return out;
    }
    // 1993 Art. 10.5, 2018 Art. 6.9: a draw if the opponent cannot win
    let spared = match &f.material {
        Some(Material::Spared(s)) => s.clone(),
        _ => Spared::No(None),
    };
    let words = spared.words(winner);
    let (result, termination, cited) = match spared {
        Spared::BareKing => (
            GameResult::Draw,
            Termination::TimeForfeitDraw,
            cite(e, Topic::BareKing),
        ),
        Spared::CannotMate(_) => (GameResult::Draw, Termination::TimeForfeitDraw, forfeit),
        Spared::No(_) => (GameResult::Win(winner), Termination::TimeForfeit, forfeit),
    };
    let decision = if result == GameResult::Draw {
        format!("{}'s flag has fallen{}", c, words)
    } else {
        format!("{}'s flag has fallen: {} loses on time{}", c, c, words)
    };
    out.push(ends(result, termination, cited, decision));
    out
}

/// 1977/1980: a fallen flag where the scoresheets could not show the moves made
/// (Interpretations 13.2 (1967), 17.1 (1979B)); `None` when the count does not decide.
fn by_count(f: &FlagFacts) -> Option<Vec<Act>> {
    let e = f.edition;
    let c = f.flagged;
    let n = f.first_control?;
    if !f.decided_by_count() {
        return None;
    }
    let pass = |topic: Topic, decision: String| {
        let effect = (f.next_period_ms > 0).then_some(Effect::AddTime {
            color: c,
            ms: f.next_period_ms,
        });
        vec![
            Act::Clock(ClockOp::PassControl(c)),
            said(cite(e, topic), decision, effect),
        ]
    };
    Some(match f.count? {
        MoveCount::Reconstructed if f.moves_done < n => vec![ends(
            GameResult::Win(c.other()),
            Termination::TimeForfeit,
            cite(e, Topic::FlagReconstructed),
            format!("the reconstruction shows that {} made only {} of the {} moves of the time control before his flag fell: he loses on time", c, f.moves_done, n),
        )],
        MoveCount::Reconstructed => pass(
            Topic::FlagReconstructed,
            format!("the reconstruction shows that {} made {} moves: he passed the time control of {} moves, so his fallen flag does not lose; the game continues in the next period", c, f.moves_done, n),
        ),
        MoveCount::Uncertain { swiss: true } => {
            // continuing as though the control were passed: then both players passed it when
            // the flag fell with the flagged player to move (his opponent made as many moves)
            let both = f.moment == Moment::Running;
            let mut v = pass(
                Topic::FlagMovesUncertain,
                format!("{}'s flag has fallen and the arbiter, having made every effort, cannot establish whether the time control was passed: in a Swiss tournament he may, as an exception, let the game continue; treating the control as passed, he gives {} the next period", c, if both { "both players".to_string() } else { c.to_string() }),
            );
            if both {
                v.insert(1, Act::Clock(ClockOp::PassControl(c.other())));
            }
            v
        }
        MoveCount::Uncertain { swiss: false } => vec![ends(
            GameResult::Win(c.other()),
            Termination::TimeForfeit,
            cite(e, Topic::FlagMovesUncertain),
            format!("{}'s flag has fallen and it cannot be established that he made the moves of the time control: only in a Swiss tournament may the arbiter let the game continue, so the flag decides and {} loses on time", c, c),
        )],
    })
}

/// 1977/1980: why the fallen flag counts, where the moment matters: his move on the board
/// and his clock not stopped (Interpretations 14.3 (1967), 14.4 (1976)), or a flag that fell
/// unseen before a later move (Interpretation 14.4 (1974)).
fn moment(e: Edition, c: Color, m: &Moment) -> Option<Act> {
    Some(match m {
        Moment::Running => return None,
        Moment::Placed {
            last, forgot: true, ..
        } => said(cite(e, Topic::ClockNotPressed), format!("{} made his move {} and forgot to stop his clock: the arbiter, who must refrain from any action of this kind, did not remind him, and his flag fell before the move was completed", c, last), None),
        Moment::Placed {
            last,
            before_move: true,
            ..
        } => said(cite(e, Topic::MoveNotCompleted), format!("{}'s flag had already fallen when he made {}: his flag must remain unfallen until his opponent's clock has been started, and {} did not end the game on the board", c, last, last), None),
        Moment::Placed { last, .. } => said(cite(e, Topic::MoveNotCompleted), format!("{}'s flag fell after he made {} but before he stopped his clock: a move is completed only when the clock is stopped, so his flag had to remain unfallen until his opponent's clock was started, and {} did not end the game on the board", c, last, last), None),
        Moment::Unnoticed => said(cite(e, Topic::FlagUnnoticed), format!("{}'s flag fell unseen during an earlier move and play went on: it counts as fallen now, when it is pointed out", c), None),
    })
}

/// What a flag that has fallen, and that nobody has pointed out yet, means under
/// `edition`: who establishes it, and what follows once it is. The play view says this as
/// soon as the flag falls; the game itself goes on until the arbiter sees the flag or a
/// player claims it (the [`crate::laws::Event::Flag`] event).
pub fn fallen_not_pointed_out(
    edition: Edition,
    flagged: Color,
) -> Vec<(crate::laws::Citation, String)> {
    let p = Policy::of(edition);
    let opponent = flagged.other();
    let who = if p.either_player_may_claim_flag() {
        "it counts as fallen once the arbiter sees it or either player claims it".to_string()
    } else {
        format!(
            "it counts as fallen once the arbiter sees it, or, with no arbiter present, once {opponent} claims it"
        )
    };
    let then = if !p.flag_spared_if_opponent_cannot_win() {
        format!(
            "then {flagged} loses the game if he has not played the moves the time control prescribes"
        )
    } else if p.bare_king_spares_loss() {
        format!(
            "then {flagged} loses if he has not completed the moves the time control prescribes, unless {opponent} has only his king left: then it is a draw"
        )
    } else {
        format!(
            "then {flagged} loses if he has not completed the moves the time control prescribes, unless {opponent} cannot checkmate by any series of legal moves: then it is a draw"
        )
    };
    vec![
        (cite(edition, Topic::FlagObserved), who),
        (cite(edition, Topic::TimeForfeit), then),
    ]
}
