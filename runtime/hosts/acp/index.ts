/** The ACP host, importable as `cardc/acp`: the bridge, its context, and the capability check. */
export { acpCallBridge, acpResultBridge, acpToolCall, acpToolCallUpdate } from "./bridge.js";
export {
  clientRendersTerminals,
  type AcpCallContext,
  type AcpResultContext,
  type AcpSession,
  type AcpToolCall,
  type AcpToolCallUpdate,
} from "./context.js";
