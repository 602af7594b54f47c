//! Standard input in blocks of lines, for `parse`: each block goes through the library's bulk API (one call
//! into pest per chunk of lines), and a large block is cut into pieces at line ends that threads parse at
//! the same time, their outputs written in input order.
//!
//! A block is what one read of standard input gave (up to [`BLOCK`] bytes), up to its last line end. When a
//! read does not fill the buffer, the writer of the pipe has nothing more ready: the answers are flushed then,
//! so a program that writes one line and waits for its answer (a co-process) gets it at once.

use std::io::{self, Read, Write};
use std::thread;

/// How much one read of standard input may take.
const BLOCK: usize = 1 << 20;

/// Below this many bytes a block is parsed on the calling thread: threads would cost more than they save.
const PARALLEL_FROM: usize = 64 * 1024;

/// The number of threads `--jobs` defaults to: the cores the system gives this process.
pub(crate) fn default_jobs() -> usize {
    thread::available_parallelism().map_or(1, usize::from)
}

/// Calls `lines` on the lines of standard input, a block of whole lines at a time (each line with its
/// `\n` or `\r\n`, the last one perhaps without), and writes what it returns to standard output in input
/// order. The lines are bytes, UTF-8 or not. `lines` writes the answers to the lines into its buffer and says
/// whether every line was valid. True when every line was.
pub(crate) fn for_each_block(
    jobs: usize,
    lines: impl Fn(&[u8], &mut Vec<u8>) -> io::Result<bool> + Sync,
) -> io::Result<bool> {
    let mut stdin = io::stdin().lock();
    let mut out = io::BufWriter::with_capacity(1 << 16, io::stdout().lock());
    let mut buf = vec![0u8; BLOCK];
    // Bytes read and not yet answered: the start of a line whose end has not arrived.
    let mut held = 0;
    let mut all_ok = true;
    loop {
        let n = match stdin.read(&mut buf[held..]) {
            Ok(n) => n,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        let end = held + n;
        if n == 0 {
            // The end of the input: what is held is the last line, without a line end.
            if held > 0 {
                all_ok &= answer(&buf[..held], jobs, &lines, &mut out)?;
            }
            out.flush()?;
            return Ok(all_ok);
        }
        let whole = match buf[..end].iter().rposition(|&b| b == b'\n') {
            Some(last) => last + 1,
            // No line end yet: keep reading, growing the buffer for a line longer than it.
            None if end == buf.len() => {
                buf.resize(buf.len() * 2, 0);
                held = end;
                continue;
            }
            None => {
                held = end;
                continue;
            }
        };
        all_ok &= answer(&buf[..whole], jobs, &lines, &mut out)?;
        // A read that did not fill the buffer took all the writer had ready: answer now.
        if end < buf.len() {
            out.flush()?;
        }
        buf.copy_within(whole..end, 0);
        held = end - whole;
    }
}

/// Answers one block of whole lines: on this thread when it is small, else in `jobs` pieces at once.
fn answer(
    block: &[u8],
    jobs: usize,
    lines: &(impl Fn(&[u8], &mut Vec<u8>) -> io::Result<bool> + Sync),
    out: &mut impl Write,
) -> io::Result<bool> {
    if jobs <= 1 || block.len() < PARALLEL_FROM {
        let mut answers = Vec::with_capacity(block.len() * 2);
        let ok = lines(block, &mut answers)?;
        out.write_all(&answers)?;
        return Ok(ok);
    }
    let pieces = split(block, jobs);
    let results: Vec<(Vec<u8>, io::Result<bool>)> = thread::scope(|scope| {
        let handles: Vec<_> = pieces
            .iter()
            .map(|piece| {
                scope.spawn(move || {
                    let mut answers = Vec::with_capacity(piece.len() * 2);
                    let ok = lines(piece, &mut answers);
                    (answers, ok)
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| {
                h.join()
                    .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
            })
            .collect()
    });
    let mut all_ok = true;
    for (answers, ok) in results {
        out.write_all(&answers)?;
        all_ok &= ok?;
    }
    Ok(all_ok)
}

/// `block` cut into at most `n` pieces of about the same size, each ending with a line end (the last one
/// perhaps not). A line end is ASCII, never part of a multi-byte UTF-8 sequence.
fn split(block: &[u8], n: usize) -> Vec<&[u8]> {
    let mut pieces = Vec::with_capacity(n);
    let mut rest = block;
    for k in (1..=n).rev() {
        if rest.is_empty() {
            break;
        }
        let target = rest.len() / k;
        let cut = match rest[target..].iter().position(|&b| b == b'\n') {
            Some(i) if k > 1 => target + i + 1,
            _ => rest.len(),
        };
        let (piece, after) = rest.split_at(cut);
        pieces.push(piece);
        rest = after;
    }
    pieces
}

#[cfg(test)]
mod tests {
    use super::split;

    #[test]
    fn pieces_end_at_line_ends_and_cover_the_text() {
        let text = b"a\nbb\n\xFFcc\n\ndddd\ne";
        for n in 1..8 {
            let pieces = split(text, n);
            assert!(pieces.len() <= n);
            assert_eq!(pieces.concat(), text);
            for piece in &pieces[..pieces.len() - 1] {
                assert!(piece.ends_with(b"\n"), "{pieces:?}");
            }
        }
    }
}
