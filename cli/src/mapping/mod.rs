//! `rfc3986 to-uri` and `rfc3986 to-iri`: the mappings of RFC 3987 3.1 (an IRI reference to a URI) and 3.2
//! (a URI reference to an IRI), one command each, one answer for both.

#[cfg(feature = "viewer")]
pub(crate) mod view;

use std::io::{self, Write};

use rfc3986::{IriRef, Rule, UriRef};

use crate::line::{Line, LineError};
use crate::wire;

/// `to-uri`'s arguments.
#[derive(clap::Args)]
pub(crate) struct ToUriArgs {
    /// Print one JSON object per input, per line: {"input", "valid", "uri"} or {"input", "valid", "error"}.
    #[arg(long)]
    pub(crate) json: bool,
    /// Map a registered name with ToASCII (UTS 46, as WHATWG URL parsers do) instead of percent-encoding it,
    /// as RFC 3987 3.1 allows: `https://é.example/` gives `https://xn--9ca.example/`. A host that ToASCII
    /// refuses is an error (`idna_error` in JSON).
    #[arg(long)]
    pub(crate) idna: bool,
    #[command(flatten)]
    pub(crate) result: crate::args::ResultText,
    /// The IRI references to map; each line of standard input when none is given.
    #[arg(value_name = "INPUT")]
    pub(crate) inputs: Vec<std::ffi::OsString>,
}

/// `to-iri`'s arguments.
#[derive(clap::Args)]
pub(crate) struct ToIriArgs {
    /// Print one JSON object per input, per line: {"input", "valid", "iri"} or {"input", "valid", "error"}.
    #[arg(long)]
    pub(crate) json: bool,
    /// Map a registered name's A-labels (`xn--`) with ToUnicode (UTS 46), as RFC 3987 3.2 allows:
    /// `https://xn--9ca.example/` gives `https://é.example/`. A host that ToUnicode refuses is an error
    /// (`idna_error` in JSON).
    #[arg(long)]
    pub(crate) idna: bool,
    #[command(flatten)]
    pub(crate) result: crate::args::ResultText,
    /// The URI references to map; each line of standard input when none is given.
    #[arg(value_name = "INPUT")]
    pub(crate) inputs: Vec<std::ffi::OsString>,
}

/// Which way a mapping goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Direction {
    /// RFC 3987 3.1: an IRI reference to a URI reference.
    ToUri,
    /// RFC 3987 3.2: a URI reference to an IRI reference.
    ToIri,
}

/// What a mapping needs of its command's arguments.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Mapping {
    pub(crate) direction: Direction,
    /// ToASCII or ToUnicode for a registered name.
    pub(crate) idna: bool,
}

impl From<&ToUriArgs> for Mapping {
    fn from(args: &ToUriArgs) -> Mapping {
        Mapping {
            direction: Direction::ToUri,
            idna: args.idna,
        }
    }
}

impl From<&ToIriArgs> for Mapping {
    fn from(args: &ToIriArgs) -> Mapping {
        Mapping {
            direction: Direction::ToIri,
            idna: args.idna,
        }
    }
}

/// The answer to one input: its mapping, why IDNA refused its host (`--idna` only), or its error.
pub(crate) fn answer<'a>(mapping: Mapping, input: &'a Line<'_>) -> wire::Mapped<'a> {
    let mapped: Result<Result<String, String>, LineError> = match mapping.direction {
        Direction::ToUri => {
            input
                .parse(Rule::IriReference, IriRef::parse)
                .map(|i| match mapping.idna {
                    true => i
                        .to_uri_idna()
                        .map(|u| u.into_string())
                        .map_err(|e| e.to_string()),
                    false => Ok(i.to_uri().into_string()),
                })
        }
        Direction::ToIri => {
            input
                .parse(Rule::UriReference, UriRef::parse)
                .map(|u| match mapping.idna {
                    true => u
                        .to_iri_idna()
                        .map(|i| i.into_string())
                        .map_err(|e| e.to_string()),
                    false => Ok(u.to_iri().into_string()),
                })
        }
    };
    let field = match mapping.direction {
        Direction::ToUri => "uri",
        Direction::ToIri => "iri",
    };
    let mapping = match mapped {
        Ok(Ok(done)) => wire::Mapping::Mapped(field, done),
        Ok(Err(idna)) => wire::Mapping::Idna(idna),
        Err(err) => wire::Mapping::Error(wire::Error::from(&err)),
    };
    wire::Mapped {
        input: input.text(),
        valid: !matches!(mapping, wire::Mapping::Error(_)),
        mapping,
        input_hex: input.input_hex(),
    }
}

/// The text printer: the mapping (a password redacted on a terminal), or `error: ...` with the message on
/// standard error too.
fn text(
    out: &mut impl Write,
    answer: &wire::Mapped<'_>,
    input: &Line<'_>,
    result: &crate::args::ResultText,
    style: crate::style::Style,
) -> io::Result<()> {
    match &answer.mapping {
        wire::Mapping::Mapped(_, done) => writeln!(out, "{}", result.shown(done, style)),
        wire::Mapping::Error(err) => crate::plumbing::failed(out, input, &err.message),
        wire::Mapping::Idna(why) => crate::plumbing::failed(out, input, why),
    }
}

/// `to-uri` or `to-iri` prepared: the mapping, the inputs, and how results are shown.
pub(crate) struct Mapper<'a> {
    mapping: Mapping,
    json: bool,
    inputs: &'a [std::ffi::OsString],
    result: &'a crate::args::ResultText,
}

impl<'a> From<&'a ToUriArgs> for Mapper<'a> {
    fn from(args: &'a ToUriArgs) -> Mapper<'a> {
        Mapper {
            mapping: args.into(),
            json: args.json,
            inputs: &args.inputs,
            result: &args.result,
        }
    }
}

impl<'a> From<&'a ToIriArgs> for Mapper<'a> {
    fn from(args: &'a ToIriArgs) -> Mapper<'a> {
        Mapper {
            mapping: args.into(),
            json: args.json,
            inputs: &args.inputs,
            result: &args.result,
        }
    }
}

impl crate::command::Answers for Mapper<'_> {
    type Answer<'a>
        = wire::Mapped<'a>
    where
        Self: 'a;

    fn inputs(&self) -> &[std::ffi::OsString] {
        self.inputs
    }

    fn json(&self) -> bool {
        self.json
    }

    fn answer<'a>(&'a self, input: &'a Line<'_>) -> Self::Answer<'a> {
        answer(self.mapping, input)
    }

    fn valid<'a>(&'a self, answer: &Self::Answer<'a>) -> bool {
        matches!(answer.mapping, wire::Mapping::Mapped(..))
    }

    fn text<'a>(
        &'a self,
        out: &mut impl Write,
        answer: &Self::Answer<'a>,
        input: &Line<'_>,
        style: crate::style::Style,
    ) -> io::Result<()> {
        text(out, answer, input, self.result, style)
    }
}
