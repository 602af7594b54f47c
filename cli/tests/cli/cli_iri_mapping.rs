//! The `to-uri` and `to-iri` commands (RFC 3987 3.1 and 3.2): output, exit statuses and the `--json` contract.

use crate::util::cli::{json_lines, run, stdout};
use serde_json::json;

#[test]
fn to_uri_arguments_and_text() {
    let out = run(
        &["to-uri", "http://r\u{e9}sum\u{e9}.example.org", "?\u{E000}"],
        "",
    );
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        stdout(&out),
        "http://r%C3%A9sum%C3%A9.example.org\n?%EE%80%80\n"
    );
}

#[test]
fn to_uri_json_from_stdin() {
    let out = run(&["to-uri", "--json"], "caf\u{e9}\n/\u{E000}\n");
    assert_eq!(out.status.code(), Some(1));
    let lines = json_lines(&out);
    assert_eq!(
        lines[0],
        json!({"input": "caf\u{e9}", "valid": true, "uri": "caf%C3%A9"})
    );
    assert_eq!(lines[1]["valid"], json!(false));
    assert_eq!(lines[1]["error"]["index"], json!(1));
    assert!(lines[1].get("uri").is_none());
}

#[test]
fn to_iri_arguments_json_and_errors() {
    let out = run(&["to-iri", "http://h/%C3%A9%41%2F"], "");
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(stdout(&out), "http://h/\u{e9}A%2F\n");

    let out = run(&["to-iri", "--json"], "http://h/%FC\na b\n");
    assert_eq!(out.status.code(), Some(1));
    let lines = json_lines(&out);
    assert_eq!(
        lines[0],
        json!({"input": "http://h/%FC", "valid": true, "iri": "http://h/%FC"})
    );
    assert_eq!(lines[1]["valid"], json!(false));
    assert_eq!(lines[1]["error"]["index"], json!(1));
}

#[test]
fn usage_error_exits_2() {
    let out = run(&["to-iri", "--no-such-flag"], "");
    assert_eq!(out.status.code(), Some(2));
}

/// `--idna`: ToASCII and ToUnicode of the host, the same JSON fields, and `idna_error` (added) for a host
/// that IDNA refuses, with exit status 1.
#[test]
fn idna_flag() {
    let out = run(
        &[
            "to-uri",
            "--idna",
            "--json",
            "https://\u{e9}.example/\u{fc}",
            "http://\u{301}a.example/",
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(1));
    let lines = json_lines(&out);
    assert_eq!(
        lines[0],
        json!({"input": "https://\u{e9}.example/\u{fc}", "valid": true, "uri": "https://xn--9ca.example/%C3%BC"})
    );
    assert_eq!(lines[1]["valid"], json!(true));
    assert!(lines[1].get("uri").is_none());
    assert!(
        lines[1]["idna_error"]
            .as_str()
            .unwrap()
            .starts_with("ToASCII refuses the label")
    );
    // Without the flag, the same input keeps its RFC 3987 3.1 meaning, and no idna_error field.
    let out = run(&["to-uri", "--json", "https://\u{e9}.example/"], "");
    assert_eq!(
        json_lines(&out)[0],
        json!({"input": "https://\u{e9}.example/", "valid": true, "uri": "https://%C3%A9.example/"})
    );

    let out = run(&["to-iri", "--idna", "https://xn--9ca.example/%C3%BC"], "");
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(stdout(&out), "https://\u{e9}.example/\u{fc}\n");
    let out = run(&["to-iri", "--idna", "--json", "http://xn--zz/"], "");
    assert_eq!(out.status.code(), Some(1));
    let line = &json_lines(&out)[0];
    assert_eq!(line["valid"], json!(true));
    assert_eq!(
        line["idna_error"],
        json!("ToUnicode refuses the label \"xn--zz\" of the host \"xn--zz\"")
    );
}
