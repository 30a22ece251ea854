import { Badge } from '../../../components/ui/badge.tsx';
import { CallToAction, CardGrid, PageIntro, PageSection } from '../components/page-parts.tsx';

/** Spec §9: the EU page's demo figures, shown as such. */
const demoFigures = [
  { value: '72 %', label: 'EV-aandeel', detail: 'van de voertuigen rijdt elektrisch' },
  { value: '33 %', label: 'Brandstof', detail: 'van het mobiliteitsbudget gaat nog naar brandstof' },
  { value: '€ 1.240', label: 'Bespaard', detail: 'dit jaar, door goedkoper tanken en laden' },
  { value: '−12 %', label: 'Trend CO2', detail: 'uitstoot ten opzichte van vorig jaar' },
];

const agenda = [
  {
    title: 'De Green Deal',
    text: 'Europa wil in 2050 klimaatneutraal zijn en in 2030 al 55 % minder uitstoten dan in 1990. Verkeer is een van de grootste bronnen, dus wagenparken tellen mee.',
  },
  {
    title: 'CSRD: duurzaamheidsverslag',
    text: 'Grote bedrijven rapporteren over hun uitstoot, ook die van het eigen wagenpark (scope 1) en zakelijke reizen. Dat vraagt om cijfers die een accountant kan controleren.',
  },
  {
    title: 'WPM: werkgebonden personenmobiliteit',
    text: 'Nederlandse werkgevers met 100 of meer werknemers rapporteren elk jaar voor 30 juni de zakelijke en woon-werkkilometers van het jaar ervoor, per vervoermiddel en brandstof.',
  },
  {
    title: 'De Europese digitale identiteitswallet',
    text: 'Met eIDAS 2.0 krijgt iedere Europeaan een digitale identiteitswallet. Je bewijst daarmee wie je bent en deelt gegevens, zonder meer prijs te geven dan nodig.',
  },
  {
    title: 'Naar uitstootvrij rijden',
    text: 'De Europese normen voor nieuwe auto’s gaan richting nul uitstoot in 2035, en fossiele brandstof wordt duurder door emissiehandel. Wie nu meet, kan de overstap plannen.',
  },
];

/** /eu-agenda: what the European climate rules mean for a fleet, with the spec's demo figures. */
export function EuAgendaPage() {
  return (
    <div>
      <PageIntro
        path="/eu-agenda"
        eyebrow="EU Agenda"
        heading="Wat de Europese klimaatregels betekenen voor jouw wagenpark"
      >
        Nieuwe regels vragen om inzicht in de uitstoot van je mobiliteit. FuelLinq haalt dat inzicht uit je
        tankbeurten, zodat rapporteren geen extra werk wordt.
      </PageIntro>

      <section aria-labelledby="demo-figures-title" className="card p-6">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="demo-figures-title" className="text-xl font-bold">
            Een wagenpark in cijfers
          </h2>
          <Badge tone="warning">Demo-cijfers</Badge>
        </div>
        <p className="mt-1 text-sm text-muted">
          Voorbeeldcijfers van een fictief wagenpark, om te laten zien wat je dashboard toont. Het zijn geen
          echte gegevens.
        </p>
        <dl className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {demoFigures.map((figure) => (
            <div key={figure.label} className="rounded-brand border border-border p-4">
              <dt className="text-sm font-semibold text-muted">{figure.label}</dt>
              <dd className="mt-1 text-3xl font-extrabold">{figure.value}</dd>
              <dd className="mt-1 text-sm text-muted">{figure.detail}</dd>
            </div>
          ))}
        </dl>
      </section>

      <PageSection id="eu-agenda-rules" title="De agenda">
        <CardGrid items={agenda} />
      </PageSection>

      <CallToAction
        title="Klaar voor de rapportage?"
        primary={{ to: '/greendeal', label: 'Lees over de Green Deal' }}
      >
        Zie hoe FuelLinq je CO2-rapport en je WPM-opgave maakt, of vraag ons wat het voor jouw bedrijf
        betekent.
      </CallToAction>
    </div>
  );
}
