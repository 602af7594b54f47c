//! `rfc3986 relativize`: the shortest reference from a base to each target URI.

use std::io::{self, Write};

use rfc3986::{Iri, Uri};

use crate::resolve::Base;

use crate::json;

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
    targets: Vec<String>,
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
            Ok(Base::Uri(base)) => Uri::parse(input).map(|t| base.relativize(&t).into_string()),
            Ok(Base::Iri(base)) => Iri::parse(input).map(|t| base.relativize(&t).into_string()),
            Err(err) => Err(*err),
        };
        if args.json {
            let value = json::Relativized {
                base: &args.base,
                target: input,
                reference: reference.as_deref().ok(),
                error: reference.as_ref().err().map(json::Error::from),
            };
            crate::write_json(&mut out, &value)?;
        } else {
            match &reference {
                Ok(r) => writeln!(out, "{}", args.result.shown(r))?,
                Err(err) => {
                    crate::error_line(&mut out, err)?;
                    eprintln!("rfc3986: {:?}: {err}", rfc3986::redact_password(input));
                }
            }
        }
        Ok(reference.is_ok())
    })?;
    out.flush()?;
    Ok(ok)
}
