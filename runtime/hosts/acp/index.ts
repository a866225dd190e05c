/**
 * The ACP host, importable as `cardc/acp`: the bridge, its context, the capability check, and the
 * tool-call lifecycle a harness drives (open, start, settle or fail, presenters run softly).
 */
export { acpCallBridge, acpResultBridge, acpToolCall, acpToolCallUpdate } from "./bridge.js";
export {
  clientRendersTerminals,
  type AcpCallContext,
  type AcpResultContext,
  type AcpSession,
  type AcpToolCall,
  type AcpToolCallUpdate,
} from "./context.js";
export {
  createToolCallLifecycle,
  type ToolCallLifecycle,
  type ToolCallLifecycleOptions,
  type ToolCallLifecycleUpdate,
  type ToolCallRequest,
} from "./tool-call-lifecycle.js";
export {
  softenToolPresenters,
  type SoftToolPresenters,
  type ToolPresenters,
} from "../../presenters/tool-presenters.js";
