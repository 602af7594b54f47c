//! One error type for the whole crate, so that a function that parses, edits, expands a template and
//! converts to another crate's type can use `?` throughout.

use core::fmt;

use crate::{
    EditError, IriKindError, IriRef, NotAsciiError, ParseError, UnknownRule, UriKindError,
};

/// Any error of this crate: every error type converts into it with `From`, so `?` works across parsing,
/// editing, templates, scheme views and the conversions to other crates. The specific types stay, for
/// callers who match on them, and each is a variant here.
///
/// The variants that only a feature can produce exist only with that feature: match with a `_` arm (the
/// enum is `#[non_exhaustive]`, so a new kind of error is not a breaking change).
///
/// `Display` is the inner error's message, and [`source`](core::error::Error::source) is the inner error's
/// source: like every error of the crate, the message is complete on its own, so no error both prints
/// another error and returns it from `source()` (the policy of the [guide](crate::guide::references#errors)).
///
/// ```
/// # #[cfg(all(feature = "template", feature = "http"))] {
/// use rfc3986::template::{UriTemplate, Vars};
/// use rfc3986::Uri;
///
/// fn link(template: &str, id: &str) -> Result<http::Uri, rfc3986::Error> {
///     let vars = Vars::new().with("id", id);
///     let expanded = UriTemplate::parse(template)?.expand(&vars)?; // TemplateError, ExpandError
///     let mut uri = Uri::parse(&expanded)?; // ParseError
///     uri.set_query("v=1")?; // EditError
///     Ok(http::Uri::try_from(&uri)?) // ToHttpError
/// }
/// assert_eq!(link("https://example.com/items/{id}", "a b")?, "https://example.com/items/a%20b?v=1");
/// let err = link("https://example.com/{id", "x").unwrap_err();
/// assert!(matches!(err, rfc3986::Error::Template(_)));
/// assert_eq!(err.parse_error().map(|e| e.index()), Some(23));
/// # }
/// # Ok::<(), rfc3986::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Error {
    /// A string is not a valid reference, or does not match the rule it was checked against.
    Parse(ParseError),
    /// A component does not match its rule, or components do not fit together ([`Builder`](crate::Builder)
    /// and the setters).
    Edit(EditError),
    /// A name that is not a rule's ([`Rule`](crate::Rule)'s `FromStr`).
    UnknownRule(UnknownRule),
    /// A URI reference is not the kind (URI or relative reference) that was asked for.
    Kind(UriKindError),
    /// An IRI reference is not the kind (IRI or relative reference) that was asked for.
    IriKind(IriKindError),
    /// An IRI has a character outside ASCII where a URI was asked for; the IRI is kept as an [`IriRef`].
    NotAscii(NotAsciiError<IriRef>),
    /// A URI is not of a scheme's grammar ([`scheme`](crate::scheme)).
    #[cfg(feature = "schemes")]
    #[cfg_attr(docsrs, doc(cfg(feature = "schemes")))]
    Scheme(crate::scheme::SchemeError),
    /// Not an origin ([`scheme::Origin`](crate::scheme::Origin)).
    #[cfg(feature = "schemes")]
    #[cfg_attr(docsrs, doc(cfg(feature = "schemes")))]
    Origin(crate::scheme::OriginError),
    /// Not an HTTP request's target ([`Uri::from_request_target`](crate::Uri::from_request_target)).
    #[cfg(feature = "schemes")]
    #[cfg_attr(docsrs, doc(cfg(feature = "schemes")))]
    RequestTarget(crate::scheme::RequestTargetError),
    /// The base64 of a `data` URI does not decode.
    #[cfg(feature = "schemes")]
    #[cfg_attr(docsrs, doc(cfg(feature = "schemes")))]
    Data(crate::scheme::DataError),
    /// A `file` URI and a path of this system do not convert into each other.
    #[cfg(all(feature = "std", feature = "schemes"))]
    #[cfg_attr(docsrs, doc(cfg(all(feature = "std", feature = "schemes"))))]
    FilePath(crate::FilePathError),
    /// A URI is not a `file` URI, or its path is not one of this system.
    #[cfg(all(feature = "std", feature = "schemes"))]
    #[cfg_attr(docsrs, doc(cfg(all(feature = "std", feature = "schemes"))))]
    FileUri(crate::FileUriError),
    /// A string is not a URI Template that can be expanded.
    #[cfg(feature = "template")]
    #[cfg_attr(docsrs, doc(cfg(feature = "template")))]
    Template(crate::template::TemplateError),
    /// A template's expansion failed.
    #[cfg(feature = "template")]
    #[cfg_attr(docsrs, doc(cfg(feature = "template")))]
    Expand(crate::template::ExpandError),
    /// A template cannot be matched against any URI.
    #[cfg(feature = "template")]
    #[cfg_attr(docsrs, doc(cfg(feature = "template")))]
    Match(crate::template::MatchError),
    /// A URI does not convert into an `http::Uri` (http 1.x).
    #[cfg(feature = "http")]
    #[cfg_attr(docsrs, doc(cfg(feature = "http")))]
    ToHttp(crate::interop::ToHttpError),
    /// An `http::Uri` (http 1.x) does not convert into a reference.
    #[cfg(feature = "http")]
    #[cfg_attr(docsrs, doc(cfg(feature = "http")))]
    FromHttp(crate::interop::FromHttpError),
    /// The WHATWG URL parser (url 2.x) refuses a URI.
    #[cfg(feature = "url")]
    #[cfg_attr(docsrs, doc(cfg(feature = "url")))]
    ToUrl(crate::interop::ToUrlError),
    /// A `url::Url` (url 2.x) is not an RFC 3986 URI.
    #[cfg(feature = "url")]
    #[cfg_attr(docsrs, doc(cfg(feature = "url")))]
    FromUrl(crate::interop::FromUrlError),
    /// IDNA's ToASCII or ToUnicode refuses a host.
    #[cfg(feature = "idna")]
    #[cfg_attr(docsrs, doc(cfg(feature = "idna")))]
    Idna(crate::interop::IdnaError),
    /// Percent-decoded octets are not UTF-8 (the decoders that give text: [`percent::decode_utf8`],
    /// [`UriRef::username_decoded`], [`UriRef::password_decoded`], [`UriPath::decoded`], ...).
    ///
    /// [`percent::decode_utf8`]: crate::percent::decode_utf8
    /// [`UriRef::username_decoded`]: crate::UriRef::username_decoded
    /// [`UriRef::password_decoded`]: crate::UriRef::password_decoded
    /// [`UriPath::decoded`]: crate::UriPath::decoded
    Utf8(core::str::Utf8Error),
}

/// Runs `$body` with `$e` bound to the inner error of every variant.
macro_rules! each {
    ($self:expr, $e:ident => $body:expr) => {
        match $self {
            Error::Parse($e) => $body,
            Error::Edit($e) => $body,
            Error::UnknownRule($e) => $body,
            Error::Kind($e) => $body,
            Error::IriKind($e) => $body,
            Error::NotAscii($e) => $body,
            #[cfg(feature = "schemes")]
            Error::Scheme($e) => $body,
            #[cfg(feature = "schemes")]
            Error::Origin($e) => $body,
            #[cfg(feature = "schemes")]
            Error::RequestTarget($e) => $body,
            #[cfg(feature = "schemes")]
            Error::Data($e) => $body,
            #[cfg(all(feature = "std", feature = "schemes"))]
            Error::FilePath($e) => $body,
            #[cfg(all(feature = "std", feature = "schemes"))]
            Error::FileUri($e) => $body,
            #[cfg(feature = "template")]
            Error::Template($e) => $body,
            #[cfg(feature = "template")]
            Error::Expand($e) => $body,
            #[cfg(feature = "template")]
            Error::Match($e) => $body,
            #[cfg(feature = "http")]
            Error::ToHttp($e) => $body,
            #[cfg(feature = "http")]
            Error::FromHttp($e) => $body,
            #[cfg(feature = "url")]
            Error::ToUrl($e) => $body,
            #[cfg(feature = "url")]
            Error::FromUrl($e) => $body,
            #[cfg(feature = "idna")]
            Error::Idna($e) => $body,
            Error::Utf8($e) => $body,
        }
    };
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        each!(self, e => fmt::Display::fmt(e, f))
    }
}

impl core::error::Error for Error {
    fn source(&self) -> Option<&(dyn core::error::Error + 'static)> {
        each!(self, e => core::error::Error::source(e))
    }
}

impl Error {
    /// The [`ParseError`] under this error, where there is one: where and why a string stopped matching
    /// its rule (a parse, a component of an edit, a scheme's grammar, a template's syntax, a request
    /// target, a URL's or an `http::Uri`'s text).
    ///
    /// ```
    /// let err: rfc3986::Error = rfc3986::UriRef::parse("http://a b").unwrap_err().into();
    /// assert_eq!(err.parse_error().map(|e| e.index()), Some(8));
    /// let mut r = rfc3986::UriRef::parse("http://h/")?;
    /// let err: rfc3986::Error = r.set_port("8x").unwrap_err().into();
    /// assert_eq!(err.parse_error().map(|e| e.index()), Some(1));
    /// # Ok::<(), rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn parse_error(&self) -> Option<&ParseError> {
        match self {
            Error::Parse(e) => Some(e),
            Error::Edit(e) => e.parse_error(),
            #[cfg(feature = "schemes")]
            Error::Scheme(crate::scheme::SchemeError::Syntax(e)) => Some(e),
            #[cfg(feature = "schemes")]
            Error::Origin(crate::scheme::OriginError::Syntax(e)) => Some(e),
            #[cfg(feature = "schemes")]
            Error::RequestTarget(e) => e.parse_error(),
            #[cfg(all(feature = "std", feature = "schemes"))]
            Error::FileUri(crate::FileUriError::NotFile(crate::scheme::SchemeError::Syntax(e))) => {
                Some(e)
            }
            #[cfg(feature = "template")]
            Error::Template(crate::template::TemplateError::Syntax(e)) => Some(e),
            #[cfg(feature = "http")]
            Error::FromHttp(crate::interop::FromHttpError::Syntax(e)) => Some(e),
            #[cfg(feature = "url")]
            Error::FromUrl(e) => Some(e.parse_error()),
            _ => None,
        }
    }
}

impl Error {
    /// Where in its text the error stands, for every error that has a place: the byte index of a
    /// [`ParseError`] ([`parse_error`](Error::parse_error)), of the component an edit refused, of the first
    /// character outside ASCII of an IRI where a URI was asked for, of the place in a template, and of the
    /// part that an `http::Uri` cannot hold ([`ToHttpError::index`](crate::interop::ToHttpError::index),
    /// with the `http` feature). `None`
    /// for an error about a whole (a kind, a scheme, a conversion) and for octets that are not UTF-8, whose
    /// [`Utf8Error::valid_up_to`](core::str::Utf8Error::valid_up_to) counts decoded bytes, not the text's.
    ///
    /// ```
    /// use rfc3986::{Error, Iri, Uri, UriRef};
    ///
    /// fn place(text: &str) -> Result<Uri, Error> {
    ///     let iri = Iri::parse(text)?;
    ///     Ok(Uri::try_from(iri)?)
    /// }
    /// assert_eq!(place("http://a b").unwrap_err().index(), Some(8));
    /// assert_eq!(place("s:é").unwrap_err().index(), Some(2));
    /// let r = UriRef::parse("s://u%FF@h")?;
    /// let err = Error::from(r.username_decoded().unwrap_err());
    /// assert_eq!(err.index(), None);
    /// # Ok::<(), rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn index(&self) -> Option<usize> {
        if let Some(e) = self.parse_error() {
            return Some(e.index());
        }
        match self {
            Error::Edit(e) => e.index(),
            Error::NotAscii(e) => Some(e.index()),
            #[cfg(feature = "template")]
            Error::Template(e) => Some(e.index()),
            #[cfg(feature = "template")]
            Error::Expand(e) => Some(e.index()),
            #[cfg(feature = "template")]
            Error::Match(e) => Some(e.index()),
            #[cfg(feature = "http")]
            Error::ToHttp(e) => e.index(),
            _ => None,
        }
    }
}

/// `From` for each error type of the crate.
macro_rules! from {
    ($($(#[$cfg:meta])* $variant:ident($ty:ty),)*) => {$(
        $(#[$cfg])*
        impl From<$ty> for Error {
            fn from(e: $ty) -> Error {
                Error::$variant(e)
            }
        }
    )*};
}

from! {
    Parse(ParseError),
    Edit(EditError),
    UnknownRule(UnknownRule),
    Kind(UriKindError),
    IriKind(IriKindError),
    #[cfg(feature = "schemes")]
    Scheme(crate::scheme::SchemeError),
    #[cfg(feature = "schemes")]
    Origin(crate::scheme::OriginError),
    #[cfg(feature = "schemes")]
    RequestTarget(crate::scheme::RequestTargetError),
    #[cfg(feature = "schemes")]
    Data(crate::scheme::DataError),
    #[cfg(all(feature = "std", feature = "schemes"))]
    FilePath(crate::FilePathError),
    #[cfg(all(feature = "std", feature = "schemes"))]
    FileUri(crate::FileUriError),
    #[cfg(feature = "template")]
    Template(crate::template::TemplateError),
    #[cfg(feature = "template")]
    Expand(crate::template::ExpandError),
    #[cfg(feature = "template")]
    Match(crate::template::MatchError),
    #[cfg(feature = "http")]
    ToHttp(crate::interop::ToHttpError),
    #[cfg(feature = "http")]
    FromHttp(crate::interop::FromHttpError),
    #[cfg(feature = "url")]
    ToUrl(crate::interop::ToUrlError),
    #[cfg(feature = "url")]
    FromUrl(crate::interop::FromUrlError),
    #[cfg(feature = "idna")]
    Idna(crate::interop::IdnaError),
    Utf8(core::str::Utf8Error),
}

/// The IRI of any of the three IRI types, kept as an [`IriRef`].
/// The string is dropped ([`FromStringError::into_inner`](crate::FromStringError::into_inner) keeps it).
impl From<crate::FromStringError> for Error {
    fn from(e: crate::FromStringError) -> Error {
        Error::Parse(e.error())
    }
}

impl<T: Into<IriRef>> From<NotAsciiError<T>> for Error {
    fn from(e: NotAsciiError<T>) -> Error {
        Error::NotAscii(e.map(Into::into))
    }
}

#[cfg(test)]
mod tests {
    use super::Error;
    use alloc::string::ToString;

    /// Every error converts, and the message is the inner error's.
    #[test]
    fn messages_are_the_inner_errors() {
        let parse = crate::UriRef::parse("a b").unwrap_err();
        assert_eq!(Error::from(parse).to_string(), parse.to_string());
        let iri = crate::Iri::parse("s:é").unwrap();
        let not_ascii = crate::Uri::try_from(iri).unwrap_err();
        let message = not_ascii.to_string();
        let err = Error::from(not_ascii);
        assert_eq!(err.to_string(), message);
        assert!(matches!(&err, Error::NotAscii(e) if e.index() == 2));
    }
}
