//! `rfc3986 parse --lenient`: the repaired output, its components, and each repair.

use crate::util::cli::{json_lines, run, stdout};
use serde_json::json;

#[test]
fn parse_lenient_json_has_output_and_repairs() {
    let out = run(&["parse", "--lenient", "--json", " /wiki/Café?q=a b"], "");
    assert_eq!(out.status.code(), Some(0));
    let line = &json_lines(&out)[0];
    assert_eq!(line["input"], " /wiki/Café?q=a b");
    assert_eq!(line["output"], "/wiki/Caf%C3%A9?q=a%20b");
    assert_eq!(line["valid"], true);
    assert_eq!(line["path"], "/wiki/Caf%C3%A9");
    assert_eq!(
        line["repairs"],
        json!([
            {"index": 0, "found": " ", "kind": "whitespace", "replacement": "", "rule": "URI-reference"},
            {"index": 10, "found": "é", "kind": "percent-encoded", "replacement": "%C3%A9", "rule": "segment"},
            {"index": 16, "found": " ", "kind": "percent-encoded", "replacement": "%20", "rule": "query"},
        ])
    );
}

#[test]
fn parse_lenient_keeps_unrepairable_errors() {
    let out = run(&["parse", "--lenient", "--json", "http://a:8o/"], "");
    assert_eq!(out.status.code(), Some(1));
    let line = &json_lines(&out)[0];
    assert_eq!(
        (line["valid"].clone(), line["error"]["index"].clone()),
        (json!(false), json!(11))
    );
}

#[test]
fn parse_lenient_text_puts_a_caret_under_each_repair() {
    let out = run(&["parse", "--lenient", "a|b"], "");
    let text = stdout(&out);
    assert!(text.contains("  input     a|b\n"), "{text}");
    assert!(
        text.contains("\n             ^ \"|\" -> \"%7C\" (segment, index 1)\n"),
        "{text}"
    );
}

#[test]
fn normalize_lenient_json_normalizes_the_output() {
    let out = run(
        &["normalize", "--lenient", "--json", "HTTP://A/b c/../d%7e"],
        "",
    );
    assert_eq!(out.status.code(), Some(0));
    let line = &json_lines(&out)[0];
    assert_eq!(line["output"], "HTTP://A/b%20c/../d%7e");
    assert_eq!(line["normalized"], "http://a/d~");
    assert_eq!(line["repairs"][0]["index"], 10);
}

#[test]
fn resolve_lenient_json_resolves_the_output() {
    let out = run(
        &["resolve", "--lenient", "--json", "http://a/b/c", "d e|f"],
        "",
    );
    assert_eq!(out.status.code(), Some(0));
    let line = &json_lines(&out)[0];
    assert_eq!(line["output"], "d%20e%7Cf");
    assert_eq!(line["target"], "http://a/b/d%20e%7Cf");
    assert_eq!(line["repairs"].as_array().map(Vec::len), Some(2));
}

/// With `--iri`, the lenient intake repairs by the i-rules: characters an IRI allows stay.
#[test]
fn lenient_with_iri_keeps_what_an_iri_allows() {
    let out = run(
        &["parse", "--lenient", "--iri", "--json", " /wiki/Café?q=a b"],
        "",
    );
    assert_eq!(out.status.code(), Some(0));
    let line = &json_lines(&out)[0];
    assert_eq!(line["output"], "/wiki/Café?q=a%20b");
    assert_eq!(line["kind"], "relative");
    assert_eq!(
        line["repairs"],
        json!([
            {"index": 0, "found": " ", "kind": "whitespace", "replacement": "", "rule": "IRI-reference"},
            {"index": 16, "found": " ", "kind": "percent-encoded", "replacement": "%20", "rule": "iquery"},
        ])
    );
    let out = run(
        &[
            "normalize",
            "--lenient",
            "--iri",
            "--json",
            "HTTP://É.example/a b",
        ],
        "",
    );
    let line = &json_lines(&out)[0];
    assert_eq!(line["output"], "HTTP://É.example/a%20b");
    // RFC 3987 5.3.2.1: case normalization is for ASCII letters only.
    assert_eq!(line["normalized"], "http://É.example/a%20b");
    let out = run(
        &[
            "resolve",
            "--lenient",
            "--iri",
            "--json",
            "http://é.example/a/b",
            "../c d",
        ],
        "",
    );
    let line = &json_lines(&out)[0];
    assert_eq!(line["target"], "http://é.example/c%20d");
    assert_eq!(line["repairs"][0]["rule"], "isegment");
}

/// In lenient mode the tool never suggests lenient mode (issue 46).
#[test]
fn lenient_mode_never_suggests_lenient_mode() {
    let inputs =
        "http://exa mple.com/\n\"http://exa mple.com/\nhttp://a:8o/\nht tp://a/\nhttp://[::1/x y\n";
    for args in [
        &["parse", "--lenient"][..],
        &["parse", "--lenient", "--json"],
        &["normalize", "--lenient"],
        &["resolve", "--lenient", "http://b/"],
    ] {
        let out = run(args, inputs);
        let all = format!(
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
        assert_ne!(out.status.code(), Some(0), "{args:?}");
        assert!(!all.contains("lenient"), "{args:?}: {all}");
    }
    let out = run(&["parse", "--lenient"], "http://exa mple.com/\n");
    let all =
        String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
    assert!(
        all.contains("the host \"exa mple.com\" cannot contain"),
        "{all}"
    );
}

/// `resolve --lenient` reads the reference as `join_lenient` does: against an http base a `\` is `/`, as in
/// a browser; against a base of another scheme it is data, `%5C` (issue 46).
#[test]
fn resolve_lenient_reads_backslashes_by_the_base() {
    let out = run(
        &[
            "resolve",
            "--lenient",
            "--json",
            "https://example.com/docs/start",
            "..\\api\\index.md",
        ],
        "",
    );
    let line = &json_lines(&out)[0];
    assert_eq!(line["target"], "https://example.com/api/index.md");
    assert_eq!(line["output"], "../api/index.md");
    assert_eq!(line["repairs"][0]["kind"], "backslash");
    let out = run(
        &[
            "resolve",
            "--lenient",
            "--json",
            "foo://example.com/docs/start",
            "..\\api",
        ],
        "",
    );
    let line = &json_lines(&out)[0];
    assert_eq!(line["target"], "foo://example.com/docs/..%5Capi");
    assert_eq!(line["repairs"][0]["kind"], "percent-encoded");
}
