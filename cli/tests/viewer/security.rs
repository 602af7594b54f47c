//! The security of a local server, line by line (docs/viewer.md, "Security"): a page on another origin
//! can make the browser send any request to the viewer, and by DNS rebinding read the answers.

use std::io::{Read, Write};
use std::net::TcpStream;
use std::time::Duration;

use crate::server::{Response, Server, form};

const CSP: &str = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; \
                   connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

/// The headers every response carries, whatever its status; and never a CORS header or a cookie.
fn assert_hardened(r: &Response, what: &str) {
    assert_eq!(r.header("content-security-policy"), Some(CSP), "{what}");
    assert_eq!(
        r.header("x-content-type-options"),
        Some("nosniff"),
        "{what}"
    );
    assert_eq!(r.header("referrer-policy"), Some("no-referrer"), "{what}");
    assert_eq!(r.header("cache-control"), Some("no-store"), "{what}");
    assert!(
        r.header("content-type")
            .is_some_and(|t| t.ends_with("charset=utf-8")),
        "{what}: {:?}",
        r.header("content-type")
    );
    for (name, _) in &r.headers {
        assert!(!name.starts_with("access-control-"), "{what}: {name}");
        assert_ne!(name, "set-cookie", "{what}");
    }
}

#[test]
fn listens_on_loopback_only_and_prints_its_url_first() {
    let server = Server::start();
    // The first line named 127.0.0.1 (Server::start checks it); nothing answers on another address of
    // this machine at that port.
    let outside = std::net::UdpSocket::bind("0.0.0.0:0")
        .and_then(|s| s.connect("192.0.2.1:9").map(|()| s))
        .and_then(|s| s.local_addr())
        .map(|a| a.ip());
    if let Ok(ip) = outside
        && !ip.is_loopback()
        && !ip.is_unspecified()
    {
        let connected =
            TcpStream::connect_timeout(&(ip, server.port).into(), Duration::from_millis(500));
        assert!(connected.is_err(), "the viewer answered on {ip}");
    }
    assert_eq!(server.get("/").status, 200);
}

#[test]
fn host_must_name_the_server() {
    let server = Server::start();
    let port = server.port;
    let with_host = |host: Option<&str>| {
        let field = host.map_or(String::new(), |h| format!("Host: {h}\r\n"));
        server.raw(&format!(
            "GET / HTTP/1.1\r\n{field}Connection: close\r\n\r\n"
        ))
    };
    for own in [
        format!("127.0.0.1:{port}"),
        format!("localhost:{port}"),
        format!("LocalHost:{port}"),
        format!("localhost.:{port}"),
        format!("[::1]:{port}"),
    ] {
        assert_eq!(with_host(Some(&own)).status, 200, "{own}");
    }
    let missing = with_host(None);
    assert_eq!(missing.status, 400);
    assert_hardened(&missing, "no Host");
    for foreign in [
        "attacker.example".to_owned(),
        format!("attacker.example:{port}"),
        format!("127.0.0.1:{}", port.wrapping_add(1)),
        "127.0.0.1".to_owned(),
        format!("127.0.0.2:{port}"),
        format!("localhost.attacker.example:{port}"),
    ] {
        let r = with_host(Some(&foreign));
        assert_eq!(r.status, 403, "{foreign}");
        assert_hardened(&r, &foreign);
    }
}

#[test]
fn api_refuses_a_foreign_origin() {
    let server = Server::start();
    let get = |origin: &str| {
        server.raw(&format!(
            "GET /api/parse?input=a HTTP/1.1\r\nHost: {}\r\nOrigin: {origin}\r\nConnection: close\r\n\r\n",
            server.host()
        ))
    };
    let own = get(&format!("http://{}", server.host()));
    assert_eq!(own.status, 200);
    for foreign in [
        "https://attacker.example",
        "null",
        &format!("https://{}", server.host()),
    ] {
        let r = get(foreign);
        assert_eq!(r.status, 403, "{foreign}");
        assert!(r.text().contains("\"error\""));
        assert_hardened(&r, foreign);
    }
}

#[test]
fn get_and_head_only_and_no_body() {
    let server = Server::start();
    for method in ["POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE"] {
        let r = server.raw(&format!(
            "{method} / HTTP/1.1\r\nHost: {}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n",
            server.host()
        ));
        assert_eq!(r.status, 405, "{method}");
        assert_eq!(r.header("allow"), Some("GET, HEAD"), "{method}");
        assert_hardened(&r, method);
    }
    let with_body = server.raw(&format!(
        "GET /api/parse?input=a HTTP/1.1\r\nHost: {}\r\nContent-Length: 5\r\nConnection: close\r\n\r\nhello",
        server.host()
    ));
    assert_eq!(with_body.status, 400);
    let chunked = server.raw(&format!(
        "GET / HTTP/1.1\r\nHost: {}\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n5\r\nhello\r\n0\r\n\r\n",
        server.host()
    ));
    assert_eq!(chunked.status, 400);

    let get = server.get("/parse?input=a");
    let head = server.raw(&format!(
        "HEAD /parse?input=a HTTP/1.1\r\nHost: {}\r\nConnection: close\r\n\r\n",
        server.host()
    ));
    assert_eq!(head.status, 200);
    assert!(head.body.is_empty());
    assert_eq!(
        head.header("content-length")
            .and_then(|l| l.parse::<usize>().ok()),
        Some(get.body.len())
    );
    assert_hardened(&head, "HEAD");
}

#[test]
fn request_heads_and_inputs_are_bounded() {
    let server = Server::start();
    let long_target = format!("/parse?input={}", "a".repeat(40 * 1024));
    let r = server.get(&long_target);
    assert!(r.status == 414 || r.status == 431, "{}", r.status);
    let long_header = server.raw(&format!(
        "GET / HTTP/1.1\r\nHost: {}\r\nX-Filler: {}\r\nConnection: close\r\n\r\n",
        server.host(),
        "b".repeat(40 * 1024)
    ));
    assert_eq!(long_header.status, 431);
    // An input over 8,000 bytes (inside a head under 32 KiB) gets a page that says to use the command line.
    let page = server.get(&format!("/parse?input={}", "a".repeat(8001)));
    assert_eq!(page.status, 413);
    assert!(page.text().contains("command line"), "{}", page.text());
    assert_hardened(&page, "long input");
    let api = server.get(&format!("/api/parse?input={}", "a".repeat(8001)));
    assert_eq!(api.status, 413);
    assert!(api.text().contains("\"error\""));
    // 8,000 bytes are served.
    assert_eq!(
        server
            .get(&format!("/parse?input={}", "a".repeat(8000)))
            .status,
        200
    );
}

#[test]
fn every_interpolated_string_is_escaped_and_no_input_becomes_a_link() {
    let server = Server::start();
    let attacks = [
        "<script>alert(1)</script>",
        "\"><img src=x onerror=alert(1)>",
        "javascript:alert(1)",
        "http://a/'onmouseover='alert(1)",
        "</textarea><script>alert(1)</script>",
    ];
    let routes = [
        ("/parse", "input"),
        ("/normalize", "input"),
        ("/scheme", "input"),
        ("/to-uri", "input"),
        ("/to-iri", "input"),
        ("/template/expand", "template"),
        ("/rules", "q"),
        ("/encode", "text"),
        ("/decode", "text"),
        ("/extract", "text"),
    ];
    for attack in attacks {
        let mut targets: Vec<String> = routes
            .iter()
            .map(|(route, name)| format!("{route}?{name}={}", form(attack)))
            .collect();
        targets.push(format!(
            "/resolve?base=http%3A%2F%2Fa%2F&ref={}",
            form(attack)
        ));
        targets.push(format!("/resolve?base={}&ref=g", form(attack)));
        targets.push(format!(
            "/template/match?template=%7Bx%7D&uri={}",
            form(attack)
        ));
        targets.push(format!(
            "/template/expand?template=%7Bx%7D&vars={}",
            form(attack)
        ));
        targets.push(format!("/parse?input=a&rule={}", form(attack)));
        targets.push(format!("/equivalent?a={}&b=a", form(attack)));
        targets.push(format!("/equivalent?a=a&b={}", form(attack)));
        targets.push(format!("/extract?text=see+%3C{}%3E", form(attack)));
        targets.push(format!("/rule/{}", form(attack).replace('+', "%20")));
        targets.push(format!("/{}", form(attack)));
        for target in targets {
            let r = server.get(&target);
            let body = r.text();
            assert_hardened(&r, &target);
            assert!(!body.contains("<script>alert"), "{target}");
            assert!(!body.contains("<img"), "{target}");
            assert!(!body.contains("'onmouseover='"), "{target}");
            assert!(!body.contains("href=\"javascript:"), "{target}");
            assert!(
                !body.contains("href=\"http://a"),
                "{target}: an input became a link"
            );
        }
    }
    let page = server
        .get(&format!("/parse?input={}", form(attacks[0])))
        .text();
    assert!(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"));
}

#[test]
fn assets_are_compiled_in_and_no_route_is_a_file() {
    let server = Server::start();
    let css = server.get("/assets/style.css");
    assert_eq!(css.status, 200);
    assert_eq!(css.header("content-type"), Some("text/css; charset=utf-8"));
    let js = server.get("/assets/viewer.js");
    assert_eq!(js.status, 200);
    assert_eq!(
        js.header("content-type"),
        Some("text/javascript; charset=utf-8")
    );
    for target in [
        "/assets/../Cargo.toml",
        "/assets/%2e%2e/Cargo.toml",
        "/Cargo.toml",
        "/src/lib.rs",
        "/etc/passwd",
        "/assets/",
        "/favicon.ico",
    ] {
        let r = server.get(target);
        assert_eq!(r.status, 404, "{target}");
        assert_hardened(&r, target);
        assert!(!r.text().contains("[package]"), "{target}");
    }
}

/// Resident memory of a process, in KiB (Linux).
fn rss_kib(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

#[test]
fn a_bounded_load_is_all_answered_with_flat_memory() {
    let server = Server::start();
    let targets = [
        "/api/parse?input=http%3A%2F%2Fa%2Fb%3Fc%23d",
        "/parse?input=http%3A%2F%2F%5B%3A%3A1%5D%2Fp",
        "/resolve?base=http%3A%2F%2Fa%2Fb%2Fc%2Fd%3Bp%3Fq&ref=..%2F..%2Fg",
        "/normalize?input=HTTP%3A%2F%2Fa%2F%2e%2F%7e&level=scheme",
        "/",
    ];
    let round = |n: usize| {
        for i in 0..n {
            let r = server.get(targets[i % targets.len()]);
            assert_eq!(r.status, 200, "request {i}");
        }
    };
    // Warm up, then 1,000 sequential requests, measured.
    round(100);
    let before = rss_kib(server.child.id());
    round(1000);
    let after = rss_kib(server.child.id());
    if let (Some(before), Some(after)) = (before, after) {
        assert!(
            after <= before + 4096,
            "memory grew from {before} KiB to {after} KiB over 1,000 requests"
        );
    }
    // 50 connections at once, each kept open until all are connected, then each sends its request.
    let mut streams: Vec<TcpStream> = (0..50)
        .map(|_| TcpStream::connect(("127.0.0.1", server.port)).expect("connects"))
        .collect();
    for stream in &mut streams {
        stream
            .write_all(
                format!(
                    "GET /api/parse?input=a HTTP/1.1\r\nHost: {}\r\nConnection: close\r\n\r\n",
                    server.host()
                )
                .as_bytes(),
            )
            .expect("sent");
    }
    for (i, mut stream) in streams.into_iter().enumerate() {
        stream
            .set_read_timeout(Some(Duration::from_secs(20)))
            .expect("timeout set");
        let mut bytes = Vec::new();
        let _ = stream.read_to_end(&mut bytes);
        assert_eq!(Response::parse(&bytes).status, 200, "connection {i}");
    }
    let end = rss_kib(server.child.id());
    if let (Some(before), Some(end)) = (before, end) {
        assert!(
            end <= before + 8192,
            "memory grew from {before} KiB to {end} KiB"
        );
    }
}

#[test]
fn a_busy_port_fails_with_a_hint() {
    let server = Server::start();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_rfc3986"))
        .args(["serve", "--port", &server.port.to_string()])
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("--port 0"), "{stderr}");
}

#[cfg(unix)]
#[test]
fn ctrl_c_stops_it_cleanly() {
    let mut server = Server::start();
    assert_eq!(server.get("/").status, 200);
    let killed = std::process::Command::new("kill")
        .args(["-INT", &server.child.id().to_string()])
        .status()
        .expect("kill runs");
    assert!(killed.success());
    let status = server.child.wait().expect("the server ends");
    assert!(status.success(), "{status:?}");
}
