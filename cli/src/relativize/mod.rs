//! `rfc3986 relativize`: the shortest reference from a base to each target URI.

#[cfg(feature = "viewer")]
pub(crate) mod view;

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
    pub(crate) result: crate::args::ResultText,
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
        outcome: wire::Outcome::new(
            "reference",
            reference.as_ref().map_err(wire::Error::from).cloned(),
        ),
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
    match &answer.outcome.result {
        Ok(r) => writeln!(out, "{}", args.result.shown(r, style)),
        Err(err) => crate::plumbing::failed(out, input, &err.message),
    }
}

pub(crate) fn run(args: &Args, style: crate::style::Style) -> io::Result<bool> {
    let relativizer = Relativizer::new(args);
    if let (Err(err), false) = (&relativizer.base, args.json) {
        eprintln!(
            "rfc3986: base {:?}: {err}",
            rfc3986::redact_password(&args.base)
        );
    }
    crate::command::run(&relativizer, style)
}

/// `relativize` prepared: its base parsed once.
pub(crate) struct Relativizer<'a> {
    args: &'a Args,
    base: Result<Base, rfc3986::ParseError>,
}

impl<'a> Relativizer<'a> {
    pub(crate) fn new(args: &'a Args) -> Relativizer<'a> {
        Relativizer {
            args,
            base: Base::parse(&args.base, args.iri),
        }
    }
}

impl crate::command::Answers for Relativizer<'_> {
    type Answer<'a>
        = wire::Relativized<'a>
    where
        Self: 'a;

    fn inputs(&self) -> &[std::ffi::OsString] {
        &self.args.targets
    }

    fn json(&self) -> bool {
        self.args.json
    }

    fn answer<'a>(&'a self, input: &'a Line<'_>) -> Self::Answer<'a> {
        answer(self.args, &self.base, input)
    }

    fn valid<'a>(&'a self, answer: &Self::Answer<'a>) -> bool {
        answer.outcome.is_ok()
    }

    fn text<'a>(
        &'a self,
        out: &mut impl Write,
        answer: &Self::Answer<'a>,
        input: &Line<'_>,
        style: crate::style::Style,
    ) -> io::Result<()> {
        text(out, answer, input, self.args, style)
    }
}
