//! The rules of RFC 3986's grammar as public values, for checking a string against one rule.

use alloc::vec::Vec;
use core::fmt;
use core::str::FromStr;

use crate::syntax::error::ParseError;
use crate::syntax::grammar;
use crate::syntax::lang;
use crate::syntax::spec::Spec;

macro_rules! rules {
    (
        helpers { $( #[$hcfg:meta] $helper:ident => $stands_for:ident; )* }
        $( $spec:ident #[$cfg:meta] { $( $(#[$doc:meta])* $variant:ident = $name:literal, $section:literal, $whole:ident, $pest:ident, $abnf:literal, $transcription:literal, $erratum:expr; )* } )*
    ) => {
        /// A rule of the grammars this crate speaks: RFC 3986 (Appendix A) and the three core rules of
        /// RFC 5234 that it uses, then the rules of the further RFCs, each in its RFC's order: RFC 3987
        /// (IRIs), RFC 6570 (URI Templates, section 2), then the scheme grammars of RFC 9110 (http, https, with the `Host` field and `OWS`), the
        /// request targets of RFC 9112, the origins of RFC 6454, RFC 6455 (ws, wss), RFC 8141 (urn),
        /// RFC 8089 (file), RFC 6068 (mailto) with the RFC 5322 rules it imports, the further core rules of
        /// RFC 5234 that those use, and the two rules of RFC 6874 (IPv6 zone identifiers, obsoleted by
        /// RFC 9844), which no other rule uses; then the grammars of data (RFC 2397, with the rules it imports
        /// from RFC 2045, RFC 822 and RFC 2396), tel (RFC 3966), geo (RFC 5870), tag (RFC 4151), the uuid
        /// (RFC 9562) and oid (RFC 3061) URN namespaces and did (W3C DID Core 1.0). Names recur across
        /// specifications (`parameter`, `quoted-string`): see [`Rule::named`].
        ///
        /// The rules of RFC 3986, RFC 3987 and the three core rules they use are always there; the others
        /// come with the feature that brings their grammar, and [`Rule::ALL`] lists the rules of the features
        /// that are on (the command-line tool has them all):
        ///
        /// | rules | feature |
        /// |---|---|
        /// | RFC 3986, RFC 3987, and `ALPHA`, `DIGIT`, `HEXDIG` of RFC 5234 | none (always) |
        /// | RFC 6570 (URI Templates) | `template` |
        /// | RFC 9110, 9112, 6454, 6455, 8141, 8089, 6068, 5322, 6874, the other core rules of RFC 5234, and RFC 2397 (with RFC 2045, 822, 2396), 3966, 5870, 4151, 9562, 3061 and W3C DID Core 1.0 | `schemes` |
        ///
        /// The enum is `#[non_exhaustive]`: a feature adds variants, so a `match` needs a wildcard arm.
        ///
        /// [`spec`](Rule::spec) and [`section`](Rule::section) say where a rule is defined. [`as_str`](Rule::as_str) and `Display` give the RFC's spelling
        /// (`IPv6address`, `dec-octet`, `path-abempty`), and `FromStr` accepts it back (rule names are
        /// case-insensitive in ABNF, RFC 5234 2.1, and `_` may stand for `-`), also after the rule's
        /// [`spec`](Rule::spec) (`"RFC 3966 parameter"`).
        ///
        /// ```
        /// use rfc3986::Rule;
        ///
        /// let rule: Rule = "IPv6address".parse()?;
        /// assert_eq!(rule, Rule::Ipv6Address);
        /// assert!(rule.matches("2001:db8::7"));
        /// assert!(!rule.matches("1::2::3"));
        /// assert_eq!(rule.to_string(), "IPv6address");
        /// assert_eq!(rule.section(), "3.2.2");
        /// # Ok::<(), rfc3986::UnknownRule>(())
        /// ```
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[non_exhaustive]
        pub enum Rule {
            $( $( $(#[$doc])* #[$cfg] $variant, )* )*
        }

        impl Rule {
            /// Every rule of the features that are on, in the RFCs' order.
            pub const ALL: &'static [Rule] = &[$($(#[$cfg] Rule::$variant,)*)*];

            /// The rule's name as the RFC spells it, such as `"IPv6address"` or `"path-abempty"`.
            ///
            /// ```
            /// assert_eq!(rfc3986::Rule::PathAbempty.as_str(), "path-abempty");
            /// ```
            #[must_use]
            pub const fn as_str(self) -> &'static str {
                match self { $($(#[$cfg] Rule::$variant => $name,)*)* }
            }

            /// The specification that defines the rule: an RFC ([`Spec::Rfc3986`], ...), or
            /// [`Spec::DidCore`] for the rules of the W3C's Decentralized Identifiers (DIDs) v1.0, the one
            /// grammar here that is no RFC. Its `Display` and [`as_str`](Spec::as_str) say it as people
            /// cite it: `RFC 3986`, `DID Core 1.0`.
            ///
            /// ```
            /// use rfc3986::{Rule, Spec};
            ///
            /// assert_eq!(Rule::Host.spec(), Spec::Rfc3986);
            /// assert_eq!(Rule::Host.spec().as_str(), "RFC 3986");
            /// # #[cfg(feature = "schemes")]
            /// assert_eq!(Rule::MethodName.spec().to_string(), "DID Core 1.0");
            /// ```
            #[must_use]
            pub const fn spec(self) -> Spec {
                match self { $($(#[$cfg] Rule::$variant => Spec::$spec,)*)* }
            }

            /// The section of [its specification](Rule::spec) that defines the rule: `"3.2.2"` for `IPv6address`,
            /// `"B.1"` for the core rules of RFC 5234.
            ///
            /// ```
            /// assert_eq!(rfc3986::Rule::Port.section(), "3.2.3");
            /// ```
            #[must_use]
            pub const fn section(self) -> &'static str {
                match self { $($(#[$cfg] Rule::$variant => $section,)*)* }
            }

            /// The rule's ABNF definition, as printed in its RFC.
            ///
            /// ```
            /// assert_eq!(rfc3986::Rule::Port.abnf(), "*DIGIT");
            /// ```
            #[must_use]
            pub const fn abnf(self) -> &'static str {
                match self { $($(#[$cfg] Rule::$variant => $abnf,)*)* }
            }

            /// The rule as the crate's grammar transcribes it for pest (`grammar/*.pest`), with the notes
            /// written over it: `// PEG:` where parsing expression grammars needed more than the ABNF says
            /// (ordered choice commits to the first alternative that matches, repetition never gives back,
            /// so a lookahead or an order keeps the RFC's language), `// speed:` where the rule is written
            /// for speed with the same language. Beside [`abnf`](Rule::abnf), it shows how the RFC's rule
            /// became the parser. Names are pest's (`-` becomes `_`); `_{`, `@{` and `${` mark silent,
            /// atomic and compound-atomic rules.
            ///
            /// ```
            /// use rfc3986::Rule;
            ///
            /// assert_eq!(Rule::Port.transcription(), "port = @{ DIGIT* }");
            /// let host = Rule::Host.transcription();
            /// assert!(host.starts_with("// PEG: IPv4address must match the whole host"));
            /// assert!(host.contains("&DIGIT ~ IPv4address ~ !(unreserved | pct_encoded | sub_delims)"));
            /// ```
            #[must_use]
            pub const fn transcription(self) -> &'static str {
                match self { $($(#[$cfg] Rule::$variant => $transcription,)*)* }
            }

            /// The erratum that the grammar file's quote follows (`Rule::erratum`).
            const fn erratum_in_table(self) -> Option<u16> {
                match self { $($(#[$cfg] Rule::$variant => $erratum,)*)* }
            }

            /// The rule of the generated parser that [`parse_whole`](Rule::parse_whole) starts from: the entry
            /// point `whole_<rule>`, or for an atomic rule the rule itself.
            #[doc(hidden)]
            pub fn whole(self) -> grammar::Rule {
                match self { $($(#[$cfg] Rule::$variant => grammar::Rule::$whole,)*)* }
            }

            /// Whether [`whole`](Rule::whole) is an entry point, which anchors the rule to both ends of the
            /// input (not an atomic rule itself).
            const fn anchored(self) -> bool {
                match self {
                    $($(#[$cfg] Rule::$variant => grammar::Rule::$whole as u16 != grammar::Rule::$pest as u16,)*)*
                }
            }

            /// The public rule for a rule of the generated parser; `None` for the entry points and `EOI`.
            #[doc(hidden)]
            pub fn from_pest(rule: grammar::Rule) -> Option<Rule> {
                match rule {
                    $($(#[$cfg] grammar::Rule::$pest => Some(Rule::$variant),)*)*
                    // Rules that the grammars add for PEG (each says why) and that stand for an RFC rule.
                    $( #[$hcfg] grammar::Rule::$helper => Some(Rule::$stands_for), )*
                    _ => None,
                }
            }
        }
    };
}

// The table itself, generated from the grammar files (`codegen/` writes it; `cargo run -p rfc3986-codegen`).
include!("generated/rules.rs");

impl Rule {
    /// pest's parse of the whole of `input` as this rule: what its entry point `whole_<rule> = _{ SOI ~ rule
    /// ~ EOI }` gives, for every rule. An atomic rule (`@{`) has no entry point (each would cost the page's
    /// module about 300 bytes of code) and is parsed as it is: its pair's end is where its match stopped, and
    /// short of the end the error is pest's `EOI` there, the entry point's own, since pest tracks no attempt
    /// inside an atomic rule. Every other rule has its entry point (`codegen/` refuses a grammar otherwise).
    #[doc(hidden)]
    pub fn parse_whole(
        self,
        input: &str,
    ) -> Result<pest::iterators::Pairs<'_, grammar::Rule>, pest::error::Error<grammar::Rule>> {
        self.parse_in::<grammar::Full>(input)
    }

    /// [`parse_whole`](Rule::parse_whole) with the parser `F`: [`Strict`](grammar::Strict) for RFC 3986's
    /// rules where only they can come, so that such a caller links no other grammar. A rule that `F` does
    /// not have matches nothing (no caller asks for one: a debug build says so).
    #[doc(hidden)]
    #[allow(clippy::type_complexity)]
    pub fn parse_in<F: grammar::Family>(
        self,
        input: &str,
    ) -> Result<pest::iterators::Pairs<'_, F::Rule>, pest::error::Error<F::Rule>> {
        let Some(parsed) = F::parse(self.whole(), input) else {
            debug_assert!(false, "{self} asked of a parser without it");
            return Err(short_of_the_end(input, 0, F::EOI));
        };
        let pairs = parsed?;
        if self.anchored() {
            return Ok(pairs);
        }
        // An atomic rule, parsed as it is: its pair says where its match stopped.
        match pairs.peek() {
            Some(top) if top.as_span().end() < input.len() => {
                Err(short_of_the_end(input, top.as_span().end(), F::EOI))
            }
            _ => Ok(pairs),
        }
    }

    /// Whether the whole of `input` matches this rule.
    ///
    /// ```
    /// use rfc3986::Rule;
    ///
    /// assert!(Rule::DecOctet.matches("255"));
    /// assert!(!Rule::DecOctet.matches("256"));
    /// assert!(!Rule::DecOctet.matches("01"));
    /// ```
    #[must_use]
    pub fn matches(self, input: &str) -> bool {
        self.parse_whole(input).is_ok() && lang::after_grammar(self, input).is_ok()
    }

    /// Checks that the whole of `input` matches this rule, and says where and why when it does not.
    ///
    /// ```
    /// use rfc3986::Rule;
    ///
    /// assert!(Rule::Host.check("[v7.fe80::1]").is_ok());
    /// let err = Rule::Port.check("80a").unwrap_err();
    /// assert_eq!(err.index(), 2);
    /// assert_eq!(err.to_string(), "invalid port at index 2: unexpected \"a\", expected port");
    /// ```
    pub fn check(self, input: &str) -> Result<(), ParseError> {
        match self.parse_whole(input) {
            Ok(_) => lang::after_grammar(self, input),
            Err(err) => Err(ParseError::from_pest(self, input, &err)),
        }
    }
}

impl Rule {
    /// The rules that this rule's ABNF names, each once, in the order they first appear: the rules it
    /// uses directly. An error of [`check`](Rule::check) only ever expects the rule itself or rules it
    /// uses, directly or not.
    ///
    /// ```
    /// use rfc3986::Rule;
    ///
    /// assert_eq!(Rule::Authority.uses().collect::<Vec<_>>(), [Rule::Userinfo, Rule::Host, Rule::Port]);
    /// assert_eq!(Rule::Ipv6Address.uses().collect::<Vec<_>>(), [Rule::H16, Rule::Ls32]);
    /// assert_eq!(Rule::PathEmpty.uses().collect::<Vec<_>>(), [Rule::Pchar]);
    /// assert_eq!(Rule::GenDelims.uses().count(), 0);
    /// ```
    pub fn uses(self) -> impl Iterator<Item = Rule> {
        let mut seen = crate::syntax::rule_set::RuleSet::default();
        crate::syntax::graph::used_directly(self).filter(move |&rule| {
            let new = !seen.contains(rule);
            seen.insert(rule);
            new
        })
    }

    /// The rules whose ABNF names this rule, in the RFCs' order: the inverse of [`uses`](Rule::uses).
    ///
    /// ```
    /// use rfc3986::Rule;
    ///
    /// assert_eq!(Rule::Port.used_by().collect::<Vec<_>>()[..1], [Rule::Authority]);
    /// assert!(Rule::Ipv6Address.used_by().any(|r| r == Rule::IpLiteral));
    /// ```
    pub fn used_by(self) -> impl Iterator<Item = Rule> {
        Rule::ALL
            .iter()
            .copied()
            .filter(move |r| r.uses().any(|used| used == self))
    }
}

impl Rule {
    /// Where the rule is defined, for people: `RFC 3986 3.2.2`, `RFC 5234 B.1`.
    ///
    /// ```
    /// use rfc3986::Rule;
    ///
    /// assert_eq!(Rule::Ipv6Address.citation().to_string(), "RFC 3986 3.2.2");
    /// assert_eq!(Rule::Hexdig.citation().to_string(), "RFC 5234 B.1");
    /// # #[cfg(feature = "schemes")]
    /// assert_eq!(Rule::Ipv6Addrz.citation().to_string(), "RFC 6874 2 (obsoleted by RFC 9844)");
    /// ```
    #[must_use]
    pub fn citation(self) -> Citation {
        Citation(self)
    }

    /// The verified erratum that corrects the rule, if one does; the crate's grammar and
    /// [`abnf`](Rule::abnf) follow the correction. `Some(6937)` for RFC 6570's `literals`: erratum EID 6937
    /// (Verified, 2022) makes the apostrophe a literal, which the published ABNF left out.
    ///
    /// ```
    /// use rfc3986::Rule;
    ///
    /// # #[cfg(feature = "template")]
    /// assert_eq!(Rule::Literals.erratum(), Some(6937));
    /// # #[cfg(feature = "template")]
    /// assert_eq!(Rule::Literals.citation().to_string(), "RFC 6570 2.1 (erratum 6937)");
    /// # #[cfg(feature = "template")]
    /// assert!(Rule::UriTemplate.matches("'{var}'"));
    /// assert_eq!(Rule::Host.erratum(), None);
    /// ```
    #[must_use]
    pub const fn erratum(self) -> Option<u16> {
        self.erratum_in_table()
    }

    /// The RFC that obsoletes the rule's RFC, if one does: 9844 for the zone identifier rules of RFC 6874
    /// (`ZoneID`, `IPv6addrz`), which RFC 9844 (2025) obsoleted, deleting them from RFC 8089's `file-auth`
    /// too. `None` for every rule the crate's grammars still use.
    ///
    /// ```
    /// use rfc3986::Rule;
    ///
    /// # #[cfg(feature = "schemes")]
    /// assert_eq!(Rule::ZoneId.obsoleted_by(), Some(9844));
    /// # #[cfg(feature = "schemes")]
    /// assert_eq!(Rule::FileAuth.obsoleted_by(), None);
    /// # #[cfg(feature = "schemes")]
    /// assert!(!Rule::FileUri.matches("file://[fe80::1%25eth0]/x")); // RFC 8089 as updated by RFC 9844
    /// ```
    #[must_use]
    pub const fn obsoleted_by(self) -> Option<u16> {
        match self.spec() {
            Spec::Rfc6874 => Some(9844),
            // RFC 822's rules that RFC 2045 (and so RFC 2397) imports; RFC 2396's that RFC 2397 imports.
            Spec::Rfc822 => Some(2822),
            Spec::Rfc2396 => Some(3986),
            _ => None,
        }
    }
}

impl Rule {
    /// The rules whose names are closest to `name`, for a "did you mean" answer to a name that is not a
    /// rule, at most three. Names are compared case-insensitively with `-` and `_` left out (so
    /// `PathAbempty` and `path_abempty` find `path-abempty`, and `ipv6` finds `IPv6address`):
    ///
    /// - the rules whose names begin with `name` come first, the shortest completion first;
    /// - when none does, the rules nearest by edit distance, within a third of the name's length (and at
    ///   least 2), the nearest first.
    ///
    /// A rule of an RFC that was obsoleted ([`obsoleted_by`](Rule::obsoleted_by): RFC 6874's `ZoneID` and
    /// `IPv6addrz`) is never suggested before a current rule that matches too. Ties keep the RFCs' order.
    /// Empty when no name is near, and for an empty name (or one of `-` and `_` only).
    ///
    /// ```
    /// use rfc3986::Rule;
    ///
    /// assert_eq!(Rule::suggest("PathAbempty"), [Rule::PathAbempty]);
    /// assert_eq!(Rule::suggest("IPv6adress")[0], Rule::Ipv6Address);
    /// assert_eq!(Rule::suggest("ipv6")[0], Rule::Ipv6Address);
    /// # #[cfg(feature = "schemes")]
    /// assert_eq!( // RFC 5954's IPv6address is RFC 3986's; IPv6addrz is obsolete
    ///     Rule::suggest("ipv6addr"),
    ///     [Rule::Ipv6Address, Rule::Rfc5954Ipv6Address, Rule::Ipv6Addrz],
    /// );
    /// assert_eq!(Rule::suggest("segmnt")[0], Rule::Segment);
    /// # #[cfg(feature = "schemes")]
    /// assert_eq!(Rule::suggest("zoneid_x"), [Rule::ZoneId]); // nothing current is near
    /// assert!(Rule::suggest("nothing-like-it").is_empty());
    /// ```
    #[must_use]
    pub fn suggest(name: &str) -> alloc::vec::Vec<Rule> {
        let key = |s: &str| -> alloc::vec::Vec<u8> {
            s.bytes()
                .filter(|b| !matches!(b, b'-' | b'_'))
                .map(|b| b.to_ascii_lowercase())
                .collect()
        };
        let wanted = key(name);
        if wanted.is_empty() {
            return alloc::vec::Vec::new();
        }
        // (obsolete, how far, index in the RFCs' order, rule): sorted, current rules come first.
        let mut near: alloc::vec::Vec<(bool, usize, usize, Rule)> = alloc::vec::Vec::new();
        for (i, &rule) in Rule::ALL.iter().enumerate() {
            let candidate = key(rule.as_str());
            if candidate.starts_with(&wanted) {
                let rest = candidate.len() - wanted.len();
                near.push((rule.obsoleted_by().is_some(), rest, i, rule));
            }
        }
        if near.is_empty() {
            let limit = (wanted.len() / 3).max(2);
            for (i, &rule) in Rule::ALL.iter().enumerate() {
                let d = edit_distance(&wanted, &key(rule.as_str()));
                if d <= limit {
                    near.push((rule.obsoleted_by().is_some(), d, i, rule));
                }
            }
            // Only the nearest current rules, and the obsolete ones that are at least as near.
            let nearest =
                |obsolete: bool| near.iter().filter(|n| n.0 == obsolete).map(|n| n.1).min();
            let current = nearest(false);
            let obsolete = nearest(true).filter(|&d| current.is_none_or(|c| d <= c));
            near.retain(|&(old, d, _, _)| Some(d) == if old { obsolete } else { current });
        }
        near.sort_unstable();
        near.into_iter()
            .take(3)
            .map(|(_, _, _, rule)| rule)
            .collect()
    }
}

/// The Levenshtein distance of two byte strings (insertions, deletions and substitutions).
fn edit_distance(a: &[u8], b: &[u8]) -> usize {
    let mut row: alloc::vec::Vec<usize> = (0..=b.len()).collect();
    for (i, &x) in a.iter().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, &y) in b.iter().enumerate() {
            let above = row[j + 1];
            row[j + 1] = if x == y {
                diagonal
            } else {
                1 + diagonal.min(above).min(row[j])
            };
            diagonal = above;
        }
    }
    row[b.len()]
}

/// Where a [`Rule`] is defined: `Display` writes `RFC 3986 3.2.2`, and says when a verified erratum
/// corrects the rule (`RFC 6570 2.1 (erratum 6937)`) or the RFC is obsolete
/// (`RFC 6874 2 (obsoleted by RFC 9844)`). Made by [`Rule::citation`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Citation(Rule);

impl Citation {
    /// The address of the definition: the section (or appendix, for a section that begins with a letter:
    /// RFC 5234's `B.1`) at the RFC Editor, or for DID Core's rules the W3C Recommendation's section. A link
    /// people can paste into a discussion.
    ///
    /// ```
    /// use rfc3986::Rule;
    ///
    /// assert_eq!(Rule::Port.citation().url(), "https://www.rfc-editor.org/rfc/rfc3986#section-3.2.3");
    /// assert_eq!(Rule::Alpha.citation().url(), "https://www.rfc-editor.org/rfc/rfc5234#appendix-B.1");
    /// # #[cfg(feature = "schemes")]
    /// assert_eq!(Rule::MethodName.citation().url(), "https://www.w3.org/TR/did-core/#did-syntax");
    /// ```
    #[must_use]
    pub fn url(&self) -> alloc::string::String {
        let rule = self.0;
        let section = rule.section();
        let Some(rfc) = rule.spec().rfc() else {
            // DID Core 1.0, which is no RFC: its two syntax sections.
            let anchor = if section == "3.2" {
                "did-url-syntax"
            } else {
                "did-syntax"
            };
            return alloc::format!("https://www.w3.org/TR/did-core/#{anchor}");
        };
        let kind = if section.starts_with(|c: char| c.is_ascii_alphabetic()) {
            "appendix"
        } else {
            "section"
        };
        alloc::format!("https://www.rfc-editor.org/rfc/rfc{rfc}#{kind}-{section}")
    }
}

impl fmt::Display for Citation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.0.spec(), self.0.section())?;
        if let Some(erratum) = self.0.erratum() {
            write!(f, " (erratum {erratum})")?;
        }
        match self.0.obsoleted_by() {
            Some(rfc) => write!(f, " (obsoleted by RFC {rfc})"),
            None => Ok(()),
        }
    }
}

impl fmt::Display for Rule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The error of parsing a [`Rule`] from a name that is not the name of one of its rules.
///
/// ```
/// assert_eq!(
///     "IPv7address".parse::<rfc3986::Rule>().unwrap_err().to_string(),
///     "unknown rule name: not a rule of RFC 3986 or of the other RFCs this crate speaks",
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown rule name: not a rule of RFC 3986 or of the other RFCs this crate speaks")]
pub struct UnknownRule(());

impl Rule {
    /// The rules called `name`, in [`ALL`](Rule::ALL)'s order: several where specifications reuse a name
    /// for different rules (`parameter` is RFC 2045's, RFC 3966's and RFC 5870's; `quoted-string` RFC
    /// 5322's and RFC 822's). Names compare as [`FromStr`] compares them (without a specification), and a
    /// name spelt exactly as some rule's finds only those (`Host` and `host`, `Number` and `number`).
    ///
    /// ```
    /// use rfc3986::Rule;
    ///
    /// assert_eq!(Rule::named("IPv6address").next(), Some(Rule::Ipv6Address));
    /// # #[cfg(feature = "schemes")]
    /// # {
    /// // RFC 5954 4.1 quotes RFC 3986's IPv6address for RFC 3261's grammar.
    /// let specs: Vec<&str> = Rule::named("IPv6address").map(|r| r.spec().as_str()).collect();
    /// assert_eq!(specs, ["RFC 3986", "RFC 5954"]);
    /// assert_eq!("IPv6address".parse(), Ok(Rule::Ipv6Address)); // RFC 3986's names are its own
    /// let specs: Vec<&str> = Rule::named("parameter").map(|r| r.spec().as_str()).collect();
    /// assert_eq!(specs, ["RFC 2045", "RFC 3966", "RFC 5870"]);
    /// assert_eq!("RFC 5870 parameter".parse(), Ok(Rule::GeoParameter));
    /// # }
    /// ```
    pub fn named(name: &str) -> impl Iterator<Item = Rule> + '_ {
        let exact = Rule::ALL.iter().any(|rule| rule.as_str() == name);
        Rule::ALL.iter().copied().filter(move |rule| {
            if exact {
                rule.as_str() == name
            } else {
                same_name(rule.as_str(), name)
            }
        })
    }
}

impl Rule {
    /// The rules that `name` stands for, as [`FromStr`] and the tool's `--rule` read it:
    ///
    /// - after its specification (`"RFC 3966 parameter"`, `"DID Core 1.0 did"`), that rule alone;
    /// - a name of RFC 3986, RFC 3987 or their core rules, that rule alone (`unreserved` is RFC 3986's,
    ///   though RFC 3966 and RFC 5870 define their own);
    /// - another name, every current RFC's rule of that name, in [`ALL`](Rule::ALL)'s order (`parameter`:
    ///   RFC 2045's, RFC 3966's, RFC 5870's), or an obsoleted RFC's when no current one has it (`qtext` is
    ///   RFC 5322's; RFC 822's is `"RFC 822 qtext"`).
    ///
    /// Empty for a name that no rule has.
    ///
    /// ```
    /// use rfc3986::Rule;
    ///
    /// assert_eq!(Rule::meant_by("unreserved"), [Rule::Unreserved]);
    /// assert!(Rule::meant_by("no-such-rule").is_empty());
    /// # #[cfg(feature = "schemes")]
    /// # {
    /// assert_eq!(Rule::meant_by("parameter"), [Rule::MimeParameter, Rule::TelParameter, Rule::GeoParameter]);
    /// assert_eq!(Rule::meant_by("RFC 5870 parameter"), [Rule::GeoParameter]);
    /// assert_eq!(Rule::meant_by("RFC 3966 unreserved"), [Rule::TelUnreserved]);
    /// # }
    /// ```
    #[must_use]
    pub fn meant_by(name: &str) -> Vec<Rule> {
        for rule in Rule::ALL {
            let spec = rule.spec();
            let cited = spec.as_str();
            if let Some(rest) = name
                .get(cited.len()..)
                .and_then(|rest| rest.strip_prefix(' '))
                && name[..cited.len()].eq_ignore_ascii_case(cited)
                && let Some(found) = Rule::named(rest).find(|r| r.spec() == spec).or_else(|| {
                    Rule::ALL
                        .iter()
                        .copied()
                        .find(|r| r.spec() == spec && same_name(r.as_str(), rest))
                })
            {
                return alloc::vec![found];
            }
        }
        let current: Vec<Rule> = Rule::named(name)
            .filter(|rule| rule.obsoleted_by().is_none())
            .collect();
        let all = if current.is_empty() {
            Rule::named(name).collect()
        } else {
            current
        };
        match all.first() {
            Some(&first)
                if matches!(first.spec(), Spec::Rfc3986 | Spec::Rfc3987 | Spec::Rfc5234) =>
            {
                alloc::vec![first]
            }
            _ => all,
        }
    }
}

/// Whether `name` is the rule name `rule_name`, case aside and with `_` for `-` (RFC 5234 2.1).
fn same_name(rule_name: &str, name: &str) -> bool {
    let (a, b) = (rule_name.as_bytes(), name.as_bytes());
    a.len() == b.len()
        && a.iter().zip(b).all(|(&x, &y)| {
            let y = if y == b'_' { b'-' } else { y };
            x.eq_ignore_ascii_case(&y)
        })
}

impl FromStr for Rule {
    type Err = UnknownRule;

    /// The first of [`Rule::meant_by`].
    fn from_str(name: &str) -> Result<Rule, UnknownRule> {
        Rule::meant_by(name).first().copied().ok_or(UnknownRule(()))
    }
}

/// [`Rule::parse_whole`]'s error for an atomic rule whose match stopped at `end`, short of the end of
/// `input`: pest's `EOI` there, as an entry point `whole_<rule> = _{ SOI ~ rule ~ EOI }` would give, since
/// pest tracks no attempt inside an atomic rule.
#[cold]
fn short_of_the_end<R: pest::RuleType>(input: &str, end: usize, eoi: R) -> pest::error::Error<R> {
    pest::error::Error::new_from_pos(
        pest::error::ErrorVariant::ParsingError {
            positives: alloc::vec![eoi],
            negatives: Vec::new(),
        },
        pest::Position::new(input, end).unwrap_or_else(|| pest::Position::from_start(input)),
    )
}
