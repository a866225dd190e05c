/**
 * The fixed part of the generated Rust crate: the imports, the `Check` trait the generated types
 * implement (serde checks shapes; `Check` checks ranges and exclusive groups), `from_str`, and the
 * serde helpers the generated attributes name. It contains no vocabulary text.
 */
export const rustPrelude = `use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

/// What serde cannot express: numeric ranges and "at most one of" groups, checked after decoding.
pub trait Check {
    fn check(&self) -> Result<(), String>;
}

impl<T: Check> Check for Vec<T> {
    fn check(&self) -> Result<(), String> {
        self.iter().try_for_each(Check::check)
    }
}

impl<T: Check> Check for Option<T> {
    fn check(&self) -> Result<(), String> {
        self.as_ref().map_or(Ok(()), Check::check)
    }
}

macro_rules! unchecked {
    ($($t:ty),*) => { $(impl Check for $t { fn check(&self) -> Result<(), String> { Ok(()) } })* };
}
unchecked!(String, bool, i64, f64, serde_json::Value);

/// Decodes JSON text as \`T\` and checks what serde cannot: the one way in that every host should use.
pub fn from_str<T: DeserializeOwned + Check>(text: &str) -> Result<T, String> {
    let value: T = serde_json::from_str(text).map_err(|error| error.to_string())?;
    value.check()?;
    Ok(value)
}

/// A number, or an absent or null one, for range checks.
#[allow(dead_code)] // unused by a vocabulary without this feature
trait Numbers {
    fn number(&self) -> Option<f64>;
}

impl Numbers for i64 {
    fn number(&self) -> Option<f64> {
        Some(*self as f64)
    }
}

impl Numbers for f64 {
    fn number(&self) -> Option<f64> {
        Some(*self)
    }
}

impl<T: Numbers> Numbers for Option<T> {
    fn number(&self) -> Option<f64> {
        self.as_ref().and_then(Numbers::number)
    }
}

#[allow(dead_code)] // unused by a vocabulary without this feature
fn within<T: Numbers>(value: &T, minimum: Option<f64>, maximum: Option<f64>, field: &str) -> Result<(), String> {
    match value.number() {
        Some(number) if minimum.map_or(false, |minimum| number < minimum) => {
            Err(format!("{field}: {number} is below the minimum {}", minimum.unwrap_or_default()))
        }
        Some(number) if maximum.map_or(false, |maximum| number > maximum) => {
            Err(format!("{field}: {number} is above the maximum {}", maximum.unwrap_or_default()))
        }
        _ => Ok(()),
    }
}

#[allow(dead_code)] // unused by a vocabulary without this feature
fn at_most_one(present: &[bool], fields: &[&str]) -> Result<(), String> {
    if present.iter().filter(|present| **present).count() > 1 {
        return Err(format!("at most one of {} may be present", fields.join(", ")));
    }
    Ok(())
}

/// For an optional field: absent is \`None\` (through \`default\`), present must be a \`T\`, so null is rejected.
#[allow(dead_code)] // unused by a vocabulary without this feature
fn present<'de, D: serde::Deserializer<'de>, T: Deserialize<'de>>(deserializer: D) -> Result<Option<T>, D::Error> {
    T::deserialize(deserializer).map(Some)
}

/// For a required nullable field: null is \`None\`, and, with no \`default\`, an absent key is an error.
#[allow(dead_code)] // unused by a vocabulary without this feature
fn nullable<'de, D: serde::Deserializer<'de>, T: Deserialize<'de>>(deserializer: D) -> Result<Option<T>, D::Error> {
    Option::<T>::deserialize(deserializer)
}

/// Takes an open union's tag out of an object, so the member's own struct sees only its fields.
#[allow(dead_code)] // unused by a vocabulary without this feature
fn split_tag(value: serde_json::Value, tag: &str) -> Result<(String, serde_json::Value), String> {
    let mut object = match value {
        serde_json::Value::Object(object) => object,
        _ => return Err(format!("expected an object with a string \`{tag}\`")),
    };
    match object.remove(tag) {
        Some(serde_json::Value::String(value)) => Ok((value, serde_json::Value::Object(object))),
        Some(_) => Err(format!("\`{tag}\` must be a string")),
        None => Err(format!("missing field \`{tag}\`")),
    }
}

#[allow(dead_code)] // unused by a vocabulary without this feature
fn with_tag(value: serde_json::Value, tag: &str, tag_value: &str) -> serde_json::Value {
    let mut value = value;
    if let serde_json::Value::Object(object) = &mut value {
        object.insert(tag.to_owned(), serde_json::Value::String(tag_value.to_owned()));
    }
    value
}
`;
