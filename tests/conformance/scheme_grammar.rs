//! The scheme grammars' PEG deviations from the ABNF (`// PEG:` in `grammar/rfc*.pest`), each pinned by
//! near misses on both sides, and their behaviour on hostile input.

use crate::util::{accepts, rejects};
use rfc3986::Rule;

/// The text of the first node of `rule` in the derivation of `input` from `top`.
fn part(top: Rule, rule: Rule, input: &str) -> Option<&str> {
    fn find<'a>(tree: &rfc3986::Tree<'a>, rule: Rule) -> Option<&'a str> {
        if tree.rule() == rule {
            return Some(tree.as_str());
        }
        tree.children().iter().find_map(|c| find(c, rule))
    }
    find(&top.tree(input).expect("valid"), rule)
}

/// NID: the middle ldh run stops one before the end, or the last alphanum would have nothing left.
#[test]
fn nid_two_to_thirty_two_with_alphanum_ends() {
    let max = "a".repeat(32);
    accepts(Rule::Nid, &["ab", "a-b", "a--b", "isbn", "A1", &max]);
    let over = "a".repeat(33);
    rejects(Rule::Nid, &["a", "a-", "-a", "", "a_b", &over, "a:b"]);
    accepts(Rule::AssignedName, &["urn:ab:c", &format!("urn:{max}:x")]);
    rejects(
        Rule::AssignedName,
        &["urn:a:c", &format!("urn:{over}:x"), "urn:ab-:c"],
    );
}

/// rq-components: the shortest r-component that parses, with the same language as the ABNF.
#[test]
fn r_component_is_the_shortest() {
    accepts(Rule::RComponent, &["r?=q", "r?=", "a/b?c"]);
    rejects(Rule::RComponent, &["", "/r", "?r", "r#"]);
    for (input, r, q) in [
        ("urn:a1:b?+r?=q", Some("r"), Some("q")),
        ("urn:a1:b?+r?=", Some("r?="), None),
        ("urn:a1:b?+r?=?=q", Some("r?="), Some("q")),
        ("urn:a1:b?=q?+r", None, Some("q?+r")),
    ] {
        assert!(Rule::Namestring.matches(input), "{input}");
        assert_eq!(
            part(Rule::Namestring, Rule::RComponent, input),
            r,
            "{input}"
        );
        assert_eq!(
            part(Rule::Namestring, Rule::QComponent, input),
            q,
            "{input}"
        );
    }
    accepts(Rule::RqComponents, &["?+r?=q", "?+r", "?=q", ""]);
    accepts(Rule::RqComponents, &["?+r?="]);
    rejects(Rule::RqComponents, &["?=q?+#", "?+", "?="]);
}

/// file-auth: "localhost" only where no reg-name character follows it.
#[test]
fn localhost_does_not_commit() {
    accepts(
        Rule::FileUri,
        &[
            "file://localhost/p",
            "file://localhostx/p",
            "file://localhost.example.com/p",
            "file:///p",
            "file:/p",
        ],
    );
    rejects(
        Rule::FileUri,
        &[
            "file://localhost:80/p",
            "file:////h/p",
            "file://",
            "file://h",
            "file:///a?q",
        ],
    );
    assert_eq!(
        part(Rule::FileUri, Rule::FileAuth, "file://localhostx/p"),
        Some("localhostx")
    );
}

/// RFC 9844 deleted RFC 6874's zone identifiers from RFC 8089: `file-auth` is RFC 3986's `host`. The RFC
/// 6874 rules stay checkable by name, cited to their obsolete RFC.
#[test]
fn zone_identifiers() {
    accepts(Rule::FileUri, &["file://[::1]/x", "file://[v1.x]/x"]);
    rejects(
        Rule::FileUri,
        &[
            "file://[fe80::1%25eth0]/x",
            "file://[fe80::1%eth0]/x",
            "file://[fe80::1%25]/x",
            "file://[fe80::1%25e%]/x",
        ],
    );
    rejects(Rule::FileAuth, &["[fe80::1%25eth0]"]);
    accepts(
        Rule::Ipv6Addrz,
        &["fe80::1%25eth0", "::%25a%41", "1::2:3%25z"],
    );
    rejects(
        Rule::Ipv6Addrz,
        &["fe80::1", "fe80::1%25", "1::2::3%25a", "fe80::1%eth0"],
    );
    accepts(Rule::ZoneId, &["eth0", "a%41"]);
    rejects(Rule::ZoneId, &["", "a%4", "a/b"]);
    for rule in [Rule::ZoneId, Rule::Ipv6Addrz] {
        assert_eq!(rule.obsoleted_by(), Some(9844));
        assert!(
            rule.citation()
                .to_string()
                .ends_with("(obsoleted by RFC 9844)")
        );
    }
    assert_eq!(Rule::FileAuth.citation().to_string(), "RFC 8089 2");
}

/// mailto: the shortest `to`, so that hfields are not swallowed by a domain.
#[test]
fn mailto_shortest_to() {
    for (input, to, hfields) in [
        ("mailto:a@x?subject=hi", Some("a@x"), Some("?subject=hi")),
        ("mailto:a@x?s=1&b=c,d", Some("a@x"), Some("?s=1&b=c,d")),
        ("mailto:a@x?", Some("a@x?"), None),
        ("mailto:a@x.?s=1", Some("a@x.?s=1"), None),
        ("mailto:a?b=c@x", Some("a?b=c@x"), None),
        ("mailto:?to=a@x", None, Some("?to=a@x")),
        ("mailto:a@x,b@y?cc=c@z", Some("a@x,b@y"), Some("?cc=c@z")),
    ] {
        assert!(Rule::MailtoUri.matches(input), "{input}");
        assert_eq!(part(Rule::MailtoUri, Rule::To, input), to, "{input}");
        assert_eq!(
            part(Rule::MailtoUri, Rule::Hfields, input),
            hfields,
            "{input}"
        );
    }
    // Standalone, `to` and `domain` keep RFC 5322's greedy atoms.
    accepts(Rule::To, &["a@x?s=1", "a@x?s=1,b@y"]);
    accepts(Rule::Domain, &["x?s=1", "[1.2.3.4]"]);
    rejects(Rule::Domain, &["x.", ".x", "x..y", "[a]b"]);
}

/// FWS: the longer obs-FWS first.
#[test]
fn folding_white_space() {
    accepts(
        Rule::Fws,
        &[" ", "\t", " \r\n ", "\r\n ", " \r\n \r\n ", "  \r\n\t"],
    );
    rejects(Rule::Fws, &["", "\r\n", " \r\n", "\r\n \r\n ", "\n "]);
}

/// comment: nesting counted on pest's stack, the same language as the recursive rule.
#[test]
fn comments_nest() {
    accepts(
        Rule::Comment,
        &[
            "()",
            "(a)",
            "(a(b)c)",
            "((()))",
            "( a \r\n b )",
            "(\\))",
            "(a (b) )",
        ],
    );
    rejects(
        Rule::Comment,
        &["(", ")", "(()", "())", "(a)(b)", "(\\)", "(\r\n\r\n b)"],
    );
    accepts(
        Rule::QuotedString,
        &["\"a\"", " (c) \"a b\" (d)", "\"\\\"\"", "\"\""],
    );
    rejects(Rule::QuotedString, &["\"a", "a\"", "\"\\\"", "(\"a\""]);
    accepts(Rule::Cfws, &[" ", "(a)", " (a) (b) "]);
}

/// A million nested parentheses: no recursion on the call stack, on a thread with a 64 KiB stack.
#[test]
fn deep_comments_on_a_small_stack() {
    std::thread::Builder::new()
        .stack_size(64 * 1024)
        .spawn(|| {
            let n = 1_000_000;
            let deep = format!("{}{}", "(".repeat(n), ")".repeat(n));
            assert!(Rule::Comment.matches(&deep));
            assert!(!Rule::Comment.matches(&deep[1..]));
            let mailto = format!("mailto:{}", "(".repeat(n));
            assert!(Rule::MailtoUri.check(&mailto).is_err());
            assert!(Rule::QuotedString.matches(&format!("{deep}\"a\"")));
            assert!(!Rule::QuotedString.matches(&format!("{}\"a\"", &deep[1..])));
        })
        .unwrap()
        .join()
        .unwrap();
}

// ---------------------------------------------------------------------------------------------------------
// The grammars of schemes2: data (RFC 2397 with RFC 2045, 822, 2396), tel, geo, tag, uuid, oid, did
// ---------------------------------------------------------------------------------------------------------

/// RFC 2045's keywords are taken only as whole tokens, and an x-token before an ietf-token.
#[test]
fn media_type_keywords_are_whole_tokens() {
    accepts(
        Rule::MimeType,
        &["text", "texts", "TEXT", "x-foo", "X-", "multipartx", "foo"],
    );
    rejects(Rule::MimeType, &["", "text/", "te xt", "a=b"]);
    accepts(
        Rule::Dataurl,
        &[
            "data:texts/plain,x",
            "data:x-a/b;c=d,",
            "data:;base64,",
            "DATA:,",
        ],
    );
    rejects(
        Rule::Dataurl,
        &["data:text,x", "data:;base64", "data:text/plain;c,x"],
    );
    assert_eq!(
        part(Rule::Dataurl, Rule::Mediatype, "data:;base64,x"),
        Some("")
    );
    // ";base64" is no parameter, ";base64=x" is one.
    assert_eq!(
        part(Rule::Dataurl, Rule::MimeParameter, "data:;base64=x,y"),
        Some("base64=x")
    );
}

/// RFC 822's qtext reads a line break only with the white space after it.
#[test]
fn rfc822_quoted_strings() {
    let quoted: Rule = "RFC 822 quoted-string".parse().unwrap();
    accepts(
        quoted,
        &["\"\"", "\"a\\\"b\"", "\"a\r\n b\"", "\"\0\"", "\"a\nb\""],
    );
    rejects(quoted, &["\"a\rb\"", "\"a\r\nb\"", " \"a\"", "\"a"]);
}

/// RFC 3966: an extension or subaddress only as a whole piece; a subaddress takes what no par reads, and in
/// a local number leaves the last context before a bracketed parameter.
#[test]
fn tel_subaddress_and_extension() {
    accepts(
        Rule::Par,
        &[
            ";ext=12",
            ";ext=",
            ";ext=a",
            ";isub=a;b",
            ";isub=a[",
            ";x=[1]",
        ],
    );
    rejects(Rule::Par, &["ext=1", ";", ";=1", ";isub="]);
    accepts(
        Rule::TelephoneUri,
        &[
            "tel:+1;isub=a;b;=c",
            "tel:+1;isub=a;=c;d=[",
            "tel:1234;isub=a;phone-context=example.com",
            "tel:1234;isub=a;phone-context=a;phone-context=b;x=[",
            "tel:1234;phone-context=a[b;phone-context=example.com",
            "tel:+1;ext=a",
        ],
    );
    rejects(
        Rule::TelephoneUri,
        &[
            "tel:1234",
            "tel:1234;isub=a",
            "tel:+1;isub=a[;=b",
            "tel:+",
            "tel:1234;phone-context=+",
        ],
    );
    accepts(
        Rule::Domainname,
        &["example.com", "example.com.", "a", "a-b.c1", "1a.b"],
    );
    rejects(Rule::Domainname, &["a.1", "a-.b", ".a", "a..b", "-a"]);
    accepts(Rule::Phonedigit, &["", "1", "-"]);
    rejects(Rule::Phonedigit, &["a", "11"]);
}

/// RFC 5870: a crs or u in first place is one only as a whole piece; "wgs84" only as a whole label.
#[test]
fn geo_crs_and_u() {
    accepts(
        Rule::GeoUri,
        &[
            "geo:1,2;crs=wgs84;u=3",
            "geo:1,2;crs=a.b",
            "geo:1,2;u=1x",
            "geo:1,2;crs=wgs84x",
        ],
    );
    rejects(
        Rule::GeoUri,
        &["geo:1,2;crs=", "geo:1;2", "geo:1,2;u=", "geo:1,2,"],
    );
    accepts(Rule::GeoUri, &["geo:1,2;u"]); // a parameter named u, without a value
    assert_eq!(
        part(Rule::GeoUri, Rule::Crsp, "geo:1,2;crs=wgs84x"),
        Some(";crs=wgs84x")
    );
    assert_eq!(part(Rule::GeoUri, Rule::Crsp, "geo:1,2;crs=a.b"), None);
    accepts(Rule::Crslabel, &["wgs84", "WGS84", "wgs84x", "a-b"]);
}

/// RFC 4151: an email address before a DNS name; a DNScomp ends with an alphaNum.
#[test]
fn tag_authority_names() {
    accepts(
        Rule::TagUri,
        &["tag:a@b.c,2000:x", "tag:a.b,2000-01-02:", "tag:a,2000:x#f"],
    );
    rejects(
        Rule::TagUri,
        &[
            "tag:a-,2000:x",
            "tag:a,200:x",
            "tag:a,2000-1:x",
            "tag:@b,2000:x",
        ],
    );
    accepts(Rule::DnsComp, &["a", "a-b", "a--b"]);
    rejects(Rule::DnsComp, &["a-", "-a", ""]);
}

/// RFC 9562, RFC 3061 and DID Core: the fixed groups of a UUID, no leading zero in an OID number, a
/// method-specific-id that does not end with ":".
#[test]
fn uuid_oid_and_did() {
    accepts(
        Rule::Uuid,
        &[
            "f81d4fae-7dec-11d0-a765-00a0c91e6bf6",
            "F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6",
        ],
    );
    rejects(
        Rule::Uuid,
        &[
            "f81d4fae-7dec-11d0-a765-00a0c91e6bf",
            "f81d4fae7dec11d0a76500a0c91e6bf6",
        ],
    );
    accepts(Rule::OidNumber, &["0", "1", "10", "123"]);
    rejects(Rule::OidNumber, &["01", "", "1a"]);
    accepts(Rule::Oid, &["1.3.6.1", "0"]);
    rejects(Rule::Oid, &["1.", ".1", "1..2", "1.03"]);
    accepts(Rule::MethodSpecificId, &["a", "a:b", ":a", "a::b", "%41"]);
    rejects(Rule::MethodSpecificId, &["a:", "", ":", "a/b"]);
    accepts(
        Rule::DidUrl,
        &[
            "did:example:1",
            "DID:example:1/p?q#f",
            "did:ex:1/a;service=agent",
        ],
    );
    // A ";" after the method-specific-id is neither an idchar nor the "/" that begins a path-abempty.
    rejects(
        Rule::DidUrl,
        &[
            "did:Example:1",
            "did:example:",
            "did:example:1#a#b",
            "did:ex:1;service=agent",
        ],
    );
}

// ---------------------------------------------------------------------------------------------------------
// The grammars of schemes3 here: acct (RFC 7565), ni (RFC 6920), payto (RFC 8905), coap (RFC 7252)
// ---------------------------------------------------------------------------------------------------------

/// RFC 7565: the grouping `( unreserved / sub-delims ) 0*( ... )` that the RFC's examples need, not the
/// printed precedence (which would refuse `juliet`) nor erratum 7998's `1*( ... )` (which would take `%41b`).
#[test]
fn acct_userpart_grouping() {
    accepts(Rule::Userpart, &["juliet", "j", "!a", "a%40b", "a!"]);
    rejects(Rule::Userpart, &["", "%41b", "a@b", "a%4"]);
    accepts(
        Rule::AcctUri,
        &[
            "acct:juliet@capulet.example",
            "ACCT:a@b",
            "acct:a@",
            "acct:a@[::1]",
        ],
    );
    rejects(
        Rule::AcctUri,
        &["acct:@b", "acct:a", "acct:a@b@c", "acct:a@b:1"],
    );
    assert_eq!(
        part(Rule::AcctUri, Rule::Host, "acct:a@[::1]"),
        Some("[::1]")
    );
}

/// RFC 6920: `[ authority ]` ends at the first "/", `alg` at the ";", `val` at the "?".
#[test]
fn ni_authority_alg_val() {
    accepts(
        Rule::NiUri,
        &[
            "ni:///sha-256;a",
            "NI://u@h:1/a;b?q",
            "ni://h/a;b?",
            "ni://[::1]/a;b",
        ],
    );
    rejects(
        Rule::NiUri,
        &[
            "ni:/a;b",
            "ni:///a;",
            "ni:///;b",
            "ni:///a",
            "ni:///a;b;c",
            "ni://h/a/b;c",
        ],
    );
    let uri = "ni://u@h:1/sha-256;abc?q";
    assert_eq!(part(Rule::NiUri, Rule::Authority, uri), Some("u@h:1"));
    assert_eq!(part(Rule::NiUri, Rule::Alg, uri), Some("sha-256"));
    assert_eq!(part(Rule::NiUri, Rule::Val, uri), Some("abc"));
}

/// RFC 8905: a generic-opt only as a whole name (`amounts` is authority-specific), and `opts` read as one
/// `opt` that takes every "&" (the same strings as the ABNF's `opt *( "&" opt )`).
#[test]
fn payto_opt_names_and_values() {
    let name = |input: &str| {
        let rule = Rule::OptName.tree(input).expect("an opt-name");
        rule.children().first().map(|c| c.rule())
    };
    assert_eq!(name("amount"), Some(Rule::GenericOpt));
    assert_eq!(name("AMOUNT"), Some(Rule::GenericOpt));
    assert_eq!(name("amounts"), Some(Rule::AuthoritySpecificOpt));
    assert_eq!(name("receiver-name.x"), Some(Rule::AuthoritySpecificOpt));
    accepts(
        Rule::Opts,
        &["a=1", "a=1&b=2", "a=1&&", "a=", "a==&=", "amount=EUR:1"],
    );
    rejects(Rule::Opts, &["", "=1", "1=a", "a", "a=1 ", "a=/"]);
    accepts(
        Rule::PaytoUri,
        &[
            "payto://iban/DE75",
            "PAYTO://x-y.z",
            "payto://a/?amount=1&message=hi",
        ],
    );
    rejects(
        Rule::PaytoUri,
        &[
            "payto://1a/x",
            "payto://u@iban/x",
            "payto://iban:80/x",
            "payto:iban/x",
            "payto://a?",
        ],
    );
}

/// RFC 7252: RFC 3986's host, port, path-abempty and query after `coap://`, no userinfo, an empty host
/// matching (6.1's MUST is prose).
#[test]
fn coap_hosts_and_ports() {
    accepts(
        Rule::CoapUri,
        &[
            "coap://h",
            "coap://",
            "COAP://h:/a?b",
            "coap://[fe80::1]:61616/.well-known/core",
        ],
    );
    rejects(
        Rule::CoapUri,
        &["coap://u@h/", "coap:h", "coap://h:x/", "coaps://h/"],
    );
    accepts(Rule::CoapsUri, &["coaps://h:5684/a"]);
}

/// RFC 3966 3: a local number's context is one after which the rest reads as `*par`, and an ISDN
/// subaddress before it may take other contexts; found by a differential run against an ABNF engine
/// (strings the grammar refused before `chosen_context`).
#[test]
fn tel_local_number_context_choice() {
    accepts(
        Rule::TelephoneSubscriber,
        &[
            // The first context, then a subaddress that takes the rest (";=c" is no parameter).
            "5;isub=a;phone-context=x;isub=b;phone-context=y;=c",
            // The second context, the first inside the subaddress.
            "1;isub=a;phone-context=x;=b;phone-context=y",
            // A context right after ";isub=" is the subaddress's first characters.
            "5a;ext=;isub=;phone-context=x.;isub=;phone-context=x",
            // An empty subaddress before a bracketed parameter is no subaddress.
            "5;isub=a;phone-context=x;isub=;p=[;ext=;isub=a;phone-context=x",
            // ";ext=a" after the context is a parameter.
            "*;isub=a;phone-context=x;ext=a",
        ],
    );
    rejects(
        Rule::TelephoneSubscriber,
        &[
            "1;isub=a;phone-context=x;x=[;=b",
            "1;phone-context=x;=b",
            "1;isub=;p=[;phone-context=x",
            "1;=b;isub=a;phone-context=x",
        ],
    );
}

/// RFC 5724: recipients are RFC 3966 telephone-subscribers that "," or "?" may follow; an ISDN subaddress
/// may hold both, and before a local number's context it stops at the first context after which the rest
/// reads.
#[test]
fn sms_recipients_and_subaddresses() {
    accepts(
        Rule::SmsHierPart,
        &[
            "+1,+2",
            "+1;ext=1,+2;ext=2",
            "1;phone-context=x,+2",
            "+1;isub=a,b",
            "1;isub=a,+2;phone-context=x",
            "1;isub=a;phone-context=x,+2",
            "1;isub=a;phone-context=x,;phone-context=y",
            "1;isub=a;phone-context=x,2;phone-context=y",
            "+1;isub=a,5;p=[;phone-context=x",
            "1;isub=a,b;p=[;phone-context=x",
        ],
    );
    rejects(
        Rule::SmsHierPart,
        &[
            "",
            "+1,",
            ",+1",
            "1,+2",
            "1;isub=a,b",
            "1;isub=a;phone-context=x,5;y=1",
            "1;isub=a;phone-context=x?b,+2",
            "+1;x[",
        ],
    );
    accepts(
        Rule::SmsUri,
        &[
            "sms:+15105550101?body=hello%20there",
            "SMS:+1?BODY=a&body=b",
            "sms:+1;isub=a?b",
            "sms:1;phone-context=x?body=1",
        ],
    );
    rejects(
        Rule::SmsUri,
        &[
            "sms:+1?",
            "sms:+1?body",
            "sms:+1?a=1&",
            "sms:+1?body=a b",
            "sms:+1;isub=a?b=[",
        ],
    );
    // Found by the differential run against an ABNF engine (tests/tools/tel_differential.py): strings the
    // first sms grammar (21699e8) refused. A subaddress before a context may take contexts and recipients
    // up to the one chosen; "#" (a local number's digit) and "[" (a parameter's) end what it may take.
    accepts(
        Rule::SmsHierPart,
        &[
            "5a;isub=a;phone-context=x;isub=a;phone-context=x,5a;isub=?x",
            "*;isub=;isub=a,;phone-context=x;isub=a;phone-context=x,1;isub=@:",
            "#;p=[x];isub=a;phone-context=x;isub=a;isub=a,,#;phone-context=+1-,+12",
            "5;isub=a;phone-context=x,6;isub=b;phone-context=y",
            "+1;isub=a,#1;phone-context=x",
            // A later subaddress that begins with a context cannot stop before it: the first one takes
            // that context.
            "1;p=[;isub=a;isub=,;phone-context=+1-2,5a;isub=;phone-context=x.",
        ],
    );
    rejects(
        Rule::SmsHierPart,
        &[
            "5;isub=a,#1;phone-context=x",
            "5;isub=a;phone-context=x,6;isub=b",
            "5;isub=a;p=[,5;phone-context=x",
            "+1;isub=,#1;phone-context=x",
        ],
    );
    // Each subaddress before a context stops at the first context after which the rest reads, even when
    // a later recipient's subaddress then chooses in turn.
    let recipients = |input: &str| -> Vec<String> {
        let tree = Rule::SmsHierPart.tree(input).expect("an sms-hier-part");
        tree.children()
            .iter()
            .map(|child| child.as_str().to_string())
            .collect()
    };
    assert_eq!(
        recipients("5;isub=a;phone-context=x,6;isub=b;phone-context=y,+1;isub=c,+2"),
        [
            "5;isub=a;phone-context=x",
            "6;isub=b;phone-context=y",
            "+1;isub=c,+2"
        ]
    );
    assert_eq!(
        recipients("5;isub=a;phone-context=x,6;isub=b,7;phone-context=y"),
        ["5;isub=a;phone-context=x", "6;isub=b,7;phone-context=y"]
    );
    // A recipient on its own is a telephone-subscriber: what follows a "," is its own.
    accepts(
        Rule::SmsRecipient,
        &["5;isub=a;phone-context=x,5;phone-context=y"],
    );
    rejects(
        Rule::SmsRecipient,
        &["+1,+2", "5;phone-context=x,5;phone-context=y"],
    );
    // "body" only as a whole name.
    let name = |input: &str| {
        Rule::SmsFieldName
            .tree(input)
            .expect("a name")
            .children()
            .len()
    };
    assert_eq!(name("body"), 0);
    assert_eq!(name("bodyx"), 1);
}

/// RFC 4514's strings, RFC 4515's filters and RFC 4512's numbers where the grammar departs from the ABNF
/// (grammar/rfc4516-ldap.pest): each departure with the near misses that would tell a literal
/// transcription from the ABNF.
#[test]
fn ldap_model_rules() {
    // `string`'s last character is a trailchar (no space) or a pair; its first a leadchar (no space or
    // "#") or a pair. `attributeValue` tries the hexstring first.
    accepts(
        Rule::DistinguishedName,
        &[
            "",
            "cn=a",
            "cn=a b",
            "cn=\\ a\\ ",
            "cn=a#",
            "cn=#04",
            "cn=",
            "cn=a+sn=b,o=c",
            "2.5.4.3=x",
            "cn=a\\,b",
            "cn=é",
        ],
    );
    rejects(
        Rule::DistinguishedName,
        &[
            "cn=a ",
            "cn= a",
            "cn=#",
            "cn=#0",
            "cn=#04a",
            "cn=a,",
            "cn=a, o=b",
            "01.2=x",
            "cn=a,b",
            "cn=\\2",
            "cn=a\"",
        ],
    );
    // `number` with its alternatives reordered: "12" is one number, "01" none.
    accepts(Rule::Numericoid, &["1.2", "0.12", "10.0.3"]);
    rejects(Rule::Numericoid, &["1", "01.2", "1.", "1.02"]);
    // `item`: each alternative must reach the end of its filter.
    accepts(
        Rule::Filter,
        &[
            "(a=b)",
            "(a=*)",
            "(a=**)",
            "(a=b*c*d)",
            "(a=*b*)",
            "(a~=b)",
            "(a>=1)",
            "(a:dn:=x)",
            "(a:dn:1.2:=x)",
            "(a:dnx:=x)",
            "(:dn:=x)",
            "(:dn:caseExact:=x)",
            "(:1.2:=x)",
            "(&(a=b)(c=d))",
            "(!(a=b))",
            "(|(a=b)(!(&(c=d)(e=f))))",
            "(a=\\28\\29)",
        ],
    );
    rejects(
        Rule::Filter,
        &[
            "()",
            "(a=b",
            "((a=b))",
            "(!(a=b)(c=d))",
            "(&)",
            "(a=b)(c=d)",
            "(a=\\2)",
            "(a=(b))",
            "(:=x)",
            "(a:dn:dn:dn:=x)",
            "(&(a=b)",
        ],
    );
    // A filter's tree shows its items.
    let tree = Rule::Filter.tree("(&(a=b)(!(c=*)))").unwrap();
    let items: Vec<&str> = tree
        .walk()
        .filter(|t| t.rule() == Rule::Item)
        .map(|t| t.as_str())
        .collect();
    assert_eq!(items, ["a=b", "c=*"]);
}

/// An LDAP URL's elements are read in their URL form and checked after percent-decoding (RFC 4516 2.1).
#[test]
fn ldap_url_elements() {
    accepts(
        Rule::Ldapurl,
        &[
            "ldap://",
            "ldap:///",
            "ldap://h:/",
            "ldap:///???",
            "ldap:///cn=a%5C%2C%20b",
            "ldap:///?cn,sn",
            "ldap:///?1.1",
            "ldap:///??sub?(%7C(a=b)(c=d))",
            "ldap:///????x",
            "ldap:///????!x=a%2Cb,1.2.3",
            "ldap:///cn=%C3%A9",
            "ldap:///o=Question%3f,c=US",
        ],
    );
    rejects(
        Rule::Ldapurl,
        &[
            "ldap://u@h/",
            "ldap:///????",
            "ldap:///?,x",
            "ldap:///?cn,",
            "ldap:///cn=a%2Cb",
            "ldap:///cn=%E9",
            "ldap:///??sub?(|(a=b)(c=d))",
            "ldap:///??sub?a=b",
            "ldap:///??subtree",
            "ldap:///????x=a,",
            "ldap:///????1",
            "ldap:///cn=a?x?base?(a=b)?e?f",
        ],
    );
    // The error points at the escape that begins what does not fit, and says the element and the rule.
    let err = Rule::Ldapurl.check("ldap:///cn=a%2Cb%20c").unwrap_err();
    assert_eq!(err.index(), 16);
    assert!(
        err.to_string().starts_with(
            "invalid ldapurl at index 16: the dn, percent-decoded, must be a distinguishedName of RFC \
             4514 (RFC 4516 2.1)"
        ),
        "{err}"
    );
    let err = Rule::Ldapurl.check("ldap:///??sub?(a=%E9)").unwrap_err();
    assert_eq!(err.index(), 17);
    assert!(
        err.to_string()
            .contains("the filter, percent-decoded, must be UTF-8")
    );
}

/// Long hostile inputs take linear time (no exponential reading of the lookaheads).
#[test]
fn long_scheme_inputs() {
    let tel = format!("tel:+1{}", ";isub=a".repeat(20_000));
    assert!(Rule::TelephoneUri.matches(&tel));
    let tel = format!("tel:1{};x=[", ";isub=a;phone-context=b".repeat(5_000));
    assert!(Rule::TelephoneUri.matches(&tel));
    let tel = format!("tel:1{};x=[;=", ";isub=a;phone-context=b".repeat(5_000));
    assert!(!Rule::TelephoneUri.matches(&tel));
    // Many contexts without a subaddress between them: each piece is read once.
    let tel = format!("tel:1{};=b", ";phone-context=b".repeat(10_000));
    assert!(!Rule::TelephoneUri.matches(&tel));
    let tel = format!("tel:1;isub=a{};=b", ";phone-context=b".repeat(10_000));
    assert!(!Rule::TelephoneUri.matches(&tel));
    let tel = format!("tel:1;isub=a{}", ";phone-context=b".repeat(10_000));
    assert!(Rule::TelephoneUri.matches(&tel));
    // A character no piece reads after many subaddresses: each subaddress is not tried again as a
    // parameter (that read the rest once per piece).
    let tel = format!("tel:+1{}%zz", ";isub=a".repeat(10_000));
    assert!(!Rule::TelephoneUri.matches(&tel));
    let tel = format!("tel:5{};phone-context=x%zz", ";isub=a".repeat(10_000));
    assert!(!Rule::TelephoneUri.matches(&tel));
    let sms = format!("sms:+1{},%zz", ";isub=a".repeat(10_000));
    assert!(!Rule::SmsUri.matches(&sms));
    // sms: each piece is read a bounded number of times, however the subaddresses choose.
    let sms = format!("sms:{}", vec!["5;isub=a;phone-context=x"; 5_000].join(","));
    assert!(Rule::SmsUri.matches(&sms));
    // sip: a userinfo's end is looked for only at a "@" or ":", and each look stops at the next "@".
    let sip = format!("sip:+1;isub={}h", "@".repeat(50_000));
    assert!(Rule::SipUri.matches(&sip));
    let sip = format!("sip:+1;x={}@h", ":".repeat(50_000));
    assert!(Rule::SipUri.matches(&sip));
    let sip = format!("sip:+1;x={}h", ":a@".repeat(20_000));
    assert!(!Rule::SipUri.matches(&sip));
    let sip = format!("sip:12{}:p@h", ";phone-context=a;isub=b".repeat(5_000));
    assert!(Rule::SipUri.matches(&sip));
    let sms = format!(
        "sms:5;isub=a;phone-context=x{},5;isub=b",
        ",5;phone-context=x".repeat(5_000)
    );
    assert!(!Rule::SmsUri.matches(&sms));
    let sms = format!(
        "sms:5;isub=a{},#",
        ";phone-context=x,5;isub=b".repeat(5_000)
    );
    assert!(!Rule::SmsUri.matches(&sms));
    let sms = format!(
        "sms:5;isub=a;phone-context=x{}",
        ",5;isub=;phone-context=x".repeat(5_000)
    );
    assert!(Rule::SmsUri.matches(&sms));
    let sms = format!("sms:{}", vec!["+1;isub=a;p=[]"; 5_000].join(","));
    assert!(Rule::SmsUri.matches(&sms));
    let did = format!("did:a:{}", "b:".repeat(50_000));
    assert!(!Rule::Did.matches(&did));
    // RFC 4515: filters nested 50,000 deep are read on pest's stack, not the thread's.
    let deep = format!("{}(a=b){}", "(!".repeat(50_000), ")".repeat(50_000));
    assert!(Rule::Filter.matches(&deep));
    let deep = format!("{}(a=b){}", "(&".repeat(50_000), ")".repeat(49_999));
    assert!(!Rule::Filter.matches(&deep));
    let wide = format!("(|{})", "(a=b)".repeat(50_000));
    assert!(Rule::Filter.matches(&wide));
    let url = format!(
        "ldap:///??sub?{}(a=b){}",
        "(%26".repeat(20_000),
        ")".repeat(20_000)
    );
    assert!(Rule::Ldapurl.matches(&url));
    // A deep filter's error is at the end, where one more ")" would complete it (the search closes every
    // open filter).
    let deep = format!("{}(a=b){}", "(!".repeat(2_000), ")".repeat(1_999));
    assert_eq!(Rule::Filter.check(&deep).unwrap_err().index(), deep.len());
}

/// RFC 3261's PEG departures (`grammar/rfc3261-sip.pest`), each with near misses on both sides: the
/// userinfo's "@" is the last of the input; a telephone-subscriber in it reads to that "@", or to the last
/// ":" before it where a password follows; a named parameter is taken only whole, else it is an
/// other-param; a method of RFC 3261's own only as a whole token; RFC 5954's IPv4 and IPv6 rules. Every
/// case here is labelled alike by the ABNF engine of `tests/tools/sip_differential.py`.
#[test]
fn sip_model_rules() {
    accepts(
        Rule::SipUserinfo,
        &[
            "alice@",
            "alice:secretword@",
            "alice:@",
            "+1-212-555-1212:1234@",
            // Telephone-subscribers that hold "@" or ":".
            "+1;isub=a@b@",
            "+1;isub=a:@",
            "+1;x=a:b@",
            // The ABNF splits at the last ":" (a password with "="), or reads the ":" into a pvalue.
            "+1;x=a:b=c@",
            "12;phone-context=x;y=:a@",
            "5;isub=a;phone-context=x@",
            "+1;p=[x]@",
        ],
    );
    rejects(
        Rule::SipUserinfo,
        &[
            "alice",
            "@",
            "a:b:c@",
            "+1;isub=a@b",
            "5@@",
            "a%zz@",
            "a[@",
            "a b@",
        ],
    );
    accepts(
        Rule::SipUri,
        &[
            "sip:+1;isub=a@b@[::1]",
            "sip:+1;p=[x]@h",
            "sip:alice@atlanta.com;ttl=1000;transport=a/b;lr=1",
            "sip:h;method=invite?a=b&c=",
            "SIP:h:5060",
        ],
    );
    rejects(
        Rule::SipUri,
        &[
            "sip:alice@b@h",
            "sip:h;ttl=",
            "sip:h;transport=",
            "sip:h;maddr=",
            "sip:h:",
            "sip:h?",
            "sip:alice@1.2.3.256",
            "sip:alice@01.2.3.4",
            "sip:[::ffff::1]",
        ],
    );
    accepts(
        Rule::UriParameter,
        &[
            "ttl=255",
            "ttl=1000",
            "transport=tcp",
            "transport=tcpx",
            "lr",
            "lr=1",
            "x",
            "a:b=c",
        ],
    );
    rejects(
        Rule::UriParameter,
        &["ttl=", "transport=", "maddr=", "user=", "=b", "x="],
    );
    accepts(Rule::SipMethod, &["INVITE", "invite", "INVITEx", "X-1"]);
    rejects(Rule::SipMethod, &["", "IN VITE", "INVITE;"]);
    accepts(
        Rule::SipHost,
        &[
            "1.2.3.4",
            "1.2.3.4.com",
            "a.",
            "a-b.c",
            "[::1]",
            "[::ffff:1.2.3.4]",
        ],
    );
    rejects(
        Rule::SipHost,
        &["1.2.3.256", "a.1", "-a", "[v1.x]", "", "[::ffff::1]"],
    );
    accepts(Rule::Ipv6Reference, &["[1:2:3:4:5:6:7:8]", "[::1.2.3.4]"]);
    rejects(Rule::Ipv6Reference, &["::1", "[::1", "[1::2::3]"]);
}
