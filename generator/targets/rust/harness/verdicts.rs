//! Prints one verdict per test vector, as JSON lines, from the generated crate's `check_named`.
//! Each vocabulary's crate has its own name, so the test writes the library target of this
//! program's package, `vocabulary`, which re-exports the crate's `check_named` under one name. A
//! vector with a `text` instead of a `value` is JSON text, given to `check_named` as it stands.
use std::io::Write;

fn main() {
    let path = std::env::args().nth(1).expect("usage: verdicts <vectors.json>");
    let text = std::fs::read_to_string(path).expect("readable vectors");
    let vectors: Vec<serde_json::Value> = serde_json::from_str(&text).expect("a JSON array of vectors");
    let mut out = std::io::stdout().lock();
    for vector in vectors {
        let value = match vector["text"].as_str() {
            Some(text) => text.to_owned(),
            None => serde_json::to_string(&vector["value"]).expect("a JSON value"),
        };
        let type_name = vector["type"].as_str().expect("a type name");
        let result = vocabulary::check_named(type_name, &value);
        let line = serde_json::json!({
            "id": vector["id"],
            "valid": result.is_ok(),
            "error": result.err().unwrap_or_default(),
        });
        writeln!(out, "{line}").expect("stdout");
    }
}
