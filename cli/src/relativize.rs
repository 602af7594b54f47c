//! `rfc3986 relativize`: the shortest reference from a base to each target URI.

use std::io::{self, Write};

use rfc3986::{Iri, Rule, Uri};

use crate::resolve::Base;

use crate::json;
use crate::line::LineError;

#[derive(clap::Args)]
pub(crate) struct Args {
    /// Print one JSON object per target, per line: {"base", "target", "reference"} or
    /// {"base", "target", "error"}.
    #[arg(long)]
    json: bool,
    #[command(flatten)]
    result: crate::ResultText,
    /// Read BASE and each TARGET as IRIs (RFC 3987).
    #[arg(long)]
    iri: bool,
    /// The base URI.
    #[arg(value_name = "BASE")]
    base: String,
    /// The target URIs; each line of standard input when none is given.
    #[arg(value_name = "TARGET")]
    targets: Vec<std::ffi::OsString>,
}

pub(crate) fn run(args: &Args) -> io::Result<bool> {
    let base = Base::parse(&args.base, args.iri);
    let mut out = crate::stdout();
    if let (Err(err), false) = (&base, args.json) {
        eprintln!(
            "rfc3986: base {:?}: {err}",
            rfc3986::redact_password(&args.base)
        );
    }
    let ok = crate::for_each_input(&args.targets, |input| {
        let reference = match &base {
            Ok(Base::Uri(base)) => input
                .parse(Rule::Uri, Uri::parse)
                .map(|t| base.relativize(&t).into_string()),
            Ok(Base::Iri(base)) => input
                .parse(Rule::Iri, Iri::parse)
                .map(|t| base.relativize(&t).into_string()),
            Err(err) => Err(LineError::from(*err)),
        };
        if args.json {
            let value = json::Relativized {
                base: &args.base,
                target: input.text(),
                reference: reference.as_deref().ok(),
                error: reference.as_ref().err().map(json::Error::from),
                input_hex: input.input_hex(),
            };
            crate::write_json(&mut out, &value)?;
        } else {
            match &reference {
                Ok(r) => writeln!(out, "{}", args.result.shown(r))?,
                Err(err) => {
                    crate::error_line(&mut out, err)?;
                    eprintln!("rfc3986: {}: {err}", crate::line::debug(input));
                }
            }
        }
        Ok(reference.is_ok())
    })?;
    out.flush()?;
    Ok(ok)
}
