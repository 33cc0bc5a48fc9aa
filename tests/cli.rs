//! The `fide` binary end to end: the JSON-lines loop keeps going after bad
//! requests and answers in order; the plain sub-commands work.
#![cfg(not(target_arch = "wasm32"))]

use std::io::Write;
use std::process::{Command, Stdio};

fn fide() -> Command {
    Command::new(env!("CARGO_BIN_EXE_fide"))
}

/// Sends `requests` to `fide`'s JSON-lines loop, one a line, and returns its answers, each
/// parsed as JSON; the process must end successfully.
fn json_lines(requests: &[&str]) -> Vec<serde_json::Value> {
    let mut child = fide()
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("fide runs");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(requests.join("\n").as_bytes())
        .expect("write");
    let out = child.wait_with_output().expect("output");
    assert!(out.status.success());
    String::from_utf8(out.stdout)
        .expect("utf-8")
        .lines()
        .map(|l| serde_json::from_str(l).expect("each answer is JSON"))
        .collect()
}

#[test]
fn json_lines_answer_in_order_and_survive_bad_requests() {
    let lines = json_lines(&[
        r#"{"cmd":"perft","fen":"startpos","depth":3}"#,
        "not json",
        r#"{"cmd":"play","fen":"startpos","moves":["e4","e5","Bc4","Nc6","Qh5","Nf6","Qxf7#"]}"#,
        r#"{"cmd":"play","fen":"startpos","moves":["e4","e4"]}"#,
        r#"{"cmd":"convert","fen":"startpos","move":"Ng1-f3","to":"descriptive"}"#,
        r#"{"cmd":"convert","fen":"startpos","move":"e4","to":"telecom"}"#,
        r#"{"cmd":"convert","fen":"startpos","move":"GEGO","to":"correspondence"}"#,
        r#"{"cmd":"fen","fen":"8/8/8/8/8/8/8/K6K w - - 0 1"}"#,
        r#"{"cmd":"pgn","pgn":"[White \"A\"]\n1. f3 e5 2. g4 Qh4# 0-1"}"#,
        r#"{"cmd":"moves","fen":"7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"}"#,
    ]);
    assert_eq!(lines.len(), 10);
    assert_eq!(lines[0]["nodes"], 8902);
    assert!(lines[1]["error"]
        .as_str()
        .expect("error")
        .contains("invalid json"));
    assert_eq!(lines[2]["checkmate"], true);
    assert_eq!(lines[2]["san"][6], "Qxf7#");
    assert_eq!(lines[3]["index"], 1);
    assert_eq!(lines[4]["move"], "N-KB3");
    assert_eq!(lines[5]["move"], "GEGO");
    assert_eq!(lines[6]["move"], "5254");
    assert!(
        lines[7]["error"]
            .as_str()
            .expect("error")
            .contains("2 kings"),
        "{}",
        lines[7]
    );
    assert_eq!(lines[8]["games"][0]["result"], "0-1");
    assert_eq!(lines[8]["games"][0]["tags"]["White"], "A");
    assert_eq!(
        lines[9]["uci"],
        serde_json::json!([]),
        "stalemate: no moves"
    );
}

/// `winnable` (the dead-position analysis, 2018 Art. 5.2.2, 6.9, 7.5.5) answers both sides
/// of a position with a line or a reason, and refuses a position that cannot arise (issue
/// #20: "an unreachable position (two pawns giving check, for example) is refused with a
/// clear error") with an error naming what is wrong, the loop going on after it.
#[test]
fn winnable_answers_and_refuses_unreachable_positions() {
    let lines = json_lines(&[
        // two white pawns both giving check: no single move gives such a check
        r#"{"cmd":"winnable","fen":"8/8/8/3k4/2P1P3/8/8/4K3 b - - 0 1"}"#,
        // three checkers
        r#"{"cmd":"winnable","fen":"8/8/2N5/4k3/3P4/8/8/4R1K1 b - - 0 1"}"#,
        // a double check a discovered check gives (the bishop left the e-file): answered
        r#"{"cmd":"winnable","fen":"4k3/8/8/1B6/8/8/8/K3R2R b - - 0 1"}"#,
        r#"{"cmd":"winnable","fen":"4k3/8/8/8/8/8/8/4K3 w - - 0 1"}"#,
    ]);
    assert_eq!(lines.len(), 4);
    for refused in &lines[..2] {
        let error = refused["error"].as_str().expect("an error");
        assert!(
            error.contains("illegal position") && error.contains("no single move can give"),
            "{refused}"
        );
    }
    assert_eq!(lines[2]["white"], "yes", "{}", lines[2]);
    let line = lines[2]["white_line"].as_array().expect("a line");
    assert!(
        line.last()
            .and_then(|m| m.as_str())
            .is_some_and(|m| m.ends_with('#')),
        "{}",
        lines[2]
    );
    assert_eq!(lines[2]["black"], "no");
    assert_eq!(
        (&lines[3]["white"], &lines[3]["black"]),
        (&"no".into(), &"no".into())
    );
    assert_eq!(
        lines[3]["white_reason"],
        "bare king: a king alone cannot give check"
    );
}

#[test]
fn plain_subcommands() {
    let out = fide().args(["perft", "4"]).output().expect("runs");
    assert_eq!(String::from_utf8_lossy(&out.stdout).trim(), "197281");
    let out = fide()
        .args(["moves", "8/8/8/8/8/8/8/K6k w - - 0 1"])
        .output()
        .expect("runs");
    assert_eq!(String::from_utf8_lossy(&out.stdout).lines().count(), 3);
    let out = fide().args(["perft", "x"]).output().expect("runs");
    assert!(!out.status.success());
    let out = fide().arg("--version").output().expect("runs");
    assert!(String::from_utf8_lossy(&out.stdout).starts_with("fide "));
}

/// Each line of `fide claims`'s output, read as JSON.
fn output_lines(out: &[u8]) -> Vec<serde_json::Value> {
    String::from_utf8_lossy(out)
        .lines()
        .map(|l| serde_json::from_str(l).expect("a JSON line"))
        .collect()
}

/// Issue #40: a PGN of three games, the second malformed: two reports, one error naming
/// game 2 and its line, the summary's counts; the same from standard input; `--help` names
/// the flags; an unknown flag is an error.
#[test]
fn claims_reads_every_game_and_goes_on_past_one_it_cannot_read() {
    let dir = std::env::temp_dir().join(format!("fide-batch-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("tmp dir");
    let pgn = "[Event \"A\"]\n[White \"Smith\"]\n[Black \"Jones\"]\n\n1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. e4 1/2-1/2\n\n[Event \"B\"]\n\n1. e4 Ke7 2. Qxe8 *\n\n[Event \"C\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n";
    let file = dir.join("three.pgn");
    std::fs::write(&file, pgn).expect("write");
    let check = |lines: &[serde_json::Value], name: &str| {
        assert_eq!(lines.len(), 4, "{lines:?}");
        assert_eq!(lines[0]["game"], 1);
        assert_eq!(lines[0]["tags"]["White"], "Smith");
        assert_eq!(
            lines[0]["editions"]["2018"]["missed"][1]["kind"],
            "repetition"
        );
        assert_eq!(lines[1]["game"], 2);
        assert_eq!(lines[1]["line"], 9);
        assert_eq!(lines[1]["file"], name);
        let error = lines[1]["error"].as_str().unwrap();
        assert!(error.starts_with("game 2 ("), "{error}");
        assert!(error.contains("line 9") && error.contains("Ke7"), "{error}");
        assert_eq!(lines[2]["game"], 3);
        assert_eq!(lines[2]["editions"]["2018"]["ended"]["label"], "checkmate");
        assert_eq!(lines[2]["editions"]["2018"]["ended"]["article"], "5.1.1");
        let s = &lines[3]["summary"];
        assert_eq!(
            (s["games"].as_u64(), s["analysed"].as_u64()),
            (Some(3), Some(2))
        );
        assert_eq!(s["unreadable"][0]["game"], 2);
        assert_eq!(s["unreadable"][0]["line"], 9);
        assert_eq!(s["missed"]["2018"]["repetition"], 1);
        assert_eq!(s["missed"]["2018"]["fifty"], 0);
        assert_eq!(s["endings"]["2018"]["checkmate"], 1);
        assert_eq!(s["dead_positions_2018"], 0);
    };
    let out = fide().arg("claims").arg(&file).output().expect("runs");
    assert!(out.status.success());
    check(&output_lines(&out.stdout), file.to_str().unwrap());
    // `-`: standard input
    let mut child = fide()
        .args(["claims", "-"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("runs");
    {
        use std::io::Write;
        child
            .stdin
            .take()
            .unwrap()
            .write_all(pgn.as_bytes())
            .unwrap();
    }
    let out = child.wait_with_output().expect("runs");
    check(&output_lines(&out.stdout), "standard input");
    // two files: the games numbered on across them
    let out = fide()
        .arg("claims")
        .arg(&file)
        .arg(&file)
        .output()
        .expect("runs");
    let lines = output_lines(&out.stdout);
    assert_eq!(lines.len(), 7);
    assert_eq!(lines[5]["game"], 6);
    assert_eq!(lines[6]["summary"]["games"], 6);
    // the text: a report a game, the summary in words
    let out = fide()
        .args(["claims", "--text", "--edition", "2018"])
        .arg(&file)
        .output()
        .expect("runs");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("cannot be read: Ke7"), "{text}");
    assert!(
        text.contains("Summary: 3 games read, 2 analysed, 1 could not be read"),
        "{text}"
    );
    // help names the flags; an unknown flag is an error with the usage
    let out = fide().args(["claims", "--help"]).output().expect("runs");
    assert!(out.status.success());
    let help = String::from_utf8_lossy(&out.stdout);
    for flag in ["--edition", "--text", "--quiet", "FILE.pgn", "Examples:"] {
        assert!(help.contains(flag), "{flag}: {help}");
    }
    let out = fide()
        .args(["claims", "--fast"])
        .arg(&file)
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("unexpected argument '--fast'"), "{err}");
    // a file that is not there is named
    let out = fide()
        .args(["claims", "/nonexistent/x.pgn"])
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("/nonexistent/x.pgn"));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn game_and_claims() {
    let dir = std::env::temp_dir().join(format!("fide-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("tmp dir");
    let scenario = dir.join("s.json");
    std::fs::write(
        &scenario,
        r#"{"edition":"1993","events":[{"move":"f3"},{"move":"e5"},{"move":"g4"},{"move":"Qh4"}]}"#,
    )
    .expect("write");
    let out = fide().arg("game").arg(&scenario).output().expect("runs");
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
    assert_eq!(
        (v["result"].as_str(), v["article"].as_str()),
        (Some("0-1"), Some("10.1"))
    );
    let pgn = dir.join("g.pgn");
    std::fs::write(&pgn, "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 *").expect("write");
    // one game under one edition: its line, then the summary
    let out = fide()
        .args(["claims", "--edition", "2018"])
        .arg(&pgn)
        .output()
        .expect("runs");
    let lines = output_lines(&out.stdout);
    assert_eq!(lines.len(), 2, "{lines:?}");
    let missed = &lines[0]["editions"]["2018"]["missed"];
    assert_eq!(missed[0]["ply"], 7);
    assert_eq!(missed[0]["moves"][0], "Ng8");
    assert_eq!(missed[0]["article"], "9.2.1");
    assert!(lines[0]["editions"].get("1977").is_none());
    // the four editions by default; the text report as the app exports it (the protocol's)
    let out = fide().arg("claims").arg(&pgn).output().expect("runs");
    let lines = output_lines(&out.stdout);
    let years: Vec<&String> = lines[0]["editions"].as_object().unwrap().keys().collect();
    assert_eq!(years, ["1977", "1980", "1993", "2018"]);
    let report = fide_laws::protocol::handle_line(
        &serde_json::json!({"cmd": "claims", "pgn": std::fs::read_to_string(&pgn).unwrap()})
            .to_string(),
    );
    let out = fide()
        .args(["claims", "--text"])
        .arg(&pgn)
        .output()
        .expect("runs");
    let text = String::from_utf8(out.stdout).expect("utf-8");
    assert!(text.contains(report["text"].as_str().unwrap()), "{text}");
    assert!(text.contains("White can claim a draw by repetition: the position has appeared for the third time.\n    (1977 Art. 12.3; 1980 Art. 12.3; 1993 Art. 10.10; 2018 Art. 9.2.1)"));
    let out = fide()
        .args(["claims", "--edition", "1993", "--edition", "2018", "--text"])
        .arg(&pgn)
        .output()
        .expect("runs");
    let text = String::from_utf8(out.stdout).expect("utf-8");
    assert!(text.contains("(1993 Art. 10.10; 2018 Art. 9.2.1)") && !text.contains("1977"));
    for args in [
        &["claims"][..],
        &["claims", "--edition"],
        &["claims", "--bogus", "x.pgn"],
        &["claims", "--edition", "1850", "x.pgn"],
    ] {
        let out = fide().args(args).output().expect("runs");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            err.starts_with("error: ")
                && (err.contains("fide claims") || err.contains("--edition <YEAR>")),
            "{args:?}: {err}"
        );
    }
    let bad = dir.join("bad.json");
    std::fs::write(
        &bad,
        r#"{"edition":"2018","events":[{"move":"e4"},{"hop":1}]}"#,
    )
    .expect("write");
    let out = fide().arg("game").arg(&bad).output().expect("runs");
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("unknown event"));
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn rulings_and_the_corpus() {
    let out = fide().arg("corpus").output().expect("fide corpus");
    assert!(out.status.success());
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
    assert_eq!(v["rulings"], 94);
    assert_eq!(v["articles"]["2018"], 205);

    let out = fide()
        .args(["ruling", "12.3-1964"])
        .output()
        .expect("fide ruling");
    assert!(out.status.success());
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
    assert_eq!(v["label"], "Art. 12.3 (1964)");
    assert_eq!(
        v["interprets"]["1993"],
        serde_json::json!(["10.10", "10.11"])
    );
    // the verdict is the engine's, computed now: the claim fails on dynamic identity
    assert_eq!(v["verdict"]["result"], "*");
    let ruling = &v["verdict"]["rulings"][0];
    // the decision cites the interpretation that decides it, with the article it
    // interprets; the penalty is a ruling of its own
    assert_eq!(ruling["article"], "Interpretation 12.3 (1964)");
    assert_eq!(ruling["interprets"], "12.3");
    assert!(ruling["decision"].as_str().unwrap().contains("incorrect"));
    assert_eq!(
        v["verdict"]["rulings"][1]["article"],
        "Interpretation 18.2 (1976)"
    );

    let out = fide()
        .args(["ruling", "12.3-1965"])
        .output()
        .expect("fide ruling");
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("rulings on Art. 12.3: 12.3-1964"));

    let mut child = fide()
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("fide");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(b"{\"cmd\":\"rulings\"}\n{\"cmd\":\"ruling\"}\n{\"cmd\":\"ruling\",\"id\":\"6.6c-1971B\"}\n")
        .expect("write");
    let out = child.wait_with_output().expect("output");
    let lines: Vec<serde_json::Value> = String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines[0]["count"], 94);
    assert!(lines[0]["rulings"]
        .as_array()
        .unwrap()
        .iter()
        .any(|r| r["id"] == "21-1957-equipment"));
    assert_eq!(lines[1]["error"], "missing field \"id\"");
    assert_eq!(lines[2]["id"], "6.6c-1971b", "ids are case-insensitive");
    assert_eq!(lines[2]["cited_by"], serde_json::json!(["6.6c-1973"]));
}

/// `fide quiz`, as a trainee meets it: outcomes in an arbiter's words, computed on the
/// question's own situation, in the order of the seed.
#[test]
fn quiz_choices_are_outcomes_of_the_questions_own_situation() {
    let quiz = |seed: &str| -> Vec<serde_json::Value> {
        let out = fide()
            .args(["quiz", "--seed", seed])
            .output()
            .expect("fide runs");
        assert!(out.status.success());
        serde_json::from_slice(&out.stdout).expect("JSON")
    };
    let qs = quiz("0");
    // the demos that make a question (tests/corpus.rs counts them exactly)
    assert!(qs.len() >= 10, "{} questions", qs.len());
    let mut choices = 0;
    let mut short = 0;
    for q in &qs {
        let key = q["key"].as_str().unwrap();
        let (ruling, case) = key.split_once('/').unwrap();
        assert_eq!(q["ruling"], ruling);
        let cs = q["choices"].as_array().unwrap();
        let texts: std::collections::BTreeSet<&str> =
            cs.iter().map(|c| c["text"].as_str().unwrap()).collect();
        assert!(
            texts.len() >= 3 && texts.len() == cs.len(),
            "{key}: {texts:?}"
        );
        let answer = q["answer"].as_u64().unwrap() as usize;
        assert_eq!(cs[answer]["source"], "edition", "{key}");
        assert_eq!(cs[answer]["edition"], q["edition"], "{key}");
        for c in cs {
            let text = c["text"].as_str().unwrap();
            choices += 1;
            short += usize::from(text.split_whitespace().count() <= 25);
            // no remnant of a template, no article: nothing that names the Law's text
            assert!(!text.contains('…'), "{key}: {text}");
            assert!(
                !text.contains("Art.") && !text.contains("Interpretation"),
                "{key}: {text}"
            );
            let numbered = text
                .split(|ch: char| !(ch.is_ascii_digit() || ch == '.'))
                .any(|w| w.trim_end_matches('.').contains('.'));
            assert!(!numbered, "{key}: an article's number: {text}");
            // computed on this situation: under an edition, in the lesson's other case, or a
            // misreading of the answer; never another ruling's case
            match c["source"].as_str().unwrap() {
                "edition" => assert!(c["edition"].is_string()),
                other @ ("demo" | "contrast") => assert_ne!(other, case, "{key}"),
                "misreading" => assert!(c["misreading"].is_string()),
                s => panic!("{key}: a choice from {s}"),
            }
            assert!(!c["reason"].as_str().unwrap().is_empty(), "{key}");
        }
    }
    assert!(
        short * 100 >= choices * 95,
        "{short} of {choices} choices in 25 words or fewer"
    );
    // the seed gives the order: the same seed the same quiz, another seed another order,
    // and a case never next to its lesson's other case
    assert_eq!(quiz("0"), qs);
    let other = quiz("12345");
    let keys = |qs: &[serde_json::Value]| qs.iter().map(|q| q["key"].clone()).collect::<Vec<_>>();
    assert_ne!(keys(&other), keys(&qs));
    for order in [&qs, &other] {
        for w in order.windows(2) {
            assert_ne!(
                w[0]["ruling"], w[1]["ruling"],
                "a case next to its lesson's other case"
            );
        }
    }
    // for people: the questions with their outcome words, the answer marked
    let out = fide()
        .args(["quiz", "--seed", "0", "--text", "--edition", "1980"])
        .output()
        .expect("fide runs");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.starts_with("1. Under the FIDE Laws of 1980.\n"),
        "{text}"
    );
    assert!(text.contains("What does the arbiter decide?"), "{text}");
    assert!(text.contains("   Answer: "), "{text}");
    let out = fide()
        .args(["quiz", "--seed", "x"])
        .output()
        .expect("fide runs");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("the seed \"x\""));
}

#[test]
fn quiz_and_models() {
    let out = fide()
        .args(["quiz", "--topic", "repetition", "--edition", "1977"])
        .output()
        .expect("fide runs");
    assert!(out.status.success());
    let qs: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    let qs = qs.as_array().expect("a list");
    assert!(!qs.is_empty());
    assert!(qs.iter().all(|q| q["edition"] == "1977"));
    // an unknown topic or edition is named, with what there is
    let out = fide()
        .args(["quiz", "--topic", "zugzwang"])
        .output()
        .expect("fide runs");
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("unknown topic \"zugzwang\" (topics: touched piece, castling"),
        "{err}"
    );
    let out = fide()
        .args(["quiz", "--edition", "1850"])
        .output()
        .expect("fide runs");
    assert_eq!(out.status.code(), Some(2));
    // the models' outputs, as www/data/models.json holds them
    let out = fide().arg("models").output().expect("fide runs");
    let models: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!(models.as_object().map(|o| o.len()), Some(28));
}

#[test]
fn a_scenario_error_names_its_kind_and_event() {
    let answers = json_lines(&[
        r#"{"cmd":"game","edition":"2018","events":[{"move":"e4"},{"jump":"e5"}]}"#,
        r#"{"cmd":"game","edition":"1999","events":[]}"#,
        r#"{"cmd":"game","edition":"2018","fen":"8/8/8/8/8/8/8/8 w - - 0 1","events":[]}"#,
        r#"{"cmd":"game","edition":"2018","events":[{"move":"e4"},{"move":"Nf9"}]}"#,
        r#"{"cmd":"game","edition":"2018","control":"40/7200","events":[{"wait_ms":864000000},{"move":"e4"},{"wait_ms":18446744073709551615}]}"#,
    ]);
    let kinds: Vec<(Option<&str>, Option<u64>)> = answers
        .iter()
        .map(|a| (a["kind"].as_str(), a["event"].as_u64()))
        .collect();
    assert_eq!(
        kinds,
        [
            (Some("event"), Some(1)),
            (Some("field"), None),
            (Some("position"), None),
            (Some("move"), Some(1)),
            (Some("event"), Some(2)),
        ],
        "{answers:?}"
    );
    assert!(
        answers.iter().all(|a| a["error"].is_string()),
        "{answers:?}"
    );
}

#[test]
fn a_request_is_read_by_its_command_and_refuses_what_it_does_not_take() {
    let answers = json_lines(&[
        r#"{"cmd":"nope"}"#,
        r#"{"cmd":"perft","fen":"startpos","depth":1,"deep":true}"#,
        r#"{"cmd":"perft","fen":"startpos"}"#,
        r#"{"cmd":"perft","depth":1}"#,
    ]);
    let error = |i: usize| answers[i]["error"].as_str().unwrap_or_default().to_string();
    assert!(
        error(0).starts_with("unknown cmd \"nope\"") && error(0).contains("\"winnable\""),
        "{}",
        error(0)
    );
    assert!(error(1).contains("unknown field \"deep\""), "{}", error(1));
    assert_eq!(error(2), "missing field \"depth\"");
    assert_eq!(
        answers[3]["nodes"], 20,
        "the start position when no FEN is given"
    );
}

#[test]
fn a_game_of_a_pgn_of_several_is_asked_by_its_number_and_one_past_the_end_is_named() {
    let pgn = "[White \"A\"]\n\n1. e4 e5 *\n\n[White \"B\"]\n\n1. d4 d5 *\n";
    let ask = |more: serde_json::Value| {
        let mut r = serde_json::json!({"cmd": "claims", "pgn": pgn});
        r.as_object_mut()
            .expect("an object")
            .extend(more.as_object().expect("an object").clone());
        r.to_string()
    };
    let requests = [
        ask(serde_json::json!({"game": 2})),
        ask(serde_json::json!({"game": 3})),
        ask(serde_json::json!({"game": 3, "edition": "2018"})),
        ask(serde_json::json!({"game": 0})),
        ask(serde_json::json!({"game": 0, "edition": "2018"})),
    ];
    let answers = json_lines(&requests.iter().map(String::as_str).collect::<Vec<_>>());
    assert_eq!(answers[0]["games"].as_array().map(Vec::len), Some(2));
    assert!(
        answers[0]["title"]
            .as_str()
            .is_some_and(|t| t.contains("game 2 of the 2")),
        "{}",
        answers[0]
    );
    assert_eq!(answers[0]["plies"][1]["after"], "1. d4", "{}", answers[0]);
    for a in &answers[1..3] {
        assert_eq!(a["error"], "there is no game 3 in the PGN: it holds 2");
    }
    for a in &answers[3..5] {
        assert_eq!(a["error"], "\"game\" counts from 1");
    }
}

#[test]
fn a_null_field_is_refused_not_taken_for_a_missing_one() {
    let answers = json_lines(&[
        r#"{"cmd":"fen","fen":null}"#,
        r#"{"cmd":"claims","edition":null,"pgn":"1. e4 *"}"#,
        r#"{"cmd":"perft","depth":-1}"#,
    ]);
    assert_eq!(answers[0]["error"], "field \"fen\" must not be null");
    assert_eq!(answers[1]["error"], "field \"edition\" must not be null");
    assert_eq!(
        answers[2]["error"],
        "invalid value: integer -1, expected u64"
    );
}
