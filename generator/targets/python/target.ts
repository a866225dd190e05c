/** The Python target: a typed package, named as the vocabulary's module (`acme_notify_cards/`), with a standard-library `validate`. */
import { hostFile, ignoreFile } from "../../emit/artifact.js";
import type { Target } from "../shared/target.js";
import { emitPython } from "./emit-python.js";
import { pythonAllName, pythonVersionName } from "./naming.js";
import { isPythonIdentifier } from "./syntax.js";

export const pythonTarget: Target = {
  name: "Python package",
  language: "Python",
  acceptsTypeName: isPythonIdentifier,
  reservedNames: [pythonAllName, pythonVersionName],
  // Its helpers are private (`_check_…`, `_members_…`), so no declared name can meet them.
  derivedNames: () => [],
  emit: async (context) => [
    hostFile(
      context,
      `python/${context.packages.pythonImport}/__init__.py`,
      "#",
      emitPython(context.ir, context.version),
      2,
    ),
    // PEP 561's marker: type checkers read the package's own annotations. Empty, as "partial" means something.
    { path: `python/${context.packages.pythonImport}/py.typed`, contents: "" },
    ignoreFile(context, "python/.gitignore", ["__pycache__/", ".mypy_cache/", "*.egg-info/", "build/", "dist/"]),
  ],
};
