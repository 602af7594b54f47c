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
            for line in err.render(input).for_command_line().to_string().lines() {
                writeln!(out, "  {line}")?;
            }
            Ok(false)
        }
    })?;
    out.flush()?;
    Ok(ok)
}

/// The input in double quotes as the rendered errors show it: its password redacted, characters that would
/// not show escaped (`\u{200b}`), `"` as `\"`, and a long input cut to a window around `index` (`...`).
fn quoted(input: &str, index: usize) -> String {
    let (line, _) = rfc3986::display::window(input, index);
    let mut s = String::from("\"");
    for c in line.chars() {
        if c == '"' {
            s.push('\\');
        }
        s.push(c);
    }
    s.push('"');
    s
}
