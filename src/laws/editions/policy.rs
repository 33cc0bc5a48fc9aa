//! [`Policy`]: one edition's rules where the editions differ. Its predicates are written
//! by family beside it: the hand at the board (`board.rs`), draws (`draws.rs`), time
//! (`time.rs`).

use crate::edition::Edition;

/// One edition's rules where the editions differ. Each predicate says what the edition
/// decides and where (its article or interpretation); its value for each edition is
/// written beside it, in this folder, and nowhere else.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Policy {
    pub(super) edition: Edition,
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
    pub(super) const fn before_1993(self) -> bool {
        matches!(self.edition, Edition::Fide1977 | Edition::Fide1980)
    }

    /// The 2018 Laws.
    pub(super) const fn is_2018(self) -> bool {
        matches!(self.edition, Edition::Fide2018)
    }
}
