// RFC 6570 2.2: an expression ends with "}".
fn main() {
    let _ = rfc3986::template!("http://example.com/{user");
}
