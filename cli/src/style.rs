//! Colour for people at a terminal: only when standard output is one, and never with `NO_COLOR` set
//! (<https://no-color.org>).

use std::fmt;
use std::io::IsTerminal;

/// Whether to colour standard output.
pub(crate) fn colour() -> bool {
    std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty()) && std::io::stdout().is_terminal()
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
