/**
 * The seccomp filter bubblewrap installs on a sandboxed command (`--seccomp FD`): a classic BPF
 * program that refuses, with EPERM, to make a Unix socket (`socket(AF_UNIX, …)`, and
 * `io_uring_setup`, whose rings could make one without that call) and allows every other call. To
 * the kernel outside, a sandboxed process is the agent's user, so without it a daemon's socket that
 * user may open (one in `/run`: mounted read-only, yet still connectable) would be a way out;
 * `socketpair`, which only joins two ends the command holds, stays allowed. The program knows the
 * x86-64 and AArch64 calling conventions and kills a process that calls in any other (i386, or x32
 * with bit 30 set in the number), whose numbers for the same calls differ.
 *
 *     ld arch; jeq x86_64 …; ld nr; jge 0x40000000 kill; jeq 41 check; jeq 425 refuse; allow
 *     check: ld args[0]; jeq AF_UNIX refuse; allow
 */

/** Where `struct seccomp_data` holds the call's number, its convention and its first argument's low half. */
const field = { nr: 0, arch: 4, firstArgument: 16 } as const;

const x86_64 = { arch: 0xc000003e, socket: 41, ioUringSetup: 425, x32Bit: 0x40000000 } as const;
const aarch64 = { arch: 0xc00000b7, socket: 198, ioUringSetup: 425 } as const;
const afUnix = 1;
const eperm = 1;
const verdict = { allow: 0x7fff0000, refuse: 0x00050000 | eperm, kill: 0x80000000 } as const;

type Step =
  | { readonly label: string }
  | { readonly load: number }
  /** Goes `to` a label when the test holds, `otherwise` when not; either left out is the next instruction. */
  | { readonly jump: "jeq" | "jge"; readonly k: number; readonly to?: string; readonly otherwise?: string }
  | { readonly ret: number };

const steps: readonly Step[] = [
  { load: field.arch },
  { jump: "jeq", k: x86_64.arch, otherwise: "not-x86_64" },
  { load: field.nr },
  { jump: "jge", k: x86_64.x32Bit, to: "kill" },
  { jump: "jeq", k: x86_64.socket, to: "check" },
  { jump: "jeq", k: x86_64.ioUringSetup, to: "refuse", otherwise: "allow" },
  { label: "not-x86_64" },
  { jump: "jeq", k: aarch64.arch, otherwise: "kill" },
  { load: field.nr },
  { jump: "jeq", k: aarch64.socket, to: "check" },
  { jump: "jeq", k: aarch64.ioUringSetup, to: "refuse", otherwise: "allow" },
  { label: "check" },
  { load: field.firstArgument },
  { jump: "jeq", k: afUnix, to: "refuse", otherwise: "allow" },
  { label: "refuse" },
  { ret: verdict.refuse },
  { label: "allow" },
  { ret: verdict.allow },
  { label: "kill" },
  { ret: verdict.kill },
];

/** BPF_LD|BPF_W|BPF_ABS, BPF_JMP|BPF_JEQ|BPF_K, BPF_JMP|BPF_JGE|BPF_K, BPF_RET|BPF_K. */
const opcode = { load: 0x20, jeq: 0x15, jge: 0x35, ret: 0x06 } as const;

/** The program as the kernel reads it: `struct sock_filter` {u16 code; u8 jt; u8 jf; u32 k}, little-endian. */
export function socketFilter(): Buffer {
  const at = new Map<string, number>();
  const instructions: Exclude<Step, { label: string }>[] = [];
  for (const step of steps) {
    if ("label" in step) at.set(step.label, instructions.length);
    else instructions.push(step);
  }
  const out = Buffer.alloc(instructions.length * 8);
  instructions.forEach((step, index) => {
    // A jump counts the instructions it skips, forward only; no label means the next one.
    const skip = (label: string | undefined) => (label === undefined ? 0 : (at.get(label) ?? -1) - index - 1);
    const [code, jt, jf, k] =
      "load" in step
        ? [opcode.load, 0, 0, step.load]
        : "ret" in step
          ? [opcode.ret, 0, 0, step.ret]
          : [opcode[step.jump], skip(step.to), skip(step.otherwise), step.k];
    if (jt < 0 || jt > 255 || jf < 0 || jf > 255) throw new Error(`the socket filter jumps badly at ${index}`);
    out.writeUInt16LE(code, index * 8);
    out.writeUInt8(jt, index * 8 + 2);
    out.writeUInt8(jf, index * 8 + 3);
    out.writeUInt32LE(k, index * 8 + 4);
  });
  return out;
}
