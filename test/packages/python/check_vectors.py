"""Run by a venv that installed the `cards` wheel and nothing else: every shared vector through
`cards.validate`. Prints {"checked": n, "wrong": [ids...], "jsonschema": bool}."""

import importlib.util
import json
import sys

import cards

with open(sys.argv[1], encoding="utf-8") as file:
    vectors = json.load(file)
wrong = [vector["id"] for vector in vectors if (not cards.validate(vector["value"], vector["type"])) != vector["valid"]]
available = importlib.util.find_spec("jsonschema") is not None
print(json.dumps({"checked": len(vectors), "wrong": wrong, "jsonschema": available}))
