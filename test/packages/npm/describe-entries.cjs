// What both entry scripts print, whichever way they loaded the package's entries: what each entry
// exports, whether two entries hand out the same module (one copy of the shared code, not one per
// entry), and every place the package states the vocabulary's version.
exports.describeEntries = ({ cards, runtime, types, purity, acp, text, html, ajv, schema, manifest }) => ({
  runtime: [typeof runtime.assertNever, typeof runtime.softPresentCall],
  types: types.toolCallViewCards,
  purity: typeof purity.checkPresenterPurity,
  acp: typeof acp.acpToolCall,
  text: text.toolCallText({ card: "terminal", title: "ls -la" }, { cwd: "/work" }),
  html: typeof html.htmlRenderersByUnion.ToolResultView,
  ajv: [ajv.FileLocation({ path: 1 }), ajv.FileLocation.errors?.[0]?.instancePath],
  oneCopy: [cards.assertNever === runtime.assertNever, cards.toolCallViewCards === types.toolCallViewCards],
  schemaDefs: Object.keys(schema.$defs).length,
  versions: {
    package: manifest.version,
    vocabularyVersion: cards.vocabularyVersion,
    schemaComment: schema.$comment,
    schemaId: schema.$id,
  },
});
