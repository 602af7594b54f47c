//! `rfc3986 encode`: each text percent-encoded for one component (RFC 3986 2.1), with the library's
//! `percent::encode_bytes`, so that the result matches the component's rule and decodes back to the text.

use std::io::{self, Write};

use crate::line::Line;
use crate::wire;
use rfc3986::percent::{self, Component};

#[derive(clap::Args)]
pub(crate) struct Args {
    /// Print one JSON object per input, per line: {"input", "component", "encoded"}.
    #[arg(long)]
    json: bool,
    /// The component the text is written into, by its rule's name: what the rule allows stays, every other
    /// byte becomes %XX (upper-case hex). The default, segment, gives one path segment, which also fits in a
    /// query or a fragment (every pchar may stand there).
    #[arg(long, value_enum, value_name = "C", default_value_t = Part::Segment)]
    component: Part,
    /// The texts to encode; each line of standard input when none is given. Bytes that are not UTF-8 are
    /// encoded as %XX too.
    #[arg(value_name = "TEXT")]
    inputs: Vec<std::ffi::OsString>,
}

/// The components of `percent::Component`, by their rules' names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub(crate) enum Part {
    /// userinfo (3.2.1): unreserved, sub-delims and ":" stay.
    Userinfo,
    /// reg-name (3.2.2), a registered name: unreserved and sub-delims stay.
    #[value(alias = "host")]
    RegName,
    /// segment (3.3), one segment of a path: pchar stays, "/" is encoded.
    Segment,
    /// segment-nz-nc (3.3), the first segment of a relative path: as segment, and ":" is encoded.
    SegmentNzNc,
    /// query (3.4): pchar, "/" and "?" stay.
    Query,
    /// A key or a value of a query's key=value&... pairs (a convention, not RFC 3986): as query, and "&",
    /// "=", "+" and ";" are encoded.
    QueryPair,
    /// fragment (3.5): pchar, "/" and "?" stay.
    Fragment,
    /// iuserinfo (RFC 3987 2.2): as userinfo, and ucschar stays.
    Iuserinfo,
    /// ireg-name (RFC 3987 2.2): as reg-name, and ucschar stays.
    #[value(alias = "ihost")]
    IregName,
    /// isegment (RFC 3987 2.2): as segment, and ucschar stays.
    Isegment,
    /// isegment-nz-nc (RFC 3987 2.2): as segment-nz-nc, and ucschar stays.
    IsegmentNzNc,
    /// iquery (RFC 3987 2.2): as query, and ucschar and iprivate stay.
    Iquery,
    /// A key or a value of an IRI query's pairs: as query-pair, and ucschar and iprivate stay.
    IqueryPair,
    /// ifragment (RFC 3987 2.2): as fragment, and ucschar stays.
    Ifragment,
}

impl Part {
    /// The library's component.
    fn component(self) -> Component {
        match self {
            Part::Userinfo => Component::Userinfo,
            Part::RegName => Component::RegName,
            Part::Segment => Component::Segment,
            Part::SegmentNzNc => Component::SegmentNzNc,
            Part::Query => Component::Query,
            Part::QueryPair => Component::QueryPair,
            Part::Fragment => Component::Fragment,
            Part::Iuserinfo => Component::Iuserinfo,
            Part::IregName => Component::IregName,
            Part::Isegment => Component::Isegment,
            Part::IsegmentNzNc => Component::IsegmentNzNc,
            Part::Iquery => Component::Iquery,
            Part::IqueryPair => Component::IqueryPair,
            Part::Ifragment => Component::Ifragment,
        }
    }

    /// The name `--component` takes, and `--json` prints.
    fn name(self) -> String {
        clap::ValueEnum::to_possible_value(&self)
            .map(|v| v.get_name().to_owned())
            .unwrap_or_default()
    }
}

/// The encoding of one input for the component `--component` names.
pub(crate) fn answer<'a>(args: &Args, input: &'a Line<'_>) -> wire::Encoded<'a> {
    wire::Encoded {
        input: input.text(),
        component: args.component.name(),
        encoded: percent::encode_bytes(input.bytes(), args.component.component()),
        input_hex: input.input_hex(),
    }
}

pub(crate) fn run(args: &Args, _style: crate::style::Style) -> io::Result<bool> {
    let mut out = crate::stdout();
    let ok = crate::for_each_input(&args.inputs, |input| {
        let answer = answer(args, input);
        if args.json {
            wire::write(&mut out, &answer)?;
        } else {
            writeln!(out, "{}", answer.encoded)?;
        }
        Ok(true)
    })?;
    out.flush()?;
    Ok(ok)
}
