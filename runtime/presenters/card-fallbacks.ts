/**
 * The fallback conversions the vocabulary's design notes prescribe for a host that lacks a card's
 * capability, ready to pass as `fallbacks` to `defineToolCallViewBridge` / `defineToolResultViewBridge`.
 * They are hand-written because the schema cannot say them: the console fence and the icon kind
 * are UI decisions, and they belong to the bridge rather than to the tool (a tool never encodes
 * its result twice). Cards not listed here keep the generated default (the fallback card with the
 * same `title`, and no `content`, which means "show the raw result content").
 */
import { fencedBlock } from "../core/markdown.js";
import type {
  DiffCallView,
  GenericCallView,
  GenericResultView,
  TerminalCallView,
  TerminalResultView,
} from "../../generated/types.js";

/** Without a terminal, a command about to run is a generic execute card whose body is its description. */
export function terminalCallAsGeneric(view: TerminalCallView): GenericCallView {
  return {
    card: "generic",
    title: view.title,
    kind: "execute",
    ...(view.description === undefined ? {} : { content: [{ type: "text", text: view.description }] }),
  };
}

/** Without a diff view, file changes about to be made are a generic edit card that keeps their locations. */
export function diffCallAsGeneric(view: DiffCallView): GenericCallView {
  return {
    card: "generic",
    title: view.title,
    kind: "edit",
    ...(view.locations === undefined ? {} : { locations: view.locations }),
  };
}

/** Without a terminal, a finished command is its output as a fenced `console` block. */
export function terminalResultAsGeneric(view: TerminalResultView): GenericResultView {
  return {
    card: "generic",
    ...(view.title === undefined ? {} : { title: view.title }),
    ...(view.output === undefined ? {} : { content: [{ type: "text", text: fencedBlock(view.output, "console") }] }),
  };
}

export const toolCallFallbacks = { terminal: terminalCallAsGeneric, diff: diffCallAsGeneric } as const;
export const toolResultFallbacks = { terminal: terminalResultAsGeneric } as const;
