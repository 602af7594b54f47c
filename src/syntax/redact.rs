//! A display of a reference for logs, without what its userinfo has after the first `:` (RFC 3986 3.2.1:
//! "Applications should not render as clear text any data after the first colon").

use core::fmt;

use core::ops::Range;

use crate::syntax::grammar::{Family, Lift, Rule as R, Strict};
use crate::syntax::parts::Parts;

/// A reference displayed with the part of its userinfo after the first `:` replaced by `<redacted>` (or the
/// mask given to `redacted_with`), for logs and messages. Everything else is written as it is in the
/// reference. Made by `redacted()` and `redacted_with(mask)` on every reference type; `Display` of the
/// reference itself stays the exact text.
///
/// ```
/// let uri = rfc3986::Uri::parse("ftp://user:secret@example.com/pub?x#y")?;
/// assert_eq!(uri.redacted().to_string(), "ftp://user:<redacted>@example.com/pub?x#y");
/// assert_eq!(uri.to_string(), "ftp://user:secret@example.com/pub?x#y");
/// # Ok::<(), rfc3986::ParseError>(())
/// ```
#[derive(Clone, Copy)]
pub struct Redacted<'a> {
    parts: &'a Parts,
    mask: &'a str,
}

impl<'a> Redacted<'a> {
    /// The reference `parts`, to be shown with `mask` for the password.
    #[doc(hidden)]
    pub fn new(parts: &'a Parts, mask: &'a str) -> Redacted<'a> {
        Redacted { parts, mask }
    }
}

impl fmt::Display for Redacted<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let parts = self.parts;
        let text = &*parts.text;
        let Some(userinfo) = parts.authority().and_then(|a| a.userinfo) else {
            return f.write_str(text);
        };
        match parts.slice(userinfo).find(':') {
            Some(colon) => {
                let secret_start = userinfo.start + colon + 1;
                f.write_str(&text[..secret_start])?;
                f.write_str(self.mask)?;
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

/// The byte range of the password in `text`, a string that may or may not be a valid reference: what follows
/// the first `:` of its userinfo (RFC 3986 3.2.1), which output for people should not show.
///
/// For a valid reference this is the part of [`userinfo`](crate::UriRef::userinfo) after its first `:`.
/// For any other string (such as the input of an error) the userinfo is the one that the lenient intake
/// ([`UriRef::parse_lenient`](crate::UriRef::parse_lenient)) reads: the authority is found as RFC 3986
/// Appendix B finds it, after `//` up to the next `/`, `?` or `#`, and its userinfo is taken up to the last
/// `@` in it (more is hidden rather than less), or past a `/`, `?` or `#` to a later `@` when the authority
/// before them would have a port that is not one (up to the last `@` of the text, when the intake refuses
/// what follows the first). [`ParseError::render`](crate::ParseError::render) and the command-line tool's
/// text output show `<redacted>` in its place.
///
/// ```
/// use rfc3986::password_range;
///
/// assert_eq!(password_range("http://me:secret@h/"), Some(10..16));
/// assert_eq!(password_range("http://me:s e@cret@h/a b"), Some(10..18)); // not valid: up to the last "@"
/// assert_eq!(password_range("postgres://app:p/ss@db/x"), Some(15..19)); // not valid: the intake's reading
/// assert_eq!(password_range("postgres://app:p/ss@db:8o/@x"), Some(15..26)); // refused: to the last "@"
/// assert_eq!(password_range("http://me@h/"), None);
/// assert_eq!(password_range("http://h/a:b@c"), None); // a path, not a userinfo
/// ```
#[must_use]
pub fn password_range(text: &str) -> Option<Range<usize>> {
    // No "@", no userinfo (a character test, before the grammar is asked).
    if !text.contains('@') {
        return None;
    }
    // The small parser (`Strict`): a program that parses only URIs links no other grammar for its errors.
    let pairs = Strict::parse(R::redact_userinfo, text)?.ok()?;
    let userinfo = pairs.flatten().find(|p| {
        matches!(
            p.as_rule().lift(),
            R::appb_userinfo | R::appb_stretched_userinfo | R::redact_loose_userinfo
        )
    })?;
    let span = userinfo.as_span();
    let colon = userinfo.as_str().find(':')?;
    Some(span.start() + colon + 1..span.end())
}

/// `text` with its [password](password_range) replaced by `<redacted>`, borrowed when it has none.
///
/// ```
/// assert_eq!(rfc3986::redact_password("ftp://u:pw@h:2 1/"), "ftp://u:<redacted>@h:2 1/");
/// assert_eq!(rfc3986::redact_password("ftp://u@h/"), "ftp://u@h/");
/// ```
#[must_use]
pub fn redact_password(text: &str) -> alloc::borrow::Cow<'_, str> {
    match password_range(text) {
        Some(range) => {
            let mut shown = alloc::string::String::with_capacity(text.len());
            shown.push_str(&text[..range.start]);
            shown.push_str("<redacted>");
            shown.push_str(&text[range.end..]);
            alloc::borrow::Cow::Owned(shown)
        }
        None => alloc::borrow::Cow::Borrowed(text),
    }
}
