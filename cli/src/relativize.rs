//! `rfc3986 relativize`: the shortest reference from a base to each target URI.

use std::io::{self, Write};

use rfc3986::{Iri, Rule, Uri};

use crate::base::Base;

use crate::line::{Line, LineError};
use crate::wire;

#[derive(clap::Args)]
pub(crate) struct Args {
    /// Print one JSON object per target, per line: {"base", "target", "reference"} or
    /// {"base", "target", "error"}.
    #[arg(long)]
    pub(crate) json: bool,
    #[command(flatten)]
    pub(crate) result: crate::ResultText,
    /// Read BASE and each TARGET as IRIs (RFC 3987).
    #[arg(long)]
    pub(crate) iri: bool,
    /// The base URI.
    #[arg(value_name = "BASE")]
    pub(crate) base: String,
    /// The target URIs; each line of standard input when none is given.
    #[arg(value_name = "TARGET")]
    pub(crate) targets: Vec<std::ffi::OsString>,
}

/// `relativize`'s answer to one target: the shortest reference from the base, or the error of the base or
/// of the target.
pub(crate) fn answer<'a>(
    args: &'a Args,
    base: &Result<Base, rfc3986::ParseError>,
    input: &'a Line<'_>,
) -> wire::Relativized<'a> {
    let reference = match base {
        Ok(Base::Uri(base)) => input
            .parse(Rule::Uri, Uri::parse)
            .map(|t| base.relativize(&t).into_string()),
        Ok(Base::Iri(base)) => input
            .parse(Rule::Iri, Iri::parse)
            .map(|t| base.relativize(&t).into_string()),
        Err(err) => Err(LineError::from(*err)),
    };
    wire::Relativized {
        base: &args.base,
        target: input.text(),
        error: reference.as_ref().err().map(wire::Error::from),
        reference: reference.ok(),
        input_hex: input.input_hex(),
    }
}

/// The text printer: the reference (a password redacted on a terminal), or `error: ...` with the message
/// on standard error too.
fn text(
    out: &mut impl Write,
    answer: &wire::Relativized<'_>,
    input: &Line<'_>,
    args: &Args,
    style: crate::style::Style,
) -> io::Result<()> {
    match (&answer.reference, &answer.error) {
        (Some(r), _) => writeln!(out, "{}", args.result.shown(r, style)),
        (None, Some(err)) => crate::failed(out, input, &err.message),
        (None, None) => unreachable!("a reference or an error"),
    }
}

pub(crate) fn run(args: &Args, style: crate::style::Style) -> io::Result<bool> {
    let base = Base::parse(&args.base, args.iri);
    let mut out = crate::stdout();
    if let (Err(err), false) = (&base, args.json) {
        eprintln!(
            "rfc3986: base {:?}: {err}",
            rfc3986::redact_password(&args.base)
        );
    }
    let ok = crate::for_each_input(&args.targets, |input| {
        let answer = answer(args, &base, input);
        if args.json {
            wire::write(&mut out, &answer)?;
        } else {
            text(&mut out, &answer, input, args, style)?;
        }
        Ok(answer.reference.is_some())
    })?;
    out.flush()?;
    Ok(ok)
}
