/**
 * The demo's command line: `live [--record FILE]` runs tools for real; anything else names the
 * session log to replay (the recorded session beside this file by default).
 */

export type DemoMode =
  | { readonly mode: "replay"; readonly log: string }
  | { readonly mode: "live"; readonly record?: string }
  | { readonly mode: "usage"; readonly problem: string };

export function readCommandLine(args: readonly string[], defaultLog: string): DemoMode {
  const [first, ...rest] = args;
  if (first !== "live") {
    if (rest.length > 0) return { mode: "usage", problem: `expected one session log, got ${args.length} arguments` };
    return { mode: "replay", log: first ?? defaultLog };
  }
  if (rest.length === 0) return { mode: "live" };
  const [flag, file, ...extra] = rest;
  if (flag !== "--record" || file === undefined || file === "" || extra.length > 0) {
    return { mode: "usage", problem: `expected live [--record FILE], got live ${rest.join(" ")}` };
  }
  return { mode: "live", record: file };
}
