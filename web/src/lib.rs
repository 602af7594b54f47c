//! The viewer as a static page: the tool's views ([`rfc3986_cli::respond`]) compiled to WebAssembly, with an
//! interface of plain exports that a page's script calls without a bindings generator.
//!
//! The page writes a request into the module's input buffer ([`input`]), calls [`respond`], and reads the
//! answer from the output buffer ([`output`], [`output_len`]): the content type, a line end, and the body.
//! The buffers are the module's own `Vec`s; the script only reads and writes the module's memory where they
//! are, so no Rust code here reads through a raw pointer.

use std::sync::Mutex;

/// The request the page wrote, and the answer it reads.
static INPUT: Mutex<Vec<u8>> = Mutex::new(Vec::new());
static OUTPUT: Mutex<Vec<u8>> = Mutex::new(Vec::new());

/// Makes the input buffer `len` bytes long (zeros) and returns where it is, for the page to write a
/// request into: the path's bytes, then the query's.
#[unsafe(no_mangle)]
pub extern "C" fn input(len: usize) -> *mut u8 {
    let mut input = INPUT.lock().unwrap_or_else(|e| e.into_inner());
    input.clear();
    input.resize(len, 0);
    input.as_mut_ptr()
}

/// Answers the request in the input buffer, whose first `path_len` bytes are the path (`/parse`,
/// `/api/resolve`) and the rest the query without its `?`; returns the HTTP status. The answer is in the
/// output buffer. Bytes that are not UTF-8 are read as U+FFFD.
#[unsafe(no_mangle)]
pub extern "C" fn respond(path_len: usize) -> u32 {
    let request = INPUT.lock().unwrap_or_else(|e| e.into_inner()).clone();
    let (path, query) = request.split_at(path_len.min(request.len()));
    let answer = answer(
        &String::from_utf8_lossy(path),
        &String::from_utf8_lossy(query),
    );
    let mut output = OUTPUT.lock().unwrap_or_else(|e| e.into_inner());
    *output = answer.1;
    u32::from(answer.0)
}

/// Where the answer is.
#[unsafe(no_mangle)]
pub extern "C" fn output() -> *const u8 {
    OUTPUT.lock().unwrap_or_else(|e| e.into_inner()).as_ptr()
}

/// How long the answer is.
#[unsafe(no_mangle)]
pub extern "C" fn output_len() -> usize {
    OUTPUT.lock().unwrap_or_else(|e| e.into_inner()).len()
}

/// The status, and the content type, a line end and the body, of the viewer's answer to `GET PATH?QUERY`.
pub fn answer(path: &str, query: &str) -> (u16, Vec<u8>) {
    let answer = rfc3986_cli::respond(path, query);
    let mut out = Vec::with_capacity(answer.content_type.len() + 1 + answer.body.len());
    out.extend_from_slice(answer.content_type.as_bytes());
    out.push(b'\n');
    out.extend_from_slice(&answer.body);
    (answer.status.0, out)
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_module_answers_what_the_viewer_answers() {
        let (status, out) = super::answer("/api/parse", "input=http%3A%2F%2F%5B%3A%3A1");
        assert_eq!(status, 200);
        let text = String::from_utf8(out).expect("UTF-8");
        let (content_type, body) = text.split_once('\n').expect("a content type");
        assert_eq!(content_type, "application/json; charset=utf-8");
        let json: serde_json::Value = serde_json::from_str(body).expect("JSON");
        assert_eq!(json["error"]["completion"], "]");
    }

    #[test]
    fn the_buffers_carry_a_request_and_its_answer() {
        let request = b"/api/normalizeinput=HTTP%3A%2F%2FA%2F.%2Fb";
        let at = super::input(request.len());
        assert!(!at.is_null());
        super::INPUT
            .lock()
            .expect("the input")
            .copy_from_slice(request);
        assert_eq!(super::respond("/api/normalize".len()), 200);
        let out = super::OUTPUT.lock().expect("the output").clone();
        assert_eq!(out.len(), super::output_len());
        assert!(String::from_utf8_lossy(&out).contains("\"normalized\":\"http://a/b\""));
    }
}
