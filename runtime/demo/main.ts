/**
 * `pnpm -s demo:acp [session.jsonl]` and `pnpm -s demo:acp live [--record FILE]`: the demo agent on
 * stdio, for any ACP client, e.g. `acpx --agent 'pnpm -s demo:acp' exec replay`. Replaying, it
 * answers every prompt with the session log (the recorded session beside this file by default);
 * live, it runs the tool calls a prompt names, one per line, with `bash` in a bubblewrap sandbox (or
 * refused, with the reason on stderr, where bubblewrap cannot run and `--allow-unsandboxed-bash` was
 * not given). Protocol messages go to stdout;
 * problems with the log and presenter fallbacks go to stderr, one line each. An unreadable log file
 * or a command line it does not understand stops it before it speaks ACP. When the client closes
 * stdin, the agent stops its running calls and every process they started, and exits.
 */
import { readFileSync } from "node:fs";
import { Readable, Writable } from "node:stream";
import { fileURLToPath } from "node:url";
import * as acp from "@agentclientprotocol/sdk";
import type { PresentFallback } from "../core/present.js";
import { readCommandLine } from "./command-line.js";
import { liveAgent } from "./live-agent.js";
import { replayAgent } from "./replay-agent.js";
import { readSessionLog } from "./session-log.js";
import { openSessionRecorder } from "./session-recorder.js";
import { ProcessGroups } from "./tools/process-groups.js";
import { describeShellPolicy, probeShellPolicy, unsandboxedFlag } from "./tools/sandbox.js";

const say = (line: string) => process.stderr.write(`demo:acp: ${line}\n`);
const onFallback = (fallback: PresentFallback) => say(fallback.text);

function stop(code: number, line: string): never {
  say(line);
  process.exit(code);
}

function startAgent(): acp.AgentApp {
  const defaultLog = fileURLToPath(new URL("sessions/recorded.jsonl", import.meta.url));
  const command = readCommandLine(process.argv.slice(2), defaultLog);
  switch (command.mode) {
    case "usage":
      return stop(
        64,
        `${command.problem}\nusage: demo:acp [session.jsonl] | demo:acp live [--record FILE] [${unsandboxedFlag}]`,
      );
    case "live":
      return startLiveAgent(command.record, command.allowUnsandboxedBash === true);
    case "replay":
      return replayingAgent(command.log);
  }
}

/** A live agent; where bash cannot be sandboxed, it says so before it speaks ACP. */
function startLiveAgent(record: string | undefined, allowUnsandboxed: boolean): acp.AgentApp {
  const shell = probeShellPolicy({ allowUnsandboxed });
  if (shell.sandbox === "none") say(describeShellPolicy(shell));
  if (record === undefined) return liveAgent({ onFallback, shell, groups });
  try {
    return liveAgent({ onFallback, shell, groups, record: openSessionRecorder(record) });
  } catch (error) {
    return stop(2, `cannot write the session log ${record}: ${(error as Error).message}`);
  }
}

function replayingAgent(path: string): acp.AgentApp {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    return stop(2, `cannot read the session log ${path}: ${(error as Error).message}`);
  }
  const log = readSessionLog(text);
  for (const problem of log.problems) say(`${path} ${problem}`);
  return replayAgent(log, onFallback);
}

/** The processes the live agent's bash started; ending the agent ends them. */
const groups = new ProcessGroups();

const agent = startAgent();
const connection = agent.connect(
  acp.ndJsonStream(
    Writable.toWeb(process.stdout) as WritableStream<Uint8Array>,
    Readable.toWeb(process.stdin) as ReadableStream<Uint8Array>,
  ),
);

/** A closed stdin (or a signal) ends the agent: running calls are stopped and no process bash started outlives it. */
async function end(): Promise<never> {
  await groups.stopAll();
  process.exit(0);
}
void connection.closed.then(end, end);
process.once("SIGTERM", () => void end());
process.once("SIGINT", () => void end());
