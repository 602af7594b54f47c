//! `rfc3986 normalize`: the normal form of each URI reference (RFC 3986 section 6).

#[cfg(feature = "viewer")]
pub(crate) mod view;

use std::io::{self, Write};

use rfc3986::Normalization;

use crate::line::Line;
use crate::reference::Reference;
use crate::wire;

#[derive(clap::Args)]
pub(crate) struct Args {
    /// Print one JSON object per input, per line: {"input", "normalized"} or {"input", "error"}.
    #[arg(long)]
    pub(crate) json: bool,
    #[command(flatten)]
    pub(crate) result: crate::args::ResultText,
    /// syntax: case, percent-encoding and dot segments (6.2.2); scheme: also the empty or default port and
    /// the empty http(s) path (6.2.3).
    #[arg(long, value_enum, default_value_t = Level::Syntax)]
    pub(crate) level: Level,
    /// Read each INPUT as an IRI-reference and normalize it by RFC 3987 5.3.
    #[arg(long)]
    pub(crate) iri: bool,
    /// Repair each input first with the lenient intake; --json adds "output" and "repairs", the text shows
    /// each repair on standard error. With --iri, by the i-rules of RFC 3987.
    #[arg(long)]
    pub(crate) lenient: bool,
    /// Show the reference after each rung of RFC 3986 6.2's ladder that the level applies, with its section
    /// and the components it changed (RFC 3987 5.3's sections with --iri); --json adds "steps":
    /// [{"section", "name", "output", "changed"}].
    #[arg(long)]
    pub(crate) steps: bool,
    /// The references to normalize; each line of standard input when none is given.
    #[arg(value_name = "INPUT")]
    pub(crate) inputs: Vec<std::ffi::OsString>,
}

#[derive(Clone, Copy, clap::ValueEnum)]
pub(crate) enum Level {
    Syntax,
    Scheme,
}

/// `normalize`'s answer to one input: its normal form (with `--steps` the reference after each rung), or
/// its error; with `--lenient`, what the lenient intake repaired first.
pub(crate) fn answer<'a>(args: &Args, input: &'a Line<'_>) -> wire::Repaired<wire::Normalized<'a>> {
    let level = match args.level {
        Level::Syntax => Normalization::Syntax,
        Level::Scheme => Normalization::Scheme,
    };
    let parsed = Reference::parse_maybe_lenient(input, args.iri, args.lenient);
    let normalized = parsed.as_ref().map(|(r, _)| match r {
        Reference::Uri(r) => r.normalize(level).into_string(),
        Reference::Iri(r) => r.normalize(level).into_string(),
    });
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
    wire::Repaired {
        answer: wire::Normalized {
            input: input.text(),
            outcome: wire::Outcome::new("normalized", normalized.map_err(wire::Error::from)),
            input_hex: input.input_hex(),
            steps: steps.map(|steps| {
                steps
                    .iter()
                    .map(|step| wire::Rung {
                        section: section(step.rung()),
                        name: step.rung().as_str(),
                        output: step.output().into(),
                        changed: step.changed().iter().map(|p| p.as_str()).collect(),
                    })
                    .collect()
            }),
        },
        intake: args.lenient.then(|| wire::Intake::of(&parsed)),
    }
}

/// The text printer: the normal form (with `--steps`, the input, each rung with what it changed and the
/// reference after it, and `= ` the normal form), or `error: ...` with the message on standard error too;
/// the lenient intake's repairs go to standard error.
fn text(
    out: &mut impl Write,
    answer: &wire::Repaired<wire::Normalized<'_>>,
    input: &Line<'_>,
    args: &Args,
    style: crate::style::Style,
) -> io::Result<()> {
    crate::repairs::report(answer.intake.as_ref(), input)?;
    let answer = &answer.answer;
    match &answer.outcome.result {
        Ok(n) if answer.steps.is_some() => {
            writeln!(out, "{}", args.result.shown(input.text(), style))?;
            for step in answer.steps.iter().flatten() {
                let what = if step.changed.is_empty() {
                    "no change".to_owned()
                } else {
                    format!("changes {}", step.changed.join(", "))
                };
                let rfc = if args.iri { "RFC 3987" } else { "RFC 3986" };
                let rung = format!("{rfc} {} {}", step.section, step.name);
                writeln!(out, "  {rung:<36} {what}")?;
                writeln!(out, "    {}", args.result.shown(&step.output, style))?;
            }
            writeln!(out, "  = {}", args.result.shown(n, style))
        }
        Ok(n) => writeln!(out, "{}", args.result.shown(n, style)),
        Err(err) => crate::plumbing::failed(out, input, &err.message),
    }
}

impl crate::command::Answers for Args {
    type Answer<'a> = wire::Repaired<wire::Normalized<'a>>;

    fn inputs(&self) -> &[std::ffi::OsString] {
        &self.inputs
    }

    fn json(&self) -> bool {
        self.json
    }

    fn answer<'a>(&'a self, input: &'a Line<'_>) -> Self::Answer<'a> {
        answer(self, input)
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
        text(out, answer, input, self, style)
    }
}
