/** The performance budget: gzipped JavaScript that the first load of `/` downloads before the page is idle, in KB. */
export const FIRST_LOAD_JS_BUDGET_KB = 110;
