export declare const CHROMIUM_PATH: string;
export declare const TEST_BROWSER_PATH: string;
