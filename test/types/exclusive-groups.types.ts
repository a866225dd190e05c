/**
 * Type-level tests of exclusive groups on the golden fixture that has them in every position: two
 * groups in one record are independent of each other; a fallback card with the same group gets a
 * generated conversion that copies the group as one choice; a card that may carry both fields has
 * no default conversion into a fallback that cannot hold them, so its host must write one.
 */
import type { OutcomeFallbacks } from "../fixtures/exclusive-groups/out/bridge.js";
import { outcomeDefaultFallbacks } from "../fixtures/exclusive-groups/out/bridge.js";
import type * as Fixture from "../fixtures/exclusive-groups/out/types.js";

export const ranges: Fixture.Range[] = [
  { from: 1 },
  { from: 1, count: 2, seconds: 0.5 },
  { from: 1, to: 3, bytes: 10 },
  // @ts-expect-error count and to are exclusive
  { from: 1, count: 2, to: 3 },
  // @ts-expect-error seconds and bytes are exclusive, whatever the other group holds
  { from: 1, count: 2, seconds: 0.5, bytes: 10 },
];

export const consoleFallback: Fixture.PlainOutcome = outcomeDefaultFallbacks.console({
  card: "console",
  signal: "SIGTERM",
});

// @ts-expect-error the log card may hold both exit facts, so there is no default and the host must convert
export const noLogDefault: OutcomeFallbacks<null> = { console: outcomeDefaultFallbacks.console };

export const logOutcome: Fixture.LogOutcome = { card: "log", exitCode: 0, signal: "SIGHUP" };
