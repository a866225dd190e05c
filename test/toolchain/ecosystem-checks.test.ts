/**
 * Each artifact `pnpm dist` writes, judged by the tool its own ecosystem judges packages with, as a
 * consumer or a registry would run it: publint on every npm tarball, arethetypeswrong on the runtime's
 * and the vocabulary's, with a Standard Schema consumer and a CommonJS one compiled against them, `twine check` on the wheel and
 * the sdist (both rebuilt byte for byte under umasks 022 and 077, dated by `SOURCE_DATE_EPOCH`, the
 * wheel's `import *` the vocabulary's names only), `cargo
 * package --list` and `cargo doc -W missing_docs` on the crate, `go vet` and staticcheck on the Go
 * module and a consumer of it, the licence in every artifact with the notices of what the compiler bundles, and a
 * Yarn PnP project running the packed compiler's `cardc gen`. The tools are pinned
 * devDependencies (npm) or Debian packages (`.ci/install-system-deps`); nothing is downloaded but what
 * `npm install` of the tarballs fetches, as in `packages.test.ts` (the text host's `diff`). The
 * artifacts are the ones `packages.test.ts` installs, built once per run (`dist-once.ts`).
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allNamedTypes } from "../../generator/lower/ir.js";
import { distOnce } from "../support/dist-once.js";
import { generateOk, packageNamesOf, readRealSchema } from "../support/generate.js";
import { debianCargoConfig } from "../../build/dist.mjs";
import { cacheDir, goEnv, root, run, runOk, rustEnv } from "../support/target-builds.js";

const packagesDir = join(root, "dist/packages");
const version = (JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { version: string }).version;
const bin = (name: string) => join(root, "node_modules/.bin", name);
const npmTarballs = ["cardc", "cardc-runtime", "cardc-tool-cards"].map((name) =>
  join(packagesDir, `npm/${name}-${version}.tgz`),
);

const { ir } = await generateOk(readRealSchema());
const packages = packageNamesOf(readRealSchema());
let work: string;

beforeAll(async () => {
  await distOnce();
  work = mkdtempSync(join(tmpdir(), "cardc-ecosystem-"));
}, 600_000); // a hang guard for a cold build on a busy machine, not a speed target
afterAll(() => {
  // oxlint-disable-next-line typescript/no-unnecessary-condition -- unset when beforeAll failed
  if (work !== undefined) rmSync(work, { recursive: true, force: true });
});

describe("npm", () => {
  it.each(npmTarballs)("publint --strict finds nothing in %s", async (tarball) => {
    const result = await run(bin("publint"), ["run", "--strict", tarball]);
    expect(result).toMatchObject({ code: 0, stderr: "" });
    expect(result.stdout).toContain("All good!");
  });

  // The compiler's tarball exports no module, only its command and the DSL's schema: attw has nothing to judge.
  it.each(npmTarballs.slice(1))("arethetypeswrong finds no problem in its node16 profile: %s", async (tarball) => {
    const result = await run(bin("attw"), ["--profile", "node16", "--format", "json", tarball]);
    expect(result).toMatchObject({ code: 0, stderr: "" });
    const report = JSON.parse(result.stdout) as {
      analysis: { entrypoints: Record<string, unknown>; problems: { resolutionKind?: string }[] };
    };
    expect(Object.keys(report.analysis.entrypoints).length).toBeGreaterThan(2);
    // The profile ignores node10 (no `exports` support), whose problems attw still lists.
    expect(report.analysis.problems.filter((problem) => problem.resolutionKind !== "node10")).toEqual([]);
  });

  it("serve a Standard Schema consumer and a CommonJS one, typed under node16 without skipLibCheck", async () => {
    const project = join(work, "npm");
    mkdirSync(project);
    writeFileSync(join(project, "package.json"), JSON.stringify({ name: "consumer", private: true, type: "module" }));
    await runOk("npm", ["install", "--no-audit", "--no-fund", ...npmTarballs.slice(1)], { cwd: project });
    // The specification's own types, from this repository's pinned copy.
    cpSync(
      realpathSync(join(root, "node_modules/@standard-schema/spec")),
      join(project, "node_modules/@standard-schema/spec"),
      {
        recursive: true,
      },
    );
    cpSync(join(root, "test/packages/standard-schema"), project, { recursive: true });
    expect(await run(bin("tsc"), ["-p", "tsconfig.json"], { cwd: project })).toMatchObject({ code: 0, stdout: "" });
    const standard = await runOk(process.execPath, ["out/standard.mjs"], { cwd: project });
    expect(JSON.parse(standard.stdout)).toEqual({
      card: "generic",
      refused: [{ message: expect.stringMatching(/^must be >= 1/), path: ["line"] }],
    });
    const required = await runOk(process.execPath, ["out/require.cjs"], { cwd: project });
    expect(required.stderr).toBe("");
    expect(JSON.parse(required.stdout)).toEqual({
      valid: true,
      call: "generic",
      refused: true,
      assertNever: "function",
    });
    const manifest = JSON.parse(readFileSync(join(project, "node_modules/@cardc/tool-cards/package.json"), "utf8")) as {
      engines: { node: string };
    };
    expect(manifest.engines.node).toBe(">=20.19");
  });
});

describe("Python", () => {
  // Read when a test runs, after `distOnce` has built the folder, never while the file is collected.
  const wheelName = () => readdirSync(join(packagesDir, "python")).find((name) => name.endsWith(".whl")) ?? "";
  const wheel = () => join(packagesDir, "python", wheelName());

  it("rebuilds the wheel and the sdist byte for byte under any umask, every file dated 1980 unless SOURCE_DATE_EPOCH says", async () => {
    const artifacts = readdirSync(join(packagesDir, "python")).sort();
    expect(artifacts).toHaveLength(2);
    const hash = (path: string) => createHash("sha256").update(readFileSync(path)).digest("hex");
    const built = artifacts.map((name) => hash(join(packagesDir, "python", name)));
    // As a process with its own umask, as a user's shell runs it; --python, from before cardc wrote the
    // wheel itself, is ignored with a warning, so its interpreter need not exist.
    for (const umask of ["022", "077"]) {
      const dest = join(work, `rebuild-${umask}`);
      const dist = `umask ${umask} && exec "$0" "$@"`;
      const args = ["dist", "--skip", "npm", "--skip", "rust", "--skip", "go", "--dest", dest];
      const { stderr } = await runOk("sh", [
        "-c",
        dist,
        process.execPath,
        join(root, "dist/cli/cardc.js"),
        ...args,
        "--python",
        "/nowhere/python3",
      ]);
      expect(stderr).toContain("cardc dist: warning: --python is ignored");
      expect(readdirSync(join(dest, "python")).sort()).toEqual(artifacts);
      expect(
        artifacts.map((name) => hash(join(dest, "python", name))),
        `umask ${umask}`,
      ).toEqual(built);
    }
    const dates = execFileSync("unzip", ["-Z", "-T", wheel()], { encoding: "utf8" })
      .split("\n")
      .filter((line) => /^[-rwx]{10}/.test(line))
      .map((line) => line.split(/\s+/).slice(0, 7));
    expect(dates.length).toBeGreaterThan(4);
    expect(new Set(dates.map((fields) => `${fields[0]} ${fields[6]}`))).toEqual(
      new Set(["-rw-r--r-- 19800101.000000"]),
    );
    const sdist = artifacts.find((name) => name.endsWith(".tar.gz")) ?? "";
    const members = execFileSync(
      "tar",
      ["tvzf", join(packagesDir, "python", sdist), "--full-time", "--numeric-owner"],
      {
        encoding: "utf8",
        env: { ...process.env, TZ: "UTC" },
      },
    )
      .trim()
      .split("\n")
      .map((line) =>
        line
          .split(/\s+/)
          .slice(0, 5)
          .filter((_, index) => index !== 2)
          .join(" "),
      );
    expect(new Set(members)).toEqual(new Set(["-rw-r--r-- 0/0 1980-01-01 00:00:00"]));
  });

  it("dates the archives as SOURCE_DATE_EPOCH says, and refuses one that is not a number, packing nothing", async () => {
    const cardc = join(root, "dist/cli/cardc.js");
    const args = (dest: string) => ["dist", "--skip", "npm", "--skip", "rust", "--skip", "go", "--dest", dest];
    const dest = join(work, "dated");
    await runOk(process.execPath, [cardc, ...args(dest)], { env: { SOURCE_DATE_EPOCH: "1700000000" } });
    const wheelFile = join(dest, "python", wheelName());
    const dates = execFileSync("unzip", ["-Z", "-T", wheelFile], { encoding: "utf8" })
      .split("\n")
      .filter((line) => /^[-rwx]{10}/.test(line))
      .map((line) => line.split(/\s+/)[6]);
    expect(new Set(dates)).toEqual(new Set(["20231114.221320"]));
    const refused = await run(process.execPath, [cardc, ...args(join(work, "undated"))], {
      env: { SOURCE_DATE_EPOCH: "yesterday" },
    });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      'cardc dist: python: SOURCE_DATE_EPOCH "yesterday" is not a whole number of seconds',
    );
    expect(refused.stderr).not.toMatch(/\n\s+at /);
    expect(readdirSync(work)).not.toContain("undated");
  });

  it("binds the vocabulary's types, TypeName, validate and validate_json through `import *`, and no module it imports", async () => {
    const program = `from ${packages.pythonImport} import *\nprint(" ".join(name for name in dir() if not name.startswith("_")))`;
    const { stdout } = await runOk("/usr/bin/python3", ["-c", program], { env: { PYTHONPATH: wheel() }, cwd: work });
    expect(stdout.trim().split(" ").sort()).toEqual(
      [...allNamedTypes(ir).map((type) => type.name), "TypeName", "validate", "validate_json"].sort(),
    );
  });

  it("twine check --strict passes the wheel and the sdist", async () => {
    const artifacts = readdirSync(join(packagesDir, "python")).map((name) => join(packagesDir, "python", name));
    expect(artifacts).toHaveLength(2);
    const { stdout, stderr } = await runOk("twine", ["check", "--strict", ...artifacts], {
      env: { NO_COLOR: "1" },
    });
    expect(stderr).toBe("");
    expect(stdout.match(/PASSED/g)).toHaveLength(2);
    expect(stdout).not.toMatch(/WARNING|ERROR|FAILED/);
  });
});

/** The files of a tarball (`.tgz`, `.tar.gz`, `.crate`), or of a zip (`.whl`). */
function listing(archive: string): string[] {
  const command = archive.endsWith(".whl") ? ["unzip", "-Z1", archive] : ["tar", "tzf", archive];
  return execFileSync(command[0] ?? "", command.slice(1), { encoding: "utf8" })
    .trim()
    .split("\n");
}

describe("Rust", () => {
  let crate: string;

  beforeAll(() => {
    // The crate as its author wrote it: cargo keeps the packer's manifest as Cargo.toml.orig.
    mkdirSync(join(work, "rust"));
    execFileSync("tar", ["xzf", join(packagesDir, `rust/${packages.rust}-${version}.crate`), "-C", join(work, "rust")]);
    crate = join(work, "rust", `${packages.rust}-${version}`);
    renameSync(join(crate, "Cargo.toml.orig"), join(crate, "Cargo.toml"));
    mkdirSync(join(crate, ".cargo"));
    writeFileSync(join(crate, ".cargo/config.toml"), debianCargoConfig);
  });

  it("ships no lockfile, states its licence, MSRV and README, and cargo package --list finds nothing to warn of", async () => {
    expect(readdirSync(crate).sort()).toEqual([".cargo", "Cargo.toml", "LICENSE", "README.md", "src"]);
    const manifest = readFileSync(join(crate, "Cargo.toml"), "utf8");
    expect(manifest).toMatch(/^license = "MIT"$/m);
    expect(manifest).toMatch(/^rust-version = "1\.63"$/m);
    expect(manifest).toMatch(new RegExp(`^documentation = "https://docs\\.rs/${packages.rust}/${version}"$`, "m"));
    const { stdout, stderr } = await runOk("cargo", ["package", "--list", "--offline"], { cwd: crate, env: rustEnv });
    expect(stderr).toBe("");
    expect(stdout.trim().split("\n")).toEqual(
      expect.arrayContaining(["Cargo.toml", "LICENSE", "README.md", "src/lib.rs"]),
    );
    expect(manifest).toMatch(/^readme = "README\.md"$/m);
  });

  it("documents every public item: cargo doc -W missing_docs says nothing", { timeout: 300_000 }, async () => {
    const { stderr } = await runOk("cargo", ["doc", "--quiet", "--offline", "--no-deps"], {
      cwd: crate,
      env: { ...rustEnv, RUSTDOCFLAGS: "-W missing_docs" },
    });
    expect(stderr).toBe("");
  });
});

describe("Go", () => {
  it("passes go vet and staticcheck -checks all, the package and a consumer that reads an initialism", async () => {
    const module = join(packagesDir, "go", packages.goPackage);
    const generated = readdirSync(module).filter((name) => name.endsWith(".go"));
    expect(generated.length).toBeGreaterThan(0);
    for (const name of generated) {
      // Go's marker of generated code, the exact expression its tools match, before the package clause.
      const [marker, blank] = readFileSync(join(module, name), "utf8").split("\n");
      expect(marker, name).toMatch(/^\/\/ Code generated .* DO NOT EDIT\.$/);
      expect(blank, name).toBe("");
    }
    const project = join(work, "go");
    mkdirSync(project);
    writeFileSync(
      join(project, "go.mod"),
      `module example.com/consumer\n\ngo 1.19\n\nrequire ${packages.go} v0.0.0\n\nreplace ${packages.go} => ${module}\n`,
    );
    // `URL`, as Go spells the initialism, where the field is `url` on the wire.
    writeFileSync(
      join(project, "main.go"),
      [
        "// Command consumer prints where a web source points.",
        "package main",
        "",
        'import (\n\t"fmt"\n\t"os"\n',
        `\t${JSON.stringify(packages.go)}\n)`,
        "",
        "func main() {",
        `\tsource, err := ${packages.goPackage}.DecodeWebSource([]byte(\`{"url": "https://example.com"}\`))`,
        "\tif err != nil {\n\t\tfmt.Fprintln(os.Stderr, err)\n\t\tos.Exit(1)\n\t}",
        "\tfmt.Println(source.URL)",
        "}",
        "",
      ].join("\n"),
    );
    const env = { ...goEnv, STATICCHECK_CACHE: join(cacheDir, "staticcheck") };
    const targets = ["./...", packages.go];
    expect(await run("go", ["vet", ...targets], { cwd: project, env })).toMatchObject({ code: 0, stderr: "" });
    const staticcheck = await run("go-staticcheck", ["-checks", "all", ...targets], { cwd: project, env });
    expect(staticcheck).toMatchObject({ code: 0, stdout: "", stderr: "" });
    expect((await runOk("go", ["run", "."], { cwd: project, env })).stdout).toBe("https://example.com\n");
  });
});

describe("the licence", () => {
  const license = readFileSync(join(root, "LICENSE"), "utf8");
  const python = (suffix: string) =>
    join(packagesDir, "python", readdirSync(join(packagesDir, "python")).find((name) => name.endsWith(suffix)) ?? "");

  it("is MIT, as package.json says, and every artifact carries its text", () => {
    expect(license).toMatch(/^MIT License\n/);
    expect((JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { license: string }).license).toBe("MIT");
    const archives = [
      ...npmTarballs,
      python(".whl"),
      python(".tar.gz"),
      join(packagesDir, "rust", readdirSync(join(packagesDir, "rust"))[0] ?? ""),
    ];
    for (const archive of archives) {
      const path = listing(archive).find((file) => /^[^/]+\/(?:[^/]+\.dist-info\/)?LICENSE$/.test(file));
      expect(path, `${archive} holds LICENSE`).toBeDefined();
      const text = archive.endsWith(".whl")
        ? execFileSync("unzip", ["-p", archive, path ?? ""], { encoding: "utf8" })
        : execFileSync("tar", ["xzOf", archive, path ?? ""], { encoding: "utf8" });
      expect(text, `${archive}: ${path}`).toBe(license);
    }
    const goModule = join(packagesDir, "go", readdirSync(join(packagesDir, "go"))[0] ?? "");
    expect(readFileSync(join(goModule, "LICENSE"), "utf8")).toBe(license);
  });

  it("travels with every package the compiler bundles, and the compiler ships no source maps", () => {
    const files = listing(npmTarballs[0] ?? "");
    expect(files.filter((file) => file.endsWith(".map"))).toEqual([]);
    const notices = execFileSync("tar", ["xzOf", npmTarballs[0] ?? "", "package/dist/cli/THIRD-PARTY-NOTICES.md"], {
      encoding: "utf8",
    });
    // Every package esbuild inlined, by the paths its metafile names.
    const metafile = JSON.parse(readFileSync(join(root, "dist/cli.meta.json"), "utf8")) as {
      inputs: Record<string, unknown>;
    };
    const bundled = new Set(
      Object.keys(metafile.inputs).flatMap((input) => {
        const name = /.*node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input)?.[1];
        return name === undefined ? [] : [name];
      }),
    );
    expect([...bundled].sort()).toEqual(expect.arrayContaining(["ajv", "diff", "fast-uri", "jsonc-parser"]));
    const headings = [...notices.matchAll(/^## (\S+) \S+ \((\S+)\)$/gm)].map((match) => match[1]);
    expect(headings).toEqual([...bundled].sort());
    expect(notices).toContain("Copyright (c) 2015-2021 Evgeny Poberezkin");
  });
});

describe("Yarn PnP", () => {
  it("runs the packed compiler's cardc gen and gen --check, and leaves no staging folder", async () => {
    const project = join(work, "pnp");
    mkdirSync(join(project, "schema"), { recursive: true });
    cpSync(join(root, "schema/cards.json"), join(project, "schema/cards.json"));
    writeFileSync(
      join(project, "package.json"),
      JSON.stringify({
        name: "pnp-host",
        private: true,
        version: "1.0.0",
        devDependencies: { cardc: `file:${npmTarballs[0]}` },
      }),
    );
    // Yarn itself from its npm package; its cache inside the project, and no network: the one
    // dependency is a tarball on disk. Under CI Yarn refuses to write a lockfile unless told that
    // this first install may.
    const yarn = join(root, "node_modules/@yarnpkg/cli-dist/bin/yarn.js");
    const env = {
      YARN_ENABLE_IMMUTABLE_INSTALLS: "false",
      YARN_ENABLE_GLOBAL_CACHE: "false",
      YARN_ENABLE_NETWORK: "false",
      YARN_ENABLE_TELEMETRY: "false",
      YARN_NODE_LINKER: "pnp",
    };
    await runOk(process.execPath, [yarn, "install"], { cwd: project, env });
    expect(readdirSync(project)).toContain(".pnp.cjs");
    const gen = await run(process.execPath, [yarn, "cardc", "gen"], { cwd: project, env });
    expect(gen.stderr).not.toContain("internal error");
    expect(gen).toMatchObject({ code: 0 });
    expect(readdirSync(project).filter((entry) => entry.includes("generated"))).toEqual(["generated"]);
    expect(readdirSync(join(project, "generated")).sort()).toEqual(readdirSync(join(root, "generated")).sort());
    const check = await run(process.execPath, [yarn, "cardc", "gen", "--check"], { cwd: project, env });
    expect(check).toMatchObject({ code: 0 });
    expect(check.stdout + check.stderr).toContain("generated/ is up to date");
  });
});
