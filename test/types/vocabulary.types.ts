/**
 * Type-level tests, checked by `pnpm typecheck` (strict, exactOptionalPropertyTypes). A hand-written
 * copy of the vocabulary's specification must be mutually assignable with the generated types, variant by
 * variant, so the generated types are exactly the vocabulary: no field more, none less, none with
 * another optionality or nullability. Then the unions must reject what the vocabulary forbids.
 */
import type * as Cards from "../../generated/types.js";

// ---- the vocabulary, copied by hand from VOCABULARY.md ----
type ToolCallKind = "read" | "edit" | "delete" | "move" | "search" | "execute" | "fetch" | "other";
type FileLocation = { path: string; line?: number };
type FileDiff = { path: string; oldText: string | null; newText: string };
type ReadFileLine = { number: number; text: string };
type SearchLineMatch = { lineNumber: number; line: string };
type SearchFileMatches = { path: string; matches: SearchLineMatch[] };
type WebSource = { url: string; title?: string; snippet?: string; publishedAt?: string };
type ContentBlock = { type: "text"; text: string } | { type: "image"; mimeType: string; data: string };
type ToolResult = { content: ContentBlock[]; isError: boolean; meta?: unknown };

type GenericCallView = {
  card: "generic";
  title: string;
  kind?: ToolCallKind;
  rawInput?: unknown;
  content?: ContentBlock[];
  locations?: FileLocation[];
};
type TerminalCallView = { card: "terminal"; title: string; description?: string; cwd?: string };
type DiffCallView = { card: "diff"; title: string; diffs: FileDiff[]; locations?: FileLocation[] };
type ToolCallView = GenericCallView | TerminalCallView | DiffCallView;

type GenericResultView = { card: "generic"; title?: string; content?: ContentBlock[] };
/** `exitCode` and `signal` never both present: one shape with each, neither allowing the other. */
type TerminalResultView =
  | { card: "terminal"; title?: string; output?: string; exitCode?: number; signal?: never }
  | { card: "terminal"; title?: string; output?: string; exitCode?: never; signal?: string };
type DiffResultView = { card: "diff"; title?: string; diffs: FileDiff[] };
type SearchMatchesResultView = {
  card: "search";
  shape: "matches";
  title?: string;
  files: SearchFileMatches[];
  truncated: boolean;
  total: number;
};
type SearchPathsResultView = {
  card: "search";
  shape: "paths";
  title?: string;
  paths: string[];
  truncated: boolean;
  total: number;
};
type SearchResultView = SearchMatchesResultView | SearchPathsResultView;
type ReadResultView = {
  card: "read";
  title?: string;
  path: string;
  offset: number;
  lines: ReadFileLine[];
  totalLines: number;
  lang?: string;
  content?: ContentBlock[];
};
type WebSearchResultView = {
  card: "web";
  kind: "search";
  title?: string;
  sources: WebSource[];
  answer?: string;
  truncated: boolean;
};
type WebFetchResultView = {
  card: "web";
  kind: "fetch";
  title?: string;
  url: string;
  statusCode: number;
  truncated: boolean;
};
type WebResultView = WebSearchResultView | WebFetchResultView;
type ToolResultView =
  GenericResultView | TerminalResultView | DiffResultView | SearchResultView | ReadResultView | WebResultView;

// ---- mutual assignability, one line per type ----
/** Resolves to `true` only when A and B are assignable to each other; anything else fails to compile below. */
type Mutual<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Same<T extends true> = T;
type KeysMatch<A, B> = Mutual<keyof A, keyof B>;

export type Checks = [
  Same<Mutual<ToolCallKind, Cards.ToolCallKind>>,
  Same<Mutual<FileLocation, Cards.FileLocation>>,
  Same<Mutual<FileDiff, Cards.FileDiff>>,
  Same<Mutual<ReadFileLine, Cards.ReadFileLine>>,
  Same<Mutual<SearchLineMatch, Cards.SearchLineMatch>>,
  Same<Mutual<SearchFileMatches, Cards.SearchFileMatches>>,
  Same<Mutual<WebSource, Cards.WebSource>>,
  Same<Mutual<ContentBlock, Cards.ContentBlock>>,
  Same<Mutual<ToolResult, Cards.ToolResult>>,
  Same<Mutual<GenericCallView, Cards.GenericCallView>>,
  Same<Mutual<TerminalCallView, Cards.TerminalCallView>>,
  Same<Mutual<DiffCallView, Cards.DiffCallView>>,
  Same<Mutual<ToolCallView, Cards.ToolCallView>>,
  Same<Mutual<GenericResultView, Cards.GenericResultView>>,
  Same<Mutual<TerminalResultView, Cards.TerminalResultView>>,
  Same<Mutual<DiffResultView, Cards.DiffResultView>>,
  Same<Mutual<SearchMatchesResultView, Cards.SearchMatchesResultView>>,
  Same<Mutual<SearchPathsResultView, Cards.SearchPathsResultView>>,
  Same<Mutual<SearchResultView, Cards.SearchResultView>>,
  Same<Mutual<ReadResultView, Cards.ReadResultView>>,
  Same<Mutual<WebSearchResultView, Cards.WebSearchResultView>>,
  Same<Mutual<WebFetchResultView, Cards.WebFetchResultView>>,
  Same<Mutual<WebResultView, Cards.WebResultView>>,
  Same<Mutual<ToolResultView, Cards.ToolResultView>>,
  // Optional fields are assignable both ways to `T | undefined` only without exactOptionalPropertyTypes,
  // so also pin the exact key sets of the variants where an extra optional key would slip through.
  Same<KeysMatch<GenericCallView, Cards.GenericCallView>>,
  Same<KeysMatch<TerminalResultView, Cards.TerminalResultView>>,
  Same<KeysMatch<ReadResultView, Cards.ReadResultView>>,
  Same<KeysMatch<WebSearchResultView, Cards.WebSearchResultView>>,
  Same<KeysMatch<WebSource, Cards.WebSource>>,
  Same<Mutual<Cards.ToolCallViewCard, ToolCallView["card"]>>,
  Same<Mutual<Cards.ToolResultViewCard, ToolResultView["card"]>>,
  Same<Mutual<Cards.SearchResultViewShape, SearchResultView["shape"]>>,
  Same<Mutual<Cards.WebResultViewKind, WebResultView["kind"]>>,
  Same<Mutual<(typeof Cards.toolResultViewCards)[number], Cards.ToolResultViewCard>>,
];

// ---- what the closed unions reject ----
export const rejected: Cards.ToolCallView[] = [
  // @ts-expect-error an unknown tag
  { card: "no such card", title: "x" },
  // @ts-expect-error a missing required field
  { card: "diff", title: "x" },
  // @ts-expect-error an extra key on a closed variant
  { card: "terminal", title: "x", extra: 1 },
  // @ts-expect-error a field of another variant
  { card: "generic", title: "x", diffs: [] },
];

export const rejectedResults: Cards.ToolResultView[] = [
  // @ts-expect-error a wrong nested tag
  { card: "search", shape: "lines", paths: [], truncated: false, total: 0 },
  // @ts-expect-error a nested variant without its nested tag
  { card: "web", url: "u", statusCode: 200, truncated: false },
  // @ts-expect-error null where the field is only optional
  { card: "generic", title: null },
  // @ts-expect-error an explicit undefined where the key may only be absent (exactOptionalPropertyTypes)
  { card: "terminal", exitCode: undefined },
];

export const nullable: Cards.FileDiff = { path: "a", oldText: null, newText: "" };

// @ts-expect-error the nullable field is still required
export const missingNullable: Cards.FileDiff = { path: "a", newText: "" };

// ---- exclusive groups: the fields of a group cannot be written together ----
// @ts-expect-error exitCode and signal are exclusive
export const bothExitFacts: Cards.TerminalResultView = { card: "terminal", exitCode: 1, signal: "SIGKILL" };
export const bothExitFactsInTheUnion: Cards.ToolResultView[] = [
  // @ts-expect-error the same pair, reached through the union
  { card: "terminal", output: "", exitCode: 1, signal: "SIGKILL" },
  // @ts-expect-error an explicit undefined for the other field is still a key that must be absent
  { card: "terminal", exitCode: 1, signal: undefined },
];
export const oneExitFact: Cards.ToolResultView[] = [
  { card: "terminal", exitCode: 1 },
  { card: "terminal", signal: "SIGTERM" },
  { card: "terminal", output: "" },
];

/** Narrowing on the tag still reaches every field of the variant, each with its own type. */
export function exitFacts(view: Cards.ToolResultView): string {
  if (view.card !== "terminal") return "";
  const code: number | undefined = view.exitCode;
  const signal: string | undefined = view.signal;
  return `${code ?? signal ?? ""}`;
}

export type NarrowingChecks = [
  Same<Mutual<Extract<Cards.ToolResultView, { card: "terminal" }>, Cards.TerminalResultView>>,
  Same<Mutual<Cards.TerminalResultView["exitCode"], number | undefined>>,
  Same<Mutual<Cards.TerminalResultView["signal"], string | undefined>>,
];
