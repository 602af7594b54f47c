//! `rfc3986 resolve`: the target URI of each reference against a base (RFC 3986 section 5).

#[cfg(feature = "viewer")]
pub(crate) mod view;

use std::io::{self, Write};

use rfc3986::scheme::FileUri;
use rfc3986::{Iri, ParseError, Resolution};

use crate::base::Base;
use crate::line::{Line, LineError};
use crate::reference::Reference;
use crate::wire;

#[derive(clap::Args)]
pub(crate) struct Args {
    /// Print one JSON object per reference, per line: {"base", "ref", "target"} or {"base", "ref", "error"}.
    #[arg(long)]
    pub(crate) json: bool,
    #[command(flatten)]
    pub(crate) result: crate::args::ResultText,
    /// Read a reference whose scheme is the base's as a relative reference (`http:g` is `g` against an http
    /// base), as RFC 3986 5.2.2 allows for backward compatibility.
    #[arg(long)]
    pub(crate) non_strict: bool,
    /// Read BASE as an IRI and each REF as an IRI-reference (RFC 3987; resolution is the same, 6.5).
    #[arg(long)]
    pub(crate) iri: bool,
    /// Repair each reference first with the lenient intake (the base stays strict); --json adds "output" and
    /// "repairs", the text shows each repair on standard error. With --iri, by the i-rules of RFC 3987.
    #[arg(long)]
    pub(crate) lenient: bool,
    /// Resolve against a file URI BASE with its drive letter kept, as RFC 8089 Appendix E.2.1 describes
    /// (not RFC 3986 5.2): `..` never climbs above `C:`, and `/x` stays on the base's drive. BASE must be a
    /// file URI (RFC 8089 2).
    #[arg(long, conflicts_with_all = ["iri", "non_strict"])]
    pub(crate) drive_letters: bool,
    /// Show how RFC 3986 5.2 gets there: the 5.2.2 pseudocode with the branch taken marked, the 5.2.3
    /// merge and the 5.2.4 table of remove_dot_segments, as the RFC lays them out; --json adds "steps":
    /// {"case", "scheme_dropped", "sources", "merge", "remove_dot_segments", "departures", "truncated"}.
    #[arg(long, conflicts_with = "drive_letters")]
    pub(crate) steps: bool,
    /// The base URI (its fragment is ignored).
    #[arg(value_name = "BASE")]
    pub(crate) base: String,
    /// The references to resolve; each line of standard input when none is given.
    #[arg(value_name = "REF")]
    pub(crate) refs: Vec<std::ffi::OsString>,
}

/// A resolution prepared from the arguments: the base parsed once (with `--drive-letters`, as a file URI).
pub(crate) struct Resolver<'a> {
    args: &'a Args,
    mode: Resolution,
    base: Result<Base, ParseError>,
    /// `--drive-letters` with a file URI base.
    drive_letters: bool,
}

impl<'a> Resolver<'a> {
    /// The base of `args`; with `--drive-letters`, a usage error when it is a URI but not a file URI.
    pub(crate) fn new(args: &'a Args) -> io::Result<Resolver<'a>> {
        let base = Base::parse(&args.base, args.iri);
        let drive_letters = match (args.drive_letters, &base) {
            (true, Ok(Base::Uri(uri))) => match FileUri::try_from(uri) {
                Ok(_) => true,
                Err(err) => {
                    let message = format!(
                        "--drive-letters resolves against a file URI (RFC 8089 E.2.1), and BASE is not one: {err}"
                    );
                    return Err(io::Error::new(io::ErrorKind::InvalidInput, message));
                }
            },
            _ => false,
        };
        let mode = if args.non_strict {
            Resolution::NonStrict
        } else {
            Resolution::Strict
        };
        Ok(Resolver {
            args,
            mode,
            base,
            drive_letters,
        })
    }

    /// The base's error, when it is not a URI (an IRI with `--iri`).
    #[cfg(feature = "viewer")]
    pub(crate) fn base_error(&self) -> Option<ParseError> {
        self.base.as_ref().err().copied()
    }

    /// `resolve`'s answer to one reference: its target (with `--steps`, how 5.2 got there), or the error of
    /// the base or of the reference; with `--lenient`, what the lenient intake repaired first.
    pub(crate) fn answer<'i>(&'i self, input: &'i Line<'_>) -> wire::Repaired<wire::Resolved<'i>> {
        let (args, mode) = (self.args, self.mode);
        let parsed = match &self.base {
            // Leniently against a base, as `join_lenient` reads it: a `\` is `/` in an http base.
            Ok(base) if args.lenient => input.lenient(
                |text| match base {
                    Base::Uri(b) => b
                        .parse_lenient_reference(text)
                        .map(|(r, fixes)| (Reference::Uri(r), fixes)),
                    Base::Iri(b) => b
                        .parse_lenient_reference(text)
                        .map(|(r, fixes)| (Reference::Iri(r), fixes)),
                },
                |text| Reference::parse(text, args.iri),
            ),
            _ => Reference::parse_maybe_lenient(input, args.iri, args.lenient),
        };
        let mut steps = None;
        let target = match (&self.base, &parsed) {
            (Err(err), _) => Err(LineError::from(*err)),
            (_, Err(err)) => Err(err.clone()),
            (Ok(Base::Uri(base)), Ok((Reference::Uri(r), _))) => match self
                .drive_letters
                .then(|| FileUri::try_from(base).ok())
                .flatten()
            {
                Some(file) => Ok(file.resolve_drive_aware(r).into_string()),
                None if args.steps => {
                    let s = base.resolve_steps_with(r, mode);
                    steps = Some(crate::steps::json(&s));
                    Ok(s.into_target().into_string())
                }
                None => Ok(base.resolve_with(r, mode).into_string()),
            },
            (Ok(Base::Iri(base)), Ok((reference, _))) if args.steps => {
                let s = match reference {
                    Reference::Iri(r) => base.resolve_steps_with(r, mode),
                    Reference::Uri(r) => base.resolve_steps_with(r, mode),
                };
                steps = Some(crate::steps::json(&s));
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
        wire::Repaired {
            answer: wire::Resolved {
                base: &args.base,
                reference: input.text(),
                outcome: wire::Outcome::new(
                    "target",
                    target.as_ref().map_err(wire::Error::from).cloned(),
                ),
                input_hex: input.input_hex(),
                steps,
            },
            intake: args.lenient.then(|| wire::Intake::of(&parsed)),
        }
    }
}

/// The text printer: the target (with `--steps`, the steps as the RFC lays them out; the base, the
/// reference and the target shown as results are, a password redacted on a terminal), or `error: ...` with
/// the message on standard error too; the lenient intake's repairs go to standard error.
fn text(
    out: &mut impl Write,
    answer: &wire::Repaired<wire::Resolved<'_>>,
    input: &Line<'_>,
    args: &Args,
    style: crate::style::Style,
) -> io::Result<()> {
    crate::repairs::report(answer.intake.as_ref(), input)?;
    let answer = &answer.answer;
    match &answer.outcome.result {
        Ok(target) => match &answer.steps {
            Some(steps) => write!(
                out,
                "{}",
                crate::steps::text(
                    steps,
                    &args.result.shown(&args.base, style),
                    &args.result.shown(input.text(), style),
                    &args.result.shown(target, style),
                    args.non_strict,
                )
            ),
            None => writeln!(out, "{}", args.result.shown(target, style)),
        },
        Err(err) => crate::plumbing::failed(out, input, &err.message),
    }
}

pub(crate) fn run(args: &Args, style: crate::style::Style) -> io::Result<bool> {
    let resolver = Resolver::new(args)?;
    if let (Err(err), false) = (&resolver.base, args.json) {
        eprintln!(
            "rfc3986: base {:?}: {err}",
            rfc3986::redact_password(&args.base)
        );
    }
    crate::command::run(&resolver, style)
}

impl crate::command::Answers for Resolver<'_> {
    type Answer<'a>
        = wire::Repaired<wire::Resolved<'a>>
    where
        Self: 'a;

    fn inputs(&self) -> &[std::ffi::OsString] {
        &self.args.refs
    }

    fn json(&self) -> bool {
        self.args.json
    }

    fn answer<'a>(&'a self, input: &'a Line<'_>) -> Self::Answer<'a> {
        Resolver::answer(self, input)
    }

    fn valid<'a>(&'a self, answer: &Self::Answer<'a>) -> bool {
        answer.answer.outcome.is_ok()
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
