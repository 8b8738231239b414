import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the API runs on PORT (3000) and Vite proxies to it; `npm start` serves the built files itself.
export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/socket.io': { target: 'http://localhost:3000', ws: true },
    },
  },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 900 },
});
