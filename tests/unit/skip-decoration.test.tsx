import { SAVE_DATA_ATTRIBUTE, SAVE_DATA_SCRIPT, markSaveData } from '@/lib/offline/skip-decoration';

const run = (saveData: boolean | undefined) => {
  document.documentElement.removeAttribute(SAVE_DATA_ATTRIBUTE);
  Object.defineProperty(navigator, 'connection', { value: saveData === undefined ? undefined : { saveData }, configurable: true });
  new Function(SAVE_DATA_SCRIPT)();
  return document.documentElement.hasAttribute(SAVE_DATA_ATTRIBUTE);
};

test('the inline script marks the page for a browser asking to save data, and only then', () => {
  expect(run(true)).toBe(true);
  expect(run(false)).toBe(false);
  // A browser without the Network Information API (Safari, Firefox) loads everything.
  expect(run(undefined)).toBe(false);
});

test('a page reached later follows the setting as it is now', () => {
  markSaveData(true);
  expect(document.documentElement.hasAttribute(SAVE_DATA_ATTRIBUTE)).toBe(true);
  markSaveData(false);
  expect(document.documentElement.hasAttribute(SAVE_DATA_ATTRIBUTE)).toBe(false);
});
