import { isPdf } from '@/lib/files/file-kind';

describe('isPdf', () => {
  it('knows a PDF by its path, whatever the case, query or fragment', () => {
    expect(isPdf('/files/notices/exam.pdf')).toBe(true);
    expect(isPdf('https://institute.example/Circular.PDF?v=2#page=3')).toBe(true);
    expect(isPdf('/files/jobs/job.pdf.html')).toBe(false);
    expect(isPdf('https://jobs.example/apply?file=x.pdf')).toBe(false);
    expect(isPdf('mailto:hr@example.com')).toBe(false);
  });
});
