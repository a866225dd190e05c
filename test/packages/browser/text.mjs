// A page that shows a pending edit as Markdown through the text host, as a browser bundle runs it:
// the card's path inside the session's directory shows relative to it.
import { toolCallText } from "@cardc/tool-cards/text";

const view = {
  card: "diff",
  title: "Edit /work/proj/src/a.ts",
  diffs: [{ path: "/work/proj/src/a.ts", oldText: "one\n", newText: "two\n" }],
};
globalThis.shown = JSON.stringify(toolCallText(view, { cwd: "/work/proj" }));
