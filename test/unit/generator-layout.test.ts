/**
 * The folders of `generator/` follow the pipeline, so their imports form no cycle: a stage imports
 * the stages before it and `model/` (what every stage shares), never one after it. Each folder
 * under `targets/` (a host language, or `shared/`, the contract they implement) counts as a folder
 * of its own; a language may import `targets/shared`, never another language. Imports are read
 * from the source text.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const generatorRoot = new URL("../../generator/", import.meta.url).pathname;

/** `check/rules/x.ts` → `check`; `targets/go/emit-go.ts` → `targets/go`; `targets/target.ts` → `targets`. */
function folderOf(path: string): string {
  const parts = relative(generatorRoot, path).split("/");
  if (parts[0] === "targets" && parts.length > 2) return `targets/${parts[1]}`;
  return parts[0] ?? "";
}

function folderGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  const files = readdirSync(generatorRoot, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".ts"))
    .map((entry) => join(entry.parentPath, entry.name));
  for (const file of files) {
    const from = folderOf(file);
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const match of readFileSync(file, "utf8").matchAll(/(?:from|import\()\s*"(\.{1,2}\/[^"]+)"/g)) {
      const target = resolve(dirname(file), match[1] ?? "");
      if (!target.startsWith(generatorRoot)) continue; // the runtime, outside the generator's stages
      const to = folderOf(target);
      if (to !== from) edges.add(to);
    }
  }
  return graph;
}

/** Every cycle's folders, as `a → b → a`, found by a depth-first walk. */
function cycles(graph: ReadonlyMap<string, ReadonlySet<string>>): string[] {
  const found: string[] = [];
  const walk = (node: string, path: readonly string[]): void => {
    if (path.includes(node)) {
      const cycle = [...path.slice(path.indexOf(node)), node];
      if (cycle[0] === cycle.slice(0, -1).sort()[0]) found.push(cycle.join(" → "));
      return;
    }
    for (const next of graph.get(node) ?? []) walk(next, [...path, node]);
  };
  for (const node of graph.keys()) walk(node, []);
  return [...new Set(found)].sort();
}

describe("the generator's folders", () => {
  const graph = folderGraph();

  it("import one another without a cycle", () => {
    expect(graph.size).toBeGreaterThan(8);
    expect(cycles(graph)).toEqual([]);
  });

  it("would report a cycle", () => {
    expect(
      cycles(
        new Map([
          ["a", new Set(["b"])],
          ["b", new Set(["a"])],
        ]),
      ),
    ).toEqual(["a → b → a"]);
  });

  it("keep model/ free of every other stage, and each language free of the others", () => {
    expect([...(graph.get("model") ?? [])]).toEqual([]);
    for (const [from, edges] of graph) {
      if (!from.startsWith("targets/")) continue;
      expect(
        [...edges].filter((to) => to.startsWith("targets/") && to !== "targets/shared"),
        from,
      ).toEqual([]);
    }
  });
});
