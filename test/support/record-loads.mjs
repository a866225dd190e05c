// `node --import ./record-loads.mjs …`: appends the URL of every module the process loads, one a
// line, to the file named by CARDC_LOADS_FILE (the hooks run on their own thread, so they write a file).
import { register } from "node:module";

register("./record-loads-hooks.mjs", import.meta.url);
