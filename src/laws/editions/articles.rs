//! Every article number the engine cites, one table per edition: [`cite`] answers
//! "which article (or interpretation) decides this [`Topic`] under this edition".
//! The rule functions name topics; only this file names articles.
//!
//! Interpretations belong to editions by date: the 1977 edition applies the 1977/78
//! book and the interpretations dated up to 1976; those dated 1977–1979 (12.4 (1978),
//! 15.1 (1978), 14.4 (1979B)…) apply from the 1980 edition on.

use crate::chess::position::IllegalReason;
use crate::edition::Edition;
use crate::laws::citation::Citation;

/// A point of the Laws the engine decides. Each names what is decided, not an article.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Topic {
    Checkmate,
    Stalemate,
    Resignation,
    /// A draw by agreement.
    Agreement,
    /// 2018: agreement only after both players have made a move.
    AgreementTooEarly,
    /// 1977/1980: a draw agreed before the 30th move is examined.
    PrematureDraw,
    /// 1977/1980: an early draw made or accepted by a player with a legitimate reason
    /// (his situation in the tournament table, his health).
    PrematureDrawReason,
    /// 1977/1980: a draw agreed before any piece was exchanged, before a real fight.
    PrematureDrawNoFight,
    /// 1977/1980: a draw agreed by a player who had a certain, riskless win.
    DrawAgainstPosition,
    /// Offering a draw, and declining it.
    Offer,
    /// An offer made while the offerer's own clock runs (before his move).
    OfferOwnClock,
    /// An offer made while the opponent's clock runs.
    OfferOpponentClock,
    /// An offer made before the offerer's move, accepted after it.
    OfferAcceptedAfterMove,
    /// An offer repeated before the opponent has offered: annoying the opponent.
    RepeatedOffer,
    /// 2018: a claim of a draw is considered an offer of a draw (the earlier editions have
    /// no such rule and never cite it).
    ClaimAsOffer,
    /// A claim of repetition of position.
    Repetition,
    /// What counts as the same position (castling rights, en passant).
    RepetitionIdentity,
    /// A claim under the fifty-move rule.
    Fifty,
    /// The extension of the fifty moves for two knights against a blocked pawn.
    FiftyExtension,
    /// A longer fifty-move count set by the tournament's regulations for certain positions.
    FiftyRegulation,
    /// The clock consequence of an incorrect claim.
    ClaimPenalty,
    /// 2018: a player who touched a piece loses the right to claim on that move.
    ClaimRightLost,
    /// The move declared with an incorrect claim must be played.
    CompulsoryMove,
    /// The move declared with a repetition claim is not executed on the board first.
    DeclaredMoveNotPlayed,
    /// A move made on the board before claiming: the right to claim on it is lost.
    ClaimAfterMove,
    /// How a claim is verified: the clock runs (1977) or is stopped while the arbiter
    /// investigates it.
    ClaimVerification,
    /// The claimant oversteps the time limit through the verification or its penalty.
    ClaimOverstep,
    /// 1993: the drawn endings listed in Art. 10.4.
    InsufficientMaterial,
    /// 2018: a dead position.
    DeadPosition,
    /// 2018: the same position five times.
    Fivefold,
    /// 2018: seventy-five moves without a capture or pawn move.
    SeventyFiveMoves,
    /// Loss on time.
    TimeForfeit,
    /// 1977/1980: loss on time though no mate is possible, the fifty moves not attained.
    TimeForfeitNoMate,
    /// A fallen flag when the opponent cannot checkmate (2018) or has a bare king (1993).
    TimeForfeitDraw,
    /// Who establishes that a flag has fallen.
    FlagObserved,
    /// A flag that fell unseen while play went on: it counts from when it is pointed out.
    FlagUnnoticed,
    /// 1993: both flags down, which fell first unknown.
    BothFlags,
    /// 1980: a flag pointed out after the opponent sealed his move.
    FlagAfterSeal,
    /// A flag when the number of moves made cannot be established.
    FlagMovesUncertain,
    /// A flag when the moves made were established by reconstructing the game.
    FlagReconstructed,
    /// An illegal move: the position before it is reinstated.
    IllegalMove,
    /// A touched-piece claim made after the claimant touched a piece himself.
    TouchClaimLate,
    /// Pieces accidentally displaced: the position before it is reinstated.
    PiecesDisplaced,
    /// Which rule of the moves an illegal move breaks.
    MoveRule(IllegalReason),
    /// The replacing move after an illegal one is under the touched-piece rule.
    IllegalMoveTouch,
    /// 2018: an illegal move is completed only when the clock is pressed.
    IllegalNotCompleted,
    /// 2018: an unpromoted pawn on the last rank is replaced by a queen.
    PromotionReplaced,
    /// 1977/1980: a pawn left unexchanged on the last rank, the clock pressed: the
    /// opponent's clock set back, the position reestablished, the move made correctly.
    PromotionUnexchanged,
    /// 1977/1980: the same, the piece the player intended being evident (written on his
    /// scoresheet, announced): he makes the move again with that piece.
    PromotionIntended,
    /// 1977/1980: the penalty for it, left to the circumstances.
    PromotionPenalty,
    /// 2018: the penalties for completed illegal moves.
    IllegalPenalty,
    /// The clock pressed without a move.
    PressWithoutMove,
    /// Who presses the clock: the player who has just moved, his own side.
    ClockHandling,
    /// The arbiter's penalties for infractions (a decision names them in words).
    Penalty,
    /// Recording the moves on the scoresheet, move after move.
    RecordMoves,
    /// The player extremely pressed for time, unable to record the moves.
    RecordInTimeTrouble,
    /// A player who refuses to comply with the Laws loses.
    RefusalToComply,
    /// How the chessboard is placed between the players.
    BoardPlacement,
    /// The touched-piece article as a whole.
    TouchedPiece,
    /// A flag that fell after the player made his move and forgot to stop his clock.
    ClockNotPressed,
    /// A flag that fell before the player stopped his clock on his last move.
    MoveNotCompleted,
    /// A player starts a clock the arbiter has stopped.
    ClockStoppedByArbiter,
    /// The arbiter corrects a player's own handling of the clock.
    ClockCorrectedForPlayer,
    /// A move is completed when the piece is released; it cannot be changed.
    MoveCompleted,
    /// A piece touched with intent must be moved.
    TouchOwnPiece,
    /// An opponent's piece touched with intent must be captured.
    TouchOpponentPiece,
    /// Own and opponent's pieces touched: capture with the first, or the first movable.
    TouchBoth,
    /// 1977/1980: the opponent's piece touched first, then an own piece that cannot take
    /// it: the own piece moves all the same; the order of the touches does not count.
    TouchBothOpponentFirst,
    /// 1977/1980: more pieces touched than the touched-piece article contemplates.
    TouchTooMany,
    /// 1977/1980: the arbiter enforces the touched-piece rule without a claim.
    TouchEnforced,
    /// The king touched first and moved two squares: castling on that side.
    CastleKingFirst,
    /// The rook touched first: no castling on that move.
    CastleRookFirst,
    /// King and rook touched, castling illegal: another legal move with the king.
    CastleIllegal,
    /// The same, castling on the other side among the king's legal moves.
    CastleOtherSide,
    /// King and rook touched, castling illegal, the king without a legal move: no
    /// rook move is forced.
    CastleNoKingMove,
    /// No touched piece can be moved: any legal move.
    TouchFree,
    /// Adjusting a piece after announcing it.
    Adjust,
    /// Events after the game ended are without importance.
    AfterEnd,
    /// A flag found fallen after a resignation or an agreed draw: the result stands.
    FlagAfterEnd,
    /// A flag that fell before the clock was stopped on a checkmate or stalemate.
    FlagAfterMate,
    /// Late arrival within the limit.
    LateWithinLimit,
    /// Both players late, within the limit: White's clock has run all the same.
    BothLateWithinLimit,
    /// Late arrival beyond the limit: loss.
    LateLoss,
    /// Both players late.
    BothLate,
    /// Late beyond the limit for a cause the player is not responsible for: a concession.
    LateExcused,
    /// Late beyond the limit at the resumption of an adjourned game.
    LateOnResumption,
    /// The same, the absent player having more than an hour left on his clock.
    LateWithTimeInHand,
    /// Colours reversed.
    ColoursReversed,
    /// Colours reversed by the arbiter's own mistake.
    ColoursReversedByArbiter,
    /// Colours reversed, found only after the game ended.
    ColoursReversedAfterEnd,
    /// A wrong initial position (the board and pieces) found only after the game ended.
    InitialPositionAfterEnd,
    /// Sealing the move at adjournment.
    SealMove,
    /// The sealed move made on the board before sealing.
    SealOnBoard,
    /// The sealed move at the resumption.
    SealedMove,
    /// A sealed move in inexact notation: the arbiter establishes its significance.
    SealedMoveInexact,
    /// A sealed move clearly written but irregular: is there reasonable doubt?
    SealedMoveIrregular,
    /// The envelope holds no move of the sealer.
    SealedMoveMissing,
    /// An ambiguous sealed move: the sealer's own responsibility.
    SealedMoveAmbiguous,
    /// A second seal after the adjourning move was definitely made (clocks stopped).
    SealDefinite,
    /// The reply recorded in an envelope, the player who sealed being absent (1977/1980 16.4).
    SealReply,
    /// Such a reply whose meaning cannot be established.
    SealedReplyUnclear,
    /// A seal by the player who does not have the move: the player having the move seals.
    SealWrongPlayer,
    /// The envelope is opened in the presence of the player who must reply to the sealed move.
    EnvelopeOpened,
    /// That player is absent at the resumption: his clock is started, the envelope stays closed.
    ResumeAbsent,
    /// The clocks set for the resumption to the times used when the game was adjourned.
    ClocksForResumption,
    /// The envelope opened after the players agreed a draw or one resigned during the
    /// adjournment.
    EnvelopeAfterEnd,
    /// 1993: a bare king cannot win.
    BareKing,
    /// A move made while the game is adjourned.
    AdjournedPlay,
    /// The arbiter stops the clock.
    ClockStop,
    /// The arbiter restarts the clock.
    ClockStart,
    /// The arbiter corrects the clock.
    ClockCorrection,
    /// A flag or a clock action in a game played without a clock.
    NoClock,
    /// The clock's indications are conclusive in the absence of evident defects: a
    /// change to the times with no ground in the Laws is refused.
    ClockIndicationsConclusive,
    /// The clocks set for the resumption of an adjourned game.
    ClockSetForResumption,
    /// The arbiter establishes the number of moves made (a move counter corrected).
    MoveCounter,
    /// The proportional times after an irregularity found later (the article).
    ProportionalTime,
    /// The formula applied to both players, never to one (the interpretation).
    ProportionalTimeBoth,
    /// A point an incident at the board is decided on (`incident.rs`).
    Incident(IncidentPoint),
}

/// A point an incident at the board is decided on: one for each decision the rulings on
/// incidents give, named by what is decided. Where an edition does not make the
/// distinction, its table cites the same article for the points it does not tell apart.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IncidentPoint {
    /// Offering one's hand is not a resignation.
    Handshake,
    /// A spectator interferes by pointing out an irregularity.
    Spectator,
    /// A captain tells his player to offer, accept or decline a draw, or to resign.
    CaptainPermitted,
    /// A captain gives his opinion on the position.
    CaptainForbidden,
    /// A captain tells his player how many moves have been made.
    CaptainMovesMade,
    /// The clock times written on the scoresheet.
    ScoresheetClockTimes,
    /// A draw offer written on the scoresheet.
    ScoresheetDrawOffer,
    /// Other notes on the scoresheet: an aid to memory.
    ScoresheetNotes,
    /// Advice or analysis with others during play.
    AdviceDuringPlay,
    /// Help from others during the adjournment.
    AdviceDuringAdjournment,
    /// A brief illness: the clocks are stopped.
    IllnessBrief,
    /// An illness the player will not soon recover from.
    IllnessProlonged,
    /// A defective clock: the arbiter replaces it.
    ClockDefect,
    /// A clock said to be defective with no evident defect: the arbiter judges.
    ClockDefectNotEvident,
    /// A player deals with a defective clock himself.
    ClockDefectHandledByPlayer,
    /// The correction of a defective clock would put a player past the time limit.
    ClockDefectDisastrous,
    /// A unit of the clock stops, unnoticed.
    ClockStops,
    /// A player made his move and forgets to stop his clock: the arbiter says nothing.
    ClockForgotten,
    /// A piece brushed in passing, not touched with intent.
    AccidentalTouch,
    /// A piece adjusted after warning the opponent.
    AdjustWarnedOpponent,
    /// A piece adjusted, the opponent absent, after warning the arbiter.
    AdjustWarnedArbiter,
    /// A piece "adjusted" without warning anyone: it counts as touched.
    AdjustUnannounced,
    /// A touched-piece claim nobody can confirm.
    TouchClaimUnproven,
    /// A touched-piece claim confirmed by a witness.
    TouchClaimWitnessed,
    /// More pieces touched than the touched-piece article contemplates.
    TouchesMany,
    /// The board placed the wrong way, the pieces otherwise on their right squares.
    BoardMisplaced,
    /// The board placed the wrong way and the pieces not otherwise correct either.
    BoardMisplacedPiecesWrong,
    /// A draw claim the claimant asks to withdraw.
    ClaimWithdrawn,
    /// A player behind with his score: he must record the moves.
    ScoreBehind,
    /// 1977/1980: one move in arrears, which the arbiter tolerates.
    ScoreOneMoveBehind,
    /// Under five minutes left: not obliged to keep score.
    ScoreInTimeTrouble,
    /// 1977/1980: the arbiter judges the player extremely pressed for time.
    ScorePressed,
    /// After the time control one player completes his scoresheet in his own time.
    ScoreCompletedOwnTime,
    /// After the time control both complete their scoresheets, the clocks stopped.
    ScoreCompletedClocksStopped,
    /// The move written before it is made.
    MoveWrittenFirst,
    /// The clock pressed with the other hand.
    ClockOtherHand,
    /// Pieces knocked over while moving.
    PiecesKnockedOver,
    /// The number of moves made cannot be established.
    MovesUncertain,
    /// The same in a Swiss tournament, where the game may continue.
    MovesUncertainSwiss,
    /// The sealed-move envelope lost: resumption from the adjourned position.
    EnvelopeLost,
    /// The envelope lost, the players agreeing on the position at the adjournment and
    /// the times used: the game continues.
    EnvelopeLostMoveAgreed,
    /// An envelope lost with no game adjourned.
    EnvelopeWithoutAdjournment,
    /// A move "sealed" with the clocks running.
    SealClockRunning,
    /// Wrong clock times pointed out before the first move: corrected.
    ClockTimesCorrected,
    /// Wrong clock times not pointed out in time: they stand (or the arbiter, finding
    /// that too severe, corrects them).
    ClockTimesStand,
    /// An illegal move found while the game awaits adjudication.
    IllegalAtAdjudication,
    /// An illegal move found after the adjudicated result was registered.
    IllegalAfterResultRegistered,
    /// Appeal: a draw wrongly granted.
    AppealDrawWronglyGranted,
    /// Appeal: a correct claim wrongly refused.
    AppealClaimWronglyRefused,
    /// Appeal: the claimant stopped playing and his claim proves incorrect.
    AppealIncorrectClaim,
    /// Appeal against a correct decision.
    AppealAgainstCorrectDecision,
    /// An appeal in an international tournament: the committee on site resolves it.
    AppealCommitteeOnSite,
    /// An appeal where the Laws prescribe nothing: the arbiter's decision is enforced.
    AppealNoCommittee,
    /// A situation the Laws do not regulate.
    Unregulated,
    /// Misconduct over a promotion.
    PromotionMisconduct,
    /// The piece for a promotion is not at hand: the player asks the arbiter for it.
    PieceRequest,
    /// Late for a reason the player is not responsible for.
    LateNotAtFault,
    /// A player who withdraws from a match.
    MatchWithdrawal,
    /// A player who withdraws from a match whose regulations say what he receives.
    MatchWithdrawalRegulated,
    /// National rules in an international title tournament.
    NationalRulesTitleTournament,
    /// National rules in other events.
    NationalRules,
    /// Special regulations for establishing a loss on time where arbiters are few.
    FlagSpecialRegulations,
    /// Without such regulations: who establishes a fallen flag.
    FlagWithoutArbiter,
    /// Special regulations for flags where the arbiters suffice: not required, not allowed.
    FlagRegulationsNotRequired,
    /// 1977/1980: the arbiter judges the player not extremely pressed for time: he must
    /// bring his scoresheet up to date.
    ScoreNotPressed,
}

impl IncidentPoint {
    /// Every point, in declaration order.
    pub const ALL: &'static [IncidentPoint] = &{
        use IncidentPoint::*;
        [
            Handshake,
            Spectator,
            CaptainPermitted,
            CaptainForbidden,
            CaptainMovesMade,
            ScoresheetClockTimes,
            ScoresheetDrawOffer,
            ScoresheetNotes,
            AdviceDuringPlay,
            AdviceDuringAdjournment,
            IllnessBrief,
            IllnessProlonged,
            ClockDefect,
            ClockDefectNotEvident,
            ClockDefectHandledByPlayer,
            ClockDefectDisastrous,
            ClockStops,
            ClockForgotten,
            AccidentalTouch,
            AdjustWarnedOpponent,
            AdjustWarnedArbiter,
            AdjustUnannounced,
            TouchClaimUnproven,
            TouchClaimWitnessed,
            TouchesMany,
            BoardMisplaced,
            BoardMisplacedPiecesWrong,
            ClaimWithdrawn,
            ScoreBehind,
            ScoreOneMoveBehind,
            ScoreInTimeTrouble,
            ScorePressed,
            ScoreCompletedOwnTime,
            ScoreCompletedClocksStopped,
            MoveWrittenFirst,
            ClockOtherHand,
            PiecesKnockedOver,
            MovesUncertain,
            MovesUncertainSwiss,
            EnvelopeLost,
            EnvelopeLostMoveAgreed,
            EnvelopeWithoutAdjournment,
            SealClockRunning,
            ClockTimesCorrected,
            ClockTimesStand,
            IllegalAtAdjudication,
            IllegalAfterResultRegistered,
            AppealDrawWronglyGranted,
            AppealClaimWronglyRefused,
            AppealIncorrectClaim,
            AppealAgainstCorrectDecision,
            AppealCommitteeOnSite,
            AppealNoCommittee,
            Unregulated,
            PromotionMisconduct,
            PieceRequest,
            LateNotAtFault,
            MatchWithdrawal,
            MatchWithdrawalRegulated,
            NationalRulesTitleTournament,
            NationalRules,
            FlagSpecialRegulations,
            FlagWithoutArbiter,
            FlagRegulationsNotRequired,
            ScoreNotPressed,
        ]
    };
}

/// A point one of the competition models decides (`competition/`: the adjournment
/// schedule, the equipment, the clock formulas, crosstables and prizes). The models take no
/// edition: these are the interpretations, and the 1980 articles, that decide them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ModelPoint {
    /// Who times the session for adjourned games: the wall clock, or the chess clock.
    SessionTimedBy,
    /// Games adjourned before the time fixed.
    AdjournedEarly,
    /// Adjourned games left when the last round begins.
    AdjournedAtLastRound,
    /// A long game interrupted by the arbiter.
    LongGameInterrupted,
    /// A game is adjourned when the time prescribed for play is over (the article).
    AdjournAtEndOfPlay,
    /// How long the players may play in a day.
    HoursOfPlay,
    /// The Staunton pattern, recommended or demanded.
    StauntonPattern,
    /// The chief arbiter's approval of the equipment.
    EquipmentApproved,
    /// The proportional time after an illegal move found later (the article).
    ProportionalTimeRule,
    /// The proportional time applied by an appeals committee.
    ProportionalTime,
    /// A defective clock replaced: the times used.
    DefectiveClock,
    /// A correction that would lead to disastrous results.
    DefectiveClockDisaster,
    /// Sonnenborn-Berger for teams.
    TeamSonnebornBerger,
    /// Whose result counts for a prize.
    PrizeEligibility,
    /// A player withdraws from a tournament.
    Withdrawal,
    /// Games lost by default marked as such.
    DeclaredDefaults,
    /// Tied players.
    Ties,
    /// A wrongly reported result.
    ResultCorrected,
    /// A player who withdraws from a match, and the loser's prize.
    MatchWithdrawal,
    /// Questions of organization the Laws do not regulate: the competition's regulations.
    OrganizationQuestions,
}

impl ModelPoint {
    pub const ALL: [ModelPoint; 20] = {
        use ModelPoint::*;
        [
            SessionTimedBy,
            AdjournedEarly,
            AdjournedAtLastRound,
            LongGameInterrupted,
            AdjournAtEndOfPlay,
            HoursOfPlay,
            StauntonPattern,
            EquipmentApproved,
            ProportionalTimeRule,
            ProportionalTime,
            DefectiveClock,
            DefectiveClockDisaster,
            TeamSonnebornBerger,
            PrizeEligibility,
            Withdrawal,
            DeclaredDefaults,
            Ties,
            ResultCorrected,
            MatchWithdrawal,
            OrganizationQuestions,
        ]
    };
}

/// A model's citation found by the label its output writes (`"Interpretation 21 (1957)"`,
/// `"14.7"`): how the app, which reads the models' outputs as data, cites them.
pub fn model_citation(label: &str) -> Option<Citation> {
    ModelPoint::ALL
        .iter()
        .map(|&p| model(p))
        .find(|c| c.label() == label)
}

/// The citation that decides a competition model's point.
pub fn model(p: ModelPoint) -> Citation {
    use ModelPoint::*;
    match p {
        SessionTimedBy => interp("15 (1979)", "15"),
        AdjournedEarly => interp("15.1 (1973)", "15.1"),
        AdjournedAtLastRound => interp("16.1 (1973A)", "16.1"),
        LongGameInterrupted => interp("16.1 (1973B)", "16.1"),
        AdjournAtEndOfPlay => art(Edition::Fide1980, "15.1"),
        HoursOfPlay => interp("16.1 (1973C)", "16.1"),
        StauntonPattern | PrizeEligibility => interp("21 (1957)", "21"),
        EquipmentApproved => interp("21 (1975)", "21"),
        ProportionalTimeRule => art(Edition::Fide1980, "14.7"),
        ProportionalTime => interp("14.7 (1975)", "14.7"),
        DefectiveClock => interp("14.5 (1971)", "14.5"),
        DefectiveClockDisaster => interp("14.5 (1973)", "14.5"),
        TeamSonnebornBerger => interp("21 (1967)", "21"),
        Withdrawal => interp("21 (1970)", "21"),
        DeclaredDefaults => interp("21 (1973)", "21"),
        Ties => interp("21 (1976)", "21"),
        ResultCorrected => interp("11.2 (1979)", "11.2"),
        MatchWithdrawal => interp("21 (1971)", "21"),
        OrganizationQuestions => interp("1 (1959)", "1"),
    }
}

const fn art(edition: Edition, number: &'static str) -> Citation {
    Citation::Article { edition, number }
}

const fn interp(id: &'static str, interprets: &'static str) -> Citation {
    Citation::Interpretation { id, interprets }
}

/// The citation that decides `topic` under `edition`.
pub fn cite(edition: Edition, topic: Topic) -> Citation {
    match edition {
        Edition::Fide1977 => fide_1977(topic),
        Edition::Fide1980 => fide_1980(topic),
        Edition::Fide1993 => fide_1993(topic),
        Edition::Fide2018 => fide_2018(topic),
    }
}

/// The 1977/78 Laws with the interpretations dated up to 1976.
fn fide_1977(t: Topic) -> Citation {
    use Topic::*;
    const E: Edition = Edition::Fide1977;
    match t {
        Checkmate => art(E, "11.1"),
        Resignation => art(E, "11.2"),
        Penalty => art(E, "19.2"),
        RecordMoves => art(E, "13.1"),
        RecordInTimeTrouble => art(E, "13.2"),
        RefusalToComply => art(E, "17.4"),
        BoardPlacement => art(E, "2.1"),
        TouchedPiece => art(E, "8.2"),
        Stalemate => art(E, "12.1"),
        Agreement | AgreementTooEarly => art(E, "12.2"),
        PrematureDraw => interp("18.1 (1964)", "18.1"),
        PrematureDrawReason => interp("18.1 (1960)", "18.1"),
        PrematureDrawNoFight => interp("18.1 (1959)", "18.1"),
        DrawAgainstPosition => interp("18.1 (1963)", "18.1"),
        Offer | ClaimAsOffer => art(E, "18.1"),
        OfferOwnClock | OfferOpponentClock => interp("18.1 (1974A)", "18.1"),
        OfferAcceptedAfterMove => interp("18.1 (1974B)", "18.1"),
        RepeatedOffer => interp("19.1c (1958)", "19.1"),
        Repetition => art(E, "12.3"),
        RepetitionIdentity => interp("12.3 (1964)", "12.3"),
        Fifty | FiftyExtension => art(E, "12.4"),
        FiftyRegulation => interp("12.4 (1958B)", "12.4"),
        ClaimPenalty => interp("18.2 (1976)", "18.2"),
        ClaimRightLost => art(E, "18.2"),
        CompulsoryMove => interp("12.3a (1960)", "12.3"),
        DeclaredMoveNotPlayed => interp("12.3a (1974)", "12.3"),
        ClaimAfterMove => art(E, "12.3"),
        ClaimVerification | ClaimOverstep => art(E, "18.2"),
        InsufficientMaterial | DeadPosition | Fivefold | SeventyFiveMoves => art(E, "12.1"),
        TimeForfeit | TimeForfeitDraw | FlagAfterSeal | BothFlags => art(E, "17.1"),
        TimeForfeitNoMate => interp("12.4 (1958A)", "12.4"),
        FlagObserved | FlagUnnoticed => interp("14.4 (1974)", "14.4"),
        FlagMovesUncertain => art(E, "17.1"),
        FlagReconstructed => interp("13.2 (1967)", "13.2"),
        IllegalMove | IllegalNotCompleted | PromotionReplaced | IllegalPenalty => art(E, "9.1"),
        PromotionUnexchanged => interp("6.6c (1971B)", "6.6"),
        PromotionIntended => interp("6.6c (1971A)", "6.6"),
        PiecesDisplaced => art(E, "9.2"),
        PromotionPenalty => interp("6.6c (1973)", "6.6"),
        MoveRule(r) => move_rule_old(E, r),
        IllegalMoveTouch => art(E, "8"),
        // the 1977/78 book's Art. 14.3, numbered as in 1980 (its text is missing from
        // the seed): each player, having made his move, stops his own clock
        PressWithoutMove | ClockHandling => art(E, "14.3"),
        ClockNotPressed => interp("14.3 (1967)", "14.3"),
        MoveNotCompleted | FlagAfterMate => interp("14.4 (1976)", "14.4"),
        ClockStoppedByArbiter => interp("13.2 (1974)", "13.2"),
        ClockCorrectedForPlayer => interp("14.3 (1973)", "14.3"),
        MoveCompleted => art(E, "7.1"),
        TouchOwnPiece => art(E, "8.2(a)"),
        // 8.2(a): "one or more pieces of the same colour", his own or his opponent's
        TouchOpponentPiece => art(E, "8.2(a)"),
        TouchBoth => art(E, "8.2(b)"),
        TouchBothOpponentFirst => interp("8.2b (1975)", "8.2"),
        TouchTooMany => interp("8.2 (1974A)", "8.2"),
        TouchEnforced => interp("8.4 (1974)", "8.4"),
        TouchClaimLate => art(E, "8.4"),
        CastleKingFirst => interp("6.1 (1971)", "6.1"),
        CastleRookFirst => interp("6.1 (1971)", "6.1"),
        CastleIllegal => interp("6.1 (1971)", "6.1"),
        CastleOtherSide => interp("6.1 (1975)", "6.1"),
        CastleNoKingMove => interp("6.1 (1974)", "6.1"),
        TouchFree => art(E, "8.3"),
        Adjust => art(E, "8.1"),
        AfterEnd | FlagAfterEnd => interp("11.1 (1976)", "11.1"),
        LateWithinLimit | LateLoss => art(E, "17.2"),
        BothLateWithinLimit => interp("14.3 (1958)", "14.3"),
        BothLate => art(E, "17.4"),
        LateExcused => interp("17.2 (1958)", "17.2"),
        LateOnResumption => interp("17.2 (1962)", "17.2"),
        LateWithTimeInHand => interp("17.2 (1966)", "17.2"),
        ColoursReversed => interp("9.4 (1958)", "9.4"),
        ColoursReversedByArbiter => interp("9.4 (1973)", "9.4"),
        ColoursReversedAfterEnd | InitialPositionAfterEnd => interp("9.4 (1960)", "9.4"),
        SealMove | SealOnBoard => art(E, "15.1"),
        SealDefinite => interp("15.1 (1966)", "15.1"),
        SealReply => art(E, "16.4"),
        SealedReplyUnclear => interp("16.4 (1958)", "16.4"),
        SealWrongPlayer => art(E, "15.1"),
        EnvelopeOpened => art(E, "16.2"),
        ResumeAbsent => art(E, "16.3"),
        ClocksForResumption => art(E, "16.1"),
        EnvelopeAfterEnd => interp("16.2 (1974)", "16.2"),
        AdjournedPlay => art(E, "9.3"),
        SealedMove => art(E, "17.3"),
        SealedMoveInexact => interp("17.3 (1958)", "17.3"),
        SealedMoveIrregular => interp("17.3 (1965)", "17.3"),
        SealedMoveMissing => interp("17.3 (1975)", "17.3"),
        SealedMoveAmbiguous => interp("17.3 (1976)", "17.3"),
        BareKing => art(E, "17.1"),
        ClockStop | ClockStart => art(E, "14.6"),
        ClockCorrection | ClockIndicationsConclusive => art(E, "14.5"),
        // 14.2: each player's time is controlled by a clock with a flag
        NoClock => art(E, "14.2"),
        ClockSetForResumption => art(E, "16.1"),
        // 20.2: the arbiter establishes that the time-limit has not been exceeded
        MoveCounter => art(E, "20.2"),
        ProportionalTime => art(E, "14.7"),
        ProportionalTimeBoth => interp("14.7 (1975)", "14.7"),
        Incident(p) => incident_1977(p),
    }
}

/// 1977: incidents, mostly decided by interpretations (none dated after 1976).
fn incident_1977(p: IncidentPoint) -> Citation {
    use IncidentPoint::*;
    const E: Edition = Edition::Fide1977;
    match p {
        Handshake => interp("11.2 (1971)", "11.2"),
        Spectator => interp("11.1 (1976)", "11.1"),
        CaptainPermitted | CaptainForbidden => interp("19.1a (1976B)", "19.1"),
        CaptainMovesMade => interp("19.1a (1975)", "19.1"),
        ScoresheetClockTimes | ScoresheetNotes => interp("19.1a (1976A)", "19.1"),
        ScoresheetDrawOffer | AdviceDuringPlay => art(E, "19.1"),
        AdviceDuringAdjournment => interp("19.1a (1960)", "19.1"),
        IllnessBrief | IllnessProlonged => interp("14.6 (1972)", "14.6"),
        ClockDefect => interp("14.5 (1971)", "14.5"),
        ClockDefectNotEvident => interp("14.5 (1958)", "14.5"),
        ClockDefectHandledByPlayer => interp("14.5 (1974)", "14.5"),
        ClockDefectDisastrous => interp("14.5 (1973)", "14.5"),
        ClockStops => art(E, "14.5"),
        ClockForgotten => interp("14.3 (1967)", "14.3"),
        AccidentalTouch => interp("8.2 (1974B)", "8.2"),
        AdjustWarnedOpponent => art(E, "8.1"),
        AdjustWarnedArbiter => interp("8.1 (1974)", "8.1"),
        AdjustUnannounced => art(E, "8.2(a)"),
        TouchClaimUnproven => interp("8.2 (1972)", "8.2"),
        TouchClaimWitnessed => art(E, "8.2"),
        TouchesMany => interp("8.2 (1974A)", "8.2"),
        BoardMisplaced => art(E, "9.5"),
        BoardMisplacedPiecesWrong => interp("9.5 (1973)", "9.5"),
        ClaimWithdrawn => art(E, "18.2"),
        // one move in arrears tolerated; beyond that the arbiter intervenes
        ScoreOneMoveBehind | ScoreBehind => interp("13.1 (1973)", "13.1"),
        ScoreNotPressed => interp("13.2 (1959)", "13.2"),
        // the rulings under 1977/1980 do not look at the clock; Art. 13.2 is the exception
        ScoreInTimeTrouble => art(E, "13.2"),
        ScorePressed => interp("13.2 (1958)", "13.2"),
        ScoreCompletedOwnTime | ScoreCompletedClocksStopped => interp("13.2 (1959)", "13.2"),
        MoveWrittenFirst => interp("13.1 (1970)", "13.1"),
        ClockOtherHand => interp("13.2 (1972)", "13.2"),
        PiecesKnockedOver => art(E, "9.2"),
        MovesUncertain | MovesUncertainSwiss => interp("13.2 (1959)", "13.2"),
        EnvelopeLost | EnvelopeWithoutAdjournment => art(E, "16.5"),
        EnvelopeLostMoveAgreed => interp("16.5 (1970)", "16.5"),
        SealClockRunning => interp("15.1 (1966)", "15.1"),
        ClockTimesCorrected => art(E, "16.6"),
        ClockTimesStand => interp("16.6 (1976)", "16.6"),
        IllegalAtAdjudication => interp("9.1 (1963)", "9.1"),
        IllegalAfterResultRegistered => art(E, "9.1"),
        AppealDrawWronglyGranted
        | AppealClaimWronglyRefused
        | AppealIncorrectClaim
        | AppealAgainstCorrectDecision => interp("18.2 (1974)", "18.2"),
        AppealCommitteeOnSite => interp("20.3 (1958)", "20.3"),
        AppealNoCommittee => art(E, "20.3"),
        Unregulated => interp("1 (1959)", "1"),
        PromotionMisconduct => interp("6.6c (1973)", "6.6"),
        PieceRequest => interp("6.6c (1971B)", "6.6"),
        LateNotAtFault => interp("17.2 (1958)", "17.2"),
        MatchWithdrawal => interp("21 (1971)", "21"),
        // a question of organization, which the Laws do not regulate
        MatchWithdrawalRegulated => interp("1 (1959)", "1"),
        NationalRules | NationalRulesTitleTournament => interp("1 (1974)", "1"),
        FlagSpecialRegulations | FlagRegulationsNotRequired => interp("17.1 (1970)", "17.1"),
        FlagWithoutArbiter => interp("14.4 (1974)", "14.4"),
    }
}

/// The 1980 Laws with the interpretations dated up to 1979: where they differ from 1977.
fn fide_1980(t: Topic) -> Citation {
    use Topic::*;
    const E: Edition = Edition::Fide1980;
    match t {
        FiftyExtension => interp("12.4 (1978)", "12.4"),
        ClaimPenalty => art(E, "18.2"),
        InitialPositionAfterEnd => interp("9.4 (1979)", "9.4"),
        FlagAfterSeal => interp("14.4 (1979B)", "14.4"),
        FlagMovesUncertain => interp("17.1 (1979B)", "17.1"),
        FlagAfterEnd => interp("14.4 (1979A)", "14.4"),
        SealOnBoard | SealWrongPlayer => interp("15.1 (1978)", "15.1"),
        PressWithoutMove | ClockHandling => art(E, "14.3"),
        AdjournedPlay => art(E, "16.1"),
        MoveRule(r) => move_rule_old(E, r),
        Incident(IncidentPoint::ClaimWithdrawn) => interp("18.2 (1979)", "18.2"),
        Incident(IncidentPoint::PiecesKnockedOver) => interp("17.1 (1979A)", "17.1"),
        Incident(IncidentPoint::NationalRulesTitleTournament) => interp("21 (1979)", "21"),
        _ => match fide_1977(t) {
            Citation::Article { number, .. } => art(E, number),
            Citation::Preface { .. } => Citation::Preface { edition: E },
            other => other,
        },
    }
}

/// 1977/1980: the articles on moves (Art. 5), how the pieces move (Art. 6) and check
/// (Art. 10); the two books word for word the same here.
fn move_rule_old(e: Edition, r: IllegalReason) -> Citation {
    use IllegalReason::*;
    art(
        e,
        match r {
            NoPiece | NotYourPiece | CapturesOwnPiece | Inconsistent => "5.1",
            JumpsOverPiece => "5.2",
            KingTooFar => "6.1",
            CastlingKingMoved
            | CastlingRookMoved
            | CastlingPiecesBetween
            | CastlingOutOfCheck
            | CastlingThroughAttack
            | CastlingIntoCheck => "6.1",
            QueenNotStraightOrDiagonal => "6.2",
            RookNotStraight => "6.3",
            BishopNotDiagonal => "6.4",
            KnightNotKnightMove => "6.5",
            PawnBackwards | PawnSideways => "6.6",
            PawnForwardBlocked | PawnDoubleStepNotFromStart | PawnCaptureNothing | PawnTooFar => {
                "6.6(a)"
            }
            EnPassantNotImmediate => "6.6(b)",
            PromotionMissing | PromotionInvalidPiece | PromotionNotOnLastRank => "6.6(c)",
            // neither book has a sentence against moving a pinned piece; Art. 10.1
            // defines check, 10.2 requires parrying it
            KingLeftInCheck => "10.2",
            KingExposedToCheck => "10.1",
        },
    )
}

/// The 1993 Laws.
fn fide_1993(t: Topic) -> Citation {
    use Topic::*;
    const E: Edition = Edition::Fide1993;
    art(
        E,
        match t {
            Checkmate => "10.1",
            Resignation => "10.2",
            Penalty => "15.2",
            RecordMoves => "8.1",
            RecordInTimeTrouble => "8.4",
            RefusalToComply => "10.17",
            BoardPlacement => "1.2",
            TouchedPiece => "7.2",
            Stalemate => "10.3",
            InsufficientMaterial | DeadPosition => "10.4",
            BareKing | TimeForfeitDraw => "10.5",
            Agreement | AgreementTooEarly | PrematureDraw | PrematureDrawReason
            | PrematureDrawNoFight | DrawAgainstPosition => "10.6",
            Offer | ClaimAsOffer => "10.7",
            OfferOwnClock | OfferAcceptedAfterMove => "10.9",
            OfferOpponentClock => "10.8",
            RepeatedOffer => "15.1",
            Repetition | RepetitionIdentity | Fivefold => "10.10",
            Fifty | FiftyExtension | FiftyRegulation | SeventyFiveMoves => "10.12",
            ClaimPenalty | CompulsoryMove => "10.13(b)",
            ClaimRightLost | ClaimVerification => "10.13",
            ClaimOverstep => "10.13(b)",
            DeclaredMoveNotPlayed => "10.10",
            ClaimAfterMove => "10.11",
            TimeForfeit | TimeForfeitNoMate | FlagAfterSeal | FlagReconstructed => "10.14",
            FlagMovesUncertain => "11.9",
            FlagObserved | FlagUnnoticed => "12.2",
            BothFlags => "12.8",
            IllegalMove | IllegalNotCompleted | PromotionReplaced | IllegalPenalty => "8.1",
            PromotionUnexchanged | PromotionIntended | PromotionPenalty => "8.1",
            PiecesDisplaced => "8.3",
            TouchClaimLate => "7.4",
            MoveRule(r) => return move_rule_1993(r),
            Incident(p) => return incident_1993(p),
            IllegalMoveTouch => "7",
            PressWithoutMove | ClockHandling | ClockNotPressed | MoveNotCompleted => "12.3",
            ClockStoppedByArbiter => "12.5",
            ClockCorrectedForPlayer => "12.4",
            MoveCompleted => "6.1",
            // 7.2(a): one or more pieces of the same colour; (b) one of each colour
            TouchOwnPiece | TouchOpponentPiece => "7.2(a)",
            TouchBoth | TouchBothOpponentFirst | TouchTooMany => "7.2(b)",
            TouchEnforced => "7.4",
            CastleKingFirst | CastleIllegal | CastleOtherSide => "5.1(d)",
            CastleRookFirst => "5.1(c)",
            TouchFree | CastleNoKingMove => "7.3",
            Adjust => "7.1",
            AfterEnd => "10.1",
            FlagAfterEnd => "12.7",
            FlagAfterMate => "10.1",
            LateWithinLimit | LateLoss | BothLateWithinLimit | LateExcused | LateOnResumption
            | LateWithTimeInHand => "10.15",
            BothLate => "10.17",
            ColoursReversed | ColoursReversedByArbiter | ColoursReversedAfterEnd => "8.6",
            InitialPositionAfterEnd => "8.5",
            SealMove | SealOnBoard | SealDefinite | SealWrongPlayer => "13.1(a)",
            SealReply => "14.4",
            EnvelopeOpened => "14.2",
            ResumeAbsent => "14.3",
            ClocksForResumption => "14.1",
            AdjournedPlay => "14.1",
            SealedMove | SealedMoveInexact | SealedMoveIrregular | SealedMoveMissing
            | SealedMoveAmbiguous | SealedReplyUnclear => "10.16",
            EnvelopeAfterEnd => "14.2",
            ClockStop | ClockStart => "12.5",
            ClockCorrection | ClockIndicationsConclusive => "12.4",
            NoClock => "12.2",
            ClockSetForResumption => "14.1",
            MoveCounter => "16.2",
            ProportionalTime | ProportionalTimeBoth => "12.6",
        },
    )
}

/// 1993: incidents.
fn incident_1993(p: IncidentPoint) -> Citation {
    use IncidentPoint::*;
    const E: Edition = Edition::Fide1993;
    art(
        E,
        match p {
            Handshake => "10.2",
            Spectator => "16.4",
            CaptainPermitted | CaptainForbidden | CaptainMovesMade => "15.1",
            ScoresheetClockTimes | ScoresheetDrawOffer | ScoresheetNotes => "15.1",
            AdviceDuringPlay | AdviceDuringAdjournment => "15.1",
            IllnessBrief | IllnessProlonged => "12.5",
            ClockDefect | ClockDefectNotEvident | ClockDefectHandledByPlayer => "12.4",
            ClockDefectDisastrous | ClockStops => "12.4",
            ClockForgotten => "12.9",
            AccidentalTouch | TouchClaimWitnessed => "7.2",
            AdjustWarnedOpponent | AdjustWarnedArbiter => "7.1",
            AdjustUnannounced => "7.2(a)",
            TouchClaimUnproven => "7.4",
            TouchesMany | PromotionMisconduct => "16.5",
            PieceRequest => "5.6(e)",
            BoardMisplaced => "8.7",
            BoardMisplacedPiecesWrong => "8.5",
            ClaimWithdrawn => "10.13(c)",
            ScoreBehind | ScoreOneMoveBehind | MoveWrittenFirst => "11.1",
            ScoreInTimeTrouble | ScorePressed => "11.2",
            ScoreNotPressed => "11.4",
            ScoreCompletedOwnTime | ScoreCompletedClocksStopped => "11.2",
            ClockOtherHand => "12.3",
            PiecesKnockedOver => "8.3",
            MovesUncertain | MovesUncertainSwiss => "11.9",
            EnvelopeLost | EnvelopeLostMoveAgreed | EnvelopeWithoutAdjournment => "14.5",
            SealClockRunning => "13.1",
            ClockTimesCorrected | ClockTimesStand => "14.6",
            IllegalAtAdjudication | IllegalAfterResultRegistered => "8.1",
            AppealDrawWronglyGranted
            | AppealClaimWronglyRefused
            | AppealIncorrectClaim
            | AppealAgainstCorrectDecision
            | AppealCommitteeOnSite
            | AppealNoCommittee => "16.3",
            Unregulated
            | MatchWithdrawal
            | MatchWithdrawalRegulated
            | NationalRulesTitleTournament
            | NationalRules => return Citation::Preface { edition: E },
            LateNotAtFault => "10.15",
            FlagSpecialRegulations | FlagWithoutArbiter | FlagRegulationsNotRequired => "12.2",
        },
    )
}

/// 1993: the articles on moves (Art. 4), how the pieces move (Art. 5) and check (Art. 9).
fn move_rule_1993(r: IllegalReason) -> Citation {
    use IllegalReason::*;
    art(
        Edition::Fide1993,
        match r {
            NoPiece | NotYourPiece | CapturesOwnPiece | Inconsistent => "4.1",
            JumpsOverPiece => "4.2",
            QueenNotStraightOrDiagonal => "5.2",
            RookNotStraight => "5.3",
            BishopNotDiagonal => "5.4",
            KnightNotKnightMove => "5.5",
            KingTooFar => "5.1(a)",
            CastlingKingMoved => "5.1(e)(i)",
            CastlingRookMoved => "5.1(e)(ii)",
            CastlingPiecesBetween => "5.1(f)(ii)",
            CastlingOutOfCheck | CastlingThroughAttack | CastlingIntoCheck => "5.1(f)(i)",
            PawnBackwards | PawnSideways => "5.6(a)",
            PawnForwardBlocked | PawnDoubleStepNotFromStart | PawnCaptureNothing | PawnTooFar => {
                "5.6(b)"
            }
            EnPassantNotImmediate => "5.6(c)",
            PromotionMissing | PromotionInvalidPiece | PromotionNotOnLastRank => "5.6(d)",
            KingLeftInCheck => "9.2",
            KingExposedToCheck => "9.1",
        },
    )
}

/// The 2018 Laws.
fn fide_2018(t: Topic) -> Citation {
    use Topic::*;
    const E: Edition = Edition::Fide2018;
    art(
        E,
        match t {
            Checkmate => "5.1.1",
            Resignation => "5.1.2",
            Penalty => "12.9",
            RecordMoves => "8.1.1",
            RecordInTimeTrouble => "8.4",
            RefusalToComply => "11.7",
            BoardPlacement => "2.1",
            TouchedPiece => "4.3",
            Stalemate => "5.2.1",
            DeadPosition | InsufficientMaterial => "5.2.2",
            Agreement | AgreementTooEarly | PrematureDraw | PrematureDrawReason
            | PrematureDrawNoFight | DrawAgainstPosition => "5.2.3",
            Offer | OfferOwnClock | OfferOpponentClock | OfferAcceptedAfterMove => "9.1.2.1",
            ClaimAsOffer => "9.1.2.3",
            RepeatedOffer => "11.5",
            Repetition => "9.2.1",
            RepetitionIdentity => "9.2.2",
            Fifty | FiftyExtension | FiftyRegulation => "9.3",
            ClaimPenalty | CompulsoryMove => "9.5.3",
            ClaimRightLost | ClaimAfterMove => "9.4",
            ClaimVerification => "9.5.1",
            ClaimOverstep => "9.5.3",
            DeclaredMoveNotPlayed => "9.2.1.1",
            Fivefold => "9.6.1",
            SeventyFiveMoves => "9.6.2",
            TimeForfeit | TimeForfeitNoMate | TimeForfeitDraw | BareKing | BothFlags
            | FlagAfterSeal => "6.9",
            FlagMovesUncertain | FlagReconstructed => "6.9",
            FlagObserved | FlagUnnoticed => "6.8",
            IllegalMove => "7.5.1",
            TouchClaimLate => "4.8",
            PiecesDisplaced => "7.4.1",
            IllegalNotCompleted => "7.5.1",
            PromotionReplaced | PromotionUnexchanged | PromotionIntended => "7.5.2",
            IllegalPenalty | PromotionPenalty => "7.5.5",
            IllegalMoveTouch => "4.3",
            PressWithoutMove => "7.5.3",
            ClockHandling | ClockNotPressed | MoveNotCompleted => "6.2.1",
            ClockStoppedByArbiter => "6.11.3",
            // the time between the move and the press is the player's own
            ClockCorrectedForPlayer => "6.2.2",
            MoveCompleted => "4.7",
            TouchOwnPiece => "4.3.1",
            TouchOpponentPiece => "4.3.2",
            TouchBoth | TouchBothOpponentFirst | TouchTooMany => "4.3.3",
            TouchEnforced => "4.8",
            CastleKingFirst => "4.4.1",
            CastleRookFirst => "4.4.2",
            CastleIllegal | CastleOtherSide | CastleNoKingMove => "4.4.3",
            TouchFree => "4.5",
            Adjust => "4.2.1",
            AfterEnd => "5.1.1",
            FlagAfterEnd => "6.9",
            FlagAfterMate => "5.1.1",
            LateWithinLimit | LateLoss | BothLate | BothLateWithinLimit | LateExcused
            | LateOnResumption | LateWithTimeInHand => "6.7.1",
            ColoursReversed | ColoursReversedByArbiter | ColoursReversedAfterEnd => "7.3",
            InitialPositionAfterEnd => "7.2.1",
            // no adjournment: writing a move in advance is forbidden
            SealMove | SealOnBoard | SealedMove | AdjournedPlay => "8.1.2",
            SealedMoveInexact | SealedMoveIrregular | SealedMoveMissing | SealedMoveAmbiguous
            | SealDefinite | SealReply | SealedReplyUnclear | EnvelopeAfterEnd => "8.1.2",
            SealWrongPlayer | EnvelopeOpened | ResumeAbsent => "8.1.2",
            ClocksForResumption => "6.10.2",
            ClockStop => "6.11.1",
            ClockStart => "6.11.3",
            ClockCorrection => "6.10.2",
            ClockIndicationsConclusive => "6.10.1",
            NoClock => "6.1",
            ClockSetForResumption | MoveCounter => "6.10.2",
            ProportionalTime | ProportionalTimeBoth => "7.1",
            MoveRule(r) => move_rule_2018(r),
            Incident(p) => return incident_2018(p),
        },
    )
}

/// 2018: the article of Art. 3 (or 3.10.2, 3.9.2) an illegal move breaks.
fn move_rule_2018(r: IllegalReason) -> &'static str {
    use IllegalReason::*;
    match r {
        NoPiece | NotYourPiece | Inconsistent => "3.10.2",
        CapturesOwnPiece => "3.1",
        BishopNotDiagonal => "3.2",
        RookNotStraight => "3.3",
        QueenNotStraightOrDiagonal => "3.4",
        KnightNotKnightMove => "3.6",
        KingTooFar => "3.8.1",
        JumpsOverPiece => "3.5",
        PawnBackwards | PawnSideways | PawnForwardBlocked | PawnTooFar => "3.7.1",
        PawnDoubleStepNotFromStart => "3.7.2",
        PawnCaptureNothing => "3.7.3",
        EnPassantNotImmediate => "3.7.4.2",
        PromotionMissing | PromotionInvalidPiece | PromotionNotOnLastRank => "3.7.5.1",
        CastlingKingMoved => "3.8.2.1.1",
        CastlingRookMoved => "3.8.2.1.2",
        CastlingPiecesBetween => "3.8.2.2.2",
        CastlingOutOfCheck | CastlingThroughAttack | CastlingIntoCheck => "3.8.2.2.1",
        KingLeftInCheck | KingExposedToCheck => "3.9.2",
    }
}

/// 2018: incidents.
fn incident_2018(p: IncidentPoint) -> Citation {
    use IncidentPoint::*;
    const E: Edition = Edition::Fide2018;
    art(
        E,
        match p {
            Handshake => "5.1.2",
            Spectator => "12.7",
            CaptainPermitted | CaptainForbidden | CaptainMovesMade => "11.3.1",
            ScoresheetClockTimes | ScoresheetDrawOffer => "8.1.4",
            ScoresheetNotes | AdviceDuringPlay | AdviceDuringAdjournment => "11.3.1",
            // no adjournment: the arbiter stops the clock and decides
            IllnessBrief | IllnessProlonged => "6.11.1",
            EnvelopeLost | EnvelopeLostMoveAgreed | EnvelopeWithoutAdjournment => "6.11.1",
            SealClockRunning => "6.11.1",
            ClockDefect | ClockDefectNotEvident | ClockDefectHandledByPlayer => "6.10.1",
            ClockDefectDisastrous | ClockStops => "6.10.1",
            ClockForgotten => "12.6",
            AccidentalTouch => "4.2.2",
            AdjustWarnedOpponent | AdjustWarnedArbiter => "4.2.1",
            AdjustUnannounced => "4.3.1",
            TouchClaimUnproven => "4.8",
            TouchClaimWitnessed => "4.3",
            TouchesMany | PromotionMisconduct => "12.9",
            PieceRequest => "6.11.2",
            BoardMisplaced => "7.2.2",
            BoardMisplacedPiecesWrong => "7.2.1",
            ClaimWithdrawn => "9.5.1",
            ScoreBehind | ScoreOneMoveBehind => "8.1.1",
            ScoreInTimeTrouble | ScorePressed | ScoreNotPressed => "8.4",
            ScoreCompletedOwnTime | ScoreCompletedClocksStopped => "8.4",
            MoveWrittenFirst => "8.1.2",
            ClockOtherHand => "6.2.3",
            PiecesKnockedOver => "7.4.1",
            MovesUncertain | MovesUncertainSwiss => "8.5.3",
            ClockTimesCorrected | ClockTimesStand => "6.10.2",
            IllegalAtAdjudication | IllegalAfterResultRegistered => "7.5.1",
            AppealDrawWronglyGranted
            | AppealClaimWronglyRefused
            | AppealIncorrectClaim
            | AppealAgainstCorrectDecision
            | AppealCommitteeOnSite
            | AppealNoCommittee => "11.10",
            Unregulated
            | MatchWithdrawal
            | MatchWithdrawalRegulated
            | NationalRulesTitleTournament
            | NationalRules => return Citation::Preface { edition: E },
            LateNotAtFault => "6.7.1",
            FlagSpecialRegulations | FlagWithoutArbiter | FlagRegulationsNotRequired => "6.8",
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_incident_cites_an_interpretation_younger_than_its_edition() {
        for e in Edition::ALL {
            for &p in IncidentPoint::ALL {
                let c = cite(e, Topic::Incident(p));
                if let Some(year) = c.interpretation_year() {
                    assert!(e.applies_interpretation_of(year), "{:?} {:?}: {}", e, p, c);
                }
                if let Citation::Article { edition, .. } | Citation::Preface { edition } = c {
                    assert_eq!(edition, e, "{:?}", p);
                }
            }
        }
    }

    #[test]
    fn model_points_all_lists_every_point_once() {
        use ModelPoint::*;
        // an exhaustive match: a new point fails to compile here until it is given a place,
        // and the place must be its index in `ALL`
        let place = |p: ModelPoint| match p {
            SessionTimedBy => 0,
            AdjournedEarly => 1,
            AdjournedAtLastRound => 2,
            LongGameInterrupted => 3,
            AdjournAtEndOfPlay => 4,
            HoursOfPlay => 5,
            StauntonPattern => 6,
            EquipmentApproved => 7,
            ProportionalTimeRule => 8,
            ProportionalTime => 9,
            DefectiveClock => 10,
            DefectiveClockDisaster => 11,
            TeamSonnebornBerger => 12,
            PrizeEligibility => 13,
            Withdrawal => 14,
            DeclaredDefaults => 15,
            Ties => 16,
            ResultCorrected => 17,
            MatchWithdrawal => 18,
            OrganizationQuestions => 19,
        };
        for (i, &p) in ModelPoint::ALL.iter().enumerate() {
            assert_eq!(place(p), i, "{p:?}");
            // each is found again by the label its output writes
            let label = model(p).label();
            assert_eq!(model_citation(&label).map(|c| c.label()), Some(label));
        }
    }
}
