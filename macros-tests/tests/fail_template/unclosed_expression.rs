// RFC 6570 2.2: an expression ends with "}".
fn main() {
    let _ = myuri::template!("http://example.com/{user");
}
