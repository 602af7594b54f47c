//! `rfc3986 encode`: each text percent-encoded for one component (RFC 3986 2.1), with the library's
//! `percent::encode_bytes`, so that the result matches the component's rule and decodes back to the text.

#[cfg(feature = "viewer")]
pub(crate) mod view;

use std::io::{self, Write};

use crate::line::Line;
use crate::wire;
use rfc3986::percent::{self, Component};

#[derive(clap::Args)]
pub(crate) struct Args {
    /// Print one JSON object per input, per line: {"input", "component", "encoded"}.
    #[arg(long)]
    json: bool,
    /// The component the text is written into, by its rule's name: what the rule allows stays, every other
    /// byte becomes %XX (upper-case hex). The default, segment, gives one path segment, which also fits in a
    /// query or a fragment (every pchar may stand there).
    #[arg(long, value_name = "C", default_value = "segment", value_parser = component_parser())]
    component: Component,
    /// The texts to encode; each line of standard input when none is given. Bytes that are not UTF-8 are
    /// encoded as %XX too.
    #[arg(value_name = "TEXT")]
    inputs: Vec<std::ffi::OsString>,
}

/// The names `--component` takes: the library's components ([`Component::ALL`]) by their names, with the
/// ABNF of each one's rule as its help, and `host` and `ihost` for `reg-name` and `ireg-name`.
fn component_parser() -> impl clap::builder::TypedValueParser<Value = Component> {
    use clap::builder::TypedValueParser as _;
    fn possible(component: Component) -> clap::builder::PossibleValue {
        let rule = component.rule();
        let help = match component {
            Component::QueryPair | Component::IqueryPair => format!(
                "a key or a value of the key=value&... pairs of a {rule} (a convention, not RFC 3986): as \
                 {rule}, and \"&\", \"=\", \"+\" and \";\" are encoded"
            ),
            _ => format!(
                "{} {}: {} = {}",
                rule.spec(),
                rule.section(),
                rule.as_str(),
                rule.abnf()
            ),
        };
        let value = clap::builder::PossibleValue::new(component.as_str()).help(help);
        match component {
            Component::RegName => value.alias("host"),
            Component::IregName => value.alias("ihost"),
            _ => value,
        }
    }
    clap::builder::PossibleValuesParser::new(Component::ALL.iter().map(|&c| possible(c))).map(
        |name: String| {
            Component::ALL
                .iter()
                .copied()
                .find(|&c| possible(c).matches(&name, false))
                .unwrap_or(Component::Segment)
        },
    )
}

/// The encoding of one input for the component `--component` names.
pub(crate) fn answer<'a>(args: &Args, input: &'a Line<'_>) -> wire::Encoded<'a> {
    wire::Encoded {
        input: input.text(),
        component: args.component.as_str().to_owned(),
        encoded: percent::encode_bytes(input.bytes(), args.component),
        input_hex: input.input_hex(),
    }
}

impl crate::command::Answers for Args {
    type Answer<'a> = wire::Encoded<'a>;

    fn inputs(&self) -> &[std::ffi::OsString] {
        &self.inputs
    }

    fn json(&self) -> bool {
        self.json
    }

    fn answer<'a>(&'a self, input: &'a Line<'_>) -> Self::Answer<'a> {
        answer(self, input)
    }

    fn valid<'a>(&'a self, _: &Self::Answer<'a>) -> bool {
        // Every input has an encoding.
        true
    }

    fn text<'a>(
        &'a self,
        out: &mut impl Write,
        answer: &Self::Answer<'a>,
        _input: &Line<'_>,
        _style: crate::style::Style,
    ) -> io::Result<()> {
        writeln!(out, "{}", answer.encoded)
    }
}
