/**
 * Names that mean something to a target language before any vocabulary is compiled: what each
 * target's module binds (its naming's `reservedNames`, read from its preludes), the keywords of each
 * language, and the built-ins its code or its users' code names (`Option`, `String`, `Object`, `len`,
 * `json`…). The random vocabularies draw type names, fields, tags and enum values from them as well
 * as at random, so a name the checker accepts is proved to compile in every language, and a name the
 * checker stops refusing (a built-in a target learns to qualify) is drawn without an edit here.
 */
import { checkDocument } from "../../generator/check/check-document.js";
import { targetNamings } from "../../generator/targets/index.js";
import { goBoundNames } from "../../generator/targets/go/bound-names.js";

const builtIns = {
  typescript:
    "Object Array Promise Record Partial Readonly Map Set Date Error JSON Math Symbol Function Number String Boolean RegExp Infinity NaN globalThis console Validation ValidationError StandardSchemaV1",
  python:
    "str int float bool list dict set tuple object type len cast json re sys typing Any Optional Union Literal TypedDict Mapping Sequence Exception ValueError TypeName TypeAlias NotRequired annotations builtins",
  rust: "Option Some None Result Ok Err String Vec Box Clone Copy Debug Default PartialEq Eq Hash Serialize Deserialize Value Map Error From Into Iterator Send Sync Sized u8 i32 i64 f64 str bool char usize core std alloc serde serde_json prelude read_json",
  go: "Decoder Handler Visit Check Stringer Reader error string int64 float64 any len append json fmt math bytes strings utf8 strconv",
};

/** Every candidate, once, in a fixed order. */
export const targetNames: readonly string[] = [
  ...new Set([
    ...targetNamings.flatMap((naming) => naming.reservedNames),
    // Go claims only the names its capitalised spelling of a type could meet; its lowercase ones are drawn too.
    ...goBoundNames,
    ...targetNamings.flatMap((naming) => [...naming.keywords]),
    ...Object.values(builtIns).flatMap((names) => names.split(" ")),
  ]),
];

/**
 * Whether the checker accepts `name` as a type's name: declared as an open outermost union, the
 * kind of declaration every target derives the most names from, so a name accepted there is
 * accepted as any kind.
 */
export function acceptedAsTypeName(name: string): boolean {
  const document = {
    id: "urn:cardc:names",
    doc: "names",
    types: {
      [name]: { doc: "d", tag: "kind", open: true, variants: { a: { name: "Leaf", doc: "d", fields: {} } } },
    },
  };
  return checkDocument(JSON.stringify(document), targetNamings).ok;
}

/** The host names the checker accepts as type names. */
export const targetTypeNames: readonly string[] = targetNames.filter(acceptedAsTypeName);
