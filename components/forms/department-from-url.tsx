'use client';

import { useEffect } from 'react';
import { useSearchParams } from 'next/navigation';

/**
 * Reads ?department=<id> (the Apply links of a department's page and of the scholarship calculator). It sits in its own
 * <Suspense> so the admission page itself stays prerendered; it renders nothing.
 */
export function DepartmentFromUrl({ onDepartment }: { onDepartment: (id: string) => void }) {
  const id = useSearchParams().get('department');
  useEffect(() => {
    if (id && /^\d{1,9}$/.test(id)) onDepartment(id);
  }, [id, onDepartment]);
  return null;
}
