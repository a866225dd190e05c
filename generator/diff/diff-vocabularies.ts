/**
 * The pure core of `cardc diff`: two loaded versions (plus the hand-written bridges and recorded logs
 * the command gathered) in, every change out, each with its rule, class, message and place in both
 * versions. Changes come in document order of the new version, then rule order, so a report is
 * stable from run to run.
 */
import type { AllowableClass } from "./change-class.js";
import type { Change, ChangeLocation } from "./change.js";
import { findBridgeSites } from "../bridges/bridge-sites.js";
import type { BridgeFile } from "../bridges/find-bridge-files.js";
import type { DiffContext } from "./diff-rule.js";
import type { Vocabulary } from "./load-vocabulary.js";
import { pairVocabularies } from "./pair-vocabularies.js";
import { diffRules } from "./rules/index.js";
import { compareReplay } from "../replay/compare-replay.js";
import type { SessionLog } from "../replay/session-log.js";
import { positionOf } from "../model/pointer.js";

export interface DiffInput {
  readonly before: Vocabulary;
  readonly after: Vocabulary;
  /** The hand-written bridges (`findBridgeFiles`), whose sites are judged against the new version. */
  readonly bridgeFiles: readonly BridgeFile[];
  readonly replayLogs: readonly SessionLog[];
}

export function diffVocabularies(input: DiffInput): Change[] {
  const context: DiffContext = {
    before: input.before,
    after: input.after,
    pairing: pairVocabularies(input.before.ir, input.after.ir),
    bridgeSites: findBridgeSites(input.after.ir, input.bridgeFiles),
    replayRegressions: compareReplay(input.replayLogs, input.before.ir, input.after.ir),
  };
  const found = diffRules.flatMap((rule, ruleIndex) =>
    rule.find(context).map((finding) => ({
      ruleIndex,
      afterOffset: input.after.source.offsetOf(finding.after),
      beforeOffset: input.before.source.offsetOf(finding.before),
      change: {
        rule: rule.id,
        class: rule.class,
        bump: rule.bump,
        message: finding.message,
        before: locate(input.before, finding.before),
        after: locate(input.after, finding.after),
        ...(finding.mustChange === undefined ? {} : { mustChange: finding.mustChange }),
      },
    })),
  );
  return found
    .sort((a, b) => a.afterOffset - b.afterOffset || a.ruleIndex - b.ruleIndex || a.beforeOffset - b.beforeOffset)
    .map((entry) => entry.change);
}

/** The changes whose class is neither safe nor allowed: any of them fails the command. */
export function disallowedChanges(changes: readonly Change[], allowed: readonly AllowableClass[]): Change[] {
  return changes.filter((change) => change.class !== "safe" && !allowed.includes(change.class));
}

function locate(vocabulary: Vocabulary, pointer: string): ChangeLocation {
  const { line, column } = positionOf(vocabulary.source.text, vocabulary.source.offsetOf(pointer));
  return { file: vocabulary.file, pointer, line, column };
}
