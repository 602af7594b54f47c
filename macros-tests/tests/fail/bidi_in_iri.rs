// RFC 3987 4.1: no bidirectional formatting characters in an IRI.
fn main() {
    let _ = rfc3986::iri!("http://a/\u{200E}b");
}
