//! The everyday calls and the common traits: any reference type where a reference is taken, `join`,
//! `Default`, the `Debug` of a URI, normalized keys as strings, and `Send + Sync` everywhere.

use std::collections::{BTreeSet, HashMap, HashSet};

use rfc3986::{
    Authority, Host, Iri, IriRef, IriRelativeRef, Normalization, Normalized, NormalizedIri,
    RelativeRef, Uri, UriPath, UriRef,
};

#[test]
fn resolve_and_compare_take_any_reference_type() -> Result<(), rfc3986::ParseError> {
    let base = Uri::parse("http://a/b/c/d;p?q")?;
    let rel = RelativeRef::parse("../g")?;
    let any = UriRef::parse("../g")?;
    let abs = Uri::parse("http://a/b/g")?;
    assert_eq!(base.resolve(&rel), base.resolve(&any));
    assert_eq!(base.resolve(&abs), abs);
    assert_eq!(
        base.resolve_with(&Uri::parse("http:g")?, rfc3986::Resolution::NonStrict),
        "http://a/b/c/g"
    );
    assert!(any.equivalent(&rel, Normalization::Syntax));
    assert!(abs.equivalent(&UriRef::parse("HTTP://A/b/./g")?, Normalization::Syntax));
    assert_eq!(
        Normalized::new(&abs, Normalization::Scheme),
        Normalized::new(&UriRef::parse("http://A:80/b/g")?, Normalization::Scheme)
    );
    // IRIs take IRI types and URI types alike.
    let ibase = Iri::parse("http://é/a/b")?;
    assert_eq!(ibase.resolve(&IriRelativeRef::parse("ü")?), "http://é/a/ü");
    assert_eq!(ibase.resolve(&rel), "http://é/g");
    assert_eq!(
        ibase.resolve(&rel).authority().unwrap().host_kind(),
        rfc3986::HostKind::IregName
    );
    assert!(IriRef::parse("é")?.equivalent(&IriRelativeRef::parse("é")?, Normalization::Syntax));
    assert_eq!(
        NormalizedIri::new(&rel, Normalization::Syntax).as_str(),
        "../g"
    );
    // relativize: any reference type; a relative one stands for its resolution against the base.
    assert_eq!(base.relativize(&abs), "../g");
    assert_eq!(base.relativize(&UriRef::parse("http://a/b/g")?), "../g");
    assert_eq!(base.relativize(&rel), "../g");
    assert_eq!(base.relativize(&RelativeRef::parse("./x/../../g")?), "../g");
    assert_eq!(base.relativize(&any), base.relativize(&base.resolve(&any)));
    assert_eq!(ibase.relativize(&rel), "/g");
    let other = Uri::parse("http://x/")?;
    let back = ibase.relativize(&other);
    assert_eq!(back, "//x/");
    assert_eq!(
        ibase
            .relativize(&Uri::parse("https://x")?)
            .authority()
            .unwrap()
            .host_kind(),
        rfc3986::HostKind::IregName
    );
    Ok(())
}

#[test]
fn join_parses_and_resolves() {
    let page = Uri::parse("http://example.com/a/b.html").unwrap();
    assert_eq!(page.join("c.html").unwrap(), "http://example.com/a/c.html");
    assert_eq!(
        page.join("//cdn.example/x").unwrap(),
        "http://cdn.example/x"
    );
    let err = page.join("a b").unwrap_err();
    assert_eq!(err, UriRef::parse("a b").unwrap_err());
    let ipage = Iri::parse("http://é/a/b").unwrap();
    assert_eq!(ipage.join("ü").unwrap(), "http://é/a/ü");
}

#[test]
fn defaults_are_the_empty_reference() {
    assert_eq!(UriRef::default(), UriRef::parse("").unwrap());
    assert_eq!(RelativeRef::default().as_str(), "");
    assert_eq!(IriRef::default().path().as_str(), "");
    assert_eq!(IriRelativeRef::default().query(), None);
}

#[test]
fn debug_of_a_uri_shows_its_scheme_as_a_string() {
    let uri = Uri::parse("http://h/").unwrap();
    let debug = format!("{uri:?}");
    assert!(debug.starts_with("Uri { scheme: \"http\","), "{debug}");
    let debug = format!("{:?}", Iri::parse("http://é/").unwrap());
    assert!(debug.starts_with("Iri { scheme: \"http\","), "{debug}");
    // Where the scheme may be undefined, it stays an Option.
    let debug = format!("{:?}", UriRef::parse("http://h/").unwrap());
    assert!(
        debug.starts_with("UriRef { scheme: Some(\"http\"),"),
        "{debug}"
    );
}

#[test]
fn normalized_keys_behave_as_their_text() {
    let key = Normalized::new(
        &UriRef::parse("HTTP://A/%7e").unwrap(),
        Normalization::Syntax,
    );
    assert_eq!(key.to_string(), "http://a/~");
    assert_eq!(AsRef::<str>::as_ref(&key), "http://a/~");
    let map = HashMap::from([(key.clone(), 1)]);
    assert_eq!(map.get("http://a/~"), Some(&1));
    let set = BTreeSet::from([key.clone()]);
    assert!(set.contains("http://a/~"));
    #[cfg(feature = "serde")]
    assert_eq!(serde_json::to_string(&key).unwrap(), "\"http://a/~\"");
    let ikey = NormalizedIri::new(
        &IriRef::parse("HTTP://É/%7e").unwrap(),
        Normalization::Syntax,
    );
    assert!(HashSet::from([ikey]).contains("http://É/~"));
}

#[test]
fn host_authority_and_path_traits() {
    let r = UriRef::parse("//user@[2001:DB8::7]:80/a/b").unwrap();
    assert_eq!(r.host().unwrap().to_string(), "[2001:db8::7]");
    let mut hosts = [
        Host::RegName("b"),
        Host::Ipv4([1, 2, 3, 4].into()),
        Host::RegName("a"),
    ];
    hosts.sort();
    assert_eq!(hosts[1..], [Host::RegName("a"), Host::RegName("b")]);
    let a = UriRef::parse("s://h:1/x").unwrap();
    let b = UriRef::parse("//h:1").unwrap();
    let authorities: HashSet<Authority<'_>> =
        [a.authority().unwrap(), b.authority().unwrap()].into();
    assert_eq!(authorities.len(), 1);
    let paths: BTreeSet<UriPath<'_>> = [a.path(), r.path(), b.path()].into();
    assert_eq!(
        paths.iter().map(|p| p.as_str()).collect::<Vec<_>>(),
        ["", "/a/b", "/x"]
    );
}

#[test]
fn every_public_type_is_send_and_sync() {
    fn both<T: Send + Sync>() {}
    both::<UriRef>();
    both::<Uri>();
    both::<RelativeRef>();
    both::<IriRef>();
    both::<Iri>();
    both::<IriRelativeRef>();
    both::<rfc3986::UriKind>();
    both::<rfc3986::IriKind>();
    both::<rfc3986::UriKindError>();
    both::<rfc3986::IriKindError>();
    both::<rfc3986::NotAsciiError<IriRef>>();
    both::<Authority<'static>>();
    both::<Host<'static>>();
    both::<rfc3986::HostKind>();
    both::<UriPath<'static>>();
    both::<rfc3986::Builder>();
    both::<rfc3986::EditError>();
    both::<rfc3986::ParseError>();
    both::<rfc3986::Render<'static>>();
    both::<rfc3986::Normalization>();
    both::<Normalized>();
    both::<NormalizedIri>();
    both::<rfc3986::Redacted<'static>>();
    both::<rfc3986::Resolution>();
    both::<rfc3986::Rule>();
    both::<rfc3986::Citation>();
    both::<rfc3986::UnknownRule>();
    both::<rfc3986::Tree<'static>>();
    both::<rfc3986::percent::Component>();
    both::<rfc3986::percent::QueryPairs<'static>>();
    both::<rfc3986::percent::DecodedPairs<'static>>();
    both::<rfc3986::ParseLines<'static, UriRef>>();
    both::<rfc3986::Repair>();
    #[cfg(feature = "schemes")]
    {
        both::<rfc3986::scheme::Http<'static>>();
        both::<rfc3986::scheme::Origin>();
        both::<rfc3986::scheme::Urn<'static>>();
        both::<rfc3986::scheme::FileUri<'static>>();
        both::<rfc3986::scheme::Mailto<'static>>();
        both::<rfc3986::scheme::Prose>();
        both::<rfc3986::scheme::SchemeError>();
    }
    #[cfg(all(feature = "schemes", feature = "std"))]
    {
        both::<rfc3986::PathStyle>();
        both::<rfc3986::FilePathError>();
        both::<rfc3986::FilePathErrorKind>();
    }
}

#[test]
fn user_and_password() {
    let mut uri = Uri::parse("postgres://app:pw@db:5432/x").unwrap();
    assert_eq!((uri.username(), uri.password()), (Some("app"), Some("pw")));
    uri.set_password_decoded("new p@ss:word").unwrap();
    assert_eq!(uri.userinfo(), Some("app:new%20p%40ss:word"));
    assert_eq!(
        uri.password_decoded().unwrap().as_deref(),
        Some("new p@ss:word")
    );
    uri.set_username_decoded("a:b").unwrap();
    assert_eq!(uri.username(), Some("a%3Ab"));
    assert_eq!(
        uri.password_decoded().unwrap().as_deref(),
        Some("new p@ss:word")
    );
    assert_eq!(
        uri.redacted().to_string(),
        "postgres://a%3Ab:<redacted>@db:5432/x"
    );
    assert!(!format!("{uri:?}").contains("ss:word"));
    uri.clear_password();
    assert_eq!((uri.userinfo(), uri.password()), (Some("a%3Ab"), None));
    // No authority: an error naming `authority`, and nothing changes.
    let mut r = UriRef::parse("a/b").unwrap();
    assert_eq!(
        r.set_username_decoded("x").unwrap_err().rule(),
        rfc3986::Rule::Authority
    );
    assert_eq!(r, "a/b");
    // IRIs keep the characters that iuserinfo allows.
    let mut iri = Iri::parse("http://h/").unwrap();
    iri.set_username_decoded("jörg").unwrap();
    assert_eq!(iri.userinfo(), Some("jörg"));
}

#[test]
fn query_building() {
    let mut r = UriRef::parse("/s").unwrap();
    r.append_query_pair_decoded("q", "a b&c=d");
    r.append_query_pair_decoded("q", "2");
    assert_eq!(r.query(), Some("q=a%20b%26c%3Dd&q=2"));
    r.set_query_pair_decoded("q", "x");
    assert_eq!(r.query(), Some("q=x"));
    r.append_query_pair_decoded("k", "v");
    r.remove_query_key_decoded("q");
    assert_eq!(r.query(), Some("k=v"));
    r.remove_query_key_decoded("k");
    assert_eq!(r.query(), Some(""));
    assert_eq!(r, "/s?");
    // The fragment stays after the query.
    let mut u = Uri::parse("http://h/p#top").unwrap();
    u.append_query_pair_decoded("é", "ü");
    assert_eq!(u, "http://h/p?%C3%A9=%C3%BC#top");
    let mut i = Iri::parse("http://h/p#top").unwrap();
    i.append_query_pair_decoded("é", "ü");
    assert_eq!(i, "http://h/p?é=ü#top");
}

#[test]
fn builder_takes_owned_strings() {
    fn host() -> String {
        format!("{}.example", "www")
    }
    let r = rfc3986::Builder::new()
        .scheme(String::from("https"))
        .host_str(host())
        .path(format!("/{}", "a"))
        .query_pair_decoded("q", "1 2")
        .fragment("f")
        .to::<rfc3986::Uri>()
        .build()
        .unwrap();
    assert_eq!(r, "https://www.example/a?q=1%202#f");
}

/// The builder edits a query as the reference types do, with the same results.
#[test]
fn builder_query_pairs_match_the_reference_types() {
    let start = "a=1&utm_source=x&b=%C3%A9&utm%5Fsource=y&b=2";
    let built = rfc3986::Builder::new()
        .query(start)
        .remove_query_key_decoded("utm_source")
        .set_query_pair_decoded("b", "é & ü")
        .set_query_pair_decoded("new", "n")
        .query_pair_decoded("k", "v=w")
        .build()
        .unwrap();
    let mut edited = UriRef::parse("").unwrap();
    edited.set_query(start).unwrap();
    edited.remove_query_key_decoded("utm_source");
    edited.set_query_pair_decoded("b", "é & ü");
    edited.set_query_pair_decoded("new", "n");
    edited.append_query_pair_decoded("k", "v=w");
    assert_eq!(built, edited);
    let pairs: Vec<(String, String)> = built
        .query_pairs()
        .decoded_lossy()
        .map(|(k, v)| (k.into_owned(), v.into_owned()))
        .collect();
    let expected = [("a", "1"), ("b", "é & ü"), ("new", "n"), ("k", "v=w")];
    assert_eq!(pairs, expected.map(|(k, v)| (k.to_owned(), v.to_owned())));
    // Removing a key that is not there, or from no query, changes nothing.
    let same = rfc3986::Builder::new()
        .query("x=1")
        .remove_query_key_decoded("y")
        .build()
        .unwrap();
    assert_eq!(same, "?x=1");
    let none = rfc3986::Builder::new()
        .remove_query_key_decoded("y")
        .build()
        .unwrap();
    assert_eq!(none.query(), None);
}

/// A reference is its text (one `String`, one allocation) and the boundaries of its components as `u32`:
/// at most 80 bytes, as small as `fluent-uri`'s and smaller than `url`'s (88 bytes). So is a parse's
/// `Result` in the default build; with the scheme grammars (`schemes`) there are more than 256 rules, so a
/// `Rule` takes two bytes, and the `Result` is 88 bytes. An error keeps its expected rules as a set over
/// the closure of its rule (at most 192 rules whatever the grammars), not over all rules: over all of them
/// it was six words with ldap's grammar (the `Result` 104 bytes) and would be seven with sip's (112).
#[test]
fn every_reference_type_is_at_most_80_bytes() {
    use std::mem::size_of;
    let sizes = [
        ("UriRef", size_of::<UriRef>()),
        ("Uri", size_of::<Uri>()),
        ("RelativeRef", size_of::<RelativeRef>()),
        ("IriRef", size_of::<IriRef>()),
        ("Iri", size_of::<Iri>()),
        ("IriRelativeRef", size_of::<IriRelativeRef>()),
        ("Normalized", size_of::<Normalized>()),
        ("NormalizedIri", size_of::<NormalizedIri>()),
        ("Option<UriRef>", size_of::<Option<UriRef>>()),
        (
            "Result<Uri, ParseError>",
            size_of::<Result<Uri, rfc3986::ParseError>>(),
        ),
    ];
    let result_limit = if cfg!(feature = "schemes") { 88 } else { 80 };
    for (name, size) in sizes {
        let limit = if name.starts_with("Result") {
            result_limit
        } else {
            80
        };
        assert!(size <= limit, "{name} is {size} bytes");
    }
    // The six reference types share one representation.
    assert!(sizes[..6].iter().all(|&(_, size)| size == sizes[0].1));
}

/// One allocation per value: a parsed reference's only heap memory is its text.
#[test]
fn a_parsed_reference_owns_only_its_text() {
    let text = "http://user@example.com:8080/a/b?q=1#f";
    let r = Uri::parse(text).unwrap();
    // Cloning copies the text and nothing else; every component still reads from it.
    let c = r.clone();
    assert_ne!(r.as_str().as_ptr(), c.as_str().as_ptr());
    assert_eq!(c.host_str(), Some("example.com"));
    assert_eq!(c.port(), Some("8080"));
    assert_eq!(c.fragment(), Some("f"));
    assert_eq!(
        c.fragment().unwrap().as_ptr(),
        c.as_str()[text.len() - 1..].as_ptr()
    );
}

/// `ParseEach` over a fused iterator of lines is fused: after the last item, `None` for good, and the
/// bound holds (a `FusedIterator` is what `Iterator::fuse` skips its wrapper for).
#[test]
fn parse_each_is_fused() {
    fn fused<I: std::iter::FusedIterator>(_: &I) {}
    let mut each = rfc3986::UriRef::parse_each(["a", "b c"]);
    fused(&each);
    assert!(each.next().is_some_and(|r| r.is_ok()));
    assert!(each.next().is_some_and(|r| r.is_err()));
    for _ in 0..3 {
        assert!(each.next().is_none());
    }
}

/// A host's IP address as the standard library's type, for connecting without parsing the text again.
#[test]
fn host_ip_addr_is_the_parsed_address() {
    use std::net::{IpAddr, Ipv6Addr};
    let r = rfc3986::UriRef::parse("http://[2001:DB8::7]:8080/").unwrap();
    let ip = r.host().and_then(|h| h.ip_addr());
    assert_eq!(
        ip,
        Some(IpAddr::V6("2001:db8::7".parse::<Ipv6Addr>().unwrap()))
    );
    let socket = std::net::SocketAddr::new(ip.unwrap(), r.port().unwrap().parse().unwrap());
    assert_eq!(socket.to_string(), "[2001:db8::7]:8080");
}
