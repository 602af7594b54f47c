//! The specifications whose grammars this crate speaks, as values: [`Spec`](crate::Spec).

use core::fmt;

/// The specifications, each with its RFC number (none for a specification that is no RFC) and its name as
/// people cite it. One list: the rule table names its blocks by these variants, and the error engine's
/// closers match on them without a wildcard, so a grammar added without its closers does not compile.
macro_rules! specs {
    ($( $(#[$doc:meta])* $variant:ident = $rfc:expr, $name:literal; )*) => {
        /// A specification whose grammar this crate speaks ([`Rule::spec`](crate::Rule::spec)): an RFC, or
        /// W3C DID Core 1.0. `Display` and [`as_str`](Spec::as_str) write it as people cite it
        /// (`RFC 3986`, `DID Core 1.0`); [`rfc`](Spec::rfc) gives an RFC's number.
        ///
        /// ```
        /// use rfc3986::{Rule, Spec};
        ///
        /// assert_eq!(Rule::Ihost.spec(), Spec::Rfc3987);
        /// assert_eq!(Rule::Ihost.spec().rfc(), Some(3987));
        /// assert_eq!(Spec::DidCore.rfc(), None);
        /// assert_eq!(Spec::Rfc5234.to_string(), "RFC 5234");
        /// assert_eq!(Spec::ALL.first(), Some(&Spec::Rfc3986));
        /// ```
        ///
        /// The enum is `#[non_exhaustive]`: a grammar added later adds a variant.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[non_exhaustive]
        pub enum Spec {
            $( $(#[$doc])* $variant, )*
        }

        impl Spec {
            /// Every specification, in the order of the rule table ([`Rule::ALL`](crate::Rule::ALL)),
            /// whether or not the feature that brings its rules is on.
            pub const ALL: &'static [Spec] = &[$(Spec::$variant,)*];

            /// The RFC's number, `None` for a specification that is no RFC.
            #[must_use]
            pub const fn rfc(self) -> Option<u16> {
                match self { $(Spec::$variant => $rfc,)* }
            }

            /// The specification as people cite it: `"RFC 3986"`, `"RFC 5234"`, ..., `"DID Core 1.0"`.
            ///
            /// ```
            /// assert_eq!(rfc3986::Spec::Rfc3987.as_str(), "RFC 3987");
            /// assert_eq!(rfc3986::Spec::DidCore.as_str(), "DID Core 1.0");
            /// ```
            #[must_use]
            pub const fn as_str(self) -> &'static str {
                match self { $(Spec::$variant => $name,)* }
            }
        }
    };
}

// The list itself, generated from the grammar files' `// spec:` lines (`codegen/`, `cargo run -p rfc3986-codegen`).
include!("generated/specs.rs");

impl fmt::Display for Spec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}
