//! The probe of issue 48's done-when: a program written as a user would, with a base URI in a `static`
//! checked at compile time, the typed builder, `?` into `rfc3986::Error` throughout, and what users reached
//! for (`Host::ip_addr`, `redacted_with`, `UriTemplate::is_match`, `Display` of the resolution's names and
//! of template values, `FusedIterator` for `ParseEach`, the scheme views' `as_str`, a dot-segment trace
//! without a base, an `http::Uri` without the password). Each step asserts what it gives.
#![cfg(all(feature = "template", feature = "schemes", feature = "http"))]

use std::iter::FusedIterator;
use std::net::{IpAddr, Ipv4Addr};

use rfc3986::resolve::{self, Component};
use rfc3986::scheme::{Http, Tel};
use rfc3986::template::{UriTemplate, Value, Vars};
use rfc3986::{Error, Host, Iri, Uri, UriRef, iri, uri};

static BASE: Uri = uri!("https://api.example.com/v1/");
const HOME: Iri = iri!("https://例子.测试/首页");

/// What a crawler, a client and a checker of the RFC each do once, in one function that stops at the
/// first error of any kind.
fn probe() -> Result<Vec<String>, Error> {
    let mut seen = Vec::new();

    // The base needs no parse at run time; joining and resolving are the library's.
    let users = BASE.join("users/42?fields=name")?;
    seen.push(users.to_string());
    seen.push(HOME.to_uri().to_string());

    // The typed builder makes the type it came from, credentials encoded by the _decoded setters.
    let proxy: Uri = Uri::builder()
        .scheme("http")
        .username_decoded("app@eu")
        .password_decoded("s3cret")
        .host(Ipv4Addr::new(192, 0, 2, 7))
        .port_u16(3128)
        .build()?;
    seen.push(proxy.redacted_with("***").to_string());
    let ip = proxy.host().and_then(|h| h.ip_addr());
    seen.push(format!("{ip:?}"));

    // An http::Uri refuses the password: dropped or kept, each on purpose.
    assert!(http::Uri::try_from(&proxy).is_err());
    let for_client = http::Uri::try_from(&proxy.without_password())?;
    seen.push(for_client.to_string());
    seen.push(proxy.to_http_with_password()?.to_string());

    // The scheme views say what they read.
    let view = Http::try_from(&users)?;
    seen.push(format!("{view} {}", view.path()));
    let tel = Uri::parse("tel:+1-201-555-0123;ext=1234")?;
    seen.push(Tel::try_from(&tel)?.as_str().to_owned());

    // Resolution shows its work, with names that print as the RFC writes them.
    let reference = UriRef::parse("../v2/./items/../orders")?;
    let steps = BASE.resolve_steps(&reference);
    for &component in Component::ALL {
        seen.push(format!("{component} from {}", steps.source(component)));
    }
    let dots = resolve::remove_dot_segments_steps("/a/b/../c/./d");
    seen.push(format!("{} rows, {}", dots.rows().len(), dots.output()));

    // Templates: match, and values that print in RFC 6570's notation.
    let template = UriTemplate::parse("https://api.example.com/v1/users/{id}{?fields*}")?;
    seen.push(template.matcher()?.is_match(users.as_str()).to_string());
    let expanded = template.expand(&Vars::new().with("id", "7").with("fields", ["a", "b"]))?;
    seen.push(expanded);
    seen.push(Value::from(["a", "b"]).to_string());

    // Bulk parsing: an iterator that stays done.
    let mut each = Uri::parse_each(["https://a.example/", "not a uri", "mailto:x@example.com"]);
    let ok = each.by_ref().filter(Result::is_ok).count();
    assert!(each.next().is_none() && each.next().is_none());
    fused(&each);
    seen.push(format!("{ok} of 3"));
    Ok(seen)
}

fn fused<I: FusedIterator>(_: &I) {}

#[test]
fn the_probe_runs_as_a_user_would_write_it() {
    let seen = probe().unwrap();
    let expected = [
        "https://api.example.com/v1/users/42?fields=name",
        "https://%E4%BE%8B%E5%AD%90.%E6%B5%8B%E8%AF%95/%E9%A6%96%E9%A1%B5",
        "http://app%40eu:***@192.0.2.7:3128",
        "Some(192.0.2.7)",
        "http://app%40eu@192.0.2.7:3128/",
        "http://app%40eu:s3cret@192.0.2.7:3128/",
        "https://api.example.com/v1/users/42?fields=name /v1/users/42",
        "tel:+1-201-555-0123;ext=1234",
        "scheme from base",
        "authority from base",
        "path from merge",
        "query from reference",
        "fragment from reference",
        "7 rows, /a/c/d", // step 1, then one row per pass of step 2 (5.2.4)
        "true",
        "https://api.example.com/v1/users/7?fields=a&fields=b",
        r#"("a", "b")"#,
        "2 of 3",
    ];
    assert_eq!(seen, expected);
    // `?` carried each kind of error into one type, with the library's message.
    let refused: Result<Uri, Error> = Uri::builder()
        .path("/no/scheme")
        .build()
        .map_err(Error::from);
    let err = refused.unwrap_err();
    assert!(
        matches!(&err, Error::Edit(e) if e.rule() == rfc3986::Rule::Uri),
        "{err}"
    );
    assert_eq!(
        Host::Ipv4(Ipv4Addr::LOCALHOST).ip_addr(),
        Some(IpAddr::V4(Ipv4Addr::LOCALHOST))
    );
}
