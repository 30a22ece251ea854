import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useOrgContext } from '../api/org-context.ts';

const SEEN = [
  ['Tankstation', 'naam en adres van het station waar je tankte'],
  ['Tijdstip', 'datum en tijd van de tankbeurt'],
  ['Bedrag', 'wat de tankbeurt kostte'],
  ['Liters', 'hoeveel je tankte'],
  ['Kilometerstand', 'als je organisatie daarom vraagt bij het tanken'],
  ['Brandstof', 'welke brandstof je tankte'],
] as const;

const NEVER = [
  'je privéaccount: je privépassen, privétankbeurten, je saldo en je betalingen',
  'je voertuigen en rittenregistratie buiten de organisatie',
  'waar je bent of was: geen locatie, behalve het station van een zakelijke tankbeurt',
  'je punten, beloningen, abonnement en facturen',
];

/**
 * /app/fleet/privacy: "Wat je werkgever ziet" (issue 24 §7). Exactly what managers see of a driver; the
 * page a works council reads before it agrees to the system.
 */
export function EmployerPrivacyPage() {
  const { current } = useOrgContext();
  const employer = current?.name ?? 'je werkgever';
  return (
    <section className="max-w-3xl">
      <PageHeader
        title="Wat je werkgever ziet"
        intro={`Wat ${employer} van jou ziet als je met een zakelijke pas tankt, en wat nooit.`}
      />
      <div className="flex flex-col gap-6">
        <section className="card p-4 sm:p-6" aria-labelledby="wel">
          <h2 id="wel" className="text-lg font-semibold">
            Wel: alleen je zakelijke tankbeurten
          </h2>
          <p className="mt-1 text-sm text-muted">
            Van elke tankbeurt met een pas van de organisatie zien de eigenaren, wagenparkbeheerders en
            boekhouders:
          </p>
          <dl className="mt-3 grid gap-2 sm:grid-cols-[10rem_1fr]">
            {SEEN.map(([term, description]) => (
              <div key={term} className="contents">
                <dt className="font-semibold">{term}</dt>
                <dd className="text-muted">{description}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-3 text-sm text-muted">
            Daarnaast zien zij je naam, je e-mailadres, je rol, je zakelijke passen met hun regels en budget,
            geweigerde zakelijke tankbeurten met de reden, en meldingen voor controle (bijvoorbeeld een
            brandstof die niet bij het voertuig past).
          </p>
        </section>
        <section className="card p-4 sm:p-6" aria-labelledby="nooit">
          <h2 id="nooit" className="text-lg font-semibold">
            Nooit
          </h2>
          <ul className="mt-2 list-disc pl-5 text-muted">
            {NEVER.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
        <section className="card p-4 sm:p-6" aria-labelledby="rechten">
          <h2 id="rechten" className="text-lg font-semibold">
            Je rechten
          </h2>
          <p className="mt-1 text-muted">
            Elke wijziging aan jouw lidmaatschap, passen en budget staat in het auditlog van de organisatie,
            met wie het deed en wanneer. Die wijzigingen zitten ook in de download van je eigen gegevens (Mijn
            gegevens). In Nederland moet de ondernemingsraad instemmen met zo'n systeem; deze pagina
            beschrijft precies wat het vastlegt.
          </p>
        </section>
      </div>
    </section>
  );
}
