//! Questions for arbiters in training, made from the lessons: a ruling's demo or contrast
//! played up to its decisive event, and the choices of what the arbiter decides there.
//!
//! A choice is an outcome ([`Resolution`]): what the decision does, in an arbiter's words
//! ("The claim is refused; Black gets 2 minutes more."), never the facts that led to it nor
//! an article. Every choice is computed on the question's own situation:
//! - the answer: the engine's decision at the decisive event;
//! - the same events judged under each other edition;
//! - the lesson's other case, where the one fact the ruling turns on is different (the
//!   contrast for a demo, the demo for a contrast);
//! - the misreadings of the answer a trainee makes ([`Misreading`]): a claim upheld that
//!   is refused, or refused that is upheld; no penalty, or the penalty on the other player;
//!   the other side winning; nothing decided at all.
//!
//! Choices that do the same are one; a wrong choice is left out when it does what the
//! answer does (the same outcome, the clocks' stopping apart). A question needs three
//! different outcomes. Nothing of another ruling's situation is ever offered.
//!
//! The order is a trainee's: [`quiz_order`] shuffles the questions by a seed, a case never
//! next to the other case of its lesson, and [`Corpus::question`] shuffles the choices by
//! the same seed. The same seed gives the same quiz, in the app and in `fide quiz --seed`.

use super::lesson::Case;
use super::Corpus;
use crate::edition::Edition;
use crate::laws::resolution::{resolve, Asked, Resolution};
use crate::laws::{
    self, ArbiterAction, ClaimKind, FullAnalysis, GameResult, Ruling, Scenario, Termination,
};
use serde::ser::{SerializeMap, Serializer};
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
    /// Three to five outcomes, each different.
    pub choices: Vec<Choice>,
    /// Index into `choices` of the engine's decision.
    pub answer: usize,
}

/// One outcome offered, where the engine decided it and why.
#[derive(Clone, Debug, PartialEq)]
pub struct Choice {
    /// The outcome in an arbiter's words ([`Resolution::words`]).
    pub text: String,
    pub resolution: Resolution,
    pub source: Source,
    /// Why it is or is not the decision, for after the answer: the engine's decision
    /// where it was computed, with its citation, or the misreading it is.
    pub reason: String,
    /// The citations of the rulings it comes from (none for a misreading).
    pub cited: Vec<String>,
}

/// Where a choice was computed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// The same events judged under this edition (the question's own: the answer).
    Edition(Edition),
    /// The lesson's other case: the one fact the ruling turns on changed.
    OtherCase(Case),
    Misreading(Misreading),
}

/// A misreading of the decision a trainee makes, computed from the answer's outcome.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Misreading {
    /// A claim upheld that the Laws refuse here.
    Upheld,
    /// A claim refused that the Laws uphold here.
    Refused,
    /// The penalty, or the change to the clocks, left out.
    NoPenalty,
    /// The penalty on the other player, or the time given to or taken from him.
    OtherPlayer,
    /// The other side wins.
    OtherWinner,
    /// The game lost on time where it goes on, or going on where it is lost.
    Flag,
    /// Nothing decided: the game goes on as it was.
    Nothing,
}

impl Misreading {
    pub fn code(self) -> &'static str {
        match self {
            Misreading::Upheld => "upheld",
            Misreading::Refused => "refused",
            Misreading::NoPenalty => "no-penalty",
            Misreading::OtherPlayer => "other-player",
            Misreading::OtherWinner => "other-winner",
            Misreading::Flag => "flag",
            Misreading::Nothing => "nothing",
        }
    }

    fn words(self) -> &'static str {
        match self {
            Misreading::Upheld => "It upholds a claim that the Laws refuse here",
            Misreading::Refused => "It refuses a claim that the Laws uphold here",
            Misreading::NoPenalty => "It leaves out the penalty or the change to the clocks",
            Misreading::OtherPlayer => "It puts the penalty or the change on the other player",
            Misreading::OtherWinner => "It gives the game to the wrong side",
            Misreading::Flag => "It mistakes what follows from the fallen flag",
            Misreading::Nothing => "It lets the game go on as if nothing had to be decided",
        }
    }
}

/// `{"text", "source": "edition"|"demo"|"contrast"|"misreading", "edition"?, "misreading"?,
/// "reason", "cited"}`.
impl Serialize for Choice {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut m = s.serialize_map(None)?;
        m.serialize_entry("text", &self.text)?;
        match self.source {
            Source::Edition(e) => {
                m.serialize_entry("source", "edition")?;
                m.serialize_entry("edition", e.year())?;
            }
            Source::OtherCase(c) => m.serialize_entry("source", c.name())?,
            Source::Misreading(x) => {
                m.serialize_entry("source", "misreading")?;
                m.serialize_entry("misreading", x.code())?;
            }
        }
        m.serialize_entry("reason", &self.reason)?;
        m.serialize_entry("cited", &self.cited)?;
        m.end()
    }
}

fn case_name<S: Serializer>(c: &Case, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(c.name())
}

fn edition_year<S: Serializer>(e: &Edition, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(e.year())
}

/// The engine's decision in words, with its citations: "Art. 12.3: the claim is correct…".
fn decided(rulings: &[Ruling]) -> (String, Vec<String>) {
    if rulings.is_empty() {
        return ("No ruling: the game goes on.".into(), Vec::new());
    }
    let cited: Vec<String> = rulings.iter().map(|r| r.citation.words()).collect();
    let words = rulings
        .iter()
        .map(|r| format!("{} ({})", r.decision, r.citation.words()))
        .collect::<Vec<_>>()
        .join("; ");
    (upper_first(&words) + ".", cited)
}

fn upper_first(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map_or_else(String::new, |f| f.to_uppercase().chain(c).collect())
}

/// Two outcomes are one when they do the same, the clocks' stopping and starting apart: a
/// refusal that changes nothing else is the game going on as it was.
fn same(a: &Resolution, b: &Resolution) -> bool {
    let bare = |r: &Resolution| {
        let mut r = Resolution {
            stopped: false,
            started: None,
            ..r.clone()
        };
        if r.refused
            && r == (Resolution {
                refused: true,
                ..Resolution::default()
            })
        {
            r.refused = false;
        }
        r
    };
    bare(a) == bare(b)
}

/// The misreadings of `answer`, each as the outcome it would give.
fn misreadings(answer: &Resolution, asked: Asked) -> Vec<(Misreading, Resolution)> {
    let mut out = Vec::new();
    let base = || Resolution {
        stopped: answer.stopped,
        ..Resolution::default()
    };
    if let Asked::Claim(kind) = asked {
        let how = match kind {
            ClaimKind::Repetition => Termination::RepetitionClaim,
            ClaimKind::Fifty => Termination::FiftyMoveClaim,
        };
        match answer.ended {
            None => out.push((
                Misreading::Upheld,
                Resolution {
                    ended: Some((GameResult::Draw, how)),
                    ..base()
                },
            )),
            Some((GameResult::Draw, _)) => out.push((
                Misreading::Refused,
                Resolution {
                    refused: true,
                    ..base()
                },
            )),
            Some(_) => {}
        }
    }
    if let Asked::Flag(c) = asked {
        let lost = Resolution {
            ended: Some((GameResult::Win(c.other()), Termination::TimeForfeit)),
            ..base()
        };
        let drawn = Resolution {
            ended: Some((GameResult::Draw, Termination::TimeForfeitDraw)),
            ..base()
        };
        for r in [lost, drawn] {
            out.push((Misreading::Flag, r));
        }
    }
    if !answer.times.is_empty() {
        out.push((
            Misreading::NoPenalty,
            Resolution {
                times: Vec::new(),
                ..answer.clone()
            },
        ));
        out.push((
            Misreading::OtherPlayer,
            Resolution {
                times: answer.times.iter().map(|t| t.swapped()).collect(),
                ..answer.clone()
            },
        ));
    }
    if let Some(c) = answer.penalty {
        out.push((
            Misreading::NoPenalty,
            Resolution {
                penalty: None,
                ..answer.clone()
            },
        ));
        out.push((
            Misreading::OtherPlayer,
            Resolution {
                penalty: Some(c.other()),
                ..answer.clone()
            },
        ));
    }
    if let Some((GameResult::Win(w), how)) = answer.ended {
        out.push((
            Misreading::OtherWinner,
            Resolution {
                ended: Some((GameResult::Win(w.other()), how)),
                ..answer.clone()
            },
        ));
    }
    out.push((Misreading::Nothing, Resolution::default()));
    out
}

/// FNV-1a of a text: a question's share of the seed.
fn hash(key: &str) -> u64 {
    key.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// A generator of the shuffles (SplitMix64): the same seed, the same order everywhere.
struct Shuffle(u64);

impl Shuffle {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// Fisher–Yates.
    fn shuffle<T>(&mut self, v: &mut [T]) {
        for i in (1..v.len()).rev() {
            v.swap(i, (self.next() % (i as u64 + 1)) as usize);
        }
    }
}

/// The questions' cases in a trainee's order: shuffled by `seed`, and no case next to the
/// other case of its lesson (where another case is left to put between them).
pub fn quiz_order(cases: &[(String, Case)], seed: u64) -> Vec<(String, Case)> {
    let mut rest = cases.to_vec();
    Shuffle(seed).shuffle(&mut rest);
    let mut out: Vec<(String, Case)> = Vec::with_capacity(rest.len());
    while !rest.is_empty() {
        let last = out.last().map(|(id, _)| id.clone());
        let at = rest
            .iter()
            .position(|(id, _)| Some(id) != last.as_ref())
            .unwrap_or(0);
        let next = rest.remove(at);
        if last.as_ref() == Some(&next.0) {
            // only cases of one lesson are left: put it where its neighbours differ
            let spot = (0..out.len()).find(|&i| {
                let before = i.checked_sub(1).map(|j| &out[j].0);
                before != Some(&next.0) && out[i].0 != next.0
            });
            match spot {
                Some(i) => out.insert(i, next),
                None => out.push(next),
            }
        } else {
            out.push(next);
        }
    }
    out
}

impl Corpus {
    /// A case's scenario (a game's) and its decisive event, if it has one.
    fn decisive(&self, id: &str, case: Case) -> Option<(Scenario, usize)> {
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
        Some((s, e))
    }

    /// The cases a quiz of `topic` and `edition` draws on, in the corpus's order: every
    /// game case (demo and contrast) of the topic run under the edition. Cheap (nothing is
    /// run): [`Corpus::question`] makes each question when it is asked, and gives none
    /// for a case without a decisive event or three different outcomes.
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

    /// The quiz's questions in the order of `seed` ([`quiz_order`]), made: those that make
    /// one.
    pub fn quiz(&self, topic: Option<&str>, edition: Option<Edition>, seed: u64) -> Vec<Question> {
        quiz_order(&self.quiz_cases(topic, edition), seed)
            .iter()
            .filter_map(|(id, case)| self.question(id, *case, seed))
            .collect()
    }

    /// The question a case makes, its choices shuffled by `seed`: if it is a game with a
    /// decisive event and at least three different outcomes can be offered.
    pub fn question(&self, id: &str, case: Case, seed: u64) -> Option<Question> {
        let r = self.ruling(id)?;
        let (s, e) = self.decisive(&r.id, case)?;
        // the arbiter setting the clocks: the event itself tells the outcome
        if let Some(laws::Event::Arbiter(
            ArbiterAction::SetMs { .. } | ArbiterAction::AddMs { .. },
        )) = s.events.get(e)
        {
            return None;
        }
        let mut an = FullAnalysis;
        let (answer, asked, rulings) = resolve(&s, e, &mut an).ok()??;
        let mut choices: Vec<Choice> = Vec::new();
        let mut offer = |resolution: Resolution, asked: Asked, source, reason, cited| {
            let text = resolution.words(asked);
            let taken = choices
                .iter()
                .any(|c| same(&c.resolution, &resolution) || c.text == text);
            if !taken && choices.len() < 5 {
                choices.push(Choice {
                    text,
                    resolution,
                    source,
                    reason,
                    cited,
                });
            }
        };
        let (words, cited) = decided(&rulings);
        let own = Source::Edition(s.edition);
        let reason = format!(
            "The engine's decision under the {} Laws: {words}",
            s.edition.year()
        );
        offer(answer.clone(), asked, own, reason, cited);
        for edition in Edition::ALL.into_iter().filter(|&x| x != s.edition) {
            let other = Scenario {
                edition,
                ..s.clone()
            };
            if let Ok(Some((x, asked, rulings))) = resolve(&other, e, &mut an) {
                let (words, cited) = decided(&rulings);
                let reason = format!(
                    "What the {} Laws decide on the same events: {words}",
                    edition.year()
                );
                offer(x, asked, Source::Edition(edition), reason, cited);
            }
        }
        let other_case = match case {
            Case::Demo => Case::Contrast,
            Case::Contrast => Case::Demo,
        };
        if let Some((o, oe)) = self.decisive(&r.id, other_case) {
            if let Ok(Some((x, asked, rulings))) = resolve(&o, oe, &mut an) {
                let (words, cited) = decided(&rulings);
                let reason = format!(
                    "What is decided when the fact the ruling turns on is different (the lesson's {}): {words}",
                    other_case.name()
                );
                offer(x, asked, Source::OtherCase(other_case), reason, cited);
            }
        }
        for (m, x) in misreadings(&answer, asked) {
            let reason = format!("{}. The engine decides otherwise: {words}", m.words());
            offer(x, asked, Source::Misreading(m), reason, Vec::new());
        }
        if choices.len() < 3 {
            return None;
        }
        let key = super::lesson::model_key(&r.id, case);
        Shuffle(seed ^ hash(&key)).shuffle(&mut choices);
        let answer = choices.iter().position(|c| c.source == own)?;
        let told = laws::narrate::narrate(&s, &mut an);
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

/// The questions for people, as `fide quiz --text` prints them: each question's situation,
/// its choices numbered, the answer and every choice's reason.
pub fn text(questions: &[Question]) -> String {
    let mut out = String::new();
    for (n, q) in questions.iter().enumerate() {
        out += &format!(
            "{}. {} (the {} Laws; {})\n   What does the arbiter decide?\n",
            n + 1,
            upper_first(q.event.trim_end_matches('.')),
            q.edition.year(),
            q.key
        );
        for (i, c) in q.choices.iter().enumerate() {
            let mark = if i == q.answer { '*' } else { ' ' };
            out += &format!("   {mark} {}) {}\n", i + 1, c.text);
        }
        for (i, c) in q.choices.iter().enumerate() {
            out += &format!("     {}: {}\n", i + 1, c.reason);
        }
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::{quiz_order, Case, Shuffle};

    #[test]
    fn a_case_is_never_next_to_its_lessons_other_case() {
        let cases: Vec<(String, Case)> = (0..6)
            .flat_map(|i| [(i.to_string(), Case::Demo), (i.to_string(), Case::Contrast)])
            .collect();
        for seed in 0..200 {
            let o = quiz_order(&cases, seed);
            assert_eq!(o.len(), cases.len());
            assert!(o.windows(2).all(|w| w[0].0 != w[1].0), "seed {seed}: {o:?}");
            let mut sorted = o.clone();
            sorted.sort_by(|a, b| (&a.0, a.1.name()).cmp(&(&b.0, b.1.name())));
            let mut want = cases.clone();
            want.sort_by(|a, b| (&a.0, a.1.name()).cmp(&(&b.0, b.1.name())));
            assert_eq!(sorted, want, "the same cases, once each");
        }
        // one lesson alone: its two cases cannot be kept apart, and both are asked
        let one = vec![
            ("a".to_string(), Case::Demo),
            ("a".to_string(), Case::Contrast),
        ];
        assert_eq!(quiz_order(&one, 3).len(), 2);
    }

    #[test]
    fn seeds_give_different_orders_and_a_seed_the_same() {
        let mut a: Vec<u32> = (0..20).collect();
        let mut b = a.clone();
        let mut c = a.clone();
        Shuffle(1).shuffle(&mut a);
        Shuffle(1).shuffle(&mut b);
        Shuffle(2).shuffle(&mut c);
        assert_eq!(a, b);
        assert_ne!(a, c);
        assert_ne!(a, (0..20).collect::<Vec<_>>());
    }
}
