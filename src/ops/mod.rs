//! The operations, each named after the RFC section it implements: resolution (RFC 3986 5.2),
//! normalization and comparison (6), relativization (the inverse of 5.2), the mappings between IRIs and URIs
//! (RFC 3987 3.1, 3.2) and editing (setters and `Builder`, which check each component against its rule).
//! They rest on the reference types, the syntax layer and percent-encoding.

#[cfg(all(test, feature = "std"))]
mod checks;
pub(crate) mod edit;
pub(crate) mod iri_mapping;
pub(crate) mod normalize;
pub(crate) mod relativize;
pub(crate) mod resolve;
