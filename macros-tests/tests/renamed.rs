//! The literal macros under a renamed dependency (`myuri = { package = "rfc3986", ... }` in this package's
//! `Cargo.toml`) and through a re-export: the code they write names the library by the path the caller
//! reaches it by (`$crate`), so neither fails with "could not find `rfc3986`" (E0433).

use myuri::{Uri, uri};

static BASE: Uri = uri!("https://example.com/api/");

/// A crate that re-exports the library under a module of its own, as a framework does for its users.
mod framework {
    pub use myuri as url_types;
}

#[test]
fn every_macro_works_under_another_name() {
    assert_eq!(BASE.host_str(), Some("example.com"));
    assert_eq!(BASE.join("users").unwrap(), "https://example.com/api/users");
    let r: myuri::UriRef = myuri::uri_ref!("../a?b#c");
    assert_eq!(
        (r.path().as_str(), r.query(), r.fragment()),
        ("../a", Some("b"), Some("c"))
    );
    assert_eq!(myuri::relative_ref!("?q").query(), Some("q"));
    assert_eq!(
        myuri::iri!("http://é.example/").host_str(),
        Some("é.example")
    );
    assert!(myuri::iri_ref!("été").is_relative());
    assert_eq!(myuri::iri_relative_ref!("//h/ü").path().as_str(), "/ü");
    let t = myuri::template!("/users/{id}");
    let vars = myuri::template::Vars::new().with("id", "42");
    assert_eq!(t.expand(&vars).unwrap(), "/users/42");
}

#[test]
fn the_macros_work_through_a_re_export() {
    const HOME: framework::url_types::Uri = framework::url_types::uri!("https://example.com/");
    assert_eq!(HOME.as_str(), "https://example.com/");
    let t = framework::url_types::template!("{+path}");
    assert_eq!(t.as_str(), "{+path}");
}
