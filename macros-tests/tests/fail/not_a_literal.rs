// The macros take one string literal.
fn main() {
    let text = "http://a/";
    let _ = rfc3986::uri!(text);
    let _ = rfc3986::iri_ref!(42);
    let _ = rfc3986::uri!("http://a/", "http://b/");
}
