// The fixed part of a Rust crate whose vocabulary uses `pattern` or `format`, which cardc copies
// there verbatim as src/pattern.rs (edit it in cardc, under generator/targets/rust/): the matcher
// that runs a pattern compiled by cardc into a Thompson automaton (Rust's standard library has no
// regular expressions, and the crate builds offline from Debian's crates, which have no `regex`),
// and the calendar rules of the RFC 3339 formats. lib.rs holds each pattern's steps and ranges as
// string statics in the encoding below, read in place, so nothing is compiled when a value is checked.

/// Each step is 13 characters: `c` and the first and end index of its class's ranges, `s` and the
/// two steps to go on at, `j` and the one step, or `m` (the whole string matched, if no character is
/// left); each number six hex digits. Each range is 12 characters, its first and last code point.
const STEP: usize = 13;

/// A pattern compiled by cardc: its steps and its classes' ranges, in the encoding above.
pub(crate) struct Pattern {
    pub(crate) steps: &'static str,
    pub(crate) ranges: &'static str,
}
const RANGE: usize = 12;

fn hex_at(text: &str, at: usize) -> usize {
    text.as_bytes()[at..at + 6].iter().fold(0, |value, &digit| {
        value * 16 + (digit as char).to_digit(16).unwrap_or(0) as usize
    })
}

fn in_class(ranges: &str, first: usize, end: usize, code_point: usize) -> bool {
    let (mut low, mut high) = (first, end);
    while low < high {
        let middle = (low + high) / 2;
        if hex_at(ranges, middle * RANGE + 6) < code_point {
            low = middle + 1;
        } else if hex_at(ranges, middle * RANGE) > code_point {
            high = middle;
        } else {
            return true;
        }
    }
    false
}

/// Adds the steps reachable from `start` without reading a character, each once per position.
fn follow(steps: &str, start: usize, position: usize, seen: &mut [usize], into: &mut Vec<usize>) {
    let mut pending = vec![start];
    while let Some(at) = pending.pop() {
        if seen[at] == position {
            continue;
        }
        seen[at] = position;
        match steps.as_bytes()[at * STEP] {
            b'j' => pending.push(hex_at(steps, at * STEP + 1)),
            b's' => {
                pending.push(hex_at(steps, at * STEP + 7));
                pending.push(hex_at(steps, at * STEP + 1));
            }
            _ => into.push(at),
        }
    }
}

/// Whether the whole text matches the pattern: every state is followed at once, so the time is
/// linear in the text's length whatever the pattern.
pub(crate) fn matches(pattern: &Pattern, text: &str) -> bool {
    let (steps, ranges) = (pattern.steps, pattern.ranges);
    let mut seen = vec![usize::MAX; steps.len() / STEP];
    let mut current = Vec::new();
    let mut next = Vec::new();
    follow(steps, 0, 0, &mut seen, &mut current);
    for (index, character) in text.chars().enumerate() {
        next.clear();
        for &at in &current {
            if steps.as_bytes()[at * STEP] == b'c'
                && in_class(
                    ranges,
                    hex_at(steps, at * STEP + 1),
                    hex_at(steps, at * STEP + 7),
                    character as usize,
                )
            {
                follow(steps, at + 1, index + 1, &mut seen, &mut next);
            }
        }
        if next.is_empty() {
            return false;
        }
        std::mem::swap(&mut current, &mut next);
    }
    current
        .iter()
        .any(|&at| steps.as_bytes()[at * STEP] == b'm')
}

/// The decimal digits text[from..to], which the format's syntax has matched.
#[allow(dead_code)]
fn digits_at(text: &str, from: usize, to: usize) -> u32 {
    text.as_bytes()[from..to]
        .iter()
        .fold(0, |value, digit| value * 10 + u32::from(digit - b'0'))
}

/// The day exists in its month: 29 February only in a leap year.
#[allow(dead_code)]
pub(crate) fn day_exists(date: &str) -> bool {
    let (year, month) = (digits_at(date, 0, 4), digits_at(date, 5, 7));
    let days = match month {
        2 if year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    };
    digits_at(date, 8, 10) <= days
}

/// Second 60 only in the last minute of a UTC day, once the offset is taken off.
#[allow(dead_code)]
pub(crate) fn leap_second_allowed(time: &str) -> bool {
    if &time[6..8] != "60" {
        return true;
    }
    let minutes = (digits_at(time, 0, 2) * 60 + digits_at(time, 3, 5)) as i32;
    let length = time.len();
    let offset = match time.as_bytes()[length - 1] {
        b'Z' | b'z' => 0,
        _ => {
            let size = (digits_at(time, length - 5, length - 3) * 60
                + digits_at(time, length - 2, length)) as i32;
            if time.as_bytes()[length - 6] == b'-' {
                -size
            } else {
                size
            }
        }
    };
    (minutes - offset + 1440) % 1440 == 1439
}
