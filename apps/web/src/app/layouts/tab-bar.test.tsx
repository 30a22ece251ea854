import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appSidebarGroups, appTabs } from './app-layout.tsx';
import { TabBar } from './tab-bar.tsx';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <TabBar label="Dashboard (tabs)" tabs={appTabs} groups={appSidebarGroups(false)} />
    </MemoryRouter>,
  );
}

describe('the tab bar on a phone', () => {
  it('offers Overzicht, Stations, Nu tanken, Pas and Meer, and marks the current tab', () => {
    renderAt('/app/tanken');
    const tabs = screen.getByRole('navigation', { name: 'Dashboard (tabs)' });
    const names = within(tabs)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(names).toEqual(['Overzicht', 'Stations', 'Nu tanken', 'Pas', 'Meer']);
    expect(within(tabs).getByRole('link', { name: 'Nu tanken' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Overzicht' })).not.toHaveAttribute('aria-current');
  });

  it('opens the rest of the menu as a sheet; Escape closes it and focus returns to Meer', async () => {
    const user = userEvent.setup();
    renderAt('/app');
    const more = screen.getByRole('button', { name: 'Meer' });
    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    const sheet = screen.getByRole('navigation', { name: 'Dashboard (tabs) (meer)' });
    expect(within(sheet).getByRole('link', { name: 'Facturen' })).toHaveAttribute('href', '/app/invoices');
    expect(sheet).toContainElement(document.activeElement as HTMLElement);

    // The browser turns Escape on a modal dialog into its cancel event.
    fireEvent(sheet.closest('dialog')!, new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('navigation', { name: 'Dashboard (tabs) (meer)' })).not.toBeInTheDocument();
    expect(more).toHaveFocus();
    expect(more).toHaveAttribute('aria-expanded', 'false');
  });
});
