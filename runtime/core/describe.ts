/**
 * Descriptions of values that cannot be trusted, for error messages and reports: a value with
 * throwing getters or proxy traps, cycles, bigints or a huge size still yields a short line, and
 * describing never throws.
 */

const maxLength = 200;

/** A short, safe description of any value, for error messages. Never throws. */
export function describeUnknown(value: unknown): string {
  let text: string;
  try {
    // oxlint-disable-next-line typescript/no-unnecessary-condition -- JSON.stringify can return undefined
    text = JSON.stringify(value, safeReplacer()) ?? typeDescription(value);
  } catch {
    text = typeDescription(value);
  }
  return clipped(text);
}

function clipped(text: string): string {
  return text.length > maxLength ? `${text.slice(0, maxLength)}…` : text;
}

/** Drops cycles and turns bigints, functions and symbols into tags instead of throwing on them. */
function safeReplacer(): (key: string, value: unknown) => unknown {
  const seen = new WeakSet<object>();
  return (_key, value) => {
    if (typeof value === "bigint") return `${value}n`;
    if (typeof value === "function") return "[function]";
    if (typeof value === "symbol") return "[symbol]";
    if (typeof value === "object" && value !== null) {
      if (seen.has(value)) return "[circular]";
      seen.add(value);
    }
    return value;
  };
}

function typeDescription(value: unknown): string {
  try {
    if (value === null) return "null";
    if (Array.isArray(value)) return "an unreadable array";
    return typeof value === "object" ? "an unreadable object" : `a ${typeof value}`;
  } catch {
    return "an unreadable value";
  }
}

/** An Error's name and message, or a safe description of whatever else was thrown. Never throws. */
export function describeError(thrown: unknown): string {
  let isError = false;
  try {
    isError = thrown instanceof Error;
    if (isError) return clipped(`${(thrown as Error).name}: ${String((thrown as Error).message)}`);
  } catch {
    // A proxy can throw from `instanceof`, an error from its getters.
  }
  return isError ? "an Error whose message cannot be read" : describeUnknown(thrown);
}
