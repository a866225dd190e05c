/**
 * `cardc scaffold` on a bridge unlike the sample: four-space indentation, no trailing commas, an
 * empty nested arms object, a whole nested union missing, one-line arms, no type arguments, and an
 * import of the skeleton that does not export the variant types. The result is compared with the
 * expected text byte for byte, typechecks only up to the stubs' own errors, and a second run is a no-op.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyProject, runCardc, typecheckProject } from "./support/project-copy.js";

const fixture = new URL("./scaffold/", import.meta.url).pathname;
const bridgePath = "runtime/sample-hosts/four-space.ts";

let copy: ReturnType<typeof copyProject>;

beforeAll(() => {
  copy = copyProject("cardc-scaffold-");
  mkdirSync(join(copy.root, "runtime/sample-hosts"));
  writeFileSync(join(copy.root, bridgePath), readFileSync(join(fixture, "four-space-bridge.ts.txt"), "utf8"));
});
afterAll(() => copy.remove());

const scaffold = () => runCardc(copy.root, "scaffold");

describe("cardc scaffold", { timeout: 180_000 }, () => {
  it("inserts typed, failing stubs in the file's own style and changes nothing else", async () => {
    const report = await scaffold();
    expect(report).toContain(`${bridgePath}: added stub arms for "search", "web.search", "web.fetch", "known.image"`);
    expect(readFileSync(join(copy.root, bridgePath), "utf8")).toBe(
      readFileSync(join(fixture, "four-space-bridge.expected.ts.txt"), "utf8"),
    );
  });

  it("leaves the typecheck failing only at the stubs", async () => {
    const { output } = await typecheckProject(copy.root);
    const errors = output.split("\n").filter((line) => line.includes("error TS"));
    expect(errors.map((line) => line.replace(/\(\d+,\d+\)/, ""))).toEqual([
      `${bridgePath}: error TS2322: Type 'WebSearchResultView' is not assignable to type 'never'.`,
      `${bridgePath}: error TS2322: Type 'WebFetchResultView' is not assignable to type 'never'.`,
      `${bridgePath}: error TS2322: Type 'SearchMatchesResultView' is not assignable to type 'never'.`,
      `${bridgePath}: error TS2322: Type 'SearchPathsResultView' is not assignable to type 'never'.`,
      `${bridgePath}: error TS2322: Type 'ImageContentBlock' is not assignable to type 'never'.`,
    ]);
  });

  it("is listed and explains itself", async () => {
    expect(await runCardc(copy.root, "--help")).toMatch(/scaffold +insert a failing stub arm/);
    expect(await runCardc(copy.root, "scaffold", "--help")).toContain("usage: cardc scaffold");
  });

  it("changes nothing on a second run", async () => {
    const before = readFileSync(join(copy.root, bridgePath), "utf8");
    // The count covers every bridge under runtime/, which grows with each host.
    expect(await scaffold()).toMatch(/every bridge has all its arms \(\d+ checked\)\./);
    expect(readFileSync(join(copy.root, bridgePath), "utf8")).toBe(before);
  });
});
