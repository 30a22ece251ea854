import {
  accountTypeLabels,
  adminMessages,
  type AdminUser,
  roleLabels,
} from '@fuellinq/domain/admin/admin.contract';
import { ACCOUNT_TYPES, ROLES } from '@fuellinq/domain/auth/user';
import { displayName } from '@fuellinq/domain/auth/user-rules';
import { useQuery } from '@tanstack/react-query';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ResponsiveTable } from '../../../components/ui/responsive-table.tsx';
import { controlClass } from '../../../components/ui/field.tsx';
import { ListView } from '../../../components/ui/list-view.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { EmptyState } from '../../../components/ui/states.tsx';
import { useListState } from '../../../lib/use-list-state.ts';
import { adminUsersQueryOptions, useUpdateUser } from '../api/admin-queries.ts';

const PER_PAGE = 20;
type Status = 'all' | 'active' | 'blocked';
type RoleFilter = '' | AdminUser['role'];

/** /admin/users: find accounts; change role and account type; block and unblock. */
export function AdminUsersPage() {
  const list = useListState<AdminUser, Status, { role: RoleFilter }>({
    status: 'all',
    filters: { role: '' },
  });
  const users = useQuery(
    adminUsersQueryOptions({
      q: list.search,
      status: list.status,
      ...(list.filters.role ? { role: list.filters.role } : {}),
      page: list.page,
      per_page: PER_PAGE,
    }),
  );
  const update = useUpdateUser();
  const change = (
    user: AdminUser,
    body: Parameters<typeof update.mutateAsync>[0]['body'],
    success: string,
    failureHeadline: string,
  ) => list.run(() => update.mutateAsync({ id: user.id, body }), { success, failureHeadline });

  return (
    <section>
      <PageHeader
        title="Gebruikers"
        intro="Zoek accounts, wijzig rol en accounttype, of blokkeer een account: het wordt dan overal direct uitgelogd."
      />
      <ListView
        state={list}
        query={users}
        searchLabel="Zoek op e-mailadres of naam"
        statuses={[
          ['all', 'Alle'],
          ['active', 'Actief'],
          ['blocked', 'Geblokkeerd'],
        ]}
        filters={
          <SelectField
            label="Rol"
            className="mb-4 max-w-xs"
            value={list.filters.role}
            onChange={(event) => list.setFilter('role', event.target.value as RoleFilter)}
          >
            <option value="">Alle rollen</option>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {roleLabels[role]}
              </option>
            ))}
          </SelectField>
        }
        loadingLabel="Gebruikers laden…"
        errorMessage={adminMessages.loadUsersFailed}
        isEmpty={(data) => data.items.length === 0}
        empty={(filtered) => (
          <EmptyState title={filtered ? 'Geen gebruikers gevonden.' : 'Nog geen gebruikers.'}>
            {filtered ? 'Probeer een andere zoekopdracht of rol.' : null}
          </EmptyState>
        )}
        paging={{ perPage: PER_PAGE, total: (data) => data.total }}
        confirm={{
          title: 'Account blokkeren?',
          confirmLabel: 'Blokkeren',
          busy: update.isPending,
          failureHeadline: 'Blokkeren mislukt',
          describe: (user) =>
            `${user.email} wordt overal direct uitgelogd en kan niet meer inloggen tot je het account deblokkeert.`,
          onConfirm: async (user) => {
            await update.mutateAsync({ id: user.id, body: { blocked: true } });
            list.setMessage(`${user.email} is geblokkeerd.`);
          },
        }}
      >
        {(data) => (
          <ResponsiveTable
            caption="Gebruikers"
            dense
            items={data.items}
            rowKey={(user) => user.id}
            columns={[
              {
                key: 'user',
                label: 'Gebruiker',
                rowHeader: true,
                className: 'font-normal',
                phone: 'title',
                cell: (user) => (
                  <>
                    <span className="block font-semibold">{displayName(user)}</span>
                    <span className="block text-muted">{user.email}</span>
                    {user.role === 'partner' ? (
                      <span className="block text-xs text-muted">{user.station_count} stations</span>
                    ) : null}
                  </>
                ),
              },
              {
                key: 'role',
                label: 'Rol',
                cell: (user) => (
                  <>
                    <select
                      aria-label={`Rol van ${user.email}`}
                      className={controlClass}
                      value={user.role}
                      disabled={update.isPending}
                      onChange={(event) => {
                        const role = event.target.value as AdminUser['role'];
                        change(
                          user,
                          { role },
                          `${user.email} is nu ${roleLabels[role].toLowerCase()}.`,
                          'Rol wijzigen mislukt',
                        );
                      }}
                    >
                      {ROLES.map((role) => (
                        <option key={role} value={role}>
                          {roleLabels[role]}
                        </option>
                      ))}
                    </select>
                  </>
                ),
              },
              {
                key: 'account',
                label: 'Accounttype',
                cell: (user) => (
                  <>
                    <select
                      aria-label={`Accounttype van ${user.email}`}
                      className={controlClass}
                      value={user.account_type}
                      disabled={update.isPending}
                      onChange={(event) => {
                        const accountType = event.target.value as AdminUser['account_type'];
                        change(
                          user,
                          { account_type: accountType },
                          `${user.email} is nu ${accountTypeLabels[accountType].toLowerCase()}.`,
                          'Accounttype wijzigen mislukt',
                        );
                      }}
                    >
                      {ACCOUNT_TYPES.map((type) => (
                        <option key={type} value={type}>
                          {accountTypeLabels[type]}
                        </option>
                      ))}
                    </select>
                  </>
                ),
              },
              {
                key: 'status',
                label: 'Status',
                cell: (user) => (
                  <>
                    {user.blocked ? (
                      <Badge tone="danger">Geblokkeerd</Badge>
                    ) : (
                      <Badge tone="success">Actief</Badge>
                    )}
                  </>
                ),
              },
              {
                key: 'actions',
                label: 'Acties',
                hidden: true,
                className: 'text-right whitespace-nowrap',
                phone: 'actions',
                cell: (user) => (
                  <>
                    {user.blocked ? (
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() =>
                          change(
                            user,
                            { blocked: false },
                            `${user.email} is gedeblokkeerd.`,
                            'Deblokkeren mislukt',
                          )
                        }
                      >
                        Deblokkeren<span className="sr-only"> {user.email}</span>
                      </Button>
                    ) : (
                      <Button variant="ghost" size="sm" onClick={() => list.confirm(user)}>
                        Blokkeren<span className="sr-only"> {user.email}</span>
                      </Button>
                    )}
                  </>
                ),
              },
            ]}
          />
        )}
      </ListView>
    </section>
  );
}
