/**
 * The demo files the seed points at: every one exists, images have the intended sizes and stay
 * small, PDFs are structurally valid (header, cross-reference offsets, trailer).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import sharp from 'sharp';
import {
  DEMO_ACADEMIC_PROGRESS,
  DEMO_DEPARTMENTS,
  DEMO_FACULTY,
  DEMO_JOBS,
  DEMO_LABS,
  DEMO_MAGAZINES,
  DEMO_NOTICES,
  DEMO_PARTNERS,
  DEMO_SUCCESS_STORIES,
  DEMO_TOP_PERFORMERS,
  DEMO_VIDEO_STORIES,
  demoPath,
} from '@/lib/institute/embedded/demo-content';

const PUBLIC = join(__dirname, '..', '..', 'public');

const images: [string, number, number][] = [
  ...DEMO_DEPARTMENTS.map((d) => [demoPath.department(d.slug), 800, 500] as [string, number, number]),
  ...DEMO_DEPARTMENTS.flatMap((d) => Array.from({ length: d.courseImages }, (_, i) => [demoPath.course(d.slug, i + 1), 1000, 700] as [string, number, number])),
  ...DEMO_DEPARTMENTS.flatMap((d) => Array.from({ length: d.courseImages }, (_, i) => [demoPath.courseBn(d.slug, i + 1), 1000, 700] as [string, number, number])),
  ...DEMO_ACADEMIC_PROGRESS.map((p) => [demoPath.progress(p.slug), 800, 500] as [string, number, number]),
  ...DEMO_LABS.map((l) => [demoPath.lab(l.slug), 800, 500] as [string, number, number]),
  ...DEMO_PARTNERS.map((p) => [demoPath.partner(p.slug), 320, 160] as [string, number, number]),
  ...[...DEMO_FACULTY.filter((f) => f.picture), ...DEMO_TOP_PERFORMERS, ...DEMO_SUCCESS_STORIES, ...DEMO_VIDEO_STORIES].map(
    (p) => [demoPath.person(p.slug), 256, 256] as [string, number, number],
  ),
];

const pdfs = [
  ...DEMO_NOTICES.map((n) => demoPath.notice(n.slug)),
  ...DEMO_NOTICES.filter((n) => n.bengaliFile).map((n) => demoPath.noticeBn(n.slug)),
  ...DEMO_JOBS.map((j) => demoPath.job(j.slug)),
  ...DEMO_MAGAZINES.map((m) => demoPath.magazine(m.slug)),
];

it.each(images)('%s is a %dx%d WebP image', async (path, width, height) => {
  const meta = await sharp(join(PUBLIC, path)).metadata();
  expect(meta).toMatchObject({ format: 'webp', width, height });
});

it.each(pdfs)('%s is a valid PDF', (path) => {
  const bytes = readFileSync(join(PUBLIC, path));
  const text = bytes.toString('latin1');
  expect(text.startsWith('%PDF-1.')).toBe(true);
  expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  const startxref = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 4)).toBe('xref');
  const [, first, count] = /^xref\s+(\d+) (\d+)/.exec(text.slice(startxref))!.map(Number) as [string, number, number];
  expect(first).toBe(0);
  const entries = text.slice(startxref).split('\n').slice(2, 2 + count);
  entries.slice(1).forEach((entry, i) => {
    const offset = Number(entry.slice(0, 10));
    expect(text.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true);
  });
  expect(text).toMatch(/\/Type \/Catalog/);
  expect(text).toMatch(/\/Count [1-9]/);
});

it('has a video embed page for every video story', () => {
  for (const s of DEMO_VIDEO_STORIES) {
    const html = readFileSync(join(PUBLIC, demoPath.video(s.slug)), 'utf8');
    expect(html).toContain(s.name.en);
    expect(html).toContain(`/${demoPath.person(s.slug)}`);
  }
});

it('keeps the committed demo images small: no file over 60 KB, all together under 3 MB', () => {
  const files: string[] = [];
  const walk = (dir: string) =>
    readdirSync(dir, { withFileTypes: true }).forEach((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : files.push(join(dir, entry.name)),
    );
  walk(join(PUBLIC, 'images', 'demo'));
  const sizes = files.map((file) => [relative(PUBLIC, file), statSync(file).size] as const);
  expect(sizes.filter(([, size]) => size > 60 * 1024)).toEqual([]);
  expect(sizes.reduce((sum, [, size]) => sum + size, 0)).toBeLessThan(3 * 1024 * 1024);
  // Nothing on disk that the demo content does not use.
  expect(sizes.map(([path]) => path).sort()).toEqual(images.map(([path]) => path).sort());
});
