/** Where `cardc gen` reads the vocabulary and writes its output, and how messages name both. */
import { relative, resolve } from "node:path";

export interface GenPaths {
  readonly schemaPath: string;
  readonly outPath: string;
  /** The schema as generated headers and messages name it, relative to the working directory. */
  readonly sourceName: string;
  /** The output folder as messages name it. */
  readonly outName: string;
}

export function resolveGenPaths(schema: string, out: string): GenPaths {
  const schemaPath = resolve(schema);
  const outPath = resolve(out);
  return {
    schemaPath,
    outPath,
    sourceName: relative(process.cwd(), schemaPath).split("\\").join("/"),
    outName: relative(process.cwd(), outPath).split("\\").join("/") || ".",
  };
}
