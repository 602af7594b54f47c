//! RFC 6920: the 'ni' URI scheme (Naming Things with Hashes).

use super::PartValue;
use alloc::vec::Vec;
use core::ops::Range;

use super::{Prose, SchemeError, first, read_spans};
use crate::{Rule, Uri};

/// An `ni:` URI (RFC 6920), read with the grammar of its section 3: an optional authority, the hash
/// algorithm's name and the hash value, and a query.
///
/// ```
/// use rfc3986::scheme::Ni;
/// use rfc3986::Uri;
///
/// let uri = Uri::parse("ni://example.com/sha-256;f4OxZX_x_FO5LcGBSKHWXfwtSx-j1ncoSt3SABJtkGk")?;
/// let ni = Ni::try_from(&uri)?;
/// assert_eq!(ni.authority(), "example.com");
/// assert_eq!(ni.alg(), "sha-256");
/// assert_eq!(ni.val(), "f4OxZX_x_FO5LcGBSKHWXfwtSx-j1ncoSt3SABJtkGk");
/// assert_eq!(ni.query(), None);
/// assert!(ni.prose().is_empty());
///
/// // `val` MUST be base64url without padding (3): "~" is no base64url character.
/// let uri = Uri::parse("ni:///sha-256;ab~c")?;
/// assert_eq!(Ni::try_from(&uri)?.prose()[0].to_string(),
///     "6920 3: val is not base64url without '=' padding");
/// # Ok::<(), rfc3986::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Ni<'a> {
    pub(super) text: &'a str,
    authority: Range<usize>,
    alg: Range<usize>,
    val: Range<usize>,
    query: Option<Range<usize>>,
}

impl<'a> TryFrom<&'a Uri> for Ni<'a> {
    type Error = SchemeError;

    fn try_from(uri: &'a Uri) -> Result<Ni<'a>, SchemeError> {
        let (_, spans) = read_spans(uri, Rule::NiUri, "ni")?;
        let alg_val = first(&spans, Rule::AlgVal).expect("the grammar has an alg-val");
        let hier = first(&spans, Rule::NiHierPart).expect("the grammar has an ni-hier-part");
        Ok(Ni {
            text: uri.as_str(),
            // Between "//" and the "/" before the alg-val.
            authority: hier.start + 2..alg_val.start - 1,
            alg: first(&spans, Rule::Alg).expect("the grammar has an alg"),
            val: first(&spans, Rule::Val).expect("the grammar has a val"),
            query: first(&spans, Rule::Query),
        })
    }
}

impl<'a> Ni<'a> {
    /// The authority, as written: `""` when there is none (`ni:///...`; RFC 6920 3 says it is optional and
    /// has no role in comparing names).
    #[must_use]
    pub fn authority(&self) -> &'a str {
        &self.text[self.authority.clone()]
    }

    /// The hash algorithm's name (`sha-256`), as written; the registry of names is not checked.
    #[must_use]
    pub fn alg(&self) -> &'a str {
        &self.text[self.alg.clone()]
    }

    /// The hash value, as written (base64url without padding, when the URI keeps section 3's MUST).
    #[must_use]
    pub fn val(&self) -> &'a str {
        &self.text[self.val.clone()]
    }

    /// The query, after `?`, when there is one.
    #[must_use]
    pub fn query(&self) -> Option<&'a str> {
        self.query.clone().map(|r| &self.text[r])
    }

    /// The requirement of RFC 6920 that the URI breaks, if any: 3, "The 'val' field MUST contain the
    /// output of base64url encoding (with no '=' padding characters)": `val` holds `.` or `~` (which
    /// `unreserved` allows and base64url does not) or has a length no unpadded base64url text has (one
    /// more than a multiple of four).
    #[must_use]
    pub fn prose(&self) -> Vec<Prose> {
        let val = self.val();
        let base64url = val
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
            && val.len() % 4 != 1;
        if base64url {
            Vec::new()
        } else {
            Vec::from([Prose::NiValNotBase64url])
        }
    }

    /// The parts that the scheme's grammar names, by their names in its ABNF, in its order: `authority`,
    /// `alg`, `val`, `query`. [`View::parts`](super::View::parts) gives them for any scheme with a grammar.
    #[must_use]
    pub fn parts(&self) -> Vec<(&'static str, PartValue<'a>)> {
        Vec::from([
            ("authority", PartValue::Text(Some(self.authority()))),
            ("alg", PartValue::Text(Some(self.alg()))),
            ("val", PartValue::Text(Some(self.val()))),
            ("query", PartValue::Text(self.query())),
        ])
    }
}
