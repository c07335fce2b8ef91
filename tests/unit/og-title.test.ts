import { TITLE_MAX_HEIGHT, fittedTitle } from '@/lib/seo/og-image';

describe('the title of a social preview image', () => {
  it('is drawn at its largest size when it is short', async () => {
    const layer = await fittedTitle('Notice Board');
    // One line of 64 px type: about 410 px wide (at 40 px it would be about 255).
    expect(layer.info.width).toBeGreaterThan(380);
    expect(layer.info.height).toBeLessThan(80);
  });

  it('stays in its room above the footer, however long the source made it, in either script', async () => {
    const english = 'Senior Instructor and Head of the Department of Electrical and Electronic Engineering Technology '.repeat(3);
    const bengali = 'ইলেকট্রিক্যাল ও ইলেকট্রনিক ইঞ্জিনিয়ারিং টেকনোলজি বিভাগের প্রধান ও জ্যেষ্ঠ প্রশিক্ষক '.repeat(3);
    for (const title of [english, bengali]) {
      expect((await fittedTitle(title)).info.height).toBeLessThanOrEqual(TITLE_MAX_HEIGHT);
    }
  });
});
