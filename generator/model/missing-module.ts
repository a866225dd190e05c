/**
 * Whether a failed dynamic import failed because an optional package is not installed (ts-morph,
 * which `scaffold` and `dist` use and the compiler only names as an optional peer), rather than for
 * another reason, which stays an error.
 */
export function isMissingPackage(error: unknown, name: string): boolean {
  return (
    (error as NodeJS.ErrnoException | undefined)?.code === "ERR_MODULE_NOT_FOUND" &&
    String((error as Error).message).includes(`'${name}'`)
  );
}
