//! RFC 7565: the 'acct' URI scheme.

use super::PartValue;
use alloc::vec::Vec;
use core::ops::Range;

use super::{SchemeError, first, read_spans};
use crate::{Host, Rule, Uri};

/// An `acct:` URI (RFC 7565), read with the grammar of its section 7: the account's user part and the host
/// of the service provider. The grammar is the one RFC 7565 means, not the one it prints: `grammar/rfc7565-acct.pest`
/// says why, and `acct:%41b@c` (a user part that begins with `%`) is no acct URI here.
///
/// ```
/// use rfc3986::scheme::Acct;
/// use rfc3986::Uri;
///
/// let uri = Uri::parse("acct:juliet%40capulet.example@shoppingsite.example")?;
/// let acct = Acct::try_from(&uri)?;
/// assert_eq!(acct.userpart(), "juliet%40capulet.example");
/// assert_eq!(acct.userpart_decoded(), "juliet@capulet.example");
/// assert_eq!(acct.host_str(), "shoppingsite.example");
///
/// assert!(Acct::try_from(&Uri::parse("acct:juliet")?).is_err()); // no "@" host
/// # Ok::<(), rfc3986::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Acct<'a> {
    pub(super) text: &'a str,
    userpart: Range<usize>,
    host: Range<usize>,
}

impl<'a> TryFrom<&'a Uri> for Acct<'a> {
    type Error = SchemeError;

    fn try_from(uri: &'a Uri) -> Result<Acct<'a>, SchemeError> {
        let (text, spans) = read_spans(uri, Rule::AcctUri, "acct")?;
        let userpart = first(&spans, Rule::Userpart).expect("the grammar has a userpart");
        Ok(Acct {
            text: uri.as_str(),
            host: userpart.end + 1..text.len(),
            userpart,
        })
    }
}

impl<'a> Acct<'a> {
    /// The user part, as written (percent-encoded).
    #[must_use]
    pub fn userpart(&self) -> &'a str {
        &self.text[self.userpart.clone()]
    }

    /// The user part percent-decoded (as UTF-8, a malformed sequence as U+FFFD): an email address that
    /// stands as the account name is written with `%40` for its `@` (RFC 7565 4).
    #[must_use]
    pub fn userpart_decoded(&self) -> alloc::borrow::Cow<'a, str> {
        crate::percent::decode_utf8_lossy(self.userpart())
    }

    /// The host, by the rule of RFC 3986 3.2.2 it matched.
    ///
    /// ```
    /// use rfc3986::{scheme::Acct, Host, Uri};
    ///
    /// let uri = Uri::parse("acct:a@example.com")?;
    /// assert_eq!(Acct::try_from(&uri)?.host(), Host::RegName("example.com"));
    /// # Ok::<(), rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn host(&self) -> Host<'a> {
        crate::reference::components::host_of(self.host_str())
    }

    /// The host, as written; it may be empty (`acct:a@`, which the grammar allows).
    #[must_use]
    pub fn host_str(&self) -> &'a str {
        &self.text[self.host.clone()]
    }

    /// The parts that the scheme's grammar names, by their names in its ABNF, in its order: `userpart`,
    /// `host`. [`View::parts`](super::View::parts) gives them for any scheme with a grammar.
    #[must_use]
    pub fn parts(&self) -> Vec<(&'static str, PartValue<'a>)> {
        Vec::from([
            ("userpart", PartValue::Text(Some(self.userpart()))),
            ("host", PartValue::Text(Some(self.host_str()))),
        ])
    }
}
