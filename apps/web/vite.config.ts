import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Resolved from this file so the build lands in apps/web/dist whatever the working directory is.
const root = decodeURIComponent(new URL('.', import.meta.url).pathname);
const apiTarget = 'http://127.0.0.1:8080';
const proxied = { target: apiTarget, changeOrigin: false, ws: true };

export default defineConfig({
  root,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The antd chunk alone is about 740 kB minified (240 kB gzip); warn only beyond that.
    chunkSizeWarningLimit: 800,
    // Libraries change less often than the app: separate chunks stay cached across releases.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 30 },
            { name: 'antd', test: /node_modules[\\/](antd|@ant-design|@rc-component|rc-[\w-]+)[\\/]/, priority: 20 },
            // Only the drawing tools' preview loads ECharts: its own chunk keeps it out of the eagerly loaded vendor one.
            { name: 'echarts', test: /node_modules[\\/](echarts|zrender)[\\/]/, priority: 25 },
            { name: 'vendor', test: /node_modules[\\/]/, priority: 10 },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': proxied, '/resource': proxied, '/metrics': proxied },
  },
  preview: {
    proxy: { '/api': proxied, '/resource': proxied, '/metrics': proxied },
  },
});
