// Vite bundles the components' stylesheet; TypeScript only needs to know the import is allowed.
declare module '*.css';
