//! The command-line tool: exit statuses and the `--json` contract.

use crate::util::cli::{json_lines, run, stdout};
use serde_json::{Value, json};

#[test]
fn parse_json_valid() {
    let out = run(
        &[
            "parse",
            "--json",
            "foo://u@example.com:8042/over/there?name=ferret#nose",
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        json_lines(&out),
        [json!({
            "input": "foo://u@example.com:8042/over/there?name=ferret#nose",
            "valid": true,
            "kind": "uri",
            "scheme": "foo",
            "authority": "u@example.com:8042",
            "userinfo": "u",
            "host": "example.com",
            "host_kind": "reg-name",
            "port": "8042",
            "path": "/over/there",
            "query": "name=ferret",
            "fragment": "nose",
        })]
    );
}

#[test]
fn parse_json_stdin_lines_and_invalid() {
    let out = run(&["parse", "--json"], "//[::1]:/a?\nhttp://a b\r\n\n");
    assert_eq!(out.status.code(), Some(1));
    let lines = json_lines(&out);
    assert_eq!(lines.len(), 3);
    assert_eq!(lines[0]["kind"], "relative");
    assert_eq!(lines[0]["scheme"], Value::Null);
    assert_eq!(lines[0]["host"], "[::1]");
    assert_eq!(lines[0]["host_kind"], "IPv6address");
    assert_eq!(lines[0]["port"], "");
    assert_eq!(lines[0]["query"], "");
    assert_eq!(lines[0]["fragment"], Value::Null);
    assert_eq!(
        lines[1],
        json!({
            "input": "http://a b",
            "valid": false,
            "error": {
                "index": 8,
                "expected": ["reg-name", "path-abempty"],
                "message": "invalid URI reference at index 8: unexpected \" \" (space), expected reg-name or path-abempty",
                "found": " ",
                "completion": null,
            },
        })
    );
    assert_eq!(lines[2]["input"], "");
    assert_eq!(lines[2]["valid"], true);
    assert_eq!(lines[2]["path"], "");
}

#[test]
fn parse_rule() {
    let out = run(
        &[
            "parse",
            "--json",
            "--rule",
            "IPv6address",
            "1::2:3",
            "1::2::3",
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(1));
    let lines = json_lines(&out);
    assert_eq!(lines[0], json!({"input": "1::2:3", "valid": true}));
    assert_eq!(lines[1]["valid"], false);
    assert_eq!(
        lines[1]["error"]["index"].as_u64().map(|i| i <= 7),
        Some(true)
    );

    let out = run(
        &[
            "parse",
            "--json",
            "--rule",
            "absolute-URI",
            "a:b?c",
            "a:b#c",
        ],
        "",
    );
    let lines = json_lines(&out);
    assert_eq!(lines[0]["kind"], "uri");
    assert_eq!(lines[0]["query"], "c");
    assert_eq!(lines[1]["valid"], false);

    let out = run(&["parse", "--json", "--rule", "relative-ref", "a:b"], "");
    assert_eq!(json_lines(&out)[0]["valid"], false);
}

#[test]
fn usage_errors_exit_2() {
    assert_eq!(
        run(&["parse", "--rule", "IPv7address", "x"], "")
            .status
            .code(),
        Some(2)
    );
    assert_eq!(run(&["frobnicate"], "").status.code(), Some(2));
    assert_eq!(run(&[], "").status.code(), Some(2));
}

#[test]
fn parse_text_output() {
    let out = run(&["parse", "http://a?", "http://[::1"], "");
    assert_eq!(out.status.code(), Some(1));
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("query      (empty)"), "{text}");
    assert!(text.contains("fragment   (undefined)"), "{text}");
    assert!(text.contains("invalid URI reference at index"), "{text}");
}

/// An unknown `--rule` is answered in at most three lines, with the closest names and where the full list
/// is; `rfc3986 rules` is that list.
#[test]
fn unknown_rule_did_you_mean() {
    for (name, want) in [
        ("PathAbempty", "did you mean path-abempty?"),
        ("path_abempty", ""),
        // RFC 5954 quotes RFC 3986's IPv6address for RFC 3261: the second is named after its RFC.
        (
            "IPv6adress",
            "did you mean IPv6address or RFC 5954 IPv6address?",
        ),
        (
            "ipv6",
            "did you mean IPv6address, RFC 5954 IPv6address or IPv6reference?",
        ),
        (
            "ipv6addr",
            "did you mean IPv6address, RFC 5954 IPv6address or IPv6addrz?",
        ),
        (
            "IPV6_ADDR",
            "did you mean IPv6address, RFC 5954 IPv6address or IPv6addrz?",
        ),
        ("path_abemp", "did you mean path-abempty?"),
        ("zzzzzzzzzz", "(`rfc3986 rules` lists them all)"),
    ] {
        // Every command that takes a rule name answers alike.
        for command in ["check", "parse", "tree"] {
            let out = run(&[command, "--rule", name, "x"], "");
            let err = String::from_utf8(out.stderr).unwrap();
            if want.is_empty() {
                assert_ne!(out.status.code(), Some(2), "{name} is a rule: {err}");
                continue;
            }
            assert_eq!(out.status.code(), Some(2), "{command} {name}");
            assert!(err.contains(want), "{command} {name}: {err}");
            assert!(err.contains("rfc3986 rules"), "{name}: {err}");
            assert!(err.trim_end().lines().count() <= 3, "{name}: {err}");
        }
    }
    let out = run(&["check", "--rule", "ipv6", "::1"], "");
    assert_eq!(
        String::from_utf8(out.stderr).unwrap().lines().next(),
        Some(
            "error: invalid value 'ipv6' for '--rule <RULE>': not a rule of the grammars this crate \
             speaks; did you mean IPv6address, RFC 5954 IPv6address or IPv6reference? (`rfc3986 \
             rules` lists them all)"
        )
    );
    let out = run(&["rules"], "");
    assert_eq!(out.status.code(), Some(0));
    let text = stdout(&out);
    assert_eq!(text.lines().count(), rfc3986::Rule::ALL.len());
    assert!(
        text.lines()
            .any(|l| l.starts_with("path-abempty ") && l.ends_with("RFC 3986 3.3")),
        "{text}"
    );
    assert!(
        text.contains("RFC 6874 2 (obsoleted by RFC 9844)"),
        "{text}"
    );
    let out = run(&["rules", "--json"], "");
    let lines = json_lines(&out);
    assert_eq!(lines.len(), rfc3986::Rule::ALL.len());
    assert_eq!(
        lines[0],
        serde_json::json!({"name": "URI", "rfc": 3986, "section": "3",
            "abnf": "scheme \":\" hier-part [ \"?\" query ] [ \"#\" fragment ]", "obsoleted_by": null,
            "spec": "RFC 3986"})
    );
}

/// Results are data: written to a pipe (as here) they keep their password, in every command that prints
/// results; diagnostics for the same inputs still redact it.
#[test]
fn results_are_verbatim_when_piped() {
    let cases: [(&[&str], &str, &str); 5] = [
        (
            &["normalize"],
            "HTTP://u:s3cret@H/a/../b",
            "http://u:s3cret@h/b",
        ),
        (
            &["resolve", "http://u:s3cret@h/a/b"],
            "c",
            "http://u:s3cret@h/a/c",
        ),
        (
            &["relativize", "http://h/a/"],
            "http://u:s3cret@h/a/b",
            "//u:s3cret@h/a/b",
        ),
        (
            &["to-uri"],
            "http://u:s3cret@h/é",
            "http://u:s3cret@h/%C3%A9",
        ),
        (
            &["to-iri"],
            "http://u:s3cret@h/%C3%A9",
            "http://u:s3cret@h/é",
        ),
    ];
    for (args, input, want) in cases {
        let out = run(args, &format!("{input}\n"));
        assert_eq!(out.status.code(), Some(0), "{args:?}");
        assert_eq!(stdout(&out), format!("{want}\n"), "{args:?}");
    }
    // A failing input's diagnostics hide the password.
    let out = run(&["normalize"], "http://u:s3cret@h/ x\n");
    assert!(!stdout(&out).contains("s3cret"));
    assert!(!String::from_utf8_lossy(&out.stderr).contains("s3cret"));
}

/// Every error object of `--json` carries `completion`: the text that would complete the valid prefix,
/// as the rendering suggests it, or null.
#[test]
fn parse_json_errors_carry_the_completion() {
    let lines = json_lines(&run(&["parse", "--json"], "http://[::1\nhttp://a b\n"));
    assert_eq!(lines[0]["error"]["completion"], "]");
    assert_eq!(lines[1]["error"]["completion"], Value::Null);
    let explained = String::from_utf8(run(&["explain", "http://[::1"], "").stdout).unwrap();
    assert!(
        explained.contains("adding \"]\" would complete it"),
        "{explained}"
    );
    // Inside a password, none: it would point into the password.
    let lines = json_lines(&run(&["parse", "--json"], "http://u:p%zz@h/\n"));
    assert_eq!(lines[0]["error"]["completion"], Value::Null);
}
