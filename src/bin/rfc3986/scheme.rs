//! `rfc3986 scheme`: each input against the generic syntax, then against its scheme's own grammar.

use std::io::{self, Write};

use rfc3986::scheme::{self, File, Http, Mailto, Prose, Urn};
use rfc3986::{Rule, Uri};
use serde_json::{Map, Value, json};

use crate::line::{Line, LineError};

#[derive(clap::Args)]
pub(crate) struct Args {
    /// Print one JSON object per input, per line: {"input", "valid", "scheme", "known", "scheme_rule",
    /// "components", "prose", "error"}, and with --strict "strict_pass" and "strict_failure".
    #[arg(long)]
    json: bool,
    /// Exit with status 1 also when a URI's scheme has no grammar here (only http, https, ws, wss, urn,
    /// file and mailto have one), and when a URI that matches its scheme's grammar breaks a MUST or MUST
    /// NOT sentence of the scheme's RFC (the "prose" of the output: an empty http host, a ws fragment, ...).
    #[arg(long)]
    strict: bool,
    /// The URIs to check; each line of standard input when none is given.
    #[arg(value_name = "INPUT")]
    inputs: Vec<std::ffi::OsString>,
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
                    rule: uri.as_ref().and_then(|u| scheme::rule_of(u.scheme())),
                    uri,
                    error: Some(err),
                    input,
                }
            }
            Ok(uri) => Checked {
                rule: scheme::rule_of(uri.scheme()),
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

/// The named parts of a URI of a known scheme, as raw text (`null` when absent), and the prose
/// requirements it breaks; `None` when the URI does not match its scheme's grammar.
pub(crate) fn parts(uri: &Uri) -> Option<Parts<'_>> {
    match scheme::rule_of(uri.scheme())? {
        Rule::Namestring => {
            let urn = Urn::try_from(uri).ok()?;
            let parts = vec![
                ("NID", Some(urn.nid())),
                ("NSS", Some(urn.nss())),
                ("r-component", urn.r_component()),
                ("q-component", urn.q_component()),
                ("f-component", urn.f_component()),
            ];
            Some((parts, urn.prose()))
        }
        Rule::FileUri => {
            let file = File::try_from(uri).ok()?;
            Some((
                vec![("host", file.host()), ("path", Some(file.path()))],
                Vec::new(),
            ))
        }
        Rule::MailtoUri => {
            let mailto = Mailto::try_from(uri).ok()?;
            Some((
                vec![("to", mailto.to()), ("hfields", mailto.hfields())],
                mailto.prose(),
            ))
        }
        _ => {
            let http = Http::try_from(uri).ok()?;
            let parts = vec![
                ("host", Some(http.host())),
                ("port", http.port_str()),
                ("path", Some(http.path())),
                ("query", http.query()),
            ];
            Some((parts, http.prose()))
        }
    }
}

pub(crate) fn run(args: &Args) -> io::Result<bool> {
    let mut out = crate::stdout();
    let ok = crate::for_each_input(&args.inputs, |input| {
        let checked = Checked::new(input);
        let parts = checked
            .uri
            .as_ref()
            .filter(|_| checked.valid())
            .and_then(parts);
        let strict = Strict::of(&checked, parts.as_ref());
        if args.json {
            let components = parts.as_ref().map(|(parts, _)| {
                parts
                    .iter()
                    .map(|&(name, text)| (name.to_owned(), json!(text)))
                    .collect::<Map<String, Value>>()
            });
            let prose: Vec<String> = parts
                .as_ref()
                .map(|(_, prose)| prose.iter().map(ToString::to_string).collect())
                .unwrap_or_default();
            let value = json!({
                "input": input.text(),
                "valid": checked.valid(),
                "scheme": checked.uri.as_ref().map(|u| u.scheme()),
                "known": checked.rule.is_some(),
                "scheme_rule": checked.rule.map(Rule::name),
                "components": components,
                "prose": prose,
                "error": checked.error.as_ref().map(crate::json::Error::from),
            });
            let mut value = value;
            if let Some(hex) = input.input_hex() {
                value["input_hex"] = hex.into();
            }
            if args.strict {
                value["strict_pass"] = strict.is_none().into();
                value["strict_failure"] = strict.map(|s| s.message()).into();
            }
            crate::write_json(&mut out, &value)?;
        } else {
            text(&mut out, &checked, parts.as_ref(), args.strict)?;
        }
        Ok(if args.strict {
            strict.is_none()
        } else {
            checked.valid()
        })
    })?;
    out.flush()?;
    Ok(ok)
}

type Parts<'a> = (Vec<(&'static str, Option<&'a str>)>, Vec<Prose>);

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
                 one are http, https, ws, wss, urn, file and mailto)"
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
            crate::error_line(out, err)?;
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
                for (name, text) in parts {
                    if let Some(text) = text {
                        write!(out, "; {name} {text:?}")?;
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
