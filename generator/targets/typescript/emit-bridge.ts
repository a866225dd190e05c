/**
 * Emits `bridge.ts`: for every outermost union, the skeleton a host writes its bridge on. A bridge
 * maps every card to the host's own output; the skeleton makes the compiler check it does.
 *
 * - `XArms<Context, Output>`: one member per leaf variant (a nested union is a nested object of its
 *   leaves), each receiving its narrowed variant. One member per variant keeps the type linear in
 *   the number of variants (no `Extract<X, { card: K }>` per key). An open union's arms are
 *   `{ known: { … }, unknown }`: the arm for tags this build does not know is required.
 * - `dispatchX(arms, value, context)`: a `switch` per tag level that ends in `assertNever` for a
 *   closed union and in the `unknown` arm for an open one; a large union looks its tag up in a
 *   `Map` of arrow functions that call the member's arm instead (`tag-dispatch.ts`), so the last
 *   arm is found as fast as the first. The capability gate looks its tag up the same way.
 * - `defineXBridge<Context, Output>(arms, options)`: checks an object literal of arms at the call,
 *   so a missing arm is an error naming it in the host's own file, and a stale arm an excess
 *   property error; returns `{ arms, gate, render }`. Called with the type arguments alone
 *   (`defineXBridge<Context, Output>()`), it returns the function that takes the arms, whose declared
 *   type lets an arm call the bridge it defines with no annotation on the constant (TS7022 otherwise).
 * - Capability gating, for unions whose variants declare `capability` / `fallback`: the host
 *   states its capabilities (`XCapability`, `xCapabilities`); a card whose capability is missing is
 *   converted to its fallback variant and rendered by that arm. The conversion is a function per
 *   gated member (`XFallbacks`), because only the host knows how to show a card it cannot render
 *   (a fenced console block, the raw result content, …). Where the DSL gives enough, a default is
 *   generated (`xDefaultFallbacks`): every field of the fallback that the gated card has with the
 *   same type is copied (e.g. `title`), and the host may override it; where a required field of
 *   the fallback cannot be copied, there is no default and the host must supply the conversion.
 *
 *     export interface ToolCallViewArms<Context, Output> {
 *       generic: (view: Cards.GenericCallView, context: Context) => Output;
 *       terminal: (view: Cards.TerminalCallView, context: Context) => Output;
 *     }
 *     case "terminal":
 *       return arms.terminal(view, context);
 *     default:
 *       return assertNever(view, "ToolCallView");
 */
import { sameTypeRef } from "../../lower/type-refs.js";
import {
  type Code,
  type Statement,
  block,
  braces,
  code,
  docComment,
  identifier,
  join,
  lines,
  propertyKey,
  raw,
  render,
} from "../../emit/code.js";
import { identifierPattern } from "../../model/names.js";
import type { Ir, IrField, IrMember, IrUnion, IrVariant } from "../../lower/ir.js";
import { leavesOf, nestedUnionsOf } from "../../lower/ir.js";
import { bridgeCasesName, bridgeNames, generatedTag } from "./naming.js";
import { type TagEntry, dispatchesBySwitch, tagTable } from "./tag-dispatch.js";

export function emitBridge(ir: Ir): Code {
  const unions = ir.types.filter((type): type is IrUnion => type.kind === "union");
  return lines([
    code`import type * as Cards from "./types.js";`,
    code`import { assertNever } from "@cardc/runtime";`,
    code``,
    ...unions.map(emitUnionBridge),
  ]);
}

/** A gated member of an outermost union, with the variant it falls back to. */
interface Gated {
  readonly member: IrMember;
  readonly capability: string;
  readonly fallback: IrVariant;
  /** The generated conversion, when every required field of the fallback can be copied. */
  readonly conversion: Code | undefined;
}

function emitUnionBridge(union: IrUnion): Code {
  const gated = gatedMembers(union);
  const isGated = gated.length > 0;
  const open = isOpenTree(union);
  const declarations = [
    emitArms(union, open),
    isGated ? emitGatingTypes(union, gated) : undefined,
    emitBridgeInterface(union, isGated),
    emitDispatch(union, open),
    isGated ? emitGate(union, gated) : undefined,
    emitDefine(union, isGated),
  ];
  return lines(declarations.map((declaration) => declaration && code`${declaration}\n`));
}

function isOpenTree(union: IrUnion): boolean {
  return union.open || nestedUnionsOf(union).some((nested) => nested.open);
}

function typeOf(name: string): Code {
  return code`Cards.${identifier(name)}`;
}

// ---- arms ----

function emitArms(union: IrUnion, open: boolean): Code {
  const names = bridgeNames(union.name);
  const known = emitArmMembers(union);
  const body = open
    ? [
        docComment([`One arm per known \`${union.tag}\`.`]),
        braces(code`known:`, known, "};"),
        docComment([
          `Any value whose \`${union.tag}\` this build does not know: a member a host or plugin merged in, or a newer one.`,
        ]),
        code`unknown: (value: { readonly ${propertyKey(union.tag)}: string }, context: Context) => Output;`,
      ]
    : known;
  return lines([
    docComment([
      `What a host writes to show every {@link Cards.${union.name}}: one arm per variant, each receiving its narrowed variant and the host's context and returning the host's output.`,
    ]),
    render([braces(code`export interface ${identifier(names.arms)}<Context, Output>`, body)]),
  ]);
}

function emitArmMembers(union: IrUnion): Statement[] {
  return union.members.flatMap((member) =>
    member.type.kind === "union"
      ? [
          docComment([
            `{@link Cards.${member.type.name}}, one arm per \`${member.type.tag}\`.`,
            deprecatedArm(member.type),
          ]),
          braces(code`${propertyKey(member.tagValue)}:`, emitArmMembers(member.type), "};"),
        ]
      : [
          docComment([`Shows a {@link Cards.${member.type.name}}.`, deprecatedArm(member.type)]),
          code`${propertyKey(member.tagValue)}: (view: ${typeOf(member.type.name)}, context: Context) => Output;`,
        ],
  );
}

/** A deprecated variant's arm is marked too, so the host's editor strikes it through where it is written. */
function deprecatedArm(type: { deprecated?: string }): string | undefined {
  return type.deprecated === undefined ? undefined : `@deprecated ${type.deprecated}`;
}

// ---- dispatch ----

function emitDispatch(union: IrUnion, open: boolean): Code {
  const names = bridgeNames(union.name);
  const armsType = code`${identifier(names.arms)}<any, any>`;
  const tables: Statement[] = [];
  const body = emitTagDispatch(union, open ? code`arms.known` : code`arms`, open, false, (nested, entries) => {
    tables.push(
      ...tagTable(
        identifier(bridgeCasesName(nested.name)),
        code`(arms: ${armsType}, view: any, context: unknown) => unknown`,
        entries,
      ),
    );
  });
  return lines([
    ...(tables.length === 0 ? [] : [render(tables), code``]),
    docComment([
      `Calls the arm for a {@link Cards.${union.name}}'s tags. ${
        open
          ? "A value with a tag this build does not know goes to the `unknown` arm."
          : "A value outside the union (possible only past the type system) ends in `assertNever`."
      }`,
    ]),
    render([
      braces(
        code`export function ${identifier(names.dispatch)}<Context, Output>(arms: ${identifier(names.arms)}<Context, Output>, view: ${typeOf(union.name)}, context: Context): Output`,
        body,
      ),
    ]),
  ]);
}

/** Receives a large union's table entries: one arrow function a member, calling its arm from the outermost arms. */
type TableSink = (union: IrUnion, entries: { tag: string; entry: TagEntry }[]) => void;

/**
 * The statements that call the arm for `view`'s tag at one level: a `switch`, or for a large union
 * a lookup in its table, whose entries `addTable` receives (they are declared before the function).
 * `inTable` says the statements are an entry's body, where an arm's result has no `Output` type to be.
 */
function emitTagDispatch(
  union: IrUnion,
  armsPath: Code,
  open: boolean,
  inTable: boolean,
  addTable: TableSink,
): Statement[] {
  // TypeScript narrows `view` by its tag only when it is a union: a one-variant union stays that
  // variant in `default`, although its tag is exhausted, so there the value is passed as `never`.
  // A second variant turns the union into a real one, and the exhaustiveness check back on. A
  // table's lookup narrows nothing, so after it the value is passed as `never` too: the table has an
  // entry for every member, written from the same list as the arms.
  const bySwitch = dispatchesBySwitch(union.members.length);
  const unhandled = union.members.length === 1 || !bySwitch ? code`view as never` : code`view`;
  const fallthrough = open
    ? code`return arms.unknown(view, context);`
    : code`return assertNever(${unhandled}, ${union.name});`;
  const pathOf = (member: IrMember): Code => code`${armsPath}${memberAccess(member.tagValue)}`;
  const callArm = (member: IrMember, fromTable: boolean): Statement[] =>
    member.type.kind === "union"
      ? emitTagDispatch(member.type, pathOf(member), open, fromTable, addTable)
      : [code`return ${pathOf(member)}(view, context);`];
  const tag = code`view.${identifier(union.tag)}`;
  if (bySwitch) {
    return [
      braces(code`switch (${tag})`, [
        ...union.members.map((member) => block(code`case ${member.tagValue}:`, callArm(member, inTable))),
        block(code`default:`, [fallthrough]),
      ]),
    ];
  }
  addTable(
    union,
    union.members.map((member) => {
      const parameters = code`(arms, view: ${typeOf(member.type.name)}, context)`;
      const entry: TagEntry =
        member.type.kind === "union"
          ? { parameters, body: callArm(member, true) }
          : code`${parameters} => ${pathOf(member)}(view, context)`;
      return { tag: member.tagValue, entry };
    }),
  );
  return [
    code`const callArm = ${identifier(bridgeCasesName(union.name))}.get(${tag});`,
    code`if (callArm !== undefined) return callArm(arms, view, context)${raw(inTable ? "" : " as Output")};`,
    fallthrough,
  ];
}

function memberAccess(name: string): Code {
  return identifierPattern.test(name) ? code`.${identifier(name)}` : code`[${name}]`;
}

// ---- capability gating ----

function gatedMembers(union: IrUnion): Gated[] {
  return union.members.flatMap((member): Gated[] => {
    const { capability, fallback } = member.type;
    if (capability === undefined || fallback === undefined) return [];
    const target = union.members.find((candidate) => candidate.tagValue === fallback)?.type;
    if (target === undefined || target.kind !== "variant") return [];
    return [{ member, capability, fallback: target, conversion: defaultConversion(member, target) }];
  });
}

/**
 * The fallback value built from the gated card's fields of the same name and type, or undefined
 * when a required field of the fallback has no such source (the host must then convert). Copied
 * fields that share an exclusive group of the fallback are copied as one choice, and only when every
 * gated card has them exclusive too: copying them one by one would build a value the fallback's
 * type forbids, and picking one of two present fields would drop a fact behind the host's back.
 */
function defaultConversion(member: IrMember, fallback: IrVariant): Code | undefined {
  const sources = member.type.kind === "union" ? leavesOf(member.type) : [member.type];
  const properties: Code[] = fallback.tags.map((tag) => code`${propertyKey(tag.field)}: ${tag.value}`);
  const copied: IrField[] = [];
  for (const field of fallback.fields) {
    const copies = sources.map((source) => source.fields.find((candidate) => copyable(candidate, field)));
    const everywhere = copies.every((copy) => copy !== undefined);
    const alwaysPresent = everywhere && copies.every((copy) => !copy.optional);
    if (!field.optional && !alwaysPresent) return undefined;
    if (!everywhere) continue;
    const grouped = fallback.exclusive.some((group) => group.includes(field.name));
    if (alwaysPresent && !grouped) properties.push(code`${propertyKey(field.name)}: view${memberAccess(field.name)}`);
    else copied.push(field);
  }
  const choices = fallback.exclusive
    .map((group) => copied.filter((field) => group.includes(field.name)))
    .filter((choice) => choice.length > 1);
  const chosen = choices.flat();
  if (new Set(chosen).size < chosen.length || !choices.every((choice) => exclusiveInEvery(sources, choice))) {
    return undefined;
  }
  for (const field of copied) {
    const choice = choices.find((candidate) => candidate.includes(field));
    if (choice === undefined) properties.push(optionalCopy(field));
    else if (choice[0] === field) properties.push(firstPresentCopy(choice));
  }
  return code`(view: ${typeOf(member.type.name)}): ${typeOf(fallback.name)} => ({ ${join(properties, ", ")} })`;
}

function optionalCopy(field: IrField): Code {
  const read = code`view${memberAccess(field.name)}`;
  return code`...(${read} === undefined ? {} : { ${propertyKey(field.name)}: ${read} })`;
}

/** `...(view.a !== undefined ? { a: view.a } : view.b !== undefined ? { b: view.b } : {})`. */
function firstPresentCopy(fields: readonly IrField[]): Code {
  const chain = fields.reduceRight<Code>(
    (rest, field) => {
      const read = code`view${memberAccess(field.name)}`;
      return code`${read} !== undefined ? { ${propertyKey(field.name)}: ${read} } : ${rest}`;
    },
    code`{}`,
  );
  return code`...(${chain})`;
}

/** Whether every source variant declares the fields in one exclusive group, so at most one is present. */
function exclusiveInEvery(sources: readonly IrVariant[], fields: readonly IrField[]): boolean {
  return sources.every((source) =>
    source.exclusive.some((group) => fields.every((field) => group.includes(field.name))),
  );
}

function copyable(source: IrField, target: IrField): boolean {
  return source.name === target.name && sameTypeRef(source.type, target.type) && (target.nullable || !source.nullable);
}

function emitGatingTypes(union: IrUnion, gated: readonly Gated[]): Code {
  const names = bridgeNames(union.name);
  const capabilities = [...new Set(gated.map((entry) => entry.capability))].map((name) => code`${name}`);
  const withDefault = gated.filter((entry) => entry.conversion !== undefined);
  return lines([
    docComment([`A capability a host may have for {@link Cards.${union.name}} cards.`]),
    code`export type ${identifier(names.capability)} = ${join(capabilities, " | ")};`,
    docComment([`Every {@link ${names.capability}}, in declaration order.`]),
    code`export const ${identifier(names.capabilities)} = [${join(capabilities, ", ")}] as const satisfies readonly ${identifier(names.capability)}[];`,
    code``,
    docComment([
      `How a host without a card's capability turns that card into its fallback card. Members with a generated default (see {@link ${names.defaultFallbacks}}) are optional.`,
    ]),
    render([
      braces(
        code`export interface ${identifier(names.fallbacks)}<Context>`,
        gated.flatMap((entry) => [
          docComment([
            `Without \`${entry.capability}\`: a {@link Cards.${entry.member.type.name}} shown as a {@link Cards.${entry.fallback.name}}.`,
          ]),
          code`${propertyKey(entry.member.tagValue)}${raw(entry.conversion === undefined ? "" : "?")}: (view: ${typeOf(entry.member.type.name)}, context: Context) => ${typeOf(entry.fallback.name)};`,
        ]),
      ),
    ]),
    code``,
    docComment([
      "The conversions generated from the schema: the fallback card with every field the gated card has under the same name and type (e.g. `title`).",
    ]),
    render([
      braces(
        code`export const ${identifier(names.defaultFallbacks)} =`,
        withDefault.map((entry) => code`${propertyKey(entry.member.tagValue)}: ${entry.conversion as Code},`),
        "};",
      ),
    ]),
    code``,
    docComment([`What {@link ${names.define}} needs besides the arms.`]),
    render([
      braces(code`export interface ${identifier(names.options)}<Context>`, [
        docComment([
          "The capabilities the host has: a fixed list, or one per context (e.g. what a connected client announced).",
        ]),
        code`capabilities: readonly ${identifier(names.capability)}[] | ((context: Context) => readonly ${identifier(names.capability)}[]);`,
        docComment(["Conversions that replace or complete the generated defaults."]),
        code`fallbacks${raw(withDefault.length === gated.length ? "?" : "")}: ${identifier(names.fallbacks)}<Context>;`,
      ]),
    ]),
  ]);
}

function emitGate(union: IrUnion, gated: readonly Gated[]): Code {
  const names = bridgeNames(union.name);
  const capabilityType = identifier(names.capability);
  const fallbacksType = code`Required<${identifier(names.fallbacks)}<any>>`;
  const convert = (entry: Gated): Code =>
    code`capabilities.includes(${entry.capability}) ? view : fallbacks${memberAccess(entry.member.tagValue)}(view, context)`;
  const signature = code`export function ${identifier(names.gate)}<Context>(view: ${typeOf(union.name)}, context: Context, capabilities: readonly ${capabilityType}[], fallbacks: Required<${identifier(names.fallbacks)}<Context>>): ${typeOf(union.name)}`;
  const tag = code`view.${identifier(union.tag)}`;
  const table = identifier(names.gateCases);
  const bySwitch = dispatchesBySwitch(gated.length);
  return lines([
    ...(bySwitch
      ? []
      : [
          render([
            ...tagTable(
              table,
              code`(view: any, context: unknown, capabilities: readonly ${capabilityType}[], fallbacks: ${fallbacksType}) => ${typeOf(union.name)}`,
              gated.map((entry) => ({
                tag: entry.member.tagValue,
                entry: code`(view: ${typeOf(entry.member.type.name)}, context, capabilities, fallbacks) => ${convert(entry)}`,
              })),
            ),
            code``,
          ]),
        ]),
    docComment([
      `The card a host shows for a {@link Cards.${union.name}}: the card itself, or, when the host lacks its capability, its fallback card.`,
    ]),
    render([
      braces(
        signature,
        bySwitch
          ? [
              braces(code`switch (${tag})`, [
                ...gated.map((entry) => block(code`case ${entry.member.tagValue}:`, [code`return ${convert(entry)};`])),
                block(code`default:`, [code`return view;`]),
              ]),
            ]
          : [
              code`const convert = ${table}.get(${tag});`,
              // Two returns, not a conditional: the conditional's type would be the union of two
              // unions as large as the vocabulary, which tsc refuses as too complex at 1,000 variants.
              code`if (convert === undefined) return view;`,
              code`return convert(view, context, capabilities, fallbacks);`,
            ],
      ),
    ]),
  ]);
}

// ---- define ----

function emitDefine(union: IrUnion, isGated: boolean): Code {
  const names = bridgeNames(union.name);
  const define = identifier(names.define);
  const arms = code`${identifier(names.arms)}<Context, Output>`;
  const bridgeType = code`${identifier(names.bridge)}<Context, Output>`;
  const parameterTypes = { arms, ...(isGated ? { options: code`${identifier(names.options)}<Context>` } : {}) };
  const parameterNames = Object.keys(parameterTypes).map(identifier);
  const parameters = Object.entries(parameterTypes).map(([name, type]) => code`${identifier(name)}: ${type}`);
  const taking = code`(${join(parameters, ", ")}) => ${bridgeType}`;
  // The tag survives compilation into a package's `.d.ts`, where the file's notice does not, so
  // `cardc scaffold` knows the generated function in a host that installed the vocabulary.
  const tag = `@${generatedTag.name} ${generatedTag.text}`;
  const body = isGated
    ? [
        code`const [arms, options] = given;`,
        code`const fallbacks: Required<${identifier(names.fallbacks)}<Context>> = { ...${identifier(names.defaultFallbacks)}, ...options.fallbacks };`,
        code`const { capabilities } = options;`,
        code`const capabilitiesOf = typeof capabilities === "function" ? capabilities : () => capabilities;`,
        code`const gate = (view: ${typeOf(union.name)}, context: Context) => ${identifier(names.gate)}(view, context, capabilitiesOf(context), fallbacks);`,
        code`return { arms, gate, render: (view, context) => ${identifier(names.dispatch)}(arms, gate(view, context), context) };`,
      ]
    : [
        code`const [arms] = given;`,
        code`return { arms, render: (view, context) => ${identifier(names.dispatch)}(arms, view, context) };`,
      ];
  return lines([
    docComment([
      `Defines a host's {@link Cards.${union.name}} bridge. Pass the arms as an object literal: a missing arm is a compile error here naming its tag, and so is an arm for a tag the union no longer has.`,
      tag,
    ]),
    code`export function ${define}<Context, Output>(${join(parameters, ", ")}): ${bridgeType};`,
    docComment([
      // A call's type is read from its declared return type without its arguments only when the
      // callee has one signature and no type parameters, which this call's result has.
      `Given only \`Context\` and \`Output\`, the function that takes the arms, for a bridge whose arms call the bridge itself: \`const bridge = ${names.define}<Context, Output>()({ … bridge.render(…) … })\` needs no type annotation, where passing such arms straight to {@link ${names.define}} does (TS7022).`,
      tag,
    ]),
    code`export function ${define}<Context, Output>(): ${taking};`,
    render([
      braces(
        code`export function ${define}<Context, Output>(...given: [${join(parameters, ", ")}] | []): ${bridgeType} | (${taking})`,
        [
          braces(code`if (given.length === 0)`, [
            code`return (${join(parameters, ", ")}) => ${define}(${join(parameterNames, ", ")});`,
          ]),
          ...body,
        ],
      ),
    ]),
  ]);
}

function emitBridgeInterface(union: IrUnion, isGated: boolean): Code {
  const names = bridgeNames(union.name);
  return lines([
    docComment([`A host's bridge for {@link Cards.${union.name}}, made by {@link ${names.define}}.`]),
    render([
      braces(code`export interface ${identifier(names.bridge)}<Context, Output>`, [
        code`readonly arms: ${identifier(names.arms)}<Context, Output>;`,
        ...(isGated
          ? [
              docComment([
                "The card the host shows: the view itself, or its fallback when the host lacks its capability.",
              ]),
              code`gate(view: ${typeOf(union.name)}, context: Context): ${typeOf(union.name)};`,
              docComment(["Gates the view by the host's capabilities, then calls its arm."]),
            ]
          : [docComment(["Calls the arm for the view's tags."])]),
        code`render(view: ${typeOf(union.name)}, context: Context): Output;`,
      ]),
    ]),
  ]);
}
