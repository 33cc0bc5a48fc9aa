//! Every article number the engine cites, one table per edition: [`cite`] answers
//! "which article (or interpretation) decides this [`Topic`] under this edition".
//! The rule functions name topics; only this file names articles.
//!
//! Interpretations belong to editions by date: the 1977 edition applies the 1977/78
//! book and the interpretations dated up to 1976; those dated 1977–1979 (12.4 (1978),
//! 15.1 (1978), 14.4 (1979B)…) apply from the 1980 edition on.

use super::citation::Citation;
use crate::chess::position::IllegalReason;
use crate::edition::Edition;

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
    /// Offering a draw, and declining it.
    Offer,
    /// An offer repeated before the opponent has offered: annoying the opponent.
    RepeatedOffer,
    /// A claim of repetition of position.
    Repetition,
    /// What counts as the same position (castling rights, en passant).
    RepetitionIdentity,
    /// A claim under the fifty-move rule.
    Fifty,
    /// The extension of the fifty moves for two knights against a blocked pawn.
    FiftyExtension,
    /// The clock consequence of an incorrect claim.
    ClaimPenalty,
    /// 2018: a player who touched a piece loses the right to claim on that move.
    ClaimRightLost,
    /// The move declared with an incorrect claim must be played.
    CompulsoryMove,
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
    /// A fallen flag when the opponent cannot checkmate (2018) or has a bare king (1993).
    TimeForfeitDraw,
    /// Who establishes that a flag has fallen.
    FlagObserved,
    /// 1993: both flags down, which fell first unknown.
    BothFlags,
    /// 1980: a flag pointed out after the opponent sealed his move.
    FlagAfterSeal,
    /// An illegal move: the position before it is reinstated.
    IllegalMove,
    /// Which rule of the moves an illegal move breaks.
    MoveRule(IllegalReason),
    /// The replacing move after an illegal one is under the touched-piece rule.
    IllegalMoveTouch,
    /// 2018: an illegal move is completed only when the clock is pressed.
    IllegalNotCompleted,
    /// 2018: an unpromoted pawn on the last rank is replaced by a queen.
    PromotionReplaced,
    /// 2018: the penalties for completed illegal moves.
    IllegalPenalty,
    /// The clock pressed without a move.
    PressWithoutMove,
    /// A move is completed when the piece is released; it cannot be changed.
    MoveCompleted,
    /// A piece touched with intent must be moved.
    TouchOwnPiece,
    /// An opponent's piece touched with intent must be captured.
    TouchOpponentPiece,
    /// Own and opponent's pieces touched: capture with the first, or the first movable.
    TouchBoth,
    /// The king touched first and moved two squares: castling on that side.
    CastleKingFirst,
    /// The rook touched first: no castling on that move.
    CastleRookFirst,
    /// King and rook touched, castling illegal: another legal move with the king.
    CastleIllegal,
    /// No touched piece can be moved: any legal move.
    TouchFree,
    /// Adjusting a piece after announcing it.
    Adjust,
    /// Events after the game ended are without importance.
    AfterEnd,
    /// A flag found fallen after a resignation or an agreed draw: the result stands.
    FlagAfterEnd,
    /// Late arrival within the limit.
    LateWithinLimit,
    /// Late arrival beyond the limit: loss.
    LateLoss,
    /// Both players late.
    BothLate,
    /// Colours reversed.
    ColoursReversed,
    /// Sealing the move at adjournment.
    SealMove,
    /// The sealed move made on the board before sealing.
    SealOnBoard,
    /// The sealed move at the resumption.
    SealedMove,
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
        Stalemate => art(E, "12.1"),
        Agreement | AgreementTooEarly => art(E, "12.2"),
        PrematureDraw => interp("18.1 (1964)", "18.1"),
        Offer => art(E, "18.1"),
        RepeatedOffer => interp("19.1c (1958)", "19.1"),
        Repetition => art(E, "12.3"),
        RepetitionIdentity => interp("12.3 (1964)", "12.3"),
        Fifty | FiftyExtension => art(E, "12.4"),
        ClaimPenalty => interp("18.2 (1976)", "18.2"),
        ClaimRightLost => art(E, "18.2"),
        CompulsoryMove => interp("12.3a (1960)", "12.3"),
        InsufficientMaterial | DeadPosition | Fivefold | SeventyFiveMoves => art(E, "12.1"),
        TimeForfeit | TimeForfeitDraw | FlagAfterSeal | BothFlags => art(E, "17.1"),
        FlagObserved => interp("14.4 (1974)", "14.4"),
        IllegalMove | IllegalNotCompleted | PromotionReplaced | IllegalPenalty => art(E, "9.1"),
        MoveRule(r) => move_rule_old(E, r),
        IllegalMoveTouch => art(E, "8"),
        // the 1977 book has no sentence on it: the general observation on analogy
        PressWithoutMove => interp("1 (1959)", "1"),
        MoveCompleted => art(E, "7.1"),
        TouchOwnPiece => art(E, "8.2(a)"),
        TouchOpponentPiece | TouchBoth => art(E, "8.2(b)"),
        CastleKingFirst => interp("6.1 (1971)", "6.1"),
        CastleRookFirst => interp("6.1 (1971)", "6.1"),
        CastleIllegal => interp("6.1 (1975)", "6.1"),
        TouchFree => art(E, "8.3"),
        Adjust => art(E, "8.1"),
        AfterEnd | FlagAfterEnd => interp("11.1 (1976)", "11.1"),
        LateWithinLimit | LateLoss => art(E, "17.2"),
        BothLate => art(E, "17.4"),
        ColoursReversed => interp("9.4 (1958)", "9.4"),
        SealMove | SealOnBoard => art(E, "15.1"),
        AdjournedPlay => art(E, "9.3"),
        SealedMove => art(E, "17.3"),
        BareKing => art(E, "17.1"),
        ClockStop | ClockStart => art(E, "14.6"),
        ClockCorrection => art(E, "14.5"),
    }
}

/// The 1980 Laws with the interpretations dated up to 1979: where they differ from 1977.
fn fide_1980(t: Topic) -> Citation {
    use Topic::*;
    const E: Edition = Edition::Fide1980;
    match t {
        FiftyExtension => interp("12.4 (1978)", "12.4"),
        ClaimPenalty => art(E, "18.2"),
        FlagAfterSeal => interp("14.4 (1979B)", "14.4"),
        FlagAfterEnd => interp("14.4 (1979A)", "14.4"),
        SealOnBoard => interp("15.1 (1978)", "15.1"),
        PressWithoutMove => art(E, "14.3"),
        AdjournedPlay => art(E, "16.1"),
        MoveRule(r) => move_rule_old(E, r),
        _ => match fide_1977(t) {
            Citation::Article { number, .. } => art(E, number),
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
            Stalemate => "10.3",
            InsufficientMaterial | DeadPosition => "10.4",
            BareKing | TimeForfeitDraw => "10.5",
            Agreement | AgreementTooEarly | PrematureDraw => "10.6",
            Offer => "10.7",
            RepeatedOffer => "15.1",
            Repetition | RepetitionIdentity | Fivefold => "10.10",
            Fifty | FiftyExtension | SeventyFiveMoves => "10.12",
            ClaimPenalty | CompulsoryMove => "10.13(b)",
            ClaimRightLost => "10.13",
            TimeForfeit | FlagAfterSeal => "10.14",
            FlagObserved => "12.2",
            BothFlags => "12.8",
            IllegalMove | IllegalNotCompleted | PromotionReplaced | IllegalPenalty => "8.1",
            MoveRule(r) => return move_rule_1993(r),
            IllegalMoveTouch => "7",
            PressWithoutMove => "12.3",
            MoveCompleted => "6.1",
            TouchOwnPiece => "7.2(a)",
            TouchOpponentPiece => "7.2(b)",
            TouchBoth => "7.2(c)",
            CastleKingFirst | CastleIllegal => "5.1(d)",
            CastleRookFirst => "5.1(c)",
            TouchFree => "7.2",
            Adjust => "7.1",
            AfterEnd => "10.1",
            FlagAfterEnd => "12.7",
            LateWithinLimit | LateLoss => "10.15",
            BothLate => "10.17",
            ColoursReversed => "8.6",
            SealMove | SealOnBoard => "13.1(a)",
            AdjournedPlay => "14.1",
            SealedMove => "10.16",
            ClockStop | ClockStart => "12.5",
            ClockCorrection => "12.4",
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
            Stalemate => "5.2.1",
            DeadPosition | InsufficientMaterial => "5.2.2",
            Agreement | AgreementTooEarly | PrematureDraw => "5.2.3",
            Offer => "9.1.2.1",
            RepeatedOffer => "11.5",
            Repetition => "9.2.1",
            RepetitionIdentity => "9.2.2",
            Fifty | FiftyExtension => "9.3",
            ClaimPenalty | CompulsoryMove => "9.5.3",
            ClaimRightLost => "9.4",
            Fivefold => "9.6.1",
            SeventyFiveMoves => "9.6.2",
            TimeForfeit | TimeForfeitDraw | BareKing | BothFlags | FlagAfterSeal => "6.9",
            FlagObserved => "6.8",
            IllegalMove => "7.5.1",
            IllegalNotCompleted => "7.5.1",
            PromotionReplaced => "7.5.2",
            IllegalPenalty => "7.5.5",
            IllegalMoveTouch => "4.3",
            PressWithoutMove => "7.5.3",
            MoveCompleted => "4.7",
            TouchOwnPiece => "4.3.1",
            TouchOpponentPiece => "4.3.2",
            TouchBoth => "4.3.3",
            CastleKingFirst => "4.4.1",
            CastleRookFirst => "4.4.2",
            CastleIllegal => "4.4.3",
            TouchFree => "4.5",
            Adjust => "4.2.1",
            AfterEnd => "5.1.1",
            FlagAfterEnd => "6.9",
            LateWithinLimit | LateLoss | BothLate => "6.7.1",
            ColoursReversed => "7.3",
            // no adjournment: writing a move in advance is forbidden
            SealMove | SealOnBoard | SealedMove | AdjournedPlay => "8.1.2",
            ClockStop => "6.11.1",
            ClockStart => "6.11.3",
            ClockCorrection => "6.10.2",
            MoveRule(r) => r.article(),
        },
    )
}

/// The citation written as `label` under `edition`: `"Interpretation 12.3 (1964)"`,
/// `"Preface"` or an article number. For the incident table, whose labels are kept
/// beside its decisions (`incident.rs`).
pub(super) fn labelled(edition: Edition, label: &'static str) -> Citation {
    if let Some(id) = label.strip_prefix("Interpretation ") {
        let number = id.split(' ').next().unwrap_or(id);
        let end = number
            .rfind(|c: char| c.is_ascii_digit())
            .map_or(number.len(), |i| i + 1);
        return Citation::Interpretation {
            id,
            interprets: &number[..end],
        };
    }
    if label == "Preface" {
        return Citation::Preface { edition };
    }
    art(edition, label)
}
