//! `rfc3986 resolve --steps`: how RFC 3986 5.2 resolves a reference, for people (the 5.2.2 pseudocode with
//! the branch taken marked, the 5.2.3 merge, the 5.2.4 table laid out as the RFC lays it out) and for
//! `--json` (the `steps` object).

use std::fmt::Write as _;

use crate::style::columns;
use rfc3986::resolve::{Case, Component, ResolutionSteps};

use crate::wire;

/// The cases of 5.2.2 as bits, the query's two branches of `R.path == ""` apart.
const SCHEME: u8 = 1;
const AUTHORITY: u8 = 2;
const EMPTY_WITH_QUERY: u8 = 4;
const EMPTY: u8 = 8;
const ABSOLUTE: u8 = 16;
const MERGE: u8 = 32;
const EMPTY_ANY: u8 = EMPTY_WITH_QUERY | EMPTY;
const NOT_SCHEME: u8 = AUTHORITY | EMPTY_ANY | ABSOLUTE | MERGE;
const ALL: u8 = SCHEME | NOT_SCHEME;

/// The pseudocode of RFC 3986 5.2.2, each line with the cases that run it (or enter its branch); 0 for
/// the lines that close a branch.
pub(crate) const PSEUDOCODE: &[(&str, u8)] = &[
    ("if defined(R.scheme) then", SCHEME),
    ("   T.scheme    = R.scheme;", SCHEME),
    ("   T.authority = R.authority;", SCHEME),
    ("   T.path      = remove_dot_segments(R.path);", SCHEME),
    ("   T.query     = R.query;", SCHEME),
    ("else", NOT_SCHEME),
    ("   if defined(R.authority) then", AUTHORITY),
    ("      T.authority = R.authority;", AUTHORITY),
    (
        "      T.path      = remove_dot_segments(R.path);",
        AUTHORITY,
    ),
    ("      T.query     = R.query;", AUTHORITY),
    ("   else", EMPTY_ANY | ABSOLUTE | MERGE),
    ("      if (R.path == \"\") then", EMPTY_ANY),
    ("         T.path = Base.path;", EMPTY_ANY),
    ("         if defined(R.query) then", EMPTY_WITH_QUERY),
    ("            T.query = R.query;", EMPTY_WITH_QUERY),
    ("         else", EMPTY),
    ("            T.query = Base.query;", EMPTY),
    ("         endif;", 0),
    ("      else", ABSOLUTE | MERGE),
    ("         if (R.path starts-with \"/\") then", ABSOLUTE),
    (
        "            T.path = remove_dot_segments(R.path);",
        ABSOLUTE,
    ),
    ("         else", MERGE),
    ("            T.path = merge(Base.path, R.path);", MERGE),
    ("            T.path = remove_dot_segments(T.path);", MERGE),
    ("         endif;", 0),
    ("         T.query = R.query;", ABSOLUTE | MERGE),
    ("      endif;", 0),
    (
        "      T.authority = Base.authority;",
        EMPTY_ANY | ABSOLUTE | MERGE,
    ),
    ("   endif;", 0),
    ("   T.scheme = Base.scheme;", NOT_SCHEME),
    ("endif;", 0),
    ("", 0),
    ("T.fragment = R.fragment;", ALL),
];

/// The lines of 5.2.2 that come first in non-strict mode.
pub(crate) const NON_STRICT: &[&str] = &[
    "-- A non-strict parser may ignore a scheme in the reference",
    "-- if it is identical to the base URI's scheme.",
    "if ((not strict) and (R.scheme == Base.scheme)) then",
    "   undefine(R.scheme);",
    "endif;",
];

/// The cases of [`PSEUDOCODE`] that a resolution took, from the `case` of `resolve --steps --json`
/// ([`Case::as_str`]) and whether the reference has a query.
pub(crate) fn case_bits(case: &str, r_query_defined: bool) -> u8 {
    match case {
        c if c == Case::SchemeDefined.as_str() => SCHEME,
        c if c == Case::AuthorityDefined.as_str() => AUTHORITY,
        c if c == Case::PathEmpty.as_str() && r_query_defined => EMPTY_WITH_QUERY,
        c if c == Case::PathEmpty.as_str() => EMPTY,
        c if c == Case::PathAbsolute.as_str() => ABSOLUTE,
        c if c == Case::Merge.as_str() => MERGE,
        _ => 0,
    }
}

/// The steps, in the form of `resolve --steps --json`.
pub(crate) fn json<T>(steps: &ResolutionSteps<T>) -> wire::Steps {
    let source = |c| steps.source(c).as_str();
    wire::Steps {
        case: steps.case().as_str(),
        scheme_dropped: steps.scheme_dropped(),
        sources: wire::Sources {
            scheme: source(Component::Scheme),
            authority: source(Component::Authority),
            path: source(Component::Path),
            query: source(Component::Query),
            fragment: source(Component::Fragment),
        },
        merge: steps.merge().map(|m| wire::MergeStep {
            base: m.base().into(),
            reference: m.reference().into(),
            result: m.result().into(),
        }),
        remove_dot_segments: steps.remove_dot_segments().map(|rows| {
            rows.iter()
                .map(|row| wire::DotRow {
                    step: row.dot_rule().as_str(),
                    output: row.output().into(),
                    input: row.input().into(),
                })
                .collect()
        }),
        departures: steps.departures().iter().map(ToString::to_string).collect(),
        truncated: steps.truncated(),
    }
}

/// The steps for people: the reference and the base, the 5.2.2 pseudocode with `>` before each line the
/// resolution ran, the 5.2.3 merge, the 5.2.4 table, the departures and the target (5.3).
pub(crate) fn text(
    steps: &wire::Steps,
    base: &str,
    reference: &str,
    target: &str,
    non_strict: bool,
) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "Base = {base}");
    let _ = writeln!(out, "R    = {reference}");
    let _ = writeln!(out, "\n5.2.2 Transform References:");
    if non_strict {
        for (i, line) in NON_STRICT.iter().enumerate() {
            let ran = steps.scheme_dropped && i == 3;
            let _ = writeln!(out, "{} {line}", if ran { '>' } else { ' ' });
        }
        let _ = writeln!(out);
    }
    let case = case_bits(steps.case, steps.query_from_reference());
    for (line, cases) in PSEUDOCODE {
        let mark = if cases & case != 0 { '>' } else { ' ' };
        let _ = writeln!(out, "{}", format!("{mark} {line}").trim_end());
    }
    let _ = writeln!(out, "\n  case: {}", steps.case);
    if let Some(m) = &steps.merge {
        let _ = writeln!(out, "\n5.2.3 Merge Paths:");
        let _ = writeln!(
            out,
            "  merge({:?}, {:?}) = {:?}",
            m.base, m.reference, m.result
        );
    }
    if let Some(rows) = &steps.remove_dot_segments {
        let _ = writeln!(out, "\n5.2.4 Remove Dot Segments:");
        let header = "OUTPUT BUFFER";
        let width = rows
            .iter()
            .map(|r| columns(&r.output))
            .chain([columns(header)])
            .max()
            .unwrap_or(0);
        let pad = |s: &str| " ".repeat(width - columns(s));
        let _ = writeln!(out, "  STEP   {header}{}   INPUT BUFFER", pad(header));
        for row in rows {
            let step = match row.step {
                "1" => " 1 :".to_owned(),
                rule => format!(" {rule}:"),
            };
            let line = format!(
                "{step}   {}{}   {}",
                row.output,
                pad(&row.output),
                row.input
            );
            let _ = writeln!(out, "  {}", line.trim_end());
        }
        if steps.truncated {
            let _ = writeln!(
                out,
                "  (the table is cut here: a trace keeps 1 MiB of buffers)"
            );
        }
    }
    for departure in &steps.departures {
        let _ = writeln!(out, "\ndeparture: {departure}");
    }
    let _ = writeln!(out, "\n5.3 Component Recomposition:\nT    = {target}");
    out
}
