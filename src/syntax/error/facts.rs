//! The facts: what the search may take for granted about a rule's language, from RFC 3986 section 2 and
//! 3.2.2 (and RFC 3987 2.2), to leave out completions that cannot work and to see at once that some
//! prefixes are no start of a valid string. Character-class tests: where a component begins or ends is
//! still the grammar's to say.

use alloc::vec::Vec;

use crate::percent;
use crate::syntax::cache::Masks;
use crate::syntax::graph::{closure, uses};
use crate::syntax::rule_set::RuleSet;
use crate::{Rule, Spec};

static FACTS: Masks = Masks::new();

/// The RFCs whose languages are made of URI characters (or IRI characters) in which `[`, `]` and `%` mean
/// what RFC 3986 says they mean: RFC 3986 itself, RFC 3987, and the scheme RFCs that build on them (not
/// RFC 6570, RFC 6068 with RFC 5322, or the core rules of RFC 5234, whose strings hold other characters).
const URI_LIKE: &[Spec] = &[
    Spec::Rfc3986,
    Spec::Rfc3987,
    Spec::Rfc9110,
    Spec::Rfc9112,
    Spec::Rfc6454,
    Spec::Rfc6455,
    Spec::Rfc8089,
    Spec::Rfc8141,
    Spec::Rfc6874,
];

/// The core rules of RFC 5234 that only ever match URI characters.
const URI_CORE: &[Rule] = &[Rule::Alpha, Rule::Digit, Rule::Hexdig];

/// The rules of RFC 3986 3.2.2 that can be left open in the middle of an address: they need closers of
/// their own ([`INNER`](super::closers::INNER)), which a host (or ihost) outside brackets never needs, since a host that is not
/// yet an IPv4address is a reg-name so far.
const ADDRESS: &[Rule] = &[
    Rule::Ipv4Address,
    Rule::DecOctet,
    Rule::Ipv6Address,
    Rule::H16,
    Rule::Ls32,
    Rule::IpvFuture,
];

/// What the search may take for granted about a rule's language: facts about single characters that
/// RFC 3986 section 2 and 3.2.2 (and RFC 3987 2.2) state for every URI, used to leave out completions that
/// cannot work and to see at once that some prefixes are no start of a valid string. They never decide
/// where a component begins or ends: that is still the grammar's to say.
#[derive(Clone, Copy)]
pub struct Facts {
    /// The rule's strings are made of URI characters (2: unreserved, reserved, `%`), or with `iri` of IRI
    /// characters (RFC 3987 2.2: also ucschar and iprivate); `[` and `]` occur only as the delimiters of an
    /// IP-literal (3.2.2), which holds only unreserved, sub-delims and `:`; and a `%` always begins a
    /// pct-encoded, two HEXDIGs (2.1). True for the rules of [`URI_LIKE`] RFCs that use no rule of another
    /// RFC but ALPHA, DIGIT and HEXDIG, except gen-delims and reserved (which match a lone `[` or `]`).
    pub uri: bool,
    /// The language is RFC 3987's: IRI characters.
    pub iri: bool,
    /// A rule of [`ADDRESS`] can be open outside an IP-literal: the rule is one of them or uses one other
    /// than through `host`, `ihost` or `IP-literal`.
    pub bare_address: bool,
}

impl Facts {
    /// The facts of `rule`'s language. Computed once per rule and kept, as [`closure`] is.
    pub fn of(rule: Rule) -> Facts {
        let bits = FACTS.get(rule, |rule| {
            let facts = Facts::compute(rule);
            u32::from(facts.uri) | u32::from(facts.iri) << 1 | u32::from(facts.bare_address) << 2
        });
        Facts {
            uri: bits & 1 != 0,
            iri: bits & 2 != 0,
            bare_address: bits & 4 != 0,
        }
    }

    fn compute(rule: Rule) -> Facts {
        let all = closure(rule);
        let uri = all.iter().all(|r| {
            URI_LIKE.contains(&r.spec()) && r != Rule::GenDelims && r != Rule::Reserved
                || URI_CORE.contains(&r)
        });
        let iri = all.iter().any(|r| r.spec() == Spec::Rfc3987);
        // The rules reached from `rule` without going through a host or an IP-literal.
        let mut reached = RuleSet::default();
        reached.insert(rule);
        let mut todo = Vec::from([rule]);
        while let Some(next) = todo.pop() {
            if matches!(next, Rule::Host | Rule::Ihost | Rule::IpLiteral) {
                continue;
            }
            for used in uses(next).iter() {
                if !reached.contains(used) {
                    reached.insert(used);
                    todo.push(used);
                }
            }
        }
        let bare_address = ADDRESS.iter().any(|&r| reached.contains(r));
        Facts {
            uri,
            iri,
            bare_address,
        }
    }

    /// Whether `c` may stand anywhere in a string of the language.
    pub fn allows(self, c: char) -> bool {
        match ascii(c) {
            Some(b) => percent::is_unreserved(b) || percent::is_reserved(b) || b == b'%',
            None => self.iri && (percent::is_ucschar(c) || percent::is_iprivate(c)),
        }
    }
}

/// Where a prefix stands as far as [`Facts`] go: inside an IP-literal not yet closed, and inside a
/// pct-encoded (after its `%`, or after its first HEXDIG).
#[derive(Clone, Copy, Default, PartialEq, Eq)]
pub struct Open {
    pub bracket: bool,
    /// 0 outside a pct-encoded, 1 after its `%`, 2 after its first HEXDIG.
    pub pct: u8,
}

impl Open {
    /// The state after `c`, or `None` when no string of the language has `c` here: a character the
    /// language does not have, a `]` that closes nothing, a character that an IP-literal cannot hold
    /// before its `]`, or a `%` not followed by two HEXDIGs.
    pub fn after(self, c: char, facts: Facts) -> Option<Open> {
        if self.pct > 0 {
            return c.is_ascii_hexdigit().then_some(Open {
                pct: (self.pct + 1) % 3,
                ..self
            });
        }
        if !facts.allows(c) {
            return None;
        }
        if self.bracket {
            let inside = ascii(c).is_some_and(|b| {
                percent::is_unreserved(b) || percent::is_sub_delim(b) || b == b':'
            });
            return match c {
                ']' => Some(Open::default()),
                _ if inside => Some(self),
                _ => None,
            };
        }
        match c {
            '[' => Some(Open {
                bracket: true,
                pct: 0,
            }),
            ']' => None,
            '%' => Some(Open { pct: 1, ..self }),
            _ => Some(self),
        }
    }

    /// The state at the end of `text`, when `text` is the start of a valid string (otherwise it does
    /// not matter: no completion works): only the last `[` or `]` and the last two characters count.
    pub fn at_end(text: &str) -> Open {
        let bracket = match (text.rfind('['), text.rfind(']')) {
            (Some(open), Some(close)) => open > close,
            (open, _) => open.is_some(),
        };
        let pct = match text.as_bytes() {
            [.., b'%'] => 1,
            [.., b'%', h] if h.is_ascii_hexdigit() => 2,
            _ => 0,
        };
        Open { bracket, pct }
    }
}

/// `c` as an ASCII byte, `None` outside ASCII.
fn ascii(c: char) -> Option<u8> {
    c.is_ascii().then_some(c as u8)
}

/// The first character of `input` that no string of the language can have where it stands, by [`Facts`]
/// alone: the input up to and including it is the start of no valid string. Its byte index.
pub fn first_impossible(input: &str, facts: Facts) -> Option<usize> {
    let mut open = Open::default();
    for (i, c) in input.char_indices() {
        match open.after(c, facts) {
            Some(next) => open = next,
            None => return Some(i),
        }
    }
    None
}

/// Whether `text` has no character that [`Facts`] rule out where it stands and leaves nothing open (no
/// pct-encoded after its `%` or first HEXDIG, no IP-literal before its `]`): one pass, for the parts of
/// a completed input that a rule may match whole.
pub fn closes(text: &str, facts: Facts) -> bool {
    let mut open = Open::default();
    for c in text.chars() {
        match open.after(c, facts) {
            Some(next) => open = next,
            None => return false,
        }
    }
    open == Open::default()
}
