import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FacultyFilter } from '@/components/faculty/faculty-filter';

const members = [
  { key: 1, department: 'Computer Science and Technology', node: <p>Tanvir Ahmed</p> },
  { key: 2, department: 'Civil Technology', node: <p>Sharmin Sultana</p> },
  { key: 3, department: 'Computer Science and Technology', node: <p>Nusrat Jahan</p> },
];
const labels = { filter: 'Filter by department', all: 'All', showing: { many: 'Showing {count} of {total} faculty members', one: 'Showing 1 faculty member' } };

describe('FacultyFilter', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it("offers 'All' plus each department as toggle buttons, All pressed", () => {
    render(<FacultyFilter departments={['Computer Science and Technology', 'Civil Technology']} members={members} locale="en" labels={labels} />);
    const group = screen.getByRole('group', { name: 'Filter by department' });
    const chips = within(group).getAllByRole('button');
    expect(chips.map((c) => c.textContent)).toEqual(['All', 'Computer Science and Technology', 'Civil Technology']);
    expect(chips[0]).toHaveAttribute('aria-pressed', 'true');
    expect(chips[1]).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('Showing 3 of 3 faculty members')).toBeInTheDocument();
  });

  it('shows only the chosen department, and everyone again with All', async () => {
    const user = userEvent.setup();
    render(<FacultyFilter departments={['Computer Science and Technology', 'Civil Technology']} members={members} locale="bn" labels={labels} />);
    await user.click(screen.getByRole('button', { name: 'Civil Technology' }));
    expect(screen.getByRole('button', { name: 'Civil Technology' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('Sharmin Sultana')).toBeInTheDocument();
    expect(screen.queryByText('Tanvir Ahmed')).not.toBeInTheDocument();
    // Bengali pages count in Bengali digits.
    expect(screen.getByText('Showing ১ of ৩ faculty members')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it("opens on the department the address names in the other language, and says it in this one", () => {
    window.history.replaceState(null, '', '/bn/facilities/faculty-members?dept=Civil+Technology');
    render(
      <FacultyFilter
        departments={['কম্পিউটার সায়েন্স অ্যান্ড টেকনোলজি', 'সিভিল টেকনোলজি']}
        members={[
          { key: 1, department: 'কম্পিউটার সায়েন্স অ্যান্ড টেকনোলজি', node: <p>তানভীর আহমেদ</p> },
          { key: 2, department: 'সিভিল টেকনোলজি', node: <p>শারমিন সুলতানা</p> },
        ]}
        aliases={{ 'Civil Technology': 'সিভিল টেকনোলজি', 'Computer Science and Technology': 'কম্পিউটার সায়েন্স অ্যান্ড টেকনোলজি' }}
        locale="bn"
        labels={labels}
      />,
    );
    expect(screen.getByRole('button', { name: 'সিভিল টেকনোলজি' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('শারমিন সুলতানা')).toBeInTheDocument();
    expect(screen.queryByText('তানভীর আহমেদ')).not.toBeInTheDocument();
    expect(new URLSearchParams(window.location.search).get('dept')).toBe('সিভিল টেকনোলজি');
  });
});
