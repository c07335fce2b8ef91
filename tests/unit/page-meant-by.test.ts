// next-intl ships ES modules only; routing.ts needs nothing of it but the config it passes through.
jest.mock('next-intl/routing', () => ({ defineRouting: (config: unknown) => config }));

import { pageMeantBy } from '@/lib/site/page-meant-by';

const meant = (pathname: string) => {
  const address = pageMeantBy(pathname);
  return address && `${address.prefixed ? `${address.locale}:` : ''}${address.path}`;
};

describe('the page an unknown address was meant for', () => {
  it('is the page written in capitals', () => {
    expect(meant('/Notice')).toBe('/notice');
    expect(meant('/BN/Admission/Tuition-Fees')).toBe('bn:/admission/tuition-fees');
    expect(meant('/Career/Jobs-Board/12')).toBe('/career/jobs-board/12');
  });

  it('is the page copied out of a sentence with its punctuation, in English or Bengali', () => {
    expect(meant('/admission.')).toBe('/admission');
    expect(meant('/notice,')).toBe('/notice');
    expect(meant('/notice).')).toBe('/notice');
    expect(meant('/admission/prospectus%22')).toBe('/admission/prospectus');
    expect(meant('/admission/scholarship%E2%80%9D')).toBe('/admission/scholarship');
    expect(meant('/bn/notice%E0%A5%A4')).toBe('bn:/notice');
    expect(meant('/bn/admission%20%E0%A5%A4')).toBe('bn:/admission');
    expect(meant('/bn.')).toBe('bn:/');
    expect(meant('/career/jobs-board/12.')).toBe('/career/jobs-board/12');
    expect(meant('/department-details/3!')).toBe('/department-details/3');
  });

  it('is none for an address that names no page of the site', () => {
    for (const pathname of ['/nothing-here', '/notice.php', '/index.html', '/notice/x.', '/department-details/%25', '/%E0%A4', '/notice%ZZ']) {
      expect([pathname, pageMeantBy(pathname)]).toEqual([pathname, null]);
    }
  });
});
