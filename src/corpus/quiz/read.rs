//! The questions of `quiz.json` read back, in the app and in the test that keeps the file
//! equal to the engine: each field checked, the question named where one is wrong.

use super::question::{Choice, Misreading, Origin, Question};
use crate::corpus::lesson::Case;
use crate::edition::Edition;

/// The questions `quiz.json` holds ([`super::Corpus::quiz_data`] as JSON), read back.
///
/// # Errors
/// The question (its number, from 1) and what is wrong with it.
pub fn questions_from_json(text: &str) -> Result<Vec<Question>, String> {
    let value: serde_json::Value = crate::json::parse(text).map_err(|e| e.to_string())?;
    let list = value.as_array().ok_or("not a list of questions")?;
    list.iter()
        .enumerate()
        .map(|(n, q)| question_from_json(q).map_err(|e| format!("question {}: {e}", n + 1)))
        .collect()
}

/// A question of `quiz.json`; the error is the field missing or wrong.
fn question_from_json(q: &serde_json::Value) -> Result<Question, String> {
    use serde_json::Value;
    fn text<'a>(v: &'a Value, k: &'static str) -> Result<&'a str, &'static str> {
        v.get(k).and_then(Value::as_str).ok_or(k)
    }
    fn edition(v: &Value) -> Result<Edition, &'static str> {
        Edition::from_year(text(v, "edition")?).ok_or("edition")
    }
    let read = || -> Result<Question, &'static str> {
        let case = match text(q, "case")? {
            "demo" => Case::Demo,
            "contrast" => Case::Contrast,
            _ => return Err("case"),
        };
        let mut choices = Vec::new();
        for c in q
            .get("choices")
            .and_then(Value::as_array)
            .ok_or("choices")?
        {
            let source = match text(c, "source")? {
                "edition" => Origin::Edition(edition(c)?),
                "demo" => Origin::OtherCase(Case::Demo),
                "contrast" => Origin::OtherCase(Case::Contrast),
                "misreading" => {
                    let m = text(c, "misreading")?;
                    let found = Misreading::ALL.into_iter().find(|x| x.code() == m);
                    Origin::Misreading(found.ok_or("misreading")?)
                }
                _ => return Err("source"),
            };
            let cited = c.get("cited").and_then(Value::as_array).ok_or("cited")?;
            choices.push(Choice {
                text: text(c, "text")?.to_string(),
                source,
                reason: text(c, "reason")?.to_string(),
                cited: cited
                    .iter()
                    .filter_map(Value::as_str)
                    .map(str::to_string)
                    .collect(),
            });
        }
        // numbers compared before they are cast: a usize is 32 bits in the app
        let number = |k: &'static str, below: u64| {
            let n = q.get(k).and_then(Value::as_u64).filter(|&n| n < below);
            n.map(|n| n as usize).ok_or(k)
        };
        let answer = number("answer", choices.len() as u64)?;
        Ok(Question {
            key: text(q, "key")?.to_string(),
            ruling: text(q, "ruling")?.to_string(),
            case,
            edition: edition(q)?,
            before: number("before", 100_000)?,
            event: text(q, "event")?.to_string(),
            choices,
            answer,
        })
    };
    read().map_err(|field| format!("its \"{field}\" is missing or not valid"))
}
