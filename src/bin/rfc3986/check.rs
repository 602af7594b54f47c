//! `rfc3986 check`: a person's answer to "is this a valid RULE?".

use std::io::{self, Write};

use crate::style;

#[derive(clap::Args)]
pub(crate) struct Args {
    #[command(flatten)]
    pub(crate) strings: crate::RuleInputs,
}

pub(crate) fn run(args: &Args) -> io::Result<bool> {
    let rule = args.strings.rule();
    let colour = style::colour();
    let mut out = crate::stdout();
    let ok = crate::for_each_input(&args.strings.inputs, |input| match rule.check(input) {
        Ok(()) => {
            writeln!(
                out,
                "{} {} is a valid {rule} ({})",
                style::good("yes:", colour),
                quoted(&rfc3986::redact_password(input)),
                rule.citation()
            )?;
            Ok(true)
        }
        Err(err) => {
            writeln!(
                out,
                "{} {} is not a valid {rule} ({})",
                style::bad("no:", colour),
                quoted(&rfc3986::redact_password(input)),
                rule.citation()
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
