//! The corpus: every article of the four editions and every FIDE interpretation in the
//! source texts, as data (`www/data/*.json`), with a demo scenario per ruling that the laws
//! engine decides.
//!
//! The texts are quoted verbatim from the official documents named in each record (OCR
//! errors corrected; `scripts/corpus/extract.py` built them from the seed texts). Summaries,
//! topics and demos (`www/data/notes.json`) are ours. A demo's verdict is always computed by
//! [`crate::laws::run`]; the stored `expect` is only what the tests check the engine against.
//!
//! ```
//! let corpus = fide_laws::corpus::Corpus::bundled();
//! let r = corpus.ruling("12.3-1964").expect("a ruling");
//! assert_eq!(r.label, "Art. 12.3 (1964)");
//! ```

pub mod casebook;
pub mod lesson;
pub mod quiz;

use crate::edition::Edition;
use crate::laws::{self, Scenario, Verdict};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// One source document a ruling is printed in.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Source {
    /// The document's title, e.g. "Laws of Chess 1980".
    pub title: String,
    /// Whether the record's text is taken from this source.
    pub best: bool,
    /// How this source's wording differs from the text, word by word.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub differences: Vec<String>,
}

/// A FIDE interpretation, as printed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Interpretation {
    /// URL-safe id: `12.3-1964`, `6.6c-1971b`, `21-1957-equipment`.
    pub id: String,
    /// How the sources cite it: `Art. 12.3 (1964)`.
    pub label: String,
    /// The article interpreted, as the 1977/1980 Laws number it (`6.6c`, `21`).
    pub article: String,
    pub year: u16,
    pub letter: Option<String>,
    /// A heading printed with the ruling ("Tie-breaking").
    pub title: Option<String>,
    /// The heading of a group of rulings ("The question of premature draws").
    pub group: Option<String>,
    /// The ruling's text, paragraphs separated by blank lines.
    pub text: String,
    pub question: Option<String>,
    pub answer: Option<String>,
    pub sources: Vec<Source>,
    /// Ids of the rulings it cites.
    pub cites: Vec<String>,
    /// Rulings it cites that none of the sources prints (e.g. `13.2-1976`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub mentions_missing: Vec<String>,
}

/// One article (or numbered paragraph) of an edition.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Article {
    /// `6.1`, `10.12`, `3.8.2.1`; `S1`–`S3` for the 1980 Supplements.
    pub number: String,
    pub heading: Option<String>,
    /// `Basic rules`, `Competition rules`, `Supplementary laws` or `Supplements`.
    pub part: String,
    /// The law's text (the 1993 copy's bracketed editor notes taken out).
    pub text: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub part_title: Option<String>,
    /// The 1993 copy's bracketed editor commentary, not law.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub commentary: Vec<String>,
    /// The 1993 text as printed, commentary in brackets.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub annotated: Option<String>,
    /// Where the heading comes from when the edition's own copy lacks it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub heading_from: Option<String>,
}

/// The articles of one edition.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Laws {
    pub edition: String,
    /// The document the text is quoted from.
    pub source: String,
    pub articles: Vec<Article>,
}

/// What a demo's verdict must be; checked by the tests against the engine.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Expect {
    pub result: String,
    #[serde(default)]
    pub reason: Option<String>,
    #[serde(default)]
    pub article: Option<String>,
    /// Rulings the engine must give: the event index and the article.
    #[serde(default)]
    pub rulings: Vec<ExpectedRuling>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ExpectedRuling {
    pub event: usize,
    pub article: String,
    /// A phrase the decision contains.
    #[serde(default)]
    pub says: Option<String>,
}

/// A live demonstration of a ruling: a scenario the laws engine decides, or the input of
/// one of the core's models for rulings beyond board and clock.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Demo {
    /// What the demo shows, in our words.
    pub caption: String,
    /// `game` (the laws engine), or a model: see [`Corpus::demo_outcome`].
    #[serde(default = "game_kind")]
    pub kind: String,
    /// For `game` a scenario in the laws engine's format (see `docs/scenarios.md`); for a
    /// model, its input.
    pub scenario: serde_json::Value,
    /// For `game`: what the verdict must say (only the tests read it: the app's data has
    /// none, and the app does not read it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(target_arch = "wasm32", serde(skip))]
    pub expect: Option<Expect>,
    /// For a model: values its output must contain (a JSON subset; the tests', as `expect`).
    #[serde(default, skip_serializing_if = "serde_json::Value::is_null")]
    #[cfg_attr(target_arch = "wasm32", serde(skip))]
    pub expect_values: serde_json::Value,
    /// The event where the question is decided: its first ruling citing the ruling (or, in
    /// a contrast the changed fact takes out of the ruling, its first ruling) is the case's
    /// one decisive ruling. By default the event of the first ruling citing the ruling, or
    /// for a contrast citing none, the event of the demo's decisive ruling.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub decisive_event: Option<usize>,
}

fn game_kind() -> String {
    "game".into()
}

/// Our own notes on a ruling.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Note {
    /// One line in our own words.
    pub summary: String,
    /// What the edition's articles alone decide in the demo's situation, and whether the
    /// ruling confirms them or makes the difference. The app does not read it: the build
    /// (`scripts/minify-data.mjs`) puts it at the head of the demo's caption in `dist/`, so
    /// the lesson page shows it with no code in the first load (a field read by the app
    /// cost it 0.26–0.38 KB brotli, measured in session 27).
    #[serde(default)]
    #[cfg_attr(target_arch = "wasm32", serde(skip))]
    pub laws_alone: String,
    pub topics: Vec<String>,
    #[serde(default)]
    pub demo: Option<Demo>,
    /// The same situation with the one fact changed that the ruling turns on.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub contrast: Option<Demo>,
}

/// The topics a ruling may carry.
pub const TOPICS: [&str; 19] = [
    "touched piece",
    "castling",
    "promotion",
    "repetition",
    "fifty moves",
    "clock",
    "flag",
    "claims",
    "draw offers",
    "illegal moves",
    "adjournment",
    "scoresheet",
    "conduct",
    "team captains",
    "equipment",
    "tie-breaks",
    "arbiter",
    "result",
    "general",
];

/// A case on an article of the 2018 Laws.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ArticleCase {
    /// URL-safe, starting with a letter (a ruling's id starts with a digit):
    /// `second-illegal-move-loses`.
    pub id: String,
    /// The 2018 article it teaches, as the engine cites it: `7.5.5`, `4.3.1`.
    pub article: String,
    pub title: String,
    pub topics: Vec<String>,
    /// The question at the board and what the article decides, in our words.
    pub situation: String,
    pub demo: Demo,
    /// The same game with the one fact changed that the article turns on.
    pub contrast: Demo,
}

/// An article no game can show, and why.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Unshown {
    pub article: String,
    pub why: String,
}

/// `www/casebook/cases.json` (the runs: [`casebook`]).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Casebook {
    pub cases: Vec<ArticleCase>,
    #[serde(default)]
    pub unshown: Vec<Unshown>,
}

/// A topic shown side by side across the four editions, with a scenario run under each.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CompareTopic {
    pub title: String,
    /// The articles of each edition on the topic.
    pub articles: BTreeMap<String, Vec<String>>,
    /// What the demo shows, in our words.
    pub caption: String,
    /// A scenario without its edition: it is run under each.
    pub scenario: serde_json::Value,
}

/// An edition and the engine's verdict under it (or why the scenario cannot be played).
pub type EditionVerdict = (Edition, Result<Verdict, String>);

/// Everything: the rulings, our notes on them and the four editions' articles.
#[derive(Clone, Debug, Default)]
pub struct Corpus {
    pub rulings: Vec<Interpretation>,
    pub notes: BTreeMap<String, Note>,
    pub laws: Vec<Laws>,
    /// 1980 article → its successors in 1993 and 2018.
    pub concordance: BTreeMap<String, BTreeMap<String, Vec<String>>>,
    /// The topics of the compare view, by URL name (`repetition`, `flag`, …).
    pub compare: BTreeMap<String, CompareTopic>,
    /// The model cases' outputs as `data/models.json` holds them, by
    /// [`lesson::model_key`]: read by the app ([`Corpus::stored_model`]); empty natively,
    /// where the models run.
    pub models: BTreeMap<String, serde_json::Value>,
    /// The quiz's questions as `data/quiz.json` holds them ([`Corpus::quiz_data`]): read
    /// by the app; empty natively, where they are computed.
    pub quiz: Vec<quiz::Question>,
    /// The 2018 casebook (`www/casebook/cases.json`, [`casebook`]; not in the app yet).
    pub casebook: Casebook,
}

#[derive(Deserialize)]
struct RulingsFile {
    rulings: Vec<Interpretation>,
}

/// The data files' names, in the order of [`Corpus::from_json`]'s arguments.
pub const FILE_NAMES: [&str; 8] = [
    "rulings.json",
    "notes.json",
    "concordance.json",
    "laws-1977.json",
    "laws-1980.json",
    "laws-1993.json",
    "laws-2018.json",
    "compare.json",
];

/// The data files, as (name, text), compiled in for the native binary and the tests (the
/// web app fetches them instead: `app::data`).
pub const FILES: [(&str, &str); 8] = [
    (FILE_NAMES[0], include_str!("../../www/data/rulings.json")),
    (FILE_NAMES[1], include_str!("../../www/data/notes.json")),
    (
        FILE_NAMES[2],
        include_str!("../../www/data/concordance.json"),
    ),
    (FILE_NAMES[3], include_str!("../../www/data/laws-1977.json")),
    (FILE_NAMES[4], include_str!("../../www/data/laws-1980.json")),
    (FILE_NAMES[5], include_str!("../../www/data/laws-1993.json")),
    (FILE_NAMES[6], include_str!("../../www/data/laws-2018.json")),
    (FILE_NAMES[7], include_str!("../../www/data/compare.json")),
];

impl Corpus {
    /// Reads the corpus from the JSON texts of its files, in [`FILE_NAMES`]' order.
    ///
    /// # Errors
    /// The file and what is wrong in it.
    pub fn from_json(texts: [&str; 8]) -> Result<Corpus, String> {
        let [rulings, notes, concordance, l1977, l1980, l1993, l2018, compare] = texts;
        let laws = [l1977, l1980, l1993, l2018];
        let compare = crate::json::parse(compare).map_err(|e| format!("compare.json: {}", e))?;
        let rulings: RulingsFile =
            crate::json::parse(rulings).map_err(|e| format!("rulings.json: {}", e))?;
        let notes = crate::json::parse(notes).map_err(|e| format!("notes.json: {}", e))?;
        let concordance =
            crate::json::parse(concordance).map_err(|e| format!("concordance.json: {}", e))?;
        let laws = laws
            .iter()
            .zip(Edition::ALL)
            .map(|(t, e)| {
                crate::json::parse::<Laws>(t)
                    .map_err(|err| format!("laws-{}.json: {}", e.year(), err))
            })
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Corpus {
            rulings: rulings.rulings,
            notes,
            laws,
            concordance,
            compare,
            models: BTreeMap::new(),
            quiz: Vec::new(),
            casebook: Casebook::default(),
        })
    }

    /// The corpus compiled into the binary.
    ///
    /// # Panics
    /// Never for the committed data: `tests/corpus.rs` loads it.
    pub fn bundled() -> Corpus {
        let mut c =
            Corpus::from_json(FILES.map(|(_, text)| text)).expect("the bundled corpus is valid");
        c.read_casebook(casebook::FILE)
            .expect("the bundled casebook is valid");
        c
    }

    /// A ruling by id (case-insensitive).
    pub fn ruling(&self, id: &str) -> Option<&Interpretation> {
        let id = id.trim().to_ascii_lowercase();
        self.rulings.iter().find(|r| r.id == id)
    }

    /// Our note on a ruling.
    pub fn note(&self, id: &str) -> Option<&Note> {
        self.notes.get(id)
    }

    /// The articles of an edition (none in a corpus of lessons alone).
    pub fn laws(&self, edition: Edition) -> &Laws {
        static NONE: Laws = Laws {
            edition: String::new(),
            source: String::new(),
            articles: Vec::new(),
        };
        let i = Edition::ALL.iter().position(|&e| e == edition).unwrap_or(0);
        self.laws.get(i).unwrap_or(&NONE)
    }

    /// An article of an edition.
    pub fn article(&self, edition: Edition, number: &str) -> Option<&Article> {
        self.laws(edition)
            .articles
            .iter()
            .find(|a| a.number == number)
    }

    /// The article a citation of `edition` points to: `number` itself (`"9.2.1"`), or for a
    /// lettered paragraph or a number the data holds only as a whole, the article it
    /// belongs to (`"8.2(b)"` is in 8.2, `"10.13(b)"` in 10.13).
    pub fn cited_article(&self, edition: Edition, number: &str) -> Option<&Article> {
        let mut n: String = number
            .chars()
            .take_while(|c| c.is_ascii_digit() || *c == '.')
            .collect();
        n.truncate(n.trim_end_matches('.').len());
        loop {
            if let Some(a) = self.article(edition, &n) {
                return Some(a);
            }
            n.truncate(n.rfind('.')?);
        }
    }

    /// The words that `number` completes, when its article opens with them: the parent
    /// article, when its text is a lead-in ending in a dash or a colon ("A game is lost by
    /// a player –" before 1977 Art. 17.1 "who has not played the prescribed number of
    /// moves in the given time,"). An article quoted alone then still reads as a sentence.
    pub fn lead_in(&self, edition: Edition, number: &str) -> Option<&Article> {
        let (parent, _) = number.rsplit_once('.')?;
        let a = self.article(edition, parent)?;
        let t = a.text.trim_end();
        (t.ends_with('–') || t.ends_with('—') || t.ends_with(':')).then_some(a)
    }

    /// The rulings that cite `id`.
    pub fn cited_by(&self, id: &str) -> Vec<&str> {
        self.rulings
            .iter()
            .filter(|r| r.cites.iter().any(|c| c == id))
            .map(|r| r.id.as_str())
            .collect()
    }

    /// The articles a ruling interprets in each edition: in 1977 and 1980 its own article
    /// (or the article it belongs to) when that edition's text has it and the ruling is in
    /// force there (1977: dated up to 1976); in 1993 and 2018 the successors the
    /// concordance names.
    pub fn interprets(&self, r: &Interpretation) -> BTreeMap<&'static str, Vec<String>> {
        let base = base_article(&r.article);
        let mut out = BTreeMap::new();
        for e in [Edition::Fide1977, Edition::Fide1980] {
            if !e.applies_interpretation_of(r.year) {
                continue;
            }
            let mut n = base.clone();
            loop {
                if self.article(e, &n).is_some() {
                    out.insert(e.year(), vec![n]);
                    break;
                }
                match n.rfind('.') {
                    Some(i) => n.truncate(i),
                    None => break,
                }
            }
        }
        let mut n = base;
        loop {
            if let Some(m) = self.concordance.get(&n) {
                for (ed, arts) in m {
                    if let Some(e) = Edition::from_year(ed) {
                        out.insert(e.year(), arts.clone());
                    }
                }
                break;
            }
            match n.rfind('.') {
                Some(i) => n.truncate(i),
                None => break,
            }
        }
        out
    }

    /// Runs a ruling's demo through the laws engine.
    ///
    /// # Errors
    /// No such ruling, no demo yet, or the scenario is invalid.
    pub fn demo_verdict(&self, id: &str) -> Result<Verdict, String> {
        let r = self.ruling(id).ok_or_else(|| self.unknown(id))?;
        let demo = self
            .note(&r.id)
            .and_then(|n| n.demo.as_ref())
            .ok_or_else(|| format!("ruling {} has no demo yet", r.label))?;
        if demo.kind != "game" {
            return Err(format!(
                "the demo of {} is a {} model, not a game",
                r.label, demo.kind
            ));
        }
        let s = match &demo.scenario {
            serde_json::Value::Object(o) => Scenario::from_json(o).map_err(|e| e.to_string())?,
            _ => {
                return Err(format!(
                    "demo of {}: the scenario is not an object",
                    r.label
                ))
            }
        };
        laws::run(&s).map_err(|e| format!("demo of {}: {}", r.label, e))
    }

    /// The engine's answer to a ruling's demo, as JSON: a game's verdict or a model's output.
    ///
    /// # Errors
    /// As [`Corpus::demo_verdict`], or an unknown demo kind.
    pub fn demo_outcome(&self, id: &str) -> Result<serde_json::Value, String> {
        let r = self.ruling(id).ok_or_else(|| self.unknown(id))?;
        let demo = self
            .note(&r.id)
            .and_then(|n| n.demo.as_ref())
            .ok_or_else(|| format!("ruling {} has no demo yet", r.label))?;
        match demo.kind.as_str() {
            "game" => self
                .demo_verdict(id)
                .and_then(|v| crate::json::value(&v).map_err(|e| e.to_string())),
            other => crate::competition::models::run(other, &demo.scenario)
                .map_err(|e| format!("demo of {}: {}", r.label, e)),
        }
    }

    /// How much the corpus holds.
    pub fn counts(&self) -> serde_json::Value {
        let articles: BTreeMap<&str, usize> = Edition::ALL
            .iter()
            .map(|&e| (e.year(), self.laws(e).articles.len()))
            .collect();
        serde_json::json!({
            "articles": articles,
            "rulings": self.rulings.len(),
            "notes": self.notes.len(),
            "demos": self.notes.values().filter(|n| n.demo.is_some()).count(),
            "demo_kinds": self.notes.values().filter_map(|n| n.demo.as_ref()).fold(
                BTreeMap::<&str, usize>::new(),
                |mut m, d| {
                    *m.entry(d.kind.as_str()).or_default() += 1;
                    m
                },
            ),
        })
    }

    /// Runs a compare topic's scenario under each edition: (edition, verdict or error).
    ///
    /// # Errors
    /// An unknown topic.
    pub fn compare_verdicts(&self, topic: &str) -> Result<Vec<EditionVerdict>, String> {
        let t = self.compare.get(topic).ok_or_else(|| {
            format!(
                "unknown topic \"{}\" (topics: {})",
                topic,
                self.compare.keys().cloned().collect::<Vec<_>>().join(", ")
            )
        })?;
        Ok(Edition::ALL
            .iter()
            .map(|&e| {
                let mut o = t.scenario.as_object().cloned().unwrap_or_default();
                o.insert("edition".into(), serde_json::json!(e.year()));
                let v = Scenario::from_json(&o)
                    .map_err(|err| err.to_string())
                    .and_then(|s| laws::run(&s).map_err(|err| err.to_string()));
                (e, v)
            })
            .collect())
    }

    /// The error for an unknown id, with the nearest ids.
    pub fn unknown(&self, id: &str) -> String {
        let key = id.split('-').next().unwrap_or("");
        let near: Vec<&str> = self
            .rulings
            .iter()
            .filter(|r| r.article == key)
            .map(|r| r.id.as_str())
            .take(6)
            .collect();
        if near.is_empty() {
            format!("unknown ruling id \"{}\" (ids look like \"12.3-1964\")", id)
        } else {
            format!(
                "unknown ruling id \"{}\"; rulings on Art. {}: {}",
                id,
                key,
                near.join(", ")
            )
        }
    }
}

/// `6.6c` → `6.6`, `12.3a` → `12.3`, `19.1a` → `19.1`, `21` → `21`.
pub fn base_article(a: &str) -> String {
    a.trim_end_matches(|c: char| c.is_ascii_lowercase())
        .to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base_articles_drop_the_paragraph_letter() {
        assert_eq!(base_article("6.6c"), "6.6");
        assert_eq!(base_article("19.1a"), "19.1");
        assert_eq!(base_article("21"), "21");
    }
}
