/**
 * The live agent as a process holds under a hostile client. A search with a catastrophic pattern
 * (a regular expression and a glob that backtrack exponentially), or an edit with `replace_all`
 * over millions of sites on one line, does not freeze it: another request is answered while the
 * call runs, and `session/cancel` ends the call as failed (the file unchanged) and the prompt as
 * `cancelled`; left to finish, the edit's card is the generic one that gives its figures, since its
 * diff is past what a card carries, and `session/new` is answered during it and right after. A search below a 3,000-level folder chain, and one whose paths grow past `PATH_MAX`,
 * works with a few hundred descriptors and says what it did not search. A relative or empty `cwd` is refused. A closed stdin ends the agent and
 * every process its calls started. Where bubblewrap cannot run, the agent says so and refuses bash.
 */
import { execFileSync } from "node:child_process";
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as acp from "@agentclientprotocol/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cardTextCap } from "../../../runtime/demo/tools/card-bound.js";
import { processesWith, survivorsWith } from "../../support/processes.js";
import { openSession, prompt, startLiveAgent, statusesOf, waitUntil } from "../../support/live-agent.js";

const scratch = mkdtempSync(join(tmpdir(), "cardc-live-holds-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const workspace = join(scratch, "workspace");
mkdirSync(workspace);
writeFileSync(join(workspace, "attack.txt"), `${"a".repeat(34)}!\n`);
writeFileSync(join(workspace, `${"a".repeat(200)}.txt`), "");

// Every character of the largest text the file tools change, on one line, a site of the edit below.
const sites = `${"a".repeat(8_000_000)}\n`;
writeFileSync(join(workspace, "sites.txt"), sites);

describe("a call that would hold the agent's thread", () => {
  it.each([
    ["grep", { pattern: "^(a+)+$" }],
    ["glob", { pattern: "*a*a*a*a*a*a*a*a*a*a*a*a*b" }],
    ["edit", { path: "sites.txt", old_string: "a", new_string: "b", replace_all: true }],
  ])("%s does not freeze the agent, and session/cancel ends it", { timeout: 60_000 }, async (tool, args) => {
    const live = await startLiveAgent();
    try {
      const sessionId = await openSession(live.agent, workspace);
      const running = prompt(live.agent, sessionId, [
        { tool, args },
        { tool: "read", args: { path: "attack.txt" } },
      ]);
      await waitUntil(() => statusesOf(live.updates, "call-1").includes("in_progress"));
      // The call is running; the agent still answers.
      expect(await openSession(live.agent, workspace)).toBe("cardc-live-2");
      expect(statusesOf(live.updates, "call-1")).toEqual(["pending", "in_progress"]);
      await live.agent.notify(acp.methods.agent.session.cancel, { sessionId });
      expect(await running).toEqual({ stopReason: "cancelled" });
      expect(statusesOf(live.updates, "call-1")).toEqual(["pending", "in_progress", "failed"]);
      expect(JSON.stringify(live.updates.at(-1))).toContain(`${tool} was cancelled`);
      // The call after the cancelled one never started, and the cancelled edit changed nothing.
      expect(statusesOf(live.updates, "call-2")).toEqual([]);
      expect(readFileSync(join(workspace, "sites.txt"), "utf8") === sites).toBe(true);
    } finally {
      live.process.kill("SIGKILL");
    }
  });
});

describe("an edit of millions of sites left to finish", () => {
  it(
    "is answered around, and its card gives its figures in place of a diff past the bound",
    { timeout: 120_000 },
    async () => {
      writeFileSync(join(workspace, "every-site.txt"), sites);
      const live = await startLiveAgent();
      try {
        const sessionId = await openSession(live.agent, workspace);
        const args = { path: "every-site.txt", old_string: "a", new_string: "b", replace_all: true };
        const running = prompt(live.agent, sessionId, [{ tool: "edit", args }]);
        const settled = () => statusesOf(live.updates, "call-1").includes("completed");
        await waitUntil(() => statusesOf(live.updates, "call-1").includes("in_progress"));
        // Session after session is opened while the edit runs, the first answered before the edit settles.
        const opened: string[] = [];
        const answeredWhileRunning: boolean[] = [];
        while (!settled()) {
          opened.push(await openSession(live.agent, workspace));
          answeredWhileRunning.push(!settled());
        }
        // And one right after it settles, before the prompt's own answer is awaited.
        opened.push(await openSession(live.agent, workspace));
        expect(await running).toEqual({ stopReason: "end_turn" });
        expect(opened).toEqual(opened.map((_, index) => `cardc-live-${index + 2}`));
        expect(answeredWhileRunning[0]).toBe(true);
        expect(statusesOf(live.updates, "call-1")).toEqual(["pending", "in_progress", "completed"]);
        const text =
          "every-site.txt: 8000000 sites replaced; 8000001 bytes before, 8000001 bytes after. " +
          `The diff (16000002 characters) is too large to show; a card shows ${cardTextCap} at most.`;
        expect(live.updates.at(-2)?.update).toMatchObject({ status: "completed", content: [{ content: { text } }] });
        // No message the agent sent carried more than a card's bound.
        expect(Math.max(...live.updates.map((update) => JSON.stringify(update).length))).toBeLessThan(cardTextCap);
        expect(readFileSync(join(workspace, "every-site.txt"), "utf8") === sites.replaceAll("a", "b")).toBe(true);
      } finally {
        live.process.kill("SIGKILL");
      }
    },
  );
});

describe("a folder chain deeper than a search goes", () => {
  // Made only when these tests run, so a run that filters them out leaves nothing behind.
  let chains = "";
  beforeAll(() => {
    chains = mkdtempSync(join(tmpdir(), "cardc-live-chains-"));
    folderChain(chains, "d", 3_000, { 5: "shallow.txt", 3_000: "deep.txt" });
    folderChain(chains, "e".repeat(255), 20, { 20: "long.txt" });
  });
  // Node's own recursive removal names each path whole, which fails past PATH_MAX; rm walks by descriptor.
  afterAll(() => execFileSync("rm", ["-rf", chains]));
  const skipped = "not searched: 1 folder more than 100 levels deep, 1 path longer than 4095 bytes";

  it.each([
    [
      "grep",
      { pattern: "needle" },
      "`d/d/d/d/d/shallow.txt`\n```\n1: needle\n```\n\nShowing 1 of 1 match; the search was capped.",
      `Grep needle (${skipped})`,
    ],
    [
      "glob",
      { pattern: "**/*.txt" },
      "- `d/d/d/d/d/shallow.txt`\n\nShowing 1 of 1 path; the search was capped.",
      `Glob \\*\\*/\\*.txt (${skipped})`,
    ],
  ])(
    "%s holds a bounded number of descriptors and says what it skipped",
    { timeout: 60_000 },
    async (tool, args, text, title) => {
      const live = await startLiveAgent();
      try {
        // Fewer descriptors than the chain has levels: a search that held one per level would fail with EMFILE.
        execFileSync("prlimit", ["--pid", String(live.process.pid), "--nofile=256:256"]);
        const sessionId = await openSession(live.agent, chains);
        expect(await prompt(live.agent, sessionId, [{ tool, args }])).toEqual({ stopReason: "end_turn" });
        expect(statusesOf(live.updates, "call-1")).toEqual(["pending", "in_progress", "completed"]);
        const settled = live.updates.at(-2)?.update;
        expect(settled).toMatchObject({ title, content: [{ content: { text } }] });
      } finally {
        live.process.kill("SIGKILL");
      }
    },
  );
});

/** A chain of `levels` folders named `name` below `base`, made through descriptors (its paths outgrow PATH_MAX), with a file holding "needle" at the levels named. */
function folderChain(base: string, name: string, levels: number, files: Record<number, string>): void {
  let folder = openSync(base, "r");
  for (let level = 1; level <= levels; level++) {
    mkdirSync(`/proc/self/fd/${folder}/${name}`);
    const next = openSync(`/proc/self/fd/${folder}/${name}`, "r");
    closeSync(folder);
    folder = next;
    const file = files[level];
    if (file !== undefined) writeFileSync(`/proc/self/fd/${folder}/${file}`, "needle\n");
  }
  closeSync(folder);
}

describe("session/new", () => {
  it.each(["relative/dir", "", "."])("refuses the cwd %j with invalid params", { timeout: 30_000 }, async (cwd) => {
    const live = await startLiveAgent();
    try {
      await expect(live.agent.request(acp.methods.agent.session.new, { cwd, mcpServers: [] })).rejects.toMatchObject({
        code: -32602,
        message: expect.stringContaining("cwd must be an absolute path"),
      });
    } finally {
      live.process.kill("SIGKILL");
    }
  });
});

describe("a closed stdin", () => {
  it("ends the agent and every process its calls started", { timeout: 60_000 }, async () => {
    const live = await startLiveAgent();
    const sessionId = await openSession(live.agent, workspace);
    void prompt(live.agent, sessionId, [
      { tool: "bash", args: { command: "sleep 30.601", run_in_background: true } },
      { tool: "bash", args: { command: "(sleep 30.602); echo never" } },
    ]).catch(() => undefined);
    await waitUntil(() => processesWith("sleep 30.601").length > 0 && processesWith("sleep 30.602").length > 0);
    live.process.stdin.end();
    expect(await live.exited).toBe(0);
    expect(await survivorsWith("sleep 30.60")).toEqual([]);
  });
});

describe("an agent where bubblewrap cannot run", () => {
  it("says so when it starts and refuses bash, running nothing", { timeout: 30_000 }, async () => {
    // A PATH with bash but no bwrap stands for a machine without bubblewrap.
    const bin = join(scratch, "bin-without-bwrap");
    mkdirSync(bin);
    symlinkSync("/bin/bash", join(bin, "bash"));
    const live = await startLiveAgent({ env: { ...process.env, PATH: bin } });
    try {
      const sessionId = await openSession(live.agent, workspace);
      expect(await prompt(live.agent, sessionId, [{ tool: "bash", args: { command: "touch planted" } }])).toEqual({
        stopReason: "end_turn",
      });
      const refusal =
        "bash is refused: bubblewrap (bwrap) is not installed; no command runs without a sandbox unless the agent is started with --allow-unsandboxed-bash";
      expect(live.stderr()).toBe(`demo:acp: ${refusal}\n`);
      expect(statusesOf(live.updates, "call-1")).toEqual(["pending", "in_progress", "failed"]);
      expect(JSON.stringify(live.updates)).toContain(refusal);
      expect(existsSync(join(workspace, "planted"))).toBe(false);
    } finally {
      live.process.kill("SIGKILL");
    }
  });
});
