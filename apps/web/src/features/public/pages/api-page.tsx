import { PageHeader } from '../../../components/ui/page-header.tsx';

const groups = [
  {
    title: 'Accounts',
    paths: ['POST /api/auth/register', 'POST /api/auth/login', 'POST /api/auth/logout', 'GET /me'],
  },
  { title: 'Wachtwoord', paths: ['POST /api/auth/forgot', 'POST /api/auth/reset'] },
  { title: 'Systeem', paths: ['GET /api/health'] },
];

/** Spec §2 /api: the public overview of the API, with the OpenAPI document and the interactive reference. */
export function ApiPage() {
  return (
    <section className="max-w-3xl">
      <PageHeader
        title="API"
        intro="FuelLinq heeft een open JSON-API. Elke fout komt terug als { error, message } met een Nederlandse tekst."
      />
      <div className="mb-6 flex flex-wrap gap-3">
        <a className="font-semibold text-primary underline" href="/api/docs">
          Interactieve API-referentie
        </a>
        <a className="font-semibold text-primary underline" href="/api/openapi.json">
          OpenAPI-document (JSON)
        </a>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {groups.map((group) => (
          <div key={group.title} className="card p-4">
            <h2 className="mb-2 font-semibold">{group.title}</h2>
            <ul className="space-y-1 font-mono text-sm">
              {group.paths.map((path) => (
                <li key={path}>{path}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
