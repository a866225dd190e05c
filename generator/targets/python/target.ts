/** The Python target: a typed package, named as the vocabulary's module (`acme_notify_cards/`), with a standard-library `validate`. */
import { languageFile, ignoreFile } from "../../emit/artifact.js";
import { harnessAt } from "../shared/harness.js";
import type { Target } from "../shared/target.js";
import { pythonPackageName } from "./package-name.js";
import { emitPython, pythonChecksModule } from "./emit-python.js";
import { pythonNaming } from "./naming.js";

export const pythonTarget: Target = {
  name: "Python package",
  id: "python",
  naming: pythonNaming,
  packageName: pythonPackageName,
  harness: harnessAt(new URL("./harness.ts", import.meta.url)),
  packing: { folder: "python", load: async () => (await import("./pack.js")).packPython },
  gates: [
    {
      name: "pyright strict",
      command: ["pyright", "--project", "pyrightconfig.json"],
      folder: "python",
      silent: false,
      files: { "pyrightconfig.json": JSON.stringify({ typeCheckingMode: "strict", pythonVersion: "3.11" }) },
    },
  ],
  emit: async (context) => {
    const modules = emitPython(context.ir, context.version);
    const folder = `python/${context.packages.pythonImport}`;
    return [
      languageFile(context, `${folder}/__init__.py`, "#", modules.init, 2),
      languageFile(context, `${folder}/${pythonChecksModule}.py`, "#", modules.checks, 2),
      // PEP 561's marker: type checkers read the package's own annotations. Empty, as "partial" means something.
      { path: `python/${context.packages.pythonImport}/py.typed`, contents: "" },
      ignoreFile(context, "python/.gitignore", ["__pycache__/", ".mypy_cache/", "*.egg-info/", "build/", "dist/"]),
    ];
  },
};
