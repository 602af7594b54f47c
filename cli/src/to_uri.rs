//! `rfc3986 to-uri`: the URI of each IRI reference (RFC 3987 3.1).

use std::io::{self, Write};

use rfc3986::{IriRef, Rule};
use serde::Serialize;

use crate::json;

#[derive(clap::Args)]
pub(crate) struct Args {
    /// Print one JSON object per input, per line: {"input", "valid", "uri"} or {"input", "valid", "error"}.
    #[arg(long)]
    json: bool,
    /// Map a registered name with ToASCII (UTS 46, as WHATWG URL parsers do) instead of percent-encoding it,
    /// as RFC 3987 3.1 allows: `https://é.example/` gives `https://xn--9ca.example/`. A host that ToASCII
    /// refuses is an error (`idna_error` in JSON).
    #[arg(long)]
    idna: bool,
    #[command(flatten)]
    result: crate::ResultText,
    /// The IRI references to map; each line of standard input when none is given.
    #[arg(value_name = "INPUT")]
    inputs: Vec<std::ffi::OsString>,
}

/// `to-uri`: the URI of one IRI reference, or its error.
#[derive(Serialize)]
struct Mapped<'a> {
    input: &'a str,
    valid: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    uri: Option<&'a str>,
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
            .parse(Rule::IriReference, IriRef::parse)
            .map(|i| match args.idna {
                true => i.to_uri_idna(),
                false => Ok(i.to_uri()),
            });
        // The mapping of a valid input, or why IDNA refused its host (`--idna` only).
        let done = mapped.as_ref().ok().and_then(|m| m.as_ref().ok());
        let idna_error = mapped.as_ref().ok().and_then(|m| m.as_ref().err());
        if args.json {
            let value = Mapped {
                input: input.text(),
                valid: mapped.is_ok(),
                uri: done.map(|u| u.as_str()),
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
