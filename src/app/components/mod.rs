//! The app's components, one a file.

pub mod analyse;
pub mod board;
pub mod clock;
pub mod compare_view;
pub mod demo;
pub mod editor;
pub mod embed;
pub mod laws_view;
pub mod not_found;
pub mod play;
pub mod quiz;
pub mod ruling_view;
pub mod rulings_log;
pub mod rulings_view;
pub mod scenario_view;
