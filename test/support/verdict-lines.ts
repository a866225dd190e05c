/**
 * Reads what a host's verdict program (`test/targets/`) prints: one JSON line per vector or text, its
 * id, whether it is valid and the problem found. A host that gives fewer or more verdicts than it was
 * given inputs fails here, naming itself, rather than leaving a verdict silently missing.
 */
export interface Verdict {
  readonly valid: boolean;
  readonly error: string;
}

export function readVerdictLines(host: string, stdout: string, expected: number): ReadonlyMap<string, Verdict> {
  const verdicts = new Map<string, Verdict>();
  for (const line of stdout.split("\n").filter((text) => text !== "")) {
    const verdict = JSON.parse(line) as { id: string; valid: boolean; error: string };
    verdicts.set(verdict.id, { valid: verdict.valid, error: verdict.error });
  }
  if (verdicts.size !== expected) throw new Error(`${host} gave ${verdicts.size} verdicts for ${expected} inputs`);
  return verdicts;
}
