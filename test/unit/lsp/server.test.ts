/**
 * The server over the protocol, in memory: a client connection talks to `startLanguageServer`
 * through a pair of streams, as an editor would over stdio. Diagnostics come on open and, debounced,
 * after a change; requests are routed to their handlers; a refused rename is an error carrying its
 * reason; a document that is not JSON still gets an answer to every request; a request sent with
 * edits is answered from the last index carried through them.
 */
import { PassThrough } from "node:stream";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  createConnection,
  createProtocolConnection,
  type PublishDiagnosticsParams,
  StreamMessageReader,
  StreamMessageWriter,
} from "vscode-languageserver/node";
import { startLanguageServer } from "../../../generator/lsp/server.js";
import { at, smallVocabulary, uri } from "../../support/lsp.js";

/** Whether each patch the server tried of its last index gave the next one, so a test can see it patched. */
const patched = vi.hoisted((): boolean[] => []);
vi.mock("../../../generator/parse/patch-source.js", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../../generator/parse/patch-source.js")>();
  return {
    ...original,
    patchSource: (...args: Parameters<typeof original.patchSource>) => {
      const next = original.patchSource(...args);
      patched.push(next !== undefined);
      return next;
    },
  };
});

const toServer = new PassThrough();
const toClient = new PassThrough();
const client = createProtocolConnection(new StreamMessageReader(toClient), new StreamMessageWriter(toServer));
const published: PublishDiagnosticsParams[] = [];

/** The next diagnostics published for a version of the document. */
async function diagnosticsFor(version: number): Promise<PublishDiagnosticsParams> {
  for (let waited = 0; waited < 5000; waited += 10) {
    const found = published.find((params) => params.version === version);
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`no diagnostics for version ${version}`);
}

const position = (text: string, context: string) => {
  const offset = at(text, context);
  const before = text.slice(0, offset).split("\n");
  return { line: before.length - 1, character: before.at(-1)!.length };
};

beforeAll(async () => {
  // Reader and writer, not streams: with streams the library would end this process when they close.
  // Long enough that a request sent right after an edit arrives before that edit's check, on a busy machine too.
  startLanguageServer(createConnection(new StreamMessageReader(toServer), new StreamMessageWriter(toClient)), {
    debounceMs: 250,
  });
  client.onNotification("textDocument/publishDiagnostics", (params: PublishDiagnosticsParams) => {
    published.push(params);
  });
  client.listen();
  await client.sendRequest("initialize", { processId: null, rootUri: null, capabilities: {} });
  void client.sendNotification("initialized", {});
});

afterAll(() => client.dispose());

describe("the language server over the protocol", () => {
  const broken = smallVocabulary.replace('"type": "Level"', '"type": "Levle"');

  it("publishes diagnostics on open, then debounced after a change", async () => {
    void client.sendNotification("textDocument/didOpen", {
      textDocument: { uri, languageId: "json", version: 1, text: broken },
    });
    const opened = await diagnosticsFor(1);
    expect(opened.diagnostics.map((diagnostic) => diagnostic.code)).toEqual(["CARD_UNKNOWN_TYPE"]);
    for (const [version, text] of [
      [2, broken.replace("Levle", "Lev")],
      [3, smallVocabulary],
    ] as const) {
      void client.sendNotification("textDocument/didChange", {
        textDocument: { uri, version },
        contentChanges: [{ text }],
      });
    }
    expect((await diagnosticsFor(3)).diagnostics).toEqual([]);
    // The edit in between was superseded before the debounce ran out.
    expect(published.some((params) => params.version === 2)).toBe(false);
  });

  it("routes each request to its handler", async () => {
    const textDocument = { uri };
    const definition = await client.sendRequest("textDocument/definition", {
      textDocument,
      position: position(smallVocabulary, '"type": "Le|vel"'),
    });
    expect(definition).toMatchObject({ uri, range: { start: position(smallVocabulary, '"|Level": {') } });
    const hover = await client.sendRequest("textDocument/hover", {
      textDocument,
      position: position(smallVocabulary, '"type": "Le|vel"'),
    });
    expect(hover).toMatchObject({ contents: { kind: "markdown" } });
    const symbols = (await client.sendRequest("textDocument/documentSymbol", { textDocument })) as { name: string }[];
    expect(symbols.map((symbol) => symbol.name)).toEqual(["Level", "OldNote", "Note", "View"]);
    const references = await client.sendRequest("textDocument/references", {
      textDocument,
      position: position(smallVocabulary, '"type": "Le|vel"'),
      context: { includeDeclaration: false },
    });
    expect(references).toHaveLength(1);
  });

  it("answers a refused rename with an error that says why", async () => {
    const refused = client.sendRequest("textDocument/rename", {
      textDocument: { uri },
      position: position(smallVocabulary, '"type": "Le|vel"'),
      newName: "Note",
    });
    await expect(refused).rejects.toMatchObject({ message: expect.stringContaining('"Note" is already declared') });
  });

  it("answers every request on a document that is not JSON", async () => {
    const notJson = '{ "types": { "A": ';
    void client.sendNotification("textDocument/didChange", {
      textDocument: { uri, version: 4 },
      contentChanges: [{ text: notJson }],
    });
    const textDocument = { uri };
    const cursor = { line: 0, character: 5 };
    expect(await client.sendRequest("textDocument/definition", { textDocument, position: cursor })).toBeNull();
    expect(await client.sendRequest("textDocument/hover", { textDocument, position: cursor })).toBeNull();
    expect(await client.sendRequest("textDocument/documentSymbol", { textDocument })).toEqual([]);
    expect(await client.sendRequest("textDocument/completion", { textDocument, position: cursor })).toEqual([]);
    expect((await diagnosticsFor(4)).diagnostics.map((diagnostic) => diagnostic.code)).toEqual(["CARD_JSON_SYNTAX"]);
  });

  it("answers a request sent with each edit from the edited text, before the check of it", async () => {
    const typed = { uri: "file:///project/schema/typed.json" };
    void client.sendNotification("textDocument/didOpen", {
      textDocument: { ...typed, languageId: "json", version: 101, text: smallVocabulary },
    });
    await diagnosticsFor(101);
    patched.length = 0;
    let text = smallVocabulary;
    const type = async (version: number, context: string, replaced: number, inserted: string) => {
      const start = position(text, context);
      const offset = at(text, context);
      text = text.slice(0, offset) + inserted + text.slice(offset + replaced);
      const range = { start, end: { ...start, character: start.character + replaced } };
      await client.sendNotification("textDocument/didChange", {
        textDocument: { ...typed, version },
        contentChanges: [{ range, text: inserted }],
      });
    };
    const definition = () =>
      client.sendRequest("textDocument/definition", {
        textDocument: typed,
        position: position(text, '"type": "Le|vel'),
      });
    // Typing in two docs moves every name after them: the answer is where the declaration now is.
    await type(102, '"doc": "Sm|all."', 0, "aller and sm");
    await type(103, '"doc": "How |loud."', 0, "very ");
    expect(await definition()).toMatchObject({ ...typed, range: { start: position(text, '"|Level": {') } });
    // Both edits were read from the index of the version opened, one after the other, not from the text.
    expect(patched).toEqual([true, true]);
    // A type name typed into, then back: unknown, then found again.
    await type(104, '"type": "Level|"', 0, "x");
    expect(await definition()).toBeNull();
    await type(105, '"type": "Level|x"', 1, "");
    expect(await definition()).toMatchObject({ ...typed, range: { start: position(text, '"|Level": {') } });
    expect(patched).toEqual([true, true, true, true]);
    expect((await diagnosticsFor(105)).diagnostics).toEqual([]);
  });
});
