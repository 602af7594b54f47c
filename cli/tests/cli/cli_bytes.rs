//! The command-line tool reads bytes: a line with a byte that is not part of valid UTF-8 is answered at that
//! byte (`unexpected byte 0xFF (not UTF-8)`, `found_byte`, `input_hex`, the hint `%FF`), never rewritten to
//! U+FFFD and parsed as that, unless the text before the byte already fails, which is then the answer.

use crate::util::cli::run_bytes;
use serde_json::{Value, json};

/// Standard output as one JSON value per line.
fn json_lines(out: &std::process::Output) -> Vec<Value> {
    String::from_utf8(out.stdout.clone())
        .expect("UTF-8 output")
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{l}: {e}")))
        .collect()
}

/// Standard output and standard error, as text.
fn text(out: &std::process::Output) -> (String, String) {
    (
        String::from_utf8(out.stdout.clone()).expect("UTF-8 output"),
        String::from_utf8(out.stderr.clone()).expect("UTF-8 errors"),
    )
}

#[test]
fn parse_json_answers_at_the_byte() {
    let out = run_bytes(&["parse", "--json"], b"http://a/b\xFFc\n");
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        json_lines(&out),
        [json!({
            "input": "http://a/b\u{FFFD}c",
            "valid": false,
            "error": {
                "index": 10,
                "expected": ["path-abempty"],
                "message": "invalid URI reference at index 10: unexpected byte 0xFF (not UTF-8), expected path-abempty",
                "found": "\u{FFFD}",
                "found_byte": "FF",
                "completion": null,
            },
            "input_hex": "687474703a2f2f612f62ff63",
        })]
    );
}

#[test]
fn the_index_counts_bytes_and_each_bad_byte_is_one() {
    // In an IRI "é" is allowed and two bytes; "\xE2\x82" begins a character that never ends: its first
    // byte is the error.
    let out = run_bytes(&["parse", "--json", "--iri"], b"/\xC3\xA9\xE2\x82x\n");
    let line = &json_lines(&out)[0];
    assert_eq!(line["input"], "/\u{e9}\u{FFFD}x");
    assert_eq!(line["input_hex"], "2fc3a9e28278");
    assert_eq!(line["error"]["index"], 3);
    assert_eq!(line["error"]["found_byte"], "E2");
    assert!(
        line["error"]["message"]
            .as_str()
            .unwrap()
            .contains("invalid IRI reference at index 3: unexpected byte 0xE2 (not UTF-8)")
    );
}

#[test]
fn the_text_hint_suggests_the_byte_percent_encoded() {
    let out = run_bytes(&["parse"], b"http://a/b\xFFc\n");
    assert_eq!(out.status.code(), Some(1));
    let (stdout, _) = text(&out);
    assert_eq!(
        stdout,
        concat!(
            "invalid URI reference at index 10: unexpected byte 0xFF (not UTF-8)\n",
            "  http://a/b\\xFFc\n",
            "            ^\n",
            "  expected path-abempty (RFC 3986 3.3)\n",
            "  hint: byte 0xFF is not UTF-8, and a URI is a sequence of characters (RFC\n",
            "        3986 2); as data it is written %FF, or let --lenient encode it\n",
        )
    );
    assert!(!stdout.contains("%EF%BF%BD"), "{stdout}");
}

#[test]
fn an_earlier_error_of_the_text_before_the_byte_is_the_answer() {
    // The space fails before the byte is reached: the ordinary error, with the line's bytes.
    let out = run_bytes(&["parse", "--json"], b"http://a b/\xFF\n");
    let line = &json_lines(&out)[0];
    assert_eq!(line["error"]["index"], 8);
    assert_eq!(line["error"]["found"], " ");
    assert_eq!(line["error"].get("found_byte"), None);
    assert_eq!(line["input_hex"], "687474703a2f2f6120622fff");

    // "http://[::1" is the start of a valid URI: the error is the byte's.
    let out = run_bytes(&["parse", "--json"], b"http://[::1\xFF]/\n");
    let line = &json_lines(&out)[0];
    assert_eq!(line["error"]["index"], 11);
    assert_eq!(line["error"]["found_byte"], "FF");
}

#[test]
fn one_answer_per_line_among_valid_lines() {
    let input = b"http://a/\nb\xFFc\r\n\nhttp://x y\n/\xFE\n//h/p";
    let out = run_bytes(&["parse", "--json"], input);
    assert_eq!(out.status.code(), Some(1));
    let lines = json_lines(&out);
    let summary: Vec<(Value, Value, Value)> = lines
        .iter()
        .map(|l| {
            (
                l["input"].clone(),
                l["valid"].clone(),
                l["error"]["found_byte"].clone(),
            )
        })
        .collect();
    assert_eq!(
        summary,
        [
            (json!("http://a/"), json!(true), Value::Null),
            (json!("b\u{FFFD}c"), json!(false), json!("FF")),
            (json!(""), json!(true), Value::Null),
            (json!("http://x y"), json!(false), Value::Null),
            (json!("/\u{FFFD}"), json!(false), json!("FE")),
            (json!("//h/p"), json!(true), Value::Null),
        ]
    );
    // Only the lines that are not UTF-8 carry their bytes.
    let hex: Vec<&Value> = lines.iter().map(|l| &l["input_hex"]).collect();
    assert_eq!(
        hex,
        [
            &Value::Null,
            &json!("62ff63"),
            &Value::Null,
            &Value::Null,
            &json!("2ffe"),
            &Value::Null
        ]
    );
}

#[test]
fn large_input_on_several_threads_keeps_one_answer_per_line_in_order() {
    // Over 64 KiB, so that the block is cut into pieces that threads parse at once; bad lines in several
    // pieces.
    let mut input = Vec::new();
    let mut expected = Vec::new();
    for i in 0..20_000 {
        if i % 997 == 0 {
            input.extend_from_slice(format!("/p{i}").as_bytes());
            input.extend_from_slice(b"\xFFq\n");
            expected.push((format!("/p{i}\u{FFFD}q"), false));
        } else {
            input.extend_from_slice(format!("http://h/{i}\n").as_bytes());
            expected.push((format!("http://h/{i}"), true));
        }
    }
    for jobs in ["1", "4"] {
        let out = run_bytes(&["parse", "--json", "--jobs", jobs], &input);
        assert_eq!(out.status.code(), Some(1));
        let got: Vec<(String, bool)> = json_lines(&out)
            .iter()
            .map(|l| {
                (
                    l["input"].as_str().unwrap().to_owned(),
                    l["valid"].as_bool().unwrap(),
                )
            })
            .collect();
        assert_eq!(got, expected, "--jobs {jobs}");
    }
}

#[test]
fn lenient_encodes_the_byte_and_reports_it_as_a_repair() {
    let out = run_bytes(
        &["parse", "--lenient", "--json"],
        b"http://a/\xC3\xA9\xFFc d\n",
    );
    assert_eq!(out.status.code(), Some(0));
    let line = &json_lines(&out)[0];
    assert_eq!(line["output"], "http://a/%C3%A9%FFc%20d");
    assert_eq!(line["path"], "/%C3%A9%FFc%20d");
    assert_eq!(line["input"], "http://a/\u{e9}\u{FFFD}c d");
    assert_eq!(line["input_hex"], "687474703a2f2f612fc3a9ff632064");
    assert_eq!(
        line["repairs"],
        json!([
            {"index": 9, "found": "\u{e9}", "kind": "percent-encoded", "replacement": "%C3%A9", "rule": "segment"},
            {"index": 11, "found": "\u{FFFD}", "found_bytes": "FF", "kind": "percent-encoded", "replacement": "%FF", "rule": "segment"},
            {"index": 13, "found": " ", "kind": "percent-encoded", "replacement": "%20", "rule": "segment"},
        ])
    );
    let answer = String::from_utf8(out.stdout).unwrap();
    assert!(!answer.contains("%EF%BF%BD"), "{answer}");

    // Text: a caret under the byte.
    let (stdout, _) = text(&run_bytes(&["parse", "--lenient"], b"/a\xFFb\n"));
    assert!(stdout.contains("/a%FFb"), "{stdout}");
    assert!(
        stdout.contains("\n              ^ 0xFF -> \"%FF\" (segment, index 2)\n"),
        "{stdout}"
    );

    // A run of bad bytes is one repair, as the library reports a run of changes for one rule.
    let out = run_bytes(&["parse", "--lenient", "--json"], b"/a?\xFF\xFEb\n");
    let line = &json_lines(&out)[0];
    assert_eq!(line["output"], "/a?%FF%FEb");
    assert_eq!(
        line["repairs"],
        json!([{"index": 3, "found": "\u{FFFD}\u{FFFD}", "found_bytes": "FFFE", "kind": "percent-encoded", "replacement": "%FF%FE", "rule": "query"}])
    );

    // A byte where no repair is allowed (the port) is still the byte's error, at its index.
    let out = run_bytes(&["parse", "--lenient", "--json"], b"http://h:8\xFF/\n");
    let line = &json_lines(&out)[0];
    assert_eq!(line["valid"], false);
    assert_eq!(line["output"], Value::Null);
    assert_eq!(line["error"]["index"], 10);
    assert_eq!(line["error"]["found_byte"], "FF");
}

#[test]
fn lenient_normalize_and_resolve_encode_the_byte() {
    let out = run_bytes(&["normalize", "--lenient", "--json"], b"HTTP://A/./b\xFF\n");
    let line = &json_lines(&out)[0];
    assert_eq!(line["normalized"], "http://a/b%FF");
    assert_eq!(line["repairs"][0]["found_bytes"], "FF");
    assert_eq!(line["repairs"][0]["index"], 12);

    let out = run_bytes(
        &["resolve", "--lenient", "--json", "http://a/b/c"],
        b"../d\xFF\n",
    );
    let line = &json_lines(&out)[0];
    assert_eq!(line["target"], "http://a/d%FF");
    assert_eq!(line["input_hex"], "2e2e2f64ff");
}

#[test]
fn every_command_that_reads_lines_answers_at_the_byte() {
    let input = b"http://a/x\xFEy\n";
    for args in [
        &["normalize", "--json"][..],
        &["resolve", "--json", "http://a/b"],
        &["relativize", "--json", "http://a/b"],
        &["to-uri", "--json"],
        &["to-iri", "--json"],
        &["scheme", "--json"],
        &["parse", "--json", "--iri"],
        &["parse", "--json", "--rule", "URI"],
    ] {
        let out = run_bytes(args, input);
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        let line = &json_lines(&out)[0];
        assert_eq!(line["error"]["index"], 10, "{args:?}: {line}");
        assert_eq!(line["error"]["found_byte"], "FE", "{args:?}: {line}");
        assert_eq!(
            line["input_hex"], "687474703a2f2f612f78fe79",
            "{args:?}: {line}"
        );
    }
    for args in [
        &["check"][..],
        &["explain"],
        &["tree"],
        &["normalize"],
        &["to-uri"],
        &["scheme"],
    ] {
        let out = run_bytes(args, input);
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        let (stdout, stderr) = text(&out);
        let both = format!("{stdout}{stderr}");
        assert!(
            both.contains("at index 10: unexpected byte 0xFE (not UTF-8)"),
            "{args:?}: {both}"
        );
        assert!(!both.contains("%EF%BF%BD"), "{args:?}: {both}");
    }
    let (stdout, _) = text(&run_bytes(&["check"], input));
    assert!(
        stdout.starts_with("no: \"http://a/x\\xFEy\" is not a valid URI-reference"),
        "{stdout}"
    );
}

#[test]
fn a_byte_in_the_password_is_not_shown() {
    let out = run_bytes(&["parse"], b"//u:\xFF@h/\n");
    let (stdout, _) = text(&out);
    assert!(
        stdout.starts_with(
            "invalid URI reference at index 4: unexpected byte in the password (not UTF-8, not shown)\n"
        ),
        "{stdout}"
    );
    assert!(stdout.contains("<redacted>"), "{stdout}");
    assert!(!stdout.contains("FF"), "{stdout}");
}

#[test]
fn valid_lines_are_answered_as_before() {
    let out = run_bytes(&["parse", "--json"], b"http://a/\xC3\xA9\n");
    let line = &json_lines(&out)[0];
    assert_eq!(line["error"]["found"], "\u{e9}");
    assert_eq!(line.get("input_hex"), None);
    assert_eq!(line["error"].get("found_byte"), None);
}

#[cfg(unix)]
#[test]
fn arguments_are_bytes_too() {
    use std::ffi::OsStr;
    use std::os::unix::ffi::OsStrExt;

    let args = [
        OsStr::new("parse"),
        OsStr::new("--json"),
        OsStr::from_bytes(b"http://a/b\xFFc"),
        OsStr::new("http://ok/"),
    ];
    let out = run_bytes(&args, b"");
    assert_eq!(out.status.code(), Some(1));
    let lines = json_lines(&out);
    assert_eq!(lines.len(), 2);
    assert_eq!(lines[0]["error"]["index"], 10);
    assert_eq!(lines[0]["error"]["found_byte"], "FF");
    assert_eq!(lines[0]["input_hex"], "687474703a2f2f612f62ff63");
    assert_eq!(lines[1]["valid"], true);

    let args = [OsStr::new("check"), OsStr::from_bytes(b"a\xFFb")];
    let (stdout, _) = text(&run_bytes(&args, b""));
    assert!(
        stdout.contains("unexpected byte 0xFF (not UTF-8)"),
        "{stdout}"
    );
}
