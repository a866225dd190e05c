/**
 * `dist/cli/THIRD-PARTY-NOTICES.md`: every package esbuild inlined into the `cardc` command (read from
 * the build's metafile), with its version, its licence and the licence's own text, since MIT, ISC and
 * BSD licences ask that the notice travel with the code. A bundled package without a licence file
 * stops the build rather than ship without its notice.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** `node_modules/.pnpm/ajv@8.20.0/node_modules/ajv/dist/x.js` → `node_modules/.pnpm/ajv@8.20.0/node_modules/ajv`. */
function packageDirOf(input) {
  const at = input.lastIndexOf("node_modules/");
  if (at === -1) return undefined;
  const [scope, name] = input.slice(at + "node_modules/".length).split("/");
  return input.slice(0, at) + "node_modules/" + (scope.startsWith("@") ? `${scope}/${name}` : scope);
}

/** The notices text for a metafile's inputs, packages in code-unit order of their names. */
export function thirdPartyNotices(root, metafile) {
  const dirs = new Set(
    Object.keys(metafile.inputs)
      .map(packageDirOf)
      .filter((dir) => dir !== undefined),
  );
  const packages = [...dirs].map((dir) => {
    const manifest = JSON.parse(readFileSync(join(root, dir, "package.json"), "utf8"));
    const licenseFile = readdirSync(join(root, dir)).find((name) => /^licen[cs]e(-mit)?(\.md|\.txt)?$/i.test(name));
    if (licenseFile === undefined) throw new Error(`third-party notices: ${manifest.name} has no licence file`);
    return { ...manifest, text: readFileSync(join(root, dir, licenseFile), "utf8").trim() };
  });
  packages.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return [
    "# Third-party notices",
    "",
    "The `cardc` command bundles these packages; each is used under the licence below.",
    ...packages.flatMap((entry) => [
      "",
      `## ${entry.name} ${entry.version} (${entry.license})`,
      "",
      "```",
      entry.text,
      "```",
    ]),
    "",
  ].join("\n");
}
