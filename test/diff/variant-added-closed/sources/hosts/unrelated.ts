// Bridges a different union: not named when ToolResultView grows.
export const blockBridge = defineBlockBridge({ text: (block) => block.text });
