//! Derivation trees: which rules of the grammar matched which part of an input.

use core::fmt;
use core::ops::Range;

use alloc::vec::Vec;
use pest::iterators::Pairs;

use crate::Rule;
use crate::syntax::error::ParseError;
use crate::syntax::grammar;

/// The derivation of an input from a [`Rule`]: the rule, the part of the input it matched, and the
/// derivations of the named rules inside it, in order. Made by [`Rule::tree`].
///
/// The tree shows what the grammar decided: which alternative of `hier-part` matched, whether a host is an
/// `IPv4address` or a `reg-name`. It has a node for each rule that the parser reports: character classes
/// (`pchar`, `unreserved`, ...) and the insides of leaves (the `segment`s of a path, the `h16`s of an
/// `h16 ":" h16` pair aside) are not reported, so they have no nodes.
///
/// `Display` writes the tree indented, one rule per line with its byte span and its text.
///
/// ```
/// use rfc3986::Rule;
///
/// let tree = Rule::UriReference.tree("mailto:a@b")?;
/// assert_eq!(tree.rule(), Rule::UriReference);
/// let uri = &tree.children()[0];
/// assert_eq!(uri.rule(), Rule::Uri);
/// let rules: Vec<Rule> = uri.children().iter().map(|t| t.rule()).collect();
/// assert_eq!(rules, [Rule::Scheme, Rule::HierPart]);
/// // hier-part = "//" authority path-abempty / path-absolute / path-rootless / path-empty
/// let path = &uri.children()[1].children()[0];
/// assert_eq!((path.rule(), path.as_str(), path.span()), (Rule::PathRootless, "a@b", 7..10));
/// # Ok::<(), rfc3986::ParseError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Tree<'a> {
    rule: Rule,
    start: usize,
    text: &'a str,
    children: Vec<Tree<'a>>,
}

impl<'a> Tree<'a> {
    /// The rule that matched.
    ///
    /// ```
    /// let tree = rfc3986::Rule::Authority.tree("h:80")?;
    /// assert_eq!(tree.rule(), rfc3986::Rule::Authority);
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    #[must_use]
    pub fn rule(&self) -> Rule {
        self.rule
    }

    /// The byte range of the input that the rule matched.
    ///
    /// ```
    /// let tree = rfc3986::Rule::Authority.tree("h:80")?;
    /// assert_eq!(tree.children()[1].span(), 2..4);
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    #[must_use]
    pub fn span(&self) -> Range<usize> {
        self.start..self.start + self.text.len()
    }

    /// The text that the rule matched.
    ///
    /// ```
    /// let tree = rfc3986::Rule::Authority.tree("h:80")?;
    /// assert_eq!(tree.children()[1].as_str(), "80");
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    #[must_use]
    pub fn as_str(&self) -> &'a str {
        self.text
    }

    /// The named rules that matched inside this one, in the order of the input.
    ///
    /// ```
    /// let tree = rfc3986::Rule::Authority.tree("h:80")?;
    /// let rules: Vec<_> = tree.children().iter().map(|t| t.rule()).collect();
    /// assert_eq!(rules, [rfc3986::Rule::Host, rfc3986::Rule::Port]);
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    #[must_use]
    pub fn children(&self) -> &[Tree<'a>] {
        &self.children
    }

    /// This node and every node below it, depth first, parents before their children.
    ///
    /// ```
    /// use rfc3986::Rule;
    ///
    /// let tree = Rule::Host.tree("1.2.3.256")?;
    /// // host = IP-literal / IPv4address / reg-name: 256 is no dec-octet, so reg-name.
    /// let rules: Vec<Rule> = tree.walk().map(|t| t.rule()).collect();
    /// assert_eq!(rules, [Rule::Host, Rule::RegName]);
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    pub fn walk(&self) -> impl Iterator<Item = &Tree<'a>> + '_ {
        let mut stack = alloc::vec![self];
        core::iter::from_fn(move || {
            let node = stack.pop()?;
            stack.extend(node.children.iter().rev());
            Some(node)
        })
    }
}

impl Rule {
    /// Parses the whole of `input` as this rule and returns its derivation tree.
    ///
    /// # Errors
    ///
    /// The same [`ParseError`] as [`Rule::check`] when `input` does not match.
    ///
    /// ```
    /// use rfc3986::Rule;
    ///
    /// let tree = Rule::Authority.tree("[::1]:80")?;
    /// assert_eq!(
    ///     tree.to_string(),
    ///     concat!(
    ///         "authority 0..8 \"[::1]:80\"\n",
    ///         "  host 0..5 \"[::1]\"\n",
    ///         "    IP-literal 0..5 \"[::1]\"\n",
    ///         "      IPv6address 1..4 \"::1\"\n",
    ///         "        h16 3..4 \"1\"\n",
    ///         "  port 6..8 \"80\"\n",
    ///     )
    /// );
    /// # Ok::<(), rfc3986::ParseError>(())
    /// ```
    pub fn tree(self, input: &str) -> Result<Tree<'_>, ParseError> {
        let pairs = self
            .parse_whole(input)
            .map_err(|err| ParseError::from_pest(self, input, &err))?;
        crate::syntax::lang::after_grammar(self, input)?;
        let mut top = Vec::new();
        lower(pairs, input, &mut top);
        restore_silent(self, input, &mut top);
        // The entry point reports the rule itself, unless the rule is silent; then the root stands for
        // it, over the whole input.
        match top.as_slice() {
            [only] if only.rule == self && only.text.len() == input.len() => {
                Ok(top.pop().unwrap_or_else(|| unreachable!()))
            }
            _ => Ok(Tree {
                rule: self,
                start: 0,
                text: input,
                children: top,
            }),
        }
    }
}

/// Turns pest pairs into nodes. A pair of a rule that is not one of RFC 3986's (the end of input, an entry
/// point) gives no node of its own: its children go to the parent.
///
/// The rules that `grammar/uri.pest` makes silent for speed (`hier-part`, `relative-part`, `host`, and
/// their i-rules; see its header) make no pairs, but their nodes are determined by the nodes inside them,
/// and [`restore_silent`] puts them back, so that the tree shows every named rule that matched.
fn lower<'a>(pairs: Pairs<'a, grammar::Rule>, input: &'a str, out: &mut Vec<Tree<'a>>) {
    for pair in pairs {
        let span = pair.as_span();
        match Rule::from_pest(pair.as_rule()) {
            Some(rule) => {
                let mut children = Vec::new();
                lower(pair.into_inner(), input, &mut children);
                restore_silent(rule, input, &mut children);
                out.push(Tree {
                    rule,
                    start: span.start(),
                    text: span.as_str(),
                    children,
                });
            }
            None => lower(pair.into_inner(), input, out),
        }
    }
}

/// Puts back, among the `children` of a node of `parent`, the nodes of the rules that the grammar keeps
/// silent for speed. Each is determined by the nodes it contains, which are in `children` in order:
/// - in `URI-reference` (`IRI-reference`): `URI` (`IRI`) over all of them when they begin with a `scheme`,
///   else `relative-ref` (`irelative-ref`);
/// - in `authority`'s places (`URI`, `absolute-URI`, `relative-ref`, `partial-URI`, `http-URI`,
///   `https-URI` and the IRI rules): `authority` (`iauthority`) over the run of `userinfo`, host and `port`
///   (`[ userinfo "@" ] host [ ":" port ]`);
/// - in `URI`, `absolute-URI` (and the IRI rules): `hier-part` (`ihier-part`), and in `relative-ref`,
///   `partial-URI`: `relative-part` (`irelative-part`), over the authority with the "//" before it and the
///   path (`"//" authority path-abempty`, or one path rule);
/// - in `authority`, `ws-URI`, `wss-URI`, `uri-host`, `serialized-origin`: `host` (`ihost`), over its one child (`IP-literal`,
///   `IPv4address`, `reg-name` or `ireg-name`).
fn restore_silent<'a>(parent: Rule, input: &'a str, children: &mut Vec<Tree<'a>>) {
    use Rule as R;
    let span_of = |nodes: &[Tree<'a>]| {
        let start = nodes.first().map_or(0, |t| t.start);
        let end = nodes.last().map_or(start, |t| t.start + t.text.len());
        (start, end)
    };
    // Replaces the run of `children` that `inside` selects (the first such run) by a node of `rule` over
    // it, whose span begins `before` bytes before the run; restores inside the new node first.
    let group =
        |children: &mut Vec<Tree<'a>>, rule: Rule, before: usize, inside: &dyn Fn(Rule) -> bool| {
            let Some(first) = children.iter().position(|c| inside(c.rule)) else {
                return;
            };
            let count = children[first..]
                .iter()
                .take_while(|c| inside(c.rule))
                .count();
            let mut inner: Vec<Tree<'a>> = children.drain(first..first + count).collect();
            let (start, end) = span_of(&inner);
            let start = start - before;
            restore_silent(rule, input, &mut inner);
            children.insert(
                first,
                Tree {
                    rule,
                    start,
                    text: &input[start..end],
                    children: inner,
                },
            );
        };
    let parent = groups_like(parent);
    let iri = matches!(
        parent,
        R::IriReference
            | R::Iri
            | R::AbsoluteIri
            | R::IrelativeRef
            | R::IhierPart
            | R::IrelativePart
            | R::Iauthority
    );
    match parent {
        R::UriReference | R::IriReference => {
            let absolute = children.first().is_some_and(|c| c.rule == R::Scheme);
            let rule = match (absolute, iri) {
                (true, false) => R::Uri,
                (false, false) => R::RelativeRef,
                (true, true) => R::Iri,
                (false, true) => R::IrelativeRef,
            };
            group(children, rule, 0, &|_| true);
            // URI-reference is matched only whole: the reference it holds is the whole input (a
            // relative-ref may begin with the "//" before its authority).
            if let Some(reference) = children.first_mut() {
                reference.start = 0;
                reference.text = input;
            }
            if children.is_empty() {
                // The empty relative-ref: its path-empty node is the only thing it would hold.
                children.push(Tree {
                    rule,
                    start: 0,
                    text: "",
                    children: Vec::new(),
                });
            }
        }
        R::Uri | R::AbsoluteUri | R::Iri | R::AbsoluteIri | R::RelativeRef | R::IrelativeRef => {
            let authority = if iri { R::Iauthority } else { R::Authority };
            group(children, authority, 0, &is_authority_part);
            let part = match parent {
                R::Uri | R::AbsoluteUri => R::HierPart,
                R::Iri | R::AbsoluteIri => R::IhierPart,
                R::RelativeRef => R::RelativePart,
                _ => R::IrelativePart,
            };
            let before = if children.iter().any(|c| c.rule == authority) {
                2
            } else {
                0
            };
            group(children, part, before, &|r| r == authority || is_path(r));
        }
        R::HierPart | R::RelativePart => group(children, R::Authority, 0, &is_authority_part),
        R::IhierPart | R::IrelativePart => group(children, R::Iauthority, 0, &is_authority_part),
        R::Authority | R::Iauthority => {
            let host = if iri { R::Ihost } else { R::Host };
            for child in children.iter_mut() {
                if is_host_kind(child.rule) {
                    let inner = core::mem::replace(
                        child,
                        Tree {
                            rule: host,
                            start: child.start,
                            text: child.text,
                            children: Vec::new(),
                        },
                    );
                    child.children.push(inner);
                }
            }
        }
        _ => {}
    }
}

/// The RFC 3986 rule whose silent rules a scheme grammar's rule holds in the same way: `partial-URI`
/// those of `relative-ref`, `http-URI`, `https-URI` and `ni-hier-part` those of `hier-part`, and `ws-URI`,
/// `wss-URI`, `uri-host`, `serialized-origin`, `coap-URI`, `coaps-URI` and `acctURI` those of
/// `authority`; any other rule itself.
#[cfg(feature = "schemes")]
fn groups_like(rule: Rule) -> Rule {
    match rule {
        Rule::PartialUri => Rule::RelativeRef,
        Rule::HttpUri | Rule::HttpsUri | Rule::NiHierPart => Rule::HierPart,
        Rule::WsUri
        | Rule::WssUri
        | Rule::UriHost
        | Rule::SerializedOrigin
        | Rule::CoapUri
        | Rule::CoapsUri
        | Rule::AcctUri => Rule::Authority,
        rule => rule,
    }
}

/// Without the scheme grammars, every rule groups as itself.
#[cfg(not(feature = "schemes"))]
fn groups_like(rule: Rule) -> Rule {
    rule
}

/// The rules that a (silent) `host` or `ihost` is exactly one of.
fn is_host_kind(rule: Rule) -> bool {
    matches!(
        rule,
        Rule::IpLiteral | Rule::Ipv4Address | Rule::RegName | Rule::IregName
    )
}

/// The rules inside a (silent) `authority` or `iauthority`: userinfo, the host's rule, port.
fn is_authority_part(rule: Rule) -> bool {
    matches!(rule, Rule::Userinfo | Rule::Iuserinfo | Rule::Port) || is_host_kind(rule)
}

/// The path rules that end a (silent) `hier-part` or `relative-part`.
fn is_path(rule: Rule) -> bool {
    matches!(
        rule,
        Rule::PathAbempty
            | Rule::PathAbsolute
            | Rule::PathNoscheme
            | Rule::PathRootless
            | Rule::PathEmpty
            | Rule::IpathAbempty
            | Rule::IpathAbsolute
            | Rule::IpathNoscheme
            | Rule::IpathRootless
            | Rule::IpathEmpty
    )
}

/// One rule per line, indented, with its byte span and its text; the part of a text that is a password is
/// shown as `<redacted>` ([`password_range`](crate::password_range) of the whole input), as rendered errors
/// show it. [`Tree::as_str`] gives the text as it is.
impl fmt::Display for Tree<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let password =
            crate::password_range(self.text).map(|p| p.start + self.start..p.end + self.start);
        let mut stack = alloc::vec![(0usize, self)];
        while let Some((depth, node)) = stack.pop() {
            let span = node.span();
            let mut text = alloc::borrow::Cow::Borrowed(node.text);
            if let Some(p) = &password {
                let (start, end) = (p.start.max(span.start), p.end.min(span.end));
                if start < end {
                    text.to_mut()
                        .replace_range(start - span.start..end - span.start, "<redacted>");
                }
            }
            writeln!(
                f,
                "{:indent$}{} {}..{} {}",
                "",
                node.rule,
                span.start,
                span.end,
                Quoted(&text),
                indent = depth * 2
            )?;
            stack.extend(node.children.iter().rev().map(|c| (depth + 1, c)));
        }
        Ok(())
    }
}

/// A text in double quotes, with `"`, `\` and the characters that would not show escaped.
pub struct Quoted<'a>(pub &'a str);

impl fmt::Display for Quoted<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("\"")?;
        for c in self.0.chars() {
            match c {
                '"' | '\\' => write!(f, "\\{c}")?,
                c if crate::syntax::error::needs_escape(c) => write!(f, "{}", c.escape_default())?,
                c => write!(f, "{c}")?,
            }
        }
        f.write_str("\"")
    }
}
