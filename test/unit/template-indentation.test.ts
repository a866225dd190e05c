/**
 * No emitter template types its own indentation: nesting is expressed with the code builder's
 * blocks (`block`, `braces`, each dialect's `render`), which lay it out in the target language's
 * indentation. This reads every `code`/`<dialect>.code` tagged template in `generator/` with
 * TypeScript's parser and refuses any literal part in which a line break is followed by spaces or
 * tabs. Holes (`${…}`) are code, not template text, so their own layout does not count.
 */
import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { Node, Project, SyntaxKind, type TaggedTemplateExpression } from "ts-morph";
import { describe, expect, it } from "vitest";

const generatorRoot = new URL("../../generator/", import.meta.url).pathname;

/** The literal text of a tagged template, hole by hole, as written in the source. */
function literalParts(template: TaggedTemplateExpression): string[] {
  const literal = template.getTemplate();
  if (Node.isNoSubstitutionTemplateLiteral(literal)) return [literal.getLiteralText()];
  return [
    literal.getHead().getLiteralText(),
    ...literal.getTemplateSpans().map((span) => span.getLiteral().getLiteralText()),
  ];
}

/** `code`, `python.code`, `go.code`, `rust.code`: the builder's tags. */
function isBuilderTag(template: TaggedTemplateExpression): boolean {
  return /(^|\.)code$/.test(template.getTag().getText());
}

/** A builder template one of whose literal lines starts with spaces or tabs. */
function typesItsOwnIndentation(template: TaggedTemplateExpression): boolean {
  return isBuilderTag(template) && literalParts(template).some((part) => /\n[ \t]/.test(part));
}

function handIndentedTemplates(): string[] {
  const project = new Project({ skipAddingFilesFromTsConfig: true, skipFileDependencyResolution: true });
  const files = readdirSync(generatorRoot, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".ts"))
    .map((entry) => project.addSourceFileAtPath(join(entry.parentPath, entry.name)));
  return files.flatMap((file) =>
    file
      .getDescendantsOfKind(SyntaxKind.TaggedTemplateExpression)
      .filter(typesItsOwnIndentation)
      .map((template) => `${relative(generatorRoot, file.getFilePath())}:${template.getStartLineNumber()}`),
  );
}

describe("emitter templates", () => {
  it("never type their own indentation", () => {
    expect(handIndentedTemplates()).toEqual([]);
  });

  it("would be caught if one did", () => {
    const project = new Project({ useInMemoryFileSystem: true });
    const file = project.createSourceFile("x.ts", "const x = python.code`def f():\\n    return ${value}`;");
    const template = file.getFirstDescendantByKindOrThrow(SyntaxKind.TaggedTemplateExpression);
    expect(typesItsOwnIndentation(template)).toBe(true);
    const others = project
      .createSourceFile("y.ts", "const a = python.code`def f():${body}`;\nconst b = sql`select\n  1`;")
      .getDescendantsOfKind(SyntaxKind.TaggedTemplateExpression);
    expect(others.map(typesItsOwnIndentation)).toEqual([false, false]);
  });
});
