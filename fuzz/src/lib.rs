//! The checks that the fuzz targets run, one function per target.
//!
//! This file is the whole of what a fuzz target asserts. `fuzz/fuzz_targets/*.rs` call it under libFuzzer
//! (nightly), and `tests/library/fuzz_replay.rs` includes it with `#[path]` to replay the seed corpus and every
//! regression file on stable, so both run exactly the same checks. Each check panics on a broken promise;
//! anything else, including a panic inside `rfc3986`, is a bug that the fuzzer reports.

use rfc3986::{
    EditError, Host, IriRef, Normalization, ParseError, RelativeRef, Resolution, Rule, Uri, UriRef,
    remove_dot_segments,
};

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

/// Target `bulk`: the input as lines. `UriRef::parse_lines` and `IriRef::parse_lines` give one item per line
/// of `str::lines`, each exactly what parsing that line alone gives (the same reference, or the same error).
pub fn bulk(data: &[u8]) {
    let input = text(data);
    let lines: Vec<&str> = input.lines().collect();
    let uris: Vec<Result<UriRef, ParseError>> = UriRef::parse_lines(&input).collect();
    assert_eq!(uris.len(), lines.len(), "{input:?}: one item per line");
    for (line, parsed) in lines.iter().zip(&uris) {
        let alone = UriRef::parse(line);
        assert_eq!(parsed, &alone, "{line:?} in bulk and alone");
        if let (Ok(bulk), Ok(alone)) = (parsed, &alone) {
            assert_eq!(
                format!("{bulk:?}"),
                format!("{alone:?}"),
                "{line:?}: components"
            );
        }
    }
    let iris: Vec<Result<IriRef, ParseError>> = IriRef::parse_lines(&input).collect();
    assert_eq!(iris.len(), lines.len(), "{input:?}: one IRI item per line");
    for (line, parsed) in lines.iter().zip(&iris) {
        let alone = IriRef::parse(line);
        assert_eq!(parsed, &alone, "{line:?} in bulk and alone, as IRIs");
        if let (Ok(bulk), Ok(alone)) = (parsed, &alone) {
            assert_eq!(
                format!("{bulk:?}"),
                format!("{alone:?}"),
                "{line:?}: IRI components"
            );
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
        other => panic!("{input:?}: a host of no rule of 3.2.2: {other:?}"),
    }
    assert_eq!(
        authority.host().kind().rule().as_str(),
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

/// What an edit error adds after the parse error's message when a host setter is given an IPv6 address
/// without brackets (`EditError`'s display).
const IPV6_HOST_HINT: &str = "; an IPv6 host needs brackets (\"[::1]\")";

/// An error message is made of fixed words, rule names and the index, and of one character of the input
/// at most, the one it names as unexpected (never one of a password, which it does not show).
fn message_is_words(message: &str, input: &str) {
    let mut message = message.to_owned();
    // What a message may lead with (the situation, before the rules): fixed words, and for a port that is
    // not digits one character of it and its index.
    for lead in [
        "a data URL needs a \",\" before its data (RFC 2397 3)",
        "a local number needs a \";phone-context=\" naming where it is local (RFC 3966 5.1.5)",
    ] {
        message = message.replace(&format!(": {lead};"), ":");
    }
    const PORT: &str = ": the port is digits only (3.2.3), and \"";
    if let Some(at) = message.find(PORT) {
        let rest = &message[at + PORT.len()..];
        let end = rest.find(" is not one;").expect("the port's lead ends");
        let (c, index) = rest[..end]
            .split_once("\" at index ")
            .expect("a character and its index");
        assert!(
            c.chars().count() == 1 || c.starts_with('\\'),
            "message {message:?} shows {c:?}"
        );
        assert!(
            index.bytes().all(|b| b.is_ascii_digit()),
            "message {message:?}"
        );
        message = format!("{}:{}", &message[..at], &rest[end + " is not one;".len()..]);
    }
    if let Some(at) = message.find(": unexpected ") {
        let rest = &message[at + ": unexpected ".len()..];
        let end = rest.find(", expected").unwrap_or(rest.len());
        let found = &rest[..end];
        if found != "character in the password (not shown)" {
            let (quoted, described) = match found.rfind("\" (") {
                Some(q) => (&found[..=q], &found[q + 1..]),
                None => (found, ""),
            };
            let inner = quoted
                .strip_prefix('"')
                .and_then(|q| q.strip_suffix('"'))
                .unwrap_or_else(|| panic!("message {message:?}: {found:?} is not quoted"));
            let one_character = inner.chars().count() == 1
                || inner.starts_with('\\') && (inner.len() == 2 || inner.starts_with("\\u{"));
            assert!(
                one_character,
                "message {message:?} of {input:?} shows {inner:?}"
            );
            let description_ok = described.is_empty()
                || described.starts_with(" (U+")
                || [" (space)", " (tab)", " (line feed)", " (carriage return)"]
                    .contains(&described);
            assert!(description_ok, "message {message:?}: {described:?}");
        }
        message = format!("{}{}", &message[..at], &rest[end..]);
    }
    let message = message.as_str();
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
            || Rule::ALL.iter().any(|r| r.as_str() == word)
            || word.bytes().all(|b| b.is_ascii_digit());
        assert!(
            known,
            "message {message:?} of {input:?} has the word {word:?}"
        );
    }
}

/// A two-input target's data split at its first NUL byte (`base\0reference`); `None` without one. NUL is in
/// no URI, so the split never cuts a valid reference.
pub fn split_pair(data: &[u8]) -> Option<(String, String)> {
    let at = data.iter().position(|&b| b == 0)?;
    Some((text(&data[..at]), text(&data[at + 1..])))
}

/// The bytes of a two-input seed: `first`, a NUL, `second`.
pub fn pair(first: &str, second: &str) -> Vec<u8> {
    let mut bytes = first.as_bytes().to_vec();
    bytes.push(0);
    bytes.extend_from_slice(second.as_bytes());
    bytes
}

/// Every component of a reference, owned, to compare a reference before and after an operation.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Components {
    scheme: Option<String>,
    authority: Option<String>,
    userinfo: Option<String>,
    host: Option<String>,
    port: Option<String>,
    path: String,
    query: Option<String>,
    fragment: Option<String>,
}

impl Components {
    fn of(r: &UriRef) -> Components {
        let owned = |s: Option<&str>| s.map(str::to_owned);
        Components {
            scheme: owned(r.scheme()),
            authority: owned(r.authority().map(|a| a.as_str())),
            userinfo: owned(r.userinfo()),
            host: owned(r.host_str()),
            port: owned(r.port()),
            path: r.path().as_str().to_owned(),
            query: owned(r.query()),
            fragment: owned(r.fragment()),
        }
    }
}

/// A reference that an operation produced: its string parses back to the same components.
fn reparses(r: &UriRef, what: &str) {
    let again =
        UriRef::parse(r.as_str()).unwrap_or_else(|e| panic!("{what} {r:?} does not parse: {e}"));
    assert_eq!(Components::of(&again), Components::of(r), "{what} {r:?}");
    assert_eq!(&again, r);
}

/// Target `resolve`: `base\0reference`, each parsed (a base as a URI). The target URI re-parses as a URI
/// with the components resolution gave it; resolving it again against the base changes nothing (once: a
/// reference with an empty path takes the base's path, dot segments and all, as 5.2.2 says); its
/// fragment is the reference's, its scheme the reference's if it has one and else the base's; strict and
/// non-strict resolution agree unless the reference's scheme is the base's.
pub fn resolve(data: &[u8]) {
    let Some((base, reference)) = split_pair(data) else {
        return;
    };
    let (Ok(base), Ok(r)) = (Uri::parse(&base), UriRef::parse(&reference)) else {
        return;
    };
    let t = base.resolve(&r);
    let what = format!("{r:?} against {base:?} gives");
    let t_ref = UriRef::from(t.clone());
    reparses(&t_ref, &what);
    let parsed = Uri::parse(t.as_str()).unwrap_or_else(|e| panic!("{what} {t:?}, not a URI: {e}"));
    assert_eq!(parsed, t, "{what} {t:?}");
    // Resolving the target again changes nothing, once its path has been through remove_dot_segments:
    // a reference with no scheme, no authority and an empty path takes the base's path as it is (5.2.2).
    let again = base.resolve(&t_ref);
    let takes_base_path = r.scheme().is_none() && r.authority().is_none() && r.path().is_empty();
    if takes_base_path {
        assert_eq!(t.path(), base.path(), "{what} {t:?}");
        assert_eq!(base.resolve(&again), again, "{what} {t:?}");
    } else {
        assert_eq!(again, t, "{what} {t:?}, which resolves to another URI");
    }
    assert_eq!(t.fragment(), r.fragment(), "{what} {t:?}");
    assert_eq!(
        t.scheme(),
        r.scheme().unwrap_or(base.scheme()),
        "{what} {t:?}"
    );
    // 5.2.2: a reference with an authority keeps it; one without takes the base's.
    if r.scheme().is_some() || r.authority().is_some() {
        assert_eq!(t.authority(), r.authority(), "{what} {t:?}");
        assert_eq!(t.query(), r.query(), "{what} {t:?}");
    } else {
        assert_eq!(t.authority(), base.authority(), "{what} {t:?}");
    }
    // The traced resolution ends in the untraced one's target, in both modes, and its table ends in the
    // target's path (with "/." before it for the one departure) unless it was cut.
    for mode in [Resolution::Strict, Resolution::NonStrict] {
        let steps = base.resolve_steps_with(&r, mode);
        let target = base.resolve_with(&r, mode);
        assert_eq!(
            steps.target(),
            &target,
            "{what} {target:?} ({mode:?}), traced"
        );
        if let Some(last) = steps.remove_dot_segments().and_then(<[_]>::last)
            && !steps.truncated()
        {
            let dotted = !steps.departures().is_empty();
            let path = if dotted {
                &target.path().as_str()[2..]
            } else {
                target.path().as_str()
            };
            assert_eq!(
                last.output(),
                path,
                "{what} {target:?} ({mode:?}), the table's last row"
            );
            assert!(
                last.input().is_empty(),
                "{what}: the table ends with an empty input"
            );
        }
    }
    let non_strict = base.resolve_with(&r, Resolution::NonStrict);
    let same_scheme = r
        .scheme()
        .is_some_and(|s| s.eq_ignore_ascii_case(base.scheme()));
    if !same_scheme {
        assert_eq!(non_strict, t, "{what} {t:?} strictly");
    } else {
        // Non-strict reads the reference without its scheme.
        let mut bare = r.clone();
        if bare.clear_scheme().is_ok() {
            assert_eq!(
                non_strict,
                base.resolve(&bare),
                "{what} {non_strict:?} non-strictly"
            );
        }
        reparses(&UriRef::from(non_strict), &what);
    }
}

/// Target `normalize`: any input; a reference is normalized at both levels. The normal form is a fixed
/// point that re-parses to an equivalent reference of the same kind, with the same components defined
/// (the scheme-based level may drop a port); its scheme and host are in lower case, its percent-encodings
/// in upper case and none of an unreserved character; `is_normalized` says so, and says no of the input
/// exactly when normalizing changed it.
pub fn normalize(data: &[u8]) {
    let input = text(data);
    let Ok(r) = UriRef::parse(&input) else {
        return;
    };
    for level in [Normalization::Syntax, Normalization::Scheme] {
        let n = r.normalize(level);
        let what = format!("{input:?} normalizes at {level:?} to");
        reparses(&n, &what);
        // The rungs end in the normal form, and a rung that changed nothing says so.
        let steps = r.normalize_steps(level);
        assert_eq!(
            steps.last().map(|s| s.output()),
            Some(n.as_str()),
            "{what} {n:?}, by rungs"
        );
        let mut before = input.as_str();
        for step in &steps {
            assert_eq!(
                step.changed().is_empty(),
                step.output() == before,
                "{what} {n:?}: {}",
                step.rung()
            );
            before = step.output();
        }
        assert_eq!(n.normalize(level), n, "{what} {n:?}, not a fixed point");
        assert!(n.is_normalized(level), "{what} {n:?}");
        assert_eq!(r.is_normalized(level), n == r, "{what} {n:?}");
        assert!(r.equivalent(&n, level), "{what} {n:?}");
        assert!(n.equivalent(&r, level), "{what} {n:?}");
        // Where they became equal: as written exactly when normalizing changed nothing, else the first
        // rung whose output is the normal form.
        let at = r.equal_at(&n, level);
        let first = steps
            .iter()
            .find(|s| s.output() == n.as_str())
            .map(|s| s.rung());
        let want = if r == n {
            Some(rfc3986::normalize::EqualAt::String)
        } else {
            first.map(rfc3986::normalize::EqualAt::Rung)
        };
        assert_eq!(at, want, "{what} {n:?}");
        assert_eq!(n.is_uri(), r.is_uri(), "{what} {n:?}");
        assert_eq!(
            n.authority().is_some(),
            r.authority().is_some(),
            "{what} {n:?}"
        );
        assert_eq!(
            n.userinfo().is_some(),
            r.userinfo().is_some(),
            "{what} {n:?}"
        );
        assert_eq!(n.query().is_some(), r.query().is_some(), "{what} {n:?}");
        assert_eq!(
            n.fragment().is_some(),
            r.fragment().is_some(),
            "{what} {n:?}"
        );
        match level {
            Normalization::Syntax => assert_eq!(n.port(), r.port(), "{what} {n:?}"),
            Normalization::Scheme => assert!(n.port().is_none() || n.port() == r.port()),
            other => panic!("a level the checks do not know: {other:?}"),
        }
        if let Some(scheme) = n.scheme() {
            assert!(
                !scheme.bytes().any(|b| b.is_ascii_uppercase()),
                "{what} {n:?}"
            );
        }
        if let Some(host) = n.host_str() {
            let letters = host.split('%').enumerate().flat_map(|(i, s)| {
                // After a "%", the two hex digits are the escape's, in upper case.
                s.bytes().skip(if i == 0 { 0 } else { 2 })
            });
            assert!(
                !letters.into_iter().any(|b| b.is_ascii_uppercase()),
                "{what} {n:?}"
            );
        }
        let bytes = n.as_str().as_bytes();
        for (i, _) in n.as_str().match_indices('%') {
            let hex = &bytes[i + 1..i + 3];
            assert!(!hex.iter().any(u8::is_ascii_lowercase), "{what} {n:?}");
            let octet = u8::from_str_radix(core::str::from_utf8(hex).unwrap(), 16).unwrap();
            let unreserved =
                octet.is_ascii() && Rule::Unreserved.matches(&char::from(octet).to_string());
            assert!(!unreserved, "{what} {n:?}: %{octet:02X} is unreserved");
        }
        if let Ok(uri) = Uri::parse(&input) {
            assert_eq!(UriRef::from(uri.normalize(level)), n, "{input:?} as a URI");
        }
        // Dot segments are gone, except in a relative-path reference, and except the "/." that keeps a
        // path beginning with "//" from reading as an authority.
        let path = n.path().as_str();
        if n.is_uri() || n.authority().is_some() || path.starts_with('/') {
            let kept = match path.strip_prefix("/.") {
                Some(rest) if n.authority().is_none() && rest.starts_with("//") => rest,
                _ => path,
            };
            assert_eq!(remove_dot_segments(kept), kept, "{what} {n:?}");
        }
    }
}

/// Target `relativize`: `base\0target`, both URIs. The reference that `relativize` gives resolves against the
/// base to the target byte for byte, and is never longer than it; a target that is not written as
/// resolution writes it comes back as it is, unless a shorter reference still resolves to it byte for byte
/// (the base itself, up to its fragment: an empty path takes the base's path as it is written, 5.2.2). The
/// same for the target resolved against the base, which always is written as resolution writes it.
pub fn relativize(data: &[u8]) {
    let Some((base, target)) = split_pair(data) else {
        return;
    };
    let (Ok(base), Ok(target)) = (Uri::parse(&base), Uri::parse(&target)) else {
        return;
    };
    let resolved = base.resolve(&target);
    for target in [target, resolved] {
        let rel = base.relativize(&target);
        let what = format!("{target:?} relative to {base:?} is");
        reparses(&rel, &what);
        assert!(
            rel.as_str().len() <= target.as_str().len(),
            "{what} {rel:?}"
        );
        if base.resolve(&target) == target || rel.as_str() != target.as_str() {
            assert_eq!(base.resolve(&rel), target, "{what} {rel:?}");
        }
    }
}

/// The edits of target `edit`, by the byte that picks them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Edit {
    /// `set_scheme(value)`
    Scheme,
    /// `set_userinfo(value)`
    Userinfo,
    /// `set_host_str(value)`
    HostStr,
    /// `set_host(Host::RegName(value))`
    RegName,
    /// `set_host(Host::IpvFuture(value))`
    IpvFuture,
    /// `set_port(value)`
    Port,
    /// `set_path(value)`
    Path,
    /// `set_path_dot_prefixed(value)`
    PathDotPrefixed,
    /// `set_query(value)`
    Query,
    /// `set_fragment(value)`
    Fragment,
    /// `clear_scheme()`, `clear_userinfo()`, ... (no value)
    ClearScheme,
    ClearAuthority,
    ClearUserinfo,
    ClearPort,
    ClearQuery,
    ClearFragment,
}

impl Edit {
    /// Every edit, in the order of the byte that picks it.
    pub const ALL: &'static [Edit] = &[
        Edit::Scheme,
        Edit::Userinfo,
        Edit::HostStr,
        Edit::RegName,
        Edit::IpvFuture,
        Edit::Port,
        Edit::Path,
        Edit::PathDotPrefixed,
        Edit::Query,
        Edit::Fragment,
        Edit::ClearScheme,
        Edit::ClearAuthority,
        Edit::ClearUserinfo,
        Edit::ClearPort,
        Edit::ClearQuery,
        Edit::ClearFragment,
    ];

    /// The byte that picks this edit.
    pub fn byte(self) -> u8 {
        let index = Edit::ALL.iter().position(|&e| e == self).expect("an edit");
        u8::try_from(index).expect("fewer than 256 edits")
    }

    /// The rule the value must match, for the edits that take one.
    fn rule(self) -> Option<Rule> {
        Some(match self {
            Edit::Scheme => Rule::Scheme,
            Edit::Userinfo => Rule::Userinfo,
            Edit::HostStr => Rule::Host,
            Edit::RegName => Rule::RegName,
            Edit::IpvFuture => Rule::IpvFuture,
            Edit::Port => Rule::Port,
            Edit::Path | Edit::PathDotPrefixed => Rule::Path,
            Edit::Query => Rule::Query,
            Edit::Fragment => Rule::Fragment,
            _ => return None,
        })
    }

    fn apply(self, r: &mut UriRef, value: &str) -> Result<(), EditError> {
        match self {
            Edit::Scheme => r.set_scheme(value),
            Edit::Userinfo => r.set_userinfo(value),
            Edit::HostStr => r.set_host_str(value),
            Edit::RegName => r.set_host(Host::RegName(value)),
            Edit::IpvFuture => r.set_host(Host::IpvFuture(value)),
            Edit::Port => r.set_port(value),
            Edit::Path => r.set_path(value),
            Edit::PathDotPrefixed => r.set_path_dot_prefixed(value),
            Edit::Query => r.set_query(value),
            Edit::Fragment => r.set_fragment(value),
            Edit::ClearScheme => r.clear_scheme(),
            Edit::ClearAuthority => r.clear_authority(),
            Edit::ClearUserinfo => {
                r.clear_userinfo();
                Ok(())
            }
            Edit::ClearPort => {
                r.clear_port();
                Ok(())
            }
            Edit::ClearQuery => {
                r.clear_query();
                Ok(())
            }
            Edit::ClearFragment => {
                r.clear_fragment();
                Ok(())
            }
        }
    }
}

/// Target `edit`: the first byte picks an [`Edit`], the rest is `reference\0value`. The edit either fails,
/// leaving the reference as it was, with an error that names the value's rule and an index inside the value,
/// or the rule that the value breaks together with the other components; or it succeeds, and the result
/// re-parses to itself, holds the value (verbatim, or after the dot-segment `set_path_dot_prefixed` may
/// write) and keeps every other component.
pub fn edit(data: &[u8]) {
    let Some((&first, rest)) = data.split_first() else {
        return;
    };
    let edit = Edit::ALL[usize::from(first) % Edit::ALL.len()];
    let Some((input, value)) = split_pair(rest) else {
        return;
    };
    let Ok(before) = UriRef::parse(&input) else {
        return;
    };
    let mut r = before.clone();
    let what = format!("{edit:?}({value:?}) on {input:?}");
    let old = Components::of(&before);
    if let Err(err) = edit.apply(&mut r, &value) {
        assert_eq!(r, before, "{what} failed and changed the reference");
        assert_eq!(Components::of(&r), old, "{what}");
        match err.index() {
            Some(index) => {
                assert_eq!(Some(err.rule()), edit.rule(), "{what}: {err}");
                assert!(
                    index <= value.len() && value.is_char_boundary(index),
                    "{what}: {err}"
                );
                assert_eq!(
                    edit.rule().map(|rule| rule.matches(&value)),
                    Some(false),
                    "{what}"
                );
            }
            None => assert!(
                matches!(
                    err.rule(),
                    Rule::PathAbempty | Rule::PathAbsolute | Rule::PathNoscheme | Rule::Authority
                ),
                "{what}: {err}"
            ),
        }
        if err.index().is_some() {
            // A host setter given an IPv6 address without brackets adds a fixed hint after the parse
            // error's message; the rest is made of words as every message is.
            let message = err.to_string();
            let message = message.strip_suffix(IPV6_HOST_HINT).unwrap_or(&message);
            message_is_words(message, &value);
        }
        return;
    }
    reparses(&r, &what);
    let new = Components::of(&r);
    let mut expected = old.clone();
    let value = value.to_owned();
    // The authority as the expected parts write it.
    let authority = |c: &Components| {
        c.host.as_ref().map(|host| {
            let userinfo = c
                .userinfo
                .as_ref()
                .map_or(String::new(), |u| format!("{u}@"));
            let port = c.port.as_ref().map_or(String::new(), |p| format!(":{p}"));
            format!("{userinfo}{host}{port}")
        })
    };
    match edit {
        Edit::Scheme => expected.scheme = Some(value),
        Edit::Userinfo => expected.userinfo = Some(value),
        Edit::HostStr | Edit::RegName => expected.host = Some(value),
        Edit::IpvFuture => expected.host = Some(format!("[{value}]")),
        Edit::Port => expected.port = Some(value),
        Edit::Path => expected.path = value,
        Edit::PathDotPrefixed => {
            let prefixed = ["", "./", "/."]
                .iter()
                .find(|p| new.path == format!("{p}{value}"));
            assert!(prefixed.is_some(), "{what} gives the path {:?}", new.path);
            expected.path = new.path.clone();
        }
        Edit::Query => expected.query = Some(value),
        Edit::Fragment => expected.fragment = Some(value),
        Edit::ClearScheme => expected.scheme = None,
        Edit::ClearAuthority => {
            expected.host = None;
            expected.userinfo = None;
            expected.port = None;
        }
        Edit::ClearUserinfo => expected.userinfo = None,
        Edit::ClearPort => expected.port = None,
        Edit::ClearQuery => expected.query = None,
        Edit::ClearFragment => expected.fragment = None,
    }
    expected.authority = authority(&expected);
    assert_eq!(new, expected, "{what} gives {r:?}");
}

/// Target `iri`: IRI parsing and the mappings of RFC 3987 section 3, on the input read as an IRI and as a
/// URI. `IriRef::parse` never panics and an error points inside the input on a character boundary; an IRI
/// prints back byte for byte, and is a URI exactly when it is ASCII. `to_uri` gives an ASCII URI-reference
/// whose non-ASCII characters became `%XX` (upper case) and nothing else changed, with the components the
/// parser finds in it; `to_iri` gives the IRI back when it has no `%XX` that 3.2 decodes (unreserved ASCII or
/// non-ASCII octets). A URI-reference maps to an IRI-reference (3.2 step 5) with the components the parser
/// finds in it, and mapping that IRI to a URI and back again changes nothing.
pub fn iri(data: &[u8]) {
    use rfc3986::IriRef;

    let input = text(data);
    match IriRef::parse(&input) {
        Ok(iri) => {
            assert_eq!(iri.as_str(), input);
            assert_eq!(UriRef::parse(&input).is_ok(), input.is_ascii(), "{input:?}");
            let uri = iri.to_uri();
            let mut expected = String::new();
            for c in input.chars() {
                if c.is_ascii() {
                    expected.push(c);
                } else {
                    for b in c.encode_utf8(&mut [0; 4]).bytes() {
                        expected.push_str(&format!("%{b:02X}"));
                    }
                }
            }
            assert_eq!(uri.as_str(), expected);
            let parsed = UriRef::parse(uri.as_str()).expect("3.1 gives a URI reference");
            assert_eq!(format!("{uri:?}"), format!("{parsed:?}"));
            if !decodes_anything(&input) {
                assert_eq!(uri.to_iri(), iri, "{input:?} -> {uri}");
            }
        }
        Err(err) => {
            assert!(err.index() <= input.len(), "{input:?}: {err}");
            assert!(input.is_char_boundary(err.index()), "{input:?}: {err}");
        }
    }
    if let Ok(r) = UriRef::parse(&input) {
        let iri = r.to_iri();
        let parsed =
            IriRef::parse(iri.as_str()).unwrap_or_else(|e| panic!("{input:?} -> {iri:?}: {e}"));
        assert_eq!(format!("{iri:?}"), format!("{parsed:?}"));
        let uri = iri.to_uri();
        assert_eq!(uri.to_iri(), iri, "{input:?} -> {iri:?} -> {uri}");
    }
}

/// Whether `iri` has a `%XX` that RFC 3987 3.2 decodes: of an unreserved ASCII character or of a non-ASCII
/// octet.
fn decodes_anything(iri: &str) -> bool {
    let hex = |b: u8| char::from(b).to_digit(16);
    iri.as_bytes()
        .windows(3)
        .any(|w| match (w[0], hex(w[1]), hex(w[2])) {
            (b'%', Some(hi), Some(lo)) => {
                let b = u8::try_from(hi << 4 | lo).unwrap_or(0);
                !b.is_ascii() || b.is_ascii_alphanumeric() || b"-._~".contains(&b)
            }
            _ => false,
        })
}

/// `UriRef::parse_lenient`: the result parses strictly; the listed repairs, applied in order to the input,
/// give it; repairing it again changes nothing; a valid input comes back unchanged with no repairs; an error's
/// index lies inside the input. And `extract` on the input as text ([`extract_properties`]).
pub fn lenient(data: &[u8]) {
    let input = text(data);
    lenient_properties(&input, UriRef::parse_lenient, |s| {
        UriRef::parse(s).map(|r| r.into_string())
    });
    lenient_properties(&input, IriRef::parse_lenient, |s| {
        IriRef::parse(s).map(|r| r.into_string())
    });
    // A repair as an IRI keeps what an IRI allows; as a URI it encodes every character outside ASCII:
    // the URI mapping of the IRI repair is the URI repair. One exception: U+FEFF is a `ucschar`, so a valid
    // IRI may begin with it and comes back unchanged, where the URI intake removes it as a byte order mark.
    if let (Ok((iri, _)), Ok((uri, _))) =
        (IriRef::parse_lenient(&input), UriRef::parse_lenient(&input))
    {
        if input.starts_with('\u{feff}') && IriRef::parse(&input).is_ok() {
            assert_eq!(
                iri.to_uri().as_str(),
                format!("%EF%BB%BF{uri}"),
                "{input:?}"
            );
        } else {
            assert_eq!(iri.to_uri().as_str(), uri.as_str(), "{input:?}");
        }
    }
    extract_properties(&input);
}

/// The properties of `rfc3986::extract` on any text: the URIs come in order without overlapping, each is
/// valid and is what the lenient intake makes of its range, and each repair lies in its range.
fn extract_properties(input: &str) {
    let mut after = 0;
    for found in rfc3986::extract(input) {
        let range = found.range();
        assert!(after <= range.start && range.start < range.end, "{input:?}");
        assert!(input.is_char_boundary(range.start) && input.is_char_boundary(range.end));
        after = range.end;
        assert!(
            rfc3986::Uri::parse(found.uri().as_str()).is_ok(),
            "{input:?}"
        );
        let (alone, _) = rfc3986::Uri::parse_lenient(&input[range.clone()]).expect("a found URI");
        assert_eq!(&alone, found.uri(), "{input:?}");
        for repair in found.repairs() {
            assert!(range.contains(&repair.index()), "{input:?}");
            assert!(
                input[repair.index()..].starts_with(repair.found()),
                "{input:?}"
            );
        }
    }
}

/// A lenient intake: the repaired reference and the repairs.
type Lenient<T> = fn(&str) -> Result<(T, Vec<rfc3986::Repair>), ParseError>;

/// The properties of one lenient intake: the result parses strictly, the repairs applied to the input give
/// it, repairing it again changes nothing, a valid input comes back unchanged, an error points inside.
fn lenient_properties<T: AsRef<str>>(
    input: &str,
    lenient: Lenient<T>,
    strict: fn(&str) -> Result<String, ParseError>,
) {
    match lenient(input) {
        Ok((r, repairs)) => {
            let r = r.as_ref();
            assert!(strict(r).is_ok(), "{input:?} -> {r}");
            let mut applied = String::new();
            let mut at = 0;
            for repair in &repairs {
                assert!(repair.index() >= at, "repairs out of order for {input:?}");
                applied.push_str(&input[at..repair.index()]);
                assert!(input[repair.index()..].starts_with(repair.found()));
                applied.push_str(repair.replacement());
                at = repair.index() + repair.found().len();
            }
            applied.push_str(&input[at..]);
            assert_eq!(applied, r, "repairs of {input:?}");
            let (again, more) = lenient(r).expect("a repaired reference");
            assert_eq!((again.as_ref(), more.len()), (r, 0));
            if let Ok(valid) = strict(input) {
                assert_eq!((valid.as_str(), repairs.len()), (r, 0));
            }
        }
        Err(err) => {
            assert!(strict(input).is_err());
            assert!(err.index() <= input.len(), "{input:?}: {err}");
        }
    }
}

/// `FileUri::canonical`: a file-URI, idempotent, the same for other spellings of the same file (an encoded
/// unreserved character or drive colon, `localhost` for the empty host), and, for a local URI without
/// dot-segments, naming the path the URI names (but for the case of a Windows drive letter).
#[cfg(all(feature = "schemes", feature = "std"))]
fn file_canonical(uri: &Uri, file: &rfc3986::scheme::FileUri<'_>, style: rfc3986::PathStyle) {
    use rfc3986::scheme::FileUri;

    let canonical = file.canonical(style);
    let again = FileUri::try_from(&canonical).expect("the canonical form is a file-URI");
    assert_eq!(again.canonical(style), canonical, "{uri}: idempotent");
    let path = file.path().as_str();
    let respelled = path.replacen(":/", "%3A/", 1).replacen("/a", "/%61", 1);
    let other = Uri::parse(&format!("file://localhost{respelled}")).expect("a URI");
    if file.is_local() {
        let other = FileUri::try_from(&other).expect("a file-URI");
        assert_eq!(
            other.canonical(style),
            canonical,
            "{uri}: respelled {respelled}"
        );
    }
    let dots = path
        .split('/')
        .any(|s| matches!(&*rfc3986::percent::decode(s), b"." | b".."));
    if file.is_local() && !dots {
        let upper = |mut p: String| {
            if style == rfc3986::PathStyle::Windows {
                p[..1].make_ascii_uppercase();
            }
            p
        };
        let mine = file.to_path_with(style).map(upper);
        let theirs = again.to_path_with(style).map(upper);
        assert_eq!(mine, theirs, "{uri}: canonical {canonical}");
    }
}

/// Target `scheme`: the typed views of the scheme grammars (`rfc3986::scheme`) never panic; a view exists
/// exactly when `scheme::check` says the URI matches its scheme's rule (one view, and `View`, for each); every
/// part a view gives is a slice
/// of the URI at the place its delimiters say; `Urn` equivalence ignores the case of `urn` and the NID;
/// `FileUri` paths round-trip: a path made from a URI gives back a URI that gives the same path, in both path
/// styles; a path given as text (the input) gives, when it has a URI, a URI whose path makes the same URI.
#[cfg(all(feature = "schemes", feature = "std"))]
pub fn scheme(data: &[u8]) {
    use rfc3986::scheme::{
        self, Acct, Coap, Data, Did, FileUri, Geo, Http, Ldap, Mailto, Ni, Oid, Payto, Sip, Sms,
        Tag, Tel, Urn, Uuid,
    };
    use rfc3986::{DriveLetter, PathStyle};

    let input = text(data);
    for style in [PathStyle::Unix, PathStyle::Windows] {
        if let Ok(uri) = FileUri::from_path_with(&input, style) {
            let file = FileUri::try_from(&uri).expect("from_path gives a file-URI");
            let path = file
                .to_path_with(style)
                .expect("a path from from_path has a path");
            let again =
                FileUri::from_path_with(&path, style).expect("a path from to_path has a URI");
            assert_eq!(again, uri, "{input:?} {style:?}");
            // Every spelling of the drive letter is the same file, and reads back but for the letter's case.
            let canonical = file.canonical(style);
            for drive in [DriveLetter::UpperCase, DriveLetter::VsCode] {
                let spelled = FileUri::from_path_with_drive(&input, style, drive)
                    .expect("the same path with another drive spelling");
                let view = FileUri::try_from(&spelled).expect("a file-URI");
                assert_eq!(view.canonical(style), canonical, "{input:?} {drive:?}");
                let back = view.to_path_with(style).expect("a path");
                assert!(back.eq_ignore_ascii_case(&path) && back.get(1..) == path.get(1..));
            }
        }
    }
    #[cfg(unix)]
    if let Ok(uri) = Uri::from_file_path(&*input) {
        let path = uri.to_file_path().expect("a URI from a path has a path");
        assert_eq!(Uri::from_file_path(&path).as_ref(), Ok(&uri), "{input:?}");
    }
    let Ok(uri) = Uri::parse(&input) else {
        return;
    };
    let checked = scheme::check(&uri);
    let rule = scheme::rule_for(&uri);
    let matched = matches!(checked, Ok(Some(_)));
    assert_eq!(
        checked.as_ref().ok().copied().flatten(),
        if matched { rule } else { None }
    );
    let text = uri.as_str();
    let within = |part: &str| assert!(text.contains(part), "{part:?} in {text:?}");
    // `View` exists exactly when the URI matches its scheme's rule, names that rule, and every part it
    // names is a piece of the URI.
    let view = scheme::View::of(&uri);
    assert_eq!(view.is_some(), matched, "{input:?}");
    if let Some(view) = &view {
        assert_eq!(Some(view.rule()), rule, "{input:?}");
        for (name, value) in view.parts() {
            assert!(!name.is_empty());
            match value {
                scheme::PartValue::Text(Some(part)) => within(part),
                scheme::PartValue::List(parts) => parts.into_iter().for_each(within),
                _ => {}
            }
        }
    }
    match rule {
        Some(Rule::Namestring) => {
            let urn = Urn::try_from(&uri);
            assert_eq!(urn.is_ok(), matched, "{input:?}");
            if let Ok(urn) = urn {
                assert_eq!(urn.as_str(), uri.as_str(), "{input:?}: the view's text");
                assert_eq!(urn.to_string(), uri.as_str());
                assert!(text[4..].starts_with(urn.nid()));
                assert!(text[5 + urn.nid().len()..].starts_with(urn.nss()));
                for part in [urn.r_component(), urn.q_component(), urn.f_component()]
                    .into_iter()
                    .flatten()
                {
                    within(part);
                }
                let upper = format!(
                    "URN:{}:{}",
                    urn.nid().to_ascii_uppercase(),
                    &text[5 + urn.nid().len()..]
                );
                let other = Uri::parse(&upper).expect("the same URN in upper case");
                assert_eq!(Urn::try_from(&other).expect("a URN"), urn, "{input:?}");
                for p in urn.prose() {
                    assert!(p.to_string().starts_with("8141 "));
                }
            }
        }
        Some(Rule::FileUri) => {
            let file = FileUri::try_from(&uri);
            assert_eq!(file.is_ok(), matched, "{input:?}");
            if let Ok(file) = file {
                assert_eq!(file.as_str(), uri.as_str(), "{input:?}: the view's text");
                assert_eq!(file.to_string(), uri.as_str());
                assert!(text.ends_with(file.path().as_str()) || uri.fragment().is_some());
                for style in [PathStyle::Unix, PathStyle::Windows] {
                    if let Ok(path) = file.to_path_with(style)
                        && let Ok(back) = FileUri::from_path_with(&path, style)
                    {
                        let view = FileUri::try_from(&back).expect("a file-URI");
                        assert_eq!(
                            view.to_path_with(style).as_deref(),
                            Ok(path.as_str()),
                            "{input:?}"
                        );
                    }
                    file_canonical(&uri, &file, style);
                }
                let _ = uri.to_file_path();
            }
        }
        Some(Rule::MailtoUri) => {
            let mailto = Mailto::try_from(&uri);
            assert_eq!(mailto.is_ok(), matched, "{input:?}");
            if let Ok(mailto) = mailto {
                assert_eq!(mailto.as_str(), uri.as_str(), "{input:?}: the view's text");
                assert_eq!(mailto.to_string(), uri.as_str());
                for part in [mailto.to(), mailto.hfields()].into_iter().flatten() {
                    within(part);
                }
                let _ = (mailto.addresses(), mailto.headers(), mailto.body());
                for p in mailto.prose() {
                    assert!(p.to_string().starts_with("6068 2: "));
                }
            }
        }
        Some(Rule::Dataurl) => {
            let data = Data::try_from(&uri);
            assert_eq!(data.is_ok(), matched, "{input:?}");
            if let Ok(data) = data {
                assert_eq!(data.as_str(), uri.as_str(), "{input:?}: the view's text");
                assert_eq!(data.to_string(), uri.as_str());
                within(data.mediatype());
                within(data.data());
                // Decoding never yields more bytes than the data has characters.
                if let Ok(bytes) = data.decode() {
                    assert!(bytes.len() <= data.data().len(), "{input:?}");
                }
            }
        }
        Some(Rule::TelephoneUri) => {
            let tel = Tel::try_from(&uri);
            assert_eq!(tel.is_ok(), matched, "{input:?}");
            if let Ok(tel) = tel {
                assert_eq!(tel.as_str(), uri.as_str(), "{input:?}: the view's text");
                assert_eq!(tel.to_string(), uri.as_str());
                within(tel.number());
                for part in [tel.isdn_subaddress(), tel.extension(), tel.context()]
                    .into_iter()
                    .flatten()
                {
                    within(part);
                }
                for (name, value) in tel.parameters() {
                    within(name);
                    value.into_iter().for_each(within);
                }
                assert_eq!(tel.is_global(), tel.number().starts_with('+'));
                for p in tel.prose() {
                    assert!(p.to_string().starts_with("3966 3: "));
                }
            }
        }
        Some(Rule::GeoUri) => {
            let geo = Geo::try_from(&uri);
            assert_eq!(geo.is_ok(), matched, "{input:?}");
            if let Ok(geo) = geo {
                assert_eq!(geo.as_str(), uri.as_str(), "{input:?}: the view's text");
                assert_eq!(geo.to_string(), uri.as_str());
                for part in [
                    Some(geo.coord_a()),
                    Some(geo.coord_b()),
                    geo.coord_c(),
                    geo.crs(),
                    geo.uncertainty(),
                ]
                .into_iter()
                .flatten()
                {
                    within(part);
                }
                for (name, value) in geo.parameters() {
                    within(name);
                    value.into_iter().for_each(within);
                }
                let _ = (geo.latitude(), geo.longitude(), geo.altitude());
                for p in geo.prose() {
                    assert!(p.to_string().starts_with("5870 3.4.2: "));
                }
            }
        }
        Some(Rule::TagUri) => {
            let tag = Tag::try_from(&uri);
            assert_eq!(tag.is_ok(), matched, "{input:?}");
            if let Ok(tag) = tag {
                assert_eq!(tag.as_str(), uri.as_str(), "{input:?}: the view's text");
                assert_eq!(tag.to_string(), uri.as_str());
                for part in [tag.authority_name(), tag.date(), tag.specific()] {
                    within(part);
                }
            }
        }
        Some(Rule::UuidUrn) => {
            let uuid = Uuid::try_from(&uri);
            assert_eq!(uuid.is_ok(), matched, "{input:?}");
            if let Ok(uuid) = uuid {
                assert_eq!(uuid.as_str(), uri.as_str(), "{input:?}: the view's text");
                assert_eq!(uuid.to_string(), uri.as_str());
                assert_eq!(uuid.uuid().len(), 36);
                let hex: String = uuid.bytes().iter().map(|b| format!("{b:02x}")).collect();
                assert_eq!(hex, uuid.uuid().replace('-', "").to_ascii_lowercase());
                assert!(uuid.version() < 16);
            }
        }
        Some(Rule::OidUrn) => {
            let oid = Oid::try_from(&uri);
            assert_eq!(oid.is_ok(), matched, "{input:?}");
            if let Ok(oid) = oid {
                assert_eq!(oid.as_str(), uri.as_str(), "{input:?}: the view's text");
                assert_eq!(oid.to_string(), uri.as_str());
                assert_eq!(oid.arcs().collect::<Vec<_>>().join("."), oid.oid());
            }
        }
        Some(Rule::DidUrl) => {
            let did = Did::try_from(&uri);
            assert_eq!(did.is_ok(), matched, "{input:?}");
            if let Ok(did) = did {
                assert_eq!(did.as_str(), uri.as_str(), "{input:?}: the view's text");
                assert_eq!(did.to_string(), uri.as_str());
                assert!(text.starts_with(did.did()));
                assert!(did.did().ends_with(did.method_specific_id()));
                assert_eq!(did.query(), uri.query());
                assert_eq!(did.fragment(), uri.fragment());
                let _ = (did.parameters(), did.prose());
            }
        }
        Some(Rule::AcctUri) => {
            let acct = Acct::try_from(&uri);
            assert_eq!(acct.is_ok(), matched, "{input:?}");
            if let Ok(acct) = acct {
                assert_eq!(acct.as_str(), uri.as_str(), "{input:?}: the view's text");
                assert!(text[5..].starts_with(acct.userpart()), "{input:?}");
                let _ = (acct.userpart_decoded(), acct.host());
            }
        }
        Some(Rule::NiUri) => {
            let ni = Ni::try_from(&uri);
            assert_eq!(ni.is_ok(), matched, "{input:?}");
            if let Ok(ni) = ni {
                assert_eq!(ni.as_str(), uri.as_str(), "{input:?}: the view's text");
                assert_eq!(ni.query(), uri.query());
                assert!(!ni.alg().is_empty() && !ni.val().is_empty(), "{input:?}");
                for p in ni.prose() {
                    assert!(p.to_string().starts_with("6920 3: "));
                }
            }
        }
        Some(Rule::PaytoUri) => {
            let payto = Payto::try_from(&uri);
            assert_eq!(payto.is_ok(), matched, "{input:?}");
            if let Ok(payto) = payto {
                assert_eq!(payto.as_str(), uri.as_str(), "{input:?}: the view's text");
                assert_eq!(payto.opts(), uri.query());
                assert_eq!(payto.path(), uri.path().as_str());
            }
        }
        Some(Rule::SmsUri) => {
            let sms = Sms::try_from(&uri);
            assert_eq!(sms.is_ok(), matched, "{input:?}");
            if let Ok(sms) = sms {
                assert_eq!(sms.as_str(), uri.as_str(), "{input:?}: the view's text");
                assert!(text[4..].starts_with(sms.sms_hier_part()), "{input:?}");
                // The recipients are the hier-part's pieces, in order, separated by ",".
                assert_eq!(sms.recipients().join(","), sms.sms_hier_part(), "{input:?}");
                assert!(sms.sms_fields().is_none() || sms.sms_fields() == uri.query());
                let _ = (sms.fields(), sms.body());
                for p in sms.prose() {
                    assert!(p.to_string().starts_with("5724 2.2: "));
                }
            }
        }
        Some(Rule::Ldapurl) => {
            let ldap = Ldap::try_from(&uri);
            assert_eq!(ldap.is_ok(), matched, "{input:?}");
            if let Ok(ldap) = ldap {
                assert_eq!(ldap.as_str(), uri.as_str(), "{input:?}: the view's text");
                // The parts with their delimiters give back the URL (without its fragment).
                let mut again = format!("{}://{}", &text[..4], ldap.host_str());
                if let Some(port) = ldap.port() {
                    again += &format!(":{port}");
                }
                let elements = [
                    ldap.attributes(),
                    ldap.scope(),
                    ldap.filter(),
                    ldap.extensions(),
                ];
                if let Some(dn) = ldap.dn() {
                    again += &format!("/{dn}");
                    for element in elements.into_iter().map_while(|e| e) {
                        again += &format!("?{element}");
                    }
                } else {
                    assert!(elements.iter().all(Option::is_none), "{input:?}");
                }
                assert_eq!(again, scheme::governed(&uri), "{input:?}");
                // Each decoded element matches the rule RFC 4516 imports for it.
                if let Some(dn) = ldap.dn_decoded() {
                    assert!(Rule::DistinguishedName.matches(&dn), "{input:?}");
                }
                if let Some(filter) = ldap.filter_decoded().filter(|f| !f.is_empty()) {
                    assert!(Rule::Filter.matches(&filter), "{input:?}");
                }
                for selector in ldap.selectors() {
                    assert!(Rule::AttributeSelector.matches(&selector), "{input:?}");
                }
                let extensions = ldap.extension_list();
                assert_eq!(
                    extensions.len(),
                    ldap.extensions().map_or(0, |e| e.matches(',').count() + 1),
                    "{input:?}"
                );
                for extension in extensions {
                    assert!(Rule::Extype.matches(extension.extype), "{input:?}");
                }
                let _ = (ldap.port_or_default(), ldap.scope_or_default());
            }
        }
        Some(Rule::SipUri | Rule::SipsUri) => {
            let sip = Sip::try_from(&uri);
            assert_eq!(sip.is_ok(), matched, "{input:?}");
            if let Ok(sip) = sip {
                assert_eq!(sip.as_str(), uri.as_str(), "{input:?}: the view's text");
                // The parts with their delimiters give back the URI (without its fragment).
                let colon = text.find(':').expect("a scheme");
                let mut again = text[..=colon].to_owned();
                if let Some(userinfo) = sip.userinfo() {
                    again += &format!("{userinfo}@");
                }
                again += sip.host_str();
                if let Some(port) = sip.port() {
                    again += &format!(":{port}");
                }
                for parameter in sip.parameter_list() {
                    again += &format!(";{parameter}");
                }
                if let Some(headers) = sip.headers() {
                    again += &format!("?{headers}");
                }
                assert_eq!(again, scheme::governed(&uri), "{input:?}");
                // A user reading splits the userinfo at its ":", and the userinfo's "@" is the last.
                if let Some(user) = sip.user() {
                    let whole = match sip.password() {
                        Some(password) => format!("{user}:{password}"),
                        None => user.to_owned(),
                    };
                    assert_eq!(Some(whole.as_str()), sip.userinfo(), "{input:?}");
                }
                if let Some(userinfo) = sip.userinfo() {
                    let after = colon + 1 + userinfo.len() + 1;
                    assert!(!again[after..].contains('@'), "{input:?}");
                }
                // Equivalence (19.1.4) is reflexive.
                assert!(sip.is_equivalent(&sip), "{input:?}");
                let _ = (
                    sip.port_or_default(),
                    sip.ttl(),
                    sip.lr(),
                    sip.headers_decoded(),
                );
                for p in sip.prose() {
                    assert!(p.to_string().starts_with("3261 "), "{input:?}");
                }
            }
        }
        Some(Rule::CoapUri | Rule::CoapsUri) => {
            let coap = Coap::try_from(&uri);
            assert_eq!(coap.is_ok(), matched, "{input:?}");
            if let Ok(coap) = coap {
                assert_eq!(coap.as_str(), uri.as_str(), "{input:?}: the view's text");
                assert_eq!(Some(coap.host_str()), uri.host_str());
                assert_eq!(coap.port(), uri.port());
                assert_eq!(coap.path(), uri.path().as_str());
                assert_eq!(coap.query(), uri.query());
                // 6.4: one Uri-Path option per segment (none for "" and "/"), one Uri-Query per argument.
                let segments = coap.path().matches('/').count();
                let expected = if coap.path().len() <= 1 { 0 } else { segments };
                assert_eq!(coap.uri_path().len(), expected, "{input:?}");
                assert_eq!(
                    coap.uri_query().len(),
                    coap.query().map_or(0, |q| q.matches('&').count() + 1)
                );
                let _ = (coap.uri_host(), coap.port_or_default());
                for p in coap.prose() {
                    assert!(p.to_string().starts_with("7252 6."));
                }
            }
        }
        Some(_) => {
            let http = Http::try_from(&uri);
            assert_eq!(http.is_ok(), matched, "{input:?}");
            if let Ok(http) = http {
                assert_eq!(http.as_str(), uri.as_str(), "{input:?}: the view's text");
                assert_eq!(http.to_string(), uri.as_str());
                assert_eq!(Some(http.host()), uri.host());
                assert_eq!(Some(http.host_str()), uri.host_str());
                assert_eq!(http.port(), uri.port());
                assert_eq!(http.port_u16(), uri.port_u16());
                assert_eq!(http.path(), uri.path());
                assert_eq!(http.query(), uri.query());
                let target = http.request_target();
                assert!(target.starts_with('/'));
                if let Some(origin) = http.origin() {
                    assert_eq!(Some(origin.port_or_default()), http.port_or_default());
                    assert_eq!(Some(origin.port_or_default()), uri.port_or_default());
                    assert_eq!(origin.host().kind(), http.host().kind());
                }
                let _ = http.prose();
            }
        }
        None => assert_eq!(checked, Ok(None)),
    }
}

/// Target `convert`: the conversions and mappings at the crate's edges never panic, and each either
/// succeeds or is refused with a reason. `http::Uri`: a success is what http's own parser makes of the
/// text and reads back by parts as the URI (`http`/`https` in lower case, `/` for an empty path); a
/// refusal other than a password, a fragment or a missing authority is one that http's parser makes too. `url::Url`:
/// a success is what the WHATWG parser makes of the text, and its serialization is a URI exactly when
/// `Uri::try_from(&url)` succeeds, with the same text. IDNA: ToUnicode then ToASCII gives a URI that
/// ToUnicode maps to the same IRI. Origins: an origin's serialization parses back to it. Request targets:
/// an origin-form target keeps its path and query under the Host's authority.
#[cfg(all(feature = "http", feature = "url", feature = "idna"))]
pub fn convert(data: &[u8]) {
    use rfc3986::interop::ToHttpErrorKind;
    use rfc3986::scheme::Origin;

    let input = text(data);
    if let Ok(iri) = rfc3986::Iri::parse(&input)
        && let Ok(uri) = iri.to_uri_idna()
    {
        assert_eq!(
            uri.path(),
            iri.to_uri().path(),
            "{input:?}: the path is to_uri()'s"
        );
    }
    let Ok(uri) = Uri::parse(&input) else {
        return;
    };
    // A password is refused, never dropped: the conversion of the URI without it is the explicit way.
    match uri.password() {
        Some(_) => {
            let err = http::Uri::try_from(&uri).expect_err("a password is refused");
            assert_eq!(err.kind(), ToHttpErrorKind::Password, "{input:?}");
            let stripped = uri.without_password();
            assert_eq!(
                http::Uri::try_from(&stripped).ok(),
                stripped.to_http_with_password().ok(),
                "{input:?}: without the password, the conversion is the faithful one"
            );
        }
        None => assert_eq!(
            http::Uri::try_from(&uri).ok(),
            uri.to_http_with_password().ok(),
            "{input:?}"
        ),
    }
    match uri.to_http_with_password() {
        Ok(h) => {
            let direct = http::Uri::try_from(input.as_str());
            assert_eq!(
                direct.as_ref().ok(),
                Some(&h),
                "{input:?}: http's own parse"
            );
            let back = UriRef::try_from(&h).expect("a converted URI reads back");
            assert!(back.scheme().unwrap().eq_ignore_ascii_case(uri.scheme()));
            assert_eq!(back.authority(), uri.authority(), "{input:?}");
            let path = if uri.path().is_empty() {
                "/"
            } else {
                uri.path().as_str()
            };
            assert_eq!((back.path().as_str(), back.query()), (path, uri.query()));
        }
        Err(err) => {
            assert!(!err.to_string().is_empty());
            match err.kind() {
                ToHttpErrorKind::Fragment => assert!(uri.fragment().is_some()),
                ToHttpErrorKind::NoAuthority => assert!(uri.authority().is_none()),
                _ => assert!(
                    http::Uri::try_from(input.as_str()).is_err(),
                    "{input:?}: refused as {err}, http accepts it"
                ),
            }
        }
    }
    if let Ok(url) = url::Url::try_from(&uri) {
        assert_eq!(url::Url::parse(&input).as_ref(), Ok(&url));
        match Uri::try_from(&url) {
            Ok(back) => assert_eq!(back.as_str(), url.as_str()),
            Err(err) => {
                assert!(Uri::parse(url.as_str()).is_err());
                assert!(err.to_string().contains(err.component().as_str()));
            }
        }
    }
    if let Ok(iri) = uri.to_iri_idna()
        && let Ok(again) = iri.to_uri_idna()
    {
        assert_eq!(again.to_iri_idna().as_ref(), Ok(&iri), "{input:?}: {again}");
    }
    if let Some(origin) = uri.origin() {
        assert_eq!(origin.to_string().parse::<Origin>().as_ref(), Ok(&origin));
    }
    if let Ok(target) = Uri::from_request_target("https", "example.com", &input)
        && input.starts_with('/')
    {
        assert_eq!(target.host_str(), Some("example.com"));
        assert_eq!(target.path().as_str(), uri.path().as_str());
    }
}

/// The values a `template` fuzz input gives its template's variables: each line after the first is the
/// value of the next variable, in the template's order: `-` undefined, `[a,b]` a list, `{a=1,b=2}` an
/// associative array, anything else a string (and the variables after the last line take the string `x`).
#[cfg(feature = "template")]
pub fn template_vars<'a>(
    template: &rfc3986::template::UriTemplate,
    lines: &[&'a str],
) -> rfc3986::template::Vars<'a> {
    use rfc3986::template::{Value, Vars};
    let mut vars = Vars::new();
    for (i, name) in template.variables().enumerate() {
        let line = lines.get(i).copied().unwrap_or("x");
        let value = if line == "-" {
            Value::Undefined
        } else if let Some(items) = line.strip_prefix('[').and_then(|l| l.strip_suffix(']')) {
            Value::List(items.split(',').map(Into::into).collect())
        } else if let Some(pairs) = line.strip_prefix('{').and_then(|l| l.strip_suffix('}')) {
            Value::AssocArray(
                pairs
                    .split(',')
                    .map(|p| p.split_once('=').unwrap_or((p, "")))
                    .map(|(k, v)| (k.into(), v.into()))
                    .collect(),
            )
        } else {
            Value::String(line.into())
        };
        vars.insert(name.to_owned(), value);
    }
    vars
}

/// Target `template`: the first line is a URI Template, the others values (see [`template_vars`]).
/// Parsing never panics and agrees with `Rule::UriTemplate` (a valid template is refused only for an
/// `op-reserve` operator) and prints back byte for byte; an error points inside the input. Expansion never
/// panics, fails only for a prefix on a list or an associative array, writes only URI characters, and its
/// IRI form maps back to it (RFC 3987 3.1) whenever it is a URI reference.
#[cfg(feature = "template")]
pub fn template(data: &[u8]) {
    use rfc3986::template::{TemplateError, UriTemplate, Value};
    let input = text(data);
    let mut lines = input.split('\n');
    let source = lines.next().unwrap_or("");
    let rest: Vec<&str> = lines.collect();
    let template = match UriTemplate::parse(source) {
        Ok(t) => t,
        Err(TemplateError::Syntax(err)) => {
            assert!(!Rule::UriTemplate.matches(source), "{source:?}");
            assert!(err.index() <= source.len() && source.is_char_boundary(err.index()));
            return;
        }
        Err(err @ TemplateError::ReservedOperator { .. }) => {
            assert!(Rule::UriTemplate.matches(source), "{source:?}");
            assert!(
                "=,!@|".contains(&source[err.index()..err.index() + 1]),
                "{source:?}"
            );
            return;
        }
        Err(err) => panic!("{source:?}: an error the checks do not know: {err:?}"),
    };
    assert!(Rule::UriTemplate.matches(source), "{source:?}");
    assert_eq!(template.to_string(), source);
    let vars = template_vars(&template, &rest);
    let uri = match template.expand(&vars) {
        Ok(uri) => uri,
        Err(err) => {
            let value = rfc3986::template::Variables::get(&vars, err.name());
            assert!(
                matches!(value, Value::List(_) | Value::AssocArray(_)),
                "{source:?}: {err}"
            );
            return;
        }
    };
    let bytes = uri.as_bytes();
    for (i, &b) in bytes.iter().enumerate() {
        let ok = b.is_ascii_alphanumeric()
            || b"-._~:/?#[]@!$&'()*+,;=".contains(&b)
            || (b == b'%'
                && bytes.len() > i + 2
                && bytes[i + 1].is_ascii_hexdigit()
                && bytes[i + 2].is_ascii_hexdigit());
        assert!(ok, "{source:?}: {uri:?} has {:?} at {i}", char::from(b));
    }
    let iri = template
        .expand_iri(&vars)
        .expect("the IRI expansion fails as the URI one does");
    if UriRef::parse(&uri).is_ok() {
        let parsed = IriRef::parse(&iri).unwrap_or_else(|e| panic!("{source:?}: {iri:?}: {e}"));
        assert_eq!(parsed.to_uri().as_str(), uri, "{source:?}");
    }
    // Matching (M1): whatever matches expands back to the URI, up to pct-normalization; neither the
    // expansion nor the other lines of the input (read as a URI) make it panic.
    if template.check_matchable().is_err() {
        return;
    }
    let others = rest.join("\n");
    for candidate in [uri.as_str(), others.as_str()] {
        let matched = template.match_uri(candidate);
        if let Ok(Some(found)) = &matched {
            let again = template.expand(found).expect("matched values expand");
            assert_eq!(
                pct_normalized(&again),
                pct_normalized(candidate),
                "{source:?} on {candidate:?}"
            );
        }
        // Why not: exactly when there is no match, at a place in the URI.
        let why = template.mismatch(candidate).expect("a matchable template");
        assert_eq!(
            why.is_none(),
            matches!(matched, Ok(Some(_))),
            "{source:?} on {candidate:?}: {why:?}"
        );
        if let Some(why) = why {
            assert!(candidate.is_char_boundary(why.index()), "{source:?}: {why}");
        }
    }
    assert!(
        matches!(template.match_uri(&uri), Ok(Some(_))) || template.variables().count() > 0,
        "{source:?}: a template without variables matches its own expansion"
    );
}

/// RFC 3986 6.2.2.1 and 6.2.2.2 on any text: hex digits of triplets in upper case, triplets of unreserved
/// characters decoded.
#[cfg(feature = "template")]
pub fn pct_normalized(s: &str) -> String {
    let b = s.as_bytes();
    let mut out = String::with_capacity(s.len());
    let mut i = 0;
    while i < b.len() {
        let hex = |c: u8| (c as char).to_digit(16);
        if b[i] == b'%'
            && i + 2 < b.len()
            && let (Some(h), Some(l)) = (hex(b[i + 1]), hex(b[i + 2]))
        {
            let octet = (h * 16 + l) as u8;
            if octet.is_ascii_alphanumeric() || b"-._~".contains(&octet) {
                out.push(char::from(octet));
            } else {
                out.push('%');
                out.push(char::from(b[i + 1]).to_ascii_uppercase());
                out.push(char::from(b[i + 2]).to_ascii_uppercase());
            }
            i += 3;
            continue;
        }
        let len = s[i..].chars().next().map_or(1, char::len_utf8);
        out.push_str(&s[i..i + len]);
        i += len;
    }
    out
}
