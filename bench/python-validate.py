"""Times the generated Python package's `validate` against a cached `jsonschema` Draft202012Validator
(one built per type, up front) on the same card values: every vector of the named files, valid and
invalid apart. Rounds alternate between the two, each sized to about 0.3 s; prints JSON with the
median and range of validations per second and of the ratio per round.

Usage: python-validate.py <generated dir> <module> <rounds> <vectors.json>...
"""

import importlib
import json
import statistics
import sys
import time
from typing import Any, Callable

generated_dir, module, rounds = sys.argv[1], sys.argv[2], int(sys.argv[3])
sys.path.insert(0, f"{generated_dir}/python")
validate = importlib.import_module(module).validate
from jsonschema import Draft202012Validator  # noqa: E402

with open(f"{generated_dir}/cards.schema.json", encoding="utf-8") as file:
    schema = json.load(file)
cached = {name: Draft202012Validator({**schema, "$ref": f"#/$defs/{name}"}) for name in schema["$defs"]}
vectors: list[dict[str, Any]] = []
for path in sys.argv[4:]:
    with open(path, encoding="utf-8") as file:
        vectors.extend(json.load(file))


def generated(value: Any, type_name: Any) -> bool:
    return not validate(value, type_name)


def jsonschema(value: Any, type_name: str) -> bool:
    return cached[type_name].is_valid(value)


def rate(check: Callable[[Any, Any], bool], inputs: list[dict[str, Any]], repeat: int) -> float:
    start = time.perf_counter()
    for _ in range(repeat):
        for vector in inputs:
            check(vector["value"], vector["type"])
    return repeat * len(inputs) / (time.perf_counter() - start)


def spread(samples: list[float]) -> dict[str, float]:
    return {"median": statistics.median(samples), "min": min(samples), "max": max(samples)}


report: dict[str, Any] = {}
for kind, inputs in (("valid", [v for v in vectors if v["valid"]]), ("invalid", [v for v in vectors if not v["valid"]])):
    wrong = [v["id"] for v in inputs if generated(v["value"], v["type"]) != v["valid"]]
    sizes = {name: max(1, int(0.3 * rate(check, inputs, 1) / len(inputs))) for name, check in (("generated", generated), ("jsonschema", jsonschema))}
    samples: dict[str, list[float]] = {"generated": [], "jsonschema": [], "ratio": []}
    for _ in range(rounds):
        fast = rate(generated, inputs, sizes["generated"])
        slow = rate(jsonschema, inputs, sizes["jsonschema"])
        samples["generated"].append(fast)
        samples["jsonschema"].append(slow)
        samples["ratio"].append(fast / slow)
    report[kind] = {"values": len(inputs), "wrong": wrong, **{name: spread(s) for name, s in samples.items()}}
print(json.dumps(report))
