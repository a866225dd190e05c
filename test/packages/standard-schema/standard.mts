// A Standard Schema consumer, as a library that accepts any validator is written: typed against the
// specification's own package, it takes the vocabulary's schema objects from the installed package.
import type { StandardSchemaV1 } from "@standard-schema/spec";
import { FileLocationSchema, ToolResultViewSchema, type ToolResultView } from "@cardc/tool-cards";

declare const console: { log(text: string): void };

/** What a library that takes any Standard Schema does with one: the typed value, or it throws the issues. */
async function parse<Schema extends StandardSchemaV1>(
  schema: Schema,
  value: unknown,
): Promise<StandardSchemaV1.InferOutput<Schema>> {
  const result = await schema["~standard"].validate(value);
  if (result.issues !== undefined) throw new Error(JSON.stringify(result.issues));
  return result.value;
}

const view: ToolResultView = await parse(ToolResultViewSchema, { card: "generic", title: "done" });
const refused = await parse(FileLocationSchema, { path: "a", line: 0 }).then(
  () => "accepted",
  (error: Error) => JSON.parse(error.message) as unknown,
);
console.log(JSON.stringify({ card: view.card, refused }));
