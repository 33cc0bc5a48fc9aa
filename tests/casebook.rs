//! The 2018 casebook (`www/casebook/cases.json`, `corpus::casebook`): every case teaches its
//! 2018 article with one decisive ruling the engine gives, a contrast that decides
//! otherwise as data, and a history under the earlier editions; `docs/cases.md` is what
//! the engine decides now.

use fide_laws::corpus::casebook::markdown;
use fide_laws::corpus::lesson::{Case, Subject};
use fide_laws::corpus::Corpus;
use fide_laws::Edition;
use std::collections::BTreeSet;

fn corpus() -> Corpus {
    Corpus::bundled()
}

#[test]
fn the_casebook_covers_at_least_80_cases_over_50_articles() {
    let c = corpus();
    let articles: BTreeSet<&str> = c
        .casebook
        .cases
        .iter()
        .map(|k| k.article.as_str())
        .collect();
    assert!(
        c.casebook.cases.len() >= 80,
        "{} cases",
        c.casebook.cases.len()
    );
    assert!(
        articles.len() >= 50,
        "{} articles: {:?}",
        articles.len(),
        articles
    );
}

#[test]
fn every_case_teaches_its_2018_article() {
    let c = corpus();
    let mut failed = Vec::new();
    for k in &c.casebook.cases {
        let p = c.case_problems(&k.id);
        if !p.is_empty() {
            failed.push(format!("{}: {}", k.id, p.join("; ")));
        }
    }
    assert!(failed.is_empty(), "{}", failed.join("\n"));
}

/// The decisive ruling, checked here without the casebook's own checker: the demo's is the
/// one ruling marked decisive, it cites the case's 2018 article (as its article or, for a
/// rule of Article 3, in its words), that article is in the 2018 data, and the contrast's
/// decisive event does something else.
#[test]
fn each_case_has_one_decisive_ruling_citing_its_article_in_the_2018_data() {
    let c = corpus();
    for k in &c.casebook.cases {
        assert!(
            c.cited_article(Edition::Fide2018, &k.article).is_some(),
            "{}: no Art. {} in laws-2018.json",
            k.id,
            k.article
        );
        let demo = c.run_case(&k.id, Case::Demo).expect("the demo runs");
        assert_eq!(demo.edition, Edition::Fide2018, "{}", k.id);
        let marked: Vec<&serde_json::Value> = demo.verdict["rulings"]
            .as_array()
            .expect("rulings")
            .iter()
            .filter(|x| x["decisive"] == true)
            .collect();
        assert_eq!(
            marked.len(),
            1,
            "{}: {} decisive rulings",
            k.id,
            marked.len()
        );
        let x = marked[0];
        let words = x["decision"].as_str().unwrap_or("");
        assert!(
            x["article"] == k.article.as_str()
                || words.contains(&format!("(Art. {})", k.article))
                || words.contains(&format!("(Art. {};", k.article)),
            "{}: the decisive ruling cites {} ({words})",
            k.id,
            x["article"]
        );
        let contrast = c
            .run_case(&k.id, Case::Contrast)
            .expect("the contrast runs");
        assert_eq!(contrast.edition, Edition::Fide2018, "{}", k.id);
        assert_ne!(demo.outcome(), contrast.outcome(), "{}", k.id);
        assert!(demo.outcome().is_some(), "{}", k.id);
    }
}

#[test]
fn case_ids_are_url_safe_unique_and_never_a_rulings() {
    let c = corpus();
    let mut seen = BTreeSet::new();
    for k in &c.casebook.cases {
        assert!(seen.insert(k.id.as_str()), "{} twice", k.id);
        assert!(c.ruling(&k.id).is_none(), "{} is a ruling's id", k.id);
        assert!(k.id.len() <= 40, "{}", k.id);
        // a case is found as a case, by the lessons' own lookup
        let (subject, _) = c.case(&k.id, Case::Demo).expect("found");
        assert!(matches!(subject, Subject::Article(_)), "{}", k.id);
        assert!(!k.title.is_empty() && !k.situation.is_empty(), "{}", k.id);
    }
}

#[test]
fn each_case_is_decided_again_under_the_four_editions() {
    let c = corpus();
    for k in &c.casebook.cases {
        let h = c.case_history(&k.id, Case::Demo).expect("history");
        let editions: Vec<Edition> = h.iter().map(|r| r.edition).collect();
        assert_eq!(editions, Edition::ALL, "{}", k.id);
        let run = c.run_case(&k.id, Case::Demo).expect("runs");
        let last = &h[3];
        let v = last.verdict.as_ref().expect("2018 plays");
        assert_eq!(v["result"], run.verdict["result"], "{}", k.id);
        if let Some(x) = run.decisive_ruling() {
            assert!(
                last.at_event.iter().any(|y| y["decision"] == x["decision"]),
                "{}",
                k.id
            );
        }
    }
}

#[test]
fn the_articles_no_game_shows_are_listed_with_a_reason() {
    let c = corpus();
    let shown: BTreeSet<&str> = c
        .casebook
        .cases
        .iter()
        .map(|k| k.article.as_str())
        .collect();
    for u in &c.casebook.unshown {
        assert!(
            c.article(Edition::Fide2018, &u.article).is_some(),
            "unshown Art. {} is not in the 2018 data",
            u.article
        );
        assert!(
            !shown.contains(u.article.as_str()),
            "Art. {} is shown",
            u.article
        );
        assert!(u.why.split_whitespace().count() >= 4, "Art. {}", u.article);
    }
}

#[test]
fn docs_cases_md_is_up_to_date() {
    let want = markdown(&corpus());
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/cases.md");
    let have = std::fs::read_to_string(path).unwrap_or_default();
    assert!(
        have == want,
        "docs/cases.md is out of date: run `cargo run --release --bin fide -- cases --markdown > docs/cases.md`"
    );
}

/// `{"cmd":"cases"}` and `{"cmd":"case"}` over the protocol.
#[test]
fn the_protocol_lists_and_answers_cases() {
    use fide_laws::protocol::handle_line;
    let list = handle_line(r#"{"cmd":"cases","edition":"2018"}"#);
    let cases = list["cases"].as_array().expect("a list");
    assert_eq!(list["count"], cases.len());
    assert_eq!(cases.len(), corpus().casebook.cases.len());
    let bad = handle_line(r#"{"cmd":"cases","edition":"1977"}"#);
    assert!(bad["error"].as_str().unwrap().contains("2018"), "{bad}");
    let unknown = handle_line(r#"{"cmd":"case","id":"no-such-case"}"#);
    assert!(unknown["error"].as_str().unwrap().contains("no-such-case"));
    let Some(first) = cases.first() else { return };
    for key in ["id", "article", "title"] {
        assert!(first[key].is_string(), "{key}");
    }
    let id = first["id"].as_str().unwrap();
    let one = handle_line(&serde_json::json!({"cmd":"case","id":id}).to_string());
    for case in ["demo", "contrast"] {
        assert_eq!(one[case]["edition"], "2018", "{one}");
        for key in ["caption", "scenario", "verdict"] {
            assert!(!one[case][key].is_null(), "{case}.{key}");
        }
    }
    assert_eq!(one["history"].as_array().map(Vec::len), Some(4));
}
