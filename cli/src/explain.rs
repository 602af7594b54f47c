//! `rfc3986 explain`: the diagram of RFC 3986 section 3 for any reference ([`crate::diagram`]).
//!
//! The components, then the same for the parts of the authority (userinfo, host with its kind, port), and, for a URI of a
//! scheme whose grammar the crate has (`rfc3986 scheme`), for the parts that grammar names (a URN's NID and
//! NSS, a mailto URI's `to` and `hfields`, ...). Undefined components
//! are not drawn; an empty one is a `|` where it would be, labelled `(empty)`.

use rfc3986::Rule;
use std::io;

use crate::reference::Reference;

#[derive(clap::Args)]
pub(crate) struct Args {
    /// Read each REF as an IRI-reference (RFC 3987) instead of a URI-reference.
    #[arg(long)]
    iri: bool,
    /// The references to explain; each line of standard input when none is given.
    #[arg(value_name = "REF")]
    inputs: Vec<std::ffi::OsString>,
}

pub(crate) fn run(args: &Args, style: crate::style::Style) -> io::Result<bool> {
    let colour = style.colour;
    let rule = if args.iri {
        Rule::IriReference
    } else {
        Rule::UriReference
    };
    let show = |input: &crate::line::Line<'_>| {
        input
            .parse(rule, |text| Reference::parse(text, args.iri))
            .map(|r| crate::diagram::diagram(&r, colour))
    };
    crate::command::run(
        &crate::command::Shown {
            inputs: &args.inputs,
            show,
        },
        style,
    )
}
