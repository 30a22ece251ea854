import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion } from './accordion.tsx';

const items = [
  { id: 'kosten', title: 'Wat kost het?', content: 'Eerste maand gratis.' },
  { id: 'borg', title: 'Is er een borg?', content: 'Nee, nooit.' },
  { id: 'pas', title: 'Waar staat mijn pas?', content: 'In je wallet.' },
];

describe('Accordion', () => {
  it('ties each header button to its panel with aria-expanded and aria-controls', async () => {
    render(<Accordion items={items} />);
    const button = screen.getByRole('button', { name: 'Wat kost het?' });
    expect(button.closest('h3')).not.toBeNull();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panel).not.toBeVisible();
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Wat kost het?' })).toHaveTextContent('Eerste maand gratis.');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('opens and closes with Enter and Space, and moves between headers with the arrow keys, Home and End', async () => {
    render(<Accordion items={items} headingLevel={2} />);
    const [first, second, third] = screen.getAllByRole('button');
    await userEvent.tab();
    expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    // Several panels may be open at once.
    expect(screen.getAllByRole('region')).toHaveLength(2);
    await userEvent.keyboard('{End}');
    expect(third).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(third).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(first!.closest('h2')).not.toBeNull();
  });
});
