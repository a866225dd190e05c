/**
 * The OpenAPI document (`openapi.json`) as an API's author uses it, with openapi-typescript (pinned,
 * installed with the TypeScript 5 it needs into a project outside the repository): the document of
 * the real vocabulary and of every fixture turns into types with no unresolved reference, and they
 * compile under strict tsc; an API whose response refers into the file
 * (`openapi.json#/components/schemas/ToolResultView`) gets the card union as that response's type. The
 * JSON Schema's `$defs` pasted under `components.schemas` as they stand, the way that fails, is shown
 * failing, so the file's reason to exist stays visible.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixtureNames, fixtureOut } from "../support/fixture-trees.js";
import { generatedDir, run, runOk } from "../support/target-builds.js";

const project = mkdtempSync(join(tmpdir(), "cardc-openapi-"));
const bin = (name: string) => join(project, "node_modules/.bin", name);
const documents = [
  { name: "cards", file: join(generatedDir, "openapi.json") },
  ...fixtureNames.map((name) => ({ name, file: join(fixtureOut(name), "openapi.json") })),
];

beforeAll(async () => {
  writeFileSync(join(project, "package.json"), JSON.stringify({ name: "api", private: true }));
  await runOk("npm", ["install", "--no-audit", "--no-fund", "openapi-typescript@7.13.0", "typescript@5.9.3"], {
    cwd: project,
  });
  mkdirSync(join(project, "types"));
}, 300_000); // an npm install: a hang guard, not a speed target
afterAll(() => rmSync(project, { recursive: true, force: true }));

describe("the OpenAPI document", () => {
  it("turns into types for every vocabulary with every reference resolved, and they compile under strict tsc", async () => {
    for (const { name, file } of documents) {
      const made = await run(bin("openapi-typescript"), [file, "-o", join(project, "types", `${name}.ts`)], {
        cwd: project,
      });
      expect(made.code, `${name}: ${made.stderr}`).toBe(0);
    }
    const cards = readFileSync(join(project, "types/cards.ts"), "utf8");
    expect(cards).toContain('ToolResultView: components["schemas"]["GenericResultView"] |');
    const files = documents.map(({ name }) => `types/${name}.ts`);
    const compiled = await run(bin("tsc"), ["--strict", "--noEmit", "--skipLibCheck", ...files], { cwd: project });
    expect(compiled.stdout + compiled.stderr).toBe("");
  }, 300_000);

  it("gives an API's response that refers into it the card union", async () => {
    copyFileSync(join(generatedDir, "openapi.json"), join(project, "openapi.json"));
    const response = { $ref: "./openapi.json#/components/schemas/ToolResultView" };
    const api = {
      openapi: "3.1.0",
      info: { title: "calls", version: "1.0.0" },
      paths: {
        "/calls/{id}": {
          get: {
            parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
            responses: {
              "200": { description: "The call's card.", content: { "application/json": { schema: response } } },
            },
          },
        },
      },
    };
    writeFileSync(join(project, "api.json"), JSON.stringify(api));
    await runOk(bin("openapi-typescript"), ["api.json", "-o", "api.ts"], { cwd: project });
    const types = readFileSync(join(project, "api.ts"), "utf8");
    expect(types).toContain('"application/json": components["schemas"]["ToolResultView"]');
    expect(types).toMatch(/card: "terminal";/);
  }, 120_000);

  it("is needed: the JSON Schema's $defs under components as they stand leave their references unresolved", async () => {
    const schema = JSON.parse(readFileSync(join(generatedDir, "cards.schema.json"), "utf8")) as { $defs: unknown };
    const pasted = {
      openapi: "3.1.0",
      info: { title: "pasted", version: "1.0.0" },
      paths: {},
      components: { schemas: schema.$defs },
    };
    writeFileSync(join(project, "pasted.json"), JSON.stringify(pasted));
    const made = await run(bin("openapi-typescript"), ["pasted.json", "-o", "pasted.ts"], { cwd: project });
    expect(made.code).not.toBe(0);
    expect(made.stderr).toContain("Can't resolve $ref");
  }, 120_000);
});
