/**
 * `cardc lsp` answer times on a shaped vocabulary: the built command, started as an editor starts it
 * (`node dist/cli/cardc.js lsp --stdio`), opened on the vocabulary and asked each request in turn
 * over the protocol. Before every timed request the author types one character into the vocabulary's
 * doc (an incremental change, as editors send) and the server's diagnostics for it are awaited: an
 * author edits, pauses, then asks, and the server indexes each version when it checks it. Two more
 * figures say what that leaves out: a request sent with the edit, before the debounced check, which
 * indexes the new version itself; and the check, from opening the document to its diagnostics.
 */
import { spawn } from "node:child_process";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import {
  createProtocolConnection,
  type PublishDiagnosticsParams,
  StreamMessageReader,
  StreamMessageWriter,
} from "vscode-languageserver/node";
import { type Spread, spread } from "./measure.js";
import { generatorProcess, projectRoot } from "./package-entries.js";
import { shapedVocabulary } from "./shaped-vocabulary.js";

export interface LspRow {
  readonly request: string;
  /** Milliseconds from sending the request (or opening the document) to the answer, over the rounds. */
  readonly ms: Spread;
  /** Whether it is a request answered after the server checked the edit: the figure the target is for. */
  readonly afterCheck: boolean;
}

export interface LspFigures {
  readonly variants: number;
  readonly rows: readonly LspRow[];
}

/** The 0-based position `shift` characters into the first match of `pattern` after `from`. */
function positionAfter(text: string, from: string, pattern: RegExp, shift: number) {
  const start = text.indexOf(from);
  const match = pattern.exec(text.slice(start));
  if (start < 0 || match === null) throw new Error(`bench: no ${pattern} after ${from}`);
  const before = text.slice(0, start + match.index + shift).split("\n");
  return { line: before.length - 1, character: before.at(-1)!.length };
}

export async function measureLsp(variants: number, rounds: number): Promise<LspFigures> {
  const text = shapedVocabulary(variants);
  const uri = `file://${join(projectRoot, "bench", ".work", "lsp", "cards.json")}`;
  const textDocument = { uri };
  // A variant in the middle, so a search from either end of the document pays for half of it.
  const middle = `"name": "Card${String(Math.floor(variants / 2)).padStart(4, "0")}View"`;
  const typed = positionAfter(text, middle, /"type": "(Location|Person|FileChange|Link|Measure|Excerpt)/, 10);
  const fallback = positionAfter(text, middle, /"fallback": "/, 14);
  // The vocabulary's doc, near the top: where the author types.
  const typing = positionAfter(text, '"doc": "A vocabulary', /A vocabulary/, 0);

  const child = spawn(process.execPath, [join(projectRoot, generatorProcess[1]!), "lsp", "--stdio"], {
    cwd: projectRoot,
    stdio: ["pipe", "pipe", "inherit"],
  });
  const connection = createProtocolConnection(
    new StreamMessageReader(child.stdout),
    new StreamMessageWriter(child.stdin),
  );
  const waiting = new Map<number, () => void>();
  connection.onNotification("textDocument/publishDiagnostics", (params: PublishDiagnosticsParams) => {
    waiting.get(params.version ?? -1)?.();
  });
  connection.listen();
  const diagnosed = (version: number) => new Promise<void>((resolve) => waiting.set(version, resolve));
  await connection.sendRequest("initialize", { processId: process.pid, rootUri: null, capabilities: {} });
  await connection.sendNotification("initialized", {});

  let version = 0;
  /**
   * Types one character (alternately an "A", then deletes it) once the edit is sent, giving the
   * promise of the server's diagnostics for it (wrapped, so awaiting the edit does not await them).
   */
  const edit = async (): Promise<{ checked: Promise<void> }> => {
    version++;
    const checked = diagnosed(version);
    const replaced = version % 2 === 0 ? 1 : 0;
    const range = { start: typing, end: { ...typing, character: typing.character + replaced } };
    await connection.sendNotification("textDocument/didChange", {
      textDocument: { uri, version },
      contentChanges: [{ range, text: replaced === 0 ? "A" : "" }],
    });
    return { checked };
  };

  const requests: readonly [string, string, object][] = [
    ["definition", "textDocument/definition", { textDocument, position: typed }],
    ["references", "textDocument/references", { textDocument, position: typed, context: { includeDeclaration: true } }],
    ["hover", "textDocument/hover", { textDocument, position: typed }],
    ["completion in a type", "textDocument/completion", { textDocument, position: typed }],
    ["completion in a fallback", "textDocument/completion", { textDocument, position: fallback }],
    ["document symbols", "textDocument/documentSymbol", { textDocument }],
    ["prepare rename", "textDocument/prepareRename", { textDocument, position: typed }],
    ["rename", "textDocument/rename", { textDocument, position: typed, newName: "Renamed" }],
  ];
  const opening = "diagnostics on open (the check)";
  const withEdit = "definition sent with the edit (indexes the version)";
  const samples = new Map<string, number[]>([
    [opening, []],
    ...requests.map(([name]) => [name, []] as [string, number[]]),
    [withEdit, []],
  ]);
  const timed = async (name: string, round: number, work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    if (round >= 0) samples.get(name)!.push(performance.now() - started);
  };
  // Round -1 warms the server's code up and is not counted.
  for (let round = -1; round < rounds; round++) {
    version++;
    const opened = diagnosed(version);
    await timed(opening, round, async () => {
      await connection.sendNotification("textDocument/didOpen", {
        textDocument: { uri, languageId: "json", version, text },
      });
      await opened;
    });
    for (const [name, method, params] of requests) {
      await (
        await edit()
      ).checked;
      await timed(name, round, () => connection.sendRequest(method, params));
    }
    const { checked } = await edit();
    await timed(withEdit, round, () => connection.sendRequest("textDocument/definition", requests[0]![2]));
    await checked;
    await connection.sendNotification("textDocument/didClose", { textDocument });
  }
  await connection.sendRequest("shutdown");
  await connection.sendNotification("exit");
  connection.dispose();
  const afterCheck = new Set(requests.map(([name]) => name));
  return {
    variants,
    rows: [...samples].map(([request, times]) => ({ request, ms: spread(times), afterCheck: afterCheck.has(request) })),
  };
}
