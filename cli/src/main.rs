//! `rfc3986`: check, take apart, resolve and normalize URI references by RFC 3986.

fn main() -> std::process::ExitCode {
    rfc3986_cli::main()
}
