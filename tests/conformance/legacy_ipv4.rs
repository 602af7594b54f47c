//! `Host::legacy_ipv4` against the WHATWG URL test data and Python's `socket.inet_aton`
//! (`tests/data/legacy_ipv4.json`, generated once; see its README).

use std::net::Ipv4Addr;

use crate::util::{cases, field, source};
use rfc3986::{Host, Uri, UriRef};

/// The host of `http://HOST/`, which every case's host is a valid reg-name or IPv4address of.
fn legacy_ipv4(host: &str) -> Option<Ipv4Addr> {
    let uri = Uri::parse(&format!("http://{host}/")).unwrap_or_else(|e| panic!("{host:?}: {e}"));
    uri.host().unwrap().legacy_ipv4()
}

#[test]
fn whatwg_and_inet_aton() {
    let cases = cases("legacy_ipv4.json");
    assert_eq!(cases.len(), 437);
    let address = |v: &serde_json::Value| v.as_str().map(|s| s.parse::<Ipv4Addr>().unwrap());
    let mut some = 0;
    for case in &cases {
        let host = field(case, "host");
        let (whatwg, aton) = (address(&case["whatwg"]), address(&case["inet_aton"]));
        let ours = legacy_ipv4(host);
        // inet_aton reads nothing that WHATWG does not; WHATWG also reads a trailing "." and an empty "0x".
        if let Some(a) = aton {
            assert_eq!(
                ours,
                Some(a),
                "{host:?}: inet_aton reads {a} ({})",
                source(case)
            );
        }
        assert_eq!(ours, whatwg, "{host:?} ({})", source(case));
        some += usize::from(ours.is_some());
    }
    assert!(some > 150, "{some}");
}

/// The shapes of the reliability issue, and what stays no address.
#[test]
fn ssrf_shapes() {
    let localhost = Some(Ipv4Addr::LOCALHOST);
    for host in [
        "127.1",
        "0x7f.1",
        "2130706433",
        "0177.0.0.1",
        "127%2E0%2E0%2E1",
        "0x7F000001",
        "017700000001",
        "127.0.0.1.",
        "%EF%BC%91%EF%BC%92%EF%BC%97.%EF%BC%91", // fullwidth "１２７.１"
    ] {
        assert_eq!(legacy_ipv4(host), localhost, "{host}");
        // RFC 3986 reads each as a reg-name, not an IPv4address.
        let uri = Uri::parse(&format!("http://{host}/")).unwrap();
        assert!(matches!(uri.host(), Some(Host::RegName(_))), "{host}");
    }
    assert_eq!(legacy_ipv4("127.0.0.1"), localhost);
    for host in [
        "localhost",
        "127.0.0.256",
        "1.2.3.4.5",
        "0x1g",
        "08",
        "1..2",
        "",
        "%ff",
        "%C0%AE",
    ] {
        assert_eq!(legacy_ipv4(host), None, "{host:?}");
    }
    let ipv6 = UriRef::parse("http://[::ffff:127.0.0.1]/").unwrap();
    assert_eq!(ipv6.host().unwrap().legacy_ipv4(), None);
}

/// A 2 MiB host of digits or of dots: no panic, and an answer (the grammar and the arithmetic are
/// linear; the value check stops at the first number above 2^32).
#[test]
fn huge_hosts() {
    for host in [
        "1".repeat(2 << 20),
        "0".repeat(2 << 20),
        "1.".repeat(1 << 20),
        format!("0x{}", "0".repeat(2 << 20)),
    ] {
        let uri = Uri::parse(&format!("http://{host}/")).unwrap();
        let got = uri.host().unwrap().legacy_ipv4();
        assert!(got.is_none() || host.starts_with('0'), "{}", &host[..8]);
    }
}
