//! The competition around the game: the crosstable and tie-breaks ([`tournament`]),
//! the equipment standards ([`equipment`]), the adjournment schedule
//! ([`adjournment`]), and [`models`], which runs them for the corpus's demos.

pub mod adjournment;
pub mod equipment;
pub mod models;
pub mod tournament;
