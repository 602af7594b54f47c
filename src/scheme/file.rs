//! RFC 8089: the "file" URI scheme.

use core::ops::Range;

use super::{first, read, SchemeError};
use crate::{Rule, Uri};

/// A `file` URI (RFC 8089), read with the grammar of its section 2: an optional host (`file-auth`) and an
/// absolute path. No query, no port, no userinfo.
///
/// With the `std` feature, [`to_path`](File::to_path) and [`from_path`](File::from_path) convert to and
/// from the paths of Unix and Windows (drive letters and UNC paths as RFC 8089 Appendix E describes them),
/// percent-decoding and encoding exactly what they must.
///
/// ```
/// use rfc3986::scheme::File;
/// use rfc3986::Uri;
///
/// let uri = Uri::parse("file:///etc/fstab")?;
/// let file = File::try_from(&uri)?;
/// assert_eq!(file.host(), Some(""));
/// assert!(file.is_local());
/// assert_eq!(file.path(), "/etc/fstab");
///
/// let uri = Uri::parse("file://server/share/a%20b.txt")?;
/// let file = File::try_from(&uri)?;
/// assert_eq!((file.host(), file.is_local()), (Some("server"), false));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct File<'a> {
    text: &'a str,
    host: Option<Range<usize>>,
    path: Range<usize>,
}

impl<'a> TryFrom<&'a Uri> for File<'a> {
    type Error = SchemeError;

    fn try_from(uri: &'a Uri) -> Result<File<'a>, SchemeError> {
        let (_, spans) = read(uri, &[Rule::FileUri], "file")?;
        Ok(File {
            text: uri.as_str(),
            host: first(&spans, Rule::FileAuth),
            path: first(&spans, Rule::PathAbsolute).expect("file-URI has a path-absolute"),
        })
    }
}

impl<'a> File<'a> {
    /// The host (`file-auth`) as written: `None` without `//` (`file:/p`), `Some("")` for `file:///p`,
    /// `Some("localhost")` or another host.
    ///
    /// ```
    /// let uri = rfc3986::Uri::parse("file:/p")?;
    /// assert_eq!(rfc3986::scheme::File::try_from(&uri)?.host(), None);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn host(&self) -> Option<&'a str> {
        self.host.clone().map(|r| &self.text[r])
    }

    /// Whether the file is on the local machine: no host, an empty host or `localhost` (RFC 8089 2 and
    /// 3: "localhost" and the empty host both mean the machine the URI is read on).
    ///
    /// ```
    /// let uri = rfc3986::Uri::parse("file://LOCALHOST/p")?;
    /// assert!(rfc3986::scheme::File::try_from(&uri)?.is_local());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn is_local(&self) -> bool {
        self.host()
            .is_none_or(|h| h.is_empty() || h.eq_ignore_ascii_case("localhost"))
    }

    /// The path (`path-absolute`), as written.
    ///
    /// ```
    /// let uri = rfc3986::Uri::parse("file:///C:/Windows/")?;
    /// assert_eq!(rfc3986::scheme::File::try_from(&uri)?.path(), "/C:/Windows/");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn path(&self) -> &'a str {
        &self.text[self.path.clone()]
    }

    /// The path on this machine's operating system ([`PathStyle::NATIVE`](crate::PathStyle::NATIVE)).
    ///
    /// ```
    /// # #[cfg(unix)] {
    /// let uri = rfc3986::Uri::parse("file:///tmp/a%20b")?;
    /// let path = rfc3986::scheme::File::try_from(&uri)?.to_path()?;
    /// assert_eq!(path, std::path::Path::new("/tmp/a b"));
    /// # }
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[cfg(feature = "std")]
    #[cfg_attr(docsrs, doc(cfg(feature = "std")))]
    pub fn to_path(&self) -> Result<std::path::PathBuf, crate::FilePathError> {
        self.to_path_with(crate::PathStyle::NATIVE)
            .map(std::path::PathBuf::from)
    }

    /// The path in the syntax of the given operating system, whatever this machine runs.
    ///
    /// ```
    /// use rfc3986::{scheme::File, PathStyle, Uri};
    ///
    /// let uri = Uri::parse("file:///C:/Program%20Files/")?;
    /// let file = File::try_from(&uri)?;
    /// assert_eq!(file.to_path_with(PathStyle::Windows)?, r"C:\Program Files\");
    /// let unc = Uri::parse("file://server/share/x")?;
    /// assert_eq!(File::try_from(&unc)?.to_path_with(PathStyle::Windows)?, r"\\server\share\x");
    /// assert!(File::try_from(&unc)?.to_path_with(PathStyle::Unix).is_err()); // another machine
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[cfg(feature = "std")]
    #[cfg_attr(docsrs, doc(cfg(feature = "std")))]
    pub fn to_path_with(&self, style: crate::PathStyle) -> Result<String, crate::FilePathError> {
        crate::file_path::to_path_string(self.host(), self.path(), style)
    }

    /// The `file` URI of an absolute path of this machine's operating system.
    ///
    /// ```
    /// # #[cfg(unix)] {
    /// let uri = rfc3986::scheme::File::from_path(std::path::Path::new("/tmp/a b#1"))?;
    /// assert_eq!(uri.as_str(), "file:///tmp/a%20b%231");
    /// # }
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[cfg(feature = "std")]
    #[cfg_attr(docsrs, doc(cfg(feature = "std")))]
    pub fn from_path(path: &std::path::Path) -> Result<Uri, crate::FilePathError> {
        let text = path
            .to_str()
            .ok_or_else(crate::FilePathError::not_unicode)?;
        File::from_path_with(text, crate::PathStyle::NATIVE)
    }

    /// The `file` URI of an absolute path in the syntax of the given operating system.
    ///
    /// ```
    /// use rfc3986::{scheme::File, PathStyle};
    ///
    /// let uri = File::from_path_with(r"C:\Users\Zoë\a.txt", PathStyle::Windows)?;
    /// assert_eq!(uri.as_str(), "file:///C:/Users/Zo%C3%AB/a.txt");
    /// let unc = File::from_path_with(r"\\server\share\x", PathStyle::Windows)?;
    /// assert_eq!(unc.as_str(), "file://server/share/x");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    #[cfg(feature = "std")]
    #[cfg_attr(docsrs, doc(cfg(feature = "std")))]
    pub fn from_path_with(
        path: &str,
        style: crate::PathStyle,
    ) -> Result<Uri, crate::FilePathError> {
        let text = crate::file_path::from_path_string(path, style)?;
        Ok(Uri::parse(&text).expect("from_path_string gives a URI"))
    }
}

#[cfg(feature = "std")]
use alloc::string::String;
