//! The literal macros, `uri!` and its siblings: `macro_rules!` shims that hand the literal to the proc
//! macros of `rfc3986-macros` with `$crate` first, so that the code those write names this crate by the path
//! the caller reaches it by (a dependency renamed in `Cargo.toml`, a re-export), not by `::rfc3986`.

/// A [`Uri`](crate::Uri) (`URI`, RFC 3986 3) from a string literal parsed while the program compiles: a
/// `const` value, so `static BASE: Uri = uri!("https://example.com/")` compiles, with no parse at run time. A
/// literal the grammar refuses fails the build with the library's own message, on the literal.
///
/// ```
/// use rfc3986::{Uri, uri};
///
/// static BASE: Uri = uri!("https://example.com/api/");
/// assert_eq!(BASE.host_str(), Some("example.com"));
/// assert_eq!(BASE.join("users")?, "https://example.com/api/users");
/// # Ok::<(), rfc3986::ParseError>(())
/// ```
#[macro_export]
#[cfg_attr(docsrs, doc(cfg(feature = "macros")))]
macro_rules! uri {
    ($($literal:tt)*) => {
        $crate::__private::uri!($crate, $($literal)*)
    };
}

/// A [`UriRef`](crate::UriRef) (`URI-reference`, RFC 3986 4.1) from a string literal parsed while the program
/// compiles (see [`uri!`](crate::uri!)).
///
/// ```
/// const LOGO: rfc3986::UriRef = rfc3986::uri_ref!("../img/logo.svg");
/// assert_eq!(LOGO.path().as_str(), "../img/logo.svg");
/// ```
#[macro_export]
#[cfg_attr(docsrs, doc(cfg(feature = "macros")))]
macro_rules! uri_ref {
    ($($literal:tt)*) => {
        $crate::__private::uri_ref!($crate, $($literal)*)
    };
}

/// A [`RelativeRef`](crate::RelativeRef) (`relative-ref`, RFC 3986 4.2) from a string literal parsed while
/// the program compiles (see [`uri!`](crate::uri!)).
///
/// ```
/// const NEXT: rfc3986::RelativeRef = rfc3986::relative_ref!("?page=2");
/// assert_eq!(NEXT.query(), Some("page=2"));
/// ```
#[macro_export]
#[cfg_attr(docsrs, doc(cfg(feature = "macros")))]
macro_rules! relative_ref {
    ($($literal:tt)*) => {
        $crate::__private::relative_ref!($crate, $($literal)*)
    };
}

/// An [`Iri`](crate::Iri) (`IRI`, RFC 3987 2.2) from a string literal parsed while the program compiles (see
/// [`uri!`](crate::uri!)).
///
/// ```
/// const HOME: rfc3986::Iri = rfc3986::iri!("https://例え.テスト/");
/// assert_eq!(HOME.to_uri(), "https://%E4%BE%8B%E3%81%88.%E3%83%86%E3%82%B9%E3%83%88/");
/// ```
#[macro_export]
#[cfg_attr(docsrs, doc(cfg(feature = "macros")))]
macro_rules! iri {
    ($($literal:tt)*) => {
        $crate::__private::iri!($crate, $($literal)*)
    };
}

/// An [`IriRef`](crate::IriRef) (`IRI-reference`, RFC 3987 2.2) from a string literal parsed while the
/// program compiles (see [`uri!`](crate::uri!)).
///
/// ```
/// const PAGE: rfc3986::IriRef = rfc3986::iri_ref!("résumé.html");
/// assert!(PAGE.is_relative());
/// ```
#[macro_export]
#[cfg_attr(docsrs, doc(cfg(feature = "macros")))]
macro_rules! iri_ref {
    ($($literal:tt)*) => {
        $crate::__private::iri_ref!($crate, $($literal)*)
    };
}

/// An [`IriRelativeRef`](crate::IriRelativeRef) (`irelative-ref`, RFC 3987 2.2) from a string literal parsed
/// while the program compiles (see [`uri!`](crate::uri!)).
///
/// ```
/// const UP: rfc3986::IriRelativeRef = rfc3986::iri_relative_ref!("../été/");
/// assert_eq!(UP.path().as_str(), "../été/");
/// ```
#[macro_export]
#[cfg_attr(docsrs, doc(cfg(feature = "macros")))]
macro_rules! iri_relative_ref {
    ($($literal:tt)*) => {
        $crate::__private::iri_relative_ref!($crate, $($literal)*)
    };
}

/// A [`template::UriTemplate`](crate::template::UriTemplate) (RFC 6570) from a string literal checked while
/// the program compiles, built at run time by a parse that cannot fail (a template holds a list of its
/// parts, which no `const` can allocate). Needs the `template` feature.
///
/// ```
/// let t = rfc3986::template!("/users/{id}{?fields*}");
/// let vars = rfc3986::template::Vars::new().with("id", "42");
/// assert_eq!(t.expand(&vars)?, "/users/42");
/// # Ok::<(), rfc3986::template::ExpandError>(())
/// ```
#[cfg(feature = "template")]
#[macro_export]
#[cfg_attr(docsrs, doc(cfg(all(feature = "macros", feature = "template"))))]
macro_rules! template {
    ($($literal:tt)*) => {
        $crate::__private::template!($crate, $($literal)*)
    };
}
