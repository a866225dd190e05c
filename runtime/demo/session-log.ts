/**
 * Reads a recorded session: JSON Lines, one tool call or tool result per line.
 *
 *     {"type":"call","id":"call-1","tool":"read","args":{"path":"src/cart.ts"}}
 *     {"type":"result","id":"call-1","result":{"content":[…],"isError":false,"meta":{…}}}
 *
 * Only the envelope is checked here: `args` and `result` are passed on as recorded, since checking
 * them is the presenters' (soft) job. A line that is not an entry is reported by number and skipped,
 * so a damaged log still replays.
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
  /** One line per skipped line, e.g. `line 4: not JSON`. */
  readonly problems: readonly string[];
}

export function readSessionLog(text: string): SessionLog {
  const { items, problems } = readJsonLines(text, entry, (issue) => `not a call or result entry (${issue})`);
  return { entries: items, problems };
}
