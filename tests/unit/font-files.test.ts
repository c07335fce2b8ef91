import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const fontDir = join(process.cwd(), 'public', 'fonts');
const globalsCss = readFileSync(join(process.cwd(), 'app', 'globals.css'), 'utf8');

/**
 * Fonts are served as immutable for a year (next.config.mjs), so a font whose bytes change must
 * change its name too, or returning visitors keep the old one: each name ends in its content hash.
 */
it('names every font file for its content', () => {
  const fonts = readdirSync(fontDir).filter((name) => name.endsWith('.woff2'));
  expect(fonts.length).toBeGreaterThan(0);
  for (const name of fonts) {
    const hash = createHash('sha256').update(readFileSync(join(fontDir, name))).digest('hex').slice(0, 8);
    expect(name).toMatch(new RegExp(`-${hash}\\.woff2$`));
  }
});

it('points the stylesheet at font files that exist', () => {
  const urls = [...globalsCss.matchAll(/url\('\/fonts\/([^']+)'\)/g)].map((match) => match[1]);
  expect(urls.length).toBeGreaterThan(0);
  const files = readdirSync(fontDir);
  for (const file of urls) expect(files).toContain(file);
});

/** Every .css file under a folder, recursively. */
const cssFiles = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.css'))
    .map((name) => join(dir, name));

/**
 * The Bengali file's weight axis is cut to the range scripts/generate-bengali-font.sh names, and its
 * @font-face rules say so. A weight outside that range would be drawn at the range's end on phones
 * without the installed face: widen the script's range (and make the file again) first.
 */
it('draws text only at weights the Bengali font file holds', () => {
  const script = readFileSync(join(process.cwd(), 'scripts', 'generate-bengali-font.sh'), 'utf8');
  const axis = /'wght': \((\d+), (\d+)\)/.exec(script);
  expect(axis).not.toBeNull();
  const [low, high] = [Number(axis![1]), Number(axis![2])];
  const ranges = [...globalsCss.matchAll(/font-weight:\s*(\d+)\s+(\d+);/g)].map((m) => [Number(m[1]), Number(m[2])]);
  expect(ranges.length).toBeGreaterThan(0);
  expect(Math.min(...ranges.map(([from]) => from!))).toBe(low);
  expect(Math.max(...ranges.map(([, to]) => to!))).toBe(high);
  const root = process.cwd();
  const weights = cssFiles(join(root, 'app'))
    .concat(cssFiles(join(root, 'components')))
    .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/font-weight:\s*([^;}]+)/g)].map((m) => (m[1] ?? '').trim()))
    .filter((value) => !/^\d+\s+\d+$/.test(value) && value !== 'inherit');
  expect(weights.length).toBeGreaterThan(0);
  for (const weight of weights) {
    const value = { normal: 400, bold: 700 }[weight] ?? Number(weight);
    expect({ weight, inRange: value >= low && value <= high }).toEqual({ weight, inRange: true });
  }
});
