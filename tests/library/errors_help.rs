//! Errors that help (issue 11): each error names the character at its index, expects only rules that could
//! go on there, and its rendering hints at the fix for the common mistakes without ever suggesting a
//! control character.

use rfc3986::{IriRef, ParseError, Rule, Uri, UriRef};

fn err(input: &str) -> ParseError {
    UriRef::parse(input).unwrap_err()
}

fn rendered(input: &str) -> String {
    err(input).render(input).to_string()
}

#[test]
fn the_character_at_the_index_is_named() {
    let cases = [
        ("http://exa mple.com", Some(' '), "unexpected \" \" (space)"),
        ("http://é.com", Some('é'), "unexpected \"é\" (U+00E9)"),
        ("a\tb", Some('\t'), "unexpected \"\\t\" (tab)"),
        ("a\rb", Some('\r'), "unexpected \"\\r\" (carriage return)"),
        ("a\nb", Some('\n'), "unexpected \"\\n\" (line feed)"),
        (
            "a\u{1}b",
            Some('\u{1}'),
            "unexpected \"\\u{1}\" (U+0001, a control character)",
        ),
        (
            "a\u{7f}b",
            Some('\u{7f}'),
            "unexpected \"\\u{7f}\" (U+007F, DEL)",
        ),
        (
            "a\u{200B}b",
            Some('\u{200B}'),
            "unexpected \"\\u{200b}\" (U+200B)",
        ),
        ("a|b", Some('|'), "unexpected \"|\""),
        // `h:80a` reads on as a userinfo (`h:80a@x`): the "/" is where it stops being one.
        ("http://h:80a/", Some('/'), "unexpected \"/\""),
    ];
    for (input, found, words) in cases {
        let e = err(input);
        assert_eq!(e.found(), found, "{input:?}");
        assert_eq!(input[e.index()..].chars().next(), found, "{input:?}");
        let message = e.to_string();
        assert!(message.contains(words), "{input:?}: {message}");
        // The message keeps the index and the expected rules.
        assert!(
            message.contains(&format!("at index {}", e.index())),
            "{message}"
        );
        for rule in e.expected() {
            assert!(message.contains(rule.as_str()), "{message}");
        }
    }
    // At the end of the input there is no character.
    let e = err("http://[::1");
    assert_eq!(e.found(), None);
    assert!(!e.to_string().contains("unexpected"), "{e}");
    assert!(rendered("http://[::1").contains("unexpected end of input"));
}

#[test]
fn the_expected_rules_are_those_that_could_go_on() {
    // A character outside ASCII where a host begins: the host is a reg-name being written, not an
    // IP-literal (which would begin with "[").
    for input in ["http://é.com", "http://例子.测试/", "//é"] {
        let e = err(input);
        let expected: Vec<Rule> = e.expected().collect();
        assert!(!expected.contains(&Rule::IpLiteral), "{input:?}: {e}");
        assert!(expected.contains(&Rule::RegName), "{input:?}: {e}");
    }
    let e = Rule::Host.check("é.com").unwrap_err();
    assert_eq!(e.expected().collect::<Vec<_>>(), [Rule::RegName]);
    let mut r = UriRef::parse("http://a/").unwrap();
    let edit = r.set_host_str("é.com").unwrap_err();
    assert!(!edit.to_string().contains("IP-literal"), "{edit}");
    // A rule that can take the character found stays: "256" fails as a dec-octet on its last digit.
    let e = Rule::Ipv4Address.check("1.2.3.256").unwrap_err();
    assert_eq!(e.expected().collect::<Vec<_>>(), [Rule::DecOctet]);
    // Inside an IP-literal: the literal (its "]") and the next piece of the address.
    let e = err("http://[::g]/");
    assert_eq!(
        e.expected().collect::<Vec<_>>(),
        [Rule::IpLiteral, Rule::H16]
    );
    // Every expected rule could go on at the index: some string in its language continues the input.
    for input in ["http://exa mple.com", "http://h:80a/", "a|b", "//a/b#c#d"] {
        let e = err(input);
        assert!(e.expected().next().is_some(), "{input:?}");
    }
}

#[test]
fn hints_for_the_common_mistakes() {
    let cases: [(&str, &[&str]); 9] = [
        ("http://exa mple.com", &["%20"]),
        ("http://h/exa mple", &["%20"]),
        ("a|b", &["%7C"]),
        ("/100%", &["%25"]),
        ("%zz", &["%25"]),
        ("C:\\path\\file", &["file:///C:/", "/"]),
        ("http://é.com", &["IRI (RFC 3987)", "%C3%A9"]),
        ("page.html#Swiss#Goats", &["%23"]),
        ("1a:b", &["./"]),
    ];
    for (input, words) in cases {
        let text = rendered(input);
        let hint = text
            .split_once("  hint: ")
            .map(|(_, h)| h.split_whitespace().collect::<Vec<_>>().join(" "))
            .unwrap_or_else(|| panic!("no hint for {input:?}:\n{text}"));
        for word in words {
            assert!(hint.contains(word), "{input:?}: {hint}");
        }
        // By default a hint names no Rust item (issue 46): it speaks to whoever wrote the text.
        for rust in ["parse_lenient", "IriRef", "UriRef", "::"] {
            assert!(!hint.contains(rust), "{input:?}: {hint}");
        }
        for line in text.lines() {
            assert!(line.chars().count() <= 80, "{input:?}: {line}");
        }
    }
    // The lenient intake refuses what no host can hold: it is not offered for a space in a host.
    let text = rendered("http://exa mple.com");
    assert!(!text.contains("parse_lenient"), "{text}");
    // A URI (not a reference) offers a program's lenient mode too; a rule check offers none.
    let input = "http://h/a b";
    let text = Uri::parse(input)
        .unwrap_err()
        .render(input)
        .remedies("mytool --lenient", "--iri")
        .to_string();
    assert!(text.contains("mytool --lenient"), "{text}");
    let text = Rule::Path
        .check("a b")
        .unwrap_err()
        .render("a b")
        .to_string();
    assert!(!text.contains("parse_lenient"), "{text}");
    // An IRI that holds a character its grammar does not allow there: percent-encode it.
    let input = "http://h/\u{E000}";
    let text = IriRef::parse(input).unwrap_err().render(input).to_string();
    assert!(text.contains("%EE%80%80"), "{text}");
    // A valid-looking delimiter inside an IP-literal gets no data hint.
    let text = rendered("http://[1:2:3:4:5:6:7:8:9]/");
    assert!(!text.contains("hint"), "{text}");
}

#[test]
fn a_password_is_not_shown_in_a_hint() {
    for input in [
        "http://user:hunter2 x@host/",
        "http://user:hunter2%zz@host/",
        "//u:hunter2é@h",
    ] {
        let text = rendered(input);
        assert!(!text.contains("hunter2"), "{text}");
        assert!(text.contains("<redacted>"), "{text}");
    }
}

#[test]
fn a_trailing_space_is_drawn() {
    let text = rendered("http://a.com ");
    let mut lines = text.lines().skip(1);
    let shown = lines.next().unwrap();
    let caret = lines.next().unwrap();
    assert_eq!(shown, "  http://a.com\u{2420}");
    // The caret stands under the drawn space.
    assert_eq!(caret.chars().count(), shown.chars().count());
}

/// `%` followed by a hex digit: the completions that fit would make a control character (`%0` and `0`
/// is NUL); none is suggested. Over every prefix of percent-encodings, no suggestion encodes a control.
#[test]
fn a_completion_never_adds_a_control_character() {
    let text = rendered("%zz");
    assert!(text.contains("adding \"25\""), "{text}");
    let mut inputs = vec![];
    for hex in "0123456789abcdefABCDEF".chars() {
        for after in ["", "z", " ", "/"] {
            inputs.push(format!("%{hex}{after}"));
            inputs.push(format!("http://h/a%{hex}{after}"));
            inputs.push(format!("?q=%{hex}{after}"));
            inputs.push(format!("//u%{hex}{after}@h"));
        }
    }
    for input in &inputs {
        let Err(e) = UriRef::parse(input) else {
            continue;
        };
        let text = e.render(input).to_string();
        let Some(line) = text.lines().find(|l| l.contains("valid up to here")) else {
            continue;
        };
        let completion = line.split('"').nth(1).unwrap();
        let completed = format!("{}{completion}", &input[..e.index()]);
        assert!(
            UriRef::parse(&completed).is_ok(),
            "{input:?}: {completed:?}"
        );
        let bytes = completed.as_bytes();
        for i in 0..bytes.len().saturating_sub(2) {
            if bytes[i] == b'%' {
                let octet = u8::from_str_radix(&completed[i + 1..i + 3], 16).unwrap();
                assert!(
                    octet >= 0x20 && octet != 0x7f,
                    "{input:?} completed as {completed:?}"
                );
            }
        }
    }
}

/// Issue 32, part 3: the everyday mistakes, said plainly, in the order a person needs them.
#[test]
fn everyday_mistakes_in_plain_words() {
    // A port that is not digits: the port first, in the first line (issue 56), the reading as a userinfo
    // second.
    assert_eq!(
        rendered("http://example.com:80a/"),
        concat!(
            "invalid URI reference at index 22: the port is digits only (3.2.3), and \"a\" at index 21 is not \
             one; unexpected \"/\"\n",
            "  http://example.com:80a/\n",
            "                        ^\n",
            "  expected authority (3.2) or userinfo (3.2.1)\n",
            "  valid up to here as a userinfo: adding \"@\" would complete it",
        )
    );
    // A reference that begins with ":".
    assert_eq!(
        rendered(":foo"),
        concat!(
            "invalid URI reference at index 0: unexpected \":\"\n",
            "  :foo\n",
            "  ^\n",
            "  expected path-empty (3.3): 0<pchar>\n",
            "  hint: a reference cannot begin with \":\": it would end a scheme, and a scheme\n",
            "        begins with a letter (3.1); a relative path whose first segment holds\n",
            "        \":\" is written with \"./\" before it (4.2)",
        )
    );
    // An "@" in a password: %40, and the caret stands after what is redacted, never inside it.
    let text = rendered("postgres://app:p@ss@db:5432/x");
    assert!(!text.contains("p@ss"), "{text}");
    assert!(
        text.contains(concat!(
            "  postgres://app:<redacted>@db:5432/x\n",
            "                           ^\n",
        )),
        "{text}"
    );
    assert!(
        text.contains(concat!(
            "  hint: the userinfo ends at its first \"@\" (3.2.1), so an \"@\" in a password is\n",
            "        data, written %40 (and a \":\" in a user name %3A)",
        )),
        "{text}"
    );
    // An error inside a password: the carets cover `<redacted>`, and nothing is completed from there.
    let text = rendered("http://u:p%zz@h/");
    assert!(
        text.contains(concat!(
            "  http://u:<redacted>@h/\n",
            "           ^^^^^^^^^^\n",
        )),
        "{text}"
    );
    assert!(!text.contains("valid up to here"), "{text}");
    // What would be a port but is the start of a password is not named.
    let text = rendered("http://u:p s@h/");
    assert!(!text.contains("the port"), "{text}");
}

/// The one-line message leads with what the rendering leads with (issue 46): a port that is not digits,
/// the comma a data URL lacks, the context a local telephone number lacks; and a rendering, like a caret,
/// ends without a line end, so that a message built around one has no blank line.
#[test]
fn the_message_leads_with_what_the_rendering_leads_with() {
    let input = "https://api.example.com:80a/v1/";
    let err = UriRef::parse(input).unwrap_err();
    assert_eq!(
        err.to_string(),
        "invalid URI reference at index 27: the port is digits only (3.2.3), and \"a\" at index 26 is not \
         one; unexpected \"/\", expected authority or userinfo"
    );
    let text = err.render(input).to_string();
    // The rendering's first line is the message without the rules, which the rendering lists below it
    // with their sections (issue 56: the first line says what to change).
    let first = text.lines().next().unwrap();
    assert_eq!(
        first,
        "invalid URI reference at index 27: the port is digits only (3.2.3), and \"a\" at index 26 is not \
         one; unexpected \"/\""
    );
    assert!(err.to_string().starts_with(first), "{text}");
    assert!(
        !text[first.len()..].contains("the port is digits only"),
        "said once: {text}"
    );
    assert!(!text.ends_with('\n'), "{text:?}");
    // The lenient intake's error of the same text leads the same way, at the same places.
    let lenient = UriRef::parse_lenient(input).unwrap_err();
    assert_eq!(lenient.to_string(), err.to_string());
    // Where the port is not the mistake, nothing about it.
    assert!(
        !UriRef::parse("http://h:80/a b")
            .unwrap_err()
            .to_string()
            .contains("port")
    );

    #[cfg(feature = "schemes")]
    {
        let err = Rule::Dataurl.check("data:text/plain").unwrap_err();
        assert_eq!(
            err.to_string(),
            "invalid dataurl at index 15: a data URL needs a \",\" before its data (RFC 2397 3); expected \
             dataurl or subtype"
        );
        let text = err.render("data:text/plain").to_string();
        assert_eq!(
            text,
            concat!(
                "invalid dataurl at index 15: a data URL needs a \",\" before its data (RFC 2397 3)\n",
                "  data:text/plain\n",
                "                 ^\n",
                "  expected dataurl (RFC 2397 3) or subtype (RFC 2045 5.1)\n",
                "  valid up to here: adding \",\" would complete it",
            )
        );
        let err = Rule::TelephoneUri.check("tel:5550123").unwrap_err();
        assert_eq!(
            err.to_string(),
            "invalid telephone-uri at index 11: a local number needs a \";phone-context=\" naming where it \
             is local (RFC 3966 5.1.5); expected HEXDIG, extension or context"
        );
        let text = err.render("tel:5550123").to_string();
        let first = text.lines().next().unwrap();
        assert_eq!(
            first,
            "invalid telephone-uri at index 11: a local number needs a \";phone-context=\" naming where it \
             is local (RFC 3966 5.1.5)"
        );
        assert!(err.to_string().starts_with(first), "{text}");
        // A global number needs none; a data URL with its comma is not told of one.
        assert!(Rule::TelephoneUri.check("tel:+1-201-555-0123").is_ok());
        let err = Rule::Dataurl.check("data:te xt,a").unwrap_err();
        assert!(!err.to_string().contains("\",\""), "{err}");
    }

    // A caret ends without a line end too.
    let caret = rfc3986::Caret::new("http://h:99999/", 9..14, "port out of range").to_string();
    assert_eq!(
        caret,
        "port out of range\n  http://h:99999/\n           ^^^^^"
    );
}

/// A zone identifier after an IPv6 address gets the same hint whether the address is in brackets or is
/// checked alone.
#[test]
fn zone_identifiers_are_named_without_brackets_too() {
    for (rule, input) in [
        (Rule::Ipv6Address, "fe80::1%25eth0"),
        (Rule::IpLiteral, "[fe80::1%25eth0]"),
        (Rule::UriReference, "http://[fe80::1%25eth0]/"),
    ] {
        let text = rule.check(input).unwrap_err().render(input).to_string();
        assert!(
            text.contains("RFC 3986 has no zone identifiers"),
            "{rule} {text}"
        );
        assert_eq!(text.matches("hint:").count(), 1, "{text}");
    }
}

/// One program, `?` across decoding, parsing, a scheme's view and a conversion, each failure an
/// `rfc3986::Error` whose `index()` says where it stands (issue 46).
#[cfg(feature = "schemes")]
#[test]
fn question_mark_across_the_crate_and_index_everywhere() {
    use rfc3986::{Error, Iri, scheme::Http};

    fn user_of(text: &str) -> Result<String, Error> {
        let iri = Iri::parse(text)?;
        let uri = Uri::try_from(iri)?;
        let http = Http::try_from(&uri)?;
        let user = uri.username_decoded()?.map(|u| u.into_owned());
        Ok(format!("{}:{}", http.host_str(), user.unwrap_or_default()))
    }
    assert_eq!(user_of("http://j%C3%B6rg@h/").unwrap(), "h:jörg");
    let cases: [(&str, Option<usize>); 5] = [
        ("http://a b/", Some(8)),       // the parse
        ("http://é/", Some(7)),         // not ASCII, where a URI was asked for
        ("http:no-authority", Some(5)), // the http grammar
        ("mailto:x@y", None),           // not http: the scheme as a whole
        ("http://%FF@h/", None),        // decoded octets that are not UTF-8
    ];
    for (text, index) in cases {
        let err = user_of(text).unwrap_err();
        assert_eq!(err.index(), index, "{text}: {err}");
    }
    let err = user_of("http:no-authority").unwrap_err();
    assert!(matches!(&err, Error::Scheme(e) if e.parse_error().is_some()));
    assert!(matches!(
        user_of("http://%FF@h/").unwrap_err(),
        Error::Utf8(_)
    ));
}

/// A program that has a remedy of its own names it, and the hints offer it where the default offers none.
#[test]
fn remedies_are_offered_only_when_named() {
    let cases: [(&str, &str); 4] = [
        ("http://h/exa mple", "mytool --lenient"),
        ("a|b", "mytool --lenient"),
        ("page.html#Swiss#Goats", "mytool --lenient"),
        ("http://é.com", "--iri"),
    ];
    for (input, remedy) in cases {
        let plain = rendered(input);
        assert!(!plain.contains(remedy), "{input:?}: {plain}");
        let ours = err(input)
            .render(input)
            .remedies("mytool --lenient", "--iri")
            .to_string()
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ");
        assert!(ours.contains(remedy), "{input:?}: {ours}");
    }
}
