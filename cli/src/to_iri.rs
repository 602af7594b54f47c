//! `rfc3986 to-iri`: the IRI of each URI reference (RFC 3987 3.2).

use std::io::{self, Write};

use rfc3986::{Rule, UriRef};
use serde::Serialize;

use crate::json;

#[derive(clap::Args)]
pub(crate) struct Args {
    /// Print one JSON object per input, per line: {"input", "valid", "iri"} or {"input", "valid", "error"}.
    #[arg(long)]
    json: bool,
    /// Map a registered name's A-labels (`xn--`) with ToUnicode (UTS 46), as RFC 3987 3.2 allows:
    /// `https://xn--9ca.example/` gives `https://é.example/`. A host that ToUnicode refuses is an error
    /// (`idna_error` in JSON).
    #[arg(long)]
    idna: bool,
    #[command(flatten)]
    result: crate::ResultText,
    /// The URI references to map; each line of standard input when none is given.
    #[arg(value_name = "INPUT")]
    inputs: Vec<std::ffi::OsString>,
}

/// `to-iri`: the IRI of one URI reference, or its error.
#[derive(Serialize)]
struct Mapped<'a> {
    input: &'a str,
    valid: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    iri: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    error: Option<json::Error>,
    /// With `--idna`, why IDNA refused the host of a valid input (then there is no mapping).
    #[serde(skip_serializing_if = "Option::is_none")]
    idna_error: Option<String>,
    /// The input's exact bytes in lower-case hex, only when they are not UTF-8 (`input` has U+FFFD there).
    #[serde(skip_serializing_if = "Option::is_none")]
    input_hex: Option<String>,
}

pub(crate) fn run(args: &Args) -> io::Result<bool> {
    let mut out = crate::stdout();
    let ok = crate::for_each_input(&args.inputs, |input| {
        let mapped = input
            .parse(Rule::UriReference, UriRef::parse)
            .map(|u| match args.idna {
                true => u.to_iri_idna().map(|i| i.into_string()),
                false => Ok(u.to_iri().into_string()),
            });
        // The mapping of a valid input, or why IDNA refused its host (`--idna` only).
        let done = mapped.as_ref().ok().and_then(|m| m.as_ref().ok());
        let idna_error = mapped.as_ref().ok().and_then(|m| m.as_ref().err());
        if args.json {
            let value = Mapped {
                input: input.text(),
                valid: mapped.is_ok(),
                iri: done.cloned(),
                error: mapped.as_ref().err().map(json::Error::from),
                idna_error: idna_error.map(ToString::to_string),
                input_hex: input.input_hex(),
            };
            crate::write_json(&mut out, &value)?;
        } else {
            match &mapped {
                Ok(Ok(done)) => writeln!(out, "{}", args.result.shown(done.as_str()))?,
                Ok(Err(err)) => {
                    crate::error_line(&mut out, err)?;
                    eprintln!("rfc3986: {}: {err}", crate::line::debug(input));
                }
                Err(err) => {
                    crate::error_line(&mut out, err)?;
                    eprintln!("rfc3986: {}: {err}", crate::line::debug(input));
                }
            }
        }
        Ok(done.is_some())
    })?;
    out.flush()?;
    Ok(ok)
}
