/** The peer's stylesheets, bundled by esbuild (bench/lib/creatorPeer.ts). */
declare module '*.css';
