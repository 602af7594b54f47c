//! The reference types: [`UriRef`] (URI-reference), [`Uri`] (URI) and [`RelativeRef`] (relative-ref).

use core::cmp::Ordering;
use core::fmt;
use core::hash::{Hash, Hasher};
use core::str::FromStr;

use alloc::string::String;

use crate::components::{Authority, Host, Path, Redacted};
use crate::error::ParseError;
use crate::parts::Parts;
use crate::{build, Rule};

macro_rules! reference_type {
    ($(#[$doc:meta])* $name:ident, $rule:expr, $example:literal) => {
        $(#[$doc])*
        #[derive(Clone)]
        pub struct $name(pub(crate) Parts);

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
                build::parse($rule, input).map($name)
            }

            /// The reference as written: exactly the string it was parsed from.
            pub fn as_str(&self) -> &str {
                &self.0.text
            }

            /// The [authority](https://www.rfc-editor.org/rfc/rfc3986#section-3.2), present when the
            /// reference has `//` where the authority begins.
            pub fn authority(&self) -> Option<Authority<'_>> {
                Authority::new(&self.0)
            }

            /// The authority's [userinfo](https://www.rfc-editor.org/rfc/rfc3986#section-3.2.1), if it has
            /// one: see [`Authority::userinfo`].
            pub fn userinfo(&self) -> Option<&str> {
                self.authority().and_then(|a| a.userinfo())
            }

            /// The authority's [host](https://www.rfc-editor.org/rfc/rfc3986#section-3.2.2), typed: see
            /// [`Authority::host`]. `None` when there is no authority.
            pub fn host(&self) -> Option<Host<'_>> {
                self.authority().map(|a| a.host())
            }

            /// The text of the host, brackets included: see [`Authority::host_str`].
            pub fn host_str(&self) -> Option<&str> {
                self.authority().map(|a| a.host_str())
            }

            /// The authority's [port](https://www.rfc-editor.org/rfc/rfc3986#section-3.2.3) as written:
            /// see [`Authority::port`].
            pub fn port(&self) -> Option<&str> {
                self.authority().and_then(|a| a.port())
            }

            /// The port as a `u16`: see [`Authority::port_u16`].
            pub fn port_u16(&self) -> Option<u16> {
                self.authority().and_then(|a| a.port_u16())
            }

            /// The [path](https://www.rfc-editor.org/rfc/rfc3986#section-3.3), never undefined, possibly
            /// empty.
            pub fn path(&self) -> Path<'_> {
                Path::new(self.0.slice(self.0.path))
            }

            /// The [query](https://www.rfc-editor.org/rfc/rfc3986#section-3.4) after `?`, or `None` when
            /// there is no `?`. `Some("")` for a `?` with nothing after it.
            pub fn query(&self) -> Option<&str> {
                self.0.query.map(|s| self.0.slice(s))
            }

            /// The [fragment](https://www.rfc-editor.org/rfc/rfc3986#section-3.5) after `#`, or `None` when
            /// there is no `#`. `Some("")` for a `#` with nothing after it.
            pub fn fragment(&self) -> Option<&str> {
                self.0.fragment.map(|s| self.0.slice(s))
            }

            /// The reference's text, without copying it.
            pub fn into_string(self) -> String {
                self.0.text
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.as_str())
            }
        }

        /// Lists the components. A userinfo is shown only up to its first `:` (RFC 3986 3.2.1).
        impl fmt::Debug for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.debug_struct(stringify!($name))
                    .field("scheme", &self.0.scheme.map(|s| self.0.slice(s)))
                    .field("userinfo", &self.userinfo().map(Redacted))
                    .field("host", &self.host())
                    .field("port", &self.port())
                    .field("path", &self.path().as_str())
                    .field("query", &self.query())
                    .field("fragment", &self.fragment())
                    .finish()
            }
        }

        impl FromStr for $name {
            type Err = ParseError;

            fn from_str(s: &str) -> Result<$name, ParseError> {
                $name::parse(s)
            }
        }

        impl TryFrom<&str> for $name {
            type Error = ParseError;

            fn try_from(s: &str) -> Result<$name, ParseError> {
                $name::parse(s)
            }
        }

        impl AsRef<str> for $name {
            fn as_ref(&self) -> &str {
                self.as_str()
            }
        }

        /// Compares the strings: two references are equal when they are written the same. For equivalence
        /// in the sense of RFC 3986 section 6, normalize them first.
        impl PartialEq for $name {
            fn eq(&self, other: &$name) -> bool {
                self.as_str() == other.as_str()
            }
        }

        impl Eq for $name {}

        impl PartialOrd for $name {
            fn partial_cmp(&self, other: &$name) -> Option<Ordering> {
                Some(self.cmp(other))
            }
        }

        /// Orders by the strings.
        impl Ord for $name {
            fn cmp(&self, other: &$name) -> Ordering {
                self.as_str().cmp(other.as_str())
            }
        }

        /// Hashes the string, as `str` does.
        impl Hash for $name {
            fn hash<H: Hasher>(&self, state: &mut H) {
                self.as_str().hash(state)
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
    UriRef, Rule::UriReference, "../a?b#c"
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
    Uri, Rule::Uri, "http://example.com/a?b#c"
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
    RelativeRef, Rule::RelativeRef, "../a?b#c"
}

impl UriRef {
    /// The [scheme](https://www.rfc-editor.org/rfc/rfc3986#section-3.1), for a URI; `None` for a relative
    /// reference.
    pub fn scheme(&self) -> Option<&str> {
        self.0.scheme.map(|s| self.0.slice(s))
    }

    /// Whether the reference is a [`Uri`] (it has a scheme).
    pub fn is_uri(&self) -> bool {
        self.0.scheme.is_some()
    }

    /// Whether the reference is a [`RelativeRef`] (it has no scheme).
    pub fn is_relative(&self) -> bool {
        self.0.scheme.is_none()
    }

    /// The reference as a [`Uri`] or a [`RelativeRef`], without copying.
    ///
    /// ```
    /// use rfc3986::{Kind, UriRef};
    ///
    /// match UriRef::parse("mailto:a@example.com")?.into_kind() {
    ///     Kind::Uri(uri) => assert_eq!(uri.scheme(), "mailto"),
    ///     Kind::Relative(_) => unreachable!(),
    /// }
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    pub fn into_kind(self) -> Kind {
        if self.is_uri() {
            Kind::Uri(Uri(self.0))
        } else {
            Kind::Relative(RelativeRef(self.0))
        }
    }
}

/// A [`UriRef`] taken apart by what it is: the two alternatives of `URI-reference = URI / relative-ref`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// A URI: the reference has a scheme.
    Uri(Uri),
    /// A relative reference: no scheme.
    Relative(RelativeRef),
}

impl Uri {
    /// The [scheme](https://www.rfc-editor.org/rfc/rfc3986#section-3.1), as written (schemes compare
    /// case-insensitively; normalization lowercases them).
    pub fn scheme(&self) -> &str {
        match self.0.scheme {
            Some(s) => self.0.slice(s),
            None => unreachable!("a URI has a scheme"),
        }
    }

    /// Parses `input` as an [absolute-URI](https://www.rfc-editor.org/rfc/rfc3986#section-4.3): a URI
    /// without a fragment, such as a base URI (5.1) must be.
    ///
    /// ```
    /// use rfc3986::Uri;
    ///
    /// assert!(Uri::parse_absolute("http://a/b/c/d;p?q").is_ok());
    /// let err = Uri::parse_absolute("http://a/b#f").unwrap_err();
    /// assert_eq!(err.index(), 10);
    /// ```
    ///
    /// # Errors
    ///
    /// A [`ParseError`] for the rule `absolute-URI`.
    pub fn parse_absolute(input: &str) -> Result<Uri, ParseError> {
        build::parse(Rule::AbsoluteUri, input).map(Uri)
    }

    /// Whether the URI is an [absolute-URI](https://www.rfc-editor.org/rfc/rfc3986#section-4.3): it has no
    /// fragment, as a base URI must not (5.1).
    pub fn is_absolute_uri(&self) -> bool {
        self.0.fragment.is_none()
    }
}

impl From<Uri> for UriRef {
    fn from(uri: Uri) -> UriRef {
        UriRef(uri.0)
    }
}

impl From<RelativeRef> for UriRef {
    fn from(r: RelativeRef) -> UriRef {
        UriRef(r.0)
    }
}

/// The error of converting a [`UriRef`] into a [`Uri`] or a [`RelativeRef`] that it is not. It gives the
/// reference back.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("the reference is a {} where a {} was expected", .found, .wanted)]
pub struct KindError {
    reference: UriRef,
    found: &'static str,
    wanted: &'static str,
}

impl KindError {
    /// The reference that could not be converted.
    pub fn into_inner(self) -> UriRef {
        self.reference
    }
}

impl TryFrom<UriRef> for Uri {
    type Error = KindError;

    fn try_from(r: UriRef) -> Result<Uri, KindError> {
        match r.into_kind() {
            Kind::Uri(uri) => Ok(uri),
            Kind::Relative(rel) => Err(KindError {
                reference: rel.into(),
                found: "relative reference",
                wanted: "URI",
            }),
        }
    }
}

impl TryFrom<UriRef> for RelativeRef {
    type Error = KindError;

    fn try_from(r: UriRef) -> Result<RelativeRef, KindError> {
        match r.into_kind() {
            Kind::Relative(rel) => Ok(rel),
            Kind::Uri(uri) => Err(KindError {
                reference: uri.into(),
                found: "URI",
                wanted: "relative reference",
            }),
        }
    }
}
