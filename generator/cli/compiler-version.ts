/**
 * This compiler's own version, which a vocabulary package's dependency on `@cardc/runtime` names: the
 * build writes it into the bundled command (`CARDC_VERSION`); run from source, it is read from the
 * repository's `package.json`.
 */
import { readFileSync } from "node:fs";

export function compilerVersion(): string {
  const built = process.env["CARDC_VERSION"];
  if (built !== undefined) return built;
  const manifest = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
    version: string;
  };
  return manifest.version;
}
