//! Questions for arbiters in training, made from the lessons: a ruling's demo or contrast
//! played up to its decisive event, and the choices of what the arbiter decides there.
//!
//! Every choice is a decision the engine computes at that moment: the case's own (the
//! answer), the same events judged under the other editions, and the other case of the
//! lesson (the contrast for a demo, the demo for a contrast) at its decisive event. Where
//! that leaves fewer than three, the decisive decisions of other lessons on the same
//! article are added. Choices that read the same are one choice. A wrong choice is left out
//! when it would be partly or wholly right: when it shares one ruling's decision with the
//! answer (a claim's decision without its penalty, say), or when it does what the answer
//! does (the same effects: time added or charged, a refusal, the game's end with the same
//! result), which is the same decision in other words. What would name a choice's edition is
//! hidden ([`hide_articles`]). Two wrong choices may still say one thing in other words, and
//! a choice from the other case may describe a different situation: telling the situations
//! apart is what the ruling teaches. The order is shuffled by the
//! question's id, so the same question always shows the same order. Nothing in the data
//! says which choice is right: [`Question::answer`] is where the case's own decision
//! landed.

use super::lesson::Case;
use super::Corpus;
use crate::edition::Edition;
use crate::laws::{self, Effect, Scenario, Verdict};
use serde::Serialize;

/// One question: the board after `before` events of a case, and what to decide next.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Question {
    /// `"12.3-1964/demo"`: the ruling and the case.
    pub key: String,
    pub ruling: String,
    #[serde(serialize_with = "case_name")]
    pub case: Case,
    #[serde(serialize_with = "edition_year")]
    pub edition: Edition,
    /// The events played before the decisive one: the board is shown after them.
    pub before: usize,
    /// The decisive event, in words.
    pub event: String,
    /// Three to five decisions, each different.
    pub choices: Vec<Choice>,
    /// Index into `choices` of the case's own decision.
    pub answer: usize,
}

/// A decision the engine computed, and where.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Choice {
    /// The decision as offered: the engine's words with each article's number hidden
    /// (`Art. …`), since the numbers differ between editions and would give the edition
    /// away.
    pub text: String,
    /// The decision of each ruling at the event, joined: the engine's words.
    pub decision: String,
    /// Each ruling's decision at the event (one choice is one or more rulings).
    pub decisions: Vec<String>,
    /// What the arbiter does in it: its rulings' effects.
    #[serde(skip)]
    pub does: Vec<Effect>,
    /// Where the engine decided it: `"under the 1980 Laws"`, `"in the contrast's
    /// situation"`, `"in the case of Art. 12.3 (1978)"`.
    pub from: String,
}

fn case_name<S: serde::Serializer>(c: &Case, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(c.name())
}

fn edition_year<S: serde::Serializer>(e: &Edition, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(e.year())
}

/// What the arbiter decides when the engine makes no ruling on the event.
pub const NO_RULING: &str = "nothing to rule on: the game goes on";

/// The decisions of `v`'s rulings on event `e`; [`NO_RULING`] when there are none.
fn decisions_at(v: &Verdict, e: usize) -> Vec<String> {
    let d: Vec<String> = v
        .rulings
        .iter()
        .filter(|r| r.event == e)
        .map(|r| r.decision.clone())
        .collect();
    if d.is_empty() {
        vec![NO_RULING.to_string()]
    } else {
        d
    }
}

/// What the arbiter does on event `e` of `v`: the effects of its rulings (time added or
/// charged, a refusal, the game's end…), in order. Decisions that do the same are one
/// decision in other words.
fn substance(v: &Verdict, e: usize) -> Vec<Effect> {
    v.rulings
        .iter()
        .filter(|r| r.event == e)
        .filter_map(|r| r.effect.clone())
        .collect()
}

/// The answer a wrong choice is measured against: its rulings' decisions and what it does.
type Answer<'a> = (&'a [String], &'a [Effect]);

/// Adds a decision unless one reads the same (with what would give its edition away
/// hidden), or five are offered; a wrong choice also not when it would be partly or wholly
/// right: when it shares a ruling's decision with the `answer`, or does what the answer does
/// (the same effects: the same decision in other words).
fn offer(
    choices: &mut Vec<Choice>,
    parts: Vec<String>,
    does: Vec<Effect>,
    from: String,
    answer: Option<Answer>,
) {
    if let Some((decisions, effects)) = answer {
        if parts.iter().any(|p| decisions.contains(p)) || does == effects {
            return;
        }
    }
    let decision = parts.join("; ");
    let text = hide_articles(&decision);
    if choices.len() < 5 && !choices.iter().any(|c| c.text == text) {
        choices.push(Choice {
            text,
            decision,
            decisions: parts,
            does,
            from,
        });
    }
}

/// `text` without what would name its edition: the number after each `Art. ` (`"(Art.
/// 17.3)"` → `"(Art. …)"`), article numbers in brackets (`"(9.2.1, 9.3)"` → `"(…)"`) and
/// "the 2018 Laws" (→ "the Laws").
pub fn hide_articles(text: &str) -> String {
    let mut text = text.to_string();
    for e in Edition::ALL {
        text = text.replace(&format!("the {} Laws", e.year()), "the Laws");
    }
    hide_bracketed_numbers(&hide_article_numbers(&text))
}

/// `(9.2.1, 9.3)` → `(…)`: a bracket holding only article numbers (digits, dots, letters
/// after a number, commas, spaces), at least one with a dot. `(1964)` stays.
fn hide_bracketed_numbers(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find('(') {
        let (head, tail) = rest.split_at(at + 1);
        out.push_str(head);
        let inner = tail.find(')').map(|close| &tail[..close]);
        let numbers = inner.is_some_and(|s| {
            s.starts_with(|c: char| c.is_ascii_digit())
                && s.contains('.')
                && s.chars()
                    .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | ',' | ' '))
        });
        match inner {
            Some(s) if numbers => {
                out.push('…');
                rest = &tail[s.len()..];
            }
            _ => rest = tail,
        }
    }
    out.push_str(rest);
    out
}

/// The number after each `Art. ` replaced by `…`.
fn hide_article_numbers(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find("Art. ") {
        let (head, tail) = rest.split_at(at + 5);
        out.push_str(head);
        let mut n = tail
            .find(|c: char| !(c.is_ascii_alphanumeric() || matches!(c, '.' | '(' | ')')))
            .unwrap_or(tail.len());
        let starts_with_digit = tail.starts_with(|c: char| c.is_ascii_digit());
        // a sentence's full stop, or the bracket that closes around the citation
        loop {
            let token = &tail[..n];
            if token.ends_with('.')
                || (token.ends_with(')') && token.matches(')').count() > token.matches('(').count())
            {
                n -= 1;
            } else {
                break;
            }
        }
        if starts_with_digit && n > 0 {
            out.push('…');
            rest = &tail[n..];
        } else {
            rest = tail;
        }
    }
    out.push_str(rest);
    out
}

/// FNV-1a of the key: the question's fixed shuffle.
fn seed(key: &str) -> u64 {
    key.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

impl Corpus {
    /// A case's scenario (a game's), its run and its decisive event, if it has one.
    fn decisive(&self, id: &str, case: Case) -> Option<(Scenario, Verdict, usize)> {
        let (_, d) = self.case(id, case).ok()?;
        if d.kind != "game" {
            return None;
        }
        let s = Scenario::from_json(d.scenario.as_object()?).ok()?;
        // the stored models are never asked (a game), and the models' code stays out of
        // the app's wasm
        let run = self
            .run_case_with(id, case, &|i, c, d| self.stored_model(i, c, d))
            .ok()?;
        let e = run
            .decisive_rulings()
            .first()
            .and_then(|x| x.get("event"))
            .and_then(serde_json::Value::as_u64)? as usize;
        let v = laws::run(&s).ok()?;
        Some((s, v, e))
    }

    /// The cases a quiz of `topic` and `edition` draws on, in the corpus's order: every
    /// game case (demo and contrast) of the topic run under the edition. Cheap (nothing is
    /// run): [`Corpus::question`] makes each question when it is asked, and gives none
    /// for a case without a decisive event or three different decisions.
    pub fn quiz_cases(&self, topic: Option<&str>, edition: Option<Edition>) -> Vec<(String, Case)> {
        let mut out = Vec::new();
        for r in &self.rulings {
            let Some(note) = self.note(&r.id) else {
                continue;
            };
            if topic.is_some_and(|t| !note.topics.iter().any(|x| x == t)) {
                continue;
            }
            for (case, d) in [(Case::Demo, &note.demo), (Case::Contrast, &note.contrast)] {
                let Some(d) = d.as_ref().filter(|d| d.kind == "game") else {
                    continue;
                };
                let year = d
                    .scenario
                    .get("edition")
                    .and_then(serde_json::Value::as_str);
                if edition.is_none_or(|e| year == Some(e.year())) {
                    out.push((r.id.clone(), case));
                }
            }
        }
        out
    }

    /// The quiz's questions, made: those of [`Corpus::quiz_cases`] that make one.
    pub fn quiz(&self, topic: Option<&str>, edition: Option<Edition>) -> Vec<Question> {
        self.quiz_cases(topic, edition)
            .iter()
            .filter_map(|(id, case)| self.question(id, *case))
            .collect()
    }

    /// The question a case makes, if it is a game with a decisive event and at least three
    /// different decisions can be offered.
    pub fn question(&self, id: &str, case: Case) -> Option<Question> {
        let r = self.ruling(id)?;
        let (s, v, e) = self.decisive(&r.id, case)?;
        let own = decisions_at(&v, e);
        let does = substance(&v, e);
        let answer = own.join("; ");
        let mut choices = Vec::new();
        offer(
            &mut choices,
            own.clone(),
            does.clone(),
            format!("under the {} Laws", s.edition.year()),
            None,
        );
        let against = Some((own.as_slice(), does.as_slice()));
        for edition in Edition::ALL {
            if edition == s.edition {
                continue;
            }
            let other = Scenario {
                edition,
                ..s.clone()
            };
            if let Ok(v) = laws::run(&other) {
                offer(
                    &mut choices,
                    decisions_at(&v, e),
                    substance(&v, e),
                    format!("under the {} Laws", edition.year()),
                    against,
                );
            }
        }
        let other_case = match case {
            Case::Demo => Case::Contrast,
            Case::Contrast => Case::Demo,
        };
        if let Some((_, v, e)) = self.decisive(&r.id, other_case) {
            offer(
                &mut choices,
                decisions_at(&v, e),
                substance(&v, e),
                format!("in the {}'s situation", other_case.name()),
                against,
            );
        }
        if choices.len() < 3 {
            for other in self
                .rulings
                .iter()
                .filter(|o| o.article == r.article && o.id != r.id)
            {
                if let Some((_, v, e)) = self.decisive(&other.id, Case::Demo) {
                    offer(
                        &mut choices,
                        decisions_at(&v, e),
                        substance(&v, e),
                        format!("in the case of {}", other.label),
                        against,
                    );
                }
            }
        }
        if choices.len() < 3 {
            return None;
        }
        // a fixed shuffle (Fisher–Yates with a xorshift seeded by the key)
        let key = super::lesson::model_key(&r.id, case);
        let mut x = seed(&key) | 1;
        for i in (1..choices.len()).rev() {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            choices.swap(i, (x % (i as u64 + 1)) as usize);
        }
        let answer = choices.iter().position(|c| c.decision == answer)?;
        let told = laws::narrate::narrate(&s, &mut laws::FullAnalysis);
        Some(Question {
            key,
            ruling: r.id.clone(),
            case,
            edition: s.edition,
            before: e,
            event: told.get(e).cloned().unwrap_or_default(),
            choices,
            answer,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::hide_articles;

    #[test]
    fn article_numbers_are_hidden_and_the_sentence_kept() {
        assert_eq!(hide_articles("(Art. 17.3)"), "(Art. …)");
        assert_eq!(hide_articles("Art. 10.13(b) applies."), "Art. … applies.");
        assert_eq!(
            hide_articles("as Art. 6.6c says; Art. 5.1.1."),
            "as Art. … says; Art. …."
        );
        assert_eq!(hide_articles("Art. 14.7's formula"), "Art. …'s formula");
        // not a number: left as it is
        assert_eq!(hide_articles("Art. the first"), "Art. the first");
        assert_eq!(
            hide_articles("Interpretation 12.3 (1964)"),
            "Interpretation 12.3 (1964)"
        );
        assert_eq!(
            hide_articles("incorrect (9.2.1, 9.3): 3½ moves"),
            "incorrect (…): 3½ moves"
        );
        assert_eq!(hide_articles("(6.11.3) then (1964)"), "(…) then (1964)");
        assert_eq!(
            hide_articles("the 2018 Laws have no adjournment"),
            "the Laws have no adjournment"
        );
        assert_eq!(hide_articles("½ (Art. 5.1.1) é…"), "½ (Art. …) é…");
        assert_eq!(hide_articles("an open ( bracket"), "an open ( bracket");
    }
}
