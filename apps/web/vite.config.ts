import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  resolve: {
    // The icons' Node entry wraps their CommonJS build, which the dev server's module runner cannot evaluate once
    // bundled in (ssr.noExternal); their ES build serves the browser, the dev server and the build alike.
    alias: [{ find: /^@ant-design\/icons$/, replacement: '@ant-design/icons/es' }],
  },
  ssr: {
    // antd and its rc-components ship ESM that Node resolves poorly; let Vite bundle them for the server.
    noExternal: [/^antd/, /^@ant-design\//, /^@rc-component\//, /^rc-/, /^@emotion\//, /^clsx/],
  },
  build: { target: 'es2022' },
  // The catalogue's islands script (app/islands) is imported as a worker URL: Vite then bundles it on its own,
  // with its own hashed name, apart from the React app the pages without a session never load.
  worker: { format: 'es' },
});
