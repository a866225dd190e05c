/**
 * The catalogue of diagnostic codes. A code is stable once shipped: tools and docs refer to it, so a
 * new kind of problem gets a new code and an old code never changes meaning. `docs/diagnostics.md`
 * lists every code with an example, and `test/invalid/` has a fixture for each.
 */
export const diagnosticCodes = {
  CARD_JSON_SYNTAX: "the source is not valid JSON",
  CARD_BOM: "the source starts with a byte-order mark",
  CARD_EMPTY: "the source is empty",
  CARD_TOO_DEEP: "the source nests deeper than any vocabulary needs (and than a recursive reader can follow)",
  CARD_DUPLICATE_KEY: "a JSON object declares the same key twice",
  CARD_NUMBER_RANGE: "a number JavaScript cannot hold exactly (beyond a double, or an integer beyond 2^53)",
  CARD_LONE_SURROGATE: "a string or key holding a lone surrogate, which each host language reads its own way",
  CARD_NOT_OBJECT: "the root or a definition is not a JSON object",
  CARD_UNKNOWN_KEY: "a key the DSL does not define",
  CARD_MISSING_KEY: "a required key is absent",
  CARD_WRONG_VALUE: "a value has the wrong JSON type or shape",
  CARD_BAD_ID: "an id that is not an absolute URI without a fragment, as the JSON Schema $id needs",
  CARD_INVALID_NAME: "a type, field or tag name that is not a valid identifier",
  CARD_RESERVED_NAME: "a name that is a reserved word in a target language, or that the generated code binds itself",
  CARD_INTEGER_LIKE_KEY: "a key that JavaScript would reorder because it looks like an integer",
  CARD_DUPLICATE_NAME: "two declarations under one name",
  CARD_DUPLICATE_TAG: "a union declares one tag value twice",
  CARD_UNKNOWN_TYPE: "a reference to a type that is not declared",
  CARD_BAD_TYPE_EXPRESSION: "a type expression that cannot be read",
  CARD_BAD_MAP_KEY: "a map whose key type is not string-like (string or a string enum)",
  CARD_AMBIGUOUS_UNION: "a union with two members of one JSON kind, which no value's kind alone tells apart",
  CARD_DUPLICATE_UNION_MEMBER: "a union that lists one member twice",
  CARD_ARRAY_TOO_DEEP:
    "a type expression nesting arrays and maps deeper than every target language compiles (16 levels)",
  CARD_TYPE_TOO_DEEP: "types holding one another deeper than every target language compiles (100 levels)",
  CARD_EMPTY_UNION: "a union or enum with no members",
  CARD_EMPTY_TAG: "an empty tag value or tag field name",
  CARD_TAG_FIELD_CLASH: "a field named like the tag of its union or of an enclosing union",
  CARD_INFINITE_TYPE: "a required self-reference that makes a type infinite",
  CARD_CONSTRAINT_TYPE: "a constraint on a type it does not apply to",
  CARD_CONSTRAINT_RANGE:
    "constraints that leave no value: a minimum above its maximum, an empty range, a pattern no string of the allowed length matches",
  CARD_BAD_PATTERN: "a pattern that is not an I-Regexp (RFC 9485), located at the character where it leaves it",
  CARD_UNKNOWN_FORMAT: "a format cardc does not define",
  CARD_BAD_FALLBACK: "a fallback that names no variant of its union, or a capability without one",
  CARD_BAD_EXCLUSIVE: "an exclusive group that names an unknown or required field",
  CARD_UNKNOWN_DEPRECATED_VALUE: "a deprecated enum value that is not a value of its enum",
  CARD_BAD_EXAMPLE: "an example that the variant's own schema rejects",
  CARD_BAD_CONST:
    "a const that is not a value of its primitive within its other constraints, or on a field it cannot fix",
  CARD_BAD_DEFAULT: "a default on a required field, or one that the field's own type and constraints refuse",
} as const;

export type DiagnosticCode = keyof typeof diagnosticCodes;
