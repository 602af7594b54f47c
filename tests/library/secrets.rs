//! No error repeats a password: every error type of the crate, made from inputs that carry one, shows it
//! neither in `Display` nor in `Debug` (nor, for a `ParseError`, in its rendering for people). The password is
//! a distinctive string, so that finding it anywhere in a message is a leak.

use std::fmt::{Debug, Display};

#[cfg(all(feature = "schemes", feature = "std"))]
use rfc3986::scheme::{FileUri, Http, Mailto, Origin, Urn};
#[cfg(feature = "template")]
use rfc3986::template::{UriTemplate, Vars};
use rfc3986::{IriRef, RelativeRef, Rule, Uri, UriRef};

/// The password of every input here.
const SECRET: &str = "Sw0rdf1sh-8472";

/// The inputs' password as it is written in a URI (the same: it needs no percent-encoding).
fn with_secret(template: &str) -> String {
    template.replace("SECRET", SECRET)
}

/// Checks that neither `Display` nor `Debug` of `err` shows the password, and returns the message.
#[track_caller]
fn hides<E: Display + Debug>(what: &str, err: E) -> String {
    let shown = err.to_string();
    let debug = format!("{err:?}");
    assert!(
        !shown.contains(SECRET),
        "{what}: Display shows the password: {shown}"
    );
    assert!(
        !debug.contains(SECRET),
        "{what}: Debug shows the password: {debug}"
    );
    assert!(
        !debug.contains(&SECRET[1..]),
        "{what}: Debug shows most of the password: {debug}"
    );
    shown
}

/// As [`hides`], for the error itself and for it as the crate-wide [`rfc3986::Error`], and every error of
/// its `source()` chain.
#[track_caller]
fn hides_all<E: Into<rfc3986::Error> + Clone + Display + Debug>(what: &str, err: E) -> String {
    let shown = hides(what, err.clone());
    let all: rfc3986::Error = err.into();
    assert_eq!(
        all.to_string(),
        shown,
        "{what}: rfc3986::Error shows another message"
    );
    hides(what, &all);
    let mut source = std::error::Error::source(&all);
    while let Some(inner) = source {
        hides(what, inner);
        source = inner.source();
    }
    shown
}

/// A `ParseError` of `input`: its message, its `Debug` and its rendering with the input.
#[track_caller]
fn parse_error_hides(what: &str, input: &str, err: rfc3986::ParseError) {
    hides_all(what, err);
    let rendered = err.render(input).to_string();
    assert!(
        !rendered.contains(SECRET),
        "{what}: the rendering shows the password: {rendered}"
    );
}

#[test]
fn parse_errors() {
    for input in [
        "http://app:SECRET x@h/",
        "http://app:SECRET@h:8o/",
        "http://app:SECRET@h st/",
        "http://app:SECRET@@h/x y",
        "postgres://app:SECRET/x@db:8o/",
        "postgres://app:SECRET/x@db/a b",
        "http://app:SECRET@[::1/",
        "ht tp://app:SECRET@h/",
    ] {
        let input = with_secret(input);
        if let Err(err) = UriRef::parse(&input) {
            parse_error_hides(&input, &input, err);
        }
        if let Err(err) = Uri::parse(&input) {
            parse_error_hides(&input, &input, err);
        }
        if let Err(err) = IriRef::parse(&input) {
            parse_error_hides(&input, &input, err);
        }
        if let Err(err) = Rule::UriReference.check(&input) {
            parse_error_hides(&input, &input, err);
        }
        if let Err(err) = UriRef::parse_lenient(&input) {
            parse_error_hides(&input, &input, err);
        }
        if let Err(err) = IriRef::parse_lenient(&input) {
            parse_error_hides(&input, &input, err);
        }
        for line in UriRef::parse_lines(&input) {
            if let Err(err) = line {
                parse_error_hides(&input, &input, err);
            }
        }
    }
    let page = Uri::parse(&with_secret("http://app:SECRET@h/")).unwrap();
    assert!(page.join("a b").is_err());
    let input = with_secret("http://app:SECRET@exa mple.com/");
    parse_error_hides(
        "join_lenient",
        &input,
        page.join_lenient(&input).unwrap_err(),
    );
}

#[test]
fn edit_and_kind_errors() {
    let mut uri = Uri::parse(&with_secret("http://app:SECRET@h/")).unwrap();
    hides_all("set_port", uri.set_port("8o").unwrap_err());
    hides_all("set_host_str", uri.set_host_str("a b").unwrap_err());
    hides_all("set_path", uri.set_path("a").unwrap_err());
    hides_all(
        "set_userinfo",
        uri.set_userinfo(&with_secret("app:SECRET x")).unwrap_err(),
    );
    hides_all(
        "Builder",
        rfc3986::Builder::new()
            .userinfo(with_secret("app:SECRET"))
            .to::<rfc3986::Uri>()
            .build()
            .unwrap_err(),
    );
    let reference = UriRef::parse(&with_secret("http://app:SECRET@h/")).unwrap();
    hides_all(
        "UriKindError",
        RelativeRef::try_from(reference).unwrap_err(),
    );
    let iri = IriRef::parse(&with_secret("http://app:SECRET@h/é")).unwrap();
    hides_all(
        "IriKindError",
        rfc3986::IriRelativeRef::try_from(iri.clone()).unwrap_err(),
    );
    hides_all("NotAsciiError", UriRef::try_from(iri).unwrap_err());
    hides_all(
        "UnknownRule",
        with_secret("SECRET").parse::<Rule>().unwrap_err(),
    );
}

#[test]
fn decoding_errors() {
    let uri = Uri::parse(&with_secret("http://app:SECRET%FF@h/")).unwrap();
    hides("password_decoded", uri.password_decoded().unwrap_err());
    let uri = Uri::parse(&with_secret("http://SECRET%FF:x@h/")).unwrap();
    hides("username_decoded", uri.username_decoded().unwrap_err());
}

#[test]
#[cfg(all(feature = "schemes", feature = "std"))]
fn scheme_errors() {
    let uri = Uri::parse(&with_secret("http://app:SECRET@h/")).unwrap();
    hides_all("Urn", Urn::try_from(&uri).unwrap_err());
    hides_all("Mailto", Mailto::try_from(&uri).unwrap_err());
    hides_all("File", FileUri::try_from(&uri).unwrap_err());
    if let Err(err) = Http::try_from(&uri) {
        hides_all("Http", err);
    }
    let file = Uri::parse(&with_secret("file://app:SECRET@h/x")).unwrap();
    hides_all(
        "File with a userinfo",
        FileUri::try_from(&file).unwrap_err(),
    );
    #[cfg(feature = "std")]
    hides_all("to_file_path", file.to_file_path().unwrap_err());
    let err = with_secret("https://app:SECRET@h")
        .parse::<Origin>()
        .unwrap_err();
    hides_all("Origin", err);
    let err = Uri::from_request_target("https", &with_secret("app:SECRET@h"), "/").unwrap_err();
    hides_all("from_request_target, Host", err);
    let err =
        Uri::from_request_target("https", "h", &with_secret("http://app:SECRET@h/#x")).unwrap_err();
    hides_all("from_request_target, target", err);
}

#[test]
#[cfg(feature = "template")]
fn template_errors() {
    let err = UriTemplate::parse(&with_secret("http://app:SECRET@h/{x")).unwrap_err();
    hides_all("TemplateError::Syntax", err);
    let err = UriTemplate::parse(&with_secret("http://app:SECRET@h/{=x}")).unwrap_err();
    hides_all("TemplateError::ReservedOperator", err);
    let template = UriTemplate::parse(&with_secret("http://app:SECRET@h/{a}{b}")).unwrap();
    hides_all("MatchError", template.check_matchable().unwrap_err());
    let template = UriTemplate::parse(&with_secret("http://app:SECRET@h/{list:3}")).unwrap();
    let err = template
        .expand(&Vars::new().with("list", ["a", "b"]))
        .unwrap_err();
    hides_all("ExpandError", err);
}

#[cfg(feature = "http")]
#[test]
fn http_errors() {
    let uri = Uri::parse(&with_secret("http://app:SECRET@h/#f")).unwrap();
    hides_all(
        "ToHttpError, fragment",
        http::Uri::try_from(&uri).unwrap_err(),
    );
    let uri = Uri::parse(&with_secret("http://app:SECRET@h%41/")).unwrap();
    hides_all("ToHttpError, host", http::Uri::try_from(&uri).unwrap_err());
    let uri = Uri::parse(&with_secret("http://app:SECRET@h:99999999999/")).unwrap();
    if let Err(err) = http::Uri::try_from(&uri) {
        hides_all("ToHttpError, port", err);
    }
    let http_uri: http::Uri = with_secret("http://app:SECRET@h/a{b}").parse().unwrap();
    hides_all("FromHttpError", UriRef::try_from(&http_uri).unwrap_err());
}

#[cfg(feature = "url")]
#[test]
fn url_errors() {
    let uri = Uri::parse(&with_secret("http://app:SECRET@h:65536/")).unwrap();
    let shown = hides_all("ToUrlError", url::Url::try_from(&uri).unwrap_err());
    assert!(shown.contains("app:<redacted>@h:65536"), "{shown}");
    // WHATWG keeps a "%" that begins no pct-encoded in a password; RFC 3986 refuses it there.
    let url = url::Url::parse(&with_secret("http://app:SECRET%zz@h/")).unwrap();
    let err = Uri::try_from(&url).unwrap_err();
    assert_eq!(err.component(), rfc3986::Part::Password);
    let shown = hides_all("FromUrlError, password", err);
    assert!(
        shown.contains("a character unencoded in the password"),
        "{shown}"
    );
    let url = url::Url::parse(&with_secret("http://app:SECRET@h/?q={x}")).unwrap();
    hides_all("FromUrlError, query", Uri::try_from(&url).unwrap_err());
}

#[cfg(feature = "idna")]
#[test]
fn idna_errors() {
    let iri = rfc3986::Iri::parse(&with_secret("http://app:SECRET@\u{301}a.example/")).unwrap();
    hides_all("IdnaError", iri.to_uri_idna().unwrap_err());
    let uri = Uri::parse(&with_secret("http://app:SECRET@xn--zz.example/")).unwrap();
    hides_all("IdnaError, ToUnicode", uri.to_iri_idna().unwrap_err());
}

/// Not an error, but what the lenient intake reports: a repair inside a password holds a part of it, and its
/// `Debug` shows `<redacted>` instead (`Repair::in_password` tells output for people to do the same).
#[test]
fn repairs_inside_a_password() {
    let input = "postgres://app:пароль секрет@db/x";
    let (uri, repairs) = UriRef::parse_lenient(input).unwrap();
    assert_eq!(
        uri.password_decoded().unwrap().as_deref(),
        Some("пароль секрет")
    );
    assert!(!repairs.is_empty());
    for repair in &repairs {
        assert!(repair.in_password(), "{repair:?}");
        let debug = format!("{repair:?}");
        assert!(
            !debug.contains("пароль") && !debug.contains("секрет") && !debug.contains("%D0"),
            "{debug}"
        );
    }
    let (_, repairs) = UriRef::parse_lenient("postgres://jörg:x@db/").unwrap();
    assert!(!repairs[0].in_password());
    assert!(format!("{:?}", repairs[0]).contains("ö"));
}

/// `redacted_with(mask)` writes the mask where `redacted()` writes `<redacted>`, on every reference type,
/// and nothing of the password (RFC 3986 3.2.1); a userinfo without `:` is written as it is.
#[test]
fn redacted_with_a_mask() {
    let text = "s://user:hunter2@host/p?q#f";
    let shown = |r: String| {
        assert!(!r.contains("hunter2"), "{r}");
        r
    };
    let uri = rfc3986::Uri::parse(text).unwrap();
    let iri = rfc3986::IriRef::parse(text).unwrap();
    let relative = rfc3986::RelativeRef::parse("//user:hunter2@host/").unwrap();
    for mask in ["***", "", "%2A"] {
        let with = shown(uri.redacted_with(mask).to_string());
        assert_eq!(with, uri.redacted().to_string().replace("<redacted>", mask));
        assert_eq!(shown(iri.redacted_with(mask).to_string()), with);
        assert_eq!(
            shown(relative.redacted_with(mask).to_string()),
            format!("//user:{mask}@host/")
        );
    }
    let no_password = rfc3986::UriRef::parse("s://user@host/").unwrap();
    assert_eq!(
        no_password.redacted_with("***").to_string(),
        "s://user@host/"
    );
}

/// A mask chosen for references (`redacted_with`) can be the renderings' too: the errors a program shows
/// hide a password as its logs do, an empty password included, and the caret still points where it did.
#[test]
fn a_chosen_mask_in_renderings() {
    for input in [
        "https://me:s3cret@exa mple.com/",
        "https://me:@exa mple.com/",
    ] {
        let err = rfc3986::UriRef::parse(input).unwrap_err();
        let plain = err.render(input).to_string();
        let masked = err.render(input).mask("***").to_string();
        assert!(masked.contains("me:***@exa mple.com"), "{masked}");
        assert!(
            !masked.contains("<redacted>") && !masked.contains("s3cret"),
            "{masked}"
        );
        let uri_line = |text: &str| text.lines().nth(1).unwrap().to_owned();
        let caret = |text: &str| text.lines().nth(2).unwrap().find('^').unwrap();
        // "<redacted>" is ten columns and "***" three: the caret moves by the difference.
        assert_eq!(caret(&plain) - caret(&masked), 7, "{plain}\n{masked}");
        assert_eq!(
            uri_line(&masked),
            uri_line(&plain).replace("<redacted>", "***")
        );
    }
}
