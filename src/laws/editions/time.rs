//! See [`super::Policy`]: flags, lateness, the clock and the arbiter's clock actions,
//! adjournment (and colours found reversed, ruled beside the arbiter's clock actions).

use super::policy::Policy;
use crate::edition::Edition;

/// One minute in milliseconds.
const MINUTE: u64 = 60_000;

/// Flags.
impl Policy {
    /// Whether the way the moves made were established, where the scoresheets fell short,
    /// rules a fallen flag: the moves of the game as reconstructed after the control
    /// (Interpretations 13.2 (1959), 13.2 (1967)), or moves nobody can establish (see
    /// [`uncertain_move_count_rules_flag`](Policy::uncertain_move_count_rules_flag)):
    /// 1977/1980 yes; 1993 no (Art. 10.14); 2018 no (Art. 6.9).
    pub const fn move_count_rules_flag(self) -> bool {
        self.before_1993()
    }

    /// Whether a fallen flag, where the players cannot agree how many moves were made and
    /// the arbiter cannot establish it, is ruled on that uncertainty (only in a Swiss
    /// tournament may the arbiter let the game continue): 1977 no (its interpretations end
    /// in 1976); 1980 yes (Interpretation 17.1 (1979B)); 1993 no (Art. 10.14); 2018 no
    /// (Art. 6.9).
    pub const fn uncertain_move_count_rules_flag(self) -> bool {
        matches!(self.edition, Edition::Fide1980)
    }

    /// Whether the ruling on a fallen flag says when it fell: the move made and the clock
    /// not stopped (Interpretations 14.3 (1967), 14.4 (1976)), or fallen unseen during an
    /// earlier move (Interpretation 14.4 (1974)): 1977/1980 yes; 1993 no (Art. 10.14,
    /// 12.2); 2018 no (Art. 6.8, 6.9).
    pub const fn flag_moment_ruled(self) -> bool {
        self.before_1993()
    }

    /// Whether an event's special regulations may decide how a flag is established where
    /// the arbiters cannot watch every board (a loss on time then established only on the
    /// opponent's claim): 1977/1980 yes (Interpretation 17.1 (1970)); 1993 no (Art. 12.2);
    /// 2018 no (Art. 6.8).
    pub const fn flag_special_regulations_allowed(self) -> bool {
        self.before_1993()
    }

    /// Whether a player whose flag has fallen is spared the loss (a draw) when his opponent
    /// cannot win: 1977/1980 no, the flag loses (Art. 17.1), even where no mate is possible
    /// for either side (Interpretation 12.4 (1958A)); 1993 yes (Art. 10.5); 2018 yes
    /// (Art. 6.9).
    pub const fn flag_spared_if_opponent_cannot_win(self) -> bool {
        !self.before_1993()
    }

    /// Whether what spares a player the loss, on time or by a sealed move that cannot be
    /// played, is his opponent having only his king left: 1977/1980 no, nothing spares him
    /// (Art. 17.1); 1993 yes (Art. 10.5); 2018 no, it is the opponent's being unable to
    /// checkmate by any series of legal moves (Art. 6.9).
    pub const fn bare_king_spares_loss(self) -> bool {
        matches!(self.edition, Edition::Fide1993)
    }

    /// Whether, both flags fallen and which fell first not to be established, the game
    /// continues with the next move the first of the following period: 1993 yes
    /// (Art. 12.8); 1977/1980 no, the flag pointed out is ruled on (Art. 17.1); 2018 no
    /// (Art. 6.9).
    pub const fn both_flags_fallen_play_continues(self) -> bool {
        matches!(self.edition, Edition::Fide1993)
    }

    /// Whether a flag counts as fallen once either player claims it (besides the arbiter
    /// seeing it): 2018 yes (Art. 6.8); 1977/1980 no, the arbiter or, with no arbiter
    /// present, the opponent (Interpretation 14.4 (1974)); 1993 no, likewise (Art. 12.2).
    pub const fn either_player_may_claim_flag(self) -> bool {
        self.is_2018()
    }

    /// Whether the sealer's claim that his opponent's flag had fallen, made only after he
    /// sealed his move and stopped the clocks, comes too late: 1977 no (its
    /// interpretations end in 1976); 1980 yes (Interpretation 14.4 (1979B)); 1993 no
    /// (Art. 10.14); 2018 no adjournment.
    pub const fn flag_claim_after_seal_too_late(self) -> bool {
        matches!(self.edition, Edition::Fide1980)
    }
}

/// Lateness.
impl Policy {
    /// The lateness after which a player loses the game by default, `event_default_ms` the
    /// event's default time if its regulations give one: one hour in 1977/1980 (Art. 17.2)
    /// and 1993 (Art. 10.15); the event's default time in 2018 (Art. 6.7.1), zero when the
    /// regulations specify none. A player later than this loses.
    pub const fn late_default_ms(self, event_default_ms: Option<u64>) -> u64 {
        if self.is_2018() {
            match event_default_ms {
                Some(ms) => ms,
                None => 0,
            }
        } else {
            60 * MINUTE
        }
    }

    /// Whether a concession the arbiter granted a player late through no fault of his own
    /// stands, the game not forfeited: 1977/1980 yes (Interpretation 17.2 (1958)); 1993 no
    /// (Art. 10.15); 2018 no (Art. 6.7.1).
    pub const fn lateness_excuse_stands(self) -> bool {
        self.before_1993()
    }

    /// Whether, both players late within the limit, the time elapsed is White's alone, his
    /// clock having been started at the time set for the game: 1977/1980 yes
    /// (Interpretation 14.3 (1958)); 1993 no such ruling (Art. 10.15); 2018 no (Art. 6.7.1).
    pub const fn both_late_time_is_whites(self) -> bool {
        self.before_1993()
    }

    /// Whether, at the resumption, a player present whose flag fell before his absent
    /// opponent arrived more than an hour late has lost on time then, the arrival being
    /// without importance: 1977/1980 yes (Interpretation 17.2 (1962)(c)); 1993 no
    /// (Art. 10.15); 2018 no adjournment.
    pub const fn flag_before_late_arrival_decides(self) -> bool {
        self.before_1993()
    }
}

/// The clock and the arbiter's clock actions.
impl Policy {
    /// Whether a defective clock is left to the arbiter's best judgement: 1993 yes
    /// (Art. 12.4); 2018 yes (Art. 6.10.1); 1977/1980 no, the Interpretations rule it: the
    /// players never deal with it themselves (Interpretation 14.5 (1974)), what counts as
    /// an evident defect is judged case by case (14.5 (1958)), and the new clock is set as
    /// accurately as possible (14.5 (1971)).
    pub const fn defective_clock_left_to_best_judgement(self) -> bool {
        !self.before_1993()
    }

    /// Whether a player given back used time by the arbiter is never left with less than
    /// five minutes to the time control, nor less than one minute a move to it: 1993 yes
    /// (Art. 12.4, 12.6); 1977/1980 no (Art. 14.5, 14.7); 2018 no (Art. 6.10.1, 7.1).
    pub const fn corrected_times_keep_five_minutes(self) -> bool {
        matches!(self.edition, Edition::Fide1993)
    }

    /// Whether the Laws speak of a player who does not press his clock, the time until he
    /// presses being his own: 2018 yes (Art. 6.2.2, 12.6); 1977/1980 no, a player who
    /// forgets to stop his clock (Interpretations 14.3 (1967), 14.3 (1973)); 1993 no
    /// (Art. 12.9).
    pub const fn time_to_press_is_players_own(self) -> bool {
        self.is_2018()
    }

    /// Whether the arbiter refrains from reminding a player to stop his clock because the
    /// handling of the clock is the players' own: 1977/1980 yes (Interpretation 14.3
    /// (1967)); 1993 no, he must simply refrain (Art. 12.9); 2018 no, he must not tell him
    /// (Art. 12.6).
    pub const fn clock_handling_is_players_own(self) -> bool {
        self.before_1993()
    }

    /// Whether the times after an irregularity found later are allotted in proportion to
    /// what the clocks show, for both players: 1977/1980 yes (Art. 14.7, Interpretation
    /// 14.7 (1975)); 1993 yes (Art. 12.6); 2018 no, the arbiter uses his best judgement
    /// (Art. 7.1).
    pub const fn irregularity_times_by_proportion(self) -> bool {
        !self.is_2018()
    }

    /// Whether the arbiter who finds the setting of the clock incorrect corrects it by his
    /// best judgement: 2018 yes (Art. 6.10.2); 1977/1980 no, every indication of the clock
    /// is conclusive short of an evident defect (Art. 14.5); 1993 no (Art. 12.4).
    pub const fn arbiter_corrects_clock_setting(self) -> bool {
        self.is_2018()
    }

    /// Whether the claimant's clock keeps running while an incorrect claim of a draw is
    /// verified: 1977 yes (Art. 18.2); 1980 no, the arbiter first stops the clock (Art. 18.2);
    /// 1993 no (Art. 10.13); 2018 no (Art. 9.5.3).
    pub const fn clock_runs_while_claim_verified(self) -> bool {
        matches!(self.edition, Edition::Fide1977)
    }

    /// The time an incorrect claim of a draw costs: five minutes in 1977 (Interpretation
    /// 18.2 (1976)), 1980 (Art. 18.2) and 1993 (Art. 10.13(b)); two minutes in 2018
    /// (Art. 9.5.3). See
    /// [`incorrect_claim_time_to_opponent`](Policy::incorrect_claim_time_to_opponent) for
    /// whose clock it goes on.
    pub const fn incorrect_claim_ms(self) -> u64 {
        if self.is_2018() {
            2 * MINUTE
        } else {
            5 * MINUTE
        }
    }

    /// Whether the time an incorrect claim costs is added to the opponent's remaining time
    /// rather than charged to the claimant: 2018 yes (Art. 9.5.3); 1977 no (Interpretation
    /// 18.2 (1976)); 1980 no (Art. 18.2); 1993 no (Art. 10.13(b)).
    pub const fn incorrect_claim_time_to_opponent(self) -> bool {
        self.is_2018()
    }

    /// The time added to the opponent's clock for a first completed illegal move: two
    /// minutes in 2018 (Art. 7.5.5); none in 1977/1980 (Art. 9.1) and 1993 (Art. 8.1), see
    /// [`illegal_move_penalised_with_time`](Policy::illegal_move_penalised_with_time).
    pub const fn illegal_move_bonus_ms(self) -> Option<u64> {
        if self.illegal_move_penalised_with_time() {
            Some(2 * MINUTE)
        } else {
            None
        }
    }
}

/// Adjournment.
impl Policy {
    /// Whether the Laws proper provide for adjourning a game (sealing a move and resuming
    /// it later): 1977/1980 yes (Art. 15); 1993 yes (Art. 13); 2018 no, adjourned games are
    /// left to a Guideline outside the articles, and a move written for an envelope is
    /// written in advance (Art. 8.1.2). The same fact as [`Edition::has_adjournment`],
    /// which the app asks; decided there.
    pub const fn adjournment_in_laws(self) -> bool {
        self.edition.has_adjournment()
    }

    /// Whether a player short of time may make his adjourning move on the board and let it
    /// stand as the sealed move: 1977 no (Art. 15.1); 1980 yes (Interpretation 15.1
    /// (1978)); 1993 yes (Art. 13.1(a)); 2018 no adjournment (the value is that of the
    /// editions before it).
    pub const fn sealed_move_may_stand_on_board(self) -> bool {
        !matches!(self.edition, Edition::Fide1977)
    }

    /// Whether a move put in the envelope with the clocks still running is not definitely
    /// made, so that the player may still change it: 1977/1980 yes (Interpretation 15.1
    /// (1966)); 1993 no, ruled as an incident (Art. 13.1); 2018 no adjournment.
    pub const fn unsealed_move_may_change(self) -> bool {
        self.before_1993()
    }

    /// Whether the arbiter establishes what a sealed move written inexactly or irregularly
    /// means, and rules an envelope with no move in it apart: 1977/1980 yes
    /// (Interpretations 17.3 (1958), 17.3 (1965), 17.3 (1975)); 1993 no, the move is read
    /// as written (Art. 10.16); 2018 no adjournment.
    pub const fn arbiter_reads_inexact_sealed_move(self) -> bool {
        self.before_1993()
    }

    /// Whether an envelope lost annuls the game unless the players agree on the position at
    /// the adjournment and the times used: 1977/1980 yes (Art. 16.5, Interpretation 16.5
    /// (1970)); 1993 no, the game is resumed from the position at the adjournment, ruled
    /// as an incident (Art. 14.5); 2018 no adjournment.
    pub const fn lost_envelope_annuls_unless_agreed(self) -> bool {
        self.before_1993()
    }
}

/// Colours found reversed.
impl Policy {
    /// The moves each player must have made for a game found with colours reversed to
    /// continue, fewer and a new game is played with the correct colours: 2018 ten
    /// (Art. 7.3); `None` in the other editions, which decide otherwise (see
    /// [`colours_reversed_quarter_time_continues`](Policy::colours_reversed_quarter_time_continues)).
    pub const fn colours_reversed_moves_to_continue(self) -> Option<u32> {
        if self.is_2018() {
            Some(10)
        } else {
            None
        }
    }

    /// Whether a game found with colours reversed continues once more than a quarter of
    /// the time to the first control has elapsed, the arbiter arranging a new game before
    /// it: 1993 yes (Art. 8.6); 1977/1980 no, colours reversed is an incorrect initial
    /// position and the game is annulled (Interpretations 9.4 (1958), 9.4 (1973)); 2018 no
    /// (Art. 7.3).
    pub const fn colours_reversed_quarter_time_continues(self) -> bool {
        matches!(self.edition, Edition::Fide1993)
    }
}
