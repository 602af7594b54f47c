//! `rfc3986 check`: a person's answer to "is this a valid RULE?".

use std::io::{self, Write};

use crate::line::quoted;
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
    let ok = crate::for_each_input(&args.strings.inputs, |input| {
        match input.parse(rule, |text| rule.check(text)) {
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
