// The fixed part of every Rust crate cardc generates, which it copies there verbatim as src/prelude.rs
// (edit it in cardc, under generator/targets/rust/): the `FromJson` trait the generated types
// implement (each decodes and checks a value read by `read_json`, naming every problem by its JSON
// Pointer), `from_str`, the `Check` trait (ranges and exclusive groups of a value built in code), and
// the serde helpers the generated attributes name. It holds no vocabulary text; lib.rs re-exports
// what a host calls.

use crate::read_json::{place, pointer, read_json, MAX_SAFE_INTEGER};
use serde::de::{DeserializeOwned, Error};
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};
use std::collections::BTreeMap;

/// Decoding from a JSON value read by the rules every host shares, each problem located.
pub trait FromJson: Sized {
    /// Decodes `value`, found at the JSON Pointer `at` ("" for the whole text), as `Self`.
    fn from_json(value: &Value, at: &str) -> Result<Self, String>;
}

impl FromJson for String {
    fn from_json(value: &Value, at: &str) -> Result<Self, String> {
        value
            .as_str()
            .map(str::to_owned)
            .ok_or_else(|| expected(at, "a string"))
    }
}

impl FromJson for bool {
    fn from_json(value: &Value, at: &str) -> Result<Self, String> {
        value.as_bool().ok_or_else(|| expected(at, "a boolean"))
    }
}

impl FromJson for f64 {
    fn from_json(value: &Value, at: &str) -> Result<Self, String> {
        value.as_f64().ok_or_else(|| expected(at, "a number"))
    }
}

/// An integer is a number with no fractional part, judged on its double as every host reads it:
/// 1.0, 1e0 and -0 are integers, as JSON Schema counts them.
impl FromJson for i64 {
    fn from_json(value: &Value, at: &str) -> Result<Self, String> {
        match value.as_f64() {
            Some(number) if number.fract() == 0.0 && number.abs() <= MAX_SAFE_INTEGER => {
                Ok(number as i64)
            }
            _ => Err(expected(at, "an integer")),
        }
    }
}

impl FromJson for Value {
    fn from_json(value: &Value, _at: &str) -> Result<Self, String> {
        Ok(value.clone())
    }
}

impl<T: FromJson> FromJson for Vec<T> {
    fn from_json(value: &Value, at: &str) -> Result<Self, String> {
        let items = value.as_array().ok_or_else(|| expected(at, "an array"))?;
        items
            .iter()
            .enumerate()
            .map(|(index, item)| T::from_json(item, &format!("{at}/{index}")))
            .collect()
    }
}

/// A map: an object whose every key decodes as `K` (a key `K` refuses is not allowed) and every
/// value as `V`; all keys are judged before any value, as every host orders them. `__proto__` and
/// `toString` are keys like any other. A `BTreeMap` orders its keys, so it serialises the same
/// whatever order the text had.
impl<K: FromJson + Ord, V: FromJson> FromJson for BTreeMap<K, V> {
    fn from_json(value: &Value, at: &str) -> Result<Self, String> {
        let entries = value.as_object().ok_or_else(|| expected(at, "an object"))?;
        let keys = entries
            .keys()
            .map(|key| {
                let place_of_key = pointer(at, key);
                K::from_json(&Value::String(key.clone()), &place_of_key)
                    .map_err(|_| format!("{}: is not allowed", place(&place_of_key)))
            })
            .collect::<Result<Vec<K>, String>>()?;
        keys.into_iter()
            .zip(entries.iter())
            .map(|(key, (text, item))| Ok((key, V::from_json(item, &pointer(at, text))?)))
            .collect()
    }
}

/// A nullable value: null is `None`.
impl<T: FromJson> FromJson for Option<T> {
    fn from_json(value: &Value, at: &str) -> Result<Self, String> {
        match value {
            Value::Null => Ok(None),
            _ => T::from_json(value, at).map(Some),
        }
    }
}

/// A value held in a `Box`, as a field on a cycle of types is.
impl<T: FromJson> FromJson for Box<T> {
    fn from_json(value: &Value, at: &str) -> Result<Self, String> {
        T::from_json(value, at).map(Box::new)
    }
}

fn expected(at: &str, what: &str) -> String {
    format!("{}: expected {what}", place(at))
}

/// An object's fields as a record, variant or union reads them. A record's keys are declared one
/// call each (`need`, `may`) before `settled` checks them, so no list of keys is written out, which
/// rustfmt would lay out by its length.
pub(crate) struct Fields<'a> {
    map: &'a Map<String, Value>,
    at: &'a str,
    declared: Vec<&'static str>,
    missing: Option<&'static str>,
}

impl<'a> Fields<'a> {
    pub(crate) fn of(value: &'a Value, at: &'a str) -> Result<Self, String> {
        let map = value.as_object().ok_or_else(|| expected(at, "an object"))?;
        Ok(Fields {
            map,
            at,
            declared: Vec::new(),
            missing: None,
        })
    }
}

/// A key the object must hold, tags first and then fields, as the check plan orders them.
#[allow(dead_code)] // unused by a vocabulary without this feature
pub(crate) fn need(fields: &mut Fields, key: &'static str) {
    if fields.missing.is_none() && !fields.map.contains_key(key) {
        fields.missing = Some(key);
    }
    fields.declared.push(key);
}

/// A key the object may hold.
#[allow(dead_code)] // unused by a vocabulary without this feature
pub(crate) fn may(fields: &mut Fields, key: &'static str) {
    fields.declared.push(key);
}

/// The object's keys, in the check plan's order: the first required key missing, then any key not
/// declared, before any value is read.
#[allow(dead_code)] // unused by a vocabulary without records
pub(crate) fn settled(fields: &Fields) -> Result<(), String> {
    if let Some(key) = fields.missing {
        return Err(format!("{}: is required", pointer(fields.at, key)));
    }
    match fields
        .map
        .keys()
        .find(|key| !fields.declared.contains(&key.as_str()))
    {
        Some(key) => Err(format!("{}: is not allowed", pointer(fields.at, key))),
        None => Ok(()),
    }
}

#[allow(dead_code)] // unused by a vocabulary without this feature
pub(crate) fn required<T: FromJson>(fields: &Fields, key: &'static str) -> Result<T, String> {
    let at = pointer(fields.at, key);
    match fields.map.get(key) {
        Some(value) => T::from_json(value, &at),
        None => Err(format!("{at}: is required")),
    }
}

/// An optional field: absent is `None`, present must hold a `T` (so null only where `T` takes it).
#[allow(dead_code)] // unused by a vocabulary without this feature
pub(crate) fn optional<T: FromJson>(
    fields: &Fields,
    key: &'static str,
) -> Result<Option<T>, String> {
    let at = pointer(fields.at, key);
    fields
        .map
        .get(key)
        .map(|value| T::from_json(value, &at))
        .transpose()
}

/// A required field held to its constraints, tried on the JSON value before it is read (`holds`).
#[allow(dead_code)] // unused by a vocabulary without this feature
pub(crate) fn required_checked<T: FromJson>(
    fields: &Fields,
    key: &'static str,
    steps: &[Must],
) -> Result<T, String> {
    if let Some(value) = fields.map.get(key) {
        holds(value, &pointer(fields.at, key), steps)?;
    }
    required(fields, key)
}

/// An optional field held to its constraints when present.
#[allow(dead_code)] // unused by a vocabulary without this feature
pub(crate) fn optional_checked<T: FromJson>(
    fields: &Fields,
    key: &'static str,
    steps: &[Must],
) -> Result<Option<T>, String> {
    if let Some(value) = fields.map.get(key) {
        holds(value, &pointer(fields.at, key), steps)?;
    }
    optional(fields, key)
}

/// A union's tag: present and a string.
#[allow(dead_code)] // unused by a vocabulary without this feature
pub(crate) fn tag_of<'a>(fields: &Fields<'a>, key: &'static str) -> Result<&'a str, String> {
    let at = pointer(fields.at, key);
    match fields.map.get(key) {
        Some(Value::String(tag)) => Ok(tag),
        Some(_) => Err(expected(&at, "a string")),
        None => Err(format!("{at}: is required")),
    }
}

/// A tag a variant, or a nested union, carries: checked again for a value no union dispatched.
#[allow(dead_code)] // unused by a vocabulary without this feature
pub(crate) fn tag_is(fields: &Fields, key: &'static str, tag: &str) -> Result<(), String> {
    if tag_of(fields, key)? != tag {
        return Err(format!("{}: must be {tag:?}", pointer(fields.at, key)));
    }
    Ok(())
}

/// A tag no member of a closed union has.
#[allow(dead_code)] // unused by a vocabulary without this feature
pub(crate) fn unknown_tag<T>(fields: &Fields, key: &str, tag: &str) -> Result<T, String> {
    Err(format!("{}: unknown tag {tag:?}", pointer(fields.at, key)))
}

/// A union's member, decoded from the whole object, its tags included.
#[allow(dead_code)] // unused by a vocabulary without this feature
pub(crate) fn member<T: FromJson, U>(
    value: &Value,
    at: &str,
    wrap: fn(T) -> U,
) -> Result<U, String> {
    T::from_json(value, at).map(wrap)
}

/// A value of a JSON kind no member of a union of kinds takes; `kinds` names those it takes.
#[allow(dead_code)] // unused by a vocabulary without this feature
pub(crate) fn no_member<U>(at: &str, kinds: &str) -> Result<U, String> {
    Err(expected(at, kinds))
}

/// An open union's member of a tag it does not know, kept as the JSON it was.
#[allow(dead_code)] // unused by a vocabulary without this feature
pub(crate) fn other_member<U>(value: &Value, wrap: fn(Value) -> U) -> Result<U, String> {
    Ok(wrap(value.clone()))
}

/// The later field of an exclusive pair, present with the earlier one.
#[allow(dead_code)] // unused by a vocabulary without this feature
pub(crate) fn not_both(fields: &Fields, first: &str, later: &str) -> Result<(), String> {
    if fields.map.contains_key(first) && fields.map.contains_key(later) {
        return Err(format!(
            "{}: is not allowed together with {}",
            pointer(fields.at, later),
            pointer(fields.at, first)
        ));
    }
    Ok(())
}

/// An enum's value: a string.
#[allow(dead_code)] // unused by a vocabulary without this feature
pub(crate) fn text_of<'a>(value: &'a Value, at: &str) -> Result<&'a str, String> {
    value.as_str().ok_or_else(|| expected(at, "a string"))
}

/// A string no value of an enum has.
#[allow(dead_code)] // unused by a vocabulary without this feature
pub(crate) fn unknown_value<T>(at: &str, type_name: &str, found: &str) -> Result<T, String> {
    Err(format!("{}: unknown {type_name} {found:?}", place(at)))
}

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

impl<K, V: Check> Check for BTreeMap<K, V> {
    fn check(&self) -> Result<(), String> {
        self.values().try_for_each(Check::check)
    }
}

impl<T: Check> Check for Option<T> {
    fn check(&self) -> Result<(), String> {
        self.as_ref().map_or(Ok(()), Check::check)
    }
}

impl<T: Check> Check for Box<T> {
    fn check(&self) -> Result<(), String> {
        T::check(self)
    }
}

macro_rules! unchecked {
    ($($t:ty),*) => { $(impl Check for $t { fn check(&self) -> Result<(), String> { Ok(()) } })* };
}
unchecked!(String, bool, i64, f64, serde_json::Value);

/// Decodes JSON text as `T`: the text read by the rules every host shares (no duplicate keys, no lone
/// surrogates, numbers within ±(2^53 - 1), at most 512 levels deep), then the value checked as the
/// vocabulary says, the first problem named by its JSON Pointer. The one way in every host should use.
pub fn from_str<T: FromJson>(text: &str) -> Result<T, String> {
    T::from_json(&read_json(text)?, "")
}

/// One step of a value's constraints, in the check plan's order: the kind the value must be (a
/// value of another kind ends the walk, for reading to name), a constraint on it, or `Each`, after
/// which the steps that follow hold for every item of the array, in index order.
#[allow(dead_code)] // unused by a vocabulary without this feature
#[derive(Clone, Copy)]
pub(crate) enum Must {
    Integer,
    Number,
    String,
    Array,
    Each,
    Maximum(f64),
    Minimum(f64),
    ExclusiveMaximum(f64),
    ExclusiveMinimum(f64),
    /// A string's length in code points (`chars`), as JSON Schema counts it, not in bytes.
    MaxLength(usize),
    MinLength(usize),
    MaxItems(usize),
    MinItems(usize),
    /// A string satisfies a pattern or a format.
    Matches(&'static Matcher),
}

/// A pattern's or a format's test, and what a string that fails it is told.
#[allow(dead_code)] // unused by a vocabulary without this feature
pub(crate) struct Matcher {
    pub(crate) test: fn(&str) -> bool,
    pub(crate) rule: &'static str,
}

/// A value held to the one the vocabulary fixes it to (a `const`).
#[allow(dead_code)] // unused by a vocabulary without this feature
pub(crate) fn fixed<T: PartialEq<W>, W: ::core::fmt::Debug>(
    value: &T,
    want: &W,
    at: &str,
) -> Result<(), String> {
    if *value == *want {
        Ok(())
    } else {
        Err(format!("{}: must be {want:?}", place(at)))
    }
}

/// A required field held to its `const`.
#[allow(dead_code)] // unused by a vocabulary without this feature
pub(crate) fn required_fixed<T: FromJson + PartialEq<W>, W: ::core::fmt::Debug>(
    fields: &Fields,
    key: &'static str,
    want: W,
) -> Result<T, String> {
    let value = required(fields, key)?;
    fixed(&value, &want, &pointer(fields.at, key))?;
    Ok(value)
}

/// An optional field held to its `const` when present.
#[allow(dead_code)] // unused by a vocabulary without this feature
pub(crate) fn optional_fixed<T: FromJson + PartialEq<W>, W: ::core::fmt::Debug>(
    fields: &Fields,
    key: &'static str,
    want: W,
) -> Result<Option<T>, String> {
    let value = optional(fields, key)?;
    if let Some(found) = &value {
        fixed(found, &want, &pointer(fields.at, key))?;
    }
    Ok(value)
}

#[allow(dead_code)] // unused by a vocabulary without this feature
impl Must {
    /// Whether a value is of this step's kind; a constraint's step takes any value.
    fn admits(self, value: &Value) -> bool {
        match self {
            Must::Integer => i64::from_json(value, "").is_ok(),
            Must::Number => value.is_number(),
            Must::String => value.is_string(),
            Must::Array => value.is_array(),
            _ => true,
        }
    }

    /// What is wrong with a value of the constraint's kind that breaks it.
    fn broken(self, value: &Value) -> Option<String> {
        match (self, value) {
            (Must::Maximum(limit), Value::Number(number)) => number
                .as_f64()
                .filter(|number| *number > limit)
                .map(|number| format!("{number} is above the maximum {limit}")),
            (Must::Minimum(limit), Value::Number(number)) => number
                .as_f64()
                .filter(|number| *number < limit)
                .map(|number| format!("{number} is below the minimum {limit}")),
            (Must::ExclusiveMaximum(limit), Value::Number(number)) => number
                .as_f64()
                .filter(|number| *number >= limit)
                .map(|number| format!("{number} is not below {limit}")),
            (Must::ExclusiveMinimum(limit), Value::Number(number)) => number
                .as_f64()
                .filter(|number| *number <= limit)
                .map(|number| format!("{number} is not above {limit}")),
            (Must::MaxLength(limit), Value::String(text)) if text.chars().count() > limit => {
                Some(format!("is longer than {limit} characters"))
            }
            (Must::MinLength(limit), Value::String(text)) if text.chars().count() < limit => {
                Some(format!("is shorter than {limit} characters"))
            }
            (Must::Matches(matcher), Value::String(text)) if !(matcher.test)(text) => {
                Some(matcher.rule.to_owned())
            }
            (Must::MaxItems(limit), Value::Array(items)) if items.len() > limit => {
                Some(format!("has more than {limit} items"))
            }
            (Must::MinItems(limit), Value::Array(items)) if items.len() < limit => {
                Some(format!("has fewer than {limit} items"))
            }
            _ => None,
        }
    }
}

/// The first constraint `value` (at `at`) breaks, in the steps' order. A value or an item of the
/// wrong kind stops the walk without a problem: reading it names that first, as every host does.
#[allow(dead_code)] // unused by a vocabulary without this feature
pub(crate) fn holds(value: &Value, at: &str, steps: &[Must]) -> Result<(), String> {
    walk(value, at, steps).map(|_| ())
}

/// `Ok(false)` when the walk stopped at a value of the wrong kind.
#[allow(dead_code)] // unused by a vocabulary without this feature
fn walk(value: &Value, at: &str, steps: &[Must]) -> Result<bool, String> {
    for (index, step) in steps.iter().enumerate() {
        if !step.admits(value) {
            return Ok(false);
        }
        if let Some(problem) = step.broken(value) {
            return Err(format!("{}: {problem}", place(at)));
        }
        if let (Must::Each, Value::Array(items)) = (step, value) {
            for (position, item) in items.iter().enumerate() {
                if !walk(item, &format!("{at}/{position}"), &steps[index + 1..])? {
                    return Ok(false);
                }
            }
            return Ok(true);
        }
    }
    Ok(true)
}

/// A field of a value built in code held to its constraints, named by the field.
#[allow(dead_code)] // unused by a vocabulary without this feature
pub(crate) fn within<T: Serialize>(value: &T, field: &str, steps: &[Must]) -> Result<(), String> {
    let json = serde_json::to_value(value).map_err(|error| format!("{field}: {error}"))?;
    holds(&json, field, steps)
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
pub(crate) fn checked<T: FromJson>(text: &str) -> Result<(), String> {
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
