/** The formats `cardc diff` can print its report in, kept apart so the command line can list them without loading the rules. */
export const reportFormats = ["text", "json", "github"] as const;
export type ReportFormat = (typeof reportFormats)[number];
