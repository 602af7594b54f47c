//! Tests of the error engine as a whole, on every rule's vectors and their near misses: the ABNF readers
//! and the memo's filters never answer for the grammar, and the facts' pruning changes no answer.

use alloc::string::String;
use alloc::vec::Vec;

use super::closers::closers;
use super::expected::{GO_ON, samples};
use super::search::{Ask, Search};
use crate::Rule;
use crate::syntax::abnf::{repetition, single};
use crate::syntax::alphabet::Alphabet;
use crate::syntax::grammar::Full;

/// The inputs of the rule vectors, with their rules.
fn vectors() -> Vec<(Rule, String)> {
    let mut out = Vec::new();
    for text in [
        include_str!("../../../tests/data/rules.json"),
        include_str!("../../../tests/data/iri_rules.json"),
        include_str!("../../../tests/data/schemes/scheme_rules.json"),
    ] {
        let cases: serde_json::Value = serde_json::from_str(text).unwrap();
        for case in cases.as_array().unwrap() {
            let rule = case["rule"].as_str().unwrap().parse::<Rule>();
            if let (Ok(rule), Some(input)) = (rule, case["input"].as_str()) {
                out.push((rule, String::from(input)));
            }
        }
    }
    out
}

/// Near misses of `input`: one or two characters inserted, removed or replaced, chosen by `seed`.
fn near_misses(input: &str, seed: &mut u64) -> Vec<String> {
    const CHARS: &[char] = &[
        ':', '/', '?', '#', '[', ']', '@', '%', '!', '=', '-', '.', '~', '0', '9', 'a', 'F', 'g',
        'v', ' ', 'é', '\u{a0}', '\u{e000}', '\\', '|', '"',
    ];
    let mut next = |n: usize| {
        *seed = seed
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (*seed >> 33) as usize % n.max(1)
    };
    (0..4)
        .map(|_| {
            let mut chars: Vec<char> = input.chars().collect();
            for _ in 0..1 + next(2) {
                let at = next(chars.len() + 1);
                let c = CHARS[next(CHARS.len())];
                match next(3) {
                    0 if at < chars.len() => {
                        chars.remove(at);
                    }
                    1 if at < chars.len() => chars[at] = c,
                    _ => chars.insert(at, c),
                }
            }
            chars.into_iter().collect()
        })
        .collect()
}

/// The rules of one character are those whose every string the grammar says is one character: the
/// one-character ones match a character of each class and no pair of them.
#[test]
fn single_character_rules() {
    let singles: Vec<Rule> = Rule::ALL.iter().copied().filter(|&r| single(r)).collect();
    for rule in [
        Rule::Alpha,
        Rule::Digit,
        Rule::Hexdig,
        Rule::Unreserved,
        Rule::SubDelims,
    ] {
        assert!(singles.contains(&rule), "{rule}");
    }
    for rule in [
        Rule::Pchar,
        Rule::PctEncoded,
        Rule::Segment,
        Rule::DecOctet,
        Rule::H16,
    ] {
        assert!(!singles.contains(&rule), "{rule}");
    }
    for &rule in &singles {
        for a in GO_ON {
            for b in GO_ON {
                let two = alloc::format!("{a}{b}");
                assert!(!rule.matches(&two), "{rule} {two:?}");
            }
        }
    }
}

/// Every character of every string of a rule's vectors is in the rule's [`Alphabet`],
/// and no near miss that the alphabet or the one-character test turns away matches the rule: the
/// tests that spare [`Memo`](super::expected::Memo) a parse never answer for the grammar.
#[test]
fn the_memo_filters_only_refuse_what_the_grammar_refuses() {
    let mut seed = 20_261_126;
    let mut refused = 0;
    for (rule, input) in vectors() {
        if rule.matches(&input) {
            assert!(Alphabet::of(rule).holds(&input), "{rule} {input:?}");
        }
        for text in near_misses(&input, &mut seed) {
            let filtered =
                !Alphabet::of(rule).holds(&text) || single(rule) && text.chars().nth(1).is_some();
            if filtered {
                assert!(!rule.matches(&text), "{rule} {text:?}");
                refused += 1;
            }
        }
    }
    assert!(refused > 1_000, "{refused}");
    // The alphabets are those of the ABNF: a few by hand.
    let userinfo = Alphabet::of(Rule::Userinfo);
    assert!(userinfo.holds("a-Z.0~:%!$&'()*+,;="));
    for c in ["@", "/", "?", "#", "[", "]", " ", "é"] {
        assert!(!userinfo.holds(c), "{c:?}");
    }
    assert!(Alphabet::of(Rule::Iuserinfo).holds("é"));
    assert!(Alphabet::of(Rule::Hexdig).holds("0aF"));
    assert!(!Alphabet::of(Rule::Hexdig).holds("g"));
}

/// The repetitions are the rules the ABNF writes as one, and for each, a match takes one more
/// character exactly when one character alone matches: what [`could_go_on`](super::expected::could_go_on)
/// answers for them without asking the grammar.
#[test]
fn repetitions() {
    let stars: Vec<Rule> = Rule::ALL
        .iter()
        .copied()
        .filter(|&r| repetition(r))
        .collect();
    for rule in [
        Rule::Userinfo,
        Rule::RegName,
        Rule::Port,
        Rule::Segment,
        Rule::Query,
        Rule::Fragment,
        Rule::Iuserinfo,
        Rule::IregName,
        Rule::Isegment,
        Rule::Iquery,
        Rule::Ifragment,
        Rule::PathAbempty,
        Rule::IpathAbempty,
        #[cfg(feature = "template")]
        Rule::UriTemplate,
    ] {
        assert!(stars.contains(&rule), "{rule}");
    }
    for rule in [
        Rule::PathAbsolute,
        Rule::Pchar,
        Rule::SegmentNz,
        Rule::Host,
        Rule::DecOctet,
    ] {
        assert!(!stars.contains(&rule), "{rule}");
    }
    let mut compared = 0;
    for (rule, input) in vectors() {
        if !stars.contains(&rule) || !rule.matches(&input) {
            continue;
        }
        let one_alone = samples(rule, Ask::of::<Full>()) != 0;
        let one_more = GO_ON
            .iter()
            .any(|c| rule.matches(&alloc::format!("{input}{c}")));
        assert_eq!(one_more, one_alone, "{rule} {input:?}");
        compared += 1;
    }
    assert!(compared > 100, "{compared}");
}

/// The error of an input with a character no string of its rule has, built without pest's parse of
/// the input when that parse would add nothing, is the error the parse gives: on every near miss of
/// every rule's vectors that holds such a character.
#[test]
fn errors_at_a_foreign_character_need_no_parse_of_the_input() {
    let mut seed = 20_261_127;
    let mut built = 0;
    for (rule, input) in vectors() {
        for text in near_misses(&input, &mut seed) {
            let Some(err) = crate::syntax::error::ParseError::of_foreign_character(rule, &text)
            else {
                continue;
            };
            assert_eq!(Err(err), rule.check(&text), "{rule} {text:?}");
            built += 1;
        }
    }
    assert!(built > 1_000, "{built}");
}

/// [`LongestPrefix::find`](super::search::LongestPrefix::find) records that the input itself (the empty head with the empty tail) does not
/// match: every set of closers and of tails begins with the empty string.
#[test]
fn every_set_begins_with_the_empty_completion() {
    for &rule in Rule::ALL {
        let (inner, tails) = closers(rule.spec());
        assert_eq!((inner[0], tails[0]), ("", ""), "{rule}");
    }
}

/// Leaving out the completions that the facts of RFC 3986 sections 2 and 3.2.2 rule out, and taking
/// the first impossible character as a bound, changes no answer: the index, the completion and
/// whether it encodes a control are those of the search that tries every completion from the same
/// start.
#[test]
fn pruning_changes_no_answer() {
    let mut seed = 20_261_125;
    let mut compared = 0;
    for (rule, input) in vectors() {
        for text in near_misses(&input, &mut seed) {
            if rule.matches(&text) {
                continue;
            }
            for from in [0, text.len() / 2, text.len()] {
                let from = (0..=from)
                    .rev()
                    .find(|&i| text.is_char_boundary(i))
                    .unwrap();
                let every = Search::exhaustive(rule, Ask::of::<Full>()).find(&text, from);
                let pruned = Search::new(rule, Ask::of::<Full>()).find(&text, from);
                assert_eq!(
                    (pruned.index, &pruned.completion, pruned.control),
                    (every.index, &every.completion, every.control),
                    "{rule} {text:?} from {from}"
                );
            }
            compared += 1;
        }
    }
    assert!(compared > 5_000, "{compared}");
}

/// The small parser of RFC 3986's rules ([`Strict`](crate::syntax::grammar::Strict), what the URI types
/// parse with) answers as the whole parser does on every rule it has: the same pairs when the text
/// matches, and when it does not the same pest error and the same `ParseError`, which the engine found by
/// asking each parser again.
#[cfg(not(rfc3986_one_parser))]
#[test]
fn the_strict_parser_answers_as_the_whole_one() {
    use crate::syntax::error::ParseError;
    use crate::syntax::grammar::{Lift, Strict, strict};
    use alloc::format;
    use pest::error::ErrorVariant;
    let mut seed = 20_261_130;
    let (mut matched, mut refused) = (0, 0);
    for (rule, input) in vectors() {
        if strict::narrow(rule.whole()).is_none() {
            continue;
        }
        let mut texts = near_misses(&input, &mut seed);
        texts.push(input);
        for text in texts {
            match (rule.parse_in::<Full>(&text), rule.parse_in::<Strict>(&text)) {
                (Ok(full), Ok(small)) => {
                    let full: Vec<_> = full
                        .flatten()
                        .map(|p| (p.as_rule(), p.as_span().start(), p.as_span().end()))
                        .collect();
                    let small: Vec<_> = small
                        .flatten()
                        .map(|p| (p.as_rule().lift(), p.as_span().start(), p.as_span().end()))
                        .collect();
                    assert_eq!(full, small, "{rule} {text:?}");
                    matched += 1;
                }
                (Err(full), Err(small)) => {
                    assert_eq!(full.location, small.location, "{rule} {text:?}");
                    let lifted = match &small.variant {
                        ErrorVariant::ParsingError {
                            positives,
                            negatives,
                        } => ErrorVariant::ParsingError {
                            positives: positives.iter().map(|r| r.lift()).collect(),
                            negatives: negatives.iter().map(|r| r.lift()).collect(),
                        },
                        ErrorVariant::CustomError { message } => ErrorVariant::CustomError {
                            message: message.clone(),
                        },
                    };
                    assert_eq!(full.variant, lifted, "{rule} {text:?}");
                    assert_eq!(
                        format!("{:?}", ParseError::from_pest(rule, &text, &full)),
                        format!(
                            "{:?}",
                            ParseError::from_pest_in::<Strict>(rule, &text, &small)
                        ),
                        "{rule} {text:?}"
                    );
                    refused += 1;
                }
                (full, small) => panic!(
                    "{rule} {text:?}: the whole parser says {}, the small one {}",
                    full.is_ok(),
                    small.is_ok()
                ),
            }
        }
    }
    assert!(matched > 500 && refused > 2_000, "{matched} {refused}");
}
