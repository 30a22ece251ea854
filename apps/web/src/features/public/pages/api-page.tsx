import { CallToAction, PageIntro, PageSection } from '../components/page-parts.tsx';
import { API_GROUPS, API_OFFERS } from '../content/api.ts';

const linkClass = 'font-semibold text-primary underline';

/**
 * Spec §2 /api: what the API offers partners and fleets (the price API, the pump API, CO2 exports), how to
 * call it, every endpoint, and the OpenAPI document with its interactive reference at /api/docs.
 */
export function ApiPage() {
  return (
    <div>
      <PageIntro
        path="/api"
        eyebrow="Voor ontwikkelaars"
        heading="De FuelLinq-API voor partners en wagenparken"
        actions={
          <>
            <a className={linkClass} href="/api/docs">
              Interactieve API-referentie
            </a>
            <a className={linkClass} href="/api/openapi.json">
              OpenAPI-document (JSON)
            </a>
          </>
        }
      >
        Koppel je kassasysteem, je pompen of je administratie aan FuelLinq. Alles wat de app doet, kan ook via
        de JSON-API: dezelfde regels, dezelfde Nederlandse foutmeldingen.
      </PageIntro>

      <PageSection id="api-offers" title="Wat de API biedt">
        <div className="grid gap-4 lg:grid-cols-3">
          {API_OFFERS.map((offer) => (
            <section key={offer.title} aria-labelledby={`api-${offer.id}`} className="card flex flex-col p-5">
              <h3 id={`api-${offer.id}`} className="text-lg font-bold">
                {offer.title}
              </h3>
              <p className="mt-1 text-sm text-muted">{offer.audience}</p>
              <p className="mt-3">{offer.text}</p>
              <ul className="mt-3 space-y-1 font-mono text-sm break-all">
                {offer.paths.map((path) => (
                  <li key={path}>{path}</li>
                ))}
              </ul>
              {/* Long lines wrap: a box that scrolls sideways would have to take keyboard focus. */}
              <pre className="mt-4 rounded-brand bg-card-bg p-3 text-xs break-all whitespace-pre-wrap text-card-text">
                <code>{offer.example}</code>
              </pre>
            </section>
          ))}
        </div>
      </PageSection>

      <PageSection id="api-basics" title="Goed om te weten">
        <ul className="max-w-3xl list-disc space-y-2 pl-6">
          <li>
            Je logt in met <code>POST /api/auth/login</code> en stuurt het token mee als{' '}
            <code>Authorization: Bearer …</code>. Partnerroutes vragen een account met de rol partner; de pomp
            gebruikt in plaats daarvan een eigen API-sleutel in <code>X-Api-Key</code>.
          </li>
          <li>
            Elke fout is JSON: <code>{'{ error, message, issues?, requestId }'}</code>, met een code voor je
            software, een Nederlandse tekst voor mensen en per veld wat er mis is.
          </li>
          <li>
            Verzoeken die geld of punten verplaatsen nemen een <code>Idempotency-Key</code>: nog een keer
            sturen is veilig, er wordt niets dubbel geboekt.
          </li>
          <li>
            Prijzen zijn euro per liter met drie decimalen (<code>1.979</code>); bedragen zijn hele centen.
          </li>
        </ul>
      </PageSection>

      <PageSection id="api-endpoints" title="Alle endpoints">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {API_GROUPS.map((group) => (
            <div key={group.title} className="card p-4">
              <h3 className="mb-2 font-semibold">{group.title}</h3>
              <ul className="space-y-1 font-mono text-sm break-all">
                {group.paths.map((path) => (
                  <li key={path}>{path}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </PageSection>

      <CallToAction
        title="Een koppeling bouwen?"
        primary={{ to: '/demo?audience=partner', label: 'Zo werkt het voor tankstations' }}
      >
        Partner worden of een testaccount voor je kassasysteem nodig? Laat het ons weten; we antwoorden binnen
        1–2 werkdagen.
      </CallToAction>
    </div>
  );
}
