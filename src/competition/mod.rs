//! The competition around the game: the crosstable and tie-breaks ([`tournament`]), a
//! Swiss event's pairings ([`swiss`]), prizes ([`prizes`]), the equipment standards
//! ([`equipment`]), the clock formulas ([`clocks`]), the adjournment schedule
//! ([`adjournment`]), and [`models`], which runs them for the corpus's demos; what
//! they share is in [`common`]; [`view`] writes a model's output as people read it.

pub mod adjournment;
pub mod clocks;
pub mod common;
pub mod equipment;
pub mod models;
pub mod prizes;
pub mod swiss;
pub mod tournament;
pub mod view;
