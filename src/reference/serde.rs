//! The `serde` feature: a reference serializes as its string and deserializes through the parser, with the
//! parser's error message.

use core::fmt;
use core::marker::PhantomData;

use alloc::string::String;
use serde::de::{self, Deserialize, Deserializer, Visitor};
use serde::ser::{Serialize, Serializer};

use crate::reference::{Iri, IriRef, IriRelativeRef, RelativeRef, Uri, UriRef};

/// Parses the strings a deserializer gives as `T`; an owned string is kept without copying.
struct ParseVisitor<T>(PhantomData<T>, &'static str);

impl<'de, T> Visitor<'de> for ParseVisitor<T>
where
    T: for<'a> TryFrom<&'a str, Error = crate::ParseError>
        + TryFrom<String, Error = crate::FromStringError>,
{
    type Value = T;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.1)
    }

    fn visit_str<E: de::Error>(self, s: &str) -> Result<T, E> {
        T::try_from(s).map_err(E::custom)
    }

    fn visit_string<E: de::Error>(self, s: String) -> Result<T, E> {
        T::try_from(s).map_err(E::custom)
    }
}

macro_rules! serde_impls {
    ($name:ident, $what:literal, $example:literal) => {
        /// Serializes the reference as its string.
        ///
        /// ```
        #[doc = concat!("let r = rfc3986::", stringify!($name), "::parse(\"", $example, "\")?;")]
        #[doc = concat!("assert_eq!(serde_json::to_string(&r)?, \"\\\"", $example, "\\\"\");")]
        /// # Ok::<(), Box<dyn std::error::Error>>(())
        /// ```
        impl Serialize for $name {
            fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.serialize_str(self.as_str())
            }
        }

        /// Deserializes a string through the parser; an invalid string is an error with the parser's
        /// message.
        ///
        /// ```
        #[doc = concat!("let r: rfc3986::", stringify!($name), " = serde_json::from_str(\"\\\"", $example, "\\\"\")?;")]
        #[doc = concat!("assert_eq!(r.as_str(), \"", $example, "\");")]
        #[doc = concat!("assert!(serde_json::from_str::<rfc3986::", stringify!($name), ">(\"\\\"a b\\\"\").is_err());")]
        /// # Ok::<(), Box<dyn std::error::Error>>(())
        /// ```
        impl<'de> Deserialize<'de> for $name {
            fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<$name, D::Error> {
                deserializer.deserialize_string(ParseVisitor(PhantomData, $what))
            }
        }
    };
}

serde_impls!(UriRef, "a URI reference", "../a?b#c");
serde_impls!(Uri, "a URI", "http://example.com/a?b#c");
serde_impls!(RelativeRef, "a relative reference", "../a?b#c");
serde_impls!(IriRef, "an IRI reference", "../résumé?q#f");
serde_impls!(Iri, "an IRI", "http://example.com/résumé?q#f");
serde_impls!(IriRelativeRef, "a relative IRI reference", "../résumé?q#f");
