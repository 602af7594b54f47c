//! `rfc3986 rules`: every rule that `--rule` accepts, with where it is defined.

use std::io::{self, Write};

use rfc3986::Rule;
use serde_json::json;

#[derive(clap::Args)]
pub(crate) struct Args {
    /// Print one JSON object per rule, per line: {"name", "rfc", "section", "abnf", "obsoleted_by"}.
    #[arg(long)]
    json: bool,
}

pub(crate) fn run(args: &Args) -> io::Result<bool> {
    let mut out = crate::stdout();
    let width = Rule::ALL.iter().map(|r| r.name().len()).max().unwrap_or(0);
    for &rule in Rule::ALL {
        if args.json {
            let value = json!({
                "name": rule.name(),
                "rfc": rule.rfc(),
                "section": rule.section(),
                "abnf": rule.abnf(),
                "obsoleted_by": rule.obsoleted_by(),
            });
            crate::write_json(&mut out, &value)?;
        } else {
            writeln!(out, "{:width$}  {}", rule.name(), rule.citation())?;
        }
    }
    out.flush()?;
    Ok(true)
}
