//! The IPv4 address that resolvers read a host as, by the legacy numeric forms of inet_aton and the WHATWG
//! URL Standard (`grammar/legacy-ipv4.pest`): not RFC 3986, which reads `127.1` as a registered name.

use core::net::Ipv4Addr;

use alloc::borrow::Cow;
use alloc::string::String;
use pest::Parser as _;
use pest::iterators::Pair;

use crate::reference::components::Host;
use crate::syntax::grammar::{Rule as R, UriParser};

impl Host<'_> {
    /// The IPv4 address that a resolver using inet_aton or a WHATWG URL parser (browsers, many HTTP
    /// clients) would connect to for this host, or `None` when it reads no IPv4 address in it.
    ///
    /// RFC 3986 3.2.2 allows only dotted-decimal `IPv4address` hosts; every other spelling is a
    /// `reg-name`. But resolvers still read the legacy numeric forms: `127.1`, `0x7f.1`, `2130706433`,
    /// `0177.0.0.1` and `127%2E0%2E0%2E1` all mean 127.0.0.1 to them. A filter against server-side request
    /// forgery that looks only at [`Host::Ipv4`] lets those through; check this instead (and
    /// [`Host::Ipv6`]). This is not RFC 3986: it follows the WHATWG URL Standard's IPv4 parser on the
    /// percent-decoded host (one to four numbers in decimal, octal with a leading `0` or hexadecimal with
    /// `0x`, the last filling the remaining bytes, an optional trailing `.`), which reads everything that
    /// inet_aton reads and also a trailing `.` and an empty `0x`. Fullwidth digits, letters and dots, which
    /// the WHATWG parser maps to ASCII before reading the number, are mapped the same way. Other IDNA
    /// mappings are not applied.
    ///
    /// ```
    /// use core::net::Ipv4Addr;
    /// use rfc3986::{Host, UriRef};
    ///
    /// let host = |s: &str| UriRef::parse(s).unwrap().host().unwrap().legacy_ipv4();
    /// let localhost = Some(Ipv4Addr::LOCALHOST);
    /// for evil in ["http://127.1/", "http://0x7f.1/", "http://2130706433/", "http://0177.0.0.1/",
    ///              "http://127%2E0%2E0%2E1/", "http://127.0.0.1./", "http://127.0.0.1/"] {
    ///     assert_eq!(host(evil), localhost, "{evil}");
    /// }
    /// assert_eq!(host("http://example.com/"), None);
    /// assert_eq!(host("http://1.2.3.256/"), None); // no resolver reads an address here
    /// assert_eq!(host("http://[::1]/"), None); // an IPv6 address: see Host::Ipv6
    /// ```
    #[must_use]
    pub fn legacy_ipv4(&self) -> Option<Ipv4Addr> {
        match *self {
            Host::Ipv4(addr) => Some(addr),
            Host::Ipv6(_) | Host::IpvFuture(_) => None,
            Host::RegName(text) => {
                let decoded = crate::percent::decode(text);
                let text = core::str::from_utf8(&decoded).ok()?;
                parse(&fullwidth_to_ascii(text))
            }
        }
    }
}

/// The fullwidth forms of ASCII (U+FF01 to U+FF5E) and the ideographic full stops (U+3002, U+FF61) as
/// ASCII, as the mapping step of the WHATWG host parser (UTS #46) writes them; every other character as
/// it is.
fn fullwidth_to_ascii(text: &str) -> Cow<'_, str> {
    let fullwidth = |c: char| matches!(c, '\u{FF01}'..='\u{FF5E}' | '\u{3002}' | '\u{FF61}');
    if !text.chars().any(fullwidth) {
        return Cow::Borrowed(text);
    }
    let mapped: String = text
        .chars()
        .map(|c| match c {
            '\u{3002}' | '\u{FF61}' => '.',
            '\u{FF01}'..='\u{FF5E}' => char::from_u32(u32::from(c) - 0xFEE0).unwrap_or(c),
            c => c,
        })
        .collect();
    Cow::Owned(mapped)
}

/// The address that `legacy-ipv4` reads in `text`, or `None` when it does not match or a number is out of
/// range.
fn parse(text: &str) -> Option<Ipv4Addr> {
    let pair = UriParser::parse(R::legacy_ipv4, text).ok()?.next()?;
    let numbers: alloc::vec::Vec<u64> = pair
        .into_inner()
        .filter(|p| p.as_rule() != R::EOI)
        .map(|p| legacy_ipv4_number(&p))
        .collect::<Option<_>>()?;
    let (&last, rest) = numbers.split_last()?;
    // Every number but the last is one byte; the last fills the bytes that remain.
    let mut address: u64 = 0;
    for &n in rest {
        if n > 255 {
            return None;
        }
        address = address << 8 | n;
    }
    let remaining = 8 * (4 - rest.len() as u32);
    if last >> remaining != 0 {
        return None;
    }
    address = address << remaining | last;
    u32::try_from(address).ok().map(Ipv4Addr::from)
}

/// `legacy_ipv4_hex`, `legacy_ipv4_octal` or `legacy_ipv4_decimal`: the value, or `None` above 2^32.
fn legacy_ipv4_number(pair: &Pair<'_, R>) -> Option<u64> {
    let text = pair.as_str();
    let (digits, radix) = match pair.as_rule() {
        R::legacy_ipv4_hex => (&text[2..], 16),
        R::legacy_ipv4_octal => (&text[1..], 8),
        R::legacy_ipv4_decimal => (text, 10),
        other => unreachable!("legacy-ipv4 number is {other:?}"),
    };
    digits.chars().try_fold(0u64, |n, c| {
        let digit = u64::from(c.to_digit(radix)?);
        let n = n.checked_mul(u64::from(radix))?.checked_add(digit)?;
        (n <= u64::from(u32::MAX)).then_some(n)
    })
}
