// RFC 3986 2: a space may not appear anywhere in a URI.
fn main() {
    let _ = myuri::uri!("http://exa mple.com/");
}
