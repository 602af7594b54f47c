//! The library's behaviour, API by API: parsing, editing, resolution, normalization, relativization,
//! percent-encoding, IRIs, the lenient intake, schemes, errors, and the fuzz targets' replay.

#[path = "../util/mod.rs"]
mod util;

mod docs;
mod edit;
mod edit_segments;
mod ergonomics;
mod errors_help;
mod extract;
#[cfg(all(feature = "schemes", feature = "std"))]
mod file_uris;
mod fuzz_replay;
mod hostile;
mod hostile_iri;
mod idna;
mod iri_mapping;
mod lenient;
mod normalize;
mod normalize_steps;
#[cfg(feature = "schemes")]
mod origin_request;
mod percent;
mod percent_iri;
mod public_api;
mod relativize;
mod render;
mod resolve;
mod resolve_steps;
#[cfg(feature = "schemes")]
mod scheme_views;
mod secrets;
mod setter_names;
