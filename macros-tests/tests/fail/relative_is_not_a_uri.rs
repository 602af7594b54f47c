// RFC 3986 3: a URI has a scheme.
const BASE: myuri::Uri = myuri::uri!("/relative/path");
fn main() {
    let _ = BASE;
}
