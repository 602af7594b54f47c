//! The steps of a normalization (`normalize_steps`): the last output is `normalize`'s for every vector (URI
//! and IRI, both levels), each output is a fixed point of the rungs before it, and an input that differs from
//! its normal form in one aspect only is changed by exactly that rung; `equal_at` names the rung at which two
//! references became equal, exactly when they are equivalent.

use crate::util::cases;
use rfc3986::normalize::{EqualAt, Rung};
use rfc3986::{IriRef, Normalization, Part, UriRef};

fn level(name: &str) -> Normalization {
    match name {
        "scheme" => Normalization::Scheme,
        _ => Normalization::Syntax,
    }
}

#[test]
fn the_last_step_is_normalize_for_every_vector() {
    let mut n = 0;
    for (file, iri) in [("normalize.json", false), ("iri_normalize.json", true)] {
        for case in cases(file) {
            let input = case["input"].as_str().unwrap();
            for level in [Normalization::Syntax, Normalization::Scheme] {
                let (steps, normalized) = if iri {
                    let r = IriRef::parse(input).unwrap();
                    (r.normalize_steps(level), r.normalize(level).into_string())
                } else {
                    let r = UriRef::parse(input).unwrap();
                    (r.normalize_steps(level), r.normalize(level).into_string())
                };
                let rungs: Vec<Rung> = steps.iter().map(|s| s.rung()).collect();
                assert_eq!(rungs, Rung::of(level), "{input}");
                assert_eq!(
                    steps.last().unwrap().output(),
                    normalized,
                    "{input} {level:?}"
                );
                // A rung that changed nothing left the text as it was, and one that changed something
                // says what.
                let mut before = input.to_owned();
                for step in &steps {
                    assert_eq!(
                        step.changed().is_empty(),
                        step.output() == before,
                        "{input}: {}",
                        step.rung()
                    );
                    before = step.output().to_owned();
                }
                n += 1;
            }
            // And at the case's own level, the vector's expected normal form.
            let at = level(case["level"].as_str().unwrap_or("syntax"));
            let last = if iri {
                IriRef::parse(input).unwrap().normalize_steps(at)
            } else {
                UriRef::parse(input).unwrap().normalize_steps(at)
            };
            assert_eq!(
                last.last().unwrap().output(),
                case["expected"].as_str().unwrap(),
                "{input}"
            );
        }
    }
    assert!(n > 100, "{n}");
}

/// An input that differs from its normal form in one aspect is changed by that rung alone, in that part.
#[test]
fn one_aspect_one_rung() {
    for (input, rung, part) in [
        ("HTTP://a/b", Rung::Case, Part::Scheme),
        ("http://A.example/b", Rung::Case, Part::Host),
        ("http://a/%3a", Rung::Case, Part::Path),
        ("http://a/b?%3a", Rung::Case, Part::Query),
        ("http://a/%7E", Rung::PercentEncoding, Part::Path),
        ("http://%61/", Rung::PercentEncoding, Part::Host),
        ("http://a/b#%41", Rung::PercentEncoding, Part::Fragment),
        ("http://a/b/../c", Rung::PathSegments, Part::Path),
        ("http://a/./b", Rung::PathSegments, Part::Path),
        ("http://a:80/", Rung::DefaultPort, Part::Port),
        ("https://a:/", Rung::DefaultPort, Part::Port),
        ("http://a", Rung::EmptyPath, Part::Path),
    ] {
        let steps = UriRef::parse(input)
            .unwrap()
            .normalize_steps(Normalization::Scheme);
        for step in &steps {
            if step.rung() == rung {
                assert_eq!(step.changed(), [part], "{input}: {}", step.rung());
            } else {
                assert!(
                    step.changed().is_empty(),
                    "{input}: {} changed {:?}",
                    step.rung(),
                    step.changed()
                );
            }
        }
    }
    // A normal form changes at no rung.
    let steps = UriRef::parse("http://a/b?c#d")
        .unwrap()
        .normalize_steps(Normalization::Scheme);
    assert!(
        steps
            .iter()
            .all(|s| s.changed().is_empty() && s.output() == "http://a/b?c#d")
    );
}

/// The syntax level stops before the scheme-based rungs; the sections are RFC 3986's and RFC 3987's.
#[test]
fn levels_and_sections() {
    assert_eq!(
        Rung::of(Normalization::Syntax),
        [Rung::Case, Rung::PercentEncoding, Rung::PathSegments]
    );
    let sections: Vec<(&str, &str)> = Rung::of(Normalization::Scheme)
        .iter()
        .map(|r| (r.section(), r.iri_section()))
        .collect();
    assert_eq!(
        sections,
        [
            ("6.2.2.1", "5.3.2.1"),
            ("6.2.2.2", "5.3.2.3"),
            ("6.2.2.3", "5.3.2.4"),
            ("6.2.3", "5.3.3"),
            ("6.2.3", "5.3.3"),
        ]
    );
    assert_eq!(Rung::DefaultPort.to_string(), "6.2.3 default port");
}

/// An input that differs from its normal form in one aspect becomes equal to it at that rung; the same
/// string at 6.2.1; and not at all when the level does not reach the rung.
#[test]
fn equal_at_names_the_rung() {
    for (input, rung) in [
        ("HTTP://a/b", Rung::Case),
        ("http://a/%3a", Rung::Case),
        ("http://a/%7E", Rung::PercentEncoding),
        ("http://a/b/../c", Rung::PathSegments),
        ("http://a:80/", Rung::DefaultPort),
        ("http://a", Rung::EmptyPath),
    ] {
        let a = UriRef::parse(input).unwrap();
        let b = a.normalize(Normalization::Scheme);
        assert_eq!(
            a.equal_at(&b, Normalization::Scheme),
            Some(EqualAt::Rung(rung)),
            "{input}"
        );
        assert_eq!(
            b.equal_at(&a, Normalization::Scheme),
            Some(EqualAt::Rung(rung)),
            "{input}"
        );
        let syntax = Rung::of(Normalization::Syntax).contains(&rung);
        assert_eq!(
            a.equal_at(&b, Normalization::Syntax).is_some(),
            syntax,
            "{input}"
        );
        assert_eq!(a.equal_at(&a, Normalization::Syntax), Some(EqualAt::String));
    }
    // Two aspects: the later rung, where the second difference goes.
    let a = UriRef::parse("HTTP://a:80/%7e").unwrap();
    let b = UriRef::parse("http://a/~").unwrap();
    assert_eq!(
        a.equal_at(&b, Normalization::Scheme),
        Some(EqualAt::Rung(Rung::DefaultPort))
    );
    assert_eq!(
        a.equal_at(&b, Normalization::Scheme).unwrap().to_string(),
        "6.2.3 default port"
    );
    // IRIs, with RFC 3987's sections.
    let a = IriRef::parse("http://é/a/./b").unwrap();
    let at = a.equal_at(
        &IriRef::parse("http://é/a/b").unwrap(),
        Normalization::Syntax,
    );
    assert_eq!(at.map(|at| at.iri_section()), Some("5.3.2.4"));
    assert_eq!(EqualAt::String.iri_section(), "5.3.1");
}

/// `equal_at` is `Some` exactly when `equivalent` holds, for every pair of vectors' inputs and normal
/// forms, and its rung is the first whose outputs agree.
#[test]
fn equal_at_is_equivalent() {
    let inputs: Vec<String> = cases("normalize.json")
        .iter()
        .flat_map(|case| {
            [
                case["input"].as_str().unwrap().to_owned(),
                case["expected"].as_str().unwrap().to_owned(),
            ]
        })
        .collect();
    let refs: Vec<UriRef> = inputs
        .iter()
        .filter_map(|s| UriRef::parse(s).ok())
        .collect();
    let mut equal = 0;
    for a in &refs {
        for b in refs.iter().take(60) {
            for level in [Normalization::Syntax, Normalization::Scheme] {
                let at = a.equal_at(b, level);
                assert_eq!(at.is_some(), a.equivalent(b, level), "{a} {b}");
                if let Some(EqualAt::Rung(rung)) = at {
                    let (sa, sb) = (a.normalize_steps(level), b.normalize_steps(level));
                    let first = sa
                        .iter()
                        .zip(&sb)
                        .position(|(x, y)| x.output() == y.output());
                    assert_eq!(first.map(|i| sa[i].rung()), Some(rung), "{a} {b}");
                    equal += 1;
                }
            }
        }
    }
    assert!(equal > 20, "{equal}");
}
