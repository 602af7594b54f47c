//! `rfc3986 resolve`: the target URI of each reference against a base (RFC 3986 section 5).

use std::io::{self, Write};

use rfc3986::scheme::FileUri;
use rfc3986::{Iri, ParseError, Resolution, Uri};

use crate::json;
use crate::line::LineError;
use crate::reference::Reference;

#[derive(clap::Args)]
pub(crate) struct Args {
    /// Print one JSON object per reference, per line: {"base", "ref", "target"} or {"base", "ref", "error"}.
    #[arg(long)]
    json: bool,
    #[command(flatten)]
    result: crate::ResultText,
    /// Read a reference whose scheme is the base's as a relative reference (`http:g` is `g` against an http
    /// base), as RFC 3986 5.2.2 allows for backward compatibility.
    #[arg(long)]
    non_strict: bool,
    /// Read BASE as an IRI and each REF as an IRI-reference (RFC 3987; resolution is the same, 6.5).
    #[arg(long)]
    iri: bool,
    /// Repair each reference first with the lenient intake (the base stays strict); --json adds "output" and
    /// "repairs", the text shows each repair on standard error. With --iri, by the i-rules of RFC 3987.
    #[arg(long)]
    lenient: bool,
    /// Resolve against a file URI BASE with its drive letter kept, as RFC 8089 Appendix E.2.1 describes
    /// (not RFC 3986 5.2): `..` never climbs above `C:`, and `/x` stays on the base's drive. BASE must be a
    /// file URI (RFC 8089 2).
    #[arg(long, conflicts_with_all = ["iri", "non_strict"])]
    drive_letters: bool,
    /// Show how RFC 3986 5.2 gets there: the 5.2.2 pseudocode with the branch taken marked, the 5.2.3
    /// merge and the 5.2.4 table of remove_dot_segments, as the RFC lays them out; --json adds "steps":
    /// {"case", "scheme_dropped", "sources", "merge", "remove_dot_segments", "departures", "truncated"}.
    #[arg(long, conflicts_with = "drive_letters")]
    steps: bool,
    /// The base URI (its fragment is ignored).
    #[arg(value_name = "BASE")]
    base: String,
    /// The references to resolve; each line of standard input when none is given.
    #[arg(value_name = "REF")]
    refs: Vec<std::ffi::OsString>,
}

pub(crate) fn run(args: &Args) -> io::Result<bool> {
    let mode = if args.non_strict {
        Resolution::NonStrict
    } else {
        Resolution::Strict
    };
    let base = Base::parse(&args.base, args.iri);
    // With --drive-letters, the base as a file URI (a usage error when it is a URI of another kind).
    let file = match (args.drive_letters, &base) {
        (true, Ok(Base::Uri(uri))) => match FileUri::try_from(uri) {
            Ok(file) => Some(file),
            Err(err) => {
                let message = format!(
                    "--drive-letters resolves against a file URI (RFC 8089 E.2.1), and BASE is not one: {err}"
                );
                return Err(io::Error::new(io::ErrorKind::InvalidInput, message));
            }
        },
        _ => None,
    };
    let mut out = crate::stdout();
    if let (Err(err), false) = (&base, args.json) {
        eprintln!(
            "rfc3986: base {:?}: {err}",
            rfc3986::redact_password(&args.base)
        );
    }
    let ok = crate::for_each_input(&args.refs, |input| {
        let parsed = Reference::parse_maybe_lenient(input, args.iri, args.lenient);
        // With --steps, the traced resolution (its target is what the untraced one gives), for --json and
        // for people.
        let mut steps: Option<(json::Steps, String)> = None;
        let target = match (&base, &parsed) {
            (Err(err), _) => Err(LineError::from(*err)),
            (_, Err(err)) => Err(err.clone()),
            (Ok(Base::Uri(base)), Ok((Reference::Uri(r), _))) => match &file {
                Some(file) => Ok(file.resolve_drive_aware(r).into_string()),
                None if args.steps => {
                    let s = base.resolve_steps_with(r, mode);
                    steps = Some(traced(&s, args, input.text(), r.query().is_some()));
                    Ok(s.into_target().into_string())
                }
                None => Ok(base.resolve_with(r, mode).into_string()),
            },
            (Ok(Base::Iri(base)), Ok((reference, _))) if args.steps => {
                let (s, r_query) = match reference {
                    Reference::Iri(r) => (base.resolve_steps_with(r, mode), r.query().is_some()),
                    Reference::Uri(r) => (base.resolve_steps_with(r, mode), r.query().is_some()),
                };
                steps = Some(traced(&s, args, input.text(), r_query));
                Ok(s.into_target().into_string())
            }
            (Ok(Base::Iri(base)), Ok((Reference::Iri(r), _))) => {
                Ok(base.resolve_with(r, mode).into_string())
            }
            (Ok(Base::Iri(base)), Ok((Reference::Uri(r), _))) => {
                Ok(base.resolve_with(r, mode).into_string())
            }
            // Not met: the references are IRIs exactly when the base is (--iri).
            (Ok(Base::Uri(base)), Ok((Reference::Iri(r), _))) => {
                Ok(Iri::from(base.clone()).resolve_with(r, mode).into_string())
            }
        };
        if args.json {
            let value = json::Resolved {
                base: &args.base,
                reference: input.text(),
                target: target.as_deref().ok(),
                error: target.as_ref().err().map(json::Error::from),
                input_hex: input.input_hex(),
                steps: steps.as_ref().map(|(json, _)| json),
            };
            crate::parse::write_json_lenient(&mut out, &value, args.lenient.then_some(&parsed))?;
        } else {
            if let Ok((_, repairs)) = &parsed
                && !repairs.is_empty()
            {
                crate::parse::write_repairs(&mut io::stderr(), input, repairs)?;
            }
            match &target {
                Ok(_) if steps.is_some() => {
                    let (_, text) = steps.as_ref().expect("traced");
                    write!(out, "{text}")?;
                }
                Ok(target) => writeln!(out, "{}", args.result.shown(target))?,
                Err(err) => {
                    crate::error_line(&mut out, err)?;
                    eprintln!("rfc3986: {}: {err}", crate::line::debug(input));
                }
            }
        }
        Ok(target.is_ok())
    })?;
    out.flush()?;
    Ok(ok)
}

/// The `steps` object of `--json` and the text of `--steps`, the base, the reference and the target shown
/// as results are (a password redacted on a terminal; the merge and the table hold paths only).
fn traced<T: std::fmt::Display>(
    steps: &rfc3986::ResolutionSteps<T>,
    args: &Args,
    reference: &str,
    r_query: bool,
) -> (json::Steps, String) {
    let target = steps.target().to_string();
    let text = crate::steps::text(
        steps,
        &args.result.shown(&args.base),
        &args.result.shown(reference),
        &args.result.shown(&target),
        r_query,
        args.non_strict,
    );
    (crate::steps::json(steps), text)
}

/// A base URI, or with `--iri` a base IRI: shared by `resolve` and `relativize`.
pub(crate) enum Base {
    Uri(Uri),
    Iri(Iri),
}

impl Base {
    pub(crate) fn parse(input: &str, iri: bool) -> Result<Base, ParseError> {
        if iri {
            Iri::parse(input).map(Base::Iri)
        } else {
            Uri::parse(input).map(Base::Uri)
        }
    }
}
