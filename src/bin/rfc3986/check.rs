//! `rfc3986 check`: a person's answer to "is this a valid RULE?".

use std::io::{self, Write};

use rfc3986::Rule;

use crate::style;

#[derive(clap::Args)]
pub(crate) struct Args {
    /// The ABNF rule of RFC 3986 to check against, by its RFC name (IPv6address, path-abempty, ...).
    /// Default: URI-reference.
    #[arg(long, value_name = "RULE", value_parser = crate::parse::parse_rule)]
    rule: Option<Rule>,
    /// The strings to check; each line of standard input when none is given.
    #[arg(value_name = "INPUT")]
    inputs: Vec<String>,
}

pub(crate) fn run(args: &Args) -> io::Result<bool> {
    let rule = args.rule.unwrap_or(Rule::UriReference);
    let colour = style::colour();
    let mut out = crate::stdout();
    let ok = crate::for_each_input(&args.inputs, |input| match rule.check(input) {
        Ok(()) => {
            writeln!(
                out,
                "{} {} is a valid {rule} ({})",
                style::good("yes:", colour),
                quoted(input),
                section(rule)
            )?;
            Ok(true)
        }
        Err(err) => {
            writeln!(
                out,
                "{} {} is not a valid {rule} ({})",
                style::bad("no:", colour),
                quoted(input),
                section(rule)
            )?;
            for line in err.render(input).to_string().lines() {
                writeln!(out, "  {line}")?;
            }
            Ok(false)
        }
    })?;
    out.flush()?;
    Ok(ok)
}

/// The input in double quotes, escaped as the rendered errors escape it.
fn quoted(input: &str) -> String {
    let mut s = String::from("\"");
    for c in input.chars() {
        match c {
            '"' | '\\' => {
                s.push('\\');
                s.push(c);
            }
            ' '..='~' => s.push(c),
            c => s.extend(c.escape_default()),
        }
    }
    s.push('"');
    s
}

/// Where the rule is defined: `RFC 3986 3.2.2`, or `RFC 5234 B.1` for the core rules.
fn section(rule: Rule) -> String {
    let section = rule.section();
    if section.starts_with("RFC") {
        section.to_owned()
    } else {
        format!("RFC 3986 {section}")
    }
}
