//! The vendored scheme-grammar conformance vectors (`tests/data/schemes/` and `tests/data/schemes2/`, see
//! their READMEs): each rule of RFC 9110, 6455, 8141, 8089, 6068 and the RFC 5322 rules that RFC 6068
//! imports, checked by name; and of the data, tel, geo, tag, urn:uuid, urn:oid and did grammars, by their
//! specification and name.

use crate::util::{assert_no_failures, cases, field, rule_case_failure};
use rfc3986::scheme::{
    self, Acct, Coap, Data, Did, FileUri, Geo, Http, Ldap, Mailto, Ni, Oid, Payto, Sip, Sms, Tag,
    Tel, Urn, Uuid,
};
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
        let imported = grammar == "RFC 6068" && rule.spec().rfc().unwrap_or(0) == 5322;
        assert!(
            imported || grammar.starts_with(&format!("RFC {}", rule.spec().rfc().unwrap_or(0))),
            "{rule} is from RFC {}, the case says {grammar}",
            rule.spec().rfc().unwrap_or(0)
        );
        failures.extend(rule_case_failure(rule, case));
    }
    assert_no_failures(&failures);
}

/// The vendored vectors of the schemes people meet after http (`tests/data/schemes2/`): each rule of RFC
/// 2397 (with the RFC 2045, RFC 822 and RFC 2396 rules it imports), RFC 3966, RFC 5870, RFC 4151, RFC 9562,
/// RFC 3061 and W3C DID Core 1.0, and the RFC 3986 rules DID Core takes, by its specification and name: names
/// recur across them with other definitions (`parameter`, `pvalue`, `quoted-string`, `uric`).
#[test]
fn scheme2_rules() {
    let cases = cases("schemes2/scheme_rules.json");
    assert_eq!(cases.len(), 2254);
    check_qualified_rules(cases.iter());
}

/// Each case of a `scheme_rules.json` of `schemes2/`'s format against its rule, found by its specification
/// and name (`"RFC 5870 parameter"`): names recur across specifications with other definitions.
fn check_qualified_rules<'a>(cases: impl Iterator<Item = &'a serde_json::Value>) {
    let mut failures = Vec::new();
    for case in cases {
        let grammar = field(case, "grammar");
        let name = format!("{grammar} {}", field(case, "rule"));
        let rule: Rule = name.parse().expect("a rule name");
        assert_eq!(rule.spec().as_str(), grammar, "{name}");
        failures.extend(rule_case_failure(rule, case));
    }
    assert_no_failures(&failures);
}

/// The named parts of a URI through the typed views, by the names of `scheme_uris.json`, and whether it
/// breaks a prose requirement.
fn view(uri: &Uri) -> (serde_json::Value, bool) {
    let (parts, breaks) = view_parts(uri);
    let object = parts
        .into_iter()
        .map(|(name, value)| (name.to_owned(), serde_json::json!(value)))
        .collect();
    (serde_json::Value::Object(object), breaks)
}

/// The parts of [`view`], as text.
fn view_parts(uri: &Uri) -> (Vec<(&'static str, Option<String>)>, bool) {
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
            let file = FileUri::try_from(uri).expect("a valid file URI");
            let parts = vec![
                ("host", own(file.host_str())),
                ("path", Some(file.path().as_str().into())),
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
                ("host", Some(http.host_str().to_owned())),
                ("port", own(http.port())),
                ("path", Some(http.path().as_str().to_owned())),
                ("query", own(http.query())),
            ];
            (parts, !http.prose().is_empty())
        }
    }
}

#[test]
fn scheme_uris() {
    check_uris("schemes/scheme_uris.json", 504, view);
}

/// Every whole URI of a `scheme_uris.json`: valid exactly when it is a URI that matches its scheme's rule
/// (a URN's by its namespace), each component the views give, prose exactly where the case lists it.
fn check_uris(file: &str, count: usize, view: fn(&Uri) -> (serde_json::Value, bool)) {
    check_cases(&cases(file), count, view);
}

/// [`check_uris`] on cases already read.
fn check_cases(
    cases: &[serde_json::Value],
    count: usize,
    view: fn(&Uri) -> (serde_json::Value, bool),
) {
    assert_eq!(cases.len(), count);
    let mut failures = Vec::new();
    for case in cases {
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
                if parts.get(name) != Some(value) {
                    failures.push(format!(
                        "{input:?}: {name} expected {value}, got {:?}",
                        parts.get(name)
                    ));
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

/// The text of the part `name` of a view's `parts()`, as written: the vectors list geo's other parameters
/// as one text.
fn text_part<'a>(parts: &[(&str, scheme::PartValue<'a>)], name: &str) -> Option<&'a str> {
    parts.iter().find_map(|(n, value)| match value {
        scheme::PartValue::Text(text) if *n == name => *text,
        _ => None,
    })
}

/// Parameters as names and values, written back as `name=value` (or `name`), as the vectors list them.
fn written(parameters: &[(&str, Option<&str>)]) -> Vec<String> {
    parameters
        .iter()
        .map(|(name, value)| match value {
            Some(value) => format!("{name}={value}"),
            None => (*name).to_string(),
        })
        .collect()
}

/// The named parts of a URI of the schemes of `schemes2/` through the typed views, as JSON by the names
/// of `scheme_uris.json`, and whether it breaks a prose requirement.
fn view2(uri: &Uri) -> (serde_json::Value, bool) {
    use serde_json::json;
    match scheme::rule_for(uri).expect("a known scheme") {
        Rule::Dataurl => {
            let data = Data::try_from(uri).expect("a valid data URL");
            let parts = json!({"mediatype": data.mediatype(), "base64": data.is_base64(), "data": data.data()});
            (parts, false)
        }
        Rule::TelephoneUri => {
            let tel = Tel::try_from(uri).expect("a valid tel URI");
            let parts = json!({"number": tel.number(), "isdn-subaddress": tel.isdn_subaddress(),
                "extension": tel.extension(), "context": tel.context(), "parameters": written(&tel.parameters())});
            (parts, !tel.prose().is_empty())
        }
        Rule::GeoUri => {
            let geo = Geo::try_from(uri).expect("a valid geo URI");
            let parts = json!({"coord-a": geo.coord_a(), "coord-b": geo.coord_b(), "coord-c": geo.coord_c(),
                "crs": geo.crs(), "u": geo.uncertainty(),
                "parameters": text_part(&geo.parts(), "parameters")});
            (parts, !geo.prose().is_empty())
        }
        Rule::TagUri => {
            let tag = Tag::try_from(uri).expect("a valid tag URI");
            let parts = json!({"authorityName": tag.authority_name(), "date": tag.date(),
                "specific": tag.specific(), "fragment": tag.fragment()});
            (parts, false)
        }
        Rule::UuidUrn => {
            let uuid = Uuid::try_from(uri).expect("a valid urn:uuid");
            let parts = json!({"UUID": uuid.uuid(), "rq-components": uuid.rq_components(),
                "f-component": uuid.f_component()});
            (parts, false)
        }
        Rule::OidUrn => {
            let oid = Oid::try_from(uri).expect("a valid urn:oid");
            let parts = json!({"oid": oid.oid(), "rq-components": oid.rq_components(),
                "f-component": oid.f_component()});
            (parts, false)
        }
        Rule::DidUrl => {
            let did = Did::try_from(uri).expect("a valid DID URL");
            let parts = json!({"method-name": did.method_name(), "method-specific-id": did.method_specific_id(),
                "path": did.path().as_str(), "query": did.query(), "fragment": did.fragment()});
            (parts, !did.prose().is_empty())
        }
        other => panic!("{uri}: {other} is not a scheme of schemes2"),
    }
}

/// Every whole URI of `schemes2/scheme_uris.json`, as [`check_uris`] checks them.
#[test]
fn scheme2_uris() {
    check_uris("schemes2/scheme_uris.json", 490, view2);
}

/// The specifications of `schemes3/`, all of whose grammars are here: RFC 7565 (acct), RFC 6920 (ni), RFC
/// 8905 (payto), RFC 7252 (coap, coaps), RFC 5724 (sms), RFC 4516 (ldap, with RFC 4511, 4512, 4514 and
/// 4515), and RFC 3261 (sip, sips, with RFC 5954's IPv6 rules and RFC 3966's telephone-subscriber).
const SCHEMES3_LOADED: [&str; 13] = [
    "RFC 7565", "RFC 6920", "RFC 8905", "RFC 7252", "RFC 5724", "RFC 4516", "RFC 4511", "RFC 4512",
    "RFC 4514", "RFC 4515", "RFC 3261", "RFC 5954", "RFC 3966",
];

/// The vendored vectors of `tests/data/schemes3/`, every one ([`SCHEMES3_LOADED`]): each rule by its
/// specification and name (`authority` is RFC 8905's own rule there, `host` RFC 3261's).
#[test]
fn scheme3_rules() {
    let cases = cases("schemes3/scheme_rules.json");
    assert_eq!(cases.len(), 2575);
    let loaded: Vec<_> = cases
        .iter()
        .filter(|case| SCHEMES3_LOADED.contains(&field(case, "grammar")))
        .collect();
    assert_eq!(loaded.len(), cases.len());
    check_qualified_rules(loaded.into_iter());
}

/// The named parts of a URI of the schemes of `schemes3/` through the typed views, as JSON by the names
/// of `scheme_uris.json`, and whether it breaks a prose requirement.
fn view3(uri: &Uri) -> (serde_json::Value, bool) {
    use serde_json::json;
    match scheme::rule_for(uri).expect("a known scheme") {
        Rule::AcctUri => {
            let acct = Acct::try_from(uri).expect("a valid acct URI");
            (
                json!({"userpart": acct.userpart(), "host": acct.host_str()}),
                false,
            )
        }
        Rule::NiUri => {
            let ni = Ni::try_from(uri).expect("a valid ni URI");
            let parts = json!({"authority": ni.authority(), "alg": ni.alg(), "val": ni.val(),
                "query": ni.query()});
            (parts, !ni.prose().is_empty())
        }
        Rule::PaytoUri => {
            let payto = Payto::try_from(uri).expect("a valid payto URI");
            let parts = json!({"authority": payto.target_type(), "path": payto.path(),
                "opts": payto.opts()});
            (parts, false)
        }
        Rule::CoapUri | Rule::CoapsUri => {
            let coap = Coap::try_from(uri).expect("a valid coap URI");
            let parts = json!({"host": coap.host_str(), "port": coap.port(), "path": coap.path(),
                "query": coap.query()});
            (parts, !coap.prose().is_empty())
        }
        Rule::SmsUri => {
            let sms = Sms::try_from(uri).expect("a valid sms URI");
            let parts =
                json!({"sms-hier-part": sms.sms_hier_part(), "sms-fields": sms.sms_fields()});
            (parts, !sms.prose().is_empty())
        }
        Rule::Ldapurl => {
            let ldap = Ldap::try_from(uri).expect("a valid ldap URL");
            let parts = json!({"host": ldap.host_str(), "port": ldap.port(), "dn": ldap.dn(),
                "attributes": ldap.attributes(), "scope": ldap.scope(), "filter": ldap.filter(),
                "extensions": ldap.extensions()});
            (parts, false)
        }
        Rule::SipUri | Rule::SipsUri => {
            let sip = Sip::try_from(uri).expect("a valid SIP URI");
            let parts = json!({"userinfo": sip.userinfo(), "host": sip.host_str(), "port": sip.port(),
                "uri-parameters": sip.parameter_list(), "headers": sip.headers()});
            (parts, !sip.prose().is_empty())
        }
        other => panic!("{uri}: {other} is not a scheme of schemes3"),
    }
}

/// The whole URIs of `schemes3/scheme_uris.json`, as [`check_uris`] checks them: 70 for each of acct, ni,
/// payto, coap/coaps, sms and ldap, and 86 of sip/sips.
#[test]
fn scheme3_uris() {
    check_uris("schemes3/scheme_uris.json", 6 * 70 + 86, view3);
}

/// The schemes with a grammar are one table, `scheme::SCHEMES` (and `URN_NAMESPACES`): the scheme
/// chapter's title lists exactly those, every scheme of the table has a top rule whose grammar its vectors
/// check, and a URI of each that matches its grammar has a view that names its parts.
#[test]
fn the_schemes_table_is_what_the_chapter_lists() {
    let chapter = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/schemes.md"))
        .expect("docs/schemes.md");
    let title = chapter.lines().next().unwrap();
    let listed: std::collections::BTreeSet<&str> = title
        .split_once(": ")
        .expect("a title with the list")
        .1
        .split(", ")
        .collect();
    let table: std::collections::BTreeSet<String> = scheme::SCHEMES
        .iter()
        .map(|&(name, _)| name.to_owned())
        .chain(
            scheme::URN_NAMESPACES
                .iter()
                .map(|&(nid, _)| format!("urn:{nid}")),
        )
        .collect();
    assert_eq!(
        listed,
        table.iter().map(String::as_str).collect(),
        "docs/schemes.md's title against scheme::SCHEMES"
    );
    let examples = [
        "http://h/",
        "https://h/",
        "ws://h/",
        "wss://h/",
        "urn:isbn:0",
        "file:///p",
        "mailto:a@b",
        "data:,x",
        "tel:+1",
        "geo:1,2",
        "tag:a.b,2000:x",
        "did:ex:1",
        "acct:a@b",
        "ni:///sha-256;a",
        "payto://iban/DE75512108001245126199",
        "coap://h/",
        "coaps://h/",
        "sms:+1",
        "ldap:///o=a",
        "sip:a@b",
        "sips:b",
        "urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6",
        "urn:oid:1.2",
    ];
    for (example, &(name, rule)) in examples.iter().zip(scheme::SCHEMES) {
        assert!(example.starts_with(&format!("{name}:")), "{example}");
        assert!(rule.matches(example), "{rule} {example}");
    }
    for example in examples {
        let uri = Uri::parse(example).unwrap();
        let view = scheme::View::of(&uri).expect(example);
        assert_eq!(Some(view.rule()), scheme::rule_for(&uri), "{example}");
        assert!(!view.parts().is_empty(), "{example}");
    }
    assert_eq!(
        examples.len(),
        scheme::SCHEMES.len() + scheme::URN_NAMESPACES.len()
    );
}
