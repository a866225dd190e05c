/**
 * The project's settings, read from its `package.json`: the release version every generated package
 * carries (`version`, which `cardc release-check` holds to the changes since the latest release), and
 * what the project keeps under `"cardc"`:
 *
 *     "cardc": {
 *       "schema": "schema/cards.json",          the vocabulary (`--schema` overrides it)
 *       "out": "generated",                     the output folder (`--out` overrides it)
 *       "bridges": ["src"],                     the folders `gen` and `scaffold` search for bridges
 *       "gallery": "dist/html-bridge.js",       the compiled module of HTML renderers `cardc gallery` uses
 *       "packages": { "npm": "@acme/notify-cards", "python": "acme-notify-cards",
 *                     "rust": "acme-notify-cards", "go": "example.com/acme/notifycards" },
 *       "targets": ["typescript", "go"],        the targets `gen`, `diff` and `dist` work for (default: all)
 *       "exports": { "./acp": "src/acp.ts" }    hand-written entries `cardc dist` packs beside the vocabulary's
 *     }
 *
 * Every key is optional. A project without a `package.json` gets version 0.0.0 and the defaults. A
 * manifest that cannot be read or parsed, a version that is not semver or that some host cannot spell in
 * the same order, a key of the wrong type, an unknown key, a package name or target the targets do not
 * take (`target-settings.ts`), or a licence or link holding a lone surrogate is reported in one line
 * naming it, never taken for a default.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { didYouMean } from "../check/suggest.js";
import type { GivenPackageNames } from "../model/package-names.js";
import { describeLoneSurrogate } from "../model/lone-surrogate.js";
import { hostVersionProblem } from "../model/python-version.js";
import { parseSemver, type Semver, semverProblem } from "../model/semver.js";
import type { ProjectManifest } from "../targets/shared/packing.js";

export interface ProjectSettings {
  readonly version: string;
  readonly semver: Semver;
  readonly schema: string | undefined;
  readonly out: string | undefined;
  readonly bridges: readonly string[] | undefined;
  readonly gallery: string | undefined;
  readonly packages: GivenPackageNames;
  /** The targets the project writes, by id (`cardc.targets`); `undefined` for every target. */
  readonly targets: readonly string[] | undefined;
  readonly exports: Readonly<Record<string, string>>;
  /** What `cardc dist` copies into the packages it writes: the licence, home page and repository, and the ranges of what they import. */
  readonly manifest: ProjectManifest;
}

export type LoadedSettings =
  { readonly ok: true; readonly settings: ProjectSettings } | { readonly ok: false; readonly report: string };

type Read<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly report: string };

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The project's `package.json`, or `undefined` when it has none; one that cannot be read or parsed
 * is reported, never taken for an empty one (which would stamp 0.0.0 on every package).
 */
async function readManifest(projectDir: string): Promise<Read<unknown>> {
  let text: string;
  try {
    text = await readFile(join(projectDir, "package.json"), "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") return { ok: true, value: undefined };
    return { ok: false, report: `package.json: cannot be read (${code ?? String(error)})` };
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, report: `package.json: not valid JSON (${(error as Error).message})` };
  }
}

/**
 * The release version `package.json` gives, in the form Cargo, Python packaging and npm all accept
 * (`MAJOR.MINOR.PATCH`, an optional pre-release every host sorts alike: `python-version.ts`); 0.0.0
 * without a `package.json` or a version.
 */
function versionOf(manifest: unknown): Read<{ readonly version: string; readonly semver: Semver }> {
  const version = (isRecord(manifest) ? manifest["version"] : undefined) ?? "0.0.0";
  const semver = typeof version === "string" ? parseSemver(version) : undefined;
  if (typeof version !== "string" || semver === undefined) {
    return {
      ok: false,
      report: `package.json: version ${JSON.stringify(version)} ${typeof version === "string" ? semverProblem(version) : "is not a semantic version (MAJOR.MINOR.PATCH)"}; every generated package carries it`,
    };
  }
  const problem = hostVersionProblem(semver);
  if (problem !== undefined) return { ok: false, report: `package.json: version "${version}": ${problem}` };
  return { ok: true, value: { version, semver } };
}

/** A key under `"cardc"`: what its value must be (for the message), and its reading, `undefined` when wrong. */
interface Setting<T> {
  readonly expected: string;
  readonly read: (value: unknown) => T | undefined;
}

const path: Setting<string>["read"] = (value) => (typeof value === "string" && value !== "" ? value : undefined);

/** An object whose keys pass `key` and whose values are paths. */
const pathsByKey =
  (key: (name: string) => boolean) =>
  (value: unknown): Readonly<Record<string, string>> | undefined =>
    isRecord(value) && Object.entries(value).every(([name, item]) => key(name) && path(item) !== undefined)
      ? (value as Readonly<Record<string, string>>)
      : undefined;

const settings = {
  schema: { expected: "the path of the vocabulary, relative to the project", read: path },
  out: { expected: "the path of the output folder, relative to the project", read: path },
  bridges: {
    expected: "a list of folders, relative to the project",
    read: (value) => (Array.isArray(value) && value.every((item) => path(item) !== undefined) ? value : undefined),
  } satisfies Setting<readonly string[]>,
  gallery: { expected: "the path of a compiled module of HTML renderers, relative to the project", read: path },
  packages: {
    // Its keys are the targets' own, held to them by `target-settings.ts`.
    expected: 'an object of package names by ecosystem ("npm": "@acme/notify-cards", …)',
    read: pathsByKey(() => true),
  } satisfies Setting<GivenPackageNames>,
  targets: {
    expected: 'a list of the targets to write ("typescript", "go", …)',
    read: (value) =>
      Array.isArray(value) && value.every((item) => typeof item === "string") ? (value as string[]) : undefined,
  } satisfies Setting<readonly string[]>,
  exports: {
    expected: 'an object of package subpaths ("./acp") to files, relative to the project',
    read: pathsByKey((name) => /^\.(?:\/[^*]+)?$/.test(name)),
  },
} as const satisfies Record<string, Setting<unknown>>;

type Settings = typeof settings;
type CardcSettings = { -readonly [Key in keyof Settings]?: NonNullable<ReturnType<Settings[Key]["read"]>> };

function readCardcSettings(cardc: unknown): Read<CardcSettings> {
  if (cardc === undefined) return { ok: true, value: {} };
  if (!isRecord(cardc)) return { ok: false, report: "package.json: cardc must be an object of settings" };
  const known = Object.keys(settings);
  const read: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(cardc)) {
    if (!Object.hasOwn(settings, key)) {
      const hint = didYouMean(key, known);
      return {
        ok: false,
        report: `package.json: cardc.${key} is not a setting${hint === undefined ? ` (settings: ${known.join(", ")})` : `; ${hint}`}`,
      };
    }
    const setting: Setting<unknown> = settings[key as keyof Settings];
    const checked = setting.read(value);
    if (checked === undefined) return { ok: false, report: `package.json: cardc.${key} must be ${setting.expected}` };
    read[key] = checked;
  }
  return { ok: true, value: read as CardcSettings };
}

/**
 * `package.json`'s `repository` as a web address, which Python's and Cargo's metadata want: npm's
 * forms `{ "url": "git+https://…/x.git" }`, `"https://…"` and the shorthands `"github:acme/x"` and
 * `"acme/x"`; undefined for anything else.
 */
function repositoryUrl(value: unknown): string | undefined {
  const text = isRecord(value) ? value["url"] : value;
  if (typeof text !== "string") return undefined;
  const shorthand = /^(?:github:)?([\w.-]+\/[\w.-]+)$/.exec(text);
  if (shorthand !== null) return `https://github.com/${shorthand[1]}`;
  const url = /^(?:git\+)?(https?:\/\/[^\s#]+?)(?:\.git)?(?:#.*)?$/.exec(text);
  return url?.[1];
}

/**
 * The fields of `package.json` the packages carry over; one of the wrong type is left out. One holding
 * a lone surrogate, which no manifest written as UTF-8 can carry, is reported.
 */
function manifestFields(manifest: unknown): Read<ProjectManifest> {
  if (!isRecord(manifest)) return { ok: true, value: {} };
  for (const key of ["license", "homepage", "repository"]) {
    const value = manifest[key];
    const text = isRecord(value) ? value["url"] : value;
    const found = typeof text === "string" ? describeLoneSurrogate(text) : undefined;
    if (found !== undefined)
      return {
        ok: false,
        report: `package.json: ${key} holds a lone surrogate (${found}), which no package manifest can carry; write the character whole`,
      };
  }
  const ranges = (key: string) => {
    const value = manifest[key];
    return isRecord(value) && Object.values(value).every((range) => typeof range === "string")
      ? { [key]: value as Readonly<Record<string, string>> }
      : {};
  };
  const license = manifest["license"];
  const repository = repositoryUrl(manifest["repository"]);
  const homepage = manifest["homepage"];
  return {
    ok: true,
    value: {
      ...(typeof license === "string" ? { license } : {}),
      ...(repository === undefined ? {} : { repository }),
      ...(typeof homepage === "string" && /^https?:\/\//.test(homepage) ? { homepage } : {}),
      ...ranges("dependencies"),
      ...ranges("devDependencies"),
      ...ranges("peerDependencies"),
    },
  };
}

export async function loadProjectSettings(projectDir: string): Promise<LoadedSettings> {
  const manifest = await readManifest(projectDir);
  if (!manifest.ok) return manifest;
  const read = settingsOf(manifest.value);
  if (!read.ok) return read;
  const { packages, targets } = read.settings;
  // Held to the registry, which only a project that names targets or packages loads here.
  if (Object.keys(packages).length === 0 && targets === undefined) return read;
  const { targetSettingsProblem } = await import("./target-settings.js");
  const problem = targetSettingsProblem(packages, targets);
  return problem === undefined ? read : { ok: false, report: `package.json: ${problem}` };
}

/** What a project without a `package.json` gets: version 0.0.0 and every default. */
export function settingsWithoutProject(): ProjectSettings {
  const read = settingsOf(undefined);
  if (!read.ok) throw new Error(`the defaults are not valid settings: ${read.report}`);
  return read.settings;
}

function settingsOf(manifest: unknown): LoadedSettings {
  const version = versionOf(manifest);
  if (!version.ok) return version;
  const cardc = readCardcSettings(isRecord(manifest) ? manifest["cardc"] : undefined);
  if (!cardc.ok) return cardc;
  const given = cardc.value;
  const fields = manifestFields(manifest);
  if (!fields.ok) return fields;
  return {
    ok: true,
    settings: {
      ...version.value,
      schema: given.schema,
      out: given.out,
      bridges: given.bridges,
      gallery: given.gallery,
      packages: given.packages ?? {},
      targets: given.targets,
      exports: given.exports ?? {},
      manifest: fields.value,
    },
  };
}
