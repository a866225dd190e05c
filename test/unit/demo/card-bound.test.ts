/**
 * The bound on the text one change's card carries, given/want: a change whose hunks hold exactly
 * `cardTextCap` characters is a diff card, one that holds a character more keeps its figures in
 * `meta` and is a generic card saying what changed and that the diff is too large to show, on replay
 * as live; a pending `write` or `edit` past the bound, and hunks recorded past it, are a generic
 * card saying how much the change holds.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { cardTextCap } from "../../../runtime/demo/tools/card-bound.js";
import { demoTools } from "../../../runtime/demo/tools/index.js";

const workspace = mkdtempSync(join(tmpdir(), "cardc-card-bound-"));
afterAll(() => rmSync(workspace, { recursive: true, force: true }));

const fallbacks: unknown[] = [];
const tools = demoTools((fallback) => fallbacks.push(fallback));
const tool = (name: string) => tools.get(name) ?? expect.unreachable(`no tool ${name}`);

/** A replace_all of every character of a one-line file of `length` characters, and the card of its result as the log holds it. */
async function replaceEvery(length: number) {
  writeFileSync(join(workspace, "line.txt"), "a".repeat(length));
  const args = { path: "line.txt", old_string: "a", new_string: "é", replace_all: true };
  const result: unknown = JSON.parse(JSON.stringify(await tool("edit").run(args, { root: workspace })));
  return { result, card: tool("edit").presentResult(args, result) };
}

describe("the text a change's card carries", () => {
  it("is a diff card at the bound", async () => {
    const { result, card } = await replaceEvery(cardTextCap / 2);
    expect(result).toMatchObject({ isError: false, meta: { hunks: [{ path: "line.txt" }] } });
    expect(card).toEqual({
      card: "diff",
      diffs: [{ path: "line.txt", oldText: "a".repeat(cardTextCap / 2), newText: "é".repeat(cardTextCap / 2) }],
    });
    expect(fallbacks).toEqual([]);
  });

  it("past the bound, is the change's figures, shown as a generic card that says the diff is too large", async () => {
    const sites = cardTextCap / 2 + 1;
    const { result, card } = await replaceEvery(sites);
    expect(result).toEqual({
      content: [{ type: "text", text: `Edited line.txt (${sites} replacements)` }],
      isError: false,
      meta: { unshown: { path: "line.txt", sites, bytesBefore: sites, bytesAfter: 2 * sites, diffLength: 2 * sites } },
    });
    const text =
      `line.txt: ${sites} sites replaced; ${sites} bytes before, ${2 * sites} bytes after. ` +
      `The diff (${2 * sites} characters) is too large to show; a card shows ${cardTextCap} at most.`;
    expect(card).toEqual({ card: "generic", content: [{ type: "text", text }] });
    expect(fallbacks).toEqual([]);
  });

  it("past the bound, says a write created the file, with no sites", async () => {
    const args = { path: "new.txt", content: "x".repeat(cardTextCap + 1) };
    const result = await tool("write").run(args, { root: workspace });
    expect(result.meta).toEqual({
      unshown: { path: "new.txt", bytesBefore: null, bytesAfter: cardTextCap + 1, diffLength: cardTextCap + 1 },
    });
    expect(tool("write").presentResult(args, result)).toEqual({
      card: "generic",
      content: [
        {
          type: "text",
          text: `new.txt: created ${cardTextCap + 1} bytes after. The diff (${cardTextCap + 1} characters) is too large to show; a card shows ${cardTextCap} at most.`,
        },
      ],
    });
  });

  it.each([
    ["write", { path: "big.txt", content: "x".repeat(cardTextCap + 1) }, cardTextCap + 1],
    ["edit", { path: "big.txt", old_string: "x".repeat(cardTextCap), new_string: "y" }, cardTextCap + 1],
  ])("past the bound, a pending %s is a generic card saying how much it brings", (name, args, length) => {
    expect(tool(name).presentCall(args)).toEqual({
      card: "generic",
      title: `${name === "write" ? "Write" : "Edit"} big.txt`,
      kind: "edit",
      content: [
        {
          type: "text",
          text: `big.txt: the change (${length} characters) is too large to show; a card shows ${cardTextCap} at most.`,
        },
      ],
    });
    expect(fallbacks).toEqual([]);
  });

  it("past the bound, recorded as hunks (a log from before the bound), is replayed as a generic card", () => {
    const hunks = [
      { path: "old.txt", oldText: "a".repeat(cardTextCap / 2), newText: "b".repeat(cardTextCap / 2) },
      { path: "old.txt", oldText: "c", newText: "d" },
    ];
    const result = { content: [{ type: "text", text: "Edited old.txt" }], isError: false, meta: { hunks } };
    expect(tool("edit").presentResult({ path: "old.txt", old_string: "a", new_string: "b" }, result)).toEqual({
      card: "generic",
      content: [
        {
          type: "text",
          text: `old.txt: the change (${cardTextCap + 2} characters) is too large to show; a card shows ${cardTextCap} at most.`,
        },
      ],
    });
    expect(fallbacks).toEqual([]);
  });

  it("at the bound, a pending write is its diff card", () => {
    const args = { path: "big.txt", content: "x".repeat(cardTextCap) };
    expect(tool("write").presentCall(args)).toEqual({
      card: "diff",
      title: "Write big.txt",
      diffs: [{ path: "big.txt", oldText: null, newText: args.content }],
    });
  });
});
