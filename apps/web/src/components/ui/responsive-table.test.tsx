import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { phoneScreen } from '../../test/screen-size.ts';
import { Button } from './button.tsx';
import { type ResponsiveColumn, ResponsiveTable } from './responsive-table.tsx';

interface Refuel {
  id: string;
  date: string;
  station: string;
  liters: string;
  amount: string;
}

const REFUELS: Refuel[] = [
  { id: 'a', date: '3 nov 2026', station: 'Tango Utrecht', liters: '41,20 l', amount: '− € 78,10' },
  { id: 'b', date: '28 okt 2026', station: 'Shell Amersfoort', liters: '38,05 l', amount: '− € 74,35' },
];

function columns(onReceipt: (refuel: Refuel) => void): ResponsiveColumn<Refuel>[] {
  return [
    { key: 'date', label: 'Datum', cell: (refuel) => refuel.date, phone: 'title' },
    { key: 'station', label: 'Station', cell: (refuel) => refuel.station },
    { key: 'liters', label: 'Liters', cell: (refuel) => refuel.liters },
    { key: 'amount', label: 'Bedrag', cell: (refuel) => refuel.amount, phone: 'amount' },
    {
      key: 'receipt',
      label: 'Bon',
      hidden: true,
      phone: 'actions',
      cell: (refuel) => (
        <Button size="sm" onClick={() => onReceipt(refuel)}>
          Bon van {refuel.date}
        </Button>
      ),
    },
  ];
}

describe('ResponsiveTable', () => {
  it('is a table with a header per column on a wide screen', () => {
    render(
      <ResponsiveTable
        caption="Transacties"
        columns={columns(() => {})}
        items={REFUELS}
        rowKey={(r) => r.id}
      />,
    );
    const table = screen.getByRole('table', { name: 'Transacties' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Datum', 'Station', 'Liters', 'Bedrag', 'Bon']);
    const first = within(table).getAllByRole('row')[1]!;
    expect(
      within(first)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['3 nov 2026', 'Tango Utrecht', '41,20 l', '− € 78,10', 'Bon van 3 nov 2026']);
  });

  it('is a card per row on a phone, with the same values, each named, and the same actions', async () => {
    phoneScreen();
    const onReceipt = vi.fn();
    render(
      <ResponsiveTable
        caption="Transacties"
        columns={columns(onReceipt)}
        items={REFUELS}
        rowKey={(r) => r.id}
      />,
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Transacties' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const second = cards[1]!;
    expect(second).toHaveTextContent('Datum: 28 okt 2026');
    expect(second).toHaveTextContent('Bedrag: − € 74,35');
    expect(within(second).getByText('Station').nextSibling).toHaveTextContent('Shell Amersfoort');
    expect(within(second).getByText('Liters').nextSibling).toHaveTextContent('38,05 l');
    await userEvent.click(within(second).getByRole('button', { name: 'Bon van 28 okt 2026' }));
    expect(onReceipt).toHaveBeenCalledWith(REFUELS[1]);
  });
});
