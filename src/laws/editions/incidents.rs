//! The rulings on incidents: what each edition decides, from the incident's facts and the
//! game's context. Each incident's decisions are a table by edition, so they live with the
//! editions' policies.

use crate::chess::types::Color;
use crate::edition::Edition;
use crate::laws::articles::{cite, IncidentPoint, Topic};
use crate::laws::decision::{Act, ClockOp, Decision, Ending, Memo};
use crate::laws::incident::kinds::*;
use crate::laws::verdict::{Effect, GameResult, Termination};

/// The state of the game an incident is ruled in.
#[derive(Clone, Copy, Debug)]
pub struct Context {
    /// The adjournment is in progress (a move is sealed, the game not resumed).
    pub adjourned: bool,
    /// The remaining time of each player, if there is a clock: (white, black).
    pub remaining_ms: Option<(u64, u64)>,
    /// The player who has the move.
    pub turn: Color,
    /// Whether each player has made the moves of the first time control: (white, black).
    pub control_passed: (bool, bool),
    /// The moves each player has made in the game: (white, black).
    pub moves_made: (u32, u32),
    /// How far the clocks were set at the start of the game from the time control, per
    /// side (positive: more time than it gives), when the game is followed from its
    /// start with a time control.
    pub start_clock_error: Option<[i64; 2]>,
    /// A clock is running.
    pub clock_running: bool,
}

/// The edition's ruling on an incident, as the game's acts: [`decide`]'s decision with
/// what follows from it (the clocks stopped, charged or corrected, the game annulled, what
/// the game must remember), the reported effect filled in from the context.
pub fn rule(edition: Edition, incident: &Incident, ctx: Context) -> Vec<Act> {
    let (mut d, consequence) = decide(edition, incident, ctx);
    let has_clock = ctx.remaining_ms.is_some();
    let mut acts = Vec::new();
    if let Incident::FiftyMovesRegulation {
        moves,
        before_game: true,
    } = incident
    {
        if d.citation == cite(edition, Topic::FiftyRegulation) {
            acts.push(Act::Memo(Memo::FiftyRegulation(moves.saturating_mul(2))));
        }
    }
    match consequence {
        Consequence::Annul => {
            acts.push(Act::Clock(ClockOp::Stop));
            acts.push(Act::End(Ending {
                result: GameResult::Annulled,
                termination: Termination::InitialPosition,
                citation: d.citation,
                words: d.words,
            }));
            return acts;
        }
        Consequence::CorrectClocks(off) => {
            // one ruling per clock corrected, the first with the decision's words
            let mut first = true;
            for c in Color::ALL
                .into_iter()
                .filter(|&c| has_clock && off[c as usize] != 0)
            {
                let ms = off[c as usize].unsigned_abs();
                let (op, effect) = if off[c as usize] > 0 {
                    (ClockOp::Charge(c, ms), Effect::ChargeTime { color: c, ms })
                } else {
                    (ClockOp::Add(c, ms), Effect::AddTime { color: c, ms })
                };
                let words = if first {
                    d.words.clone()
                } else {
                    format!("{}'s clock is corrected likewise", c)
                };
                first = false;
                acts.push(Act::Clock(op));
                acts.push(Act::Rule(Decision::new(d.citation, words, Some(effect))));
            }
            if first {
                acts.push(Act::Rule(d));
            }
            acts.push(Act::Memo(Memo::StartClockCorrected));
            return acts;
        }
        Consequence::ExcuseLateness(c) => acts.push(Act::Memo(Memo::ExcusedLate(c))),
        Consequence::PiecesDown(c) => acts.push(Act::Memo(Memo::PiecesDown(c))),
        Consequence::MustSeal(c) => acts.push(Act::Memo(Memo::MustSeal(c))),
        Consequence::FlagRegulations(b) => acts.push(Act::Memo(Memo::FlagRegulations(b))),
        Consequence::NoDrawBefore(m) => acts.push(Act::Memo(Memo::NoDrawBefore(m))),
        Consequence::StopClocks => {
            acts.push(Act::Clock(ClockOp::Stop));
            d.effect = ctx.clock_running.then_some(Effect::ClockStopped);
        }
        Consequence::Refuse => d.effect = Some(Effect::Refused),
        Consequence::Penalise(c) => d.effect = Some(Effect::Penalty { color: c }),
        Consequence::Advance(c, ms) if has_clock => {
            acts.push(Act::Clock(ClockOp::Charge(c, ms)));
            d.effect = Some(Effect::ChargeTime { color: c, ms });
        }
        Consequence::Advance(..) | Consequence::None => {}
    }
    acts.push(Act::Rule(d));
    acts
}

/// The edition's decision on an incident and what follows from it, from the incident's
/// facts and the context alone ([`rule`] makes the game's acts of it).
pub fn decide(edition: Edition, incident: &Incident, ctx: Context) -> (Decision, Consequence) {
    let d = |p: IncidentPoint, decision: String, effect: Consequence| {
        (
            Decision::says(cite(edition, Topic::Incident(p)), decision),
            effect,
        )
    };
    use Consequence::{Annul, None as Go, StopClocks};
    use Edition::*;
    use IncidentPoint::*;
    let old = edition <= Fide1980;
    let by1980 = edition == Fide1980;
    match incident {
        Incident::Handshake { by } => match edition {
            Fide2018 => d(Handshake, format!("{} offers his hand: only a declared resignation ends the game; it continues", by), Go),
            Fide1993 => d(Handshake, format!("{} offers his hand: only a declared resignation ends the game; it continues", by), Go),
            _ => d(Handshake, format!("{} shakes hands: this is not a resignation as meant in Art. {}; the game continues", by, cite(edition, Topic::Resignation)), Go),
        },
        Incident::Spectator => match edition {
            Fide2018 => d(Spectator, "a spectator may inform only the arbiter; he must not interfere, and the arbiter may expel him".into(), Go),
            Fide1993 => d(Spectator, "the arbiter keeps the players from being disturbed by the audience; the spectator is warned".into(), Go),
            _ => d(Spectator, "spectators must not interfere: the arbiter may act on the irregularity himself, and warns the spectator severely or expels him".into(), Go),
        },
        Incident::Captain {
            team,
            says,
            declares: Some(consent),
        } => (captain_declares(edition, *team, *says, *consent), Go),
        Incident::Captain {
            team,
            says,
            declares: None,
        } => {
            let permitted = matches!(says, Remark::OfferDraw | Remark::AcceptDraw | Remark::DeclineDraw | Remark::Resign);
            let what = match says {
                Remark::OfferDraw => "to offer a draw",
                Remark::AcceptDraw => "to accept the draw",
                Remark::DeclineDraw => "to decline the draw",
                Remark::Resign => "to resign",
                Remark::MovesMade => "how many moves have been made",
                Remark::Opinion => "his opinion on the position",
            };
            let point = match says {
                Remark::MovesMade => CaptainMovesMade,
                _ if permitted => CaptainPermitted,
                _ => CaptainForbidden,
            };
            match (edition, permitted, says) {
                (Fide2018, true, _) => d(point, format!("{}'s captain tells his player {}: brief information given in a general way, not advice on the game", team, what), Go),
                (Fide2018, false, _) => d(point, format!("{}'s captain tells his player {}: advice from a third party is forbidden; penalty under Art. {}", team, what, cite(edition, Topic::Penalty)), Consequence::Penalise(*team)),
                (Fide1993, true, _) => d(point, format!("{}'s captain tells his player {}: no opinion on the game, permitted", team, what), Go),
                (Fide1993, false, _) => d(point, format!("{}'s captain tells his player {}: the advice of a third party is forbidden; penalty under Art. {}", team, what, cite(edition, Topic::Penalty)), Consequence::Penalise(*team)),
                (_, true, _) => d(point, format!("{}'s captain tells his player {}: permitted, given in a general way and not as an opinion on the state of the game", team, what), Go),
                (_, false, Remark::MovesMade) => d(point, format!("{}'s captain tells his player {}: nobody may give that information, ever; the penalty is left to the arbiter (Art. {})", team, what, cite(edition, Topic::Penalty)), Consequence::Penalise(*team)),
                (_, false, _) => d(point, format!("{}'s captain tells his player {}: the captain must not express an opinion on the state of the game; the penalty is left to the arbiter (Art. {})", team, what, cite(edition, Topic::Penalty)), Consequence::Penalise(*team)),
            }
        }
        Incident::Notes { by, writes } => {
            let ok = matches!(writes, Writing::ClockTimes | Writing::DrawOffer);
            let what = match writes {
                Writing::ClockTimes => "the times on the clocks",
                Writing::DrawOffer => "a draw offer",
                Writing::Other => "a note other than his moves and the clock times",
            };
            let point = match writes {
                Writing::ClockTimes => ScoresheetClockTimes,
                Writing::DrawOffer => ScoresheetDrawOffer,
                Writing::Other => ScoresheetNotes,
            };
            match (edition, ok) {
                (Fide2018, true) => d(point, format!("{} writes {} on his scoresheet: permitted", by, what), Go),
                (Fide2018, false) => d(point, format!("{} writes {}: notes are forbidden during play; penalty under Art. {}", by, what, cite(edition, Topic::Penalty)), Consequence::Penalise(*by)),
                (Fide1993, true) => d(point, format!("{} writes {}: permitted", by, what), Go),
                (Fide1993, false) => d(point, format!("{} writes {}: recorded matter other than the game is forbidden; penalty under Art. {}", by, what, cite(edition, Topic::Penalty)), Consequence::Penalise(*by)),
                (_, true) if *writes == Writing::ClockTimes => d(point, format!("{} writes {}: an objective fact such as the clock times may be added to the moves", by, what), Go),
                (_, true) => d(point, format!("{} writes {}: part of the game's record, not an aid to memory", by, what), Go),
                (_, false) => d(point, format!("{} writes {}: notes made during play that could aid memory are forbidden like printed matter, so the note may not be used: the arbiter takes it away, and may penalise under Art. {}", by, what, cite(edition, Topic::Penalty)), Consequence::Penalise(*by)),
            }
        }
        Incident::Advice { by } => {
            let adjourned = &ctx.adjourned;
            let point = if *adjourned {
                AdviceDuringAdjournment
            } else {
                AdviceDuringPlay
            };
            match (edition, adjourned) {
                (Fide2018, _) => d(point, format!("{} takes advice or analyses with others: forbidden; penalty under Art. {}", by, cite(edition, Topic::Penalty)), Consequence::Penalise(*by)),
                (Fide1993, _) => d(point, format!("{} takes advice or analyses with others: forbidden; penalty under Art. {}", by, cite(edition, Topic::Penalty)), Consequence::Penalise(*by)),
                (_, true) => d(point, format!("{} is helped by others while the game is adjourned: in principle no more allowed than during play, but no prohibition is imposed: the arbiter cannot control the adjournment, a general prohibition of seconds would probably not be respected by all players, and the Commission sees the remedy in the way tournaments are organised", by), Go),
                (_, false) => d(point, format!("{} takes the advice of a third party during play: forbidden; penalty under Art. {}", by, cite(edition, Topic::Penalty)), Consequence::Penalise(*by)),
            }
        }
        Incident::Illness { by, brief } => {
            let point = if *brief {
                IllnessBrief
            } else {
                IllnessProlonged
            };
            match (edition, brief) {
                (Fide2018, _) => d(point, format!("{} is taken ill: the arbiter stops the chessclock and decides when the game restarts ({})", by, cite(edition, Topic::ClockStart)), StopClocks),
                (Fide1993, _) => d(point, format!("{} is taken ill: the arbiter stops the clocks while the game is interrupted", by), StopClocks),
                (_, true) => d(point, format!("{} is taken ill, briefly: an interruption neither player is responsible for, so both clocks are stopped until he can play on", by), StopClocks),
                (_, false) => d(point, format!("{} is taken ill and will not recover soon: no interruption with the clocks stopped; the matter is left to the arbiter's discretion, and meanwhile the clock runs", by), Go),
            }
        }
        // the game rules on these with the clock's facts (`laws/timing/defect.rs`); these
        // are the rulings on the incident alone
        Incident::ClockDefect { by, evident, .. } => {
            let point = match (by, evident) {
                (Some(_), _) => ClockDefectHandledByPlayer,
                (None, true) => ClockDefect,
                (None, false) => ClockDefectNotEvident,
            };
            match (edition, by, evident) {
                (Fide2018, _, true) => d(point, format!("an evident defect of the chessclock: the arbiter replaces it and sets the times by his best judgement ({})", cite(edition, Topic::ClockCorrection)), StopClocks),
                (Fide2018, _, false) => d(point, "the arbiter finds no obvious defect: the chessclock's indications stand and the game goes on".into(), Go),
                (Fide1993, _, true) => d(point, "an evident defect of the clock: the arbiter replaces it and sets the times, never leaving a player under five minutes or one minute a move".into(), StopClocks),
                (Fide1993, _, false) => d(point, "the arbiter finds no evident defect: the clock's indications stand and the game goes on".into(), Go),
                (_, Some(c), _) => d(point, format!("{} tries to deal with the clock himself: a defective clock is for the arbiter alone, never the players; the arbiter stops the clocks and takes the matter in hand", c), StopClocks),
                (_, None, true) => d(point, "a clock with an obvious defect: the arbiter stops it, replaces it and sets on the new clock the time each player has used, as accurately as he can".into(), StopClocks),
                (_, None, false) => d(point, "what counts as an evident defect is for the arbiter to judge, by the general principles: he finds none, so every indication of the clock stands and the game goes on".into(), Go),
            }
        }
        Incident::ClockStops { .. } => d(ClockStops, "a unit of the clock stops and nobody notices yet: the clock's indications are conclusive until an evident defect is claimed or found".into(), Go),
        // ruled by the game itself (`Game::incident`): these words are never given
        Incident::ArbiterWarns => d(ClockForgotten, String::new(), Go),
        Incident::ForgetsClock { by } | Incident::TimeBack { by } => d(ClockForgotten, format!("{} forgets to stop his clock: the arbiter must not call his attention to it", by), Go),
        Incident::ArbiterSeesFlag { color } => d(FlagWithoutArbiter, format!("the arbiter sees {}'s flag down: the flag has fallen when the arbiter observes it", color), Go),
        Incident::IrregularityFound { found_move, .. } => (Decision::says(cite(edition, Topic::ProportionalTime), format!("an irregularity is found at move {}: the time each player is allotted up to it is proportional to what the clocks show", found_move)), Go),
        Incident::AccidentalTouch { square, claimed } => {
            let piece = if *claimed {
                format!("{} claims that {} must move the piece on {}: rejected, it", ctx.turn.other(), ctx.turn, square)
            } else {
                format!("the piece on {}", square)
            };
            match edition {
                Fide2018 => d(AccidentalTouch, format!("{} was touched by clearly accidental contact: no obligation", piece), Go),
                Fide1993 => d(AccidentalTouch, format!("{} was not deliberately touched: no obligation", piece), Go),
                _ => d(AccidentalTouch, format!("{} was brushed in passing, not touched with the intention of moving it: no obligation", piece), Go),
            }
        }
        Incident::TouchClaim { by, witness, .. } => match (old, witness) {
            (true, false) => d(TouchClaimUnproven, format!("{}'s touched-piece claim is denied by the opponent and no arbiter or disinterested witness saw it: rejected for lack of evidence", by), Go),
            (true, true) => d(TouchClaimWitnessed, format!("{}'s touched-piece claim is confirmed by a witness: the touched piece must be moved", by), Go),
            (false, false) => d(TouchClaimUnproven, format!("{}'s touched-piece claim cannot be proven: rejected", by), Go),
            (false, true) => d(TouchClaimWitnessed, format!("{}'s touched-piece claim is confirmed: the touched piece must be moved", by), Go),
        },
        Incident::TouchesMany { by } => match edition {
            Fide2018 => d(TouchesMany, format!("{} touches pieces needlessly: the arbiter may penalise him ({} makes such contact count as intent)", by, cite(edition, Topic::Incident(AccidentalTouch))), Consequence::Penalise(*by)),
            Fide1993 => d(TouchesMany, format!("{} touches pieces needlessly: the arbiter may penalise him", by), Consequence::Penalise(*by)),
            _ => d(TouchesMany, format!("{} touches more pieces than Art. {} contemplates: he may be penalised at the arbiter's discretion", by, cite(edition, Topic::TouchedPiece)), Consequence::Penalise(*by)),
        },
        Incident::BoardMisplaced { pieces_correct: true } => match edition {
            Fide2018 => d(BoardMisplaced, format!("the chessboard was placed contrary to Art. {}: the position is transferred to a correctly placed board and the game continues", cite(edition, Topic::BoardPlacement)), Go),
            Fide1993 => d(BoardMisplaced, format!("the board was placed contrary to Art. {}: the position is transferred to a correctly placed board and the game continues", cite(edition, Topic::BoardPlacement)), Go),
            _ => d(BoardMisplaced, "the board was wrongly placed, but every piece stood on its right square apart from the colour of the squares: the position is transferred to a correctly placed board and the game continues".into(), Go),
        },
        Incident::BoardMisplaced { pieces_correct: false } => match edition {
            Fide2018 | Fide1993 => d(BoardMisplacedPiecesWrong, "the board was wrongly placed and the pieces were not set up correctly either: the initial position was incorrect, so the game is annulled and a new game played".into(), Annul),
            _ => d(BoardMisplacedPiecesWrong, format!("the board was wrongly placed and the pieces were not otherwise set up correctly either: this is not merely a turned board but an incorrect initial position, for which Art. {} applies; the game is annulled and a new game played", cite(edition, Topic::ColoursReversed).article_number().unwrap_or_default()), Annul),
        },
        // the game applies the edition's rule with its state (Game::colours_reversed);
        // this is the ruling on the fact alone
        Incident::ColoursReversed { by_arbiter } => (Decision::says(cite(edition, if *by_arbiter { Topic::ColoursReversedByArbiter } else { Topic::ColoursReversed }), "the game began with colours reversed"), Go),
        Incident::WithdrawClaim { by, .. } => (withdrawal(edition, *by, true).0, Go),
        Incident::DrawReason { by, reason } => (draw_reason(edition, *by, *reason), Go),
        Incident::ScoreBehind {
            by,
            moves,
            pressed,
            opponent_too,
        } => {
            let remaining = ctx.remaining_ms.map(|(w, b)| by.fold_wb(w, b));
            let passed = by.fold_wb(ctx.control_passed.0, ctx.control_passed.1);
            let short = remaining.is_some_and(|ms| ms < 5 * 60_000);
            match edition {
                Fide2018 if short => d(ScoreInTimeTrouble, format!("{} is {} behind with under five minutes left: not required to keep score", by, crate::laws::words::plural(*moves, "move")), Go),
                Fide2018 => d(ScoreBehind, format!("{} is {} behind: he must record the moves, move after move; the arbiter intervenes", by, crate::laws::words::plural(*moves, "move")), Go),
                Fide1993 if short => d(ScoreInTimeTrouble, format!("{} is {} behind with under five minutes left: not obliged to keep score", by, crate::laws::words::plural(*moves, "move")), Go),
                Fide1993 => d(ScoreBehind, format!("{} is {} behind: he must record the game move after move", by, crate::laws::words::plural(*moves, "move")), Go),
                // Interpretation 13.2 (1959): scoresheets are completed after the time control
                _ if passed && *opponent_too => d(ScoreCompletedClocksStopped, format!("the players agree that the time control is passed, and neither scoresheet is complete ({} is {} behind): both clocks are stopped until both scoresheets are completed, with the help of a board under the arbiter's control if need be, the arbiter having first noted the position", by, crate::laws::words::plural(*moves, "move")), StopClocks),
                _ if passed && ctx.turn == *by => d(ScoreCompletedOwnTime, format!("the time control is passed and {} alone has not completed his scoresheet ({} behind): he completes it on his own time, his clock running while he does", by, crate::laws::words::plural(*moves, "move")), Go),
                _ if passed => d(ScoreCompletedOwnTime, format!("the time control is passed and {} alone has not completed his scoresheet ({} behind): he completes it on his own time, before his next move, his clock running", by, crate::laws::words::plural(*moves, "move")), Go),
                _ if *pressed == Some(true) => d(ScorePressed, format!("the arbiter, whose task it is to judge it case by case from the time, the number of moves and the position, judges {} extremely pressed for time: he need not record the moves now, only indicate how many were made, and completes his scoresheet as soon as his time trouble is over", by), Go),
                _ if *moves <= 1 => d(ScoreOneMoveBehind, format!("{} records his moves in pairs, one for White and one for Black: technically a breach of Art. {}, but the arbiter intervenes only when the arrears are more than one move for each side; the game goes on", by, cite(edition, Topic::RecordMoves)), Go),
                _ if *pressed == Some(false) => d(ScoreNotPressed, format!("the arbiter judges that {} is not extremely pressed for time, and his opinion decides: {} behind, he must bring his scoresheet up to date and record the game move after move; should he refuse, Art. {} applies", by, crate::laws::words::plural(*moves, "move"), cite(edition, Topic::RefusalToComply)), Consequence::Refuse),
                _ => d(ScoreBehind, format!("{} is {} behind, more than one move for each side: the arbiter intervenes, and {} must bring his scoresheet up to date and record the game move after move", by, crate::laws::words::plural(*moves, "move"), by), Consequence::Refuse),
            }
        }
        Incident::RecordsFirst { by } => match edition {
            Fide2018 => d(MoveWrittenFirst, format!("{} writes his move before making it: forbidden unless he is claiming a draw ({}, {}) or adjourning", by, cite(edition, Topic::Repetition), cite(edition, Topic::Fifty)), Go),
            Fide1993 => d(MoveWrittenFirst, format!("{} writes his move before making it: the Laws only require the game to be recorded move after move", by), Go),
            _ if *by == ctx.turn => d(MoveWrittenFirst, format!("{} writes his move before making it: the player who has the move has the choice", by), Go),
            // not his move: what he writes records no move of the game
            _ => d(ScoresheetNotes, format!("{} writes down a move while {} still has the move: the choice of {} is only for the player who has the move, and what {} writes records no move of the game but is a note that could aid his memory, forbidden: the arbiter takes it away, and the penalty is left to him (Art. {})", by, ctx.turn, cite(edition, Topic::Incident(MoveWrittenFirst)), by, cite(edition, Topic::Penalty)), Consequence::Penalise(*by)),
        },
        Incident::OtherHand { by } => match edition {
            Fide2018 => d(ClockOtherHand, format!("{} presses the clock with the other hand than the one that moved: forbidden, for a player must press his clock with the same hand with which he made his move; the press stands, and the arbiter may penalise him (Art. {})", by, cite(edition, Topic::Penalty)), Consequence::Penalise(*by)),
            Fide1993 => d(ClockOtherHand, format!("{} presses the clock with the other hand: no Law forbids it", by), Go),
            _ => d(ClockOtherHand, format!("{} presses the clock with the other hand than the one that writes or moves: no Law requires otherwise", by), Go),
        },
        Incident::KnockedOver { by, restored } => match (edition, restored) {
            (Fide2018, _) => d(PiecesKnockedOver, format!("{} knocked over pieces: he must re-establish the position in his own time", by), Go),
            (Fide1993, _) => d(PiecesKnockedOver, format!("{} knocked over pieces: he must restore them in his own time", by), Go),
            (_, true) if by1980 => d(PiecesKnockedOver, format!("{} knocked over pieces and puts them back before pressing his clock: right, the position is restored in his own time", by), Go),
            (_, false) if by1980 => d(PiecesKnockedOver, format!("{} knocked over pieces and leaves them down: they are his to restore in his own time; should he press his clock first, his opponent may set it running again", by), Consequence::PiecesDown(*by)),
            _ => d(PiecesKnockedOver, format!("{} displaced pieces: the position is reinstated", by), Go),
        },
        Incident::MovesUncertain { swiss } => {
            let point = if *swiss {
                MovesUncertainSwiss
            } else {
                MovesUncertain
            };
            match (edition, swiss) {
                (Fide2018, _) => d(point, "the moves cannot be agreed: the game is reconstructed on a second board under the arbiter's control".into(), StopClocks),
                (Fide1993, _) => d(point, "the moves cannot be reconstructed: the game continues, the next move counting as the first of the next period".into(), Go),
                _ => d(point, "the arbiter establishes the facts from the scoresheets as far as he can, and decides".into(), Go),
            }
        }
        Incident::EnvelopeLost { agreed } => match (edition, agreed, ctx.adjourned) {
            (Fide2018, _, _) => d(EnvelopeLost, "the 2018 Laws have no adjournment; the arbiter stops the clock and decides".into(), StopClocks),
            (_, _, false) => d(EnvelopeWithoutAdjournment, "no adjourned game: nothing to restore".into(), Go),
            (Fide1993, true, _) => d(EnvelopeLostMoveAgreed, "the envelope has disappeared but the players agree on the sealed move: the game continues".into(), Go),
            (Fide1993, false, _) => d(EnvelopeLost, "the envelope has disappeared: the game is resumed from the position at adjournment with the times then recorded; the sealer must play a move there".into(), Go),
            // 1977/1980: the game decides (`adjourn.rs`), these words only describe the rule
            (_, true, _) => d(EnvelopeLostMoveAgreed, "the envelope has disappeared, but the players agree on the position at the adjournment and the times used: the game continues from that position".into(), Go),
            (_, false, _) => d(EnvelopeLost, "the envelope has disappeared and the position and the times cannot be re-established: the game is annulled and a new game played".into(), Go),
        },
        Incident::SessionOver => (Decision::says(cite(edition, Topic::SealMove), if edition == Fide2018 {
                "the time for play is over, but the 2018 Laws adjourn a game only under their Guidelines, which this event has not adopted: the game goes on".into()
            } else {
                format!("the time prescribed for play is over and the game is not finished: {}, having the move, must seal it", ctx.turn)
            }), if edition == Fide2018 { Go } else { Consequence::MustSeal(ctx.turn) }),
        Incident::SealClockRunning { mv } => match (edition, mv.as_deref().unwrap_or("his move")) {
            (Fide2018, _) => d(SealClockRunning, "the 2018 Laws have no adjournment".into(), Go),
            (Fide1993, mv) => d(SealClockRunning, format!("{} is put in the envelope but the clock is not stopped: the sealed move is not completed; the player must stop his clock after sealing", mv), Go),
            (_, mv) => d(SealClockRunning, format!("{} is put in the envelope without the clocks being stopped: the adjourning move is not definitely made", mv), Go),
        },
        // 1977–1993: the game decides from the times recorded at the adjournment and the
        // moves made since the resumption (`adjourn.rs`); these words only describe the rule
        Incident::ClockTimesWrong { by, too_severe } => match (edition, too_severe) {
            (Fide2018, _) => d(ClockTimesCorrected, format!("{} points out that the clock setting is incorrect: the arbiter corrects it by his best judgement", by), Go),
            (_, false) => d(ClockTimesCorrected, format!("{} points out wrong times on the clocks: corrected if he does so before his first move, otherwise they stand", by), Go),
            (_, true) => d(ClockTimesStand, format!("{} points out wrong times on the clocks late: the arbiter finds the consequences too severe and may correct them", by), Go),
        },
        // with an unnoticed illegal move on record the game decides (laws::unnoticed)
        Incident::IllegalFound { by, .. } => (Decision::says(cite(edition, Topic::IllegalMove), format!(
                "{} an illegal move was made, but the game's record shows none: nothing is reinstated and the game goes on",
                by.map_or("it is said that".to_string(), |c| format!("{} says", c))
            )), Consequence::Refuse),
        Incident::IllegalAtAdjudication { result_registered: false, .. } => match edition {
            Fide2018 => d(IllegalAtAdjudication, "an illegal move found during the game: the position before it is reinstated".into(), Go),
            Fide1993 => d(IllegalAtAdjudication, "an illegal move found while the game awaits adjudication: the game is still in progress; the position before it is reinstated".into(), Go),
            _ => d(IllegalAtAdjudication, "an illegal move is found after the game was sent for adjudication, before the arbiter registered the result: the game is still in progress, so the position before the illegal move is reinstated and the game continues from there".into(), Go),
        },
        Incident::IllegalAtAdjudication { result_registered: true, .. } => match edition {
            Fide2018 | Fide1993 => d(IllegalAfterResultRegistered, "an illegal move found after the result was registered: the game is over; the result stands".into(), Go),
            _ => d(IllegalAfterResultRegistered, "an illegal move is found only after the arbiter registered the adjudicated result: the game is no longer in progress, so nothing is reinstated; the registered result stands".into(), Go),
        },
        Incident::FiftyMovesRegulation { moves, before_game } => {
            let what = format!("the tournament's regulations raise the fifty moves to {} for king and two knights against king and pawn, the pawn blocked by a knight", moves);
            let (topic, decision) = match (edition, before_game) {
                _ if *moves <= 50 => (Topic::Fifty, format!("the tournament's regulations name {} moves for king and two knights against king and pawn: the count can only be increased, so fifty moves apply", moves)),
                (Fide2018, _) => (Topic::Fifty, format!("{}: the Laws fix the count at fifty moves; regulations cannot change it", what)),
                (_, true) => (Topic::FiftyRegulation, format!("{}, announced before the game began: valid for this game", what)),
                (_, false) => (Topic::Fifty, format!("{}, but announced only after the game began: not valid for this game; fifty moves suffice", what)),
            };
            (Decision::says(cite(edition, topic), decision), Go)
        }
        Incident::Appeal { international, .. } => (appeal_body(edition, *international), Go),
        Incident::Unregulated {
            situation: Situation::ClockSetWrong,
            by,
        } => clock_set_wrong(edition, *by, ctx),
        Incident::Adjusts { by, square, warned } => match warned {
            Warned::Opponent => d(AdjustWarnedOpponent, format!("{} warned his opponent and adjusted the piece on {}: no obligation to move it", by, square), Go),
            Warned::Arbiter => d(AdjustWarnedArbiter, format!("{}'s opponent is away from the board; {} warned the arbiter and adjusted the piece on {}: no obligation to move it", by, by, square), Go),
            Warned::Nobody => d(AdjustUnannounced, format!("{} adjusted the piece on {} without warning anyone: it counts as touched, and he must move it if it can be moved", by, square), Go),
        },
        Incident::PromotionMisconduct { by, advance_ms } => {
            let penalty = match advance_ms {
                0 => "a warning".to_string(),
                ms => format!("{} advanced on his clock", crate::clock::format_ms(*ms as i64, 0)),
            };
            let effect = if *advance_ms > 0 { Consequence::Advance(*by, *advance_ms) } else { Consequence::Penalise(*by) };
            match edition {
                Fide2018 => d(PromotionMisconduct, format!("{} misconducts himself over the promotion: the arbiter chooses among the penalties of Art. {}: {}", by, cite(edition, Topic::Penalty), penalty), effect),
                Fide1993 => d(PromotionMisconduct, format!("{} misconducts himself over the promotion: penalty at the arbiter's discretion: {}", by, penalty), effect),
                _ => d(PromotionMisconduct, format!("{} pressed his clock without exchanging his pawn: the penalty is not fixed, the arbiter sets it by the circumstances: {}", by, penalty), effect),
            }
        }
        Incident::PieceRequest { by, piece } => match edition {
            Fide2018 => d(PieceRequest, format!("{} stops the clock to ask the arbiter for a {}, which is not at hand for his promotion: a valid reason; the arbiter brings it and restarts the clock", by, piece.name()), StopClocks),
            Fide1993 => d(PieceRequest, format!("{} stops his clock to ask the arbiter for a {}, which is not at hand for his promotion: he then completes his move correctly", by, piece.name()), StopClocks),
            _ => d(PieceRequest, format!("{} asks the arbiter for a {} before making his move, the piece not being at hand: bringing it takes a while, so the arbiter stops both clocks until it is given to him; the request itself is no breach of the Laws", by, piece.name()), StopClocks),
        },
        Incident::LateNotAtFault { color, difficulties } => match (edition, difficulties) {
            (Fide2018, _) => d(LateNotAtFault, format!("{} was delayed by no fault of his own: the regulations' default time applies, the arbiter deciding otherwise only as they allow", color), Go),
            (Fide1993, _) => d(LateNotAtFault, format!("{} was delayed by no fault of his own: the arbiter may decide otherwise than a loss", color), Go),
            (_, false) => d(LateNotAtFault, format!("{} is delayed by a cause he is not responsible for: in sportsmanship a concession is granted, since it troubles neither the other players nor the organizers; a delay beyond the hour will not forfeit his game", color), Consequence::ExcuseLateness(*color)),
            (_, true) => d(LateNotAtFault, format!("{} is delayed by a cause he is not responsible for, but a concession would create difficulties for the other players or the organizers: none is granted, and the hour of Art. {} stands", color, cite(edition, Topic::LateLoss)), Go),
        },
        Incident::MatchWithdrawal { by, regulations } => match (edition, regulations) {
            (Fide2018 | Fide1993, _) => d(MatchWithdrawal, format!("{} withdraws from the match: prizes are for the event's regulations, not the Laws", by), Go),
            (_, MatchRegulations::Silent) => d(MatchWithdrawal, format!("{} withdraws from the match and asks for the loser's prize: whether a player who withdraws is still entitled to it was not decided, and the match regulations say nothing; the question stays open", by), Go),
            (_, MatchRegulations::KeepsLoserPrize) => d(MatchWithdrawalRegulated, format!("{} withdraws from the match, and its regulations say a player who withdraws keeps the loser's prize: they decide, the Laws not regulating questions of organization; he receives it", by), Go),
            (_, MatchRegulations::ForfeitsLoserPrize) => d(MatchWithdrawalRegulated, format!("{} withdraws from the match, and its regulations say a player who withdraws forfeits the loser's prize: they decide, the Laws not regulating questions of organization; it is not paid to him", by), Go),
        },
        Incident::NationalRules { fide_event, title_tournament, conflicts_with_laws, no_draw_before } => {
            let point = if *title_tournament {
                NationalRulesTitleTournament
            } else {
                NationalRules
            };
            let fide = *fide_event || *title_tournament;
            let rule = match no_draw_before {
                Some(m) => format!("the federation's rule that no draw may be agreed before move {}", m),
                None => "the federation's own rule".to_string(),
            };
            // the rule, where it is valid, governs the game
            let applies = match no_draw_before {
                Some(m) => (": it applies to this game".to_string(), Consequence::NoDrawBefore(*m)),
                None => (String::new(), Go),
            };
            match (edition, title_tournament) {
                (Fide2018, _) if fide || *conflicts_with_laws => d(point, format!("a game rated by FIDE must be played under the FIDE Laws of Chess: {} does not apply", rule), Consequence::Refuse),
                (Fide2018, _) => d(point, format!("{} may govern a game FIDE does not rate{}", rule, applies.0), applies.1),
                (_, true) if by1980 => d(point, format!("an international title tournament is governed by the FIDE Rules of Play, not national rules: {} does not apply", rule), Consequence::Refuse),
                (_, true) if old => d(point, format!("the federation's own rules are not valid for any FIDE tournament, and an international title tournament is one: {} does not apply", rule), Consequence::Refuse),
                (_, _) if fide && old => d(point, format!("the federation's own rules are not valid for any FIDE tournament played in its territory: {} does not apply", rule), Consequence::Refuse),
                (_, _) if fide => d(point, format!("national rules may not apply to a FIDE title or rating tournament: {} does not apply", rule), Consequence::Refuse),
                (_, _) if *conflicts_with_laws => d(point, format!("{} conflicts with the FIDE Laws: not allowed, even in its own events", rule), Consequence::Refuse),
                (_, _) if old => d(point, format!("a national event in the federation's territory: {}, more detailed than the Laws, is allowed: a federation is free to make such rules if they do not in any way conflict with the FIDE Laws{}", rule, applies.0), applies.1),
                (_, _) => d(point, format!("national rules are allowed within the federation's territory if they do not conflict with the FIDE Laws{}", applies.0), applies.1),
            }
        }
        Incident::FewArbiters {
            special_regulations,
            arbiters_sufficient,
        } => {
            let point = match (special_regulations, arbiters_sufficient) {
                (true, false) => FlagSpecialRegulations,
                (true, true) => FlagRegulationsNotRequired,
                (false, _) => FlagWithoutArbiter,
            };
            match (edition, special_regulations, arbiters_sufficient) {
                (Fide2018, _, _) => d(point, "a flag has fallen when the arbiter observes it or a player validly claims it".into(), Go),
                (Fide1993, _, _) => d(point, "the flag is considered fallen when the arbiter observes it or either player claims it".into(), Go),
                (_, true, false) => d(point, "many players and too few arbiters to watch every board: the event's special regulations, a loss on time established only on the opponent's claim, are allowed, since they are required to conduct the tournament; flags will be decided by them".into(), Consequence::FlagRegulations(true)),
                (_, true, true) => d(point, format!("the event has special regulations for flags, but its arbiters can watch every board: such regulations are allowed only insofar as they are required, and here they are not; flags will be established by the procedure of the Laws ({})", cite(edition, Topic::Incident(FlagWithoutArbiter))), Consequence::FlagRegulations(false)),
                (_, false, _) => d(point, "the event has no special regulations: flags will be established by the procedure of the Laws, the arbiter observing the flag or, with no arbiter present, a player claiming it".into(), Consequence::FlagRegulations(false)),
            }
        }
    }
}

/// A captain himself declares an offer, acceptance, refusal or resignation for his
/// player: only with the player's knowledge and consent is it the player's act.
pub fn captain_declares(edition: Edition, team: Color, says: Remark, consent: bool) -> Decision {
    let what = match says {
        Remark::OfferDraw => "offers a draw",
        Remark::AcceptDraw => "accepts the draw",
        Remark::DeclineDraw => "declines the draw",
        Remark::Resign => "resigns the game",
        Remark::MovesMade => "announces the number of moves",
        Remark::Opinion => "gives his opinion on the position",
    };
    let acts = matches!(
        says,
        Remark::OfferDraw | Remark::AcceptDraw | Remark::DeclineDraw | Remark::Resign
    );
    let (point, decision) = match (acts, consent) {
        (true, true) => (IncidentPoint::CaptainPermitted, format!("{}'s captain {} for his player, who knows and consents: it stands as {}'s own act", team, what, team)),
        (true, false) => (IncidentPoint::CaptainForbidden, format!("{}'s captain {} for his player without his knowledge and consent: the captain cannot act on behalf of a player; it is without effect, and the player has the final say over his game", team, what)),
        (false, _) => (IncidentPoint::CaptainForbidden, format!("{}'s captain {}: the captain must abstain from any intervention on the game", team, what)),
    };
    Decision::says(cite(edition, Topic::Incident(point)), decision)
}

/// A player states his own reason for desisting from playing on for a win
/// (Interpretation 18.1 (1960)): it is weighed should the game be drawn by agreement.
pub fn draw_reason(edition: Edition, by: Color, reason: DrawReason) -> Decision {
    let decision = if edition <= Edition::Fide1980 {
        format!("{} has a legitimate reason to desist from playing on for a win, {}: the person in charge of the tournament takes it into account should the game be drawn early", by, reason.words())
    } else {
        format!("{} has a reason of his own to desist from playing on for a win, {}: a draw by agreement is the players' own matter", by, reason.words())
    };
    Decision::says(cite(edition, Topic::PrematureDrawReason), decision)
}

/// Whether a draw claim may still be withdrawn: `clock_stopped`, the arbiter had stopped
/// the clock to verify it. The decision, and true when the claim is withdrawn.
pub fn withdrawal(edition: Edition, by: Color, clock_stopped: bool) -> (Decision, bool) {
    let d = |decision: String, withdrawn: bool| {
        (
            Decision::says(
                cite(edition, Topic::Incident(IncidentPoint::ClaimWithdrawn)),
                decision,
            ),
            withdrawn,
        )
    };
    match (edition, clock_stopped) {
        (Edition::Fide2018 | Edition::Fide1993, _) => d(format!("{} asks to withdraw his claim: a claim cannot be withdrawn; it is verified", by), false),
        (Edition::Fide1977, _) => d(format!("{} asks to withdraw his claim: the Laws give no such right; his clock runs until the claim is verified", by), false),
        (_, true) => d(format!("{} asks to withdraw his claim after the arbiter has stopped the clock to verify it: too late, the claim cannot be withdrawn and is verified", by), false),
        (_, false) => d(format!("{} withdraws his claim before the arbiter has stopped the clock to verify it: the claim lapses and the game goes on", by), true),
    }
}

/// Who hears an appeal against the arbiter's decision.
pub fn appeal_body(edition: Edition, international: bool) -> Decision {
    use IncidentPoint::{AppealCommitteeOnSite, AppealNoCommittee};
    let d = |p: IncidentPoint, decision: &str| {
        Decision::says(cite(edition, Topic::Incident(p)), decision)
    };
    match (edition, international) {
        (Edition::Fide2018 | Edition::Fide1993, _) => d(AppealNoCommittee, "the appeal goes to the body the event's regulations name"),
        (_, true) => d(AppealCommitteeOnSite, "an international tournament, with a committee at the venue entrusted with resolving appeals against the arbiter's decisions, as is appropriate there: it hears the appeal on the spot"),
        (_, false) => d(AppealNoCommittee, "no committee at the venue: the Laws prescribe nothing on appeals, and the appeal goes to the higher authority the event's regulations name, which decides it later"),
    }
}

/// What the higher authority decides on an appeal against the arbiter's decision on a
/// draw claim: `granted`, the arbiter's decision; `correct`, the claim as the game's record
/// shows it.
pub fn appeal_decision(
    edition: Edition,
    claimant: Color,
    granted: bool,
    correct: bool,
) -> Decision {
    use IncidentPoint::*;
    let point = match (granted, correct) {
        (true, false) => AppealDrawWronglyGranted,
        (false, true) => AppealClaimWronglyRefused,
        (false, false) => AppealIncorrectClaim,
        (true, true) => AppealAgainstCorrectDecision,
    };
    let other = claimant.other();
    let decision = match (granted, correct) {
        (true, false) => format!("the arbiter granted {}'s claim, but the higher authority finds it incorrect and rejects it: {}, who did not claim, may resume the game", claimant, other),
        (false, true) => format!("the arbiter refused {}'s claim; {} stopped playing and appealed, and the claim proves correct: the game is drawn", claimant, claimant),
        (false, false) => format!("the arbiter refused {}'s claim; {} stopped playing and appealed, and the claim proves incorrect: the game is lost for {}", claimant, claimant, claimant),
        (true, true) => format!("the arbiter rightly granted {}'s claim: the appeal is rejected and the draw stands", claimant),
    };
    Decision::says(cite(edition, Topic::Incident(point)), decision)
}

/// The clocks were set wrong at the start of the game: no Article of 1977, 1980 or 1993
/// regulates it, so it is decided by analogy with the wrong times at the resumption of an
/// adjourned game (corrected if pointed out before the player's first move, else they
/// stand); 2018 Art. 6.10.2 regulates it: the arbiter installs the correct setting.
fn clock_set_wrong(edition: Edition, by: Color, ctx: Context) -> (Decision, Consequence) {
    use IncidentPoint::Unregulated;
    let unregulated = cite(edition, Topic::Incident(Unregulated));
    let go = |citation, decision: String, effect| (Decision::says(citation, decision), effect);
    let Some(off) = ctx.start_clock_error else {
        return go(unregulated, format!("{} says the clocks were set wrong at the start of the game, but their setting at the start cannot be checked against a time control: nothing is corrected", by), Consequence::None);
    };
    let wrong: Vec<String> = Color::ALL
        .into_iter()
        .filter(|&c| off[c as usize] != 0)
        .map(|c| {
            let d = off[c as usize];
            let whose = if c == by {
                "his".to_string()
            } else {
                format!("{}'s", c)
            };
            format!(
                "{} clock was set at the start with {} {} time than the time control gives",
                whose,
                crate::clock::format_ms(d.abs(), 0),
                if d > 0 { "more" } else { "less" }
            )
        })
        .collect();
    if wrong.is_empty() {
        return go(unregulated, format!("{} questions the setting of the clocks at the start of the game, but they were set as the time control gives: there is nothing to correct", by), Consequence::None);
    }
    let describe = wrong.join(" and ");
    if edition == Edition::Fide2018 {
        return go(cite(edition, Topic::ClockCorrection), format!("{} points out that {}: the setting is incorrect, and the arbiter installs the correct setting", by, describe), Consequence::CorrectClocks(off));
    }
    let analogy = cite(edition, Topic::Incident(IncidentPoint::ClockTimesCorrected));
    // the interpretation that says so for the start of the game too, in the 1977 and 1980 books
    let confirmed = if matches!(edition, Edition::Fide1977 | Edition::Fide1980) {
        format!(
            " (as {} confirms: checking the clocks before play is the players' duty)",
            cite(edition, Topic::Incident(IncidentPoint::ClockTimesStand))
        )
    } else {
        String::new()
    };
    let moved = match by {
        Color::White => ctx.moves_made.0,
        Color::Black => ctx.moves_made.1,
    } > 0;
    if moved {
        go(unregulated, format!("{} points out only after his first move that {}: Art. {} speaks only of times shown wrongly at the resumption of an adjourned game, which stand unless a player points them out before his first move; applied by analogy to the start of the game{}, the game continues without correction, unless the arbiter finds the consequences too severe", by, describe, analogy, confirmed), Consequence::None)
    } else {
        go(unregulated, format!("{} points out before his first move that {}: Art. {} speaks only of times shown wrongly at the resumption of an adjourned game, which are corrected if a player points them out before his first move; applied by analogy to the start of the game, the error is corrected", by, describe, analogy), Consequence::CorrectClocks(off))
    }
}
