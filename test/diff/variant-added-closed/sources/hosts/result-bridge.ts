// A hand-written bridge as a host writes it: the diff must name this call when ToolResultView grows.
export const resultBridge = defineToolResultViewBridge({
  note: (view) => view.note.text,
  plain: () => "",
});
