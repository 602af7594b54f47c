//! The steps of a resolution (`resolve_steps`): the two tables of RFC 3986 5.2.4 row for row, every case of
//! the resolution vectors traced (URI and IRI, strict and non-strict) with the trace's target equal to
//! `resolve`'s, each row of a table following from the one before by the rule it names, and the cut of a
//! long table.

use crate::util::cases;
use rfc3986::resolve::merge;
use rfc3986::resolve::{Case, Component, Departure, DotRule, DotStep, Source};
use rfc3986::{Iri, IriRef, Resolution, Uri, UriRef};

/// The rows as the RFC prints them: `STEP: OUTPUT | INPUT`.
fn rows(steps: &[DotStep]) -> Vec<String> {
    steps
        .iter()
        .map(|r| format!("{}: {} | {}", r.dot_rule(), r.output(), r.input()))
        .collect()
}

/// RFC 3986 5.2.4: "The following illustrates how the above steps are applied for two examples of merged
/// paths, showing the state of the two buffers after each step."
#[test]
fn the_two_tables_of_rfc3986_5_2_4() {
    // The first: an absolute path (a reference whose path starts with "/" runs remove_dot_segments alone).
    let steps = Uri::parse("http://a")
        .unwrap()
        .resolve_steps(&UriRef::parse("/a/b/c/./../../g").unwrap());
    assert_eq!(steps.case(), Case::PathAbsolute);
    assert_eq!(
        rows(steps.remove_dot_segments().unwrap()),
        [
            "1:  | /a/b/c/./../../g",
            "2E: /a | /b/c/./../../g",
            "2E: /a/b | /c/./../../g",
            "2E: /a/b/c | /./../../g",
            "2B: /a/b/c | /../../g",
            "2C: /a/b | /../g",
            "2C: /a | /g",
            "2E: /a/g | ",
        ]
    );
    // The second: a rootless path, here the path of a reference with a scheme.
    let steps = Uri::parse("http://a")
        .unwrap()
        .resolve_steps(&UriRef::parse("x:mid/content=5/../6").unwrap());
    assert_eq!(steps.case(), Case::SchemeDefined);
    assert_eq!(
        rows(steps.remove_dot_segments().unwrap()),
        [
            "1:  | mid/content=5/../6",
            "2E: mid | /content=5/../6",
            "2E: mid/content=5 | /../6",
            "2C: mid | /6",
            "2E: mid/6 | ",
        ]
    );
    assert_eq!(steps.target(), "x:mid/6");
}

/// What one pass of the loop of 5.2.4 does to the buffers, by the rule's text, for checking a row against
/// the row before it.
fn apply(rule: DotRule, output: &str, input: &str) -> Option<(String, String)> {
    let pop = |out: &str| out[..out.rfind('/').unwrap_or(0)].to_owned();
    let (out, inp) = match rule {
        DotRule::Start => return None,
        DotRule::A => {
            let rest = input
                .strip_prefix("../")
                .or_else(|| input.strip_prefix("./"))?;
            (output.to_owned(), rest.to_owned())
        }
        DotRule::B if input.starts_with("/./") => (output.to_owned(), input[2..].to_owned()),
        DotRule::B if input == "/." => (output.to_owned(), "/".to_owned()),
        DotRule::C if input.starts_with("/../") => (pop(output), input[3..].to_owned()),
        DotRule::C if input == "/.." => (pop(output), "/".to_owned()),
        DotRule::D if input == "." || input == ".." => (output.to_owned(), String::new()),
        DotRule::E => {
            let from = usize::from(input.starts_with('/'));
            let end = input[from..].find('/').map_or(input.len(), |i| from + i);
            (
                format!("{output}{}", &input[..end]),
                input[end..].to_owned(),
            )
        }
        _ => return None,
    };
    Some((out, inp))
}

/// The checks every trace passes: the first row is step 1 on the path, each later row follows from the
/// one before by its rule, the input is empty at the end, the last output is the target's path (with "/."
/// before it for the departure), the merge is `merge`, and the case says where the components came from.
#[track_caller]
fn check_trace(
    what: &str,
    case: Case,
    rows: Option<&[DotStep]>,
    merge_result: Option<&str>,
    departures: &[Departure],
    target_path: &str,
) {
    let Some(rows) = rows else {
        assert_eq!(case, Case::PathEmpty, "{what}: no table");
        return;
    };
    assert_ne!(case, Case::PathEmpty, "{what}: a table");
    assert_eq!(rows[0].dot_rule(), DotRule::Start, "{what}");
    assert_eq!(rows[0].output(), "", "{what}");
    if let Some(merged) = merge_result {
        assert_eq!(rows[0].input(), merged, "{what}");
    }
    for pair in rows.windows(2) {
        let (before, row) = (&pair[0], &pair[1]);
        assert_ne!(row.dot_rule(), DotRule::Start, "{what}");
        assert_eq!(
            apply(row.dot_rule(), before.output(), before.input()),
            Some((row.output().to_owned(), row.input().to_owned())),
            "{what}: {} after {:?}",
            row.dot_rule(),
            (before.output(), before.input())
        );
    }
    let last = rows.last().unwrap();
    assert_eq!(last.input(), "", "{what}");
    let written = if departures.contains(&Departure::DotBeforeDoubleSlash) {
        format!("/.{}", last.output())
    } else {
        last.output().to_owned()
    };
    assert_eq!(written, target_path, "{what}");
}

#[test]
fn every_resolution_vector_traced() {
    let mut traced = 0;
    for (file, iri) in [("resolve.json", false), ("iri_resolve.json", true)] {
        for case in cases(file) {
            let (base, reference) = (
                case["base"].as_str().unwrap(),
                case["ref"].as_str().unwrap(),
            );
            for mode in [Resolution::Strict, Resolution::NonStrict] {
                let what = format!("{file}: {base} + {reference} ({mode:?})");
                if iri {
                    let (b, r) = (Iri::parse(base).unwrap(), IriRef::parse(reference).unwrap());
                    let steps = b.resolve_steps_with(&r, mode);
                    assert_eq!(steps.target(), &b.resolve_with(&r, mode), "{what}");
                    let merged = steps.merge().map(|m| m.result().to_owned());
                    check_trace(
                        &what,
                        steps.case(),
                        steps.remove_dot_segments(),
                        merged.as_deref(),
                        steps.departures(),
                        steps.target().path().as_str(),
                    );
                } else {
                    let (b, r) = (Uri::parse(base).unwrap(), UriRef::parse(reference).unwrap());
                    let steps = b.resolve_steps_with(&r, mode);
                    assert_eq!(steps.target(), &b.resolve_with(&r, mode), "{what}");
                    assert!(!steps.truncated(), "{what}");
                    if let Some(m) = steps.merge() {
                        assert_eq!(steps.case(), Case::Merge, "{what}");
                        assert_eq!(m.base(), b.path().as_str(), "{what}");
                        assert_eq!(m.reference(), r.path().as_str(), "{what}");
                        assert_eq!(m.result(), merge(&b, r.path().as_str()), "{what}");
                    } else {
                        assert_ne!(steps.case(), Case::Merge, "{what}");
                    }
                    // 5.2.2: where each component comes from, by the case.
                    let from_base: &[Component] = match steps.case() {
                        Case::SchemeDefined => &[],
                        Case::AuthorityDefined => &[Component::Scheme],
                        Case::PathEmpty if r.query().is_some() => {
                            &[Component::Scheme, Component::Authority, Component::Path]
                        }
                        Case::PathEmpty => &[
                            Component::Scheme,
                            Component::Authority,
                            Component::Path,
                            Component::Query,
                        ],
                        _ => &[Component::Scheme, Component::Authority],
                    };
                    for &c in Component::ALL {
                        let expected = if from_base.contains(&c) {
                            Source::Base
                        } else if c == Component::Path && steps.case() == Case::Merge {
                            Source::Merge
                        } else {
                            Source::Reference
                        };
                        assert_eq!(steps.source(c), expected, "{what}: {}", c.as_str());
                    }
                    assert_eq!(
                        steps.scheme_dropped(),
                        mode == Resolution::NonStrict
                            && r.scheme()
                                .is_some_and(|s| s.eq_ignore_ascii_case(b.scheme())),
                        "{what}"
                    );
                    let merged = steps.merge().map(|m| m.result().to_owned());
                    check_trace(
                        &what,
                        steps.case(),
                        steps.remove_dot_segments(),
                        merged.as_deref(),
                        steps.departures(),
                        steps.target().path().as_str(),
                    );
                }
                traced += 1;
            }
        }
    }
    assert!(traced > 1000, "{traced}");
}

/// The departure of 5.3 is named where it happens, and only there.
#[test]
fn the_departure_is_named() {
    let base = Uri::parse("f:/a").unwrap();
    let steps = base.resolve_steps(&UriRef::parse(".//g").unwrap());
    assert_eq!(steps.departures(), [Departure::DotBeforeDoubleSlash]);
    assert_eq!(steps.departures()[0].section(), "3.3");
    assert_eq!(steps.target(), "f:/.//g");
    let steps = base.resolve_steps(&UriRef::parse("g").unwrap());
    assert!(steps.departures().is_empty());
}

/// A path of many segments gives a table of as many rows, each as long as what is left of the path: the
/// trace keeps the rows up to 1 MiB of buffers and says it cut the rest, and the target is still
/// `resolve`'s.
#[test]
fn a_long_table_is_cut() {
    let base = Uri::parse("http://a/").unwrap();
    for path in [
        "x/../".repeat(5000),
        format!("/{}", "a".repeat(1 << 14)).repeat(40),
    ] {
        let reference = UriRef::parse(&path).unwrap();
        let steps = base.resolve_steps(&reference);
        assert!(steps.truncated());
        let rows = steps.remove_dot_segments().unwrap();
        let kept: usize = rows
            .iter()
            .map(|r| r.output().len() + r.input().len())
            .sum();
        assert!(kept <= 1 << 20, "{kept}");
        // A row holds at most the path's length: the next row would have gone over.
        assert!(kept + path.len() > 1 << 20, "{kept}: cut too early");
        let first = if path.starts_with('/') {
            path.clone()
        } else {
            merge(&base, &path)
        };
        assert!(
            rows[0].input() == first,
            "the first row is step 1 on the path"
        );
        assert!(steps.target() == &base.resolve(&reference), "the target");
    }
    // Below the bound nothing is cut.
    let steps = base.resolve_steps(&UriRef::parse(&"x/../".repeat(100)).unwrap());
    assert!(!steps.truncated());
    // Step 1, then 2E ("/x") and 2C ("/../" to "/") per repetition, then 2E for the last "/".
    assert_eq!(steps.remove_dot_segments().unwrap().len(), 1 + 2 * 100 + 1);
}

/// An IRI base resolving a URI reference gives the same target with or without the steps, down to the
/// kind of host: a URI's `reg-name` is an IRI's `ireg-name` (RFC 3987 2.2). The steps once kept the
/// reference's `reg-name`, so their target's `host_kind()` differed from `resolve`'s.
#[test]
fn iri_steps_give_the_target_that_resolve_gives() {
    let base = rfc3986::Iri::parse("http://é.example/a/b").unwrap();
    for r in ["//g/x", "http://h/", "c", "#f", "//[::1]/"] {
        let r = rfc3986::UriRef::parse(r).unwrap();
        let plain = base.resolve(&r);
        let steps = base.resolve_steps(&r);
        let stepped = steps.target();
        assert_eq!(stepped.as_str(), plain.as_str(), "{r}");
        let kind = |i: &rfc3986::Iri| i.authority().map(|a| a.host_kind());
        assert_eq!(kind(stepped), kind(&plain), "{r}");
    }
}

/// `remove_dot_segments_steps` on every bare path of the 5.2.4 vectors (`tests/data/remove_dot_segments.json`,
/// RFC 3986 and peers' suites): the table starts with step 1 on the path, each row follows from the one
/// before by its rule, and the table ends with the vector's expected path, which is also `output()`.
#[test]
fn bare_path_tables_follow_rule_by_rule() {
    let cases = cases("remove_dot_segments.json");
    assert_eq!(cases.len(), 57);
    for case in &cases {
        let input = case["input"].as_str().unwrap();
        let expected = case["expected"].as_str().unwrap();
        let steps = rfc3986::resolve::remove_dot_segments_steps(input);
        assert!(!steps.truncated(), "{input:?}");
        assert_eq!(steps.rows()[0].input(), input, "{input:?}");
        check_trace(input, Case::Merge, Some(steps.rows()), None, &[], expected);
        assert_eq!(steps.output(), expected, "{input:?}");
    }
    // A long table is cut, and the path still whole.
    let long = "a/".repeat(2_000) + &"../".repeat(2_000);
    let steps = rfc3986::resolve::remove_dot_segments_steps(&long);
    assert!(steps.truncated());
    assert_eq!(steps.output(), rfc3986::remove_dot_segments(&long));
}
