//! The casebook of the 2018 Laws: for each article a board, a clock or a player's act can
//! show, cases written in our words from the 2018 text (`www/casebook/cases.json`). A case is
//! taught as a ruling's lesson is ([`super::lesson`]): a demo whose one decisive ruling
//! cites the case's 2018 article, and a contrast that changes one fact and decides
//! otherwise. The engine decides both on each request, and decides the demo again under
//! 1977, 1980 and 1993 ([`Corpus::case_history`]) so that a trainee sees how the Laws
//! changed.
//!
//! The articles no single game can show (assistants, the scoresheets' owner, points) are
//! listed in the same file with the reason (`unshown`).
//!
//! The file is not in `www/data/` (whatever is there goes to `dist/`): the command line,
//! the protocol and `docs/cases.md` have the casebook, the app does not yet. Its views and
//! its data would take the app past the decided size ceilings (`docs/size-and-speed.md`,
//! session 30: the first load by 5.9 KB brotli, `dist/` by 33.6 KB gzip); they are kept on
//! the branch `casebook-app`.
//!
//! ```
//! let c = fide_laws::corpus::Corpus::bundled();
//! for k in &c.casebook.cases {
//!     assert!(c.case_problems(&k.id).is_empty(), "{}: {:?}", k.id, c.case_problems(&k.id));
//! }
//! ```

use super::lesson::{decides_otherwise, one_line, Case, CaseRun};
use super::{ArticleCase, Corpus, Unshown};
use crate::edition::Edition;
use crate::laws::{self, Scenario};
use serde_json::{json, Value};

/// The casebook's file name.
pub const FILE_NAME: &str = "cases.json";

/// The casebook compiled in for the native binary and the tests.
pub const FILE: &str = include_str!("../../www/casebook/cases.json");

/// A case's scenario decided under another edition: the verdict (as JSON) and the rulings
/// at the event where the question is decided, or why the scenario cannot be played then.
#[derive(Clone, Debug, PartialEq)]
pub struct EditionRun {
    pub edition: Edition,
    pub verdict: Result<Value, String>,
    /// The rulings at the decisive event (none: nothing is ruled there).
    pub at_event: Vec<Value>,
}

impl EditionRun {
    pub fn to_json(&self) -> Value {
        match &self.verdict {
            Ok(v) => json!({
                "edition": self.edition.year(),
                "result": v.get("result"),
                "rulings": self.at_event,
            }),
            Err(e) => json!({ "edition": self.edition.year(), "error": e }),
        }
    }
}

impl Corpus {
    /// A 2018 case by id (case-insensitive).
    pub fn article_case(&self, id: &str) -> Option<&ArticleCase> {
        // the app has no casebook yet (see the module's note): none there, and the code that
        // runs a case leaves its wasm
        if cfg!(target_arch = "wasm32") {
            return None;
        }
        let id = id.trim().to_ascii_lowercase();
        self.casebook.cases.iter().find(|k| k.id == id)
    }

    /// The cases on a 2018 article and its sub-articles (`7.5` lists 7.5.1 … 7.5.5).
    pub fn cases_on(&self, article: &str) -> Vec<&ArticleCase> {
        self.casebook
            .cases
            .iter()
            .filter(|k| {
                k.article == article
                    || k.article
                        .strip_prefix(article)
                        .is_some_and(|r| r.starts_with('.'))
            })
            .collect()
    }

    /// Reads the casebook from `cases.json`'s text.
    ///
    /// # Errors
    /// What is wrong in it, with the file's name.
    pub fn read_casebook(&mut self, text: &str) -> Result<(), String> {
        self.casebook = crate::json::parse(text).map_err(|e| format!("{FILE_NAME}: {e}"))?;
        Ok(())
    }

    /// The case's demo (or contrast) decided under each of the four editions, the oldest
    /// first: the 2018 run's decisive event, and what each edition rules there.
    ///
    /// # Errors
    /// No such case, or its 2018 run fails.
    pub fn case_history(&self, id: &str, case: Case) -> Result<Vec<EditionRun>, String> {
        // a case is a game: no competition model (whose code then stays out of the app)
        let run = self.run_case_with(id, case, &|_, _, _| Err("a case is a game".into()))?;
        let at = run
            .decisive_ruling()
            .and_then(|x| x.get("event"))
            .and_then(Value::as_u64)
            .map(|e| e as usize)
            .or(run.at);
        Ok(Edition::ALL
            .iter()
            .map(|&e| {
                let mut o = run.input.as_object().cloned().unwrap_or_default();
                o.insert("edition".into(), json!(e.year()));
                let verdict = Scenario::from_json(&o)
                    .map_err(|err| err.to_string())
                    .and_then(|s| laws::run(&s).map_err(|err| err.to_string()))
                    .and_then(|v| crate::json::value(&v).map_err(|err| err.to_string()));
                let at_event = verdict
                    .as_ref()
                    .ok()
                    .and_then(|v| v.get("rulings"))
                    .and_then(Value::as_array)
                    .map(|list| {
                        list.iter()
                            .filter(|x| {
                                at.is_some()
                                    && x.get("event").and_then(Value::as_u64)
                                        == at.map(|a| a as u64)
                            })
                            .cloned()
                            .collect()
                    })
                    .unwrap_or_default();
                EditionRun {
                    edition: e,
                    verdict,
                    at_event,
                }
            })
            .collect())
    }

    /// What keeps a 2018 case from teaching its article (empty when it does): both runs
    /// under 2018, every citation in the 2018 Laws, a decisive ruling in the demo citing the
    /// article, and a contrast that decides otherwise (with its own ruling, or with none at
    /// that event: the act is lawful, nothing to rule).
    pub fn case_problems(&self, id: &str) -> Vec<String> {
        let Some(k) = self.article_case(id) else {
            return vec![format!("unknown case id \"{id}\"")];
        };
        let mut out = Vec::new();
        if k.id.is_empty()
            || !k.id.starts_with(|c: char| c.is_ascii_lowercase())
            || !k
                .id
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
        {
            out.push(format!(
                "the id \"{}\" is not lowercase words joined by '-'",
                k.id
            ));
        }
        if self.cited_article(Edition::NEWEST, &k.article).is_none() {
            out.push(format!("the 2018 Laws have no Art. {}", k.article));
        }
        for t in &k.topics {
            if !super::TOPICS.contains(&t.as_str()) {
                out.push(format!("unknown topic \"{t}\""));
            }
        }
        let runs = [Case::Demo, Case::Contrast].map(|c| self.run_case(&k.id, c));
        for (case, run) in [Case::Demo, Case::Contrast].iter().zip(&runs) {
            match run {
                Err(e) => out.push(e.clone()),
                Ok(run) => {
                    if run.edition != Edition::NEWEST {
                        out.push(format!(
                            "the {} runs under {}, not 2018",
                            case.name(),
                            run.edition.year()
                        ));
                    }
                    for c in super::lesson::citations(&run.verdict) {
                        if let Some(p) = self.citation_problem(Edition::NEWEST, &c) {
                            out.push(format!("the {} cites {}", case.name(), p));
                        }
                    }
                }
            }
        }
        if let [Ok(demo), Ok(contrast)] = &runs {
            if demo.decisive.is_none() {
                out.push(format!("no ruling of the demo cites Art. {}", k.article));
            }
            let ruled_there = |r: &CaseRun| {
                r.verdict
                    .get("rulings")
                    .and_then(Value::as_array)
                    .is_some_and(|l| {
                        l.iter().any(|x| {
                            x.get("event").and_then(Value::as_u64) == r.at.map(|a| a as u64)
                        })
                    })
            };
            if contrast.decisive.is_none() && (contrast.at.is_none() || ruled_there(contrast)) {
                out.push("the contrast has no decisive ruling".into());
            } else if demo.decisive.is_some() && !decides_otherwise(demo, contrast) {
                out.push(
                    "the contrast's decision does what the demo's does (only its words differ)"
                        .into(),
                );
            }
        }
        out
    }

    /// `{"cmd":"case"}`'s answer: the case, its demo and contrast run now, and the demo's
    /// history under the four editions.
    ///
    /// # Errors
    /// No such case.
    pub fn case_json(&self, id: &str) -> Result<Value, String> {
        let k = self.article_case(id).ok_or_else(|| self.unknown_case(id))?;
        let mut out = json!({
            "id": k.id, "article": k.article, "title": k.title, "topics": k.topics,
            "situation": k.situation,
        });
        for case in [Case::Demo, Case::Contrast] {
            out[case.name()] = match self.run_case(&k.id, case) {
                Ok(run) => run.to_json(),
                Err(e) => json!({ "error": e }),
            };
        }
        out["history"] = match self.case_history(&k.id, Case::Demo) {
            Ok(h) => Value::Array(h.iter().map(EditionRun::to_json).collect()),
            Err(e) => json!({ "error": e }),
        };
        Ok(out)
    }

    /// The error for an unknown case id, with the cases on the nearest article.
    pub fn unknown_case(&self, id: &str) -> String {
        let near: Vec<&str> = self
            .casebook
            .cases
            .iter()
            .filter(|k| id.starts_with(&k.article) || k.id.starts_with(id.get(..4).unwrap_or(id)))
            .map(|k| k.id.as_str())
            .take(6)
            .collect();
        if near.is_empty() {
            format!(
                "unknown case id \"{id}\" (ids are words joined by '-'; `fide cases` lists them)"
            )
        } else {
            format!("unknown case id \"{id}\"; near: {}", near.join(", "))
        }
    }
}

/// `docs/cases.md`: every case, its situation, and the decisive ruling of its demo and
/// contrast, with the demo's outcome under each edition (`fide cases --markdown`; a test
/// keeps the file up to date).
pub fn markdown(c: &Corpus) -> String {
    let mut out = String::from(
        "# The 2018 casebook\n\n\
         Generated by `fide cases --markdown` from `www/casebook/cases.json` and the engine's \
         verdicts; `tests/corpus.rs` checks that it is up to date. For each case: the 2018 \
         article it teaches, the situation, the demo's decisive ruling (the engine's words \
         and citation), the contrast's, where one fact is changed, and what the earlier \
         editions rule at the same moment of the demo.\n\n",
    );
    let ruling = |x: &Value| {
        format!(
            "{} ({})",
            one_line(x.get("decision").and_then(Value::as_str).unwrap_or("")),
            x.get("article").and_then(Value::as_str).unwrap_or("")
        )
    };
    let decisive = |run: &Result<CaseRun, String>| match run {
        Err(e) => format!("*{}*", one_line(e)),
        Ok(run) => {
            let mut s = run
                .decisive_ruling()
                .map_or("nothing to rule: the act is lawful".into(), ruling);
            s.push_str("; ");
            s.push_str(super::lesson::result_words(
                run.verdict
                    .get("result")
                    .and_then(Value::as_str)
                    .unwrap_or("*"),
            ));
            s
        }
    };
    let mut articles: Vec<&str> = c
        .casebook
        .cases
        .iter()
        .map(|k| k.article.as_str())
        .collect();
    articles.sort_by_key(|a| article_order(a));
    articles.dedup();
    out.push_str(&format!(
        "{} cases on {} articles.\n\n",
        c.casebook.cases.len(),
        articles.len()
    ));
    let mut cases: Vec<&ArticleCase> = c.casebook.cases.iter().collect();
    cases.sort_by_key(|k| article_order(&k.article));
    for k in cases {
        let demo = c.run_case(&k.id, Case::Demo);
        let contrast = c.run_case(&k.id, Case::Contrast);
        out.push_str(&format!(
            "## Art. {}: {} `{}`\n\n- Situation: {}\n- Demo: {}\n- 2018: {}\n- What if: {}\n- Contrast: {}\n",
            k.article,
            one_line(&k.title),
            k.id,
            one_line(&k.situation),
            one_line(&k.demo.caption),
            decisive(&demo),
            one_line(&k.contrast.caption),
            decisive(&contrast),
        ));
        if let Ok(h) = c.case_history(&k.id, Case::Demo) {
            for run in h.iter().filter(|r| r.edition != Edition::NEWEST) {
                let said = match &run.verdict {
                    Err(e) => format!("*cannot be played: {}*", one_line(e)),
                    Ok(v) => {
                        let mut s = run
                            .at_event
                            .first()
                            .map_or("nothing ruled at that moment".into(), ruling);
                        s.push_str("; ");
                        s.push_str(super::lesson::result_words(
                            v.get("result").and_then(Value::as_str).unwrap_or("*"),
                        ));
                        s
                    }
                };
                out.push_str(&format!("- {}: {}\n", run.edition.year(), said));
            }
        }
        let problems = c.case_problems(&k.id);
        if !problems.is_empty() {
            out.push_str(&format!(
                "- Not yet a case: {}\n",
                one_line(&problems.join("; "))
            ));
        }
        out.push('\n');
    }
    if !c.casebook.unshown.is_empty() {
        out.push_str("## Articles no game can show\n\n");
        let mut u: Vec<&Unshown> = c.casebook.unshown.iter().collect();
        u.sort_by_key(|x| article_order(&x.article));
        for x in u {
            out.push_str(&format!("- Art. {}: {}\n", x.article, one_line(&x.why)));
        }
    }
    out
}

/// `"7.5.10"` after `"7.5.2"`: an article number as numbers.
pub fn article_order(a: &str) -> Vec<u32> {
    a.split('.')
        .map(|p| p.parse().unwrap_or(u32::MAX))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn article_numbers_sort_as_numbers() {
        let mut v = vec!["7.5.10", "7.5.2", "12.9", "4.3.1"];
        v.sort_by_key(|a| article_order(a));
        assert_eq!(v, ["4.3.1", "7.5.2", "7.5.10", "12.9"]);
    }
}
