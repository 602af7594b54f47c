//! The conversions to and from `http::Uri` and `url::Url` against those crates' own parsers, on every URI
//! of `benches/real.txt` (5,678 real URLs) and of the conformance vectors (`tests/data/parse_valid.json`,
//! `parse_invalid.json`, `schemes/scheme_uris.json`, the targets of `resolve.json`), and on variants of
//! each made to reach every refusal (a fragment, a percent-encoded host, an empty host after `@`, ...).
//!
//! http: the conversion's verdict is `http::Uri::from_str`'s on the same text, except for the two things
//! the conversion refuses first (a fragment, and a URI without an authority, which http reads as another
//! thing); a success is the same value, and reads back by parts (`UriRef::try_from(&http::Uri)`) as the
//! URI, with http's lower-case `http`/`https` and `/` for an empty path. url: the verdict and the value are
//! `url::Url::parse`'s, and the way back is a strict parse of the serialization that fails exactly where
//! that serialization is not RFC 3986, naming a component that holds the character.
#![cfg(all(feature = "http", feature = "url"))]

use crate::util;

use std::collections::BTreeSet;
use std::str::FromStr;

use rfc3986::interop::ToHttpErrorKind;
use rfc3986::{Uri, UriRef};

/// Every input of the corpus and the vectors, and the variants.
fn inputs() -> BTreeSet<String> {
    let mut all: BTreeSet<String> = BTreeSet::new();
    let real = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/benches/real.txt"))
        .expect("benches/real.txt");
    all.extend(real.lines().map(String::from));
    for file in [
        "parse_valid.json",
        "parse_invalid.json",
        "schemes/scheme_uris.json",
    ] {
        for case in util::cases(file) {
            all.extend(case["input"].as_str().map(String::from));
        }
    }
    for case in util::cases("resolve.json") {
        all.extend(case["expected"].as_str().map(String::from));
    }
    let mut variants = Vec::new();
    for input in &all {
        if let Ok(uri) = Uri::parse(input) {
            if uri.fragment().is_none() {
                variants.push(format!("{input}#frag"));
            }
            if let Some(host) = uri
                .host_str()
                .filter(|h| !h.is_empty() && !h.starts_with('['))
            {
                let at = uri.as_str().find(host).expect("the host is in the text");
                let (before, after) = uri.as_str().split_at(at);
                variants.push(format!("{before}%41{after}"));
                variants.push(format!("{before}u@{}", &after[host.len()..]));
                variants.push(format!("{before}a:b:c:d:e:f:g:h:i:j@{after}"));
            }
        }
    }
    all.extend(variants);
    all.insert(format!("http://h/{}", "a".repeat(65_600)));
    all.insert(format!("{}://h/", "s".repeat(70)));
    all.insert("http://[v1.a:b:c:d:e:f:g:h:i:j]/".into());
    all
}

/// `http::Uri::try_from` (by reference and owned alike) refuses a password, at the `:` before it, and is
/// otherwise the faithful conversion; `without_password()` is the explicit way past the refusal, and what it
/// gives holds the user name and never the password.
fn the_default_refuses_a_password(uri: &Uri, input: &str) {
    let by_ref = http::Uri::try_from(uri);
    assert_eq!(by_ref, http::Uri::try_from(uri.clone()), "{input:?}");
    match uri.span(rfc3986::Part::Password) {
        Some(password) => {
            let err = by_ref.expect_err(input);
            assert_eq!(err.kind(), ToHttpErrorKind::Password, "{input:?}");
            assert_eq!(err.index(), Some(password.start - 1), "{input:?}");
            assert_eq!(&input[password.start - 1..password.start], ":");
            let stripped = uri.without_password();
            assert_eq!(stripped.password(), None, "{input:?}");
            assert_eq!(stripped.username(), uri.username(), "{input:?}");
            let converted = http::Uri::try_from(&stripped);
            assert_eq!(converted, stripped.to_http_with_password(), "{input:?}");
            if let (Ok(http), Some(user)) = (&converted, uri.username()) {
                let authority = http.authority().map(|a| a.as_str());
                assert!(
                    authority.is_some_and(|a| a.starts_with(&format!("{user}@"))),
                    "{input:?}"
                );
            }
        }
        None => assert_eq!(by_ref, uri.to_http_with_password(), "{input:?}"),
    }
}

#[test]
fn to_http_is_https_parser() {
    let mut converted = 0;
    let mut with_password = 0;
    let mut refused = BTreeSet::new();
    for input in inputs() {
        let Ok(uri) = Uri::parse(&input) else {
            continue;
        };
        let direct = http::Uri::from_str(&input);
        the_default_refuses_a_password(&uri, &input);
        with_password += usize::from(uri.password().is_some());
        match uri.to_http_with_password() {
            Ok(http) => {
                converted += 1;
                let direct =
                    direct.unwrap_or_else(|e| panic!("{input:?}: converted, http says {e}"));
                assert_eq!(http, direct, "{input:?}");
                assert_eq!(http.to_string(), direct.to_string(), "{input:?}");
                // Without a password, the default conversion is this one.
                if uri.password().is_none() {
                    assert_eq!(http::Uri::try_from(&uri).as_ref(), Ok(&http));
                }
                // Back by parts.
                let back = UriRef::try_from(&http).unwrap_or_else(|e| panic!("{input:?}: {e}"));
                let scheme = uri.scheme();
                let lower = if scheme.eq_ignore_ascii_case("http")
                    || scheme.eq_ignore_ascii_case("https")
                {
                    scheme.to_ascii_lowercase()
                } else {
                    scheme.to_owned()
                };
                let path = if uri.path().is_empty() {
                    "/"
                } else {
                    uri.path().as_str()
                };
                assert_eq!(back.scheme(), Some(lower.as_str()), "{input:?}");
                assert_eq!(back.authority(), uri.authority(), "{input:?}");
                assert_eq!(back.path().as_str(), path, "{input:?}");
                assert_eq!(back.query(), uri.query(), "{input:?}");
                assert_eq!(back.fragment(), None, "{input:?}");
            }
            Err(err) => {
                if uri.password().is_none() {
                    assert_eq!(http::Uri::try_from(uri.clone()).as_ref().err(), Some(&err));
                }
                assert!(!err.to_string().is_empty());
                match err.kind() {
                    ToHttpErrorKind::Fragment => {
                        assert!(uri.fragment().is_some(), "{input:?}");
                        assert_eq!(err.index(), Some(input.find('#').unwrap()));
                        // Without it, the verdict is http's.
                        let rest = uri.without_fragment();
                        assert_eq!(
                            rest.to_http_with_password().is_ok(),
                            http::Uri::from_str(rest.as_str()).is_ok()
                                && rest.authority().is_some(),
                            "{input:?}"
                        );
                    }
                    ToHttpErrorKind::NoAuthority => assert!(uri.authority().is_none(), "{input:?}"),
                    kind => {
                        assert!(
                            direct.is_err(),
                            "{input:?}: refused as {kind:?}, http accepts it"
                        );
                        assert_ne!(kind, ToHttpErrorKind::Other, "{input:?}: {err}");
                    }
                }
                refused.insert(format!("{:?}", err.kind()));
            }
        }
    }
    assert!(with_password > 100, "{with_password}");
    assert!(converted > 5_000, "{converted}");
    // Every reason is reached.
    for kind in [
        "Fragment",
        "NoAuthority",
        "EmptyAuthority",
        "EmptyHostAfterUserinfo",
        "PercentEncodedHost",
        "TooManyColons",
        "TooLong",
        "SchemeTooLong",
    ] {
        assert!(
            refused.contains(kind),
            "no input refused as {kind}: {refused:?}"
        );
    }
}

/// An `http::Uri` that http parses from any text (request targets of every form, RFC 3986 or not) reads
/// as the reference with the same parts, or is refused with the parse error or the `//` path.
#[test]
fn from_http_by_parts() {
    let mut texts: Vec<String> = inputs().into_iter().collect();
    texts.extend(
        [
            "/",
            "*",
            "/a{b}",
            "/caf\u{e9}",
            "//evil.example/x",
            "www.example.com:80",
            "[::1]:443",
            "/p?q=a|b",
            "/?",
            "u@h:1",
        ]
        .map(String::from),
    );
    let mut read = 0;
    for text in texts {
        let Ok(http) = http::Uri::from_str(&text) else {
            continue;
        };
        match UriRef::try_from(&http) {
            Ok(r) => {
                read += 1;
                assert_eq!(r.scheme(), http.scheme_str(), "{text:?}");
                assert_eq!(
                    r.authority().map(|a| a.as_str()),
                    http.authority().map(|a| a.as_str())
                );
                assert_eq!(r.path().as_str(), http.path(), "{text:?}");
                assert_eq!(r.query(), http.query(), "{text:?}");
                assert_eq!(r.fragment(), None, "{text:?}");
            }
            Err(rfc3986::interop::FromHttpError::PathLooksLikeAuthority) => {
                assert!(
                    http.scheme().is_none() && http.path().starts_with("//"),
                    "{text:?}"
                );
            }
            Err(rfc3986::interop::FromHttpError::Syntax(e)) => {
                let written = match (http.scheme(), http.authority()) {
                    (None, Some(a)) => format!("//{a}"),
                    _ => http.to_string(),
                };
                assert_eq!(UriRef::parse(&written).err(), Some(e), "{text:?}");
            }
            Err(e) => panic!("{text:?}: {e}"),
        }
    }
    assert!(read > 5_000, "{read}");
}

#[test]
fn url_both_ways() {
    let mut converted = 0;
    let mut strict_back = 0;
    let mut components = BTreeSet::new();
    for input in inputs() {
        let Ok(uri) = Uri::parse(&input) else {
            continue;
        };
        let direct = url::Url::parse(&input);
        let url = match url::Url::try_from(&uri) {
            Ok(url) => {
                assert_eq!(Ok(&url), direct.as_ref(), "{input:?}");
                url
            }
            Err(err) => {
                let direct = direct.expect_err("the WHATWG parser refuses it too");
                assert!(
                    err.to_string().ends_with(&direct.to_string()),
                    "{input:?}: {err}"
                );
                continue;
            }
        };
        converted += 1;
        if back(&url, &mut components) {
            strict_back += 1;
        }
    }
    // URLs that WHATWG parses from text that is not a URI: the real hrefs of the lenient vectors.
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/lenient-real-urls.json"
    );
    let lenient: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(path).expect("the vectors")).expect("JSON");
    let hrefs = lenient["cases"].as_array().expect("cases").clone();
    for case in hrefs.iter().chain(&util::cases("parse_invalid.json")) {
        if let Ok(url) = case["input"].as_str().map(url::Url::parse).transpose() {
            url.map(|url| back(&url, &mut components));
        }
    }
    assert!(converted > 5_000, "{converted}");
    assert!(strict_back > 5_000, "{strict_back}");
    // The real URLs leave WHATWG's unencoded characters in queries (`|`, `{`, ...).
    assert!(components.contains("query"), "{components:?}");
}

/// The strict way back from `url`: the serialization's parse, and a round trip by parts when it is a URI
/// (then `true`); otherwise an error in a component that holds the character.
fn back(url: &url::Url, components: &mut BTreeSet<&'static str>) -> bool {
    let input = url.as_str();
    let strict = Uri::parse(url.as_str());
    // By value: the same result, without copying the serialization.
    assert_eq!(Uri::try_from(url.clone()), Uri::try_from(url), "{input:?}");
    match Uri::try_from(url) {
        Ok(back) => {
            assert_eq!(back.as_str(), url.as_str());
            assert_eq!(back.scheme(), url.scheme(), "{input:?}");
            assert_eq!(
                back.host_str().filter(|h| !h.is_empty()),
                url.host_str(),
                "{input:?}"
            );
            assert_eq!(back.port_u16(), url.port(), "{input:?}");
            // WHATWG writes a path that begins with `//` after no host as `/.//`.
            let path = back.path().as_str();
            let path = match path.strip_prefix("/.") {
                Some(rest) if url.host().is_none() && rest.starts_with("//") => rest,
                _ => path,
            };
            assert_eq!(path, url.path(), "{input:?}");
            assert_eq!(back.query(), url.query(), "{input:?}");
            assert_eq!(back.fragment(), url.fragment(), "{input:?}");
            true
        }
        Err(err) => {
            let strict = strict.expect_err("the strict parse fails too");
            assert_eq!(err.parse_error(), &strict);
            let at = strict.index();
            let (start, end) = match err.component().as_str() {
                "query" => span(url, url::Position::BeforeQuery, url::Position::AfterQuery),
                "fragment" => span(
                    url,
                    url::Position::BeforeFragment,
                    url::Position::AfterFragment,
                ),
                "path" => span(url, url::Position::BeforePath, url::Position::AfterPath),
                "host" => span(url, url::Position::BeforeHost, url::Position::AfterHost),
                "username" => span(
                    url,
                    url::Position::AfterScheme,
                    url::Position::AfterUsername,
                ),
                "password" => span(url, url::Position::AfterUsername, url::Position::BeforeHost),
                other => panic!("{input:?}: WHATWG left a forbidden character in the {other}"),
            };
            assert!(
                start <= at && at <= end,
                "{input:?}: {at} not in {start}..{end}"
            );
            assert!(err.to_string().contains(err.component().as_str()), "{err}");
            components.insert(err.component().as_str());
            false
        }
    }
}

fn span(url: &url::Url, from: url::Position, to: url::Position) -> (usize, usize) {
    (url[..from].len(), url[..to].len())
}

/// A relative reference converts into an `http::Uri` exactly when it is an origin-form (or `*`) that
/// `http`'s parser accepts, and then `http` reads the same path and query.
#[test]
fn relative_references_to_http_are_origin_forms() {
    let mut converted = 0;
    for input in inputs() {
        let Ok(uri) = Uri::parse(&input) else {
            continue;
        };
        for relative in [
            uri.without_scheme().ok(),
            rfc3986::RelativeRef::parse(&format!(
                "{}{}",
                uri.path(),
                uri.query().map(|q| format!("?{q}")).unwrap_or_default()
            ))
            .ok(),
        ]
        .into_iter()
        .flatten()
        {
            let text = relative.as_str();
            let origin_form = relative.authority().is_none()
                && relative.fragment().is_none()
                && relative.path().is_absolute();
            match http::Uri::try_from(&relative) {
                Ok(http) => {
                    converted += 1;
                    assert!(origin_form, "{text:?}");
                    assert_eq!(http.path(), relative.path(), "{text:?}");
                    assert_eq!(http.query(), relative.query(), "{text:?}");
                    assert_eq!(http.scheme(), None, "{text:?}");
                    assert_eq!(
                        http::Uri::try_from(relative.clone()).ok(),
                        Some(http),
                        "{text:?}"
                    );
                }
                Err(err) if origin_form => {
                    assert!(http::Uri::from_str(text).is_err(), "{text:?}: {err}");
                }
                Err(err) => {
                    assert!(
                        matches!(
                            err.kind(),
                            rfc3986::interop::ToHttpErrorKind::NotOriginForm
                                | rfc3986::interop::ToHttpErrorKind::Fragment
                        ),
                        "{text:?}: {err}"
                    );
                }
            }
        }
    }
    assert!(converted > 500, "{converted}");
}
