/**
 * `cardc init`: sets a project up for cardc — a starter vocabulary, the `"cardc"` settings and the
 * scripts in `package.json` — refusing to overwrite anything. The work is `run-init.ts`, loaded on use.
 * It reads the project's `package.json` itself (`readsNoProject`), since it is the command that
 * writes the settings the others read.
 */
import type { Command } from "./command.js";
import { starterScripts } from "./init-manifest.js";

const scriptList = Object.entries(starterScripts)
  .map(([name, command]) => `${name} (${command})`)
  .join(", ");

export const initCommand: Command = {
  name: "init",
  summary: "start a project: a starter vocabulary, the cardc settings and scripts in package.json",
  help: `usage: cardc init [--id <id>]

Writes a starter vocabulary to the schema path (--schema, default schema/cards.json) and adds to
package.json (written if the folder has none) the "cardc" settings naming the schema and the output
folder (--out, default generated), the scripts ${scriptList}, and cardc as a dev
dependency if the project does not depend on it yet. Keys, key order and indentation of an existing
package.json are kept; a script of the same name that runs something else is kept and named. Run
\`cardc gen\` next.

options:
  --id <id>  the vocabulary's id, the $id of its JSON Schema, from which package names derive
             (default: urn:<the project's name>:cards)

exit codes:
  0   written
  1   the schema file exists or package.json already has "cardc" settings; nothing was written
  2   package.json is not a JSON object, or the id is refused; nothing was written
  64  the command line was not understood, or --out names a folder the project could be lost to
  70  a bug in cardc itself
  73  package.json could not be read, or a file could not be written; nothing was left
      half-written`,
  readsNoProject: true,
  options: { id: { type: "string" } },
  async run(values, _positionals, context) {
    const { runInit } = await import("./run-init.js");
    const id = typeof values["id"] === "string" ? values["id"] : undefined;
    return runInit(
      { project: process.cwd(), schema: context.schema, out: context.out, ...(id === undefined ? {} : { id }) },
      context.terminal,
    );
  },
};
