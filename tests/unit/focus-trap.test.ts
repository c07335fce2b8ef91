/** @jest-environment jsdom */
import { trapTab } from '@/lib/ui/focus-trap';

// jsdom lays nothing out: every element gets one box, as a drawn one has.
beforeAll(() => {
  jest.spyOn(HTMLElement.prototype, 'getClientRects').mockImplementation(() => [new DOMRect(0, 0, 10, 10)] as unknown as DOMRectList);
});

function panel() {
  document.body.innerHTML = `
    <a href="/before">before</a>
    <div id="panel" tabindex="-1"><p>Text</p><button id="close" style="position: fixed">Close</button><input id="field" /><button id="send">Send</button></div>
    <a href="/after">after</a>`;
  return document.getElementById('panel')!;
}

const tab = (container: HTMLElement, shiftKey = false) => {
  const event = { key: 'Tab', shiftKey, preventDefault: jest.fn() };
  trapTab(event, container);
  return event;
};

describe('trapTab', () => {
  it('wraps from the last control to the first and back, a fixed-position close button included', () => {
    const container = panel();
    document.getElementById('send')!.focus();
    expect(tab(container).preventDefault).toHaveBeenCalled();
    expect(document.activeElement?.id).toBe('close');
    expect(tab(container, true).preventDefault).toHaveBeenCalled();
    expect(document.activeElement?.id).toBe('send');
  });

  it('leaves Tab alone between the first and the last control', () => {
    const container = panel();
    document.getElementById('field')!.focus();
    expect(tab(container).preventDefault).not.toHaveBeenCalled();
  });

  it('brings focus that is on the panel itself or left the panel back into it', () => {
    const container = panel();
    container.focus();
    tab(container, true);
    expect(document.activeElement?.id).toBe('send');
    (document.activeElement as HTMLElement).blur();
    expect(document.activeElement).toBe(document.body);
    tab(container);
    expect(document.activeElement?.id).toBe('close');
  });
});
