//! The `--json` contract, reviewed in one place: every command's JSON objects for a fixed set of inputs,
//! pinned in `cli/tests/snapshots/cli_json.txt` (`UPDATE_SNAPSHOTS=1` rewrites it; a change to it is a change
//! to the contract, where only added fields are allowed). The types behind it are in `cli/src/wire/`.

use crate::util;
use crate::util::cli::run_bytes;

/// Each invocation: the arguments, and the lines given on standard input.
const CASES: &[(&[&str], &[&[u8]])] = &[
    (
        &["parse", "--json"],
        &[
            b"foo://u@example.com:8042/over/there?name=ferret#nose",
            b"//[v1.x]:/p?",
            b"../a:b",
            b"",
            b"http://a b",
            b"http://example.com:80a/",
            b"http://h/\xff",
        ],
    ),
    (
        &["parse", "--json", "--iri"],
        &[b"http://\xe4\xbe\x8b/\xc3\xbc?q#f", b"http://a b"],
    ),
    (
        &["parse", "--json", "--lenient"],
        &[b" http://a b/c d ", b"http://h/\xff\xfe", b"http://[::1"],
    ),
    (
        &["parse", "--json", "--rule", "IPv6address"],
        &[b"1::2:3", b"1:::3"],
    ),
    (&["parse", "--json", "--rule", "parameter"], &[b";ext=1"]),
    (
        &["resolve", "--json", "http://a/b/c/d;p?q"],
        &[b"../g", b"?y", b"http:g", b"a b"],
    ),
    (
        &["resolve", "--json", "--steps", "http://a/b/c/d;p?q"],
        &[b"g/./h/../i", b""],
    ),
    (
        &[
            "resolve",
            "--json",
            "--non-strict",
            "--steps",
            "http://a/b/c/d;p?q",
        ],
        &[b"http:g"],
    ),
    (
        &["resolve", "--json", "--lenient", "http://a/b/"],
        &[b"c d"],
    ),
    (
        &["resolve", "--json", "--drive-letters", "file:///c:/a/b"],
        &[b"../../x"],
    ),
    (&["resolve", "--json", "not a base"], &[b"g"]),
    (
        &["normalize", "--json", "--steps"],
        &[b"HTTP://Example.COM:80/a/./b/../%7e%41?%62", b"%zz"],
    ),
    (
        &["normalize", "--json", "--level", "scheme"],
        &[b"http://h:80"],
    ),
    (
        &["normalize", "--json", "--lenient", "--iri"],
        &[b"http://H/\xc3\xbc b"],
    ),
    (
        &["extract", "--json"],
        &[
            b"See <URL:http://a.example/x\n  y> and \"http://b.example/\", or http://c.example/a|b.",
            b"\xff http://d.example/",
        ],
    ),
    (
        &["relativize", "--json", "http://a/b/c/d"],
        &[b"http://a/b/e", b"g", b"mailto:x@y"],
    ),
    (
        &["to-uri", "--json"],
        &[b"http://\xc3\xa9.example/\xc3\xbc", b"http://a b"],
    ),
    (
        &["to-uri", "--json", "--idna"],
        &[b"https://\xc3\xa9.example/"],
    ),
    (
        &["to-iri", "--json"],
        &[b"http://xn--9ca.example/%C3%BC", b"%"],
    ),
    (
        &["to-iri", "--json", "--idna"],
        &[b"https://xn--9ca.example/"],
    ),
    (
        &["scheme", "--json", "--strict"],
        &[
            b"http://example.com:8080/p?q",
            b"urn:example:a123,z456?+r?=q#f",
            b"urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6",
            b"tel:+1-201-555-0123;ext=7",
            b"data:text/plain;base64,SGk=",
            b"ftp://h/",
            b"http:",
            b"nope",
        ],
    ),
    (
        &[
            "template",
            "expand",
            "--json",
            "--vars",
            r#"{"var":"value","list":["a","b"],"keys":{"k":"v"}}"#,
        ],
        &[b"{var}{?list*}{/keys*}", b"{var", b"{list:3}"],
    ),
    (
        &[
            "template",
            "match",
            "--json",
            "--",
            "/repos/{owner}/{repo}{?page}",
        ],
        &[b"/repos/a/b?page=2", b"/repos/a", b"/other"],
    ),
    (&["template", "match", "--json", "--", "{a}{b}"], &[b"x"]),
    (
        &["encode", "--json", "--component", "query"],
        &[b"a b&c=d/\xc3\xa9", b"\xff"],
    ),
    (&["decode", "--json"], &[b"%41%20b%C3%A9", b"%FF", b"%FF"]),
    (&["decode", "--json", "--escape"], &[b"%FF"]),
    (
        &[
            "equivalent",
            "--json",
            "--level",
            "scheme",
            "HTTP://h:80/",
            "http://h",
        ],
        &[],
    ),
    (&["equivalent", "--json", "a b", "c"], &[]),
    (&["rules", "--json", "IPv6address"], &[]),
    (&["rules", "--json", "RFC 3966 parameter"], &[]),
    (&["conformance", "--json", "--rfc", "6455"], &[]),
];

#[test]
fn every_command_prints_its_json() {
    let mut all = String::new();
    for (args, lines) in CASES {
        let stdin: Vec<u8> = lines.iter().flat_map(|l| [*l, b"\n"].concat()).collect();
        let out = run_bytes(args, &stdin);
        let text = String::from_utf8(out.stdout).expect("JSON is UTF-8");
        for line in text.lines() {
            let value: serde_json::Value =
                serde_json::from_str(line).unwrap_or_else(|e| panic!("{args:?}: {line}: {e}"));
            assert!(value.is_object(), "{args:?}: {line}");
        }
        let given: Vec<String> = lines
            .iter()
            .map(|l| format!("{:?}", String::from_utf8_lossy(l)))
            .collect();
        all.push_str(&format!(
            "$ rfc3986 {} <<< {}  (exit {})\n{text}\n",
            args.join(" "),
            given.join(" "),
            out.status.code().unwrap_or(-1)
        ));
    }
    util::assert_snapshot("cli_json.txt", &all);
}
