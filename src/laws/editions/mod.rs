//! The editions of the Laws as policies: for each edition its article table
//! ([`articles`]), its decisions on incidents ([`incidents`]) and the values of its rules
//! where the editions differ ([`Policy`]: the touched-piece rule and illegal moves, draw
//! offers and claims, flags and clocks, adjournment). Rule code asks the policy
//! (`Policy::of(edition).rook_first_castling_valid()`) and never compares editions; a new
//! difference between editions is a predicate here and its use in one rule.

pub mod articles;
mod board;
mod draws;
pub mod incidents;
mod time;

use crate::edition::Edition;

/// One edition's rules where the editions differ. Each predicate says what the edition
/// decides and where (its article or interpretation); its value for each edition is
/// written beside it, in this folder, and nowhere else.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Policy {
    edition: Edition,
}

impl Policy {
    pub const fn of(edition: Edition) -> Policy {
        Policy { edition }
    }

    /// The edition this policy is.
    pub const fn edition(self) -> Edition {
        self.edition
    }

    /// The 1977/78 Laws or the 1980 Laws (with their interpretations): the editions that
    /// share their text (Art. 1–19) and most rulings.
    const fn before_1993(self) -> bool {
        matches!(self.edition, Edition::Fide1977 | Edition::Fide1980)
    }

    /// The 2018 Laws.
    const fn is_2018(self) -> bool {
        matches!(self.edition, Edition::Fide2018)
    }
}
