/**
 * Reads a recorded session: JSON Lines, one tool call or tool result per line.
 *
 *     {"type":"call","id":"call-1","tool":"read","args":{"path":"src/cart.ts"}}
 *     {"type":"result","id":"call-1","result":{"content":[…],"isError":false,"meta":{…}}}
 *
 * Only the envelope is checked here: `args` and `result` are passed on as recorded, since checking
 * them is the presenters' (soft) job. A line that is not an entry is reported by number and skipped,
 * so a damaged log still replays. So is the order: a result must follow its call, once, and a call's
 * id is used once; a result before its call, for a call no line makes, or a second one is reported
 * and skipped, as is a call made again. A call whose result never comes (a log cut short) is reported
 * and settles as failed, saying so, instead of staying pending for ever.
 */
import { z } from "zod";
import { readJsonLines } from "./json-lines.js";

const entry = z.discriminatedUnion("type", [
  z.object({ type: z.literal("call"), id: z.string().min(1), tool: z.string(), args: z.unknown() }),
  z.object({ type: z.literal("result"), id: z.string().min(1), result: z.unknown() }),
]);

export type LogEntry = z.infer<typeof entry>;

export interface SessionLog {
  readonly entries: readonly LogEntry[];
  /** One line per problem, saying what the replay does about it, e.g. `line 4: not JSON, skipped`. */
  readonly problems: readonly string[];
}

export function readSessionLog(text: string): SessionLog {
  const read = readJsonLines(text, entry, (issue) => `not a call or result entry (${issue})`);
  const problems = read.problems.map((problem) => `${problem}, skipped`);
  const calledOn = new Map<string, number>();
  const settledOn = new Map<string, number>();
  const entries: LogEntry[] = [];
  for (const { item, line } of read.numbered) {
    const { id } = item;
    if (item.type === "call") {
      const first = calledOn.get(id);
      if (first !== undefined) problems.push(`line ${line}: ${id} is called again (first on line ${first}), skipped`);
      else {
        calledOn.set(id, line);
        entries.push(item);
      }
      continue;
    }
    const called = calledOn.get(id);
    const settled = settledOn.get(id);
    if (called === undefined) problems.push(`line ${line}: a result for ${id}, which no earlier line calls, skipped`);
    else if (settled !== undefined) {
      problems.push(`line ${line}: a second result for ${id} (the first on line ${settled}), skipped`);
    } else {
      settledOn.set(id, line);
      entries.push(item);
    }
  }
  for (const [id, line] of calledOn) {
    if (settledOn.has(id)) continue;
    problems.push(`line ${line}: ${id} has no result, the log ends first; shown as failed`);
    entries.push({ type: "result", id, result: cutShort(line) });
  }
  return { entries, problems };
}

/** The result a call whose log was cut short settles with. */
function cutShort(line: number) {
  return {
    content: [{ type: "text", text: `the recorded session ends before this call's result (called on line ${line})` }],
    isError: true,
  };
}
