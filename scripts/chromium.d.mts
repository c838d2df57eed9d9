// Types of chromium.mjs for its TypeScript callers (e2e/playwright.config.ts).

export type Env = Record<string, string | undefined>;
export type Located = { path: string } | { error: string } | { missing: true };
export type Ensured = { path: string } | { error: string };

export declare const DEBIAN_CHROMIUM: string;
export declare const NOT_FOUND_MESSAGE: string;
export declare function isExecutableFile(file: string): boolean;
export declare function findOnPath(
  name: string,
  pathList: string | undefined,
  isExecutable?: (file: string) => boolean,
): string | undefined;
export declare function locateChromium(opts: {
  env: Env;
  isExecutable?: (file: string) => boolean;
  debianPath?: string;
}): Located;
export declare function ensureChromium(opts: {
  env: Env;
  isRoot: boolean;
  isExecutable?: (file: string) => boolean;
  debianPath?: string;
  install?: (env: Env) => boolean;
  log?: (line: string) => void;
}): Ensured;
export declare function runAptInstall(env: Env): boolean;
