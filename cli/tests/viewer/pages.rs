//! The pages, as a person reads them with JavaScript off: golden HTML for a dozen views, the start page's
//! examples each opening its view, and what each view must show.

use crate::server::{Server, form};

/// The views pinned as golden HTML in cli/tests/data/viewer/NAME.html. `RFC3986_BLESS=1 cargo test -p
/// rfc3986-cli --features serve --test viewer` rewrites them; review the diff.
const GOLDEN: &[(&str, &str)] = &[
    ("start", "/"),
    (
        "parse-diagram",
        "/parse?input=foo%3A%2F%2Fexample.com%3A8042%2Fover%2Fthere%3Fname%3Dferret%23nose",
    ),
    (
        "parse-empty-vs-undefined",
        "/parse?input=http%3A%2F%2Fa%3F%23",
    ),
    ("parse-error", "/parse?input=http%3A%2F%2F%5B%3A%3A1"),
    ("parse-rule", "/parse?input=%3A%3A1&rule=IPv6address"),
    (
        "parse-password",
        "/parse?input=http%3A%2F%2Fuser%3Ahunter2%40host%2F",
    ),
    (
        "parse-iri",
        "/parse?input=http%3A%2F%2F%E3%83%89%E3%83%A1%E3%82%A4%E3%83%B3.example%2F%E2%80%AE&iri=1",
    ),
    (
        "resolve",
        "/resolve?base=http%3A%2F%2Fa%2Fb%2Fc%2Fd%3Bp%3Fq&ref=..%2F..%2Fg",
    ),
    (
        "resolve-non-strict",
        "/resolve?base=http%3A%2F%2Fa%2Fb%2Fc%2Fd%3Bp%3Fq&ref=http%3Ag&non-strict=1",
    ),
    (
        "normalize-compare",
        "/normalize?input=HTTP%3A%2F%2Fa%2F%2e%2F%7e&compare=http%3A%2F%2Fa%2F~&level=scheme",
    ),
    (
        "relativize",
        "/relativize?base=http%3A%2F%2Fa%2Fb%2Fc&target=http%3A%2F%2Fa%2Fd",
    ),
    (
        "scheme",
        "/scheme?input=mailto%3Ainfobot%40example.com%3Fsubject%3Dcurrent-issue",
    ),
    (
        "template-expand",
        "/template/expand?template=%2Fx%7B%2Flist*%7D&vars=%7B%22list%22%3A%5B%22a%22%2C%22b%22%5D%7D",
    ),
    (
        "template-match",
        "/template/match?template=%2Fusers%2F%7Bid%7D&uri=%2Fgroups%2F42",
    ),
    ("rule", "/rule/IPv6address"),
];

#[test]
fn golden_pages() {
    let server = Server::start();
    let dir = format!("{}/tests/data/viewer", env!("CARGO_MANIFEST_DIR"));
    let bless = std::env::var_os("RFC3986_BLESS").is_some();
    let mut differ = Vec::new();
    for (name, target) in GOLDEN {
        let r = server.get(target);
        assert_eq!(r.status, 200, "{target}");
        let path = format!("{dir}/{name}.html");
        if bless {
            std::fs::create_dir_all(&dir).expect("dir");
            std::fs::write(&path, &r.body).expect("written");
            continue;
        }
        let golden = std::fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("{path}: {e} (RFC3986_BLESS=1 writes it)"));
        if golden != r.text() {
            differ.push(format!("{name} ({target})"));
        }
    }
    assert!(
        differ.is_empty(),
        "pages differ from their golden HTML: {differ:?}"
    );
}

#[test]
fn every_rfc_example_on_the_start_page_opens_its_view() {
    let server = Server::start();
    let start = server.get("/").text();
    let links: Vec<String> = start
        .split("class=\"example\" href=\"")
        .skip(1)
        .map(|rest| rest.split('"').next().unwrap_or("").replace("&amp;", "&"))
        .collect();
    assert!(links.len() > 150, "{} examples linked", links.len());
    for link in &links {
        assert!(link.starts_with('/'), "{link}");
        let r = server.get(link);
        assert_eq!(r.status, 200, "{link}");
        let page = r.text();
        assert!(page.contains("id=\"result\""), "{link}");
        assert!(
            !page.contains("<p class=\"bad\" role=\"alert\">"),
            "{link}: the view refused its own example"
        );
        assert!(
            page.contains("id=\"browser-url\""),
            "{link}: no browser reading"
        );
    }
}

#[test]
fn parse_view_tells_undefined_from_empty_and_shows_the_host_rule() {
    let server = Server::start();
    let page = server.get("/parse?input=http%3A%2F%2Fa%3F%23").text();
    assert!(page.contains("<th scope=\"row\">query</th><td><em class=\"empty\">empty</em>"));
    assert!(page.contains("<th scope=\"row\">port</th><td><em class=\"undefined\">undefined</em>"));
    assert!(page.contains("3.2.2 (reg-name)"));
    let v6 = server
        .get("/parse?input=http%3A%2F%2F%5B%3A%3A1%5D%2F")
        .text();
    assert!(v6.contains("host: IPv6address"));
    // The tree: nodes with their spans, each a link to its rule's page.
    assert!(v6.contains("class=\"node\" tabindex=\"0\" data-b=\"0\" data-e=\"13\""));
    assert!(v6.contains("href=\"/rule/IPv6address\""));
    assert!(v6.contains("https://www.rfc-editor.org/rfc/rfc3986#section-3.2.2"));
}

#[test]
fn errors_show_the_byte_the_rules_expected_and_the_completion() {
    let server = Server::start();
    let page = server.get("/parse?input=http%3A%2F%2F%5B%3A%3A1").text();
    assert!(page.contains("class=\"ch at end\""));
    assert!(page.contains("Expected at byte 11"));
    assert!(page.contains("adding <code>]</code> would complete it"));
    let space = server.get("/parse?input=http%3A%2F%2Fa+b").text();
    assert!(space.contains("class=\"ch at\" data-b=\"8\""));
    assert!(space.contains("percent-encode it as %20"));
}

#[test]
fn passwords_are_redacted_unless_revealed_and_the_link_warns() {
    let server = Server::start();
    let uri = form("HTTP://user:hunter2@Host:80/a/%2e/b");
    for target in [
        format!("/parse?input={uri}"),
        format!("/normalize?input={uri}&level=scheme&compare={uri}"),
        format!("/resolve?base={uri}&ref=..%2Fc"),
        format!("/relativize?base={uri}&target={uri}"),
        format!("/to-iri?input={uri}"),
        format!("/scheme?input={uri}"),
    ] {
        let page = server.get(&target).text();
        assert!(page.contains("id=\"reveal\""), "{target}");
        assert!(page.contains("id=\"password-warning\""), "{target}");
        // Every "hunter2" the page holds outside the form and the link sits in a part hidden by default,
        // or in an attribute: the one the script reads (it redacts what it shows), or a link into another
        // view (whose page redacts it in turn).
        let outside = page.split("<div id=\"result\"").nth(1).expect("a result");
        for (i, _) in outside.match_indices("hunter2") {
            let before = &outside[..i];
            let in_data_attribute = before.rfind("=\"").is_some_and(|q| {
                !before[q + 2..].contains('"')
                    && before[..q]
                        .rsplit(' ')
                        .next()
                        .is_some_and(|n| n.starts_with("data-") || n == "href")
            });
            if in_data_attribute {
                continue;
            }
            let open = before
                .rfind("pw-secret")
                .unwrap_or_else(|| panic!("{target}: a visible password at {i}"));
            assert!(
                !before[open..].contains("pw-mask"),
                "{target}: a visible password at {i}"
            );
        }
    }
}

#[test]
fn resolve_view_lights_the_branch_and_lays_out_the_table() {
    let server = Server::start();
    let page = server
        .get("/resolve?base=http%3A%2F%2Fa%2Fb%2Fc%2Fd%3Bp%3Fq&ref=..%2F..%2Fg")
        .text();
    assert!(page.contains("T = <code class=\"result-ref\">http://a/g</code>"));
    assert!(page.contains(
        "<mark class=\"ran\">&gt;             T.path = merge(Base.path, R.path);</mark>"
    ));
    assert!(!page.contains("<mark class=\"ran\">&gt;    T.scheme    = R.scheme;</mark>"));
    assert!(page.contains("<td>2C</td>"));
    let strict = server
        .get("/resolve?base=http%3A%2F%2Fa%2Fb%2Fc%2Fd%3Bp%3Fq&ref=http%3Ag")
        .text();
    assert!(strict.contains("T = <code class=\"result-ref\">http:g</code>"));
    let loose = server
        .get("/resolve?base=http%3A%2F%2Fa%2Fb%2Fc%2Fd%3Bp%3Fq&ref=http%3Ag&non-strict=1")
        .text();
    assert!(loose.contains("T = <code class=\"result-ref\">http://a/b/c/g</code>"));
    assert!(loose.contains("<mark class=\"ran\">&gt;    undefine(R.scheme);</mark>"));
}

#[test]
fn normalize_view_compares_at_every_rung() {
    let server = Server::start();
    let page = server
        .get("/normalize?input=HTTP%3A%2F%2Fa%2F%2e%2F%7e&compare=http%3A%2F%2Fa%2F~")
        .text();
    assert!(page.contains("6.2.2.1"));
    assert!(
        page.contains("Equivalent: the two agree from rung 6.2.2.3"),
        "{page}"
    );
    let different = server
        .get("/normalize?input=http%3A%2F%2Fa%2F&compare=http%3A%2F%2Fb%2F")
        .text();
    assert!(different.contains("Not equivalent at this level"));
}

#[test]
fn rule_pages_and_the_rule_picker() {
    let server = Server::start();
    let page = server.get("/rule/IPv6address").text();
    // Each rule the ABNF uses is a link to its page; the quoted strings stay text.
    assert!(
        page.contains("IPv6address = 6( <a class=\"rule\" href=\"/rule/h16\""),
        "{page}"
    );
    assert!(
        page.contains(">h16</a> &quot;:&quot; ) <a class=\"rule\" href=\"/rule/ls32\""),
        "{page}"
    );
    assert!(page.contains("href=\"/rule/IP-literal\""));
    let authority = server.get("/rule/authority").text();
    assert!(
        authority.contains("authority = [ <a class=\"rule\" href=\"/rule/userinfo\""),
        "{authority}"
    );
    assert!(
        authority.contains("&quot;@&quot; ] <a class=\"rule\" href=\"/rule/host\""),
        "{authority}"
    );
    // Examples from the crate's vectors, each as the rule answers it, each a link that tries it.
    assert!(page.contains("From the crate's vectors, it accepts <a href=\"/rule/IPv6address?input=%3A%3A\"><code>::</code></a>"), "{page}");
    assert!(
        page.contains("near misses it refuses: <a href=\"/rule/IPv6address?input="),
        "{page}"
    );
    // The pest transcription, with the notes that say where PEG needed more than the ABNF.
    let host = server.get("/rule/host").text();
    assert!(
        host.contains("<pre class=\"pest\">// PEG: IPv4address must match the whole host"),
        "{host}"
    );
    assert!(
        host.contains("&amp;DIGIT ~ IPv4address ~ !(unreserved | pct_encoded | sub_delims)"),
        "{host}"
    );
    // The box to try a string: its link carries the string, and the answer is check's.
    let tried = server.get("/rule/port?input=80a").text();
    assert!(
        tried.contains("Not a valid <a class=\"rule\" href=\"/rule/port\""),
        "{tried}"
    );
    assert!(tried.contains("id=\"f-input\""), "{tried}");
    assert!(tried.contains("value=\"80a\""), "{tried}");
    assert!(tried.contains("action=\"/rule/port\""), "{tried}");
    let valid = server.get("/rule/port?input=80").text();
    assert!(
        valid.contains("is a valid <a class=\"rule\" href=\"/rule/port\""),
        "{valid}"
    );
    let empty = server.get("/rule/port?input=").text();
    assert!(empty.contains("The empty string is a valid"), "{empty}");
    let ipv6 = server
        .get(&format!("/rule/IPv6address?input={}", form("1::2::3")))
        .text();
    assert!(ipv6.contains("Not a valid"), "{ipv6}");
    let shared = server.get("/rule/parameter").text();
    assert!(shared.contains("RFC 2045"));
    assert!(shared.contains("RFC 3966"));
    assert_eq!(server.get("/rule/IPv7address").status, 404);
    let list = server.get("/rules").text();
    assert!(list.contains("href=\"/rule/URI-reference\""));
    // Grouped by specification, in the table's order, each rule with its ABNF on one line.
    let rfc3986 = list
        .find("<h2 class=\"spec\">RFC 3986</h2>")
        .expect("RFC 3986's group");
    let rfc3987 = list
        .find("<h2 class=\"spec\">RFC 3987</h2>")
        .expect("RFC 3987's group");
    assert!(rfc3986 < rfc3987);
    assert!(
        list.contains(
            "<code>6( h16 &quot;:&quot; ) ls32 / &quot;::&quot; 5( h16 &quot;:&quot; ) ls32"
        ),
        "{list}"
    );
    let filtered = server.get("/rules?q=ipv6").text();
    assert!(filtered.contains("href=\"/rule/IPv6address\""));
    assert!(!filtered.contains("href=\"/rule/URI-reference\""));
    let parse = server.get("/parse?input=").text();
    assert!(parse.contains("<datalist id=\"rule-names\">"));
    assert!(parse.contains("<option value=\"IPv6address\">"));
    let checked = server
        .get(&format!(
            "/parse?input={}&rule=IPv6address",
            form("1::2::3")
        ))
        .text();
    assert!(checked.contains("Not a valid"));
}

#[test]
fn copy_as_command_is_the_cli_line() {
    let server = Server::start();
    let page = server
        .get("/resolve?base=http%3A%2F%2Fa%2Fb&ref=it%27s+here&non-strict=1")
        .text();
    assert!(
        page.contains("<code id=\"command\">rfc3986 resolve --non-strict http://a/b &#39;it&#39;\\&#39;&#39;s here&#39;</code>"),
        "{page}"
    );
    let dash = server.get("/parse?input=-x").text();
    assert!(dash.contains("<code id=\"command\">rfc3986 parse -- -x</code>"));
}

/// Every rule's page opens from the index's link, and every link inside a rule page (the ABNF's names, the
/// rules it uses and that use it, the diagram's boxes, the examples) opens a rule page.
#[test]
fn every_rule_page_opens_and_every_link_in_one_opens_a_rule_page() {
    let server = Server::start();
    let links = |page: &str| -> Vec<String> {
        page.split("href=\"")
            .skip(1)
            .filter_map(|rest| rest.split('"').next())
            .filter(|href| href.starts_with("/rule/"))
            .map(|href| href.replace("&amp;", "&"))
            .collect()
    };
    let mut routes = links(&server.get("/rules").text());
    routes.sort();
    routes.dedup();
    assert_eq!(routes.len(), rfc3986::Rule::ALL.len(), "one link per rule");
    let mut inside: Vec<String> = Vec::new();
    for route in &routes {
        let r = server.get(route);
        assert_eq!(r.status, 200, "{route}");
        assert!(
            r.text().contains("<section class=\"rule-card\">"),
            "{route}"
        );
        assert!(
            r.text()
                .contains("<figure class=\"railroad\"><svg class=\"railroad\""),
            "{route}: no diagram"
        );
        inside.extend(links(&r.text()));
    }
    inside.sort();
    inside.dedup();
    assert!(
        inside.len() > routes.len(),
        "the pages link each other and their examples"
    );
    for route in &inside {
        let r = server.get(route);
        assert_eq!(r.status, 200, "{route}");
        assert!(
            r.text().contains("<section class=\"rule-card\">"),
            "{route}"
        );
    }
}

/// The rule page's link that downloads the diagram holds, percent-encoded in a `data:` URL, exactly what
/// `rfc3986 rules NAME --svg` prints, and the file is named after the rule.
#[test]
fn the_diagram_downloads_as_the_command_writes_it() {
    let server = Server::start();
    for (route, name, qualified) in [
        ("/rule/IPv6address", "IPv6address", "IPv6address"),
        (
            "/rule/RFC%203966%20parameter",
            "parameter",
            "RFC 3966 parameter",
        ),
    ] {
        let page = server.get(route).text();
        let link = page
            .split("<a class=\"download\" ")
            .nth(1)
            .unwrap_or_else(|| panic!("{route}: no download link"));
        let download = format!("download=\"{name}.svg\" href=\"data:image/svg+xml;charset=utf-8,");
        assert!(link.starts_with(&download), "{route}: {link:.200}");
        let href = link[download.len()..].split('"').next().unwrap();
        let encoded = href.replace("&amp;", "&").replace("&#39;", "'");
        let decoded = rfc3986::percent::decode_utf8(&encoded).unwrap();
        let out = crate::util::cli::run(&["rules", qualified, "--svg"], "");
        assert_eq!(out.status.code(), Some(0));
        let printed = String::from_utf8(out.stdout).unwrap();
        assert_eq!(decoded, printed.trim_end(), "{route}");
        assert!(!decoded.contains("<a "), "the file links nowhere");
    }
}
