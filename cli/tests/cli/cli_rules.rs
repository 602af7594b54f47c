//! `rfc3986 rules NAME`: one rule described, its ABNF, where the RFC defines it (with a link), the rules it
//! uses and the rules that use it; an unknown NAME is a usage error with suggestions.

use crate::util::cli::{json_lines, run, stdout};
use rfc3986::Rule;
use serde_json::{Value, json};

/// `rules --json NAME`'s one object; the command must succeed.
#[track_caller]
fn described(name: &str) -> Value {
    let out = run(&["rules", "--json", name], "");
    assert_eq!(out.status.code(), Some(0), "{name}");
    let lines = json_lines(&out);
    assert_eq!(lines.len(), 1, "{name}");
    lines.into_iter().next().unwrap()
}

#[test]
fn text_shows_the_abnf_the_section_and_the_neighbours() {
    let out = run(&["rules", "ipv4address"], "");
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        stdout(&out),
        "IPv4address  RFC 3986 3.2.2  https://www.rfc-editor.org/rfc/rfc3986#section-3.2.2\n\
         \x20 IPv4address = dec-octet \".\" dec-octet \".\" dec-octet \".\" dec-octet\n\
         \x20 uses:    dec-octet\n\
         \x20 used by: host, ls32, ihost\n\
         \x20 as the grammar transcribes it for pest:\n\
         \x20   IPv4address = ${ dec_octet ~ \".\" ~ dec_octet ~ \".\" ~ dec_octet ~ \".\" ~ dec_octet }\n"
    );
    // The notes over a rule that PEG had to write otherwise than the ABNF.
    let text = stdout(&run(&["rules", "host"], ""));
    assert!(
        text.contains("\n    // PEG: IPv4address must match the whole host"),
        "{text}"
    );
    // An alternative per line, `/` under `=`, as the RFC prints IPv6address.
    let text = stdout(&run(&["rules", "IPv6address"], ""));
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[1], "  IPv6address = 6( h16 \":\" ) ls32");
    assert_eq!(lines[2], "              / \"::\" 5( h16 \":\" ) ls32");
    assert_eq!(lines[10], "  uses:    h16, ls32");
    assert_eq!(lines[11], "  used by: IP-literal, IPv6addrz");
    // The core rules of RFC 5234 are in its Appendix B.1; an obsoleted RFC says so; a rule that no rule
    // uses says that too.
    let text = stdout(&run(&["rules", "HEXDIG"], ""));
    assert!(
        text.starts_with(
            "HEXDIG  RFC 5234 B.1  https://www.rfc-editor.org/rfc/rfc5234#appendix-B.1\n"
        ),
        "{text}"
    );
    let text = stdout(&run(&["rules", "ZoneID"], ""));
    assert!(
        text.starts_with(
            "ZoneID  RFC 6874 2 (obsoleted by RFC 9844)  https://www.rfc-editor.org/rfc/rfc6874#section-2\n"
        ),
        "{text}"
    );
    let text = stdout(&run(&["rules", "IPv6addrz"], ""));
    assert!(text.contains("\n  used by: (none)\n"), "{text}");
    let text = stdout(&run(&["rules", "gen-delims"], ""));
    assert!(text.contains("\n  uses:    (none)\n"), "{text}");
}

#[test]
fn json_has_the_list_fields_and_more() {
    assert_eq!(
        described("path_abempty"),
        json!({"name": "path-abempty", "rfc": 3986, "section": "3.3", "abnf": "*( \"/\" segment )",
            "obsoleted_by": null, "citation": "RFC 3986 3.3", "erratum": null,
            "url": "https://www.rfc-editor.org/rfc/rfc3986#section-3.3",
            "uses": ["segment"], "spec": "RFC 3986",
            "used_by": [
                "hier-part",
                "relative-part",
                "path",
                "http-URI",
                "https-URI",
                "did-url",
                "payto-URI",
                "coap-URI",
                "coaps-URI"
            ],
            "transcription": rfc3986::Rule::PathAbempty.transcription()})
    );
    assert!(
        described("path-abempty")["transcription"]
            .as_str()
            .unwrap()
            .ends_with("path_abempty = @{ (\"/\" ~ ('a'..'z' | '&'..';' | '@'..'Z' | '_'..'_' | '='..'=' | '~'..'~' | pct_encoded | '!'..'!' | '$'..'$')*)? }")
    );
    let literals = described("literals");
    assert_eq!(literals["erratum"], 6937);
    assert_eq!(literals["citation"], "RFC 6570 2.1 (erratum 6937)");
    // The fields of the list's objects are the same for the same rule.
    let out = run(&["rules", "--json"], "");
    let listed = json_lines(&out)
        .into_iter()
        .find(|r| r["name"] == "IPv6address")
        .unwrap();
    let one = described("IPv6address");
    for (field, value) in listed.as_object().unwrap() {
        assert_eq!(&one[field], value, "{field}");
    }
}

/// `used_by` is the inverse of `uses`: a rule is used by R exactly when R lists it among its uses.
#[test]
fn used_by_is_the_inverse_of_uses() {
    for name in [
        "segment",
        "pchar",
        "RFC 3986 unreserved",
        "h16",
        "reg-name",
        "ALPHA",
        "addr-spec",
        "varname",
    ] {
        let rule: Rule = name.parse().unwrap();
        let value = described(name);
        let used_by: Vec<&str> = value["used_by"]
            .as_array()
            .unwrap()
            .iter()
            .map(|v| v.as_str().unwrap())
            .collect();
        assert!(!used_by.is_empty(), "{name}");
        // A name that several specifications use is written after its specification when it is another's.
        let shown = |r: Rule| {
            if r.spec() != rule.spec() && Rule::named(r.as_str()).count() > 1 {
                format!("{} {}", r.spec(), r.as_str())
            } else {
                r.as_str().to_owned()
            }
        };
        for &other in Rule::ALL {
            let uses_it = other.uses().any(|r| r == rule);
            assert_eq!(
                used_by.contains(&shown(other).as_str()),
                uses_it,
                "{other} uses {name}?"
            );
        }
        let uses: Vec<String> = rule.uses().map(shown).collect();
        assert_eq!(value["uses"], json!(uses), "{name}");
    }
}

#[test]
fn an_unknown_name_is_a_usage_error_with_suggestions() {
    let out = run(&["rules", "ipv6"], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(
        err.lines().next(),
        Some(
            "error: invalid value 'ipv6' for '[NAME]': not a rule of the grammars this crate speaks; \
             did you mean IPv6address, RFC 5954 IPv6address or IPv6reference? (`rfc3986 rules` lists \
             them all)"
        )
    );
}

/// A name that several specifications use describes each of their rules; after its specification, one.
/// The rules a rule uses are its own specification's where it has one of the name.
#[test]
fn names_that_specifications_share() {
    let out = run(&["rules", "--json", "parameter"], "");
    let specs: Vec<String> = json_lines(&out)
        .iter()
        .map(|r| r["spec"].as_str().unwrap().to_owned())
        .collect();
    assert_eq!(specs, ["RFC 2045", "RFC 3966", "RFC 5870"]);
    let geo = described("RFC 5870 parameter");
    assert_eq!(geo["uses"], json!(["pname", "pvalue"]));
    assert_eq!(geo["used_by"], json!(["p"]));
    let text = stdout(&run(&["rules", "RFC 2045 value"], ""));
    assert!(
        text.contains("  uses:    token, RFC 822 quoted-string\n"),
        "{text}"
    );
    let did = described("did-url");
    assert_eq!(did["spec"], "DID Core 1.0");
    assert_eq!(did["rfc"], 0);
    assert_eq!(did["url"], "https://www.w3.org/TR/did-core/#did-url-syntax");
}

/// `--rule` with a name that several specifications define: the input against each current one, which
/// matched said; RFC 3986's names stay its own; a name after its specification is that rule alone.
#[test]
fn rule_names_that_specifications_share() {
    let out = run(
        &[
            "parse",
            "--json",
            "--rule",
            "parameter",
            "a=b",
            ";a=b/c",
            "(",
        ],
        "",
    );
    let lines = json_lines(&out);
    assert_eq!(lines[0]["valid"], true);
    assert_eq!(lines[0].get("matched_rule"), None); // RFC 2045's, the first of the name
    assert_eq!(lines[1]["valid"], true);
    assert_eq!(lines[1]["matched_rule"], "RFC 3966 parameter");
    assert_eq!(lines[2]["valid"], false);
    let out = run(&["parse", "--json", "--rule", "unreserved", "*"], "");
    assert_eq!(json_lines(&out)[0]["valid"], false); // RFC 3986's, not also RFC 3966's
    let out = run(&["check", "--rule", "RFC 5870 parameter", ";a=b/c"], "");
    assert_eq!(out.status.code(), Some(1));
    let out = run(&["check", "--rule", "parameter", ";a=b/c", "("], "");
    let text = stdout(&out);
    assert!(
        text.starts_with("yes: \";a=b/c\" is a valid parameter (RFC 3966 3), not RFC 2045's\n"),
        "{text}"
    );
    assert!(
        text.contains("  nor one of the other rules of that name: RFC 3966 3, RFC 5870 3.3\n"),
        "{text}"
    );
    // An obsoleted RFC's rule only after its specification: `qtext` is RFC 5322's.
    let out = run(&["parse", "--json", "--rule", "qtext", "--", "\n"], "");
    assert_eq!(json_lines(&out)[0]["valid"], false);
    let out = run(
        &["parse", "--json", "--rule", "RFC 822 qtext", "--", "\n"],
        "",
    );
    assert_eq!(json_lines(&out)[0]["valid"], true);
}

/// `rules NAME --svg`: the rule's diagram as a document of its own (namespace and style inside it, no links);
/// a name that means several rules, or none given, is a usage error.
#[test]
fn svg_is_the_diagram_as_a_file() {
    let out = run(&["rules", "IPv6address", "--svg"], "");
    assert_eq!(out.status.code(), Some(0));
    let svg = stdout(&out);
    assert!(
        svg.starts_with("<svg class=\"railroad\" xmlns=\"http://www.w3.org/2000/svg\" "),
        "{svg}"
    );
    assert!(svg.ends_with("</svg>\n"));
    assert!(svg.contains("<style>"));
    assert!(!svg.contains("<a "), "a file has no viewer to link to");
    assert!(svg.contains("<text x=") && svg.contains(">&quot;::&quot;</text>"));
    assert!(svg.contains(">ls32</text>") && svg.contains(">exactly 6 times</text>"));

    let out = run(&["rules", "parameter", "--svg"], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.contains("parameter names 3 rules; --svg draws one: say whose")
            && err.contains("'RFC 3966 parameter'"),
        "{err}"
    );
    let out = run(&["rules", "RFC 3966 parameter", "--svg"], "");
    assert_eq!(out.status.code(), Some(0));
    assert!(stdout(&out).contains(">pname</text>"));

    for args in [
        &["rules", "--svg"][..],
        &["rules", "--svg", "--json", "port"],
    ] {
        let out = run(args, "");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}");
    }
}
