//! `rfc3986 tree`: the derivation tree of each input, one named rule per line.

use std::io;

#[derive(clap::Args)]
pub(crate) struct Args {
    #[command(flatten)]
    pub(crate) strings: crate::args::RuleInputs,
}

pub(crate) fn run(args: &Args, style: crate::style::Style) -> io::Result<bool> {
    let rule = args.strings.rule();
    // `Tree`'s `Display` shows a password as `<redacted>`.
    let show = |input: &crate::line::Line<'_>| {
        input.parse(rule, |text| rule.tree(text).map(|t| t.to_string()))
    };
    crate::command::run(
        &crate::command::Shown {
            inputs: &args.strings.inputs,
            show,
        },
        style,
    )
}
