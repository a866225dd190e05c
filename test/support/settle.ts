/**
 * Waiting long enough for work a presenter might have left behind to run: a turn of the event loop
 * (an object is kept for the task it was made in), a full garbage collection, so a finalizer that
 * was registered would be due, then several turns and a while after, so anything deferred (a
 * callback on the thread pool, a timer, a finalizer) would have run.
 */
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

setFlagsFromString("--expose-gc");
const collectGarbage = runInNewContext("gc") as () => void;
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function settle(): Promise<void> {
  await pause(10);
  collectGarbage();
  await pause(100);
}
