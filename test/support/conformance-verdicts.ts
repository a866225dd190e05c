/**
 * Judges hosts by conformance cases (`conformance-cases.ts`): where a host's verdict on a case is not
 * the case's, or its first problem is named at another place than the case's pointer (compared as far
 * as the host's harness says docs/json.md lets it), one line says so, naming the case, the host and
 * what it said. No line means every host conforms.
 */
import type { TargetHarness, Verdict } from "../../generator/targets/shared/harness.js";
import { placeOf } from "../../generator/targets/shared/harness/verdict-file.js";
import type { ConformanceCase } from "./conformance-cases.js";

export interface JudgedHost {
  readonly host: string;
  readonly harness: Pick<TargetHarness, "placeAgrees">;
  readonly verdicts: ReadonlyMap<string, Verdict>;
}

function said(verdict: Verdict): string {
  return verdict.valid ? "valid" : `invalid (${verdict.error.slice(0, 200)})`;
}

export function disagreements(cases: readonly ConformanceCase[], hosts: readonly JudgedHost[]): string[] {
  return cases.flatMap((item) =>
    hosts.flatMap(({ host, harness, verdicts }) => {
      const verdict = verdicts.get(item.id);
      const expected = item.valid ? "valid" : `invalid at ${item.pointer ?? ""}`;
      if (verdict === undefined) return [`${item.id}: ${host} gave no verdict`];
      if (verdict.valid !== item.valid) return [`${item.id}: ${host} said ${said(verdict)}, not ${expected}`];
      if (item.valid || item.pointer === undefined) return [];
      const agrees =
        harness.placeAgrees === undefined
          ? placeOf(verdict.error) === item.pointer
          : harness.placeAgrees(item.pointer, verdict.error);
      return agrees ? [] : [`${item.id}: ${host} said ${said(verdict)}, not ${expected}`];
    }),
  );
}
