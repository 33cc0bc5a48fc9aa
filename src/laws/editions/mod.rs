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
mod policy;
mod time;

pub use draws::{
    AutomaticDraw, ClaimVerification, MovedBeforeClaiming, OfferMomentRule, RepeatedOfferRule,
    SparedWhen,
};
pub use policy::Policy;
