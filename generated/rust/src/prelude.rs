// The fixed part of every Rust crate cardc generates, which it copies there verbatim as src/prelude.rs
// (edit it in cardc, under generator/targets/rust/): the `Check` trait the generated types implement
// (serde checks shapes; `Check` checks ranges and exclusive groups), `from_str`, and the serde helpers
// the generated attributes name. It holds no vocabulary text; lib.rs re-exports what a host calls.

use serde::de::{DeserializeOwned, Error};
use serde::{Deserialize, Serialize};

/// What serde cannot express: numeric ranges and "at most one of" groups, checked after decoding.
pub trait Check {
    /// Checks the decoded value's ranges and groups; the error says what is wrong and where.
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

/// Decodes JSON text as `T` and checks what serde cannot: the one way in that every host should use.
pub fn from_str<T: DeserializeOwned + Check>(text: &str) -> Result<T, String> {
    let value: T = serde_json::from_str(text).map_err(|error| error.to_string())?;
    value.check()?;
    Ok(value)
}

/// A number, or an absent or null one, for range checks.
#[allow(dead_code)] // unused by a vocabulary without this feature
pub(crate) trait Numbers {
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
pub(crate) fn within<T: Numbers>(
    value: &T,
    minimum: Option<f64>,
    maximum: Option<f64>,
    field: &str,
) -> Result<(), String> {
    match (value.number(), minimum, maximum) {
        (Some(number), Some(minimum), _) if number < minimum => {
            Err(format!("{field}: {number} is below the minimum {minimum}"))
        }
        (Some(number), _, Some(maximum)) if number > maximum => {
            Err(format!("{field}: {number} is above the maximum {maximum}"))
        }
        _ => Ok(()),
    }
}

#[allow(dead_code)] // unused by a vocabulary without this feature
pub(crate) fn at_most_one(fields: &[(&str, bool)]) -> Result<(), String> {
    if fields.iter().filter(|(_, present)| *present).count() > 1 {
        let names: Vec<&str> = fields.iter().map(|(name, _)| *name).collect();
        return Err(format!(
            "at most one of {} may be present",
            names.join(", ")
        ));
    }
    Ok(())
}

/// For an optional field: absent is `None` (through `default`), present must be a `T`, so null is rejected.
#[allow(dead_code)] // unused by a vocabulary without this feature
pub(crate) fn present<'de, D: serde::Deserializer<'de>, T: Deserialize<'de>>(
    deserializer: D,
) -> Result<Option<T>, D::Error> {
    T::deserialize(deserializer).map(Some)
}

/// For a required nullable field: null is `None`, and, with no `default`, an absent key is an error.
#[allow(dead_code)] // unused by a vocabulary without this feature
pub(crate) fn nullable<'de, D: serde::Deserializer<'de>, T: Deserialize<'de>>(
    deserializer: D,
) -> Result<Option<T>, D::Error> {
    Option::<T>::deserialize(deserializer)
}

/// Decodes `text` as a `T` and checks it, for `check_named`, which names the type.
pub(crate) fn checked<T: DeserializeOwned + Check>(text: &str) -> Result<(), String> {
    from_str::<T>(text).map(|_| ())
}

/// Takes an open union's tag out of an object, so the member's own struct sees only its fields.
#[allow(dead_code)] // unused by a vocabulary without this feature
pub(crate) fn split_tag<'de, D: serde::Deserializer<'de>>(
    deserializer: D,
    tag: &str,
) -> Result<(String, serde_json::Value), D::Error> {
    let not_an_object = || Error::custom(format!("expected an object with a string `{tag}`"));
    let mut object = match serde_json::Value::deserialize(deserializer)? {
        serde_json::Value::Object(object) => object,
        _ => return Err(not_an_object()),
    };
    match object.remove(tag) {
        Some(serde_json::Value::String(value)) => Ok((value, serde_json::Value::Object(object))),
        Some(_) => Err(Error::custom(format!("`{tag}` must be a string"))),
        None => Err(Error::custom(format!("missing field `{tag}`"))),
    }
}

/// Decodes an open union's known member from the fields left once its tag was taken out.
#[allow(dead_code)] // unused by a vocabulary without this feature
pub(crate) fn decode_member<T: DeserializeOwned, U, E: Error>(
    rest: serde_json::Value,
    wrap: fn(T) -> U,
) -> Result<U, E> {
    serde_json::from_value(rest).map(wrap).map_err(E::custom)
}

/// Keeps an open union's unknown member as the JSON it was, its tag put back.
#[allow(dead_code)] // unused by a vocabulary without this feature
pub(crate) fn unknown_member<U, E>(
    rest: serde_json::Value,
    tag: &str,
    tag_value: &str,
    wrap: fn(serde_json::Value) -> U,
) -> Result<U, E> {
    Ok(wrap(with_tag(rest, tag, tag_value)))
}

/// Writes an open union's known member with its tag.
#[allow(dead_code)] // unused by a vocabulary without this feature
pub(crate) fn encode_member<T: Serialize, S: serde::Serializer>(
    member: &T,
    tag: &str,
    tag_value: &str,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    let rest = serde_json::to_value(member).map_err(serde::ser::Error::custom)?;
    with_tag(rest, tag, tag_value).serialize(serializer)
}

#[allow(dead_code)] // unused by a vocabulary without this feature
fn with_tag(value: serde_json::Value, tag: &str, tag_value: &str) -> serde_json::Value {
    let mut value = value;
    if let serde_json::Value::Object(object) = &mut value {
        object.insert(
            tag.to_owned(),
            serde_json::Value::String(tag_value.to_owned()),
        );
    }
    value
}
