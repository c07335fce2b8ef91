import { render, screen } from '@testing-library/react';
import en from '@/messages/en.json';
import bn from '@/messages/bn.json';
import { EnglishOnlyTag, englishOnlyLabels } from '@/components/lists/english-only-tag';

const t = (messages: typeof en.common) => (key: 'englishOnly' | 'englishOnlyName') => messages[key];

describe('the English-only marker', () => {
  it('on a Bengali page, beside an English document: ইংরেজিতে, named for screen readers as a document in English', () => {
    render(
      <a href="/files/notices/notice-20.pdf">
        নোটিশ <EnglishOnlyTag language="en" labels={englishOnlyLabels('bn', t(bn.common))} />
      </a>,
    );
    expect(screen.getByText('ইংরেজিতে')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('link')).toHaveAccessibleName('নোটিশ নথিটি ইংরেজিতে');
  });

  it('nothing beside a Bengali document, and nothing at all on an English page', () => {
    const { container } = render(
      <>
        <EnglishOnlyTag language="bn" labels={englishOnlyLabels('bn', t(bn.common))} />
        <EnglishOnlyTag language="en" labels={englishOnlyLabels('en', t(en.common))} />
      </>,
    );
    expect(englishOnlyLabels('en', t(en.common))).toBeUndefined();
    expect(container).toBeEmptyDOMElement();
  });

  it('an unmarked document counts as English', () => {
    render(<EnglishOnlyTag language={undefined} labels={englishOnlyLabels('bn', t(bn.common))} />);
    expect(screen.getByText('ইংরেজিতে')).toBeInTheDocument();
  });
});
