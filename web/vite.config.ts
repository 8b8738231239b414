import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Mantine's styles travel with its components: each component's class map (`X.module.mjs`) gets an
 * import of that component's stylesheet (`styles/X.layer.css`, 102 of each), so Vite puts the CSS in
 * the chunk that uses the component and a page loads the rules of what it shows, no more. The
 * `.layer.css` files keep Mantine in `@layer mantine`: our own CSS wins whatever order chunks arrive.
 * e2e/specs/budgets.spec.ts checks that every Mantine part on screen has its rules.
 */
function mantineStylesWithComponents(): Plugin {
  const classMap = /@mantine[\\/]core[\\/]esm[\\/].*[\\/](\w+)\.module\.mjs$/;
  return {
    name: 'mantine-styles-with-components',
    transform(code, id) {
      const name = classMap.exec(id)?.[1];
      return name ? `import '@mantine/core/styles/${name}.layer.css';\n${code}` : null;
    },
  };
}

// In development the API runs on PORT (3000) and Vite proxies to it; `npm start` serves the built files itself.
export default defineConfig({
  plugins: [react(), mantineStylesWithComponents()],
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/socket.io': { target: 'http://localhost:3000', ws: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      // Chunks as the imports draw them: shared code stays out of the first chunk (rolldown would
      // otherwise merge it there), and what the entry imports statically is one file ('initial').
      experimental: { chunkOptimization: false },
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          groups: [{ name: 'initial', tags: ['$initial'] }],
          experimentalInlineCommonChunks: { maxSize: 16 * 1024 },
        },
      },
    },
  },
});
