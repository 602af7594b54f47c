//! The lenient intake: turns an almost-URI taken from the outside (an href, a log line, a pasted database
//! URL) into a valid reference by percent-encoding, and says exactly what it changed.
//!
//! Design: nothing but a grammar decides where a component begins and ends. The strict grammar cannot split a
//! string that does not match it, so the intake uses a second grammar, `grammar/rfc3986-appendix-b.pest`, a
//! transcription of RFC 3986 Appendix B's regular expression, which splits ANY string into scheme, authority,
//! path, query and fragment, and the authority into userinfo, host and port by the delimiters of 3.2. Within
//! each component, every character is tested against the component's rule (a character-class test) and
//! repaired when the rule does not allow it. The result is then parsed with the strict parser; when it still
//! does not match (a bad scheme, a bad port, a broken IP literal, a host that no repair makes a `reg-name`),
//! the intake returns that [`ParseError`], its index mapped back to the input.
//!
//! Where the split reads more than Appendix B says:
//! - the userinfo runs to the LAST `@` of the authority, as the url crate, Go, Python and [`password_range`]
//!   read it (`postgres://app:p@ss@db/x` has the password `p@ss` and the host `db`), and its earlier `@`s are
//!   percent-encoded;
//! - when the authority so split has a host and then a `:` that is not followed by a port (`app:p` in
//!   `postgres://app:p/ss@db/x`), and the text after `//` reads as `user ":" password "@" host [ ":" port ]`
//!   where the password runs on past `/`, `?` or `#` to the first `@` after which a host (not empty) and a
//!   port end the authority, it is read that way (the password `p/ss`, the host `db`), and the `/`, `?`, `#`
//!   and `@` in the password are percent-encoded. The user name has no `:`, `/`, `?`, `#`, `[` or `]`. A
//!   valid authority is always read as it is (`http://u:12/ss@db` has the port `12` and the path `/ss@db`);
//! - a text before the first `:` that cannot be a scheme (RFC 3986 3.1, `My_Chrome_Oven` in
//!   `My_Chrome_Oven:_Generating_XUL`) does not make one, unless `//` follows the `:` (`"http://` from CSV
//!   quoting stays a scheme, and an error): the reference is then a relative path, as browsers read it, and
//!   the `:` in its first segment is percent-encoded (`segment-nz-nc`).
//!
//! So a repair never moves a character from one component into another: every character stays in the
//! component the split gave it, and the repairs only percent-encode it there.
//!
//! The repairs, and no others:
//! 1. leading and trailing ASCII whitespace and C0 controls are removed; then the wrappers of RFC 3986
//!    Appendix C, which "do not form part of the URI" (`grammar/rfc3986-appendix-c.pest`): a byte order mark
//!    (U+FEFF) at the start, a pair of `<` `>` or of `"` around the whole, `URL:` just inside angle brackets
//!    (when a scheme follows it), and a `<`, `>` or `"` at either end whose partner is missing; inside, tab,
//!    CR and LF are removed, and so are the spaces around a line break (a URI wrapped across lines: "The
//!    whitespace should be ignored when the URI is extracted"; a hyphen before the break stays, since it may
//!    be the URI's) and, within a pair of delimiters, every space ("Using <> angle brackets around each URI
//!    is especially recommended as a delimiting style for a reference that contains embedded whitespace");
//! 2. a character the component's rule does not allow is percent-encoded as its UTF-8 octets, upper-case hex;
//! 3. a `%` not followed by two hex digits becomes `%25`;
//! 4. a `#` inside the fragment becomes `%23`, a `[` or `]` outside the host `%5B` / `%5D`; `@` in a userinfo
//!    `%40`, and `/`, `?`, `#` in a password that runs past them `%2F`, `%3F`, `%23`; a `:` in the first
//!    segment of a relative path `%3A`.
//!
//! The scheme, the port and an IP literal are never repaired, and in a registered name only the characters
//! outside ASCII are (percent-encoded as RFC 3987 3.1 maps an `ireg-name`): a host with a space, a control,
//! one of `"<>[\]^{|}` or a backtick, or a `%` that does not begin a `pct-encoded` is refused, since no
//! resolver can look up the name a repair would make. The error is the strict parser's, at that character of
//! the input, and it expects a `reg-name`. A valid input comes back unchanged.
//!
//! A valid input comes back unchanged before any of this, so an IRI that begins with U+FEFF (a `ucschar`, and
//! so valid in an IRI) keeps it as an IRI, while the URI intake removes it as a byte order mark.
//!
//! For the IRI types ([`IriRef::parse_lenient`], [`Iri::parse_lenient`]) the rules are the i-rules of RFC 3987:
//! a `ucschar` stays as it is, and an `iprivate` in the query; every other character outside ASCII is
//! percent-encoded as for a URI, and so are the bidirectional formatting characters that RFC 3987 4.1 forbids.
//!
//! [`password_range`]: crate::password_range

use alloc::string::String;
use alloc::vec::Vec;

use pest::Parser;

mod repair;

pub use repair::{Repair, RepairKind};
use repair::{merge, push, removal};

use crate::percent::{is_bidi_format, is_iprivate, is_ucschar};
use crate::syntax::build;
use crate::syntax::grammar::{Rule as G, UriParser};
use crate::syntax::parts::Parts;
use crate::{Iri, IriRef, IriRelativeRef, ParseError, RelativeRef, Rule, Uri, UriRef};

/// `parse_lenient` for the six reference types: `$rule` is the type's rule. The docs are passed in.
macro_rules! lenient_methods {
    ($($(#[$doc:meta])* $ty:ident: $rule:expr;)*) => {$(
        impl $ty {
            $(#[$doc])*
            pub fn parse_lenient(input: &str) -> Result<($ty, Vec<Repair>), ParseError> {
                lenient_with(input, $rule, $ty, Backslashes::Data)
            }
        }
    )*};
}

lenient_methods! {
    /// Parses `input` leniently: repairs it as [the guide](crate::guide::input#lenient-intake) says (removing
    /// outer whitespace, the delimiters and line breaks of RFC 3986 Appendix C, percent-encoding what RFC 3986
    /// does not allow where it stands) and parses the result as a `URI-reference`. Returns the reference and
    /// the repairs made, in input order.
    ///
    /// Where each component begins and ends is RFC 3986 Appendix B's split, with the userinfo up to the last
    /// `@` of the authority (and past a `/`, `?` or `#` of a password when the authority would otherwise have
    /// a port that is not one), and without a scheme where the text before the first `:` cannot be one; a
    /// repair never moves a character into another component.
    ///
    /// # Errors
    ///
    /// A [`ParseError`] (its index in `input`) when no allowed repair makes the input valid: a bad scheme or
    /// port, a broken IP literal, or a registered name with a character that a `reg-name` does not allow (a
    /// space, a control, `"<>[\]^{|}` or a backtick, a `%` that does not begin a `pct-encoded`), which no
    /// resolver could look up once percent-encoded; the error then stands at that character and expects a
    /// `reg-name`. Only the characters outside ASCII of a registered name are repaired (RFC 3987 3.1).
    ///
    /// ```
    /// use rfc3986::{Rule, UriRef};
    ///
    /// let (r, repairs) = UriRef::parse_lenient(" /wiki/Café#Swiss Goats\n")?;
    /// assert_eq!(r.as_str(), "/wiki/Caf%C3%A9#Swiss%20Goats");
    /// assert_eq!(repairs.len(), 4);
    /// assert!(UriRef::parse_lenient("http://host:8o/").is_err());
    ///
    /// // The userinfo ends at the last "@": the password is "p@ss", the host "db".
    /// let (r, _) = UriRef::parse_lenient("postgres://app:p@ss@db:5432/x")?;
    /// assert_eq!(r.as_str(), "postgres://app:p%40ss@db:5432/x");
    /// assert_eq!(r.redacted().to_string(), "postgres://app:<redacted>@db:5432/x");
    ///
    /// // A host with a space is refused, at the space, in words that name it.
    /// let err = UriRef::parse_lenient("http://exa mple.com/").unwrap_err();
    /// assert_eq!((err.index(), err.found()), (10, Some(' ')));
    /// assert!(err.expected().any(|rule| rule == Rule::RegName));
    /// let shown = err.render("http://exa mple.com/").to_string();
    /// assert!(shown.contains("the host \"exa mple.com\" cannot contain \" \" (space)"), "{shown}");
    /// assert!(!shown.contains("lenient"), "{shown}");
    ///
    /// // Quotes and angle brackets are not part of the URI (RFC 3986 Appendix C).
    /// let (r, _) = UriRef::parse_lenient("<URL:http://www.w3.org/Addressing/>")?;
    /// assert_eq!(r.as_str(), "http://www.w3.org/Addressing/");
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    UriRef: Rule::UriReference;

    /// Parses `input` leniently, as [`UriRef::parse_lenient`] does, and the result as a `URI`.
    ///
    /// # Errors
    ///
    /// A [`ParseError`] (its index in `input`) when no allowed repair makes the input a valid URI.
    ///
    /// ```
    /// use rfc3986::Uri;
    ///
    /// let (u, repairs) = Uri::parse_lenient("https://host/a|b")?;
    /// assert_eq!(u.as_str(), "https://host/a%7Cb");
    /// assert_eq!(repairs[0].replacement(), "%7C");
    /// assert!(Uri::parse_lenient("/relative").is_err());
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    Uri: Rule::Uri;

    /// Parses `input` leniently, as [`UriRef::parse_lenient`] does, and the result as a `relative-ref`.
    ///
    /// # Errors
    ///
    /// A [`ParseError`] (its index in `input`) when no allowed repair makes the input a valid relative
    /// reference (a URI among them).
    ///
    /// ```
    /// use rfc3986::RelativeRef;
    ///
    /// let (r, repairs) = RelativeRef::parse_lenient("/search?q=a b")?;
    /// assert_eq!((r.as_str(), repairs.len()), ("/search?q=a%20b", 1));
    /// assert!(RelativeRef::parse_lenient("http://a/b c").is_err());
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    RelativeRef: Rule::RelativeRef;

    /// Parses `input` leniently as an `IRI-reference`: the repairs of [`UriRef::parse_lenient`], by the
    /// i-rules of RFC 3987, so a character that an IRI allows where it stands (a `ucschar`; an `iprivate` in
    /// the query) is kept and every other one is percent-encoded. Returns the reference and the repairs made,
    /// in input order.
    ///
    /// # Errors
    ///
    /// A [`ParseError`] (its index in `input`) when no allowed repair makes the input a valid IRI reference.
    ///
    /// ```
    /// use rfc3986::{IriRef, Rule};
    ///
    /// let (r, repairs) = IriRef::parse_lenient("/wiki/Café #Swiss Goats")?;
    /// assert_eq!(r.as_str(), "/wiki/Café%20#Swiss%20Goats");
    /// assert_eq!(repairs.len(), 2);
    /// assert_eq!(repairs[0].rule(), Rule::Isegment);
    /// // A private-use character is allowed only in the query (RFC 3987 2.2).
    /// let (r, _) = IriRef::parse_lenient("/\u{E000}?\u{E000}")?;
    /// assert_eq!(r.as_str(), "/%EE%80%80?\u{E000}");
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    IriRef: Rule::IriReference;

    /// Parses `input` leniently, as [`IriRef::parse_lenient`] does, and the result as an `IRI`.
    ///
    /// # Errors
    ///
    /// A [`ParseError`] (its index in `input`) when no allowed repair makes the input a valid IRI.
    ///
    /// ```
    /// use rfc3986::Iri;
    ///
    /// let (i, repairs) = Iri::parse_lenient("https://例子.测试/a b")?;
    /// assert_eq!(i.as_str(), "https://例子.测试/a%20b");
    /// assert_eq!(repairs[0].index(), 23);
    /// assert!(Iri::parse_lenient("/relative").is_err());
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    Iri: Rule::Iri;

    /// Parses `input` leniently, as [`IriRef::parse_lenient`] does, and the result as an `irelative-ref`.
    ///
    /// # Errors
    ///
    /// A [`ParseError`] (its index in `input`) when no allowed repair makes the input a valid IRI relative
    /// reference.
    ///
    /// ```
    /// use rfc3986::IriRelativeRef;
    ///
    /// let (r, repairs) = IriRelativeRef::parse_lenient("/wiki/Café au lait")?;
    /// assert_eq!((r.as_str(), repairs.len()), ("/wiki/Café%20au%20lait", 2));
    /// assert!(IriRelativeRef::parse_lenient("http://é/a b").is_err());
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    IriRelativeRef: Rule::IrelativeRef;
}

/// `join_lenient` and `parse_lenient_reference` for the two base types: `$reference` is the type that a
/// reference is parsed as, by `$rule`. Each method's docs are passed in.
macro_rules! lenient_join_methods {
    ($(
        $base:ident: $reference:ident, $rule:expr;
        join_lenient: $(#[$join:meta])*
        parse_lenient_reference: $(#[$reference_doc:meta])*
    )*) => {$(
        impl $base {
            $(#[$join])*
            pub fn join_lenient(&self, reference: &str) -> Result<($base, Vec<Repair>), ParseError> {
                let (r, repairs) = self.parse_lenient_reference(reference)?;
                Ok((self.resolve(&r), repairs))
            }

            $(#[$reference_doc])*
            pub fn parse_lenient_reference(
                &self,
                reference: &str,
            ) -> Result<($reference, Vec<Repair>), ParseError> {
                let slashes = Backslashes::of_base(self.scheme());
                lenient_with(reference, $rule, $reference, slashes)
            }
        }
    )*};
}

lenient_join_methods! {
    Uri: UriRef, Rule::UriReference;
    join_lenient:
    /// Parses `reference` leniently as a `URI-reference` ([`UriRef::parse_lenient`]) and resolves it against
    /// this URI, strictly ([`Uri::resolve`]): [`join`](Uri::join) for an href that may need repairs, such as
    /// those of a crawled page. Returns the target URI and the repairs made to `reference`, whose indices are
    /// into `reference`.
    ///
    /// Against a base whose scheme is one of the URL Standard's special schemes (http, https, ws, wss, ftp,
    /// file), a `\` in the reference's path is read as `/`, as browsers and the url crate read it
    /// ([`RepairKind::Backslash`]), unless the reference has a scheme of its own that is not special, or the
    /// path would then begin with `//` without an authority (`/\evil.example` stays a path,
    /// `/%5Cevil.example`, and never becomes a host); elsewhere a `\` is `%5C`.
    ///
    /// # Errors
    ///
    /// The [`ParseError`] of [`UriRef::parse_lenient`] when no allowed repair makes `reference` valid.
    ///
    /// ```
    /// use rfc3986::Uri;
    ///
    /// let page = Uri::parse("https://example.com/wiki/Start")?;
    /// let (target, repairs) = page.join_lenient("Café?q=rust lang")?;
    /// assert_eq!(target, "https://example.com/wiki/Caf%C3%A9?q=rust%20lang");
    /// assert_eq!(repairs.len(), 2);
    /// let (target, repairs) = page.join_lenient("My_Chrome_Oven:_Generating_XUL")?;
    /// assert_eq!(target, "https://example.com/wiki/My_Chrome_Oven%3A_Generating_XUL");
    /// assert_eq!(repairs[0].index(), 14);
    /// assert!(page.join("a b").is_err());
    /// assert!(page.join_lenient("http://exa mple.com/").is_err());
    ///
    /// // A Markdown link written on Windows: "\" is "/" in an https page, as in a browser.
    /// let (target, repairs) = page.join_lenient("..\\api\\index.md")?;
    /// assert_eq!(target, "https://example.com/api/index.md");
    /// assert_eq!(repairs[0].kind(), rfc3986::RepairKind::Backslash);
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    parse_lenient_reference:
    /// Parses `reference` leniently as [`join_lenient`](Uri::join_lenient) reads it against this base (a
    /// `\` in its path is `/` when this base's scheme is one of the URL Standard's special schemes), and
    /// stops there: for a program that resolves it its own way ([`resolve_steps`](Uri::resolve_steps),
    /// [`resolve_with`](Uri::resolve_with)).
    ///
    /// # Errors
    ///
    /// The [`ParseError`] of [`UriRef::parse_lenient`] when no allowed repair makes `reference` valid.
    ///
    /// ```
    /// use rfc3986::Uri;
    ///
    /// let page = Uri::parse("https://example.com/docs/start")?;
    /// let (r, repairs) = page.parse_lenient_reference("..\\api\\index.md")?;
    /// assert_eq!(r, "../api/index.md");
    /// assert_eq!(repairs.len(), 2);
    /// let steps = page.resolve_steps(&r);
    /// assert_eq!(steps.target(), "https://example.com/api/index.md");
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```

    Iri: IriRef, Rule::IriReference;
    join_lenient:
    /// Parses `reference` leniently as an `IRI-reference` ([`IriRef::parse_lenient`]) and resolves it
    /// against this IRI, strictly ([`Iri::resolve`]): [`join`](Iri::join) for an href that may need
    /// repairs. Returns the target IRI and the repairs made to `reference`, whose indices are into
    /// `reference`.
    ///
    /// # Errors
    ///
    /// The [`ParseError`] of [`IriRef::parse_lenient`] when no allowed repair makes `reference` valid.
    ///
    /// ```
    /// use rfc3986::Iri;
    ///
    /// let page = Iri::parse("https://例子.测试/wiki/Start")?;
    /// let (target, repairs) = page.join_lenient("Café au lait")?;
    /// assert_eq!(target, "https://例子.测试/wiki/Café%20au%20lait");
    /// assert_eq!(repairs.len(), 2);
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    parse_lenient_reference:
    /// Parses `reference` leniently as [`join_lenient`](Iri::join_lenient) reads it against this base, as
    /// [`Uri::parse_lenient_reference`] does, and stops there.
    ///
    /// # Errors
    ///
    /// The [`ParseError`] of [`IriRef::parse_lenient`] when no allowed repair makes `reference` valid.
    ///
    /// ```
    /// let page = rfc3986::Iri::parse("https://例子.测试/docs/")?;
    /// let (r, _) = page.parse_lenient_reference("a\\b c")?;
    /// assert_eq!(r, "a/b%20c");
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
}

/// What a `\` in a reference's path is.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Backslashes {
    /// Data, percent-encoded `%5C` (RFC 3986 allows no `\` anywhere).
    Data,
    /// `/`, as the URL Standard reads it for its special schemes, in a reference resolved against a base
    /// of one of them (unless the reference has a scheme of its own that is not).
    Slash,
}

impl Backslashes {
    /// For a reference to be resolved against a base with the scheme `scheme`.
    fn of_base(scheme: &str) -> Backslashes {
        if is_special(scheme) {
            Backslashes::Slash
        } else {
            Backslashes::Data
        }
    }
}

/// The special schemes of the URL Standard, in which a `\` is a `/`.
fn is_special(scheme: &str) -> bool {
    ["http", "https", "ws", "wss", "ftp", "file"]
        .iter()
        .any(|s| s.eq_ignore_ascii_case(scheme))
}

/// The lenient intake of `input` as `whole`, the value made by `make` (the reference type's constructor,
/// what its `parse` gives). A valid input is parsed once and comes back as it is; only the repaired text's
/// parse works out an error (where and why it stops matching costs many times the parse), since that is
/// the one returned.
fn lenient_with<T>(
    input: &str,
    whole: Rule,
    make: fn(Parts) -> T,
    slashes: Backslashes,
) -> Result<(T, Vec<Repair>), ParseError> {
    if let Some(parts) = build::parse_or_none(whole, input) {
        return Ok((make(parts), Vec::new()));
    }
    let (output, repairs) = repair(input, whole, slashes);
    match build::parse(whole, &output) {
        Ok(parts) => Ok((make(parts), repairs)),
        Err(err) => Err(err.lenient_at(input_index(err.index(), &repairs))),
    }
}

/// [`Uri::parse_lenient`] without the error: `None` where that gives one. For [`extract`](crate::extract),
/// which passes over a candidate that no repair makes a URI and has no use for why (working out where and
/// why a string stops matching costs many times the parse).
pub(crate) fn uri_or_none(input: &str) -> Option<(Uri, Vec<Repair>)> {
    if let Some(parts) = build::parse_or_none(Rule::Uri, input) {
        return Some((Uri(parts), Vec::new()));
    }
    let (output, repairs) = repair(input, Rule::Uri, Backslashes::Data);
    build::parse_or_none(Rule::Uri, &output).map(|parts| (Uri(parts), repairs))
}

/// The byte index in the input of byte `out` of the repaired text.
fn input_index(out: usize, repairs: &[Repair]) -> usize {
    let (mut pos_in, mut pos_out) = (0, 0);
    for r in repairs {
        let gap = r.index - pos_in;
        if out < pos_out + gap {
            return pos_in + (out - pos_out);
        }
        pos_out += gap;
        if out < pos_out + r.replacement.len() {
            return r.index;
        }
        pos_out += r.replacement.len();
        pos_in = r.index + r.found.len();
    }
    pos_in + (out - pos_out)
}

/// Where the component a character stands in, as far as the repairs are concerned.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Part {
    Userinfo,
    /// A registered name: only its characters outside ASCII are repaired.
    Host,
    /// The first segment of a path without a scheme or an authority (`segment-nz-nc`): no ":". Its repairs
    /// are those of a `segment`, and a `:` is repaired for `segment-nz-nc`.
    FirstSegment,
    Path,
    Query,
    Fragment,
}

impl Part {
    fn rule(self, iri: bool) -> Rule {
        match (self, iri) {
            (Part::Userinfo, false) => Rule::Userinfo,
            (Part::Host, false) => Rule::RegName,
            (Part::FirstSegment | Part::Path, false) => Rule::Segment,
            (Part::Query, false) => Rule::Query,
            (Part::Fragment, false) => Rule::Fragment,
            (Part::Userinfo, true) => Rule::Iuserinfo,
            (Part::Host, true) => Rule::IregName,
            (Part::FirstSegment | Part::Path, true) => Rule::Isegment,
            (Part::Query, true) => Rule::Iquery,
            (Part::Fragment, true) => Rule::Ifragment,
        }
    }

    /// Whether the component's rule allows `c` (outside a `pct-encoded`): the RFC 3986 rule, or with `iri`
    /// the i-rule of RFC 3987 (`iunreserved` adds `ucschar`; `iquery` adds `iprivate`).
    fn allows(self, c: char, iri: bool) -> bool {
        if iri && !c.is_ascii() {
            // RFC 3987 4.1: no bidirectional formatting characters, though they are `ucschar`s.
            return is_ucschar(c) && !is_bidi_format(c) || self == Part::Query && is_iprivate(c);
        }
        self.allows_ascii(c)
    }

    fn allows_ascii(self, c: char) -> bool {
        let unreserved = c.is_ascii_alphanumeric() || matches!(c, '-' | '.' | '_' | '~');
        let sub_delim = matches!(
            c,
            '!' | '$' | '&' | '\'' | '(' | ')' | '*' | '+' | ',' | ';' | '='
        );
        let base = unreserved || sub_delim;
        match self {
            Part::Host => base,
            Part::Userinfo => base || c == ':',
            Part::FirstSegment => base || c == '@',
            Part::Path => base || matches!(c, ':' | '@' | '/'),
            Part::Query | Part::Fragment => base || matches!(c, ':' | '@' | '/' | '?'),
        }
    }

    /// The repair that `c`, at byte `i` of the component's text `text`, needs: `Some` with the rule that
    /// requires it, `None` when it stays. In a host only the characters outside ASCII are repaired (RFC 3987
    /// 3.1); any other character that a `reg-name` does not allow, and a `%` that does not begin a
    /// `pct-encoded`, stays for the strict parser to refuse.
    fn repair(self, text: &str, i: usize, c: char, iri: bool) -> Option<Rule> {
        if c == '%' {
            let hex = |k: usize| text.as_bytes().get(k).is_some_and(u8::is_ascii_hexdigit);
            let broken = !(hex(i + 1) && hex(i + 2));
            (broken && self != Part::Host).then_some(Rule::PctEncoded)
        } else if self.allows(c, iri) || self == Part::Host && c.is_ascii() {
            None
        } else if self == Part::FirstSegment && c == ':' {
            // The one character that `segment-nz-nc` refuses and `segment` allows.
            Some(if iri {
                Rule::IsegmentNzNc
            } else {
                Rule::SegmentNzNc
            })
        } else {
            Some(self.rule(iri))
        }
    }
}

fn is_outer(c: char) -> bool {
    c.is_ascii_control() && c != '\x7f' || c == ' '
}

/// Applies the repairs to `input`: returns the repaired text and the repairs, in input order.
fn repair(input: &str, whole: Rule, slashes: Backslashes) -> (String, Vec<Repair>) {
    // 1. whitespace and controls at the ends; the wrappers of Appendix C; whitespace inside.
    let mut removed: Vec<Repair> = Vec::new();
    let body = input.trim_start_matches(is_outer);
    let start = input.len() - body.len();
    let body = body.trim_end_matches(is_outer);
    let end = start + body.len();
    if start > 0 {
        removed.push(removal(0, &input[..start], whole, RepairKind::Whitespace));
    }
    let mut cleaned = String::with_capacity(body.len());
    for piece in unwrap(body) {
        let at = start + piece.from;
        let text = &body[piece.from..piece.to];
        match piece.kind {
            Some(kind) => push(&mut removed, removal(at, text, whole, kind)),
            None => remove_whitespace(text, at, piece.delimited, whole, &mut removed, &mut cleaned),
        }
    }
    if end < input.len() {
        removed.push(removal(end, &input[end..], whole, RepairKind::Whitespace));
    }

    // 2 to 4, per component of the Appendix B split of the cleaned text.
    let iri = whole.spec() == crate::Spec::Rfc3987;
    let (parts, scheme) = split(&cleaned);
    // A "\" in the path read as "/" (join_lenient against a special scheme's base), except where the path
    // would then begin with "//" without an authority before it, which would make its first segment a host.
    let slash_path = slashes == Backslashes::Slash
        && scheme.is_none_or(|(from, to)| is_special(&cleaned[from..to]));
    let path_start = parts
        .iter()
        .find(|p| matches!(p.2, Part::FirstSegment | Part::Path))
        .map(|p| p.0);
    let has_authority = parts
        .iter()
        .any(|p| matches!(p.2, Part::Userinfo | Part::Host))
        || cleaned[scheme.map_or(0, |(_, to)| to + 1)..].starts_with("//");
    let leading = |at: usize| {
        !has_authority
            && path_start.is_some_and(|start| {
                at < start + 2
                    && cleaned[start..]
                        .bytes()
                        .take(2)
                        .filter(|b| matches!(b, b'/' | b'\\'))
                        .count()
                        == 2
            })
    };
    let slash = |part: Part, at: usize, c: char| {
        slash_path && c == '\\' && matches!(part, Part::FirstSegment | Part::Path) && !leading(at)
    };
    let fix = |part: Part, text: &str, i: usize, c: char| part.repair(text, i, c, iri);
    // The output's exact length first, so that it is allocated once: an input of spaces triples.
    let mut len = cleaned.len();
    for &(from, to, part) in &parts {
        let text = &cleaned[from..to];
        for (i, c) in text.char_indices() {
            if fix(part, text, i, c).is_some() {
                len += 2 * c.len_utf8();
            }
        }
    }
    let mut output = String::with_capacity(len);
    // Runs of encoded characters: (input start, input end, output start, output end, rule, in the
    // password), joined while they follow each other with the same rule, on the same side of a userinfo's
    // first ":"; their texts are copied once, at the end.
    let mut runs: Vec<(usize, usize, usize, usize, Rule, bool, RepairKind)> = Vec::new();
    let mut map = Cursor::new(&removed);
    let mut copied = 0;
    for (from, to, part) in parts {
        output.push_str(&cleaned[copied..from]);
        let text = &cleaned[from..to];
        for (i, c) in text.char_indices() {
            let at = output.len();
            let kind = if slash(part, from + i, c) {
                output.push('/');
                RepairKind::Backslash
            } else if fix(part, text, i, c).is_some() {
                let mut buf = [0; 4];
                for b in c.encode_utf8(&mut buf).bytes() {
                    output.push('%');
                    output.push(hex_digit(b >> 4));
                    output.push(hex_digit(b & 0xf));
                }
                RepairKind::PercentEncoded
            } else {
                output.push(c);
                continue;
            };
            let rule = fix(part, text, i, c).unwrap_or(part.rule(iri));
            let index = map.input(from + i);
            let end = index + c.len_utf8();
            let secret = part == Part::Userinfo && text[..i].contains(':');
            match runs.last_mut() {
                Some(last)
                    if last.4 == rule
                        && last.5 == secret
                        && last.6 == kind
                        && last.1 == index
                        && last.3 == at =>
                {
                    last.1 = end;
                    last.3 = output.len();
                }
                _ => runs.push((index, end, at, output.len(), rule, secret, kind)),
            }
        }
        copied = to;
    }
    output.push_str(&cleaned[copied..]);
    let encoded = runs
        .into_iter()
        .map(|(index, end, at, out_end, rule, secret, kind)| Repair {
            index,
            found: input[index..end].into(),
            replacement: output[at..out_end].into(),
            rule,
            kind,
            secret,
        })
        .collect();
    (output, merge(removed, encoded))
}

/// A piece of the text within its outer whitespace, as RFC 3986 Appendix C reads it
/// (`grammar/rfc3986-appendix-c.pest`): a wrapper to remove (`kind`), or the text of the URI, `delimited`
/// when a pair of delimiters encloses it.
#[cfg_attr(test, derive(Debug, PartialEq))]
struct Piece {
    from: usize,
    to: usize,
    kind: Option<RepairKind>,
    delimited: bool,
}

/// The pieces of `body` (the input without its outer whitespace), in order.
///
/// The grammar runs only where the text holds what it removes: a byte order mark at the start, or a `<`,
/// `>` or `"` at either end. Elsewhere `appc_wrapped` can only match `appc_bare`, the whole text as one
/// piece, which is what comes back without it (an href that the strict parse refused costs what it did
/// before the intake read Appendix C).
fn unwrap(body: &str) -> Vec<Piece> {
    let delimiter = |b: Option<&u8>| matches!(b, Some(b'<' | b'>' | b'"'));
    let bytes = body.as_bytes();
    if !body.starts_with('\u{FEFF}') && !delimiter(bytes.first()) && !delimiter(bytes.last()) {
        return alloc::vec![Piece {
            from: 0,
            to: body.len(),
            kind: None,
            delimited: false,
        }];
    }
    unwrap_by_grammar(body)
}

/// [`unwrap`], by the grammar alone.
fn unwrap_by_grammar(body: &str) -> Vec<Piece> {
    let Ok(mut pairs) = UriParser::parse(G::appc_wrapped, body) else {
        unreachable!("appc_wrapped matches every string");
    };
    let Some(wrapped) = pairs.next() else {
        unreachable!("appc_wrapped makes one pair");
    };
    let mut out = Vec::with_capacity(3);
    for pair in wrapped.into_inner() {
        let span = pair.as_span();
        let (kind, delimited) = match pair.as_rule() {
            G::appc_bom => (Some(RepairKind::ByteOrderMark), false),
            G::appc_open_angle
            | G::appc_close_angle
            | G::appc_open_quote
            | G::appc_close_quote
            | G::appc_url_prefix => (Some(RepairKind::Delimiter), false),
            G::appc_lone => (Some(RepairKind::UnpairedDelimiter), false),
            G::appc_inside | G::appc_inside_quoted => (None, true),
            // The end of the text: no piece.
            G::EOI => continue,
            // The text of the URI, bare or beside an unpaired delimiter.
            _ => (None, false),
        };
        out.push(Piece {
            from: span.start(),
            to: span.end(),
            kind,
            delimited,
        });
    }
    out
}

/// Copies `text` (at byte `at` of the input) to `cleaned` without the whitespace a URI cannot hold: tab, CR
/// and LF, and the spaces and tabs around a line break (a URI wrapped across lines; RFC 3986 Appendix C says
/// the whitespace "should be ignored when the URI is extracted", and a hyphen before the break stays); within
/// delimiters (`delimited`), every space too. Other spaces stay, for step 2 to percent-encode.
fn remove_whitespace(
    text: &str,
    at: usize,
    delimited: bool,
    whole: Rule,
    removed: &mut Vec<Repair>,
    cleaned: &mut String,
) {
    let bytes = text.as_bytes();
    let white = |b: u8| matches!(b, b' ' | b'\t' | b'\r' | b'\n');
    let mut copied = 0;
    let mut i = 0;
    while i < bytes.len() {
        if !white(bytes[i]) {
            i += 1;
            continue;
        }
        let mut end = i;
        while end < bytes.len() && white(bytes[end]) {
            end += 1;
        }
        let run = &bytes[i..end];
        cleaned.push_str(&text[copied..i]);
        if delimited || run.iter().any(|&c| matches!(c, b'\r' | b'\n')) {
            // Within delimiters, or a line break with the blanks around it: the whole run goes.
            push(
                removed,
                removal(at + i, &text[i..end], whole, RepairKind::Whitespace),
            );
        } else {
            // Spaces and tabs: the tabs go, the spaces stay for step 2 to percent-encode.
            for (k, &c) in run.iter().enumerate() {
                if c == b'\t' {
                    push(
                        removed,
                        removal(at + i + k, "\t", whole, RepairKind::Whitespace),
                    );
                } else {
                    cleaned.push(' ');
                }
            }
        }
        copied = end;
        i = end;
    }
    cleaned.push_str(&text[copied..]);
}

/// Maps ascending byte indices of the cleaned text back to the input, past the removed characters.
struct Cursor<'a> {
    removed: &'a [Repair],
    next: usize,
    shift: usize,
}

impl<'a> Cursor<'a> {
    fn new(removed: &'a [Repair]) -> Cursor<'a> {
        Cursor {
            removed,
            next: 0,
            shift: 0,
        }
    }

    fn input(&mut self, cleaned: usize) -> usize {
        while let Some(r) = self.removed.get(self.next) {
            if r.index <= cleaned + self.shift {
                self.shift += r.found.len();
                self.next += 1;
            } else {
                break;
            }
        }
        cleaned + self.shift
    }
}

fn hex_digit(n: u8) -> char {
    char::from(b"0123456789ABCDEF"[usize::from(n)])
}

/// Where a repairable component of a text begins and ends, and which component it is.
type ComponentSpan = (usize, usize, Part);

/// Where the scheme of a text begins and ends (before its `:`).
type SchemeSpan = (usize, usize);

/// The repairable components of `text` as (start, end, part), in order, split by the grammar of Appendix B
/// (`grammar/rfc3986-appendix-b.pest`), which matches every string; and where the scheme is (before its
/// `:`), when there is one.
fn split(text: &str) -> (Vec<ComponentSpan>, Option<SchemeSpan>) {
    let Ok(mut pairs) = UriParser::parse(G::appb_reference, text) else {
        unreachable!("appb_reference matches every string");
    };
    let Some(reference) = pairs.next() else {
        unreachable!("appb_reference makes one pair");
    };
    let mut out = Vec::new();
    let mut scheme = None;
    for pair in reference.into_inner() {
        let span = pair.as_span();
        if pair.as_rule() == G::appb_scheme {
            scheme = Some((span.start(), span.end()));
            continue;
        }
        let part = match pair.as_rule() {
            G::appb_userinfo | G::appb_stretched_userinfo => Part::Userinfo,
            G::appb_reg_name | G::appb_invalid_reg_name => Part::Host,
            G::appb_first_segment => Part::FirstSegment,
            G::appb_path => Part::Path,
            G::appb_query => Part::Query,
            G::appb_fragment => Part::Fragment,
            // The scheme, an IP literal and the port are never repaired.
            _ => continue,
        };
        out.push((span.start(), span.end(), part));
    }
    (out, scheme)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The parts of `text` as `split` gives them, by their text.
    fn parts(text: &str) -> Vec<(&str, &'static str)> {
        split(text)
            .0
            .into_iter()
            .map(|(from, to, part)| {
                let name = match part {
                    Part::Userinfo => "userinfo",
                    Part::Host => "host",
                    Part::FirstSegment => "first segment",
                    Part::Path => "path",
                    Part::Query => "query",
                    Part::Fragment => "fragment",
                };
                (&text[from..to], name)
            })
            .collect()
    }

    /// Whether the parts of `text` begin with `expected`.
    #[track_caller]
    fn starts(text: &str, expected: &[(&str, &str)]) {
        let got = parts(text);
        assert_eq!(&got[..expected.len().min(got.len())], expected, "{text:?}");
    }

    /// `unwrap` skips the grammar where it can only read the whole text as one bare piece, and gives what
    /// the grammar gives everywhere: texts with and without a wrapper at each end.
    #[test]
    fn unwrap_without_the_grammar_is_unwrap_with_it() {
        let ends = [
            "",
            "<",
            ">",
            "\"",
            "\u{FEFF}",
            "URL:",
            "<URL:",
            " ",
            "\u{FEFF}<",
            "a",
            "é",
            "<<",
            "\"\"",
        ];
        let middles = [
            "",
            "http://a/b",
            "x",
            "a b",
            "<",
            ">",
            "\"",
            "\u{FEFF}",
            "URL: s:x",
            "\n",
        ];
        for start in ends {
            for middle in middles {
                for end in ends {
                    let body = alloc::format!("{start}{middle}{end}");
                    assert_eq!(unwrap(&body), unwrap_by_grammar(&body), "{body:?}");
                }
            }
        }
    }

    /// Each `// PEG:` place of `grammar/rfc3986-appendix-b.pest`, with near misses on both sides.
    #[test]
    fn the_split_at_each_peg_choice() {
        // A scheme only when it is one, or before "://".
        starts("a+b:c", &[("c", "path")]);
        starts("a_b:c", &[("a_b:c", "first segment"), ("", "path")]);
        starts("a_b://c", &[("c", "host")]);
        starts("a_b:/c", &[("a_b:", "first segment"), ("/c", "path")]);
        starts(":c", &[(":c", "first segment")]);
        // The userinfo runs to the last "@" of the authority, not past its end.
        starts("//a@b@c", &[("a@b", "userinfo"), ("c", "host")]);
        starts("//a@b/c@d", &[("a", "userinfo"), ("b", "host")]);
        starts("//a@@b", &[("a@", "userinfo"), ("b", "host")]);
        starts("//@", &[("", "userinfo"), ("", "host")]);
        // pest's lister would stop the userinfo at the first "@" (see `appb_last_at`).
        starts("//u:p@s@h:1/x", &[("u:p@s", "userinfo"), ("h", "host")]);
        // A password past "/", "?", "#" only when the port is not a port and a host follows a later "@".
        starts("//u:p/s@h/x", &[("u:p/s", "userinfo"), ("h", "host")]);
        starts("//u:1/s@h/x", &[("u", "host"), ("/s@h/x", "path")]);
        starts("//u:/s@h/x", &[("u", "host"), ("/s@h/x", "path")]);
        starts("//u:p/s@/x", &[("u", "host")]);
        starts("//u:p/s@h:1x/y", &[("u", "host")]);
        starts("//u:p/s@h:1/y", &[("u:p/s", "userinfo"), ("h", "host")]);
        starts("//u:p/s@s@h", &[("u:p/s@s", "userinfo"), ("h", "host")]);
        starts("//u:p/s@h/t@i", &[("u:p/s", "userinfo"), ("h", "host")]);
        starts("//u:p#s@h", &[("u:p#s", "userinfo"), ("h", "host")]);
        starts("//u s:p/s@h", &[("u s", "host")]);
        starts("//[::1]:p/s@h", &[("/s@h", "path")]);
        // A host that no repair makes a reg-name: the split as it stands.
        starts("//a b:1/c", &[("a b", "host"), ("/c", "path")]);
        starts("//u@a%zz/c", &[("u", "userinfo"), ("a%zz", "host")]);
    }
}
