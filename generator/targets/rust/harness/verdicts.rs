//! Prints one verdict per test vector, as JSON lines, from the generated crates' `check_named`.
//! Each vocabulary's crate has its own name, so the harness writes the library target of this
//! program's package, `vocabulary`, whose `check_named` dispatches a type name written
//! `<index>:<TypeName>` to the crate of the batch's vocabulary `index`. A vector with a `text`
//! instead of a `value` is JSON text, given to `check_named` as it stands; one with `bytes` (a JSON
//! array of numbers) is decoded as a Rust host decodes what it reads, by `std::str::from_utf8`, and
//! bytes that are not UTF-8 are refused there, at `value`, as docs/json.md says a host must.
use std::io::Write;

fn main() {
    let path = std::env::args().nth(1).expect("usage: verdicts <vectors.json>");
    let text = std::fs::read_to_string(path).expect("readable vectors");
    let vectors: Vec<serde_json::Value> = serde_json::from_str(&text).expect("a JSON array of vectors");
    let mut out = std::io::stdout().lock();
    for vector in vectors {
        let type_name = vector["type"].as_str().expect("a type name");
        let result = match (vector["text"].as_str(), vector.get("bytes")) {
            (Some(text), _) => vocabulary::check_named(type_name, text),
            (None, Some(bytes)) => {
                let bytes: Vec<u8> = serde_json::from_value(bytes.clone()).expect("an array of bytes");
                match std::str::from_utf8(&bytes) {
                    Ok(text) => vocabulary::check_named(type_name, text),
                    Err(_) => Err("value: is not UTF-8".to_owned()),
                }
            }
            (None, None) => {
                let value = serde_json::to_string(&vector["value"]).expect("a JSON value");
                vocabulary::check_named(type_name, &value)
            }
        };
        let line = serde_json::json!({
            "id": vector["id"],
            "valid": result.is_ok(),
            "error": result.err().unwrap_or_default(),
        });
        writeln!(out, "{line}").expect("stdout");
    }
}
