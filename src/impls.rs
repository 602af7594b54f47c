//! The conversions and comparisons Rust users expect of a string type: `TryFrom<String>`, `From<_> for
//! String`, `PartialEq` with `str`, `Borrow<str>`, and a typed host from the standard address types.

use core::borrow::Borrow;
use core::net::{IpAddr, Ipv4Addr, Ipv6Addr};

use alloc::string::String;

use crate::components::Host;
use crate::error::ParseError;
use crate::reference::{Kind, RelativeRef, Uri, UriRef};
use crate::{build, Rule};

macro_rules! string_impls {
    ($name:ident, $rule:expr, $example:literal) => {
        /// Parses the string and keeps it as the reference's text, without copying it.
        ///
        /// ```
        #[doc = concat!("use rfc3986::", stringify!($name), ";")]
        ///
        #[doc = concat!("let r = ", stringify!($name), "::try_from(String::from(\"", $example, "\"))?;")]
        #[doc = concat!("assert_eq!(r, \"", $example, "\");")]
        /// # Ok::<(), rfc3986::ParseError>(())
        /// ```
        impl TryFrom<String> for $name {
            type Error = ParseError;

            fn try_from(s: String) -> Result<$name, ParseError> {
                build::parse_owned($rule, s).map($name)
            }
        }

        /// The reference's text, without copying it.
        ///
        /// ```
        #[doc = concat!("let r = rfc3986::", stringify!($name), "::parse(\"", $example, "\")?;")]
        #[doc = concat!("assert_eq!(String::from(r), \"", $example, "\");")]
        /// # Ok::<(), rfc3986::ParseError>(())
        /// ```
        impl From<$name> for String {
            fn from(r: $name) -> String {
                r.into_string()
            }
        }

        /// Compares the text, as `==` between two references does.
        ///
        /// ```
        #[doc = concat!("let r = rfc3986::", stringify!($name), "::parse(\"", $example, "\")?;")]
        #[doc = concat!("assert!(r == *\"", $example, "\");")]
        #[doc = concat!("assert!(*\"", $example, "\" == r);")]
        /// # Ok::<(), rfc3986::ParseError>(())
        /// ```
        impl PartialEq<str> for $name {
            fn eq(&self, other: &str) -> bool {
                self.as_str() == other
            }
        }

        impl PartialEq<&str> for $name {
            fn eq(&self, other: &&str) -> bool {
                self.as_str() == *other
            }
        }

        impl PartialEq<String> for $name {
            fn eq(&self, other: &String) -> bool {
                self.as_str() == other.as_str()
            }
        }

        impl PartialEq<$name> for str {
            fn eq(&self, other: &$name) -> bool {
                self == other.as_str()
            }
        }

        impl PartialEq<$name> for &str {
            fn eq(&self, other: &$name) -> bool {
                *self == other.as_str()
            }
        }

        impl PartialEq<$name> for String {
            fn eq(&self, other: &$name) -> bool {
                self.as_str() == other.as_str()
            }
        }

        /// The text, so that sets and maps of references can be looked up with a `&str` (`Eq`, `Ord` and
        /// `Hash` agree with those of the text).
        ///
        /// ```
        /// use std::collections::HashSet;
        ///
        #[doc = concat!("let set = HashSet::from([rfc3986::", stringify!($name), "::parse(\"", $example, "\")?]);")]
        #[doc = concat!("assert!(set.contains(\"", $example, "\"));")]
        /// # Ok::<(), rfc3986::ParseError>(())
        /// ```
        impl Borrow<str> for $name {
            fn borrow(&self) -> &str {
                self.as_str()
            }
        }
    };
}

string_impls!(UriRef, Rule::UriReference, "../a?b#c");
string_impls!(Uri, Rule::Uri, "http://example.com/a?b#c");
string_impls!(RelativeRef, Rule::RelativeRef, "../a?b#c");

macro_rules! cross_eq {
    ($a:ident, $b:ident) => {
        /// Compares the text: a [`UriRef`] equals the [`Uri`] or [`RelativeRef`] written the same.
        impl PartialEq<$b> for $a {
            fn eq(&self, other: &$b) -> bool {
                self.as_str() == other.as_str()
            }
        }
    };
}

cross_eq!(UriRef, Uri);
cross_eq!(Uri, UriRef);
cross_eq!(UriRef, RelativeRef);
cross_eq!(RelativeRef, UriRef);

/// The reference that a [`Kind`] holds, without copying.
///
/// ```
/// use rfc3986::{Kind, UriRef};
///
/// let r = UriRef::parse("../a")?;
/// let kind = r.clone().into_kind();
/// assert!(matches!(kind, Kind::Relative(_)));
/// assert_eq!(UriRef::from(kind), r);
/// # Ok::<(), rfc3986::ParseError>(())
/// ```
impl From<Kind> for UriRef {
    fn from(kind: Kind) -> UriRef {
        match kind {
            Kind::Uri(uri) => uri.into(),
            Kind::Relative(r) => r.into(),
        }
    }
}

/// The kind of a [`UriRef`], as [`UriRef::into_kind`].
impl From<UriRef> for Kind {
    fn from(r: UriRef) -> Kind {
        r.into_kind()
    }
}

/// An `IPv4address` host.
///
/// ```
/// use core::net::Ipv4Addr;
/// assert_eq!(rfc3986::Host::from(Ipv4Addr::LOCALHOST), rfc3986::Host::Ipv4(Ipv4Addr::LOCALHOST));
/// ```
impl From<Ipv4Addr> for Host<'_> {
    fn from(addr: Ipv4Addr) -> Self {
        Host::Ipv4(addr)
    }
}

/// An `IPv6address` host (written in brackets in a reference).
///
/// ```
/// use core::net::Ipv6Addr;
/// assert_eq!(rfc3986::Host::from(Ipv6Addr::LOCALHOST), rfc3986::Host::Ipv6(Ipv6Addr::LOCALHOST));
/// ```
impl From<Ipv6Addr> for Host<'_> {
    fn from(addr: Ipv6Addr) -> Self {
        Host::Ipv6(addr)
    }
}

/// An `IPv4address` or `IPv6address` host.
///
/// ```
/// use core::net::{IpAddr, Ipv6Addr};
/// let addr = IpAddr::V6(Ipv6Addr::LOCALHOST);
/// assert_eq!(rfc3986::Host::from(addr), rfc3986::Host::Ipv6(Ipv6Addr::LOCALHOST));
/// ```
impl From<IpAddr> for Host<'_> {
    fn from(addr: IpAddr) -> Self {
        match addr {
            IpAddr::V4(a) => Host::Ipv4(a),
            IpAddr::V6(a) => Host::Ipv6(a),
        }
    }
}
