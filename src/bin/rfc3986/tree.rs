//! `rfc3986 tree`: the derivation tree of each input, one named rule per line.

use std::io;

use rfc3986::Rule;

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
    crate::show_each(&args.inputs, |input| {
        rule.tree(input).map(|t| t.to_string())
    })
}
