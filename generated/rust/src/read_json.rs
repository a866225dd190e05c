// The fixed part of every Rust crate cardc generates that reads JSON text by the rules every host
// shares (cardc's docs/json.md), copied there verbatim as src/read_json.rs (edit it in cardc, under
// generator/targets/rust/). serde_json refuses a lone surrogate but keeps the last of two equal keys
// in a map, recurses only 128 levels and reads numbers no other host reads alike, so the crate reads
// the text itself: one JSON value, no duplicate keys, no lone surrogates, every number within
// ±(2^53 - 1), at most 512 arrays and objects deep, each problem named by its JSON Pointer.

use serde_json::{Map, Number, Value};

/// How many arrays and objects may be open at once, the same in every host.
const MAX_DEPTH: usize = 512;

/// 2^53 - 1: every number must lie within it, so every host holds it exactly.
pub(crate) const MAX_SAFE_INTEGER: f64 = 9_007_199_254_740_991.0;

/// Reads `text` as one JSON value by the shared rules, or gives its first problem, located.
pub(crate) fn read_json(text: &str) -> Result<Value, String> {
    let mut reader = Reader {
        bytes: text.as_bytes(),
        offset: 0,
    };
    reader.space();
    let value = reader.value("", 0)?;
    reader.space();
    if reader.offset < reader.bytes.len() {
        return Err(reader.unexpected("", "the end of the text"));
    }
    Ok(value)
}

/// The JSON Pointer of `key` inside the value at `at`: `~` and `/` escaped as `~0` and `~1`.
pub(crate) fn pointer(at: &str, key: &str) -> String {
    format!("{at}/{}", key.replace('~', "~0").replace('/', "~1"))
}

/// Names a place in a problem: its JSON Pointer, or `value` for the value itself, as every host does.
pub(crate) fn place(at: &str) -> &str {
    if at.is_empty() {
        "value"
    } else {
        at
    }
}

struct Reader<'a> {
    bytes: &'a [u8],
    offset: usize,
}

impl Reader<'_> {
    /// Skips JSON's whitespace: space, tab, line feed and carriage return, nothing else.
    fn space(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\t' | b'\n' | b'\r')) {
            self.offset += 1;
        }
    }

    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.offset).copied()
    }

    fn unexpected(&self, at: &str, expected: &str) -> String {
        let found = match std::str::from_utf8(&self.bytes[self.offset..]) {
            Ok(rest) => rest
                .chars()
                .next()
                .map_or("the end of the text".to_owned(), |next| format!("{next:?}")),
            Err(_) => "a byte".to_owned(),
        };
        format!(
            "{}: is not JSON: expected {expected} at byte {}, found {found}",
            place(at),
            self.offset
        )
    }

    fn value(&mut self, at: &str, depth: usize) -> Result<Value, String> {
        match self.peek() {
            Some(b'{') => self.object(at, depth + 1),
            Some(b'[') => self.array(at, depth + 1),
            Some(b'"') => self.text(at).map(Value::String),
            Some(b'-' | b'0'..=b'9') => self.number(at),
            _ => {
                for (word, value) in [
                    ("true", Value::Bool(true)),
                    ("false", Value::Bool(false)),
                    ("null", Value::Null),
                ] {
                    if self.bytes[self.offset..].starts_with(word.as_bytes()) {
                        self.offset += word.len();
                        return Ok(value);
                    }
                }
                Err(self.unexpected(at, "a value"))
            }
        }
    }

    fn enter(&mut self, at: &str, depth: usize) -> Result<(), String> {
        if depth > MAX_DEPTH {
            return Err(format!(
                "{}: nests deeper than {MAX_DEPTH} arrays and objects",
                place(at)
            ));
        }
        self.offset += 1;
        self.space();
        Ok(())
    }

    fn object(&mut self, at: &str, depth: usize) -> Result<Value, String> {
        self.enter(at, depth)?;
        let mut fields = Map::new();
        if self.peek() == Some(b'}') {
            self.offset += 1;
            return Ok(Value::Object(fields));
        }
        loop {
            if self.peek() != Some(b'"') {
                return Err(self.unexpected(at, "a key in double quotes"));
            }
            let key = self.text(at)?;
            let inner = pointer(at, &key);
            if fields.contains_key(&key) {
                return Err(format!("{inner}: is a duplicate key"));
            }
            self.space();
            if self.peek() != Some(b':') {
                return Err(self.unexpected(&inner, "\":\""));
            }
            self.offset += 1;
            self.space();
            let item = self.value(&inner, depth)?;
            fields.insert(key, item);
            if self.closes(at, b'}')? {
                return Ok(Value::Object(fields));
            }
        }
    }

    fn array(&mut self, at: &str, depth: usize) -> Result<Value, String> {
        self.enter(at, depth)?;
        let mut items = Vec::new();
        if self.peek() == Some(b']') {
            self.offset += 1;
            return Ok(Value::Array(items));
        }
        loop {
            items.push(self.value(&format!("{at}/{}", items.len()), depth)?);
            if self.closes(at, b']')? {
                return Ok(Value::Array(items));
            }
        }
    }

    /// After an entry or item: whether `closing` ends the object or array, else past the `,`
    /// and the whitespace before the next one.
    fn closes(&mut self, at: &str, closing: u8) -> Result<bool, String> {
        self.space();
        let next = self.peek();
        if next != Some(closing) && next != Some(b',') {
            let expected = format!("\",\" or \"{}\"", char::from(closing));
            return Err(self.unexpected(at, &expected));
        }
        self.offset += 1;
        self.space();
        Ok(next == Some(closing))
    }

    fn digits(&mut self) -> usize {
        let from = self.offset;
        while matches!(self.peek(), Some(b'0'..=b'9')) {
            self.offset += 1;
        }
        self.offset - from
    }

    /// A number by JSON's grammar, its nearest double held within ±(2^53 - 1).
    fn number(&mut self, at: &str) -> Result<Value, String> {
        let start = self.offset;
        if self.peek() == Some(b'-') {
            self.offset += 1;
        }
        if self.peek() == Some(b'0') {
            self.offset += 1;
        } else if self.digits() == 0 {
            return Err(self.unexpected(at, "a digit"));
        }
        let mut whole = true;
        if self.peek() == Some(b'.') {
            whole = false;
            self.offset += 1;
            if self.digits() == 0 {
                return Err(self.unexpected(at, "a digit"));
            }
        }
        if matches!(self.peek(), Some(b'e' | b'E')) {
            whole = false;
            self.offset += 1;
            if matches!(self.peek(), Some(b'+' | b'-')) {
                self.offset += 1;
            }
            if self.digits() == 0 {
                return Err(self.unexpected(at, "a digit"));
            }
        }
        // The grammar above admits ASCII only, so the slice is whole characters.
        let literal = std::str::from_utf8(&self.bytes[start..self.offset]).unwrap_or_default();
        // Rust reads the nearest double, and infinity beyond a double's range.
        let value: f64 = literal.parse().unwrap_or(f64::INFINITY);
        if value.abs() > MAX_SAFE_INTEGER {
            let shown = if literal.len() > 40 {
                format!("{}… ({} characters)", &literal[..40], literal.len())
            } else {
                literal.to_owned()
            };
            return Err(format!(
                "{}: must lie within ±(2^53 - 1) (found {shown})",
                place(at)
            ));
        }
        // Kept as written where it can be, so a value passed on is written back the same.
        let number = match literal.parse::<i64>() {
            Ok(integer) if whole => Number::from(integer),
            _ => Number::from_f64(value).unwrap_or_else(|| Number::from(0)),
        };
        Ok(Value::Number(number))
    }

    fn hex4(&mut self, at: &str) -> Result<u32, String> {
        let digits = self
            .bytes
            .get(self.offset..self.offset + 4)
            .and_then(|digits| std::str::from_utf8(digits).ok())
            .filter(|digits| digits.bytes().all(|byte| byte.is_ascii_hexdigit()))
            .and_then(|digits| u32::from_str_radix(digits, 16).ok());
        match digits {
            Some(unit) => {
                self.offset += 4;
                Ok(unit)
            }
            None => Err(self.unexpected(at, "four hexadecimal digits after \\u")),
        }
    }

    /// A string, its escapes decoded; a lone surrogate, which only an escape can write, is refused.
    fn text(&mut self, at: &str) -> Result<String, String> {
        self.offset += 1;
        let mut out = String::new();
        loop {
            let start = self.offset;
            while matches!(self.peek(), Some(byte) if byte != b'"' && byte != b'\\' && byte >= 0x20)
            {
                self.offset += 1;
            }
            // The text is a &str and the run stops only at ASCII bytes, so it is whole characters.
            out.push_str(std::str::from_utf8(&self.bytes[start..self.offset]).unwrap_or_default());
            match self.peek() {
                Some(b'"') => {
                    self.offset += 1;
                    return Ok(out);
                }
                None => return Err(self.unexpected(at, "the closing '\"'")),
                Some(b'\\') => self.offset += 1,
                Some(_) => return Err(self.unexpected(at, "no control character in a string")),
            }
            let escape = self.peek().unwrap_or(0);
            self.offset += 1;
            let read = match escape {
                b'"' => '"',
                b'\\' => '\\',
                b'/' => '/',
                b'b' => '\u{8}',
                b'f' => '\u{c}',
                b'n' => '\n',
                b'r' => '\r',
                b't' => '\t',
                b'u' => self.unicode_escape(at)?,
                _ => {
                    self.offset -= 1;
                    return Err(self.unexpected(at, "an escape JSON knows"));
                }
            };
            out.push(read);
        }
    }

    /// The character a `\u` escape writes, reading the low half of a surrogate pair too.
    fn unicode_escape(&mut self, at: &str) -> Result<char, String> {
        let lone = || format!("{}: holds a lone surrogate", place(at));
        let unit = self.hex4(at)?;
        if (0xDC00..=0xDFFF).contains(&unit) {
            return Err(lone());
        }
        if !(0xD800..=0xDBFF).contains(&unit) {
            return char::from_u32(unit).ok_or_else(lone);
        }
        if !self.bytes[self.offset..].starts_with(b"\\u") {
            return Err(lone());
        }
        self.offset += 2;
        let low = self.hex4(at)?;
        if !(0xDC00..=0xDFFF).contains(&low) {
            return Err(lone());
        }
        char::from_u32(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)).ok_or_else(lone)
    }
}
