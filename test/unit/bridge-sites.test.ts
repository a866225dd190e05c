/** Finding the hand-written bridges a new variant must reach: calls, not declarations; named calls first. */
import { describe, expect, it } from "vitest";
import { bridgesOf, findBridgeSites } from "../../generator/diff/bridge-sites.js";

const files = [
  { path: "generated/bridge.ts", text: "export function defineToolResultViewBridge<T>(arms: T) {}\n" },
  { path: "hosts/acp.ts", text: "import x from 'y';\nconst b = defineToolResultViewBridge<Ui>({\n});\n" },
  {
    path: "hosts/text.ts",
    text: "// renders ToolResultView and ToolCallView as text\nexport const t = defineCardBridge({});\n",
  },
];

describe("bridge sites", () => {
  it("finds calls with their position and skips the generated declaration", () => {
    expect(findBridgeSites(files).map(({ path, line, column, callee }) => ({ path, line, column, callee }))).toEqual([
      { path: "hosts/acp.ts", line: 2, column: 11, callee: "defineToolResultViewBridge" },
      { path: "hosts/text.ts", line: 2, column: 18, callee: "defineCardBridge" },
    ]);
  });

  it("prefers calls named after the union, else calls in files that name it, else none", () => {
    const sites = findBridgeSites(files);
    expect(bridgesOf(sites, "ToolResultView")).toEqual(["hosts/acp.ts:2:11"]);
    expect(bridgesOf(sites, "ToolCallView")).toEqual(["hosts/text.ts:2:18"]);
    expect(bridgesOf(sites, "ContentBlock")).toEqual([]);
  });
});
