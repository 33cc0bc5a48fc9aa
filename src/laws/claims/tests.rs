//! The claims checker and the report comparing editions, on PGN fixtures.
use super::*;
use crate::notation::pgn::read_games;

#[test]
fn knight_dance_claims() {
    let g = &read_games("1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 *").expect("pgn")[0];
    let c = claims(Edition::Fide2018, g, &mut crate::laws::FullAnalysis);
    assert_eq!(c.len(), 9);
    assert!(c[8].repetition);
    assert!(!c[4].repetition);
    assert_eq!(c[7].repetition_with_move, vec!["Ng8".to_string()]);
    assert!(c.iter().all(|p| p.automatic.is_none()));
}

#[test]
fn the_checker_decides_as_the_engine_does() {
    // the pieces stand as at the start a third time, but the castling rights were
    // lost on the way: Interpretation 12.3 (1964), the same check the engine makes
    let g = &read_games(
        "[FEN \"4k2r/8/8/8/8/8/8/4K2R w Kk - 0 1\"]\n\n1. Rh2 Rh7 2. Rh1 Rh8 3. Rh2 Rh7 4. Rh1 Rh8 *",
    )
    .expect("pgn")[0];
    let c = claims(Edition::Fide1977, g, &mut crate::laws::FullAnalysis);
    assert!(!c[8].repetition, "twice only, with the same possible moves");
    assert!(c[7].repetition_with_move.is_empty());
    // the fifty moves: a declared move counts only under 2018
    let g = &read_games("[FEN \"4k3/8/8/8/8/8/R7/4K3 w - - 99 80\"]\n\n80. Ra3 *").expect("pgn")[0];
    let old = claims(Edition::Fide1993, g, &mut crate::laws::FullAnalysis);
    assert!(!old[0].fifty && !old[0].fifty_with_move);
    assert!(old[1].fifty);
    let new = claims(Edition::Fide2018, g, &mut crate::laws::FullAnalysis);
    assert!(!new[0].fifty && new[0].fifty_with_move);
}

/// The fixture of the analysis view's e2e test: a missed threefold claim, fifty-move
/// claims, then a rook exchange leaving king and bishop against king.
fn fixture() -> PgnGame {
    let text = include_str!("../../../tests/data/claims.pgn");
    read_games(text).expect("pgn").remove(0)
}

#[test]
fn the_report_compares_the_editions() {
    let g = fixture();
    let r = Report::new(&Edition::ALL, &g, &mut crate::laws::FullAnalysis);
    assert_eq!(r.editions, Edition::ALL);
    // in JSON (as it crosses from the app's worker) editions are years and kinds names,
    // and it reads back the same
    let json = serde_json::to_value(&r).expect("json");
    assert_eq!(
        json["editions"],
        serde_json::json!(["1977", "1980", "1993", "2018"])
    );
    let f = &json["plies"]
        .as_array()
        .expect("plies")
        .iter()
        .find_map(|p| p["findings"].as_array().and_then(|f| f.first().cloned()));
    let f = f.as_ref().expect("a finding");
    assert!(f["edition"].is_string() && f["kind"].is_string(), "{f}");
    assert_eq!(
        serde_json::from_value::<Report>(json).expect("read back"),
        r
    );
    assert!(serde_json::from_value::<FindingKind>(serde_json::json!("draw")).is_err());
    assert_eq!(r.plies.len(), g.moves.len() + 1);
    // the rook exchange: 95. Rxc7 Kxc7 leaves king and bishop against king
    let exchange = r
        .plies
        .iter()
        .position(|p| p.after.as_deref() == Some("95... Kxc7"))
        .expect("the exchange");
    assert_eq!(r.ended, [None, None, Some(exchange), Some(exchange)]);
    let ending = |year: &str| {
        r.plies[exchange]
            .findings
            .iter()
            .find(|f| f.edition.year() == year && f.kind == FindingKind::Ending)
            .map(|f| f.cited.clone())
    };
    assert_eq!(ending("1993").as_deref(), Some("Art. 10.4"));
    assert_eq!(ending("2018").as_deref(), Some("Art. 5.2.2"));
    assert_eq!(ending("1977"), None);
    // nothing is reported under an edition after its game ended
    assert!(r.plies[exchange + 1..]
        .iter()
        .all(|p| p.findings.iter().all(|f| f.edition < Edition::Fide1993)));
    // the threefold claim the players let pass: the position of the start after 43... Rh8
    let missed = r
        .plies
        .iter()
        .find(|p| p.after.as_deref() == Some("43... Rh8"))
        .expect("ply");
    assert_eq!(missed.findings.len(), 4);
    assert!(missed
        .findings
        .iter()
        .all(|f| f.kind == FindingKind::Repetition && f.moves.is_empty()));
    let cited: Vec<&str> = missed.findings.iter().map(|f| f.cited.as_str()).collect();
    assert_eq!(
        cited,
        ["Art. 12.3", "Art. 12.3", "Art. 10.10", "Art. 9.2.1"]
    );
    // the fifty moves: one ply earlier under 2018, with a move written and declared
    let first_fifty = |year: &str| {
        r.plies.iter().position(|p| {
            p.findings
                .iter()
                .any(|f| f.edition.year() == year && f.kind == FindingKind::Fifty)
        })
    };
    let f2018 = first_fifty("2018").expect("2018");
    assert_eq!(first_fifty("1977"), Some(f2018 + 1));
    assert_eq!(first_fifty("1993"), Some(f2018 + 1));
    let early = &r.plies[f2018].findings[0];
    assert_eq!(
        (early.edition.year(), early.cited.as_str()),
        ("2018", "Art. 9.3")
    );
    assert!(!early.moves.is_empty() && early.words.contains("writing one of"));
    // the text: a summary per edition, the editions finding the same on one line
    let text = r.text();
    assert!(text.contains("FIDE Laws 1980: a draw claim open at "));
    assert!(text.contains("FIDE Laws 2018: a draw claim open at "));
    assert!(text.contains("it ends by itself after 95... Kxc7: dead position (Art. 5.2.2)"));
    assert!(text.contains("    (1977 Art. 12.3; 1980 Art. 12.3; 1993 Art. 10.10; 2018 Art. 9.2.1)\n  Not claimed: the game went on with 44. Rg1.\n"));
}

#[test]
fn fivefold_and_the_knights_extension_under_their_editions() {
    // the knights dance five times: the game ends by itself only under 2018 (9.6.1)
    let dance =
        "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6 6. Ng1 Ng8 7. Nf3 Nf6 8. Ng1 Ng8 *";
    let g = &read_games(dance).expect("pgn")[0];
    let r = Report::new(
        &[Edition::Fide2018, Edition::Fide1977],
        g,
        &mut crate::laws::FullAnalysis,
    );
    assert_eq!(
        r.editions,
        [Edition::Fide1977, Edition::Fide2018],
        "oldest first"
    );
    assert_eq!(r.ended, [None, Some(16)]);
    let f = r.plies[16]
        .findings
        .iter()
        .find(|f| f.kind == FindingKind::Ending)
        .expect("fivefold");
    assert_eq!(
        (f.edition.year(), f.label.as_str(), f.cited.as_str()),
        ("2018", "fivefold repetition", "Art. 9.6.1")
    );
    // two knights against a pawn blocked by a knight, 60 moves without capture or pawn
    // move: fifty suffice under 1977; 1980 applies Interpretation 12.4 (1978)'s hundred
    let g = &read_games("[FEN \"8/8/8/p7/N2k4/8/8/2N1K3 w - - 120 100\"]\n\n100. Ke2 Kd5 *")
        .expect("pgn")[0];
    let r = Report::new(
        &[Edition::Fide1977, Edition::Fide1980],
        g,
        &mut crate::laws::FullAnalysis,
    );
    let years = |p: &ReportPly| {
        p.findings
            .iter()
            .filter(|f| f.kind == FindingKind::Fifty)
            .map(|f| f.edition.year())
            .collect::<Vec<_>>()
    };
    assert_eq!(years(&r.plies[0]), ["1977"]);
    assert_eq!(years(&r.plies[2]), ["1977"]);
    // at a hundred moves the 1980 claim is open, citing the interpretation
    let g = &read_games("[FEN \"8/8/8/p7/N2k4/8/8/2N1K3 w - - 199 100\"]\n\n100. Ke2 Kd5 *")
        .expect("pgn")[0];
    let r = Report::new(&[Edition::Fide1980], g, &mut crate::laws::FullAnalysis);
    assert!(r.plies[0].findings.is_empty());
    let f = &r.plies[1].findings[0];
    assert_eq!(f.cited, "Interpretation 12.4 (1978)");
    assert_eq!(f.ruling.as_deref(), Some("12.4-1978"));
    assert_eq!(f.article, None);
}

#[test]
fn nothing_is_claimed_in_a_finished_game_and_each_edition_has_its_procedure() {
    // the fifty moves are complete after Rh8, but it mates: the game is over (5.1.1)
    let g = &read_games("[FEN \"k7/8/1K6/8/8/8/8/7R w - - 99 80\"]\n\n80. Rh8# *").expect("pgn")[0];
    let c = claims(Edition::Fide2018, g, &mut crate::laws::FullAnalysis);
    assert!(c[1].fifty && c[1].automatic.is_some());
    assert!(c[1].open.is_empty(), "nothing to claim after checkmate");
    assert_eq!(
        c[0].open.len(),
        1,
        "before it, with a move written and declared"
    );
    let r = Report::new(&Edition::ALL, g, &mut crate::laws::FullAnalysis);
    assert!(r.plies[1]
        .findings
        .iter()
        .all(|f| f.kind == FindingKind::Ending));
    // the intended move: declared under 1977/1980 (Art. 12.3(a)); written on the
    // scoresheet and declared to the arbiter under 1993 (10.10(a)) and 2018 (9.2.1.1)
    let g = &read_games("1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 *").expect("pgn")[0];
    let r = Report::new(&Edition::ALL, g, &mut crate::laws::FullAnalysis);
    let words: Vec<(&str, &str)> = r.plies[7]
        .findings
        .iter()
        .map(|f| (f.edition.year(), f.words.as_str()))
        .collect();
    assert_eq!(words.len(), 4);
    for (year, w) in words {
        let declared = w.contains("by first declaring his intention of making the move Ng8");
        let written = w.contains("by writing Ng8 on his scoresheet and declaring to the arbiter");
        assert_eq!(
            (declared, written),
            (year <= "1980", year > "1980"),
            "{year}: {w}"
        );
    }
}
