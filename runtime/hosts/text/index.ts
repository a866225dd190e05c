/** The text host, importable as `cardc/text`: every card as plain text / Markdown. */
export { textCallBridge, textResultBridge, toolCallText, toolResultText } from "./bridge.js";
export type { TextContext, TextResultContext } from "./context.js";
