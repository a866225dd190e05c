/**
 * The end of every generated dispatcher over a closed union: reaching it means a value outside the
 * union got past the type system (an unvalidated value, a stale build). The error names the union
 * and shows the value, described without trusting it: a hostile value (throwing getters or proxy
 * traps, cycles, bigints) still yields a message, never a second exception.
 */

export function assertNever(value: never, union: string): never {
  throw new TypeError(`unhandled ${union}: ${describeUnknown(value)} is not a member of the closed union`);
}

const maxLength = 200;

/** A short, safe description of any value, for error messages. Never throws. */
export function describeUnknown(value: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(value, safeReplacer()) ?? typeDescription(value);
  } catch {
    text = typeDescription(value);
  }
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
