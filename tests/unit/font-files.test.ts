import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Fonts are served as immutable for a year (next.config.mjs), so a font whose bytes change must
 * change its name too, or returning visitors keep the old one: each name ends in its content hash.
 */
it('names every font file for its content', () => {
  const dir = join(process.cwd(), 'public', 'fonts');
  const fonts = readdirSync(dir).filter((name) => name.endsWith('.woff2'));
  expect(fonts.length).toBeGreaterThan(0);
  for (const name of fonts) {
    const hash = createHash('sha256').update(readFileSync(join(dir, name))).digest('hex').slice(0, 8);
    expect(name).toMatch(new RegExp(`-${hash}\\.woff2$`));
  }
});
