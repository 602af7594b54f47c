//! The `uuid` (RFC 9562, with RFC 4122's namespace registration) and `oid` (RFC 3061) URN namespaces.

use super::PartValue;
use alloc::vec::Vec;
use core::ops::Range;

use super::{SchemeError, first, read_spans};
use crate::{Rule, Uri};

/// RFC 8141's components, as the plain [`Urn`](super::Urn) view gives them, for a view of a namespace with a
/// grammar of its own (its `urn()` is the [`Namespaced`] reading): the NID (`nid` in any case), the NSS
/// (`what` it is), the r-, q-, rq- and f-components.
macro_rules! urn_components {
    ($nid:literal, $what:literal) => {
        #[doc = concat!("The namespace identifier (`NID`, RFC 8141 2), as written: `", $nid, "` in any case.")]
        #[must_use]
        pub fn nid(&self) -> &'a str {
            self.urn().nid()
        }

        #[doc = concat!("The namespace-specific string (`NSS`, RFC 8141 2), as written: ", $what, ".")]
        #[must_use]
        pub fn nss(&self) -> &'a str {
            self.urn().nss()
        }

        /// The `r-component` (RFC 8141 2, after `?+`), when there is one, as [`Urn::r_component`] reads it.
        ///
        /// [`Urn::r_component`]: super::Urn::r_component
        #[must_use]
        pub fn r_component(&self) -> Option<&'a str> {
            self.urn().r_component()
        }

        /// The `q-component` (RFC 8141 2, after `?=`), when there is one.
        #[must_use]
        pub fn q_component(&self) -> Option<&'a str> {
            self.urn().q_component()
        }

        /// The `rq-components` (RFC 8141 2), as written with their `?+` and `?=`.
        #[must_use]
        pub fn rq_components(&self) -> Option<&'a str> {
            self.urn().rq_components()
        }

        /// The `f-component`, after `#`.
        #[must_use]
        pub fn f_component(&self) -> Option<&'a str> {
            self.urn().f_component()
        }
    };
}

/// A `urn:uuid:` URN: RFC 8141's `namestring` with the NID `uuid` and a UUID (RFC 9562 4) as NSS.
///
/// ```
/// use rfc3986::scheme::Uuid;
/// use rfc3986::Uri;
///
/// let uri = Uri::parse("urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6")?;
/// let uuid = Uuid::try_from(&uri)?;
/// assert_eq!(uuid.uuid(), "f81d4fae-7dec-11d0-a765-00a0c91e6bf6");
/// assert_eq!(uuid.bytes()[..4], [0xF8, 0x1D, 0x4F, 0xAE]);
/// assert_eq!(uuid.version(), 1); // time-based
/// assert_eq!(uuid.variant(), 0b10); // RFC 9562's variant
///
/// // RFC 8141's components, beside the UUID's own.
/// let uri = Uri::parse("urn:UUID:f81d4fae-7dec-11d0-a765-00a0c91e6bf6?+res?=q=1#frag")?;
/// let uuid = Uuid::try_from(&uri)?;
/// assert_eq!((uuid.nid(), uuid.nss()), ("UUID", "f81d4fae-7dec-11d0-a765-00a0c91e6bf6"));
/// assert_eq!((uuid.r_component(), uuid.q_component()), (Some("res"), Some("q=1")));
/// assert_eq!((uuid.rq_components(), uuid.f_component()), (Some("?+res?=q=1"), Some("frag")));
/// # Ok::<(), rfc3986::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Uuid<'a>(pub(super) Namespaced<'a>);

/// A URN of a namespace with its own NSS rule: the text, RFC 8141's components (NID, NSS, the
/// rq-components with the r- and q-component in them, the f-component).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Namespaced<'a> {
    pub(super) text: &'a str,
    nid: Range<usize>,
    nss: Range<usize>,
    rq: Option<Range<usize>>,
    r: Option<Range<usize>>,
    q: Option<Range<usize>>,
    f: Option<Range<usize>>,
}

impl<'a> Namespaced<'a> {
    /// Reads `uri` with `rule` (`uuid-URN`, `oid-URN`), whose NID is the literal `nid` and whose NSS is
    /// `nss`; with the derivation's spans.
    fn read(
        uri: &'a Uri,
        (rule, nid, nss): (Rule, &str, Rule),
        expected: &'static str,
    ) -> Result<(Namespaced<'a>, super::Spans), SchemeError> {
        let (text, spans) = read_spans(uri, rule, expected)?;
        // The grammar's NID is a literal after `urn:` (matched in either case): its place is fixed.
        let nid_start = "urn:".len();
        let urn = Namespaced {
            text,
            nid: nid_start..nid_start + nid.len(),
            nss: first(&spans, nss).unwrap_or(text.len()..text.len()),
            rq: first(&spans, Rule::RqComponents).filter(|r| !r.is_empty()),
            r: first(&spans, Rule::RComponent),
            q: first(&spans, Rule::QComponent),
            f: first(&spans, Rule::FComponent),
        };
        Ok((urn, spans))
    }

    fn nid(&self) -> &'a str {
        &self.text[self.nid.clone()]
    }

    fn nss(&self) -> &'a str {
        &self.text[self.nss.clone()]
    }

    fn r_component(&self) -> Option<&'a str> {
        self.r.clone().map(|r| &self.text[r])
    }

    fn q_component(&self) -> Option<&'a str> {
        self.q.clone().map(|r| &self.text[r])
    }

    fn rq_components(&self) -> Option<&'a str> {
        self.rq.clone().map(|r| &self.text[r])
    }

    fn f_component(&self) -> Option<&'a str> {
        self.f.clone().map(|r| &self.text[r])
    }
}

impl<'a> TryFrom<&'a Uri> for Uuid<'a> {
    type Error = SchemeError;

    fn try_from(uri: &'a Uri) -> Result<Uuid<'a>, SchemeError> {
        let (urn, _) = Namespaced::read(uri, (Rule::UuidUrn, "uuid", Rule::Uuid), "urn:uuid")?;
        Ok(Uuid(urn))
    }
}

impl<'a> Uuid<'a> {
    fn urn(&self) -> &Namespaced<'a> {
        &self.0
    }

    /// The UUID, as written (hexadecimal digits in either case).
    #[must_use]
    pub fn uuid(&self) -> &'a str {
        self.0.nss()
    }

    /// The 128 bits, most significant byte first (RFC 9562 4).
    #[must_use]
    pub fn bytes(&self) -> [u8; 16] {
        let digits: Vec<u8> = self
            .uuid()
            .bytes()
            .filter_map(|b| char::from(b).to_digit(16).map(|d| d as u8))
            .collect();
        let mut out = [0; 16];
        for (byte, pair) in out.iter_mut().zip(digits.chunks(2)) {
            *byte = pair.iter().fold(0, |acc, d| acc << 4 | d);
        }
        out
    }

    /// The version: the four bits of RFC 9562 4.2 (1 time-based, 4 random, 7 Unix time, ...).
    #[must_use]
    pub fn version(&self) -> u8 {
        self.bytes()[6] >> 4
    }

    /// The variant: the top bits of octet 8, as RFC 9562 4.1 reads them: `0b0` (NCS), `0b10` (this
    /// RFC's), `0b110` (Microsoft) or `0b111` (reserved).
    #[must_use]
    pub fn variant(&self) -> u8 {
        let octet = self.bytes()[8];
        match octet {
            0x00..=0x7F => 0b0,
            0x80..=0xBF => 0b10,
            0xC0..=0xDF => 0b110,
            _ => 0b111,
        }
    }

    urn_components!("uuid", "the UUID");
}

/// A `urn:oid:` URN: RFC 8141's `namestring` with the NID `oid` and an object identifier (RFC 3061 2) as
/// NSS.
///
/// ```
/// use rfc3986::scheme::Oid;
/// use rfc3986::Uri;
///
/// let uri = Uri::parse("urn:oid:1.3.6.1.4.1")?;
/// let oid = Oid::try_from(&uri)?;
/// assert_eq!(oid.oid(), "1.3.6.1.4.1");
/// assert_eq!(oid.arcs().collect::<Vec<_>>(), ["1", "3", "6", "1", "4", "1"]);
///
/// let uri = Uri::parse("urn:oid:2.5.4.3?=x")?;
/// let oid = Oid::try_from(&uri)?;
/// assert_eq!((oid.nid(), oid.nss(), oid.r_component(), oid.q_component()), ("oid", "2.5.4.3", None, Some("x")));
/// # Ok::<(), rfc3986::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Oid<'a> {
    pub(super) urn: Namespaced<'a>,
    arcs: Vec<Range<usize>>,
}

impl<'a> TryFrom<&'a Uri> for Oid<'a> {
    type Error = SchemeError;

    fn try_from(uri: &'a Uri) -> Result<Oid<'a>, SchemeError> {
        let (urn, spans) = Namespaced::read(uri, (Rule::OidUrn, "oid", Rule::Oid), "urn:oid")?;
        let arcs = spans
            .iter()
            .filter(|(rule, _)| *rule == Rule::OidNumber)
            .map(|(_, span)| span.clone())
            .collect();
        Ok(Oid { urn, arcs })
    }
}

impl<'a> Oid<'a> {
    /// The object identifier, as written.
    #[must_use]
    pub fn oid(&self) -> &'a str {
        self.urn.nss()
    }

    fn urn(&self) -> &Namespaced<'a> {
        &self.urn
    }

    /// The arcs (the `number`s between the dots), as written.
    pub fn arcs(&self) -> impl Iterator<Item = &'a str> + '_ {
        self.arcs.iter().map(|r| &self.urn.text[r.clone()])
    }

    urn_components!("oid", "the object identifier");
}

impl<'a> Uuid<'a> {
    /// The parts that the scheme's grammar names, by their names in its ABNF, in its order: `NID`, `NSS`, `r-component`, `q-component`, `UUID`, `rq-components`, `f-component`, `version`.
    /// [`View::parts`](super::View::parts) gives them for any scheme with a grammar.
    #[must_use]
    pub fn parts(&self) -> Vec<(&'static str, PartValue<'a>)> {
        Vec::from([
            ("NID", PartValue::Text(Some(self.nid()))),
            ("NSS", PartValue::Text(Some(self.nss()))),
            ("r-component", PartValue::Text(self.r_component())),
            ("q-component", PartValue::Text(self.q_component())),
            ("UUID", PartValue::Text(Some(self.uuid()))),
            ("rq-components", PartValue::Text(self.rq_components())),
            ("f-component", PartValue::Text(self.f_component())),
            ("version", PartValue::Number(self.version())),
        ])
    }
}

impl<'a> Oid<'a> {
    /// The parts that the scheme's grammar names, by their names in its ABNF, in its order: `NID`, `NSS`, `r-component`, `q-component`, `oid`, `rq-components`, `f-component`.
    /// [`View::parts`](super::View::parts) gives them for any scheme with a grammar.
    #[must_use]
    pub fn parts(&self) -> Vec<(&'static str, PartValue<'a>)> {
        Vec::from([
            ("NID", PartValue::Text(Some(self.nid()))),
            ("NSS", PartValue::Text(Some(self.nss()))),
            ("r-component", PartValue::Text(self.r_component())),
            ("q-component", PartValue::Text(self.q_component())),
            ("oid", PartValue::Text(Some(self.oid()))),
            ("rq-components", PartValue::Text(self.rq_components())),
            ("f-component", PartValue::Text(self.f_component())),
        ])
    }
}
