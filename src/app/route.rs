//! The app's routes (in the URL's hash, so any static server can host `dist/`) and links
//! from the engine's citations to the laws and rulings views.

use crate::app::data::loaded;
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
    #[at("/embed/ruling/:id")]
    EmbedRuling { id: String },
    #[at("/embed/play")]
    EmbedPlay,
    #[not_found]
    #[at("/404")]
    NotFound,
}

/// Where a citation in a ruling of the engine leads: `Interpretation 18.2 (1976)` to that
/// ruling, `9.2.1` to the article of the edition, `8.2(b)` to Art. 8.2. `None` when the
/// corpus holds no such text, or is not loaded yet.
pub fn citation_route(edition: &str, article: &str) -> Option<Route> {
    let corpus = loaded()?;
    if let Some(rest) = article.strip_prefix("Interpretation ") {
        // "18.2 (1976)", "6.6c (1971B)"
        let (art, year) = rest.split_once(" (")?;
        let year = year
            .trim_end_matches(')')
            .to_ascii_lowercase()
            .replace(' ', "");
        let id = format!("{}-{}", art, year);
        return corpus
            .ruling(&id)
            .map(|r| Route::Ruling { id: r.id.clone() });
    }
    let number: String = article
        .chars()
        .take_while(|c| c.is_ascii_digit() || *c == '.')
        .collect();
    let number = number.trim_end_matches('.').to_string();
    let e = crate::Edition::from_year(edition)?;
    let mut n = number;
    loop {
        if corpus.article(e, &n).is_some() {
            return Some(Route::LawsArticle {
                edition: edition.to_string(),
                article: n,
            });
        }
        n.truncate(n.rfind('.')?);
    }
}
