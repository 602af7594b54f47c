//! The typed views of `rfc3986::scheme`: what each gives, and the equivalence of URNs.

use std::collections::HashSet;

use rfc3986::scheme::{FileUri, Http, Mailto, Oid, Prose, SchemeError, Urn, Uuid};
use rfc3986::{Rule, Uri};

fn uri(s: &str) -> Uri {
    Uri::parse(s).unwrap_or_else(|e| panic!("{s:?}: {e}"))
}

#[test]
fn urn_equivalence_is_rfc_8141_3_1() {
    let same = [
        "urn:example:a%2cb",
        "URN:EXAMPLE:a%2Cb",
        "uRn:ExAmPlE:a%2cb?+r",
        "urn:example:a%2cb?=q#f",
    ];
    let urns: Vec<Uri> = same.iter().map(|s| uri(s)).collect();
    let views: Vec<Urn<'_>> = urns.iter().map(|u| Urn::try_from(u).unwrap()).collect();
    let set: HashSet<&Urn<'_>> = views.iter().collect();
    assert_eq!(set.len(), 1, "equal URNs hash alike");
    for other in [
        "urn:example:A%2cb",
        "urn:example:a,b",
        "urn:example2:a%2cb",
        "urn:example:a%2cb/",
    ] {
        let u = uri(other);
        assert_ne!(Urn::try_from(&u).unwrap(), views[0], "{other}");
    }
}

#[test]
fn urn_prose_and_errors() {
    for (s, informal) in [
        ("urn:urn-1:x", false),
        ("urn:urn-0:x", true),
        ("urn:urn-abc:x", true),
        ("urn:urnx:y", false),
    ] {
        let u = uri(s);
        assert_eq!(
            Urn::try_from(&u).unwrap().prose() == [Prose::InformalNid],
            informal,
            "{s}"
        );
    }
    let u = uri("urn:x:y");
    let Err(SchemeError::Syntax(err)) = Urn::try_from(&u) else {
        panic!("a one-letter NID")
    };
    assert_eq!(err.rule(), Rule::Namestring);
    let u = uri("urn:ab:");
    assert!(Urn::try_from(&u).is_err(), "an NSS is one pchar at least");
}

#[test]
fn http_ports_and_targets() {
    for (s, port, target) in [
        ("http://h", Some(80), "/"),
        ("https://h:/", Some(443), "/"),
        ("ws://h:8080/chat?x", Some(8080), "/chat?x"),
        ("wss://h/?", Some(443), "/?"),
        ("http://h:99999/", None, "/"),
        ("http://h:00000000000000000443/", Some(443), "/"),
    ] {
        let u = uri(s);
        let http = Http::try_from(&u).unwrap();
        assert_eq!(
            (http.port_or_default(), http.request_target().as_str()),
            (port, target),
            "{s}"
        );
        assert_eq!(u.port_or_default(), port, "{s}");
    }
    let u = uri("ftp://h/");
    assert!(matches!(
        Http::try_from(&u),
        Err(SchemeError::OtherScheme { .. })
    ));
    let u = uri("https:/x");
    assert!(matches!(Http::try_from(&u), Err(SchemeError::Syntax(_))));
}

#[test]
fn file_hosts() {
    for (s, host, local) in [
        ("file:/p", None, true),
        ("file:///p", Some(""), true),
        ("file://localhost/p", Some("localhost"), true),
        ("file://LocalHost/p", Some("LocalHost"), true),
        ("file://localhostx/p", Some("localhostx"), false),
        ("file://[::1]/p", Some("[::1]"), false),
    ] {
        let u = uri(s);
        let file = FileUri::try_from(&u).unwrap();
        assert_eq!(
            (file.host_str(), file.is_local(), file.path().as_str()),
            (host, local, "/p"),
            "{s}"
        );
    }
    // Neither RFC 3986 nor RFC 8089 as updated by RFC 9844 has zone identifiers.
    assert!(Uri::parse("file://[fe80::1%25eth0]/x").is_err());
    assert!(!Rule::FileUri.matches("file://[fe80::1%25eth0]/x"));
}

#[test]
fn mailto_addresses_and_headers() {
    let u = uri("mailto:%22not%40me%22@example.org?Subject=Hi&subject=again&body=a%20b");
    let m = Mailto::try_from(&u).unwrap();
    assert_eq!(m.addresses(), ["\"not@me\"@example.org"]);
    assert_eq!(m.headers().len(), 3);
    assert_eq!(m.body().as_deref(), Some("a b"));
    let u = uri("mailto:a/b=c@x");
    assert_eq!(
        Mailto::try_from(&u).unwrap().prose(),
        [
            Prose::UnencodedInAddrSpec('/'),
            Prose::UnencodedInAddrSpec('=')
        ]
    );
    let u = uri("mailto:");
    let m = Mailto::try_from(&u).unwrap();
    assert_eq!((m.to(), m.hfields(), m.addresses().len()), (None, None, 0));
}

/// The views on long inputs, on a thread with a 64 KiB stack: no recursion, no panic.
#[test]
fn long_inputs_on_a_small_stack() {
    std::thread::Builder::new()
        .stack_size(64 * 1024)
        .spawn(|| {
            let n = 1 << 20;
            let long = "a".repeat(n);
            let http = uri(&format!("http://{long}/{long}?{long}"));
            assert_eq!(Http::try_from(&http).unwrap().host_str().len(), n);
            let urn = uri(&format!("urn:ab:{long}?+{long}?={long}"));
            assert_eq!(Urn::try_from(&urn).unwrap().nss().len(), n);
            let file = uri(&format!("file:///{}", "a/".repeat(n / 2)));
            #[cfg(feature = "std")]
            assert!(
                FileUri::try_from(&file)
                    .unwrap()
                    .to_path_with(rfc3986::PathStyle::Unix)
                    .is_ok()
            );
            #[cfg(not(feature = "std"))]
            assert_eq!(
                FileUri::try_from(&file).unwrap().path().as_str().len(),
                n + 1
            );
            let mailto = uri(&format!(
                "mailto:{}a@x?{}",
                "a,".repeat(0),
                "s=1&".repeat(n / 4) + "b=2"
            ));
            assert_eq!(
                Mailto::try_from(&mailto).unwrap().headers().len(),
                n / 4 + 1
            );
            let many = uri(&format!("mailto:{}", vec!["a@x"; n / 4].join(",")));
            assert_eq!(Mailto::try_from(&many).unwrap().addresses().len(), n / 4);
            let parens = uri(&format!("mailto:{}", "(".repeat(n)));
            assert!(Mailto::try_from(&parens).is_err());
        })
        .unwrap()
        .join()
        .unwrap();
}

/// RFC 5870 3.4.4 on the comparison examples of 6.4 (the second printed with ";" where the grammar has
/// ","), and the rules they leave out: altitude, uncertainty, the date line, another CRS.
#[cfg(feature = "schemes")]
#[test]
fn geo_comparison() {
    use rfc3986::scheme::Geo;
    let equals = |a: &str, b: &str| {
        let (a, b) = (Uri::parse(a).unwrap(), Uri::parse(b).unwrap());
        let (a, b) = (Geo::try_from(&a).unwrap(), Geo::try_from(&b).unwrap());
        assert_eq!(a.equality(&b), b.equality(&a), "symmetric");
        assert_eq!(
            a.equals(&b),
            a.equality(&b) == Some(true),
            "equals is known equality"
        );
        a.equality(&b)
    };
    // RFC 5870 6.4.
    assert_eq!(equals("geo:90,-22.43;crs=WGS84", "geo:90,46"), Some(true));
    assert_eq!(
        equals("geo:22.300,-118.44", "geo:22.3,-118.4400"),
        Some(true)
    );
    assert_eq!(
        equals(
            "geo:66,30;u=6.500;FOo=this%2dthat",
            "geo:66.0,30;u=6.5;foo=this-that"
        ),
        Some(true)
    );
    assert_eq!(
        equals("geo:70,20;foo=1.00;bar=white", "geo:70,20;foo=1;bar=white"),
        None
    );
    assert_eq!(
        equals(
            "geo:47,11;foo=blue;bar=white",
            "geo:47,11;bar=white;foo=blue"
        ),
        Some(true)
    );
    assert_eq!(equals("geo:22,0;bar=Blue", "geo:22,0;BAR=blue"), None);
    // 3.4.4: altitude and uncertainty only equal their own kind; -0 is 0; 180 is -180 in WGS-84.
    assert_eq!(equals("geo:1,2", "geo:1,2,0"), Some(false));
    assert_eq!(equals("geo:1,2", "geo:1,2;u=0"), Some(false));
    assert_eq!(equals("geo:-0,2", "geo:0.0,2"), Some(true));
    assert_eq!(equals("geo:1,180", "geo:1,-180"), Some(true));
    assert_eq!(equals("geo:-90,1", "geo:90,1"), Some(false));
    // Another CRS: its label compares case-insensitively, and its poles and date line are its own.
    assert_eq!(equals("geo:90,1;crs=x", "geo:90,2;crs=X"), Some(false));
    assert_eq!(equals("geo:1,2;crs=x", "geo:1,2;crs=X"), Some(true));
    assert_eq!(equals("geo:1,2;crs=x", "geo:1,2"), Some(false));
}

/// RFC 5870 3.3: `crsp = ";crs=" crslabel` with `crslabel = "wgs84" / labeltext` and `labeltext = 1*( alphanum
/// / "-" )`, so `;crs=x_y` is no crsp (`_` is no labeltext character): its only derivation is one
/// `parameter`, pname `crs`, pvalue `x_y`. Likewise for `;u=` (`uval = pnum`). Near misses on both sides.
#[cfg(feature = "schemes")]
#[test]
fn geo_crs_and_u_only_as_whole_pieces() {
    use rfc3986::scheme::Geo;
    let read = |text: &str| {
        let uri = Uri::parse(text).unwrap();
        let geo = Geo::try_from(&uri).unwrap();
        let parameters: Vec<(String, Option<String>)> = geo
            .parameters()
            .into_iter()
            .map(|(n, v)| (n.to_owned(), v.map(str::to_owned)))
            .collect();
        (
            geo.crs().map(str::to_owned),
            geo.uncertainty().map(str::to_owned),
            parameters,
        )
    };
    let p = |n: &str, v: Option<&str>| (n.to_owned(), v.map(str::to_owned));
    assert_eq!(
        read("geo:1,2;crs=x_y"),
        (None, None, vec![p("crs", Some("x_y"))])
    );
    assert_eq!(read("geo:1,2;crs=x-y"), (Some("x-y".into()), None, vec![]));
    assert_eq!(
        read("geo:1,2;crs=x;y"),
        (Some("x".into()), None, vec![p("y", None)])
    );
    assert_eq!(
        read("geo:1,2;crs=x.y;u=3"),
        (None, None, vec![p("crs", Some("x.y")), p("u", Some("3"))])
    );
    assert_eq!(read("geo:1,2;u=3x"), (None, None, vec![p("u", Some("3x"))]));
    assert_eq!(
        read("geo:1,2;u=3.5;a=b"),
        (None, Some("3.5".into()), vec![p("a", Some("b"))])
    );
    assert_eq!(
        read("geo:1,2;crs=wgs84;u=3"),
        (Some("wgs84".into()), Some("3".into()), vec![])
    );
    // The view and the grammar's tree agree: a `crsp` exactly when the view has a crs.
    for text in ["geo:1,2;crs=x_y", "geo:1,2;crs=x-y", "geo:1,2;crs=x.y;u=3"] {
        let tree = rfc3986::Rule::GeoUri.tree(text).unwrap();
        let crsp = tree.walk().any(|node| node.rule() == rfc3986::Rule::Crsp);
        assert_eq!(crsp, read(text).0.is_some(), "{text}");
    }
}

/// RFC 3966 4: global or local, digits without separators, the context, the parameters in any order.
#[cfg(feature = "schemes")]
#[test]
fn tel_comparison() {
    use rfc3986::scheme::Tel;
    let equals = |a: &str, b: &str| {
        let (a, b) = (Uri::parse(a).unwrap(), Uri::parse(b).unwrap());
        let (a, b) = (Tel::try_from(&a).unwrap(), Tel::try_from(&b).unwrap());
        assert_eq!(a.equals(&b), b.equals(&a), "symmetric");
        a.equals(&b)
    };
    assert!(equals("tel:+1-201-555-0123", "tel:+1.201.555.0123"));
    assert!(equals(
        "tel:+1-201-555-0123;ext=1;isub=a",
        "tel:+12015550123;ISUB=A;ext=1"
    ));
    assert!(equals(
        "tel:7042;phone-context=+1-914-555",
        "tel:7042;phone-context=+1914555"
    ));
    assert!(equals(
        "tel:ABC;phone-context=EXAMPLE.com",
        "tel:abc;phone-context=example.com"
    ));
    assert!(!equals("tel:+1234", "tel:1234;phone-context=+1"));
    assert!(!equals("tel:+1234;a=1", "tel:+1234"));
    assert!(!equals("tel:+1234;a=1", "tel:+1234;a=2"));
    assert!(!equals(
        "tel:1234;phone-context=a.example",
        "tel:1234;phone-context=b.example"
    ));
}

/// RFC 2397's data: the example of section 4 decodes; RFC 4648's errors are named.
#[cfg(feature = "schemes")]
#[test]
fn data_decoding() {
    use rfc3986::scheme::{Data, DataError};
    let decode = |s: &str| Data::try_from(&Uri::parse(s).unwrap()).unwrap().decode();
    assert_eq!(
        decode("data:,A%20brief%20note"),
        Ok(b"A brief note".to_vec())
    );
    assert_eq!(decode("data:;base64,"), Ok(Vec::new()));
    assert_eq!(decode("data:;base64,QQ=="), Ok(b"A".to_vec()));
    assert_eq!(decode("data:;base64,QUI="), Ok(b"AB".to_vec()));
    assert_eq!(decode("data:;base64,QUJD"), Ok(b"ABC".to_vec()));
    assert!(matches!(
        decode("data:;base64,QUJD%3D%3D%3D%3D"),
        Err(DataError::Base64Padding { index: 4, .. })
    ));
    assert!(matches!(
        decode("data:;base64,Q=JD"),
        Err(DataError::Base64Padding { index: 1, .. })
    ));
    assert!(matches!(
        decode("data:;base64,QU!D"),
        Err(DataError::Base64Byte {
            index: 2,
            byte: b'!',
            ..
        })
    ));
    assert!(matches!(
        decode("data:;base64,QUJ"),
        Err(DataError::Base64Length { length: 3, .. })
    ));
    assert_eq!(decode("data:;BASE64,QUJD"), Ok(b"ABC".to_vec()));
    // Percent-encoded base64 characters are decoded first.
    assert_eq!(decode("data:;base64,QUJ%44"), Ok(b"ABC".to_vec()));
}

/// A URN of a namespace with a grammar of its own (uuid, oid) gives RFC 8141's components as the plain URN
/// view does, beside its own (issue 46): the NID, the NSS, and the r- and q-components apart.
#[test]
fn uuid_and_oid_urns_keep_rfc_8141_components() {
    let cases = [
        "urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6",
        "URN:UUID:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6?+r/x?=a=1&b#f",
        "urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6?=q?+notr",
        "urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6?+r?=",
        "urn:oid:1.3.6.1.4.1?+res",
        "urn:OID:2.5.4.3?+a?=b#",
    ];
    for text in cases {
        let u = uri(text);
        let urn = Urn::try_from(&u).unwrap();
        let (nid, nss, r, q, f) = if text.to_ascii_lowercase().starts_with("urn:uuid:") {
            let v = Uuid::try_from(&u).unwrap();
            assert_eq!(v.nss(), v.uuid());
            (
                v.nid(),
                v.nss(),
                v.r_component(),
                v.q_component(),
                v.f_component(),
            )
        } else {
            let v = Oid::try_from(&u).unwrap();
            assert_eq!(v.nss(), v.oid());
            (
                v.nid(),
                v.nss(),
                v.r_component(),
                v.q_component(),
                v.f_component(),
            )
        };
        assert_eq!(
            (nid, nss, r, q, f),
            (
                urn.nid(),
                urn.nss(),
                urn.r_component(),
                urn.q_component(),
                urn.f_component()
            ),
            "{text}"
        );
    }
}
