//! Hostile input: shapes that make parsers disagree about the host (the root of SSRF-filter and
//! open-redirect bypasses), control characters, over-long ports and huge inputs. Each one either fails with
//! the index where the RFC's grammar stops matching, or gives exactly the split of RFC 3986 3.2: the
//! authority ends at the first `/`, `?` or `#` (3.2), the userinfo is everything before the one `@` it may
//! be followed by (3.2.1, `userinfo` has no `@`), and the port is the digits after the last `:` (3.2.3).

use rfc3986::{EditError, Host, ParseError, Rule, Uri, UriRef};

/// `input` is a reference whose authority splits into this userinfo, host text and port.
#[track_caller]
fn splits(input: &str, userinfo: Option<&str>, host: &str, port: Option<&str>) {
    let r = UriRef::parse(input).unwrap_or_else(|e| panic!("{input:?}: {e}"));
    assert_eq!(r.userinfo(), userinfo, "userinfo of {input:?}");
    assert_eq!(r.host_str(), Some(host), "host of {input:?}");
    assert_eq!(r.port(), port, "port of {input:?}");
    assert_eq!(r.to_string(), input);
}

/// `input` is not a URI reference; the grammar stops matching at byte `index`.
#[track_caller]
fn fails_at(input: &str, index: usize) -> ParseError {
    // A huge input is named by its length and its ends, not printed whole.
    let shown = match input.char_indices().nth(80) {
        Some((cut, _)) => format!("{:?}... ({} bytes)", &input[..cut], input.len()),
        None => format!("{input:?}"),
    };
    match UriRef::parse(input) {
        Ok(r) => panic!("{shown} parsed: {}", r.as_str().len()),
        Err(e) => {
            assert_eq!(e.index(), index, "{shown}: {e}");
            e
        }
    }
}

#[test]
fn at_signs_cannot_move_the_host() {
    // userinfo has no "@", and reg-name neither: a second "@" ends the match.
    fails_at("http://a@b@c", 10);
    fails_at("http://user:pass@evil.com@good.com", 25);
    // "\" is not a URI character at all (2.2, 2.3): no browser-style reading as "/".
    fails_at("http://a\\@b", 8);
    fails_at("http://evil.com\\@good.com", 15);
    fails_at("http:\\\\evil.com", 5);
    // An IP-literal is a whole host, never a userinfo ("[" is not in userinfo).
    fails_at("http://[::1]@evil", 12);
    fails_at("http://[v1.evil]@good", 16);
    // Percent-encoding hides nothing: "%2F" and "%40" are data inside the userinfo or host (2.1, 2.4).
    splits("http://evil%2F@good", Some("evil%2F"), "good", None);
    splits("http://evil%2F%40@good", Some("evil%2F%40"), "good", None);
    splits("http://a%40b@c", Some("a%40b"), "c", None);
    splits("http://b%40c", None, "b%40c", None);
    // The host is what follows the "@", whatever the userinfo looks like (3.2.1).
    splits(
        "http://good.com:80@evil.com",
        Some("good.com:80"),
        "evil.com",
        None,
    );
    splits(
        "http://good.com:@evil.com",
        Some("good.com:"),
        "evil.com",
        None,
    );
    splits("http://@evil.com", Some(""), "evil.com", None);
    splits("http://:@evil.com:", Some(":"), "evil.com", Some(""));
}

#[test]
fn delimiters_end_the_authority() {
    // The authority ends at the first "/", "?" or "#" (3.2): what follows is path, query or fragment.
    let r = UriRef::parse("http://good.com#@evil.com").unwrap();
    assert_eq!(r.host_str(), Some("good.com"));
    assert_eq!(r.userinfo(), None);
    assert_eq!(r.fragment(), Some("@evil.com"));
    let r = UriRef::parse("http://good.com?@evil.com").unwrap();
    assert_eq!(r.host_str(), Some("good.com"));
    assert_eq!(r.query(), Some("@evil.com"));
    let r = UriRef::parse("http://good.com/@evil.com").unwrap();
    assert_eq!(r.host_str(), Some("good.com"));
    assert_eq!(r.path().as_str(), "/@evil.com");
    // Without "//" there is no authority, however much the path looks like a host (3).
    let r = UriRef::parse("http:evil.com").unwrap();
    assert_eq!(r.host(), None);
    assert_eq!(r.path().as_str(), "evil.com");
    // With "///" the authority is there and empty (3.2.2: reg-name may be empty).
    let r = UriRef::parse("http:///evil.com").unwrap();
    assert_eq!(r.host(), Some(Host::RegName("")));
    assert_eq!(r.path().as_str(), "/evil.com");
    let r = UriRef::parse("///evil.com").unwrap();
    assert_eq!(r.host_str(), Some(""));
    // A network-path reference has a host and no scheme (4.2).
    let r = UriRef::parse("//evil.com/a").unwrap();
    assert_eq!((r.scheme(), r.host_str()), (None, Some("evil.com")));
}

#[test]
fn control_characters_and_spaces_are_errors_where_they_stand() {
    fails_at("http://a\0b/", 8);
    fails_at("http://good.com\0.evil.com/", 15);
    fails_at("http://good.com\r\nHost: evil.com", 15);
    fails_at("http://a/\r\n", 9);
    fails_at("http://a\tb", 8);
    fails_at("http://a b", 8);
    fails_at(" http://a", 0);
    fails_at("http://a ", 8);
    fails_at("\thttp://a", 0);
    fails_at("http://a/\u{7f}", 9);
    // Non-ASCII is not URI syntax (2): a look-alike letter or a fullwidth dot fails where it starts.
    fails_at("http://ex\u{0430}mple.com/", 9);
    fails_at("http://evil\u{FF0E}com/", 11);
    fails_at("http://evil.com\u{2044}good.com", 15);
}

#[test]
fn ports_are_digits_of_any_length() {
    // port = *DIGIT (3.2.3): any number of digits is a port; the u16 is there only when it fits.
    let long = format!("http://a:{}/", "9".repeat(100_000));
    let r = UriRef::parse(&long).unwrap();
    assert_eq!(r.port().map(str::len), Some(100_000));
    assert_eq!(r.port_u16(), None);
    splits("http://a:65536", None, "a", Some("65536"));
    assert_eq!(UriRef::parse("http://a:65536").unwrap().port_u16(), None);
    assert_eq!(
        UriRef::parse("http://a:0000000000080").unwrap().port_u16(),
        Some(80)
    );
    assert_eq!(
        UriRef::parse("http://a:18446744073709551696")
            .unwrap()
            .port_u16(),
        None
    );
    // A port that is not only digits is refused, but the text before it reads on as a userinfo
    // (`a:80x@h` is an authority): the input is the start of a valid reference up to its end.
    fails_at("http://a:8080:80", 16);
    fails_at("http://a:80x", 12);
    fails_at("http://a:-1", 11);
    fails_at("http://a:+80", 12);
    fails_at("http://a:80x/", 12);
    fails_at("http://a: 80", 9);
}

#[test]
fn encoded_dots_and_numbers_make_registered_names() {
    // A host is an IPv4address only when the whole of it is four dec-octets written in digits (3.2.2).
    let kind = |s: &str| UriRef::parse(s).unwrap().host().unwrap().kind().rule();
    assert_eq!(kind("http://127.0.0.1/"), Rule::Ipv4Address);
    for input in [
        "http://127%2E0%2E0%2E1/",
        "http://127.0.0.1%2e/",
        "http://%2e%2e/",
        "http://0x7f.1/",
        "http://2130706433/",
        "http://127.1/",
        "http://127.0.0.01/",
        "http://1.2.3.4.5/",
        "http://evil.com%00.good.com/",
    ] {
        assert_eq!(kind(input), Rule::RegName, "{input}");
    }
    // A zone identifier (RFC 6874) is not RFC 3986 syntax; "%25" cannot smuggle one in: the error is at
    // the "%".
    fails_at("http://[::1%25eth0]/", 11);
    fails_at("http://[::1]%2F@evil", 12);
}

/// A few MiB of each shape: valid ones split as the RFC says, invalid ones fail at the byte that breaks
/// them, and nothing panics or overflows.
#[test]
fn huge_inputs() {
    const N: usize = 2 * 1024 * 1024;
    let r = UriRef::parse(&format!("http://{}@good.com/", "u".repeat(N))).unwrap();
    assert_eq!(r.host_str(), Some("good.com"));
    assert_eq!(r.userinfo().map(str::len), Some(N));
    let r = UriRef::parse(&format!("http://good.com/{}", "a/".repeat(N / 2))).unwrap();
    assert_eq!(r.path().segments().count(), N / 2 + 2);
    let r = UriRef::parse(&format!("//{}", "x".repeat(N))).unwrap();
    assert_eq!(r.host_str().map(str::len), Some(N));
    fails_at(&format!("http://{}\0", "x".repeat(N)), 7 + N);
    fails_at(&format!("http://{}", "@".repeat(N)), 8);
    fails_at(&format!("http://{}", "[".repeat(N)), 8);
    // "http://a/%" is the start of "http://a/%25": the index is past the first "%", at any length.
    fails_at(&format!("http://a/{}", "%".repeat(N)), 10);
    fails_at(
        &format!("http://a/?{}#{}#", "q".repeat(N), "f".repeat(N)),
        11 + 2 * N,
    );
}

/// The inputs above, on a thread with a 64 KiB stack: the grammar is not recursive, so depth does not
/// grow with the input.
#[test]
fn hostile_inputs_parse_on_a_64_kib_stack() {
    let inputs = [
        "http://a@b@c".to_owned(),
        "http://[::1]@evil".to_owned(),
        "http://[::1%25eth0]/".to_owned(),
        format!("http://{}", "[".repeat(1 << 20)),
        format!("http://a:{}", "9".repeat(1 << 20)),
        format!(
            "http://{}@good.com/{}",
            "u:".repeat(1 << 19),
            "%41/".repeat(1 << 18)
        ),
        format!("{}:", "a".repeat(1 << 20)),
        "../".repeat(1 << 19),
    ];
    let results = std::thread::Builder::new()
        .stack_size(64 * 1024)
        .spawn(move || {
            inputs
                .iter()
                .map(|s| {
                    UriRef::parse(s)
                        .map(|r| r.host_str().map(str::len))
                        .map_err(|e| e.index())
                })
                .collect::<Vec<_>>()
        })
        .unwrap()
        .join()
        .expect("no stack overflow");
    assert_eq!(
        results,
        [
            Err(10),
            Err(12),
            Err(11),
            Err(8),
            Ok(Some(1)),
            Ok(Some(8)),
            Ok(None),
            Ok(None)
        ]
    );
}

/// A password in a userinfo (deprecated by 3.2.1, but people write them) never shows up in an error message
/// or in `Debug`.
#[test]
fn passwords_stay_out_of_errors_and_debug() {
    let secret = "hunter2hunter2";
    for input in [
        "http://user:hunter2hunter2@evil.com@good.com",
        "http://user:hunter2hunter2@good.com:80x/",
        "http://user:hunter2hunter2@good com/",
        "http://user:hunter2hunter2@[::1/",
        "http://user:hunter2hunter2\0@good.com/",
        "//user:hunter2hunter2@good.com/%zz",
    ] {
        let e = UriRef::parse(input).unwrap_err();
        assert!(!e.to_string().contains(secret), "{e}");
        assert!(!format!("{e:?}").contains(secret), "{e:?}");
        let e = Rule::Uri.check(input).unwrap_err();
        assert!(!e.to_string().contains(secret), "{e}");
    }
    for input in [
        "http://user:hunter2hunter2@good.com/",
        "//:hunter2hunter2@good.com",
        "http://user:hunter2hunter2:more@good.com:8080/p?q#f",
    ] {
        let r = UriRef::parse(input).unwrap();
        assert!(r.userinfo().unwrap().contains(secret));
        let debug = format!("{r:?} {:?}", r.authority().unwrap());
        assert!(!debug.contains(secret), "{debug}");
        assert!(debug.contains(":<redacted>"), "{debug}");
    }
}

/// Found by the `normalize` and `resolve` fuzz targets: the search for where an invalid input really stops
/// matching looked at a window of 64 bytes after pest's index, and sliced the input at its end even when that
/// fell inside a multi-byte character. Every alignment of 2-, 3- and 4-byte characters against that end.
#[test]
fn multi_byte_characters_after_an_error_do_not_panic() {
    for prefix in ["mailto:?qu", "//[1x", "http://a/b", ""] {
        for c in ['é', '\u{FFFD}', '𝄞'] {
            for pad in 0..4 {
                let input = format!("{prefix}{}{}", "x".repeat(pad), c.to_string().repeat(40));
                let err = UriRef::parse(&input).expect_err("non-ASCII is no URI character");
                assert!(input.is_char_boundary(err.index()), "{input:?}: {err}");
                assert!(Rule::UriReference.check(&input).is_err());
            }
        }
    }
}

/// `reference` resolved against `http://good.com/a/b` has this userinfo, host text and path (5.2.2: a
/// reference with an authority brings its own, split as 3.2 says).
#[track_caller]
fn resolves_to(reference: &str, userinfo: Option<&str>, host: &str, path: &str) {
    let base = Uri::parse("http://good.com/a/b").unwrap();
    let r = UriRef::parse(reference).unwrap_or_else(|e| panic!("{reference:?}: {e}"));
    let t = base.resolve(&r);
    assert_eq!(t.userinfo(), userinfo, "{reference:?} gives {t}");
    assert_eq!(t.host_str(), Some(host), "{reference:?} gives {t}");
    assert_eq!(t.path().as_str(), path, "{reference:?} gives {t}");
    // The string says the same to a parser that reads it again.
    let again = Uri::parse(t.as_str()).unwrap();
    assert_eq!((again.userinfo(), again.host_str()), (userinfo, Some(host)));
}

#[test]
fn resolution_gives_the_host_the_rfc_gives() {
    // A network-path reference replaces the authority (4.2, 5.2.2): that is the RFC's answer, not a trick.
    resolves_to("//evil.com", None, "evil.com", "");
    resolves_to("//evil.com/x", None, "evil.com", "/x");
    resolves_to("//evil.com@good", Some("evil.com"), "good", "");
    resolves_to("//good.com#@evil.com", None, "good.com", "");
    // An empty authority, and the rest is path: "evil.com" is no host here.
    resolves_to("///evil.com", None, "", "/evil.com");
    // Without "//" there is no authority, whatever the path looks like: the base's host stays.
    resolves_to("/evil.com", None, "good.com", "/evil.com");
    resolves_to("evil.com", None, "good.com", "/a/evil.com");
    resolves_to(".//evil.com", None, "good.com", "/a//evil.com");
    resolves_to("/.//evil.com", None, "good.com", "//evil.com");
    resolves_to("../../..//evil.com", None, "good.com", "//evil.com");
    // A first segment with ":" is a scheme: the reference is a URI of its own, with no host at all.
    let base = Uri::parse("http://good.com/a/b").unwrap();
    let t = base.resolve(&UriRef::parse("evil.com:80").unwrap());
    assert_eq!((t.scheme(), t.host_str()), ("evil.com", None));
    // Against a base without authority, a path that starts with "//" is written "/.//" so that it cannot
    // be read as one (src/ops/resolve.rs, deviations).
    for base in ["foo:/a", "foo:a/b"] {
        let base = Uri::parse(base).unwrap();
        for reference in [".//evil.com", "/.//evil.com", "../..//evil.com"] {
            let t = base.resolve(&UriRef::parse(reference).unwrap());
            assert_eq!(t.host_str(), None, "{reference:?} gives {t}");
            assert_eq!(Uri::parse(t.as_str()).unwrap().host_str(), None, "{t}");
            assert!(!t.as_str().starts_with("foo://"), "{reference:?} gives {t}");
        }
    }
    // Backslashes are no URI characters (2): these shapes are errors, never a host.
    fails_at(r"\\evil.com", 0);
    fails_at(r"/\evil.com", 1);
    fails_at(r"\/evil.com", 0);
    fails_at(r"http:\\evil.com", 5);
}

/// `result` is the error of a setter given a value that does not match `rule`, and the message names it.
#[track_caller]
fn refused(result: Result<(), EditError>, rule: Rule, value: &str) {
    let err = result.expect_err(value);
    assert_eq!(err.rule(), rule, "{value:?}: {err}");
    assert!(err.to_string().contains(rule.as_str()), "{value:?}: {err}");
    assert!(
        err.index().is_some_and(|i| i <= value.len()),
        "{value:?}: {err}"
    );
}

#[test]
fn setters_refuse_host_confusion() {
    let original = UriRef::parse("http://good.com/a?q#f").unwrap();
    let mut r = original.clone();
    for value in [
        "evil@good",
        "a/b",
        "good#@evil",
        "[::1]@evil",
        "good?@evil",
        "a:1",
        "[::1",
    ] {
        refused(r.set_host_str(value), Rule::Host, value);
        refused(r.set_host(Host::RegName(value)), Rule::RegName, value);
    }
    for value in ["evil@good", "a/b", "good#@evil", "[::1]@evil"] {
        refused(r.set_userinfo(value), Rule::Userinfo, value);
    }
    for value in ["80@evil", "80/x", "1#", "-1"] {
        refused(r.set_port(value), Rule::Port, value);
    }
    refused(r.set_query("a#@evil"), Rule::Query, "a#@evil");
    refused(r.set_path("/a?b"), Rule::Path, "/a?b");
    // A path cannot bring an authority along: after one it is only a path, and without one it is refused.
    let mut with_path = original.clone();
    with_path.set_path("//evil.com").unwrap();
    assert_eq!(with_path.as_str(), "http://good.com//evil.com?q#f");
    assert_eq!(with_path.host_str(), Some("good.com"));
    let mut without = UriRef::parse("http:/a").unwrap();
    let err = without.set_path("//evil.com").unwrap_err();
    assert_eq!(err.rule(), Rule::PathAbsolute);
    assert!(err.to_string().contains("path-absolute"), "{err}");
    // Controls and spaces, wherever they stand.
    for bad in ["\0", "\r", "\n", "\r\n", " ", "\t"] {
        for value in [
            format!("{bad}good"),
            format!("go{bad}od"),
            format!("good{bad}"),
        ] {
            refused(r.set_host_str(&value), Rule::Host, &value);
            refused(r.set_userinfo(&value), Rule::Userinfo, &value);
            refused(
                r.set_path(&format!("/{value}")),
                Rule::Path,
                &format!("/{value}"),
            );
            refused(r.set_query(&value), Rule::Query, &value);
            refused(r.set_fragment(&value), Rule::Fragment, &value);
        }
        refused(
            r.set_port(&format!("80{bad}")),
            Rule::Port,
            &format!("80{bad}"),
        );
    }
    // Nothing of it took.
    assert_eq!(r, original);
    assert_eq!(r.host_str(), Some("good.com"));
}
