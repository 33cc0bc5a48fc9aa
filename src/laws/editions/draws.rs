//! See [`super::Policy`].

use super::Policy;
#[allow(unused_imports)]
use crate::edition::Edition;

impl Policy {}
