import * as v from 'valibot';
import raw from '@/lib/content/institute.json';
import { directoryOffice, formatPhone, institute, InstituteSchema } from '@/lib/content/institute';
import { localizeDigits } from '@/lib/format/digits';
import { findDepartmentByName } from '@/lib/content/department-match';
import type { Department } from '@/lib/institute/types';

/** A deep copy of the shipped content file, changed by `edit`. */
function variant(edit: (data: typeof raw) => void): unknown {
  const copy = structuredClone(raw);
  edit(copy);
  return copy;
}

function issues(data: unknown): string[] {
  const result = v.safeParse(InstituteSchema, data);
  return result.success ? [] : result.issues.map((issue) => `${v.getDotPath(issue) ?? ''}: ${issue.message}`);
}

describe('the institute content file', () => {
  it('is valid as shipped', () => {
    expect(issues(raw)).toEqual([]);
  });

  it('carries the figures of the spec (section 9)', () => {
    expect(institute.established).toBe(2005);
    expect(institute.facts).toEqual({
      programmeYears: 4,
      semesters: 8,
      technologies: 15,
      labs: 32,
      textbooks: 16000,
      referenceBooks: 2000,
      industryPartners: 100,
    });
  });

  it('has two leaders, each with a long biography in both languages', () => {
    expect(institute.leaders.map((leader) => leader.id)).toEqual(['chairman', 'executive-director']);
    for (const leader of institute.leaders) {
      expect(leader.bio.en.length).toBeGreaterThanOrEqual(2);
      expect(leader.bio.bn).toHaveLength(leader.bio.en.length);
      expect(leader.bio.bn.join(' ')).toMatch(/[\u0980-\u09FF]/);
    }
  });

  it('has the six offices of the directory and the six online services, both statuses among them', () => {
    expect(institute.directory).toHaveLength(6);
    expect(institute.onlineServices).toHaveLength(6);
    const statuses = new Set(institute.onlineServices.map((service) => service.status));
    expect(statuses).toEqual(new Set(['available', 'coming-soon']));
    expect(institute.onlineServices.some((service) => !service.href)).toBe(true);
  });

  it('keeps the admission office in the directory on the number the rest of the site shows', () => {
    const admission = institute.directory.find((office) => office.id === 'admission');
    expect(admission?.phone).toBe(institute.phones[0]!.number);
  });

  it('says the office hours in the top bar as the hours list says them (DESIGN.md section 5)', () => {
    // One part of the line per open row, in order: its days (by their first three letters) and times.
    const parts = institute.officeHoursShort.en.split('·').map((part) => part.trim());
    const open = institute.officeHours.filter((row) => row.hours.en !== 'Closed');
    expect(parts).toHaveLength(open.length);
    open.forEach((row, i) => {
      for (const day of row.days.en.match(/[A-Z][a-z]+day/g)!) expect(parts[i]).toContain(day.slice(0, 3));
      expect(parts[i]).toContain(row.hours.en.replace(/:00/g, ''));
    });
    const closed = institute.officeHours.filter((row) => row.hours.en === 'Closed');
    for (const row of closed) expect(institute.officeHoursShort.en).not.toContain(row.days.en.slice(0, 3));
    expect(institute.officeHoursShort.bn.split('·')).toHaveLength(open.length);
  });

  it('rejects an available service without a link', () => {
    const data = variant((d) => {
      delete (d.onlineServices[0] as { href?: string }).href;
    });
    expect(issues(data).join('\n')).toMatch(/available service needs a link/);
  });

  it('rejects a service linking to a page the site does not have', () => {
    const data = variant((d) => {
      d.onlineServices[0]!.href = '/no-such-page';
    });
    expect(issues(data)).not.toEqual([]);
  });

  it('accepts an external https link for a service', () => {
    const data = variant((d) => {
      (d.onlineServices[4] as { href?: string }).href = 'https://results.example.org/';
    });
    expect(issues(data)).toEqual([]);
  });

  it('rejects an unknown service status', () => {
    const data = variant((d) => {
      d.onlineServices[0]!.status = 'maybe';
    });
    expect(issues(data)).not.toEqual([]);
  });

  it('rejects a leader without a biography, or with an empty Bengali paragraph', () => {
    expect(
      issues(
        variant((d) => {
          delete (d.leaders[0] as { bio?: unknown }).bio;
        }),
      ),
    ).not.toEqual([]);
    expect(
      issues(
        variant((d) => {
          d.leaders[1]!.bio.bn[0] = '';
        }),
      ),
    ).not.toEqual([]);
  });

  it('rejects an office with a phone number not in E.164 or a broken e-mail', () => {
    expect(issues(variant((d) => void (d.directory[2]!.phone = '01700-000012'))).join('\n')).toMatch(/E\.164/);
    expect(issues(variant((d) => void (d.directory[2]!.email = 'academic at example')))).not.toEqual([]);
  });

  it('rejects two offices with the same id', () => {
    const data = variant((d) => {
      d.directory[1]!.id = d.directory[0]!.id;
    });
    expect(issues(data).join('\n')).toMatch(/office ids must be unique/);
  });

  it('rejects a directory without an office that pages send visitors to', () => {
    const data = variant((d) => void (d.directory = d.directory.filter((office) => office.id !== 'career')));
    expect(issues(data).join('\n')).toMatch(/the directory needs the offices admission, career/);
    expect(directoryOffice('career').email).toMatch(/@/);
  });

  it('rejects reading room hours that are missing', () => {
    expect(issues(variant((d) => void (d.library.readingRoomHours = [])))).not.toEqual([]);
  });
});

describe('localizeDigits', () => {
  it('writes a code in Bengali digits on Bengali pages and leaves English alone', () => {
    expect(localizeDigits('53117', 'bn')).toBe('৫৩১১৭');
    expect(localizeDigits('53117', 'en')).toBe('53117');
    expect(localizeDigits('BTEB-0042', 'bn')).toBe('BTEB-০০৪২');
  });
});

describe('findDepartmentByName', () => {
  const department = (id: number, title: string): Department => ({ id, title, description: '', image: null, courseImages: [], courseImageLanguages: [] });
  const list = [
    department(1, 'Computer Science and Technology'),
    department(2, 'Architecture and Interior Design Technology'),
    department(3, 'Landscape Architectures'),
  ];

  it('finds the department whose title has the name as a word, ignoring case', () => {
    expect(findDepartmentByName(list, 'architecture')?.id).toBe(2);
  });

  it('prefers the shortest matching title', () => {
    expect(findDepartmentByName([...list, department(4, 'Architecture')], 'Architecture')?.id).toBe(4);
  });

  it('answers null when no title has the name, or the name is empty', () => {
    expect(findDepartmentByName(list, 'Marine')).toBeNull();
    expect(findDepartmentByName(list, '  ')).toBeNull();
    expect(findDepartmentByName([], 'Architecture')).toBeNull();
  });

  it('treats the name as text, not a pattern', () => {
    expect(findDepartmentByName([department(5, 'C++ Programming')], 'C++')?.id).toBe(5);
    expect(findDepartmentByName(list, '.*')).toBeNull();
  });
});

describe('formatPhone', () => {
  it('writes a Bangladesh number as people do, in the page\'s digits', () => {
    expect(formatPhone('+8801700000001', 'en')).toBe('01700-000001');
    expect(formatPhone('+8801700000001', 'bn')).toBe('০১৭০০-০০০০০১');
  });

  it('leaves a number of another length ungrouped', () => {
    expect(formatPhone('+88041760000', 'en')).toBe('041760000');
    expect(formatPhone('+88041760000', 'bn')).toBe('০৪১৭৬০০০০');
  });
});

describe('the address', () => {
  it('gives the same address whole and in parts, in each language', () => {
    for (const locale of ['en', 'bn'] as const) {
      const { full, streetAddress, locality, postalCode } = institute.address;
      expect(full[locale]).toContain(streetAddress[locale]);
      expect(full[locale]).toContain(locality[locale]);
      // The postcode in the page's digits.
      expect(full[locale]).toContain(locale === 'bn' ? postalCode.replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]!) : postalCode);
    }
  });
});
