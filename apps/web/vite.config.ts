import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  ssr: {
    // antd and its rc-components ship ESM that Node resolves poorly; let Vite bundle them for the server.
    noExternal: [/^antd/, /^@ant-design\//, /^@rc-component\//, /^rc-/, /^@emotion\//, /^clsx/],
  },
  build: { target: 'es2022' },
});
