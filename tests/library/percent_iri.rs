//! Percent-encoding for the components of an IRI (RFC 3987 2.2): ASCII is treated as in the URI
//! component, a non-ASCII character stays exactly when the i-rule allows it (and RFC 3987 4.1 does not
//! forbid it), and the result matches the i-rule and decodes back.

use proptest::prelude::*;
use rfc3986::Rule;
use rfc3986::percent::{Component, decode_utf8, encode};

/// Each IRI component with the URI component it extends.
const PAIRS: [(Component, Component); 7] = [
    (Component::Iuserinfo, Component::Userinfo),
    (Component::IregName, Component::RegName),
    (Component::Isegment, Component::Segment),
    (Component::IsegmentNzNc, Component::SegmentNzNc),
    (Component::Iquery, Component::Query),
    (Component::IqueryPair, Component::QueryPair),
    (Component::Ifragment, Component::Fragment),
];

fn is_bidi(c: char) -> bool {
    matches!(c, '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}')
}

#[test]
fn rules_are_the_i_rules() {
    let rules: Vec<Rule> = PAIRS.iter().map(|(c, _)| c.rule()).collect();
    assert_eq!(
        rules,
        [
            Rule::Iuserinfo,
            Rule::IregName,
            Rule::Isegment,
            Rule::IsegmentNzNc,
            Rule::Iquery,
            Rule::Iquery,
            Rule::Ifragment
        ]
    );
}

#[test]
fn ascii_as_in_the_uri_component() {
    let all: String = (0u8..0x80).map(char::from).collect();
    for (iri, uri) in PAIRS {
        assert_eq!(encode(&all, iri), encode(&all, uri), "{iri:?}");
    }
}

/// On both sides of every boundary of `ucschar` and `iprivate`, and the bidi formatting characters: a
/// character stays when the component's i-rule matches it and 4.1 allows it.
#[test]
fn non_ascii_stays_when_the_i_rule_allows_it() {
    let bounds = [
        0xA0, 0xD7FF, 0xF900, 0xFDCF, 0xFDF0, 0xFFEF, 0x10000, 0x1FFFD, 0x20000, 0x2FFFD, 0xD0000,
        0xDFFFD, 0xE1000, 0xEFFFD, 0xE000, 0xF8FF, 0xF0000, 0xFFFFD, 0x100000, 0x10FFFD, 0x200E,
        0x200F, 0x202A, 0x202E, 0x80, 0x9F, 0xFFFE,
    ];
    let chars = bounds
        .iter()
        .flat_map(|&b: &u32| [b - 1, b, b + 1])
        .filter_map(char::from_u32)
        .filter(|c| !c.is_ascii());
    for c in chars {
        let text = c.to_string();
        for (component, _) in PAIRS {
            let kept = encode(&text, component) == text;
            let allowed = component.rule().matches(&text) && !is_bidi(c);
            assert_eq!(kept, allowed, "{component:?} {c:?}");
        }
    }
    assert_eq!(encode("\u{202E}", Component::Iquery), "%E2%80%AE");
    assert_eq!(encode("\u{E000}", Component::Ifragment), "%EE%80%80");
    assert_eq!(
        encode("a=\u{E000}&", Component::IqueryPair),
        "a%3D\u{E000}%26"
    );
}

proptest! {
    /// Encoded text matches the i-rule (checked by the grammar), holds no bidi formatting character, and
    /// decodes back.
    #[test]
    fn encode_matches_the_i_rule_and_decodes_back(text in any::<String>()) {
        for (component, _) in PAIRS {
            let encoded = encode(&text, component);
            if !(component == Component::IsegmentNzNc && text.is_empty()) {
                prop_assert!(component.rule().matches(&encoded), "{:?} {:?} -> {:?}", component, text, encoded);
            }
            prop_assert!(!encoded.contains(is_bidi));
            prop_assert_eq!(decode_utf8(&encoded).unwrap(), text.as_str());
        }
    }
}
