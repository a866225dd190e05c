/**
 * What `cardc dist` carries over from the project's `package.json` into the packages' metadata: the
 * licence, the home page and the repository, read from each form npm accepts as the web address
 * Python's and Cargo's metadata want, and nothing from a value of another form.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadProjectSettings } from "../../generator/cli/project-settings.js";

let project: string;
beforeEach(() => {
  project = mkdtempSync(join(tmpdir(), "cardc-manifest-"));
});
afterEach(() => rmSync(project, { recursive: true, force: true }));

async function manifestOf(fields: Record<string, unknown>) {
  writeFileSync(join(project, "package.json"), JSON.stringify({ name: "x", version: "1.0.0", ...fields }));
  const loaded = await loadProjectSettings(project);
  if (!loaded.ok) throw new Error(loaded.report);
  return loaded.settings.manifest;
}

describe("the project's manifest", () => {
  it.each([
    [{ type: "git", url: "git+https://github.com/acme/notify.git" }, "https://github.com/acme/notify"],
    ["https://gitlab.example/acme/notify", "https://gitlab.example/acme/notify"],
    ["github:acme/notify", "https://github.com/acme/notify"],
    ["acme/notify", "https://github.com/acme/notify"],
    [{ url: "https://example.com/acme/notify.git#main" }, "https://example.com/acme/notify"],
  ])("reads the repository %j as %s", async (repository, url) => {
    expect((await manifestOf({ repository })).repository).toBe(url);
  });

  it.each([[{ url: 3 }], ["git@github.com:acme/notify.git"], [["https://example.com"]]])(
    "leaves out a repository it cannot read as a web address: %j",
    async (repository) => {
      expect(await manifestOf({ repository })).not.toHaveProperty("repository");
    },
  );

  it("carries the licence and an http(s) home page, and nothing else of the kind", async () => {
    expect(await manifestOf({ license: "MIT", homepage: "https://acme.example/notify" })).toEqual({
      license: "MIT",
      homepage: "https://acme.example/notify",
    });
    expect(await manifestOf({ license: 1, homepage: "acme.example" })).toEqual({});
  });
});
