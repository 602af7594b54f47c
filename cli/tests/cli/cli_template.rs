//! `rfc3986 template`: expand, match and explain, their exit statuses and the `--json` contract.

use crate::util::cli::{json_lines, run, stdout};
use serde_json::{Value, json};

#[test]
fn expand_json_fields() {
    let vars = r#"{"q": "URI Templates", "lang": null, "list": ["a", null, "b"], "keys": {"z": "1", "a": "2"}, "n": 5}"#;
    let out = run(
        &[
            "template",
            "expand",
            "--json",
            "--vars",
            vars,
            "{?q,lang,n}",
            "{/list*}{?keys*}",
            "{x:0}",
            "{list:1}",
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(1));
    let lines = json_lines(&out);
    assert_eq!(
        lines[0],
        json!({"template": "{?q,lang,n}", "valid": true, "expansion": "?q=URI%20Templates&n=5", "error": null})
    );
    // Objects keep their order; a null member of a list is skipped.
    assert_eq!(lines[1]["expansion"], "/a/b?z=1&a=2");
    assert_eq!(lines[2]["valid"], false);
    assert_eq!(lines[2]["expansion"], Value::Null);
    assert_eq!(lines[2]["error"]["kind"], "invalid-template");
    assert_eq!(lines[2]["error"]["index"], 3);
    assert_eq!(lines[2]["error"]["expected"], json!(["max-length"]));
    assert!(
        lines[2]["error"]["message"]
            .as_str()
            .unwrap()
            .contains("index 3")
    );
    assert_eq!(lines[3]["valid"], true);
    assert_eq!(lines[3]["error"]["kind"], "value");
    assert_eq!(lines[3]["error"]["index"], 1);
    assert!(
        lines[3]["error"]["message"]
            .as_str()
            .unwrap()
            .contains("RFC 6570 2.4.1")
    );
}

#[test]
fn expand_text_stdin_and_iri() {
    let out = run(
        &["template", "expand", "--vars", r#"{"w": "drücken"}"#],
        "/{w}\n{+w}\n",
    );
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(stdout(&out), "/dr%C3%BCcken\ndr%C3%BCcken\n");
    let out = run(
        &[
            "template",
            "expand",
            "--iri",
            "--vars",
            r#"{"w": "drücken"}"#,
            "/{w}",
        ],
        "",
    );
    assert_eq!(stdout(&out), "/drücken\n");
    let out = run(&["template", "expand", "--vars", "{}", "{=x}"], "");
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stdout(&out).starts_with("error: operator '=' at index 1 is reserved"),
        "{}",
        stdout(&out)
    );
}

#[test]
fn expand_refuses_bad_vars() {
    for vars in ["[1]", "{\"a\": {\"b\": [1]}}", "not json"] {
        let out = run(&["template", "expand", "--vars", vars, "{a}"], "");
        assert_eq!(out.status.code(), Some(2), "{vars}");
    }
}

#[test]
fn explain_draws_expressions_and_varspecs() {
    let out = run(&["template", "explain", "/users/{id}{?q,lang:2}"], "");
    assert_eq!(out.status.code(), Some(0));
    let text = stdout(&out);
    assert!(
        text.contains("expression: ? form-style query (3.2.8)"),
        "{text}"
    );
    assert!(text.contains("varname lang, prefix :2 (2.4.1)"), "{text}");
    assert!(
        text.ends_with("(URI-Template, RFC 6570 2; level 4; variables: id, q, lang)\n"),
        "{text}"
    );
    let out = run(&["template", "explain", "{x"], "");
    assert_eq!(out.status.code(), Some(1));
}

#[test]
fn check_takes_the_template_rules() {
    let out = run(&["check", "--rule", "varspec", "x:3"], "");
    assert_eq!(out.status.code(), Some(0));
    assert!(stdout(&out).contains("is a valid varspec (RFC 6570 2.3)"));
    let out = run(&["parse", "--json", "--rule", "max-length", "10000"], "");
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(json_lines(&out)[0]["error"]["index"], 4);
    let out = run(&["check", "--rule", "literals", "'"], "");
    assert!(
        stdout(&out).contains("(RFC 6570 2.1 (erratum 6937))"),
        "{}",
        stdout(&out)
    );
}

#[test]
fn match_json_fields_and_order() {
    let out = run(
        &[
            "template",
            "match",
            "--json",
            "{/path*}{?keys*}",
            "/a/b?z=1&a=2",
            "/a?b=",
            "x",
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(1));
    let lines = json_lines(&out);
    assert_eq!(
        lines[0],
        json!({"template": "{/path*}{?keys*}", "uri": "/a/b?z=1&a=2", "matched": true,
               "variables": {"path": ["a", "b"], "keys": {"z": "1", "a": "2"}}, "error": null,
               "mismatch": null})
    );
    // An associative array keeps the URI's order in the text, not only in the parsed JSON.
    assert!(
        stdout(&out)
            .lines()
            .next()
            .unwrap()
            .contains(r#""keys":{"z":"1","a":"2"}"#)
    );
    // `?b=` is the exploded pair b -> "" (3.2.8 writes `name=` for an empty value); a bare `?b` is no expansion.
    assert_eq!(
        lines[1]["variables"],
        json!({"path": ["a"], "keys": {"b": ""}})
    );
    assert_eq!(
        lines[2],
        json!({"template": "{/path*}{?keys*}", "uri": "x", "matched": false, "variables": null, "error": null,
               "mismatch": {"index": 0, "message": "at index 0, the template expected `{/path*}` for `path` (template index 0), or `{?keys*}` for `keys` (template index 8), or the end of the URI",
                            "expected": [
                   {"kind": "expression", "text": "{/path*}", "template_index": 0, "operator": "/", "variable": "path"},
                   {"kind": "expression", "text": "{?keys*}", "template_index": 8, "operator": "?", "variable": "keys"},
                   {"kind": "end", "text": null, "template_index": null, "operator": null, "variable": null}]}})
    );
}

#[test]
fn match_mismatch() {
    // Text: where, what, and a caret under the place.
    let out = run(
        &[
            "template",
            "match",
            "/users/{id}/comments",
            "/users/42/posts",
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        stdout(&out),
        "no match: at index 10, the template expected the literal `comments` (template index 12)\n    \
         /users/42/posts\n              ^\n"
    );
    // JSON: a simple expression's operator is "", the values' kinds name the variable.
    let out = run(
        &[
            "template", "match", "--json", "{x}/{x}", "a/b", "a/a", "a b",
        ],
        "",
    );
    let lines = json_lines(&out);
    assert_eq!(lines[0]["mismatch"]["index"], 2);
    assert_eq!(
        lines[0]["mismatch"]["expected"],
        json!([{"kind": "agreement", "text": null, "template_index": 4, "operator": null, "variable": "x"}])
    );
    assert_eq!(lines[1]["mismatch"], Value::Null);
    assert_eq!(lines[1]["matched"], true);
    assert_eq!(lines[2]["mismatch"]["index"], 1);
    assert_eq!(lines[2]["mismatch"]["expected"][0]["operator"], "");
    assert_eq!(lines[2]["mismatch"]["expected"][1]["kind"], "literal");
    // A refused template has an error and no mismatch.
    let out = run(&["template", "match", "--json", "{a}{b}", "ab"], "");
    assert_eq!(json_lines(&out)[0]["mismatch"], Value::Null);
}

#[test]
fn match_refusals() {
    for (template, kind) in [
        ("{a}{b}", "ambiguous-adjacent-expressions"),
        ("{x}{/x*}", "explode-conflict"),
        ("{x:0}", "invalid-template"),
        ("{=x}", "invalid-template"),
    ] {
        let out = run(&["template", "match", "--json", "--", template], "a\nb\n");
        assert_eq!(out.status.code(), Some(1), "{template}");
        let lines = json_lines(&out);
        assert_eq!(lines.len(), 2, "one line per URI");
        for line in lines {
            assert_eq!(line["matched"], false);
            assert_eq!(line["variables"], Value::Null);
            assert_eq!(line["error"]["kind"], kind, "{template}");
            assert!(!line["error"]["message"].as_str().unwrap().is_empty());
        }
    }
}

#[test]
fn match_text_and_options() {
    let out = run(
        &[
            "template",
            "match",
            "/search{?q,limit}",
            "/search?q=rust&limit=10",
            "/search?limit=1&q=x",
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        stdout(&out),
        "match q=\"rust\" limit=\"10\"\nno match: at index 15, the template expected `{?q,limit}` for \
         `limit` (template index 7), or the end of the URI\n    /search?limit=1&q=x\n                   ^\n"
    );
    let out = run(
        &[
            "template",
            "match",
            "--query-any-order",
            "/search{?q,limit}",
            "/search?limit=1&q=x&page=2",
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(stdout(&out), "match q=\"x\" limit=\"1\"\n");
    let out = run(&["template", "match", "/w/{w}", "/w/drücken"], "");
    assert!(stdout(&out).starts_with("no match: at index 5, the template expected `{w}` for `w`"));
    let out = run(&["template", "match", "--iri", "/w/{w}", "/w/drücken"], "");
    assert_eq!(stdout(&out), "match w=\"drücken\"\n");
    let out = run(&["template", "match", "{var:3}", "val"], "");
    assert_eq!(stdout(&out), "match var=\"val\" (prefix)\n");
}
