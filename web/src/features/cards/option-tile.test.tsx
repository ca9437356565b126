/**
 * @jest-environment @cards/testing/jsdom-environment
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from '@jest/globals';
import { MemoryRouter } from 'react-router';
import type { Card, CardInstance } from '../../api/types';
import { OptionTile } from './option-tile';

afterEach(cleanup);

const card = { id: 3, card_instances: [] } as unknown as Card;
const failed = (over: Partial<CardInstance>) =>
  ({
    id: 9,
    card_id: 3,
    status: 'failed',
    text_status: 'failed',
    image_status: 'ready',
    text: null,
    status_reason: null,
    ...over,
  }) as CardInstance;

describe('an option that could not be made', () => {
  it('when its words failed with a reason, then the tile says what happened and what to do', () => {
    const reason =
      'We could not write words we are happy to print for these details. Reword the notes (or the names) and regenerate this option.';
    render(
      <MemoryRouter>
        <OptionTile card={card} option={failed({ status_reason: reason })} n={0} />
      </MemoryRouter>,
    );
    const tile = screen.getByRole('link', { name: /Option 1/ }).textContent!;
    expect(tile).toContain(reason);
    expect(tile).toContain('Open this option to regenerate its words.');
    expect(tile).not.toMatch(/retried|try again shortly/);
  });

  it('when its picture failed without a stored reason, then the tile still names the part and the way on', () => {
    render(
      <MemoryRouter>
        <OptionTile card={card} option={failed({ text_status: 'ready', image_status: 'failed' })} n={1} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: /Option 2/ }).textContent).toContain(
      'Something went wrong with the picture.Open this option to regenerate its picture.',
    );
  });
});
