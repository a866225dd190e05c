/**
 * The yardstick: a type guard for the two card unions, written once by hand the way a careful
 * engineer would write the fastest honest version. Explicit checks for every variant and field, a
 * `switch` on the tags, and the same meaning as the generated validators: own enumerable keys only
 * (an inherited property neither satisfies nor breaks a field), every other own key rejected,
 * numbers finite, an optional key holding `undefined` treated as absent. It is written against the
 * real vocabulary and must be updated by hand when that changes; the benchmark checks it against
 * every test vector before timing it. Fields are read by name (`value.title`), as a person writes
 * them; a required field's own-ness is checked with `Object.hasOwn`.
 */
import type * as Cards from "../generated/types.js";

type Fields = { readonly [key: string]: unknown };

function isObject(value: unknown): value is Fields {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const own = Object.hasOwn;

function isString(value: unknown): value is string {
  return typeof value === "string";
}

function isCount(value: unknown, minimum: number): value is number {
  return Number.isInteger(value) && (value as number) >= minimum;
}

function everyItem<T>(value: unknown, check: (item: unknown) => item is T): value is T[] {
  if (!Array.isArray(value)) return false;
  for (let i = 0; i < value.length; i++) if (!check(value[i])) return false;
  return true;
}

function isToolCallKind(value: unknown): value is Cards.ToolCallKind {
  switch (value) {
    case "read":
    case "edit":
    case "delete":
    case "move":
    case "search":
    case "execute":
    case "fetch":
    case "other":
      return true;
    default:
      return false;
  }
}

function isFileLocation(value: unknown): value is Cards.FileLocation {
  if (!isObject(value)) return false;
  for (const key of Object.keys(value)) if (key !== "path" && key !== "line") return false;
  return own(value, "path") && isString(value.path) && (value.line === undefined || isCount(value.line, 1));
}

function isFileDiff(value: unknown): value is Cards.FileDiff {
  if (!isObject(value)) return false;
  for (const key of Object.keys(value)) if (key !== "path" && key !== "oldText" && key !== "newText") return false;
  return (
    own(value, "path") &&
    isString(value.path) &&
    own(value, "oldText") &&
    (value.oldText === null || isString(value.oldText)) &&
    own(value, "newText") &&
    isString(value.newText)
  );
}

function isReadFileLine(value: unknown): value is Cards.ReadFileLine {
  if (!isObject(value)) return false;
  for (const key of Object.keys(value)) if (key !== "number" && key !== "text") return false;
  return own(value, "number") && isCount(value.number, 1) && own(value, "text") && isString(value.text);
}

function isSearchLineMatch(value: unknown): value is Cards.SearchLineMatch {
  if (!isObject(value)) return false;
  for (const key of Object.keys(value)) if (key !== "lineNumber" && key !== "line") return false;
  return own(value, "lineNumber") && isCount(value.lineNumber, 1) && own(value, "line") && isString(value.line);
}

function isSearchFileMatches(value: unknown): value is Cards.SearchFileMatches {
  if (!isObject(value)) return false;
  for (const key of Object.keys(value)) if (key !== "path" && key !== "matches") return false;
  return (
    own(value, "path") && isString(value.path) && own(value, "matches") && everyItem(value.matches, isSearchLineMatch)
  );
}

function isWebSource(value: unknown): value is Cards.WebSource {
  if (!isObject(value)) return false;
  for (const key of Object.keys(value)) {
    switch (key) {
      case "url":
      case "title":
      case "snippet":
      case "publishedAt":
        continue;
      default:
        return false;
    }
  }
  return (
    own(value, "url") &&
    isString(value.url) &&
    (value.title === undefined || isString(value.title)) &&
    (value.snippet === undefined || isString(value.snippet)) &&
    (value.publishedAt === undefined || isString(value.publishedAt))
  );
}

/** Open union: known block types are checked strictly, any other own string type is accepted. */
function isContentBlock(value: unknown): value is Cards.ContentBlock {
  if (!isObject(value)) return false;
  switch (value.type) {
    case "text":
      for (const key of Object.keys(value)) if (key !== "type" && key !== "text") return false;
      return own(value, "type") && own(value, "text") && isString(value.text);
    case "image":
      for (const key of Object.keys(value)) if (key !== "type" && key !== "mimeType" && key !== "data") return false;
      return (
        own(value, "type") &&
        own(value, "mimeType") &&
        isString(value.mimeType) &&
        own(value, "data") &&
        isString(value.data)
      );
    default:
      return isString(value.type) && own(value, "type");
  }
}

export function isToolCallView(value: unknown): value is Cards.ToolCallView {
  try {
    if (!isObject(value) || !own(value, "card")) return false;
    switch (value.card) {
      case "generic":
        for (const key of Object.keys(value)) {
          switch (key) {
            case "card":
            case "title":
            case "kind":
            case "rawInput":
            case "content":
            case "locations":
              continue;
            default:
              return false;
          }
        }
        return (
          own(value, "title") &&
          isString(value.title) &&
          (value.kind === undefined || isToolCallKind(value.kind)) &&
          (value.content === undefined || everyItem(value.content, isContentBlock)) &&
          (value.locations === undefined || everyItem(value.locations, isFileLocation))
        );
      case "terminal":
        for (const key of Object.keys(value)) {
          switch (key) {
            case "card":
            case "title":
            case "description":
            case "cwd":
              continue;
            default:
              return false;
          }
        }
        return (
          own(value, "title") &&
          isString(value.title) &&
          (value.description === undefined || isString(value.description)) &&
          (value.cwd === undefined || isString(value.cwd))
        );
      case "diff":
        for (const key of Object.keys(value)) {
          switch (key) {
            case "card":
            case "title":
            case "diffs":
            case "locations":
              continue;
            default:
              return false;
          }
        }
        return (
          own(value, "title") &&
          isString(value.title) &&
          own(value, "diffs") &&
          everyItem(value.diffs, isFileDiff) &&
          (value.locations === undefined || everyItem(value.locations, isFileLocation))
        );
      default:
        return false;
    }
  } catch {
    return false;
  }
}

export function isToolResultView(value: unknown): value is Cards.ToolResultView {
  try {
    if (!isObject(value) || !own(value, "card")) return false;
    switch (value.card) {
      case "generic":
        for (const key of Object.keys(value)) if (key !== "card" && key !== "title" && key !== "content") return false;
        return (
          (value.title === undefined || isString(value.title)) &&
          (value.content === undefined || everyItem(value.content, isContentBlock))
        );
      case "terminal":
        for (const key of Object.keys(value)) {
          switch (key) {
            case "card":
            case "title":
            case "output":
            case "exitCode":
            case "signal":
              continue;
            default:
              return false;
          }
        }
        return (
          (value.title === undefined || isString(value.title)) &&
          (value.output === undefined || isString(value.output)) &&
          (value.signal === undefined || isString(value.signal)) &&
          (value.exitCode === undefined || Number.isInteger(value.exitCode)) &&
          !(own(value, "exitCode") && own(value, "signal"))
        );
      case "diff":
        for (const key of Object.keys(value)) if (key !== "card" && key !== "title" && key !== "diffs") return false;
        return (
          (value.title === undefined || isString(value.title)) &&
          own(value, "diffs") &&
          everyItem(value.diffs, isFileDiff)
        );
      case "search":
        if (!own(value, "shape")) return false;
        switch (value.shape) {
          case "matches":
            for (const key of Object.keys(value)) {
              switch (key) {
                case "card":
                case "shape":
                case "title":
                case "files":
                case "truncated":
                case "total":
                  continue;
                default:
                  return false;
              }
            }
            return (
              (value.title === undefined || isString(value.title)) &&
              own(value, "files") &&
              everyItem(value.files, isSearchFileMatches) &&
              typeof value.truncated === "boolean" &&
              own(value, "truncated") &&
              own(value, "total") &&
              isCount(value.total, 0)
            );
          case "paths":
            for (const key of Object.keys(value)) {
              switch (key) {
                case "card":
                case "shape":
                case "title":
                case "paths":
                case "truncated":
                case "total":
                  continue;
                default:
                  return false;
              }
            }
            return (
              (value.title === undefined || isString(value.title)) &&
              own(value, "paths") &&
              everyItem(value.paths, isString) &&
              typeof value.truncated === "boolean" &&
              own(value, "truncated") &&
              own(value, "total") &&
              isCount(value.total, 0)
            );
          default:
            return false;
        }
      case "read":
        for (const key of Object.keys(value)) {
          switch (key) {
            case "card":
            case "title":
            case "path":
            case "offset":
            case "lines":
            case "totalLines":
            case "lang":
            case "content":
              continue;
            default:
              return false;
          }
        }
        return (
          (value.title === undefined || isString(value.title)) &&
          own(value, "path") &&
          isString(value.path) &&
          own(value, "offset") &&
          isCount(value.offset, 1) &&
          own(value, "lines") &&
          everyItem(value.lines, isReadFileLine) &&
          own(value, "totalLines") &&
          isCount(value.totalLines, 0) &&
          (value.lang === undefined || isString(value.lang)) &&
          (value.content === undefined || everyItem(value.content, isContentBlock))
        );
      case "web":
        if (!own(value, "kind")) return false;
        switch (value.kind) {
          case "search":
            for (const key of Object.keys(value)) {
              switch (key) {
                case "card":
                case "kind":
                case "title":
                case "sources":
                case "answer":
                case "truncated":
                  continue;
                default:
                  return false;
              }
            }
            return (
              (value.title === undefined || isString(value.title)) &&
              own(value, "sources") &&
              everyItem(value.sources, isWebSource) &&
              (value.answer === undefined || isString(value.answer)) &&
              typeof value.truncated === "boolean" &&
              own(value, "truncated")
            );
          case "fetch": {
            for (const key of Object.keys(value)) {
              switch (key) {
                case "card":
                case "kind":
                case "title":
                case "url":
                case "statusCode":
                case "truncated":
                  continue;
                default:
                  return false;
              }
            }
            const status = value.statusCode;
            return (
              (value.title === undefined || isString(value.title)) &&
              own(value, "url") &&
              isString(value.url) &&
              own(value, "statusCode") &&
              isCount(status, 100) &&
              status <= 599 &&
              typeof value.truncated === "boolean" &&
              own(value, "truncated")
            );
          }
          default:
            return false;
        }
      default:
        return false;
    }
  } catch {
    return false;
  }
}
