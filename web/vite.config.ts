import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['cards-src'] },
  build: { outDir: 'dist', sourcemap: true, manifest: true },
  server: { port: 8080, host: '127.0.0.1' },
});
