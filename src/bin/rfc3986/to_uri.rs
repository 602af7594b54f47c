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
    /// The input's exact bytes in lower-case hex, only when they are not UTF-8 (`input` has U+FFFD there).
    #[serde(skip_serializing_if = "Option::is_none")]
    input_hex: Option<String>,
}

pub(crate) fn run(args: &Args) -> io::Result<bool> {
    let mut out = crate::stdout();
    let ok = crate::for_each_input(&args.inputs, |input| {
        let uri = input
            .parse(Rule::IriReference, IriRef::parse)
            .map(|i| i.to_uri());
        if args.json {
            let value = Mapped {
                input: input.text(),
                valid: uri.is_ok(),
                uri: uri.as_ref().ok().map(|u| u.as_str()),
                error: uri.as_ref().err().map(json::Error::from),
                input_hex: input.input_hex(),
            };
            crate::write_json(&mut out, &value)?;
        } else {
            match &uri {
                Ok(u) => writeln!(out, "{}", args.result.shown(u.as_str()))?,
                Err(err) => {
                    crate::error_line(&mut out, err)?;
                    eprintln!("rfc3986: {}: {err}", crate::line::debug(input));
                }
            }
        }
        Ok(uri.is_ok())
    })?;
    out.flush()?;
    Ok(ok)
}
