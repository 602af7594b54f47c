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
    /// The input's exact bytes in lower-case hex, only when they are not UTF-8 (`input` has U+FFFD there).
    #[serde(skip_serializing_if = "Option::is_none")]
    input_hex: Option<String>,
}

pub(crate) fn run(args: &Args) -> io::Result<bool> {
    let mut out = crate::stdout();
    let ok = crate::for_each_input(&args.inputs, |input| {
        let iri = input
            .parse(Rule::UriReference, UriRef::parse)
            .map(|u| u.to_iri().into_string());
        if args.json {
            let value = Mapped {
                input: input.text(),
                valid: iri.is_ok(),
                iri: iri.as_ref().ok().cloned(),
                error: iri.as_ref().err().map(json::Error::from),
                input_hex: input.input_hex(),
            };
            crate::write_json(&mut out, &value)?;
        } else {
            match &iri {
                Ok(i) => writeln!(out, "{}", args.result.shown(i.as_str()))?,
                Err(err) => {
                    crate::error_line(&mut out, err)?;
                    eprintln!("rfc3986: {}: {err}", crate::line::debug(input));
                }
            }
        }
        Ok(iri.is_ok())
    })?;
    out.flush()?;
    Ok(ok)
}
