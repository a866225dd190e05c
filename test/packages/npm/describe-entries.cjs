// What both entry scripts print, whichever way they loaded the package's entries: what each entry
// exports (the ACP lifecycle, the text bridge and parseJson run), whether two entries hand out the
// same module (one copy of the shared code, not one per entry), and every place the package states
// the vocabulary's version.
/** The ACP host's tool-call lifecycle run through one call of a tool it has no presenters for. */
function toolCallLifecycle(acp) {
  const sent = [];
  const calls = acp.createToolCallLifecycle({
    cwd: "/work",
    terminalOutput: false,
    presenters: new Map(),
    send: (update) => sent.push(update),
  });
  calls.open({ id: "call-1", tool: "unknown-tool", args: {} });
  calls.start("call-1");
  calls.fail("call-1", "it broke");
  return sent.map((update) => `${update.sessionUpdate} ${update.status}`);
}

exports.describeEntries = ({ cards, runtime, types, purity, acp, text, html, ajv, schema, manifest }) => ({
  runtime: [typeof runtime.assertNever, typeof runtime.softPresentCall],
  types: types.toolCallViewCards,
  purity: typeof purity.checkPresenterPurity,
  acp: typeof acp.acpToolCall,
  lifecycle: toolCallLifecycle(acp),
  parseJson: [
    cards.parseJson("ToolResultView", '{"card":"generic"}').ok,
    cards.parseJson("ToolResultView", '{"card":"generic","card":"generic"}').ok,
  ],
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
