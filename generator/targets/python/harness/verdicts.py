"""Prints one verdict per test vector, as JSON lines, from one of two Python validators: the
vector's id, whether it is valid, and the problems found (also joined into one `error` line).

`schema`: python3-jsonschema (Draft202012Validator) directly on generated/cards.schema.json.
`generated`: the generated packages' own `validate`, each imported by its module name from its
tree's `python/` folder (a batch file lists them), the type written `<index>:<TypeName>` for the
batch's vocabulary `index`. The packages must need nothing beyond the standard library: the tests
run this mode with `python3 -S` (no site packages) and it stops if jsonschema could still be
imported. A vector with a `text` instead of a `value` is JSON text, given to the package's
`validate_json` as it stands; one with `bytes` (a JSON array of numbers) is given to it as `bytes`.
Usage: verdicts.py schema <generated dir> <vectors.json>
       verdicts.py generated <batch.json> <vectors.json>
where batch.json is [{"path": "<tree>/python", "module": "<module>"}, ...].
"""

import importlib
import importlib.util
import json
import sys
from types import ModuleType
from typing import Any, Callable

mode, where, vectors_path = sys.argv[1], sys.argv[2], sys.argv[3]


def schema_checker() -> Callable[[dict[str, Any]], list[str]]:
    from jsonschema import Draft202012Validator, RefResolver

    with open(f"{where}/cards.schema.json", encoding="utf-8") as file:
        schema = json.load(file)
    resolver = RefResolver.from_schema(schema)
    validators = {
        name: Draft202012Validator({"$ref": f"{schema['$id']}#/$defs/{name}"}, resolver=resolver)
        for name in schema["$defs"]
    }
    return lambda vector: [error.message for error in validators[vector["type"]].iter_errors(vector["value"])]


def generated_checker() -> Callable[[dict[str, Any]], list[str]]:
    if importlib.util.find_spec("jsonschema") is not None:
        sys.exit("jsonschema is importable: run this mode without site packages (python3 -S)")
    with open(where, encoding="utf-8") as file:
        batch = json.load(file)
    modules: list[ModuleType] = []
    for member in batch:
        sys.path.insert(0, member["path"])
        modules.append(importlib.import_module(member["module"]))

    def check(vector: dict[str, Any]) -> list[str]:
        index, type_name = vector["type"].split(":", 1)
        module = modules[int(index)]
        if "bytes" in vector:
            return module.validate_json(bytes(vector["bytes"]), type_name)
        if "text" in vector:
            return module.validate_json(vector["text"], type_name)
        return module.validate(vector["value"], type_name)

    return check


check = schema_checker() if mode == "schema" else generated_checker()
with open(vectors_path, encoding="utf-8") as file:
    vectors = json.load(file)
for vector in vectors:
    problems = check(vector)
    verdict = {"id": vector["id"], "valid": not problems, "error": "; ".join(problems), "problems": problems}
    print(json.dumps(verdict, ensure_ascii=False))
