// Every entry point of the installed package loads under plain node and exports what it promises.
import { createRequire } from "node:module";
import { assertNever, softPresentCall } from "cardc/runtime";
import { toolCallViewCards } from "cardc/types";
import { checkPresenterPurity } from "cardc/purity";
import { acpToolCall } from "cardc/acp";
import { toolCallText } from "cardc/text";

const schema = createRequire(import.meta.url)("cardc/cards.schema.json");
const text = toolCallText({ card: "terminal", title: "ls -la" }, { cwd: "/work" });
console.log(
  JSON.stringify({
    runtime: [typeof assertNever, typeof softPresentCall],
    types: toolCallViewCards,
    purity: typeof checkPresenterPurity,
    acp: typeof acpToolCall,
    text,
    schemaDefs: Object.keys(schema.$defs).length,
  }),
);
