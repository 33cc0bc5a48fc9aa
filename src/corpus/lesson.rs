//! A ruling as a lesson: its demo (the ruling's own situation, decided as the ruling
//! decides) and its contrast (the same situation with the one fact changed that the ruling
//! turns on, decided otherwise). Both are run by the engine on each request; the data holds
//! only what happened at the board (or a model's input), never the verdict.
//!
//! The decisive ruling of a case is the one that cites the ruling itself
//! ("Interpretation 16.5 (1970)"). Where no ruling of a contrast cites it (the changed fact
//! takes the case out of the ruling), the decisive rulings are those at the contrast's
//! `decisive_event`, or at the event where the demo's decisive ruling fell.
//!
//! A model's case (a crosstable, a pairing, a prize, a clock's time: no board) has no
//! input to change in the app, so the app reads its output from `data/models.json`,
//! which `fide models` writes with the same models and a test keeps equal to them
//! ([`Corpus::model_outputs`]); the models' code then stays out of the app's wasm.
//!
//! [`Corpus::lesson_problems`] says what keeps a ruling from teaching: the tests ask it of
//! all 94, and `fide lessons` prints it.

use super::{ArticleCase, Corpus, Demo, Interpretation};
use crate::edition::Edition;
use crate::laws::resolution::{resolve, Resolution};
use crate::laws::{self, Event, FullAnalysis, Scenario};
use serde_json::{json, Value};
use std::collections::BTreeMap;

/// The two cases of a lesson.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Case {
    Demo,
    Contrast,
}

impl Case {
    pub const fn name(self) -> &'static str {
        match self {
            Case::Demo => "demo",
            Case::Contrast => "contrast",
        }
    }
}

/// A case run by the engine: its edition, caption, input and verdict, the verdict's
/// rulings marked `"decisive"`.
#[derive(Clone, Debug, PartialEq)]
pub struct CaseRun {
    pub edition: Edition,
    pub caption: String,
    pub kind: String,
    /// The scenario (a game) or the model's input.
    pub input: Value,
    /// The verdict (a game) or the model's output, with `rulings[*].decisive`.
    pub verdict: Value,
    /// Index into `verdict.rulings` of the decisive ruling: the one the case teaches.
    pub decisive: Option<usize>,
    /// The event where the question is decided. A casebook contrast in which the act is
    /// lawful has no ruling there: its outcome is what that event does.
    pub at: Option<usize>,
}

impl CaseRun {
    /// `{"edition","caption","kind","scenario"|"input","verdict"}` as the protocol writes it.
    pub fn to_json(&self) -> Value {
        let input_key = if self.kind == "game" {
            "scenario"
        } else {
            "input"
        };
        json!({
            "edition": self.edition.year(),
            "caption": self.caption,
            "kind": self.kind,
            input_key: self.input,
            "verdict": self.verdict,
        })
    }

    /// The decisive ruling (as a JSON object).
    pub fn decisive_ruling(&self) -> Option<&Value> {
        let rulings = self.verdict.get("rulings").and_then(Value::as_array)?;
        rulings.get(self.decisive?)
    }
}

/// What a case teaches: a ruling (its lesson) or a 2018 article (a casebook case).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Subject<'a> {
    Ruling(&'a Interpretation),
    Article(&'a ArticleCase),
}

impl Subject<'_> {
    /// The id the case is found by.
    pub fn id(&self) -> &str {
        match self {
            Subject::Ruling(r) => &r.id,
            Subject::Article(k) => &k.id,
        }
    }

    /// How it is named: `Art. 12.3 (1964)`, or `Art. 7.5.5 (2018)`.
    pub fn label(&self) -> String {
        match self {
            Subject::Ruling(r) => r.label.clone(),
            Subject::Article(k) => format!("Art. {} (2018)", k.article),
        }
    }

    /// Whether an engine ruling (as JSON) cites what the case teaches: the interpretation
    /// ("Interpretation 16.5 (1970)"), or the 2018 article, as its citation or, for the rule
    /// of a move the ruling names ("… (Art. 3.8.1)"), in its words.
    pub fn cites(&self, x: &Value) -> bool {
        let article = x.get("article").and_then(Value::as_str);
        match self {
            Subject::Ruling(r) => {
                article == Some(&format!("Interpretation {}", interpretation_id(r)))
            }
            Subject::Article(k) => {
                article == Some(k.article.as_str())
                    || x.get("decision")
                        .and_then(Value::as_str)
                        .is_some_and(|d| names_article(d, &k.article))
            }
        }
    }

    /// Whether a ruling is on the article the case is about (the article or another
    /// interpretation of it): a contrast's decisive ruling when none cites the subject.
    fn on_article(&self, x: &Value) -> bool {
        match self {
            Subject::Ruling(r) => {
                x.get("interprets")
                    .or_else(|| x.get("article"))
                    .and_then(Value::as_str)
                    == Some(r.article.as_str())
            }
            Subject::Article(_) => self.cites(x),
        }
    }
}

/// Whether a ruling's words name `article` as its own ("… (Art. 3.8.1)", "Art. 3.8.1,"),
/// not as the start of a longer number ("Art. 3.8.1.1").
pub fn names_article(words: &str, article: &str) -> bool {
    let needle = format!("Art. {article}");
    words.match_indices(&needle).any(|(i, _)| {
        let rest = &words[i + needle.len()..];
        let more = rest.strip_prefix('.').unwrap_or(rest);
        !more.starts_with(|c: char| c.is_ascii_digit())
    })
}

/// `"12.3 (1964)"` for `Art. 12.3 (1964)`: the id the engine cites an interpretation by.
pub fn interpretation_id(r: &Interpretation) -> String {
    r.label
        .strip_prefix("Art. ")
        .unwrap_or(&r.label)
        .to_string()
}

/// The edition a ruling's lessons run under: 1977 for rulings dated up to 1976 that the
/// 1977/78 book or the 1975–79 typescript prints; 1980 otherwise (the 1980 book is then
/// the first that prints it, or it is dated 1977–1979 and in force from 1980).
pub fn lesson_edition(r: &Interpretation) -> Edition {
    let in_1977_sources = r
        .sources
        .iter()
        .any(|s| s.title.contains("1977/1978") || s.title.contains("Interpretations 1975"));
    if Edition::Fide1977.applies_interpretation_of(r.year) && in_1977_sources {
        Edition::Fide1977
    } else {
        Edition::Fide1980
    }
}

/// Where a model case's output comes from: `(ruling id, case, demo) → output`.
pub type ModelOutput<'a> = &'a dyn Fn(&str, Case, &Demo) -> Result<Value, String>;

/// The key of a model case's output in `models.json`: `"21-1970/demo"`.
pub fn model_key(id: &str, case: Case) -> String {
    format!("{}/{}", id, case.name())
}

/// A model case's output, computed now by its competition model, with the blocks that
/// show it to people under `view` ([`crate::competition::view`]).
pub fn compute_model(_: &str, _: Case, d: &Demo) -> Result<Value, String> {
    let mut out = crate::competition::models::run(&d.kind, &d.scenario)?;
    out["view"] = Value::Array(crate::competition::view::present(&d.kind, &out)?);
    Ok(out)
}

impl Corpus {
    /// Every model case's output, computed now, by [`model_key`]: what
    /// `www/data/models.json` holds (`fide models` writes it). A case the model refuses
    /// is `{"error": …}`, as the app shows it.
    pub fn model_outputs(&self) -> BTreeMap<String, Value> {
        let mut out = BTreeMap::new();
        for r in &self.rulings {
            for case in [Case::Demo, Case::Contrast] {
                if let Ok((_, d)) = self.case(&r.id, case) {
                    if d.kind != "game" {
                        let v =
                            compute_model(&r.id, case, d).unwrap_or_else(|e| json!({ "error": e }));
                        out.insert(model_key(&r.id, case), v);
                    }
                }
            }
        }
        out
    }

    /// A model case's output as the app's data holds it ([`Corpus::models`]).
    ///
    /// # Errors
    /// No output stored for the case, or the error stored for it.
    pub fn stored_model(&self, id: &str, case: Case, _: &Demo) -> Result<Value, String> {
        let v = self.models.get(&model_key(id, case)).ok_or_else(|| {
            format!(
                "data/models.json has no output for the {} of {}",
                case.name(),
                id
            )
        })?;
        match v.get("error").and_then(Value::as_str) {
            Some(e) => Err(e.to_string()),
            None => Ok(v.clone()),
        }
    }

    /// The demo or the contrast of a ruling (`"12.3-1964"`) or of a 2018 case
    /// (`"second-illegal-move-loses"`), as stored.
    pub fn case(&self, id: &str, case: Case) -> Result<(Subject<'_>, &Demo), String> {
        if let Some(k) = self.article_case(id) {
            let d = match case {
                Case::Demo => &k.demo,
                Case::Contrast => &k.contrast,
            };
            return Ok((Subject::Article(k), d));
        }
        let r = self.ruling(id).ok_or_else(|| self.unknown(id))?;
        let note = self.note(&r.id);
        match case {
            Case::Demo => note.and_then(|n| n.demo.as_ref()),
            Case::Contrast => note.and_then(|n| n.contrast.as_ref()),
        }
        .map(|d| (Subject::Ruling(r), d))
        .ok_or_else(|| format!("ruling {} has no {} yet", r.label, case.name()))
    }

    /// Runs a case through the engine (or its model) and marks the decisive rulings.
    ///
    /// # Errors
    /// No such ruling or case, or its input is not a scenario (the model's message).
    pub fn run_case(&self, id: &str, case: Case) -> Result<CaseRun, String> {
        self.run_case_with(id, case, &compute_model)
    }

    /// [`Corpus::run_case`] with a model case's output from `model` (the app passes
    /// [`Corpus::stored_model`]).
    ///
    /// # Errors
    /// As [`Corpus::run_case`].
    pub fn run_case_with(
        &self,
        id: &str,
        case: Case,
        model: ModelOutput,
    ) -> Result<CaseRun, String> {
        let (subject, d) = self.case(id, case)?;
        let label = subject.label();
        let (edition, mut verdict) = if d.kind == "game" {
            let s = match &d.scenario {
                Value::Object(o) => Scenario::from_json(o).map_err(|e| e.to_string())?,
                _ => {
                    return Err(format!(
                        "{} of {}: the scenario is not an object",
                        case.name(),
                        label
                    ))
                }
            };
            let v = laws::run(&s).map_err(|e| format!("{} of {}: {}", case.name(), label, e))?;
            let edition = v.edition;
            (edition, crate::json::value(&v).map_err(|e| e.to_string())?)
        } else {
            let Subject::Ruling(r) = subject else {
                return Err(format!("{} of {}: a case is a game", case.name(), label));
            };
            let out = model(&r.id, case, d)
                .map_err(|e| format!("{} of {}: {}", case.name(), label, e))?;
            (lesson_edition(r), out)
        };
        let rulings: Vec<Value> = verdict
            .get("rulings")
            .and_then(Value::as_array)
            .cloned()
            .unwrap_or_default();
        let event = |x: &Value| x.get("event").and_then(Value::as_u64).map(|e| e as usize);
        let cites_own = |x: &Value| subject.cites(x);
        // the event where the question is decided: the case's own, or the first ruling
        // citing the ruling, or (a contrast the changed fact takes out of the ruling) the
        // event of the demo's decisive ruling
        let at = d
            .decisive_event
            .or_else(|| rulings.iter().find(|x| cites_own(x)).and_then(event))
            .or_else(|| match case {
                Case::Contrast => self
                    .run_case_with(id, Case::Demo, model)
                    .ok()
                    .and_then(|demo| demo.decisive_ruling().and_then(event)),
                Case::Demo => None,
            });
        // one decisive ruling: at that event, the first citing the ruling, else (a contrast
        // the changed fact takes out of it) the first on the ruling's article (the article
        // or another interpretation of it), else the first (a model's case, with no events:
        // the first citing the ruling); the others at the event are its consequences (a
        // penalty, time charged, the game's end)
        let at_event = |x: &Value| at.is_none() || event(x) == at;
        let on_article = |x: &Value| subject.on_article(x);
        let decisive = rulings
            .iter()
            .position(|x| at_event(x) && cites_own(x))
            .or_else(|| {
                at.filter(|_| case == Case::Contrast).and_then(|_| {
                    rulings
                        .iter()
                        .position(|x| at_event(x) && on_article(x))
                        .or_else(|| rulings.iter().position(&at_event))
                })
            });
        if let Some(list) = verdict.get_mut("rulings").and_then(Value::as_array_mut) {
            for (i, x) in list.iter_mut().enumerate() {
                if let Value::Object(o) = x {
                    o.insert("decisive".into(), json!(decisive == Some(i)));
                }
            }
        }
        Ok(CaseRun {
            edition,
            caption: d.caption.clone(),
            kind: d.kind.clone(),
            input: d.scenario.clone(),
            verdict,
            decisive,
            at,
        })
    }

    /// What keeps a ruling's demo and contrast from teaching it (empty when they do):
    /// the edition, the citations, the decisive ruling citing the ruling itself, and a
    /// contrast that decides otherwise.
    pub fn lesson_problems(&self, id: &str) -> Vec<String> {
        let mut out = Vec::new();
        let Some(r) = self.ruling(id) else {
            return vec![self.unknown(id)];
        };
        let want = lesson_edition(r);
        let demo = match self.run_case(id, Case::Demo) {
            Ok(d) => d,
            Err(e) => return vec![e],
        };
        let contrast = self.run_case(id, Case::Contrast);
        for (case, run) in [
            (Case::Demo, Some(&demo)),
            (Case::Contrast, contrast.as_ref().ok()),
        ] {
            let Some(run) = run else { continue };
            // a contrast may change the edition when that is the fact the ruling turns on
            // ("no Law requires it", and a later book does), and its caption says so
            let told = case == Case::Contrast
                && run.edition > want
                && run
                    .caption
                    .contains(&format!("under the {} Laws", run.edition.year()));
            if run.edition != want && !told {
                out.push(format!(
                    "the {} runs under {}; the ruling belongs to {}",
                    case.name(),
                    run.edition.year(),
                    want.year()
                ));
            }
            for c in citations(&run.verdict) {
                if let Some(problem) = self.citation_problem(run.edition, &c) {
                    out.push(format!("the {} cites {}", case.name(), problem));
                }
            }
        }
        if demo.decisive.is_none() {
            out.push(format!(
                "no ruling of the demo cites Interpretation {}",
                interpretation_id(r)
            ));
        }
        match &contrast {
            Err(e) => out.push(e.clone()),
            Ok(c) => {
                if c.decisive.is_none() {
                    out.push("the contrast has no decisive ruling".into());
                } else if !decides_otherwise(&demo, c) {
                    out.push(
                        "the contrast's decision does what the demo's does (only its words differ)"
                            .into(),
                    );
                }
            }
        }
        out
    }

    /// Why a citation cannot stand under `edition`, if it cannot.
    pub(crate) fn citation_problem(&self, edition: Edition, label: &str) -> Option<String> {
        if let Some(iid) = label.strip_prefix("Interpretation ") {
            let known = self.rulings.iter().any(|r| interpretation_id(r) == iid);
            let year: Option<u16> = iid
                .find('(')
                .and_then(|i| iid.get(i + 1..i + 5))
                .and_then(|y| y.parse().ok());
            return match (known, year) {
                (false, _) => Some(format!("{label}, which is no ruling of the corpus")),
                (true, Some(y)) if !edition.applies_interpretation_of(y) => Some(format!(
                    "{label}, not in force under the {} Laws",
                    edition.year()
                )),
                _ => None,
            };
        }
        if label == "Preface" {
            return None;
        }
        let base = label.split('(').next().unwrap_or(label).trim();
        // the 1977 seed lacks the text of Articles 13-16, 17.2, 17.3 and 19-21, which the
        // 1977/78 book numbers as the 1980 one does: those are looked up in 1980's data
        let family: u32 = base.split('.').next().unwrap_or("").parse().unwrap_or(0);
        let lookup = if edition == Edition::Fide1977
            && ((13..=16).contains(&family)
                || (19..=21).contains(&family)
                || base == "17.2"
                || base == "17.3")
        {
            Edition::Fide1980
        } else {
            edition
        };
        if self.article(lookup, label).is_some() || self.article(lookup, base).is_some() {
            None
        } else {
            Some(format!(
                "Art. {label}, which the {} Laws do not have",
                edition.year()
            ))
        }
    }
}

/// Every `article` the verdict's rulings (and its ending) cite.
pub(crate) fn citations(verdict: &Value) -> Vec<String> {
    let mut out: Vec<String> = verdict
        .get("rulings")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .filter_map(|x| x.get("article").and_then(Value::as_str).map(str::to_string))
        .collect();
    if let Some(a) = verdict.get("article").and_then(Value::as_str) {
        out.push(a.to_string());
    }
    out
}

/// What a case's decisive decision does, as data: for a game, the [`Resolution`] of its
/// decisive event (the game's end, a refusal, time, a move allowed or required, a
/// penalty…), and for a late arrival the clocks after it (whose clock bears the time
/// elapsed is what such a decision decides); for a model, its output with the words left
/// out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CaseOutcome {
    Game(Resolution, Option<Value>),
    Model(Value),
}

impl CaseRun {
    /// The decisive decision as data; `None` for a case without a decisive ruling (or a
    /// game whose scenario cannot be read again).
    pub fn outcome(&self) -> Option<CaseOutcome> {
        let x = self.decisive_ruling();
        if self.kind != "game" {
            return x.map(|_| CaseOutcome::Model(without_words(&self.verdict)));
        }
        // without a ruling: a casebook contrast's lawful act, where nothing is ruled
        let e = match x {
            Some(x) => x.get("event").and_then(Value::as_u64)? as usize,
            None => self.at?,
        };
        let s = Scenario::from_json(self.input.as_object()?).ok()?;
        let (r, _, _) = resolve(&s, e, &mut FullAnalysis).ok()??;
        let clocks = match s.events.get(e) {
            Some(Event::Late { .. }) => laws::replay(&s, e + 1, &mut FullAnalysis)
                .ok()
                .and_then(|g| crate::json::value(&g.verdict().clock).ok()),
            _ => None,
        };
        Some(CaseOutcome::Game(r, clocks))
    }
}

/// A model's output without its words (rulings, details, decisions, notes): the data.
fn without_words(v: &Value) -> Value {
    match v {
        Value::Object(o) => Value::Object(
            o.iter()
                .filter(|(k, _)| !matches!(k.as_str(), "rulings" | "detail" | "decision" | "note"))
                .map(|(k, v)| (k.clone(), without_words(v)))
                .collect(),
        ),
        Value::Array(a) => Value::Array(a.iter().map(without_words).collect()),
        _ => v.clone(),
    }
}

/// Whether the contrast's decisive decision differs from the demo's as data ([`CaseOutcome`]),
/// not only in words.
pub fn decides_otherwise(demo: &CaseRun, contrast: &CaseRun) -> bool {
    demo.outcome() != contrast.outcome()
}

/// A text on one line of a generated Markdown list or table: its line breaks as spaces,
/// its bars escaped.
pub(crate) fn one_line(s: &str) -> String {
    s.replace('\n', " ").replace('|', "\\|")
}

/// A result code in words, as the generated documents write it.
pub fn result_words(result: &str) -> &str {
    match result {
        "*" => "the game goes on",
        "1-0" => "White wins",
        "0-1" => "Black wins",
        "1/2-1/2" => "drawn",
        "0-0" => "both lose",
        "annulled" => "the game is annulled",
        _ => result,
    }
}

/// `docs/rulings.md`: for every ruling its id, the situation, and the decisive ruling of
/// its demo and of its contrast with their citations (`fide lessons --markdown`; a test
/// keeps the file up to date).
pub fn markdown(c: &Corpus) -> String {
    let mut out = String::from(
        "# The rulings as lessons\n\n\
         Generated by `fide lessons --markdown` from `www/data/notes.json` and the engine's \
         verdicts; `tests/corpus.rs` checks that it is up to date. For each ruling: the \
         situation its demo puts on the board, the demo's decisive ruling (the engine's \
         words and citation) and the contrast's, where the one fact the ruling turns on is \
         changed.\n\n",
    );
    let decisive = |run: &Result<CaseRun, String>| -> String {
        match run {
            Err(e) => format!("*{}*", one_line(e)),
            Ok(run) => {
                let mut parts: Vec<String> = run
                    .decisive_ruling()
                    .into_iter()
                    .map(|x| {
                        format!(
                            "{} ({})",
                            one_line(x.get("decision").and_then(Value::as_str).unwrap_or("")),
                            x.get("article").and_then(Value::as_str).unwrap_or("")
                        )
                    })
                    .collect();
                if parts.is_empty() {
                    parts.push("*no decisive ruling*".into());
                }
                if run.kind == "game" {
                    let result = run
                        .verdict
                        .get("result")
                        .and_then(Value::as_str)
                        .unwrap_or("*");
                    parts.push(result_words(result).to_string());
                }
                format!("{}: {}", run.edition.year(), parts.join("; "))
            }
        }
    };
    for r in &c.rulings {
        let demo = c.run_case(&r.id, Case::Demo);
        let contrast = c.run_case(&r.id, Case::Contrast);
        let situation = c
            .note(&r.id)
            .and_then(|n| n.demo.as_ref())
            .map_or(String::new(), |d| one_line(&d.caption));
        let what_if = c
            .note(&r.id)
            .and_then(|n| n.contrast.as_ref())
            .map_or("*none yet*".to_string(), |d| one_line(&d.caption));
        out.push_str(&format!(
            "## {} `{}`\n\n- Situation: {}\n- {}\n- Demo: {}\n- What if: {}\n- Contrast: {}\n",
            r.label,
            r.id,
            situation,
            c.note(&r.id)
                .map_or(String::new(), |n| one_line(&n.laws_alone)),
            decisive(&demo),
            what_if,
            decisive(&contrast)
        ));
        let problems = c.lesson_problems(&r.id);
        if !problems.is_empty() {
            out.push_str(&format!(
                "- Not yet a lesson: {}\n",
                one_line(&problems.join("; "))
            ));
        }
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_ruling_names_an_article_but_not_the_start_of_a_longer_one() {
        let d = "a king moves only to an adjoining square (or castles) (Art. 3.8.1); the position";
        assert!(names_article(d, "3.8.1"));
        assert!(!names_article(d, "3.8"));
        assert!(!names_article(
            "the right is lost (Art. 3.8.2.1.1)",
            "3.8.2.1"
        ));
        assert!(names_article("lost (Art. 3.8.2.1.1).", "3.8.2.1.1"));
    }
}
