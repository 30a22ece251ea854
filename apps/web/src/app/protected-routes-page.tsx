import { ResponsiveTable } from '../components/ui/responsive-table.tsx';
import { PageHeader } from '../components/ui/page-header.tsx';
import { REQUIREMENTS, routeAccess, type RouteAccess } from './route-access.ts';
import { routes } from './router.tsx';

function who(access: RouteAccess): string {
  if (access.requires.length === 0) return 'Iedereen';
  const strictest = access.requires.at(-1)!;
  return strictest === 'login' ? 'Ingelogd (elke rol)' : `${REQUIREMENTS[strictest].label} (ingelogd)`;
}

function otherwise(access: RouteAccess): string {
  return access.requires.length ? REQUIREMENTS[access.requires.at(-1)!].otherwise : '–';
}

/**
 * /app/protected-routes: which route needs which role, from the router's own table and guards
 * (route-access.ts). The browser's check is for the user's convenience; the server checks every partner and
 * admin call again.
 */
export function ProtectedRoutesPage() {
  const table = routeAccess(routes);
  const guarded = table.filter((access) => access.requires.length > 0);
  return (
    <section>
      <PageHeader
        title="Protected Routes"
        intro={`${guarded.length} van de ${table.length} routes vragen een login of een rol. Deze lijst komt rechtstreeks uit de routetabel van de app. De server controleert de rol bij elke partner- en admin-aanvraag opnieuw.`}
      />
      <div className="card p-5">
        <ResponsiveTable
          caption="Routes en wie ze mag openen"
          plain
          items={table}
          rowKey={(access) => access.path}
          columns={[
            {
              key: 'route',
              label: 'Route',
              rowHeader: true,
              className: 'font-mono font-normal break-all',
              phone: 'title',
              cell: (access) => (
                <>
                  {access.path === '*' ? '* (elk ander pad)' : access.path}
                  {access.redirectTo ? (
                    <span className="block font-sans text-xs text-muted">
                      verwijst door naar {access.redirectTo}
                    </span>
                  ) : null}
                </>
              ),
            },
            { key: 'who', label: 'Toegang', cell: who },
            { key: 'otherwise', label: 'Anders', cell: otherwise },
          ]}
        />
      </div>
    </section>
  );
}
