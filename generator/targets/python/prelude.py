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
import re
from collections.abc import Callable
from typing import TypeAlias, cast


# section: head
# A problem is (JSON Pointer, message, variant, the pointer of a field it clashes with or ""). A
# check returns None for a valid value, so the fast path allocates nothing; its pointers are
# relative to the value it checked until the caller prefixes the key or index it read the value from.
_Problem: TypeAlias = tuple[str, str, str, str]
_Found: TypeAlias = list[_Problem] | None
_Check: TypeAlias = Callable[[dict[str, object]], _Found]

# What `dict.get` gives for a missing key, told apart from a key that holds None.
_ABSENT = object()


# section: _add
def _add(found: _Found, path: str, message: str) -> list[_Problem]:
    if found is None:
        return [(path, message, "", "")]
    found.append((path, message, "", ""))
    return found


# section: _clash
def _clash(found: _Found, path: str, message: str, other: str) -> list[_Problem]:
    # The later field of an exclusive pair: the earlier one's pointer is prefixed as the path is.
    if found is None:
        return [(path, message, "", other)]
    found.append((path, message, "", other))
    return found


# section: _wrong
def _wrong(found: _Found, path: str, expected: str, value: object) -> list[_Problem]:
    return _add(found, path, f"{expected} ({_describe(value)})")


# section: _kind
def _kind(value: object) -> str:
    # The JSON kind that picks a union's member, asked of a function so pyright keeps the value's type
    # unnarrowed for the member's own checks. True is a boolean, never a number; nan and inf are no
    # JSON number at all.
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, str):
        return "string"
    if isinstance(value, (int, float)):
        return "number" if math.isfinite(value) else "other"
    if isinstance(value, list):
        return "array"
    if isinstance(value, dict):
        return "object"
    return "null" if value is None else "other"


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
    nested = [(prefix + path, message, "", prefix + other if other else "") for path, message, _, other in inner]
    if found is None:
        return nested
    found.extend(nested)
    return found


# section: _within
def _within(label: str, inner: list[_Problem]) -> list[_Problem]:
    # A union member's problems name the variant the tags selected, outermost tag first.
    return [
        (path, message, f"{label} {variant}" if variant else label, other) for path, message, variant, other in inner
    ]


# section: _unknown_keys
def _unknown_keys(
    lacking: _Found, found: _Found, fields: dict[str, object], declared: tuple[str, ...]
) -> _Found:
    # An object's problems in the check plan's order: its missing keys, the keys it does not
    # declare, then what its values hold.
    listed = lacking
    for key in fields:
        if key not in declared:
            listed = _add(listed, "/" + _escape(str(key)), "is not allowed")
    if found is None:
        return listed
    return found if listed is None else listed + found


# section: _as_member
def _as_member(value: object, tags: tuple[tuple[str, str], ...], check: _Check) -> _Found:
    # A field typed as one variant of a union: no dispatch checked its tags, so they are checked here,
    # and listed where the check plan puts them: a missing tag first, a wrong one after the object's
    # missing and unknown keys, before what its fields hold.
    if not isinstance(value, dict):
        return _wrong(None, "", "must be object", value)
    fields = cast("dict[str, object]", value)
    missing: list[_Problem] = []
    wrong: list[_Problem] = []
    for key, expected in tags:
        tag = fields.get(key, _ABSENT)
        if tag is _ABSENT:
            missing += _add(None, "/" + _escape(key), "is required")
        elif tag != expected:
            wrong += _wrong(None, "/" + _escape(key), "must be " + json.dumps(expected, ensure_ascii=False), tag)
    inner = check(fields)
    if not missing and not wrong:
        return inner
    # The object's own missing and unknown keys lead what its check found (`_unknown_keys` puts them first).
    keys = [problem for problem in inner or [] if _is_key_problem(problem)]
    values = [problem for problem in inner or [] if not _is_key_problem(problem)]
    return missing + keys + wrong + values


def _is_key_problem(problem: _Problem) -> bool:
    path, message, _, _ = problem
    return path.count("/") == 1 and message in ("is required", "is not allowed")


# section: _escape
def _escape(key: str) -> str:
    return key.replace("~", "~0").replace("/", "~1")


# section: _clip
def _clip(text: str) -> str:
    # A problem stays one short line whatever the value held: a 10 MB key is cut, not echoed.
    return text if len(text) <= 80 else f"{text[:80]}… ({len(text)} characters)"


# section: _text
def _text(problem: _Problem) -> str:
    path, message, variant, other = problem
    where = _clip(path) if path else "value"
    said = message + _clip(other)
    return f"{where}: {said}, in {variant}" if variant else f"{where}: {said}"


# section: _read_json
# JSON text by the rules every host shares (cardc's docs/json.md): json.loads keeps the last of two
# equal keys, reads "\ud800", NaN and 1e400, so its hooks leave a _Refused where the text breaks a
# rule, and one walk then reports the first, in document order, with its JSON Pointer.
_MAX_JSON_DEPTH = 512
_MAX_SAFE_INTEGER = 2**53 - 1


class _Refused:
    __slots__ = ("message", "key")

    def __init__(self, message: str, key: str | None = None) -> None:
        self.message = message
        # The key of the entry concerned, for a duplicate: the problem's pointer ends with it.
        self.key = key


def _read_json(text: str | bytes | bytearray | memoryview) -> tuple[object, _Problem | None]:
    # Every binary form alike: json.loads would read a bytearray by its own guess of UTF-8, -16 or -32
    # with or without a BOM, which no other host accepts.
    if isinstance(text, (bytes, bytearray, memoryview)):
        try:
            # Strict UTF-8: encoded surrogates are refused too, as Go's reader refuses them.
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError:
            return None, ("", "is not UTF-8", "", "")
    try:
        value = json.loads(
            text,
            object_pairs_hook=_read_object,
            parse_constant=_read_constant,
            parse_float=_read_float,
            parse_int=_read_int,
        )
    except RecursionError:
        # json.loads recurses once a level and gives up near Python's recursion limit, past ours.
        return None, (_too_deep(text), f"nests deeper than {_MAX_JSON_DEPTH} arrays and objects", "", "")
    except json.JSONDecodeError as error:
        # json's "Invalid control character at" already ends with the word the position follows.
        return None, ("", f"is not JSON: {error.msg.removesuffix(' at')} at character {error.pos}", "", "")
    return value, _first_refused(value)


def _read_object(pairs: list[tuple[str, object]]) -> object:
    fields: dict[str, object] = {}
    for key, item in pairs:
        if _is_lone_surrogate(key):
            return _Refused("has a key holding a lone surrogate")
        if key in fields:
            return _Refused("is a duplicate key", key)
        fields[key] = item
    return fields


def _read_constant(literal: str) -> object:
    return _Refused(f"is not JSON (found {literal})")


def _read_float(literal: str) -> object:
    value = float(literal)
    if not abs(value) <= _MAX_SAFE_INTEGER:
        return _Refused(f"must lie within ±(2^53 - 1) (found {_clip_number(literal)})")
    # An integer is a number with no fractional part (1.0, 1e0): read as the int the type says it is.
    return int(value) if value.is_integer() else value


def _read_int(literal: str) -> object:
    # float() first: int() of a literal of thousands of digits raises, and the range is the double's.
    if not abs(float(literal)) <= _MAX_SAFE_INTEGER:
        return _Refused(f"must lie within ±(2^53 - 1) (found {_clip_number(literal)})")
    return int(literal)


def _clip_number(literal: str) -> str:
    return literal if len(literal) <= 40 else f"{literal[:40]}… ({len(literal)} characters)"


def _is_lone_surrogate(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


def _first_refused(value: object) -> _Problem | None:
    # Iterative, depth first and in document order, so the walk needs no stack of its own.
    pending: list[tuple[str, object, int]] = [("", value, 0)]
    while pending:
        path, item, depth = pending.pop()
        if isinstance(item, _Refused):
            return (path if item.key is None else path + "/" + _escape(item.key), item.message, "", "")
        if isinstance(item, str):
            if _is_lone_surrogate(item):
                return (path, "holds a lone surrogate", "", "")
        elif isinstance(item, dict | list):
            if depth == _MAX_JSON_DEPTH:
                return (path, f"nests deeper than {_MAX_JSON_DEPTH} arrays and objects", "", "")
            if isinstance(item, dict):
                entries = cast("dict[str, object]", item).items()
                children = [(path + "/" + _escape(key), child, depth + 1) for key, child in entries]
            else:
                items = cast("list[object]", item)
                children = [(path + "/" + str(index), child, depth + 1) for index, child in enumerate(items)]
            pending.extend(reversed(children))
    return None


_TOKEN = re.compile(r'"(?:[^"\\]|\\.)*"|[{}\[\],:]|[^{}\[\],:"\s]+|\s+')


def _too_deep(text: str) -> str:
    # The pointer of the first array or object past the limit, read from the tokens, as the text is
    # too deep for json.loads to give a value to walk.
    frames: list[list[object]] = []  # [kind, index or key, whether a key comes next]
    for match in _TOKEN.finditer(text):
        token = match.group()
        frame = frames[-1] if frames else None
        if token in ("{", "["):
            if len(frames) == _MAX_JSON_DEPTH:
                break
            frames.append([token, 0 if token == "[" else "", token == "{"])
        elif token in ("}", "]"):
            if frames:
                frames.pop()
        elif frame is not None and token == ",":
            if frame[0] == "[":
                frame[1] = cast(int, frame[1]) + 1
            else:
                frame[2] = True
        elif frame is not None and frame[2] and token.startswith('"'):
            frame[1] = cast(str, json.loads(token))
            frame[2] = False
    return "".join("/" + (str(frame[1]) if frame[0] == "[" else _escape(cast(str, frame[1]))) for frame in frames)
