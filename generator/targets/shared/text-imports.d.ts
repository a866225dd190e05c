/**
 * A target language's source file imported as text, by the `?text` suffix (the preludes under
 * `targets/`, of any extension); `build/text-imports.mjs` makes every runner (esbuild, vitest, tsx)
 * load it so.
 */
declare module "*?text" {
  const text: string;
  export default text;
}
