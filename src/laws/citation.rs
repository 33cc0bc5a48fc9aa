//! What a ruling cites: an article of the edition's Laws, a FIDE interpretation (with the
//! article it interprets), or the edition's Preface. Every citation the engine produces
//! comes from the table in [`super::articles`].

use crate::edition::Edition;
use core::fmt;
use serde::ser::{Serialize, Serializer};

/// The source that decided a ruling.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Citation {
    /// An article of one edition, numbered as that edition prints it (`"5.1.1"`,
    /// `"10.13(b)"`).
    Article {
        edition: Edition,
        number: &'static str,
    },
    /// A FIDE interpretation, by its id as the books print it (`"12.3 (1964)"`,
    /// `"14.4 (1979B)"`), and the article it interprets (1977/1980 numbering).
    Interpretation {
        id: &'static str,
        interprets: &'static str,
    },
    /// The Preface of an edition (situations the Laws do not regulate).
    Preface { edition: Edition },
}

impl Citation {
    /// What the JSON protocol writes in `"article"`: `"5.1.1"`,
    /// `"Interpretation 12.3 (1964)"` or `"Preface"`.
    pub fn label(&self) -> String {
        self.to_string()
    }

    /// The article an interpretation interprets, or the article itself.
    pub fn article_number(&self) -> Option<&'static str> {
        match self {
            Citation::Article { number, .. } => Some(number),
            Citation::Interpretation { interprets, .. } => Some(interprets),
            Citation::Preface { .. } => None,
        }
    }

    /// The interpretation's id (`"12.3 (1964)"`), if this is one.
    pub fn interpretation(&self) -> Option<&'static str> {
        match self {
            Citation::Interpretation { id, .. } => Some(id),
            _ => None,
        }
    }

    /// The corpus's id of the interpretation cited (`"12.3 (1964)"` is `12.3-1964`,
    /// `"6.6c (1971B)"` is `6.6c-1971b`), if this is one.
    pub fn ruling_id(&self) -> Option<String> {
        let (article, year) = self.interpretation()?.split_once(" (")?;
        let year = year
            .trim_end_matches(')')
            .to_ascii_lowercase()
            .replace(' ', "");
        Some(format!("{}-{}", article, year))
    }

    /// The citation in words for people, within its edition's Laws: "Art. 5.1.1",
    /// "Interpretation 12.3 (1964)", "Preface".
    pub fn words(&self) -> String {
        match self {
            Citation::Article { number, .. } => format!("Art. {number}"),
            Citation::Interpretation { .. } | Citation::Preface { .. } => self.to_string(),
        }
    }

    /// The year an interpretation is dated (`1964` for `"12.3 (1964)"`).
    pub fn interpretation_year(&self) -> Option<u16> {
        let id = self.interpretation()?;
        let open = id.find('(')?;
        id.get(open + 1..open + 5)?.parse().ok()
    }
}

impl fmt::Display for Citation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Citation::Article { number, .. } => f.write_str(number),
            Citation::Interpretation { id, .. } => write!(f, "Interpretation {id}"),
            Citation::Preface { .. } => f.write_str("Preface"),
        }
    }
}

/// Written as its [`label`](Citation::label), as the protocol's `"article"` always was.
impl Serialize for Citation {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels_and_years() {
        let i = Citation::Interpretation {
            id: "14.4 (1979B)",
            interprets: "14.4",
        };
        assert_eq!(i.label(), "Interpretation 14.4 (1979B)");
        assert_eq!(i.interpretation_year(), Some(1979));
        assert_eq!(i.article_number(), Some("14.4"));
        assert_eq!(i.ruling_id().as_deref(), Some("14.4-1979b"));
        let a = Citation::Article {
            edition: Edition::Fide2018,
            number: "9.2.1",
        };
        assert_eq!(serde_json::to_string(&a).expect("json"), "\"9.2.1\"");
        assert_eq!(a.interpretation_year(), None);
    }
}
