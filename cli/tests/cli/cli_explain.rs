//! The commands for people (explain, tree, check, conformance, parse without --json): exit statuses and
//! their exact output, against the snapshots in `tests/snapshots/`.

use crate::util;

use crate::util::cli::stdout;
use serde_json::Value;

fn run(args: &[&str]) -> std::process::Output {
    util::cli::run(args, "")
}

/// IPv6, IPvFuture, empty components, relative references; invalid inputs go last.
const VALID: [&str; 9] = [
    "foo://example.com:8042/over/there?name=ferret#nose",
    "ftp://anonymous:pw@[2001:db8::7]:21/pub?",
    "//[v7.fe80::1]:/?#",
    "file:///etc/hosts",
    "http://1.2.3.256/",
    "mailto:John.Doe@example.com",
    "../a:b?q",
    "?#",
    "",
];
const INVALID: [&str; 3] = ["http://[::1", "%zz", "http://a b"];

/// Runs `command` on each input alone, checks the exit status, and collects the outputs.
fn outputs(command: &[&str], inputs: &[&str], status: i32) -> String {
    let mut all = String::new();
    for input in inputs {
        let mut args = command.to_vec();
        args.push(input);
        let out = run(&args);
        assert_eq!(out.status.code(), Some(status), "{args:?}");
        let text = stdout(&out);
        let widest_input = input.len() + 40;
        for line in text.lines() {
            assert!(
                line.len() <= widest_input.max(80),
                "too wide for {input:?}: {line}"
            );
            assert!(!line.contains('\x1b'), "colour with NO_COLOR: {line}");
        }
        all.push_str(&format!(
            "$ rfc3986 {} {input:?}\n{text}\n",
            command.join(" ")
        ));
    }
    all
}

#[test]
fn explain() {
    let mut all = outputs(&["explain"], &VALID, 0);
    all += &outputs(&["explain"], &INVALID, 1);
    util::assert_snapshot("cli_explain.txt", &all);
}

#[test]
fn parse_text() {
    let mut all = outputs(&["parse"], &VALID[..4], 0);
    all += &outputs(&["parse", "--rule", "IPv6address"], &["1::2:3"], 0);
    all += &outputs(&["parse"], &INVALID, 1);
    util::assert_snapshot("cli_parse.txt", &all);
}

#[test]
fn tree() {
    let mut all = outputs(&["tree"], &VALID, 0);
    all += &outputs(&["tree", "--rule", "host"], &["1.2.3.256", "[v7.x]"], 0);
    all += &outputs(&["tree", "--rule", "hier-part"], &["a:b"], 0);
    all += &outputs(&["tree"], &INVALID, 1);
    util::assert_snapshot("cli_tree.txt", &all);
}

#[test]
fn check() {
    let mut all = outputs(
        &["check", "--rule", "IPv6address"],
        &["1::2:3", "::ffff:1.2.3.4"],
        0,
    );
    all += &outputs(
        &["check", "--rule", "IPv6address"],
        &["1::2::3", "1:2:3:4:5:6:7:8:9"],
        1,
    );
    all += &outputs(&["check", "--rule", "dec-octet"], &["255"], 0);
    all += &outputs(&["check", "--rule", "dec-octet"], &["256", "01"], 1);
    all += &outputs(&["check", "--rule", "HEXDIG"], &["g"], 1);
    all += &outputs(&["check"], &INVALID, 1);
    util::assert_snapshot("cli_check.txt", &all);

    let out = run(&["check", "--rule", "path", "a/b", "a b"]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        run(&["check", "--rule", "IPv7address", "x"]).status.code(),
        Some(2)
    );
}

#[test]
fn conformance() {
    // RFC 3986's examples, as the command printed them before it ran the other RFCs' too
    // (cli/tests/cli/cli_conformance.rs).
    let out = run(&["conformance", "--rfc", "3986"]);
    let text = stdout(&out);
    util::assert_snapshot("cli_conformance.txt", &text);
    assert!(!text.contains("FAIL"), "{text}");
    assert_eq!(out.status.code(), Some(0));

    let out = run(&["conformance", "--json", "--rfc", "3986"]);
    assert_eq!(out.status.code(), Some(0));
    let rows: Vec<Value> = stdout(&out)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let sections: std::collections::BTreeSet<&str> = rows
        .iter()
        .map(|r| r["section"].as_str().unwrap())
        .collect();
    assert_eq!(
        sections.into_iter().collect::<Vec<_>>(),
        [
            "1.1.2", "3", "3.2.2", "5.2.4", "5.4.1", "5.4.2", "6.2.2", "6.2.3"
        ]
    );
    // Every example runs and passes: parsing, resolution and normalization are all in this build.
    for row in &rows {
        assert_eq!(row["result"], "pass", "{row}");
        assert_eq!(row["actual"], row["expected"], "{row}");
    }
    // The RFC's 23 normal and 19 abnormal examples of 5.4 are all there.
    let count = |s: &str| rows.iter().filter(|r| r["section"] == s).count();
    assert_eq!((count("5.4.1"), count("5.4.2")), (23, 19));
}
