//! `rfc3986 scheme`: each input against the generic syntax, then against its scheme's own grammar.

use std::io::{self, Write};

use rfc3986::scheme::{
    self, Data, Did, FileUri, Geo, Http, Mailto, Oid, Prose, Tag, Tel, Urn, Uuid,
};
use rfc3986::{Rule, Uri};

use crate::line::{Line, LineError};
use crate::wire::{self, PartValue};

#[derive(clap::Args)]
pub(crate) struct Args {
    /// Print one JSON object per input, per line: {"input", "valid", "scheme", "known", "scheme_rule",
    /// "components", "prose", "error"}, and with --strict "strict_pass" and "strict_failure".
    #[arg(long)]
    pub(crate) json: bool,
    /// Exit with status 1 also when a URI's scheme has no grammar here (only http, https, ws, wss, urn
    /// (with its uuid and oid namespaces), file, mailto, data, tel, geo, tag and did have one), and when a URI that matches its scheme's grammar
    /// breaks a MUST or MUST NOT sentence of the scheme's RFC (the "prose" of the output: an empty http
    /// host, a ws fragment, a tel parameter twice, a latitude over 90, ...).
    #[arg(long)]
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

/// The named parts of a URI of a known scheme, as JSON (raw text, `null` when absent, and for some
/// schemes a flag or a list), and the prose requirements it breaks; `None` when the URI does not match its
/// scheme's grammar.
pub(crate) fn parts(uri: &Uri) -> Option<Parts<'_>> {
    let text = PartValue::Text;
    Some(match scheme::rule_for(uri)? {
        Rule::Namestring => {
            let urn = Urn::try_from(uri).ok()?;
            let parts = vec![
                ("NID", text(Some(urn.nid()))),
                ("NSS", text(Some(urn.nss()))),
                ("r-component", text(urn.r_component())),
                ("q-component", text(urn.q_component())),
                ("f-component", text(urn.f_component())),
            ];
            (parts, urn.prose())
        }
        Rule::UuidUrn => {
            let uuid = Uuid::try_from(uri).ok()?;
            let parts = vec![
                ("UUID", text(Some(uuid.uuid()))),
                ("rq-components", text(uuid.rq_components())),
                ("f-component", text(uuid.f_component())),
                ("version", PartValue::Number(uuid.version())),
            ];
            (parts, Vec::new())
        }
        Rule::OidUrn => {
            let oid = Oid::try_from(uri).ok()?;
            let parts = vec![
                ("oid", text(Some(oid.oid()))),
                ("rq-components", text(oid.rq_components())),
                ("f-component", text(oid.f_component())),
            ];
            (parts, Vec::new())
        }
        Rule::FileUri => {
            let file = FileUri::try_from(uri).ok()?;
            let parts = vec![
                ("host", text(file.host())),
                ("path", text(Some(file.path()))),
            ];
            (parts, Vec::new())
        }
        Rule::MailtoUri => {
            let mailto = Mailto::try_from(uri).ok()?;
            let parts = vec![
                ("to", text(mailto.to())),
                ("hfields", text(mailto.hfields())),
            ];
            (parts, mailto.prose())
        }
        Rule::Dataurl => {
            let data = Data::try_from(uri).ok()?;
            let parts = vec![
                ("mediatype", text(Some(data.mediatype()))),
                ("base64", PartValue::Flag(data.is_base64())),
                ("data", text(Some(data.data()))),
            ];
            (parts, Vec::new())
        }
        Rule::TelephoneUri => {
            let tel = Tel::try_from(uri).ok()?;
            let parts = vec![
                ("number", text(Some(tel.number()))),
                ("isdn-subaddress", text(tel.isdn_subaddress())),
                ("extension", text(tel.extension())),
                ("context", text(tel.context())),
                ("parameters", PartValue::List(tel.parameters())),
            ];
            (parts, tel.prose())
        }
        Rule::GeoUri => {
            let geo = Geo::try_from(uri).ok()?;
            let parts = vec![
                ("coord-a", text(Some(geo.coord_a()))),
                ("coord-b", text(Some(geo.coord_b()))),
                ("coord-c", text(geo.coord_c())),
                ("crs", text(geo.crs())),
                ("u", text(geo.uncertainty())),
                ("parameters", text(geo.parameters())),
            ];
            (parts, geo.prose())
        }
        Rule::TagUri => {
            let tag = Tag::try_from(uri).ok()?;
            let parts = vec![
                ("authorityName", text(Some(tag.authority_name()))),
                ("date", text(Some(tag.date()))),
                ("specific", text(Some(tag.specific()))),
                ("fragment", text(tag.fragment())),
            ];
            (parts, Vec::new())
        }
        Rule::DidUrl => {
            let did = Did::try_from(uri).ok()?;
            let parts = vec![
                ("method-name", text(Some(did.method_name()))),
                ("method-specific-id", text(Some(did.method_specific_id()))),
                ("path", text(Some(did.path()))),
                ("query", text(did.query())),
                ("fragment", text(did.fragment())),
            ];
            (parts, did.prose())
        }
        _ => {
            let http = Http::try_from(uri).ok()?;
            let parts = vec![
                ("host", text(Some(http.host_str()))),
                ("port", text(http.port())),
                ("path", text(Some(http.path().as_str()))),
                ("query", text(http.query())),
            ];
            (parts, http.prose())
        }
    })
}

impl Checked<'_> {
    /// The named parts of the URI's scheme view and the prose it breaks, when it matches its scheme's
    /// grammar.
    fn parts(&self) -> Option<Parts<'_>> {
        self.uri.as_ref().filter(|_| self.valid()).and_then(parts)
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
            scheme_rule: self.rule.map(Rule::name),
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

pub(crate) fn run(args: &Args) -> io::Result<bool> {
    let mut out = crate::stdout();
    let ok = crate::for_each_input(&args.inputs, |input| {
        let checked = Checked::new(input);
        if args.json {
            wire::write(&mut out, &checked.wire(args.strict))?;
        } else {
            text(&mut out, &checked, checked.parts().as_ref(), args.strict)?;
        }
        Ok(checked.passes(args.strict))
    })?;
    out.flush()?;
    Ok(ok)
}

type Parts<'a> = (Vec<(&'static str, PartValue<'a>)>, Vec<Prose>);

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
                 one are http, https, ws, wss, urn, file, mailto, data, tel, geo, tag and did)"
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
