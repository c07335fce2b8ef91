import type { Department } from '@/lib/institute/types';

/**
 * The department whose title contains `name` as a whole word, ignoring case ('Architecture' finds
 * 'Architecture and Interior Design Technology' but not 'Landscape Architectures'); null when none does.
 * The shortest matching title wins, so a department called just 'Architecture' beats a longer one.
 */
export function findDepartmentByName(departments: readonly Department[], name: string): Department | null {
  const escaped = name.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  if (!escaped) return null;
  const pattern = new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}($|[^\\p{L}\\p{N}])`, 'iu');
  const matches = departments.filter((department) => pattern.test(department.title));
  if (matches.length === 0) return null;
  return matches.reduce((best, department) => (department.title.length < best.title.length ? department : best));
}
