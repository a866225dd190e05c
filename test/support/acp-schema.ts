/**
 * Validates ACP `session/update` params against the official JSON Schema shipped in
 * `@agentclientprotocol/sdk`, never against the SDK's lenient zod parsers (which drop bad fields
 * instead of failing). Ajv's 2020 build checks `#/$defs/SessionNotification`; the schema's `x-*`
 * annotations are registered as keywords and its number formats as formats, so strict mode stays on.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Ajv2020 } from "ajv/dist/2020.js";

const require = createRequire(import.meta.url);
const schemaPath = require.resolve("@agentclientprotocol/sdk/schema/v1/schema.json");
const acpSchema = JSON.parse(readFileSync(schemaPath, "utf8")) as Record<string, unknown>;

const annotationKeywords = [
  "x-docs-ignore",
  "x-deserialize-default-on-error",
  "x-side",
  "x-method",
  "x-deserialize-skip-invalid-items",
  "x-deserialize-default-on-null",
];

const integerRanges: Record<string, readonly [bigint, bigint]> = {
  uint16: [0n, 2n ** 16n - 1n],
  uint32: [0n, 2n ** 32n - 1n],
  uint64: [0n, 2n ** 64n - 1n],
  int32: [-(2n ** 31n), 2n ** 31n - 1n],
  int64: [-(2n ** 63n), 2n ** 63n - 1n],
};

function build() {
  // strictTypes is off because the shipped schema puts `discriminator` beside `oneOf` without
  // `type: "object"`: a looseness in how the schema is written, not in what it accepts.
  const ajv = new Ajv2020({
    discriminator: true,
    allErrors: true,
    strict: true,
    strictTypes: false,
    strictRequired: false,
  });
  for (const keyword of annotationKeywords) ajv.addKeyword({ keyword, schemaType: ["boolean", "string"] });
  for (const [name, [min, max]] of Object.entries(integerRanges)) {
    ajv.addFormat(name, {
      type: "number",
      validate: (value: number) => Number.isInteger(value) && BigInt(value) >= min && BigInt(value) <= max,
    });
  }
  ajv.addFormat("double", { type: "number", validate: (value: number) => Number.isFinite(value) });
  ajv.addFormat("uri", {
    type: "string",
    validate: (value: string) => URL.canParse(value),
  });
  ajv.addSchema(acpSchema, "acp");
  return ajv.getSchema("acp#/$defs/SessionNotification")!;
}

const validateNotification = build();

/**
 * The problems ACP's schema finds in one `session/update` params object, as it would travel on the
 * wire (a JSON round-trip first, so an `undefined` property counts as absent, as it would be).
 */
export function acpNotificationProblems(params: unknown): string[] {
  const wire: unknown = JSON.parse(JSON.stringify(params));
  if (validateNotification(wire)) return [];
  return (validateNotification.errors ?? []).map((error) => `${error.instancePath} ${error.message ?? error.keyword}`);
}
