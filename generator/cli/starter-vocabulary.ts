/**
 * The vocabulary `cardc init` starts a project with: one closed union of two tool-call cards, an enum
 * and a record, each with a doc and the cards with examples, so the first `cardc gen` writes every
 * kind of output and the author has a shape to copy for each construct. It points its `$schema` at
 * the meta-schema the installed `cardc` package ships, so an editor completes keys from the start.
 */
import { dirname, join, relative, sep } from "node:path";
import { slug } from "../model/package-names.js";

/** The starter's source text, for a schema file at `schemaPath` in the project at `projectDir`. */
export function starterVocabulary(id: string, schemaPath: string, projectDir: string): string {
  const metaSchema = join(projectDir, "node_modules", "cardc", "schema", "cards.schema.json");
  const vocabulary = {
    $schema: relative(dirname(schemaPath), metaSchema).split(sep).join("/"),
    id,
    doc: "The cards this project's tools show while they run and when they finish.",
    types: {
      Outcome: { doc: "How a tool call ended.", enum: ["succeeded", "failed"] },
      Progress: {
        doc: "How far a long tool call has come.",
        fields: {
          done: { type: "integer", minimum: 0, doc: "Steps finished so far." },
          total: { type: "integer", minimum: 1, optional: true, doc: "Steps in all, when known." },
        },
      },
      ToolCard: {
        doc: "One tool call's card. Add a variant here for each new way of showing a call.",
        tag: "kind",
        variants: {
          text: {
            name: "TextCard",
            doc: "A call shown as plain text.",
            fields: {
              title: { type: "string", doc: "What the call did, in a few words." },
              text: { type: "string", doc: "The call's output." },
              outcome: { type: "Outcome", doc: "How it ended." },
            },
            examples: [{ kind: "text", title: "Listed the folder", text: "README.md\nsrc/", outcome: "succeeded" }],
          },
          progress: {
            name: "ProgressCard",
            doc: "A call still running, with how far it has come.",
            fields: {
              title: { type: "string", doc: "What the call is doing." },
              progress: { type: "Progress", doc: "How far it has come." },
            },
            examples: [{ kind: "progress", title: "Indexing files", progress: { done: 3, total: 10 } }],
          },
        },
      },
    },
  };
  return `${JSON.stringify(vocabulary, null, 2)}\n`;
}

/** A vocabulary id from a project's name: `@acme/notify` → `urn:acme-notify:cards`. */
export function starterId(projectName: string): string {
  return `urn:${slug(projectName) || "project"}:cards`;
}
