/**
 * The language server: binds each request of the protocol to its handler in this folder, over a
 * connection the caller makes (`cardc lsp` makes one on stdio; tests make one in memory). It keeps
 * the documents the editor has open, an index per document version (built on first use, dropped on
 * close; after ranged edits, carried forward from the last indexed version's by reading again only
 * the values the edits are inside, see `parse/patch-source.ts`), and publishes diagnostics on open
 * and, debounced, after edits. It reads and writes no file: everything it knows comes from the
 * editor's text. A handler that throws is a bug in cardc; the request then gets an empty answer and
 * the bug is logged to the client, so the editor carries on.
 */
import {
  type CompletionItem,
  type Connection,
  type Diagnostic,
  type DocumentSymbol,
  type Hover,
  type Location,
  LSPErrorCodes,
  type Position,
  ResponseError,
  type ServerCapabilities,
  TextDocumentSyncKind,
  type WorkspaceEdit,
} from "vscode-languageserver";
import type { TextDocument } from "vscode-languageserver-textdocument";
import { completeAt } from "./completion.js";
import { vocabularyDiagnostics } from "./diagnostics.js";
import { documentSymbols } from "./document-symbols.js";
import { findDefinition } from "./definition.js";
import { hoverAt } from "./hover.js";
import { findReferences } from "./references.js";
import { prepareRename, renameAt } from "./rename.js";
import type { SourceDocument } from "../parse/parse-source.js";
import { EditLog } from "./edit-log.js";
import { indexAfterEdits, indexSource, indexVocabulary, type VocabularyIndex } from "./vocabulary-index.js";

export interface ServerOptions {
  /** How long after the last edit diagnostics are recomputed (default 150 ms). */
  readonly debounceMs?: number;
}

export const capabilities: ServerCapabilities = {
  textDocumentSync: TextDocumentSyncKind.Incremental,
  definitionProvider: true,
  referencesProvider: true,
  hoverProvider: true,
  renameProvider: { prepareProvider: true },
  completionProvider: { triggerCharacters: ['"'] },
  documentSymbolProvider: true,
};

const defaultDebounceMs = 150;

export function startLanguageServer(connection: Connection, options: ServerOptions = {}): void {
  const edits = new EditLog();
  const documents = edits.documents();
  const debounceMs = options.debounceMs ?? defaultDebounceMs;
  const indexes = new Map<string, { readonly version: number; readonly index: VocabularyIndex | undefined }>();
  /** The last index each document had while it was JSON, for completion while a string is half-typed. */
  const lastGood = new Map<string, VocabularyIndex>();
  const published = new Map<string, number>();
  const pending = new Map<string, ReturnType<typeof setTimeout>>();
  /** The version whose check a request last pushed back, per document. */
  const deferred = new Map<string, number>();

  const reportBug = (what: string, error: unknown): void => {
    const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
    connection.console.error(`cardc lsp: ${what} failed; this is a bug in cardc, please report it:\n${detail}`);
  };

  /** Keeps a version's index (or that it has none), and the last good one. */
  const remember = (document: TextDocument, index: VocabularyIndex | undefined): VocabularyIndex | undefined => {
    indexes.set(document.uri, { version: document.version, index });
    edits.indexed(document.uri, document.version);
    if (index !== undefined) lastGood.set(document.uri, index);
    return index;
  };

  const indexOf = (document: TextDocument): VocabularyIndex | undefined => {
    const cached = indexes.get(document.uri);
    if (cached?.version === document.version) return cached.index;
    const changes = cached?.index && edits.since(document.uri, cached.version, document.version);
    if (cached?.index !== undefined && changes !== undefined) {
      return remember(document, indexAfterEdits(cached.index, changes, document.getText()));
    }
    return remember(document, indexVocabulary(document.getText()));
  };

  const publish = (uri: string): void => {
    pending.delete(uri);
    const document = documents.get(uri);
    if (document === undefined || published.get(uri) === document.version) return;
    published.set(uri, document.version);
    let diagnostics: Diagnostic[];
    let source: SourceDocument | undefined;
    try {
      ({ diagnostics, source } = vocabularyDiagnostics(document));
    } catch (error) {
      reportBug("checking the document", error);
      const message = "cardc could not check this document (a bug in cardc; the server's log has the details)";
      diagnostics = [{ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, message }];
    }
    try {
      // Indexed now, while the editor is idle, so the requests that follow an edit find the index ready:
      // from the source the check read, when it read one, rather than reading the text again.
      if (indexes.get(document.uri)?.version !== document.version) {
        remember(document, source === undefined ? indexVocabulary(document.getText()) : indexSource(source));
      }
    } catch (error) {
      reportBug("indexing the document", error);
    }
    void connection.sendDiagnostics({ uri, version: document.version, diagnostics });
  };

  /** Schedules the check of a document's latest version, or pushes a scheduled one back by the debounce. */
  const schedule = (uri: string): void => {
    clearTimeout(pending.get(uri));
    pending.set(
      uri,
      setTimeout(() => publish(uri), debounceMs),
    );
  };

  const forget = (uri: string): void => {
    clearTimeout(pending.get(uri));
    for (const state of [pending, deferred, indexes, lastGood, published]) state.delete(uri);
    edits.forget(uri);
  };

  documents.onDidOpen((event) => publish(event.document.uri));
  documents.onDidChangeContent((event) => schedule(event.document.uri));
  documents.onDidClose((event) => {
    forget(event.document.uri);
    void connection.sendDiagnostics({ uri: event.document.uri, diagnostics: [] });
  });

  /**
   * A request handler over an open document's index: `answer` runs when the document is open and
   * JSON; otherwise, and when `answer` throws, the request gets `empty`.
   */
  const onIndexed =
    <R>(what: string, empty: R, answer: (document: TextDocument, index: VocabularyIndex, offset: number) => R) =>
    (params: { textDocument: { uri: string }; position: Position }): R => {
      try {
        const document = documents.get(params.textDocument.uri);
        const index = document === undefined ? undefined : indexOf(document);
        if (document === undefined || index === undefined) return empty;
        // A check due now would run before this answer is written out: it waits one more pause, once
        // per version, so requests in a stream cannot hold the diagnostics back.
        if (pending.has(document.uri) && deferred.get(document.uri) !== document.version) {
          deferred.set(document.uri, document.version);
          schedule(document.uri);
        }
        return answer(document, index, document.offsetAt(params.position));
      } catch (error) {
        reportBug(what, error);
        return empty;
      }
    };

  connection.onInitialize(() => ({ capabilities, serverInfo: { name: "cardc" } }));
  connection.onDefinition(onIndexed<Location | null>("go to definition", null, findDefinition));
  connection.onReferences((params) =>
    onIndexed<Location[]>("find references", [], (document, index, offset) =>
      findReferences(document, index, offset, params.context.includeDeclaration),
    )(params),
  );
  connection.onHover(onIndexed<Hover | null>("hover", null, hoverAt));
  connection.onDocumentSymbol((params) =>
    onIndexed<DocumentSymbol[]>("document symbols", [], (document, index) => documentSymbols(document, index))({
      ...params,
      position: { line: 0, character: 0 },
    }),
  );
  connection.onCompletion((params): CompletionItem[] => {
    try {
      const document = documents.get(params.textDocument.uri);
      if (document === undefined) return [];
      const current = indexOf(document);
      return completeAt(document, current, current ?? lastGood.get(document.uri), document.offsetAt(params.position));
    } catch (error) {
      reportBug("completion", error);
      return [];
    }
  });
  connection.onPrepareRename((params) =>
    onIndexed("prepare rename", null, (document, index, offset) => {
      const prepared = prepareRename(document, index, offset);
      return prepared.ok
        ? { range: prepared.range, placeholder: prepared.placeholder }
        : new ResponseError(LSPErrorCodes.RequestFailed, prepared.message);
    })(params),
  );
  connection.onRenameRequest((params) =>
    onIndexed<WorkspaceEdit | null | ResponseError<void>>("rename", null, (document, index, offset) => {
      const renamed = renameAt(document, index, offset, params.newName);
      return renamed.ok ? renamed.edit : new ResponseError(LSPErrorCodes.RequestFailed, renamed.message);
    })(params),
  );
  connection.onShutdown(() => {
    for (const uri of pending.keys()) forget(uri);
  });

  documents.listen(connection);
  connection.listen();
}
