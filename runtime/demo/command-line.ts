/**
 * The demo's command line: `live [--record FILE] [--allow-unsandboxed-bash]` runs tools for real;
 * anything else names the session log to replay (the recorded session beside this file by default).
 */
import { unsandboxedFlag } from "./tools/sandbox.js";

export type DemoMode =
  | { readonly mode: "replay"; readonly log: string }
  | { readonly mode: "live"; readonly record?: string; readonly allowUnsandboxedBash?: true }
  | { readonly mode: "usage"; readonly problem: string };

export function readCommandLine(args: readonly string[], defaultLog: string): DemoMode {
  const [first, ...rest] = args;
  if (first !== "live") {
    if (rest.length > 0) return { mode: "usage", problem: `expected one session log, got ${args.length} arguments` };
    return { mode: "replay", log: first ?? defaultLog };
  }
  let record: string | undefined;
  let allowUnsandboxedBash = false;
  for (let at = 0; at < rest.length; at++) {
    const flag = rest[at];
    const file = rest[at + 1];
    if (flag === "--record" && record === undefined && file !== undefined && file !== "") {
      record = file;
      at++;
    } else if (flag === unsandboxedFlag && !allowUnsandboxedBash) {
      allowUnsandboxedBash = true;
    } else {
      return {
        mode: "usage",
        problem: `expected live [--record FILE] [${unsandboxedFlag}], got live ${rest.join(" ")}`,
      };
    }
  }
  return {
    mode: "live",
    ...(record === undefined ? {} : { record }),
    ...(allowUnsandboxedBash ? { allowUnsandboxedBash: true } : {}),
  };
}
