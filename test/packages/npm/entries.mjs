// Every entry point of the installed package loads under plain node and exports what it promises,
// and every place the package states the vocabulary's version.
import { createRequire } from "node:module";
import { vocabularyVersion } from "cardc";
import { assertNever, softPresentCall } from "cardc/runtime";
import { toolCallViewCards } from "cardc/types";
import { checkPresenterPurity } from "cardc/purity";
import { acpToolCall } from "cardc/acp";
import { toolCallText } from "cardc/text";
import { FileLocation } from "cardc/ajv";

const require = createRequire(import.meta.url);
const schema = require("cardc/cards.schema.json");
const text = toolCallText({ card: "terminal", title: "ls -la" }, { cwd: "/work" });
console.log(
  JSON.stringify({
    runtime: [typeof assertNever, typeof softPresentCall],
    types: toolCallViewCards,
    purity: typeof checkPresenterPurity,
    acp: typeof acpToolCall,
    text,
    ajv: [FileLocation({ path: 1 }), FileLocation.errors?.[0]?.instancePath],
    schemaDefs: Object.keys(schema.$defs).length,
    versions: {
      package: require("cardc/package.json").version,
      vocabularyVersion,
      schemaComment: schema.$comment,
      schemaId: schema.$id,
    },
  }),
);
