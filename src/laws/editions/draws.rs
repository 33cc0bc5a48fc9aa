//! See [`super::Policy`]: draws (claims of a draw and their verification, draw offers and
//! agreements, the endings that are drawn by themselves, a loss the winner cannot win).

use super::policy::Policy;
use crate::edition::Edition;
use crate::laws::verdict::ClaimKind;

impl Policy {
    /// How a claim waiting for the arbiter is verified, and what the clock does meanwhile
    /// (the topic `ClaimVerification`): 1977 the clock runs until the claim is verified,
    /// a claim of repetition charged exactly five minutes (Art. 18.2, Interpretation 18.2
    /// (1976)); 1980 the arbiter must first stop the clock, which runs until he does
    /// (Art. 18.2); 1993 he must first stop the clocks (Art. 10.13); 2018 the claimant or
    /// the arbiter stops the chessclock, and the claim cannot be withdrawn (Art. 9.5.1).
    pub const fn claim_verification(self) -> ClaimVerification {
        match self.edition {
            Edition::Fide1977 => ClaimVerification::ClockRunsFlatCharge,
            Edition::Fide1980 => ClaimVerification::ArbiterStopsClock,
            Edition::Fide1993 => ClaimVerification::ArbiterStopsClocks,
            Edition::Fide2018 => ClaimVerification::ChessclockStopped,
        }
    }

    /// Whether the verification of a claim of `kind` is charged as exactly five minutes
    /// on the claimant's clock, correct or not, however long it takes: 1977 claims of
    /// repetition (Interpretation 18.2 (1976)); no other claim, and not in 1980 (Art.
    /// 18.2), 1993 (Art. 10.13) or 2018 (Art. 9.5).
    pub fn verification_charged_flat(self, kind: ClaimKind) -> bool {
        matches!(self.edition, Edition::Fide1977) && kind == ClaimKind::Repetition
    }

    /// Whether an incorrect claim of `kind` is penalised on the clock (the penalty is
    /// `clock::rules::incorrect_claim`): not in 1977, where the flat charge for verifying
    /// a claim of repetition takes its place (Interpretation 18.2 (1976)); 1980 a claim
    /// of repetition only (Art. 18.2 concerns the claims of Art. 12.3); 1993 every claim
    /// (Art. 10.13(b)); 2018 every claim (Art. 9.5.3).
    pub fn incorrect_claim_penalised(self, kind: ClaimKind) -> bool {
        match self.edition {
            Edition::Fide1977 => false,
            Edition::Fide1980 => kind == ClaimKind::Repetition,
            Edition::Fide1993 | Edition::Fide2018 => true,
        }
    }

    /// Whether the move declared with an incorrect claim of `kind` must be played:
    /// 1977/1980 after a claim of repetition (Interpretation 12.3a (1960)); 1993 after a
    /// claim of repetition (Art. 10.13(b) with 10.10(a)), the fifty-move claims of
    /// 1977–1993 counting no declared move; 2018 after any claim (Art. 9.5.3).
    pub fn declared_move_binds(self, kind: ClaimKind) -> bool {
        kind == ClaimKind::Repetition || self.is_2018()
    }

    /// Whether an incorrect claim is considered an offer of a draw, which the opponent
    /// may accept or decline: 2018 (Art. 9.1.2.3); not 1977/1980 (Art. 18.1) or 1993
    /// (Art. 10.7).
    pub const fn incorrect_claim_is_offer(self) -> bool {
        self.is_2018()
    }

    /// What a player loses who makes his move on the board before claiming: 1977/1980 he
    /// did not first declare it, and cannot claim with it (Art. 12.3); 1993 the right to
    /// claim, restored only when the same position appears again with him to move (Art.
    /// 10.11); 2018, having touched a piece, the right to claim on this move (Art. 9.4).
    pub const fn moved_before_claiming(self) -> MovedBeforeClaiming {
        if self.before_1993() {
            MovedBeforeClaiming::NotDeclaredFirst
        } else if self.is_2018() {
            MovedBeforeClaiming::RightOnThisMove
        } else {
            MovedBeforeClaiming::RightUntilRecurrence
        }
    }

    /// Whether the same position is decided by the castling *rights* (2018 Art. 9.2.2.2: a
    /// right lost only when the king or rook moves), rather than by the moves then possible
    /// (1977/1980 Interpretation 12.3 (1964), 1993 Art. 10.10): the words of a refused claim
    /// then speak of the right.
    pub const fn identity_by_castling_rights(self) -> bool {
        self.is_2018()
    }

    /// Whether touching a piece with intent, before claiming, loses the right to claim a
    /// draw on this move: 2018 (Art. 9.4); not 1977/1980 (Art. 12.3, 18.2) or 1993 (Art.
    /// 10.11, 10.13), where only the move made loses it.
    pub const fn touch_loses_claim(self) -> bool {
        self.is_2018()
    }

    /// Whether the edition rules expressly on a claimant of repetition who writes and
    /// declares his move without playing it (the arbiter examines the claim with the move
    /// declared, and he must make it): 1977/1980 Interpretation 12.3a (1974); the 1993
    /// (Art. 10.10) and 2018 (Art. 9.2.1.1) Laws make the written, declared move part of
    /// the claim itself.
    pub const fn declared_move_examined_unplayed(self) -> bool {
        self.before_1993()
    }

    /// Whether an appeal against the arbiter's decision on a claim, outside an
    /// international tournament (`international` false), is decided later by the higher
    /// authority, the arbiter's decision enforced meanwhile: 1977/1980 (Interpretations
    /// 18.2 (1974), 20.3 (1958), Art. 20.3; an international tournament has its committee
    /// at the venue); 1993 (Art. 16.3) and 2018 (Art. 11.10) send it to the body the
    /// regulations name, which decides on the game's record.
    pub const fn appeal_decided_later(self, international: bool) -> bool {
        self.before_1993() && !international
    }

    /// How the Laws rule on the moment of a draw offer: 1977/1980 any moment, the
    /// opponent deciding (Art. 18.1, Interpretation 18.1 (1974A)); 1993 after the move, on
    /// the offerer's own clock the decision postponed until the move, on the opponent's
    /// clock valid but the offerer may be penalised (Art. 10.7–10.9); 2018 after the move,
    /// before pressing the clock, at any other time valid but distracting or annoying
    /// (Art. 9.1.2.1, 11.5).
    pub const fn offer_moment_rule(self) -> OfferMomentRule {
        if self.before_1993() {
            OfferMomentRule::AnyMoment
        } else if self.is_2018() {
            OfferMomentRule::BeforePressingClock
        } else {
            OfferMomentRule::OpponentClockPenalised
        }
    }

    /// Why a draw offer repeated before the opponent has offered one may be penalised:
    /// 1977/1980 repeated without a clearly well-founded reason it annoys the opponent
    /// (Interpretation 19.1c (1958), penalties under Art. 19.2); 1993 it is forbidden to
    /// distract or annoy the opponent (Art. 15.1); 2018 unreasonable offers are a way of
    /// annoying him (Art. 11.5).
    pub const fn repeated_offer_rule(self) -> RepeatedOfferRule {
        if self.before_1993() {
            RepeatedOfferRule::WithoutReasonAnnoys
        } else if self.is_2018() {
            RepeatedOfferRule::UnreasonableAnnoys
        } else {
            RepeatedOfferRule::DistractingForbidden
        }
    }

    /// Whether a draw may be agreed only after both players have made at least one move:
    /// 2018 (Art. 5.2.3); 1977/1980 (Art. 12.2) and 1993 (Art. 10.6) set no such limit.
    pub const fn agreement_needs_first_moves(self) -> bool {
        self.is_2018()
    }

    /// Whether a draw agreed early or against the position is examined (a player's
    /// reason, before the 30th move, in the opening, a certain win given up): 1977/1980
    /// (Interpretations 18.1 (1959), (1960), (1963), (1964)); 1993 (Art. 10.6) and 2018
    /// (Art. 5.2.3) leave an agreement to the players.
    pub const fn premature_draws_examined(self) -> bool {
        self.before_1993()
    }

    /// Which endings, besides checkmate and stalemate, the game reaches by itself:
    /// 1977/1980 none (Art. 12.1); 1993 the drawn endings Art. 10.4 lists; 2018 a dead position (Art. 5.2.2), the
    /// fivefold repetition (Art. 9.6.1) and 75 moves (Art. 9.6.2).
    pub const fn automatic_draws(self) -> AutomaticDraw {
        if self.before_1993() {
            AutomaticDraw::StalemateOnly
        } else if self.is_2018() {
            AutomaticDraw::DeadPositionAndLimits
        } else {
            AutomaticDraw::ListedEndings
        }
    }

    /// Whether the Laws extend the fifty moves to a hundred for king and two knights
    /// against king and pawn blocked by a knight: 1980 (Interpretation 12.4 (1978), which
    /// applies from 1980); not 1977 (Art. 12.4), 1993 (Art. 10.12) or 2018 (Art. 9.3).
    pub const fn fifty_extended_for_two_knights(self) -> bool {
        matches!(self.edition, Edition::Fide1980)
    }

    /// Whether the tournament's regulations may set a longer count for king and two
    /// knights against king and pawn blocked by a knight: 1977/1980 (Art. 12.4,
    /// Interpretation 12.4 (1958B)), 1993 (Art. 10.12); not 2018 (Art. 9.3).
    pub const fn regulations_extend_fifty(self) -> bool {
        !self.is_2018()
    }

    /// Whether the move a claimant declares counts towards the fifty moves: 2018 (Art.
    /// 9.3.1); 1977/1980 (Art. 12.4) and 1993 (Art. 10.12) ask that the moves "have been
    /// made".
    pub const fn declared_move_counts_for_fifty(self) -> bool {
        self.is_2018()
    }

    /// Whether a claimant writes the move he is to make on his scoresheet and declares it
    /// to the arbiter: 1993 (Art. 10.10(a)), 2018 (Art. 9.2.1.1, 9.3.1); 1977/1980 ask
    /// only that he first declare his intention of making it (Art. 12.3(a)).
    pub const fn claimed_move_written(self) -> bool {
        !self.before_1993()
    }

    /// When a loss (a flag, a second illegal move, an illegal sealed move, a charge that
    /// makes a claimant overstep) is a draw because the winner cannot win: 1977/1980
    /// never (Interpretation 12.4 (1958A)); 1993 when the winner has only his king left
    /// (Art. 10.5); 2018 when he cannot checkmate by any series of legal moves (Art. 6.9,
    /// 7.5.5).
    pub const fn loss_spared_when(self) -> SparedWhen {
        if self.before_1993() {
            SparedWhen::Never
        } else if self.is_2018() {
            SparedWhen::WinnerCannotMate
        } else {
            SparedWhen::WinnerBareKing
        }
    }
}

/// How a claim waiting for the arbiter is verified, and what the clock does meanwhile
/// ([`Policy::claim_verification`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClaimVerification {
    /// The claimant's clock runs until the arbiter has verified the claim; the
    /// verification is charged as exactly five minutes.
    ClockRunsFlatCharge,
    /// The arbiter must first stop the clock to investigate the claim; until then it runs.
    ArbiterStopsClock,
    /// The arbiter must first stop the clocks to investigate the claim.
    ArbiterStopsClocks,
    /// The claimant or the arbiter stops the chessclock; the claim cannot be withdrawn.
    ChessclockStopped,
}

/// What a player has lost who made his move on the board before claiming a draw
/// ([`Policy::moved_before_claiming`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MovedBeforeClaiming {
    /// He did not first declare the move: he cannot claim with it.
    NotDeclaredFirst,
    /// The right to claim, restored only when the same position appears again with him to
    /// move.
    RightUntilRecurrence,
    /// Having touched a piece, the right to claim on this move.
    RightOnThisMove,
}

/// How the Laws rule on the moment of a draw offer ([`Policy::offer_moment_rule`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OfferMomentRule {
    /// At any moment: made while the offerer's own clock runs, the opponent may accept,
    /// reject, or postpone his decision until after the move; while the opponent's clock
    /// runs, accept or reject.
    AnyMoment,
    /// On completing a move; made while the offerer's own clock runs, the opponent may
    /// postpone his decision until he has seen the move; while the opponent's clock runs,
    /// still valid, but the offerer may be penalised.
    OpponentClockPenalised,
    /// After the offerer's move, before he presses the clock; at any other time still
    /// valid, but distracting or annoying the opponent must be considered.
    BeforePressingClock,
}

/// Why a repeated draw offer may be penalised ([`Policy::repeated_offer_rule`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RepeatedOfferRule {
    /// Repeated without a clearly well-founded reason before the opponent has offered, it
    /// annoys him, which the Laws forbid.
    WithoutReasonAnnoys,
    /// It is forbidden to distract or annoy the opponent.
    DistractingForbidden,
    /// Unreasonable offers of a draw are a way of annoying the opponent.
    UnreasonableAnnoys,
}

/// Which endings, besides checkmate and stalemate, the game reaches by itself
/// ([`Policy::automatic_draws`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AutomaticDraw {
    /// None: only stalemate draws by itself.
    StalemateOnly,
    /// The drawn endings the Laws list (king against king, a single minor piece, bishops
    /// on the same colour).
    ListedEndings,
    /// A dead position, the fivefold repetition and 75 moves without pawn move or capture.
    DeadPositionAndLimits,
}

/// When a loss is a draw because the winner cannot win ([`Policy::loss_spared_when`]).
///
/// [`Policy::loss_spared_when`]: super::editions::Policy::loss_spared_when
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SparedWhen {
    /// Never: the loss stands whatever the material.
    Never,
    /// When the winner has only his king left.
    WinnerBareKing,
    /// When the winner cannot checkmate by any series of legal moves.
    WinnerCannotMate,
}
