// RFC 3986 3.2.2: an IPv6address has at most eight pieces.
fn main() {
    let _ = myuri::uri_ref!("//[1:2:3:4:5:6:7:8:9]/");
}
