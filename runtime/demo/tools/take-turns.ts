/**
 * The agent answers every session on one thread, so a file tool's long loop (an edit planning
 * millions of sites) hands that thread back every `stepsPerTurn` steps: `session/cancel`, another
 * session's request and the call's own time limit are answered between two slices, and the loop
 * stops there once the call's signal is aborted, leaving nothing changed.
 */

/** How many steps of a loop run before it hands the thread back: a few milliseconds of work. */
export const stepsPerTurn = 16_384;

/** Lets every other waiting message be handled, then throws the signal's reason if the call was stopped meanwhile. */
export async function takeTurn(signal: AbortSignal): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
  signal.throwIfAborted();
}
