//! `--iri` on the commands that read references: the same JSON fields, IRI rules and types.

use crate::util::cli::{json_lines, run, stdout};
use serde_json::json;

#[test]
fn parse_iri_json_has_the_same_fields() {
    let out = run(
        &["parse", "--json", "--iri"],
        "http://résumé.example/é?ü#f\n../é\n",
    );
    assert_eq!(out.status.code(), Some(0));
    let lines = json_lines(&out);
    assert_eq!(
        lines[0],
        json!({"input": "http://résumé.example/é?ü#f", "valid": true, "kind": "iri", "scheme": "http",
               "authority": "résumé.example", "userinfo": null, "host": "résumé.example",
               "host_kind": "ireg-name", "port": null, "path": "/é", "query": "ü", "fragment": "f"})
    );
    assert_eq!(lines[1]["kind"], "relative");
    // The same input is no URI reference without --iri.
    let out = run(&["parse", "--json", "http://résumé.example/"], "");
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(json_lines(&out)[0]["valid"], false);
}

#[test]
fn parse_iri_refuses_bidi_formatting_characters_by_section_4_1() {
    let out = run(&["parse", "--json", "--iri", "a\u{202E}b"], "");
    assert_eq!(out.status.code(), Some(1));
    let error = &json_lines(&out)[0]["error"];
    assert_eq!(error["index"], 1);
    assert!(
        error["message"]
            .as_str()
            .unwrap()
            .ends_with("(RFC 3987 4.1)")
    );
}

#[test]
fn rule_accepts_rfc_3987_names_with_or_without_iri() {
    for args in [
        &["parse", "--json", "--rule", "ireg-name"][..],
        &["parse", "--json", "--iri", "--rule", "ireg-name"],
    ] {
        let out = run(args, "résumé.example\na b\n");
        let lines = json_lines(&out);
        assert_eq!(
            (lines[0]["valid"].clone(), lines[1]["valid"].clone()),
            (json!(true), json!(false))
        );
    }
}

#[test]
fn resolve_normalize_relativize_with_iri() {
    let out = run(
        &[
            "resolve",
            "--iri",
            "http://é.example/a/b",
            "../ü",
            "//例子.测试",
        ],
        "",
    );
    assert_eq!(stdout(&out), "http://é.example/ü\nhttp://例子.测试\n");
    let out = run(
        &[
            "normalize",
            "--iri",
            "--level",
            "scheme",
            "HTTP://é.example:80/%7e",
        ],
        "",
    );
    assert_eq!(stdout(&out), "http://é.example/~\n");
    let out = run(
        &[
            "relativize",
            "--iri",
            "http://é.example/a/b",
            "http://é.example/a/ü",
        ],
        "",
    );
    assert_eq!(stdout(&out), "ü\n");
    // Without --iri the base is no URI: an error, exit status 1.
    let out = run(&["resolve", "http://é.example/a/b", "g"], "");
    assert_eq!(out.status.code(), Some(1));
}

#[test]
fn explain_and_tree_with_iri() {
    let out = run(&["explain", "--iri", "http://é.example/ü"], "");
    assert_eq!(out.status.code(), Some(0));
    let text = stdout(&out);
    assert!(text.contains("path: ipath-abempty"), "{text}");
    assert!(text.contains("host: ireg-name"), "{text}");
    // The underline of the host starts under its first character, counted in characters.
    let lines: Vec<&str> = text.lines().collect();
    let col = |line: &str, pat: char| line.chars().position(|c| c == pat);
    assert_eq!(col(lines[7], '\\'), Some(7), "{text}");
    let out = run(&["tree", "--iri", "é"], "");
    assert_eq!(
        stdout(&out),
        "IRI-reference 0..2 \"é\"\n  irelative-ref 0..2 \"é\"\n    irelative-part 0..2 \"é\"\n      ipath-noscheme 0..2 \"é\"\n"
    );
}
