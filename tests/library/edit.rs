//! Building and editing: every setter and builder path with valid and invalid values, the rules that span
//! components, the exact error messages, and a property test that edits give what parsing gives.

use crate::util;

use std::net::{Ipv4Addr, Ipv6Addr};

use proptest::prelude::*;
use rfc3986::{Builder, EditError, Host, RelativeRef, Rule, Uri, UriRef};

/// Asserts that an edit failed with this rule and message, and left `r` as it was.
#[track_caller]
fn assert_edit_err(
    r: &mut UriRef,
    edit: impl FnOnce(&mut UriRef) -> Result<(), EditError>,
    rule: Rule,
    message: &str,
) {
    let before = r.clone();
    let err = edit(r).expect_err("the edit should fail");
    assert_eq!(err.rule(), rule, "{message}");
    assert_eq!(err.to_string(), message);
    assert_eq!(*r, before, "a failed edit changed the value");
}

fn uri_ref(s: &str) -> UriRef {
    UriRef::parse(s).unwrap()
}

#[test]
fn scheme_set_and_cleared() {
    let mut r = uri_ref("//example.com/a");
    r.set_scheme("HTTP+v2.x-y").unwrap();
    assert_eq!(r, "HTTP+v2.x-y://example.com/a");
    assert!(r.is_uri());
    r.clear_scheme().unwrap();
    assert_eq!(r, "//example.com/a");
    assert!(r.is_relative());
    r.clear_scheme().unwrap(); // nothing to clear
    assert_eq!(r, "//example.com/a");

    for bad in ["", "1a", "a b", "a:", "é"] {
        assert_edit_err(
            &mut r,
            |r| r.set_scheme(bad),
            Rule::Scheme,
            &Rule::Scheme.check(bad).unwrap_err().to_string(),
        );
    }
    assert_edit_err(
        &mut r,
        |r| r.set_scheme("h:x"),
        Rule::Scheme,
        "invalid scheme at index 1: unexpected \":\", expected scheme",
    );
}

#[test]
fn clearing_the_scheme_keeps_the_path_readable() {
    let mut r = uri_ref("urn:isbn:0451450523");
    assert_edit_err(
        &mut r,
        UriRef::clear_scheme,
        Rule::PathNoscheme,
        "the first segment of a relative reference's path cannot contain \":\" (path-noscheme)",
    );
    r.set_path("isbn/0451450523").unwrap();
    r.clear_scheme().unwrap();
    assert_eq!(r, "isbn/0451450523");
}

#[test]
fn uri_and_relative_scheme_conversions() {
    let mut uri = Uri::parse("http://h/p?q#f").unwrap();
    uri.set_scheme("https").unwrap();
    assert_eq!(uri.scheme(), "https");
    assert_eq!(uri.without_scheme().unwrap(), "//h/p?q#f");
    assert_eq!(
        Uri::parse("a:b:c")
            .unwrap()
            .without_scheme()
            .unwrap_err()
            .rule(),
        Rule::PathNoscheme
    );
    let rel = RelativeRef::parse("b/c").unwrap();
    assert_eq!(rel.with_scheme("a").unwrap(), "a:b/c");
    assert_eq!(rel.with_scheme("-").unwrap_err().rule(), Rule::Scheme);
    assert!(uri.set_scheme("").is_err());
    assert_eq!(uri.scheme(), "https");
}

#[test]
fn userinfo_set_and_cleared() {
    let mut r = uri_ref("http://example.com/");
    r.set_userinfo("user:pa%20ss;!$&'()*+,=~").unwrap();
    assert_eq!(r.userinfo(), Some("user:pa%20ss;!$&'()*+,=~"));
    r.set_userinfo("").unwrap();
    assert_eq!(r, "http://@example.com/");
    r.clear_userinfo();
    assert_eq!(r, "http://example.com/");
    r.clear_userinfo();
    assert_eq!(r, "http://example.com/");

    assert_edit_err(
        &mut r,
        |r| r.set_userinfo("a@b"),
        Rule::Userinfo,
        "invalid userinfo at index 1: unexpected \"@\", expected userinfo",
    );
    assert_edit_err(
        &mut r,
        |r| r.set_userinfo("a%2"),
        Rule::Userinfo,
        "invalid userinfo at index 3: expected HEXDIG",
    );
    let mut r = uri_ref("mailto:a@b");
    assert_edit_err(
        &mut r,
        |r| r.set_userinfo("u"),
        Rule::Authority,
        "a userinfo needs an authority, and the reference has none (authority)",
    );
}

#[test]
fn host_typed_and_text() {
    let mut r = uri_ref("http://u@old:1/p");
    r.set_host(Ipv4Addr::new(192, 0, 2, 1)).unwrap();
    assert_eq!(r, "http://u@192.0.2.1:1/p");
    assert_eq!(r.host(), Some(Host::Ipv4(Ipv4Addr::new(192, 0, 2, 1))));
    let v6: Ipv6Addr = "2001:db8::7".parse().unwrap();
    r.set_host(v6).unwrap();
    assert_eq!(r, "http://u@[2001:db8::7]:1/p");
    assert_eq!(r.host(), Some(Host::Ipv6(v6)));
    r.set_host(std::net::IpAddr::V4(Ipv4Addr::LOCALHOST))
        .unwrap();
    assert_eq!(r.host_str(), Some("127.0.0.1"));
    r.set_host(Host::IpvFuture("v7.fe80::1")).unwrap();
    assert_eq!(r, "http://u@[v7.fe80::1]:1/p");
    r.set_host(Host::RegName("example.com")).unwrap();
    assert_eq!(r.host(), Some(Host::RegName("example.com")));
    r.set_host(Host::RegName("")).unwrap();
    assert_eq!(r, "http://u@:1/p");
    // The grammar types the host: a reg-name that is an IPv4address reads back as one.
    r.set_host(Host::RegName("10.0.0.1")).unwrap();
    assert_eq!(r.host(), Some(Host::Ipv4(Ipv4Addr::new(10, 0, 0, 1))));
    r.set_host_str("[::1]").unwrap();
    assert_eq!(r.host(), Some(Host::Ipv6(Ipv6Addr::LOCALHOST)));
    r.set_host_str("ex%41mple").unwrap();
    assert_eq!(r.host_str(), Some("ex%41mple"));

    assert_edit_err(
        &mut r,
        |r| r.set_host(Host::RegName("a b")),
        Rule::RegName,
        "invalid reg-name at index 1: unexpected \" \" (space), expected reg-name",
    );
    assert_edit_err(
        &mut r,
        |r| r.set_host(Host::RegName("a:b")),
        Rule::RegName,
        "invalid reg-name at index 1: unexpected \":\", expected reg-name",
    );
    assert_edit_err(
        &mut r,
        |r| r.set_host(Host::IpvFuture("v7")),
        Rule::IpvFuture,
        &Rule::IpvFuture.check("v7").unwrap_err().to_string(),
    );
    assert_edit_err(
        &mut r,
        |r| r.set_host(Host::IpvFuture("[v7.x]")),
        Rule::IpvFuture,
        &Rule::IpvFuture.check("[v7.x]").unwrap_err().to_string(),
    );
    for bad in ["[::1", "a/b", "[1.2.3.4]", "[v7.]"] {
        let message = Rule::Host.check(bad).unwrap_err().to_string();
        assert_edit_err(&mut r, |r| r.set_host_str(bad), Rule::Host, &message);
    }
}

#[test]
fn a_new_host_makes_an_authority_that_the_path_must_fit() {
    let mut r = uri_ref("/a/b?q");
    r.set_host_str("h").unwrap();
    assert_eq!(r, "//h/a/b?q");

    let mut r = uri_ref("mailto:a@b");
    assert_edit_err(
        &mut r,
        |r| r.set_host_str("h"),
        Rule::PathAbempty,
        "a path after an authority must be empty or begin with \"/\" (path-abempty)",
    );
    let mut r = uri_ref("?q");
    r.set_host(Ipv6Addr::UNSPECIFIED).unwrap();
    assert_eq!(r, "//[::]?q");
}

#[test]
fn authority_cleared() {
    let mut r = uri_ref("http://u:p@h:8/a?q#f");
    r.clear_authority().unwrap();
    assert_eq!(r, "http:/a?q#f");
    r.clear_authority().unwrap();
    assert_eq!(r, "http:/a?q#f");

    let mut r = uri_ref("http://h//a");
    assert_edit_err(
        &mut r,
        UriRef::clear_authority,
        Rule::PathAbsolute,
        "a path without an authority cannot begin with \"//\" (path-absolute)",
    );
    let mut r = uri_ref("//h");
    r.clear_authority().unwrap();
    assert_eq!(r, "");
}

#[test]
fn port_set_and_cleared() {
    let mut r = uri_ref("//h");
    r.set_port("8080").unwrap();
    assert_eq!(r, "//h:8080");
    r.set_port("").unwrap();
    assert_eq!(r, "//h:");
    assert_eq!(r.port(), Some(""));
    r.set_port("99999").unwrap();
    assert_eq!(r.port_u16(), None);
    r.set_port_u16(0).unwrap();
    assert_eq!(r.port(), Some("0"));
    r.set_port_u16(65535).unwrap();
    assert_eq!(r.port_u16(), Some(65535));
    r.clear_port();
    assert_eq!(r, "//h");
    r.clear_port();
    assert_eq!(r, "//h");

    assert_edit_err(
        &mut r,
        |r| r.set_port("80a"),
        Rule::Port,
        "invalid port at index 2: unexpected \"a\", expected port",
    );
    assert_edit_err(
        &mut r,
        |r| r.set_port("-1"),
        Rule::Port,
        "invalid port at index 0: unexpected \"-\", expected port",
    );
    assert_edit_err(
        &mut r,
        |r| r.set_port(" 1"),
        Rule::Port,
        "invalid port at index 0: unexpected \" \" (space), expected port",
    );
    let mut r = uri_ref("a/b");
    assert_edit_err(
        &mut r,
        |r| r.set_port("80"),
        Rule::Authority,
        "a port needs an authority, and the reference has none (authority)",
    );
    assert_edit_err(
        &mut r,
        |r| r.set_port_u16(80),
        Rule::Authority,
        "a port needs an authority, and the reference has none (authority)",
    );
}

#[test]
fn path_rules_that_span_components() {
    // With an authority: path-abempty.
    let mut r = uri_ref("http://h");
    for ok in ["", "/", "/a", "//a", "/a:b/c@d"] {
        r.set_path(ok).unwrap();
        assert_eq!(r.path().as_str(), ok);
    }
    assert_edit_err(
        &mut r,
        |r| r.set_path("a"),
        Rule::PathAbempty,
        "a path after an authority must be empty or begin with \"/\" (path-abempty)",
    );
    assert_edit_err(
        &mut r,
        |r| r.set_path_dot_prefixed("a"),
        Rule::PathAbempty,
        "a path after an authority must be empty or begin with \"/\" (path-abempty)",
    );

    // A URI without an authority: path-absolute, path-rootless or path-empty.
    let mut r = uri_ref("urn:x");
    for ok in ["", "/", "/a", "a:b", "a/b"] {
        r.set_path(ok).unwrap();
        assert_eq!(r.path().as_str(), ok);
    }
    assert_edit_err(
        &mut r,
        |r| r.set_path("//a"),
        Rule::PathAbsolute,
        "a path without an authority cannot begin with \"//\" (path-absolute)",
    );
    r.set_path_dot_prefixed("//a").unwrap();
    assert_eq!(r, "urn:/.//a");
    r.set_path_dot_prefixed("a:b").unwrap(); // fine after a scheme: no dot needed
    assert_eq!(r, "urn:a:b");

    // A relative reference without an authority: path-absolute, path-noscheme or path-empty.
    let mut r = uri_ref("x");
    for ok in ["", "/", "a/b:c", "./a:b", "@"] {
        r.set_path(ok).unwrap();
        assert_eq!(r.path().as_str(), ok);
    }
    assert_edit_err(
        &mut r,
        |r| r.set_path("a:b"),
        Rule::PathNoscheme,
        "the first segment of a relative reference's path cannot contain \":\" (path-noscheme)",
    );
    assert_edit_err(
        &mut r,
        |r| r.set_path("//a"),
        Rule::PathAbsolute,
        "a path without an authority cannot begin with \"//\" (path-absolute)",
    );
    r.set_path_dot_prefixed("a:b/c").unwrap();
    assert_eq!(r, "./a:b/c");
    r.set_path_dot_prefixed("//a").unwrap();
    assert_eq!(r, "/.//a");
    r.set_path_dot_prefixed("a/b").unwrap();
    assert_eq!(r, "a/b");

    // Characters: the path rule.
    for bad in ["a b", "/a?b", "/a#b", "/%zz", "/[", "é"] {
        let message = Rule::Path.check(bad).unwrap_err().to_string();
        assert_edit_err(&mut r, |r| r.set_path(bad), Rule::Path, &message);
    }
}

#[test]
fn query_and_fragment_set_and_cleared() {
    let mut r = uri_ref("http://h/p");
    r.set_query("a=1&b=/?:@").unwrap();
    assert_eq!(r, "http://h/p?a=1&b=/?:@");
    r.set_query("").unwrap();
    assert_eq!(r, "http://h/p?");
    r.set_fragment("").unwrap();
    assert_eq!(r, "http://h/p?#");
    r.set_fragment("f/?x").unwrap();
    assert_eq!(r.fragment(), Some("f/?x"));
    r.clear_query();
    assert_eq!(r, "http://h/p#f/?x");
    r.clear_fragment();
    assert_eq!(r, "http://h/p");
    r.clear_query();
    r.clear_fragment();
    assert_eq!(r, "http://h/p");

    assert_edit_err(
        &mut r,
        |r| r.set_query("a#b"),
        Rule::Query,
        "invalid query at index 1: unexpected \"#\", expected query",
    );
    assert_edit_err(
        &mut r,
        |r| r.set_query("a b"),
        Rule::Query,
        "invalid query at index 1: unexpected \" \" (space), expected query",
    );
    assert_edit_err(
        &mut r,
        |r| r.set_fragment("a#b"),
        Rule::Fragment,
        "invalid fragment at index 1: unexpected \"#\", expected fragment",
    );
    assert_edit_err(
        &mut r,
        |r| r.set_fragment("%g0"),
        Rule::Fragment,
        "invalid fragment at index 1: unexpected \"g\", expected HEXDIG",
    );
}

#[test]
fn setters_on_uri_and_relative_ref_keep_their_kind() {
    let mut uri = Uri::parse("http:x").unwrap();
    uri.set_path("/p").unwrap();
    uri.set_host_str("h").unwrap();
    uri.set_userinfo("u").unwrap();
    uri.set_port_u16(1).unwrap();
    uri.set_query("q").unwrap();
    uri.set_fragment("f").unwrap();
    assert_eq!(uri, "http://u@h:1/p?q#f");
    uri.clear_userinfo();
    uri.clear_port();
    uri.clear_query();
    uri.clear_fragment();
    uri.clear_authority().unwrap();
    assert_eq!(uri, "http:/p");
    assert!(uri.set_host_str("[").is_err());

    let mut rel = RelativeRef::parse("x").unwrap();
    assert_eq!(rel.set_path("a:b").unwrap_err().rule(), Rule::PathNoscheme);
    rel.set_path("/p").unwrap();
    rel.set_host(Ipv4Addr::LOCALHOST).unwrap();
    rel.set_port("80").unwrap();
    rel.set_query("q").unwrap();
    assert_eq!(rel, "//127.0.0.1:80/p?q");
    rel.clear_authority().unwrap();
    assert_eq!(rel, "/p?q");
}

#[test]
fn builder_assembles_every_component() {
    let r = Builder::new()
        .scheme("foo")
        .userinfo("u:p")
        .host_str("example.com")
        .port("8042")
        .path("/over/there")
        .query("name=ferret")
        .fragment("nose")
        .build()
        .unwrap();
    assert_eq!(r, "foo://u:p@example.com:8042/over/there?name=ferret#nose");
    util::assert_reparses(&r, "after an edit");

    assert_eq!(Builder::new().build().unwrap(), "");
    assert_eq!(Builder::new().host_str("").build().unwrap(), "//");
    assert_eq!(Builder::new().scheme("s").build().unwrap(), "s:");
    assert_eq!(
        Builder::new()
            .host(Ipv6Addr::LOCALHOST)
            .port_u16(1)
            .build()
            .unwrap(),
        "//[::1]:1"
    );
    assert_eq!(
        Builder::new()
            .host(Host::IpvFuture("v1.a"))
            .build()
            .unwrap(),
        "//[v1.a]"
    );
    assert_eq!(
        Builder::new().path_dot_prefixed("a:b").build().unwrap(),
        "./a:b"
    );
    assert_eq!(
        Builder::new()
            .scheme("s")
            .path_dot_prefixed("//x")
            .build()
            .unwrap(),
        "s:/.//x"
    );
    // The later of path and path_dot_prefixed wins.
    assert!(
        Builder::new()
            .path_dot_prefixed("a:b")
            .path("a:b")
            .build()
            .is_err()
    );
    assert_eq!(UriRef::builder().query("q").build().unwrap(), "?q");
    let uri: Uri = Builder::new()
        .scheme("a")
        .path("b")
        .to::<rfc3986::Uri>()
        .build()
        .unwrap();
    assert_eq!(uri, "a:b");
    let rel: RelativeRef = Builder::new()
        .path("b")
        .to::<rfc3986::RelativeRef>()
        .build()
        .unwrap();
    assert_eq!(rel, "b");
}

#[test]
fn builder_text_arguments_are_anything_as_ref_str() {
    use rfc3986::percent::{self, Component};
    use std::borrow::Cow;

    // What percent::encode returns (a Cow), borrowed: the call that did not compile while Builder
    // stored Cow<'a, str> and took Into<Cow<'a, str>>. Each borrowed value is used again after the
    // builder, as a caller's would be.
    let fragment: Cow<str> = percent::encode("a b", Component::Fragment);
    let scheme = String::from("https");
    let userinfo: Box<str> = "me".into();
    let path = String::from("/v1");
    let key = String::from("k");
    let value = String::from("y z");
    let owned_query = String::from("q=1");
    let r = Builder::new()
        .scheme(&scheme)
        .userinfo(userinfo)
        .host_str(format!("{}.example", "api"))
        .port(Cow::Borrowed("8443"))
        .path(&path)
        .query(owned_query)
        .query_pair_decoded(&key, percent::encode("x", Component::QueryPair))
        .set_query_pair_decoded(Cow::Borrowed("k"), &value)
        .remove_query_key_decoded(String::from("q"))
        .fragment(&fragment)
        .build()
        .unwrap();
    assert_eq!(r, "https://me@api.example:8443/v1?k=y%20z#a%20b");
    assert_eq!(
        (&*scheme, &*path, &*key, &*value),
        ("https", "/v1", "k", "y z")
    );
    let dotted = Cow::Borrowed("a:b");
    assert_eq!(
        Builder::new().path_dot_prefixed(&dotted).build().unwrap(),
        "./a:b"
    );
    assert_eq!(fragment, "a%20b");
    assert_eq!(dotted, "a:b");
}

#[test]
fn builder_errors_name_the_rule() {
    let path_message = Rule::Path.check("a b").unwrap_err().to_string();
    let host_message = Rule::Host.check("a b").unwrap_err().to_string();
    let cases: Vec<(Builder, Rule, &str)> = vec![
        (
            Builder::new().scheme("1"),
            Rule::Scheme,
            "invalid scheme at index 0: unexpected \"1\", expected scheme",
        ),
        (
            Builder::new().userinfo("@").host_str("h"),
            Rule::Userinfo,
            "invalid userinfo at index 0: unexpected \"@\", expected userinfo",
        ),
        (Builder::new().host_str("a b"), Rule::Host, &host_message),
        (
            Builder::new().host(Host::RegName("[::1]")),
            Rule::RegName,
            "invalid reg-name at index 0: unexpected \"[\", expected reg-name",
        ),
        (
            Builder::new().host_str("h").port("x"),
            Rule::Port,
            "invalid port at index 0: unexpected \"x\", expected port",
        ),
        (Builder::new().path("a b"), Rule::Path, &path_message),
        (
            Builder::new().query("#"),
            Rule::Query,
            "invalid query at index 0: unexpected \"#\", expected query",
        ),
        (
            Builder::new().fragment("#"),
            Rule::Fragment,
            "invalid fragment at index 0: unexpected \"#\", expected fragment",
        ),
        (
            Builder::new().userinfo("u"),
            Rule::Authority,
            "a userinfo needs an authority, and the reference has none (authority)",
        ),
        (
            Builder::new().port_u16(1),
            Rule::Authority,
            "a port needs an authority, and the reference has none (authority)",
        ),
        (
            Builder::new().host_str("h").path("p"),
            Rule::PathAbempty,
            "a path after an authority must be empty or begin with \"/\" (path-abempty)",
        ),
        (
            Builder::new().scheme("s").path("//p"),
            Rule::PathAbsolute,
            "a path without an authority cannot begin with \"//\" (path-absolute)",
        ),
        (
            Builder::new().path("a:b"),
            Rule::PathNoscheme,
            "the first segment of a relative reference's path cannot contain \":\" (path-noscheme)",
        ),
    ];
    for (builder, rule, message) in cases {
        let err = builder.build().unwrap_err();
        assert_eq!(
            (err.rule(), err.to_string().as_str()),
            (rule, message),
            "{builder:?}"
        );
    }
    let err = Builder::new()
        .path("/a")
        .to::<rfc3986::Uri>()
        .build()
        .unwrap_err();
    assert_eq!(
        (err.rule(), err.to_string()),
        (Rule::Uri, "a URI needs a scheme (URI)".to_owned())
    );
    let err = Builder::new()
        .scheme("s")
        .to::<rfc3986::RelativeRef>()
        .build()
        .unwrap_err();
    assert_eq!(
        (err.rule(), err.to_string()),
        (
            Rule::RelativeRef,
            "a relative reference has no scheme (relative-ref)".to_owned()
        )
    );
    assert_eq!(
        Builder::new().scheme("1").build().unwrap_err().index(),
        Some(0)
    );
    assert_eq!(
        Builder::new().path("a:b").build().unwrap_err().index(),
        None
    );
}

#[test]
fn no_password_in_debug_redacted_or_errors() {
    let secret = "hunter2";
    let mut r = uri_ref("http://alice:hunter2@example.com/");
    assert_eq!(r.to_string(), "http://alice:hunter2@example.com/"); // Display stays exact
    assert_eq!(
        r.redacted().to_string(),
        "http://alice:<redacted>@example.com/"
    );
    for shown in [
        format!("{r:?}"),
        format!("{:?}", r.redacted()),
        r.redacted().to_string(),
        format!(
            "{:?}",
            Builder::new().userinfo("alice:hunter2").host_str("h")
        ),
        Builder::new()
            .userinfo("alice:hunter2@")
            .host_str("h")
            .build()
            .unwrap_err()
            .to_string(),
        format!(
            "{:?}",
            Builder::new()
                .userinfo("alice:hunter2@")
                .host_str("h")
                .build()
                .unwrap_err()
        ),
        r.set_userinfo("alice:hunter2 ").unwrap_err().to_string(),
        UriRef::parse("http://alice:hunter2 @h")
            .unwrap_err()
            .to_string(),
        format!("{:?}", Uri::parse("http://alice:hunter2@h").unwrap()),
        format!(
            "{:?}",
            RelativeRef::parse("//alice:hunter2@h").unwrap().redacted()
        ),
        Uri::parse("http://alice:hunter2@h")
            .unwrap()
            .redacted()
            .to_string(),
    ] {
        assert!(!shown.contains(secret), "password shown in {shown}");
    }
    // Without a password nothing is hidden, and other components are kept.
    assert_eq!(
        uri_ref("//alice@h/p?q#f").redacted().to_string(),
        "//alice@h/p?q#f"
    );
    assert_eq!(uri_ref("//a:@h").redacted().to_string(), "//a:<redacted>@h");
    assert_eq!(
        uri_ref("/p?user:pw@x").redacted().to_string(),
        "/p?user:pw@x"
    );
}

/// One edit, as data, so that proptest can generate sequences of them.
#[derive(Clone, Debug)]
enum Edit {
    Scheme(String),
    ClearScheme,
    Userinfo(String),
    ClearUserinfo,
    Host(String),
    HostV4([u8; 4]),
    HostV6([u16; 8]),
    ClearAuthority,
    Port(String),
    PortU16(u16),
    ClearPort,
    Path(String, bool),
    Query(String),
    ClearQuery,
    Fragment(String),
    ClearFragment,
}

fn apply(r: &mut UriRef, edit: &Edit) -> Result<(), EditError> {
    match edit {
        Edit::Scheme(s) => r.set_scheme(s),
        Edit::ClearScheme => r.clear_scheme(),
        Edit::Userinfo(s) => r.set_userinfo(s),
        Edit::ClearUserinfo => {
            r.clear_userinfo();
            Ok(())
        }
        Edit::Host(s) => r.set_host_str(s),
        Edit::HostV4(o) => r.set_host(Ipv4Addr::from(*o)),
        Edit::HostV6(p) => r.set_host(Ipv6Addr::from(*p)),
        Edit::ClearAuthority => r.clear_authority(),
        Edit::Port(s) => r.set_port(s),
        Edit::PortU16(n) => r.set_port_u16(*n),
        Edit::ClearPort => {
            r.clear_port();
            Ok(())
        }
        Edit::Path(s, false) => r.set_path(s),
        Edit::Path(s, true) => r.set_path_dot_prefixed(s),
        Edit::Query(s) => r.set_query(s),
        Edit::ClearQuery => {
            r.clear_query();
            Ok(())
        }
        Edit::Fragment(s) => r.set_fragment(s),
        Edit::ClearFragment => {
            r.clear_fragment();
            Ok(())
        }
    }
}

/// Text from the characters that matter at component boundaries, so that many edits are valid and many
/// are not.
fn text() -> impl Strategy<Value = String> {
    proptest::collection::vec(
        proptest::sample::select(vec![
            "a", "Z", "0", "9", ".", "-", "+", ":", "/", "//", "?", "#", "@", "[", "]", "%41", "%",
            " ", "é", "!", "=", "&", "v1.x", "::1",
        ]),
        0..6,
    )
    .prop_map(|v| v.concat())
}

fn edit() -> impl Strategy<Value = Edit> {
    prop_oneof![
        text().prop_map(Edit::Scheme),
        Just(Edit::ClearScheme),
        text().prop_map(Edit::Userinfo),
        Just(Edit::ClearUserinfo),
        prop_oneof![text(), text().prop_map(|t| format!("[{t}]"))].prop_map(Edit::Host),
        any::<[u8; 4]>().prop_map(Edit::HostV4),
        any::<[u16; 8]>().prop_map(Edit::HostV6),
        Just(Edit::ClearAuthority),
        prop_oneof!["[0-9]{0,6}", text()].prop_map(Edit::Port),
        any::<u16>().prop_map(Edit::PortU16),
        Just(Edit::ClearPort),
        (text(), any::<bool>()).prop_map(|(t, dot)| Edit::Path(t, dot)),
        text().prop_map(Edit::Query),
        Just(Edit::ClearQuery),
        text().prop_map(Edit::Fragment),
        Just(Edit::ClearFragment),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Any sequence of edits: each one that succeeds gives a value whose string parses to the same
    /// components, and each one that fails leaves the value as it was.
    #[test]
    fn edits_give_what_parsing_gives(start in prop_oneof![Just("http://u@h:1/p?q#f"), Just(""), Just("a:b"), Just("//h")], edits in proptest::collection::vec(edit(), 1..12)) {
        let mut r = UriRef::parse(start).unwrap();
        for e in &edits {
            let before = r.clone();
            match apply(&mut r, e) {
                Ok(()) => util::assert_reparses(&r, "after an edit"),
                Err(err) => {
                    prop_assert_eq!(&r, &before, "{:?} failed with {} but changed the value", e, err);
                }
            }
        }
    }

    /// The builder gives what parsing its string gives, or an error.
    #[test]
    fn builder_gives_what_parsing_gives(scheme in proptest::option::of(text()), userinfo in proptest::option::of(text()), host in proptest::option::of(text()), port in proptest::option::of("[0-9]{0,5}"), path in text(), query in proptest::option::of(text()), fragment in proptest::option::of(text())) {
        let mut b = Builder::new().path(&path);
        if let Some(s) = &scheme { b = b.scheme(s); }
        if let Some(s) = &userinfo { b = b.userinfo(s); }
        if let Some(s) = &host { b = b.host_str(s); }
        if let Some(s) = &port { b = b.port(s); }
        if let Some(s) = &query { b = b.query(s); }
        if let Some(s) = &fragment { b = b.fragment(s); }
        if let Ok(r) = b.build() {
            util::assert_reparses(&r, "after an edit");
            prop_assert_eq!(r.scheme(), scheme.as_deref());
            prop_assert_eq!(r.userinfo(), userinfo.as_deref());
            prop_assert_eq!(r.host_str(), host.as_deref());
            prop_assert_eq!(r.port(), port.as_deref());
            prop_assert_eq!(r.path().as_str(), path.as_str());
            prop_assert_eq!(r.query(), query.as_deref());
            prop_assert_eq!(r.fragment(), fragment.as_deref());
        }
    }
}

#[test]
fn an_ipv6_host_without_brackets_gets_a_hint() {
    let hint = "; an IPv6 host needs brackets (\"[::1]\")";
    let mut r = uri_ref("http://example.com/");
    for text in ["::1", "2001:db8::7", "fe80::1:2:3:4"] {
        let err = r.set_host_str(text).unwrap_err();
        assert_eq!(err.rule(), Rule::Host, "{text}");
        assert!(err.to_string().ends_with(hint), "{text}: {err}");
    }
    assert_edit_err(
        &mut r,
        |r| r.set_host_str("::1"),
        Rule::Host,
        &format!("invalid host at index 0: unexpected \":\", expected reg-name{hint}"),
    );
    // The same at build time, and for a typed registered name.
    let err = Builder::new().host_str("::1").build().unwrap_err();
    assert_eq!(
        err.to_string(),
        format!("invalid host at index 0: unexpected \":\", expected reg-name{hint}")
    );
    let err = r.set_host(Host::RegName("::1")).unwrap_err();
    assert_eq!(err.rule(), Rule::RegName);
    assert!(err.to_string().ends_with(hint), "{err}");
    // IRIs too.
    let mut iri = rfc3986::IriRef::parse("http://é/").unwrap();
    assert!(
        iri.set_host_str("::1")
            .unwrap_err()
            .to_string()
            .ends_with(hint)
    );
    // Not an IPv6address: no hint.
    for text in ["a b", "::g", "1:2:3:4:5:6:7:8:9", "[::1"] {
        let err = r.set_host_str(text).unwrap_err();
        assert!(!err.to_string().contains("brackets"), "{text}: {err}");
    }
    // With the brackets, or typed, it works.
    r.set_host_str("[::1]").unwrap();
    r.set_host(Ipv6Addr::LOCALHOST).unwrap();
    assert_eq!(r, "http://[::1]/");
}

/// Setters write the new reference with its spans (no second parse) where the host's kind is known: every
/// edit gives what parsing its text gives, components and host kind, including a host text that turns
/// out to be an address.
#[test]
fn edits_have_the_components_of_their_text() {
    use rfc3986::{Host, IriRef};
    let same = |r: &UriRef| {
        let again = UriRef::parse(r.as_str()).unwrap();
        let parts = |r: &UriRef| {
            (
                r.scheme().map(str::to_owned),
                r.authority().map(|a| {
                    (
                        a.userinfo().map(str::to_owned),
                        a.host_str().to_owned(),
                        a.port().map(str::to_owned),
                        a.host_kind(),
                    )
                }),
                r.path().as_str().to_owned(),
                r.query().map(str::to_owned),
                r.fragment().map(str::to_owned),
            )
        };
        assert_eq!(parts(r), parts(&again), "{r}");
    };
    for input in [
        "http://u@[::1]:8/a?q#f",
        "//1.2.3.4/x",
        "s:p",
        "a/b?c",
        "http://[v1.x]",
    ] {
        let r = UriRef::parse(input).unwrap();
        let mut e = r.clone();
        e.set_query("x=1").unwrap();
        same(&e);
        e.set_fragment("").unwrap();
        same(&e);
        e.clear_query();
        same(&e);
        e.set_path("/p:q").unwrap();
        same(&e);
        let mut h = r.clone();
        if h.set_host_str("10.0.0.1").is_err() {
            // A rootless path cannot follow an authority.
            assert!(r.authority().is_none() && !r.path().as_str().starts_with('/'));
            continue;
        }
        same(&h);
        assert_eq!(
            h.authority().unwrap().host_kind(),
            rfc3986::HostKind::Ipv4Address
        );
        h.set_host(Host::Ipv6("::2".parse().unwrap())).unwrap();
        same(&h);
        h.set_port("99").unwrap();
        same(&h);
        let mut i = IriRef::parse(input).unwrap();
        i.set_fragment("é").unwrap();
        assert_eq!(i, IriRef::parse(i.as_str()).unwrap());
    }
}

/// An IRI edit's error names RFC 3987's rules: `iauthority`, `IRI`, `irelative-ref`, the i-rules of the
/// components, where a URI edit's names RFC 3986's.
#[test]
fn iri_edits_name_the_rules_of_rfc_3987() {
    use rfc3986::{Builder, IriRef, Rule};

    let mut r = IriRef::parse("é/a").unwrap();
    assert_eq!(r.set_port("80").unwrap_err().rule(), Rule::Iauthority);
    assert_eq!(r.set_path("a:b").unwrap_err().rule(), Rule::IpathNoscheme);
    assert_eq!(r.set_query("a#b").unwrap_err().rule(), Rule::Iquery);
    let mut u = UriRef::parse("a/b").unwrap();
    assert_eq!(u.set_port("80").unwrap_err().rule(), Rule::Authority);
    let err = Builder::new()
        .path("/é")
        .to::<rfc3986::Iri>()
        .build()
        .unwrap_err();
    assert_eq!(err.rule(), Rule::Iri);
    assert_eq!(err.to_string(), "an IRI needs a scheme (IRI)");
    let err = Builder::new()
        .scheme("s")
        .path("é")
        .to::<rfc3986::IriRelativeRef>()
        .build()
        .unwrap_err();
    assert_eq!(err.rule(), Rule::IrelativeRef);
    let err = Builder::new()
        .port("1")
        .to::<rfc3986::IriRef>()
        .build()
        .unwrap_err();
    assert_eq!(err.rule(), Rule::Iauthority);
    let err = Builder::new()
        .path("/a")
        .to::<rfc3986::Uri>()
        .build()
        .unwrap_err();
    assert_eq!(
        (err.rule(), err.to_string().as_str()),
        (Rule::Uri, "a URI needs a scheme (URI)")
    );
}

/// A typed builder builds its own type (issue 48): `T::builder().build()` is a `T`, refused with the rule of
/// `T` where the components make the other kind, and the same as `build_*` of an untyped builder.
#[test]
fn typed_builders_build_their_type() {
    use rfc3986::{Builder, Iri, IriRef, IriRelativeRef, RelativeRef, Uri, UriRef};
    let uri: Uri = Uri::builder()
        .scheme("http")
        .host_str("a")
        .path("/b")
        .build()
        .unwrap();
    assert_eq!(
        uri,
        Builder::new()
            .scheme("http")
            .host_str("a")
            .path("/b")
            .to::<rfc3986::Uri>()
            .build()
            .unwrap()
    );
    let err = Uri::builder().path("/b").build().unwrap_err();
    assert_eq!(
        err,
        Builder::new()
            .path("/b")
            .to::<rfc3986::Uri>()
            .build()
            .unwrap_err()
    );
    let relative: RelativeRef = RelativeRef::builder().path("b").build().unwrap();
    assert_eq!(relative, "b");
    assert!(RelativeRef::builder().scheme("s").build().is_err());
    let iri: Iri = Iri::builder().scheme("s").path("é").build().unwrap();
    assert_eq!(iri, "s:é");
    assert!(Uri::builder().scheme("s").path("é").build().is_err());
    let iri_ref: IriRef = IriRef::builder().path("é").build().unwrap();
    let iri_relative: IriRelativeRef = IriRelativeRef::builder().path("é").build().unwrap();
    assert_eq!(iri_ref.as_str(), iri_relative.as_str());
    let uri_ref: UriRef = UriRef::builder().scheme("s").build().unwrap();
    assert_eq!(
        uri_ref,
        Uri::builder().scheme("s").to::<UriRef>().build().unwrap()
    );
}

/// The builder writes the query's edits for the type it builds, in the order they were made (issue 59):
/// a URI encodes every non-ASCII character of a pair, an IRI keeps what `iquery` allows; the text given to
/// `query` is checked as written, not encoded.
#[test]
fn builder_query_edits_follow_the_type_built() {
    use rfc3986::{Builder, Iri, Uri};
    let b = Builder::new()
        .scheme("s")
        .query("a=1&b=2")
        .query_pair_decoded("c", "é")
        .remove_query_key_decoded("a")
        .set_query_pair_decoded("b", "ü&")
        .query_pairs_decoded([("d", "x y")]);
    let uri: Uri = b.clone().to::<Uri>().build().unwrap();
    let iri: Iri = b.clone().to::<Iri>().build().unwrap();
    assert_eq!(uri, "s:?b=%C3%BC%26&c=%C3%A9&d=x%20y");
    assert_eq!(iri, "s:?b=ü%26&c=é&d=x%20y");
    // The IRI's mapping to a URI (RFC 3987 3.1) is what the URI builder wrote.
    assert_eq!(iri.to_uri(), uri);
    // Text given to `query` is the query as written: é is no URI query character.
    assert!(Builder::new().query("é").build().is_err());
    let iri_query = Builder::new()
        .query("é")
        .to::<rfc3986::IriRef>()
        .build()
        .unwrap();
    assert_eq!(iri_query, "?é");
}

/// `Builder::default()` needs no annotation and builds a `UriRef`; the builder borrows nothing it is given.
#[test]
fn builder_default_and_ownership() {
    use rfc3986::{Builder, Host};
    let b = Builder::default().path("a");
    assert_eq!(b.build().unwrap(), "a");
    let b = {
        let name = String::from("example.com");
        Builder::new().host(Host::RegName(&name)) // `name` is dropped at the end of this block
    };
    assert_eq!(b.build().unwrap(), "//example.com");
}
