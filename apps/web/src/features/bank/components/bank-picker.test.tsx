import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { bankOptions } from '../../../test/wallet-fixtures.ts';
import { BankPicker } from './bank-picker.tsx';

function Picker({ initial = null }: { initial?: string | null }) {
  const [selected, setSelected] = useState<string | null>(initial);
  return (
    <>
      <BankPicker banks={bankOptions} selected={selected} onSelect={setSelected} />
      <p data-testid="chosen">{selected ?? 'geen'}</p>
    </>
  );
}

const names = () =>
  screen.getAllByRole('option').map((option) => option.textContent?.replace('✓', '').trim());

describe('the bank picker', () => {
  it('lists the eight banks with their logos', () => {
    render(<Picker />);
    expect(names()).toEqual([
      'ABN AMRO',
      'ING',
      'Rabobank',
      'SNS',
      'bunq',
      'Knab',
      'Triodos Bank',
      'RegioBank',
    ]);
    expect(screen.getByRole('listbox', { name: 'Banken' }).querySelectorAll('img')).toHaveLength(8);
  });

  it('searches case-insensitively on id or name, and says when nothing matches', async () => {
    render(<Picker />);
    const search = screen.getByLabelText('Zoek je bank');
    await userEvent.type(search, 'BANK');
    expect(names()).toEqual(['Rabobank', 'Triodos Bank', 'RegioBank']);
    await userEvent.clear(search);
    await userEvent.type(search, 'triod');
    expect(names()).toEqual(['Triodos Bank']);
    await userEvent.clear(search);
    await userEvent.type(search, 'Revolut');
    expect(screen.getByRole('status')).toHaveTextContent('Geen resultaten voor "Revolut".');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('works with the keyboard: ArrowDown into the list, arrows to move, Enter to choose', async () => {
    render(<Picker />);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Zoek je bank'));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'ABN AMRO' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Rabobank' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('chosen')).toHaveTextContent('rabo');
    expect(screen.getByRole('option', { name: 'Rabobank' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End} ');
    expect(screen.getByTestId('chosen')).toHaveTextContent('regio');
    await user.keyboard('{Home}');
    expect(screen.getByRole('option', { name: 'ABN AMRO' })).toHaveFocus();
  });

  it('chooses the only result with Enter in the search box, and by click', async () => {
    render(<Picker />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Zoek je bank'), 'knab{Enter}');
    expect(screen.getByTestId('chosen')).toHaveTextContent('knab');
    await user.clear(screen.getByLabelText('Zoek je bank'));
    await user.click(screen.getByRole('option', { name: 'bunq' }));
    expect(screen.getByTestId('chosen')).toHaveTextContent('bunq');
  });

  it('keeps one tab stop in the list: the chosen bank', () => {
    render(<Picker initial="sns" />);
    const tabbable = screen.getAllByRole('option').filter((option) => option.tabIndex === 0);
    expect(tabbable.map((option) => option.textContent)).toEqual(['SNS✓']);
  });
});
