import { CallToAction, CardGrid, PageIntro, PageSection } from '../components/page-parts.tsx';

const promises = [
  {
    title: 'Geen borg aan de pomp',
    text: 'Andere passen en apps zetten € 150 tot € 375 vast op je rekening zodra je tankt. Wij niet: je tankt op je eigen prepaid saldo.',
  },
  {
    title: 'Echte prijzen, met hun leeftijd',
    text: 'Nederland heeft geen landelijke prijzenbank. Daarom houden tankstations hun prijzen bij ons zelf bij, en zie je bij elke prijs hoe oud die is.',
  },
  {
    title: 'CO2 op officiële factoren',
    text: 'Kenteken via de RDW, factoren van CO2emissiefactoren.nl en een rapport dat zegt hoe elk getal is berekend.',
  },
  {
    title: 'Toegankelijk voor iedereen',
    text: 'We bouwen volgens WCAG 2.2 AA: te gebruiken met alleen een toetsenbord, met een schermlezer en op een oude telefoon.',
  },
];

/** /about: who FuelLinq is and what it promises. */
export function AboutPage() {
  return (
    <div>
      <PageIntro
        path="/about"
        eyebrow="Over ons"
        heading="Tanken zoals het hoort: eerlijk, eenvoudig en inzichtelijk"
      >
        FuelLinq is een Nederlandse tankpas voor iedereen die rijdt: particulieren, zzp’ers en wagenparken. We
        begonnen met een simpele ergernis: waarom zet een tankpas honderden euro’s vast op je rekening, en
        waarom weet je nooit of de prijs in de app nog klopt?
      </PageIntro>

      <PageSection id="about-promises" title="Waar we voor staan">
        <CardGrid items={promises} />
      </PageSection>

      <PageSection id="about-how" title="Hoe we werken">
        <div className="max-w-3xl space-y-4 text-muted">
          <p>
            Je tankpas staat in je wallet en werkt op een prepaid saldo dat je vanaf je eigen bankrekening
            aanvult. Stations in de zoeker komen uit OpenStreetMap, ruim 3.800 tankstations in heel Nederland;
            hun prijzen en acties komen van de stations zelf. Een prijs die nog niet door een station is
            ingevoerd, heet bij ons eerlijk een demoprijs.
          </p>
          <p>
            Voor bedrijven rekenen we de CO2-uitstoot van elke tankbeurt uit met de officiële Nederlandse
            factoren, en maken we de WPM-opgave die werkgevers met 100 of meer medewerkers moeten indienen.
            Tankstations houden hun prijzen, acties en openingstijden zelf bij in het partnerportaal of via
            onze API.
          </p>
          <p>
            We verdienen aan het abonnement van € 2,50 per maand, na een gratis eerste maand. Niet aan je
            gegevens: die verkopen we niet, en je kunt ze op elk moment downloaden of laten verwijderen.
          </p>
        </div>
      </PageSection>

      <CallToAction title="Zelf proberen?" primary={{ to: '/signup', label: 'Account aanmaken' }}>
        Maak gratis een account of vertel ons wat je nodig hebt voor je wagenpark of tankstation.
      </CallToAction>
    </div>
  );
}
