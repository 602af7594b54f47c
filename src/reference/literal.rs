//! What the `uri!` family of macros (`rfc3986-macros`, the `macros` feature) expands to: a reference made
//! in a `const` from a literal that the macro parsed at compile time, with the layout the parse found. Not
//! public API (hidden from the docs, outside the semver promise): a program writes `uri!("...")`, never
//! these.

use crate::syntax::parts::{LiteralLayout, Parts};
use crate::{Iri, IriRef, IriRelativeRef, RelativeRef, Uri, UriRef};

/// `__from_literal` and `__literal_layout` for the six types. `$scheme` is whether the type's text has a
/// scheme (`None`: either), `$ascii` whether it is a URI type (ASCII only, and no `ireg-name`).
macro_rules! literal_methods {
    ($($ty:ident: $scheme:expr, $ascii:expr;)*) => {$(
        impl $ty {
            /// Not public API: what `rfc3986-macros` writes for a literal it checked. The layout is checked
            /// against the text and the type (a panic, and so a compilation error in a `const`, when it
            /// does not fit), so that no accessor of the result can panic.
            #[doc(hidden)]
            #[must_use]
            pub const fn __from_literal(text: &'static str, layout: LiteralLayout) -> $ty {
                let scheme: Option<bool> = $scheme;
                if let Some(scheme) = scheme {
                    assert!(layout.has_scheme() == scheme, "a literal of the other kind");
                }
                if $ascii {
                    assert!(text.is_ascii() && layout.host != 1, "an IRI literal for a URI type");
                }
                $ty(Parts::from_literal(text, layout))
            }

            /// Not public API: the layout that [`__from_literal`](Self::__from_literal) takes to make
            /// this value again from its text.
            #[doc(hidden)]
            #[must_use]
            pub fn __literal_layout(&self) -> Option<LiteralLayout> {
                self.0.literal_layout()
            }
        }
    )*};
}

literal_methods! {
    UriRef: None, true;
    Uri: Some(true), true;
    RelativeRef: Some(false), true;
    IriRef: None, false;
    Iri: Some(true), false;
    IriRelativeRef: Some(false), false;
}
