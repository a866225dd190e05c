/**
 * The vocabulary's Go module: the generated module folder (`<out>/go/`, whose `go.mod` carries the
 * configured module path) copied to `dist/packages/go/<package>/`, for a `replace` directive or to
 * publish at its path. Go has no archive of its own to build.
 */
import { cpSync, mkdirSync } from "node:fs";
import { basename, join } from "node:path";
import type { PackContext } from "../shared/packing.js";

export async function packGo(context: PackContext): Promise<readonly string[]> {
  const folder = join(context.destination, context.names.goPackage);
  mkdirSync(context.destination, { recursive: true });
  cpSync(join(context.outDir, "go"), folder, { recursive: true });
  // A module's licence sits at its root, where pkg.go.dev and license scanners look.
  if (context.licenseFile !== undefined) cpSync(context.licenseFile, join(folder, basename(context.licenseFile)));
  return [`${folder}/`];
}
