/**
 * How `__init__.py` spells the names its annotations take from outside the vocabulary: Python's
 * built-ins (`str`, `int`, `float`, `bool`, `list`, `dict`, `object`) and `typing`'s forms (`Literal`,
 * `NotRequired`, `TypeAlias`, `TypedDict`, `Union`). A declared type of the same name is a class or
 * alias of the module, which would hide the outside one from every annotation; then, and only then,
 * the module reaches it through a private alias of its module (`import builtins as _builtins` and
 * `_builtins.str`, `import typing as _typing` and `_typing.Union[…]`), so a vocabulary may call a type
 * `float`, `list` or `Union`, and one that does not reads as any Python does. Each name is recorded
 * as it is spelled, so the module imports only what its annotations use: pyright strict reports an
 * unused import.
 */
import { allNamedTypes, type Ir } from "../../lower/ir.js";

export const pythonBuiltinNames = ["str", "int", "float", "bool", "list", "dict", "object"] as const;
export const pythonTypingNames = ["Literal", "NotRequired", "TypeAlias", "TypedDict", "Union"] as const;
type BuiltinName = (typeof pythonBuiltinNames)[number];
type TypingName = (typeof pythonTypingNames)[number];

/** The aliases the module binds `builtins` and `typing` to when a declared name hides one of theirs. */
export const pythonModuleAliases = { builtins: "_builtins", typing: "_typing" } as const;

export class PythonSpelling {
  private readonly declared: ReadonlySet<string>;
  private readonly aliased = new Set<keyof typeof pythonModuleAliases>();
  private readonly fromTyping = new Set<TypingName>();

  constructor(ir: Ir) {
    this.declared = new Set(allNamedTypes(ir).map((type) => type.name));
  }

  builtin(name: BuiltinName): string {
    return this.qualified("builtins", name) ?? name;
  }

  typing(name: TypingName): string {
    const qualified = this.qualified("typing", name);
    if (qualified !== undefined) return qualified;
    this.fromTyping.add(name);
    return name;
  }

  /** The import statements the names spelled so far need, as PEP 8 orders them: `import`s, then `from`. */
  imports(): string[] {
    const modules = (["builtins", "typing"] as const).filter((module) => this.aliased.has(module));
    const typing = pythonTypingNames.filter((name) => this.fromTyping.has(name));
    return [
      ...modules.map((module) => `import ${module} as ${pythonModuleAliases[module]}`),
      ...(typing.length > 0 ? [`from typing import ${typing.join(", ")}`] : []),
    ];
  }

  private qualified(module: keyof typeof pythonModuleAliases, name: string): string | undefined {
    if (!this.declared.has(name)) return undefined;
    this.aliased.add(module);
    return `${pythonModuleAliases[module]}.${name}`;
  }
}
