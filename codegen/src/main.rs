//! `cargo run -p rfc3986-codegen`: writes `src/syntax/generated/` from `grammar/*.pest` and says which files
//! changed.

use std::process::ExitCode;

fn main() -> ExitCode {
    match rfc3986_codegen::write_stale() {
        Ok(written) if written.is_empty() => {
            println!("src/syntax/generated/ is what grammar/*.pest says");
            ExitCode::SUCCESS
        }
        Ok(written) => {
            for path in written {
                println!("wrote {path}");
            }
            ExitCode::SUCCESS
        }
        Err(faults) => {
            eprintln!("the grammars do not make a rule table:");
            for fault in faults {
                eprintln!("  {fault}");
            }
            ExitCode::FAILURE
        }
    }
}
