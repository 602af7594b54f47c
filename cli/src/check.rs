//! `rfc3986 check`: a person's answer to "is this a valid RULE?".

use std::io::{self, Write};

use crate::line::quoted;
use crate::style;

#[derive(clap::Args)]
pub(crate) struct Args {
    #[command(flatten)]
    pub(crate) strings: crate::RuleInputs,
}

pub(crate) fn run(args: &Args, style: crate::style::Style) -> io::Result<bool> {
    let rule = args.strings.rule();
    let colour = style.colour;
    let mut out = crate::stdout();
    let ok = crate::for_each_input(&args.strings.inputs, |input| {
        // A name that several specifications use (`parameter`) names each of their rules: the first that
        // the input matches answers.
        let other = args
            .strings
            .also()
            .iter()
            .copied()
            .find(|other| input.is_utf8() && other.matches(input.text()));
        let checked = input.parse(rule, |text| rule.check(text));
        if let (Err(_), Some(other)) = (&checked, other) {
            writeln!(
                out,
                "{} {} is a valid {other} ({}), not {}'s",
                style::good("yes:", colour),
                quoted(input, 0),
                other.citation(),
                rule.spec()
            )?;
            return Ok(true);
        }
        match checked {
            Ok(()) => {
                writeln!(
                    out,
                    "{} {} is a valid {rule} ({})",
                    style::good("yes:", colour),
                    quoted(input, 0),
                    rule.citation()
                )?;
                Ok(true)
            }
            Err(err) => {
                writeln!(
                    out,
                    "{} {} is not a valid {rule} ({})",
                    style::bad("no:", colour),
                    quoted(input, err.index()),
                    rule.citation()
                )?;
                if !args.strings.also().is_empty() {
                    let others: Vec<String> = args
                        .strings
                        .also()
                        .iter()
                        .map(|r| r.citation().to_string())
                        .collect();
                    writeln!(
                        out,
                        "  nor one of the other rules of that name: {}",
                        others.join(", ")
                    )?;
                }
                for line in err.render(input).lines() {
                    writeln!(out, "  {line}")?;
                }
                Ok(false)
            }
        }
    })?;
    out.flush()?;
    Ok(ok)
}
