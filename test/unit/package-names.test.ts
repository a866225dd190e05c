/**
 * The host package names: the contract every target's `package-name.ts` fills in, held over the
 * registry (each naming derives names its own rules accept, uses a given name as it is, falls back
 * from a refused one, and adds exactly the fields it derives), then what each kind of id derives and
 * what each ecosystem's rules accept and refuse, as tables of given and wanted by `cardc.packages` key.
 */
import { describe, expect, it } from "vitest";
import { didYouMean } from "../../generator/check/suggest.js";
import { derivePackageNames, type PackageNaming, packageNameProblem } from "../../generator/model/package-names.js";
import { packageNamings, targets } from "../../generator/targets/index.js";

/** The ids the derivation tables below take, every kind of id and every fallback among them. */
const ids = [
  "https://acme.example/notify/cards",
  "https://Acme.Example:8443/Notify/cards.schema.json?x=1",
  "http://user@acme.example/",
  "urn:cardc:test:minimal",
  "URN:Acme:Notify/Cards_V2",
  "tag:acme.example,2024:cards",
  "urn:2024:cards",
  "urn:self",
  "urn:import",
  "urn:acme:func",
  "urn:acme:main",
  "urn:acme:con:cards",
  "urn:---",
  "https://schemas.acme.example/platform/notifications/delivery/cards.schema.json",
];

function namingOf(key: string): PackageNaming {
  const naming = packageNamings.find((candidate) => candidate.key === key);
  if (naming === undefined) throw new Error(`no target takes cardc.packages.${key}`);
  return naming;
}

/** The names as a plain record, to index by a naming's key. */
const namesOf = (id: string, given: Readonly<Record<string, string>> = {}): Readonly<Record<string, string>> =>
  derivePackageNames(packageNamings, id, given) as unknown as Readonly<Record<string, string>>;

describe("the package-name contract, over every target", () => {
  it("has one naming per key, each from the target that declares it", () => {
    const keys = packageNamings.map((naming) => naming.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(packageNamings).toEqual(targets.flatMap((target) => target.packageName ?? []));
  });

  it.each(packageNamings.map((naming) => [naming.key, naming] as const))(
    "%s: derives from every id a name its own rules accept",
    (key, naming) => {
      for (const id of ids) expect(naming.check(namesOf(id)[key] ?? ""), `${id}`).toBeUndefined();
    },
  );

  it("writes each naming's key and the names it derives, and nothing else", () => {
    const expected = packageNamings.flatMap((naming) => [
      naming.key,
      ...Object.keys(naming.derived?.(naming.derive(["cards"])) ?? {}),
    ]);
    for (const id of ids) expect(Object.keys(namesOf(id)).sort(), id).toEqual([...expected].sort());
  });

  it.each(packageNamings.map((naming) => [naming.key, naming] as const))(
    "%s: uses a name given as it is, and falls back from a refused one",
    (key, naming) => {
      const given = naming.derive(["given", "example"]);
      expect(naming.check(given)).toBeUndefined();
      expect(namesOf("urn:acme:cards", { [key]: given })[key]).toBe(given);
      expect(namesOf("urn:acme:cards", { [key]: "../Refused Name" })[key]).toBe(namesOf("urn:acme:cards")[key]);
    },
  );

  it("reports a key no target takes, with a did-you-mean, and a refused name with its ecosystem's reason", () => {
    expect(packageNameProblem(packageNamings, "pyhton", "x", didYouMean)).toBe(
      'is not a package name any target takes; did you mean "python"?',
    );
    expect(packageNameProblem(packageNamings, "maven", "x", didYouMean)).toBe(
      `is not a package name any target takes; expected ${packageNamings.map((naming) => naming.key).join(", ")}`,
    );
    expect(packageNameProblem(packageNamings, "go", "example.com/main", didYouMean)).toBe(
      '"example.com/main": its package clause would be main, which is a command, not a package',
    );
    expect(packageNameProblem(packageNamings, "go", "example.com/cards", didYouMean)).toBeUndefined();
  });
});

describe("derivePackageNames from the id alone", () => {
  const flat = (name: string) => ({ npm: name, python: name, pythonImport: name.replace(/-/g, "_"), rust: name });
  const table: readonly { given: string; want: Readonly<Record<string, string>> }[] = [
    {
      given: "https://acme.example/notify/cards",
      want: { ...flat("acme-example-notify-cards"), go: "acme.example/notify/cards", goPackage: "cards" },
    },
    {
      given: "https://Acme.Example:8443/Notify/cards.schema.json?x=1",
      want: {
        ...flat("acme-example-8443-notify-cards-schema-json"),
        go: "acme.example-8443/notify/cards.schema.json",
        goPackage: "cardsschemajson",
      },
    },
    { given: "http://user@acme.example/", want: { ...flat("acme-example"), go: "acme.example" } },
    { given: "urn:cardc:test:minimal", want: { ...flat("cardc-test-minimal"), go: "cardc/test/minimal" } },
    { given: "URN:Acme:Notify/Cards_V2", want: { ...flat("acme-notify-cards-v2"), goPackage: "cardsv2" } },
    { given: "tag:acme.example,2024:cards", want: { ...flat("tag-acme-example-2024-cards"), goPackage: "cards" } },
    // Each ecosystem prefixes only a name its own rules refuse: a leading digit, or one of its keywords.
    {
      given: "urn:2024:cards",
      want: { npm: "2024-cards", python: "cards-2024-cards", rust: "cards-2024-cards", go: "2024/cards" },
    },
    { given: "urn:self", want: { npm: "self", python: "self", rust: "cards-self", go: "self" } },
    { given: "urn:import", want: { npm: "import", python: "cards-import", rust: "import", go: "cards-import" } },
    { given: "urn:acme:func", want: { ...flat("acme-func"), go: "acme/cards-func", goPackage: "cardsfunc" } },
    { given: "urn:acme:main", want: { ...flat("acme-main"), go: "acme/cards-main", goPackage: "cardsmain" } },
    { given: "urn:acme:con:cards", want: { ...flat("acme-con-cards"), go: "acme/cards-con/cards" } },
    { given: "urn:---", want: { ...flat("cards"), go: "cards", goPackage: "cards" } },
  ];

  it.each(table)("$given", ({ given, want }) => {
    expect(namesOf(given)).toMatchObject(want);
  });

  it("keeps a long id's names within a crate name's 64 characters, apart from another long id's", () => {
    const long = "https://schemas.acme.example/platform/notifications/delivery/cards.schema.json";
    const first = namesOf(long);
    const second = namesOf(long.replace("delivery", "receipts"));
    expect(first["rust"]).toBe("schemas-acme-example-platform-notifications-delivery-ca-cf50bb08");
    expect(second["rust"]).not.toBe(first["rust"]);
    expect(first["go"]).toBe("schemas.acme.example/platform/notifications/delivery/cards.schema.json");
  });
});

describe("derivePackageNames with given names", () => {
  const id = "urn:cardc:cards";
  const table: readonly { given: Readonly<Record<string, string>>; want: Readonly<Record<string, string>> }[] = [
    {
      given: { python: "Acme.Notify-Cards", go: "example.com/acme/notify_cards" },
      want: {
        npm: "cardc-cards",
        python: "Acme.Notify-Cards",
        pythonImport: "Acme_Notify_Cards",
        go: "example.com/acme/notify_cards",
        goPackage: "notifycards",
      },
    },
    // The package clause of a path with a major version suffix is the element before it.
    { given: { go: "example.com/acme/cards/v2" }, want: { go: "example.com/acme/cards/v2", goPackage: "cards" } },
    // A name the checks refuse is not written into any package; the default stands.
    {
      given: { npm: "Cards", python: "../cards", rust: "std", go: "example.com/main" },
      want: { npm: "cardc-cards", python: "cardc-cards", rust: "cardc-cards", go: "cardc/cards", goPackage: "cards" },
    },
  ];

  it.each(table)("$given", ({ given, want }) => {
    expect(namesOf(id, given)).toMatchObject(want);
  });
});

describe("each ecosystem's rules", () => {
  const table: readonly { given: [string, string]; want: string | undefined }[] = [
    { given: ["npm", "@cardc/tool-cards"], want: undefined },
    { given: ["npm", "acme.notify_cards"], want: undefined },
    { given: ["npm", ""], want: "an npm package name cannot be empty" },
    { given: ["npm", "a".repeat(215)], want: "an npm package name has at most 214 characters" },
    { given: ["npm", "Cards"], want: "an npm package name is lowercase" },
    { given: ["npm", " cards"], want: "an npm package name has no leading or trailing space" },
    { given: ["npm", "@cardc"], want: "a scoped npm package name is @scope/name" },
    { given: ["npm", "@cardc/a/b"], want: "a scoped npm package name is @scope/name" },
    { given: ["npm", "_cards"], want: "an npm package name cannot start with . or _" },
    { given: ["npm", "@cardc/.cards"], want: "an npm package name cannot start with . or _" },
    { given: ["npm", "node_modules"], want: "npm reserves the name node_modules" },
    {
      given: ["npm", "cards!"],
      want: "an npm package name holds only url-safe characters (letters, digits, - . _)",
    },
    {
      given: ["npm", "my cards"],
      want: "an npm package name holds only url-safe characters (letters, digits, - . _)",
    },
    { given: ["python", "cardc-tool-cards"], want: undefined },
    { given: ["python", "Acme.Cards_2"], want: undefined },
    { given: ["python", "x"], want: undefined },
    {
      given: ["python", "-cards"],
      want: "a python distribution name is letters, digits and - . _, starting and ending with a letter or digit",
    },
    {
      given: ["python", "cards."],
      want: "a python distribution name is letters, digits and - . _, starting and ending with a letter or digit",
    },
    {
      given: ["python", "../cards"],
      want: "a python distribution name is letters, digits and - . _, starting and ending with a letter or digit",
    },
    { given: ["python", "2cards"], want: "its import name 2cards is not a python identifier" },
    { given: ["python", "import"], want: "its import name import is a python keyword" },
    { given: ["python", "match"], want: undefined },
    { given: ["rust", "cardc-tool-cards"], want: undefined },
    { given: ["rust", "Cards_2"], want: undefined },
    { given: ["rust", "2cards"], want: "a crate name is ascii letters, digits, - and _, starting with a letter" },
    { given: ["rust", "_cards"], want: "a crate name is ascii letters, digits, - and _, starting with a letter" },
    { given: ["rust", "cärds"], want: "a crate name is ascii letters, digits, - and _, starting with a letter" },
    { given: ["rust", `c${"a".repeat(64)}`], want: "a crate name has at most 64 characters" },
    { given: ["rust", "self"], want: "self is a rust keyword" },
    { given: ["rust", "std"], want: "std is a crate of rust itself" },
    { given: ["rust", "proc-macro"], want: "proc_macro is a crate of rust itself" },
    { given: ["go", "cardc.dev/go/toolcards"], want: undefined },
    { given: ["go", "cards"], want: undefined },
    { given: ["go", "example.com/a_b~c/v2"], want: undefined },
    { given: ["go", ""], want: "a go module path cannot be empty" },
    { given: ["go", "/cards"], want: "a go module path has no leading or trailing /" },
    { given: ["go", "cards/"], want: "a go module path has no leading or trailing /" },
    { given: ["go", "-cards"], want: "a go module path cannot start with -, which reads as a flag" },
    { given: ["go", "example.com//cards"], want: "a go module path has no empty element (//)" },
    {
      given: ["go", "example.com/Cards"],
      want: "go module path element Cards is not lowercase letters, digits and - . _ ~",
    },
    {
      given: ["go", "example.com/my cards"],
      want: "go module path element my cards is not lowercase letters, digits and - . _ ~",
    },
    { given: ["go", "example.com/.cards"], want: "go module path element .cards starts or ends with ." },
    { given: ["go", "example.com/../x"], want: "go module path element .. starts or ends with ." },
    { given: ["go", "example.com/aux.cards"], want: "go module path element aux.cards is a name windows reserves" },
    { given: ["go", "example.com/cards~1"], want: "go module path element cards~1 looks like a windows short name" },
    {
      given: ["go", "example.com/--"],
      want: "the last element of a go module path needs a letter or digit for the package clause",
    },
    { given: ["go", "example.com/2024"], want: "its package clause 2024 would start with a digit" },
    { given: ["go", "example.com/func"], want: "its package clause func is a go keyword" },
    {
      given: ["go", "example.com/main/v3"],
      want: "its package clause would be main, which is a command, not a package",
    },
  ];

  it.each(table)("$given", ({ given: [key, name], want }) => {
    expect(namingOf(key).check(name)).toBe(want);
  });
});
