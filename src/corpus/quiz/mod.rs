//! Questions for arbiters in training, made from the lessons: a ruling's demo played up to
//! its decisive event, and the choices of what the arbiter decides there.
//!
//! A choice is an outcome ([`Resolution`]): what the decision does, in an arbiter's words
//! ("The claim is refused; 2 minutes are added to Black's clock."), never the facts that led
//! to it nor an article. Every choice is computed on the question's own situation:
//! - the answer: the engine's decision at the decisive event;
//! - the same events judged under each other edition, where that outcome fits the story
//!   (`fits`);
//! - the lesson's contrast, where the one fact the ruling turns on is different, said as the
//!   question asks it, where its outcome fits the question's position and clock
//!   (`fits_here`);
//! - the misreadings of the answer a trainee makes ([`Misreading`]): a claim upheld that
//!   is refused, or refused that is upheld; the penalty or the change to the clocks left
//!   out, or one of the two given without the other; a touch taken as binding nothing; a
//!   fallen flag misjudged.
//!
//! Choices that do the same are one (`same`); a wrong choice is left out when it does what
//! the answer does. A question needs three different outcomes, one wrong one at least
//! computed on its situation. Nothing of another ruling's situation is ever offered.
//! Contrasts are not asked (the fact the ruling turns on is gone from them), nor demos whose
//! event is the arbiter's own decision, nor those in `NOT_ASKED`.
//!
//! The order is a trainee's: [`Corpus::quiz`] orders the questions by a seed
//! ([`quiz_order`], which also keeps two cases of one lesson apart, should a lesson give
//! two) and shuffles each question's choices by the same seed. The same seed gives the same
//! quiz, in the app and in `fide quiz --seed`.

use super::lesson::Case;
use super::Corpus;
use crate::edition::Edition;
use crate::laws::resolution::{resolve, Asked, Resolution, TimeChange};
use crate::laws::{
    self, ArbiterAction, ClaimKind, FullAnalysis, GameResult, Ruling, Scenario, Termination,
};

mod question;
mod read;
pub use question::{Choice, Misreading, Origin, Question};
pub use read::questions_from_json;

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
/// refusal that changes nothing else is the game going on as it was, and the time on the
/// clocks of a game that ends, or a move then made, is no matter.
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
        // time on the clocks of a game that ends otherwise than on time changes nothing
        if r.ended
            .is_some_and(|(_, how)| how != Termination::TimeForfeit)
        {
            r.times.clear();
            r.played = None;
        }
        r
    };
    bare(a) == bare(b)
}

/// Whether the outcome `x`, computed under another edition or in the lesson's other case,
/// fits the question's story: not a game already over where the story's goes on, nor one
/// going on where the story's is over (unless it ends the game otherwise, as a flag that
/// counts before the mate does), nor an adjournment refused by an edition that has none.
fn fits(x: &Resolution, answer: &Resolution, asked: Asked) -> bool {
    let over = |r: &Resolution| r.stands.is_some();
    if over(x) && !over(answer) {
        return false;
    }
    if over(answer) && !over(x) && x.ended.is_none() {
        return false;
    }
    let only_refused = Resolution {
        refused: true,
        stopped: x.stopped,
        ..Resolution::default()
    };
    !(matches!(asked, Asked::Resume | Asked::Seal) && *x == only_refused)
}

/// Whether the other case's outcome `x` fits the question's situation, beyond [`fits`]:
/// - the moves it requires (the touched piece's, a compulsory move) are the same moves in
///   the question's position (`here`, before and after its event) as in the other case's
///   (`there`):
///   the other case's requirement names its own pieces ("the queen on d4 must be moved"
///   where the question's queen stands on c4), which a trainee would strike out on sight;
/// - a flag it makes fall by the time it charges would fall on the question's clock too
///   (before its event), not five minutes taken from a player
///   with thirty; a game without a clock has no flag.
fn fits_here(x: &Resolution, here: [&laws::Game; 2], there: [&laws::Game; 2]) -> bool {
    use crate::notation::san::parse_san;
    let before = here[0];
    // the same move in both positions, before the decisive event (a touch) or after it (a
    // position reinstated)
    let same = |san: &str| {
        (0..2).any(|i| {
            match (
                parse_san(here[i].position(), san),
                parse_san(there[i].position(), san),
            ) {
                (Ok(a), Ok(b)) => a == b,
                (Ok(_), Err(_)) => true,
                (Err(_), _) => false,
            }
        })
    };
    let obliged = x
        .obliged
        .as_ref()
        .is_none_or(|(moves, _)| moves.is_empty() || moves.iter().any(|m| same(m)));
    let compulsory = x.compulsory.as_ref().is_none_or(|(_, m)| same(m));
    let flag = match x.ended {
        Some((GameResult::Win(w), Termination::TimeForfeit)) => Some(w.other()),
        Some((GameResult::Draw, Termination::TimeForfeitDraw)) => Some(before.position().turn()),
        _ => None,
    };
    let on_time = match (flag, before.verdict().clock) {
        (None, _) => true,
        (Some(_), None) => false,
        (Some(c), Some(clock)) => {
            let left = if c == crate::Color::White {
                clock.white_ms
            } else {
                clock.black_ms
            };
            let charged: u64 = x
                .times
                .iter()
                .map(|t| match t {
                    TimeChange::Charge(who, ms) if *who == c => *ms,
                    _ => 0,
                })
                .sum();
            // no charge: the flag fell by itself, as in the question
            charged == 0 || charged >= left
        }
    };
    obliged && compulsory && on_time
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
            Some((GameResult::Draw, t)) if t == how => out.push((
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
        let lost = (GameResult::Win(c.other()), Termination::TimeForfeit);
        let misread = if answer.ended == Some(lost) {
            // the loss taken for a draw, as if the opponent could not checkmate
            (GameResult::Draw, Termination::TimeForfeitDraw)
        } else {
            lost
        };
        out.push((
            Misreading::Flag,
            Resolution {
                ended: Some(misread),
                ..base()
            },
        ));
    }
    if answer.ended.is_none() && (!answer.times.is_empty() || !answer.penalty.is_empty()) {
        out.push((
            Misreading::NoPenalty,
            Resolution {
                times: Vec::new(),
                penalty: Vec::new(),
                ..answer.clone()
            },
        ));
        // the answer in half: a trainee who knows one of its two parts
        if !answer.times.is_empty() && !answer.penalty.is_empty() {
            out.push((
                Misreading::ClockOnly,
                Resolution {
                    penalty: Vec::new(),
                    ..answer.clone()
                },
            ));
            out.push((
                Misreading::PenaltyOnly,
                Resolution {
                    times: Vec::new(),
                    ..answer.clone()
                },
            ));
        }
    }
    if answer.ended.is_none() && answer.obliged.is_some() {
        out.push((
            Misreading::Unbound,
            Resolution {
                obliged: None,
                ..answer.clone()
            },
        ));
    }
    out
}

/// Demos not asked, and why: their situation, told as it must be, gives the answer away, or
/// the ruling leaves the arbiter free so that two answers are lawful (found by the quiz's
/// readers, `docs/reviews/quiz.md`).
const NOT_ASKED: &[(&str, &str)] = &[
    (
        "13.2-1967",
        "the position's move number counts the moves made, which is what nobody at the board can establish",
    ),
    (
        "17.1-1970",
        "the event's own fact (too few arbiters to watch every board) is the condition the ruling allows the regulations on",
    ),
    (
        "9.1-1963",
        "the story must say the result is not yet registered, which is the ruling's condition; what follows is then what any player expects",
    ),
    (
        "6.6c-1971b",
        "with no piece evidently intended, setting the position and the clock back and sanctioning the player is what any player expects",
    ),
    (
        "17.1-1979b",
        "the ruling leaves the arbiter free to let the game go on or not: the loss on time is as lawful an answer as the one he chose",
    ),
];

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

/// The questions (or cases) in a trainee's order: shuffled by `seed`, and none next to
/// another of the same lesson (`lesson` names it) where another is left to put between.
pub fn quiz_order<T: Clone>(items: &[T], seed: u64, lesson: impl Fn(&T) -> &str) -> Vec<T> {
    let mut rest = items.to_vec();
    Shuffle(seed).shuffle(&mut rest);
    let mut out: Vec<T> = Vec::with_capacity(rest.len());
    while !rest.is_empty() {
        let last = out.last().map(|x| lesson(x).to_string());
        let at = rest
            .iter()
            .position(|x| Some(lesson(x)) != last.as_deref())
            .unwrap_or(0);
        let next = rest.remove(at);
        if last.as_deref() == Some(lesson(&next)) {
            // only cases of one lesson are left: put it where its neighbours differ
            let spot = (0..out.len()).find(|&i| {
                let before = i.checked_sub(1).map(|j| lesson(&out[j]));
                before != Some(lesson(&next)) && lesson(&out[i]) != lesson(&next)
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
        // a casebook contrast's lawful act has no ruling: its event is still the question's
        let e = run
            .decisive_ruling()
            .and_then(|x| x.get("event"))
            .and_then(serde_json::Value::as_u64)
            .map(|e| e as usize)
            .or(run.at)?;
        Some((s, e))
    }

    /// The cases a quiz of `topic` and `edition` draws on, in the corpus's order: every
    /// game case (demo and contrast) of the topic run under the edition. Cheap (nothing is
    /// run): [`Corpus::question`] makes each question when it is asked, and gives none
    /// for a contrast, a case without a decisive event or three different outcomes, or one
    /// not asked (see [`Corpus::question`]).
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
        // the 2018 casebook's demos, by article
        if edition.is_none_or(|e| e == Edition::NEWEST) {
            let mut cases: Vec<_> = self
                .casebook
                .cases
                .iter()
                .filter(|k| topic.is_none_or(|t| k.topics.iter().any(|x| x == t)))
                .collect();
            cases.sort_by_key(|k| super::casebook::article_order(&k.article));
            out.extend(cases.into_iter().map(|k| (k.id.clone(), Case::Demo)));
        }
        out
    }

    /// Every question of the rulings' lessons, computed, in the corpus's order with each
    /// question's choices as computed (the answer first): what `www/data/quiz.json` holds
    /// (`fide quiz-data` writes it), so the app reads the questions instead of carrying the
    /// code that computes them.
    pub fn quiz_data(&self) -> Vec<Question> {
        self.quiz_cases(None, None)
            .iter()
            .filter(|(id, _)| self.article_case(id).is_none())
            .filter_map(|(id, case)| self.question(id, *case))
            .collect()
    }

    /// Every question, the 2018 casebook's with the rulings': what `fide quiz --edition 2018`
    /// asks. The app asks [`Corpus::quiz_data`]'s, without the casebook's, which it does not
    /// have yet (see [`super::casebook`]); so does `fide quiz` under the other editions.
    pub fn quiz_questions(&self) -> Vec<Question> {
        self.quiz_cases(None, None)
            .iter()
            .filter_map(|(id, case)| self.question(id, *case))
            .collect()
    }

    /// A trainee's quiz: the `questions` of `topic` and `edition`, ordered by `seed`
    /// ([`quiz_order`]) and each question's choices shuffled by the seed. The app gives
    /// the questions it read from `quiz.json`, `fide quiz` those it computed: the same.
    pub fn quiz(
        &self,
        questions: &[Question],
        topic: Option<&str>,
        edition: Option<Edition>,
        seed: u64,
    ) -> Vec<Question> {
        let chosen: Vec<Question> = questions
            .iter()
            .filter(|q| edition.is_none_or(|e| q.edition == e))
            .filter(|q| {
                topic.is_none_or(|t| {
                    let topics = match self.article_case(&q.ruling) {
                        Some(k) => Some(&k.topics),
                        None => self.note(&q.ruling).map(|n| &n.topics),
                    };
                    topics.is_some_and(|topics| topics.iter().any(|x| x == t))
                })
            })
            .cloned()
            .collect();
        quiz_order(&chosen, seed, |q| &q.ruling)
            .into_iter()
            .map(|mut q| {
                let mut order: Vec<usize> = (0..q.choices.len()).collect();
                Shuffle(seed ^ hash(&q.key)).shuffle(&mut order);
                q.answer = order.iter().position(|&i| i == q.answer).unwrap_or(0);
                q.choices = order.iter().map(|&i| q.choices[i].clone()).collect();
                q
            })
            .collect()
    }

    /// The question a case makes, its answer first: if it is a demo of a game with a
    /// decisive event that is not the arbiter's own decision, not in `NOT_ASKED`, and at
    /// least three different outcomes can be offered.
    pub fn question(&self, id: &str, case: Case) -> Option<Question> {
        // a contrast takes away the fact the ruling turns on: what is left is the Laws'
        // ordinary course, which three rounds of readers found answerable by common sense
        // (docs/reviews/quiz.md); its outcome is offered in the demo's question instead
        if case == Case::Contrast || NOT_ASKED.iter().any(|(x, _)| *x == id) {
            return None;
        }
        let (subject, _) = self.case(id, case).ok()?;
        let id = subject.id();
        let (s, e) = self.decisive(id, case)?;
        // the arbiter's own decision as the event (the clocks set, the penalty he chose, his
        // warning): the event itself tells the outcome
        if let Some(
            laws::Event::Arbiter(ArbiterAction::SetMs { .. } | ArbiterAction::AddMs { .. })
            | laws::Event::Incident(
                laws::incident::Incident::PromotionMisconduct { .. }
                | laws::incident::Incident::ArbiterWarns,
            ),
        ) = s.events.get(e)
        {
            return None;
        }
        let mut an = FullAnalysis;
        let (answer, asked, rulings) = resolve(&s, e, &mut an).ok()??;
        let mut offered: Vec<(Choice, Resolution)> = Vec::new();
        let mut offer = |resolution: Resolution, asked: Asked, source, reason, cited| {
            let text = resolution.words(asked);
            let taken = offered
                .iter()
                .any(|(c, r)| same(r, &resolution) || c.text == text);
            if !taken && offered.len() < 5 {
                let choice = Choice {
                    text,
                    source,
                    reason,
                    cited,
                };
                offered.push((choice, resolution));
            }
        };
        let (words, cited) = decided(&rulings);
        let own = Origin::Edition(s.edition);
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
            if let Ok(Some((x, _, rulings))) = resolve(&other, e, &mut an) {
                if fits(&x, &answer, asked) {
                    let (words, cited) = decided(&rulings);
                    let reason = format!(
                        "What the {} Laws decide on the same events: {words}",
                        edition.year()
                    );
                    offer(x, asked, Origin::Edition(edition), reason, cited);
                }
            }
        }
        let other_case = match case {
            Case::Demo => Case::Contrast,
            Case::Contrast => Case::Demo,
        };
        if let Some((o, oe)) = self.decisive(id, other_case) {
            // said as the question asks it: the lesson's other case may ask otherwise (a
            // claim where the question has a flag)
            let games = (
                laws::replay(&s, e, &mut an),
                laws::replay(&s, e + 1, &mut an),
                laws::replay(&o, oe, &mut an),
                laws::replay(&o, oe + 1, &mut an),
            );
            if let Some((x, _, rulings)) = resolve(&o, oe, &mut an)
                .ok()
                .flatten()
                .filter(|(x, ..)| fits(x, &answer, asked))
                .filter(|(x, ..)| match &games {
                    (Ok(a), Ok(b), Ok(c), Ok(d)) => fits_here(x, [a, b], [c, d]),
                    _ => true,
                })
            {
                let (words, cited) = decided(&rulings);
                let reason = format!(
                    "What is decided when the one fact the case turns on is different (the lesson's {}): {words}",
                    other_case.name()
                );
                offer(x, asked, Origin::OtherCase(other_case), reason, cited);
            }
        }
        for (m, x) in misreadings(&answer, asked) {
            offer(
                x,
                asked,
                Origin::Misreading(m),
                format!("{}.", m.words()),
                Vec::new(),
            );
        }
        // three outcomes, one at least computed on the situation besides the answer: a
        // question whose only wrong choices are misreadings does not test the ruling
        let computed = offered
            .iter()
            .filter(|(c, _)| !matches!(c.source, Origin::Misreading(_)))
            .count();
        if offered.len() < 3 || computed < 2 {
            return None;
        }
        let told = laws::narrate::narrate(&s, &mut an);
        Some(Question {
            key: super::lesson::model_key(id, case),
            ruling: id.to_string(),
            case,
            edition: s.edition,
            before: e,
            event: told.get(e).cloned().unwrap_or_default(),
            choices: offered.into_iter().map(|(c, _)| c).collect(),
            answer: 0,
        })
    }
}

impl Corpus {
    /// The questions for people, as `fide quiz --text` prints them: each question's
    /// situation as the app shows it (the edition, the position and the clocks, what
    /// happened, the decisive event), its choices numbered; then the answer, the ruling and
    /// every choice's reason.
    pub fn quiz_text(&self, questions: &[Question]) -> String {
        let mut out = String::new();
        for (n, q) in questions.iter().enumerate() {
            out += &format!("{}. Under the FIDE Laws of {}.\n", n + 1, q.edition.year());
            let scenario = self
                .case(&q.ruling, q.case)
                .ok()
                .and_then(|(_, d)| Scenario::from_json(d.scenario.as_object()?).ok());
            if let Some(s) = scenario {
                let mut an = FullAnalysis;
                let told = laws::narrate::narrate(&s, &mut an);
                if q.before > 0 {
                    let so_far: Vec<&str> =
                        told.iter().take(q.before).map(String::as_str).collect();
                    out += &format!("   What happened: {}.\n", so_far.join("; "));
                }
                if let Ok(g) = laws::replay(&s, q.before, &mut an) {
                    let v = g.verdict();
                    out += &format!("   The position now: {}", v.fen);
                    if let Some(c) = v.clock {
                        out += &format!(
                            "; White's clock {}, Black's {}",
                            laws::words::duration(c.white_ms),
                            laws::words::duration(c.black_ms)
                        );
                    }
                    out.push_str(".\n");
                }
            }
            out += &format!(
                "   Now: {}.\n   What does the arbiter decide?\n",
                upper_first(q.event.trim_end_matches('.'))
            );
            for (i, c) in q.choices.iter().enumerate() {
                out += &format!("     {}) {}\n", i + 1, c.text);
            }
            out += &format!(
                "   Answer: {} (the ruling {}, its {}).\n",
                q.answer + 1,
                q.ruling,
                q.case.name()
            );
            for (i, c) in q.choices.iter().enumerate() {
                out += &format!("     {}: {}\n", i + 1, c.reason);
            }
            out.push('\n');
        }
        out
    }
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
            let o = quiz_order(&cases, seed, |c| &c.0);
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
        assert_eq!(quiz_order(&one, 3, |c| &c.0).len(), 2);
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
