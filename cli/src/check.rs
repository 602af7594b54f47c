//! `rfc3986 check`: a person's answer to "is this a valid RULE?".

use std::io::{self, Write};

use rfc3986::Rule;

use crate::line::{Line, LineError, quoted};
use crate::style;

#[derive(clap::Args)]
pub(crate) struct Args {
    #[command(flatten)]
    pub(crate) strings: crate::args::RuleInputs,
}

/// `check`'s answer to one input: whether it is a valid RULE, or else a valid rule of another specification of
/// that name (`parameter`), which then answers. `check` has no `--json` (`parse --json` is its JSON).
pub(crate) struct Checked {
    other: Option<Rule>,
    checked: Result<(), LineError>,
}

impl crate::command::JsonLine for Checked {
    fn write_json(&self, _: &mut impl Write, _: &Line<'_>) -> io::Result<()> {
        Ok(())
    }
}

impl crate::command::Answers for Args {
    type Answer<'a> = Checked;

    fn inputs(&self) -> &[std::ffi::OsString] {
        &self.strings.inputs
    }

    fn json(&self) -> bool {
        false
    }

    fn answer<'a>(&'a self, input: &'a Line<'_>) -> Checked {
        let rule = self.strings.rule();
        // A name that several specifications use (`parameter`) names each of their rules: the first that
        // the input matches answers.
        let other = self
            .strings
            .also()
            .iter()
            .copied()
            .find(|other| input.is_utf8() && other.matches(input.text()));
        Checked {
            other,
            checked: input.parse(rule, |text| rule.check(text)),
        }
    }

    fn valid(&self, answer: &Checked) -> bool {
        answer.checked.is_ok() || answer.other.is_some()
    }

    fn text(
        &self,
        out: &mut impl Write,
        answer: &Checked,
        input: &Line<'_>,
        style: crate::style::Style,
    ) -> io::Result<()> {
        let rule = self.strings.rule();
        let colour = style.colour;
        if let (Err(_), Some(other)) = (&answer.checked, answer.other) {
            return writeln!(
                out,
                "{} {} is a valid {other} ({}), not {}'s",
                style::good("yes:", colour),
                quoted(input, 0),
                other.citation(),
                rule.spec()
            );
        }
        match &answer.checked {
            Ok(()) => writeln!(
                out,
                "{} {} is a valid {rule} ({})",
                style::good("yes:", colour),
                quoted(input, 0),
                rule.citation()
            ),
            Err(err) => {
                writeln!(
                    out,
                    "{} {} is not a valid {rule} ({})",
                    style::bad("no:", colour),
                    quoted(input, err.index()),
                    rule.citation()
                )?;
                if !self.strings.also().is_empty() {
                    let others: Vec<String> = self
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
                Ok(())
            }
        }
    }
}
