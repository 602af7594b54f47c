//! Properties of URI Template matching (CHOICES.md M1 to M9) on random templates, values and URIs:
//! matching an expansion gives values that expand to it again; whatever matching returns for any URI
//! expands back to that URI (M1); and check_matchable refuses exactly M8's templates.

use crate::util;

use proptest::prelude::*;
use rfc3986::template::{MatchErrorKind, MatchOptions, UriTemplate, Value, Vars};

#[derive(Clone, Copy, Debug)]
enum Mod {
    None,
    Prefix(u16),
    Explode,
}

#[derive(Clone, Debug)]
enum Piece {
    Literal(String),
    /// The operator (`None` for a simple expression) and the varspecs.
    Expression(Option<char>, Vec<(usize, Mod)>),
}

/// A template's text from its pieces; variable `i` is named `v{i}`.
fn text(pieces: &[Piece]) -> String {
    let mut t = String::new();
    for piece in pieces {
        match piece {
            Piece::Literal(s) => t.push_str(s),
            Piece::Expression(op, vars) => {
                t.push('{');
                t.extend(op);
                for (i, (var, m)) in vars.iter().enumerate() {
                    if i > 0 {
                        t.push(',');
                    }
                    t.push_str(&format!("v{var}"));
                    match m {
                        Mod::None => {}
                        Mod::Prefix(n) => t.push_str(&format!(":{n}")),
                        Mod::Explode => t.push('*'),
                    }
                }
                t.push('}');
            }
        }
    }
    t
}

fn literal() -> impl Strategy<Value = String> {
    prop::collection::vec(
        prop::sample::select(vec![
            "a", "b", ".", "/", ",", "-", "=", ";", "?", "&", "#", "!", "é", "%2F", "%41",
            "%c3%a9", "x",
        ]),
        1..3,
    )
    .prop_map(|parts| parts.concat())
}

fn modifier() -> impl Strategy<Value = Mod> {
    prop_oneof![
        3 => Just(Mod::None),
        1 => (1u16..5).prop_map(Mod::Prefix),
        2 => Just(Mod::Explode),
    ]
}

fn operator() -> impl Strategy<Value = Option<char>> {
    prop::sample::select(vec![
        None,
        Some('+'),
        Some('#'),
        Some('.'),
        Some('/'),
        Some(';'),
        Some('?'),
        Some('&'),
    ])
}

/// Pieces of a template, with variables numbered from 0 (`repeat`: numbers drawn from a small pool, so
/// that variables repeat). May be unmatchable; `matchable` fixes that.
fn pieces(repeat: bool) -> impl Strategy<Value = Vec<Piece>> {
    let var = if repeat { 0usize..3 } else { 0usize..1000 };
    let expression = (operator(), prop::collection::vec((var, modifier()), 1..4))
        .prop_map(|(op, vars)| Piece::Expression(op, vars));
    prop::collection::vec(
        prop_oneof![1 => literal().prop_map(Piece::Literal), 2 => expression],
        0..6,
    )
}

/// The pieces made matchable (M8): fresh numbers for the variables unless `repeat` (then one explode
/// modifier per variable), and a literal before an expression without lead that follows an expression.
fn matchable(mut pieces: Vec<Piece>, repeat: bool) -> Vec<Piece> {
    let mut next = 0;
    let mut exploded: Vec<Option<bool>> = vec![None; 1000];
    let mut out: Vec<Piece> = Vec::new();
    for piece in pieces.drain(..) {
        if let Piece::Expression(op, mut vars) = piece {
            for (var, m) in vars.iter_mut() {
                if !repeat {
                    *var = next;
                    next += 1;
                }
                let e = matches!(m, Mod::Explode);
                match exploded[*var] {
                    Some(true) => *m = Mod::Explode,
                    Some(false) if e => *m = Mod::None,
                    _ => exploded[*var] = Some(e),
                }
            }
            if matches!(op, None | Some('+')) && matches!(out.last(), Some(Piece::Expression(..))) {
                out.push(Piece::Literal("-".into()));
            }
            out.push(Piece::Expression(op, vars));
        } else {
            out.push(piece);
        }
    }
    out
}

fn string() -> impl Strategy<Value = String> {
    prop::collection::vec(
        prop::sample::select(vec![
            "a", "b", "~", ".", "-", "/", ",", "=", ";", "&", "?", "#", "%", "%41", "%2F", "%zz",
            " ", "é", "€", "😀", "\u{E000}", "+", "!", ":", "@", "[",
        ]),
        0..4,
    )
    .prop_map(|parts| parts.concat())
}

#[derive(Clone, Debug)]
enum Gen {
    Undefined,
    String(String),
    List(Vec<String>),
    Pairs(Vec<(String, String)>),
}

fn value() -> impl Strategy<Value = Gen> {
    prop_oneof![
        1 => Just(Gen::Undefined),
        2 => string().prop_map(Gen::String),
        2 => prop::collection::vec(string(), 1..4).prop_map(Gen::List),
        2 => prop::collection::vec((string(), string()), 1..4).prop_map(Gen::Pairs),
    ]
}

/// The values for the pieces' variables: `gens[i]` for variable `i`, fitted to its modifier (a prefix
/// takes a string; explode a composite; an associative array's names unique). Under `.` an exploded
/// value has no "." (M3 splits its items at every one: "." is unreserved, so expansion writes it raw).
/// Under no operator and `+` an exploded value does not expand to nothing (M5: with no lead, an empty
/// region is an undefined exploded variable, not `[""]`).
fn vars(pieces: &[Piece], gens: &[Gen]) -> Vars<'static> {
    let mut vars = Vars::new();
    for piece in pieces {
        let Piece::Expression(op, specs) = piece else {
            continue;
        };
        for &(var, m) in specs {
            let mut generator = gens[var % gens.len()].clone();
            if *op == Some('.') && matches!(m, Mod::Explode) {
                let strip = |s: &mut String| *s = s.replace('.', "");
                match &mut generator {
                    Gen::String(s) => strip(s),
                    Gen::List(l) => l.iter_mut().for_each(strip),
                    Gen::Pairs(p) => p.iter_mut().for_each(|(k, v)| {
                        strip(k);
                        strip(v);
                    }),
                    Gen::Undefined => {}
                }
            }

            let value: Value<'static> = match (generator, m) {
                (Gen::Undefined, _) => Value::Undefined,
                (Gen::String(s), Mod::Explode) => Value::from(vec![s]),
                (Gen::String(s), _) => Value::from(s),
                (Gen::List(l), Mod::Prefix(_)) => Value::from(l[0].clone()),
                (Gen::List(l), _) => Value::from(l),
                (Gen::Pairs(p), Mod::Prefix(_)) => Value::from(p[0].0.clone()),
                (Gen::Pairs(mut p), _) => {
                    let mut seen = std::collections::HashSet::new();
                    p.retain(|(k, _)| seen.insert(k.clone()));
                    Value::from(p)
                }
            };
            let empty = match &value {
                Value::List(l) => l.len() == 1 && l[0].is_empty(),
                Value::AssocArray(p) => p.len() == 1 && p[0].0.is_empty() && p[0].1.is_empty(),
                _ => false,
            };
            let value = if empty && matches!(op, None | Some('+')) && matches!(m, Mod::Explode) {
                Value::from(vec!["a"])
            } else {
                value
            };
            vars.insert(format!("v{var}"), value);
        }
    }
    vars
}

/// A URI made of the characters that matter to matching: delimiters, triplets, non-ASCII.
fn uri() -> impl Strategy<Value = String> {
    prop::collection::vec(
        prop::sample::select(vec![
            "a", "b", "-", ".", "/", ",", "=", ";", "?", "&", "#", "%2F", "%41", "%20", "%C3%A9",
            "%E2%82", "%AC", "é", "v0", "v1", "v2", "!", "x", "%", " ",
        ]),
        0..10,
    )
    .prop_map(|parts| parts.concat())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// Matching an expansion succeeds, and its values expand to the same URI after N (M1). Variables do
    /// not repeat here: M6 may miss a preimage where M4 had a choice.
    #[test]
    fn expansions_match_back(p in pieces(false), gens in prop::collection::vec(value(), 1..12)) {
        let p = matchable(p, false);
        let t = UriTemplate::parse(&text(&p)).unwrap();
        prop_assert!(t.check_matchable().is_ok());
        let v = vars(&p, &gens);
        let uri = t.expand(&v).unwrap();
        let m = t.match_uri(&uri).unwrap();
        prop_assert!(m.is_some(), "{t} on {uri:?} does not match (values {v:?})");
        let again = t.expand(&m.unwrap()).unwrap();
        prop_assert_eq!(util::pct_normalized(&again), util::pct_normalized(&uri), "{} on {:?}", t, uri);
    }

    /// The same through IRI expansion and IRI mode.
    #[test]
    fn iri_expansions_match_back(p in pieces(false), gens in prop::collection::vec(value(), 1..12)) {
        let p = matchable(p, false);
        let t = UriTemplate::parse(&text(&p)).unwrap();
        let v = vars(&p, &gens);
        let iri = t.expand_iri(&v).unwrap();
        let m = t.match_uri_with(&iri, MatchOptions::new().iri(true)).unwrap();
        prop_assert!(m.is_some(), "{t} on {iri:?} does not match (values {v:?})");
        let again = t.expand_iri(&m.unwrap()).unwrap();
        prop_assert_eq!(util::pct_normalized(&again), util::pct_normalized(&iri), "{} on {:?}", t, iri);
    }

    /// With repeated variables, whatever matching returns for an expansion expands to it again.
    #[test]
    fn repeated_variables_are_sound(p in pieces(true), gens in prop::collection::vec(value(), 3)) {
        let p = matchable(p, true);
        let t = UriTemplate::parse(&text(&p)).unwrap();
        prop_assert!(t.check_matchable().is_ok(), "{}", t);
        let v = vars(&p, &gens);
        let Ok(uri) = t.expand(&v) else { return Ok(()) };
        if let Some(m) = t.match_uri(&uri).unwrap() {
            let again = t.expand(&m).unwrap();
            prop_assert_eq!(util::pct_normalized(&again), util::pct_normalized(&uri), "{} on {:?}", t, uri);
        }
    }

    /// M1 on any URI: a match expands back to the URI, in both modes.
    #[test]
    fn matches_expand_back(p in pieces(true), uri in uri()) {
        let p = matchable(p, true);
        let t = UriTemplate::parse(&text(&p)).unwrap();
        if let Some(m) = t.match_uri(&uri).unwrap() {
            prop_assert!(uri.is_ascii());
            let again = t.expand(&m).unwrap();
            prop_assert_eq!(util::pct_normalized(&again), util::pct_normalized(&uri), "{} on {:?}", t, uri);
        }
        if let Some(m) = t.match_uri_with(&uri, MatchOptions::new().iri(true)).unwrap() {
            let again = t.expand_iri(&m).unwrap();
            prop_assert_eq!(util::pct_normalized(&again), util::pct_normalized(&uri), "{} on {:?} (IRI)", t, uri);
        }
    }

    /// A mismatch says where: an expansion with a space put in at a place between two of its characters
    /// (no literal and no region holds a space) fails exactly there, and the template expected something
    /// there.
    #[test]
    fn mismatch_is_where_a_space_stops(
        p in pieces(false),
        gens in prop::collection::vec(value(), 1..12),
        at in any::<prop::sample::Index>(),
    ) {
        let p = matchable(p, false);
        let t = UriTemplate::parse(&text(&p)).unwrap();
        let v = vars(&p, &gens);
        let uri = t.expand(&v).unwrap();
        // Places that are not inside a pct-encoded triplet, nor before the triplet of a UTF-8
        // continuation octet (a `U` region reads the triplets of one character together).
        let bytes = uri.as_bytes();
        let continuation = |i: usize| {
            bytes.get(i) == Some(&b'%') && matches!(bytes.get(i + 1), Some(b'8' | b'9' | b'A' | b'B' | b'a' | b'b'))
        };
        let places: Vec<usize> = (0..=uri.len())
            .filter(|&i| !(1..=2).any(|k| i >= k && bytes[i - k] == b'%') && !continuation(i))
            .collect();
        let i = places[at.index(places.len())];
        let broken = format!("{}{}{}", &uri[..i], ' ', &uri[i..]);
        let why = t.mismatch(&broken).unwrap();
        prop_assert!(why.is_some(), "{t} on {broken:?} matches");
        let why = why.unwrap();
        prop_assert_eq!(why.index(), i, "{} on {:?}: {}", t, broken, why);
        prop_assert!(!why.expected().is_empty(), "{t} on {broken:?}");
    }

    /// `mismatch` answers exactly where `match_uri` finds no match, in both modes, and its index is in
    /// the URI.
    #[test]
    fn mismatch_is_no_match(p in pieces(true), uri in uri()) {
        let p = matchable(p, true);
        let t = UriTemplate::parse(&text(&p)).unwrap();
        for options in [MatchOptions::new(), MatchOptions::new().iri(true), MatchOptions::new().query_any_order(true)] {
            let matched = t.match_uri_with(&uri, options).unwrap();
            let why = t.mismatch_with(&uri, options).unwrap();
            prop_assert_eq!(matched.is_some(), why.is_none(), "{} on {:?} ({:?}): {:?}", t, uri, options, why);
            if let Some(why) = why {
                prop_assert!(uri.is_char_boundary(why.index()), "{t} on {uri:?}: {why}");
            }
        }
    }

    /// check_matchable refuses exactly M8's templates, with M8's kind.
    #[test]
    fn refusals_are_m8s(p in pieces(true)) {
        let t = UriTemplate::parse(&text(&p)).unwrap();
        let mut adjacent = false;
        let mut conflict = false;
        let mut exploded: Vec<Option<bool>> = vec![None; 1000];
        let mut previous_expression = false;
        for piece in &p {
            match piece {
                Piece::Literal(_) => previous_expression = false,
                Piece::Expression(op, vars) => {
                    adjacent |= previous_expression && matches!(op, None | Some('+'));
                    for &(var, m) in vars {
                        let e = matches!(m, Mod::Explode);
                        conflict |= exploded[var].is_some_and(|was| was != e);
                        exploded[var].get_or_insert(e);
                    }
                    previous_expression = true;
                }
            }
        }
        match t.check_matchable() {
            Ok(()) => prop_assert!(!adjacent && !conflict, "{}", t),
            Err(e) => match e.kind() {
                MatchErrorKind::AmbiguousAdjacentExpressions => prop_assert!(adjacent, "{}", t),
                MatchErrorKind::ExplodeConflict => prop_assert!(conflict, "{}", t),
                other => prop_assert!(false, "{}: {:?}", t, other),
            },
        }
    }
}
