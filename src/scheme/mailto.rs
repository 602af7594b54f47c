//! RFC 6068: the 'mailto' URI scheme.

use super::PartValue;
use alloc::string::String;
use alloc::vec::Vec;
use core::ops::Range;

use super::{Prose, SchemeError, first, read};
use crate::{Rule, Uri};

/// A `mailto` URI (RFC 6068), read with the grammar of its section 2: the addresses of `to` and the
/// header fields (`hfields`).
///
/// Where RFC 5322's `atext` lets a domain run into what reads as header fields (`mailto:a@x?subject=hi`),
/// the URI is read with the shortest `to` that parses: `to` is `a@x`, and `subject=hi` a header field.
///
/// ```
/// use rfc3986::scheme::Mailto;
/// use rfc3986::Uri;
///
/// let uri = Uri::parse("mailto:infobot@example.com,%22me%22@x.org?subject=current-issue&body=send%20it")?;
/// let mailto = Mailto::try_from(&uri)?;
/// assert_eq!(mailto.addresses(), ["infobot@example.com", "\"me\"@x.org"]);
/// assert_eq!(mailto.headers()[0], ("subject".to_owned(), "current-issue".to_owned()));
/// assert_eq!(mailto.body().as_deref(), Some("send it"));
/// # Ok::<(), rfc3986::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Mailto<'a> {
    pub(super) text: &'a str,
    to: Option<Range<usize>>,
    addresses: Vec<Range<usize>>,
    hfields: Option<Range<usize>>,
    headers: Vec<(Range<usize>, Range<usize>)>,
}

impl<'a> TryFrom<&'a Uri> for Mailto<'a> {
    type Error = SchemeError;

    fn try_from(uri: &'a Uri) -> Result<Mailto<'a>, SchemeError> {
        let (_, spans) = read(uri, &[Rule::MailtoUri], "mailto")?;
        let all = |rule: Rule| {
            spans
                .iter()
                .filter(move |(r, _)| *r == rule)
                .map(|(_, s)| s.clone())
        };
        // The hfields span begins with its "?"; the component is what follows.
        let hfields = first(&spans, Rule::Hfields).map(|r| r.start + 1..r.end);
        Ok(Mailto {
            text: uri.as_str(),
            to: first(&spans, Rule::To),
            addresses: all(Rule::AddrSpec).collect(),
            hfields,
            headers: all(Rule::Hfname).zip(all(Rule::Hfvalue)).collect(),
        })
    }
}

impl<'a> Mailto<'a> {
    /// The `to` part (before the `?`), as written; `None` when it is empty.
    ///
    /// ```
    /// let uri = rfc3986::Uri::parse("mailto:?to=a@x")?;
    /// assert_eq!(rfc3986::scheme::Mailto::try_from(&uri)?.to(), None);
    /// # Ok::<(), rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn to(&self) -> Option<&'a str> {
        self.to.clone().map(|r| &self.text[r])
    }

    /// The addresses of `to`, split at the commas between `addr-spec`s and percent-decoded (as UTF-8, RFC
    /// 6068 5; an invalid sequence becomes U+FFFD).
    ///
    /// ```
    /// let uri = rfc3986::Uri::parse("mailto:a@x,b%40c@y")?;
    /// assert_eq!(rfc3986::scheme::Mailto::try_from(&uri)?.addresses(), ["a@x", "b@c@y"]);
    /// # Ok::<(), rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn addresses(&self) -> Vec<String> {
        self.addresses
            .iter()
            .map(|r| crate::percent::decode_utf8_lossy(&self.text[r.clone()]).into_owned())
            .collect()
    }

    /// The header fields as written, without the `?`; `None` when there are none.
    ///
    /// ```
    /// let uri = rfc3986::Uri::parse("mailto:a@x?cc=b@y&subject=hi")?;
    /// assert_eq!(rfc3986::scheme::Mailto::try_from(&uri)?.hfields(), Some("cc=b@y&subject=hi"));
    /// # Ok::<(), rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn hfields(&self) -> Option<&'a str> {
        self.hfields.clone().map(|r| &self.text[r])
    }

    /// Each header field's name and value, percent-decoded, in order.
    ///
    /// ```
    /// let uri = rfc3986::Uri::parse("mailto:a@x?In-Reply-To=%3C3469A91.D10AF4C@example.com%3E")?;
    /// let headers = rfc3986::scheme::Mailto::try_from(&uri)?.headers();
    /// assert_eq!(headers, [("In-Reply-To".to_owned(), "<3469A91.D10AF4C@example.com>".to_owned())]);
    /// # Ok::<(), rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn headers(&self) -> Vec<(String, String)> {
        let decode = |r: &Range<usize>| {
            crate::percent::decode_utf8_lossy(&self.text[r.clone()]).into_owned()
        };
        self.headers
            .iter()
            .map(|(name, value)| (decode(name), decode(value)))
            .collect()
    }

    /// The value of the first `body` header field (the name compares case-insensitively), decoded.
    ///
    /// ```
    /// let uri = rfc3986::Uri::parse("mailto:a@x?BODY=hello%0D%0Aworld")?;
    /// assert_eq!(rfc3986::scheme::Mailto::try_from(&uri)?.body().as_deref(), Some("hello\r\nworld"));
    /// # Ok::<(), rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn body(&self) -> Option<String> {
        self.headers()
            .into_iter()
            .find(|(name, _)| name.eq_ignore_ascii_case("body"))
            .map(|(_, value)| value)
    }

    /// The prose requirements of RFC 6068 that the URI breaks: a character that section 2 says must be
    /// percent-encoded in an `addr-spec` ("/", "?", "[", "]", "&", ";", "="), once per character.
    ///
    /// ```
    /// use rfc3986::scheme::{Mailto, Prose};
    /// let uri = rfc3986::Uri::parse("mailto:a@x?")?;
    /// assert_eq!(Mailto::try_from(&uri)?.prose(), [Prose::UnencodedInAddrSpec('?')]);
    /// # Ok::<(), rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn prose(&self) -> Vec<Prose> {
        let mut prose = Vec::new();
        for c in ['/', '?', '[', ']', '&', ';', '='] {
            if self
                .addresses
                .iter()
                .any(|r| self.text[r.clone()].contains(c))
            {
                prose.push(Prose::UnencodedInAddrSpec(c));
            }
        }
        prose
    }
}

impl<'a> Mailto<'a> {
    /// The parts that the scheme's grammar names, by their names in its ABNF, in its order: `to`, `hfields`.
    /// [`View::parts`](super::View::parts) gives them for any scheme with a grammar.
    #[must_use]
    pub fn parts(&self) -> Vec<(&'static str, PartValue<'a>)> {
        Vec::from([
            ("to", PartValue::Text(self.to())),
            ("hfields", PartValue::Text(self.hfields())),
        ])
    }
}
