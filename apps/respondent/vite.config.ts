import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Served by the API server under /respondent/ (RESPONDENT_URL); kept small for phones.
export default defineConfig({
  base: '/respondent/',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2020' },
});
