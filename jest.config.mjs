import nextJest from 'next/jest.js';

// next/jest compiles TypeScript and JSX with Next's own SWC, loads .env files and mocks CSS modules.
const createJestConfig = nextJest({ dir: './' });

const shared = {
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testPathIgnorePatterns: ['/node_modules/', '/.next/', '<rootDir>/tests/e2e/'],
  // A standalone build copies package.json into .next/standalone: not a module of ours.
  modulePathIgnorePatterns: ['<rootDir>/.next/'],
};

/** Two projects: React components in jsdom (*.test.tsx), everything else in Node (*.test.ts). */
export default async function config() {
  const dom = await createJestConfig({
    ...shared,
    displayName: 'components',
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/**/*.test.tsx'],
    setupFilesAfterEnv: ['<rootDir>/tests/setup-dom.ts'],
  })();
  const node = await createJestConfig({
    ...shared,
    displayName: 'node',
    testEnvironment: 'node',
    testMatch: ['<rootDir>/**/*.test.ts'],
  })();
  return { projects: [dom, node] };
}
