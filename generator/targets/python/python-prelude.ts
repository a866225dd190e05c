/**
 * The fixed part of the Python module's validator, read from `prelude.py` (a real Python file, which
 * pyright checks as it stands): its `# section:` parts are the head (the problem types and the
 * missing-key marker) and one helper each. The module gets the head and, of the helpers, only those
 * a check calls and those they call in turn, so pyright strict never reports one as unused whatever
 * the vocabulary. Which helpers a helper calls is read from its text.
 *
 *     # section: _add
 *     def _add(found: _Found, path: str, message: str) -> list[_Problem]:
 *         …
 */
import preludeSource from "./prelude.py?text";

const helperNames = [
  "_add",
  "_clash",
  "_wrong",
  "_kind",
  "_describe",
  "_nest",
  "_within",
  "_unknown_keys",
  "_as_member",
  "_escape",
  "_clip",
  "_text",
  "_read_json",
] as const;

export type PythonHelper = (typeof helperNames)[number];

/** The file's sections by name, in file order, each without its marker line and trailing blank lines. */
function readSections(source: string): Map<string, string> {
  const sections = new Map<string, string>();
  const [, ...parts] = source.split(/^# section: /m);
  for (const part of parts) {
    const newline = part.indexOf("\n");
    sections.set(part.slice(0, newline).trim(), part.slice(newline + 1).trimEnd());
  }
  return sections;
}

const sections = readSections(preludeSource);
const head = sections.get("head");
const missing = helperNames.filter((name) => !sections.has(name));
if (head === undefined || missing.length > 0 || sections.size !== helperNames.length + 1) {
  throw new Error(
    `prelude.py: expected the sections head, ${helperNames.join(", ")}; found ${[...sections.keys()].join(", ")}`,
  );
}

/** The helpers each helper calls, read from its text. */
const calls = new Map(
  helperNames.map((name) => [
    name,
    helperNames.filter((other) => other !== name && new RegExp(`\\b${other}\\(`).test(sections.get(name) ?? "")),
  ]),
);

/** The prelude with the helpers named and those they use, in file order, two blank lines apart as PEP 8 has it. */
export function pythonPrelude(used: Iterable<PythonHelper>): string {
  const needed = new Set<PythonHelper>();
  const add = (name: PythonHelper): void => {
    if (needed.has(name)) return;
    needed.add(name);
    calls.get(name)?.forEach(add);
  };
  [...used].forEach(add);
  const texts = [...sections].filter(([name]) => needed.has(name as PythonHelper)).map(([, text]) => text);
  return [head, ...texts].join("\n\n\n");
}
