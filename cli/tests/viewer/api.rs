//! `GET /api/COMMAND?...` answers byte for byte what `rfc3986 COMMAND --json` prints for the same input:
//! the RFCs' own examples (`rfc3986 conformance --json`) and the vendored vectors, through every command.

use serde_json::Value;

use crate::server::{Server, form};
use crate::util::cli;

/// The data of a vector file under the workspace's tests/data.
fn vectors(name: &str) -> Vec<Value> {
    let path = format!("{}/tests/data/{name}", crate::util::root().display());
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// Checks that for each list of positional values, `/api/ROUTE?options&names=values` equals the line
/// that `rfc3986 COMMAND --json OPTIONS -- VALUES` prints.
fn same_as_cli(
    server: &Server,
    route: &str,
    options: &[(&str, &str)],
    names: &[&str],
    cases: &[Vec<String>],
) {
    for case in cases {
        let mut args: Vec<String> = route.split('/').map(str::to_owned).collect();
        args.push("--json".into());
        let mut query: Vec<String> = Vec::new();
        for (name, value) in options {
            if *value == "1" {
                args.push(format!("--{name}"));
            } else {
                args.push(format!("--{name}={value}"));
            }
            query.push(format!("{name}={}", form(value)));
        }
        args.push("--".into());
        for (name, value) in names.iter().zip(case) {
            args.push(value.clone());
            query.push(format!("{name}={}", form(value)));
        }
        let out = cli::run(&args.iter().map(String::as_str).collect::<Vec<_>>(), "");
        let target = format!("/api/{route}?{}", query.join("&"));
        let r = server.get(&target);
        assert_eq!(r.status, 200, "{target}: {}", r.text());
        assert_eq!(
            r.header("content-type"),
            Some("application/json; charset=utf-8")
        );
        assert_eq!(
            r.text(),
            cli::stdout(&out),
            "{target} differs from rfc3986 {}",
            args.join(" ")
        );
    }
}

fn strings(values: &[Value], fields: &[&str]) -> Vec<Vec<String>> {
    values
        .iter()
        .filter_map(|v| {
            fields
                .iter()
                .map(|f| v.get(*f).and_then(Value::as_str).map(str::to_owned))
                .collect::<Option<Vec<String>>>()
        })
        .collect()
}

#[test]
fn the_rfc_examples_through_the_api_are_the_cli() {
    let server = Server::start();
    let out = cli::run(&["conformance", "--json"], "");
    let rows = cli::json_lines(&out);
    assert!(rows.len() > 100, "{} examples", rows.len());
    let inputs: Vec<Vec<String>> = strings(&rows, &["input"]);
    same_as_cli(&server, "parse", &[], &["input"], &inputs);
    same_as_cli(&server, "parse", &[("iri", "1")], &["input"], &inputs);
    same_as_cli(&server, "scheme", &[], &["input"], &inputs);
    same_as_cli(&server, "normalize", &[("steps", "1")], &["input"], &inputs);
    same_as_cli(&server, "to-uri", &[], &["input"], &inputs);
    same_as_cli(&server, "to-iri", &[("idna", "1")], &["input"], &inputs);
    let resolve: Vec<Vec<String>> = strings(&rows, &["base", "input"]);
    assert!(resolve.len() > 30);
    same_as_cli(
        &server,
        "resolve",
        &[("steps", "1")],
        &["base", "ref"],
        &resolve,
    );
    same_as_cli(
        &server,
        "resolve",
        &[("non-strict", "1")],
        &["base", "ref"],
        &resolve,
    );
}

#[test]
fn the_vectors_through_the_api_are_the_cli() {
    let server = Server::start();
    let take = |v: Vec<Vec<String>>| v.into_iter().step_by(3).take(120).collect::<Vec<_>>();
    same_as_cli(
        &server,
        "parse",
        &[],
        &["input"],
        &take(strings(&vectors("parse_valid.json"), &["input"])),
    );
    same_as_cli(
        &server,
        "parse",
        &[("lenient", "1")],
        &["input"],
        &take(strings(&vectors("parse_invalid.json"), &["input"])),
    );
    same_as_cli(
        &server,
        "resolve",
        &[],
        &["base", "ref"],
        &take(strings(&vectors("resolve.json"), &["base", "ref"])),
    );
    same_as_cli(
        &server,
        "normalize",
        &[("level", "scheme")],
        &["input"],
        &take(strings(&vectors("normalize.json"), &["input"])),
    );
    same_as_cli(
        &server,
        "relativize",
        &[],
        &["base", "target"],
        &take(strings(&vectors("relativize.json"), &["base", "target"])),
    );
    same_as_cli(
        &server,
        "to-uri",
        &[],
        &["input"],
        &take(strings(&vectors("iri_to_uri.json"), &["input"])),
    );
    let rules: Vec<Vec<String>> = vectors("rules.json")
        .iter()
        .step_by(7)
        .take(60)
        .filter_map(|v| {
            let rule = v.get("rule")?.as_str()?;
            let input = v.get("input")?.as_str()?;
            Some(vec![rule.to_owned(), input.to_owned()])
        })
        .collect();
    for case in &rules {
        same_as_cli(
            &server,
            "parse",
            &[("rule", case[0].as_str())],
            &["input"],
            &[vec![case[1].clone()]],
        );
    }
}

#[test]
fn the_template_commands_through_the_api_are_the_cli() {
    let server = Server::start();
    let vars = r#"{"var":"value","list":["red","green"],"keys":{"a":"1","b":"2"}}"#;
    same_as_cli(
        &server,
        "template/expand",
        &[("vars", vars)],
        &["template"],
        &[
            vec!["{var}".into()],
            vec!["/x{/list*}{?keys*}".into()],
            vec!["{+var".into()],
            vec!["{list:3}".into()],
        ],
    );
    same_as_cli(
        &server,
        "template/match",
        &[],
        &["template", "uri"],
        &[
            vec!["/users/{id}".into(), "/users/42".into()],
            vec!["/users/{id}".into(), "/groups/42".into()],
            vec!["{x}{y}".into(), "ab".into()],
        ],
    );
}

/// The views the page gained for issue 58 answer as their commands do: `extract` on the vendored
/// Appendix C cases (the text as `--text`, never a file), `equivalent` on the normalization vectors' pairs at
/// their levels (and as written), `encode` for every component, and `decode` on what `encode` wrote and on
/// triplets that are not UTF-8.
#[test]
fn the_extract_equivalent_encode_and_decode_views_are_the_cli() {
    let server = Server::start();
    let extract = crate::util::root().join("tests/data/extract.json");
    let extract: Value = serde_json::from_str(&std::fs::read_to_string(extract).unwrap()).unwrap();
    let texts: Vec<&str> = extract["cases"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|case| case["text"].as_str())
        .collect();
    assert!(texts.len() > 10, "the Appendix C cases");
    for text in texts {
        same_as_cli(&server, "extract", &[("text", text)], &[], &[vec![]]);
        same_as_cli(
            &server,
            "extract",
            &[("any-scheme", "1"), ("text", text)],
            &[],
            &[vec![]],
        );
    }
    let normalize = vectors("normalize.json");
    for level in ["syntax", "scheme"] {
        let pairs: Vec<Vec<String>> = normalize
            .iter()
            .filter(|v| v["level"] == level)
            .filter_map(|v| {
                Some(vec![
                    v["input"].as_str()?.to_owned(),
                    v["expected"].as_str()?.to_owned(),
                ])
            })
            .collect();
        assert!(!pairs.is_empty(), "{level}");
        same_as_cli(
            &server,
            "equivalent",
            &[("level", level)],
            &["a", "b"],
            &pairs,
        );
        same_as_cli(
            &server,
            "equivalent",
            &[("level", "string")],
            &["a", "b"],
            &pairs,
        );
    }
    same_as_cli(
        &server,
        "equivalent",
        &[("iri", "1")],
        &["a", "b"],
        &[
            vec![
                "http://résumé.example/é".into(),
                "http://r%C3%A9sum%C3%A9.example/%C3%A9".into(),
            ],
            vec!["http://a b".into(), "http://a".into()],
        ],
    );
    let texts = ["a b/c?d#e", "résumé & co", "100%", "[::1]:80", "x=y&z", ""];
    for component in [
        "segment",
        "segment-nz-nc",
        "query",
        "fragment",
        "userinfo",
        "reg-name",
        "query-pair",
        "iquery",
    ] {
        let cases: Vec<Vec<String>> = texts.iter().map(|t| vec![(*t).to_owned()]).collect();
        same_as_cli(
            &server,
            "encode",
            &[("component", component)],
            &["text"],
            &cases,
        );
    }
    let encoded: Vec<Vec<String>> = [
        "a%20b%2Fc",
        "r%C3%A9sum%C3%A9",
        "%FF%FE",
        "%E2%82",
        "100%",
        "%zz",
    ]
    .iter()
    .map(|t| vec![(*t).to_owned()])
    .collect();
    same_as_cli(&server, "decode", &[], &["text"], &encoded);
    same_as_cli(&server, "decode", &[("escape", "1")], &["text"], &encoded);
}

/// The new views' pages: `extract` links each URI to its parse view, `equivalent` says where on the ladder
/// the two became equal, `encode` and `decode` link to each other.
#[test]
fn the_extract_equivalent_encode_and_decode_pages() {
    let server = Server::start();
    let page = server
        .get("/extract?text=see+%3Chttp%3A%2F%2Fexample.com%2Fa%0A+b%3E+and+http%3A%2F%2Fx.org%2F.")
        .text();
    assert!(page.contains("2 URIs."), "{page}");
    assert!(
        page.contains("href=\"/parse?input=http%3A%2F%2Fexample.com%2Fab\""),
        "{page}"
    );
    assert!(page.contains("angle-brackets"), "{page}");
    let page = server
        .get("/equivalent?a=HTTP%3A%2F%2FA%2F%7Ea&b=http%3A%2F%2Fa%2F%25257Ea")
        .text();
    assert!(page.contains("Not equivalent"), "{page}");
    let page = server
        .get("/equivalent?a=HTTP%3A%2F%2FA%2F%7ea&b=http%3A%2F%2Fa%2F%7Ea")
        .text();
    assert!(
        page.contains("Equivalent after syntax-based normalization"),
        "{page}"
    );
    assert!(page.contains("6.2.2.1"), "{page}");
    let page = server.get("/equivalent?a=a&b=http%3A%2F%2Fa+b").text();
    assert!(page.contains("Nothing to compare"), "{page}");
    let page = server.get("/encode?text=a+b%2Fc&component=segment").text();
    assert!(page.contains("a%20b%2Fc"), "{page}");
    assert!(
        page.contains("href=\"/decode?text=a%2520b%252Fc\""),
        "{page}"
    );
    let page = server.get("/decode?text=%25FF").text();
    assert!(page.contains("not UTF-8"), "{page}");
}

#[test]
fn bad_parameters_are_a_400_with_an_error() {
    let server = Server::start();
    for (target, status) in [
        ("/api/parse", 400),
        ("/api/parse?input=a&input=b", 400),
        ("/api/parse?input=a&nonsense=1", 400),
        ("/api/parse?input=a&json=1", 400),
        ("/api/parse?input=a&iri=yes", 400),
        ("/api/parse?input=a&rule=IPv7address", 400),
        ("/api/resolve?base=http%3A%2F%2Fa", 400),
        ("/api/template/expand?template=%7Bx%7D&vars=%5B", 400),
        ("/api/normalize?input=a&level=high", 400),
        ("/api/serve?port=1", 404),
        ("/api/explain?input=a", 404),
        ("/api/extract?file=%2Fetc%2Fpasswd", 400),
        ("/api/extract?text=a&file=b", 400),
        ("/api/", 404),
    ] {
        let r = server.get(target);
        assert_eq!(r.status, status, "{target}: {}", r.text());
        let json: Value = serde_json::from_slice(&r.body).expect("a JSON body");
        assert!(
            json["error"].as_str().is_some_and(|e| !e.is_empty()),
            "{target}"
        );
    }
    // An option whose value starts with a dash, and an input that does, are values, not options.
    let dash = server.get("/api/parse?input=--help");
    assert_eq!(dash.status, 200);
    assert!(dash.text().contains("\"input\":\"--help\""));
    // `+` is a space, as an HTML form sends it; %2B a plus.
    let plus = server.get("/api/parse?input=a+b%2Bc");
    assert!(
        plus.text().contains("\"input\":\"a b+c\""),
        "{}",
        plus.text()
    );
    // An empty option is as if not given.
    let empty = server.get("/api/parse?input=%3A%3A1&rule=");
    assert_eq!(empty.status, 200);
}
