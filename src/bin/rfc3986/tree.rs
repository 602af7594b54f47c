//! `rfc3986 tree`: the derivation tree of each input, one named rule per line.

use std::fmt::Write as _;
use std::io;
use std::ops::Range;

use rfc3986::Tree;

#[derive(clap::Args)]
pub(crate) struct Args {
    #[command(flatten)]
    pub(crate) strings: crate::RuleInputs,
}

pub(crate) fn run(args: &Args) -> io::Result<bool> {
    let rule = args.strings.rule();
    crate::show_each(&args.strings.inputs, |input| {
        rule.tree(input).map(|t| {
            let mut out = String::new();
            write_node(&mut out, &t, 0, rfc3986::password_range(input));
            out
        })
    })
}

/// The tree as `Tree`'s `Display` writes it, one rule per line with its span and text, but with the part of a
/// text that is the password shown as `<redacted>` (RFC 3986 3.2.1).
fn write_node(out: &mut String, node: &Tree<'_>, depth: usize, password: Option<Range<usize>>) {
    let span = node.span();
    let mut text = node.as_str().to_owned();
    if let Some(p) = &password {
        let (start, end) = (p.start.max(span.start), p.end.min(span.end));
        if start < end {
            text.replace_range(start - span.start..end - span.start, "<redacted>");
        }
    }
    let _ = writeln!(
        out,
        "{:indent$}{} {}..{} {:?}",
        "",
        node.rule(),
        span.start,
        span.end,
        Escaped(&text),
        indent = depth * 2
    );
    for child in node.children() {
        write_node(out, child, depth + 1, password.clone());
    }
}

/// A text quoted as the library's trees quote it: `"`, `\\`, control characters and non-ASCII escaped.
struct Escaped<'a>(&'a str);

impl std::fmt::Debug for Escaped<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("\"")?;
        for c in self.0.chars() {
            match c {
                '"' | '\\' => write!(f, "\\{c}")?,
                ' '..='~' => write!(f, "{c}")?,
                c => write!(f, "{}", c.escape_default())?,
            }
        }
        f.write_str("\"")
    }
}
