//! The lenient intake: each repair kind, what stays an error, and the properties of issue 11 as property
//! tests (the result parses strictly, the repairs applied to the input give it, valid input is unchanged,
//! repairing twice changes nothing, delimiters keep their roles).

use proptest::prelude::*;
use rfc3986::{Repair, RepairKind, Rule, Uri, UriRef};

/// Applies `repairs` to `input`, as the documentation says they were applied.
fn apply(input: &str, repairs: &[Repair]) -> String {
    let mut out = String::new();
    let mut at = 0;
    for r in repairs {
        assert!(r.index() >= at, "repairs out of order: {repairs:?}");
        out.push_str(&input[at..r.index()]);
        assert_eq!(&input[r.index()..r.index() + r.found().len()], r.found());
        out.push_str(r.replacement());
        at = r.index() + r.found().len();
    }
    out.push_str(&input[at..]);
    out
}

#[track_caller]
fn repaired(input: &str, expected: &str) {
    let (r, repairs) = UriRef::parse_lenient(input).unwrap();
    assert_eq!(r.as_str(), expected);
    assert_eq!(apply(input, &repairs), expected);
}

#[test]
fn each_repair_kind() {
    repaired("/search?q=rust lang", "/search?q=rust%20lang");
    repaired("/wiki/Café", "/wiki/Caf%C3%A9");
    repaired("a|b", "a%7Cb");
    repaired("https://host/\\%7Euser/", "https://host/%5C%7Euser/");
    repaired("page.html#Swiss Goats", "page.html#Swiss%20Goats");
    repaired("term://x#toggleterm#1", "term://x#toggleterm%231");
    repaired("  http://a/b\tc\r\n  ", "http://a/bc");
    repaired("/100%", "/100%25");
    repaired("/%zz", "/%25zz");
    repaired("/a[1]?b[2]", "/a%5B1%5D?b%5B2%5D");
    repaired("http://[::1]/x y", "http://[::1]/x%20y");
    repaired("http://us er@h/", "http://us%20er@h/");
    repaired("http://é.example/", "http://%C3%A9.example/");
    repaired("a\"<>^`{}\u{7f}", "a%22%3C%3E%5E%60%7B%7D%7F");
}

#[test]
fn repair_reports_index_text_replacement_rule() {
    let (_, repairs) = UriRef::parse_lenient(" /a b%\n").unwrap();
    let got: Vec<_> = repairs
        .iter()
        .map(|r| (r.index(), r.found(), r.replacement(), r.rule()))
        .collect();
    assert_eq!(
        got,
        [
            (0, " ", "", Rule::UriReference),
            (3, " ", "%20", Rule::Segment),
            (5, "%", "%25", Rule::PctEncoded),
            (6, "\n", "", Rule::UriReference),
        ]
    );
}

#[test]
fn nothing_else_is_guessed() {
    for input in [
        "ht tp://a/",
        "http://a:8o/",
        "http://[::1/",
        "http://[v1.x/",
        "http://[::1]x/",
    ] {
        assert!(UriRef::parse_lenient(input).is_err(), "{input}");
    }
    assert!(Uri::parse_lenient("/relative").is_err());
}

/// A host is never repaired into a name that no resolver can look up: a character that a `reg-name` does not
/// allow (outside ASCII, RFC 3987 3.1's percent-encoding may stay) or a broken `%` is a `ParseError` at that
/// character of the input, which expects a `reg-name`.
#[test]
fn a_host_with_a_forbidden_character_is_refused() {
    for (input, at) in [
        ("http://exa mple.com/", 10),
        ("http://u:p w@exa mple.com/", 16),
        ("http://é x/", 9),
        ("  http://a\"b.example/", 10),
        ("http://a<b>/", 8),
        ("http://a{b}/", 8),
        ("http://a|b/", 8),
        ("http://a\\b/", 8),
        ("http://a^b/", 8),
        ("http://a`b/", 8),
        ("http://a\u{1}b/", 8),
        ("http://a\u{7f}b/", 8),
        ("http://a[b]/", 8),
        ("http://exa mple.com:80/x@db/", 10),
    ] {
        let err = UriRef::parse_lenient(input).unwrap_err();
        assert_eq!(err.index(), at, "{input:?}: {err}");
        assert_eq!(err.found(), input[at..].chars().next(), "{input:?}");
        assert!(
            err.expected().any(|r| r == Rule::RegName),
            "{input:?}: {err}"
        );
    }
    // A broken `%`: the error stands where the `pct-encoded` breaks.
    let err = UriRef::parse_lenient("http://a%zz.example/").unwrap_err();
    assert_eq!((err.index(), err.found()), (9, Some('z')));
    let err = UriRef::parse_lenient("http://a%/").unwrap_err();
    assert_eq!((err.index(), err.found()), (9, Some('/')));
    // The IRI intake refuses the same hosts, and keeps what an `ireg-name` allows.
    use rfc3986::IriRef;
    assert_eq!(
        IriRef::parse_lenient("http://exa mple.com/")
            .unwrap_err()
            .index(),
        10
    );
    let (iri, _) = IriRef::parse_lenient("http://例子.测试/a b").unwrap();
    assert_eq!(iri.host_str(), Some("例子.测试"));
}

#[test]
fn error_index_is_the_inputs() {
    let err = UriRef::parse_lenient("  a b://h:8o/").unwrap_err();
    let strict = UriRef::parse("a b://h:8o/").unwrap_err();
    // The strict error stands on an unrepaired character; the lenient one points at the same character.
    assert_eq!(
        &"a b://h:8o/"[strict.index()..],
        &"  a b://h:8o/"[err.index()..]
    );
    let err = UriRef::parse_lenient("http://é:8o/").unwrap_err();
    // `é:8o` is the start of a userinfo (`é:8o@h`): the error is at the "/" after it.
    assert_eq!(&"http://é:8o/"[err.index()..], "/");
}

/// 4 MiB of spaces, of non-ASCII and of `%` (and of `#`, tab) through the lenient intake on a 64 KiB stack:
/// no panic, no stack overflow, and one merged repair per run instead of one per character.
#[test]
fn hostile_inputs_on_a_64_kib_stack() {
    let results = std::thread::Builder::new()
        .stack_size(64 * 1024)
        .spawn(|| {
            let size = 4 << 20; // 16 MiB passes too (64 s unoptimized); 4 MiB keeps the suite quick
            let mut results = Vec::new();
            for unit in [" ", "é", "%", "#", "\t"] {
                let input = format!("/{}", unit.repeat(size / unit.len()));
                let (r, repairs) = UriRef::parse_lenient(&input).unwrap();
                assert_eq!(apply(&input, &repairs), r.as_str());
                results.push(repairs.len());
            }
            let (r, repairs) = UriRef::parse_lenient(&" ".repeat(size)).unwrap();
            results.push(repairs.len() + r.as_str().len());
            results
        })
        .unwrap()
        .join()
        .expect("no stack overflow");
    // one repair each, except `#`: the first one opens the fragment, the rest are encoded.
    assert_eq!(results, [1, 1, 1, 1, 1, 1]);
}

fn almost_uri() -> impl Strategy<Value = String> {
    proptest::string::string_regex(
        r"([a-z]{1,4}:)?(//[a-z \[\]@:%é|]{0,8})?[/a-z. %#?é|\\\[\]:\t]{0,16}",
    )
    .unwrap()
}

/// Appendix B's component presence: scheme, authority, query, fragment.
fn shape(s: &str) -> (bool, bool, bool, bool) {
    let scheme = s
        .find(':')
        .is_some_and(|i| i > 0 && !s[..i].contains(['/', '?', '#']));
    let rest = if scheme {
        &s[s.find(':').unwrap() + 1..]
    } else {
        s
    };
    let hash = rest.find('#');
    let before = &rest[..hash.unwrap_or(rest.len())];
    (
        scheme,
        rest.starts_with("//"),
        before.contains('?'),
        hash.is_some(),
    )
}

/// Whether `output` has the components (scheme, authority, query, fragment) that Appendix B finds in `input`,
/// but for the two readings the intake adds to Appendix B: a text before ":" that cannot be a scheme makes a
/// relative path (no scheme), and a password that runs past "/", "?" or "#" keeps them in the userinfo (the
/// query and the fragment are then what follows the host).
fn same_shape(input: &str, output: &str, repairs: &[Repair]) -> bool {
    let (a, b) = (shape(input), shape(output));
    let not_a_scheme = repairs.iter().any(|r| {
        matches!(r.rule(), Rule::SegmentNzNc | Rule::IsegmentNzNc) && r.found().contains(':')
    });
    let stretched = repairs.iter().any(|r| {
        matches!(r.rule(), Rule::Userinfo | Rule::Iuserinfo) && r.found().contains(['/', '?', '#'])
    });
    match (not_a_scheme, stretched) {
        (false, false) => a == b,
        (true, _) => (false, a.1, a.2, a.3) == b,
        (false, true) => (a.0, a.1) == (b.0, b.1),
    }
}

proptest! {
    #[test]
    fn properties(input in almost_uri()) {
        if let Ok((r, repairs)) = UriRef::parse_lenient(&input) {
            prop_assert!(UriRef::parse(r.as_str()).is_ok());
            prop_assert_eq!(apply(&input, &repairs), r.as_str());
            let (again, more) = UriRef::parse_lenient(r.as_str()).unwrap();
            prop_assert_eq!(again.as_str(), r.as_str());
            prop_assert!(more.is_empty());
            let trimmed = input.trim_matches(|c: char| c.is_ascii_control() || c == ' ').replace(['\t', '\r', '\n'], "");
            prop_assert!(same_shape(&trimmed, r.as_str(), &repairs), "{:?} -> {:?}", input, r.as_str());
        }
        if let Ok(valid) = UriRef::parse(&input) {
            let (r, repairs) = UriRef::parse_lenient(&input).unwrap();
            prop_assert_eq!(r, valid);
            prop_assert!(repairs.is_empty());
        }
    }
}

/// The real URLs of ada-url/url-various-datasets that are not URI-references: the repaired ones give the
/// recorded output; the rest (a scheme the intake does not repair) stay errors.
#[test]
fn real_urls_that_are_not_uri_references() {
    let data: serde_json::Value =
        serde_json::from_str(include_str!("../data/lenient-real-urls.json")).unwrap();
    let cases = data["cases"].as_array().unwrap();
    assert_eq!(cases.len(), 394);
    for case in cases {
        let input = case["input"].as_str().unwrap();
        assert!(UriRef::parse(input).is_err(), "{input}");
        match case["output"].as_str() {
            Some(output) => {
                let (r, repairs) = UriRef::parse_lenient(input).unwrap();
                assert_eq!(r.as_str(), output);
                assert_eq!(apply(input, &repairs), output);
            }
            None => assert!(UriRef::parse_lenient(input).is_err(), "{input}"),
        }
    }
}

/// The IRI types: what the i-grammar allows stays, everything else is repaired as for a URI.
#[test]
fn iri_types_keep_what_an_iri_allows() {
    use rfc3986::{Iri, IriRef};
    let (r, repairs) = IriRef::parse_lenient(" /wiki/Café?q=a b&é=\u{E000}#frag ment\n").unwrap();
    assert_eq!(r.as_str(), "/wiki/Café?q=a%20b&é=\u{E000}#frag%20ment");
    let rules: Vec<Rule> = repairs.iter().map(|r| r.rule()).collect();
    assert_eq!(
        rules,
        [
            Rule::IriReference,
            Rule::Iquery,
            Rule::Ifragment,
            Rule::IriReference
        ]
    );
    // iprivate outside the query, a non-character, bidi formatting characters (RFC 3987 4.1): encoded.
    let (r, _) = IriRef::parse_lenient("/\u{E000}/\u{FFFF}/a\u{200E}b?\u{202E}").unwrap();
    assert_eq!(r.as_str(), "/%EE%80%80/%EF%BF%BF/a%E2%80%8Eb?%E2%80%AE");
    let (i, _) = Iri::parse_lenient("http://例子.测试/{x}").unwrap();
    assert_eq!(i.as_str(), "http://例子.测试/%7Bx%7D");
    assert!(Iri::parse_lenient("例子").is_err());
    assert!(IriRef::parse_lenient("http://h:8o/").is_err());
    // A URI repaired as an IRI keeps its non-ASCII characters; repaired as a URI, encodes them.
    let input = "http://h/é è";
    let (as_iri, _) = IriRef::parse_lenient(input).unwrap();
    let (as_uri, _) = UriRef::parse_lenient(input).unwrap();
    assert_eq!(as_iri.to_uri().as_str(), as_uri.as_str());
}

fn almost_iri() -> impl Strategy<Value = String> {
    proptest::string::string_regex(
        r"([a-z]{1,4}:)?(//[a-z \[\]@:%é例|\u{E000}]{0,8})?[/a-z. %#?é例|\\\[\]:\t\u{200E}\u{E000}\u{FFFE}]{0,16}",
    )
    .unwrap()
}

proptest! {
    #[test]
    fn iri_properties(input in almost_iri()) {
        use rfc3986::IriRef;
        if let Ok((r, repairs)) = IriRef::parse_lenient(&input) {
            prop_assert!(IriRef::parse(r.as_str()).is_ok());
            prop_assert_eq!(apply(&input, &repairs), r.as_str());
            let (again, more) = IriRef::parse_lenient(r.as_str()).unwrap();
            prop_assert_eq!(again.as_str(), r.as_str());
            prop_assert!(more.is_empty());
            let trimmed = input.trim_matches(|c: char| c.is_ascii_control() || c == ' ').replace(['\t', '\r', '\n'], "");
            prop_assert!(same_shape(&trimmed, r.as_str(), &repairs), "{:?} -> {:?}", input, r.as_str());
            // Nothing the IRI allows was encoded: each repair's text is something the i-grammar refuses
            // where it stood, so it never contains a character that is a ucschar outside 4.1's set.
            for repair in &repairs {
                for c in repair.found().chars() {
                    let kept = !c.is_ascii()
                        && (0xA0..=0xD7FF).contains(&u32::from(c))
                        && !matches!(c, '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}');
                    prop_assert!(!kept, "{:?} encoded in {:?}", c, input);
                }
            }
        }
        if let Ok(valid) = IriRef::parse(&input) {
            let (r, repairs) = IriRef::parse_lenient(&input).unwrap();
            prop_assert_eq!(r, valid);
            prop_assert!(repairs.is_empty());
        }
    }
}

/// The credentials people paste into database and proxy URLs. The userinfo ends at the last "@" of the
/// authority, and a password with a "/", "?" or "#" runs on to the "@" after which a host and a port end the
/// authority; every character of it that a userinfo does not allow is percent-encoded and listed, so the
/// user, the password, the host and the port decode to what was pasted, and `redacted()` hides all of the
/// password.
#[test]
fn credentials_people_paste() {
    let cases = [
        // (input, user, password, host, port, path)
        (
            "postgres://app:p@ss@db:5432/x",
            "app",
            "p@ss",
            "db",
            Some("5432"),
            "/x",
        ),
        (
            "postgres://app:p@s@s@db:5432/x",
            "app",
            "p@s@s",
            "db",
            Some("5432"),
            "/x",
        ),
        (
            "postgres://me@example.com:pw@db/x",
            "me@example.com",
            "pw",
            "db",
            None,
            "/x",
        ),
        ("ftp://app:p:a:ss@h/", "app", "p:a:ss", "h", None, "/"),
        (
            "postgres://app:p/ss@db:5432/x",
            "app",
            "p/ss",
            "db",
            Some("5432"),
            "/x",
        ),
        ("postgres://app:p#ss@db/x", "app", "p#ss", "db", None, "/x"),
        ("postgres://app:p?ss@db/x", "app", "p?ss", "db", None, "/x"),
        (
            "postgres://app:p/s?s#s@db/x",
            "app",
            "p/s?s#s",
            "db",
            None,
            "/x",
        ),
        ("postgres://app:p/s@s@db", "app", "p/s@s", "db", None, ""),
        (
            "postgres://me@example.com:p/ss@db/x",
            "me@example.com",
            "p/ss",
            "db",
            None,
            "/x",
        ),
        (
            "redis://:p/ss@cache:6379/0",
            "",
            "p/ss",
            "cache",
            Some("6379"),
            "/0",
        ),
        ("http://u:100%@h/", "u", "100%", "h", None, "/"),
        ("http://u:p%zz@h/", "u", "p%zz", "h", None, "/"),
        ("http://u:pass word@h/", "u", "pass word", "h", None, "/"),
        ("http://u:pässwörd@h/", "u", "pässwörd", "h", None, "/"),
        ("http://u:пароль@h/", "u", "пароль", "h", None, "/"),
        (
            "http://u:p\"<>{}|\\^`[]@h/",
            "u",
            "p\"<>{}|\\^`[]",
            "h",
            None,
            "/",
        ),
        (
            "http://u:p@ss@[::1]:5432/x",
            "u",
            "p@ss",
            "[::1]",
            Some("5432"),
            "/x",
        ),
        (
            "http://u:p/ss@[2001:db8::7]/x",
            "u",
            "p/ss",
            "[2001:db8::7]",
            None,
            "/x",
        ),
        (
            "http://u:p/ss@[2001:db8::7]:80",
            "u",
            "p/ss",
            "[2001:db8::7]",
            Some("80"),
            "",
        ),
        ("http://us er:p@h/", "us er", "p", "h", None, "/"),
        (
            "http://jörg:p@ss@bücher.example/",
            "jörg",
            "p@ss",
            "b%C3%BCcher.example",
            None,
            "/",
        ),
        ("http://u:p@h/", "u", "p", "h", None, "/"),
    ];
    for (input, user, password, host, port, path) in cases {
        let (r, repairs) =
            UriRef::parse_lenient(input).unwrap_or_else(|e| panic!("{input:?}: {e}"));
        assert_eq!(apply(input, &repairs), r.as_str());
        let (user_back, password_back) = (r.username_decoded(), r.password_decoded());
        assert_eq!(user_back.unwrap().as_deref(), Some(user), "{input:?}");
        assert_eq!(
            password_back.unwrap().as_deref(),
            Some(password),
            "{input:?}"
        );
        assert_eq!(
            (r.host_str(), r.port(), r.path().as_str()),
            (Some(host), port, path),
            "{input:?}"
        );
        // Every repair inside the userinfo is listed as one of the userinfo (or of a lone "%").
        let userinfo_end = input.rfind('@').unwrap();
        for repair in repairs.iter().filter(|x| x.index() < userinfo_end) {
            assert!(
                matches!(repair.rule(), Rule::Userinfo | Rule::PctEncoded),
                "{input:?}: {repair:?}"
            );
        }
        let shown = r.redacted().to_string();
        let text = r.as_str();
        let start = text.find("//").unwrap() + 2;
        let userinfo = r.userinfo().unwrap();
        let rest = &text[start + userinfo.len()..];
        let expected = format!(
            "{}{}:<redacted>{rest}",
            &text[..start],
            r.username().unwrap()
        );
        assert_eq!(shown, expected, "{input:?}");
        if password.len() > 2 {
            assert!(!shown.contains(password), "{shown}");
            assert!(!shown.contains(r.password().unwrap()), "{shown}");
        }
    }
    // A query and a fragment after the host are the reference's own.
    let (r, _) = UriRef::parse_lenient("postgres://app:p#ss@db/x?q#f").unwrap();
    assert_eq!((r.query(), r.fragment()), (Some("q"), Some("f")));
    // The repairs, for the example of the issue.
    let (r, repairs) = UriRef::parse_lenient("postgres://app:p@ss@db:5432/x").unwrap();
    assert_eq!(r.as_str(), "postgres://app:p%40ss@db:5432/x");
    assert_eq!(
        r.redacted().to_string(),
        "postgres://app:<redacted>@db:5432/x"
    );
    let got: Vec<_> = repairs
        .iter()
        .map(|r| (r.index(), r.found(), r.replacement()))
        .collect();
    assert_eq!(got, [(16, "@", "%40")]);
    // The IRI intake reads the same components, and keeps what an `iuserinfo` allows.
    let (r, _) = rfc3986::IriRef::parse_lenient("postgres://jörg:pä/ss@db/x").unwrap();
    assert_eq!(r.as_str(), "postgres://jörg:pä%2Fss@db/x");
    let password = r.password_decoded().unwrap();
    assert_eq!(password.as_deref(), Some("pä/ss"));
}

/// Where the text does not say, the intake reads it as RFC 3986 does, or refuses it; the choices it makes
/// are these.
#[test]
fn what_the_intake_cannot_tell() {
    // A valid reference is read as it is: `12` is a port, `/ss@db/x` a path.
    let (r, repairs) = UriRef::parse_lenient("http://u:12/ss@db/x").unwrap();
    assert_eq!(
        (r.host_str(), r.port(), r.path().as_str()),
        (Some("u"), Some("12"), "/ss@db/x")
    );
    assert!(repairs.is_empty());
    // So is an authority that is valid before a path that needs a repair.
    let (r, _) = UriRef::parse_lenient("http://u:12/s s@db/x").unwrap();
    assert_eq!(
        (r.host_str(), r.path().as_str()),
        (Some("u"), "/s%20s@db/x")
    );
    let (r, _) = UriRef::parse_lenient("http://u:p@q/x y@db").unwrap();
    assert_eq!((r.password(), r.host_str()), (Some("p"), Some("q")));
    // A password ends at the first "@" after which a host ends the authority: an "@" in the path stays there.
    let (r, _) = UriRef::parse_lenient("https://u:p/x@medium.com/@user/post").unwrap();
    assert_eq!(
        (r.host_str(), r.path().as_str()),
        (Some("medium.com"), "/@user/post")
    );
    // A port that is not a port before a later "@" reads as the start of a password.
    let (r, _) = UriRef::parse_lenient("http://h:8o/x@db").unwrap();
    assert_eq!(
        (r.username(), r.password(), r.host_str()),
        (Some("h"), Some("8o%2Fx"), Some("db"))
    );
    // Without a later "@", an empty host after it, or a user that is not a host either, it is an error.
    for input in [
        "http://h:8o/x",
        "http://u:p/x@/db",
        "http://u s:p/x@db",
        "http://[::1]:p/x@db",
    ] {
        assert!(UriRef::parse_lenient(input).is_err(), "{input:?}");
    }
    // A ":" in the user name cannot be told from the one before the password.
    let (r, _) = UriRef::parse_lenient("http://a:b:c@h/").unwrap();
    assert_eq!((r.username(), r.password()), (Some("a"), Some("b:c")));
}

/// A relative reference whose first segment has a ":" and whose text before the ":" cannot be a scheme
/// (RFC 3986 3.1) is a path, as browsers and url read it: the ":" is percent-encoded and listed. A text that
/// can be a scheme makes a URI, and a text that cannot before "://" stays an error (a broken scheme).
#[test]
fn a_colon_that_is_not_after_a_scheme() {
    let (r, repairs) = UriRef::parse_lenient("My_Chrome_Oven:_Generating_XUL").unwrap();
    assert_eq!(r.as_str(), "My_Chrome_Oven%3A_Generating_XUL");
    assert_eq!(r.scheme(), None);
    let got: Vec<_> = repairs
        .iter()
        .map(|r| (r.index(), r.found(), r.replacement(), r.rule()))
        .collect();
    assert_eq!(got, [(14, ":", "%3A", Rule::SegmentNzNc)]);
    for (input, output) in [
        ("a b:c", "a%20b%3Ac"),
        (":x", "%3Ax"),
        ("1a:b/c:d", "1a%3Ab/c:d"),
        ("Catégorie:Foo?x:y#z:w", "Cat%C3%A9gorie%3AFoo?x:y#z:w"),
        ("a_b:c", "a_b%3Ac"),
    ] {
        repaired(input, output);
    }
    for uri in ["mailto:x", "a+b.c-d:e", "C:/Windows"] {
        let (r, repairs) = UriRef::parse_lenient(uri).unwrap();
        assert!(r.scheme().is_some() && repairs.is_empty(), "{uri}");
    }
    for broken in ["ht tp://a/", "1http://a/", "\u{feff}ht tp://a/"] {
        assert!(UriRef::parse_lenient(broken).is_err(), "{broken:?}");
    }
    // A quote or a byte order mark before the scheme is a wrapper (RFC 3986 Appendix C), not the scheme's.
    for wrapped in ["\"http://a/", "\u{feff}http://a/"] {
        let (r, _) = UriRef::parse_lenient(wrapped).unwrap();
        assert_eq!(r.scheme(), Some("http"), "{wrapped:?}");
    }
    // A URI is asked for: the path is a relative reference, an error at the first character that a scheme
    // cannot hold.
    assert_eq!(
        Uri::parse_lenient("My_Chrome_Oven:_Generating_XUL")
            .unwrap_err()
            .index(),
        2
    );
    // The IRI intake, by `isegment-nz-nc`.
    let (r, repairs) = rfc3986::IriRef::parse_lenient("Catégorie:Foo").unwrap();
    assert_eq!(r.as_str(), "Catégorie%3AFoo");
    assert_eq!(repairs[0].rule(), Rule::IsegmentNzNc);
}

/// Characters of the generated credentials: no hex digit (so a `%` never begins a `pct-encoded`, which
/// decodes), no tab, CR or LF (which the intake removes), and in the user no ":" (which would end it) and no
/// "/", "?", "#", "[" or "]" (which would end the authority before the password can begin).
const USER: &str = "[g-zG-Z @%é!$&'()*+,;= \"<>^`{|}\u{1}]{0,8}";
const PASSWORD_NO_DELIMITER: &str = "[g-zG-Z @:%é!$&'()*+,;= \"<>^`{|}\\[\\]\u{1}п]";
const PASSWORD_NO_AT: &str = "[g-zG-Z :%é!$&'()*+,;= \"<>^`{|}\\[\\]\u{1}п]";

/// A password: any of those characters and "@", or, with "/", "?" or "#" in it, an "@" in none of its parts.
/// The rest is what no reading can tell apart: `user:12/x` is a valid authority and a path, `user:p@h/x` a
/// userinfo, a host and a path, and after a "/" an "@" followed by a host ends a password.
fn password() -> impl Strategy<Value = String> {
    let plain = proptest::string::string_regex(&format!("{PASSWORD_NO_DELIMITER}{{0,8}}")).unwrap();
    let head = proptest::string::string_regex(&format!("{PASSWORD_NO_AT}{{1,5}}")).unwrap();
    let tail = proptest::string::string_regex(&format!("({PASSWORD_NO_AT}|[/?#]){{0,6}}")).unwrap();
    prop_oneof![
        plain,
        (head, "[/?#]", tail).prop_map(|(head, delimiter, tail)| head + &delimiter + &tail),
    ]
}

fn host() -> impl Strategy<Value = String> {
    prop_oneof![
        proptest::string::string_regex("[a-z0-9]([a-z0-9-]{0,5}[a-z0-9])?(\\.[a-z]{1,4}){0,2}")
            .unwrap(),
        proptest::string::string_regex("[a-zé例ü]{1,6}\\.example").unwrap(),
        Just(String::from("[::1]")),
        Just(String::from("[2001:db8::7]")),
        Just(String::from("[v7.x:y]")),
    ]
}

/// Whether `name` is a host that the intake repairs (its characters outside ASCII percent-encoded) rather
/// than refuses.
fn repairable_host(name: &str) -> bool {
    name.chars()
        .all(|c| !c.is_ascii() || c.is_ascii_alphanumeric() || "-._~!$&'()*+,;=".contains(c))
}

proptest! {
    /// The lenient intake never moves text from one component into another: the user, the password, the host
    /// and the port of the repaired reference decode to what was generated, or the intake refuses the
    /// input; and `redacted()` shows none of the password. A refusal happens only where no reading says
    /// where the password ends: a password with a "/", "?" or "#" after a user whose part after its last "@"
    /// is not a host (`a b:p/x@h` may be the host `a b`).
    #[test]
    fn credentials_stay_in_their_components(
        user in proptest::string::string_regex(USER).unwrap(),
        password in password(),
        host in host(),
        port in proptest::option::of("[0-9]{0,5}"),
        iri in any::<bool>(),
    ) {
        let port_text = port.as_deref().map(|p| format!(":{p}")).unwrap_or_default();
        let input = format!("postgres://{user}:{password}@{host}{port_text}/db");
        macro_rules! check {
            ($result:expr) => {
                match $result {
                    Ok((r, repairs)) => {
                        prop_assert_eq!(apply(&input, &repairs), r.as_str());
                        let user_back = r.username_decoded().unwrap();
                        let password_back = r.password_decoded().unwrap();
                        prop_assert_eq!(user_back.as_deref(), Some(user.as_str()));
                        prop_assert_eq!(password_back.as_deref(), Some(password.as_str()));
                        let host_back = rfc3986::percent::decode_utf8(r.host_str().unwrap()).unwrap();
                        prop_assert_eq!(host_back.as_ref(), host.as_str());
                        prop_assert_eq!(r.port(), port.as_deref());
                        prop_assert_eq!((r.path().as_str(), r.query(), r.fragment()), ("/db", None, None));
                        let expected = format!(
                            "postgres://{}:<redacted>@{}{port_text}/db",
                            r.username().unwrap(),
                            r.host_str().unwrap()
                        );
                        prop_assert_eq!(r.redacted().to_string(), expected);
                    }
                    Err(err) => {
                        let after_last_at = user.rsplit('@').next().unwrap_or_default();
                        prop_assert!(
                            password.contains(['/', '?', '#']) && !repairable_host(after_last_at),
                            "{:?} refused: {}", input, err
                        );
                    }
                }
            };
        }
        if iri {
            check!(rfc3986::IriRef::parse_lenient(&input));
        } else {
            check!(UriRef::parse_lenient(&input));
        }
    }
}

/// `join_lenient`: the lenient intake of an href and the strict resolution against the page, the repairs'
/// indices into the href; what `parse_lenient` refuses, it refuses.
#[test]
fn join_lenient_resolves_the_repaired_reference() {
    use rfc3986::{Iri, IriRef};
    let page = Uri::parse("https://example.com/a/b/c").unwrap();
    for href in [
        "../d e?f|g#h i",
        " //other.example/x y\n",
        "My_Chrome_Oven:_Generating_XUL",
        "g",
        "postgres://app:p@ss@db:5432/x",
        "#frag ment",
        "",
    ] {
        let (target, repairs) = page.join_lenient(href).unwrap();
        let (reference, same) = UriRef::parse_lenient(href).unwrap();
        assert_eq!(repairs, same, "{href:?}");
        assert_eq!(target, page.resolve(&reference), "{href:?}");
        assert_eq!(apply(href, &repairs), reference.as_str());
        if repairs.is_empty() {
            assert_eq!(Ok(target), page.join(href));
        }
    }
    for href in ["http://exa mple.com/", "http://h:8o/", "\"http://a:b/"] {
        assert_eq!(
            page.join_lenient(href).unwrap_err(),
            UriRef::parse_lenient(href).unwrap_err()
        );
    }
    let page = Iri::parse("https://例子.测试/a/b").unwrap();
    let (target, repairs) = page.join_lenient("ü ö").unwrap();
    assert_eq!(target, "https://例子.测试/a/ü%20ö");
    let (reference, _) = IriRef::parse_lenient("ü ö").unwrap();
    assert_eq!((target, repairs.len()), (page.resolve(&reference), 1));
}

/// The repairs of `input` as (index, found, kind), and the repaired reference.
fn kinds(input: &str) -> (String, Vec<(usize, String, RepairKind)>) {
    let (r, repairs) = UriRef::parse_lenient(input).unwrap();
    assert_eq!(apply(input, &repairs), r.as_str(), "{input:?}");
    let list = repairs
        .iter()
        .map(|r| (r.index(), r.found().to_owned(), r.kind()))
        .collect();
    (r.as_str().to_owned(), list)
}

/// RFC 3986 Appendix C: "These wrappers do not form part of the URI", and whitespace that breaks a long URI
/// across lines "should be ignored when the URI is extracted".
#[test]
fn the_wrappers_of_appendix_c() {
    use RepairKind::{ByteOrderMark, Delimiter, PercentEncoded, UnpairedDelimiter, Whitespace};
    let own = |s: &str| s.to_owned();
    // The Appendix's own three, as its paragraph delimits them.
    assert_eq!(
        kinds("\"http://www.w3.org/Addressing/\""),
        (
            own("http://www.w3.org/Addressing/"),
            vec![(0, own("\""), Delimiter), (30, own("\""), Delimiter)]
        )
    );
    assert_eq!(
        kinds("<ftp://foo.example.\ncom/rfc/>"),
        (
            own("ftp://foo.example.com/rfc/"),
            vec![
                (0, own("<"), Delimiter),
                (19, own("\n"), Whitespace),
                (28, own(">"), Delimiter)
            ]
        )
    );
    assert_eq!(
        kinds("<http://www.ics.uci.edu/pub/\n      ietf/uri/historical.html#WARNING>").0,
        "http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING"
    );
    // The older prefix, in any case, with or without a space; not a scheme that happens to be "url".
    assert_eq!(
        kinds("<URL:http://www.w3.org/Addressing/>"),
        (
            own("http://www.w3.org/Addressing/"),
            vec![(0, own("<URL:"), Delimiter), (34, own(">"), Delimiter)]
        )
    );
    assert_eq!(kinds("<url: http://a/>").0, "http://a/");
    assert_eq!(kinds("<url:x>").0, "url:x");
    assert_eq!(kinds("URL:http://a/ b").0, "URL:http://a/%20b");
    // A delimiter whose partner was lost when the text was cut at whitespace.
    assert_eq!(
        kinds("\"http://vim.wikia.com/wiki/Copy"),
        (
            own("http://vim.wikia.com/wiki/Copy"),
            vec![(0, own("\""), UnpairedDelimiter)]
        )
    );
    assert_eq!(
        kinds("http://a/b>"),
        (own("http://a/b"), vec![(10, own(">"), UnpairedDelimiter)])
    );
    assert_eq!(
        kinds("<http://a/b\""),
        (
            own("http://a/b"),
            vec![
                (0, own("<"), UnpairedDelimiter),
                (11, own("\""), UnpairedDelimiter)
            ]
        )
    );
    // A byte order mark, as a file written by a text editor begins.
    assert_eq!(
        kinds("\u{feff}http://a/ b"),
        (
            own("http://a/%20b"),
            vec![
                (0, own("\u{feff}"), ByteOrderMark),
                (12, own(" "), PercentEncoded)
            ]
        )
    );
    assert_eq!(kinds(" \u{feff} <http://a/>\n").0, "http://a/");
    // Whitespace: within delimiters all of it goes; bare, a line break with the blanks around it, and a
    // space elsewhere is data. A hyphen before a break stays (it may be the URI's).
    assert_eq!(kinds("\"http://a/b c\"").0, "http://a/bc");
    assert_eq!(kinds("< http://a/b\tc >").0, "http://a/bc");
    assert_eq!(
        kinds("http://a/very-\n   long"),
        (
            own("http://a/very-long"),
            vec![(14, own("\n   "), Whitespace)]
        )
    );
    assert_eq!(kinds("http://a/b  \r\n  c d").0, "http://a/bc%20d");
    assert_eq!(kinds("/a \t b").0, "/a%20%20b");
    // Delimiters inside stay data, percent-encoded; an empty pair is the empty reference.
    assert_eq!(kinds("<a<b>").0, "a%3Cb");
    assert_eq!(kinds("\"a\"b\"").0, "a%22b");
    assert_eq!(kinds("\"\"").0, "");
    assert_eq!(kinds("\"").0, "");
    // Errors stand at the input's byte, past the delimiters.
    let input = "\"http://host:8o/\"";
    let err = UriRef::parse_lenient(input).unwrap_err();
    let strict = UriRef::parse("http://host:8o/").unwrap_err();
    assert_eq!(err.index(), strict.index() + 1);
    let input = "<http://exa mple.com/>";
    assert_eq!(kinds(input).0, "http://example.com/");
    let input = "\"http://exa mple.com/";
    let err = UriRef::parse_lenient(input).unwrap_err();
    assert_eq!(err.index(), 11);
}

/// A valid reference, as generated.
fn reference() -> impl Strategy<Value = String> {
    proptest::string::string_regex(r"([a-z][a-z0-9+.-]{0,4}:)?(//[a-z0-9.:@%]{0,8})?[/a-z0-9.:@%!$&'()*+,;=-]{0,16}(\?[/?a-z0-9=&]{0,8})?(#[/?a-z0-9]{0,8})?")
        .unwrap()
        .prop_filter("a valid reference", |s| UriRef::parse(s).is_ok())
}

proptest! {
    /// Wrapping a valid reference as Appendix C describes (delimiters, the older prefix, a byte order mark,
    /// line breaks within angle brackets) and taking it through the intake gives back the reference with the
    /// same components.
    #[test]
    fn stripping_the_wrappers_keeps_the_components(
        original in reference(),
        wrapper in 0..6usize,
        breaks in proptest::collection::vec(0..64usize, 0..3),
        bom in any::<bool>(),
    ) {
        let mut inner = original.clone();
        if wrapper == 1 {
            // Line breaks within angle brackets, at character boundaries.
            let mut at: Vec<usize> = breaks.iter().map(|b| b % (inner.len() + 1)).collect();
            at.sort_unstable();
            at.dedup();
            for i in at.into_iter().rev() {
                inner.insert_str(i, "\n   ");
            }
        }
        let has_scheme = Uri::parse(&original).is_ok();
        // `<url:x:y>` is ambiguous: the prefix `URL:` or the scheme "url"; the generator leaves it out.
        let url_scheme = original.to_ascii_lowercase().starts_with("url:");
        let wrapped = match wrapper {
            0 => format!("<{inner}>"),
            1 => format!("<{inner}>"),
            2 => format!("\"{inner}\""),
            3 if has_scheme => format!("<URL:{inner}>"),
            4 => format!("\"{inner}"),
            _ => format!("{inner}>"),
        };
        prop_assume!(!(url_scheme && wrapper <= 1));
        let wrapped = if bom { format!("\u{feff}{wrapped}") } else { wrapped };
        let (r, repairs) = UriRef::parse_lenient(&wrapped).unwrap();
        let strict = UriRef::parse(&original).unwrap();
        prop_assert_eq!(r.as_str(), original.as_str());
        prop_assert_eq!(
            (r.scheme(), r.authority(), r.path(), r.query(), r.fragment()),
            (strict.scheme(), strict.authority(), strict.path(), strict.query(), strict.fragment())
        );
        prop_assert_eq!(apply(&wrapped, &repairs), r.as_str());
        prop_assert!(repairs.iter().all(|r| r.kind() != RepairKind::PercentEncoded));
    }
}

/// The lenient intake's errors never offer the intake as a remedy, and a host it refuses is named in plain
/// words (issue 46).
#[test]
fn the_intake_never_suggests_itself() {
    for input in [
        "http://exa mple.com/",
        "\"http://exa mple.com/",
        "http://a:8o/",
        "ht tp://a/",
        "http://[::1/x y",
        "http://h:x/%zz",
        "http://a b@c d/",
    ] {
        let err = UriRef::parse_lenient(input).unwrap_err();
        let shown = err.render(input).to_string();
        assert!(!shown.contains("lenient"), "{input}: {shown}");
        let err = Uri::parse_lenient(input).unwrap_err();
        assert!(
            !err.render(input).to_string().contains("lenient"),
            "{input}"
        );
    }
    let input = "http://exa mple.com/";
    let shown = UriRef::parse_lenient(input)
        .unwrap_err()
        .render(input)
        .to_string();
    assert!(
        shown.contains("the host \"exa mple.com\" cannot contain \" \" (space): no resolver can"),
        "{shown}"
    );
    // After the strict parser, a program's own lenient mode is still offered.
    let shown = UriRef::parse("http://a/b c")
        .unwrap_err()
        .render("http://a/b c")
        .remedies("mytool --lenient", "--iri")
        .to_string();
    assert!(shown.contains("mytool --lenient"), "{shown}");
    // After the lenient intake, not even a program's own lenient mode.
    let input = "http://a:8o/b c";
    let shown = UriRef::parse_lenient(input)
        .unwrap_err()
        .render(input)
        .remedies("mytool --lenient", "--iri")
        .to_string();
    assert!(!shown.contains("mytool --lenient"), "{shown}");
}

/// `join_lenient` against a base of a special scheme of the URL Standard reads a `\` in the path as `/`, as
/// browsers do; elsewhere, and where that would turn a path into an authority, it stays `%5C` (issue 46).
#[test]
fn backslashes_in_special_schemes() {
    use rfc3986::Iri;
    let page = Uri::parse("https://example.com/docs/guide/").unwrap();
    let (target, repairs) = page.join_lenient("..\\api\\index.md").unwrap();
    assert_eq!(target, "https://example.com/docs/api/index.md");
    assert_eq!(repairs.len(), 2);
    assert!(
        repairs
            .iter()
            .all(|r| r.kind() == RepairKind::Backslash && r.found() == "\\")
    );
    assert_eq!(apply("..\\api\\index.md", &repairs), "../api/index.md");
    // Runs of them are one repair; the query and the fragment keep theirs as data.
    let (target, repairs) = page.join_lenient("a\\\\b?c\\d#e\\f").unwrap();
    assert_eq!(target, "https://example.com/docs/guide/a//b?c%5Cd#e%5Cf");
    assert_eq!(repairs[0].found(), "\\\\");
    // A reference with a special scheme of its own, and one with another scheme.
    let (target, _) = page.join_lenient("http://h/a\\b").unwrap();
    assert_eq!(target, "http://h/a/b");
    let (target, _) = page.join_lenient("foo:a\\b").unwrap();
    assert_eq!(target, "foo:a%5Cb");
    // Never a host out of a path: "/\evil.example" would be "//evil.example".
    let (target, _) = page.join_lenient("/\\evil.example/x").unwrap();
    assert_eq!(target, "https://example.com/%5Cevil.example/x");
    let (target, _) = page.join_lenient("\\\\evil.example\\x").unwrap();
    assert_eq!(
        target,
        "https://example.com/docs/guide/%5C%5Cevil.example/x"
    );
    // Other bases, and parse_lenient alone, keep "\" as data.
    for base in ["urn:example:a", "mailto:x@y", "git://h/r/"] {
        let (target, repairs) = Uri::parse(base).unwrap().join_lenient("a\\b").unwrap();
        assert!(target.as_str().contains("a%5Cb"), "{base}: {target}");
        assert_eq!(repairs[0].kind(), RepairKind::PercentEncoded);
    }
    assert_eq!(
        UriRef::parse_lenient("..\\api").unwrap().0.as_str(),
        "..%5Capi"
    );
    // Any case of the scheme; and IRIs.
    let (target, _) = Uri::parse("FILE:///c:/dir/")
        .unwrap()
        .join_lenient("sub\\f.txt")
        .unwrap();
    assert_eq!(target, "FILE:///c:/dir/sub/f.txt");
    let iri = Iri::parse("http://例子.测试/a/").unwrap();
    assert_eq!(
        iri.join_lenient("b\\ü").unwrap().0,
        "http://例子.测试/a/b/ü"
    );
}
