//! `rfc3986 extract`: the URIs in running text, found as RFC 3986 Appendix C says people write them (within
//! angle brackets or double quotes, perhaps wrapped across lines, or between whitespace), with the library's
//! `rfc3986::extract`.
//!
//! The text is read whole, since a URI may be wrapped across lines. A byte that is not UTF-8 ends the text
//! around it like whitespace; offsets are into the input's bytes.

#[cfg(feature = "viewer")]
pub(crate) mod view;

use std::ffi::OsString;
use std::io::{self, Read, Write};

use crate::line::Fix;
use crate::wire;

#[derive(clap::Args)]
pub(crate) struct Args {
    /// Print one JSON object per URI, per line: {"uri", "start", "end", "line", "delimiter", "text",
    /// "repairs"}: byte offsets into the input (delimiters included), the line of "start" (from 1),
    /// angle-brackets, double-quotes or whitespace, the text the URI was read from, and what was changed to
    /// make it a URI.
    #[arg(long)]
    json: bool,
    /// Between whitespace, count a URI whatever its scheme (still no `::` without an authority). Without
    /// it, a URI between whitespace counts when its scheme is followed by `//` or is registered with IANA,
    /// so that code (`Uri::parse`, `std::fs::read`) is not taken for URIs; delimited URIs count either way.
    #[arg(long)]
    any_scheme: bool,
    #[command(flatten)]
    result: crate::args::ResultText,
    /// The text to search, given as it is, instead of a FILE (the viewer's `text` parameter).
    #[arg(long, value_name = "TEXT", conflicts_with = "file")]
    text: Option<OsString>,
    /// The text to search; standard input when none is given or when it is "-".
    #[arg(value_name = "FILE")]
    file: Option<OsString>,
}

/// The URIs of `bytes`, each as `--json` prints it, in order; with `any_scheme`, a URI between whitespace
/// counts whatever its scheme ([`rfc3986::Extract::any_scheme`]).
pub(crate) fn answers(bytes: &[u8], any_scheme: bool) -> Vec<wire::Extracted> {
    let mut out = Vec::new();
    let mut offset = 0;
    let mut line = 1;
    let mut counted = 0;
    for chunk in bytes.utf8_chunks() {
        let text = chunk.valid();
        let search = rfc3986::extract(text);
        let search = if any_scheme {
            search.any_scheme()
        } else {
            search
        };
        for found in search {
            let range = found.range();
            let start = offset + range.start;
            line += bytes[counted..start]
                .iter()
                .filter(|&&b| b == b'\n')
                .count();
            counted = start;
            out.push(wire::Extracted {
                uri: found.uri().as_str().to_owned(),
                start,
                end: offset + range.end,
                line,
                delimiter: found.delimiter().as_str(),
                text: text[range].to_owned(),
                repairs: found
                    .repairs()
                    .iter()
                    .map(|r| {
                        let mut fix = Fix::from(r);
                        fix.index += offset;
                        wire::Repair::from(&fix)
                    })
                    .collect(),
            });
        }
        offset += text.len() + chunk.invalid().len();
    }
    out
}

/// Runs `extract`: true when the text holds a URI.
pub(crate) fn run(args: &Args, style: crate::style::Style) -> io::Result<bool> {
    let mut bytes = Vec::new();
    match args.file.as_deref() {
        None if args.text.is_some() => {
            bytes = args
                .text
                .as_deref()
                .map(crate::plumbing::arg_bytes)
                .unwrap_or_default()
                .into_owned();
            0
        }
        None => io::stdin().lock().read_to_end(&mut bytes)?,
        Some(name) if name == "-" => io::stdin().lock().read_to_end(&mut bytes)?,
        Some(name) => std::fs::File::open(name)
            .and_then(|mut f| f.read_to_end(&mut bytes))
            .map_err(|err| {
                io::Error::new(
                    err.kind(),
                    format!("{}: {err}", std::path::Path::new(name).display()),
                )
            })?,
    };
    let found = answers(&bytes, args.any_scheme);
    let mut out = crate::plumbing::stdout();
    for uri in &found {
        if args.json {
            wire::write(&mut out, uri)?;
        } else {
            writeln!(out, "{}", args.result.shown(&uri.uri, style))?;
        }
    }
    out.flush()?;
    Ok(!found.is_empty())
}
