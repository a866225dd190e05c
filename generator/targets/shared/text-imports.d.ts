/**
 * A target language's source file imported as text (the preludes under `targets/`); `build/text-imports.mjs`
 * makes every runner (esbuild, vitest, tsx) load it so.
 */
declare module "*.go" {
  const text: string;
  export default text;
}

declare module "*.rs" {
  const text: string;
  export default text;
}

declare module "*.py" {
  const text: string;
  export default text;
}
