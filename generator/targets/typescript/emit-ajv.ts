/**
 * Emits Ajv's standalone validators (`validators.compiled.js`, the `cardc/ajv` entry) and their
 * `.d.ts`: one exported function per enum, record and leaf variant, for hosts that want Ajv's own
 * error objects (`instancePath`, `keyword`, `params`). Nothing the package's `.` export loads
 * imports them.
 *
 * The code is a pure function of the JSON Schema's validation keywords (`ajv-input.ts`), Ajv's
 * version and its options, so its header records a hash of those inputs and one of its body:
 *
 *     // Ajv 8.20.0 standalone code; inputs sha256:3f1c…; body sha256:9a0e…
 *
 * Given the previous file's text, an unchanged input hash and an intact body mean the body is
 * reused as it is: `gen --check` verifies it, and `gen` rewrites it, without loading Ajv. A change
 * to documentation alone changes no input. Otherwise the body is looked up by its input hash in the
 * compiled cache the CLI gives (`node_modules/.cache/cardc/`), so a fresh `gen` into an emptied
 * folder, or back to inputs compiled before, compiles nothing. Only inputs compiled nowhere yet (or
 * a cache deleted or corrupt) load Ajv, lazily, and compile afresh.
 */
import { sha256 } from "../../model/content-hash.js";
import { type ArtifactContext, generatedNotice, typeScriptFile } from "../../emit/artifact.js";
import { type Code, code, identifier, lines } from "../../emit/code.js";
import type { Ir } from "../../lower/ir.js";
import { checkedTypes } from "../../lower/ir.js";
import { compiledOnce } from "../../model/compiled-cache.js";
import type { GeneratedFile } from "../../model/generated-file.js";
import { buildJsonSchema } from "../../emit/emit-json-schema.js";
import { withoutAnnotations } from "./ajv-input.js";
import { planChecks, scalarRules } from "../../lower/check-plan.js";
import { planStringMatchers } from "../../emit/string-matchers.js";
import { ajvFormatSources } from "./ajv-formats.js";
import { ajvOptions, ajvVersion } from "./ajv-options.js";

export const ajvArtifactPath = "validators.compiled.js";

const hashLine = /^\/\/ Ajv \S+ standalone code; inputs sha256:([0-9a-f]{64}); body sha256:([0-9a-f]{64})\n\n/;

/** What Ajv's module exports: export name → schema id. */
export function ajvRefs(ir: Ir): Record<string, string> {
  return Object.fromEntries(compiledTypes(ir).map((name) => [name, `${ir.id}#/$defs/${name}`]));
}

export async function emitAjvArtifact(context: ArtifactContext): Promise<GeneratedFile[]> {
  const refs = ajvRefs(context.ir);
  // The schema with what Ajv's `discriminator` needs on each closed union, so Ajv's first error is where
  // the generated explainers' is; the same as the published file on every record and leaf variant.
  const schema = withoutAnnotations(buildJsonSchema(context.ir, { forAjv: true }));
  // The formats' definitions are inputs too, where the schema names a format.
  const formats =
    planStringMatchers(planChecks(context.ir), scalarRules(context.ir)).formats.length > 0
      ? { formats: ajvFormatSources() }
      : {};
  const inputs = sha256(JSON.stringify({ schema, refs, ajv: ajvVersion, options: ajvOptions, ...formats }));
  const body =
    reusableBody(context.lastTree.get(ajvArtifactPath), inputs) ??
    (await compiledOnce(
      context.compiledCache,
      `ajv-standalone-${inputs}.js`,
      async () => `${(await import("./compile-standalone.js")).compileStandalone(schema, refs)}\n`,
    ));
  const header = `// Ajv ${ajvVersion} standalone code; inputs sha256:${inputs}; body sha256:${sha256(body)}\n\n`;
  return [
    { path: ajvArtifactPath, contents: `${generatedNotice(context)}${header}${body}` },
    typeScriptFile(context, "validators.compiled.d.ts", emitCompiledDeclarations(context.ir)),
  ];
}

/** The previous file's body, when it was compiled from the same inputs and is as the compile left it. */
function reusableBody(previous: string | undefined, inputs: string): string | undefined {
  if (previous === undefined) return undefined;
  const noticeEnd = previous.indexOf("\n") + 1;
  const header = hashLine.exec(previous.slice(noticeEnd));
  if (header === null || header[1] !== inputs) return undefined;
  const body = previous.slice(noticeEnd + header[0].length);
  return sha256(body) === header[2] ? body : undefined;
}

/** Types Ajv's module exports a function for: every named type but the unions. */
function compiledTypes(ir: Ir): string[] {
  return checkedTypes(ir)
    .filter((type) => type.kind !== "union")
    .map((type) => type.name);
}

function emitCompiledDeclarations(ir: Ir): Code {
  return lines([
    code`import type { CompiledValidator } from "@cardc/runtime";`,
    code``,
    ...compiledTypes(ir).map((name) => code`export declare const ${identifier(name)}: CompiledValidator;`),
  ]);
}
