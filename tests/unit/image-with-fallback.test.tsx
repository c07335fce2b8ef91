import { fireEvent, render, screen } from '@testing-library/react';
import { ImageWithFallback } from '@/components/lists/image-with-fallback';

jest.mock('next/image', () => ({
  __esModule: true,
  default: (props: Record<string, unknown>) => {
    const { src, alt, sizes, loading, onError } = props;
    const { createElement } = jest.requireActual<typeof import('react')>('react');
    return createElement('img', { src, alt, sizes, loading, onError });
  },
}));

describe('ImageWithFallback', () => {
  it('shows the photo, lazily, while it loads', () => {
    const { container } = render(<ImageWithFallback src="/p.webp" alt="" variant="person" sizes="112px" />);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('src', '/p.webp');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('sizes', '112px');
    expect(container.querySelector('[data-image-fallback]')).toBeNull();
  });

  it('replaces a photo that fails to load with the drawn placeholder', () => {
    const { container } = render(<ImageWithFallback src="/broken.webp" alt="" variant="person" sizes="112px" />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    const placeholder = container.querySelector('[data-image-fallback="person"]')!;
    expect(placeholder).toBeInTheDocument();
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
  });

  it('draws the placeholder at once when there is no photo', () => {
    const { container } = render(<ImageWithFallback src={null} alt="" variant="picture" sizes="50vw" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-image-fallback="picture"]')).toBeInTheDocument();
  });

  it('keeps the description of a meaningful image on its placeholder', () => {
    render(<ImageWithFallback src={null} alt="Programming Lab" variant="picture" sizes="50vw" />);
    expect(screen.getByRole('img', { name: 'Programming Lab' })).toHaveAttribute('data-image-fallback', 'picture');
  });

  it('tries again when it is given another photo', () => {
    const { container, rerender } = render(<ImageWithFallback src="/broken.webp" alt="" variant="person" sizes="112px" />);
    fireEvent.error(container.querySelector('img')!);
    rerender(<ImageWithFallback src="/other.webp" alt="" variant="person" sizes="112px" />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/other.webp');
  });
});
