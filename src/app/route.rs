//! The app's routes (in the URL's hash, so any static server can host `dist/`) and links
//! from the engine's citations to the laws and rulings views.

use crate::app::data::loaded;
use crate::laws::Citation;
use yew_router::prelude::*;

#[derive(Clone, Debug, PartialEq, Routable)]
pub enum Route {
    #[at("/")]
    Home,
    #[at("/play")]
    Play,
    #[at("/rulings")]
    Rulings,
    #[at("/ruling/:id")]
    Ruling { id: String },
    #[at("/laws/:edition")]
    Laws { edition: String },
    #[at("/laws/:edition/:article")]
    LawsArticle { edition: String, article: String },
    #[at("/compare")]
    CompareIndex,
    #[at("/compare/:topic")]
    Compare { topic: String },
    #[at("/editor")]
    Editor,
    #[at("/analyse")]
    Analyse,
    #[at("/scenario")]
    Scenario,
    #[at("/quiz")]
    Quiz,
    #[at("/quiz/:topic")]
    QuizTopic { topic: String },
    #[at("/embed/quiz")]
    EmbedQuiz,
    #[at("/embed/ruling/:id")]
    EmbedRuling { id: String },
    #[at("/embed/play")]
    EmbedPlay,
    #[not_found]
    #[at("/404")]
    NotFound,
}

/// Where a citation in a ruling of the engine leads: Interpretation 18.2 (1976) to that
/// ruling, Art. 9.2.1 to the article of its edition, Art. 8.2(b) to Art. 8.2, the Preface
/// to the edition's Laws. With the corpus loaded, `None` when it holds no such text; before
/// it is, the route the citation names (the laws view finds the article a lettered
/// paragraph belongs to), so that a ruling is linked without loading the corpus: every
/// citation the engine gives is in its edition's data (`tests/corpus.rs`).
pub fn citation_route(citation: &Citation) -> Option<Route> {
    let Some(corpus) = loaded() else {
        return Some(match *citation {
            Citation::Interpretation { .. } => Route::Ruling {
                id: citation.ruling_id()?,
            },
            Citation::Article { edition, number } => Route::LawsArticle {
                edition: edition.year().to_string(),
                article: number.to_string(),
            },
            Citation::Preface { edition } => Route::Laws {
                edition: edition.year().to_string(),
            },
        });
    };
    match *citation {
        Citation::Interpretation { .. } => corpus
            .ruling(&citation.ruling_id()?)
            .map(|r| Route::Ruling { id: r.id.clone() }),
        Citation::Article { edition, number } => {
            corpus
                .cited_article(edition, number)
                .map(|a| Route::LawsArticle {
                    edition: edition.year().to_string(),
                    article: a.number.clone(),
                })
        }
        Citation::Preface { edition } => Some(Route::Laws {
            edition: edition.year().to_string(),
        }),
    }
}
