//! `rfc3986 scheme`: each input against the generic syntax, then against its scheme's own grammar.

#[cfg(feature = "viewer")]
pub(crate) mod view;

use std::io::{self, Write};

use rfc3986::scheme;
use rfc3986::{Rule, Uri};

use crate::line::{Line, LineError};
use crate::named_parts::{self, Parts};
use crate::wire::{self, PartValue};

#[derive(clap::Args)]
pub(crate) struct Args {
    /// Print one JSON object per input, per line: {"input", "valid", "scheme", "known", "scheme_rule",
    /// "components", "prose", "error"}, and with --strict "strict_pass" and "strict_failure".
    #[arg(long)]
    pub(crate) json: bool,
    /// Exit with status 1 also when a URI's scheme has no grammar here, and when a URI that matches its
    /// scheme's grammar breaks a MUST or MUST NOT sentence of the scheme's RFC (its help lists the schemes,
    /// from the library's table: [`strict_help`]).
    #[arg(long, help = strict_help())]
    pub(crate) strict: bool,
    /// The URIs to check; each line of standard input when none is given.
    #[arg(value_name = "INPUT")]
    pub(crate) inputs: Vec<std::ffi::OsString>,
}

/// What checking one input gave.
pub(crate) struct Checked<'a> {
    /// The input as a URI, when it is one.
    pub(crate) uri: Option<Uri>,
    /// The scheme's top rule, when the crate knows the scheme.
    pub(crate) rule: Option<Rule>,
    /// The error of the generic syntax or of the scheme's grammar.
    pub(crate) error: Option<LineError>,
    input: &'a Line<'a>,
}

impl<'a> Checked<'a> {
    pub(crate) fn new(input: &'a Line<'a>) -> Checked<'a> {
        // A line that is not UTF-8 is no URI; the text before its first bad byte is checked against the
        // generic syntax and, when it is a URI, against its scheme's grammar.
        let parsed = input.parse(Rule::Uri, |text| {
            let uri = Uri::parse(text)?;
            scheme::check(&uri)?;
            Ok(uri)
        });
        match parsed {
            Err(err) => {
                // The scheme's grammar failed where the generic syntax did not: the URI is still one.
                let uri = input
                    .is_utf8()
                    .then(|| Uri::parse(input.text()).ok())
                    .flatten();
                Checked {
                    rule: uri.as_ref().and_then(scheme::rule_for),
                    uri,
                    error: Some(err),
                    input,
                }
            }
            Ok(uri) => Checked {
                rule: scheme::rule_for(&uri),
                uri: Some(uri),
                error: None,
                input,
            },
        }
    }

    fn valid(&self) -> bool {
        self.uri.is_some() && self.error.is_none()
    }
}

impl Checked<'_> {
    /// The named parts of the URI's scheme view and the prose it breaks, when it matches its scheme's
    /// grammar.
    fn parts(&self) -> Option<Parts<'_>> {
        self.uri
            .as_ref()
            .filter(|_| self.valid())
            .and_then(named_parts::parts)
    }

    /// The JSON object (`scheme --json`); with `strict`, `--strict`'s fields too.
    pub(crate) fn wire(&self, strict: bool) -> wire::Checked<'_> {
        let parts = self.parts();
        let failure = Strict::of(self, parts.as_ref());
        wire::Checked {
            error: self.error.as_ref().map(wire::Error::from),
            input: self.input.text(),
            input_hex: self.input.input_hex(),
            known: self.rule.is_some(),
            prose: parts
                .as_ref()
                .map(|(_, prose)| prose.iter().map(ToString::to_string).collect())
                .unwrap_or_default(),
            scheme: self.uri.as_ref().map(|u| u.scheme()),
            scheme_rule: self.rule.map(Rule::as_str),
            strict_failure: strict.then(|| failure.map(|s| s.message())),
            strict_pass: strict.then_some(failure.is_none()),
            valid: self.valid(),
            components: parts.map(|(parts, _)| parts.into_iter().collect()),
        }
    }

    /// Whether the input passes: with `strict`, `--strict`'s verdict.
    pub(crate) fn passes(&self, strict: bool) -> bool {
        if strict {
            Strict::of(self, self.parts().as_ref()).is_none()
        } else {
            self.valid()
        }
    }
}

/// Items as a sentence lists them: `a`, `a and b`, `a, b and c`.
fn listed(items: impl IntoIterator<Item = String>) -> String {
    let items: Vec<String> = items.into_iter().collect();
    match items.split_last() {
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
        None => String::new(),
    }
}

/// What `rfc3986 scheme` checks, for its help, from the library's tables ([`scheme::SCHEMES`],
/// [`scheme::URN_NAMESPACES`]): the schemes grouped by their specification, as `http and https (RFC 9110)`,
/// and the URN namespaces after `urn`.
pub(crate) fn about() -> String {
    let mut groups: Vec<(rfc3986::Spec, Vec<String>)> = Vec::new();
    for &(name, rule) in scheme::SCHEMES {
        match groups.last_mut() {
            Some((spec, names)) if *spec == rule.spec() => names.push(name.to_owned()),
            _ => groups.push((rule.spec(), vec![name.to_owned()])),
        }
    }
    let groups = groups.into_iter().map(|(spec, names)| {
        let mut group = format!("{} ({spec})", listed(names));
        if group.starts_with("urn ") {
            let namespaces = scheme::URN_NAMESPACES
                .iter()
                .map(|&(nid, rule)| format!("{nid} ({})", rule.spec()));
            group.push_str(&format!(" with the {} namespaces", listed(namespaces)));
        }
        group
    });
    format!(
        "Check each URI INPUT (or each line of standard input) against its scheme's own grammar: {}",
        listed(groups)
    )
}

/// `--strict`'s help, with the schemes that have a grammar here.
fn strict_help() -> String {
    let namespaces = listed(
        scheme::URN_NAMESPACES
            .iter()
            .map(|&(nid, _)| nid.to_owned()),
    );
    let schemes = scheme::SCHEMES.iter().map(|&(name, _)| match name {
        "urn" => format!("urn (with its {namespaces} namespaces)"),
        _ => name.to_owned(),
    });
    format!(
        "Exit with status 1 also when a URI's scheme has no grammar here (only {} have one), and when a URI \
         that matches its scheme's grammar breaks a MUST or MUST NOT sentence of the scheme's RFC (the \
         \"prose\" of the output: an empty http host, a ws fragment, a tel parameter twice, a latitude over \
         90, ...)",
        listed(schemes)
    )
}

/// `scheme`'s answer to one input: the input checked, and whether its `--json` line has `--strict`'s fields.
pub(crate) struct Answer<'a> {
    checked: Checked<'a>,
    strict: bool,
}

impl crate::command::JsonLine for Answer<'_> {
    fn write_json(&self, out: &mut impl Write, _: &Line<'_>) -> io::Result<()> {
        wire::write(out, &self.checked.wire(self.strict))
    }
}

impl crate::command::Answers for Args {
    type Answer<'a> = Answer<'a>;

    fn inputs(&self) -> &[std::ffi::OsString] {
        &self.inputs
    }

    fn json(&self) -> bool {
        self.json
    }

    fn answer<'a>(&'a self, input: &'a Line<'_>) -> Self::Answer<'a> {
        Answer {
            checked: Checked::new(input),
            strict: self.strict,
        }
    }

    fn valid<'a>(&'a self, answer: &Self::Answer<'a>) -> bool {
        answer.checked.passes(self.strict)
    }

    fn text<'a>(
        &'a self,
        out: &mut impl Write,
        answer: &Self::Answer<'a>,
        _: &Line<'_>,
        _: crate::style::Style,
    ) -> io::Result<()> {
        text(
            out,
            &answer.checked,
            answer.checked.parts().as_ref(),
            self.strict,
        )
    }
}

/// Why an input fails `--strict`, when it does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Strict<'a> {
    /// Not a URI, or not one that matches its scheme's grammar.
    Invalid,
    /// A URI whose scheme has no grammar here.
    Unknown(&'a str),
    /// A URI that matches its scheme's grammar and breaks this many of its RFC's MUST or MUST NOT sentences.
    Prose(usize),
}

impl<'a> Strict<'a> {
    /// How `checked` fares under `--strict`: `None` when it passes.
    fn of(checked: &'a Checked<'_>, parts: Option<&Parts<'_>>) -> Option<Strict<'a>> {
        let Some(uri) = checked.uri.as_ref().filter(|_| checked.valid()) else {
            return Some(Strict::Invalid);
        };
        if checked.rule.is_none() {
            return Some(Strict::Unknown(uri.scheme()));
        }
        match parts.map_or(0, |(_, prose)| prose.len()) {
            0 => None,
            n => Some(Strict::Prose(n)),
        }
    }

    /// The reason, for people and for `strict_failure`.
    fn message(self) -> String {
        match self {
            Strict::Invalid => "not a URI that matches its scheme's grammar (see error)".to_owned(),
            Strict::Unknown(scheme) => format!(
                "no grammar here for the scheme {scheme:?}, so --strict cannot check it (the schemes with \
                 one are {})",
                listed(scheme::SCHEMES.iter().map(|&(name, _)| name.to_owned()))
            ),
            Strict::Prose(1) => {
                "breaks a MUST or MUST NOT sentence of its RFC (see prose)".to_owned()
            }
            Strict::Prose(n) => {
                format!("breaks {n} MUST or MUST NOT sentences of its RFC (see prose)")
            }
        }
    }
}

/// One line per input: the verdict, the parts, the prose; the rendered error on standard error. With
/// `--strict`, a scheme without a grammar here is a failure, and the line says so.
fn text(
    out: &mut impl Write,
    checked: &Checked<'_>,
    parts: Option<&Parts<'_>>,
    strict: bool,
) -> io::Result<()> {
    let shown = rfc3986::redact_password(checked.input.text());
    match (&checked.error, checked.rule, &checked.uri) {
        (Some(err), _, _) => {
            crate::plumbing::error_line(out, err)?;
            eprintln!("{}", err.render(checked.input));
        }
        (None, None, Some(uri)) if strict => writeln!(
            out,
            "error: {shown}: a URI, but {}",
            Strict::Unknown(uri.scheme()).message()
        )?,
        (None, None, _) => writeln!(out, "{shown}: a URI; no grammar here for its scheme")?,
        (None, Some(rule), _) => {
            write!(out, "{shown}: valid {rule} ({})", rule.citation())?;
            if let Some((parts, prose)) = parts {
                for (name, value) in parts {
                    match value {
                        PartValue::Text(None) => {}
                        PartValue::Text(Some(text)) => write!(out, "; {name} {text:?}")?,
                        other => write!(out, "; {name} {}", serde_json::to_string(other)?)?,
                    }
                }
                for p in prose {
                    write!(out, "; breaks {p}")?;
                }
            }
            writeln!(out)?;
        }
    }
    Ok(())
}
