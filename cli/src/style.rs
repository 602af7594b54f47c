//! Colour for people at a terminal: only when standard output is one, and never with `NO_COLOR` set
//! (<https://no-color.org>).

use std::fmt;
use std::io::IsTerminal;

/// How the text printers write for people, decided once, when the tool starts ([`Style::detect`]): the
/// printers take it and look at nothing else.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Style {
    /// Colour the output (verdicts, carets, diagrams).
    pub(crate) colour: bool,
    /// Standard output is a terminal: results show a password as `<redacted>` unless `--show-password`.
    pub(crate) terminal: bool,
}

impl Style {
    /// Colour only when standard output is a terminal and `NO_COLOR` is not set; redaction of results only
    /// on a terminal.
    pub(crate) fn detect() -> Style {
        let terminal = std::io::stdout().is_terminal();
        Style {
            colour: terminal && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty()),
            terminal,
        }
    }
}

/// A piece of text in a colour, or plain when colour is off.
pub(crate) struct Paint<'a> {
    text: &'a str,
    code: &'static str,
    on: bool,
}

/// Green, for a valid input or a passing example.
pub(crate) fn good(text: &str, on: bool) -> Paint<'_> {
    Paint {
        text,
        code: "32",
        on,
    }
}

/// Red, for an invalid input or a failing example.
pub(crate) fn bad(text: &str, on: bool) -> Paint<'_> {
    Paint {
        text,
        code: "31",
        on,
    }
}

/// Dim, for labels and lines drawn under the input.
pub(crate) fn dim(text: &str, on: bool) -> Paint<'_> {
    Paint {
        text,
        code: "2",
        on,
    }
}

impl fmt::Display for Paint<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.on {
            write!(f, "\x1b[{}m{}\x1b[0m", self.code, self.text)
        } else {
            f.write_str(self.text)
        }
    }
}

/// The columns `text` takes on a terminal: the tool draws its diagrams and carets for one.
pub(crate) fn columns(text: &str) -> usize {
    rfc3986::display::columns(text, rfc3986::Width::Terminal)
}
