//! `rfc3986 parse`: is each input a URI-reference (or a RULE), and what are its components?

use std::io::{self, Write};

use rfc3986::{Iri, IriRef, IriRelativeRef, ParseError, RelativeRef, Rule, Uri, UriRef};

use crate::json;
use crate::line::{Fix, Line, LineError};
use crate::reference::Reference;

#[derive(clap::Args)]
pub(crate) struct Args {
    /// Print one JSON object per input, per line.
    #[arg(long)]
    json: bool,
    /// Repair the input first (URI-reference and URI, and IRI-reference and IRI with --iri): remove outer
    /// whitespace, percent-encode what the RFC does not allow where it stands, and list each repair.
    #[arg(long)]
    lenient: bool,
    /// How many threads parse standard input when much of it arrives at once (default: every core).
    /// Answers keep the input's order.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..))]
    jobs: Option<u16>,
    #[command(flatten)]
    pub(crate) strings: crate::RuleInputs,
}

/// A rule as `--rule` names it: the rule, and where the name alone (without a specification) is also
/// another specification's rule, those others, which an input may match instead.
#[derive(Clone, Debug)]
pub(crate) struct RuleName {
    pub(crate) rule: Rule,
    pub(crate) also: Vec<Rule>,
}

/// A rule by its RFC name; for another name, one line with the closest names and where to find them all
/// (clap puts it after `error: invalid value ...`, and the whole answer stays within three lines).
pub(crate) fn parse_rule(name: &str) -> Result<RuleName, String> {
    let rules = Rule::meant_by(name);
    rules
        .split_first()
        .map(|(&rule, also)| RuleName {
            rule,
            also: also.to_vec(),
        })
        .ok_or_else(|| {
        let near: Vec<_> = Rule::suggest(name).iter().map(|r| r.name()).collect();
        let guess = match near.as_slice() {
            [] => String::new(),
            [one] => format!("; did you mean {one}?"),
            [rest @ .., last] => format!("; did you mean {} or {last}?", rest.join(", ")),
        };
        format!(
            "not a rule of the grammars this crate speaks{guess} (`rfc3986 rules` lists them all)"
        )
    })
}

/// What parsing one input gave.
enum Outcome {
    /// A reference, with its components.
    Reference(Reference),
    /// A match of a rule that has no components to show; of another rule of the same name (`--rule`
    /// without a specification), which.
    Matched(Option<Rule>),
    Invalid(LineError),
}

/// What the lenient intake made of one input: the reference and the repairs, or the error.
type Lenient = Result<(Reference, Vec<Fix>), LineError>;

/// The lenient intake's result for `rule` (URI-reference, URI, IRI-reference or IRI), or `None` for the
/// other rules.
fn lenient_one(rule: Rule, input: &Line<'_>) -> Option<Lenient> {
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

/// The `"repairs"` array of `--lenient --json`; a repair of bytes that are not UTF-8 has a U+FFFD for each
/// in `found`, and `found_bytes`, the bytes in upper-case hex.
pub(crate) fn repairs_json(repairs: &[Fix]) -> serde_json::Value {
    repairs
        .iter()
        .map(|r| {
            let mut value = serde_json::json!({
                "index": r.index,
                "found": r.found,
                "replacement": r.replacement,
                "rule": r.rule.name(),
            });
            if !r.bytes.is_empty() {
                value["found_bytes"] = hex_upper(&r.bytes).into();
            }
            value
        })
        .collect()
}

/// Writes `value` as one JSON line; with the lenient intake's result, also its `"output"` (the repaired
/// text, `null` when no repair made the input valid) and `"repairs"`.
pub(crate) fn write_json_lenient(
    out: &mut impl Write,
    value: &impl serde::Serialize,
    lenient: Option<&Lenient>,
) -> io::Result<()> {
    let Some(parsed) = lenient else {
        return crate::write_json(out, value);
    };
    let mut value = serde_json::to_value(value)?;
    let (output, repairs) = match parsed {
        Ok((r, repairs)) => (Some(r.as_str()), repairs.as_slice()),
        Err(_) => (None, &[][..]),
    };
    value["output"] = output.into();
    value["repairs"] = repairs_json(repairs);
    crate::write_json(out, &value)
}

/// Each repair under the input, with a caret at its index.
pub(crate) fn write_repairs(
    out: &mut impl Write,
    input: &Line<'_>,
    repairs: &[Fix],
) -> io::Result<()> {
    // The input is shown with its password as `<redacted>` (RFC 3986 3.2.1); carets after it move by the
    // difference in length, and a repair inside it does not show what it found. A byte that is not UTF-8
    // is shown as U+FFFD.
    let text = input.marked();
    let password = rfc3986::password_range(&text);
    let shown = rfc3986::redact_password(&text);
    writeln!(out, "  input     {}", rfc3986::display::visible(&shown))?;
    for r in repairs {
        let at = input.marked_index(r.index);
        let (byte, hidden) = match &password {
            Some(p) if at >= p.end => (at - p.len() + "<redacted>".len(), false),
            Some(p) if at >= p.start => (p.start, true),
            _ => (at, false),
        };
        let column = shown
            .get(..byte)
            .map_or(0, |s| crate::columns(&rfc3986::display::visible(s)));
        let (found, replacement) = match hidden {
            true => ("<redacted>".to_owned(), "<redacted>".to_owned()),
            false if !r.bytes.is_empty() => (
                r.bytes
                    .iter()
                    .map(|b| format!("0x{b:02X}"))
                    .collect::<Vec<_>>()
                    .join(" "),
                format!("{:?}", r.replacement),
            ),
            false => (format!("{:?}", r.found), format!("{:?}", r.replacement)),
        };
        writeln!(
            out,
            "  {:width$}^ {found} -> {replacement} ({}, index {})",
            "",
            r.rule.name(),
            r.index,
            width = 10 + column
        )?;
    }
    Ok(())
}

/// Bytes in upper-case hex: `FFFE`.
fn hex_upper(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02X}")).collect()
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

pub(crate) fn run(args: &Args) -> io::Result<bool> {
    let rule = args.strings.rule();
    if args.strings.inputs.is_empty() {
        // Standard input: blocks of lines through the bulk API, on every core for large blocks.
        let jobs = args
            .jobs
            .map_or_else(crate::bulk::default_jobs, usize::from);
        return crate::bulk::for_each_block(jobs, |block, out| {
            answer_lines(args, rule, block, out)
        });
    }
    let mut out = crate::stdout();
    let ok = crate::for_each_input(&args.strings.inputs, |input| {
        answer_one(args, rule, input, &mut out)
    })?;
    out.flush()?;
    Ok(ok)
}

/// Answers one input: its JSON object or its text for people.
fn answer_one(args: &Args, rule: Rule, input: &Line<'_>, out: &mut impl Write) -> io::Result<bool> {
    if args.lenient
        && let Some(result) = lenient_one(rule, input)
    {
        return write_lenient(out, args.json, rule, input, result);
    }
    let outcome = parse_one(rule, args.strings.also(), input);
    write_outcome(args, rule, input, &outcome, out)?;
    Ok(!matches!(outcome, Outcome::Invalid(_)))
}

fn write_outcome(
    args: &Args,
    rule: Rule,
    input: &Line<'_>,
    outcome: &Outcome,
    out: &mut impl Write,
) -> io::Result<()> {
    if args.json {
        write_json(out, input, outcome)
    } else {
        write_text(out, rule, input, outcome)
    }
}

/// Answers the lines of `block` (each ending with a line end, the last one perhaps not): the runs of UTF-8
/// lines as text, and each line that is not UTF-8 on its own.
fn answer_lines(args: &Args, rule: Rule, block: &[u8], out: &mut Vec<u8>) -> io::Result<bool> {
    let mut all_ok = true;
    let mut rest = block;
    while !rest.is_empty() {
        let bad_at = match std::str::from_utf8(rest) {
            Ok(text) => return Ok(all_ok & answer_text(args, rule, text, out)?),
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
                all_ok &= answer_text(args, rule, text, out)?;
            }
        }
        let mut line = &rest[line_start..line_end];
        if let Some(l) = line.strip_suffix(b"\n") {
            line = l.strip_suffix(b"\r").unwrap_or(l);
        }
        all_ok &= answer_one(args, rule, &Line::new(line), out)?;
        rest = &rest[line_end..];
    }
    Ok(all_ok)
}

/// Answers the lines of `text` (each ending with a line end, the last one perhaps not): a reference rule
/// through the bulk API, one call into pest for many lines; any other rule line by line.
fn answer_text(args: &Args, rule: Rule, text: &str, out: &mut Vec<u8>) -> io::Result<bool> {
    let mut all_ok = true;
    let mut each = |line: &str, parsed: Result<Reference, ParseError>| -> io::Result<()> {
        let outcome = match parsed {
            Ok(r) => Outcome::Reference(r),
            Err(err) => Outcome::Invalid(err.into()),
        };
        all_ok &= !matches!(outcome, Outcome::Invalid(_));
        write_outcome(args, rule, &Line::from_text(line), &outcome, out)
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
                all_ok &= answer_one(args, rule, &Line::from_text(line), out)?;
            }
        }
    }
    Ok(all_ok)
}

fn write_lenient(
    out: &mut impl Write,
    json: bool,
    rule: Rule,
    input: &Line<'_>,
    result: Lenient,
) -> io::Result<bool> {
    let valid = result.is_ok();
    match result {
        Ok((r, repairs)) if json => {
            let mut value = serde_json::to_value(json::Components {
                input_hex: input.input_hex(),
                ..json::Components::new(input.text(), &r)
            })?;
            value["output"] = r.as_str().into();
            value["repairs"] = repairs_json(&repairs);
            crate::write_json(out, &value)?;
        }
        Ok((r, repairs)) => {
            let output = r.as_str().to_owned();
            write_text(out, rule, &Line::from_text(&output), &Outcome::Reference(r))?;
            if !repairs.is_empty() {
                write_repairs(out, input, &repairs)?;
            }
        }
        Err(err) => {
            if json {
                let mut value = serde_json::to_value(json::Invalid {
                    input: input.text(),
                    valid: false,
                    error: json::Error::from(&err),
                    input_hex: input.input_hex(),
                })?;
                value["output"] = serde_json::Value::Null;
                value["repairs"] = serde_json::json!([]);
                crate::write_json(out, &value)?;
            } else {
                write_text(out, rule, input, &Outcome::Invalid(err))?;
            }
        }
    }
    Ok(valid)
}

fn write_json(out: &mut impl Write, input: &Line<'_>, outcome: &Outcome) -> io::Result<()> {
    match outcome {
        Outcome::Reference(r) => crate::write_json(
            out,
            &json::Components {
                input_hex: input.input_hex(),
                ..json::Components::new(input.text(), r)
            },
        ),
        Outcome::Matched(None) => crate::write_json(
            out,
            &json::Valid {
                input: input.text(),
                valid: true,
            },
        ),
        // Matched by another specification's rule of the same name: which one.
        Outcome::Matched(Some(other)) => {
            let mut value = serde_json::to_value(json::Valid {
                input: input.text(),
                valid: true,
            })?;
            value["matched_rule"] = format!("{} {}", other.spec(), other.name()).into();
            crate::write_json(out, &value)
        }
        Outcome::Invalid(err) => crate::write_json(
            out,
            &json::Invalid {
                input: input.text(),
                valid: false,
                error: json::Error::from(err),
                input_hex: input.input_hex(),
            },
        ),
    }
}

/// The text for people: for a reference, the diagram of section 3 and the table of its components; for
/// an invalid input, the rendered error.
fn write_text(
    out: &mut impl Write,
    rule: Rule,
    input: &Line<'_>,
    outcome: &Outcome,
) -> io::Result<()> {
    let colour = crate::style::colour();
    match outcome {
        Outcome::Reference(r) => {
            write!(out, "{}", crate::explain::diagram(r, colour))?;
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
