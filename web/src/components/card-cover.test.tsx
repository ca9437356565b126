/**
 * @jest-environment @cards/testing/jsdom-environment
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from '@jest/globals';
import { CardCover, CardCoverProvider, type CoverOf } from './card-cover';

/** Stands in for the cards feature's drawing: says which card it was asked to draw. */
function Drawer({ optionId, cardId, title }: CoverOf) {
  return <p data-testid="drawn">{`${optionId}/${cardId ?? '-'}/${title}`}</p>;
}

/** A controllable IntersectionObserver: `show()` brings every observed element into view. */
class Observer {
  static all: Observer[] = [];
  constructor(private readonly cb: (entries: Array<{ isIntersecting: boolean }>) => void) {
    Observer.all.push(this);
  }
  observe() {}
  disconnect() {}
  show() {
    this.cb([{ isIntersecting: true }]);
  }
}

describe('CardCover', () => {
  afterEach(() => {
    cleanup();
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    Observer.all = [];
  });

  it('when no drawing is provided, then the stand-in shows, named after the card, and no picture is asked of the server', () => {
    const { container } = render(<CardCover optionId={7} cardId={3} title="Birthday card for Rose" />);
    expect(screen.getByRole('img', { name: 'Birthday card for Rose' }).tagName.toLowerCase()).toBe('svg');
    expect(container.querySelector('img')).toBeNull();
  });

  it('when the cover is far from the screen, then the stand-in holds its box, and the card is drawn once it comes near', () => {
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = Observer;
    render(
      <CardCoverProvider drawer={Drawer}>
        <CardCover optionId={7} title="Your card" />
      </CardCoverProvider>,
    );
    expect(screen.queryByTestId('drawn')).toBeNull();
    expect(screen.getByRole('img', { name: 'Your card' })).toBeTruthy();
    act(() => Observer.all.forEach((o) => o.show()));
    expect(screen.getByTestId('drawn').textContent).toBe('7/-/Your card');
  });
});
