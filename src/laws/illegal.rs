//! Illegal moves (1977/1980 Art. 9.1 with Interpretations 6.1 (1971), (1975) and 6.6c;
//! 1993 Art. 8.1; 2018 Art. 7.5): rule functions. Each takes the facts of the move and
//! returns what the arbiter decides; [`Game`](super::Game) applies it.

use super::articles::{cite, Topic};
use super::decision::Decision;
use super::editions::Policy;
use super::material::{self, Analyser};
use super::verdict::{Effect, GameResult, Outcome, Ruling, Termination};
use crate::chess::position::{IllegalReason, Position};
use crate::chess::types::{Color, Move, Role, Square};
use crate::clock::rules::{self as clock_rules, ClockRuling};
use crate::edition::Edition;
use crate::notation::{fen, san, uci::RawMove};

/// The facts an illegal move is ruled on.
#[derive(Clone, Copy, Debug)]
pub struct IllegalMove<'a> {
    pub edition: Edition,
    /// The position before the move; the offender is to move in it.
    pub position: &'a Position,
    /// The move as the hand made it.
    pub raw: RawMove,
    /// The rule it breaks.
    pub reason: IllegalReason,
    /// The clock was pressed after it (2018 Art. 7.5.1: only then is it completed).
    pub completed: bool,
    /// The piece the player evidently intended, for a pawn left unexchanged on the last
    /// rank (Interpretation 6.6c (1971A)).
    pub intended: Option<Role>,
    /// The pieces the player had touched before, in order: they still count.
    pub touched: &'a [Square],
    /// The event, for the rulings.
    pub event: usize,
}

/// How the arbiter corrects an illegal move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Correction {
    /// The position before it is reinstated (or, not completed, the move is taken back):
    /// the player makes a legal move under the touched-piece rule, the piece he moved
    /// counting as touched, and an opponent's piece on its arrival square too.
    Reinstated {
        touched: Vec<Square>,
        /// The one move he must make: the promotion he evidently intended
        /// (Interpretation 6.6c (1971A)).
        compulsory: Option<Move>,
    },
    /// 2018 Art. 7.5.2: the pawn left unpromoted is replaced by a queen; the move stands.
    QueenInstead(Move),
}

/// What the arbiter decides about an illegal move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IllegalDecision {
    pub rulings: Vec<Ruling>,
    pub correction: Correction,
    /// The offender is penalised under 2018 Art. 7.5.5 (see [`penalty`]).
    pub penalised: bool,
    /// 1977/1980: the king moved two squares to castle, castling being illegal: what he
    /// must then do with his king (see [`castling_attempt`]).
    pub castling_attempt: bool,
}

/// The pieces that count as touched after an illegal move: those touched before it, in
/// order, then the one moved, and an opponent's piece on its arrival square.
fn touched_after(pos: &Position, before: &[Square], raw: RawMove) -> Vec<Square> {
    let mut touched = before.to_vec();
    let taken = pos
        .board()
        .piece_at(raw.to)
        .is_some_and(|p| p.color != pos.turn());
    for sq in [Some(raw.from), taken.then_some(raw.to)]
        .into_iter()
        .flatten()
    {
        if !touched.contains(&sq) {
            touched.push(sq);
        }
    }
    touched
}

/// The arbiter's decision on an illegal move.
pub fn rule(f: &IllegalMove) -> IllegalDecision {
    let e = f.edition;
    let policy = Policy::of(e);
    let pos = f.position;
    let c = pos.turn();
    let raw = f.raw;
    let what = format!(
        "illegal move by {}, {}: {} (Art. {})",
        c,
        raw.describe(pos),
        f.reason.describe(),
        cite(e, Topic::MoveRule(f.reason))
    );
    let before = fen::write(pos);
    let reinstated = Some(Effect::Reinstated { fen: before });
    let touched = touched_after(pos, f.touched, raw);
    let mut rulings = Vec::new();
    if policy.illegal_move_completed_by_clock() && !f.completed {
        // 7.5.1: an illegal move is completed only once the clock is pressed
        rulings.push(Decision::new(cite(e, Topic::IllegalNotCompleted), format!(
                "{} (not completed, the clock not pressed): it is taken back and the touched-piece rule applies (Art. {})",
                what,
                cite(e, Topic::IllegalMoveTouch)
            ), reinstated).at(f.event));
        return IllegalDecision {
            rulings,
            correction: Correction::Reinstated {
                touched,
                compulsory: None,
            },
            penalised: false,
            castling_attempt: false,
        };
    }
    if f.reason == IllegalReason::PromotionMissing {
        // 2018 7.5.2: an unpromoted pawn on the last rank is replaced by a queen
        if policy.unpromoted_pawn_becomes_queen() {
            if let Ok(m) = pos.judge(raw.from, raw.to, Some(Role::Queen)) {
                rulings.push(
                    Decision::new(
                        cite(e, Topic::PromotionReplaced),
                        format!(
                            "{} left the pawn unpromoted on {}: it is replaced by a queen",
                            c, raw.to
                        ),
                        None,
                    )
                    .at(f.event),
                );
                return IllegalDecision {
                    rulings,
                    correction: Correction::QueenInstead(m),
                    penalised: true,
                    castling_attempt: false,
                };
            }
        }
        // 1977/1980: a pawn left unexchanged (Interpretations 6.6c (1971A), (1971B),
        // 6.6c (1973)); the press is not carried out, so the opponent's clock is as before
        if policy.unexchanged_pawn_move_replayed() {
            let o = c.other();
            let intended = f
                .intended
                .and_then(|r| pos.judge(raw.from, raw.to, Some(r)).ok().map(|m| (m, r)));
            let compulsory = intended.map(|(m, _)| m);
            let (topic, words) = match intended {
                // the piece he intended is evident (his scoresheet, his word): he makes
                // the move again with it
                Some((m, role)) => (
                    Topic::PromotionIntended,
                    format!("{} moved his pawn to {} and pressed his clock without exchanging it, but the piece he intended is evident, a {}: {}'s clock is set back to its time before the pawn move, the position before it is reestablished and {}'s clock is started; {} must make the move again as he intended it, {}", c, raw.to, role.name(), o, c, c, san::to_san(pos, m)),
                ),
                None => (
                    Topic::PromotionUnexchanged,
                    format!("{} moved his pawn to {} and pressed his clock without exchanging it for a new piece: {}'s clock is set back to its time before the pawn move, the position before it is reestablished and {}'s clock is started; {} must now make the move correctly, exchanging the pawn on {} for the piece of his choice", c, raw.to, o, c, c, raw.to),
                ),
            };
            rulings.push(Decision::new(cite(e, topic), words, reinstated).at(f.event));
            let breach = if intended.is_some() {
                "not exchanging the pawn at once"
            } else {
                "not asking the arbiter for the piece"
            };
            rulings.push(Decision::new(cite(e, Topic::PromotionPenalty), format!("{} broke the Laws by {}: a warning, or a penalty such as time advanced on his clock, as the circumstances warrant", c, breach), Some(Effect::Penalty { color: c })).at(f.event));
            return IllegalDecision {
                rulings,
                correction: Correction::Reinstated {
                    touched,
                    compulsory,
                },
                penalised: false,
                castling_attempt: false,
            };
        }
    }
    rulings.push(Decision::new(cite(e, Topic::IllegalMove), format!(
            "{}; the position before it is reinstated and the move replaced by a legal one under the touched-piece rule (Art. {})",
            what,
            cite(e, Topic::IllegalMoveTouch)
        ), reinstated).at(f.event));
    let castling = matches!(
        f.reason,
        IllegalReason::CastlingKingMoved
            | IllegalReason::CastlingRookMoved
            | IllegalReason::CastlingPiecesBetween
            | IllegalReason::CastlingOutOfCheck
            | IllegalReason::CastlingThroughAttack
            | IllegalReason::CastlingIntoCheck
    );
    IllegalDecision {
        rulings,
        correction: Correction::Reinstated {
            touched,
            compulsory: None,
        },
        penalised: policy.illegal_move_penalised_with_time(),
        // a piece touched before the king (the rook, Interpretation 6.1 (1971)) is the one
        // the touched-piece rule then binds
        castling_attempt: policy.illegal_castling_binds_king() && castling && f.touched.is_empty(),
    }
}

/// 1977/1980: the king moved two squares to castle, castling being illegal: he must make
/// any legal move he chooses with his king from its original square, castling on the
/// other side included (Interpretation 6.1 (1975)). `None` when the king has no legal move.
pub fn castling_attempt(
    edition: Edition,
    pos: &Position,
    raw: RawMove,
    event: usize,
) -> Option<Ruling> {
    let c = pos.turn();
    let king: Vec<Move> = pos
        .legal_moves()
        .into_iter()
        .filter(|m| m.from() == raw.from && m.role() == Role::King)
        .collect();
    if king.is_empty() {
        return None;
    }
    let list: Vec<String> = king.iter().map(|m| san::to_san(pos, *m)).collect();
    let extra = if king.iter().any(|m| m.castling_side().is_some()) {
        ", castling on the other side included"
    } else {
        ""
    };
    Some(Decision::new(cite(edition, Topic::CastleOtherSide), format!("{} moved his king two squares to castle, which is illegal: he must make any legal move he chooses with his king from {}{}: one of {}", c, raw.from, extra, list.join(", ")), None).at(event))
}

/// The facts a 2018 Art. 7.5.5 penalty is decided on.
#[derive(Clone, Copy, Debug)]
pub struct PenaltyFacts<'a> {
    pub edition: Edition,
    /// The position the game goes on from.
    pub position: &'a Position,
    pub offender: Color,
    /// The offender's completed illegal moves, this one included.
    pub count: u32,
    /// What decided that it counts as an illegal move (7.5.3 pressing without a move,
    /// 7.5.4 two hands), or [`Topic::IllegalPenalty`] for an illegal move itself.
    pub topic: Topic,
    /// The act, in words ("illegal move", "pressing the clock without a move").
    pub what: &'a str,
    pub event: usize,
}

/// The penalty of an illegal move: its rulings, the clock's bonus for the opponent or the
/// end of the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Penalty {
    pub rulings: Vec<Ruling>,
    pub bonus: Option<ClockRuling>,
    /// The game ends (a second completed illegal move); its ruling is the last of
    /// `rulings`.
    pub outcome: Option<Outcome>,
}

/// 2018 Art. 7.5.5: the first completed illegal move adds two minutes to the opponent's
/// time; the second loses the game, unless the opponent cannot checkmate by any series of
/// legal moves (a draw).
pub fn penalty(f: &PenaltyFacts, an: &mut dyn Analyser) -> Penalty {
    let e = f.edition;
    let penalty = cite(e, Topic::IllegalPenalty);
    let mut rulings = Vec::new();
    if f.topic != Topic::IllegalPenalty {
        // the decision (e.g. 7.5.3), then its penalty (7.5.5)
        rulings.push(
            Decision::new(
                cite(e, f.topic),
                format!("{} by {} counts as an illegal move", f.what, f.offender),
                None,
            )
            .at(f.event),
        );
    }
    if f.count >= 2 {
        let winner = f.offender.other();
        let spared = material::spared(e, an, f.position, winner);
        let words = spared.words(winner);
        let (result, termination, decision) = if spared.drawn() {
            (
                GameResult::Draw,
                Termination::IllegalMoves,
                format!(
                    "second illegal move by {} ({}){}",
                    f.offender, f.what, words
                ),
            )
        } else {
            (
                GameResult::Win(winner),
                Termination::IllegalMoves,
                format!(
                    "second illegal move by {} ({}): the game is lost{}",
                    f.offender, f.what, words
                ),
            )
        };
        rulings.push(Decision::new(penalty, decision, None).at(f.event));
        return Penalty {
            rulings,
            bonus: None,
            outcome: Some(Outcome {
                result,
                termination,
                citation: penalty,
            }),
        };
    }
    let bonus = clock_rules::illegal_move_bonus(e, f.offender);
    rulings.push(
        Decision::new(
            penalty,
            format!(
                "first {} by {}: two minutes are added to {}'s time",
                f.what,
                f.offender,
                f.offender.other()
            ),
            None,
        )
        .at(f.event),
    );
    Penalty {
        rulings,
        bonus,
        outcome: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::laws::material::FullAnalysis;

    fn sq(s: &str) -> Square {
        Square::parse(s).expect("square")
    }

    fn facts<'a>(edition: Edition, pos: &'a Position, uci: &str) -> IllegalMove<'a> {
        let raw = crate::notation::uci::parse_raw_uci(uci).expect("uci");
        IllegalMove {
            edition,
            position: pos,
            raw,
            reason: pos
                .judge(raw.from, raw.to, raw.promotion)
                .expect_err("illegal"),
            completed: true,
            intended: None,
            touched: &[],
            event: 0,
        }
    }

    #[test]
    fn each_edition_reinstates_and_cites_its_own_article() {
        let pos = Position::new();
        for (e, art, penalised) in [
            (Edition::Fide1977, "9.1", false),
            (Edition::Fide1980, "9.1", false),
            (Edition::Fide1993, "8.1", false),
            (Edition::Fide2018, "7.5.1", true),
        ] {
            let d = rule(&facts(e, &pos, "e2e5"));
            assert_eq!(d.rulings[0].citation.to_string(), art, "{e:?}");
            assert_eq!(d.penalised, penalised, "{e:?}");
            assert_eq!(
                d.correction,
                Correction::Reinstated {
                    touched: vec![sq("e2")],
                    compulsory: None
                }
            );
        }
    }

    #[test]
    fn an_unpromoted_pawn_by_edition() {
        let pos = crate::fen::parse("8/1P6/8/8/8/8/4k3/K7 w - - 0 1").expect("fen");
        // 2018 7.5.2: a queen instead, penalised
        let d = rule(&facts(Edition::Fide2018, &pos, "b7b8"));
        assert!(
            matches!(d.correction, Correction::QueenInstead(m) if m.promotion() == Some(Role::Queen))
        );
        assert!(d.penalised);
        // 1977: the position reestablished; with the knight evidently intended, the move
        // made again with it
        let mut f = facts(Edition::Fide1977, &pos, "b7b8");
        f.intended = Some(Role::Knight);
        let d = rule(&f);
        assert_eq!(
            d.rulings[0].citation.to_string(),
            "Interpretation 6.6c (1971A)"
        );
        assert!(matches!(
            d.correction,
            Correction::Reinstated { compulsory: Some(m), .. } if m.promotion() == Some(Role::Knight)
        ));
        f.intended = None;
        let d = rule(&f);
        assert_eq!(
            d.rulings[0].citation.to_string(),
            "Interpretation 6.6c (1971B)"
        );
    }

    #[test]
    fn the_second_illegal_move_loses_unless_the_opponent_cannot_mate() {
        let bare = crate::fen::parse("8/8/4k3/8/8/8/8/QK6 b - - 0 1").expect("fen");
        let f = |count, pos| PenaltyFacts {
            edition: Edition::Fide2018,
            position: pos,
            offender: Color::Black,
            count,
            topic: Topic::IllegalPenalty,
            what: "illegal move",
            event: 3,
        };
        let p = penalty(&f(1, &bare), &mut FullAnalysis);
        assert!(p.outcome.is_none() && p.bonus.is_some());
        let p = penalty(&f(2, &bare), &mut FullAnalysis);
        assert_eq!(
            p.outcome.map(|o| o.result),
            Some(GameResult::Win(Color::White))
        );
        // White with a bare king cannot mate: a draw
        let kings = crate::fen::parse("8/8/4k3/8/8/8/7q/K7 b - - 0 1").expect("fen");
        let p = penalty(&f(2, &kings), &mut FullAnalysis);
        assert_eq!(p.outcome.map(|o| o.result), Some(GameResult::Draw));
    }
}
