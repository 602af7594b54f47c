//! A display of a reference for logs, without what its userinfo has after the first `:` (RFC 3986 3.2.1:
//! "Applications should not render as clear text any data after the first colon").

use core::fmt;

use crate::parts::Parts;
use crate::reference::{Iri, IriRef, IriRelativeRef, RelativeRef, Uri, UriRef};

/// A reference displayed with the part of its userinfo after the first `:` replaced by `<redacted>`, for
/// logs and messages. Everything else is written as it is in the reference. Made by `redacted()` on
/// [`UriRef`], [`Uri`] and [`RelativeRef`]; `Display` of the reference itself stays the exact text.
///
/// ```
/// let uri = rfc3986::Uri::parse("ftp://user:secret@example.com/pub?x#y")?;
/// assert_eq!(uri.redacted().to_string(), "ftp://user:<redacted>@example.com/pub?x#y");
/// assert_eq!(uri.to_string(), "ftp://user:secret@example.com/pub?x#y");
/// # Ok::<(), rfc3986::ParseError>(())
/// ```
#[derive(Clone, Copy)]
pub struct Redacted<'a>(&'a Parts);

impl fmt::Display for Redacted<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let parts = self.0;
        let text = parts.text.as_str();
        let Some(userinfo) = parts.authority.and_then(|a| a.userinfo) else {
            return f.write_str(text);
        };
        match parts.slice(userinfo).find(':') {
            Some(colon) => {
                let secret_start = userinfo.start + colon + 1;
                f.write_str(&text[..secret_start])?;
                f.write_str("<redacted>")?;
                f.write_str(&text[userinfo.end..])
            }
            None => f.write_str(text),
        }
    }
}

/// The redacted text, quoted.
impl fmt::Debug for Redacted<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "\"{self}\"")
    }
}

macro_rules! redacted {
    ($name:ident, $example:literal, $shown:literal) => {
        impl $name {
            /// The reference for logs: displayed with the userinfo's part after the first `:` replaced by
            /// `<redacted>`. See [`Redacted`].
            ///
            /// ```
            #[doc = concat!("let r = rfc3986::", stringify!($name), "::parse(\"", $example, "\")?;")]
            #[doc = concat!("assert_eq!(r.redacted().to_string(), \"", $shown, "\");")]
            /// # Ok::<(), rfc3986::ParseError>(())
            /// ```
            pub fn redacted(&self) -> Redacted<'_> {
                Redacted(&self.0)
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
