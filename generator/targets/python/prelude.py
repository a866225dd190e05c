"""The fixed part of the validator in every Python package cardc generates (edit it in cardc).

The problem list the generated checks fill and the few helpers they call to record, nest and describe
problems. It holds no vocabulary text. cardc copies the sections below into the package's
`__init__.py`: the head always, each helper only when a generated check (or another helper it copies)
calls it, so pyright strict never finds one unused there. A section runs from its `# section:` line
to the next. This preamble, which lets the file be checked as it stands, is not copied.
"""
# pyright: strict, reportUnusedFunction=false

from __future__ import annotations

import json
import math
from collections.abc import Callable
from typing import TypeAlias, cast


# section: head
# A problem is (JSON Pointer, message, variant). A check returns None for a valid value, so the
# fast path allocates nothing; its pointers are relative to the value it checked until the caller
# prefixes the key or index it read the value from.
_Problem: TypeAlias = tuple[str, str, str]
_Found: TypeAlias = list[_Problem] | None
_Check: TypeAlias = Callable[[dict[str, object]], _Found]

# What `dict.get` gives for a missing key, told apart from a key that holds None.
_ABSENT = object()


# section: _add
def _add(found: _Found, path: str, message: str) -> list[_Problem]:
    if found is None:
        return [(path, message, "")]
    found.append((path, message, ""))
    return found


# section: _wrong
def _wrong(found: _Found, path: str, expected: str, value: object) -> list[_Problem]:
    return _add(found, path, f"{expected} ({_describe(value)})")


# section: _describe
def _describe(value: object) -> str:
    # JSON's names for what was found: Python's True is an int and nan a float, but neither is a
    # JSON integer or number, so both are named apart.
    if value is _ABSENT:
        return "missing"
    if value is None:
        return "found null"
    if isinstance(value, bool):
        return "found boolean"
    # A number is named with its value, as cardc's own diagnostics name one ("found number 7"),
    # so "must be >= 0" says what it got.
    if isinstance(value, int):
        return f"found integer {value}"
    if isinstance(value, float):
        return f"found number {value!r}" if math.isfinite(value) else f"found {value}"
    if isinstance(value, str):
        return "found " + json.dumps(_clip(value), ensure_ascii=False)
    if isinstance(value, list):
        return "found array"
    if isinstance(value, dict):
        return "found object"
    return "found " + type(value).__name__


# section: _nest
def _nest(found: _Found, prefix: str, inner: list[_Problem]) -> list[_Problem]:
    # A field's or item's problems: the pointer gains its key. A variant an inner union named is
    # dropped: the pointer leads to that value, whose tag shows it, and the variant a problem names
    # stays the one the checked value's own tags selected.
    nested = [(prefix + path, message, "") for path, message, _ in inner]
    if found is None:
        return nested
    found.extend(nested)
    return found


# section: _within
def _within(label: str, inner: list[_Problem]) -> list[_Problem]:
    # A union member's problems name the variant the tags selected, outermost tag first.
    return [(path, message, f"{label} {variant}" if variant else label) for path, message, variant in inner]


# section: _unknown_keys
def _unknown_keys(found: _Found, fields: dict[str, object], declared: tuple[str, ...]) -> _Found:
    for key in fields:
        if key not in declared:
            found = _add(found, "/" + _escape(str(key)), "is not allowed")
    return found


# section: _as_member
def _as_member(value: object, tags: tuple[tuple[str, str], ...], check: _Check) -> _Found:
    # A field typed as one variant of a union: no dispatch checked its tags, so they are checked here.
    if not isinstance(value, dict):
        return _wrong(None, "", "must be object", value)
    fields = cast("dict[str, object]", value)
    for key, expected in tags:
        tag = fields.get(key, _ABSENT)
        if tag != expected:
            return _wrong(None, "/" + _escape(key), "must be " + json.dumps(expected, ensure_ascii=False), tag)
    return check(fields)


# section: _escape
def _escape(key: str) -> str:
    return key.replace("~", "~0").replace("/", "~1")


# section: _clip
def _clip(text: str) -> str:
    # A problem stays one short line whatever the value held: a 10 MB key is cut, not echoed.
    return text if len(text) <= 80 else f"{text[:80]}… ({len(text)} characters)"


# section: _text
def _text(problem: _Problem) -> str:
    path, message, variant = problem
    where = _clip(path) if path else "value"
    return f"{where}: {message}, in {variant}" if variant else f"{where}: {message}"
