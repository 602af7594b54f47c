//! The rules' graph: which rules a rule's ABNF names ([`uses`]), every rule it reaches ([`closure`]) and
//! every rule that reaches it ([`users`]), each computed once per rule and kept. [`Rule::uses`] and the
//! errors read the same graph.

use alloc::vec::Vec;

use crate::syntax::abnf::{Token, Tokens};
use crate::syntax::cache::Table;
use crate::syntax::rule_set::RuleSet;
use crate::{Rule, Spec};

static USES: Table = Table::new();
static CLOSURES: Table = Table::new();
static USERS: Table = Table::new();

/// The rules that `rule`'s ABNF names, in the order they appear (a rule may appear twice).
///
/// But for the four elements of an LDAP URL that RFC 4516 2.1 makes percent-encoded (`dn`, `selector`,
/// `filter`, `exvalue`): the grammar reads them in their URL form, RFC 3986's characters, and the rule their
/// ABNF names applies to their decoding ([`decoded`](crate::syntax::decoded)). So they use the rules of the
/// URL form, as an error in them is one of those (`%zz`), not of the decoded rule.
pub fn used_directly(rule: Rule) -> impl Iterator<Item = Rule> {
    let abnf = if is_url_form(rule) {
        "unreserved / pct-encoded / sub-delims"
    } else {
        rule.abnf()
    };
    Tokens::new(abnf).filter_map(move |token| match token {
        Token::Name(name) => resolve(name, rule.spec()),
        _ => None,
    })
}

/// Whether `rule` is an element of an LDAP URL read in its URL form (see [`used_directly`]).
fn is_url_form(rule: Rule) -> bool {
    #[cfg(feature = "schemes")]
    {
        matches!(
            rule,
            Rule::Dn | Rule::Selector | Rule::LdapFilter | Rule::Exvalue
        )
    }
    #[cfg(not(feature = "schemes"))]
    {
        let _ = rule;
        false
    }
}

/// The rule that a name in the ABNF of a rule of `spec` means: that specification's own rule of the name,
/// else the rule of a specification it imports from (RFC 2397 from RFC 2045, RFC 822 and RFC 2396; RFC 2045
/// from RFC 822; RFC 3261 from RFC 5954, whose IPv6 and IPv4 rules replace its own, and from RFC 3966, whose
/// `telephone-subscriber` it cites; the LDAP specifications from each other, RFC 3986 and RFC 5234), else
/// the first rule of
/// the name (RFC 3986's `fragment`, RFC 8141's `alphanum`, ...), but for the LDAP specifications, which
/// name only the rules they import (their one-character rules, `DOT`, `COMMA`, ..., are no rules here, and
/// must not be another specification's of the same name).
pub fn resolve(name: &str, spec: Spec) -> Option<Rule> {
    use Spec::{Rfc3986, Rfc4511, Rfc4512, Rfc4514, Rfc4515, Rfc5234};
    let (imports, only): (&[Spec], bool) = match spec {
        Spec::Rfc2397 => (&[Spec::Rfc2045, Spec::Rfc822, Spec::Rfc2396], false),
        Spec::Rfc2045 => (&[Spec::Rfc822], false),
        #[cfg(feature = "schemes")]
        Spec::Rfc3261 => (&[Spec::Rfc5954, Spec::Rfc3966], false),
        Spec::Rfc4516 => (
            &[Rfc4512, Rfc4514, Rfc4515, Rfc4511, Rfc3986, Rfc5234],
            true,
        ),
        Rfc4511 | Rfc4512 | Rfc4514 | Rfc4515 => (&[Rfc4512, Rfc4514, Rfc5234], true),
        _ => (&[], false),
    };
    let named = || Rule::named(name);
    named()
        .find(|r| r.spec() == spec)
        .or_else(|| {
            imports
                .iter()
                .find_map(|&from| named().find(|r| r.spec() == from))
        })
        .or_else(|| if only { None } else { named().next() })
}

/// The rules that `rule`'s ABNF names, as a set. Computed once per rule and kept, as [`closure`] is.
pub fn uses(rule: Rule) -> RuleSet {
    USES.get(rule, |rule| {
        let mut set = RuleSet::default();
        for used in used_directly(rule) {
            set.insert(used);
        }
        set
    })
}

/// Every rule that uses `rule`, directly or not, and `rule` itself: those whose [`closure`] holds it.
/// Computed once per rule and kept.
pub fn users(rule: Rule) -> RuleSet {
    USERS.get(rule, |rule| {
        let mut set = RuleSet::default();
        for &r in Rule::ALL {
            if closure(r).contains(rule) {
                set.insert(r);
            }
        }
        set
    })
}

/// `rule` and every rule it uses, directly or not, in the ABNF. Computed once per rule and kept: the search
/// for an error asks for the same few sets many times.
pub fn closure(rule: Rule) -> RuleSet {
    CLOSURES.get(rule, |rule| {
        let mut set = RuleSet::default();
        set.insert(rule);
        let mut todo = Vec::from([rule]);
        while let Some(next) = todo.pop() {
            for used in uses(next).iter() {
                if !set.contains(used) {
                    set.insert(used);
                    todo.push(used);
                }
            }
        }
        set
    })
}
