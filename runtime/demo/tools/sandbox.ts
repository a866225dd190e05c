/**
 * Where the live `bash` tool runs its commands: inside a bubblewrap sandbox (`bwrap`), as agent
 * harnesses on Linux do, with the whole file system read-only, the workspace the one writable path,
 * a private `/tmp` that is thrown away, no network (a network namespace of its own, with only a
 * loopback that is down), its own process ids (every process it starts dies with it), and no way to
 * gain privileges. Whether bubblewrap can run is found out once, by running it: where it cannot (not
 * installed, or no user namespaces), `bash` is refused with the reason, unless the agent was started
 * with an explicit flag that accepts running commands without a sandbox.
 *
 *     bwrap --ro-bind / / --dev /dev --proc /proc --tmpfs /tmp --bind WS WS --unshare-all
 *           --die-with-parent --new-session --chdir CWD -- node -e REPORTER COMMAND
 */
import { spawnSync } from "node:child_process";

export type ShellPolicy =
  | { readonly sandbox: "bubblewrap"; readonly bwrap: string }
  | { readonly sandbox: "none"; readonly why: string; readonly allowed: boolean };

/** The flag that lets `bash` run without a sandbox where bubblewrap cannot run. */
export const unsandboxedFlag = "--allow-unsandboxed-bash";

/** Runs bubblewrap once on a command that does nothing; the policy its outcome calls for. */
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
  const probe = spawnSync(bwrap, [...isolation("/"), "--", "true"], { encoding: "utf8", timeout: 10_000 });
  if (probe.error !== undefined) {
    const code = (probe.error as NodeJS.ErrnoException).code;
    return code === "ENOENT" ? `bubblewrap (${bwrap}) is not installed` : `${bwrap} could not start: ${code}`;
  }
  if (probe.status === 0) return undefined;
  const said = probe.stderr.trim().split("\n")[0] ?? "";
  return `${bwrap} cannot run here (exit ${probe.status ?? probe.signal})${said === "" ? "" : `: ${said}`}`;
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
 * Sandboxed, bubblewrap writes the sandbox's first process id on descriptor `infoFd` once it runs.
 */
export function commandLine(
  policy: ShellPolicy,
  place: { readonly workspace: string; readonly cwd: string; readonly infoFd: number },
  argv: readonly string[],
): { readonly file: string; readonly args: readonly string[] } {
  const [file, ...args] = argv;
  if (file === undefined) throw new Error("no command to run");
  if (policy.sandbox === "none") return { file, args };
  const { workspace, cwd, infoFd } = place;
  return {
    file: policy.bwrap,
    args: [...isolation(workspace), "--info-fd", String(infoFd), "--chdir", cwd, "--", file, ...args],
  };
}

/** Everything read-only but `writable`; own namespaces for the network, processes, IPC and host name. */
function isolation(writable: string): string[] {
  return [
    "--ro-bind",
    "/",
    "/",
    "--dev",
    "/dev",
    "--proc",
    "/proc",
    "--tmpfs",
    "/tmp",
    // After /tmp, so a workspace below /tmp is writable and not hidden by the private /tmp.
    ...(writable === "/" ? [] : ["--bind", writable, writable]),
    "--unshare-all",
    "--die-with-parent",
    "--new-session",
  ];
}
