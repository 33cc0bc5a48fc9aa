//! The quiz: a lesson's case played up to its decisive event, and the trainee picks what
//! the arbiter decides. The questions, their order and their choices come from the core
//! (`corpus::quiz`, as `fide quiz --seed N` prints them): every choice is an outcome the
//! engine computed on the question's situation. After the choice: why each choice is or is
//! not the decision, the engine's rulings with their citations, the ruling's text and a
//! link to its page.
//!
//! Keys: 1–5 choose, Enter goes on. The trainee's seed (his order) and his answers are kept
//! in localStorage; `?seed=N` in a link gives that order; a link shares the score; embedded
//! (`#/embed/quiz?topic=…&edition=…&seed=…`) each answer is posted to the host as a
//! `quiz-result` message.

use super::demo::position_view;
use super::embed::{post, Out, Score};
use super::ruling_view::paragraphs;
use super::rulings_log::{rulings_log, RulingsLogProps};
use crate::app::data::corpus;
use crate::app::route::Route;
use crate::app::storage::{keep_quiz_answers, quiz_answers, quiz_seed};
use crate::corpus::quiz::Question;
use crate::corpus::TOPICS;
use crate::edition::Edition;
use crate::laws::{narrate::narrate, replay, FullAnalysis, Scenario};
use serde::Deserialize;
use std::collections::BTreeMap;
use std::rc::Rc;
use yew::prelude::*;
use yew_router::prelude::*;

/// A topic in a URL: `"touched piece"` is `touched-piece`.
pub fn topic_slug(topic: &str) -> String {
    topic.replace(' ', "-")
}

/// The topic a URL names, if any.
fn topic_of(slug: &str) -> Option<&'static str> {
    TOPICS.iter().copied().find(|t| topic_slug(t) == slug)
}

/// `?edition=1980&seed=42&result=7-10` (a shared order and score).
#[derive(Deserialize, Default, Clone, PartialEq)]
struct QuizQuery {
    edition: Option<String>,
    topic: Option<String>,
    seed: Option<String>,
    result: Option<String>,
}

#[derive(Properties, PartialEq)]
pub struct QuizProps {
    /// The topic's URL name, `None` for every topic.
    #[prop_or_default]
    pub topic: Option<String>,
    #[prop_or_default]
    pub embedded: bool,
}

/// The key of the question at `at` (wrapping), if there is any. The trainee's place is a
/// question's key, not an index: a new set (another seed, topic or edition) never shows
/// another question with this one's answer.
fn ask(questions: &[Question], at: usize) -> Option<String> {
    let at = at.checked_rem(questions.len())?;
    Some(questions[at].key.clone())
}

/// Where a visit goes on: the first question not answered yet, or the first question when
/// all are.
fn resume(questions: &[Question], answers: &BTreeMap<String, bool>) -> Option<String> {
    let at = questions
        .iter()
        .position(|q| !answers.contains_key(&q.key))
        .unwrap_or(0);
    ask(questions, at)
}

/// The question with `key` in the set.
fn find<'a>(questions: &'a [Question], key: Option<&str>) -> Option<(usize, &'a Question)> {
    let key = key?;
    questions.iter().enumerate().find(|(_, q)| q.key == key)
}

/// The score over a set's questions.
fn score(questions: &[Question], answers: &BTreeMap<String, bool>) -> Score {
    let mut s = Score {
        right: 0,
        answered: 0,
    };
    for q in questions {
        if let Some(&right) = answers.get(&q.key) {
            s.answered += 1;
            s.right += usize::from(right);
        }
    }
    s
}

#[component]
pub fn QuizView(props: &QuizProps) -> Html {
    let location = use_location();
    let navigator = use_navigator();
    let query: QuizQuery = location
        .as_ref()
        .and_then(|l| l.query::<QuizQuery>().ok())
        .unwrap_or_default();
    let slug = props.topic.clone().or(query.topic.clone());
    let topic = slug.as_deref().and_then(topic_of);
    let edition = query.edition.as_deref().and_then(Edition::from_year);
    let given = query.seed.as_deref().and_then(|s| s.parse::<usize>().ok());
    let seed = *use_memo(given, |g| quiz_seed(*g));
    let cases = use_memo((topic, edition, seed), |(t, e, seed)| {
        let c = corpus();
        c.quiz(&c.quiz, *t, *e, *seed as u64)
    });
    let answers = use_state(quiz_answers);
    let asked = {
        let answers = answers.clone();
        let cases = cases.clone();
        // start at the first question not yet answered, so a reload goes on where it was
        use_state(move || resume(&cases, &answers))
    };
    let chosen = use_state(|| None::<usize>);
    {
        // a new set (the edition changed: the view stays) goes on at its first question not
        // answered, not yet answered on the page
        let (asked, chosen, answers) = (asked.clone(), chosen.clone(), answers.clone());
        let shown_for = use_mut_ref(|| cases.clone());
        use_effect_with(cases.clone(), move |cases| {
            if !Rc::ptr_eq(&shown_for.borrow(), cases) {
                *shown_for.borrow_mut() = cases.clone();
                asked.set(resume(cases, &answers));
                chosen.set(None);
            }
        });
    }
    {
        let embedded = props.embedded;
        use_effect_with((), move |_| {
            if embedded {
                post(&Out::Ready {
                    view: "quiz",
                    id: None,
                });
            }
        });
    }
    let choose = {
        let (asked, chosen, answers, cases) = (
            asked.clone(),
            chosen.clone(),
            answers.clone(),
            cases.clone(),
        );
        let embedded = props.embedded;
        Callback::from(move |i: usize| {
            let Some((_, q)) = find(&cases, asked.as_deref()) else {
                return;
            };
            if chosen.is_some() || i >= q.choices.len() {
                return;
            }
            let right = i == q.answer;
            let mut next = (*answers).clone();
            next.insert(q.key.clone(), right);
            keep_quiz_answers(&next);
            if embedded {
                post(&Out::QuizResult {
                    key: &q.key,
                    ruling: &q.ruling,
                    right,
                    chosen: i,
                    answer: q.answer,
                    score: score(&cases, &next),
                });
            }
            answers.set(next);
            chosen.set(Some(i));
        })
    };
    let go_on = {
        let (asked, chosen, cases) = (asked.clone(), chosen.clone(), cases.clone());
        Callback::from(move |_: ()| {
            if chosen.is_none() {
                return;
            }
            let from = find(&cases, asked.as_deref()).map_or(0, |(at, _)| at + 1);
            asked.set(ask(&cases, from));
            chosen.set(None);
        })
    };
    {
        // 1–5 choose, Enter goes on (outside the filters)
        let (choose, go_on, answered) = (choose.clone(), go_on.clone(), chosen.is_some());
        crate::app::keys::use_keydown(move |e| {
            if crate::app::keys::in_field(e) || e.ctrl_key() || e.alt_key() || e.meta_key() {
                return;
            }
            // a link, or a button that can be pressed, does what it does on Enter
            let acts = crate::app::keys::target(e).is_some_and(|el| {
                el.tag_name() == "A" || (el.tag_name() == "BUTTON" && !el.has_attribute("disabled"))
            });
            match e.key().as_str() {
                k @ ("1" | "2" | "3" | "4" | "5") => {
                    choose.emit(k.parse::<usize>().unwrap_or(1) - 1);
                }
                "Enter" if answered && !acts => {
                    e.prevent_default();
                    go_on.emit(());
                }
                _ => {}
            }
        });
    }
    let set = score(&cases, &answers);
    let set_name = match (topic, edition) {
        (Some(t), Some(e)) => format!("{t}, the {} Laws", e.year()),
        (Some(t), None) => t.to_string(),
        (None, Some(e)) => format!("the {} Laws", e.year()),
        (None, None) => "every topic".to_string(),
    };
    let filters = (!props.embedded).then(|| {
        let to = |t: Option<&str>, e: Option<Edition>| {
            let path = match t {
                Some(t) => format!("#/quiz/{}", topic_slug(t)),
                None => "#/quiz".to_string(),
            };
            match e {
                Some(e) => format!("{path}?edition={}&seed={seed}", e.year()),
                None => format!("{path}?seed={seed}"),
            }
        };
        let on_topic = {
            let navigator = navigator.clone();
            Callback::from(move |e: Event| {
                let v = e.target_unchecked_into::<web_sys::HtmlSelectElement>().value();
                let t = topic_of(&v);
                if let Some(n) = &navigator {
                    match t {
                        Some(t) => n.push_with_query(&Route::QuizTopic { topic: topic_slug(t) }, &EditionQuery::of(edition)),
                        None => n.push_with_query(&Route::Quiz, &EditionQuery::of(edition)),
                    }
                    .ok();
                }
            })
        };
        let on_edition = {
            let navigator = navigator.clone();
            Callback::from(move |e: Event| {
                let v = e.target_unchecked_into::<web_sys::HtmlSelectElement>().value();
                let ed = Edition::from_year(&v);
                if let Some(n) = &navigator {
                    match topic {
                        Some(t) => n.push_with_query(&Route::QuizTopic { topic: topic_slug(t) }, &EditionQuery::of(ed)),
                        None => n.push_with_query(&Route::Quiz, &EditionQuery::of(ed)),
                    }
                    .ok();
                }
            })
        };
        // the trainee's order, and his score once he has one
        let mut share = to(topic, edition);
        if set.answered > 0 {
            share += &format!("&result={}-{}", set.right, set.answered);
        }
        html! {
            <div class="filters quiz-filters">
                <label>{ "Topic " }
                    <select data-testid="quiz-topic" onchange={on_topic}>
                        <option value="" selected={topic.is_none()}>{ "every topic" }</option>
                        { for TOPICS.iter().map(|t| html! { <option value={topic_slug(t)} selected={topic == Some(*t)}>{ *t }</option> }) }
                    </select>
                </label>
                <label>{ "Edition " }
                    <select data-testid="quiz-edition" onchange={on_edition}>
                        <option value="" selected={edition.is_none()}>{ "every edition" }</option>
                        { for Edition::ALL.iter().map(|e| html! { <option value={e.year()} selected={edition == Some(*e)}>{ e.year() }</option> }) }
                    </select>
                </label>
                <a class="share" data-testid="quiz-share" href={share}>{ "Link to this quiz" }</a>
            </div>
        }
    });
    let shared = query.result.as_deref().and_then(|r| {
        let (right, of) = r.split_once('-')?;
        Some((right.parse::<usize>().ok()?, of.parse::<usize>().ok()?))
    });
    // until the effect above moves to a new set, its first question not answered is shown,
    // not yet answered
    let (shown, chosen) = match find(&cases, asked.as_deref()) {
        Some((_, q)) => (Some(q), *chosen),
        None => (
            find(&cases, resume(&cases, &answers).as_deref()).map(|(_, q)| q),
            None,
        ),
    };
    let body = match (shown, slug.as_deref()) {
        (_, Some(s)) if topic.is_none() => html! {
            <p class="error" role="alert" data-testid="quiz-empty">{ format!("No topic “{s}”. The topics: {}.", TOPICS.join(", ")) }</p>
        },
        (None, _) => html! {
            <p data-testid="quiz-empty">{ format!("No questions on {set_name}: choose another topic or edition.") }</p>
        },
        (Some(q), _) => question_view(q, chosen, &choose, &go_on),
    };
    html! {
        <section class={classes!("quiz", props.embedded.then_some("embed"))} data-testid="quiz">
            <h1>{ "Quiz: what does the arbiter decide?" }</h1>
            if let Some((right, of)) = shared {
                <p class="shared" data-testid="quiz-shared">{ format!("A shared result: {right} right of {of} answered on {set_name}.") }</p>
            }
            { for filters }
            <p class="score" data-testid="quiz-score" aria-live="polite">
                { format!("{} right of {} answered on {set_name}", set.right, set.answered) }
            </p>
            { body }
        </section>
    }
}

/// The query the filters write: `?edition=1980`, or nothing.
#[derive(serde::Serialize)]
struct EditionQuery {
    #[serde(skip_serializing_if = "Option::is_none")]
    edition: Option<&'static str>,
}

impl EditionQuery {
    fn of(e: Option<Edition>) -> EditionQuery {
        EditionQuery {
            edition: e.map(Edition::year),
        }
    }
}

/// A question: the board before the decisive event, the events so far, the choices; once
/// answered, the engine's rulings on the event and the ruling itself.
fn question_view(
    q: &Question,
    chosen: Option<usize>,
    choose: &Callback<usize>,
    go_on: &Callback<()>,
) -> Html {
    let c = corpus();
    let scenario = c.case(&q.ruling, q.case).ok().and_then(|(_, d)| {
        d.scenario
            .as_object()
            .and_then(|o| Scenario::from_json(o).ok())
    });
    let Some(s) = scenario else {
        return html! { <p class="error" role="alert">{ "This question's case cannot be played." }</p> };
    };
    let told = narrate(&s, &mut FullAnalysis);
    let shown = q.before + usize::from(chosen.is_some());
    let game = replay(&s, shown, &mut FullAnalysis).ok();
    let ruling = c.ruling(&q.ruling);
    html! {
        <div class="quiz-question" data-testid="quiz-question" data-key={q.key.clone()}>
            <p class="quiz-edition">{ format!("Under the FIDE Laws of {}.", q.edition.year()) }</p>
            <div class="demo-body">
                { for game.as_ref().map(|g| position_view(g, &s.fen)) }
                <div class="demo-side">
                    if q.before > 0 {
                        <h2>{ "What happened" }</h2>
                        <ol class="demo-events">
                            { for told.iter().take(q.before).map(|e| html! { <li class="done">{ e.clone() }</li> }) }
                        </ol>
                    }
                    <h2>{ "Now" }</h2>
                    <p class="quiz-event" data-testid="quiz-event">{ format!("{}.", q.event.trim_end_matches('.')) }</p>
                    <h2 id="quiz-ask">{ "What does the arbiter decide?" }</h2>
                    <ol class="choices" aria-labelledby="quiz-ask">
                        { for q.choices.iter().enumerate().map(|(i, x)| {
                            let state = chosen.map(|c| if i == q.answer { "right" } else if i == c { "wrong" } else { "other" });
                            let onclick = { let choose = choose.clone(); Callback::from(move |_: MouseEvent| choose.emit(i)) };
                            html! {
                                <li class={classes!(state)}>
                                    <button type="button" data-testid="choice" data-choice={i.to_string()} disabled={chosen.is_some()} {onclick}>
                                        <span class="key">{ format!("{}", i + 1) }</span>{ x.text.clone() }
                                    </button>
                                    if chosen.is_some() {
                                        <p class="from" data-testid="choice-reason">{ x.reason.clone() }</p>
                                    }
                                </li>
                            }
                        }) }
                    </ol>
                    if let Some(c) = chosen {
                        <p class={classes!("feedback", if c == q.answer { "right" } else { "wrong" })} data-testid="quiz-feedback" role="status">
                            { if c == q.answer { "Right: that is the arbiter's decision.".to_string() } else { format!("Not this one: the arbiter decides choice {}.", q.answer + 1) } }
                        </p>
                        if let Some(g) = &game {
                            { rulings_log(&RulingsLogProps {
                                rulings: g.verdict().rulings.into_iter().filter(|r| r.event == q.before).collect(),
                                title: Some("The engine's rulings".to_string()),
                                ..RulingsLogProps::default()
                            }) }
                        }
                        if let Some(r) = ruling {
                            <div class="quiz-ruling">
                                <h2>{ format!("FIDE Interpretation {}", r.label) }</h2>
                                { paragraphs(&r.text) }
                                <Link<Route> to={Route::Ruling { id: r.id.clone() }}>{ "The ruling's page, its demo and contrast" }</Link<Route>>
                            </div>
                        }
                        <button type="button" class="primary" data-testid="quiz-next" onclick={{ let go_on = go_on.clone(); Callback::from(move |_: MouseEvent| go_on.emit(())) }}>
                            { "Next question (Enter)" }
                        </button>
                    }
                </div>
            </div>
        </div>
    }
}
