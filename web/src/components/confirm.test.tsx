/**
 * @jest-environment @cards/testing/jsdom-environment
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { askToConfirm, ConfirmHost } from './confirm';

beforeAll(() => {
  // jsdom has <dialog> but not its modal methods: open and close it as a browser would.
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & { showModal(): void; close(): void };
  proto.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
afterEach(cleanup);

describe('the shop’s confirm dialog', () => {
  it('when a question is asked, then a named modal dialog shows it with the safe button focused, and going ahead answers yes', async () => {
    render(<ConfirmHost />);
    let answer: Promise<boolean>;
    act(() => {
      answer = askToConfirm({ title: 'Delete this card?', message: 'The card and all its options go.', confirmLabel: 'Delete the card' });
    });
    const dialog = screen.getByRole('dialog', { name: 'Delete this card?' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(dialog.textContent).toContain('The card and all its options go.');
    expect(document.activeElement?.textContent).toBe('Go back');
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Delete the card' })));
    await expect(answer!).resolves.toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('when the customer goes back or presses Escape, then the answer is no; a second question waits for the first', async () => {
    render(<ConfirmHost />);
    let first: Promise<boolean>;
    let second: Promise<boolean>;
    act(() => {
      first = askToConfirm({ title: 'Clear the cart?', confirmLabel: 'Clear' });
      second = askToConfirm({ title: 'Cancel this subscription?', confirmLabel: 'Cancel it', cancelLabel: 'Keep it' });
    });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Go back' })));
    await expect(first!).resolves.toBe(false);
    const next = screen.getByRole('dialog', { name: 'Cancel this subscription?' });
    act(() => fireEvent(next, new Event('cancel', { cancelable: true })));
    await expect(second!).resolves.toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
