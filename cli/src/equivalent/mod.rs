//! `rfc3986 equivalent`: whether two references are equivalent by one rung of RFC 3986 6.2's comparison
//! ladder: simple string comparison (6.2.1), syntax-based normalization (6.2.2) or scheme-based
//! normalization (6.2.3), with the library's `Normalization` and `equivalent`.

#[cfg(feature = "viewer")]
pub(crate) mod view;

use std::ffi::OsString;
use std::io::{self, Write};

use rfc3986::Normalization;
use rfc3986::normalize::EqualAt;

use crate::line::{Line, LineError};
use crate::reference::Reference;
use crate::wire;

#[derive(clap::Args)]
pub(crate) struct Args {
    /// Print one JSON object: {"a", "b", "level", "equivalent", "normalized_a", "normalized_b", "error",
    /// "equal_at"}; "equal_at" is where on the ladder the two became equal, {"section", "name"} (6.2.1
    /// "simple string comparison", or the first rung after which their normal forms are the same; RFC
    /// 3987 5.3's sections with --iri), null when they are not equivalent.
    #[arg(long)]
    json: bool,
    /// string: the references as written, character for character (6.2.1); syntax: after case,
    /// percent-encoding and dot-segment normalization (6.2.2); scheme: also the empty or default port and
    /// the empty http(s) path (6.2.3).
    #[arg(long, value_enum, default_value_t = Level::Syntax)]
    level: Level,
    /// Read A and B as IRI references and compare them by RFC 3987 5.3.
    #[arg(long)]
    iri: bool,
    /// The first reference.
    #[arg(value_name = "A")]
    a: OsString,
    /// The second reference.
    #[arg(value_name = "B")]
    b: OsString,
}

/// The rungs of the ladder of RFC 3986 6.2 that can be computed from the references alone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
enum Level {
    String,
    Syntax,
    Scheme,
}

impl Level {
    /// The name `--level` takes and `--json` prints.
    fn name(self) -> &'static str {
        match self {
            Level::String => "string",
            Level::Syntax => "syntax",
            Level::Scheme => "scheme",
        }
    }

    /// How the level compares, for people, with its section.
    fn describe(self) -> &'static str {
        match self {
            Level::String => "by simple string comparison (RFC 3986 6.2.1)",
            Level::Syntax => "after syntax-based normalization (RFC 3986 6.2.2)",
            Level::Scheme => "after scheme-based normalization (RFC 3986 6.2.3)",
        }
    }

    fn normalization(self) -> Option<Normalization> {
        match self {
            Level::String => None,
            Level::Syntax => Some(Normalization::Syntax),
            Level::Scheme => Some(Normalization::Scheme),
        }
    }
}

/// A reference in normal form at `level` (as written for 6.2.1).
fn normal_form(r: &Reference, level: Level) -> String {
    match (r, level.normalization()) {
        (_, None) => r.as_str().to_owned(),
        (Reference::Uri(r), Some(n)) => r.normalize(n).into_string(),
        (Reference::Iri(r), Some(n)) => r.normalize(n).into_string(),
    }
}

/// Where the two became equal on the ladder of `level`: the library's `equal_at`, or for 6.2.1 the same
/// string; `None` when they are not equivalent at `level`.
fn equal_at(a: &Reference, b: &Reference, level: Level) -> Option<EqualAt> {
    match (a, b, level.normalization()) {
        (_, _, None) => (a.as_str() == b.as_str()).then_some(EqualAt::String),
        (Reference::Uri(a), Reference::Uri(b), Some(n)) => a.equal_at(b, n),
        (Reference::Iri(a), Reference::Iri(b), Some(n)) => a.equal_at(b, n),
        (Reference::Uri(a), Reference::Iri(b), Some(n)) => b.equal_at(a, n),
        (Reference::Iri(a), Reference::Uri(b), Some(n)) => a.equal_at(b, n),
    }
}

/// Whether the two are equivalent at `level`: the library's `equivalent`, or for 6.2.1 the same string.
fn equivalent(a: &Reference, b: &Reference, level: Level) -> bool {
    match (a, b, level.normalization()) {
        (_, _, None) => a.as_str() == b.as_str(),
        (Reference::Uri(a), Reference::Uri(b), Some(n)) => a.equivalent(b, n),
        (Reference::Iri(a), Reference::Iri(b), Some(n)) => a.equivalent(b, n),
        // Not met: both are IRI references exactly when --iri is given.
        (Reference::Uri(a), Reference::Iri(b), Some(n)) => b.equivalent(a, n),
        (Reference::Iri(a), Reference::Uri(b), Some(n)) => a.equivalent(b, n),
    }
}

/// `equivalent`'s answer for A and B: the JSON object, and for the text printer where on the ladder the two
/// became equal and the errors of those that do not parse.
pub(crate) struct Answer<'a> {
    pub(crate) wire: wire::Equivalent<'a>,
    at: Option<EqualAt>,
    failed: Vec<(&'static str, &'a Line<'a>, LineError)>,
}

pub(crate) fn answer<'a>(args: &Args, line_a: &'a Line<'a>, line_b: &'a Line<'a>) -> Answer<'a> {
    let rule = if args.iri {
        rfc3986::Rule::IriReference
    } else {
        rfc3986::Rule::UriReference
    };
    let parse = |line: &Line<'_>| line.parse(rule, |text| Reference::parse(text, args.iri));
    let (a, b) = (parse(line_a), parse(line_b));
    let normal_a = a.as_ref().ok().map(|r| normal_form(r, args.level));
    let normal_b = b.as_ref().ok().map(|r| normal_form(r, args.level));
    let (verdict, at) = match (&a, &b) {
        (Ok(a), Ok(b)) => (
            Some(equivalent(a, b, args.level)),
            equal_at(a, b, args.level),
        ),
        _ => (None, None),
    };
    let section = if args.iri {
        at.map(EqualAt::iri_section)
    } else {
        at.map(EqualAt::section)
    };
    let failed: Vec<(&'static str, &Line<'_>, LineError)> = [("A", line_a, a), ("B", line_b, b)]
        .into_iter()
        .filter_map(|(which, line, r)| r.err().map(|e| (which, line, e)))
        .collect();
    Answer {
        wire: wire::Equivalent {
            a: line_a.text(),
            b: line_b.text(),
            level: args.level.name(),
            equivalent: verdict,
            normalized_a: normal_a,
            normalized_b: normal_b,
            error: failed
                .first()
                .map(|(which, _, err)| wire::EquivalentInvalid {
                    which: if *which == "A" { "a" } else { "b" },
                    error: wire::Error::from(err),
                }),
            equal_at: at.zip(section).map(|(at, section)| wire::Place {
                section,
                name: at.as_str(),
            }),
        },
        at,
        failed,
    }
}

/// The text printer: the verdict with the level, each reference and its normal form, and where on the
/// ladder they became equal (nothing when one does not parse: its error goes to standard error).
fn text(out: &mut impl Write, answer: &Answer<'_>, args: &Args) -> io::Result<()> {
    let wire = &answer.wire;
    let (Some(same), Some(na), Some(nb)) =
        (wire.equivalent, &wire.normalized_a, &wire.normalized_b)
    else {
        return Ok(());
    };
    let verdict = if same { "equivalent" } else { "not equivalent" };
    writeln!(out, "{verdict} {}", args.level.describe())?;
    let shown = |text: &str| rfc3986::redact_password(text).into_owned();
    let (sa, sb) = (shown(wire.a), shown(wire.b));
    if args.level == Level::String {
        writeln!(out, "  A  {sa}\n  B  {sb}")?;
    } else {
        let width = sa.chars().count().max(sb.chars().count());
        let pad = |s: &str| " ".repeat(width - s.chars().count());
        writeln!(out, "  A  {sa}{}  normalizes to  {}", pad(&sa), shown(na))?;
        writeln!(out, "  B  {sb}{}  normalizes to  {}", pad(&sb), shown(nb))?;
    }
    let rfc = if args.iri { "RFC 3987" } else { "RFC 3986" };
    if let (Some(at), Some(place)) = (answer.at, &wire.equal_at) {
        match at {
            EqualAt::String => writeln!(out, "  equal as written ({rfc} {})", place.section)?,
            _ => writeln!(out, "  equal after {rfc} {} {}", place.section, place.name)?,
        }
    }
    Ok(())
}

pub(crate) fn run(args: &Args, _style: crate::style::Style) -> io::Result<bool> {
    let (bytes_a, bytes_b) = (
        crate::plumbing::arg_bytes(&args.a),
        crate::plumbing::arg_bytes(&args.b),
    );
    let (line_a, line_b) = (Line::new(&bytes_a), Line::new(&bytes_b));
    let answer = answer(args, &line_a, &line_b);
    let mut out = crate::plumbing::stdout();
    if args.json {
        wire::write(&mut out, &answer.wire)?;
    } else {
        text(&mut out, &answer, args)?;
    }
    out.flush()?;
    if answer.failed.is_empty() {
        return Ok(answer.wire.equivalent == Some(true));
    }
    for (which, line, err) in &answer.failed {
        let rendered = err.render(line);
        eprintln!("{which}: {}", rendered.trim_end());
    }
    let what = if args.iri {
        "an IRI reference"
    } else {
        "a URI reference"
    };
    let message = match answer.failed.as_slice() {
        [(which, ..)] => format!("{which} is not {what}, so there is nothing to compare"),
        _ => format!("neither A nor B is {what}, so there is nothing to compare"),
    };
    Err(io::Error::new(io::ErrorKind::InvalidInput, message))
}
