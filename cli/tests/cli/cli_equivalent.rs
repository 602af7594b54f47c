//! `rfc3986 equivalent`: the rungs of RFC 3986 6.2 that the references alone decide, the exit statuses
//! (0 equivalent, 1 not, 2 when one does not parse, saying which) and the `--json` contract.

use crate::util::cli::{json_lines, run, stdout};
use serde_json::json;

/// The exit status of `equivalent` at each level, for pairs whose answer the RFC's examples give.
#[test]
fn each_level_is_a_rung_of_the_ladder() {
    // (A, B, string, syntax, scheme)
    let cases = [
        ("http://a/b", "http://a/b", true, true, true),
        // 6.2.2.1 case, 6.2.2.2 percent-encoding, 6.2.2.3 dot segments.
        (
            "HTTP://www.EXAMPLE.com/",
            "http://www.example.com/",
            false,
            true,
            true,
        ),
        (
            "example://a/b/c/%7Bfoo%7D",
            "eXAMPLE://a/./b/../b/%63/%7bfoo%7d",
            false,
            true,
            true,
        ),
        // 6.2.3: the default port and the empty path of http.
        (
            "http://example.com",
            "http://example.com:80/",
            false,
            false,
            true,
        ),
        (
            "http://example.com/a",
            "http://example.com/b",
            false,
            false,
            false,
        ),
        // The case of a path is kept at every level.
        ("http://a/B", "http://a/b", false, false, false),
    ];
    for (a, b, string, syntax, scheme) in cases {
        for (level, want) in [("string", string), ("syntax", syntax), ("scheme", scheme)] {
            let out = run(&["equivalent", "--level", level, a, b], "");
            let code = if want { 0 } else { 1 };
            assert_eq!(out.status.code(), Some(code), "{level}: {a} ~ {b}");
            let answer = stdout(&out);
            let first = answer.lines().next().unwrap_or_default();
            assert_eq!(first.starts_with("equivalent "), want, "{answer}");
            assert_eq!(first.starts_with("not equivalent "), !want, "{answer}");
        }
    }
    // The default level is syntax, as for normalize.
    assert_eq!(
        run(&["equivalent", "HTTP://A/", "http://a/"], "")
            .status
            .code(),
        Some(0)
    );
    assert_eq!(
        run(&["equivalent", "http://a:80/", "http://a/"], "")
            .status
            .code(),
        Some(1)
    );
}

#[test]
fn text_shows_both_normal_forms() {
    let out = run(&["equivalent", "HTTP://A/%7e", "http://a/~"], "");
    assert_eq!(
        stdout(&out),
        "equivalent after syntax-based normalization (RFC 3986 6.2.2)\n\
         \x20 A  HTTP://A/%7e  normalizes to  http://a/~\n\
         \x20 B  http://a/~    normalizes to  http://a/~\n\
         \x20 equal after RFC 3986 6.2.2.2 percent-encoding\n"
    );
    let out = run(
        &[
            "equivalent",
            "--level",
            "scheme",
            "http://a:8080",
            "http://a/",
        ],
        "",
    );
    assert_eq!(
        stdout(&out),
        "not equivalent after scheme-based normalization (RFC 3986 6.2.3)\n\
         \x20 A  http://a:8080  normalizes to  http://a:8080/\n\
         \x20 B  http://a/      normalizes to  http://a/\n"
    );
    let out = run(
        &["equivalent", "--level", "string", "http://a", "http://A"],
        "",
    );
    assert_eq!(
        stdout(&out),
        "not equivalent by simple string comparison (RFC 3986 6.2.1)\n  A  http://a\n  B  http://A\n"
    );
    // Text is for people: a password is redacted there, never in JSON.
    let out = run(&["equivalent", "http://u:pw@a/", "http://u:pw@A/"], "");
    assert!(!stdout(&out).contains("pw"), "{}", stdout(&out));
    let out = run(
        &["equivalent", "--json", "http://u:pw@a/", "http://u:pw@A/"],
        "",
    );
    assert_eq!(json_lines(&out)[0]["normalized_b"], "http://u:pw@a/");
}

#[test]
fn json_contract() {
    let out = run(
        &[
            "equivalent",
            "--json",
            "--level",
            "scheme",
            "HTTP://A:80",
            "http://a/",
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        json_lines(&out),
        [
            json!({"a": "HTTP://A:80", "b": "http://a/", "level": "scheme", "equivalent": true,
            "normalized_a": "http://a/", "normalized_b": "http://a/", "error": null,
            "equal_at": {"section": "6.2.3", "name": "empty path"}})
        ]
    );
    let out = run(&["equivalent", "--json", "--level", "string", "a", "b"], "");
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        json_lines(&out),
        [
            json!({"a": "a", "b": "b", "level": "string", "equivalent": false,
            "normalized_a": "a", "normalized_b": "b", "error": null, "equal_at": null})
        ]
    );
    // IRIs by RFC 3987 5.3: non-ASCII characters stay as they are.
    let out = run(
        &[
            "equivalent",
            "--json",
            "--iri",
            "http://é/%7e",
            "HTTP://é/~",
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(json_lines(&out)[0]["normalized_a"], "http://é/~");
}

#[test]
fn an_input_that_does_not_parse_is_a_usage_error_that_says_which() {
    let out = run(&["equivalent", "http://a/", "http://a b"], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.starts_with("B: invalid URI reference at index 8: unexpected \" \" (space)\n"),
        "{err}"
    );
    assert!(
        err.ends_with("\nrfc3986: B is not a URI reference, so there is nothing to compare\n"),
        "{err}"
    );
    let out = run(&["equivalent", "--json", "é", "%"], "");
    assert_eq!(out.status.code(), Some(2));
    let answer = &json_lines(&out)[0];
    assert_eq!(answer["equivalent"], serde_json::Value::Null);
    assert_eq!(answer["normalized_a"], serde_json::Value::Null);
    assert_eq!(answer["error"]["which"], "a");
    assert_eq!(answer["error"]["index"], 0);
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.starts_with("A: "), "{err}");
    assert!(err.contains("\nB: "), "{err}");
    assert!(
        err.ends_with(
            "rfc3986: neither A nor B is a URI reference, so there is nothing to compare\n"
        ),
        "{err}"
    );
    // --iri reads both as IRI references, whose percent-encoded ucschar RFC 3987 5.3.2.3 decodes; "É" is
    // another character.
    assert_eq!(
        run(&["equivalent", "--iri", "é", "%C3%A9"], "")
            .status
            .code(),
        Some(0)
    );
    assert_eq!(
        run(&["equivalent", "--iri", "é", "%C3%89"], "")
            .status
            .code(),
        Some(1)
    );
    // RFC 3987 5.3.2's own example.
    let out = run(
        &[
            "equivalent",
            "--iri",
            "example://a/b/c/%7Bfoo%7D/rosé",
            "eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9",
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(0));
    // One argument is a usage error of clap's.
    assert_eq!(run(&["equivalent", "a"], "").status.code(), Some(2));
}

/// Where the two became equal: a line of text, and "equal_at" in the JSON (null when not equivalent).
#[test]
fn equal_at_names_the_rung() {
    let out = run(
        &[
            "equivalent",
            "--level",
            "scheme",
            "http://a:80/%7e",
            "HTTP://a/~",
        ],
        "",
    );
    assert!(
        stdout(&out).ends_with("  equal after RFC 3986 6.2.3 default port\n"),
        "{}",
        stdout(&out)
    );
    let out = run(&["equivalent", "http://a/", "http://a/"], "");
    assert!(stdout(&out).ends_with("  equal as written (RFC 3986 6.2.1)\n"));
    let out = run(&["equivalent", "--json", "http://a/%7e", "http://a/~"], "");
    assert_eq!(
        json_lines(&out)[0]["equal_at"],
        json!({"section": "6.2.2.2", "name": "percent-encoding"})
    );
    let out = run(
        &[
            "equivalent",
            "--json",
            "--iri",
            "http://é/a/./b",
            "http://é/a/b",
        ],
        "",
    );
    assert_eq!(
        json_lines(&out)[0]["equal_at"],
        json!({"section": "5.3.2.4", "name": "path segments"})
    );
    let out = run(&["equivalent", "--json", "http://a:80/", "http://a/"], "");
    assert_eq!(json_lines(&out)[0]["equal_at"], serde_json::Value::Null);
}
