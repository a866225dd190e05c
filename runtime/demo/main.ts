/**
 * `pnpm -s demo:acp [session.jsonl]`: the replay agent on stdio, for any ACP client, e.g.
 * `acpx --agent 'pnpm -s demo:acp' exec replay`. Without an argument it replays the recorded
 * session beside this file. Protocol messages go to stdout; problems with the log and presenter
 * fallbacks go to stderr, one line each. An unreadable log file stops it before it speaks ACP.
 */
import { readFileSync } from "node:fs";
import { Readable, Writable } from "node:stream";
import { fileURLToPath } from "node:url";
import * as acp from "@agentclientprotocol/sdk";
import { replayAgent } from "./agent.js";
import { readSessionLog } from "./session-log.js";

const logPath = process.argv[2] ?? fileURLToPath(new URL("sessions/recorded.jsonl", import.meta.url));

let text: string;
try {
  text = readFileSync(logPath, "utf8");
} catch (error) {
  process.stderr.write(`demo:acp: cannot read the session log ${logPath}: ${(error as Error).message}\n`);
  process.exit(2);
}

const log = readSessionLog(text);
for (const problem of log.problems) process.stderr.write(`demo:acp: ${logPath} ${problem}, skipped\n`);

const stream = acp.ndJsonStream(
  Writable.toWeb(process.stdout) as WritableStream<Uint8Array>,
  Readable.toWeb(process.stdin) as ReadableStream<Uint8Array>,
);
replayAgent(log, (fallback) => process.stderr.write(`demo:acp: ${fallback.text}\n`)).connect(stream);
