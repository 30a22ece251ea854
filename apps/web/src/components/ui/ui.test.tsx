import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { Tabs } from './tabs.tsx';

describe('Tabs', () => {
  function Demo() {
    const [active, setActive] = useState('a');
    return (
      <Tabs
        label="Doelgroep"
        items={[
          { id: 'a', label: 'Bedrijven/Fleet' },
          { id: 'b', label: 'Tankstations/Partners' },
        ]}
        active={active}
        onChange={setActive}
      >
        <p>Paneel {active}</p>
      </Tabs>
    );
  }

  it('switches with the arrow keys and marks the selected tab', async () => {
    render(<Demo />);
    const first = screen.getByRole('tab', { name: 'Bedrijven/Fleet' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    first.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Tankstations/Partners' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Tankstations/Partners' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Paneel b');
    await userEvent.keyboard('{ArrowRight}');
    expect(first).toHaveAttribute('aria-selected', 'true');
  });
});

describe('useDebouncedValue', () => {
  it('passes a value on only after it stopped changing', async () => {
    vi.useFakeTimers();
    function Demo({ value }: { value: string }) {
      return <p>{useDebouncedValue(value, 300)}</p>;
    }
    const { rerender } = render(<Demo value="a" />);
    rerender(<Demo value="am" />);
    await act(() => vi.advanceTimersByTime(200));
    rerender(<Demo value="ams" />);
    await act(() => vi.advanceTimersByTime(200));
    expect(screen.getByText('a')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTime(100));
    expect(screen.getByText('ams')).toBeInTheDocument();
    vi.useRealTimers();
  });
});
