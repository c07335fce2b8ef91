import type { Migration } from '../migrate';
import { DEMO_DEPARTMENTS, DEMO_NOTICES, demoPath } from '@/lib/institute/embedded/demo-content';

/**
 * A Bengali version of a document beside the English one: `notices.url_bn` and
 * `department_images.path_bn` (null: the document exists in English only). The embedded service
 * answers a Bengali page with the Bengali path when there is one, and says which language it sent
 * (url_lang, image_lang: lib/institute/embedded/repository.ts).
 *
 * A database seeded before this version has the demo's notices and course-structure images without
 * their Bengali versions: rows still pointing at the demo's own English file get the Bengali one
 * beside it, as a fresh seed would (lib/institute/embedded/seed.ts). Rows an institute added or
 * changed are left alone.
 */
export const documentLanguages: Migration = {
  version: 4,
  name: 'document-languages',
  async up(tx) {
    await tx.exec(`
      ALTER TABLE notices ADD COLUMN url_bn TEXT;
      ALTER TABLE department_images ADD COLUMN path_bn TEXT;
    `);
    for (const notice of DEMO_NOTICES) {
      if (!notice.bengaliFile) continue;
      await tx.run('UPDATE notices SET url_bn = ? WHERE slug = ? AND url = ?', [
        demoPath.noticeBn(notice.slug),
        notice.slug,
        demoPath.notice(notice.slug),
      ]);
    }
    for (const department of DEMO_DEPARTMENTS) {
      for (let n = 1; n <= department.courseImages; n += 1) {
        await tx.run('UPDATE department_images SET path_bn = ? WHERE path = ?', [
          demoPath.courseBn(department.slug, n),
          demoPath.course(department.slug, n),
        ]);
      }
    }
  },
};
