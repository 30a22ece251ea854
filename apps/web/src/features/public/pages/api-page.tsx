import { PageHeader } from '../../../components/ui/page-header.tsx';

const groups = [
  {
    title: 'Accounts',
    paths: ['POST /api/auth/register', 'POST /api/auth/login', 'POST /api/auth/logout', 'GET /me'],
  },
  { title: 'Wachtwoord', paths: ['POST /api/auth/forgot', 'POST /api/auth/reset'] },
  {
    title: 'Tankstations',
    paths: [
      'GET /api/partner/public/stations',
      'GET /api/stations/search',
      'GET /api/stations/{id}',
      'GET /api/stations/{id}/prices/history',
    ],
  },
  {
    title: 'Partners',
    paths: [
      'GET /api/partner/stations',
      'PUT /api/partner/prices',
      'GET /api/partner/offers',
      'GET /api/partner/settings',
    ],
  },
  {
    title: 'Bank en passen',
    paths: ['GET /api/bank/options', 'POST /api/bank/link', 'GET /api/cards', 'POST /api/cards/select'],
  },
  {
    title: 'Wallet',
    paths: ['POST /api/wallet/pass', 'POST /api/wallet/apple/{id}', 'POST /api/wallet/google/{id}'],
  },
  {
    title: 'Voertuigen',
    paths: ['GET /api/rdw/lookup', 'GET /api/vehicles', 'POST /api/co2/odometer', 'POST /api/co2/fuel'],
  },
  {
    title: 'CO2',
    paths: ['GET /api/co2/report', 'GET /api/co2/summary', 'GET /api/co2/preview', 'GET /api/co2/wpm'],
  },
  { title: 'Systeem', paths: ['GET /api/health', 'GET /api/config'] },
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
