//! Percent-encoding (RFC 3986 2.1): encoded text matches its component's rule and decodes back; decoding
//! borrows when there is nothing to decode; segments and query pairs split before decoding.

use std::borrow::Cow;

use proptest::prelude::*;
use rfc3986::percent::{
    self, Component, decode, decode_utf8, decode_utf8_lossy, encode, query_pairs,
};
use rfc3986::{Rule, UriRef};

/// The components of RFC 3986 (the first seven of `Component::ALL`; the rest are RFC 3987's).
fn uri_components() -> &'static [Component] {
    &Component::ALL[..7]
}

#[test]
fn encode_keeps_what_the_rule_allows() {
    let all: String = (0x20u8..0x7f).map(char::from).collect();
    let cases = [
        (
            Component::Userinfo,
            "!$&'()*+,-.0123456789:;=ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz~",
        ),
        (
            Component::RegName,
            "!$&'()*+,-.0123456789;=ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz~",
        ),
        (
            Component::Segment,
            "!$&'()*+,-.0123456789:;=@ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz~",
        ),
        (
            Component::SegmentNzNc,
            "!$&'()*+,-.0123456789;=@ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz~",
        ),
        (
            Component::Query,
            "!$&'()*+,-./0123456789:;=?@ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz~",
        ),
        (
            Component::QueryPair,
            "!$'()*,-./0123456789:?@ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz~",
        ),
        (
            Component::Fragment,
            "!$&'()*+,-./0123456789:;=?@ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz~",
        ),
    ];
    for (component, kept) in cases {
        let encoded = encode(&all, component);
        let literal: String = encoded
            .split('%')
            .enumerate()
            .map(|(i, piece)| if i == 0 { piece } else { &piece[2..] })
            .collect();
        assert_eq!(literal, kept, "{component:?}");
    }
}

#[test]
fn encode_writes_uppercase_utf8_and_always_encodes_percent() {
    assert_eq!(encode("%", Component::Query), "%25");
    assert_eq!(encode("%41", Component::Query), "%2541");
    assert_eq!(encode("é ü", Component::Segment), "%C3%A9%20%C3%BC");
    assert_eq!(encode("😀", Component::Fragment), "%F0%9F%98%80");
    assert_eq!(encode("a/b", Component::Segment), "a%2Fb");
    assert_eq!(encode("a/b", Component::Query), "a/b");
    assert_eq!(encode("k=v&x+y", Component::QueryPair), "k%3Dv%26x%2By");
    assert_eq!(encode("[::1]", Component::RegName), "%5B%3A%3A1%5D");
    assert!(matches!(encode("", Component::Query), Cow::Borrowed("")));
    assert!(matches!(
        encode("abc", Component::RegName),
        Cow::Borrowed("abc")
    ));
}

#[test]
fn decode_borrows_when_nothing_is_encoded() {
    assert!(matches!(decode("a/b+c"), Cow::Borrowed(b"a/b+c")));
    assert!(matches!(decode_utf8("a/b"), Ok(Cow::Borrowed("a/b"))));
    assert!(matches!(decode_utf8_lossy("a/b"), Cow::Borrowed("a/b")));
    assert_eq!(decode("%41%42c"), &b"ABc"[..]);
    assert_eq!(decode("%e2%82%AC"), "€".as_bytes());
    assert_eq!(decode("%00"), &b"\0"[..]);
    // Not pct-encoded: kept as written.
    for kept in ["%", "%4", "%G1", "a%", "%%41"] {
        let want = kept.replace("%41", "A");
        assert_eq!(decode(kept), want.as_bytes(), "{kept}");
    }
    assert!(decode_utf8("%C3").is_err());
    assert!(decode_utf8("%C3%A9").is_ok());
    assert_eq!(decode_utf8_lossy("%C3x"), "\u{FFFD}x");
}

#[test]
fn decoded_segments_keep_an_encoded_slash_inside() {
    let r = UriRef::parse("http://h/a%2Fb/a/b/%2F/").unwrap();
    let segments: Vec<Cow<[u8]>> = r.path().decoded_segments().collect();
    assert_eq!(segments, [&b""[..], b"a/b", b"a", b"b", b"/", b""]);
    assert_eq!(r.path().segments().count(), segments.len());
    assert!(matches!(segments[2], Cow::Borrowed(_)));
    assert_eq!(
        UriRef::parse("").unwrap().path().decoded_segments().count(),
        0
    );
}

#[test]
fn query_pairs_raw_and_decoded() {
    let pairs: Vec<_> = query_pairs("a=1&b=&c&=d&&e=f=g&h=%26%3D&i=a+b%2B").collect();
    assert_eq!(
        pairs,
        [
            ("a", "1"),
            ("b", ""),
            ("c", ""),
            ("", "d"),
            ("e", "f=g"),
            ("h", "%26%3D"),
            ("i", "a+b%2B")
        ]
    );
    let decoded: Vec<(String, String)> = query_pairs("h=%26%3D&i=a+b%2B&j=%FF")
        .decoded_lossy()
        .map(|(k, v)| (k.into_owned(), v.into_owned()))
        .collect();
    assert_eq!(
        decoded,
        [
            ("h".into(), "&=".into()),
            ("i".into(), "a+b+".into()),
            ("j".into(), "\u{FFFD}".into())
        ]
    );
    let form: Vec<(String, String)> = query_pairs("i=a+b%2B&k+1=%20")
        .form_decoded_lossy()
        .map(|(k, v)| (k.into_owned(), v.into_owned()))
        .collect();
    assert_eq!(
        form,
        [("i".into(), "a b+".into()), ("k 1".into(), " ".into())]
    );
    assert_eq!(query_pairs("").count(), 0);
    assert_eq!(UriRef::parse("/p").unwrap().query_pairs().count(), 0);
    assert_eq!(
        UriRef::parse("/p?x=1")
            .unwrap()
            .query_pairs()
            .collect::<Vec<_>>(),
        [("x", "1")]
    );
}

#[test]
fn component_rules() {
    let rules: Vec<Rule> = uri_components().iter().map(|c| c.rule()).collect();
    assert_eq!(
        rules,
        [
            Rule::Userinfo,
            Rule::RegName,
            Rule::Segment,
            Rule::SegmentNzNc,
            Rule::Query,
            Rule::Query,
            Rule::Fragment
        ]
    );
}

proptest! {
    /// Encoded text matches the component's rule (checked by the grammar) and decodes back.
    #[test]
    fn encode_matches_the_rule_and_decodes_back(text in any::<String>()) {
        for &component in Component::ALL {
            let encoded = encode(&text, component);
            let nz = matches!(component, Component::SegmentNzNc | Component::IsegmentNzNc);
            if !(nz && text.is_empty()) {
                prop_assert!(component.rule().check(&encoded).is_ok(), "{:?} {:?} -> {:?}", component, text, encoded);
            }
            prop_assert_eq!(decode(&encoded), text.as_bytes());
            prop_assert_eq!(decode_utf8(&encoded).unwrap(), text.as_str());
            if matches!(encoded, Cow::Borrowed(_)) {
                prop_assert!(!text.contains('%'));
            }
        }
    }

    /// Keys and values encoded as query pairs come back from the pairs, with `+` read either way.
    #[test]
    fn query_pairs_round_trip(pairs in proptest::collection::vec(("\\PC{0,3}", "\\PC{0,3}"), 0..5)) {
        let query = pairs
            .iter()
            .map(|(k, v)| format!("{}={}", encode(k, Component::QueryPair), encode(v, Component::QueryPair)))
            .collect::<Vec<_>>()
            .join("&");
        prop_assert!(Rule::Query.matches(&query));
        // Every pair is written with its "=", so none is an empty piece: all come back, even ("", "").
        let expected: Vec<(String, String)> = pairs.clone();
        let decoded: Vec<(String, String)> = query_pairs(&query).decoded_lossy().map(|(k, v)| (k.into_owned(), v.into_owned())).collect();
        prop_assert_eq!(&decoded, &expected);
        let form: Vec<(String, String)> = query_pairs(&query).form_decoded_lossy().map(|(k, v)| (k.into_owned(), v.into_owned())).collect();
        prop_assert_eq!(&form, &expected);
    }

    /// Segments encoded one by one and joined with `/` are the path's segments, decoded.
    #[test]
    fn encoded_segments_stay_segments(segments in proptest::collection::vec("\\PC*", 1..5)) {
        let path: String = segments.iter().map(|s| format!("/{}", percent::encode(s, Component::Segment))).collect();
        let r = UriRef::parse(&format!("http://h{path}")).unwrap();
        let decoded: Vec<String> = r.path().decoded_segments().skip(1).map(|s| String::from_utf8(s.into_owned()).unwrap()).collect();
        prop_assert_eq!(decoded, segments);
    }
}
