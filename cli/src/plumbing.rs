//! The plumbing every command shares: its inputs (the arguments, or else the lines of standard input, as
//! bytes), standard output buffered and flushed when an answer is awaited, and the line that stands for an
//! input that failed.

use std::ffi::OsString;
use std::io::{self, BufRead, Write};
use std::sync::atomic::{AtomicBool, Ordering};

use crate::line;

/// Whether the line being answered is the last that standard input has delivered so far: then its answer
/// is flushed as soon as it is written, so that a program that writes one line and waits for the answer (a
/// co-process) gets it. While more lines are already read, answers stay buffered, for throughput.
static ANSWER_NOW: AtomicBool = AtomicBool::new(false);

/// The inputs of a command: its arguments, or else the lines of standard input. A line loses its `\n` and a
/// `\r` before it. Inputs are bytes: a line that is not UTF-8 is answered as one ([`line`](mod@crate::line)).
pub(crate) fn for_each_input(
    args: &[OsString],
    mut f: impl FnMut(&line::Line<'_>) -> io::Result<bool>,
) -> io::Result<bool> {
    let mut all_ok = true;
    if !args.is_empty() {
        for arg in args {
            all_ok &= f(&line::Line::new(&arg_bytes(arg)))?;
        }
        return Ok(all_ok);
    }
    // A buffer of our own (reads of its size bypass the one inside `Stdin`), so that we can see whether
    // the lines read so far are all answered.
    let mut stdin = io::BufReader::with_capacity(64 * 1024, io::stdin().lock());
    let mut line = Vec::new();
    loop {
        line.clear();
        if stdin.read_until(b'\n', &mut line)? == 0 {
            return Ok(all_ok);
        }
        if line.last() == Some(&b'\n') {
            line.pop();
            if line.last() == Some(&b'\r') {
                line.pop();
            }
        }
        ANSWER_NOW.store(stdin.buffer().is_empty(), Ordering::Relaxed);
        all_ok &= f(&line::Line::new(&line))?;
    }
}

/// An argument's bytes: on Unix exactly the bytes it was given, which need not be UTF-8.
#[cfg(unix)]
pub(crate) fn arg_bytes(arg: &std::ffi::OsStr) -> std::borrow::Cow<'_, [u8]> {
    use std::os::unix::ffi::OsStrExt;
    std::borrow::Cow::Borrowed(arg.as_bytes())
}

/// An argument's bytes: elsewhere (Windows arguments are UTF-16) its text, with U+FFFD for what is not
/// Unicode.
#[cfg(not(unix))]
pub(crate) fn arg_bytes(arg: &std::ffi::OsStr) -> std::borrow::Cow<'_, [u8]> {
    match arg.to_string_lossy() {
        std::borrow::Cow::Borrowed(s) => std::borrow::Cow::Borrowed(s.as_bytes()),
        std::borrow::Cow::Owned(s) => std::borrow::Cow::Owned(s.into_bytes()),
    }
}

/// Standard output, buffered, and flushed at the end of a line when [`ANSWER_NOW`] says so.
pub(crate) struct Out(io::BufWriter<io::StdoutLock<'static>>);

impl Write for Out {
    #[inline]
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.write_all(buf)?;
        Ok(buf.len())
    }

    /// `BufWriter`'s own, which copies small writes (JSON is written in many) without a loop.
    #[inline]
    fn write_all(&mut self, buf: &[u8]) -> io::Result<()> {
        self.0.write_all(buf)?;
        if ANSWER_NOW.load(Ordering::Relaxed) && buf.contains(&b'\n') {
            self.0.flush()?;
        }
        Ok(())
    }

    fn flush(&mut self) -> io::Result<()> {
        self.0.flush()
    }
}

/// Standard output, locked and buffered, flushed by the caller (and line by line when stdin is idle).
pub(crate) fn stdout() -> Out {
    Out(io::BufWriter::new(io::stdout().lock()))
}

/// In the text mode of the one-line-per-input commands, the line that stands for an input that failed: its
/// error message (the rendering for people goes to standard error).
pub(crate) fn error_line(out: &mut impl Write, err: &impl std::fmt::Display) -> io::Result<()> {
    writeln!(out, "error: {err}")
}

/// An input that failed, in the text mode of the commands that write one result per input: its
/// [`error_line`], and the message after the input on standard error.
pub(crate) fn failed(
    out: &mut impl Write,
    input: &line::Line<'_>,
    message: &str,
) -> io::Result<()> {
    error_line(out, &message)?;
    eprintln!("rfc3986: {}: {message}", line::debug(input));
    Ok(())
}
