/** The performance budget of the first visit: gzipped JavaScript that the first load of `/` downloads, in KB. */
export const FIRST_LOAD_JS_BUDGET_KB = 170;
