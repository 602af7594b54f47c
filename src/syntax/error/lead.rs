//! What an error's message says first, before the rules it names, for the mistakes whose rules alone say
//! them badly: a port that is not digits (the grammar then reads the authority as the start of a userinfo
//! and expects `authority` or `userinfo`), a data URL without the `,` before its data, and a local telephone
//! number without its `;phone-context=`. The one-line message ([`ParseError`]'s `Display`) and the rendering
//! lead with the same words.

use core::fmt;

use super::search::Ask;
use super::{Found, ParseError};
use crate::Rule;

/// The situation an error leads with, found when the error is made (the message has no input then).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Lead {
    None,
    /// The port is not digits: the index and character of its first character that is not a digit.
    Port {
        at: u32,
        c: char,
    },
    /// A data URL ends without the `,` that begins its data (RFC 2397 3).
    #[cfg(feature = "schemes")]
    DataComma,
    /// A local telephone number ends without its `;phone-context=` (RFC 3966 5.1.5).
    #[cfg(feature = "schemes")]
    PhoneContext,
    /// An element of an LDAP URL, percent-decoded, is no UTF-8 (`utf8` is false) or does not match
    /// `model`, the rule RFC 4516 2 imports for it.
    #[cfg(feature = "schemes")]
    Decoded {
        element: Rule,
        model: Rule,
        utf8: bool,
    },
}

impl Lead {
    /// The situation of `err`, an error of `input`.
    pub fn of(err: &ParseError, input: &str, ask: Ask) -> Lead {
        if let Some((_, at, c)) = bad_port(err, input, ask) {
            return u32::try_from(at).map_or(Lead::None, |at| Lead::Port { at, c });
        }
        #[cfg(feature = "schemes")]
        if err.found.is_none() {
            // At the end of the input: what is missing there.
            if err.rule == Rule::Dataurl && !input.contains(',') {
                return Lead::DataComma;
            }
            if err.rule == Rule::TelephoneUri && err.expected_set().contains(Rule::Context) {
                return Lead::PhoneContext;
            }
        }
        Lead::None
    }

    /// The lead of the same error at an index `to - from` bytes further on (the lenient intake maps its
    /// error back to its input; nothing between a port and the error's index is repaired).
    pub fn moved(self, from: usize, to: usize) -> Lead {
        match self {
            Lead::Port { at, c } => {
                let at = (at as usize + to).checked_sub(from);
                at.and_then(|at| u32::try_from(at).ok())
                    .map_or(Lead::None, |at| Lead::Port { at, c })
            }
            other => other,
        }
    }
}

impl fmt::Display for Lead {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Lead::None => Ok(()),
            Lead::Port { at, c } => write!(
                f,
                "the port is digits only (3.2.3), and {} at index {at} is not one",
                Found(c)
            ),
            #[cfg(feature = "schemes")]
            Lead::DataComma => f.write_str("a data URL needs a \",\" before its data (RFC 2397 3)"),
            #[cfg(feature = "schemes")]
            Lead::PhoneContext => f.write_str(
                "a local number needs a \";phone-context=\" naming where it is local (RFC 3966 5.1.5)",
            ),
            #[cfg(feature = "schemes")]
            Lead::Decoded {
                element,
                model,
                utf8: true,
            } => write!(
                f,
                "the {element}, percent-decoded, must be a {model} of {} (RFC 4516 2.1)",
                model.spec().as_str()
            ),
            #[cfg(feature = "schemes")]
            Lead::Decoded { element, .. } => write!(
                f,
                "the {element}, percent-decoded, must be UTF-8 (RFC 4516 2.1)"
            ),
        }
    }
}

/// When the error is in an authority that would be a host and a port but for a port that is not digits
/// (`example.com:80a`, which only a userinfo, before an `@`, could hold): the port, and the index and
/// character of its first character that is not a digit. The grammar decides: the text from where the
/// authority's match begins to the error matches `host ":"` before its last `:`, and not `port` after it
/// (asked of the parser that found the error).
fn bad_port<'a>(err: &ParseError, input: &'a str, ask: Ask) -> Option<(&'a str, usize, char)> {
    let (rule, start) = err.context()?;
    let (host_rule, port_rule) = match rule {
        Rule::Authority | Rule::Userinfo => (Rule::Host, Rule::Port),
        Rule::Iauthority | Rule::Iuserinfo => (Rule::Ihost, Rule::Port),
        _ => return None,
    };
    if !err
        .expected()
        .any(|r| matches!(r, Rule::Userinfo | Rule::Iuserinfo))
    {
        return None;
    }
    let text = input.get(start..err.index())?;
    let colon = text.rfind(':')?;
    let (host, port) = (&text[..colon], &text[colon + 1..]);
    if !(ask.matches)(host_rule, host) || (ask.matches)(port_rule, port) {
        return None;
    }
    let (offset, c) = port.char_indices().find(|&(_, c)| !c.is_ascii_digit())?;
    // What would be the port may be the start of a password (`u:p s@h`): not a word about it then.
    let port_at = start + colon + 1;
    let password = crate::password_range(input);
    if password.is_some_and(|p| p.start < port_at + port.len() && port_at < p.end) {
        return None;
    }
    Some((port, port_at + offset, c))
}
