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
pub fn used_directly(rule: Rule) -> impl Iterator<Item = Rule> {
    Tokens::new(rule.abnf()).filter_map(move |token| match token {
        Token::Name(name) => resolve(name, rule.spec()),
        _ => None,
    })
}

/// The rule that a name in the ABNF of a rule of `spec` means: that specification's own rule of the name,
/// else the rule of a specification it imports from (RFC 2397 from RFC 2045, RFC 822 and RFC 2396; RFC 2045
/// from RFC 822), else the first rule of the name (RFC 3986's `fragment`, RFC 8141's `alphanum`, ...).
pub fn resolve(name: &str, spec: Spec) -> Option<Rule> {
    let imports: &[Spec] = match spec {
        Spec::Rfc2397 => &[Spec::Rfc2045, Spec::Rfc822, Spec::Rfc2396],
        Spec::Rfc2045 => &[Spec::Rfc822],
        _ => &[],
    };
    let named = || Rule::named(name);
    named()
        .find(|r| r.spec() == spec)
        .or_else(|| {
            imports
                .iter()
                .find_map(|&from| named().find(|r| r.spec() == from))
        })
        .or_else(|| named().next())
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
