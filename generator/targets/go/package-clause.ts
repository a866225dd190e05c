/**
 * The Go package clause, the one line of a Go file that names its package: `cards.go` opens with it,
 * and it is the only line of the hand-written prelude (`prelude.go`, a real Go file under
 * `package cards`) that differs from one vocabulary to the next. The prelude is split once, where
 * Go's grammar puts the clause (after the file's opening comments), so the rest of it is copied as
 * it is and no other line can be taken for the clause.
 *
 *     package notifycards
 */
import type { Code } from "../../emit/code.js";
import { go } from "./syntax.js";

/** `package notifycards`, its name checked as a Go identifier. */
export function goPackageClause(name: string): Code {
  return go.code`package ${go.identifier(name)}`;
}

/** A Go file's text before its package clause (the opening comments) and after the clause's line. */
export interface AroundPackageClause {
  readonly head: string;
  readonly body: string;
}

/** The file again, with `name` in its package clause. */
export function withPackageClause(parts: AroundPackageClause, name: string): string {
  return `${parts.head}${goPackageClause(name).text}\n${parts.body}`;
}

/**
 * Splits Go source at its package clause: the first line that is neither blank nor a line comment.
 * A file that opens otherwise (a block comment) is refused, not guessed at.
 */
export function splitAtPackageClause(source: string): AroundPackageClause {
  const lines = source.split("\n");
  const at = lines.findIndex((line) => line !== "" && !line.startsWith("//"));
  const clause = lines[at] ?? "";
  if (!/^package [A-Za-z_][A-Za-z0-9_]*$/.test(clause)) {
    throw new Error(
      `a Go file must open with line comments and then its package clause, found ${JSON.stringify(clause)}`,
    );
  }
  return {
    head: lines
      .slice(0, at)
      .map((line) => `${line}\n`)
      .join(""),
    body: lines.slice(at + 1).join("\n"),
  };
}
