"""Prints one verdict per test vector, as JSON lines, from one of two Python validators: the
vector's id, whether it is valid, and the problems found (also joined into one `error` line).

`schema`: python3-jsonschema (Draft202012Validator) directly on generated/cards.schema.json.
`generated`: the generated package's own `validate`, imported by its module name (each vocabulary's
is its own), which must need nothing beyond the standard library: the test runs this mode with
`python3 -S` (no site packages) and it stops if jsonschema could still be imported. A vector with
a `text` instead of a `value` is JSON text, given to the package's `validate_json` as it stands.
Usage: verdicts.py schema <generated dir> <vectors.json>
       verdicts.py generated <generated dir> <vectors.json> <module>
"""

import importlib
import importlib.util
import json
import sys
from typing import Any, Callable

mode, generated_dir, vectors_path = sys.argv[1], sys.argv[2], sys.argv[3]


def schema_checker() -> Callable[[Any, str], list[str]]:
    from jsonschema import Draft202012Validator, RefResolver

    with open(f"{generated_dir}/cards.schema.json", encoding="utf-8") as file:
        schema = json.load(file)
    resolver = RefResolver.from_schema(schema)
    validators = {
        name: Draft202012Validator({"$ref": f"{schema['$id']}#/$defs/{name}"}, resolver=resolver)
        for name in schema["$defs"]
    }
    return lambda value, type_name: [error.message for error in validators[type_name].iter_errors(value)]


def generated_checker() -> Callable[[Any, str], list[str]]:
    if importlib.util.find_spec("jsonschema") is not None:
        sys.exit("jsonschema is importable: run this mode without site packages (python3 -S)")
    sys.path.insert(0, f"{generated_dir}/python")
    return importlib.import_module(sys.argv[4]).validate


def text_checker() -> Callable[[str, str], list[str]]:
    return importlib.import_module(sys.argv[4]).validate_json


check = schema_checker() if mode == "schema" else generated_checker()
with open(vectors_path, encoding="utf-8") as file:
    vectors = json.load(file)
for vector in vectors:
    if "text" in vector:
        problems = text_checker()(vector["text"], vector["type"])
    else:
        problems = check(vector["value"], vector["type"])
    verdict = {"id": vector["id"], "valid": not problems, "error": "; ".join(problems), "problems": problems}
    print(json.dumps(verdict, ensure_ascii=False))
