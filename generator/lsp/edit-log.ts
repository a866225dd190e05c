/**
 * The edits the editor sent since the last indexed version of each document, as offsets into the
 * text each one applied to, so the server can carry that version's index forward edit by edit
 * (`indexAfterEdit`) instead of parsing the new text. It is kept by the `TextDocuments` it makes,
 * which applies ranged changes one at a time to read each one's offsets before it is applied; a
 * change that sends the whole text ends the chain, as there is nothing to patch from.
 */
import { TextDocumentContentChangeEvent, TextDocuments } from "vscode-languageserver";
import { TextDocument } from "vscode-languageserver-textdocument";
import type { TextChange } from "../parse/patch-source.js";

interface Edit {
  /** The version the changes apply to, and the one they make. */
  readonly from: number;
  readonly to: number;
  readonly changes: readonly TextChange[];
}

export class EditLog {
  private readonly edits = new Map<string, Edit[]>();

  /** Documents whose every ranged change is logged here. */
  documents(): TextDocuments<TextDocument> {
    return new TextDocuments<TextDocument>({
      create: TextDocument.create,
      update: (document, changes, version) => {
        const from = document.version;
        const logged: TextChange[] = [];
        for (const change of changes) {
          if (TextDocumentContentChangeEvent.isIncremental(change)) {
            // A range given backwards is applied forwards, so it is logged so.
            const [start, end] = [document.offsetAt(change.range.start), document.offsetAt(change.range.end)];
            logged.push({ start: Math.min(start, end), end: Math.max(start, end), text: change.text });
          }
          TextDocument.update(document, [change], version);
        }
        if (logged.length === changes.length)
          this.edits.set(document.uri, [
            ...(this.edits.get(document.uri) ?? []),
            { from, to: version, changes: logged },
          ]);
        else this.edits.delete(document.uri);
        return document;
      },
    });
  }

  /** The changes from `version` to `latest`, in order, when every edit between them is logged. */
  since(uri: string, version: number, latest: number): TextChange[] | undefined {
    const chain = (this.edits.get(uri) ?? []).filter((edit) => edit.from >= version);
    let at = version;
    for (const edit of chain) {
      if (edit.from !== at) return undefined;
      at = edit.to;
    }
    return at === latest && chain.length > 0 ? chain.flatMap((edit) => edit.changes) : undefined;
  }

  /** Drops the edits that made `version` and those before it, once that version is indexed. */
  indexed(uri: string, version: number): void {
    const later = (this.edits.get(uri) ?? []).filter((edit) => edit.to > version);
    if (later.length > 0) this.edits.set(uri, later);
    else this.edits.delete(uri);
  }

  forget(uri: string): void {
    this.edits.delete(uri);
  }
}
