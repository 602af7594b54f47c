//! The parts of a URI that its scheme's own grammar names (a URN's NID and NSS, a mailto URI's `to` and
//! `hfields`, ...), shared by `scheme`, `explain` and `conformance`: each view of the library lists its own
//! (`scheme::View::parts`); here they become the wire's values.

use rfc3986::Uri;
use rfc3986::scheme::{self, Prose, View};

use crate::wire::PartValue;

/// The named parts of a scheme's view, in its order, and the prose requirements the URI breaks.
pub(crate) type Parts<'a> = (Vec<(&'static str, PartValue<'a>)>, Vec<Prose>);

/// The named parts of a URI of a known scheme, as JSON (raw text, `null` when absent, and for some
/// schemes a flag or a list), and the prose requirements it breaks; `None` when the URI does not match its
/// scheme's grammar.
pub(crate) fn parts(uri: &Uri) -> Option<Parts<'_>> {
    let view = View::of(uri)?;
    let parts = view
        .parts()
        .into_iter()
        .map(|(name, value)| (name, wire(value)))
        .collect();
    Some((parts, view.prose()))
}

/// A part's value as `--json` writes it.
fn wire(value: scheme::PartValue<'_>) -> PartValue<'_> {
    match value {
        scheme::PartValue::Flag(flag) => PartValue::Flag(flag),
        scheme::PartValue::Number(n) => PartValue::Number(n),
        scheme::PartValue::List(items) => PartValue::List(items),
        scheme::PartValue::Text(text) => PartValue::Text(text),
        // A kind of value this build of the tool does not know: written as absent text.
        _ => PartValue::Text(None),
    }
}
