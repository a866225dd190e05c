/**
 * Replacing the output tree where file handles cannot flush themselves: Yarn PnP's patched
 * `fs.promises` hands out handles whose `sync()` throws "Method not implemented.", so the tree is
 * flushed through the descriptor instead; and a run that fails while staging leaves no staging
 * folder behind, only the old tree.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { replaceTree } from "../../generator/output/write-tree.js";

/** How the handles `open` returns behave: as Node's, as Yarn PnP's, or failing with an I/O error. */
const handles = vi.hoisted(() => ({ sync: "node" as "node" | "pnp" | "eio", fsyncCalls: 0 }));

vi.mock("node:fs/promises", async (importOriginal) => {
  const actual = await importOriginal<typeof import("node:fs/promises")>();
  const open: typeof actual.open = async (...args) => {
    const handle = await actual.open(...args);
    if (handles.sync === "pnp") {
      // As Yarn's FileHandle: a synchronous throw, an Error without a code.
      handle.sync = () => {
        throw new Error("Method not implemented.");
      };
    } else if (handles.sync === "eio") {
      handle.sync = () => Promise.reject(Object.assign(new Error("EIO: i/o error, fsync"), { code: "EIO" }));
    }
    return handle;
  };
  return { ...actual, open };
});

vi.mock("node:fs", async (importOriginal) => {
  const actual = await importOriginal<typeof import("node:fs")>();
  const fsync = (fd: number, callback: (error: NodeJS.ErrnoException | null) => void) => {
    handles.fsyncCalls += 1;
    actual.fsync(fd, callback);
  };
  return { ...actual, fsync };
});

let work: string;
let out: string;
beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), "cardc-flush-"));
  out = join(work, "generated");
  handles.fsyncCalls = 0;
});
afterEach(() => {
  handles.sync = "node";
  rmSync(work, { recursive: true, force: true });
});

const tree = (text: string) => [
  { path: "a.ts", contents: text },
  { path: "sub/b.ts", contents: `${text}\n` },
];

describe("replaceTree", () => {
  it("flushes through the descriptor when a handle's sync() is not implemented", async () => {
    handles.sync = "pnp";
    await replaceTree(out, tree("one"));
    expect(readFileSync(join(out, "sub/b.ts"), "utf8")).toBe("one\n");
    // The staging folder and the parent, each flushed once.
    expect(handles.fsyncCalls).toBe(2);
    expect(readdirSync(work)).toEqual(["generated"]);
  });

  it("uses the handle's own sync() where it has one", async () => {
    await replaceTree(out, tree("one"));
    expect(handles.fsyncCalls).toBe(0);
  });

  it("leaves the old tree and no staging folder when flushing fails", async () => {
    await replaceTree(out, tree("old"));
    handles.sync = "eio";
    await expect(replaceTree(out, tree("new"))).rejects.toThrow("EIO");
    expect(readdirSync(work)).toEqual(["generated"]);
    expect(readFileSync(join(out, "a.ts"), "utf8")).toBe("old");
  });
});
