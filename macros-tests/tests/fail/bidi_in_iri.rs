// RFC 3987 4.1: no bidirectional formatting characters in an IRI.
fn main() {
    let _ = myuri::iri!("http://a/\u{200E}b");
}
