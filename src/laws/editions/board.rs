//! See [`super::Policy`].

use super::policy::Policy;

impl Policy {
    /// Whether castling stays valid when the player touched the rook before the king (the
    /// arbiter only warns him), so that a rook touched first binds him to castling or a
    /// rook move, and otherwise to the rook alone as a touched piece: 1977/1980 yes
    /// (Interpretation 6.1 (1971), the rook then under Art. 8.2(a)); 1993 no (Art. 5.1(c));
    /// 2018 no (Art. 4.4.2).
    pub const fn rook_first_castling_valid(self) -> bool {
        self.before_1993()
    }

    /// Whether a player who touched one of his own pieces and one of his opponent's must,
    /// when the capture of the one by the other is not legal, first move his own piece and
    /// only then capture the opponent's, whatever the order he touched them in (rather than
    /// the first piece touched that can be moved or captured): 1977/1980 yes (Art. 8.2(b),
    /// Interpretation 8.2b (1975)); 1993 no (Art. 7.2(b)); 2018 no (Art. 4.3.3).
    pub const fn own_piece_before_opponents(self) -> bool {
        self.before_1993()
    }

    /// Whether the arbiter may penalise, at his discretion, a player who touched more
    /// pieces than one of his own and one of his opponent's: 1977/1980 yes
    /// (Interpretation 8.2 (1974A)); 1993 no (Art. 7.2(b) only orders the moves);
    /// 2018 no (Art. 4.3.3 likewise).
    pub const fn too_many_touched_penalised(self) -> bool {
        self.before_1993()
    }

    /// Whether the arbiter enforces the touched-piece rule himself, taking back a move it
    /// forbids without waiting for the opponent's claim: 1977/1980 yes (Interpretation
    /// 8.4 (1974)); 1993 no, the opponent must claim (Art. 7.4); 2018 no (Art. 4.8).
    pub const fn arbiter_enforces_touch_move(self) -> bool {
        self.before_1993()
    }

    /// Whether an illegal move is completed only once the player has pressed his clock,
    /// so that one not yet completed is simply taken back under the touched-piece rule:
    /// 1977/1980 no (Art. 9.1); 1993 no (Art. 8.1); 2018 yes (Art. 7.5.1).
    pub const fn illegal_move_completed_by_clock(self) -> bool {
        self.is_2018()
    }

    /// Whether a completed illegal move is penalised (time added to the opponent's clock,
    /// the game lost at the second): 1977/1980 no (Art. 9.1); 1993 no (Art. 8.1); 2018 yes
    /// (Art. 7.5.5).
    pub const fn illegal_move_penalised_with_time(self) -> bool {
        self.is_2018()
    }

    /// Whether pressing the clock without having made a move counts as an illegal move:
    /// 1977/1980 no (Art. 14.3); 1993 no (Art. 12.3); 2018 yes (Art. 7.5.3).
    pub const fn press_without_move_illegal(self) -> bool {
        self.is_2018()
    }

    /// Whether a pawn left unexchanged on the last rank is handled apart from illegal
    /// moves: the clocks are set back, the position before it is reestablished and the
    /// player makes the move again (with the piece he evidently intended), the breach being
    /// penalised at the arbiter's discretion: 1977/1980 yes (Interpretations 6.6c (1971A),
    /// 6.6c (1971B), 6.6c (1973)); 1993 no, it is an illegal move (Art. 8.1); 2018 no
    /// (Art. 7.5.2).
    pub const fn unexchanged_pawn_move_replayed(self) -> bool {
        self.before_1993()
    }

    /// Whether a pawn left unpromoted on the last rank is replaced by a queen of the same
    /// colour, the move being penalised as an illegal move: 1977/1980 no (Interpretations
    /// 6.6c (1971A), 6.6c (1971B)); 1993 no (Art. 8.1); 2018 yes (Art. 7.5.2).
    pub const fn unpromoted_pawn_becomes_queen(self) -> bool {
        self.is_2018()
    }

    /// Whether a player whose king moved two squares to castle illegally, having touched no
    /// piece before it, must make another move with his king from its original square
    /// (castling on the other side included): 1977/1980 yes (Interpretation 6.1 (1975));
    /// 1993 no, the illegal move is replaced under the touched-piece rule (Art. 8.1, 7);
    /// 2018 no (Art. 7.5.1, 4.3).
    pub const fn illegal_castling_binds_king(self) -> bool {
        self.before_1993()
    }

    /// Whether clocks the arbiter stopped to reconstruct the scoresheets stay stopped until
    /// he starts them again, a player's press being refused: 1977/1980 yes (Interpretation
    /// 13.2 (1974)); 1993 no provision for a player's press (Art. 12.5); 2018 no
    /// (Art. 6.11.3).
    pub const fn only_arbiter_restarts_stopped_clocks(self) -> bool {
        self.before_1993()
    }

    /// Whether a game awaiting adjudication is still in progress until the arbiter
    /// registers its result, so that an illegal move found before then is corrected and the
    /// game continues, and one found after it leaves the registered result standing:
    /// 1977/1980 yes (Interpretation 9.1 (1963), Art. 9.1); 1993 no (Art. 8.1); 2018 no
    /// adjudication.
    pub const fn adjudicated_game_in_progress_until_registered(self) -> bool {
        self.before_1993()
    }

    /// Whether the 1977/1980 interpretations on events after the end of the game apply (a
    /// flag seen after the mate on the board, reversed colours or a misplaced board pointed
    /// out after the end, any other event ruled without importance): 1977/1980 yes
    /// (Interpretations 11.1 (1976), 14.4 (1974), 14.4 (1976), 9.4 (1960); 1980 also 9.4
    /// (1979)); 1993 and 2018 no: the article that ended the game says it ended at once. A
    /// flag after a resignation or an agreed draw is ruled in every edition.
    pub const fn rules_events_after_end(self) -> bool {
        self.before_1993()
    }
}
