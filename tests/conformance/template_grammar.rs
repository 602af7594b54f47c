//! RFC 6570 section 2 as `grammar/rfc6570-template.pest` transcribes it: near misses for every rule, the
//! errors of `UriTemplate::parse`, and the whole grammar against an independent recognizer of the ABNF on
//! generated strings.

use crate::util::{accepts, rejects};
use rfc3986::Rule;
use rfc3986::template::{TemplateError, UriTemplate};

#[test]
fn every_rule_with_near_misses() {
    accepts(
        Rule::UriTemplate,
        &[
            "",
            "http://example.com/{x}",
            "{+a}{#b}",
            "'{var}'",
            "%41{x}",
            "é{x}\u{E000}",
        ],
    );
    rejects(
        Rule::UriTemplate,
        &[
            "{", "}", "{}", "a b", "<{x}>", "{x", "%4", "a\"b", "a|b", "a\\b", "^", "`",
        ],
    );
    accepts(
        Rule::Literals,
        &[
            "!", "#", "$", "&", "'", "(", ";", "=", "?", "[", "]", "_", "z", "~", "é", "%7e",
        ],
    );
    rejects(
        Rule::Literals,
        &[
            "", "\"", "%", "<", ">", "\\", "^", "`", "{", "|", "}", " ", "\u{7f}", "ab",
        ],
    );
    accepts(
        Rule::Expression,
        &["{x}", "{+x}", "{=x}", "{x,y}", "{x.y:3}", "{x*}"],
    );
    rejects(
        Rule::Expression,
        &[
            "{}", "{+}", "{x", "x}", "{x,}", "{,}", "{x y}", "{x:0}", "{x**}", "{x:1*}",
        ],
    );
    accepts(
        Rule::Operator,
        &["+", "#", ".", "/", ";", "?", "&", "=", ",", "!", "@", "|"],
    );
    rejects(Rule::Operator, &["", "*", ":", "$", "++"]);
    accepts(Rule::OpLevel2, &["+", "#"]);
    rejects(Rule::OpLevel2, &[".", ""]);
    accepts(Rule::OpLevel3, &[".", "/", ";", "?", "&"]);
    rejects(Rule::OpLevel3, &["+", "="]);
    accepts(Rule::OpReserve, &["=", ",", "!", "@", "|"]);
    rejects(Rule::OpReserve, &["+", "$"]);
    accepts(Rule::VariableList, &["x", "x,y", "x:3,y*", "a.b,c_d"]);
    rejects(Rule::VariableList, &["", ",x", "x,", "x,,y"]);
    accepts(Rule::Varspec, &["x", "x:3", "x*", "x:9999", "%41:1"]);
    rejects(
        Rule::Varspec,
        &["x:", "x:0", "x:10000", "x*:1", "x:1*", "{x:3}"],
    );
    accepts(
        Rule::Varname,
        &["x", "x.y", "a.b.c", "_", "9", "%2F", "x%41y"],
    );
    rejects(Rule::Varname, &["", ".x", "x.", "x..y", "x-y", "%2x", "%"]);
    accepts(Rule::Varchar, &["a", "Z", "0", "_", "%aF"]);
    rejects(Rule::Varchar, &[".", "-", "%", "%g0", "ab"]);
    accepts(Rule::ModifierLevel4, &[":1", "*"]);
    rejects(Rule::ModifierLevel4, &["", ":", "**"]);
    accepts(Rule::Prefix, &[":1", ":10", ":9999"]);
    rejects(Rule::Prefix, &[":", ":0", ":01", ":10000", "1"]);
    accepts(Rule::MaxLength, &["1", "9", "10", "100", "9999", "1000"]);
    rejects(Rule::MaxLength, &["", "0", "01", "10000", "99999", "1a"]);
    accepts(Rule::Explode, &["*"]);
    rejects(Rule::Explode, &["", "**", "+"]);
}

/// Erratum EID 6937: the apostrophe is a literal; the other characters the comment of 2.1 lists are not.
#[test]
fn erratum_6937() {
    assert!(Rule::Literals.matches("'"));
    assert_eq!(Rule::Literals.erratum(), Some(6937));
    assert_eq!(
        Rule::Literals.citation().to_string(),
        "RFC 6570 2.1 (erratum 6937)"
    );
    assert_eq!(Rule::Expression.citation().to_string(), "RFC 6570 2.2");
    assert!(UriTemplate::parse("'{var}'").is_ok());
}

#[test]
fn errors_say_where_and_what() {
    let syntax = |t: &str| match UriTemplate::parse(t) {
        Err(TemplateError::Syntax(e)) => e,
        other => panic!("{t:?}: {other:?}"),
    };
    // A max-length is 1 to 9999: "0" cannot begin one, a fifth digit cannot follow four.
    let e = syntax("{x:0}");
    assert_eq!((e.index(), e.found()), (3, Some('0')));
    assert!(e.expected().any(|r| r == Rule::MaxLength), "{e}");
    let e = syntax("{x:10000}");
    assert_eq!((e.index(), e.found()), (7, Some('0')));
    // One modifier at most.
    let e = syntax("{x*:1}");
    assert_eq!((e.index(), e.found()), (3, Some(':')));
    // An unclosed expression: the input ends where "}" (or more of the varname) was expected.
    let e = syntax("a{x");
    assert_eq!((e.index(), e.found()), (3, None));
    let e = syntax("{x.}");
    assert_eq!((e.index(), e.found()), (3, Some('}')));
    assert!(e.expected().any(|r| r == Rule::Varchar), "{e}");
    let e = syntax("a b");
    assert_eq!((e.index(), e.found()), (1, Some(' ')));
    // `{,x}` is valid syntax (`,` is op-reserve) that a processor refuses, naming section 3.
    assert!(Rule::UriTemplate.matches("{,x}"));
    let e = UriTemplate::parse("{,x}").unwrap_err();
    assert!(matches!(
        e,
        TemplateError::ReservedOperator {
            index: 1,
            operator: ',',
            ..
        }
    ));
    assert_eq!(e.index(), 1);
    assert!(e.to_string().contains("(RFC 6570 3)"), "{e}");
    for op in ["=", ",", "!", "@", "|"] {
        assert!(matches!(
            UriTemplate::parse(&format!("/a{{{op}x}}")),
            Err(TemplateError::ReservedOperator { index: 3, .. })
        ));
    }
}

#[test]
fn display_is_the_input() {
    for t in [
        "",
        "a",
        "{x}",
        "http://example.com/~{user}/{+path}{?q*,lang:2}#{frag}",
        "%E2%82%AC{é}",
    ] {
        if let Ok(parsed) = UriTemplate::parse(t) {
            assert_eq!(parsed.to_string(), t);
            assert_eq!(parsed.as_str(), t);
        }
    }
}

/// An independent recognizer of RFC 6570 2 (with erratum 6937), written from the ABNF for this test.
mod reference {
    fn literal(c: char) -> bool {
        let u = u32::from(c);
        matches!(u, 0x21 | 0x23..=0x24 | 0x26..=0x3B | 0x3D | 0x3F..=0x5B | 0x5D | 0x5F | 0x61..=0x7A | 0x7E)
            || rfc3986::Rule::Ucschar.matches(&c.to_string())
            || rfc3986::Rule::Iprivate.matches(&c.to_string())
    }

    fn pct(s: &[char], i: usize) -> bool {
        s.get(i) == Some(&'%')
            && s.get(i + 1).is_some_and(|c| c.is_ascii_hexdigit())
            && s.get(i + 2).is_some_and(|c| c.is_ascii_hexdigit())
    }

    /// The length of the varchar at `i`, or 0.
    fn varchar(s: &[char], i: usize) -> usize {
        match s.get(i) {
            Some(c) if c.is_ascii_alphanumeric() || *c == '_' => 1,
            Some('%') if pct(s, i) => 3,
            _ => 0,
        }
    }

    /// The end of the expression that begins at `i` (a "{"), or None.
    fn expression(s: &[char], mut i: usize) -> Option<usize> {
        i += 1;
        if s.get(i).is_some_and(|c| "+#./;?&=,!@|".contains(*c)) {
            i += 1;
        }
        loop {
            // varname: varchar *( ["."] varchar )
            let n = varchar(s, i);
            if n == 0 {
                return None;
            }
            i += n;
            loop {
                let dot = usize::from(s.get(i) == Some(&'.'));
                let n = varchar(s, i + dot);
                if n == 0 {
                    break;
                }
                i += dot + n;
            }
            match s.get(i) {
                Some('*') => i += 1,
                Some(':') => {
                    i += 1;
                    if !s.get(i).is_some_and(|c| ('1'..='9').contains(c)) {
                        return None;
                    }
                    i += 1;
                    let mut k = 0;
                    while k < 3 && s.get(i).is_some_and(|c| c.is_ascii_digit()) {
                        i += 1;
                        k += 1;
                    }
                }
                _ => {}
            }
            match s.get(i) {
                Some(',') => i += 1,
                Some('}') => return Some(i + 1),
                _ => return None,
            }
        }
    }

    pub fn is_template(text: &str) -> bool {
        let s: Vec<char> = text.chars().collect();
        let mut i = 0;
        while i < s.len() {
            if s[i] == '{' {
                match expression(&s, i) {
                    Some(end) => i = end,
                    None => return false,
                }
            } else if s[i] == '%' {
                if !pct(&s, i) {
                    return false;
                }
                i += 3;
            } else if literal(s[i]) {
                i += 1;
            } else {
                return false;
            }
        }
        true
    }
}

/// The grammar and the independent recognizer agree on every string of a few thousand made from the
/// characters that matter (a deterministic generator: no seed to record).
#[test]
fn grammar_agrees_with_the_abnf() {
    let alphabet: Vec<char> = "{}x1.:*,+#=%A0'9 é_;?/&|!".chars().collect();
    let mut state: u64 = 0x2545_F491_4F6C_DD1D;
    let mut next = || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let mut valid = 0;
    for _ in 0..20_000 {
        let len = (next() % 12) as usize;
        let s: String = (0..len)
            .map(|_| alphabet[(next() % alphabet.len() as u64) as usize])
            .collect();
        let want = reference::is_template(&s);
        assert_eq!(Rule::UriTemplate.matches(&s), want, "{s:?}");
        valid += usize::from(want);
    }
    assert!(valid > 1000, "{valid}");
}

/// The derivation tree shows every rule of section 2 that is not a character class.
#[test]
fn tree_shows_the_structure() {
    let tree = Rule::UriTemplate.tree("a{+x,y:2}{z*}").unwrap();
    let rules: Vec<Rule> = tree.walk().map(|t| t.rule()).collect();
    for rule in [
        Rule::UriTemplate,
        Rule::Expression,
        Rule::Operator,
        Rule::VariableList,
        Rule::Varspec,
        Rule::Varname,
        Rule::ModifierLevel4,
        Rule::Prefix,
        Rule::MaxLength,
        Rule::Explode,
    ] {
        assert!(rules.contains(&rule), "{rule} missing from {rules:?}");
    }
    assert_eq!(rules.iter().filter(|&&r| r == Rule::Varspec).count(), 3);
}
