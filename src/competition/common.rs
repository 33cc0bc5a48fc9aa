//! What the competition's models share: a model's decisions are the laws engine's
//! [`Decision`](crate::laws::Decision) (`{"article", "interprets"?, "decision"}`), scores in half points
//! ([`Half`], [`GameScore`]) and exact figures in words ([`mixed`], [`percent`],
//! [`and_list`], [`plural`]). Each model imports these; none imports another model.

use serde::de::{self, Deserializer, Visitor};
use serde::{Deserialize, Serialize};

/// Points counted in half points: read from `"3½"`, `"3.5"`, `"3"` or `3`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
pub struct Half(pub u32);

impl Half {
    /// As printed: 5 → `2½`, 1 → `½`, 0 → `0`.
    pub fn points(self) -> String {
        points(self.0)
    }
}

/// Points in half points as printed: 5 → `2½`, 1 → `½`, 0 → `0`.
pub fn points(half: u32) -> String {
    match (half / 2, half % 2) {
        (0, 1) => "½".into(),
        (n, 1) => format!("{}½", n),
        (n, _) => n.to_string(),
    }
}

impl<'de> Deserialize<'de> for Half {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Half, D::Error> {
        struct V;
        impl Visitor<'_> for V {
            type Value = Half;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a score like \"3½\"")
            }
            fn visit_u64<E: de::Error>(self, n: u64) -> Result<Half, E> {
                u32::try_from(n)
                    .ok()
                    .and_then(|n| n.checked_mul(2))
                    .map(Half)
                    .ok_or_else(|| E::custom("a score too large"))
            }
            fn visit_str<E: de::Error>(self, s: &str) -> Result<Half, E> {
                let s = s.trim();
                let (whole, half) = match s.strip_suffix('½').or_else(|| s.strip_suffix(".5")) {
                    Some(w) => (w, 1),
                    None => (s, 0),
                };
                let w: u32 = if whole.is_empty() && half == 1 {
                    0
                } else {
                    whole
                        .parse()
                        .map_err(|_| E::custom(format!("{s:?} is not a score like 3½")))?
                };
                Ok(Half(w * 2 + half))
            }
        }
        d.deserialize_any(V)
    }
}

/// A game's result as reported: `1-0`, `1/2-1/2` (or `½-½`), `0-1`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
pub enum GameScore {
    #[serde(rename = "1-0")]
    WhiteWins,
    #[serde(rename = "1/2-1/2", alias = "½-½")]
    Draw,
    #[serde(rename = "0-1")]
    BlackWins,
}

impl GameScore {
    /// White's half points.
    pub const fn white_half(self) -> u32 {
        match self {
            GameScore::WhiteWins => 2,
            GameScore::Draw => 1,
            GameScore::BlackWins => 0,
        }
    }

    /// `a win for Birch`, `a draw`, `a win for Cedar`.
    pub fn words(self, white: &str, black: &str) -> String {
        match self {
            GameScore::WhiteWins => format!("a win for White, {}", white),
            GameScore::BlackWins => format!("a win for Black, {}", black),
            GameScore::Draw => "a draw".into(),
        }
    }
}

/// An exact fraction as a mixed number: `14⅔`, `87½`, `⅓`, `3 2/7`.
pub fn mixed(num: u64, den: u64) -> String {
    if den == 0 {
        return "—".into();
    }
    let (whole, rest) = (num / den, num % den);
    if rest == 0 {
        return whole.to_string();
    }
    let g = gcd(rest, den);
    let (n, d) = (rest / g, den / g);
    let glyph = match (n, d) {
        (1, 2) => "½",
        (1, 3) => "⅓",
        (2, 3) => "⅔",
        (1, 4) => "¼",
        (3, 4) => "¾",
        (1, 5) => "⅕",
        (2, 5) => "⅖",
        (3, 5) => "⅗",
        (4, 5) => "⅘",
        (1, 6) => "⅙",
        (5, 6) => "⅚",
        (1, 8) => "⅛",
        (3, 8) => "⅜",
        (5, 8) => "⅝",
        (7, 8) => "⅞",
        _ => "",
    };
    match (whole, glyph) {
        (0, "") => format!("{n}/{d}"),
        (w, "") => format!("{w} {n}/{d}"),
        (0, g) => g.to_string(),
        (w, g) => format!("{w}{g}"),
    }
}

/// A percentage rounded half up to one decimal, from an exact fraction: 7/9 → `77.8`.
pub fn percent(num: u64, den: u64) -> String {
    if den == 0 {
        return "—".into();
    }
    let tenths = (num * 2000 + den) / (2 * den);
    match tenths % 10 {
        0 => (tenths / 10).to_string(),
        d => format!("{}.{}", tenths / 10, d),
    }
}

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

/// `Amy and Zed`, `Amy, Max and Zed`.
pub fn and_list(names: &[String]) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {}", init.join(", "), last),
    }
}

/// `1 game`, `2 games`.
pub fn plural(n: usize, one: &str, many: &str) -> String {
    format!("{} {}", n, if n == 1 { one } else { many })
}
