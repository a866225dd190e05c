/**
 * The fallback conversions the vocabulary's design notes prescribe for a host that lacks a card's
 * capability, ready to pass as `fallbacks` to `defineToolCallViewBridge` / `defineToolResultViewBridge`.
 * They are hand-written because the schema cannot say them: the console fence and the icon kind
 * are UI decisions, and they belong to the bridge rather than to the tool (a tool never encodes
 * its result twice). Cards not listed here keep the generated default (the fallback card with the
 * same `title`, and no `content`, which means "show the raw result content").
 */
import { codeSpan, fencedBlock } from "@cardc/runtime/markdown";
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

/**
 * Without a terminal, a finished command is its output as a fenced `console` block, followed by the
 * facts a terminal would have shown: how it ended (`exit 1`, `killed by SIGTERM`) and, when the host
 * knows it, where it ran. A host passes that folder already resolved (the card's own `cwd`, if any,
 * is relative to the session, which only the host knows).
 */
export function terminalResultAsGeneric(view: TerminalResultView, ranIn?: string): GenericResultView {
  const ending =
    view.exitCode !== undefined
      ? `exit ${view.exitCode}`
      : view.signal !== undefined
        ? `killed by ${view.signal}`
        : undefined;
  const facts = [ending, ranIn === undefined ? undefined : `in ${codeSpan(ranIn)}`].filter(
    (fact) => fact !== undefined,
  );
  const body = [
    ...(view.output === undefined ? [] : [fencedBlock(view.output, "console")]),
    ...(facts.length === 0 ? [] : [facts.join(" ")]),
  ];
  return {
    card: "generic",
    ...(view.title === undefined ? {} : { title: view.title }),
    ...(body.length === 0 ? {} : { content: [{ type: "text", text: body.join("\n\n") }] }),
  };
}

export const toolCallFallbacks = { terminal: terminalCallAsGeneric, diff: diffCallAsGeneric } as const;
export const toolResultFallbacks = {
  terminal: (view: TerminalResultView): GenericResultView => terminalResultAsGeneric(view),
} as const;
