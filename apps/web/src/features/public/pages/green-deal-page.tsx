import { ButtonLink } from '../../../components/ui/button.tsx';
import { Co2PreviewCard } from '../components/co2-preview-card.tsx';
import { CallToAction, CardGrid, PageIntro, PageSection, Steps } from '../components/page-parts.tsx';

const pillars = [
  {
    title: 'Realtime CO2-inzicht',
    text: 'Elke tankbeurt met je FuelLinq-pas telt direct mee: liters, brandstof en kilometers worden CO2, per voertuig, bestuurder en maand. Geen spreadsheets aan het eind van het jaar.',
  },
  {
    title: 'Privacy by design',
    text: 'We bewaren alleen wat voor je pas, je facturen en je rapport nodig is. Geen locatie tijdens het rijden, geen verkoop van gegevens; je downloadt of verwijdert je gegevens zelf.',
  },
  {
    title: 'EUDI-wallet compatibel',
    text: 'Je pas staat al in Apple of Google Wallet. We bouwen op dezelfde open standaarden als de Europese digitale identiteitswallet, zodat je straks ook daarmee inlogt en deelt.',
  },
];

const path = [
  {
    title: 'Data activeren',
    text: 'Maak een account, koppel je bankrekening en voeg je voertuigen toe op kenteken: de RDW vult merk, brandstof en WLTP-uitstoot in.',
  },
  {
    title: 'Rapporteren en delen',
    text: 'Kies een periode en methode en download je CO2-rapport als CSV of PDF, of de WPM-opgave voor je werkgever: klaar voor je accountant.',
  },
  {
    title: 'Duurzaam groeien',
    text: 'Zie waar je uitstoot zit, vergelijk maanden en voertuigen, en plan de overstap naar elektrisch of HVO100 met echte cijfers.',
  },
];

const features = [
  {
    title: 'Officiële emissiefactoren',
    text: 'We rekenen met de lijst van CO2emissiefactoren.nl, per jaar geversioneerd, van bron tot wiel (WTW) of van tank tot wiel (TTW).',
  },
  {
    title: 'Drie rekenmethodes',
    text: 'Liters × brandstoffactor, kilometers × WLTP-waarde van het voertuig, of elektrisch per kilometer: het rapport zegt welke is gebruikt.',
  },
  {
    title: 'WPM-opgave',
    text: 'Werkgevers met 100 of meer medewerkers rapporteren zakelijke en woon-werkkilometers. FuelLinq maakt die opgave per KvK-nummer, vervoermiddel en brandstof.',
  },
  {
    title: 'Tanken zonder borg',
    text: 'Je tankt op een prepaid saldo dat je aanvult vanaf je eigen rekening. Er wordt nooit € 150 of meer vastgezet op je bankrekening bij de pomp.',
  },
];

/**
 * What is live and what is planned. A planned step names a year that has not passed: a date in the past for
 * something not delivered would say something that is not so.
 */
const roadmap: { status: 'live' | 'gepland'; year: string; title: string; text: string }[] = [
  {
    status: 'live',
    year: '2026',
    title: 'Realtime CO2-inzicht uit transactiedata',
    text: 'Elke tankbeurt met je pas komt direct in het logboek van je voertuig en telt mee in je CO2-rapport, je WPM-opgave en Inzichten.',
  },
  {
    status: 'live',
    year: '2026',
    title: 'CO2-rapport en WPM-opgave',
    text: 'Per periode als CSV of PDF, met de officiële emissiefactoren: klaar voor je accountant.',
  },
  {
    status: 'gepland',
    year: '2027',
    title: 'Automatische CO2-rapportage',
    text: 'Maandrapporten die zichzelf maken en versturen, per wagenpark en kostenplaats.',
  },
  {
    status: 'gepland',
    year: '2027',
    title: 'EUDI-wallet integratie',
    text: 'Inloggen en gegevens delen met de Europese digitale identiteitswallet.',
  },
  {
    status: 'gepland',
    year: '2028',
    title: 'Koppeling met Data Spaces',
    text: 'Je CO2-gegevens veilig delen via Europese data spaces voor mobiliteit, op jouw voorwaarden.',
  },
  {
    status: 'gepland',
    year: '2030',
    title: 'Net-zero wagenparkcompliance',
    text: 'Inzicht en bewijs dat je wagenpark aan de doelen voor 2030 voldoet.',
  },
];

/** Spec §2 /greendeal: hero, pillars, the three-step path, features, the CO2 preview, the roadmap. */
export function GreenDealPage() {
  return (
    <div>
      <PageIntro
        path="/greendeal"
        eyebrow="EU Green Deal"
        heading="Van tankbon naar CO2-rapport, zonder extra werk"
        actions={
          <>
            <ButtonLink to="/demo?audience=business">Bekijk de demo</ButtonLink>
            <ButtonLink to="/contact" variant="secondary">
              Neem contact op
            </ButtonLink>
          </>
        }
      >
        Europa wil in 2050 klimaatneutraal zijn, en bedrijven moeten laten zien waar ze staan. FuelLinq haalt
        je CO2-uitstoot rechtstreeks uit je tankbeurten: realtime, privacyvriendelijk en klaar voor de
        Europese digitale identiteitswallet.
      </PageIntro>

      <section aria-label="Onze drie pijlers" className="grid gap-4 md:grid-cols-3">
        {pillars.map((pillar) => (
          <div key={pillar.title} className="card p-6">
            <h2 className="text-lg font-bold">{pillar.title}</h2>
            <p className="mt-2 text-muted">{pillar.text}</p>
          </div>
        ))}
      </section>

      <PageSection id="greendeal-path" title="In drie stappen op weg">
        <Steps label="In drie stappen op weg" steps={path} />
      </PageSection>

      <PageSection id="greendeal-features" title="Wat je krijgt">
        <CardGrid items={features} />
      </PageSection>

      <div className="mt-14">
        <Co2PreviewCard />
      </div>

      <PageSection id="greendeal-roadmap" title="Roadmap">
        <ol className="relative space-y-6 border-l-2 border-primary/30 pl-6">
          {roadmap.map((step) => (
            <li key={step.title}>
              <p className="text-sm font-bold text-primary">
                {step.status === 'live' ? `Live sinds ${step.year}` : `Gepland voor ${step.year}`}
              </p>
              <h3 className="font-semibold">{step.title}</h3>
              <p className="text-sm text-muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </PageSection>

      <CallToAction
        title="Zien hoe het werkt voor jouw wagenpark?"
        primary={{ to: '/demo?audience=business', label: 'Naar de demo' }}
      >
        Bekijk de demo of vertel ons over je wagenpark. We antwoorden binnen 1–2 werkdagen.
      </CallToAction>
    </div>
  );
}
