//! The lenient intake's repairs as the text output shows them, shared by the commands that take `--lenient`
//! (`parse`, `resolve`, `normalize`); `--json` has them as [`wire::Repair`](crate::wire::Repair).

use std::io::{self, Write};

use crate::line::Line;
use crate::wire::Repair;

/// Each repair under the input, with a caret at its index.
pub(crate) fn write(out: &mut impl Write, input: &Line<'_>, repairs: &[Repair]) -> io::Result<()> {
    // The input is shown with its password as `<redacted>` (RFC 3986 3.2.1); carets after it move by the
    // difference in length, and a repair inside it does not show what it found. A byte that is not UTF-8
    // is shown as U+FFFD.
    let text = input.marked();
    let password = rfc3986::password_range(&text);
    let shown = rfc3986::redact_password(&text);
    writeln!(out, "  input     {}", rfc3986::display::visible(&shown))?;
    for r in repairs {
        let at = input.marked_index(r.index);
        let (byte, hidden) = match &password {
            Some(p) if at >= p.end => (at - p.len() + "<redacted>".len(), false),
            Some(p) if at >= p.start => (p.start, true),
            _ => (at, false),
        };
        let column = shown
            .get(..byte)
            .map_or(0, |s| crate::style::columns(&rfc3986::display::visible(s)));
        let (found, replacement) = match (hidden, &r.found_bytes) {
            (true, _) => ("<redacted>".to_owned(), "<redacted>".to_owned()),
            (false, Some(hex)) => (
                hex.as_bytes()
                    .chunks(2)
                    .map(|b| format!("0x{}", String::from_utf8_lossy(b)))
                    .collect::<Vec<_>>()
                    .join(" "),
                format!("{:?}", r.replacement),
            ),
            (false, None) => (format!("{:?}", r.found), format!("{:?}", r.replacement)),
        };
        // The wrappers of RFC 3986 Appendix C say what they were; the other repairs say it by their rule.
        let why = match r.kind {
            "delimiter" | "unpaired-delimiter" | "byte-order-mark" => r.description,
            _ => "",
        };
        writeln!(
            out,
            "  {:width$}^ {found} -> {replacement} ({}, index {}{}{why})",
            "",
            r.rule,
            r.index,
            if why.is_empty() { "" } else { "; " },
            width = 10 + column
        )?;
    }
    Ok(())
}

/// With the lenient intake, each of its repairs under the input on standard error (the result goes to
/// standard output).
pub(crate) fn report(intake: Option<&crate::wire::Intake>, input: &Line<'_>) -> io::Result<()> {
    match intake {
        Some(intake) if !intake.repairs.is_empty() => {
            write(&mut io::stderr(), input, &intake.repairs)
        }
        _ => Ok(()),
    }
}
