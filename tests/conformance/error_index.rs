//! Issue 20, part 1: `ParseError::index` is the length of the longest prefix of the input that is still the
//! start of a string of the rule's language, and the expected rules are the rule or rules it uses, for every
//! rule of every grammar. The independent oracle (tests/tools/rule_prefix_oracle.py) runs in CI; these
//! tests pin the cases of the issue and the properties that need no second transcription of the ABNF.

use std::collections::BTreeSet;

use rfc3986::{Rule, UriRef};
use serde_json::Value;

fn closure(rule: Rule) -> BTreeSet<Rule> {
    let mut seen = BTreeSet::from([rule]);
    let mut todo = vec![rule];
    while let Some(r) = todo.pop() {
        for used in r.uses() {
            if seen.insert(used) {
                todo.push(used);
            }
        }
    }
    seen
}

fn error(rule: &str, input: &str) -> rfc3986::ParseError {
    let rule: Rule = rule.parse().unwrap();
    rule.check(input)
        .expect_err(&format!("{input:?} should not be a {rule}"))
}

#[test]
fn the_cases_of_the_issue() {
    // "1.2.3" is the start of "1.2.3.4".
    let e = error("IPv4address", "1.2.3");
    assert_eq!((e.index(), e.found()), (5, None));
    // pct-encoded uses HEXDIG, not fragment.
    let e = error("pct-encoded", "%4");
    assert_eq!(e.index(), 2);
    assert_eq!(e.expected().collect::<Vec<_>>(), [Rule::Hexdig]);
    // IP-literal's expected rules are its own or those it uses, never its parent `host`.
    let e = error("IP-literal", "[fe80::1%25eth0]");
    assert_eq!(e.index(), 8);
    assert!(!e.expected().any(|r| r == Rule::Host), "{e}");
    // A one-character rule still names what it expected.
    let e = error("gen-delims", "!");
    assert_eq!(e.expected().collect::<Vec<_>>(), [Rule::GenDelims]);
    // "foo://exaple.com:8042%" begins "foo://exaple.com:8042%41@h".
    let e = UriRef::parse("foo://exaple.com:8042%over/there").unwrap_err();
    assert_eq!((e.index(), e.found()), (22, Some('o')));
    // A NID has two characters at least: "urn:a" is a valid start.
    #[cfg(feature = "schemes")]
    {
        let e = error("namestring", "urn:a:b");
        assert_eq!((e.index(), e.found()), (5, Some(':')));
        assert!(e.expected().all(|r| closure(Rule::Nid).contains(&r)), "{e}");
    }
}

#[test]
#[cfg(feature = "schemes")]
fn scheme_grammars_point_past_their_keywords() {
    for (rule, input, index) in [
        ("http-URI", "htp://a", 2),
        ("http-URI", "http:/a", 6),
        ("https-URI", "https://[::1", 12),
        ("ws-URI", "ws://a#f", 6),
        ("file-URI", "file:a", 5),
        ("file-URI", "file://h:80/", 8),
        ("namestring", "urn:ab", 6),
        ("namestring", "urn:ab:c?+", 10),
        ("mailtoURI", "mailto:a@b@c", 10),
        ("mailtoURI", "mailto:?a", 9),
        ("NID", "a-", 2),
        ("IPv6addrz", "fe80::1%2", 9),
        ("dataurl", "data:text,x", 9),
        ("geo-URI", "geo:1;2", 5),
        ("telephone-uri", "tel:12;x", 8),
        ("tagURI", "tag:a.b,20:x", 10),
        (
            "uuid-URN",
            "urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bg6",
            43,
        ),
        ("oid-URN", "urn:oid:1.03", 11),
        ("did-url", "did:Ex:1", 4),
    ] {
        let e = error(rule, input);
        assert_eq!(e.index(), index, "{rule} {input:?}: {e}");
    }
}

/// The inputs of the rule vectors, and near misses made from them by a fixed sequence of edits.
fn near_misses() -> Vec<(String, String)> {
    let mut cases = Vec::new();
    for file in [
        "tests/data/rules.json",
        "tests/data/iri_rules.json",
        "tests/data/schemes/scheme_rules.json",
    ] {
        let text = std::fs::read_to_string(file).unwrap();
        let vectors: Vec<Value> = serde_json::from_str(&text).unwrap();
        for v in vectors {
            let (Some(rule), Some(input)) = (v["rule"].as_str(), v["input"].as_str()) else {
                continue;
            };
            cases.push((rule.to_owned(), input.to_owned()));
        }
    }
    // The grammars of schemes2, whose names recur across specifications: each after its specification.
    let text = std::fs::read_to_string("tests/data/schemes2/scheme_rules.json").unwrap();
    let vectors: Vec<Value> = serde_json::from_str(&text).unwrap();
    for v in vectors {
        let (Some(grammar), Some(rule), Some(input)) = (
            v["grammar"].as_str(),
            v["rule"].as_str(),
            v["input"].as_str(),
        ) else {
            continue;
        };
        cases.push((format!("{grammar} {rule}"), input.to_owned()));
    }
    let chars: Vec<char> = ":/?#[]@%!.-_~09afgvz é|\u{e000}".chars().collect();
    let mut state: u64 = 0x2545_f491_4f6c_dd1d;
    let mut next = move |n: usize| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % n as u64) as usize
    };
    let mut out = Vec::new();
    for (rule, input) in &cases {
        out.push((rule.clone(), input.clone()));
        for _ in 0..6 {
            let mut s: Vec<char> = input.chars().collect();
            let pos = next(s.len() + 1);
            match next(3) {
                0 => s.insert(pos, chars[next(chars.len())]),
                1 if !s.is_empty() => {
                    s.remove(pos.min(s.len() - 1));
                }
                _ if !s.is_empty() => {
                    let at = pos.min(s.len() - 1);
                    s[at] = chars[next(chars.len())];
                }
                _ => s.push(chars[next(chars.len())]),
            }
            out.push((rule.clone(), s.into_iter().collect()));
        }
    }
    out
}

/// The near misses that the grammar refuses (not for a bidirectional formatting character), with their
/// errors.
fn grammar_errors() -> impl Iterator<Item = (Rule, String, rfc3986::ParseError)> {
    near_misses().into_iter().filter_map(|(name, input)| {
        let rule = name.parse::<Rule>().ok()?;
        let e = rule.check(&input).err()?;
        e.bidi_formatting_character()
            .is_none()
            .then_some((rule, input, e))
    })
}

#[test]
fn every_error_expects_the_rule_or_rules_it_uses() {
    let mut errors = 0;
    for (rule, input, e) in grammar_errors() {
        errors += 1;
        let allowed = closure(rule);
        let expected: Vec<Rule> = e.expected().collect();
        assert!(!expected.is_empty(), "{rule} {input:?}: {e}");
        for r in &expected {
            assert!(
                allowed.contains(r),
                "{rule} {input:?}: {r} is not used by {rule}: {e}"
            );
        }
        assert!(input.is_char_boundary(e.index()), "{rule} {input:?}: {e}");
        assert_eq!(
            e.found(),
            input[e.index()..].chars().next(),
            "{rule} {input:?}"
        );
    }
    assert!(errors > 500, "{errors} errors");
}

#[test]
fn the_prefix_before_the_index_is_a_valid_start() {
    // The index is the longest such prefix: the prefix up to it is one too, so checking it alone either
    // matches or fails at its end (it ran out), never inside it.
    for (rule, input, e) in grammar_errors() {
        let prefix = &input[..e.index()];
        if let Err(p) = rule.check(prefix) {
            assert!(
                p.bidi_formatting_character().is_some() || p.index() == prefix.len(),
                "{rule} {input:?}: error at {}, but its prefix {prefix:?} fails at {}",
                e.index(),
                p.index()
            );
            assert_eq!(p.found(), None, "{rule} {prefix:?}");
        }
    }
}
