/**
 * This compiler's own version, which a vocabulary package's dependency on `@cardc/runtime` names: the
 * build writes it into the bundled command (`CARDC_VERSION`); run from source, it is read from the
 * repository's `package.json`. `CARDC_COMPILER_VERSION` in the environment stands in for either, so
 * a test can run the very same command as another version (`gen --check` on a folder an older
 * cardc wrote) without building it twice.
 */
import { readFileSync } from "node:fs";

export function compilerVersion(): string {
  const stated = process.env["CARDC_COMPILER_VERSION"];
  if (stated !== undefined && stated !== "") return stated;
  const built = process.env["CARDC_VERSION"];
  if (built !== undefined) return built;
  const manifest = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
    version: string;
  };
  return manifest.version;
}
