//! `rfc3986 conformance`: the examples printed in every RFC whose grammar the crate has, grouped by RFC,
//! `--rfc N` for one of them. Every example this build can compute passes; the others are reported as not
//! run, with the reason, never as passed.

use std::collections::BTreeSet;

use crate::util::cli::{json_lines, run, stdout};
use serde_json::Value;

/// The RFCs with examples, in the order the command runs them.
const RFCS: [u64; 20] = [
    3986, 3987, 6068, 6455, 8089, 8141, 9110, 2397, 3966, 5870, 4151, 9562, 3061, 7565, 6920, 8905,
    7252, 5724, 4516, 3261,
];

/// The rows of `conformance --json` with these arguments; the command must succeed.
#[track_caller]
fn rows(args: &[&str]) -> Vec<Value> {
    let out = run(&[&["conformance", "--json"], args].concat(), "");
    assert_eq!(out.status.code(), Some(0), "{}", stdout(&out));
    json_lines(&out)
}

/// The sections of these rows, in order, without repeats.
fn sections(rows: &[Value]) -> Vec<String> {
    let mut seen = Vec::new();
    for row in rows {
        let section = row["section"].as_str().unwrap().to_owned();
        if seen.last() != Some(&section) {
            seen.push(section);
        }
    }
    seen
}

/// The kinds of example that this build cannot compute, each with its reason.
#[track_caller]
fn assert_passes_or_cannot_run(row: &Value) {
    let kind = row["kind"].as_str().unwrap();
    let cannot = ["nfc", "equivalent_protocol"];
    if cannot.contains(&kind) {
        assert_eq!(row["result"], "not run", "{row}");
        assert_eq!(row["actual"], Value::Null, "{row}");
        assert!(row["reason"].is_string(), "{row}");
    } else {
        assert_eq!(row["result"], "pass", "{row}");
        assert_eq!(row["actual"], row["expected"], "{row}");
    }
}

#[test]
fn each_rfc_runs_only_its_own_examples_and_they_pass() {
    let expected_sections: [(u64, &[&str]); 7] = [
        (
            3986,
            &[
                "1.1.2", "3", "3.2.2", "5.2.4", "5.4.1", "5.4.2", "6.2.2", "6.2.3",
            ],
        ),
        (
            3987,
            &[
                "3.1", "3.2", "3.2.1", "5.3.2", "5.3.2.1", "5.3.2.2", "5.3.2.3", "5.3.3", "5.3.4",
            ],
        ),
        (6068, &["6.1", "6.2", "6.3"]),
        (6455, &["4.1"]),
        (8089, &["B", "E.2", "E.2.1", "E.3.1"]),
        (8141, &["2.2", "2.3.1", "2.3.2", "2.3.3", "3.2"]),
        (9110, &["4.2.3"]),
    ];
    for (rfc, want) in expected_sections {
        let rows = rows(&["--rfc", &rfc.to_string()]);
        assert!(!rows.is_empty(), "RFC {rfc}");
        for row in &rows {
            assert_eq!(row["rfc"], rfc, "{row}");
            for field in ["section", "kind", "input", "expected", "result"] {
                assert!(row[field].is_string(), "{field} of {row}");
            }
            assert_passes_or_cannot_run(row);
        }
        assert_eq!(sections(&rows), want, "RFC {rfc}");
    }
}

#[test]
fn without_rfc_every_rfc_runs_in_order() {
    let rows = rows(&[]);
    let mut order: Vec<u64> = rows.iter().map(|r| r["rfc"].as_u64().unwrap()).collect();
    order.dedup();
    assert_eq!(order, RFCS);
    rows.iter().for_each(assert_passes_or_cannot_run);

    let out = run(&["conformance"], "");
    assert_eq!(out.status.code(), Some(0));
    let text = stdout(&out);
    for rfc in RFCS {
        assert!(text.contains(&format!("\nRFC {rfc} examples: ")), "{text}");
    }
    assert!(
        text.contains("RFC 3987 3.1 Mapping of IRIs to URIs\n"),
        "{text}"
    );
    assert!(text.contains("RFC 8141 3.2 Examples\n"), "{text}");
    assert!(text.contains("\nAll 20 RFCs: "), "{text}");
    assert!(!text.contains("FAIL"), "{text}");
}

#[test]
fn the_examples_the_issue_names_are_there() {
    let rows = rows(&[]);
    let has = |rfc: u64, section: &str, kind: &str, input: &str| {
        rows.iter().any(|r| {
            r["rfc"] == rfc && r["section"] == section && r["kind"] == kind && r["input"] == input
        })
    };
    // RFC 3987: the mappings of 3.1 and 3.2.1, the examples of 3.2 and 5.3.
    assert!(has(
        3987,
        "3.1",
        "to_uri",
        "http://r\u{e9}sum\u{e9}.example.org"
    ));
    assert!(has(
        3987,
        "3.2",
        "to_iri",
        "http://www.example.org/r%E9sum%E9.html"
    ));
    assert!(has(
        3987,
        "3.2.1",
        "to_iri",
        "http://www.example.org/D%C3%BCrst"
    ));
    assert!(has(
        3987,
        "5.3.3",
        "normalize_scheme",
        "http://example.com:80/"
    ));
    // RFC 8141: its URNs and the equivalence examples of 3.2.
    assert!(has(
        8141,
        "2.3.1",
        "urn",
        "urn:example:foo-bar-baz-qux?+CCResolve:cc=uk"
    ));
    assert!(has(
        8141,
        "3.2",
        "urn_equivalent",
        "urn:example:%D0%B0123,z456"
    ));
    // RFC 8089 Appendix B and E, RFC 6068 section 6, RFC 9110 4.2.3, RFC 6455 4.1.
    assert!(has(8089, "B", "file", "file:/path/to/file"));
    assert!(has(
        8089,
        "E.3.1",
        "file_from_windows_path",
        "\\\\host.example.com\\Share\\path\\to\\file.txt"
    ));
    assert!(has(
        6068,
        "6.2",
        "mailto",
        "mailto:%22not%40me%22@example.org"
    ));
    assert!(has(
        9110,
        "4.2.3",
        "equivalent_scheme",
        "http://EXAMPLE.com:/%7esmith/home.html"
    ));
    assert!(has(6455, "4.1", "request_line", "ws://example.com/chat"));
    // The URIs printed in RFC 2397 4, 3966 6, 5870, 4151 2.1, 9562 4 and 3061 1, by their scheme's view.
    assert!(has(2397, "4", "scheme", "data:,A%20brief%20note"));
    assert!(has(
        3966,
        "6",
        "scheme",
        "tel:7042;phone-context=example.com"
    ));
    assert!(has(5870, "1", "scheme", "geo:13.4125,103.8667"));
    assert!(has(
        4151,
        "2.1",
        "scheme",
        "tag:timothy@hpl.hp.com,2001:web/externalHome"
    ));
    assert!(has(
        9562,
        "4",
        "scheme",
        "urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6"
    ));
    assert!(has(3061, "1", "scheme", "urn:oid:1.3.6.1"));
    // RFC 7565 4, 6920 8.1, 8905 4 (its invalid example too) and 7252 Appendix B (6.4's decomposition).
    assert!(has(7565, "4", "scheme", "acct:foobar@status.example.net"));
    assert!(has(
        6920,
        "8.1",
        "scheme",
        "ni://example.com/sha-256;f4OxZX_x_FO5LcGBSKHWXfwtSx-j1ncoSt3SABJtkGk"
    ));
    assert!(has(8905, "4", "scheme", "payto:iban/12345"));
    assert!(has(
        7252,
        "Appendix B",
        "coap_options",
        "coap://198.51.100.1:61616//%2F//?%2F%2F&?%26"
    ));
    assert!(has(5724, "2.5", "scheme", "sms:+15105550101,+15105550102"));
    assert!(has(
        4516,
        "4",
        "scheme",
        "ldap:///o=University%20of%20Michigan,c=US"
    ));
    // RFC 2397's own example with "%fg" is no URI (RFC 3986 2.1).
    let row = rows
        .iter()
        .find(|r| r["input"] == "data:text/plain;charset=iso-8859-7,%be%fg%be")
        .unwrap();
    assert_eq!(
        (&row["expected"], &row["result"]),
        (
            &serde_json::json!("valid=false"),
            &serde_json::json!("pass")
        )
    );
    // An equivalence example says what it is compared with.
    let row = rows
        .iter()
        .find(|r| r["kind"] == "equivalent_scheme" && r["rfc"] == 9110)
        .unwrap();
    assert_eq!(row["other"], "http://example.com:80/~smith/home.html");
    assert_eq!(row["expected"], "equivalent");
    // The counts of RFC 8141 3.2: three, three, three (and three pairs among them), two and a pair, two,
    // one.
    let count = rows
        .iter()
        .filter(|r| r["rfc"] == 8141 && r["section"] == "3.2")
        .count();
    assert_eq!(count, 17);
    // Every kind in the data is one the command knows.
    let unknown: BTreeSet<&str> = rows
        .iter()
        .filter(|r| r["reason"] == "unknown kind of example")
        .map(|r| r["kind"].as_str().unwrap())
        .collect();
    assert!(unknown.is_empty(), "{unknown:?}");
}

/// The tool turns on the library's `idna` feature, so the IDNA examples run (RFC 3987 3.1, 3.2.1, 5.3.3; RFC 6068 6.3)
/// and pass, with the answer computed.
#[test]
fn the_idna_examples_run() {
    let rows = rows(&[]);
    let idna: Vec<&Value> = rows
        .iter()
        .filter(|r| r["kind"].as_str().unwrap().ends_with("_idna"))
        .collect();
    let found: Vec<(u64, &str, &str)> = idna
        .iter()
        .map(|r| {
            (
                r["rfc"].as_u64().unwrap(),
                r["section"].as_str().unwrap(),
                r["kind"].as_str().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        found,
        [
            (3987, "3.1", "to_uri_idna"),
            (3987, "3.2.1", "to_iri_idna"),
            (3987, "5.3.3", "equivalent_idna"),
            (6068, "6.3", "mailto_idna"),
        ]
    );
    for row in idna {
        assert_eq!(row["result"], "pass", "{row}");
        assert_eq!(row["actual"], row["expected"], "{row}");
        assert!(row.get("reason").is_none(), "{row}");
    }
    let out = run(&["conformance", "--rfc", "3987"], "");
    let text = stdout(&out);
    assert!(!text.contains("needs IDNA"), "{text}");
    assert!(
        text.ends_with("RFC 3987 examples: 21 pass, 0 fail, 3 not run\n"),
        "{text}"
    );
}

#[test]
fn an_unknown_rfc_is_a_usage_error_that_lists_the_known_ones() {
    for arg in ["1234", "abc"] {
        let out = run(&["conformance", "--rfc", arg], "");
        assert_eq!(out.status.code(), Some(2));
        assert!(out.stdout.is_empty());
        let err = String::from_utf8(out.stderr).unwrap();
        assert!(
            err.contains("the RFCs with examples are 3986, 3987, 6068, 6455, 8089, 8141, 9110"),
            "{err}"
        );
        if arg == "1234" {
            assert!(err.contains("no examples of RFC 1234 here"), "{err}");
        }
    }
}

#[test]
fn text_names_the_rfc_and_section_of_each_table() {
    let out = run(&["conformance", "--rfc", "8089"], "");
    let text = stdout(&out);
    assert!(text.starts_with("RFC 8089 B Example URIs\n"), "{text}");
    // The two examples of E.2.1 run through FileUri::resolve_drive_aware.
    assert!(
        text.contains(
            "  PASS     resolve_drive  /some/other/thing.bmp (base file:///c:/path/to/file.txt)  \
             file:///c:/some/other/thing.bmp  (same)\n"
        ),
        "{text}"
    );
    assert!(
        text.contains(
            "  PASS     resolve_drive  ../bar.txt (base file:///c:/foo.txt)                      \
             file:///c:/bar.txt               (same)\n"
        ),
        "{text}"
    );
    assert!(
        text.ends_with("RFC 8089 examples: 7 pass, 0 fail, 0 not run\n"),
        "{text}"
    );
}
