import { dhakaDate } from '@/lib/site/clock';

/** An application's reference, which the applicant can quote: ADM-{year in Dhaka}-{id, 6 digits}. */
export function applicationReference(id: number, createdAt: Date): string {
  return `ADM-${dhakaDate(createdAt).slice(0, 4)}-${String(id).padStart(6, '0')}`;
}

export const REFERENCE_PATTERN = /^ADM-\d{4}-\d{6,}$/;
