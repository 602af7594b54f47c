//! RFC 4151: the 'tag' URI scheme.

use super::PartValue;
use alloc::vec::Vec;
use core::ops::Range;

use super::{SchemeError, first, read_spans};
use crate::{Rule, Uri};

/// A `tag:` URI (RFC 4151), read with the grammar of its section 2.1: the tagging entity (an authority
/// name and a date), the specific part and a fragment (the tag URI's own: the whole URI is checked).
///
/// ```
/// use rfc3986::scheme::Tag;
/// use rfc3986::Uri;
///
/// let uri = Uri::parse("tag:timothy@hpl.hp.com,2001:web/externalHome")?;
/// let tag = Tag::try_from(&uri)?;
/// assert_eq!(tag.authority_name(), "timothy@hpl.hp.com");
/// assert_eq!(tag.date(), "2001");
/// assert_eq!(tag.specific(), "web/externalHome");
/// assert_eq!(tag.fragment(), None);
/// # Ok::<(), rfc3986::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tag<'a> {
    pub(super) text: &'a str,
    authority: Range<usize>,
    date: Range<usize>,
    specific: Range<usize>,
    fragment: Option<Range<usize>>,
}

impl<'a> TryFrom<&'a Uri> for Tag<'a> {
    type Error = SchemeError;

    fn try_from(uri: &'a Uri) -> Result<Tag<'a>, SchemeError> {
        let (text, spans) = read_spans(uri, Rule::TagUri, "tag")?;
        let end = text.len();
        Ok(Tag {
            text,
            authority: first(&spans, Rule::AuthorityName).unwrap_or(4..4),
            date: first(&spans, Rule::TagDate).unwrap_or(4..4),
            specific: first(&spans, Rule::Specific).unwrap_or(end..end),
            fragment: first(&spans, Rule::TagFragment),
        })
    }
}

impl<'a> Tag<'a> {
    /// The authority name: a DNS name or an email address, as written.
    #[must_use]
    pub fn authority_name(&self) -> &'a str {
        &self.text[self.authority.clone()]
    }

    /// The date: `YYYY`, `YYYY-MM` or `YYYY-MM-DD` (a missing month or day is January or the first,
    /// RFC 4151 2.1), as written.
    #[must_use]
    pub fn date(&self) -> &'a str {
        &self.text[self.date.clone()]
    }

    /// The specific part, after the tagging entity's `:`, as written.
    #[must_use]
    pub fn specific(&self) -> &'a str {
        &self.text[self.specific.clone()]
    }

    /// The fragment, after `#`, when there is one.
    #[must_use]
    pub fn fragment(&self) -> Option<&'a str> {
        self.fragment.clone().map(|r| &self.text[r])
    }
}

impl<'a> Tag<'a> {
    /// The parts that the scheme's grammar names, by their names in its ABNF, in its order: `authorityName`, `date`, `specific`, `fragment`.
    /// [`View::parts`](super::View::parts) gives them for any scheme with a grammar.
    #[must_use]
    pub fn parts(&self) -> Vec<(&'static str, PartValue<'a>)> {
        Vec::from([
            (
                "authorityName",
                PartValue::Text(Some(self.authority_name())),
            ),
            ("date", PartValue::Text(Some(self.date()))),
            ("specific", PartValue::Text(Some(self.specific()))),
            ("fragment", PartValue::Text(self.fragment())),
        ])
    }
}
