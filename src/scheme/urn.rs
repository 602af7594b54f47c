//! RFC 8141: Uniform Resource Names.

use super::PartValue;
use alloc::vec::Vec;
use core::hash::{Hash, Hasher};
use core::ops::Range;

use super::{Prose, SchemeError, first, read};
use crate::{Rule, Uri};

/// A URN (RFC 8141): a URI whose scheme is `urn`, read with the grammar of RFC 8141 section 2.
///
/// `Eq` and `Hash` are URN-equivalence (RFC 8141 3.1): the `urn` scheme and the NID compare
/// case-insensitively, percent-encodings in the NSS compare with their hex digits in either case, and the
/// r-, q- and f-components are not compared. Everything else compares byte for byte.
///
/// ```
/// use rfc3986::scheme::Urn;
/// use rfc3986::Uri;
///
/// let uri = Uri::parse("urn:example:a123,z456?+abc?=xyz#789")?;
/// let urn = Urn::try_from(&uri)?;
/// assert_eq!(urn.nid(), "example");
/// assert_eq!(urn.nss(), "a123,z456");
/// assert_eq!(urn.r_component(), Some("abc"));
/// assert_eq!(urn.q_component(), Some("xyz"));
/// assert_eq!(urn.f_component(), Some("789"));
///
/// let same = Uri::parse("URN:EXAMPLE:a123,z456")?;
/// assert_eq!(urn, Urn::try_from(&same)?);
/// let other = Uri::parse("urn:example:A123,z456")?; // the NSS is case-sensitive
/// assert_ne!(urn, Urn::try_from(&other)?);
/// # Ok::<(), rfc3986::Error>(())
/// ```
#[derive(Clone, Debug)]
pub struct Urn<'a> {
    pub(super) text: &'a str,
    nid: Range<usize>,
    nss: Range<usize>,
    r: Option<Range<usize>>,
    q: Option<Range<usize>>,
    f: Option<Range<usize>>,
}

impl<'a> TryFrom<&'a Uri> for Urn<'a> {
    type Error = SchemeError;

    fn try_from(uri: &'a Uri) -> Result<Urn<'a>, SchemeError> {
        let (_, spans) = read(uri, &[Rule::Namestring], "urn")?;
        let required = |rule| first(&spans, rule).expect("namestring has a NID and an NSS");
        Ok(Urn {
            text: uri.as_str(),
            nid: required(Rule::Nid),
            nss: required(Rule::Nss),
            r: first(&spans, Rule::RComponent),
            q: first(&spans, Rule::QComponent),
            f: first(&spans, Rule::FComponent),
        })
    }
}

impl<'a> Urn<'a> {
    /// The namespace identifier (`NID`), as written.
    ///
    /// ```
    /// let uri = rfc3986::Uri::parse("urn:ietf:rfc:8141")?;
    /// assert_eq!(rfc3986::scheme::Urn::try_from(&uri)?.nid(), "ietf");
    /// # Ok::<(), rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn nid(&self) -> &'a str {
        &self.text[self.nid.clone()]
    }

    /// The namespace-specific string (`NSS`), as written.
    ///
    /// ```
    /// let uri = rfc3986::Uri::parse("urn:ietf:rfc:8141")?;
    /// assert_eq!(rfc3986::scheme::Urn::try_from(&uri)?.nss(), "rfc:8141");
    /// # Ok::<(), rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn nss(&self) -> &'a str {
        &self.text[self.nss.clone()]
    }

    /// The `r-component` (after `?+`), when there is one. When a `?=` followed by a character of the
    /// q-component could end it, it ends there (the shortest r-component that parses).
    ///
    /// ```
    /// let uri = rfc3986::Uri::parse("urn:ab:c?+r?=q")?;
    /// let urn = rfc3986::scheme::Urn::try_from(&uri)?;
    /// assert_eq!((urn.r_component(), urn.q_component()), (Some("r"), Some("q")));
    /// # Ok::<(), rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn r_component(&self) -> Option<&'a str> {
        self.r.clone().map(|r| &self.text[r])
    }

    /// The `q-component` (after `?=`), when there is one.
    ///
    /// ```
    /// let uri = rfc3986::Uri::parse("urn:ab:c?=q")?;
    /// assert_eq!(rfc3986::scheme::Urn::try_from(&uri)?.q_component(), Some("q"));
    /// # Ok::<(), rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn q_component(&self) -> Option<&'a str> {
        self.q.clone().map(|r| &self.text[r])
    }

    /// The `f-component` (after `#`), when there is one; `Some("")` for a trailing `#`.
    ///
    /// ```
    /// let uri = rfc3986::Uri::parse("urn:ab:c#")?;
    /// assert_eq!(rfc3986::scheme::Urn::try_from(&uri)?.f_component(), Some(""));
    /// # Ok::<(), rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn f_component(&self) -> Option<&'a str> {
        self.f.clone().map(|r| &self.text[r])
    }

    /// The prose requirements of RFC 8141 that the URN breaks: a NID that begins `urn-` but is not an
    /// `InformalNamespaceName` (5.2).
    ///
    /// ```
    /// use rfc3986::scheme::{Prose, Urn};
    /// let uri = rfc3986::Uri::parse("urn:urn-x:y")?;
    /// assert_eq!(Urn::try_from(&uri)?.prose(), [Prose::InformalNid]);
    /// let uri = rfc3986::Uri::parse("urn:urn-7:y")?;
    /// assert!(Urn::try_from(&uri)?.prose().is_empty());
    /// # Ok::<(), rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn prose(&self) -> alloc::vec::Vec<Prose> {
        let nid = self.nid();
        let informal = nid.len() > 4 && nid[..4].eq_ignore_ascii_case("urn-");
        if informal && !Rule::InformalNamespaceName.matches(nid) {
            alloc::vec![Prose::InformalNid]
        } else {
            alloc::vec::Vec::new()
        }
    }

    /// The bytes that URN-equivalence compares: the NID in lower case, ":", the NSS with the hex digits of
    /// its percent-encodings in upper case.
    fn canonical(&self) -> impl Iterator<Item = u8> + '_ {
        let nid = self.nid().bytes().map(|b| b.to_ascii_lowercase());
        let nss = self.nss().as_bytes();
        let nss = nss.iter().enumerate().map(move |(i, &b)| {
            let in_percent = (i >= 1 && nss[i - 1] == b'%') || (i >= 2 && nss[i - 2] == b'%');
            if in_percent {
                b.to_ascii_uppercase()
            } else {
                b
            }
        });
        nid.chain(core::iter::once(b':')).chain(nss)
    }
}

impl PartialEq for Urn<'_> {
    fn eq(&self, other: &Urn<'_>) -> bool {
        self.canonical().eq(other.canonical())
    }
}

impl Eq for Urn<'_> {}

impl Hash for Urn<'_> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        for b in self.canonical() {
            state.write_u8(b);
        }
    }
}

impl<'a> Urn<'a> {
    /// The parts that the scheme's grammar names, by their names in its ABNF, in its order: `NID`, `NSS`, `r-component`, `q-component`, `f-component`.
    /// [`View::parts`](super::View::parts) gives them for any scheme with a grammar.
    #[must_use]
    pub fn parts(&self) -> Vec<(&'static str, PartValue<'a>)> {
        Vec::from([
            ("NID", PartValue::Text(Some(self.nid()))),
            ("NSS", PartValue::Text(Some(self.nss()))),
            ("r-component", PartValue::Text(self.r_component())),
            ("q-component", PartValue::Text(self.q_component())),
            ("f-component", PartValue::Text(self.f_component())),
        ])
    }
}
