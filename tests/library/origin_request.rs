//! RFC 6454 origins (`tests/data/origins.json`) and RFC 9112 3.3 target URIs
//! (`tests/data/request_targets.json`), and the PEG notes of `grammar/rfc6454-origin.pest`,
//! `grammar/rfc9112-target.pest` and the rules added to `grammar/rfc9110-http.pest`, each pinned by near
//! misses on both sides.

use crate::util::{accepts, cases, field, rejects, source};
use rfc3986::scheme::{Http, Origin, OriginError, RequestTargetError};
use rfc3986::{Rule, Uri, UriRef};

#[test]
fn origins() {
    let cases = cases("origins.json");
    assert_eq!(cases.len(), 22);
    for case in &cases {
        let input = field(case, "input");
        let parsed = input.parse::<Origin>();
        match case["error"].as_str() {
            None => {
                let origin = parsed.unwrap_or_else(|e| panic!("{input:?} ({}): {e}", source(case)));
                assert_eq!(
                    origin.to_string(),
                    field(case, "serialization"),
                    "{input:?}"
                );
                assert_eq!(origin.scheme(), field(case, "scheme"));
                assert_eq!(origin.host_str(), field(case, "host"));
                assert_eq!(origin.host().to_string(), field(case, "host"));
                assert_eq!(
                    u64::from(origin.port_or_default()),
                    case["port"].as_u64().unwrap()
                );
                // The serialization reads back as the same origin, and a URI with that authority has it.
                assert_eq!(origin.to_string().parse::<Origin>().as_ref(), Ok(&origin));
                let uri = Uri::parse(&format!("{input}/some/path?q#f")).unwrap();
                assert_eq!(uri.origin().as_ref(), Some(&origin), "{input:?}");
                assert_eq!(UriRef::from(uri.clone()).origin().as_ref(), Some(&origin));
                if let Ok(http) = Http::try_from(&uri) {
                    assert_eq!(http.origin().as_ref(), Some(&origin));
                }
            }
            Some(kind) => {
                let err = parsed.expect_err(input);
                let got = match &err {
                    OriginError::Syntax(e) => {
                        assert_eq!(
                            Some(e.index() as u64),
                            case["index"].as_u64(),
                            "{input:?}: {e}"
                        );
                        assert_eq!(e.rule(), Rule::SerializedOrigin);
                        "syntax"
                    }
                    OriginError::EmptyHost => "empty host",
                    OriginError::Port => "port",
                    OriginError::Scheme { .. } => "scheme",
                    other => panic!("{other:?}"),
                };
                assert_eq!(got, kind, "{input:?} ({})", source(case));
                assert!(!err.to_string().is_empty());
            }
        }
    }
}

/// RFC 6454 5: equal exactly when scheme, host and port are; other schemes have none.
#[test]
fn origin_equality() {
    let origin = |s: &str| Uri::parse(s).unwrap().origin();
    assert_eq!(
        origin("https://EXAMPLE.com:443/x"),
        Some("https://example.com".parse().unwrap())
    );
    assert_eq!(origin("http://a/"), origin("HTTP://A:80/other?q#f"));
    assert_ne!(origin("http://a/"), origin("https://a/"));
    assert_ne!(origin("http://a/"), origin("http://a:81/"));
    assert_ne!(origin("http://a/"), origin("ws://a/"));
    assert_ne!(origin("http://[::1]/"), origin("http://[0::1]/"));
    for none in [
        "ftp://a/",
        "urn:a:b",
        "http:///x",
        "http:a",
        "http://a:65536/",
        "ws://u@a/",
        "file:///etc",
    ] {
        assert_eq!(origin(none), None, "{none}");
    }
    // A userinfo is not part of the origin of an http URI.
    assert_eq!(origin("http://u@a/"), origin("http://a/"));
}

#[test]
fn request_targets() {
    let cases = cases("request_targets.json");
    assert_eq!(cases.len(), 24);
    for case in &cases {
        let (scheme, host, target) = (
            field(case, "scheme"),
            field(case, "host"),
            field(case, "target"),
        );
        let result = Uri::from_request_target(scheme, host, target);
        match case.get("uri") {
            Some(uri) => {
                let uri = uri.as_str().unwrap();
                let got = result.unwrap_or_else(|e| panic!("{target:?} ({}): {e}", source(case)));
                assert_eq!(got.as_str(), uri, "{target:?}");
                // The origin-form's path and query are the target's, byte for byte.
                if target.starts_with('/') {
                    let (path, query) = target
                        .split_once('?')
                        .map_or((target, None), |(p, q)| (p, Some(q)));
                    assert_eq!((got.path().as_str(), got.query()), (path, query));
                }
            }
            None => {
                let err = result.expect_err(target);
                let want = &case["error"];
                let (part, parse) = match &err {
                    RequestTargetError::Scheme(e) => ("scheme", Some(e)),
                    RequestTargetError::Host(e) => ("Host", Some(e)),
                    RequestTargetError::Target(e) => ("request-target", Some(e)),
                    RequestTargetError::EmptyHost => ("empty host", None),
                    other => panic!("{other:?}"),
                };
                assert_eq!(part, want["part"].as_str().unwrap(), "{target:?}: {err}");
                assert_eq!(
                    parse.map(|e| e.index() as u64),
                    want["index"].as_u64(),
                    "{target:?}: {err}"
                );
                if let Some(e) = parse {
                    // The message names the part and the rule.
                    let rule = match part {
                        "scheme" => Rule::Scheme,
                        "Host" => Rule::HostField,
                        _ => Rule::RequestTarget,
                    };
                    assert_eq!(e.rule(), rule);
                    assert!(
                        err.to_string().contains(&format!("invalid {rule}")),
                        "{err}"
                    );
                }
            }
        }
    }
}

/// The naive resolution that issue 21 warns about, beside the RFC 9112 3.3 reading.
#[test]
fn origin_form_is_not_a_reference() {
    let naive = Uri::parse("https://example.com")
        .unwrap()
        .join("//evil.com/x")
        .unwrap();
    assert_eq!(naive.host_str(), Some("evil.com"));
    let target = Uri::from_request_target("https", "example.com", "//evil.com/x").unwrap();
    assert_eq!(target.host_str(), Some("example.com"));
    assert_eq!(target.origin(), "https://example.com".parse().ok());
}

/// `origin-list-or-null`: the swapped alternatives give the ABNF's language.
#[test]
fn origin_list_or_null_tries_the_list_first() {
    accepts(
        Rule::OriginListOrNull,
        &[
            "null",
            "null://h",
            "null://h:1 http://a",
            "http://a https://b:8",
        ],
    );
    rejects(
        Rule::OriginListOrNull,
        &["NULL", "null ", "null null", "", "http://a  http://b"],
    );
    accepts(
        Rule::Origin,
        &[
            "Origin: null",
            "origin:null",
            "Origin: http://a https://b ",
            "Origin:\thttp://a\t",
        ],
    );
    rejects(
        Rule::Origin,
        &["Origin null", "Origin: ", "Origin: http://a/"],
    );
    accepts(Rule::OriginList, &["http://a", "http://a http://b"]);
    rejects(
        Rule::OriginList,
        &["http://a ", " http://a", "http://a,http://b"],
    );
}

/// `serialized-origin`: the host ends at ":" or the end; an IPv4address only when nothing follows it.
#[test]
fn serialized_origin_host_ends_at_the_port() {
    accepts(
        Rule::SerializedOrigin,
        &[
            "http://a",
            "http://a:",
            "http://a:80",
            "http://[::1]:80",
            "http://1.2.3.4",
            "http://1.2.3.4.5:1",
            "x-y://h",
            "http://",
        ],
    );
    rejects(
        Rule::SerializedOrigin,
        &[
            "http://a/",
            "http://a:80/",
            "http://u@a",
            "http:/a",
            "http://a:b",
            "http://[::1",
            "1http://a",
        ],
    );
    let tree = Rule::SerializedOrigin.tree("http://1.2.3.4:8").unwrap();
    let rules: Vec<Rule> = tree.walk().map(|t| t.rule()).collect();
    assert!(
        rules.contains(&Rule::Host) && rules.contains(&Rule::Ipv4Address),
        "{rules:?}"
    );
}

/// `request-target`: absolute-form before authority-form accepts every authority-form, and the four
/// forms' languages.
#[test]
fn request_target_forms() {
    for t in [
        "example.com:80",
        "localhost:8080",
        "a:",
        "[::1]:443",
        "1.2.3.4:80",
        "*:80",
        "%41:1",
    ] {
        assert!(Rule::AuthorityForm.matches(t), "{t}");
        assert!(Rule::RequestTarget.matches(t), "{t}");
    }
    accepts(
        Rule::RequestTarget,
        &["/", "/a?b", "//x", "*", "http://a/b?c", "urn:a:b", "a:"],
    );
    rejects(
        Rule::RequestTarget,
        &["", "a", "a/b", "/a#b", "**", "?q", "http://a/#f", " /"],
    );
    accepts(Rule::OriginForm, &["/", "/a/b?", "//a?/?"]);
    rejects(Rule::OriginForm, &["", "a", "/a#", "?q"]);
    accepts(Rule::AbsoluteForm, &["http://a", "a:b"]);
    rejects(Rule::AbsoluteForm, &["http://a#f", "/a", "//a"]);
    rejects(Rule::AuthorityForm, &["a", "u@a:1", "a:1/", "[::1]"]);
    accepts(Rule::AsteriskForm, &["*"]);
    rejects(Rule::AsteriskForm, &["", "**", "/*"]);
}

/// `Host = uri-host [ ":" port ]` and `OWS`, and the name that differs from `host` only in case.
#[test]
fn host_field() {
    accepts(
        Rule::HostField,
        &[
            "",
            "a",
            "a:",
            "a:80",
            "[::1]",
            "[::1]:80",
            "1.2.3.4:1",
            "%41",
        ],
    );
    rejects(
        Rule::HostField,
        &["u@a", "a/b", "a:b", "a b", "[::1", "a:80:80"],
    );
    accepts(Rule::UriHost, &["", "a", "[v1.x]"]);
    rejects(Rule::UriHost, &["a:1", "u@a"]);
    accepts(Rule::Ows, &["", " ", "\t \t"]);
    rejects(Rule::Ows, &["\n", "a"]);
    assert_eq!("Host".parse::<Rule>(), Ok(Rule::HostField));
    assert_eq!("host".parse::<Rule>(), Ok(Rule::Host));
    assert_eq!("HOST".parse::<Rule>(), Ok(Rule::Host));
    assert_eq!(Rule::HostField.citation().to_string(), "RFC 9110 7.2");
    assert_eq!(
        Rule::HostField.uses().collect::<Vec<_>>(),
        [Rule::UriHost, Rule::Port]
    );
    assert_eq!(Rule::UriHost.uses().collect::<Vec<_>>(), [Rule::Host]);
}
