//! The naming rule of the setters (docs/editing.md, "What a setter does with text"): a setter named after a
//! component takes the text its getter returns and refuses text that does not match the rule; a setter
//! whose name ends in `_decoded` takes the text the `_decoded` getter gives back and never refuses a
//! character. Checked on generated text, printable and not, ASCII and not.

use std::borrow::Cow;

use proptest::prelude::*;
use rfc3986::{Builder, IriRef, UriRef};

/// Text of any characters, with the delimiters and `%` that the rules care about made likely.
fn text() -> impl Strategy<Value = String> {
    proptest::collection::vec(
        prop_oneof![
            3 => proptest::sample::select(vec![
                ":", "@", "/", "?", "#", "%", "%41", "%FF", "&", "=", "+", " ", "[", "]", ".", "a", "Z", "0",
                "é", "例", "\u{202E}", "\u{E000}", "\u{7F}", "\t",
            ])
            .prop_map(String::from),
            1 => any::<char>().prop_map(String::from),
        ],
        0..8,
    )
    .prop_map(|pieces| pieces.concat())
}

macro_rules! the_rule_holds {
    ($ty:ident, $uri:expr, $username:expr, $password:expr, $seg:expr, $key:expr, $value:expr,
     $raw:expr) => {{
        let (username, password, seg, key, value, raw): (&str, &str, &str, &str, &str, &str) =
            ($username, $password, $seg, $key, $value, $raw);
        let mut r = $ty::parse($uri).unwrap();
        // `_decoded`: never refused, and read back as given.
        r.set_username_decoded(username).unwrap();
        r.set_password_decoded(password).unwrap();
        prop_assert_eq!(r.username_decoded().unwrap(), Some(Cow::from(username)));
        prop_assert_eq!(r.password_decoded().unwrap(), Some(Cow::from(password)));
        r.clear_password();
        prop_assert_eq!(r.password(), None);
        prop_assert_eq!(r.username_decoded().unwrap(), Some(Cow::from(username)));
        if seg != "." && seg != ".." {
            r.push_path_segment_decoded(seg).unwrap();
            let last = r.path().decoded_segments().last().unwrap();
            prop_assert_eq!(&*last, seg.as_bytes());
        }
        r.append_query_pair_decoded(key, value);
        let pairs: Vec<_> = r.query_pairs().decoded_lossy().collect();
        let last = pairs.last().unwrap();
        prop_assert_eq!((&*last.0, &*last.1), (key, value));
        // Named after the component: the text as given, or refused with nothing changed.
        let before = r.clone();
        match r.set_query(raw) {
            Ok(()) => prop_assert_eq!(r.query(), Some(raw)),
            Err(_) => prop_assert_eq!(&r, &before),
        }
        let before = r.clone();
        match r.set_fragment(raw) {
            Ok(()) => prop_assert_eq!(r.fragment(), Some(raw)),
            Err(_) => prop_assert_eq!(&r, &before),
        }
        let before = r.clone();
        match r.set_userinfo(raw) {
            Ok(()) => prop_assert_eq!(r.userinfo(), Some(raw)),
            Err(_) => prop_assert_eq!(&r, &before),
        }
        let before = r.clone();
        match r.set_path(raw) {
            Ok(()) => prop_assert_eq!(r.path().as_str(), raw),
            Err(_) => prop_assert_eq!(&r, &before),
        }
        // The builder, the same.
        let built = Builder::new()
            .scheme("s")
            .username_decoded(username)
            .password_decoded(password)
            .host_str("h")
            .query_pair_decoded(key, value)
            .to::<rfc3986::IriRef>()
            .build();
        let built = built.unwrap();
        prop_assert_eq!(built.username_decoded().unwrap(), Some(Cow::from(username)));
        prop_assert_eq!(built.password_decoded().unwrap(), Some(Cow::from(password)));
    }};
}

proptest! {
    #[test]
    fn a_setter_named_decoded_reads_back_and_one_named_after_the_component_refuses(
        username in text(), password in text(), seg in text(), key in text(), value in text(), raw in text(),
    ) {
        the_rule_holds!(UriRef, "http://example.com/a", &username, &password, &seg, &key, &value, &raw);
        the_rule_holds!(IriRef, "http://例え.jp/a", &username, &password, &seg, &key, &value, &raw);
    }
}

#[test]
fn builder_credentials_over_a_userinfo() {
    // The user name and the password given replace those of the userinfo given, each on its own.
    let b = Builder::new().userinfo("old:pw").host_str("h");
    assert_eq!(
        b.clone().username_decoded("n w").build().unwrap(),
        "//n%20w:pw@h"
    );
    assert_eq!(
        b.clone().password_decoded("p:q").build().unwrap(),
        "//old:p:q@h"
    );
    assert_eq!(
        Builder::new()
            .password_decoded("x")
            .host_str("h")
            .build()
            .unwrap(),
        "//:x@h"
    );
    // A URI encodes what an IRI keeps.
    let b = Builder::new().username_decoded("jörg").host_str("h");
    assert_eq!(b.clone().build().unwrap(), "//j%C3%B6rg@h");
    assert_eq!(
        b.clone().to::<rfc3986::IriRef>().build().unwrap(),
        "//jörg@h"
    );
    // Still needs a host, and Debug hides the password.
    let b = Builder::new()
        .username_decoded("u")
        .password_decoded("s3cret");
    assert_eq!(b.build().unwrap_err().rule(), rfc3986::Rule::Authority);
    assert!(!format!("{b:?}").contains("s3cret"));
}
