/**
 * The live `bash` tool in its sandbox and when it has none. Sandboxed (bubblewrap, installed by
 * `.ci/install-system-deps`), a command writes in the workspace but not outside it and reaches no
 * network. Where bubblewrap cannot run (missing, or failing as it does without user namespaces; both
 * stood in for here), `bash` is refused with the reason and runs nothing, unless the agent allowed
 * running without a sandbox. A command that outlives its timeout, a cancelled one, one whose
 * subprocess holds the pipes and a background one are stopped with every process they started.
 */
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { spawnSync } from "node:child_process";
import { createServer } from "node:net";
import { join } from "node:path";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { outputCap } from "../../../runtime/demo/tools/output-tail.js";
import { ProcessGroups } from "../../../runtime/demo/tools/process-groups.js";
import { commandLine, probeShellPolicy, sandboxId, type ShellPolicy } from "../../../runtime/demo/tools/sandbox.js";
import { resultText } from "../../../runtime/demo/tools/tool.js";
import { processesWith, survivorsWith } from "../../support/processes.js";
import { toolRunner } from "../../support/run-tool.js";

// Not below /tmp: the sandbox gives commands a private /tmp, which would hide the folder outside.
const root = mkdtempSync(join("/var/tmp", "cardc-bash-"));
const workspace = join(root, "workspace");
const outside = join(root, "outside");
afterAll(() => rmSync(root, { recursive: true, force: true }));

beforeEach(() => {
  rmSync(workspace, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
  mkdirSync(workspace, { recursive: true });
  mkdirSync(outside);
  writeFileSync(join(outside, "notes.txt"), "keep me\n");
});

function bashWith(policy: ShellPolicy, groups = new ProcessGroups()) {
  const run = toolRunner(workspace, { shell: { policy: () => policy, groups } });
  return (args: Record<string, unknown>, cancel?: AbortSignal) => run("bash", args, cancel);
}

const sandboxed = probeShellPolicy();
const unsandboxed: ShellPolicy = { sandbox: "none", why: "stood in for by the test", allowed: true };

describe("bash in the bubblewrap sandbox", () => {
  it("runs here: bubblewrap is installed and can run", () => {
    expect(sandboxed).toEqual({ sandbox: "bubblewrap", bwrap: "bwrap" });
  });

  it("writes in the workspace and nowhere else", async () => {
    const result = await bashWith(sandboxed)({
      command: `echo made > made.txt; echo lost > ${outside}/notes.txt; echo lost > ${outside}/planted.txt; echo $?`,
    });
    expect(readFileSync(join(workspace, "made.txt"), "utf8")).toBe("made\n");
    expect(resultText(result)).toMatch(/Read-only file system/);
    expect(readFileSync(join(outside, "notes.txt"), "utf8")).toBe("keep me\n");
    expect(existsSync(join(outside, "planted.txt"))).toBe(false);
  });

  it("writes nothing outside through a symbolic link, and makes no hard link to a file outside", async () => {
    symlinkSync(join(outside, "notes.txt"), join(workspace, "link.txt"));
    const result = await bashWith(sandboxed)({
      command: `echo lost > link.txt; ln ${outside}/notes.txt hard.txt; true`,
    });
    expect(readFileSync(join(outside, "notes.txt"), "utf8")).toBe("keep me\n");
    expect(resultText(result)).toMatch(/link\.txt: Read-only file system\n.*Invalid cross-device link/s);
    expect(existsSync(join(workspace, "hard.txt"))).toBe(false);
  });

  it("opens no Unix socket, not even one the agent's user may open, and still joins its own processes by pipes", async () => {
    const path = join(outside, "daemon.sock");
    let connections = 0;
    const server = createServer((socket) => {
      connections++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => server.listen(path, resolve));
    chmodSync(path, 0o600);
    try {
      const connect = `require("node:net").connect(${JSON.stringify(path)}).on("connect", () => console.log("connected")).on("error", (e) => console.log(e.code))`;
      const piped = `process.stdout.write(require("node:child_process").execFileSync("echo", ["piped"]))`;
      const result = await bashWith(sandboxed)({
        command: `${process.execPath} -e '${connect}'; ${process.execPath} -e '${piped}'`,
      });
      expect(resultText(result)).toBe("EPERM\npiped\n");
      expect(connections).toBe(0);
    } finally {
      server.close();
    }
  });

  it("holds a command to no capabilities, as an unprivileged user, even when the agent is root", async () => {
    // A file no one may read by its permissions, which only an override (root's) reads.
    const locked = join(outside, "locked.txt");
    writeFileSync(locked, "by override only\n");
    chmodSync(locked, 0o000);
    const result = await bashWith(sandboxed)({
      command: `grep -E '^Cap(Eff|Prm|Bnd)' /proc/self/status; id -u; id -g; cat ${locked} 2>&1 | sed 's/.*: //'`,
    });
    expect(resultText(result)).toBe(
      `CapPrm:\t0000000000000000\nCapEff:\t0000000000000000\nCapBnd:\t0000000000000000\n${sandboxId}\n${sandboxId}\nPermission denied\n`,
    );
  });

  it("cannot remount the file system writable to write outside the workspace", async () => {
    const target = join(outside, "notes.txt");
    const mounts = `/ $(stat -c %m ${outside}) ${outside}`;
    const result = await bashWith(sandboxed)({
      command: [
        `for m in ${mounts}; do mount -o remount,rw,bind $m; mount -o remount,rw $m; done`,
        `echo lost > ${target}`,
        `unshare -r sh -c 'mount -o remount,rw,bind /; echo lost > ${target}'`,
        `unshare -m sh -c 'mount -o remount,rw,bind /; echo lost > ${target}'`,
        "true",
      ].join("; "),
    });
    expect(readFileSync(target, "utf8")).toBe("keep me\n");
    expect(resultText(result)).toMatch(/Read-only file system/);
    // Neither a user namespace, where it would hold every capability, nor a mount namespace is made.
    expect(resultText(result).match(/^unshare: unshare failed/gm)).toHaveLength(2);
  });

  it("confines an agent that is not root the same way", () => {
    // The sandbox's command line, run as an unprivileged user (through setpriv when the suite is root),
    // with a workspace and a file outside that user may write: only the sandbox keeps it from the file.
    chmodSync(root, 0o755);
    const shared = mkdtempSync(join(root, "shared-"));
    chmodSync(shared, 0o777);
    chmodSync(join(outside, "notes.txt"), 0o666);
    const check = `grep CapEff /proc/self/status; id -u; echo made > made.txt; echo lost > ${outside}/notes.txt; ${process.execPath} -p 'Object.keys(require("node:os").networkInterfaces()).length'`;
    const line = commandLine(sandboxed, { workspace: shared, cwd: shared, infoFd: 3, filterFd: 0 }, [
      "sh",
      "-c",
      check,
    ]);
    const asRoot = process.getuid?.() === 0;
    const unprivileged = ["--reuid=65534", "--regid=65534", "--clear-groups", line.file, ...line.args];
    const run = spawnSync(asRoot ? "setpriv" : line.file, asRoot ? unprivileged : line.args, {
      input: line.filter,
      stdio: ["pipe", "pipe", "pipe", "pipe"],
      encoding: "utf8",
      env: { PATH: process.env["PATH"] },
    });
    expect(run.stderr).toMatch(/notes\.txt: Read-only file system/);
    expect(run.stdout).toBe(`CapEff:\t0000000000000000\n${sandboxId}\n0\n`);
    expect(readFileSync(join(shared, "made.txt"), "utf8")).toBe("made\n");
    expect(readFileSync(join(outside, "notes.txt"), "utf8")).toBe("keep me\n");
  });

  it("reaches no network, not even this machine's loopback", async () => {
    let connections = 0;
    const server = createServer((socket) => {
      connections++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as { port: number }).port;
    try {
      const result = await bashWith(sandboxed)({ command: `exec 3<>/dev/tcp/127.0.0.1/${port} && echo connected` });
      expect(result.isError).toBe(true);
      expect(resultText(result)).not.toContain("connected");
      expect(connections).toBe(0);
      // Node lists only the interfaces that are up: none, the sandbox's loopback being down.
      const up = await bashWith(sandboxed)({
        command: `${process.execPath} -p 'JSON.stringify(Object.keys(require("node:os").networkInterfaces()))'`,
      });
      expect(resultText(up)).toBe("[]\n");
    } finally {
      server.close();
    }
  });
});

describe.each([
  ["sandboxed", sandboxed],
  ["unsandboxed", unsandboxed],
])("bash's output as text, %s", (_how, policy) => {
  it("keeps a character whose bytes arrive in two writes whole", async () => {
    const result = await bashWith(policy)({
      command: String.raw`printf '\xf0\x9f'; sleep 0.3; printf '\x98\x80 \xc3'; sleep 0.3; printf '\xa9\n'`,
    });
    expect(resultText(result)).toBe("😀 é\n");
  });

  it("cuts the output's start before a character that straddles the cap, and says so", async () => {
    const result = await bashWith(policy)({
      command: String.raw`printf '1😀'; head -c ${outputCap - 1} /dev/zero | tr '\0' a`,
    });
    const text = resultText(result);
    // With the u flag, only a surrogate that is not half of a pair matches.
    expect(text).not.toMatch(/[\uD800-\uDFFF]/u);
    expect(text).toBe(`[output truncated: the first 2 characters are not shown]\n${"a".repeat(outputCap - 1)}`);
  });
});

describe("bash where bubblewrap cannot run", () => {
  const fake = join(root, "bwrap-without-namespaces");
  writeFileSync(fake, "#!/bin/sh\necho 'bwrap: No permissions to create new namespace' >&2\nexit 1\n");
  chmodSync(fake, 0o755);

  it.each([
    ["is not installed", join(root, "no-such-bwrap"), /^bubblewrap \(.*no-such-bwrap\) is not installed$/],
    ["fails to make namespaces", fake, /cannot run here \(exit 1\): bwrap: No permissions to create new namespace$/],
  ])("says why when bubblewrap %s, and refuses bash, running nothing", async (_how, bwrap, why) => {
    const policy = probeShellPolicy({ bwrap });
    expect(policy).toMatchObject({ sandbox: "none", allowed: false, why: expect.stringMatching(why) });
    const result = await bashWith(policy)({ command: "touch planted" });
    expect(result.isError).toBe(true);
    expect(resultText(result)).toMatch(
      /^bash is refused: .*; no command runs without a sandbox unless the agent is started with --allow-unsandboxed-bash$/,
    );
    expect(existsSync(join(workspace, "planted"))).toBe(false);
  });

  it("runs commands without a sandbox only when that was allowed", async () => {
    const policy = probeShellPolicy({ bwrap: join(root, "no-such-bwrap"), allowUnsandboxed: true });
    expect(policy).toMatchObject({ sandbox: "none", allowed: true });
    expect((await bashWith(policy)({ command: "touch planted" })).meta).toEqual({ exitCode: 0 });
    expect(existsSync(join(workspace, "planted"))).toBe(true);
  });
});

describe.each([
  ["sandboxed", sandboxed, "/tmp"],
  ["unsandboxed", unsandboxed, workspace],
])("the command's environment, %s", (_how, policy, home) => {
  it("passes the command an allow-listed environment, none of the agent's secrets, and a HOME it may write", async () => {
    process.env["CARDC_TEST_SECRET"] = "hunter2-in-the-agent";
    try {
      const result = await bashWith(policy)({ command: 'env; echo x > "$HOME/.written" && echo "$HOME is writable"' });
      expect(resultText(result)).not.toContain("hunter2-in-the-agent");
      const [written, ...lines] = resultText(result).trimEnd().split("\n").reverse();
      expect(written).toBe(`${home} is writable`);
      expect(lines).toContain(`HOME=${home}`);
      expect(lines).toContain(`PATH=${process.env["PATH"]}`);
      const allowed = /^(PATH|HOME|LANG|LANGUAGE|LC_\w+|TERM|TZ|PWD|SHLVL|_)=/;
      expect(lines.filter((line) => line !== "" && !allowed.test(line))).toEqual([]);
    } finally {
      delete process.env["CARDC_TEST_SECRET"];
    }
  });
});

describe.each([
  ["sandboxed", sandboxed],
  ["unsandboxed", unsandboxed],
])("stopping a command, %s", (_how, policy) => {
  it("ends a timed-out command and the subprocess that holds its pipes", { timeout: 20_000 }, async () => {
    const result = await bashWith(policy)({ command: "(sleep 20.101); echo done", timeout: 500 });
    expect(result.meta).toEqual({ signal: "SIGTERM" });
    expect(resultText(result)).not.toContain("done");
    expect(await survivorsWith("sleep 20.101")).toEqual([]);
  });

  it("ends tail -f at its timeout", { timeout: 20_000 }, async () => {
    writeFileSync(join(workspace, "log.txt"), "first\n");
    // Long enough for tail to print on a busy machine before its timeout ends it.
    const result = await bashWith(policy)({ command: "tail -f log.txt", timeout: 3_000 });
    expect(result).toMatchObject({ isError: true, meta: { signal: "SIGTERM" } });
    expect(resultText(result)).toBe("first\n");
    expect(await survivorsWith(join(workspace, "log.txt"))).toEqual([]);
  });

  it("settles a cancelled command as cancelled and ends its processes", { timeout: 20_000 }, async () => {
    const cancel = new AbortController();
    const running = bashWith(policy)({ command: "sleep 20.202" }, cancel.signal);
    for (let waited = 0; processesWith("sleep 20.202").length === 0 && waited < 100; waited++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(processesWith("sleep 20.202")).not.toEqual([]);
    cancel.abort();
    const result = await running;
    expect(result).toEqual({ content: [{ type: "text", text: "bash was cancelled" }], isError: true });
    expect(await survivorsWith("sleep 20.202")).toEqual([]);
  });

  it("ends a background command when the agent stops its groups", { timeout: 20_000 }, async () => {
    const groups = new ProcessGroups();
    const result = await bashWith(policy, groups)({ command: "sleep 20.303", run_in_background: true });
    expect(result.isError).toBe(false);
    for (let waited = 0; processesWith("sleep 20.303").length === 0 && waited < 100; waited++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(processesWith("sleep 20.303")).not.toEqual([]);
    await groups.stopAll();
    expect(await survivorsWith("sleep 20.303")).toEqual([]);
  });
});
