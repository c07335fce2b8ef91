import { RECEIPT_LIFETIME_MS, parseReceipt } from '@/lib/forms/receipt';

const receipt = { reference: 'ADM-2026-000007', name: 'Rafiqul Islam', departmentId: 2, department: 'Civil Technology', mobile: '01712345678', sentAt: 1_790_000_000_000 };

describe('parseReceipt', () => {
  it('reads back what was stored, with or without a reference, for its lifetime', () => {
    const now = receipt.sentAt + 60_000;
    expect(parseReceipt(JSON.stringify(receipt), now)).toEqual(receipt);
    expect(parseReceipt(JSON.stringify({ ...receipt, reference: null }), now)).toEqual({ ...receipt, reference: null });
    expect(parseReceipt(JSON.stringify(receipt), receipt.sentAt + RECEIPT_LIFETIME_MS)).toEqual(receipt);
    expect(parseReceipt(JSON.stringify(receipt), receipt.sentAt + RECEIPT_LIFETIME_MS + 1)).toBeNull();
  });

  it('takes nothing that is not a receipt: no entry, broken JSON, a missing or mistyped field', () => {
    for (const stored of [null, '', '{', 'null', '42', '[]', JSON.stringify({ ...receipt, name: 7 }), JSON.stringify({ ...receipt, sentAt: 'today' }), JSON.stringify({ ...receipt, reference: 5 })]) {
      expect([stored, parseReceipt(stored, receipt.sentAt)]).toEqual([stored, null]);
    }
    const withoutMobile: Partial<typeof receipt> = { ...receipt };
    delete withoutMobile.mobile;
    expect(parseReceipt(JSON.stringify(withoutMobile), receipt.sentAt)).toBeNull();
  });
});
