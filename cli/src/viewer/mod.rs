//! The viewer's pages and the answers of its API as plain functions, with no I/O: `rfc3986 serve` puts them
//! on loopback (`crate::serve`), and they render the same in any other host.
//!
//! Every view is a plain GET link whose page is rendered whole (the page works with JavaScript off); a small
//! script makes it live. `GET /api/COMMAND?...` answers with exactly what `rfc3986 COMMAND --json` prints
//! for the one input ([`api`]). Every output is escaped. See `docs/viewer.md`.
//!
//! - [`api`]: the query parameters as the command's arguments, and the command's answer as JSON.
//! - [`html`]: escaping and the page around each view.
//! - [`views`]: the page of each served command (the table [`crate::VIEWS`], each row in its command's
//!   `view.rs`), the start page and the rule pages.

pub(crate) mod api;
pub(crate) mod html;
pub(crate) mod views;

/// The viewer's answer to `GET PATH?QUERY` (the query without its `?`): a page, an asset, or with a path
/// `/api/COMMAND` the command's JSON line. What only a server checks (the `Host`, the `Origin` of an API
/// request, the method, the size of the request) is the server's: this is the answer after those checks.
pub fn respond(path: &str, query: &str) -> Answer {
    match path.strip_prefix("/api/") {
        Some(command) => {
            let endpoint = views::endpoint(command).ok_or_else(|| {
                let names: Vec<_> = crate::VIEWS.iter().map(|e| e.name).collect();
                format!("no command {command:?}; the API has {}", names.join(", "))
            });
            api::answer(endpoint, query)
        }
        None => views::answer(path, query),
    }
}

/// The most bytes of one input (RFC 9110 4.1 recommends supporting URIs of at least 8,000 octets).
pub(crate) const MAX_INPUT: usize = 8000;

/// A response's status, numbered as HTTP numbers it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Status(pub u16);

impl Status {
    // The statuses the viewer and its server answer with.
    pub const OK: Status = Status(200);
    pub const BAD_REQUEST: Status = Status(400);
    pub const FORBIDDEN: Status = Status(403);
    pub const NOT_FOUND: Status = Status(404);
    pub const METHOD_NOT_ALLOWED: Status = Status(405);
    pub const PAYLOAD_TOO_LARGE: Status = Status(413);
    pub const URI_TOO_LONG: Status = Status(414);
    pub const REQUEST_HEADER_FIELDS_TOO_LARGE: Status = Status(431);
    pub const INTERNAL_SERVER_ERROR: Status = Status(500);
}

/// A response: status, content type and body (the server adds the headers every response carries).
#[derive(Debug)]
pub struct Answer {
    /// The HTTP status.
    pub status: Status,
    /// The `Content-Type`.
    pub content_type: &'static str,
    /// The body.
    pub body: Vec<u8>,
    /// Extra header fields, by lower-case name (`allow` on a 405).
    pub extra: Vec<(&'static str, &'static str)>,
}

impl Answer {
    /// An answer with no extra header fields.
    pub fn new(status: Status, content_type: &'static str, body: Vec<u8>) -> Answer {
        Answer {
            status,
            content_type,
            body,
            extra: Vec::new(),
        }
    }

    /// An HTML page.
    pub fn html(status: Status, body: String) -> Answer {
        Answer::new(status, "text/html; charset=utf-8", body.into_bytes())
    }

    /// `{"error": message}`.
    pub fn json_error(status: Status, message: &str) -> Answer {
        let mut body =
            serde_json::to_vec(&serde_json::json!({ "error": message })).unwrap_or_default();
        body.push(b'\n');
        Answer::new(status, "application/json; charset=utf-8", body)
    }

    /// A plain-text answer: the message and a line end.
    pub fn text(status: Status, message: &str) -> Answer {
        Answer::new(
            status,
            "text/plain; charset=utf-8",
            format!("{message}\n").into_bytes(),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::{Status, respond};

    #[test]
    fn pages_and_api_answers_without_a_server() {
        let api = respond("/api/parse", "input=http%3A%2F%2Fa+b");
        assert_eq!(api.status, Status::OK);
        assert_eq!(api.content_type, "application/json; charset=utf-8");
        let json: serde_json::Value = serde_json::from_slice(&api.body).expect("JSON");
        assert_eq!(json["valid"], false);
        assert_eq!(json["error"]["index"], 8);
        let page = respond("/parse", "input=http%3A%2F%2Fa+b");
        assert_eq!(page.status, Status::OK);
        let html = String::from_utf8(page.body).expect("UTF-8");
        assert!(html.contains("Not a valid"), "{html}");
        assert_eq!(respond("/api/nothing", "").status, Status::NOT_FOUND);
        assert_eq!(respond("/nothing", "").status, Status::NOT_FOUND);
        let long = format!("input={}", "a".repeat(super::MAX_INPUT + 1));
        assert_eq!(
            respond("/api/parse", &long).status,
            Status::PAYLOAD_TOO_LARGE
        );
    }
}
