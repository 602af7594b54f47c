//! RFC 4516 2.1: the elements of an LDAP URL that are "subject to the provisions of the Percent-Encoding
//! section", checked after the grammar has matched the URL.
//!
//! The grammar (`grammar/rfc4516-ldap.pest`) reads each such element in its URL form, which names it once:
//! `dn`, `selector`, `filter` and `exvalue`. This module percent-decodes each to octets, which must be UTF-8
//! (the rules they must then match are written over UTF-8 octets, RFC 4512 1.4), and checks the text
//! against the rule RFC 4516 imports for it: RFC 4514's `distinguishedName`, RFC 4511's `attributeSelector`,
//! RFC 4515's `filter` and RFC 4511's `LDAPString`. An error points into the URL, at the character or the
//! `%XX` escape that begins what does not fit.

use alloc::string::String;
use alloc::vec::Vec;

use crate::Rule;
use crate::syntax::error::ParseError;
use crate::syntax::grammar::Rule as R;

/// The rules whose strings hold an element to check, the elements themselves among them.
fn holds_elements(rule: Rule) -> bool {
    matches!(
        rule,
        Rule::Ldapurl
            | Rule::Dn
            | Rule::Attributes
            | Rule::Attrdesc
            | Rule::Selector
            | Rule::LdapFilter
            | Rule::Extensions
            | Rule::LdapExtension
            | Rule::Exvalue
    )
}

/// The rule that an element's percent-decoding must match (RFC 4516 2), by the element's rule.
fn imported(element: R) -> Option<(Rule, Rule)> {
    match element {
        R::dn => Some((Rule::Dn, Rule::DistinguishedName)),
        R::selector => Some((Rule::Selector, Rule::AttributeSelector)),
        R::ldap_filter => Some((Rule::LdapFilter, Rule::Filter)),
        R::exvalue => Some((Rule::Exvalue, Rule::LDAPString)),
        _ => None,
    }
}

/// The first element of `input`, which matches `rule`'s grammar, whose percent-decoding is not UTF-8 or
/// does not match the rule RFC 4516 imports for it: the error that says where and why. `Ok` for every
/// other rule.
pub fn check(rule: Rule, input: &str) -> Result<(), ParseError> {
    if !holds_elements(rule) {
        return Ok(());
    }
    // The caller has parsed the input already; the parse is cheap next to the checks.
    let Ok(pairs) = rule.parse_whole(input) else {
        return Ok(());
    };
    for pair in pairs.flatten() {
        let Some((element, model)) = imported(pair.as_rule()) else {
            continue;
        };
        let span = pair.as_span();
        check_element(rule, span.start(), span.as_str(), element, model)?;
    }
    Ok(())
}

/// Checks one element, `text` at `start` of the input.
fn check_element(
    rule: Rule,
    start: usize,
    text: &str,
    element: Rule,
    model: Rule,
) -> Result<(), ParseError> {
    // The octets, and for each the index in `text` of the character or escape it comes from.
    let mut octets = Vec::with_capacity(text.len());
    let mut from = Vec::with_capacity(text.len());
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        let hex = |b: u8| char::from(b).to_digit(16);
        match (
            bytes[i],
            bytes.get(i + 1).copied().and_then(hex),
            bytes.get(i + 2).copied().and_then(hex),
        ) {
            (b'%', Some(high), Some(low)) => {
                // Two hex digits make one octet: under 256.
                octets.push((high * 16 + low) as u8);
                from.push(i);
                i += 3;
            }
            (b, _, _) => {
                octets.push(b);
                from.push(i);
                i += 1;
            }
        }
    }
    let at = |index: usize| start + from.get(index).copied().unwrap_or(text.len());
    let decoded = match String::from_utf8(octets) {
        Ok(decoded) => decoded,
        Err(err) => {
            let index = err.utf8_error().valid_up_to();
            return Err(ParseError::decoded(
                rule,
                at(index),
                None,
                element,
                model,
                None,
            ));
        }
    };
    match model.check(&decoded) {
        Ok(()) => Ok(()),
        Err(err) => Err(ParseError::decoded(
            rule,
            at(err.index()),
            err.found(),
            element,
            model,
            Some(&err),
        )),
    }
}

#[cfg(test)]
mod tests {
    use crate::Rule;

    #[test]
    fn an_element_is_checked_after_decoding() {
        assert!(Rule::Ldapurl.matches("ldap://h/cn=a%5C%2C%20b,o=c"));
        // RFC 4514 has no space after a comma.
        assert!(!Rule::Ldapurl.matches("ldap://h/cn=a%2C%20b,o=c"));
        assert!(Rule::Ldapurl.matches("ldap:///??sub?(%7C(a=b)(c=d))"));
        // `cn=a,b`: a second relative name with no "=".
        let err = Rule::Ldapurl.check("ldap:///cn=a%2Cb").unwrap_err();
        assert_eq!(err.index(), 16);
        // `%E9` alone is no UTF-8.
        let err = Rule::Ldapurl.check("ldap://h/cn=%E9").unwrap_err();
        assert_eq!(err.index(), 12);
        assert_eq!(err.found(), None);
        // The `|` of an OR filter is no URI character: the URL has it encoded.
        assert!(!Rule::Ldapurl.matches("ldap:///??sub?(|(a=b)(c=d))"));
        // A comma inside an exvalue is encoded; a "1.1" selector is one.
        assert!(Rule::Ldapurl.matches("ldap:///?1.1???!x=a%2Cb"));
        let err = Rule::Exvalue.check("a%FF").unwrap_err();
        assert_eq!(err.index(), 1);
    }
}
