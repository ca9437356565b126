/**
 * @jest-environment @cards/testing/jsdom-environment
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from '@jest/globals';
import { Dropdown } from './dropdown';

const options = [
  { value: 1, label: 'Warm' },
  { value: 2, label: 'Cheeky' },
  { value: 3, label: 'Formal' },
];

function Harness({ multiple = false, loading = false, initial = [] as number[] }) {
  const [value, setValue] = useState<number[]>(initial);
  return (
    <>
      <Dropdown label="Tone" options={options} value={value} onChange={setValue} multiple={multiple} loading={loading} />
      <output data-testid="value">{value.join(',')}</output>
    </>
  );
}

afterEach(cleanup);

describe('the dropdown', () => {
  it('when the filter matches nothing, then it says "Sorry, no matching options."', () => {
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Tone' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'zzz' } });
    expect(screen.getByText('Sorry, no matching options.')).toBeTruthy();
  });

  it('when options are loading, then it says "Loading..."', () => {
    render(<Harness loading />);
    fireEvent.focus(screen.getByRole('combobox', { name: 'Tone' }));
    expect(screen.getByText('Loading...')).toBeTruthy();
  });

  it('when an option is chosen by keyboard, then it is selected', () => {
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Tone' });
    fireEvent.focus(input);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByTestId('value').textContent).toBe('2');
  });

  it('when several are selected, then each has a "Deselect {label}" button and "Clear Selected" empties it', () => {
    render(<Harness multiple initial={[1, 3]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Deselect Warm' }));
    expect(screen.getByTestId('value').textContent).toBe('3');
    fireEvent.click(screen.getByRole('button', { name: 'Clear Selected' }));
    expect(screen.getByTestId('value').textContent).toBe('');
  });
});
