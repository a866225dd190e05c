/**
 * The sandbox's socket filter as the kernel reads it, instruction by instruction, with each jump's
 * target worked out by hand: the convention check, the x32 and foreign-convention kills, the
 * `socket(AF_UNIX, …)` and `io_uring_setup` refusals, and everything else allowed.
 */
import { describe, expect, it } from "vitest";
import { socketFilter } from "../../../runtime/demo/tools/socket-filter.js";

/** [code, jt, jf, k] of each `struct sock_filter`. */
function instructions(program: Buffer): number[][] {
  return Array.from({ length: program.length / 8 }, (_, index) => {
    const at = index * 8;
    return [program.readUInt16LE(at), program[at + 2] ?? -1, program[at + 3] ?? -1, program.readUInt32LE(at + 4)];
  });
}

describe("the socket filter", () => {
  it("is the program worked out by hand", () => {
    expect(instructions(socketFilter())).toEqual([
      [0x20, 0, 0, 4], //  0 ld arch
      [0x15, 0, 4, 0xc000003e], //  1 x86-64? else 6
      [0x20, 0, 0, 0], //  2 ld nr
      [0x35, 10, 0, 0x40000000], //  3 x32 → 14 kill
      [0x15, 5, 0, 41], //  4 socket → 10 check
      [0x15, 6, 7, 425], //  5 io_uring_setup → 12 refuse, else 13 allow
      [0x15, 0, 7, 0xc00000b7], //  6 AArch64? else 14 kill
      [0x20, 0, 0, 0], //  7 ld nr
      [0x15, 1, 0, 198], //  8 socket → 10 check
      [0x15, 2, 3, 425], //  9 io_uring_setup → 12 refuse, else 13 allow
      [0x20, 0, 0, 16], // 10 ld args[0]
      [0x15, 0, 1, 1], // 11 AF_UNIX → 12 refuse, else 13 allow
      [0x06, 0, 0, 0x00050001], // 12 EPERM
      [0x06, 0, 0, 0x7fff0000], // 13 allow
      [0x06, 0, 0, 0x80000000], // 14 kill the process
    ]);
  });
});
