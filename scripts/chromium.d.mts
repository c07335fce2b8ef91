/** Types of chromium.mjs (plain JavaScript, so the measuring scripts run without a build step). */
export const CHROMIUM_PATH: string;
export const CHROMIUM_FLAGS: string[];
export const chromiumLaunchOptions: { executablePath: string; args: string[] };
