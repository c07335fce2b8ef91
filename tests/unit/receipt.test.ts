import { parseReceipt } from '@/lib/forms/receipt';

const receipt = { reference: 'ADM-2026-000007', name: 'Rafiqul Islam', departmentId: 2, department: 'Civil Technology', mobile: '01712345678', sentAt: 1_790_000_000_000 };

describe('parseReceipt', () => {
  it('reads back what was stored, with or without a reference', () => {
    expect(parseReceipt(JSON.stringify(receipt))).toEqual(receipt);
    expect(parseReceipt(JSON.stringify({ ...receipt, reference: null }))).toEqual({ ...receipt, reference: null });
  });

  it('takes nothing that is not a receipt: no entry, broken JSON, a missing or mistyped field', () => {
    for (const stored of [null, '', '{', 'null', '42', '[]', JSON.stringify({ ...receipt, name: 7 }), JSON.stringify({ ...receipt, sentAt: 'today' }), JSON.stringify({ ...receipt, reference: 5 })]) {
      expect([stored, parseReceipt(stored)]).toEqual([stored, null]);
    }
    const withoutMobile: Partial<typeof receipt> = { ...receipt };
    delete withoutMobile.mobile;
    expect(parseReceipt(JSON.stringify(withoutMobile))).toBeNull();
  });
});
