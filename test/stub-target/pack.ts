/** What `cardc dist` does for the stub language: copies its package's folder of the generated tree. */
import { cpSync } from "node:fs";
import { join } from "node:path";
import type { PackContext } from "../shared/packing.js";

export async function packStub(context: PackContext): Promise<readonly string[]> {
  const folder = join(context.destination, context.names.stub);
  cpSync(join(context.outDir, "stub", context.names.stubFolder), folder, { recursive: true });
  return [`${folder}/`];
}
