//! `rfc3986 serve`, as a person and a hostile page would use it: the real binary on a free port, spoken to
//! in raw HTTP/1.1 over `std::net::TcpStream` (no HTTP client dependency).

#![cfg(feature = "serve")]

#[path = "../util/mod.rs"]
mod util;

mod server;

mod api;
mod examples;
mod pages;
mod security;
