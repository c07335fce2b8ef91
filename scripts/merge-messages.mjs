#!/usr/bin/env node
// Merges a fragment of texts into messages/en.json and messages/bn.json in one step, so that
// several people adding strings at once never leave the two files with different keys.
// Usage: node scripts/merge-messages.mjs fragment.json
//   fragment.json: { "en": { "namespace": { ... } }, "bn": { "namespace": { ... } } }
// Objects are merged key by key; a text or a list replaces what was there.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const file = process.argv[2];
if (!file) {
  console.error('usage: merge-messages.mjs fragment.json');
  process.exit(2);
}
const fragment = JSON.parse(readFileSync(file, 'utf8'));
if (!fragment.en || !fragment.bn) {
  console.error('the fragment needs both an "en" and a "bn" part');
  process.exit(2);
}

const isObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
function merge(target, source) {
  for (const [key, value] of Object.entries(source)) {
    target[key] = isObject(value) && isObject(target[key]) ? merge(target[key], value) : value;
  }
  return target;
}

const dir = join(import.meta.dirname, '..', 'messages');
for (const locale of ['en', 'bn']) {
  const path = join(dir, `${locale}.json`);
  const merged = merge(JSON.parse(readFileSync(path, 'utf8')), fragment[locale]);
  writeFileSync(`${path}.tmp`, `${JSON.stringify(merged, null, 2)}\n`);
  renameSync(`${path}.tmp`, path);
}
console.log('merged into messages/en.json and messages/bn.json');
