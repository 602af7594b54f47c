//! `rfc3986 encode` and `rfc3986 decode`: percent-encoding for one component and back (RFC 3986 2.1), one
//! output line per input, bytes that are not UTF-8 answered explicitly.

use crate::util::cli::{json_lines, run, run_bytes, stdout};
use rfc3986::Rule;
use rfc3986::percent::{self, Component};
use serde_json::json;

#[test]
fn encode_keeps_what_the_component_allows() {
    let text = "a b/c?d#e:f@g&h=i+j;k%";
    let cases = [
        (None, "a%20b%2Fc%3Fd%23e:f@g&h=i+j;k%25"),
        (Some("segment"), "a%20b%2Fc%3Fd%23e:f@g&h=i+j;k%25"),
        (Some("segment-nz-nc"), "a%20b%2Fc%3Fd%23e%3Af@g&h=i+j;k%25"),
        (Some("query"), "a%20b/c?d%23e:f@g&h=i+j;k%25"),
        (Some("query-pair"), "a%20b/c?d%23e:f@g%26h%3Di%2Bj%3Bk%25"),
        (Some("fragment"), "a%20b/c?d%23e:f@g&h=i+j;k%25"),
        (Some("userinfo"), "a%20b%2Fc%3Fd%23e:f%40g&h=i+j;k%25"),
        (Some("reg-name"), "a%20b%2Fc%3Fd%23e%3Af%40g&h=i+j;k%25"),
        (Some("host"), "a%20b%2Fc%3Fd%23e%3Af%40g&h=i+j;k%25"),
    ];
    for (component, want) in cases {
        let mut args = vec!["encode"];
        if let Some(c) = component {
            args.extend(["--component", c]);
        }
        args.push(text);
        let out = run(&args, "");
        assert_eq!(out.status.code(), Some(0), "{component:?}");
        assert_eq!(stdout(&out), format!("{want}\n"), "{component:?}");
    }
    // The result matches the component's rule, and decodes back.
    for (name, component, rule) in [
        ("segment", Component::Segment, Rule::Segment),
        ("query", Component::Query, Rule::Query),
        ("userinfo", Component::Userinfo, Rule::Userinfo),
        ("ireg-name", Component::IregName, Rule::IregName),
    ] {
        let out = run(&["encode", "--component", name, "é x/%?#[]@\u{E000}"], "");
        let encoded = stdout(&out).trim_end().to_owned();
        assert!(rule.matches(&encoded), "{name}: {encoded}");
        assert_eq!(
            percent::decode_utf8(&encoded).unwrap(),
            "é x/%?#[]@\u{E000}"
        );
        assert_eq!(encoded, percent::encode("é x/%?#[]@\u{E000}", component));
    }
    // The IRI components keep the characters their i-rule allows.
    let out = run(&["encode", "--component", "iquery", "ü x\u{E000}"], "");
    assert_eq!(stdout(&out), "ü%20x\u{E000}\n");
    let out = run(&["encode", "--component", "isegment", "ü x\u{E000}"], "");
    assert_eq!(stdout(&out), "ü%20x%EE%80%80\n");
}

#[test]
fn encode_reads_lines_and_bytes_and_prints_json() {
    let out = run_bytes(&["encode", "--json"], b"a b\nx\xFFy\n\n");
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        json_lines(&out),
        [
            json!({"input": "a b", "component": "segment", "encoded": "a%20b"}),
            json!({"input": "x\u{FFFD}y", "component": "segment", "encoded": "x%FFy",
                "input_hex": "78ff79"}),
            json!({"input": "", "component": "segment", "encoded": ""}),
        ]
    );
    let out = run(&["encode", "--component", "nothing", "x"], "");
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.contains("possible values: userinfo, reg-name, segment"),
        "{err}"
    );
}

#[test]
fn decode_prints_the_text_or_says_why_not() {
    let out = run(&["decode", "a%20b", "caf%C3%A9", "100%", "%7e%4"], "");
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(stdout(&out), "a b\ncafé\n100%\n~%4\n");

    // Decoded bytes that are not UTF-8: an error at the %XX, in its line's place, exit status 1.
    let out = run(&["decode", "ok", "a%C3(", "%FF"], "");
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        stdout(&out),
        "ok\n\
         error: not UTF-8 once decoded: \"%C3\" at index 1 gives the byte 0xC3, which begins no UTF-8 \
         character there (--escape writes it as \\xC3)\n\
         error: not UTF-8 once decoded: \"%FF\" at index 0 gives the byte 0xFF, which begins no UTF-8 \
         character there (--escape writes it as \\xFF)\n"
    );
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.starts_with("rfc3986: \"a%C3(\": not UTF-8 once decoded"),
        "{err}"
    );

    // --escape: one line per input, whatever the bytes.
    let out = run(&["decode", "--escape", "a%FFb", "x%0Ay\\", "caf%C3%A9"], "");
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(stdout(&out), "a\\xFFb\nx\\ny\\\\\ncafé\n");
}

#[test]
fn decode_json_and_input_that_is_not_text() {
    let out = run_bytes(&["decode", "--json"], b"a%20b\n%E2%82\nx\xFEy\n");
    assert_eq!(out.status.code(), Some(1));
    let lines = json_lines(&out);
    assert_eq!(lines[0], json!({"input": "a%20b", "decoded": "a b"}));
    assert_eq!(lines[1]["decoded"], serde_json::Value::Null);
    assert_eq!(lines[1]["decoded_hex"], "e282");
    assert_eq!(lines[1]["error"]["index"], 0);
    assert_eq!(lines[1]["error"]["found_byte"], "E2");
    // An input that is not UTF-8 is not percent-encoded text: the error is at its byte.
    assert_eq!(
        lines[2],
        json!({"input": "x\u{FFFD}y", "decoded": null, "input_hex": "78fe79",
            "error": {"index": 1, "found_byte": "FE", "message":
                "unexpected byte 0xFE (not UTF-8) at index 1: percent-encoded text is text; write the byte as %FE"}})
    );
    let out = run(&["decode", "--json", "--escape", "%E2%82"], "");
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        json_lines(&out),
        [
            json!({"input": "%E2%82", "decoded": null, "decoded_hex": "e282", "escaped": "\\xE2\\x82"})
        ]
    );
}

/// What `encode` writes, `decode` reads back, for every component.
#[test]
fn decode_undoes_encode() {
    let text = "ü /?#[]@!$&'()*+,;=%:~\u{E000}";
    for component in [
        "segment",
        "query-pair",
        "reg-name",
        "iuserinfo",
        "ifragment",
    ] {
        let encoded = stdout(&run(&["encode", "--component", component, text], ""));
        let decoded = stdout(&run(&["decode", encoded.trim_end()], ""));
        assert_eq!(decoded, format!("{text}\n"), "{component}");
    }
}
