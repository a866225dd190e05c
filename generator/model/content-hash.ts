/**
 * The content hash cardc names generated text and its inputs by (SHA-256, hex): the Ajv code's
 * header in the generated tree, cardc's cache entries and the record `gen --check` trusts.
 */
import { createHash } from "node:crypto";

export function sha256(content: string | Uint8Array): string {
  return createHash("sha256").update(content).digest("hex");
}
