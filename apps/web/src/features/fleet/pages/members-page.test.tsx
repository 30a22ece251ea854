import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session.ts';
import { fakeApi, renderRoutes } from '../../../test/render.tsx';
import {
  chooseOrg,
  DRIVER_ID,
  invitation,
  member,
  ORG_ID,
  orgSummary,
  OWNER_ID,
} from '../testing/fleet-fixtures.ts';
import { FleetMembersPage } from './members-page.tsx';

const base = `/api/orgs/${ORG_ID}`;
const owner = member({ user_id: OWNER_ID, name: 'Olga Eigenaar', email: 'olga@example.nl', role: 'owner' });

function render(role: 'owner' | 'manager' | 'accountant' | 'driver' = 'manager', extra = {}) {
  saveSession('tok', 'user', true);
  chooseOrg();
  let members = [owner, member()];
  let invitations = [invitation()];
  const api = fakeApi({
    'GET /api/orgs': { status: 200, body: [orgSummary({ role })] },
    [`GET ${base}/members`]: () => ({ status: 200, body: members }),
    [`GET ${base}/invitations`]: () => ({ status: 200, body: invitations }),
    [`POST ${base}/invitations`]: (body) => {
      const sent = invitation({ id: '00000000-0000-4000-8000-00000000c002', ...(body as object) });
      invitations = [sent, ...invitations];
      return { status: 201, body: sent };
    },
    [`DELETE ${base}/invitations/${invitation().id}`]: () => {
      invitations = invitations.filter((i) => i.id !== invitation().id);
      return { status: 204 };
    },
    [`PUT ${base}/members/${DRIVER_ID}`]: (body) => {
      members = members.map((m) => (m.user_id === DRIVER_ID ? { ...m, ...(body as object) } : m));
      return { status: 200, body: members[1] };
    },
    [`DELETE ${base}/members/${DRIVER_ID}`]: () => {
      members = members.filter((m) => m.user_id !== DRIVER_ID);
      return { status: 204 };
    },
    ...extra,
  });
  vi.stubGlobal('fetch', api.fetch);
  renderRoutes([{ path: '/app/fleet/members', Component: FleetMembersPage }], '/app/fleet/members');
  return api;
}

describe('the members screen', () => {
  it('says which organisation it shows and lists the members with their Dutch role', async () => {
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Leden' })).toBeInTheDocument();
    expect(await screen.findByTestId('org-scope')).toHaveTextContent(
      'Organisatie: Demo Transport B.V. · jij bent wagenparkbeheerder',
    );
    const owners = (await screen.findByRole('rowheader', { name: /Olga Eigenaar/ })).closest('tr')!;
    // A manager cannot change an owner: the role is text, there is no remove button.
    expect(within(owners).getByText('Eigenaar')).toBeInTheDocument();
    expect(within(owners).queryByRole('button')).toBeNull();
  });

  it('invites by e-mail with a role, and revokes an open invitation after a confirmation', async () => {
    const api = render();
    await userEvent.type(await screen.findByLabelText('E-mailadres'), 'chauffeur@example.nl');
    const role = screen.getByLabelText('Rol');
    // Only an owner invites an owner.
    expect(within(role).queryByRole('option', { name: 'Eigenaar' })).toBeNull();
    await userEvent.selectOptions(role, 'accountant');
    await userEvent.click(screen.getByRole('button', { name: 'Uitnodiging versturen' }));
    expect(await screen.findByText('Uitnodiging verstuurd naar chauffeur@example.nl.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      email: 'chauffeur@example.nl',
      role: 'accountant',
    });
    expect(await screen.findByRole('rowheader', { name: 'chauffeur@example.nl' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Intrekken nieuw@example.nl' }));
    const dialog = await screen.findByRole('dialog', { name: 'Uitnodiging intrekken?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Intrekken' }));
    expect(
      await screen.findByText('De uitnodiging voor nieuw@example.nl is ingetrokken.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'nieuw@example.nl' })).toBeNull());
  });

  it('changes a role and removes a member after a confirmation that says the cards are blocked', async () => {
    render();
    await userEvent.selectOptions(await screen.findByLabelText('Rol van Bram Bestuurder'), 'manager');
    expect(await screen.findByText('Bram Bestuurder is nu wagenparkbeheerder.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Verwijderen Bram Bestuurder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lid verwijderen?' });
    expect(dialog).toHaveTextContent('zakelijke passen worden direct geblokkeerd');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    expect(await screen.findByText('Bram Bestuurder is verwijderd.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: /Bram Bestuurder/ })).toBeNull());
  });

  it('shows the server’s Dutch reason when an invitation is refused', async () => {
    render('manager', {
      [`POST ${base}/invitations`]: {
        status: 409,
        body: { error: 'already_member', message: 'Dit e-mailadres is al lid van deze organisatie.' },
      },
    });
    await userEvent.type(await screen.findByLabelText('E-mailadres'), 'bram@example.nl');
    await userEvent.click(screen.getByRole('button', { name: 'Uitnodiging versturen' }));
    expect(
      await screen.findByText('Uitnodigen mislukt: Dit e-mailadres is al lid van deze organisatie.'),
    ).toBeInTheDocument();
  });

  it('shows an accountant the list without invitations or changes, and a driver nothing of it', async () => {
    render('accountant');
    expect(await screen.findByRole('rowheader', { name: /Bram Bestuurder/ })).toBeInTheDocument();
    expect(screen.queryByLabelText('Rol van Bram Bestuurder')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Uitnodiging versturen' })).toBeNull();
  });

  it('tells a driver this is not for their role', async () => {
    render('driver');
    expect(await screen.findByText('Dit is niet voor jouw rol.')).toBeInTheDocument();
  });
});
