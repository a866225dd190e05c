/**
 * Where the live `bash` tool runs its commands: inside a bubblewrap sandbox (`bwrap`), as agent
 * harnesses on Linux do. The sandbox is confining by construction, whoever runs the agent (root
 * included): its processes run as an unprivileged user (uid and gid `sandboxId`) of a user namespace
 * of their own, with every capability dropped and no way to make another user namespace, so the
 * read-only mounts it is given cannot be remounted; the whole file system is read-only, the workspace
 * the one writable path, `/tmp` private and thrown away; a network namespace with nothing in it (its
 * loopback down); no Unix socket to open (`socket-filter.ts`); its own process ids (every process
 * it starts dies with it); no way to gain privileges. Bubblewrap brings the loopback of a network
 * namespace it makes up, so `unshare` makes that namespace first and bubblewrap keeps it
 * (`--share-net`). Whether this can run is found out once, by running it: where it cannot (not
 * installed, or no user namespaces), `bash` is refused with the reason, unless the agent was started
 * with an explicit flag that accepts running commands without a sandbox.
 *
 *     unshare --user --map-current-user --net --
 *       bwrap --ro-bind / / --dev /dev --proc /proc --tmpfs /tmp --bind WS WS --unshare-all --share-net
 *             --unshare-user --disable-userns --uid 1000 --gid 1000 --cap-drop ALL
 *             --die-with-parent --new-session --seccomp FD --chdir CWD -- node -e REPORTER COMMAND
 */
import { spawnSync } from "node:child_process";
import { socketFilter } from "./socket-filter.js";

export type ShellPolicy =
  | { readonly sandbox: "bubblewrap"; readonly bwrap: string }
  | { readonly sandbox: "none"; readonly why: string; readonly allowed: boolean };

/** The flag that lets `bash` run without a sandbox where bubblewrap cannot run. */
export const unsandboxedFlag = "--allow-unsandboxed-bash";

/** The user and group id a sandboxed command runs as: not root, and not the overflow id (65534) unmapped files show. */
export const sandboxId = 1000;

/** Runs the sandbox once on a command that does nothing; the policy its outcome calls for. */
export function probeShellPolicy(options: { readonly bwrap?: string; readonly allowUnsandboxed?: boolean } = {}) {
  const bwrap = options.bwrap ?? "bwrap";
  const why = whyBubblewrapCannotRun(bwrap);
  if (why === undefined) return { sandbox: "bubblewrap", bwrap } as const;
  return { sandbox: "none", why, allowed: options.allowUnsandboxed === true } as const;
}

let probed: ShellPolicy | undefined;

/** The policy of an agent started without the flag, probed on first use and kept for the process. */
export function defaultShellPolicy(): ShellPolicy {
  probed ??= probeShellPolicy();
  return probed;
}

function whyBubblewrapCannotRun(bwrap: string): string | undefined {
  // Found apart from the sandbox, as `unshare` would only say it failed to execute a missing program.
  const found = spawnSync(bwrap, ["--version"], { encoding: "utf8", timeout: 10_000 });
  if (found.error !== undefined) return couldNotStart(bwrap, `bubblewrap (${bwrap})`, found.error);
  // The filter comes on stdin here, which `true` does not read.
  const line = sandboxLine(bwrap, "/", 0, ["--", "true"]);
  const probe = spawnSync(line.file, line.args, { input: socketFilter(), encoding: "utf8", timeout: 10_000 });
  if (probe.error !== undefined) return couldNotStart(line.file, `${line.file} (util-linux)`, probe.error);
  if (probe.status === 0) return undefined;
  const said = probe.stderr.trim().split("\n")[0] ?? "";
  return `${bwrap} cannot run here (exit ${probe.status ?? probe.signal})${said === "" ? "" : `: ${said}`}`;
}

function couldNotStart(file: string, named: string, error: Error): string {
  const code = (error as NodeJS.ErrnoException).code;
  return code === "ENOENT" ? `${named} is not installed` : `${file} could not start: ${code}`;
}

/** What a refused `bash` call says, and what the agent says when it starts. */
export function describeShellPolicy(policy: ShellPolicy): string {
  if (policy.sandbox === "bubblewrap") {
    return "bash runs in a bubblewrap sandbox: the workspace is the only writable path, and there is no network";
  }
  return policy.allowed
    ? `bash runs WITHOUT a sandbox (${unsandboxedFlag}): ${policy.why}`
    : `bash is refused: ${policy.why}; no command runs without a sandbox unless the agent is started with ${unsandboxedFlag}`;
}

/**
 * The program and arguments that run `argv` in folder `cwd`, sandboxed or not as the policy says.
 * Sandboxed, bubblewrap reads `filter`, the seccomp program, from descriptor `filterFd` to its end,
 * and writes the sandbox's first process id on descriptor `infoFd` once it runs.
 */
export function commandLine(
  policy: ShellPolicy,
  place: { readonly workspace: string; readonly cwd: string; readonly infoFd: number; readonly filterFd: number },
  argv: readonly string[],
): { readonly file: string; readonly args: readonly string[]; readonly filter?: Buffer } {
  const [file, ...args] = argv;
  if (file === undefined) throw new Error("no command to run");
  if (policy.sandbox === "none") return { file, args };
  const { workspace, cwd, infoFd, filterFd } = place;
  const rest = ["--info-fd", String(infoFd), "--chdir", cwd, "--", file, ...args];
  return { ...sandboxLine(policy.bwrap, workspace, filterFd, rest), filter: socketFilter() };
}

/**
 * Everything read-only but `writable`; own namespaces for the user, network, processes, IPC and host
 * name; the socket filter read from `filterFd`; then `rest`.
 */
function sandboxLine(bwrap: string, writable: string, filterFd: number, rest: readonly string[]) {
  // `unshare` makes the network namespace, so its loopback stays down, in a user namespace of its
  // own, which lets an agent that is not root make one too.
  const network = ["--user", "--map-current-user", "--net", "--", bwrap];
  const mounts = ["--ro-bind", "/", "/", "--dev", "/dev", "--proc", "/proc", "--tmpfs", "/tmp"];
  // After /tmp, so a workspace below /tmp is writable and not hidden by the private /tmp.
  const workspace = writable === "/" ? [] : ["--bind", writable, writable];
  const namespaces = ["--unshare-all", "--share-net", "--die-with-parent", "--new-session"];
  // Root too runs the command unprivileged: no capability, and no user namespace to gain one in.
  const id = String(sandboxId);
  const user = ["--unshare-user", "--disable-userns", "--uid", id, "--gid", id, "--cap-drop", "ALL"];
  const calls = ["--seccomp", String(filterFd)];
  return { file: "unshare", args: [...network, ...mounts, ...workspace, ...namespaces, ...user, ...calls, ...rest] };
}
