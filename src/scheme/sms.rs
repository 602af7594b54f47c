//! RFC 5724: the 'sms' URI scheme.

use super::PartValue;
use alloc::borrow::Cow;
use alloc::vec::Vec;
use core::ops::Range;

use super::{Prose, SchemeError, read_as, spans};
use crate::{Rule, Uri};

/// An `sms:` URI (RFC 5724), read with the grammar of its section 2.2: the recipients (RFC 3966
/// telephone-subscribers) and the fields after `?`.
///
/// An ISDN subaddress (`;isub=`) may hold `,` and `?`, so the ABNF reads `sms:+1;isub=a?body=x` both with
/// and without fields; the fields are read from the first `?` (the URI's query) whenever the text before
/// it is an `sms-hier-part` and the query is `sms-fields`.
///
/// ```
/// use rfc3986::scheme::Sms;
/// use rfc3986::Uri;
///
/// let uri = Uri::parse("sms:+15105550101,+15105550102?body=hello%20there")?;
/// let sms = Sms::try_from(&uri)?;
/// assert_eq!(sms.recipients(), ["+15105550101", "+15105550102"]);
/// assert_eq!(sms.body().as_deref(), Some("hello there"));
/// assert_eq!(sms.sms_fields(), Some("body=hello%20there"));
/// assert!(sms.prose().is_empty());
///
/// // 2.2: "'body' MUST only appear once".
/// let twice = Uri::parse("sms:+1?body=a&BODY=b")?;
/// assert_eq!(Sms::try_from(&twice)?.prose()[0].to_string(), "5724 2.2: 'body' MUST only appear once");
/// # Ok::<(), rfc3986::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Sms<'a> {
    pub(super) text: &'a str,
    hier_part: Range<usize>,
    recipients: Vec<Range<usize>>,
    fields: Option<Range<usize>>,
    /// Each field's name and value.
    pairs: Vec<(Range<usize>, Range<usize>)>,
}

impl<'a> TryFrom<&'a Uri> for Sms<'a> {
    type Error = SchemeError;

    fn try_from(uri: &'a Uri) -> Result<Sms<'a>, SchemeError> {
        let governed = read_as(uri, Rule::SmsUri, "sms")?;
        // After "sms:"; the fields from the first "?" when the reading with them is one.
        let start = "sms:".len();
        let split = governed.find('?').filter(|&q| {
            Rule::SmsHierPart.matches(&governed[start..q])
                && Rule::SmsFields.matches(&governed[q + 1..])
        });
        let hier_part = start..split.unwrap_or(governed.len());
        let fields = split.map(|q| q + 1..governed.len());
        let moved = |r: &Range<usize>, by: usize| r.start + by..r.end + by;
        let recipients = spans(Rule::SmsHierPart, &governed[hier_part.clone()])?
            .iter()
            .filter(|(rule, _)| *rule == Rule::SmsRecipient)
            .map(|(_, r)| moved(r, start))
            .collect();
        let mut pairs = Vec::new();
        if let Some(f) = &fields {
            let spans = spans(Rule::SmsFields, &governed[f.clone()])?;
            let names = spans.iter().filter(|(rule, _)| *rule == Rule::SmsFieldName);
            let values = spans.iter().filter(|(rule, _)| *rule == Rule::EscapedValue);
            pairs = names
                .zip(values)
                .map(|((_, n), (_, v))| (moved(n, f.start), moved(v, f.start)))
                .collect();
        }
        Ok(Sms {
            text: uri.as_str(),
            hier_part,
            recipients,
            fields,
            pairs,
        })
    }
}

impl<'a> Sms<'a> {
    /// The recipients, as written: the `sms-hier-part`.
    #[must_use]
    pub fn sms_hier_part(&self) -> &'a str {
        &self.text[self.hier_part.clone()]
    }

    /// Each recipient (an RFC 3966 `telephone-subscriber`), as written, in order.
    ///
    /// An ISDN subaddress may hold `,`, so the ABNF may split a list more than one way; the recipients are
    /// the grammar's split, in which a subaddress takes all it can (`sms:+1;isub=a,+2` is one recipient)
    /// but, before a local number's context, stops at the first context after which the rest reads.
    ///
    /// ```
    /// use rfc3986::scheme::Sms;
    /// use rfc3986::Uri;
    ///
    /// let uri = Uri::parse("sms:5;isub=a;phone-context=example.com,+1")?;
    /// assert_eq!(Sms::try_from(&uri)?.recipients(), ["5;isub=a;phone-context=example.com", "+1"]);
    /// let uri = Uri::parse("sms:+1;isub=a,+2")?;
    /// assert_eq!(Sms::try_from(&uri)?.recipients(), ["+1;isub=a,+2"]);
    /// let uri = Uri::parse("sms:5;isub=a;phone-context=x,6;isub=b;phone-context=y")?;
    /// assert_eq!(
    ///     Sms::try_from(&uri)?.recipients(),
    ///     ["5;isub=a;phone-context=x", "6;isub=b;phone-context=y"]
    /// );
    /// # Ok::<(), rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn recipients(&self) -> Vec<&'a str> {
        self.recipients
            .iter()
            .map(|r| &self.text[r.clone()])
            .collect()
    }

    /// The fields after `?`, as written, when there are any.
    #[must_use]
    pub fn sms_fields(&self) -> Option<&'a str> {
        self.fields.clone().map(|r| &self.text[r])
    }

    /// Each field's name and value, as written, in order.
    #[must_use]
    pub fn fields(&self) -> Vec<(&'a str, &'a str)> {
        self.pairs
            .iter()
            .map(|(n, v)| (&self.text[n.clone()], &self.text[v.clone()]))
            .collect()
    }

    /// The value of the first `body` field (the name compares case-insensitively, as the scheme's
    /// keywords do), percent-decoded as UTF-8 (a malformed sequence as U+FFFD).
    #[must_use]
    pub fn body(&self) -> Option<Cow<'a, str>> {
        self.fields()
            .into_iter()
            .find(|(name, _)| name.eq_ignore_ascii_case("body"))
            .map(|(_, value)| crate::percent::decode_utf8_lossy(value))
    }

    /// The requirement of RFC 5724 that the URI breaks, if any: 2.2, "'body' MUST only appear once".
    #[must_use]
    pub fn prose(&self) -> Vec<Prose> {
        let bodies = self
            .fields()
            .iter()
            .filter(|(name, _)| name.eq_ignore_ascii_case("body"))
            .count();
        if bodies > 1 {
            Vec::from([Prose::SmsBodyRepeated])
        } else {
            Vec::new()
        }
    }

    /// The parts that the scheme's grammar names, by their names in its ABNF, in its order:
    /// `sms-hier-part`, each `sms-recipient`, `sms-fields`. [`View::parts`](super::View::parts) gives them for
    /// any scheme with a grammar.
    #[must_use]
    pub fn parts(&self) -> Vec<(&'static str, PartValue<'a>)> {
        Vec::from([
            ("sms-hier-part", PartValue::Text(Some(self.sms_hier_part()))),
            ("sms-recipient", PartValue::List(self.recipients())),
            ("sms-fields", PartValue::Text(self.sms_fields())),
        ])
    }
}
