//! `rfc3986 serve`: the viewer, a web page on the user's own machine.
//!
//! Every view is a plain GET link that the server renders whole (the page works with JavaScript off); a
//! small script makes it live. `GET /api/COMMAND?...` answers with exactly what `rfc3986 COMMAND --json`
//! prints for the one input (`crate::viewer::api`). The server listens on loopback only and trusts no request: the
//! `Host` must name it (DNS rebinding), the API refuses a foreign `Origin`, only GET and HEAD are served,
//! without a body, request heads and inputs are bounded, every output is escaped, and every response
//! carries a strict content security policy. See `docs/viewer.md`.
//!
//! The pages and the API's answers are [`crate::viewer`]'s, plain functions with no I/O; this module is the
//! HTTP/1.1 server around them.

use std::convert::Infallible;
use std::io::{self, Write};
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr, TcpListener};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use http_body_util::Full;
use hyper::body::{Bytes, Incoming};
use hyper::header::{self, HeaderValue};
use hyper::{Method, Request, Response, StatusCode};

use crate::viewer::{self, Answer, Status};

#[derive(clap::Args)]
pub(crate) struct Args {
    /// The port on 127.0.0.1 (0: a free port, which the printed URL names).
    #[arg(long, default_value_t = 3986)]
    port: u16,
    /// Listen on the IPv6 loopback address [::1] instead of 127.0.0.1.
    #[arg(long)]
    ipv6: bool,
    /// Open the page in the default browser (xdg-open; open on macOS, explorer on Windows) once the server
    /// listens.
    #[arg(long)]
    open: bool,
}

/// The most connections served at once; more wait in the listener's queue.
const MAX_CONNECTIONS: usize = 64;
/// The most bytes of a request head (request line and header fields).
pub(crate) const MAX_HEAD: usize = 32 * 1024;

/// The content security policy of every response: only the server's own script, style and requests.
const CSP: &str = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; \
                   connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

pub(crate) fn run(args: &Args) -> io::Result<bool> {
    let ip = if args.ipv6 {
        IpAddr::V6(Ipv6Addr::LOCALHOST)
    } else {
        IpAddr::V4(Ipv4Addr::LOCALHOST)
    };
    let listener = TcpListener::bind(SocketAddr::new(ip, args.port)).map_err(|err| {
        let hint = if err.kind() == io::ErrorKind::AddrInUse {
            "; another program uses it: `--port 0` picks a free port"
        } else {
            ""
        };
        io::Error::new(
            err.kind(),
            format!("cannot listen on port {}: {err}{hint}", args.port),
        )
    })?;
    listener.set_nonblocking(true)?;
    let addr = listener.local_addr()?;
    let origin = match addr.ip() {
        IpAddr::V4(v4) => format!("http://{v4}:{}", addr.port()),
        IpAddr::V6(v6) => format!("http://[{v6}]:{}", addr.port()),
    };
    let mut out = io::stdout().lock();
    writeln!(out, "{origin}/")?;
    out.flush()?;
    drop(out);
    eprintln!("rfc3986: serving the viewer on {origin}/ (loopback only); Ctrl-C stops it");
    if args.open {
        open_browser(&format!("{origin}/"));
    }
    let state = Arc::new(State {
        port: addr.port(),
        open: AtomicUsize::new(0),
    });
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_io()
        .enable_time()
        .build()?;
    runtime.block_on(serve(listener, state))?;
    Ok(true)
}

/// Starts the system's browser on `url`; a failure is only reported.
fn open_browser(url: &str) {
    let program = if cfg!(target_os = "macos") {
        "open"
    } else if cfg!(windows) {
        "explorer"
    } else {
        "xdg-open"
    };
    if let Err(err) = std::process::Command::new(program).arg(url).spawn() {
        eprintln!("rfc3986: could not start {program}: {err}; open {url} yourself");
    }
}

/// What every connection shares.
struct State {
    port: u16,
    /// Connections open now.
    open: AtomicUsize,
}

/// Takes connections until Ctrl-C.
async fn serve(listener: TcpListener, state: Arc<State>) -> io::Result<()> {
    let listener = tokio::net::TcpListener::from_std(listener)?;
    let stop = tokio::signal::ctrl_c();
    let mut stop = std::pin::pin!(stop);
    loop {
        let accepted = tokio::select! {
            _ = &mut stop => {
                eprintln!("rfc3986: stopped");
                return Ok(());
            }
            accepted = listener.accept() => accepted,
        };
        let Ok((stream, _)) = accepted else {
            // A connection that failed before it was accepted (reset, or out of descriptors): wait a little.
            tokio::time::sleep(Duration::from_millis(10)).await;
            continue;
        };
        if state.open.fetch_add(1, Ordering::AcqRel) >= MAX_CONNECTIONS {
            state.open.fetch_sub(1, Ordering::AcqRel);
            drop(stream);
            continue;
        }
        let state = Arc::clone(&state);
        tokio::spawn(async move {
            let io = hyper_util::rt::TokioIo::new(stream);
            let service = hyper::service::service_fn(|req: Request<Incoming>| {
                let response = respond(&req, &state);
                async move { Ok::<_, Infallible>(response) }
            });
            let connection = hyper::server::conn::http1::Builder::new()
                .timer(hyper_util::rt::TokioTimer::new())
                .header_read_timeout(Duration::from_secs(10))
                .max_buf_size(MAX_HEAD)
                .max_headers(64)
                .serve_connection(io, service);
            // A client that goes away or sends what is not HTTP/1.1 ends its own connection only.
            let _ = connection.await;
            state.open.fetch_sub(1, Ordering::AcqRel);
        });
    }
}

/// The answer to one request, with the headers of every response.
fn respond(req: &Request<Incoming>, state: &State) -> Response<Full<Bytes>> {
    let head = req.method() == Method::HEAD;
    let answer = answer(req, state);
    finish(answer, head)
}

fn finish(answer: Answer, head: bool) -> Response<Full<Bytes>> {
    let length = answer.body.len();
    let body = if head { Vec::new() } else { answer.body };
    let mut response = Response::new(Full::new(Bytes::from(body)));
    *response.status_mut() =
        StatusCode::from_u16(answer.status.0).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    let headers = response.headers_mut();
    let fixed: [(header::HeaderName, &'static str); 6] = [
        (header::CONTENT_TYPE, answer.content_type),
        (header::CONTENT_SECURITY_POLICY, CSP),
        (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
        (header::REFERRER_POLICY, "no-referrer"),
        (header::CACHE_CONTROL, "no-store"),
        (
            header::HeaderName::from_static("cross-origin-resource-policy"),
            "same-origin",
        ),
    ];
    let extra = answer
        .extra
        .into_iter()
        .map(|(name, value)| (header::HeaderName::from_static(name), value));
    for (name, value) in fixed.into_iter().chain(extra) {
        headers.insert(name, HeaderValue::from_static(value));
    }
    if head {
        headers.insert(header::CONTENT_LENGTH, HeaderValue::from(length));
    }
    response
}

/// Whether `host` (a `Host` field's value) names this server: `127.0.0.1`, `localhost`, `localhost.` or
/// `[::1]`, with its port.
fn is_own_host(host: &str, port: u16) -> bool {
    let Some((name, p)) = host.rsplit_once(':') else {
        return false;
    };
    p == port.to_string()
        && (name == "127.0.0.1"
            || name == "[::1]"
            || name.eq_ignore_ascii_case("localhost")
            || name.eq_ignore_ascii_case("localhost."))
}

/// The checks every request passes, then the route.
fn answer(req: &Request<Incoming>, state: &State) -> Answer {
    // hyper bounds its read buffer (`max_buf_size`), but may read past it in one go: the head is measured
    // here as it was sent (request line, and each field as `name: value` with its line end).
    let target = req.uri().path_and_query().map_or(0, |pq| pq.as_str().len());
    if target > MAX_HEAD {
        return Answer::text(Status::URI_TOO_LONG, "the request target is too long");
    }
    let fields: usize = req
        .headers()
        .iter()
        .map(|(name, value)| name.as_str().len() + value.len() + 4)
        .sum();
    if target + fields > MAX_HEAD {
        return Answer::text(
            Status::REQUEST_HEADER_FIELDS_TOO_LARGE,
            "the request's header fields are too large",
        );
    }
    let host = req
        .headers()
        .get(header::HOST)
        .map(|h| h.to_str().unwrap_or(""));
    match host {
        None => return Answer::text(Status::BAD_REQUEST, "a request needs a Host field"),
        Some(host) if !is_own_host(host, state.port) => {
            return Answer::text(
                Status::FORBIDDEN,
                "this server answers only to its own names (127.0.0.1, localhost, [::1]) and port",
            );
        }
        Some(_) => {}
    }
    if req.method() != Method::GET && req.method() != Method::HEAD {
        let mut answer = Answer::text(
            Status::METHOD_NOT_ALLOWED,
            "the viewer answers GET and HEAD only",
        );
        answer.extra.push(("allow", "GET, HEAD"));
        return answer;
    }
    let has_body = req.headers().contains_key(header::TRANSFER_ENCODING)
        || req
            .headers()
            .get(header::CONTENT_LENGTH)
            .is_some_and(|v| v.as_bytes() != b"0");
    if has_body {
        let mut answer = Answer::text(Status::BAD_REQUEST, "a request may not have a body");
        answer.extra.push(("connection", "close"));
        return answer;
    }
    let path = req.uri().path();
    let query = req.uri().query().unwrap_or("");
    // The API answers the viewer's own pages only: a page of another origin gets no answer to read.
    if path.starts_with("/api/")
        && let Some(origin) = req.headers().get(header::ORIGIN)
    {
        let own = origin
            .to_str()
            .ok()
            .and_then(|o| o.strip_prefix("http://"))
            .is_some_and(|host| is_own_host(host, state.port));
        if !own {
            return Answer::json_error(
                Status::FORBIDDEN,
                "the API answers the viewer's own pages only",
            );
        }
    }
    viewer::respond(path, query)
}
