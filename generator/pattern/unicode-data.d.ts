/** The shape of each `regenerate-unicode-properties` data module: a regenerate set, its ranges as [first, end) pairs. */
declare module "regenerate-unicode-properties/General_Category/*.js" {
  export const characters: { readonly data: readonly number[] };
}
