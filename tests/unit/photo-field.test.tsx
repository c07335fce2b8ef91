import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import bn from '@/messages/bn.json';
import { PhotoField } from '@/components/forms/photo-field';
import { photoErrorKey, usePhoto, type PhotoState } from '@/components/forms/use-photo';
import { serverRendered } from './hydrate-from-server';

const photo = (bytes: number) => new File([new Uint8Array(bytes)], 'rafiq.jpg', { type: 'image/jpeg' });

function renderField(state: PhotoState) {
  render(
    <PhotoField
      id="photo"
      state={state}
      canShrink
      locale="bn"
      labels={bn.admissionForm}
      messages={bn.validation}
      showError
      onSelect={jest.fn()}
      onShrink={jest.fn()}
      onRemove={jest.fn()}
    />,
  );
}

describe('PhotoField on a Bengali page', () => {
  test('draws its file box in Bengali, whatever the phone’s language, over the real input', () => {
    renderField({ status: 'empty' });
    expect(screen.getByText(bn.admissionForm.photoChoose)).toBeInTheDocument();
    expect(screen.getByText(bn.admissionForm.photoNone)).toBeInTheDocument();
    // The drawn words are hidden from screen readers, which read the input itself, by its label.
    expect(screen.getByText(bn.admissionForm.photoChoose).closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getByLabelText(bn.admissionForm.photo, { exact: false })).toHaveAttribute('type', 'file');
  });

  test('offers another photo once one is chosen', () => {
    renderField({ status: 'ready', file: photo(40_000), preview: 'blob:photo' });
    expect(screen.getByText(bn.admissionForm.photoChooseAnother)).toBeInTheDocument();
    expect(screen.queryByText(bn.admissionForm.photoNone)).not.toBeInTheDocument();
  });

  test('gives the chosen photo’s size in kilobytes, in Bengali digits', () => {
    // 123,456 bytes is 120.6 KB: rounded up to 121.
    renderField({ status: 'ready', file: photo(123_456), preview: 'blob:photo' });
    expect(screen.getByText('নির্বাচিত ছবি: rafiq.jpg, ১২১ কিলোবাইট')).toBeInTheDocument();
  });

  test('offers to shrink a photo over 500 KB, saying how large it is', () => {
    renderField({ status: 'tooLarge', file: photo(750_000), preview: 'blob:photo' });
    expect(screen.getByText(/^এই ছবির আকার ৭৩৩ কিলোবাইট।/)).toBeInTheDocument();
    expect(screen.getByText(bn.validation.photoTooLarge)).toBeInTheDocument();
  });

  test('never calls a photo over the limit 500 KB: one byte over is 501', () => {
    renderField({ status: 'tooLarge', file: photo(500 * 1024 + 1), preview: 'blob:photo' });
    expect(screen.getByText(/^এই ছবির আকার ৫০১ কিলোবাইট।/)).toBeInTheDocument();
  });

  test('says why a photo within 500 KB cannot be sent (too deep), and offers to remove it', () => {
    renderField({ status: 'badImage', file: photo(300_000), error: 'photoDepth' });
    expect(screen.getByText(bn.validation.photoDepth)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: bn.admissionForm.photoRemove })).toBeInTheDocument();
  });
});

describe('usePhoto', () => {
  /** A PNG's signature and IHDR: 6000 x 6000 at 16 bits per channel, the photo of issue 46. */
  function deepPng(): File {
    const bytes = new Uint8Array(33);
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    new DataView(bytes.buffer).setUint32(16, 6_000);
    new DataView(bytes.buffer).setUint32(20, 6_000);
    bytes[24] = 16;
    bytes[25] = 6;
    return new File([bytes], 'scan.png', { type: 'image/png' });
  }

  test('refuses, before sending, a photo the server would refuse for its size in pixels', async () => {
    // jsdom has no 2D canvas (asked once a photo is chosen, to offer shrinking): none, quietly.
    const noCanvas = jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const { result } = renderHook(() => usePhoto());
    await act(() => result.current.select(deepPng()));
    expect(result.current.state).toMatchObject({ status: 'badImage', error: 'photoDimensions' });
    expect(photoErrorKey(result.current.state)).toBe('photoDimensions');
    noCanvas.mockRestore();
  });
});

describe('PhotoField before the page is interactive', () => {
  test('takes up a photo chosen before hydration, whose change event React never saw', async () => {
    const onSelect = jest.fn();
    const field = (
      <PhotoField
        id="photo"
        state={{ status: 'empty' }}
        canShrink
        locale="en"
        labels={bn.admissionForm}
        messages={bn.validation}
        showError={false}
        onSelect={onSelect}
        onShrink={jest.fn()}
        onRemove={jest.fn()}
      />
    );
    const page = serverRendered(field);
    const input = page.container.querySelector<HTMLInputElement>('input[type="file"]')!;
    const chosen = photo(40_000);
    await userEvent.upload(input, chosen);
    expect(onSelect).not.toHaveBeenCalled();

    await page.hydrate();
    expect(onSelect).toHaveBeenCalledWith(chosen);
    page.cleanup();
  });
});
