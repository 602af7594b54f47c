//! `rfc3986 normalize`: the normal form of each URI reference (RFC 3986 section 6).

use std::io::{self, Write};

use rfc3986::Normalization;

use crate::json;
use crate::reference::Reference;

#[derive(clap::Args)]
pub(crate) struct Args {
    /// Print one JSON object per input, per line: {"input", "normalized"} or {"input", "error"}.
    #[arg(long)]
    json: bool,
    #[command(flatten)]
    result: crate::ResultText,
    /// syntax: case, percent-encoding and dot segments (6.2.2); scheme: also the empty or default port and
    /// the empty http(s) path (6.2.3).
    #[arg(long, value_enum, default_value_t = Level::Syntax)]
    level: Level,
    /// Read each INPUT as an IRI-reference and normalize it by RFC 3987 5.3.
    #[arg(long)]
    iri: bool,
    /// Repair each input first with the lenient intake; --json adds "output" and "repairs", the text shows
    /// each repair on standard error. With --iri, by the i-rules of RFC 3987.
    #[arg(long)]
    lenient: bool,
    /// Show the reference after each rung of RFC 3986 6.2's ladder that the level applies, with its section
    /// and the components it changed (RFC 3987 5.3's sections with --iri); --json adds "steps":
    /// [{"section", "name", "output", "changed"}].
    #[arg(long)]
    steps: bool,
    /// The references to normalize; each line of standard input when none is given.
    #[arg(value_name = "INPUT")]
    inputs: Vec<std::ffi::OsString>,
}

#[derive(Clone, Copy, clap::ValueEnum)]
enum Level {
    Syntax,
    Scheme,
}

pub(crate) fn run(args: &Args) -> io::Result<bool> {
    let level = match args.level {
        Level::Syntax => Normalization::Syntax,
        Level::Scheme => Normalization::Scheme,
    };
    let mut out = crate::stdout();
    let ok = crate::for_each_input(&args.inputs, |input| {
        let parsed = Reference::parse_maybe_lenient(input, args.iri, args.lenient);
        let normalized = parsed
            .as_ref()
            .map(|(r, _)| match r {
                Reference::Uri(r) => r.normalize(level).into_string(),
                Reference::Iri(r) => r.normalize(level).into_string(),
            })
            .map_err(Clone::clone);
        let steps = match parsed.as_ref() {
            Ok((Reference::Uri(r), _)) if args.steps => Some(r.normalize_steps(level)),
            Ok((Reference::Iri(r), _)) if args.steps => Some(r.normalize_steps(level)),
            _ => None,
        };
        let section = |rung: rfc3986::normalize::Rung| {
            if args.iri {
                rung.iri_section()
            } else {
                rung.section()
            }
        };
        if args.json {
            let value = json::Normalized {
                input: input.text(),
                normalized: normalized.as_deref().ok(),
                error: normalized.as_ref().err().map(json::Error::from),
                input_hex: input.input_hex(),
                steps: steps.as_ref().map(|steps| {
                    steps
                        .iter()
                        .map(|step| json::Rung {
                            section: section(step.rung()),
                            name: step.rung().name(),
                            output: step.output().into(),
                            changed: step.changed().iter().map(|p| p.name()).collect(),
                        })
                        .collect()
                }),
            };
            crate::parse::write_json_lenient(&mut out, &value, args.lenient.then_some(&parsed))?;
        } else {
            if let Ok((_, repairs)) = &parsed
                && !repairs.is_empty()
            {
                crate::parse::write_repairs(&mut io::stderr(), input, repairs)?;
            }
            match &normalized {
                Ok(n) if steps.is_some() => {
                    writeln!(out, "{}", args.result.shown(input.text()))?;
                    for step in steps.iter().flatten() {
                        let changed: Vec<&str> = step.changed().iter().map(|p| p.name()).collect();
                        let what = if changed.is_empty() {
                            "no change".to_owned()
                        } else {
                            format!("changes {}", changed.join(", "))
                        };
                        let rfc = if args.iri { "RFC 3987" } else { "RFC 3986" };
                        let rung = format!("{rfc} {} {}", section(step.rung()), step.rung().name());
                        writeln!(out, "  {rung:<36} {what}")?;
                        writeln!(out, "    {}", args.result.shown(step.output()))?;
                    }
                    writeln!(out, "  = {}", args.result.shown(n))?;
                }
                Ok(n) => writeln!(out, "{}", args.result.shown(n))?,
                Err(err) => {
                    crate::error_line(&mut out, err)?;
                    eprintln!("rfc3986: {}: {err}", crate::line::debug(input));
                }
            }
        }
        Ok(normalized.is_ok())
    })?;
    out.flush()?;
    Ok(ok)
}
