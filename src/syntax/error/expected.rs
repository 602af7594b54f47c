//! The expected rules: what could have gone on at an error's index. The completed input's parse tree says
//! which rules begin or end there; a rule that ends there is expected when it could take one more
//! character ([`could_go_on`]), and inside a rule that shows none of its parts (an atomic one), the rules it
//! uses are asked one by one ([`Analysis::expected`]). [`Memo`] keeps the grammar's verdicts on the small
//! texts asked about.

use alloc::string::String;
use alloc::vec::Vec;

use super::facts::closes;
use super::search::{Ask, LongestPrefix};
use crate::Rule;
use crate::syntax::abnf::{repetition, single};
use crate::syntax::alphabet::Alphabet;
use crate::syntax::cache::Masks;
use crate::syntax::graph::{closure, users, uses};
use crate::syntax::rule_set::RuleSet;

static SAMPLES: Masks = Masks::new();

/// Which of [`GO_ON`]'s samples `rule` matches whole, as bits in GO_ON's order. Computed once per rule and
/// kept, as [`closure`] is.
pub fn samples(rule: Rule, ask: Ask) -> u32 {
    SAMPLES.get(rule, |rule| {
        GO_ON
            .iter()
            .enumerate()
            .filter(|(_, sample)| (ask.check)(rule, sample).is_ok())
            .fold(0, |mask, (i, _)| mask | 1 << i)
    })
}

/// What the search found, explained: the completed input parsed once, and the rule being matched at the index.
impl LongestPrefix {
    /// The completed input parsed once, for [`Analysis::expected`] and [`Analysis::context`]; `None` when
    /// the completion is empty (the input up to the index matches the rule already).
    pub fn analyse(&mut self, input: &str, memo: &mut Memo) -> Option<Analysis> {
        if self.completion.is_empty() {
            return None;
        }
        let text = self.completed(input)?;
        // Every pair's span, for the parts below: those the search kept, or a parse of the text.
        let spans = match self.tree.take() {
            Some(tree) => tree.spans,
            None => (self.ask.tree)(self.rule, &text)?.spans,
        };
        let enclosing = self.enclosing(&text, &spans, memo);
        Some(Analysis {
            rule: self.rule,
            index: self.index,
            completion_len: self.completion.len(),
            text,
            spans,
            enclosing,
        })
    }

    /// The rule being matched at the index, and where its match begins and ends in the completed input:
    /// the innermost rule, among the rule checked and the rules it uses, whose match begins before the
    /// index and takes the completion's character there (`pct-encoded` for `%4`, `IP-literal` for `[::1`,
    /// `IPv4address` for `1.2.3`). The parse tree of the completed input says where the rules are; inside a
    /// rule that makes no pairs for its parts (an atomic one), the shortest part that one of the rules it
    /// uses matches is the innermost.
    fn enclosing(
        &self,
        text: &str,
        spans: &[(Option<Rule>, usize, usize)],
        memo: &mut Memo,
    ) -> Enclosing {
        let index = self.index;
        let (mut rule, mut from, mut to) = (self.rule, 0, text.len());
        let allowed = closure(self.rule);
        for &(r, s, e) in spans {
            if let Some(r) = r.filter(|&r| allowed.contains(r))
                && s < index
                && index < e
                && e - s <= to - from
            {
                (rule, from, to) = (r, s, e);
            }
        }
        // Inside the rule's keyword, what is being matched is literal text: the innermost rule whose
        // pair holds it (`file-scheme` for the `file` of a file-URI), or the rule checked (the `http://`
        // of an http-URI), not a rule that some letter of it would also match.
        if index < self.keyword {
            return Enclosing {
                rule,
                from,
                to,
                atomic: false,
            };
        }
        // The parts of the rule that the grammar shows (pairs strictly inside it). A part searched below
        // must agree with them: it takes each whole or not at all, and when there are any, it takes one (a
        // rule that makes no pair, `authority`, is found around those it does make, `userinfo`; a part
        // that takes none, such as the `htt` of `http`, is a literal of the rule).
        // A rule that makes no pairs inside its own (an atomic one, such as `path-abempty`) shows nothing
        // of its parts: any part may be one of the rules it uses.
        // (An empty pair on its edge belongs to what comes before or after it.)
        let atomic = !spans.iter().any(|&(_, s, e)| {
            from <= s && e <= to && (s, e) != (from, to) && (s < e || from < s && s < to)
        });
        let inside: Vec<(Option<Rule>, usize, usize)> = spans
            .iter()
            .copied()
            .filter(|&(_, s, e)| from <= s && s < e && e <= to && (s, e) != (from, to))
            .collect();
        let agrees = |a: usize, b: usize| {
            atomic
                || inside
                    .iter()
                    .all(|&(_, s, e)| e <= a || s >= b || (a <= s && e <= b))
                    && inside.iter().any(|&(_, s, e)| a <= s && e <= b)
        };
        // A rule found for a part must use the rules of the pairs the part takes (`authority` takes a
        // `userinfo`; a `query` cannot take an `authority`).
        // (The rules of the pairs a part takes, once per part: a rule takes the part when its closure,
        // which holds the rule itself, holds them all.)
        let taken = |a: usize, b: usize| {
            let mut set = RuleSet::default();
            for &(p, s, e) in &inside {
                if let Some(p) = p.filter(|_| a <= s && e <= b) {
                    set.insert(p);
                }
            }
            set
        };
        let candidates = closure(rule);
        let ends: Vec<usize> = (index + 1..=to)
            .filter(|&e| text.is_char_boundary(e))
            .take(self.completion.len())
            .collect();
        let starts: Vec<usize> = (from..index)
            .rev()
            .filter(|&s| text.is_char_boundary(s))
            .take(WINDOW)
            .collect();
        let parts: Vec<(usize, usize)> = starts
            .iter()
            .flat_map(|&s| ends.iter().map(move |&e| (s, e)))
            .filter(|&(s, e)| e - s <= to - from && agrees(s, e))
            // No rule whose strings the facts hold for matches a part with an impossible character, or
            // that leaves a pct-encoded or an IP-literal open (`%2` of `%25`).
            .filter(|&(s, e)| {
                // (Every character of the completed input is one its language has, so only a part
                // with a `%`, `[` or `]` can fail.)
                !self.facts.uri
                    || !text[s..e].bytes().any(|b| matches!(b, b'%' | b'[' | b']'))
                    || closes(&text[s..e], self.facts)
            })
            .collect();
        // Of the rules that match a part, the innermost (one that uses none of the others that match a part:
        // `pct-encoded` for the `%40` of a segment, though the shorter `40` is a segment too), at the
        // shortest part with the latest start, and of those the first in the RFC's order. Asked part by
        // part in that order, so that the search stops at the answer; a rule is innermost when no rule
        // it uses matches a part (the part at hand asked first, where they usually do).
        // The rules that may be found for a part: not the rule around it, not a whole reference, and
        // using every rule of the pairs the part takes.
        let mut anywhere = candidates;
        anywhere.remove(rule);
        anywhere.retain(|r| !is_reference(r));
        let eligible = |taken: RuleSet| {
            let mut set = anywhere;
            for p in taken.iter() {
                set = set.and(users(p));
            }
            set
        };
        let mut order: Vec<(usize, usize, RuleSet)> = parts
            .into_iter()
            .map(|(s, e)| (s, e, eligible(taken(s, e))))
            .collect();
        order.sort_by_key(|&(s, e, _)| (e - s, core::cmp::Reverse(s)));
        for &(start, end, here) in &order {
            for r in here.iter() {
                if single(r) {
                    continue;
                }
                let mut inner = closure(r).and(candidates);
                inner.remove(r);
                // (A part has two characters at least: a rule of one character matches none.)
                inner.retain(|o| !single(o));
                let excluded = inner
                    .and(here)
                    .iter()
                    .any(|o| memo.matches(o, &text[start..end]))
                    || inner.iter().any(|o| {
                        order
                            .iter()
                            .any(|&(s, e, t)| t.contains(o) && memo.matches(o, &text[s..e]))
                    });
                // (Whether an inner rule matches is asked first: when one does, the rule is not the
                // innermost whether it matches or not, and the grammar need not be asked about it.)
                if !excluded && memo.matches(r, &text[start..end]) {
                    return Enclosing {
                        rule: r,
                        from: start,
                        to: end,
                        atomic: true,
                    };
                }
            }
        }
        Enclosing {
            rule,
            from,
            to,
            atomic,
        }
    }
}

/// The grammar's verdicts on the small texts that explaining an error asks about, often more than once:
/// for each text, the rules asked and the rules that matched.
pub struct Memo {
    /// The parser asked.
    pub ask: Ask,
    /// (A list: an error asks about a few texts, and a map's nodes cost more than the search.)
    seen: Vec<(String, RuleSet, RuleSet)>,
}

impl Memo {
    /// No verdict yet, from the parser `ask`.
    pub fn new(ask: Ask) -> Memo {
        Memo {
            ask,
            seen: Vec::new(),
        }
    }

    /// Whether the whole of `text` matches `rule`.
    pub fn matches(&mut self, rule: Rule, text: &str) -> bool {
        // A text with a character the rule's strings never hold, or of more than one character for a
        // rule whose strings are one, is not asked of the grammar (nor kept: the test is cheaper).
        if !Alphabet::of(rule).holds(text) || single(rule) && text.chars().nth(1).is_some() {
            return false;
        }
        let at = self.seen.iter().position(|(seen, _, _)| seen == text);
        if let Some((_, asked, matched)) = at.map(|at| &self.seen[at])
            && asked.contains(rule)
        {
            return matched.contains(rule);
        }
        let yes = (self.ask.check)(rule, text).is_ok();
        let at = at.unwrap_or_else(|| {
            self.seen
                .push((String::from(text), RuleSet::default(), RuleSet::default()));
            self.seen.len() - 1
        });
        let (_, asked, matched) = &mut self.seen[at];
        asked.insert(rule);
        if yes {
            matched.insert(rule);
        }
        yes
    }
}

/// The completed input of an error, parsed, with the rule being matched at the index.
pub struct Analysis {
    rule: Rule,
    index: usize,
    completion_len: usize,
    text: String,
    spans: Vec<(Option<Rule>, usize, usize)>,
    enclosing: Enclosing,
}

impl Analysis {
    /// The rule being matched at the index (see [`LongestPrefix::enclosing`]), for the "while matching" line
    /// of a rendered error.
    pub fn context(&self) -> Rule {
        self.enclosing.rule
    }

    /// Where the match of [`context`](Analysis::context) begins.
    pub fn context_start(&self) -> usize {
        self.enclosing.from
    }

    /// The rules that could go on at the index, given the rule being matched there: those it uses that
    /// begin at the index in the completed input (`HEXDIG` after `%4`), those that end at the index and
    /// could take another character (`userinfo` in `u:p` before the `@` that ends it, `dec-octet` after
    /// `1.2.3`), and the rule being matched itself when nothing that it uses begins at the index (what
    /// goes on is one of its literals, the `.` of `1.2.3`).
    pub fn expected(&self, memo: &mut Memo) -> RuleSet {
        let mut set = RuleSet::default();
        let Enclosing {
            rule: context,
            from,
            to,
            atomic,
        } = self.enclosing;
        let (index, text) = (self.index, self.text.as_str());
        // The rules of the completed input's parse tree (those that make pairs: the rule checked and the
        // rules it uses), with their spans.
        let allowed = closure(self.rule);
        let tree: Vec<(Rule, usize, usize)> = self
            .spans
            .iter()
            .filter_map(|&(r, s, e)| Some((r.filter(|&r| allowed.contains(r))?, s, e)))
            .collect();
        // What begins at the index.
        for &(r, s, e) in &tree {
            if s == index && e > index && e <= to && r != context {
                set.insert(r);
            }
        }
        if atomic {
            // A rule whose parts make no pairs (an atomic one): ask the rules it uses which of them
            // begins at the index. A rule is there when the part it matches can be any of its strings
            // (of those in GO_ON): after `%4`, any HEXDIG completes the pct-encoded; after `[v1`, the
            // "." is IPvFuture's literal, not an unreserved, since "a" there does not do.
            let ends = (index + 1..=to).filter(|&e| text.is_char_boundary(e));
            let mut buf = String::new();
            for end in ends.take(self.completion_len) {
                for used in uses(context).iter() {
                    if !memo.matches(used, &text[index..end]) {
                        continue;
                    }
                    let taken = samples(used, memo.ask);
                    let free = GO_ON.iter().enumerate().all(|(i, sample)| {
                        taken & 1 << i == 0 || {
                            buf.clear();
                            buf.push_str(&text[from..index]);
                            buf.push_str(sample);
                            buf.push_str(&text[end..to]);
                            memo.matches(context, &buf)
                        }
                    });
                    if free {
                        set.insert(used);
                    }
                }
            }
        }
        let begins = !set.is_empty();
        // What ends at the index and could go on.
        let ending: Vec<(Rule, usize, usize)> = tree
            .iter()
            .copied()
            .filter(|&(r, s, e)| e == index && s >= from && r != context)
            .collect();
        for r in innermost_open(&ending, text, memo).iter() {
            set.insert(r);
        }
        if !begins {
            set.insert(context);
        }
        set
    }
}

/// Of the rules `ending` (with their spans in `text`, all ending at one index), those that could go on (that
/// take one more character) and are innermost: a rule is left out when it uses another one that could go
/// on inside its span (`host` around a `reg-name`), and kept beside those it does not use (`reg-name`
/// and an empty `path-abempty` both go on after `http://a`).
pub fn innermost_open(ending: &[(Rule, usize, usize)], text: &str, memo: &mut Memo) -> RuleSet {
    // The narrowest spans first, and of two with the same span the later in the tree (the inner one): a
    // rule is asked whether it could go on only when no rule it uses that could go on lies inside its span
    // (then it is left out whatever the answer; and a rule wider than it that uses it uses the inner one
    // too).
    let mut order: Vec<(usize, (Rule, usize, usize))> =
        ending.iter().copied().enumerate().collect();
    order.sort_by_key(|&(i, (_, s, e))| (e - s, core::cmp::Reverse(i)));
    let mut open: Vec<(Rule, usize, usize)> = Vec::new();
    let mut set = RuleSet::default();
    for &(_, (r, s, e)) in &order {
        let uses = closure(r);
        let wider = open
            .iter()
            .any(|&(o, os, oe)| o != r && s <= os && oe <= e && uses.contains(o));
        if !wider && could_go_on(r, &text[s..e], memo) {
            open.push((r, s, e));
            set.insert(r);
        }
    }
    set
}

/// Leaves out of `set` every rule that uses another rule of the set (`IPv6address` beside the `h16` it is
/// made of), except `keep`, the rule being matched (whose own literal may be what goes on: the `]` of an
/// `IP-literal`).
pub fn keep_innermost(set: &mut RuleSet, keep: Option<Rule>) {
    let all = *set;
    set.retain(|r| {
        Some(r) == keep || {
            let uses = closure(r);
            !all.iter().any(|o| o != r && uses.contains(o))
        }
    });
}

/// Whether `rule`, which matches `part`, still matches it with one more character (of [`GO_ON`]).
pub fn could_go_on(rule: Rule, part: &str, memo: &mut Memo) -> bool {
    // A repetition takes one more character whenever one alone would do.
    if part.is_empty() || repetition(rule) {
        return samples(rule, memo.ask) != 0;
    }
    let mut buf = String::with_capacity(part.len() + 4);
    GO_ON.iter().any(|c| {
        buf.clear();
        buf.push_str(part);
        buf.push_str(c);
        memo.matches(rule, &buf)
    })
}

/// The rule being matched at an error's index, where its match begins and ends in the completed input, and
/// whether the grammar shows its parts (when it does not, the rules it uses are asked directly).
#[derive(Clone, Copy)]
pub struct Enclosing {
    rule: Rule,
    from: usize,
    to: usize,
    atomic: bool,
}

/// One character of each class that the grammars tell apart (and a `pct-encoded`), to ask whether a rule's
/// match could take one more: a character-class test, the grammar decides.
/// The order only decides how soon a rule that can go on is seen to: most take a letter, a path a `/`, a
/// port or an octet a digit.
pub const GO_ON: &[&str] = &[
    "a", "/", "0", "-", ".", "_", "~", "!", "=", ":", "@", "?", "%41", "v", "\u{e9}", "\u{e000}",
];

/// How far back from the index [`LongestPrefix::context`] looks for the start of the rule it names.
const WINDOW: usize = 64;

/// The rules that a whole reference (or its hier-part) matches: too wide to tell a person what was open,
/// unless one is the rule checked.
fn is_reference(rule: Rule) -> bool {
    matches!(
        rule,
        Rule::Uri
            | Rule::HierPart
            | Rule::UriReference
            | Rule::AbsoluteUri
            | Rule::RelativeRef
            | Rule::RelativePart
            | Rule::Iri
            | Rule::IhierPart
            | Rule::IriReference
            | Rule::AbsoluteIri
            | Rule::IrelativeRef
            | Rule::IrelativePart
    )
}
