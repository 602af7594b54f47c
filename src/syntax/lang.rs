//! The two languages this crate parses, URI references (RFC 3986) and IRI references (RFC 3987), by the
//! rules that tell them apart.
//!
//! Everything else is written once for both: an IRI is a URI whose `unreserved` also takes the `ucschar`
//! characters and whose query also takes `iprivate` (RFC 3987 2.2), so lowering (`syntax/build.rs`),
//! resolution (`ops/resolve.rs`, RFC 3987 6.5 is RFC 3986 5.2), normalization (`ops/normalize.rs`),
//! relativization and editing use the same code, and ask a [`Lang`] which rule to check a component against.

use crate::Rule;
use crate::percent::{Component, is_bidi_format};

/// The rules of one language: the grammar's entry points for its reference types and the rule of each
/// component.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Lang {
    /// `URI-reference` / `IRI-reference`
    pub reference: Rule,
    /// `URI` / `IRI`
    pub uri: Rule,
    /// `absolute-URI` / `absolute-IRI`
    pub absolute: Rule,
    /// `relative-ref` / `irelative-ref`
    pub relative: Rule,
    /// `authority` / `iauthority`
    pub authority: Rule,
    /// `userinfo` / `iuserinfo`
    pub userinfo: Rule,
    /// `host` / `ihost`
    pub host: Rule,
    /// `reg-name` / `ireg-name`
    pub reg_name: Rule,
    /// `path` / `ipath`
    pub path: Rule,
    /// `path-abempty` / `ipath-abempty`
    pub path_abempty: Rule,
    /// `path-absolute` / `ipath-absolute`
    pub path_absolute: Rule,
    /// `path-noscheme` / `ipath-noscheme`
    pub path_noscheme: Rule,
    /// `query` / `iquery`
    pub query: Rule,
    /// `fragment` / `ifragment`
    pub fragment: Rule,
    /// How to percent-encode a user name (the userinfo before its first `:`): as a `reg-name`, which is a
    /// userinfo without `:`.
    pub user: Component,
    /// How to percent-encode a password (the userinfo after its first `:`).
    pub password: Component,
    /// How to percent-encode a key or a value of the query's `key=value` pairs.
    pub query_pair: Component,
    /// How to percent-encode a path segment: `segment` / `isegment`.
    pub segment: Component,
    /// How to percent-encode the first segment of a relative reference's path, which cannot have a `:`:
    /// `segment-nz-nc` / `isegment-nz-nc`.
    pub segment_nz_nc: Component,
}

/// RFC 3986.
pub const URI: Lang = Lang {
    reference: Rule::UriReference,
    uri: Rule::Uri,
    absolute: Rule::AbsoluteUri,
    relative: Rule::RelativeRef,
    authority: Rule::Authority,
    userinfo: Rule::Userinfo,
    host: Rule::Host,
    reg_name: Rule::RegName,
    path: Rule::Path,
    path_abempty: Rule::PathAbempty,
    path_absolute: Rule::PathAbsolute,
    path_noscheme: Rule::PathNoscheme,
    query: Rule::Query,
    fragment: Rule::Fragment,
    user: Component::RegName,
    password: Component::Userinfo,
    query_pair: Component::QueryPair,
    segment: Component::Segment,
    segment_nz_nc: Component::SegmentNzNc,
};

/// RFC 3987.
pub const IRI: Lang = Lang {
    reference: Rule::IriReference,
    uri: Rule::Iri,
    absolute: Rule::AbsoluteIri,
    relative: Rule::IrelativeRef,
    authority: Rule::Iauthority,
    userinfo: Rule::Iuserinfo,
    host: Rule::Ihost,
    reg_name: Rule::IregName,
    path: Rule::Ipath,
    path_abempty: Rule::IpathAbempty,
    path_absolute: Rule::IpathAbsolute,
    path_noscheme: Rule::IpathNoscheme,
    query: Rule::Iquery,
    fragment: Rule::Ifragment,
    user: Component::IregName,
    password: Component::Iuserinfo,
    query_pair: Component::IqueryPair,
    segment: Component::Isegment,
    segment_nz_nc: Component::IsegmentNzNc,
};

/// The rules that parse a whole IRI reference, to which RFC 3987 4.1's ban on bidirectional formatting
/// characters applies.
pub fn is_iri_reference(rule: Rule) -> bool {
    matches!(
        rule,
        Rule::IriReference | Rule::Iri | Rule::AbsoluteIri | Rule::IrelativeRef
    )
}

/// The checks that apply once the grammar has matched `input` as `rule`: RFC 3987 4.1's ban on
/// bidirectional formatting characters in an IRI, and RFC 4516 2.1's percent-decoded elements of an LDAP
/// URL ([`decoded`](crate::syntax::decoded), with the `schemes` feature).
///
/// # Errors
///
/// The error of the first check that fails.
pub fn after_grammar(rule: Rule, input: &str) -> Result<(), crate::ParseError> {
    after_grammar_in::<crate::syntax::grammar::Full>(rule, input)
}

/// [`after_grammar`] for a rule of the parser `F`: the small parser of RFC 3986's rules has none that
/// RFC 4516's decoded check applies to, and so links no part of it (nor the whole parser it asks).
pub fn after_grammar_in<F: crate::syntax::grammar::Family>(
    rule: Rule,
    input: &str,
) -> Result<(), crate::ParseError> {
    if let Some((index, c)) = bidi_violation(rule, input) {
        return Err(crate::ParseError::bidi(rule, index, c));
    }
    #[cfg(feature = "schemes")]
    if F::WHOLE {
        crate::syntax::decoded::check(rule, input)?;
    }
    Ok(())
}

/// The first bidirectional formatting character of `input` and its byte index, when `rule` is one that
/// RFC 3987 4.1 applies to.
pub fn bidi_violation(rule: Rule, input: &str) -> Option<(usize, char)> {
    if !is_iri_reference(rule) {
        return None;
    }
    // Each of them is encoded in UTF-8 as three bytes beginning with 0xE2, a leading byte: only the
    // characters that begin there are decoded, not every character of the input.
    let bytes = input.as_bytes();
    bytes
        .iter()
        .enumerate()
        .filter(|&(_, &b)| b == 0xE2)
        .filter_map(|(i, _)| input[i..].chars().next().map(|c| (i, c)))
        .find(|&(_, c)| is_bidi_format(c))
}

/// The rule of each component that text is percent-encoded for; here rather than in [`crate::percent`],
/// which rests on nothing else of the crate.
impl Component {
    /// The rule of RFC 3986 that text encoded for this component matches.
    ///
    /// ```
    /// use rfc3986::percent::{encode, Component};
    ///
    /// let encoded = encode("¿qué?", Component::Fragment);
    /// assert!(Component::Fragment.rule().matches(&encoded));
    /// ```
    #[must_use]
    pub fn rule(self) -> Rule {
        match self {
            Component::Userinfo => Rule::Userinfo,
            Component::RegName => Rule::RegName,
            Component::Segment => Rule::Segment,
            Component::SegmentNzNc => Rule::SegmentNzNc,
            Component::Query | Component::QueryPair => Rule::Query,
            Component::Fragment => Rule::Fragment,
            Component::Iuserinfo => Rule::Iuserinfo,
            Component::IregName => Rule::IregName,
            Component::Isegment => Rule::Isegment,
            Component::IsegmentNzNc => Rule::IsegmentNzNc,
            Component::Iquery | Component::IqueryPair => Rule::Iquery,
            Component::Ifragment => Rule::Ifragment,
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::percent::{Component, encode};

    /// Percent-encoding keeps an ASCII character exactly when the component's rule matches it alone (the
    /// character classes of `percent` are the grammar's), and the query pairs also encode their
    /// delimiters.
    #[test]
    fn encoding_keeps_what_the_rule_matches() {
        use Component::*;
        let all = [
            Userinfo,
            RegName,
            Segment,
            SegmentNzNc,
            Query,
            QueryPair,
            Fragment,
            Iuserinfo,
            IregName,
            Isegment,
            IsegmentNzNc,
            Iquery,
            IqueryPair,
            Ifragment,
        ];
        for component in all {
            for b in 0..0x80u8 {
                let c = char::from(b);
                let text = alloc::string::String::from(c);
                let pair = matches!(component, QueryPair | IqueryPair) && "&=+;".contains(c);
                let expected = !pair && component.rule().matches(&text);
                assert_eq!(
                    encode(&text, component) == text,
                    expected,
                    "{component:?} {c:?}"
                );
            }
        }
    }

    /// The octet classes of `percent` are the grammar's `unreserved`, `gen-delims`, `sub-delims` and
    /// `reserved` on every octet.
    #[test]
    fn octet_classes_are_the_grammars() {
        use crate::Rule;
        use crate::percent::{is_gen_delim, is_reserved, is_sub_delim, is_unreserved};
        let classes = [
            (is_unreserved as fn(u8) -> bool, Rule::Unreserved),
            (is_gen_delim, Rule::GenDelims),
            (is_sub_delim, Rule::SubDelims),
            (is_reserved, Rule::Reserved),
        ];
        for (class, rule) in classes {
            for b in 0..=u8::MAX {
                let matches = b.is_ascii() && rule.matches(char::from(b).encode_utf8(&mut [0; 4]));
                assert_eq!(class(b), matches, "{rule:?} {b:#04x}");
            }
        }
    }
}
