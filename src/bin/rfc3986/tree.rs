//! `rfc3986 tree`: the derivation tree of each input, one named rule per line.

use std::io::{self, Write};

use rfc3986::Rule;

use crate::style;

#[derive(clap::Args)]
pub(crate) struct Args {
    /// Derive each input from this ABNF rule of RFC 3986, by its RFC name. Default: URI-reference.
    #[arg(long, value_name = "RULE", value_parser = crate::parse::parse_rule)]
    rule: Option<Rule>,
    /// The strings to derive; each line of standard input when none is given.
    #[arg(value_name = "INPUT")]
    inputs: Vec<String>,
}

pub(crate) fn run(args: &Args) -> io::Result<bool> {
    let rule = args.rule.unwrap_or(Rule::UriReference);
    let colour = style::colour();
    let mut out = crate::stdout();
    let mut first = true;
    let ok = crate::for_each_input(&args.inputs, |input| {
        if !first {
            writeln!(out)?;
        }
        first = false;
        match rule.tree(input) {
            Ok(tree) => {
                write!(out, "{tree}")?;
                Ok(true)
            }
            Err(err) => {
                write!(
                    out,
                    "{}",
                    style::bad(&err.render(input).to_string(), colour)
                )?;
                Ok(false)
            }
        }
    })?;
    out.flush()?;
    Ok(ok)
}
