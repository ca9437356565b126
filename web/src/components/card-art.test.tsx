/**
 * @jest-environment @cards/testing/jsdom-environment
 */
import { THUMBNAIL_PLACEHOLDER_WIDTH } from '@cards/card-layout/thumbnail-placeholder';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { CardArt } from './card-art';

const URL_ = 'http://api.test/assets/rendering/thumbnails/7-abc-front.jpg';

/** jsdom loads no pictures: the test says what size arrived. */
function loaded(img: HTMLElement, width: number) {
  Object.defineProperty(img, 'naturalWidth', { value: width, configurable: true });
  fireEvent.load(img);
}

describe('CardArt', () => {
  afterEach(() => {
    cleanup();
    jest.useRealTimers();
  });

  it('when the thumbnail answers its placeholder, then it is asked for again a little later until the picture comes', () => {
    jest.useFakeTimers();
    render(<CardArt src={URL_} title="For Rose" />);
    const img = screen.getByRole('img', { name: 'For Rose' });
    expect(img.getAttribute('src')).toBe(URL_);
    loaded(img, THUMBNAIL_PLACEHOLDER_WIDTH);
    act(() => {
      jest.advanceTimersByTime(2000);
    });
    expect(img.getAttribute('src')).toBe(`${URL_}?attempt=1`);
    loaded(img, 600);
    act(() => {
      jest.advanceTimersByTime(60_000);
    });
    expect(img.getAttribute('src')).toBe(`${URL_}?attempt=1`);
  });

  it('when the picture itself arrives, then it is not loaded again', () => {
    jest.useFakeTimers();
    render(<CardArt src={URL_} title="For Sam" />);
    const img = screen.getByRole('img', { name: 'For Sam' });
    loaded(img, 600);
    act(() => {
      jest.advanceTimersByTime(60_000);
    });
    expect(img.getAttribute('src')).toBe(URL_);
  });
});
