// Types of clusterTools.mjs for its TypeScript callers (e2e/cluster/cluster.ts).

export type Env = Record<string, string | undefined>;
export type ClusterTool = 'haproxy' | 'pgbouncer';

export declare const CLUSTER_TOOLS: Record<
  ClusterTool,
  { command: string; package: string; debianPath: string }
>;
export declare function installCommand(packages: string[]): string;
export declare function locateTool(
  tool: ClusterTool,
  opts: { env: Env; isExecutable?: (file: string) => boolean },
): string | undefined;
export declare function ensureClusterTools(opts: {
  tools: ClusterTool[];
  env: Env;
  isRoot: boolean;
  isExecutable?: (file: string) => boolean;
  install?: (env: Env, packages: string[]) => boolean;
  log?: (line: string) => void;
}): { paths: Partial<Record<ClusterTool, string>> } | { error: string };
