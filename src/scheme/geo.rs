//! RFC 5870: the 'geo' URI for geographic locations.

use super::PartValue;
use alloc::vec::Vec;
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
/// # Ok::<(), rfc3986::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Geo<'a> {
    text: &'a str,
    /// The URI as written, fragment included (`text` is what the grammar governs).
    pub(super) whole: &'a str,
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
        let parameters = find(G::geo_rest);
        Ok(Geo {
            whole: uri.as_str(),
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
    #[must_use]
    pub fn coord_a(&self) -> &'a str {
        &self.text[self.a.clone()]
    }

    /// The second coordinate (`coord-b`), as written: the longitude in WGS-84.
    #[must_use]
    pub fn coord_b(&self) -> &'a str {
        &self.text[self.b.clone()]
    }

    /// The third coordinate (`coord-c`), as written, when there is one: the altitude in meters in WGS-84.
    #[must_use]
    pub fn coord_c(&self) -> Option<&'a str> {
        self.c.clone().map(|r| &self.text[r])
    }

    /// `coord-a` as a number.
    #[must_use]
    pub fn latitude(&self) -> f64 {
        number(self.coord_a())
    }

    /// `coord-b` as a number.
    #[must_use]
    pub fn longitude(&self) -> f64 {
        number(self.coord_b())
    }

    /// `coord-c` as a number.
    #[must_use]
    pub fn altitude(&self) -> Option<f64> {
        self.coord_c().map(number)
    }

    /// The label of a leading `;crs=`, as written; `None` means WGS-84 (RFC 5870 3.4.1).
    #[must_use]
    pub fn crs(&self) -> Option<&'a str> {
        self.crs.clone().map(|r| &self.text[r])
    }

    /// The value of a leading `;u=` (after the crs), as written: the uncertainty in meters (3.4.3).
    #[must_use]
    pub fn uncertainty(&self) -> Option<&'a str> {
        self.u.clone().map(|r| &self.text[r])
    }

    /// The other parameters (3.3 `parameter = ";" pname [ "=" pvalue ]`), each name and its value as
    /// written (`None` without `=`), in order; the `crs` and `u` in first place are
    /// [`crs`](Geo::crs) and [`uncertainty`](Geo::uncertainty). The same shape as every scheme view's
    /// `parameters()`.
    ///
    /// ```
    /// let uri = rfc3986::Uri::parse("geo:48.2,16.3;u=40;tz=cet;x")?;
    /// let geo = rfc3986::scheme::Geo::try_from(&uri)?;
    /// assert_eq!(geo.parameters(), [("tz", Some("cet")), ("x", None)]);
    /// # Ok::<(), rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn parameters(&self) -> Vec<(&'a str, Option<&'a str>)> {
        self.other_parameters().unwrap_or_default()
    }

    /// Whether the coordinates are in WGS-84: no `crs`, or `crs=wgs84` (case-insensitively).
    #[must_use]
    pub fn is_wgs84(&self) -> bool {
        self.crs()
            .is_none_or(|crs| crs.eq_ignore_ascii_case("wgs84"))
    }

    /// The prose requirements of RFC 5870 3.4.2 that a WGS-84 URI breaks: latitude outside -90 to 90,
    /// longitude outside -180 to 180 ("MUST be considered invalid"), and the digit counts of the
    /// coordinates (`latitude = [ "-" ] 1*2DIGIT ...`, `longitude = [ "-" ] 1*3DIGIT ...`).
    #[must_use]
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

impl<'a> Geo<'a> {
    /// Whether the two URIs are equal by RFC 5870 3.4.4, `false` where the RFC leaves it undefined (see
    /// [`equality`](Geo::equality), which tells that case apart): one meaning of `equals`, a `bool`, as
    /// [`Tel::equals`](crate::scheme::Tel::equals) has it.
    ///
    /// ```
    /// use rfc3986::scheme::Geo;
    /// use rfc3986::Uri;
    ///
    /// let (a, b) = (Uri::parse("geo:90,-22.43;crs=WGS84")?, Uri::parse("geo:90,46")?);
    /// assert!(Geo::try_from(&a)?.equals(&Geo::try_from(&b)?));
    /// let (a, b) = (Uri::parse("geo:70,20;foo=1.00")?, Uri::parse("geo:70,20;foo=1")?);
    /// assert!(!Geo::try_from(&a)?.equals(&Geo::try_from(&b)?)); // undefined: not known equal
    /// # Ok::<(), rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn equals(&self, other: &Geo<'_>) -> bool {
        self.equality(other) == Some(true)
    }

    /// Whether the two URIs are equal by RFC 5870 3.4.4: the same coordinate reference system (none and
    /// `wgs84` are one, labels compare case-insensitively), coordinates and uncertainty mathematically
    /// identical (`43.10` and `43.1`, `-0` and `0`; an altitude or `u` only equals one), in WGS-84 the
    /// longitude ignored at the poles and 180 equal to -180, and the same other parameters in any order.
    /// `None` where the RFC leaves the answer undefined: other parameters whose names differ or whose
    /// values, percent-decoded, are not identical (their own specifications would decide).
    ///
    /// ```
    /// use rfc3986::scheme::Geo;
    /// use rfc3986::Uri;
    ///
    /// let geo = |s: &str| Uri::parse(s).unwrap();
    /// let (a, b) = (geo("geo:90,-22.43;crs=WGS84"), geo("geo:90,46")); // RFC 5870 6.4
    /// assert_eq!(Geo::try_from(&a)?.equality(&Geo::try_from(&b)?), Some(true));
    /// let (a, b) = (geo("geo:66,30;u=6.500;FOo=this%2dthat"), geo("geo:66.0,30;u=6.5;foo=this-that"));
    /// assert_eq!(Geo::try_from(&a)?.equality(&Geo::try_from(&b)?), Some(true));
    /// let (a, b) = (geo("geo:70,20;foo=1.00;bar=white"), geo("geo:70,20;foo=1;bar=white"));
    /// assert_eq!(Geo::try_from(&a)?.equality(&Geo::try_from(&b)?), None);
    /// let (a, b) = (geo("geo:1,2"), geo("geo:1,2;u=0")); // 3.4.3: no u is not u=0
    /// assert_eq!(Geo::try_from(&a)?.equality(&Geo::try_from(&b)?), Some(false));
    /// # Ok::<(), rfc3986::Error>(())
    /// ```
    #[must_use]
    pub fn equality(&self, other: &Geo<'_>) -> Option<bool> {
        let same_crs = match (self.crs(), other.crs()) {
            _ if self.is_wgs84() && other.is_wgs84() => true,
            (Some(a), Some(b)) => a.eq_ignore_ascii_case(b),
            _ => false,
        };
        let same = |a: Option<&str>, b: Option<&str>| match (a, b) {
            (Some(a), Some(b)) => Decimal::of(a) == Decimal::of(b),
            (None, None) => true,
            _ => false,
        };
        let (lat, other_lat) = (Decimal::of(self.coord_a()), Decimal::of(other.coord_a()));
        let wgs84 = self.is_wgs84() && same_crs;
        let pole = wgs84 && lat == other_lat && lat.is_pole();
        let same_longitude = pole
            || Decimal::of(self.coord_b()) == Decimal::of(other.coord_b())
            || (wgs84
                && Decimal::of(self.coord_b()).is_date_line()
                && Decimal::of(other.coord_b()).is_date_line());
        let equal = same_crs
            && lat == other_lat
            && same_longitude
            && same(self.coord_c(), other.coord_c())
            && same(self.uncertainty(), other.uncertainty());
        if !equal {
            return Some(false);
        }
        let (mine, theirs) = (self.other_parameters()?, other.other_parameters()?);
        let decoded = |v: Option<&str>| v.map(|v| crate::percent::decode(v).into_owned());
        let found = |name: &str, list: &[(&str, Option<&str>)]| {
            list.iter()
                .find(|(n, _)| n.eq_ignore_ascii_case(name))
                .map(|&(_, v)| decoded(v))
        };
        let identical = mine.len() == theirs.len()
            && mine
                .iter()
                .all(|&(name, value)| found(name, &theirs) == Some(decoded(value)));
        identical.then_some(true)
    }

    /// The other parameters as names and values, read with the grammar's `parameter`; `None` when the
    /// text after the crs and u is not a list of parameters.
    fn other_parameters(&self) -> Option<alloc::vec::Vec<(&'a str, Option<&'a str>)>> {
        let Some(text) = self
            .parameters
            .clone()
            .map(|r| &self.text[r.start - 1..r.end])
        else {
            return Some(alloc::vec::Vec::new());
        };
        let spans = super::pest_spans(G::geo_other_parameters, text)?;
        let mut out: alloc::vec::Vec<(&'a str, Option<&'a str>)> = alloc::vec::Vec::new();
        for (rule, span) in spans {
            match rule {
                G::geo_pname => out.push((&text[span], None)),
                G::geo_pvalue => {
                    if let Some(last) = out.last_mut() {
                        last.1 = Some(&text[span]);
                    }
                }
                _ => {}
            }
        }
        Some(out)
    }
}

/// A `num` as its digits, for "mathematically identical" (RFC 5870 3.4.4): the sign (none for zero), the
/// integer digits without leading zeros and the fraction digits without trailing zeros.
#[derive(Clone, Copy, PartialEq, Eq)]
struct Decimal<'a> {
    negative: bool,
    int: &'a str,
    frac: &'a str,
}

impl<'a> Decimal<'a> {
    fn of(text: &'a str) -> Decimal<'a> {
        let (negative, digits) = match text.strip_prefix('-') {
            Some(rest) => (true, rest),
            None => (false, text),
        };
        let (int, frac) = digits.split_at(digits.find('.').unwrap_or(digits.len()));
        let int = int.trim_start_matches('0');
        let frac = frac.trim_start_matches('.').trim_end_matches('0');
        Decimal {
            negative: negative && !(int.is_empty() && frac.is_empty()),
            int,
            frac,
        }
    }

    fn is_pole(self) -> bool {
        self.int == "90" && self.frac.is_empty()
    }

    fn is_date_line(self) -> bool {
        self.int == "180" && self.frac.is_empty()
    }
}

/// A `num` as a number (the grammar has checked its form; a value too large for `f64` is infinite).
fn number(text: &str) -> f64 {
    text.parse().unwrap_or(f64::NAN)
}

impl<'a> Geo<'a> {
    /// The parts that the scheme's grammar names, by their names in its ABNF, in its order: `coord-a`, `coord-b`, `coord-c`, `crs`, `u`, `parameters`.
    /// [`View::parts`](super::View::parts) gives them for any scheme with a grammar.
    #[must_use]
    pub fn parts(&self) -> Vec<(&'static str, PartValue<'a>)> {
        Vec::from([
            ("coord-a", PartValue::Text(Some(self.coord_a()))),
            ("coord-b", PartValue::Text(Some(self.coord_b()))),
            ("coord-c", PartValue::Text(self.coord_c())),
            ("crs", PartValue::Text(self.crs())),
            ("u", PartValue::Text(self.uncertainty())),
            (
                "parameters",
                PartValue::Text(self.parameters.clone().map(|r| &self.text[r])),
            ),
        ])
    }
}
