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
    /// The answer to one input, and how it is written as a `--json` line.
    type Answer<'a>: JsonLine
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

    /// The answer as text for people (an error's message on standard error too).
    fn text<'a>(
        &'a self,
        out: &mut impl Write,
        answer: &Self::Answer<'a>,
        input: &Line<'_>,
        style: Style,
    ) -> io::Result<()>;
}

/// An answer as its `--json` line. An answer that is a `wire` object (`Serialize`) is that line; the others
/// say what theirs is (`parse`'s is made with its input; a command without `--json` writes none).
pub(crate) trait JsonLine {
    /// Writes the line for the answer to `input`.
    fn write_json(&self, out: &mut impl Write, input: &Line<'_>) -> io::Result<()>;
}

impl<T: serde::Serialize> JsonLine for T {
    fn write_json(&self, out: &mut impl Write, _: &Line<'_>) -> io::Result<()> {
        crate::wire::write(out, self)
    }
}

/// The answer of a command without `--json` (`explain`, `tree`, `template explain`): it writes no line.
pub(crate) struct TextOnly<T>(pub(crate) T);

impl<T> JsonLine for TextOnly<T> {
    fn write_json(&self, _: &mut impl Write, _: &Line<'_>) -> io::Result<()> {
        Ok(())
    }
}

/// Answers each input of `command` (its arguments, or else the lines of standard input), writing each
/// answer as it comes: true when every input's answer was valid.
pub(crate) fn run<C: Answers>(command: &C, style: Style) -> io::Result<bool> {
    let mut out = crate::plumbing::stdout();
    let mut first = true;
    let ok = crate::plumbing::for_each_input(command.inputs(), |input| {
        let answer = command.answer(input);
        if command.json() {
            answer.write_json(&mut out, input)?;
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
    command.answer(&input).write_json(&mut out, &input)?;
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
        = TextOnly<Result<String, LineError>>
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
        TextOnly((self.show)(input))
    }

    fn valid<'a>(&'a self, answer: &Self::Answer<'a>) -> bool {
        answer.0.is_ok()
    }

    fn text<'a>(
        &'a self,
        out: &mut impl Write,
        answer: &Self::Answer<'a>,
        input: &Line<'_>,
        style: Style,
    ) -> io::Result<()> {
        match &answer.0 {
            Ok(text) => write!(out, "{text}"),
            Err(err) => write!(
                out,
                "{}",
                crate::style::bad(&err.render(input), style.colour)
            ),
        }
    }
}
