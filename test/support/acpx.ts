/**
 * Drives the demo agent over a real process boundary with `acpx`, the ACP client from npm: its own
 * HOME, the given workspace as the session's cwd, one prompt. `tee` between the agent and acpx keeps
 * the raw lines the agent sent, since a client's parser silently drops bad fields and a test must
 * judge what was sent. acpx does not advertise terminal cards, so terminals take their fallback.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { fileURLToPath } from "node:url";
import type { SessionNotification } from "@agentclientprotocol/sdk";
import { sessionUpdates, wireMessages, type WireMessage } from "./acp-wire.js";

export const repo = fileURLToPath(new URL("../..", import.meta.url));
const acpx = join(repo, "node_modules/.bin/acpx");

export interface AcpxRun {
  /** What acpx printed: every JSON-RPC message it saw. */
  readonly printed: WireMessage[];
  /** The `session/update` params exactly as the agent wrote them. */
  readonly notifications: SessionNotification[];
  readonly agentStderr: string;
}

/**
 * Runs `pnpm -s demo:acp <demoArgs…>` under acpx with `prompt`, keeping its files in `scratch`.
 * The arguments must not contain quotes: acpx splits the command line itself (single quotes group).
 */
export async function runDemoWithAcpx(options: {
  readonly scratch: string;
  readonly workspace: string;
  readonly demoArgs: readonly string[];
  readonly prompt: string;
}): Promise<AcpxRun> {
  const run = mkdtempSync(join(options.scratch, "acpx-"));
  const raw = join(run, "raw.ndjson");
  const stderr = join(run, "agent-stderr.txt");
  const demo = options.demoArgs.map((arg) => `"${arg}"`).join(" ");
  const agent = `sh -c 'pnpm -s -C "${repo}" demo:acp ${demo} 2>"${stderr}" | tee "${raw}"'`;
  const { stdout } = await promisify(execFile)(
    acpx,
    [
      "--cwd",
      options.workspace,
      "--agent",
      agent,
      "--format",
      "json",
      "--approve-all",
      "--timeout",
      "90",
      "exec",
      options.prompt,
    ],
    { env: { ...process.env, HOME: run }, timeout: 110_000, maxBuffer: 64 * 1024 * 1024 },
  );
  return {
    printed: wireMessages(stdout),
    notifications: sessionUpdates(readFileSync(raw, "utf8")),
    agentStderr: readFileSync(stderr, "utf8"),
  };
}

/** Whether the prompt ended normally. */
export function endedTurn(run: AcpxRun): boolean {
  return run.printed.some((message) => JSON.stringify(message.result) === '{"stopReason":"end_turn"}');
}
