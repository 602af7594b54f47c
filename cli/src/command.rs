//! The shape of a command that answers each of its inputs on its own (all but `conformance`, `rules`,
//! `equivalent`, `extract` and the ones that print a script or a page): its arguments prepared once (a base
//! parsed, `--vars` read), then one answer per input, written as its `--json` line or as text for people.
//! [`run`] is the one loop that reads the inputs, answers, prints and flushes (`parse` reads standard input in
//! blocks through the bulk API instead, for speed: `bulk.rs`); the viewer's API writes the same answer with
//! [`json_line`].

use std::ffi::OsString;
use std::io::{self, Write};

use crate::line::{Line, LineError};
use crate::style::Style;

/// A command prepared from its arguments, ready to answer inputs.
pub(crate) trait Answers {
    /// The answer to one input.
    type Answer<'a>
    where
        Self: 'a;

    /// A blank line between two inputs' text, for answers of several lines.
    const BLANK_LINE_BETWEEN: bool = false;

    /// The inputs given as arguments; none means each line of standard input.
    fn inputs(&self) -> &[OsString];

    /// Whether to write `--json` lines.
    fn json(&self) -> bool;

    /// The answer to one input.
    fn answer<'a>(&'a self, input: &'a Line<'_>) -> Self::Answer<'a>;

    /// Whether the answer counts as valid for the exit status (0 when every input's does).
    fn valid<'a>(&'a self, answer: &Self::Answer<'a>) -> bool;

    /// The answer as its `--json` line (a `wire` object); nothing for a command that has no `--json`.
    fn write_json<'a>(
        &'a self,
        out: &mut impl Write,
        answer: &Self::Answer<'a>,
        input: &Line<'_>,
    ) -> io::Result<()>;

    /// The answer as text for people (an error's message on standard error too).
    fn text<'a>(
        &'a self,
        out: &mut impl Write,
        answer: &Self::Answer<'a>,
        input: &Line<'_>,
        style: Style,
    ) -> io::Result<()>;
}

/// Answers each input of `command` (its arguments, or else the lines of standard input), writing each
/// answer as it comes: true when every input's answer was valid.
pub(crate) fn run<C: Answers>(command: &C, style: Style) -> io::Result<bool> {
    let mut out = crate::plumbing::stdout();
    let mut first = true;
    let ok = crate::plumbing::for_each_input(command.inputs(), |input| {
        let answer = command.answer(input);
        if command.json() {
            command.write_json(&mut out, &answer, input)?;
        } else {
            if C::BLANK_LINE_BETWEEN && !first {
                writeln!(out)?;
            }
            command.text(&mut out, &answer, input, style)?;
        }
        first = false;
        Ok(command.valid(&answer))
    })?;
    out.flush()?;
    Ok(ok)
}

/// The `--json` line of the last input (the viewer's API answers one input, its last positional argument),
/// an empty input when there is none.
#[cfg(feature = "viewer")]
pub(crate) fn json_line<C: Answers>(command: &C) -> io::Result<Vec<u8>> {
    let bytes = command
        .inputs()
        .last()
        .map(|input| crate::plumbing::arg_bytes(input).into_owned())
        .unwrap_or_default();
    let input = Line::new(&bytes);
    let mut out = Vec::new();
    command.write_json(&mut out, &command.answer(&input), &input)?;
    Ok(out)
}

/// A command without `--json` whose answer to an input is text of several lines, or the input's rendered
/// error (`explain`, `tree`): the answers are separated by a blank line.
pub(crate) struct Shown<'s, F> {
    pub(crate) inputs: &'s [OsString],
    pub(crate) show: F,
}

impl<F: Fn(&Line<'_>) -> Result<String, LineError>> Answers for Shown<'_, F> {
    type Answer<'a>
        = Result<String, LineError>
    where
        Self: 'a;

    const BLANK_LINE_BETWEEN: bool = true;

    fn inputs(&self) -> &[OsString] {
        self.inputs
    }

    fn json(&self) -> bool {
        false
    }

    fn answer<'a>(&'a self, input: &'a Line<'_>) -> Self::Answer<'a> {
        (self.show)(input)
    }

    fn valid<'a>(&'a self, answer: &Self::Answer<'a>) -> bool {
        answer.is_ok()
    }

    fn write_json<'a>(
        &'a self,
        _: &mut impl Write,
        _: &Self::Answer<'a>,
        _: &Line<'_>,
    ) -> io::Result<()> {
        Ok(())
    }

    fn text<'a>(
        &'a self,
        out: &mut impl Write,
        answer: &Self::Answer<'a>,
        input: &Line<'_>,
        style: Style,
    ) -> io::Result<()> {
        match answer {
            Ok(text) => write!(out, "{text}"),
            Err(err) => write!(
                out,
                "{}",
                crate::style::bad(&err.render(input), style.colour)
            ),
        }
    }
}
