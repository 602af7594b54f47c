//! The vendored scheme-grammar conformance vectors (`tests/data/schemes/`, see its README): each rule of
//! RFC 9110, 6455, 8141, 8089, 6068 and the RFC 5322 rules that RFC 6068 imports, checked by name.

use crate::util::{assert_no_failures, cases, field, rule_case_failure};
use rfc3986::scheme::{self, File, Http, Mailto, Urn};
use rfc3986::{Rule, Uri};

#[test]
fn scheme_rules() {
    let cases = cases("schemes/scheme_rules.json");
    assert_eq!(cases.len(), 1206);
    let mut failures = Vec::new();
    for case in &cases {
        let rule: Rule = field(case, "rule").parse().expect("a rule name");
        let grammar = field(case, "grammar");
        // RFC 6068 imports dot-atom-text and quoted-string from RFC 5322.
        let imported = grammar == "RFC 6068" && rule.rfc() == 5322;
        assert!(
            imported || grammar.starts_with(&format!("RFC {}", rule.rfc())),
            "{rule} is from RFC {}, the case says {grammar}",
            rule.rfc()
        );
        failures.extend(rule_case_failure(rule, case));
    }
    assert_no_failures(&failures);
}

/// The named parts of a URI through the typed views, by the names of `scheme_uris.json`, and whether it
/// breaks a prose requirement.
fn view(uri: &Uri) -> (Vec<(&'static str, Option<String>)>, bool) {
    let own = |s: Option<&str>| s.map(String::from);
    match scheme::rule_of(uri.scheme()).expect("a known scheme") {
        Rule::Namestring => {
            let urn = Urn::try_from(uri).expect("a valid urn");
            let parts = vec![
                ("NID", Some(urn.nid().to_owned())),
                ("NSS", Some(urn.nss().to_owned())),
                ("r-component", own(urn.r_component())),
                ("q-component", own(urn.q_component())),
                ("f-component", own(urn.f_component())),
            ];
            (parts, !urn.prose().is_empty())
        }
        Rule::FileUri => {
            let file = File::try_from(uri).expect("a valid file URI");
            let parts = vec![
                ("host", own(file.host())),
                ("path", Some(file.path().into())),
            ];
            (parts, false)
        }
        Rule::MailtoUri => {
            let mailto = Mailto::try_from(uri).expect("a valid mailto URI");
            let parts = vec![("to", own(mailto.to())), ("hfields", own(mailto.hfields()))];
            (parts, !mailto.prose().is_empty())
        }
        _ => {
            let http = Http::try_from(uri).expect("a valid http(s) or ws(s) URI");
            let parts = vec![
                ("host", Some(http.host().to_owned())),
                ("port", own(http.port_str())),
                ("path", Some(http.path().to_owned())),
                ("query", own(http.query())),
            ];
            (parts, !http.prose().is_empty())
        }
    }
}

#[test]
fn scheme_uris() {
    let cases = cases("schemes/scheme_uris.json");
    assert_eq!(cases.len(), 504);
    let mut failures = Vec::new();
    for case in &cases {
        let input = field(case, "input");
        let expected_rule: Rule = field(case, "scheme_rule").parse().expect("a rule name");
        let valid = case["valid"].as_bool().expect("valid is a boolean");
        let uri = Uri::parse(input);
        let checked = uri.as_ref().ok().map(scheme::check);
        let got = matches!(checked, Some(Ok(Some(rule))) if rule == expected_rule);
        if got != valid {
            failures.push(format!(
                "{input:?}: expected valid={valid}, got {checked:?}"
            ));
            continue;
        }
        if !valid {
            continue;
        }
        let (parts, breaks) = view(uri.as_ref().unwrap());
        if let Some(expected) = case.get("components").and_then(|c| c.as_object()) {
            for (name, value) in expected {
                let got = parts
                    .iter()
                    .find(|(n, _)| n == name)
                    .map(|(_, v)| v.as_deref());
                if got != Some(value.as_str()) {
                    failures.push(format!("{input:?}: {name} expected {value}, got {got:?}"));
                }
            }
        }
        let prose = case
            .get("prose")
            .and_then(|p| p.as_array())
            .is_some_and(|p| !p.is_empty());
        if prose != breaks {
            failures.push(format!("{input:?}: prose expected {prose}, got {breaks}"));
        }
    }
    assert_no_failures(&failures);
}
