// RFC 3986 3: a URI has a scheme.
const BASE: rfc3986::Uri = rfc3986::uri!("/relative/path");
fn main() {
    let _ = BASE;
}
