import next from 'eslint-config-next';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  ...next,
  ...nextTypescript,
  {
    // public/sw.js: the service worker built from service-worker/ (scripts/build-service-worker.mjs).
    ignores: ['.next/**', 'node_modules/**', 'coverage/**', 'playwright-report/**', 'test-results/**', 'next-env.d.ts', 'public/sw.js'],
  },
];

export default config;
