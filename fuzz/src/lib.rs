//! The checks that the fuzz targets run, one function per target.
//!
//! This file is the whole of what a fuzz target asserts. `fuzz/fuzz_targets/*.rs` call it under libFuzzer
//! (nightly), and `tests/fuzz_replay.rs` includes it with `#[path]` to replay the seed corpus and every
//! regression file on stable, so both run exactly the same checks. Each check panics on a broken promise;
//! anything else, including a panic inside `rfc3986`, is a bug that the fuzzer reports.

use rfc3986::{Host, ParseError, RelativeRef, Rule, Uri, UriRef};

/// The fuzz input as text: UTF-8 as it is, anything else through `from_utf8_lossy`, so that every input
/// reaches the parser (a replacement character is as foreign to URIs as the bytes it replaces).
pub fn text(data: &[u8]) -> String {
    String::from_utf8_lossy(data).into_owned()
}

/// Target `parse`: `UriRef::parse` never panics; a reference prints back byte for byte; every accessor
/// agrees with the string and with the rule it names; `Uri`, `RelativeRef` and `absolute-URI` parsing
/// agree with `UriRef`; an error points inside the input, on a character boundary, and says nothing of it.
pub fn parse(data: &[u8]) {
    let input = text(data);
    match UriRef::parse(&input) {
        Ok(r) => parsed(&input, &r),
        Err(err) => {
            rejected(&input, Rule::UriReference, &err);
            assert_eq!(Rule::UriReference.check(&input), Err(err));
            assert!(!Rule::UriReference.matches(&input));
            assert!(
                Uri::parse(&input).is_err(),
                "{input:?}: a URI but no URI-reference"
            );
            assert!(RelativeRef::parse(&input).is_err());
            assert!(Uri::parse_absolute(&input).is_err());
        }
    }
}

/// Target `rule`: the first byte picks a rule of [`Rule::ALL`], the rest is the input. `check` and
/// `matches` agree and never panic; an error points inside the input; a match implies the matches that the
/// grammar implies (an `IPv4address` is a `reg-name`, a `URI` a `URI-reference`, ...).
pub fn rule(data: &[u8]) {
    let Some((&first, rest)) = data.split_first() else {
        return;
    };
    let rule = Rule::ALL[usize::from(first) % Rule::ALL.len()];
    let input = text(rest);
    let checked = rule.check(&input);
    assert_eq!(rule.matches(&input), checked.is_ok(), "{rule} {input:?}");
    if let Err(err) = &checked {
        rejected(&input, rule, err);
    }
    // The four rules that the reference types parse give the same answer through those types.
    let typed = match rule {
        Rule::UriReference => Some(UriRef::parse(&input).map(drop)),
        Rule::Uri => Some(Uri::parse(&input).map(drop)),
        Rule::RelativeRef => Some(RelativeRef::parse(&input).map(drop)),
        Rule::AbsoluteUri => Some(Uri::parse_absolute(&input).map(drop)),
        _ => None,
    };
    if let Some(typed) = typed {
        assert_eq!(typed, checked, "{rule} {input:?}");
    }
    if checked.is_ok() {
        for &implied in implied_by(rule) {
            assert!(
                implied.matches(&input),
                "{input:?} is {rule} but not {implied}"
            );
        }
        if rule == Rule::Ipv6Address || rule == Rule::IpvFuture {
            let literal = format!("[{input}]");
            assert!(Rule::IpLiteral.matches(&literal), "{literal:?}");
            assert!(Rule::Host.matches(&literal), "{literal:?}");
        }
    }
}

/// The first byte of a `rule` fuzz input that selects `rule`: the inverse of the choice [`rule`] makes.
pub fn rule_byte(rule: Rule) -> u8 {
    let index = Rule::ALL
        .iter()
        .position(|&r| r == rule)
        .expect("a rule of Rule::ALL");
    u8::try_from(index).expect("fewer than 256 rules")
}

/// Rules that every string matching `rule` also matches, read off the ABNF.
fn implied_by(rule: Rule) -> &'static [Rule] {
    match rule {
        Rule::Uri | Rule::RelativeRef => &[Rule::UriReference],
        Rule::AbsoluteUri => &[Rule::Uri, Rule::UriReference],
        Rule::Ipv4Address => &[Rule::Host, Rule::RegName, Rule::Ls32],
        Rule::RegName => &[Rule::Host, Rule::Userinfo],
        Rule::IpLiteral => &[Rule::Host],
        Rule::Ipv6Address | Rule::IpvFuture => &[],
        Rule::Port => &[Rule::Segment, Rule::Query],
        Rule::PathAbempty | Rule::PathAbsolute | Rule::PathNoscheme | Rule::PathRootless => {
            &[Rule::Path]
        }
        Rule::PathEmpty => &[Rule::Path, Rule::Segment, Rule::PathAbempty],
        Rule::SegmentNzNc => &[
            Rule::SegmentNz,
            Rule::Segment,
            Rule::PathNoscheme,
            Rule::PathRootless,
        ],
        Rule::SegmentNz => &[Rule::Segment, Rule::PathRootless],
        Rule::Segment => &[Rule::Query, Rule::Fragment],
        Rule::Pchar => &[Rule::SegmentNz, Rule::Segment],
        Rule::Query => &[Rule::Fragment],
        Rule::Fragment => &[Rule::Query],
        Rule::PctEncoded => &[Rule::Pchar, Rule::Segment],
        Rule::Unreserved => &[Rule::Pchar, Rule::RegName],
        Rule::SubDelims => &[Rule::Pchar, Rule::Reserved, Rule::RegName],
        Rule::GenDelims => &[Rule::Reserved],
        Rule::DecOctet => &[Rule::Port],
        Rule::Digit => &[Rule::Hexdig, Rule::DecOctet, Rule::H16, Rule::Unreserved],
        Rule::Hexdig => &[Rule::H16, Rule::Unreserved],
        Rule::Alpha => &[Rule::Unreserved, Rule::Scheme],
        Rule::H16 => &[Rule::RegName],
        Rule::Scheme => &[Rule::RegName, Rule::SegmentNzNc],
        _ => &[],
    }
}

/// The checks on a reference that parsed.
fn parsed(input: &str, r: &UriRef) {
    assert_eq!(r.as_str(), input);
    assert_eq!(r.to_string(), input);
    assert!(Rule::UriReference.matches(input));

    // The components, with their delimiters, give the input back.
    let mut joined = String::new();
    if let Some(scheme) = r.scheme() {
        assert!(
            Rule::Scheme.matches(scheme),
            "scheme {scheme:?} of {input:?}"
        );
        joined += scheme;
        joined.push(':');
    }
    if let Some(authority) = r.authority() {
        joined += "//";
        joined += authority.as_str();
    }
    let path = r.path();
    joined += path.as_str();
    if let Some(query) = r.query() {
        assert!(Rule::Query.matches(query), "query {query:?} of {input:?}");
        joined.push('?');
        joined += query;
    }
    if let Some(fragment) = r.fragment() {
        assert!(
            Rule::Fragment.matches(fragment),
            "fragment {fragment:?} of {input:?}"
        );
        joined.push('#');
        joined += fragment;
    }
    assert_eq!(joined, input, "components of {input:?}");

    authority(input, r);

    // The path matches the alternative that its context allows (3, 4.2), and its segments give it back.
    let p = path.as_str();
    let path_rules: &[Rule] = match (r.scheme().is_some(), r.authority().is_some()) {
        (_, true) => &[Rule::PathAbempty],
        (true, false) => &[Rule::PathAbsolute, Rule::PathRootless, Rule::PathEmpty],
        (false, false) => &[Rule::PathAbsolute, Rule::PathNoscheme, Rule::PathEmpty],
    };
    assert!(
        path_rules.iter().any(|rule| rule.matches(p)),
        "path {p:?} of {input:?}"
    );
    assert!(Rule::Path.matches(p));
    assert_eq!(path.is_absolute(), p.starts_with('/'));
    assert_eq!(path.is_empty(), p.is_empty());
    let segments: Vec<&str> = path.segments().collect();
    assert_eq!(segments.join("/"), p);
    assert_eq!(segments.is_empty(), p.is_empty());
    for segment in &segments {
        assert!(
            Rule::Segment.matches(segment),
            "segment {segment:?} of {input:?}"
        );
    }

    // The three other parsers agree with this one, component for component.
    let is_uri = r.scheme().is_some();
    assert_eq!(r.is_uri(), is_uri);
    assert_eq!(r.is_relative(), !is_uri);
    match Uri::parse(input) {
        Ok(uri) => {
            assert!(is_uri, "{input:?}: a URI without a scheme");
            assert_eq!(Some(uri.scheme()), r.scheme());
            assert_eq!(uri.authority(), r.authority());
            assert_eq!(uri.path(), r.path());
            assert_eq!(uri.query(), r.query());
            assert_eq!(uri.fragment(), r.fragment());
            assert_eq!(uri.is_absolute_uri(), r.fragment().is_none());
        }
        Err(err) => {
            assert!(!is_uri, "{input:?}: {err}");
            assert_eq!(err.rule(), Rule::Uri);
        }
    }
    match RelativeRef::parse(input) {
        Ok(rel) => {
            assert!(!is_uri, "{input:?}: a relative-ref with a scheme");
            assert_eq!(rel.authority(), r.authority());
            assert_eq!(rel.path(), r.path());
            assert_eq!(rel.query(), r.query());
            assert_eq!(rel.fragment(), r.fragment());
        }
        Err(err) => assert!(is_uri, "{input:?}: {err}"),
    }
    assert_eq!(
        Uri::parse_absolute(input).is_ok(),
        is_uri && r.fragment().is_none(),
        "absolute-URI {input:?}"
    );

    // `Debug` lists the components but never the password of a userinfo (3.2.1): it is the same without it.
    if let Some(authority) = r.authority() {
        assert_eq!(authority.to_string(), authority.as_str());
    }
    if let Some(bare) = without_password(r) {
        assert_eq!(format!("{r:?}"), format!("{bare:?}"), "Debug of {input:?}");
        let shown = r.authority().map(|a| format!("{a:?}"));
        assert_eq!(shown, bare.authority().map(|a| format!("{a:?}")));
    }
}

/// The authority of a parsed reference: its parts give it back, and each matches its rule.
fn authority(input: &str, r: &UriRef) {
    let Some(authority) = r.authority() else {
        assert_eq!(r.userinfo(), None);
        assert_eq!(r.host(), None);
        assert_eq!(r.host_str(), None);
        assert_eq!(r.port(), None);
        assert_eq!(r.port_u16(), None);
        return;
    };
    let text = authority.as_str();
    assert!(
        Rule::Authority.matches(text),
        "authority {text:?} of {input:?}"
    );
    let mut joined = String::new();
    if let Some(userinfo) = authority.userinfo() {
        assert!(
            Rule::Userinfo.matches(userinfo),
            "userinfo {userinfo:?} of {input:?}"
        );
        assert!(!userinfo.contains('@'));
        joined += userinfo;
        joined.push('@');
    }
    let host = authority.host_str();
    joined += host;
    if let Some(port) = authority.port() {
        assert!(Rule::Port.matches(port), "port {port:?} of {input:?}");
        assert!(port.bytes().all(|b| b.is_ascii_digit()));
        joined.push(':');
        joined += port;
        // The number is the digits' value when it fits a u16 (leading zeros and all), and nothing otherwise.
        let value = port.bytes().try_fold(0u32, |n, d| {
            let n = n * 10 + u32::from(d - b'0');
            (n <= u32::from(u16::MAX)).then_some(n)
        });
        let expected = if port.is_empty() {
            None
        } else {
            value.and_then(|n| u16::try_from(n).ok())
        };
        assert_eq!(authority.port_u16(), expected, "port {port:?} of {input:?}");
    } else {
        assert_eq!(authority.port_u16(), None);
    }
    assert_eq!(joined, text, "authority of {input:?}");
    assert_eq!(r.userinfo(), authority.userinfo());
    assert_eq!(r.host_str(), Some(host));
    assert_eq!(r.port(), authority.port());

    // The host text sits inside the authority, and its type is the first rule of 3.2.2 that matches it.
    assert!(Rule::Host.matches(host), "host {host:?} of {input:?}");
    assert_eq!(r.host(), Some(authority.host()));
    match authority.host() {
        Host::Ipv4(addr) => {
            assert!(Rule::Ipv4Address.matches(host));
            // dec-octet has no leading zeros, so the address prints as written.
            assert_eq!(addr.to_string(), host);
        }
        Host::Ipv6(addr) => {
            let inner = brackets(host);
            assert!(Rule::Ipv6Address.matches(inner), "{host:?}");
            assert_eq!(
                inner.parse::<core::net::Ipv6Addr>().ok(),
                Some(addr),
                "{host:?}"
            );
        }
        Host::IpvFuture(inner) => {
            assert_eq!(inner, brackets(host));
            assert!(Rule::IpvFuture.matches(inner), "{host:?}");
        }
        Host::RegName(name) => {
            assert_eq!(name, host);
            assert!(Rule::RegName.matches(name), "{host:?}");
            assert!(
                !Rule::Ipv4Address.matches(name),
                "{host:?} is an IPv4address"
            );
        }
    }
    assert_eq!(
        authority.host().kind().rule().name(),
        authority.host().kind().to_string()
    );
}

/// The text inside the brackets of an IP-literal.
fn brackets(host: &str) -> &str {
    host.strip_prefix('[')
        .and_then(|h| h.strip_suffix(']'))
        .unwrap_or_else(|| panic!("IP-literal {host:?} without brackets"))
}

/// The reference with the password of its userinfo taken out (`user:pw@` becomes `user:@`).
fn without_password(r: &UriRef) -> Option<UriRef> {
    let authority = r.authority()?;
    let (user, _) = authority.userinfo()?.split_once(':')?;
    let mut text = String::new();
    if let Some(scheme) = r.scheme() {
        text += scheme;
        text.push(':');
    }
    text += "//";
    text += user;
    text += ":@";
    text += authority.host_str();
    if let Some(port) = authority.port() {
        text.push(':');
        text += port;
    }
    text += r.path().as_str();
    if let Some(query) = r.query() {
        text.push('?');
        text += query;
    }
    if let Some(fragment) = r.fragment() {
        text.push('#');
        text += fragment;
    }
    Some(UriRef::parse(&text).expect("a reference without its password"))
}

/// The checks on an input that `rule` rejected.
fn rejected(input: &str, rule: Rule, err: &ParseError) {
    assert_eq!(err.rule(), rule);
    let index = err.index();
    assert!(index <= input.len(), "{rule} {input:?}: index {index}");
    assert!(
        input.is_char_boundary(index),
        "{rule} {input:?}: index {index}"
    );
    message_is_words(&err.to_string(), input);
}

/// An error message is made of fixed words, rule names and the index, never of the input (which may carry
/// a password).
fn message_is_words(message: &str, input: &str) {
    const WORDS: &[&str] = &[
        "invalid",
        "at",
        "index",
        "expected",
        "or",
        "URI",
        "reference",
        "relative",
        "absolute",
    ];
    for word in message.split([' ', ',', ':']).filter(|w| !w.is_empty()) {
        let known = WORDS.contains(&word)
            || Rule::ALL.iter().any(|r| r.name() == word)
            || word.bytes().all(|b| b.is_ascii_digit());
        assert!(
            known,
            "message {message:?} of {input:?} has the word {word:?}"
        );
    }
}
