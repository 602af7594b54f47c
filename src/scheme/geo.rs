//! RFC 5870: the 'geo' URI for geographic locations.

use core::ops::Range;

use super::{Prose, SchemeError, pest_spans, read_as};
use crate::syntax::grammar::{self, Rule as G};
use crate::{Rule, Uri};

/// A `geo:` URI (RFC 5870), read with the grammar of its section 3.3: two or three coordinates, a
/// leading `crs` (coordinate reference system, WGS-84 when absent) and `u` (uncertainty, in meters), and
/// the other parameters. The scheme's syntax governs the URI without its fragment.
///
/// ```
/// use rfc3986::scheme::Geo;
/// use rfc3986::Uri;
///
/// let uri = Uri::parse("geo:48.198634,16.371648;crs=wgs84;u=40")?;
/// let geo = Geo::try_from(&uri)?;
/// assert_eq!((geo.latitude(), geo.longitude(), geo.altitude()), (48.198634, 16.371648, None));
/// assert_eq!((geo.crs(), geo.uncertainty()), (Some("wgs84"), Some("40")));
/// assert!(geo.prose().is_empty());
///
/// let uri = Uri::parse("geo:91,0")?; // 3.4.2: latitudes are -90 to 90
/// assert_eq!(Geo::try_from(&uri)?.prose().len(), 1);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Geo<'a> {
    text: &'a str,
    a: Range<usize>,
    b: Range<usize>,
    c: Option<Range<usize>>,
    crs: Option<Range<usize>>,
    u: Option<Range<usize>>,
    parameters: Option<Range<usize>>,
}

impl<'a> TryFrom<&'a Uri> for Geo<'a> {
    type Error = SchemeError;

    fn try_from(uri: &'a Uri) -> Result<Geo<'a>, SchemeError> {
        let text = read_as(uri, Rule::GeoUri, "geo")?;
        // "geo:" is four characters; the parts are read from the geo-path on.
        let start = 4;
        let spans = pest_spans(G::geo_components, &text[start..]).unwrap_or_default();
        let find = |rule| {
            spans
                .iter()
                .find(|(r, _)| *r == rule)
                .map(|(_, s)| s.start + start..s.end + start)
        };
        // The other parameters: what follows the crs and u, without its first ";".
        let parameters = find(G::geo_rest)
            .filter(|r| !r.is_empty())
            .map(|r| r.start + 1..r.end);
        Ok(Geo {
            text,
            a: find(G::coord_a).unwrap_or(start..start),
            b: find(G::coord_b).unwrap_or(start..start),
            c: find(G::coord_c),
            crs: find(G::geo_crs_label),
            u: find(G::geo_u_value),
            parameters,
        })
    }
}

impl<'a> Geo<'a> {
    /// The first coordinate (`coord-a`), as written: the latitude in WGS-84.
    pub fn coord_a(&self) -> &'a str {
        &self.text[self.a.clone()]
    }

    /// The second coordinate (`coord-b`), as written: the longitude in WGS-84.
    pub fn coord_b(&self) -> &'a str {
        &self.text[self.b.clone()]
    }

    /// The third coordinate (`coord-c`), as written, when there is one: the altitude in meters in WGS-84.
    pub fn coord_c(&self) -> Option<&'a str> {
        self.c.clone().map(|r| &self.text[r])
    }

    /// `coord-a` as a number.
    pub fn latitude(&self) -> f64 {
        number(self.coord_a())
    }

    /// `coord-b` as a number.
    pub fn longitude(&self) -> f64 {
        number(self.coord_b())
    }

    /// `coord-c` as a number.
    pub fn altitude(&self) -> Option<f64> {
        self.coord_c().map(number)
    }

    /// The label of a leading `;crs=`, as written; `None` means WGS-84 (RFC 5870 3.4.1).
    pub fn crs(&self) -> Option<&'a str> {
        self.crs.clone().map(|r| &self.text[r])
    }

    /// The value of a leading `;u=` (after the crs), as written: the uncertainty in meters (3.4.3).
    pub fn uncertainty(&self) -> Option<&'a str> {
        self.u.clone().map(|r| &self.text[r])
    }

    /// The other parameters, as written, without their first `;`.
    pub fn parameters(&self) -> Option<&'a str> {
        self.parameters.clone().map(|r| &self.text[r])
    }

    /// Whether the coordinates are in WGS-84: no `crs`, or `crs=wgs84` (case-insensitively).
    pub fn is_wgs84(&self) -> bool {
        self.crs()
            .is_none_or(|crs| crs.eq_ignore_ascii_case("wgs84"))
    }

    /// The prose requirements of RFC 5870 3.4.2 that a WGS-84 URI breaks: latitude outside -90 to 90,
    /// longitude outside -180 to 180 ("MUST be considered invalid"), and the digit counts of the
    /// coordinates (`latitude = [ "-" ] 1*2DIGIT ...`, `longitude = [ "-" ] 1*3DIGIT ...`).
    pub fn prose(&self) -> alloc::vec::Vec<Prose> {
        let mut prose = alloc::vec::Vec::new();
        if !self.is_wgs84() {
            return prose;
        }
        if self.latitude().abs() > 90.0 {
            prose.push(Prose::GeoLatitude);
        }
        if self.longitude().abs() > 180.0 {
            prose.push(Prose::GeoLongitude);
        }
        let form = |rule, text| <grammar::UriParser as pest::Parser<G>>::parse(rule, text).is_ok();
        if !form(G::wgs84_latitude, self.coord_a()) || !form(G::wgs84_longitude, self.coord_b()) {
            prose.push(Prose::GeoWgs84Digits);
        }
        prose
    }
}

/// A `num` as a number (the grammar has checked its form; a value too large for `f64` is infinite).
fn number(text: &str) -> f64 {
    text.parse().unwrap_or(f64::NAN)
}
