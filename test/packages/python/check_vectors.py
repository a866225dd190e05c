"""Run by a venv that installed the vocabulary's wheel and nothing else: every shared vector through
the `validate` of the module it installed, named by the second argument.
Prints {"checked": n, "wrong": [ids...], "jsonschema": bool}.
Usage: check_vectors.py <vectors.json> <module>"""

import importlib
import importlib.util
import json
import sys

validate = importlib.import_module(sys.argv[2]).validate

with open(sys.argv[1], encoding="utf-8") as file:
    vectors = json.load(file)
wrong = [vector["id"] for vector in vectors if (not validate(vector["value"], vector["type"])) != vector["valid"]]
available = importlib.util.find_spec("jsonschema") is not None
print(json.dumps({"checked": len(vectors), "wrong": wrong, "jsonschema": available}))
