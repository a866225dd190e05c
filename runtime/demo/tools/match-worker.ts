/**
 * Regular-expression matching off the agent's main thread, for the search tools. JavaScript's
 * regular expressions backtrack, so a pattern such as `^(a+)+$`, or a glob that becomes one, can
 * take exponential time on a short line; run on the main thread it would freeze every session of the
 * agent. Here it runs in a worker thread the call's signal terminates (`call-limits.ts`: its time is
 * up, or it was cancelled), so the agent keeps answering while it runs and a runaway pattern costs
 * one call, not the agent. The worker's code is plain JavaScript given as text, so the same code runs
 * from the sources and from the bundle.
 */
import { Worker } from "node:worker_threads";

/** `lines`: the 0-based numbers of the lines of each subject that match; `whole`: [0] when the subject itself matches. */
export type MatchMode = "lines" | "whole";

const workerCode = `
const { parentPort } = require("node:worker_threads");
parentPort.on("message", ({ id, source, subjects, mode }) => {
  const expression = new RegExp(source);
  const found = subjects.map((subject) => {
    if (mode === "whole") return expression.test(subject) ? [0] : [];
    const hits = [];
    subject.split(/\\r?\\n/).forEach((line, index) => {
      if (expression.test(line)) hits.push(index);
    });
    return hits;
  });
  parentPort.postMessage({ id, found });
});
`;

/** Stopped by the call's signal before it could answer. */
export class MatchStopped extends Error {
  constructor() {
    super("the search was stopped");
  }
}

/** A worker for one call, ended when `signal` aborts or the call is done with it (`end`). */
export class MatchWorker {
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve: (found: number[][]) => void; reject: (error: Error) => void }>();
  #next = 0;
  #ended = false;

  constructor(signal: AbortSignal) {
    this.#worker = new Worker(workerCode, { eval: true });
    this.#worker.on("message", ({ id, found }: { id: number; found: number[][] }) => {
      this.#pending.get(id)?.resolve(found);
      this.#pending.delete(id);
    });
    this.#worker.on("error", (error) => this.#fail(error));
    this.#worker.on("exit", () => this.#fail(new MatchStopped()));
    if (signal.aborted) void this.end();
    else signal.addEventListener("abort", () => void this.end(), { once: true });
  }

  /** Which of `subjects` (or which of their lines) match the expression `source`. */
  match(source: string, subjects: readonly string[], mode: MatchMode): Promise<number[][]> {
    if (this.#ended) return Promise.reject(new MatchStopped());
    const id = this.#next++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ id, source, subjects, mode });
    });
  }

  async end(): Promise<void> {
    if (this.#ended) return;
    this.#ended = true;
    await this.#worker.terminate();
    this.#fail(new MatchStopped());
  }

  #fail(error: Error): void {
    for (const waiting of this.#pending.values()) waiting.reject(error);
    this.#pending.clear();
  }
}
