//! `rfc3986 parse`: is each input a URI-reference (or a RULE), and what are its components?

#[cfg(feature = "viewer")]
pub(crate) mod view;

use std::io::{self, Write};

use rfc3986::{Iri, IriRef, IriRelativeRef, ParseError, RelativeRef, Rule, Uri, UriRef};

use crate::line::{Fix, Line, LineError};
use crate::reference::Reference;
use crate::wire;

#[derive(clap::Args)]
pub(crate) struct Args {
    /// Print one JSON object per input, per line.
    #[arg(long)]
    pub(crate) json: bool,
    /// Repair the input first (URI-reference and URI, and IRI-reference and IRI with --iri): remove outer
    /// whitespace, percent-encode what the RFC does not allow where it stands, and list each repair.
    #[arg(long)]
    pub(crate) lenient: bool,
    /// How many threads parse standard input when much of it arrives at once (default: every core).
    /// Answers keep the input's order.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..))]
    pub(crate) jobs: Option<u16>,
    #[command(flatten)]
    pub(crate) strings: crate::args::RuleInputs,
}

/// What parsing one input gave.
pub(crate) enum Outcome {
    /// A reference, with its components.
    Reference(Reference),
    /// A match of a rule that has no components to show; of another rule of the same name (`--rule`
    /// without a specification), which.
    Matched(Option<Rule>),
    Invalid(LineError),
}

/// `parse`'s answer to one input: what the parse gave, and with `--lenient` (for the four reference rules)
/// the repairs, after which the outcome's reference is the repaired text.
pub(crate) struct Answer {
    pub(crate) outcome: Outcome,
    pub(crate) repairs: Option<Vec<Fix>>,
}

impl Answer {
    /// Whether the input matched (after the repairs, with `--lenient`).
    pub(crate) fn is_valid(&self) -> bool {
        !matches!(self.outcome, Outcome::Invalid(_))
    }

    /// The JSON object (`parse --json`) of the answer to `input`.
    pub(crate) fn wire<'a>(&'a self, input: &'a Line<'_>) -> wire::Repaired<wire::Parsed<'a>> {
        let text = input.text();
        let answer = match &self.outcome {
            Outcome::Reference(r) => wire::Parsed::Reference(wire::Components {
                input_hex: input.input_hex(),
                ..wire::Components::new(text, r)
            }),
            Outcome::Matched(None) => wire::Parsed::Valid(wire::Valid {
                input: text,
                valid: true,
            }),
            Outcome::Matched(Some(other)) => wire::Parsed::Matched(wire::Matched {
                input: text,
                matched_rule: format!("{} {}", other.spec(), other.as_str()),
                valid: true,
            }),
            Outcome::Invalid(err) => wire::Parsed::Invalid(wire::Invalid {
                input: text,
                valid: false,
                error: wire::Error::from(err),
                input_hex: input.input_hex(),
            }),
        };
        let intake = self.repairs.as_ref().map(|repairs| match &self.outcome {
            Outcome::Reference(r) => wire::Intake {
                output: Some(r.as_str().to_owned()),
                repairs: repairs.iter().map(wire::Repair::from).collect(),
            },
            _ => wire::Intake {
                output: None,
                repairs: Vec::new(),
            },
        });
        wire::Repaired { answer, intake }
    }
}

/// The lenient intake's result for `rule` (URI-reference, URI, IRI-reference or IRI), or `None` for the
/// other rules.
fn lenient_one(rule: Rule, input: &Line<'_>) -> Option<Result<(Reference, Vec<Fix>), LineError>> {
    let uri = |(r, repairs)| (Reference::Uri(r), repairs);
    let iri = |(r, repairs)| (Reference::Iri(r), repairs);
    Some(match rule {
        Rule::UriReference => input.lenient(
            |text| UriRef::parse_lenient(text).map(uri),
            |text| UriRef::parse(text).map(Reference::Uri),
        ),
        Rule::Uri => input.lenient(
            |text| Uri::parse_lenient(text).map(|(u, r)| uri((UriRef::from(u), r))),
            |text| Uri::parse(text).map(|u| Reference::Uri(UriRef::from(u))),
        ),
        Rule::IriReference => input.lenient(
            |text| IriRef::parse_lenient(text).map(iri),
            |text| IriRef::parse(text).map(Reference::Iri),
        ),
        Rule::Iri => input.lenient(
            |text| Iri::parse_lenient(text).map(|(u, r)| iri((IriRef::from(u), r))),
            |text| Iri::parse(text).map(|i| Reference::Iri(IriRef::from(i))),
        ),
        _ => return None,
    })
}

/// `parse`'s answer to one input: strictly, or with `--lenient` through the lenient intake.
pub(crate) fn answer(args: &Args, input: &Line<'_>) -> Answer {
    let rule = args.strings.rule();
    if args.lenient
        && let Some(result) = lenient_one(rule, input)
    {
        return match result {
            Ok((r, repairs)) => Answer {
                outcome: Outcome::Reference(r),
                repairs: Some(repairs),
            },
            Err(err) => Answer {
                outcome: Outcome::Invalid(err),
                repairs: Some(Vec::new()),
            },
        };
    }
    Answer {
        outcome: parse_one(rule, args.strings.also(), input),
        repairs: None,
    }
}

fn parse_one(rule: Rule, also: &[Rule], input: &Line<'_>) -> Outcome {
    let uri = |r: Result<UriRef, ParseError>| r.map(Reference::Uri);
    let iri = |r: Result<IriRef, ParseError>| r.map(Reference::Iri);
    let reference = input.parse(rule, |text| match rule {
        Rule::UriReference => uri(UriRef::parse(text)).map(Some),
        Rule::Uri => uri(Uri::parse(text).map(UriRef::from)).map(Some),
        Rule::AbsoluteUri => uri(Uri::parse_absolute(text).map(UriRef::from)).map(Some),
        Rule::RelativeRef => uri(RelativeRef::parse(text).map(UriRef::from)).map(Some),
        Rule::IriReference => iri(IriRef::parse(text)).map(Some),
        Rule::Iri => iri(Iri::parse(text).map(IriRef::from)).map(Some),
        Rule::AbsoluteIri => iri(Iri::parse_absolute(text).map(IriRef::from)).map(Some),
        Rule::IrelativeRef => iri(IriRelativeRef::parse(text).map(IriRef::from)).map(Some),
        _ => rule.check(text).map(|()| None),
    });
    match reference {
        Ok(Some(r)) => Outcome::Reference(r),
        Ok(None) => Outcome::Matched(None),
        Err(err) => match also.iter().find(|other| other.matches(input.text())) {
            Some(&other) if input.is_utf8() => Outcome::Matched(Some(other)),
            _ => Outcome::Invalid(err),
        },
    }
}

pub(crate) fn run(args: &Args, style: crate::style::Style) -> io::Result<bool> {
    let rule = args.strings.rule();
    if args.strings.inputs.is_empty() {
        // Standard input: blocks of lines through the bulk API, on every core for large blocks.
        let jobs = args
            .jobs
            .map_or_else(crate::bulk::default_jobs, usize::from);
        return crate::bulk::for_each_block(jobs, |block, out| {
            answer_lines(args, style, rule, block, out)
        });
    }
    crate::command::run(args, style)
}

/// `parse --json`'s line is made with the input (its text, its bytes when it is not UTF-8).
impl crate::command::JsonLine for Answer {
    fn write_json(&self, out: &mut impl Write, input: &Line<'_>) -> io::Result<()> {
        wire::write(out, &self.wire(input))
    }
}

impl crate::command::Answers for Args {
    type Answer<'a> = Answer;

    fn inputs(&self) -> &[std::ffi::OsString] {
        &self.strings.inputs
    }

    fn json(&self) -> bool {
        self.json
    }

    fn answer<'a>(&'a self, input: &'a Line<'_>) -> Answer {
        answer(self, input)
    }

    fn valid(&self, answer: &Answer) -> bool {
        answer.is_valid()
    }

    fn text(
        &self,
        out: &mut impl Write,
        answer: &Answer,
        input: &Line<'_>,
        style: crate::style::Style,
    ) -> io::Result<()> {
        text(style, self.strings.rule(), input, answer, out)
    }
}

/// Answers the lines of `block` (each ending with a line end, the last one perhaps not): the runs of UTF-8
/// lines as text, and each line that is not UTF-8 on its own.
fn answer_lines(
    args: &Args,
    style: crate::style::Style,
    rule: Rule,
    block: &[u8],
    out: &mut Vec<u8>,
) -> io::Result<bool> {
    let mut all_ok = true;
    let mut rest = block;
    while !rest.is_empty() {
        let bad_at = match std::str::from_utf8(rest) {
            Ok(text) => return Ok(all_ok & answer_text(args, style, rule, text, out)?),
            Err(e) => e.valid_up_to(),
        };
        // The lines before the one with the bad byte are UTF-8; a line end is ASCII.
        let line_start = rest[..bad_at]
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |i| i + 1);
        let line_end = rest[bad_at..]
            .iter()
            .position(|&b| b == b'\n')
            .map_or(rest.len(), |i| bad_at + i + 1);
        if line_start > 0 {
            // Checked just now: UTF-8 up to `bad_at`.
            if let Ok(text) = std::str::from_utf8(&rest[..line_start]) {
                all_ok &= answer_text(args, style, rule, text, out)?;
            }
        }
        let mut line = &rest[line_start..line_end];
        if let Some(l) = line.strip_suffix(b"\n") {
            line = l.strip_suffix(b"\r").unwrap_or(l);
        }
        let line = Line::new(line);
        let answer = answer(args, &line);
        print(args, style, &line, &answer, out)?;
        all_ok &= answer.is_valid();
        rest = &rest[line_end..];
    }
    Ok(all_ok)
}

/// Answers the lines of `text` (each ending with a line end, the last one perhaps not): a reference rule
/// through the bulk API, one call into pest for many lines; any other rule line by line.
fn answer_text(
    args: &Args,
    style: crate::style::Style,
    rule: Rule,
    text: &str,
    out: &mut Vec<u8>,
) -> io::Result<bool> {
    let mut all_ok = true;
    let mut each = |line: &str, parsed: Result<Reference, ParseError>| -> io::Result<()> {
        let outcome = match parsed {
            Ok(r) => Outcome::Reference(r),
            Err(err) => Outcome::Invalid(err.into()),
        };
        let answer = Answer {
            outcome,
            repairs: None,
        };
        all_ok &= answer.is_valid();
        print(args, style, &Line::from_text(line), &answer, out)
    };
    match (rule, args.lenient) {
        (Rule::UriReference, false) => {
            for (line, parsed) in text.lines().zip(UriRef::parse_lines(text)) {
                each(line, parsed.map(Reference::Uri))?;
            }
        }
        (Rule::IriReference, false) => {
            for (line, parsed) in text.lines().zip(IriRef::parse_lines(text)) {
                each(line, parsed.map(Reference::Iri))?;
            }
        }
        _ => {
            for line in text.lines() {
                let line = Line::from_text(line);
                let answer = answer(args, &line);
                print(args, style, &line, &answer, out)?;
                all_ok &= answer.is_valid();
            }
        }
    }
    Ok(all_ok)
}

/// Prints one answer on the bulk path of standard input, as [`crate::command::run`] prints it on the others:
/// its JSON object with `--json`, else its [`text`].
fn print(
    args: &Args,
    style: crate::style::Style,
    input: &Line<'_>,
    answer: &Answer,
    out: &mut impl Write,
) -> io::Result<()> {
    use crate::command::Answers as _;
    if args.json {
        crate::command::JsonLine::write_json(answer, out, input)
    } else {
        args.text(out, answer, input, style)
    }
}

/// The text for people (with `--lenient`, the repaired reference, then each repair under the input).
fn text(
    style: crate::style::Style,
    rule: Rule,
    input: &Line<'_>,
    answer: &Answer,
    out: &mut impl Write,
) -> io::Result<()> {
    match (&answer.outcome, &answer.repairs) {
        (Outcome::Reference(r), Some(repairs)) => {
            write_text(
                out,
                style.colour,
                rule,
                &Line::from_text(r.as_str()),
                &answer.outcome,
            )?;
            if !repairs.is_empty() {
                let repairs: Vec<wire::Repair> = repairs.iter().map(wire::Repair::from).collect();
                crate::repairs::write(out, input, &repairs)?;
            }
            Ok(())
        }
        _ => write_text(out, style.colour, rule, input, &answer.outcome),
    }
}

/// The text for people: for a reference, the diagram of section 3 and the table of its components; for
/// an invalid input, the rendered error.
fn write_text(
    out: &mut impl Write,
    colour: bool,
    rule: Rule,
    input: &Line<'_>,
    outcome: &Outcome,
) -> io::Result<()> {
    match outcome {
        Outcome::Reference(r) => {
            write!(out, "{}", crate::diagram::diagram(r, colour))?;
            writeln!(out, "  valid {rule}: a {}", r.what())?;
            let undefined = "(undefined)";
            let host = r
                .authority()
                .map(|a| format!("{} ({})", a.host_str(), a.host_kind()));
            let rows = [
                ("scheme", r.scheme().map(str::to_owned)),
                ("authority", r.authority().map(|a| hide(a.as_str()))),
                (
                    "userinfo",
                    r.userinfo()
                        .map(|u| hide(&format!("{u}@")).replace('@', "")),
                ),
                ("host", host),
                ("port", r.port().map(str::to_owned)),
                ("path", Some(r.path().as_str().to_owned())),
                ("query", r.query().map(str::to_owned)),
                ("fragment", r.fragment().map(str::to_owned)),
            ];
            for (name, value) in rows {
                match value {
                    Some(v) if v.is_empty() => writeln!(out, "  {name:<10} (empty)")?,
                    Some(v) => writeln!(out, "  {name:<10} {v}")?,
                    None => writeln!(out, "  {name:<10} {undefined}")?,
                }
            }
        }
        Outcome::Matched(matched) => writeln!(
            out,
            "{}\n  valid {}",
            rfc3986::display::visible(&rfc3986::redact_password(input.text())),
            matched.map_or_else(
                || rule.to_string(),
                |other| format!("{other} ({} {})", other.spec(), other.section())
            )
        )?,
        Outcome::Invalid(err) => write!(out, "{}", crate::style::bad(&err.render(input), colour))?,
    }
    Ok(())
}

/// A userinfo, or an authority, with what follows the first `:` of its userinfo shown as `<redacted>` (RFC
/// 3986 3.2.1), as `redacted()` shows it.
fn hide(text: &str) -> String {
    rfc3986::redact_password(&format!("//{text}"))[2..].to_owned()
}
