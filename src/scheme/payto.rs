//! RFC 8905: the 'payto' URI scheme for payments.

use super::PartValue;
use alloc::vec::Vec;
use core::ops::Range;

use super::{SchemeError, first, read_spans};
use crate::{Rule, Uri};

/// A `payto:` URI (RFC 8905), read with the grammar of its section 2: the payment target type (the rule
/// RFC 8905 calls `authority`), the target's path and the options.
///
/// `opt-value = *pchar` holds `&` and `=`, so the ABNF splits `a=1&b=2` into one option or two:
/// [`opts`](Payto::opts) gives the options whole, as written.
///
/// ```
/// use rfc3986::scheme::Payto;
/// use rfc3986::Uri;
///
/// let uri = Uri::parse("payto://iban/DE75512108001245126199?amount=EUR:200.0&message=hello")?;
/// let payto = Payto::try_from(&uri)?;
/// assert_eq!(payto.target_type(), "iban");
/// assert_eq!(payto.path(), "/DE75512108001245126199");
/// assert_eq!(payto.opts(), Some("amount=EUR:200.0&message=hello"));
///
/// assert!(Payto::try_from(&Uri::parse("payto://u@iban/x")?).is_err()); // no userinfo
/// # Ok::<(), rfc3986::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Payto<'a> {
    pub(super) text: &'a str,
    target_type: Range<usize>,
    path: Range<usize>,
    opts: Option<Range<usize>>,
}

impl<'a> TryFrom<&'a Uri> for Payto<'a> {
    type Error = SchemeError;

    fn try_from(uri: &'a Uri) -> Result<Payto<'a>, SchemeError> {
        let (text, spans) = read_spans(uri, Rule::PaytoUri, "payto")?;
        let target_type =
            first(&spans, Rule::PaytoAuthority).expect("the grammar has a target type");
        let opts = first(&spans, Rule::Opts);
        // path-abempty runs from the target type to the "?" of the options, or to the end.
        let end = opts.as_ref().map_or(text.len(), |o| o.start - 1);
        Ok(Payto {
            text: uri.as_str(),
            path: target_type.end..end,
            target_type,
            opts,
        })
    }
}

impl<'a> Payto<'a> {
    /// The payment target type (`iban`, `bic`, `ach`, ...), as written: RFC 8905's `authority`.
    #[must_use]
    pub fn target_type(&self) -> &'a str {
        &self.text[self.target_type.clone()]
    }

    /// The path after the target type, as written: the target's identification, whose syntax the target
    /// type's registration defines (it may be empty).
    #[must_use]
    pub fn path(&self) -> &'a str {
        &self.text[self.path.clone()]
    }

    /// The options after `?`, as written and whole, when there is a `?`.
    #[must_use]
    pub fn opts(&self) -> Option<&'a str> {
        self.opts.clone().map(|r| &self.text[r])
    }

    /// The parts that the scheme's grammar names, by their names in its ABNF, in its order: `authority`
    /// (the target type), `path`, `opts`. [`View::parts`](super::View::parts) gives them for any scheme
    /// with a grammar.
    #[must_use]
    pub fn parts(&self) -> Vec<(&'static str, PartValue<'a>)> {
        Vec::from([
            ("authority", PartValue::Text(Some(self.target_type()))),
            ("path", PartValue::Text(Some(self.path()))),
            ("opts", PartValue::Text(self.opts())),
        ])
    }
}
