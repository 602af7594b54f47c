//! The reference types: [`UriRef`] (URI-reference), [`Uri`] (URI) and [`RelativeRef`] (relative-ref), and
//! their RFC 3987 counterparts.
//!
//! The value layer: `components` (`Authority`, `Host`, `UriPath`), `impls` (the traits of a string type,
//! conversions and comparisons between the types), `legacy_ipv4` (what resolvers read a host as), `literal`
//! (what the compile-time literals of `rfc3986-macros` expand to), and `serde`. It rests on the syntax
//! layer and on percent-encoding; the operations (`crate::ops`) and the surfaces rest on it.

use core::hash::Hash;

use alloc::string::String;

use crate::reference::components::{Authority, Host, Part, UriPath};
use crate::syntax::error::ParseError;
use crate::syntax::parts::Parts;
use crate::{Rule, syntax::build};

pub(crate) mod components;
pub(crate) mod impls;
pub(crate) mod legacy_ipv4;
mod literal;
#[cfg(feature = "serde")]
mod serde;

pub(crate) mod sealed {
    /// Keeps the reference traits closed: only this crate's types implement them.
    #[allow(private_interfaces)]
    pub trait Sealed {
        fn parts(&self) -> &crate::syntax::parts::Parts;
    }
}

/// The generated parser each reference type parses with: [`Strict`](crate::syntax::grammar::Strict) for the
/// URI types, whose rules are RFC 3986's alone, so that a program that parses only URIs links no other
/// grammar; [`Full`](crate::syntax::grammar::Full) for the IRI types.
pub(crate) trait ParsedBy {
    type Family: crate::syntax::grammar::Family;
}

macro_rules! parsed_by {
    ($family:ident: $($ty:ident),*) => {$(
        impl ParsedBy for $ty {
            type Family = crate::syntax::grammar::$family;
        }
    )*};
}

parsed_by!(Strict: UriRef, Uri, RelativeRef);
parsed_by!(Full: IriRef, Iri, IriRelativeRef);

/// Any of the URI reference types, [`UriRef`], [`Uri`] and [`RelativeRef`]: what [`Uri::resolve`],
/// [`UriRef::equivalent`] and [`Normalized::new`](crate::Normalized::new) accept, so that no conversion is
/// needed. Sealed: implemented by this crate's types only.
///
/// ```
/// use rfc3986::{RelativeRef, Uri, UriRef};
///
/// let base = Uri::parse("http://a/b/c/d;p?q")?;
/// assert_eq!(base.resolve(&RelativeRef::parse("../g")?), "http://a/b/g");
/// assert_eq!(base.resolve(&UriRef::parse("../g")?), "http://a/b/g");
/// assert_eq!(base.resolve(&Uri::parse("g:h")?), "g:h");
/// # Ok::<(), rfc3986::ParseError>(())
/// ```
pub trait UriReference: sealed::Sealed {}

/// Any of the IRI reference types, [`IriRef`], [`Iri`] and [`IriRelativeRef`], and the URI reference types
/// too (every URI is an IRI): what [`Iri::resolve`] and [`IriRef::equivalent`] accept. Sealed.
///
/// ```
/// use rfc3986::{Iri, IriRelativeRef, RelativeRef};
///
/// let base = Iri::parse("http://é.example/a/b")?;
/// assert_eq!(base.resolve(&IriRelativeRef::parse("ü")?), "http://é.example/a/ü");
/// assert_eq!(base.resolve(&RelativeRef::parse("c")?), "http://é.example/a/c");
/// # Ok::<(), rfc3986::ParseError>(())
/// ```
pub trait IriReference: sealed::Sealed {}

macro_rules! reference_type {
    ($(#[$doc:meta])* $name:ident, $rule:expr, $example:literal, $full:literal, $host:literal) => {
        $(#[$doc])*
        #[derive(Clone)]
        pub struct $name(pub(crate) Parts);

        // The trait is in a private module and seals the public traits; `Parts` never leaves the crate.
        #[allow(private_interfaces)]
        impl sealed::Sealed for $name {
            fn parts(&self) -> &Parts {
                &self.0
            }
        }

        impl $name {
            #[doc = concat!("Parses `input` as a `", stringify!($name), "`: the whole string must match the rule ", "[`", stringify!($rule), "`].")]
            ///
            /// # Errors
            ///
            /// A [`ParseError`] with the byte index where `input` stopped matching the grammar and the
            /// rules expected there.
            ///
            /// ```
            #[doc = concat!("let r = rfc3986::", stringify!($name), "::parse(\"", $example, "\")?;")]
            #[doc = concat!("assert_eq!(r.as_str(), \"", $example, "\");")]
            /// # Ok::<(), rfc3986::ParseError>(())
            /// ```
            pub fn parse(input: &str) -> Result<$name, ParseError> {
                build::parse_in::<<$name as ParsedBy>::Family>($rule, input).map($name)
            }

            /// The reference as written: exactly the string it was parsed from.
            ///
            /// ```
            #[doc = concat!("let r = rfc3986::", stringify!($name), "::parse(\"", $full, "\")?;")]
            #[doc = concat!("assert_eq!(r.as_str(), \"", $full, "\");")]
            /// # Ok::<(), rfc3986::ParseError>(())
            /// ```
            #[must_use]
            pub fn as_str(&self) -> &str {
                &self.0.text
            }

            /// The [authority](https://www.rfc-editor.org/rfc/rfc3986#section-3.2), present when the
            /// reference has `//` where the authority begins.
            ///
            /// ```
            #[doc = concat!("let r = rfc3986::", stringify!($name), "::parse(\"", $full, "\")?;")]
            #[doc = concat!("assert_eq!(r.authority().map(|a| a.as_str()), Some(\"u:p@", $host, ":8\"));")]
            /// # Ok::<(), rfc3986::ParseError>(())
            /// ```
            #[must_use]
            pub fn authority(&self) -> Option<Authority<'_>> {
                Authority::new(&self.0)
            }

            /// The authority's [userinfo](https://www.rfc-editor.org/rfc/rfc3986#section-3.2.1), if it has
            /// one: see [`Authority::userinfo`].
            ///
            /// ```
            #[doc = concat!("let r = rfc3986::", stringify!($name), "::parse(\"", $full, "\")?;")]
            /// assert_eq!(r.userinfo(), Some("u:p"));
            /// # Ok::<(), rfc3986::ParseError>(())
            /// ```
            #[must_use]
            pub fn userinfo(&self) -> Option<&str> {
                self.authority().and_then(|a| a.userinfo())
            }

            /// The user name of the userinfo, as written: see [`Authority::username`].
            ///
            /// ```
            #[doc = concat!("let r = rfc3986::", stringify!($name), "::parse(\"", $full, "\")?;")]
            /// assert_eq!(r.username(), Some("u"));
            /// # Ok::<(), rfc3986::ParseError>(())
            /// ```
            #[must_use]
            pub fn username(&self) -> Option<&str> {
                self.authority().and_then(|a| a.username())
            }

            /// The password of the userinfo, as written: see [`Authority::password`].
            ///
            /// ```
            #[doc = concat!("let r = rfc3986::", stringify!($name), "::parse(\"", $full, "\")?;")]
            /// assert_eq!(r.password(), Some("p"));
            /// # Ok::<(), rfc3986::ParseError>(())
            /// ```
            #[must_use]
            pub fn password(&self) -> Option<&str> {
                self.authority().and_then(|a| a.password())
            }

            /// The user name, percent-decoded as UTF-8: see [`Authority::username_decoded`].
            ///
            /// # Errors
            ///
            /// The [`Utf8Error`](core::str::Utf8Error) when the decoded bytes are not UTF-8.
            ///
            /// ```
            #[doc = concat!("let r = rfc3986::", stringify!($name), "::parse(\"", $full, "\")?;")]
            /// assert_eq!(r.username_decoded()?.as_deref(), Some("u"));
            /// # Ok::<(), Box<dyn std::error::Error>>(())
            /// ```
            pub fn username_decoded(&self) -> Result<Option<alloc::borrow::Cow<'_, str>>, core::str::Utf8Error> {
                self.authority().map_or(Ok(None), |a| a.username_decoded())
            }

            /// The user name, percent-decoded with U+FFFD for bytes that are not UTF-8: see
            /// [`Authority::username_decoded_lossy`].
            ///
            /// ```
            #[doc = concat!("let r = rfc3986::", stringify!($name), "::parse(\"", $full, "\")?;")]
            /// assert_eq!(r.username_decoded_lossy().as_deref(), Some("u"));
            /// # Ok::<(), rfc3986::ParseError>(())
            /// ```
            #[must_use]
            pub fn username_decoded_lossy(&self) -> Option<alloc::borrow::Cow<'_, str>> {
                self.authority().and_then(|a| a.username_decoded_lossy())
            }

            /// The password, percent-decoded as UTF-8: see [`Authority::password_decoded`].
            ///
            /// # Errors
            ///
            /// The [`Utf8Error`](core::str::Utf8Error) when the decoded bytes are not UTF-8.
            ///
            /// ```
            #[doc = concat!("let r = rfc3986::", stringify!($name), "::parse(\"", $full, "\")?;")]
            /// assert_eq!(r.password_decoded()?.as_deref(), Some("p"));
            /// # Ok::<(), Box<dyn std::error::Error>>(())
            /// ```
            pub fn password_decoded(&self) -> Result<Option<alloc::borrow::Cow<'_, str>>, core::str::Utf8Error> {
                self.authority().map_or(Ok(None), |a| a.password_decoded())
            }

            /// The password, percent-decoded with U+FFFD for bytes that are not UTF-8: see
            /// [`Authority::password_decoded_lossy`].
            ///
            /// ```
            #[doc = concat!("let r = rfc3986::", stringify!($name), "::parse(\"", $full, "\")?;")]
            /// assert_eq!(r.password_decoded_lossy().as_deref(), Some("p"));
            /// # Ok::<(), rfc3986::ParseError>(())
            /// ```
            #[must_use]
            pub fn password_decoded_lossy(&self) -> Option<alloc::borrow::Cow<'_, str>> {
                self.authority().and_then(|a| a.password_decoded_lossy())
            }

            /// The authority's [host](https://www.rfc-editor.org/rfc/rfc3986#section-3.2.2), typed: see
            /// [`Authority::host`]. `None` when there is no authority.
            ///
            /// ```
            #[doc = concat!("let r = rfc3986::", stringify!($name), "::parse(\"", $full, "\")?;")]
            #[doc = concat!("assert_eq!(r.host(), Some(rfc3986::Host::RegName(\"", $host, "\")));")]
            /// # Ok::<(), rfc3986::ParseError>(())
            /// ```
            #[must_use]
            pub fn host(&self) -> Option<Host<'_>> {
                self.authority().map(|a| a.host())
            }

            /// The text of the host, brackets included: see [`Authority::host_str`].
            ///
            /// ```
            #[doc = concat!("let r = rfc3986::", stringify!($name), "::parse(\"", $full, "\")?;")]
            #[doc = concat!("assert_eq!(r.host_str(), Some(\"", $host, "\"));")]
            /// # Ok::<(), rfc3986::ParseError>(())
            /// ```
            #[must_use]
            pub fn host_str(&self) -> Option<&str> {
                self.authority().map(|a| a.host_str())
            }

            /// The authority's [port](https://www.rfc-editor.org/rfc/rfc3986#section-3.2.3) as written:
            /// see [`Authority::port`].
            ///
            /// ```
            #[doc = concat!("let r = rfc3986::", stringify!($name), "::parse(\"", $full, "\")?;")]
            /// assert_eq!(r.port(), Some("8"));
            /// # Ok::<(), rfc3986::ParseError>(())
            /// ```
            #[must_use]
            pub fn port(&self) -> Option<&str> {
                self.authority().and_then(|a| a.port())
            }

            /// The port as a `u16`: see [`Authority::port_u16`].
            ///
            /// ```
            #[doc = concat!("let r = rfc3986::", stringify!($name), "::parse(\"", $full, "\")?;")]
            /// assert_eq!(r.port_u16(), Some(8));
            /// # Ok::<(), rfc3986::ParseError>(())
            /// ```
            #[must_use]
            pub fn port_u16(&self) -> Option<u16> {
                self.authority().and_then(|a| a.port_u16())
            }

            /// The [path](https://www.rfc-editor.org/rfc/rfc3986#section-3.3), never undefined, possibly
            /// empty.
            ///
            /// ```
            #[doc = concat!("let r = rfc3986::", stringify!($name), "::parse(\"", $full, "\")?;")]
            /// assert_eq!(r.path().as_str(), "/a");
            /// # Ok::<(), rfc3986::ParseError>(())
            /// ```
            #[must_use]
            pub fn path(&self) -> UriPath<'_> {
                UriPath::new(self.0.slice(self.0.path()))
            }

            /// The [query](https://www.rfc-editor.org/rfc/rfc3986#section-3.4) after `?`, or `None` when
            /// there is no `?`. `Some("")` for a `?` with nothing after it.
            ///
            /// ```
            #[doc = concat!("let r = rfc3986::", stringify!($name), "::parse(\"", $full, "\")?;")]
            /// assert_eq!(r.query(), Some("b"));
            /// # Ok::<(), rfc3986::ParseError>(())
            /// ```
            #[must_use]
            pub fn query(&self) -> Option<&str> {
                self.0.query().map(|s| self.0.slice(s))
            }

            /// The [fragment](https://www.rfc-editor.org/rfc/rfc3986#section-3.5) after `#`, or `None` when
            /// there is no `#`. `Some("")` for a `#` with nothing after it.
            ///
            /// ```
            #[doc = concat!("let r = rfc3986::", stringify!($name), "::parse(\"", $full, "\")?;")]
            /// assert_eq!(r.fragment(), Some("c"));
            /// # Ok::<(), rfc3986::ParseError>(())
            /// ```
            #[must_use]
            pub fn fragment(&self) -> Option<&str> {
                self.0.fragment().map(|s| self.0.slice(s))
            }

            /// The [fragment](Self::fragment), percent-decoded as UTF-8 (a `%23` is a `#` of the text the
            /// fragment names, and a `+` stays a `+`); `Ok(None)` when there is no `#`. It borrows when
            /// there is nothing to decode.
            ///
            /// # Errors
            ///
            /// The [`Utf8Error`](core::str::Utf8Error) when the decoded bytes are not UTF-8:
            /// [`fragment_decoded_lossy`](Self::fragment_decoded_lossy) writes U+FFFD in their place.
            ///
            /// ```
            #[doc = concat!("let r = rfc3986::", stringify!($name), "::parse(\"", $full, "\")?;")]
            /// assert_eq!(r.fragment_decoded()?.as_deref(), Some("c"));
            #[doc = concat!("let r = rfc3986::", stringify!($name), "::parse(\"", $full, "af%C3%A9%20au%20lait\")?;")]
            /// assert_eq!(r.fragment_decoded()?.as_deref(), Some("café au lait"));
            #[doc = concat!("assert!(rfc3986::", stringify!($name), "::parse(\"", $full, "%FF\")?.fragment_decoded().is_err());")]
            /// # Ok::<(), Box<dyn std::error::Error>>(())
            /// ```
            pub fn fragment_decoded(&self) -> Result<Option<alloc::borrow::Cow<'_, str>>, core::str::Utf8Error> {
                self.fragment().map(crate::percent::decode_utf8).transpose()
            }

            /// The [fragment](Self::fragment), percent-decoded as UTF-8 with U+FFFD for the bytes that are
            /// not; `None` when there is no `#`.
            ///
            /// ```
            #[doc = concat!("let r = rfc3986::", stringify!($name), "::parse(\"", $full, "%F6\")?;")]
            /// assert_eq!(r.fragment_decoded_lossy().as_deref(), Some("c\u{FFFD}"));
            /// # Ok::<(), rfc3986::ParseError>(())
            /// ```
            #[must_use]
            pub fn fragment_decoded_lossy(&self) -> Option<alloc::borrow::Cow<'_, str>> {
                self.fragment().map(crate::percent::decode_utf8_lossy)
            }

            /// Where a [`Part`] lies in [`as_str`](Self::as_str), as a byte range: `None` when it is
            /// undefined, an empty range when it is defined and empty. For a message of one's own that
            /// points at a component, drawn by [`Caret`](crate::Caret) as this crate draws its errors.
            ///
            /// ```
            /// use rfc3986::{Part, UriRef};
            ///
            /// let r = UriRef::parse("https://me:pw@example.com:99999/a?q")?;
            /// assert_eq!(r.span(Part::Port), Some(26..31));
            /// assert_eq!(r.span(Part::Password), Some(11..13));
            /// assert_eq!(r.span(Part::Fragment), None);
            /// let port = r.span(Part::Port).unwrap();
            /// assert_eq!(&r.as_str()[port], "99999");
            /// # Ok::<(), rfc3986::ParseError>(())
            /// ```
            #[must_use]
            pub fn span(&self, part: Part) -> Option<core::ops::Range<usize>> {
                part.span(&self.0)
            }

            /// The reference's text, without copying it (but for a value that a `uri!` literal made, whose
            /// text is a `&'static str` and is copied here).
            ///
            /// ```
            #[doc = concat!("let r = rfc3986::", stringify!($name), "::parse(\"", $full, "\")?;")]
            #[doc = concat!("assert_eq!(r.into_string(), \"", $full, "\");")]
            /// # Ok::<(), rfc3986::ParseError>(())
            /// ```
            #[must_use]
            pub fn into_string(self) -> String {
                self.0.text.into_owned()
            }
        }
    };
}

reference_type! {
    /// A [URI-reference](https://www.rfc-editor.org/rfc/rfc3986#section-4.1): a [`Uri`] or a
    /// [`RelativeRef`], whichever the string is.
    ///
    /// ```
    /// use rfc3986::UriRef;
    ///
    /// let r = UriRef::parse("foo://example.com:8042/over/there?name=ferret#nose")?;
    /// assert_eq!(r.scheme(), Some("foo"));
    /// assert_eq!(r.host_str(), Some("example.com"));
    /// assert_eq!(r.port(), Some("8042"));
    /// assert_eq!(r.path().as_str(), "/over/there");
    /// assert_eq!(r.query(), Some("name=ferret"));
    /// assert_eq!(r.fragment(), Some("nose"));
    /// assert_eq!(r.to_string(), "foo://example.com:8042/over/there?name=ferret#nose");
    ///
    /// let r = UriRef::parse("../there?")?;
    /// assert!(r.is_relative());
    /// assert_eq!(r.query(), Some(""));
    /// assert_eq!(r.fragment(), None);
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    UriRef, Rule::UriReference, "../a?b#c", "http://u:p@h:8/a?b#c", "h"
}

reference_type! {
    /// A [URI](https://www.rfc-editor.org/rfc/rfc3986#section-3): a reference with a scheme.
    ///
    /// ```
    /// use rfc3986::Uri;
    ///
    /// let uri = Uri::parse("urn:example:animal:ferret:nose")?;
    /// assert_eq!(uri.scheme(), "urn");
    /// assert_eq!(uri.authority(), None);
    /// assert_eq!(uri.path().as_str(), "example:animal:ferret:nose");
    /// assert!(uri.is_absolute_uri());
    ///
    /// assert!(Uri::parse("//example.com/").is_err());
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    Uri, Rule::Uri, "http://example.com/a?b#c", "http://u:p@h:8/a?b#c", "h"
}

reference_type! {
    /// A [relative reference](https://www.rfc-editor.org/rfc/rfc3986#section-4.2): a reference without a
    /// scheme, to be [resolved](https://www.rfc-editor.org/rfc/rfc3986#section-5) against a base URI.
    ///
    /// ```
    /// use rfc3986::RelativeRef;
    ///
    /// let r = RelativeRef::parse("//example.com/a")?;
    /// assert_eq!(r.host_str(), Some("example.com"));
    /// assert!(RelativeRef::parse("a:b").is_err()); // a URI, with the scheme "a"
    /// assert!(RelativeRef::parse("./a:b").is_ok());
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    RelativeRef, Rule::RelativeRef, "../a?b#c", "//u:p@h:8/a?b#c", "h"
}

macro_rules! family {
    (
        $lang:literal, $any:ident, $abs:ident, $rel:ident, $kind:ident, $variant:ident, $kind_error:ident,
        $is_abs:ident, $is_absolute:ident, $abs_rule:expr, $absolute_rule:expr, $abs_what:literal,
        $rel_what:literal, $abs_example:literal, $rel_example:literal, $absolute_name:literal,
        $rel_name:literal
    ) => {
        impl $any {
            #[doc = concat!("The [scheme](https://www.rfc-editor.org/rfc/rfc3986#section-3.1), for a", $abs_what, "; `None` for a")]
            #[doc = concat!($rel_what, ".")]
            ///
            /// ```
            #[doc = concat!("let r = rfc3986::", stringify!($any), "::parse(\"", $abs_example, "\")?;")]
            /// assert_eq!(r.scheme(), Some("http"));
            #[doc = concat!("assert_eq!(rfc3986::", stringify!($any), "::parse(\"", $rel_example, "\")?.scheme(), None);")]
            /// # Ok::<(), rfc3986::ParseError>(())
            /// ```
            #[must_use]
            pub fn scheme(&self) -> Option<&str> {
                self.0.scheme().map(|s| self.0.slice(s))
            }

            #[doc = concat!("Whether the reference is a [`", stringify!($abs), "`] (it has a scheme).")]
            ///
            /// ```
            #[doc = concat!("assert!(rfc3986::", stringify!($any), "::parse(\"", $abs_example, "\")?.", stringify!($is_abs), "());")]
            /// # Ok::<(), rfc3986::ParseError>(())
            /// ```
            #[must_use]
            pub fn $is_abs(&self) -> bool {
                self.0.scheme().is_some()
            }

            #[doc = concat!("Whether the reference is a [`", stringify!($rel), "`] (it has no scheme).")]
            ///
            /// ```
            #[doc = concat!("assert!(rfc3986::", stringify!($any), "::parse(\"", $rel_example, "\")?.is_relative());")]
            /// # Ok::<(), rfc3986::ParseError>(())
            /// ```
            #[must_use]
            pub fn is_relative(&self) -> bool {
                self.0.scheme().is_none()
            }

            #[doc = concat!("The reference as a [`", stringify!($abs), "`] or a [`", stringify!($rel), "`], without copying.")]
            ///
            /// ```
            #[doc = concat!("use rfc3986::{", stringify!($any), ", ", stringify!($kind), "};")]
            ///
            #[doc = concat!("match ", stringify!($any), "::parse(\"", $abs_example, "\")?.into_kind() {")]
            #[doc = concat!("    ", stringify!($kind), "::", stringify!($variant), "(r) => assert_eq!(r.scheme(), \"http\"),")]
            #[doc = concat!("    ", stringify!($kind), "::Relative(_) => unreachable!(),")]
            /// }
            /// # Ok::<(), rfc3986::ParseError>(())
            /// ```
            #[must_use]
            pub fn into_kind(self) -> $kind {
                if self.$is_abs() {
                    $kind::$variant($abs(self.0))
                } else {
                    $kind::Relative($rel(self.0))
                }
            }
        }

        #[doc = concat!("A [`", stringify!($any), "`] taken apart by what it is: a [`", stringify!($abs), "`] or a [`", stringify!($rel), "`].")]
        #[derive(Clone, Debug, PartialEq, Eq, Hash)]
        pub enum $kind {
            #[doc = concat!("A", $abs_what, ": the reference has a scheme.")]
            $variant($abs),
            #[doc = concat!("A", $rel_what, ": no scheme.")]
            Relative($rel),
        }

        impl $abs {
            #[doc = concat!("The [scheme](https://www.rfc-editor.org/rfc/rfc3986#section-3.1), as written (schemes compare")]
            /// case-insensitively; normalization lowercases them).
            ///
            /// ```
            #[doc = concat!("assert_eq!(rfc3986::", stringify!($abs), "::parse(\"", $abs_example, "\")?.scheme(), \"http\");")]
            /// # Ok::<(), rfc3986::ParseError>(())
            /// ```
            #[must_use]
            pub fn scheme(&self) -> &str {
                match self.0.scheme() {
                    Some(s) => self.0.slice(s),
                    None => unreachable!("a URI or an IRI has a scheme"),
                }
            }

            /// The port to connect to: the one written, or the scheme's default when none is written or it
            /// is empty (RFC 3986 3.2.3, 6.2.3) and the crate knows the scheme's default (`ftp` 21, `http`
            /// and `ws` 80, `https` and `wss` 443). `None` when neither, or when the written port does not
            /// fit in 16 bits. [`port`](Self::port) is the text as written, [`port_u16`](Self::port_u16) its
            /// number.
            ///
            /// ```
            #[doc = concat!("let port = |s: &str| rfc3986::", stringify!($abs), "::parse(s).unwrap().port_or_default();")]
            /// assert_eq!(port("https://h/"), Some(443));
            /// assert_eq!(port("HTTP://h:/"), Some(80));
            /// assert_eq!(port("http://h:8080/"), Some(8080));
            /// assert_eq!(port("foo://h/"), None);
            /// assert_eq!(port("http://h:99999/"), None);
            /// ```
            #[must_use]
            pub fn port_or_default(&self) -> Option<u16> {
                match self.port() {
                    Some(port) if !port.is_empty() => self.port_u16(),
                    _ => crate::reference::components::default_port(self.scheme()),
                }
            }

            #[doc = concat!("Parses `input` as an ", $absolute_name, ": a ", $lang, " without a fragment, such as a")]
            /// base (RFC 3986 5.1) must be.
            ///
            /// ```
            #[doc = concat!("use rfc3986::", stringify!($abs), ";")]
            ///
            #[doc = concat!("assert!(", stringify!($abs), "::parse_absolute(\"http://a/b/c/d;p?q\").is_ok());")]
            #[doc = concat!("let err = ", stringify!($abs), "::parse_absolute(\"http://a/b#f\").unwrap_err();")]
            /// assert_eq!(err.index(), 10);
            /// ```
            ///
            /// # Errors
            ///
            #[doc = concat!("A [`ParseError`] for the rule `", $absolute_name, "`.")]
            pub fn parse_absolute(input: &str) -> Result<$abs, ParseError> {
                build::parse_in::<<$abs as ParsedBy>::Family>($absolute_rule, input).map($abs)
            }

            #[doc = concat!("Whether the ", $lang, " is an ", $absolute_name, ": it has no fragment, as a base must not")]
            /// (RFC 3986 5.1).
            ///
            /// ```
            #[doc = concat!("assert!(rfc3986::", stringify!($abs), "::parse(\"http://a/b\")?.", stringify!($is_absolute), "());")]
            #[doc = concat!("assert!(!rfc3986::", stringify!($abs), "::parse(\"http://a/b#f\")?.", stringify!($is_absolute), "());")]
            /// # Ok::<(), rfc3986::ParseError>(())
            /// ```
            #[must_use]
            pub fn $is_absolute(&self) -> bool {
                self.0.fragment().is_none()
            }
        }

        #[doc = concat!("The ", $lang, " as a reference, without copying.")]
        impl From<$abs> for $any {
            fn from(r: $abs) -> $any {
                $any(r.0)
            }
        }

        #[doc = concat!("The relative reference as a reference, without copying.")]
        impl From<$rel> for $any {
            fn from(r: $rel) -> $any {
                $any(r.0)
            }
        }

        #[doc = concat!("The error of converting a [`", stringify!($any), "`] into a [`", stringify!($abs), "`] or a [`", stringify!($rel), "`] that it is")]
        /// not. It gives the reference back.
        #[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
        #[error("the reference is a {} where a {} was expected", .found, .wanted)]
        pub struct $kind_error {
            reference: $any,
            found: &'static str,
            wanted: &'static str,
        }

        impl $kind_error {
            /// The reference that could not be converted.
            ///
            /// ```
            #[doc = concat!("let r = rfc3986::", stringify!($any), "::parse(\"", $rel_example, "\")?;")]
            #[doc = concat!("let err = rfc3986::", stringify!($abs), "::try_from(r.clone()).unwrap_err();")]
            /// assert_eq!(err.into_inner(), r);
            /// # Ok::<(), rfc3986::ParseError>(())
            /// ```
            #[must_use]
            pub fn into_inner(self) -> $any {
                self.reference
            }
        }

        impl TryFrom<$any> for $abs {
            type Error = $kind_error;

            fn try_from(r: $any) -> Result<$abs, $kind_error> {
                match r.into_kind() {
                    $kind::$variant(a) => Ok(a),
                    $kind::Relative(rel) => Err($kind_error {
                        reference: rel.into(),
                        found: $rel_name,
                        wanted: $lang,
                    }),
                }
            }
        }

        impl TryFrom<$any> for $rel {
            type Error = $kind_error;

            fn try_from(r: $any) -> Result<$rel, $kind_error> {
                match r.into_kind() {
                    $kind::Relative(rel) => Ok(rel),
                    $kind::$variant(a) => Err($kind_error {
                        reference: a.into(),
                        found: $lang,
                        wanted: $rel_name,
                    }),
                }
            }
        }
    };
}

family!(
    "URI",
    UriRef,
    Uri,
    RelativeRef,
    UriKind,
    Uri,
    UriKindError,
    is_uri,
    is_absolute_uri,
    Rule::Uri,
    Rule::AbsoluteUri,
    " URI",
    " relative reference",
    "http://example.com/a?b#c",
    "../a?b#c",
    "absolute-URI",
    "relative reference"
);
family!(
    "IRI",
    IriRef,
    Iri,
    IriRelativeRef,
    IriKind,
    Iri,
    IriKindError,
    is_iri,
    is_absolute_iri,
    Rule::Iri,
    Rule::AbsoluteIri,
    "n IRI",
    " relative IRI reference",
    "http://example.com/résumé?q#f",
    "../résumé?q#f",
    "absolute-IRI",
    "relative IRI reference"
);

reference_type! {
    /// An [IRI-reference](https://www.rfc-editor.org/rfc/rfc3987#section-2.2) (RFC 3987): an [`Iri`] or an
    /// [`IriRelativeRef`], whichever the string is. An IRI is a URI that may also hold the characters of
    /// the Universal Character Set (`ucschar`, and `iprivate` in the query) as they are.
    ///
    /// ```
    /// use rfc3986::{HostKind, IriRef};
    ///
    /// let r = IriRef::parse("http://résumé.example.org/été?q=ü#fin")?;
    /// assert_eq!(r.scheme(), Some("http"));
    /// assert_eq!(r.host_str(), Some("résumé.example.org"));
    /// assert_eq!(r.authority().unwrap().host_kind(), HostKind::IregName);
    /// assert_eq!(r.path().as_str(), "/été");
    /// assert_eq!(r.query(), Some("q=ü"));
    /// assert_eq!(r.fragment(), Some("fin"));
    /// assert_eq!(r.to_string(), "http://résumé.example.org/été?q=ü#fin");
    ///
    /// assert!(IriRef::parse("#café").is_ok());
    /// assert!(rfc3986::UriRef::parse("#café").is_err());
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    IriRef, Rule::IriReference, "../résumé?q#f", "http://u:p@é:8/a?b#c", "é"
}

reference_type! {
    /// An [IRI](https://www.rfc-editor.org/rfc/rfc3987#section-2.2) (RFC 3987): an IRI reference with a
    /// scheme.
    ///
    /// ```
    /// use rfc3986::Iri;
    ///
    /// let iri = Iri::parse("urn:example:Grüße")?;
    /// assert_eq!(iri.scheme(), "urn");
    /// assert_eq!(iri.path().as_str(), "example:Grüße");
    /// assert!(Iri::parse("//résumé.example/").is_err());
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    Iri, Rule::Iri, "http://example.com/résumé?q#f", "http://u:p@é:8/a?b#c", "é"
}

reference_type! {
    /// A relative [IRI reference](https://www.rfc-editor.org/rfc/rfc3987#section-2.2) (`irelative-ref`):
    /// an IRI reference without a scheme, to be resolved against a base IRI.
    ///
    /// ```
    /// use rfc3986::IriRelativeRef;
    ///
    /// let r = IriRelativeRef::parse("../été/")?;
    /// assert_eq!(r.path().as_str(), "../été/");
    /// assert!(IriRelativeRef::parse("é:b").is_err()); // a ":" in the first segment
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    IriRelativeRef, Rule::IrelativeRef, "../résumé?q#f", "//u:p@é:8/a?b#c", "é"
}

impl UriReference for UriRef {}
impl UriReference for Uri {}
impl UriReference for RelativeRef {}
impl IriReference for IriRef {}
impl IriReference for Iri {}
impl IriReference for IriRelativeRef {}
impl IriReference for UriRef {}
impl IriReference for Uri {}
impl IriReference for RelativeRef {}

/// The parts of any reference type.
pub(crate) fn parts_of<R: sealed::Sealed + ?Sized>(r: &R) -> &Parts {
    r.parts()
}

macro_rules! default_empty {
    ($($name:ident),*) => {$(
        /// The empty reference (`""`, a relative reference with an empty path), which denotes the base
        /// itself once resolved (RFC 3986 4.4).
        ///
        /// ```
        #[doc = concat!("assert_eq!(rfc3986::", stringify!($name), "::default().as_str(), \"\");")]
        /// ```
        impl Default for $name {
            fn default() -> $name {
                $name(Parts::empty())
            }
        }
    )*};
}

default_empty!(UriRef, RelativeRef, IriRef, IriRelativeRef);

macro_rules! query_pairs {
    ($name:ident, $example:literal) => {
        impl $name {
            /// The `key=value` pairs of the query, raw (see [`percent::query_pairs`](crate::percent::query_pairs)); none when there is no query.
            ///
            /// ```
            #[doc = concat!("let r = rfc3986::", stringify!($name), "::parse(\"", $example, "\")?;")]
            /// let pairs: Vec<_> = r.query_pairs().collect();
            /// assert_eq!(pairs, [("a", "1"), ("b", "%20")]);
            /// # Ok::<(), rfc3986::ParseError>(())
            /// ```
            #[must_use]
            pub fn query_pairs(&self) -> crate::percent::QueryPairs<'_> {
                crate::percent::query_pairs(self.query().unwrap_or(""))
            }
        }
    };
}

query_pairs!(UriRef, "/p?a=1&b=%20#f");
query_pairs!(Uri, "http://h/p?a=1&b=%20#f");
query_pairs!(RelativeRef, "/p?a=1&b=%20#f");
query_pairs!(IriRef, "/p?a=1&b=%20#é");
query_pairs!(Iri, "http://é/p?a=1&b=%20#f");
query_pairs!(IriRelativeRef, "/é?a=1&b=%20#f");

macro_rules! redacted {
    ($name:ident, $example:literal, $shown:literal) => {
        impl $name {
            /// The reference for logs: displayed with the userinfo's part after the first `:` replaced by
            /// `<redacted>`. See [`Redacted`](crate::Redacted).
            ///
            /// ```
            #[doc = concat!("let r = rfc3986::", stringify!($name), "::parse(\"", $example, "\")?;")]
            #[doc = concat!("assert_eq!(r.redacted().to_string(), \"", $shown, "\");")]
            /// # Ok::<(), rfc3986::ParseError>(())
            /// ```
            #[must_use]
            pub fn redacted(&self) -> crate::Redacted<'_> {
                crate::Redacted::new(&self.0, "<redacted>")
            }

            /// The reference for logs, as [`redacted`](Self::redacted) shows it but with `mask` in place
            /// of the password (`***`, `%2A%2A%2A`, or `""` to keep only the `:`). The mask is written as it
            /// is: the result is for reading, and need not be a reference.
            ///
            /// ```
            #[doc = concat!("let r = rfc3986::", stringify!($name), "::parse(\"", $example, "\")?;")]
            #[doc = concat!("assert_eq!(r.redacted_with(\"<redacted>\").to_string(), \"", $shown, "\");")]
            /// assert!(!r.redacted_with("***").to_string().contains("<redacted>"));
            /// # Ok::<(), rfc3986::ParseError>(())
            /// ```
            #[must_use]
            pub fn redacted_with<'a>(&'a self, mask: &'a str) -> crate::Redacted<'a> {
                crate::Redacted::new(&self.0, mask)
            }
        }
    };
}

redacted!(UriRef, "//me:pw@h/", "//me:<redacted>@h/");
redacted!(Uri, "http://me:pw@h/", "http://me:<redacted>@h/");
redacted!(RelativeRef, "//me:pw@h/", "//me:<redacted>@h/");
redacted!(IriRef, "//mé:pw@h/", "//mé:<redacted>@h/");
redacted!(Iri, "http://mé:pw@h/", "http://mé:<redacted>@h/");
redacted!(IriRelativeRef, "//mé:pw@h/", "//mé:<redacted>@h/");
