// The macros take one string literal.
fn main() {
    let text = "http://a/";
    let _ = myuri::uri!(text);
    let _ = myuri::iri_ref!(42);
    let _ = myuri::uri!("http://a/", "http://b/");
}
