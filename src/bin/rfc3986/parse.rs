//! `rfc3986 parse`: is each input a URI-reference (or a RULE), and what are its components?

use std::io::{self, Write};

use rfc3986::{Iri, IriRef, IriRelativeRef, ParseError, RelativeRef, Rule, Uri, UriRef};

use crate::json;
use crate::reference::Reference;

#[derive(clap::Args)]
pub(crate) struct Args {
    /// Print one JSON object per input, per line.
    #[arg(long)]
    json: bool,
    #[command(flatten)]
    pub(crate) strings: crate::RuleInputs,
}

pub(crate) fn parse_rule(name: &str) -> Result<Rule, String> {
    name.parse().map_err(|_| {
        let names: Vec<_> = Rule::ALL.iter().map(|r| r.name()).collect();
        format!("not an RFC 3986 rule; the rules are: {}", names.join(", "))
    })
}

/// What parsing one input gave.
enum Outcome {
    /// A reference, with its components.
    Reference(Reference),
    /// A match of a rule that has no components to show.
    Matched,
    Invalid(ParseError),
}

fn parse_one(rule: Rule, input: &str) -> Outcome {
    let uri = |r: Result<UriRef, ParseError>| r.map(Reference::Uri);
    let iri = |r: Result<IriRef, ParseError>| r.map(Reference::Iri);
    let reference = match rule {
        Rule::UriReference => uri(UriRef::parse(input)),
        Rule::Uri => uri(Uri::parse(input).map(UriRef::from)),
        Rule::AbsoluteUri => uri(Uri::parse_absolute(input).map(UriRef::from)),
        Rule::RelativeRef => uri(RelativeRef::parse(input).map(UriRef::from)),
        Rule::IriReference => iri(IriRef::parse(input)),
        Rule::Iri => iri(Iri::parse(input).map(IriRef::from)),
        Rule::AbsoluteIri => iri(Iri::parse_absolute(input).map(IriRef::from)),
        Rule::IrelativeRef => iri(IriRelativeRef::parse(input).map(IriRef::from)),
        _ => {
            return match rule.check(input) {
                Ok(()) => Outcome::Matched,
                Err(err) => Outcome::Invalid(err),
            }
        }
    };
    match reference {
        Ok(r) => Outcome::Reference(r),
        Err(err) => Outcome::Invalid(err),
    }
}

pub(crate) fn run(args: &Args) -> io::Result<bool> {
    let rule = args.strings.rule();
    let mut out = crate::stdout();
    let ok = crate::for_each_input(&args.strings.inputs, |input| {
        let outcome = parse_one(rule, input);
        if args.json {
            write_json(&mut out, input, &outcome)?;
        } else {
            write_text(&mut out, rule, input, &outcome)?;
        }
        Ok(!matches!(outcome, Outcome::Invalid(_)))
    })?;
    out.flush()?;
    Ok(ok)
}

fn write_json(out: &mut impl Write, input: &str, outcome: &Outcome) -> io::Result<()> {
    match outcome {
        Outcome::Reference(r) => crate::write_json(out, &json::Components::new(input, r)),
        Outcome::Matched => crate::write_json(out, &json::Valid { input, valid: true }),
        Outcome::Invalid(err) => crate::write_json(
            out,
            &json::Invalid {
                input,
                valid: false,
                error: err.into(),
            },
        ),
    }
}

/// The text for people: for a reference, the diagram of section 3 and the table of its components; for
/// an invalid input, the rendered error.
fn write_text(out: &mut impl Write, rule: Rule, input: &str, outcome: &Outcome) -> io::Result<()> {
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
                ("authority", r.authority().map(|a| a.as_str().to_owned())),
                ("userinfo", r.userinfo().map(str::to_owned)),
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
        Outcome::Matched => writeln!(out, "{}\n  valid {rule}", input.escape_debug())?,
        Outcome::Invalid(err) => write!(
            out,
            "{}",
            crate::style::bad(&err.render(input).to_string(), colour)
        )?,
    }
    Ok(())
}
