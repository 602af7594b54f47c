//! Literals checked at compile time (`rfc3986-macros`, the `macros` feature): a value made by a macro is the
//! value that parsing the same text at run time gives, component for component and in a `const` or a
//! `static`. That a literal the grammar refuses fails the build with the library's own message on the
//! literal is `macros-tests/tests/compile_fail.rs`, a package of its own.
#![cfg(feature = "macros")]

mod probe;

use rfc3986::{
    Iri, IriRef, IriRelativeRef, Part, RelativeRef, Uri, UriRef, iri, iri_ref, iri_relative_ref,
    relative_ref, uri, uri_ref,
};

/// Every component's span, and what the authority says of its host.
macro_rules! anatomy {
    ($r:expr) => {{
        let spans: Vec<_> = Part::ALL.iter().map(|&p| $r.span(p)).collect();
        let host = $r.authority().map(|a| {
            format!(
                "{:?} {:?} {:?}",
                a.host(),
                a.host_kind(),
                a.host().ip_addr()
            )
        });
        format!("{spans:?} {host:?}")
    }};
}

macro_rules! same_as_parsed {
    ($($ty:ident, $macro:ident, [$($lit:literal),* $(,)?];)*) => {$(
        $({
            const VALUE: $ty = $macro!($lit);
            let parsed = $ty::parse($lit).unwrap();
            assert_eq!(VALUE, parsed);
            assert_eq!(VALUE.as_str(), $lit);
            assert_eq!(anatomy!(VALUE), anatomy!(parsed), "{}", $lit);
            // An edit copies the borrowed text and leaves the constant as it was.
            let mut edited = VALUE;
            edited.set_fragment("edited").unwrap();
            assert_eq!(edited.fragment(), Some("edited"));
            assert_eq!(VALUE.as_str(), $lit);
            assert_eq!(VALUE.into_string(), $lit);
        })*
    )*};
}

/// RFC 3986's own examples (1.1.2, 5.4, 3.2.2) and each host form, through each macro.
#[test]
fn a_literal_is_the_value_its_parse_gives() {
    same_as_parsed! {
        Uri, uri, [
            "ftp://ftp.is.co.za/rfc/rfc1808.txt",
            "http://www.ietf.org/rfc/rfc2396.txt",
            "ldap://[2001:db8::7]/c=GB?objectClass?one",
            "mailto:John.Doe@example.com",
            "news:comp.infosystems.www.servers.unix",
            "tel:+1-816-555-1212",
            "telnet://192.0.2.16:80/",
            "urn:oasis:names:specification:docbook:dtd:xml:4.1.2",
            "http://a/b/c/d;p?q",
            "foo://info.example.com?fred",
            "http://[v7.fe80::a+en1]:8080/x#f",
            "s://u:p@h:/p?q#f",
            "s:",
        ];
        UriRef, uri_ref, ["g:h", "//g", "?y", "#s", "", "../../g", "//u@[::1]:0"];
        RelativeRef, relative_ref, ["g;x?y#s", "./g", "/./g", "..", "//h"];
        Iri, iri, ["http://résumé.example/été?ü#fin", "https://例子.测试", "urn:é"];
        IriRef, iri_ref, ["//bücher.example/a", "é", "http://[::1]/ü"];
        IriRelativeRef, iri_relative_ref, ["#ü", "//ü:1/", "a/b"];
    }
}

/// What a literal is for: a base URI in a `static`, resolved against at run time.
static BASE: Uri = uri!("https://example.com/api/v1/");

#[test]
fn a_static_base_resolves() {
    assert_eq!(
        BASE.resolve(&relative_ref!("../v2/items?page=2")),
        "https://example.com/api/v2/items?page=2"
    );
    assert_eq!(
        BASE.join("users").unwrap(),
        "https://example.com/api/v1/users"
    );
    assert_eq!(BASE.host_str(), Some("example.com"));
}

#[cfg(feature = "template")]
#[test]
fn a_template_literal_is_the_template_its_parse_gives() {
    let literal = rfc3986::template!("http://example.com/{user}{?q,lang}");
    let parsed =
        rfc3986::template::UriTemplate::parse("http://example.com/{user}{?q,lang}").unwrap();
    assert_eq!(literal, parsed);
}
