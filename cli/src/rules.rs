//! `rfc3986 rules`: every rule that `--rule` accepts, with where it is defined; with a NAME, that one rule:
//! its ABNF, where the RFC defines it, the rules it uses and the rules that use it.

use std::io::{self, Write};

use rfc3986::Rule;

use crate::wire;

#[derive(clap::Args)]
pub(crate) struct Args {
    /// Print one JSON object per rule, per line: {"name", "rfc", "section", "abnf", "obsoleted_by", "spec"}
    /// ("rfc" is 0 and "spec" names it for DID Core's rules); for a NAME, also "citation", "erratum", "url",
    /// "uses" and "used_by" (a name that several specifications use after its specification, when it is
    /// not the rule's own: "RFC 822 quoted-string"), and "transcription" (the rule as the grammar writes it
    /// for pest, with its `// PEG:` notes).
    #[arg(long)]
    json: bool,
    /// Print the rule's railroad diagram as an SVG document, drawn from its ABNF (for a document or a
    /// slide): `rfc3986 rules IPv6address --svg > IPv6address.svg`. Needs a NAME that means one rule.
    #[arg(long, requires = "name", conflicts_with = "json")]
    svg: bool,
    /// Describe this rule only, by its RFC name (IPv6address, path-abempty, ...; case-insensitive, `_`
    /// for `-`): its ABNF, its RFC and section with a link, the rules it uses and the rules that use it.
    /// A name that several specifications use describes each of their rules (`parameter`), unless it
    /// says whose (`'RFC 3966 parameter'`).
    #[arg(value_name = "NAME", value_parser = crate::rule_name::parse_rule)]
    name: Option<crate::rule_name::RuleName>,
}

pub(crate) fn run(args: &Args, _style: crate::style::Style) -> io::Result<bool> {
    let mut out = crate::plumbing::stdout();
    if let Some(name) = &args.name {
        if args.svg {
            return svg(&mut out, name);
        }
        for &rule in std::iter::once(&name.rule).chain(&name.also) {
            let answer = described(rule);
            if args.json {
                wire::write(&mut out, &answer)?;
            } else {
                describe(&mut out, &answer)?;
            }
        }
        out.flush()?;
        return Ok(true);
    }
    let width = Rule::ALL
        .iter()
        .map(|r| r.as_str().len())
        .max()
        .unwrap_or(0);
    for &rule in Rule::ALL {
        if args.json {
            let value = wire::Listed {
                abnf: rule.abnf(),
                name: rule.as_str(),
                obsoleted_by: rule.obsoleted_by(),
                rfc: rule.spec().rfc().unwrap_or(0),
                section: rule.section(),
                spec: rule.spec().as_str(),
            };
            crate::wire::write(&mut out, &value)?;
        } else {
            writeln!(out, "{:width$}  {}", rule.as_str(), rule.citation())?;
        }
    }
    out.flush()?;
    Ok(true)
}

/// `rules NAME --svg`: the one rule's diagram, standing alone.
fn svg(out: &mut impl Write, name: &crate::rule_name::RuleName) -> io::Result<bool> {
    if !name.also.is_empty() {
        let whose: Vec<String> = std::iter::once(name.rule)
            .chain(name.also.iter().copied())
            .map(|rule| format!("'{} {}'", rule.spec(), rule.as_str()))
            .collect();
        let message = format!(
            "{} names {} rules; --svg draws one: say whose, {}",
            name.rule.as_str(),
            whose.len(),
            whose.join(", ")
        );
        return Err(io::Error::new(io::ErrorKind::InvalidInput, message));
    }
    let Some(diagram) = crate::rule_diagram::draw(name.rule, None, true) else {
        let message = format!(
            "the ABNF of {} could not be read to draw it",
            name.rule.as_str()
        );
        return Err(io::Error::new(io::ErrorKind::InvalidData, message));
    };
    writeln!(out, "{}", diagram.svg)?;
    out.flush()?;
    Ok(true)
}

/// The address of the section that defines `rule` (the library's [`Citation::url`](rfc3986::Citation::url)).
pub(crate) fn url(rule: Rule) -> String {
    rule.citation().url()
}

/// The rules whose ABNF names `rule`, in the RFCs' order (the library's [`Rule::used_by`]).
pub(crate) fn used_by(rule: Rule) -> Vec<Rule> {
    rule.used_by().collect()
}

/// The rule's name, after its specification when other specifications use it and `of` is of another.
pub(crate) fn qualified(rule: Rule, of: Rule) -> String {
    if rule.spec() != of.spec() && Rule::named(rule.as_str()).nth(1).is_some() {
        format!("{} {}", rule.spec(), rule.as_str())
    } else {
        rule.as_str().to_owned()
    }
}

/// `rules NAME`'s answer: one rule, its definition, where it is defined and its neighbours in the grammar.
pub(crate) fn described(rule: Rule) -> wire::Described {
    let qualified = |rules: Vec<Rule>| rules.iter().map(|&r| qualified(r, rule)).collect();
    wire::Described {
        abnf: rule.abnf(),
        citation: rule.citation().to_string(),
        erratum: rule.erratum(),
        name: rule.as_str(),
        obsoleted_by: rule.obsoleted_by(),
        rfc: rule.spec().rfc().unwrap_or(0),
        section: rule.section(),
        spec: rule.spec().as_str(),
        url: url(rule),
        used_by: qualified(used_by(rule)),
        uses: qualified(rule.uses().collect()),
        transcription: rule.transcription(),
    }
}

/// The text printer of one rule: its definition as the RFC prints it (an alternative per line, `/` under
/// `=`), where it is defined, and its neighbours in the grammar.
fn describe(out: &mut impl Write, rule: &wire::Described) -> io::Result<()> {
    writeln!(out, "{}  {}  {}", rule.name, rule.citation, rule.url)?;
    let indent = " ".repeat(2 + rule.name.len() + 1);
    for (i, line) in rule.abnf.lines().enumerate() {
        if i == 0 {
            writeln!(out, "  {} = {line}", rule.name)?;
        } else {
            writeln!(out, "{indent}{line}")?;
        }
    }
    let names = |rules: &[String]| match rules {
        [] => "(none)".to_owned(),
        rules => rules.join(", "),
    };
    writeln!(out, "  uses:    {}", names(&rule.uses))?;
    writeln!(out, "  used by: {}", names(&rule.used_by))?;
    writeln!(out, "  as the grammar transcribes it for pest:")?;
    for line in rule.transcription.lines() {
        writeln!(out, "    {line}")?;
    }
    Ok(())
}
