//! `rfc3986 scheme`: the JSON contract of issue 14, the text mode (one line per input), exit statuses.

use crate::util::cli::{json_lines, run, stdout};
use serde_json::json;

#[test]
fn json_contract() {
    let input = "urn:example:a?+r?=q#f\nhttp://u@/p\nws://h/#x\nftp://h/\nmailto:?to=a@x\nws://u@h/\na:b c\n";
    let out = run(&["scheme", "--json"], input);
    assert_eq!(out.status.code(), Some(1));
    let lines = json_lines(&out);
    assert_eq!(lines.len(), 7);
    assert_eq!(
        lines[0],
        json!({"input": "urn:example:a?+r?=q#f", "valid": true, "scheme": "urn", "known": true,
            "scheme_rule": "namestring", "prose": [], "error": null,
            "components": {"NID": "example", "NSS": "a", "r-component": "r", "q-component": "q",
                "f-component": "f"}})
    );
    assert_eq!(
        lines[1]["components"],
        json!({"host": "", "port": null, "path": "/p", "query": null})
    );
    let prose: Vec<&str> = lines[1]["prose"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p.as_str().unwrap())
        .collect();
    assert!(
        prose[0].starts_with("9110 4.2.1: ") && prose[1].starts_with("9110 4.2.4: "),
        "{prose:?}"
    );
    assert!(
        lines[2]["prose"][0]
            .as_str()
            .unwrap()
            .starts_with("6455 3: ")
    );
    assert_eq!(
        (
            &lines[3]["valid"],
            &lines[3]["known"],
            &lines[3]["scheme_rule"],
            &lines[3]["components"]
        ),
        (&json!(true), &json!(false), &json!(null), &json!(null))
    );
    assert_eq!(
        lines[4]["components"],
        json!({"to": null, "hfields": "to=a@x"})
    );
    // A URI that the scheme's grammar refuses: the error is the scheme rule's.
    assert_eq!(lines[5]["valid"], json!(false));
    assert_eq!(lines[5]["error"]["index"], json!(6));
    assert!(
        lines[5]["error"]["message"]
            .as_str()
            .unwrap()
            .starts_with("invalid ws-URI at index 6")
    );
    // Not a URI at all: the generic syntax's error.
    assert_eq!(
        (&lines[6]["valid"], &lines[6]["scheme"]),
        (&json!(false), &json!(null))
    );
    assert_eq!(lines[6]["error"]["found"], json!(" "));
}

#[test]
fn text_one_line_per_input_without_passwords() {
    let out = run(&["scheme"], "http://u:secret@h/\nfile:///a?q\nurn:isbn:1\n");
    assert_eq!(out.status.code(), Some(1));
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 3, "{text}");
    assert!(
        lines[0].starts_with("http://u:<redacted>@h/: valid http-URI (RFC 9110 4.2.1)"),
        "{}",
        lines[0]
    );
    assert!(lines[0].contains("breaks 9110 4.2.4"));
    assert!(
        lines[1].starts_with("error: invalid file-URI at index 9"),
        "{}",
        lines[1]
    );
    assert!(lines[2].contains("NID \"isbn\""));
    assert!(!text.contains("secret"));
}

#[test]
fn explain_draws_the_scheme_level() {
    let out = run(&["explain", "urn:ietf:rfc:8141"], "");
    assert_eq!(out.status.code(), Some(0));
    let text = stdout(&out);
    assert!(
        text.contains("NID") && text.contains("NSS") && text.contains("(namestring, RFC 8141 2)"),
        "{text}"
    );
}

#[test]
fn scheme_rules_by_name() {
    let out = run(&["check", "--rule", "NID", "isbn", "a"], "");
    assert_eq!(out.status.code(), Some(1));
    let text = stdout(&out);
    assert!(text.contains("is a valid NID (RFC 8141 2)"), "{text}");
    assert!(text.contains("is not a valid NID"), "{text}");
}

/// `--strict`: a URI that matches its scheme's grammar but breaks a MUST or MUST NOT sentence of its RFC
/// fails the run; without it only syntax decides the exit status.
#[test]
fn strict_exit_status() {
    for input in ["https:///x", "ws://h/#frag", "http://user@h/"] {
        let out = run(&["scheme", input], "");
        assert_eq!(out.status.code(), Some(0), "{input} without --strict");
        let out = run(&["scheme", "--strict", "--json", input], "");
        assert_eq!(out.status.code(), Some(1), "{input} with --strict");
        let lines = json_lines(&out);
        assert_eq!(
            lines[0]["valid"],
            json!(true),
            "{input}: the JSON still says valid"
        );
        assert!(!lines[0]["prose"].as_array().unwrap().is_empty(), "{input}");
    }
    let out = run(&["scheme", "--strict", "https://h/x", "urn:isbn:1"], "");
    assert_eq!(out.status.code(), Some(0));
    let out = run(&["scheme", "--strict", "https://h/x", "file:///a?q"], "");
    assert_eq!(out.status.code(), Some(1));
}

/// `--strict` cannot vouch for a scheme it has no grammar for: that is a failure too, said in the line and
/// in `strict_pass` and `strict_failure`; without `--strict` such a URI is valid, as before.
#[test]
fn strict_fails_a_scheme_without_a_grammar() {
    let out = run(&["scheme", "ftp://h/"], "");
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        stdout(&out),
        "ftp://h/: a URI; no grammar here for its scheme\n"
    );
    let out = run(&["scheme", "--strict", "ftp://h/", "https://h/x"], "");
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        stdout(&out),
        "error: ftp://h/: a URI, but no grammar here for the scheme \"ftp\", so --strict cannot check it \
         (the schemes with one are http, https, ws, wss, urn, file, mailto, data, tel, geo, tag, did, acct, \
         ni, payto, coap, coaps, sms, ldap, sip and sips)\n\
         https://h/x: valid https-URI (RFC 9110 4.2.2); host \"h\"; path \"/x\"\n"
    );
    let out = run(
        &["scheme", "--strict", "--json"],
        "FTP://h/\nhttps://h/x\nws://h/#f\na b\n",
    );
    assert_eq!(out.status.code(), Some(1));
    let lines = json_lines(&out);
    assert_eq!(
        (
            &lines[0]["valid"],
            &lines[0]["known"],
            &lines[0]["strict_pass"]
        ),
        (&json!(true), &json!(false), &json!(false))
    );
    assert_eq!(
        lines[0]["strict_failure"],
        "no grammar here for the scheme \"FTP\", so --strict cannot check it (the schemes with one are \
         http, https, ws, wss, urn, file, mailto, data, tel, geo, tag, did, acct, ni, payto, coap, \
         coaps, sms, ldap, sip and sips)"
    );
    assert_eq!(
        (&lines[1]["strict_pass"], &lines[1]["strict_failure"]),
        (&json!(true), &json!(null))
    );
    assert_eq!(
        lines[2]["strict_failure"],
        "breaks a MUST or MUST NOT sentence of its RFC (see prose)"
    );
    assert_eq!(
        lines[3]["strict_failure"],
        "not a URI that matches its scheme's grammar (see error)"
    );
    // Without --strict the objects are as they were: no strict fields.
    let out = run(&["scheme", "--json", "ftp://h/"], "");
    assert!(json_lines(&out)[0].get("strict_pass").is_none());
}
