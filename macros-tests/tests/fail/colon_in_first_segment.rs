// RFC 3986 4.2: a relative reference's first segment has no ":".
fn main() {
    let _ = myuri::relative_ref!("http://a/");
}
