//! The hint of a rendered error ([`Render`](crate::Render)): what the character at the error's index is, and
//! how a URI writes what was meant. Rules as values: [`Situation`] names each case a hint is written for;
//! [`DETECTORS`] are small functions, tried in order, each recognizing one situation from the error and
//! its input; and `Display` for [`Situation`] is the one place that words them.

use core::fmt::{self, Write as _};

use alloc::string::String;

use crate::syntax::error::Found;
use crate::{ParseError, Rule};

/// The hint for `err` on `input`, empty when no situation applies. `remedies` are the caller's names for
/// its lenient mode and its IRI mode ([`Render::remedies`](crate::Render::remedies)).
pub fn text(err: &ParseError, input: &str, remedies: Option<(&str, &str)>) -> String {
    let mut out = String::new();
    // The character of an LDAP URL's element that does not fit is one of its percent-decoding, not of the
    // input: the situations below, written for the input's characters, do not apply.
    #[cfg(feature = "schemes")]
    if matches!(err.lead(), crate::syntax::error::Lead::Decoded { .. }) {
        return out;
    }
    let cx = Context::new(err, input, remedies);
    if let Some(situation) = DETECTORS.iter().find_map(|detect| detect(&cx)) {
        // Writing to a String does not fail.
        let _ = write!(out, "{situation}");
    }
    out
}

/// What a hint is written for: the first of [`DETECTORS`] that recognizes one decides.
#[derive(Debug, PartialEq, Eq)]
pub enum Situation<'a> {
    /// A `%` after an IPv6 address: a zone identifier (RFC 6874), in brackets or not.
    Zone,
    /// A `%` that does not begin a percent-encoding (2.1), outside an IP-literal.
    Percent,
    /// The rules expected already say it all: inside an IP-literal, or inside a URI Template's expression.
    RulesSayIt,
    /// A character of a URI Template, outside an expression, that is no literal (RFC 6570 2.1).
    #[cfg(feature = "template")]
    TemplateLiteral(char),
    /// After the lenient intake, a host it refused (no repair makes it a name to look up).
    RefusedHost { c: char, host: Option<&'a str> },
    /// A character of a password that is not allowed there.
    Password { or: Option<&'a str> },
    /// An `@` that ends what would be a password holding another `@` (3.2.1).
    AtInPassword { or: Option<&'a str> },
    /// A reference that begins with `:`, the end of an empty scheme.
    LeadingColon,
    /// A `\`, as Windows paths write it.
    Backslash,
    /// A character outside ASCII that an IRI rule does not allow there (RFC 3987 2.2).
    NotInIri(char),
    /// A character outside ASCII in a URI (RFC 3986 2), which an IRI may hold.
    NotAscii {
        c: char,
        iri: Option<&'a str>,
        or: Option<&'a str>,
    },
    /// An ASCII character that is neither unreserved nor reserved (RFC 3986 2).
    NowhereInUri { c: char, or: Option<&'a str> },
    /// A `:` in the first segment of a relative path (4.2).
    ColonInFirstSegment,
    /// A `#`, `[` or `]` where it cannot stand (2.2).
    Delimiter { c: char, or: Option<&'a str> },
}

/// What the detectors read: the error, its input, and what they share about the index.
struct Context<'a> {
    err: &'a ParseError,
    input: &'a str,
    index: usize,
    /// The input before the index.
    before: &'a str,
    /// Whether an IP-literal is open at the index (a `[` not closed yet).
    in_ip_literal: bool,
    /// The caller's lenient and IRI modes.
    remedies: Option<(&'a str, &'a str)>,
}

impl<'a> Context<'a> {
    fn new(err: &'a ParseError, input: &'a str, remedies: Option<(&'a str, &'a str)>) -> Self {
        let index = err.index();
        let before = input.get(..index).unwrap_or("");
        Context {
            err,
            input,
            index,
            before,
            in_ip_literal: before.rfind('[') > before.rfind(']'),
            remedies,
        }
    }

    /// The character at the index; `None` at the end of the input.
    fn found(&self) -> Option<char> {
        self.err.found()
    }

    /// Whether a host rule was expected and the character is ASCII but no tab or line end: the lenient
    /// intake refuses it (it removes tabs and line ends anywhere and maps what is outside ASCII, RFC 3987
    /// 3.1), so it is no way out there.
    fn refused_in_host(&self) -> bool {
        self.found()
            .is_some_and(|c| c.is_ascii() && !matches!(c, '\t' | '\r' | '\n'))
            && self
                .err
                .expected()
                .any(|r| matches!(r, Rule::RegName | Rule::IregName | Rule::Host | Rule::Ihost))
    }

    /// Whether the character is the `@` that ends a password holding another `@` (3.2.1 ends the userinfo
    /// at the first `@`; the lenient intake at the last).
    fn at_in_password(&self) -> bool {
        self.found() == Some('@')
            && crate::password_range(self.input)
                .is_some_and(|p| p.end == self.index && self.input[p].contains('@'))
    }

    /// The caller's lenient mode, when it is a remedy here: for the four reference rules, unless the error
    /// is the lenient intake's own or a host it would refuse.
    fn or_lenient(&self) -> Option<&'a str> {
        let (name, _) = self.remedies?;
        let refused = self.refused_in_host() && !self.at_in_password();
        let reference = matches!(
            self.err.rule(),
            Rule::UriReference | Rule::RelativeRef | Rule::Uri | Rule::AbsoluteUri
        );
        (reference && !refused && !self.err.is_lenient()).then_some(name)
    }
}

/// The detectors, in the order they are tried: each returns the situation it recognizes, or `None` to let
/// the next one try.
const DETECTORS: &[for<'a> fn(&Context<'a>) -> Option<Situation<'a>>] = &[
    zone,
    percent,
    #[cfg(feature = "template")]
    template,
    inside_ip_literal,
    refused_host,
    password,
    at_in_password,
    leading_colon,
    backslash,
    not_ascii,
    nowhere_in_uri,
    colon_in_first_segment,
    delimiter,
];

/// A `%` after an IPv6 address, in brackets or not (`IPv6address` checked alone).
fn zone<'a>(cx: &Context<'a>) -> Option<Situation<'a>> {
    let address = match cx.before.rfind('[') {
        Some(open) if cx.in_ip_literal => &cx.before[open + 1..],
        _ => cx.before,
    };
    (cx.found() == Some('%') && Rule::Ipv6Address.matches(address)).then_some(Situation::Zone)
}

/// A `%` without two hex digits: the error stands on the `%` or just after it (`%z`, `%4z`). Inside an
/// IP-literal it is no data to encode.
fn percent<'a>(cx: &Context<'a>) -> Option<Situation<'a>> {
    let bytes = cx.before.as_bytes();
    let after_percent = bytes.ends_with(b"%")
        || bytes.len() >= 2
            && bytes[bytes.len() - 2] == b'%'
            && bytes[bytes.len() - 1].is_ascii_hexdigit();
    (!cx.in_ip_literal && (after_percent || cx.found() == Some('%'))).then_some(Situation::Percent)
}

/// A URI Template: outside an expression, a character that is no literal (RFC 6570 2.1) is written
/// pct-encoded; inside one, the rules expected say what may stand there.
#[cfg(feature = "template")]
fn template<'a>(cx: &Context<'a>) -> Option<Situation<'a>> {
    if cx.err.rule().spec() != crate::Spec::Rfc6570 {
        return None;
    }
    let c = cx.found()?;
    let in_expression = cx.before.rfind('{') > cx.before.rfind('}');
    let literal = !in_expression
        && c != '{'
        && c != '}'
        && !Rule::Literals.matches(c.encode_utf8(&mut [0; 4]));
    Some(if literal {
        Situation::TemplateLiteral(c)
    } else {
        Situation::RulesSayIt
    })
}

/// Inside an IP-literal, a delimiter is no data to encode: the rules expected say what the address needs
/// (but a `\`, a space or a control character gets its own hint).
fn inside_ip_literal<'a>(cx: &Context<'a>) -> Option<Situation<'a>> {
    let c = cx.found()?;
    let plain = c.is_ascii() && c != '\\' && c != ' ' && !c.is_ascii_control();
    (cx.in_ip_literal && plain).then_some(Situation::RulesSayIt)
}

/// After the lenient intake, a host it refused.
fn refused_host<'a>(cx: &Context<'a>) -> Option<Situation<'a>> {
    let c = cx.found()?;
    let refused = cx.err.is_lenient() && cx.refused_in_host() && !cx.at_in_password();
    refused.then(|| Situation::RefusedHost {
        c,
        host: host_at(cx.input, cx.index),
    })
}

/// A character of the password.
fn password<'a>(cx: &Context<'a>) -> Option<Situation<'a>> {
    cx.found()?;
    cx.err.is_secret().then(|| Situation::Password {
        or: cx.or_lenient(),
    })
}

/// The `@` of a password that holds another `@`.
fn at_in_password<'a>(cx: &Context<'a>) -> Option<Situation<'a>> {
    cx.at_in_password().then(|| Situation::AtInPassword {
        or: cx.or_lenient(),
    })
}

/// A `:` first.
fn leading_colon<'a>(cx: &Context<'a>) -> Option<Situation<'a>> {
    (cx.found() == Some(':') && cx.index == 0).then_some(Situation::LeadingColon)
}

/// A `\`.
fn backslash<'a>(cx: &Context<'a>) -> Option<Situation<'a>> {
    (cx.found() == Some('\\')).then_some(Situation::Backslash)
}

/// A character outside ASCII: in an IRI rule, one that rule does not allow there; in a URI, one that only an
/// IRI may hold.
fn not_ascii<'a>(cx: &Context<'a>) -> Option<Situation<'a>> {
    let c = cx.found().filter(|c| !c.is_ascii())?;
    Some(if cx.err.rule().spec() == crate::Spec::Rfc3987 {
        Situation::NotInIri(c)
    } else {
        Situation::NotAscii {
            c,
            iri: cx.remedies.map(|(_, iri)| iri),
            or: cx.or_lenient(),
        }
    })
}

/// An ASCII character that RFC 3986 section 2 has nowhere (neither unreserved nor reserved).
fn nowhere_in_uri<'a>(cx: &Context<'a>) -> Option<Situation<'a>> {
    let c = cx.found()?;
    let mut buf = [0; 4];
    let s: &str = c.encode_utf8(&mut buf);
    let anywhere = Rule::Unreserved.matches(s) || Rule::Reserved.matches(s);
    (!anywhere).then(|| Situation::NowhereInUri {
        c,
        or: cx.or_lenient(),
    })
}

/// A `:` where `path-noscheme` or `segment-nz-nc` was expected.
fn colon_in_first_segment<'a>(cx: &Context<'a>) -> Option<Situation<'a>> {
    let first_segment = cx
        .err
        .expected()
        .any(|r| matches!(r, Rule::PathNoscheme | Rule::SegmentNzNc));
    (cx.found() == Some(':') && first_segment).then_some(Situation::ColonInFirstSegment)
}

/// The delimiters that cannot stand in data at all where they are: a second `#`, and brackets outside an
/// IP-literal. (Where another delimiter fails, it is the syntax around it that is wrong.)
fn delimiter<'a>(cx: &Context<'a>) -> Option<Situation<'a>> {
    let c = cx.found().filter(|c| matches!(c, '#' | '[' | ']'))?;
    Some(Situation::Delimiter {
        c,
        or: cx.or_lenient(),
    })
}

/// The registered name around byte `index` of `text` as RFC 3986 Appendix B's split reads it
/// (`grammar/rfc3986-appendix-b.pest`, the lenient intake's split), for the message that names a host the
/// intake refused.
fn host_at(text: &str, index: usize) -> Option<&str> {
    use crate::syntax::grammar::{Family, Lift, Rule as G, Strict};
    let reference = Strict::parse(G::appb_reference, text)?.ok()?.next()?;
    reference
        .into_inner()
        .filter(|p| {
            matches!(
                p.as_rule().lift(),
                G::appb_reg_name | G::appb_invalid_reg_name
            )
        })
        .map(|p| p.as_span())
        .find(|span| span.start() <= index && index < span.end())
        .map(|span| span.as_str())
}

/// The one place the hints are worded.
impl fmt::Display for Situation<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Situation::Zone => f.write_str(
                "RFC 3986 has no zone identifiers (the \"%\" and what follows it after an IPv6 address); \
                 RFC 6874 added them as %25 and a ZoneID, and RFC 9844 obsoleted RFC 6874: the IPv6addrz \
                 rule (RFC 6874 2) checks that form",
            ),
            Situation::Percent => f.write_str(
                "\"%\" begins a percent-encoding, \"%\" and two hex digits (2.1); a \"%\" that stands for \
                 itself is written %25",
            ),
            Situation::RulesSayIt => Ok(()),
            #[cfg(feature = "template")]
            Situation::TemplateLiteral(c) => write!(
                f,
                "{} is not a literal of a URI Template (RFC 6570 2.1); percent-encode it as {}",
                Found(c),
                Encoded(c)
            ),
            Situation::RefusedHost { c, host } => match host {
                Some(host) => write!(
                    f,
                    "the host \"{host}\" cannot contain {}: no resolver can look it up (3.2.2)",
                    Found(c)
                ),
                None => write!(
                    f,
                    "a host cannot contain {}: no resolver can look it up (3.2.2)",
                    Found(c)
                ),
            },
            Situation::Password { or } => {
                f.write_str("a character of the password is not allowed there; percent-encode it")?;
                OrLenient(or).fmt(f)
            }
            Situation::AtInPassword { or } => {
                f.write_str(
                    "the userinfo ends at its first \"@\" (3.2.1), so an \"@\" in a password is data, \
                     written %40 (and a \":\" in a user name %3A)",
                )?;
                OrLenient(or).fmt(f)
            }
            Situation::LeadingColon => f.write_str(
                "a reference cannot begin with \":\": it would end a scheme, and a scheme begins with a \
                 letter (3.1); a relative path whose first segment holds \":\" is written with \"./\" \
                 before it (4.2)",
            ),
            Situation::Backslash => f.write_str(concat!(
                "a URI separates segments with \"/\", not \"\\\"; a Windows path such as C:\\dir\\file ",
                "is the URI file:///C:/dir/file, and a \"\\\" that is data is written %5C"
            )),
            Situation::NotInIri(c) => write!(
                f,
                "{} is not allowed there in an IRI (RFC 3987 2.2); percent-encode its UTF-8: {}",
                Found(c),
                Encoded(c)
            ),
            Situation::NotAscii { c, iri, or } => {
                let iri = iri.map_or(String::new(), |iri| alloc::format!("{iri}, "));
                write!(
                    f,
                    "a URI holds only ASCII characters (RFC 3986 2); {} is allowed in an IRI ({iri}RFC \
                     3987), and in a URI as its UTF-8 percent-encoded: {}",
                    Found(c),
                    Encoded(c)
                )?;
                OrLenient(or).fmt(f)
            }
            Situation::NowhereInUri { c, or } => {
                write!(
                    f,
                    "{} may not appear anywhere in a URI (RFC 3986 2); percent-encode it as {}",
                    Found(c),
                    Encoded(c)
                )?;
                OrLenient(or).fmt(f)
            }
            Situation::ColonInFirstSegment => f.write_str(
                "a \":\" in the first segment of a relative path would end a scheme (4.2); write \"./\" \
                 before the path, or %3A",
            ),
            Situation::Delimiter { c, or } => {
                write!(
                    f,
                    "{} is a delimiter (2.2) that cannot stand there; as data it is written {}",
                    Found(c),
                    Encoded(c)
                )?;
                OrLenient(or).fmt(f)
            }
        }
    }
}

/// `, or use MODE to encode it and report what it changed`, when the caller's lenient mode is a remedy.
struct OrLenient<'a>(Option<&'a str>);

impl fmt::Display for OrLenient<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Some(name) => write!(f, ", or use {name} to encode it and report what it changed"),
            None => Ok(()),
        }
    }
}

/// A character as the `%XX` of its UTF-8 octets, upper-case hex.
struct Encoded(char);

impl fmt::Display for Encoded {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for b in self.0.encode_utf8(&mut [0; 4]).bytes() {
            write!(f, "%{b:02X}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::{Context, DETECTORS, Situation};
    use crate::{ParseError, Rule};

    /// The situation of `input` checked as `rule`, with the remedies `--lenient` and `--iri`.
    fn situation(rule: Rule, input: &str) -> Option<Situation<'static>> {
        let err: &'static ParseError =
            alloc::boxed::Box::leak(alloc::boxed::Box::new(rule.check(input).expect_err(input)));
        let input: &'static str = alloc::boxed::Box::leak(input.into());
        let cx = Context::new(err, input, Some(("--lenient", "--iri")));
        DETECTORS.iter().find_map(|detect| detect(&cx))
    }

    /// Each detector recognizes its situation, on an input of the kind it is written for, and the
    /// detectors before it in the list leave that input alone.
    #[test]
    fn each_situation_is_detected() {
        let or = Some("--lenient");
        let cases: &[(Rule, &str, Situation<'static>)] = &[
            (
                Rule::UriReference,
                "http://[fe80::1%eth0]/",
                Situation::Zone,
            ),
            (Rule::UriReference, "a%zz", Situation::Percent),
            (Rule::UriReference, "http://[::1%]/", Situation::Zone),
            (Rule::UriReference, "http://[::g]/", Situation::RulesSayIt),
            (
                Rule::UriReference,
                "http://u:p@w@h/",
                Situation::AtInPassword { or },
            ),
            (Rule::UriReference, ":a", Situation::LeadingColon),
            (Rule::UriReference, "a\\b", Situation::Backslash),
            (
                Rule::IriReference,
                "a\u{FFFE}",
                Situation::NotInIri('\u{FFFE}'),
            ),
            (
                Rule::UriReference,
                "a\u{e9}",
                Situation::NotAscii {
                    c: '\u{e9}',
                    iri: Some("--iri"),
                    or,
                },
            ),
            (
                Rule::UriReference,
                "a b",
                Situation::NowhereInUri { c: ' ', or },
            ),
            (
                Rule::Port,
                "8 0",
                Situation::NowhereInUri { c: ' ', or: None },
            ),
            (Rule::RelativeRef, "a:b", Situation::ColonInFirstSegment),
            (
                Rule::UriReference,
                "a#b#c",
                Situation::Delimiter { c: '#', or },
            ),
        ];
        for (rule, input, expected) in cases {
            assert_eq!(
                situation(*rule, input).as_ref(),
                Some(expected),
                "{rule} {input:?}"
            );
        }
        // No situation: a delimiter where the syntax around it is wrong.
        assert_eq!(situation(Rule::UriReference, "http://h:8a/"), None);
    }

    /// The template detector: a character that is no literal outside an expression, and nothing to add
    /// inside one.
    #[cfg(feature = "template")]
    #[test]
    fn template_situations() {
        assert_eq!(
            situation(Rule::UriTemplate, "a b"),
            Some(Situation::TemplateLiteral(' '))
        );
        assert_eq!(
            situation(Rule::UriTemplate, "{a b}"),
            Some(Situation::RulesSayIt)
        );
    }

    /// The password detector, through the check that marks the error as secret, and the lenient
    /// intake's refused host (its error, as the intake marks it).
    #[test]
    fn password_and_refused_host() {
        assert_eq!(
            situation(Rule::UriReference, "http://u:p\"w@h/"),
            Some(Situation::Password {
                or: Some("--lenient")
            })
        );
        let input = "http://exa mple.com/";
        let err = Rule::Uri.check(input).unwrap_err();
        let err = err.lenient_at(err.index());
        let cx = Context::new(&err, input, None);
        assert_eq!(
            DETECTORS.iter().find_map(|detect| detect(&cx)),
            Some(Situation::RefusedHost {
                c: ' ',
                host: Some("exa mple.com")
            })
        );
    }
}
